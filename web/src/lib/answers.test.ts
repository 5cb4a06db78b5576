import { describe, expect, it } from 'vitest';
import { answerError, MISSION_WORD_LIMIT } from './answers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('answerError', () => {
  it('requires an answer that is not blank, with the spec message by default', () => {
    expect(answerError('   \n ')).toBe('Answer is required!');
    expect(answerError('Adults learn to read.')).toBeNull();
  });

  it('uses the page’s own wording of the required message', () => {
    expect(answerError('', { requiredMessage: 'Solution answer is required!' })).toBe('Solution answer is required!');
  });

  it('accepts 70 words for the mission and refuses 71 with the spec message', () => {
    expect(MISSION_WORD_LIMIT).toBe(70);
    expect(answerError(words(70), { wordLimit: MISSION_WORD_LIMIT })).toBeNull();
    expect(answerError(words(71), { wordLimit: MISSION_WORD_LIMIT })).toBe('You cannot enter more than 70 words!');
  });

  it('lets an optional answer be blank', () => {
    expect(answerError('', { required: false })).toBeNull();
  });
});

/**
 * The rules of a long-text answer (spec file 2 §5): required (the text trimmed is not empty) and,
 * for the mission statement and the aspirational vision, at most 70 words. Pages ask
 * {@link answerError} when Next is pressed; the AnswerField shows the same message.
 */
import { countWords, isBlank } from './words';
import { PM, wordLimitMessage } from '../config/planMessages';

/** Spec §9: mission statement and aspirational vision answers. */
export const MISSION_WORD_LIMIT = 70;

export interface AnswerRules {
  /** Default true. */
  required?: boolean;
  /** Default 'Answer is required!'; some pages word it otherwise ('Solution answer is required!'). */
  requiredMessage?: string;
  /** At most this many words. */
  wordLimit?: number;
}

/** The first rule `text` breaks, as the message to show, or null. */
export function answerError(text: string, { required = true, requiredMessage = PM.ANSWER_REQUIRED, wordLimit }: AnswerRules = {}): string | null {
  if (required && isBlank(text)) return requiredMessage;
  if (wordLimit !== undefined && countWords(text) > wordLimit) return wordLimitMessage(wordLimit);
  return null;
}

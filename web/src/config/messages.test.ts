import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../generated/messages';
import { M } from './messages';

describe('messages', () => {
  it('take the server’s text for every message both sides show', () => {
    expect(M.INVALID_EMAIL).toBe('Invalid Email Address!');
    expect(M.SOMETHING_WRONG).toBe(SERVER_MESSAGES.UNAVAILABLE);
    expect(M.MEMBER_REMOVED).toBe('Member has been removed from the team.');
    const shared = Object.entries(M).filter(([, text]) => Object.values<string>(SERVER_MESSAGES).includes(text));
    expect(shared).toHaveLength(40);
  });

  it('never write a server message again as a literal in config/messages.ts', () => {
    const source = readFileSync(resolve(__dirname, 'messages.ts'), 'utf8');
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\'/g, "'"));
    const copies = literals.filter((text) => Object.values<string>(SERVER_MESSAGES).includes(text));
    expect(copies).toEqual([]);
  });
});

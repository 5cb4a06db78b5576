import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../generated/messages';
import { M } from './messages';
import { AM } from './appMessages';

describe('messages', () => {
  it('take the server’s text for every message both sides show', () => {
    expect(M.INVALID_EMAIL).toBe('Invalid Email Address!');
    expect(M.SOMETHING_WRONG).toBe(SERVER_MESSAGES.UNAVAILABLE);
    expect(AM.MEMBER_REMOVED).toBe('Member has been removed from the team.');
    const shared = Object.entries({ ...M, ...AM }).filter(([, text]) => Object.values<string>(SERVER_MESSAGES).includes(text));
    expect(shared).toHaveLength(40);
  });

  it('never write a server message again as a literal in config/messages.ts or config/appMessages.ts', () => {
    const source = ['messages.ts', 'appMessages.ts'].map((f) => readFileSync(resolve(__dirname, f), 'utf8')).join('\n');
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\'/g, "'"));
    const copies = literals.filter((text) => Object.values<string>(SERVER_MESSAGES).includes(text));
    expect(copies).toEqual([]);
  });
});

describe('the message catalogues (src/config/*essages.ts and every messages.ts)', () => {
  const src = resolve(__dirname, '..');
  const catalogues = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'generated' ? [] : catalogues(path);
      return /(^m|M)essages\.ts$/.test(name) ? [path] : [];
    });
  /** Every `KEY: 'text'` of every catalogue, with where it is written. */
  const entries = () =>
    catalogues(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const m = /^\s*[A-Z0-9_]+:\s*'((?:[^'\\]|\\.)*)'/.exec(line);
          return m ? [{ text: m[1].replace(/\\'/g, "'"), at: `${relative(src, file)}:${i + 1}` }] : [];
        }),
    );

  it('write each message once: a text two catalogues need is written in one and named by the other', () => {
    const all = entries();
    expect(all.length).toBeGreaterThan(200);
    const seen = new Map<string, string[]>();
    for (const { text, at } of all) seen.set(text, [...(seen.get(text) ?? []), at]);
    expect([...seen].filter(([, at]) => at.length > 1)).toEqual([]);
  });

  it('never write a server message again as a literal', () => {
    const server = new Set(Object.values<string>(SERVER_MESSAGES));
    expect(entries().filter(({ text }) => server.has(text))).toEqual([]);
  });
});

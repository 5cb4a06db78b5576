import { displayName } from '../../lib/names';
import type { TeamMember } from '../../lib/resources/team';

export const nameOf = (m: TeamMember) => displayName({ firstName: m.first_name, lastName: m.last_name, email: m.email });

/** The `@word` being typed just before the caret, if any. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** The members a comment still mentions: those whose "@Name" is in its text. */
export function mentionedIn(text: string, chosen: TeamMember[]): string[] {
  return [...new Set(chosen.filter((m) => text.includes(`@${nameOf(m)}`)).map((m) => m.id))];
}

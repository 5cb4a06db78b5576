/** Names of people: the sign-up split, display names and initials (spec §2, §5). */

/** First word is the first name, the rest (joined by single spaces) the last name. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

interface Named {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** First plus last name, or the e-mail when both names are missing. */
export function displayName({ firstName, lastName, email }: Named): string {
  const name = `${(firstName ?? '').trim()} ${(lastName ?? '').trim()}`.trim();
  return name !== '' ? name : (email ?? '').trim();
}

const firstLetter = (s?: string | null) => {
  const c = (s ?? '').trim().charAt(0);
  return c ? c.toUpperCase() : '';
};

/**
 * Initials from the names; else from the e-mail's local part split on dot, underscore or hyphen;
 * else its first two letters; else "??".
 */
export function initials({ firstName, lastName, email }: Named): string {
  const fromNames = firstLetter(firstName) + firstLetter(lastName);
  if (fromNames) return fromNames;
  const local = (email ?? '').split('@')[0] ?? '';
  const parts = local.split(/[._-]/).filter(Boolean);
  if (parts.length >= 2) return firstLetter(parts[0]) + firstLetter(parts[1]);
  const letters = local.replace(/[^\p{L}]/gu, '').slice(0, 2);
  return letters ? letters.toUpperCase() : '??';
}

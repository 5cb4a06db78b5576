import { isSimpleEmail } from './validation';

/** Splits text on spaces, commas and semicolons into candidate addresses. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Adds the valid addresses of `text` to `tags` (no duplicates); returns what could not be added. */
export function addEmails(tags: string[], text: string): { tags: string[]; rejected: string[] } {
  const next = [...tags];
  const rejected: string[] = [];
  for (const email of splitEmails(text)) {
    if (!isSimpleEmail(email)) rejected.push(email);
    else if (!next.includes(email)) next.push(email);
  }
  return { tags: next, rejected };
}


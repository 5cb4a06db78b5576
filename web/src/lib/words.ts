/**
 * Word counts (spec file 2 §5: "words are whitespace-separated tokens"), with JavaScript's `\s` as
 * the whitespace. Same rule as the server's `words::count`; shared/vectors/words.json pins both.
 */

/** The number of whitespace-separated words of `text` (0 for blank text). */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (token !== '') count += 1;
  return count;
}

/** Whether `text` is blank: empty or whitespace only (a required answer is not blank). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/**
 * The programs summary split over the programs page and its continuation (spec file 3 §2;
 * DECISIONS: 270-word threshold). Same rule as the server's
 * `fundplan_domain::case_layout::summary_part`, so the preview, the PDF and the Word file cut the
 * summary at the same word: words are runs of anything but JavaScript's `\s` (lib/words), joined by
 * single spaces within a paragraph, and paragraph breaks (blank lines) are kept.
 */

/** The summary's words `from..=to` (1-based) as the page shows them. */
export function summaryPart(summary: string, from: number, to: number): string {
  let out = '';
  let n = 0;
  summary.split('\n\n').forEach((paragraph, p) => {
    let started = false;
    for (const word of paragraph.split(/\s/)) {
      if (word === '') continue;
      n += 1;
      if (n < from || n > to) continue;
      if (!started && out !== '' && p > 0) out += '\n\n';
      else if (started) out += ' ';
      started = true;
      out += word;
    }
  });
  return out;
}

/** A text's paragraphs (blank lines separate them; single line breaks stay inside one). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

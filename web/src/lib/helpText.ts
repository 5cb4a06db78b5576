/**
 * The help texts of the questions (instructions and model answers) are plain text: paragraphs
 * separated by blank lines, and numbered lines ("1. …") that form a list. This turns one into
 * blocks to render, and says where each block's characters start, so the side panel can type the
 * whole text out character by character in reading order.
 */

export type HelpBlock =
  | { kind: 'paragraph'; text: string; offset: number }
  | { kind: 'list'; start: number; items: { text: string; offset: number }[] };

const NUMBERED = /^(\d{1,3})[.)]\s+(.*)$/;

/** The blocks of `text`, and the number of characters the panel types (the sum of every block's text). */
export function parseHelpText(text: string): { blocks: HelpBlock[]; length: number } {
  const blocks: HelpBlock[] = [];
  let offset = 0;
  let paragraph: string[] = [];
  let list: Extract<HelpBlock, { kind: 'list' }> | null = null;

  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const joined = paragraph.join('\n');
    blocks.push({ kind: 'paragraph', text: joined, offset });
    offset += joined.length;
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push(list);
    list = null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      endParagraph();
      endList();
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      endParagraph();
      if (!list) list = { kind: 'list', start: Number(numbered[1]), items: [] };
      list.items.push({ text: numbered[2], offset });
      offset += numbered[2].length;
    } else if (list && list.items.length > 0 && /^\s/.test(raw)) {
      // An indented line continues the list item above it.
      const item = list.items[list.items.length - 1];
      item.text += ` ${line}`;
      offset += line.length + 1;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return { blocks, length: offset };
}

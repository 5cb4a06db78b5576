import { describe, expect, it } from 'vitest';
import { parseHelpText } from './helpText';

const MISSION_INSTRUCTION = `
A mission statement says, in one or two sentences, what your organization does today.

1. Start from what you actually do every week.
2. Name the people you serve as specifically as you can.
3. End with the change you work toward for them.

Read it aloud to someone who does not know your organization.
`;

describe('parseHelpText', () => {
  it('splits paragraphs at blank lines and turns numbered lines into one list', () => {
    const { blocks } = parseHelpText(MISSION_INSTRUCTION);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'paragraph']);
    const list = blocks[1];
    expect(list.kind === 'list' && list.start).toBe(1);
    expect(list.kind === 'list' && list.items.map((i) => i.text)).toEqual([
      'Start from what you actually do every week.',
      'Name the people you serve as specifically as you can.',
      'End with the change you work toward for them.',
    ]);
  });

  it('gives each block the offset where its characters start, and the total length to type', () => {
    const { blocks, length } = parseHelpText('Ab\n\n1. cd\n2. efg\n\nh');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Ab', offset: 0 },
      {
        kind: 'list',
        start: 1,
        items: [
          { text: 'cd', offset: 2 },
          { text: 'efg', offset: 4 },
        ],
      },
      { kind: 'paragraph', text: 'h', offset: 7 },
    ]);
    expect(length).toBe(8);
  });

  it('keeps the line breaks inside a paragraph, reads CRLF text and a list that starts at 3', () => {
    const { blocks } = parseHelpText('412 Mill Street\r\nRiverbend\r\n\r\n3. Third\r\n4. Fourth');
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: '412 Mill Street\nRiverbend', offset: 0 });
    expect(blocks[1].kind === 'list' && blocks[1].start).toBe(3);
  });

  it('ends a list at a line that is not numbered and continues an item on an indented line', () => {
    const { blocks } = parseHelpText('1. One\n   more of one\n2. Two\nAfter the list');
    expect(blocks).toHaveLength(2);
    expect(blocks[0].kind === 'list' && blocks[0].items.map((i) => i.text)).toEqual(['One more of one', 'Two']);
    expect(blocks[1]).toMatchObject({ kind: 'paragraph', text: 'After the list' });
  });

  it('gives nothing to type for blank text', () => {
    expect(parseHelpText('  \n\n ')).toEqual({ blocks: [], length: 0 });
  });
});

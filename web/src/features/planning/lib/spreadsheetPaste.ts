/**
 * Rows copied from a spreadsheet (Excel, Google Sheets, LibreOffice, Numbers) and pasted into an
 * expense table: the clipboard holds tab-separated text, one line per row (CRLF from Excel on
 * Windows, LF elsewhere, a lone CR from old Mac Excel), and a cell that holds a tab, a line break
 * or a double quote is wrapped in double quotes with its quotes doubled (Excel's rule, which the
 * others follow). Each row is `name, year 1, year 2, year 3` (further columns, such as a total,
 * are ignored); amounts may carry `$`, thousands separators, accounting spaces and a minus sign
 * or parentheses (dropped, as the money inputs drop them).
 */
import type { Years } from '../../../lib/goals';
import { readAmountInput } from '../../../lib/amountInput';

export interface PastedRow {
  name: string;
  /** Year 1, 2 and 3 in cents. */
  amounts: Years;
}

export interface ExpensePaste {
  rows: PastedRow[];
  /** Amount cells that were not amounts and count as $0. */
  unreadable: number;
  /** Whether the first row was a header (its amounts were not numbers) and was skipped. */
  headerSkipped: boolean;
}

/** The cells of tab-separated clipboard text, row by row (quoted cells unquoted). */
export function parseClipboardCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let cellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    cellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (cellStart && c === '"') {
      // A quoted cell: up to the quote that is not doubled.
      i += 1;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i];
        i += 1;
      }
      cellStart = false;
      continue;
    }
    cellStart = false;
    if (c === '\t') {
      endCell();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += c;
      i += 1;
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** Whether pasted text is more than one cell (a tab, or more than one line that is not blank). */
export function isMultiCellPaste(text: string): boolean {
  const cells = parseClipboardCells(text).filter((r) => r.some((c) => c.trim() !== ''));
  return cells.length > 1 || (cells.length === 1 && cells[0].length > 1);
}

/** An amount cell: empty is 0; `$`, separators, spaces, minus signs and accounting parentheses go. */
function readCell(cell: string): { cents: number; readable: boolean } {
  const reading = readAmountInput(cell.replace(/[$\s()]/g, ''));
  return { cents: reading.cents, readable: reading.error === null };
}

/**
 * The expense rows of a paste, or null when it is a single cell (an ordinary paste into one
 * input). Blank lines are ignored; a first row whose amounts are not numbers is a header and is
 * skipped; other unreadable amounts count as $0 and are counted.
 */
export function parseExpensePaste(text: string): ExpensePaste | null {
  if (!isMultiCellPaste(text)) return null;
  const lines = parseClipboardCells(text).filter((r) => r.some((c) => c.trim() !== ''));
  const result: ExpensePaste = { rows: [], unreadable: 0, headerSkipped: false };
  lines.forEach((cells, index) => {
    const read = [1, 2, 3].map((col) => readCell(cells[col] ?? ''));
    const bad = read.filter((r) => !r.readable).length;
    if (index === 0 && bad > 0) {
      result.headerSkipped = true;
      return;
    }
    result.unreadable += bad;
    result.rows.push({ name: (cells[0] ?? '').replace(/\s+/g, ' ').trim(), amounts: [read[0].cents, read[1].cents, read[2].cents] });
  });
  return result;
}

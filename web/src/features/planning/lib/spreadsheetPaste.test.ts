import { describe, expect, it } from 'vitest';
import { isMultiCellPaste, parseClipboardCells, parseExpensePaste } from './spreadsheetPaste';

/**
 * Clipboard texts as the spreadsheets put them there (the "text/plain" flavour), for the
 * Adult Basic Literacy personnel lines of the sample plan.
 */
const SAMPLES = {
  /** Excel for Windows, currency format, header row selected, CRLF and a final CRLF. */
  excelWindows:
    'Needs\tYear 1\tYear 2\tYear 3\r\n' +
    'Tutor stipends\t$120,000.00\t$124,000.00\t$128,000.00\r\n' +
    'Program coordinator\t$68,000.00\t$70,000.00\t$72,500.00\r\n',
  /** Excel accounting format: padded "$" and a zero shown as "-". */
  excelAccounting: 'Volunteer training\t $ 9,500.00 \t $ 9,800.00 \t $ -   \r\n' + 'Background checks\t $ 2,100.00 \t $ 2,200.00 \t $ 2,300.00 \r\n',
  /** Excel: a cell with a line break (Alt+Enter) is quoted; its quotes are doubled. */
  excelQuoted: '"Books and\nworkbooks ""Level 1"""\t12500\t13000\t13500\r\n' + 'Learner bus passes\t4,800\t5,000\t5,200\r\n',
  /** Google Sheets: LF, plain numbers with separators, a blank row in the middle. */
  googleSheets: 'Tutor stipends\t120,000\t124,000\t128,000\n\nAssessment licences\t3,600\t3,700\t3,800',
  /** LibreOffice Calc, a total column copied along (ignored), and a negative typed by mistake. */
  libreOffice: 'Classroom rent\t-18000\t18500\t19000\t55500\nAudit share\t(2,500)\t2600\t2700\t7800\n',
  /** A column of names only. */
  namesOnly: 'Tutor stipends\r\nProgram coordinator\r\nVolunteer training\r\n',
};

describe('parseClipboardCells', () => {
  it('splits tab-separated rows at CRLF, LF and a lone CR, and drops the final line break', () => {
    expect(parseClipboardCells('a\tb\r\nc\td\ne\tf\rg')).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g']]);
    expect(parseClipboardCells('a\tb\r\n')).toEqual([['a', 'b']]);
  });

  it('unquotes Excel’s quoted cells, keeping their tabs, line breaks and doubled quotes', () => {
    expect(parseClipboardCells('"x\ty"\t"line 1\r\nline 2"\t"say ""hi"""\r\n')).toEqual([['x\ty', 'line 1\r\nline 2', 'say "hi"']]);
  });

  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(parseClipboardCells('Dana "ED" share\t100')).toEqual([['Dana "ED" share', '100']]);
  });

  it('keeps empty cells in their place', () => {
    expect(parseClipboardCells('Rent\t\t\t300')).toEqual([['Rent', '', '', '300']]);
  });
});

describe('isMultiCellPaste', () => {
  it('leaves a single cell to an ordinary paste, even with Excel’s final CRLF', () => {
    expect(isMultiCellPaste('Tutor stipends')).toBe(false);
    expect(isMultiCellPaste('Tutor stipends\r\n')).toBe(false);
    expect(isMultiCellPaste('"Books and\nworkbooks"\r\n')).toBe(false);
  });

  it('takes two cells of a row, or two rows, as a table', () => {
    expect(isMultiCellPaste('Rent\t300')).toBe(true);
    expect(isMultiCellPaste(SAMPLES.namesOnly)).toBe(true);
  });
});

describe('parseExpensePaste', () => {
  it('reads Excel’s currency cells and skips its header row', () => {
    expect(parseExpensePaste(SAMPLES.excelWindows)).toEqual({
      headerSkipped: true,
      unreadable: 0,
      rows: [
        { name: 'Tutor stipends', amounts: [12_000_000, 12_400_000, 12_800_000] },
        { name: 'Program coordinator', amounts: [6_800_000, 7_000_000, 7_250_000] },
      ],
    });
  });

  it('reads Excel’s accounting format, where a zero shows as a dash', () => {
    expect(parseExpensePaste(SAMPLES.excelAccounting)?.rows).toEqual([
      { name: 'Volunteer training', amounts: [950_000, 980_000, 0] },
      { name: 'Background checks', amounts: [210_000, 220_000, 230_000] },
    ]);
  });

  it('reads a quoted name with a line break as one name on one line', () => {
    expect(parseExpensePaste(SAMPLES.excelQuoted)?.rows).toEqual([
      { name: 'Books and workbooks "Level 1"', amounts: [1_250_000, 1_300_000, 1_350_000] },
      { name: 'Learner bus passes', amounts: [480_000, 500_000, 520_000] },
    ]);
  });

  it('ignores blank lines and reads plain thousands separators (Google Sheets)', () => {
    const paste = parseExpensePaste(SAMPLES.googleSheets);
    expect(paste?.headerSkipped).toBe(false);
    expect(paste?.rows).toEqual([
      { name: 'Tutor stipends', amounts: [12_000_000, 12_400_000, 12_800_000] },
      { name: 'Assessment licences', amounts: [360_000, 370_000, 380_000] },
    ]);
  });

  it('ignores columns after year 3 and turns negative amounts positive', () => {
    expect(parseExpensePaste(SAMPLES.libreOffice)?.rows).toEqual([
      { name: 'Classroom rent', amounts: [1_800_000, 1_850_000, 1_900_000] },
      { name: 'Audit share', amounts: [250_000, 260_000, 270_000] },
    ]);
  });

  it('makes one item per name when only names are copied', () => {
    expect(parseExpensePaste(SAMPLES.namesOnly)?.rows.map((r) => [r.name, r.amounts])).toEqual([
      ['Tutor stipends', [0, 0, 0]],
      ['Program coordinator', [0, 0, 0]],
      ['Volunteer training', [0, 0, 0]],
    ]);
  });

  it('counts amounts that are not numbers after the first row as $0 and says how many', () => {
    const paste = parseExpensePaste('Rent\t1,000\t1,100\t1,200\nBooks\tTBD\t500\tn/a');
    expect(paste?.rows[1]).toEqual({ name: 'Books', amounts: [0, 50_000, 0] });
    expect(paste?.unreadable).toBe(2);
    expect(paste?.headerSkipped).toBe(false);
  });

  it('keeps amounts to the cent, without floating point', () => {
    expect(parseExpensePaste('Postage\t0.29\t1,200.57\t$10,000,000,000.00')?.rows[0].amounts).toEqual([29, 120_057, 1_000_000_000_000]);
  });

  it('gives nothing for a single cell, so the input pastes it as usual', () => {
    expect(parseExpensePaste('Tutor stipends\r\n')).toBeNull();
  });
});

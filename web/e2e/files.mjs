// Reading downloaded files back in the browser scenarios: zip entries (for .xlsx and .docx), a
// workbook's first sheet, a Word document's text, a PDF's text (pdftotext, which make test
// installs with poppler-utils), and the download a click starts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const check = (ok, message) => {
  if (!ok) throw new Error(message);
};

/** The entries of a zip file (stored or deflated), by name: enough for an .xlsx. */
export function unzip(buffer) {
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end -= 1;
  check(end >= 0, 'the file is not a zip archive');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const files = new Map();
  for (let i = 0; i < count; i++) {
    check(buffer.readUInt32LE(at) === 0x02014b50, 'a broken zip directory');
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extra = buffer.readUInt16LE(at + 30);
    const comment = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

export const unescapeXml = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The workbook's sheet names and its first sheet as rows of cell values (strings or numbers). */
export function readXlsx(buffer) {
  const files = unzip(buffer);
  const sheets = [...(files.get('xl/workbook.xml') ?? '').matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescapeXml(m[1]));
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescapeXml([...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const rows = [];
  for (const [, r, body] of (files.get('xl/worksheets/sheet1.xml') ?? '').matchAll(/<row r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells = [];
    for (const [, attrs, inner] of body.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const col = /r="([A-Z]+)\d+"/.exec(attrs)[1].charCodeAt(0) - 65;
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner ?? '')?.[1];
      const type = /t="(\w+)"/.exec(attrs)?.[1];
      cells[col] =
        v === undefined
          ? unescapeXml(/<t[^>]*>([\s\S]*?)<\/t>/.exec(inner ?? '')?.[1] ?? '')
          : type === 's'
            ? shared[Number(v)]
            : type === 'str'
              ? unescapeXml(v)
              : Number(v);
    }
    rows[Number(r) - 1] = cells;
  }
  return { sheets, rows };
}

/** The text of a PDF (named `what` in errors), read with pdftotext; a file that is not a PDF fails. */
export function pdfText(file, what = 'the file') {
  const bytes = readFileSync(file);
  check(bytes.subarray(0, 5).toString('latin1') === '%PDF-', `${what} is not a PDF`);
  check(bytes.length > 5_000, `${what} is only ${bytes.length} bytes`);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The paragraphs of a .docx's body, as text. */
export function docxText(buffer) {
  const xml = unzip(buffer).get('word/document.xml');
  check(xml, 'the file is not a Word document (no word/document.xml)');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => unescapeXml([...p[0].matchAll(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>/g)].map((t) => t[1]).join('')))
    .filter((t) => t.trim() !== '')
    .join('\n');
}

/**
 * Waits for the download the click starts and answers its file on disk and its suggested name; the
 * "Download failed" dialog ends the wait at once with its words.
 */
export async function downloadOf(page, click) {
  const failed = page.getByRole('alertdialog', { name: 'Download failed' });
  const [download] = await Promise.all([
    Promise.race([
      page.waitForEvent('download', { timeout: 60_000 }),
      failed.waitFor({ timeout: 60_000 }).then(async () => {
        throw new Error(`the download failed: ${(await failed.textContent()).trim()}`);
      }),
    ]),
    click(),
  ]);
  return { file: await download.path(), name: download.suggestedFilename() };
}


// The original product's way of making the case for support PDF, timed in Chromium for `make
// bench` (infra/bench/src/case_browser.rs starts the server, seeds the plan and runs this script):
// every page of the preview rendered to a bitmap with html2canvas at scale 1.75 and stitched into
// an A4 portrait PDF with jsPDF, as a JPEG per page and, in a second variant, as a PNG per page.
//
//   node web/scripts/bench-case-browser.mjs  < {"base", "token", "user", "rounds", "clicks", "forget", "letter"}
//
// The owner's session is put where the SPA keeps it; the editor at /case-statement-document is
// opened, and once every page and every picture has loaded, each variant runs `rounds` times in
// the page: the time from the click (the start of the function) to the finished Blob, and the
// Blob's bytes. The two libraries are the project's pinned devDependencies, evaluated through
// the browser's protocol (the SPA's Content-Security-Policy forbids inline script).
//
// Then the product's own download, `clicks` times: the letter is edited through the API (so the
// server renders rather than reusing its last file), the server is told to forget what it
// memoized (`POST forget`, a route of the benchmark's server only: the next render starts from
// nothing reused), and the owner clicks Download, PDF File; timed from that click until the file
// is on disk (`POST /documents`, the polls, the download). Prints one JSON line:
// { pages, variants: [{ variant, ms: [...], bytes }], clicks: [...], click_bytes }.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, openAs } from '../e2e/accounts.mjs';
import { launch } from '../e2e/chromium.mjs';
import { downloadOf } from '../e2e/files.mjs';

const input = JSON.parse(readFileSync(0, 'utf8'));
const { base, token, user, rounds = 3, clicks = 0, forget, letter } = input;
const require = createRequire(import.meta.url);
const html2canvas = readFileSync(require.resolve('html2canvas/dist/html2canvas.min.js'), 'utf8');
const jspdf = readFileSync(require.resolve('jspdf/dist/jspdf.umd.min.js'), 'utf8');

const { context, close } = await launch();
try {
  context.setDefaultTimeout(60_000);
  const page = context.pages()[0] ?? (await context.newPage());
  // The owner's session where the SPA keeps it, as the browser tests open it.
  await openAs(page, base, { token, user }, '/login');
  // The instructions dialog opens once by itself; it is not part of the document.
  await page.evaluate(() => localStorage.setItem('fundplan.caseDocument.instructionsSeen', '1'));
  await page.goto(`${base}/case-statement-document`);
  await page
    .locator('.cd-page[data-page]')
    .first()
    .waitFor()
    .catch(async (error) => {
      const shot = join(tmpdir(), 'bench-case-browser-failure.png');
      await page.screenshot({ path: shot, fullPage: true });
      throw new Error(`the editor did not show its pages at ${page.url()} (screenshot: ${shot}): ${error.message}`);
    });
  // Every page drawn and every picture decoded.
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll('.cd-page[data-page] img')];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
  await page.evaluate(html2canvas);
  await page.evaluate(jspdf);

  const pages = await page.locator('.cd-page[data-page]').count();
  const variants = [];
  for (const variant of ['jpeg', 'png']) {
    const ms = [];
    let bytes = 0;
    for (let round = 0; round < rounds; round++) {
      const result = await page.evaluate(async (kind) => {
        // html2canvas 1.4 cannot parse the color(srgb …) values Chromium computes for the
        // preview's color-mix() tints; the clone gets them as rgba() first (a few ms a page).
        const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/g;
        const channel = (c) => Math.round(Math.min(1, Math.max(0, Number(c))) * 255);
        const rgba = (value) =>
          value.replace(srgb, (_, r, g, b, a) => `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${a ?? 1})`);
        const props = ['color', 'background-color', 'background-image', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color', 'box-shadow'];
        const srgbColours = (doc, clone) => {
          for (const node of [clone, ...clone.querySelectorAll('*')]) {
            const style = doc.defaultView.getComputedStyle(node);
            for (const prop of props) {
              const value = style.getPropertyValue(prop);
              if (value.includes('color(')) node.style.setProperty(prop, rgba(value));
            }
          }
        };
        const started = performance.now();
        const { jsPDF } = window.jspdf;
        const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
        const pageEls = [...document.querySelectorAll('.cd-page[data-page]')];
        for (const [i, el] of pageEls.entries()) {
          const canvas = await window.html2canvas(el, { scale: 1.75, useCORS: true, logging: false, onclone: srgbColours });
          // JPEG at the browser's default quality (0.92), as toDataURL('image/jpeg') gives it.
          const data = kind === 'jpeg' ? canvas.toDataURL('image/jpeg') : canvas.toDataURL('image/png');
          if (i > 0) pdf.addPage('a4', 'portrait');
          pdf.addImage(data, kind === 'jpeg' ? 'JPEG' : 'PNG', 0, 0, 210, 297);
        }
        const blob = pdf.output('blob');
        return { ms: performance.now() - started, bytes: blob.size };
      }, variant);
      ms.push(result.ms);
      bytes = result.bytes;
    }
    variants.push({ variant, ms, bytes });
  }
  const clickMs = [];
  let clickBytes = 0;
  const call = api(base);
  for (let round = 0; round < clicks; round++) {
    await call(
      'PUT',
      '/case-statements/overrides/director_letter',
      { text: letter.replace('Dear Friend,', `Dear Friend and neighbour ${round + 1},`) },
      token,
    );
    // The benchmark server's own route, outside the API.
    const forgot = await fetch(`${base}${forget}`, { method: 'POST' });
    if (!forgot.ok) throw new Error(`POST ${forget}: ${forgot.status}`);
    // The editor shows the edited letter before the click, as a user would see it.
    await page.reload();
    await page.locator('.cd-page[data-page]').first().waitFor();
    let started = 0;
    const file = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Download' }).click();
      const item = page.getByRole('menuitem', { name: 'PDF File' });
      await item.waitFor();
      started = performance.now();
      await item.click();
    });
    clickMs.push(performance.now() - started);
    clickBytes = statSync(file.file).size;
  }
  process.stdout.write(`${JSON.stringify({ pages, variants, clicks: clickMs, click_bytes: clickBytes })}\n`);
} finally {
  await close();
}

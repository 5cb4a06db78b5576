// End-to-end scenario of the case for support document (spec file 3 §2 "Case-for-support document
// screen", §5, §7; issue 9 §2, §3, §5), through the screen: the sample organization's owner, with
// a plan seeded through the API (programs, a new project, the module 11 narratives, ways to give,
// two success stories), opens /case-statement-document, meets the instructions once, edits a
// text over its limit (the alert), saves an edit (the warning) that the API then answers while the
// plan's answer stays, changes the colours and the font and sees the pages follow, uploads, crops
// and deletes a picture, downloads the PDF and the Word file and reads both back, and finishes
// with Next. It needs the casedoc API (functions/casedoc) and the case document kinds of the
// document pipeline.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { allianceOwner, openAs } from './accounts.mjs';
import { docxText, downloadOf, pdfText } from './files.mjs';

const words = (n, word = 'read') => Array.from({ length: n }, () => word).join(' ');
const check = (ok, message) => {
  if (!ok) throw new Error(message);
};

/** Asks `read` until `ok` holds of its answer. */
async function eventually(read, ok, what, ms = 10_000) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: ${JSON.stringify(last)}`);
}

/** A 400 × 300 PNG (a warm gradient, a photograph's stand-in), written to a temporary file. */
function photo() {
  const [w, h] = [400, 300];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const at = y * (w * 3 + 1) + 1 + x * 3;
      rows[at] = 200 + Math.round((55 * x) / w);
      rows[at + 1] = 120 + Math.round((100 * y) / h);
      rows[at + 2] = 60;
    }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = join(tmpdir(), `casedoc-photo-${process.pid}.png`);
  writeFileSync(file, png);
  return file;
}

const LETTER =
  'Dear Friend, in 2009 Margaret Hale, a retired teacher, sat down at a kitchen table in Riverbend with one adult who wanted to read to her grandchildren. Today 140 volunteer tutors do the same for 600 adults a year. With your help we will reach the rural townships too.';
/** The module 11 answers (shared/domain/questions/case-for-support.toml, ids 1101–1107), and mission and vision (module 3). */
const ANSWERS = [
  [11, 1101, LETTER],
  [11, 1102, 'Founded in 2009 by retired teacher Margaret Hale, the Alliance began with one learner and one tutor at 412 Mill Street.'],
  [11, 1104, 'Eighty-five adults wait for a tutor today; three rural townships have no class within twenty miles.'],
  [11, 1105, 'Adult Basic Literacy, Family Reading Nights and Workplace English serve 600 adult learners and 300 families a year.'],
  [11, 1106, 'Join us: a gift today puts a tutor beside a learner next month.'],
  [11, 1107, JSON.stringify(['Cash', 'Check', 'Planned Gifts', 'Bequests'])],
  [3, 304, 'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence.'],
  [3, 305, 'A Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life.'],
];

/** The plan the document draws from, through the API. */
async function seedPlan({ call, token }) {
  await call('PUT', '/core-programs', {
    corePrograms: [
      { program_name: 'Adult Basic Literacy', program_description: 'Free one-to-one and small-group tutoring for adults.' },
      { program_name: 'Family Reading Nights', program_description: 'Weekly evenings where parents and children read together.' },
    ],
  }, token);
  const { corePrograms } = await call('GET', '/core-programs', undefined, token);
  await call('POST', '/expenses', {
    expenses: [{ expense_type: 'personnel_and_benefits', expense_description: 'Tutor coordinators', expense_cost: 412000, expense_cost_year_2: 424000, expense_cost_year_3: 437000, expenseable_type: 'CoreProgram', expenseable_id: corePrograms[0].id }],
  }, token);
  const { projects } = await call('POST', '/projects', {
    projects: [{ project_name: 'Mobile Learning Van', project_description: 'A fitted van taking tutoring to three rural townships.' }],
  }, token);
  await call('POST', '/expenses', {
    expenses: [{ expense_type: 'other_expenses', expense_description: 'Van and fit-out', expense_cost: 185000, expense_cost_year_2: 50000, expense_cost_year_3: 50000, expenseable_type: 'Project', expenseable_id: projects[0].id }],
  }, token);
  for (const [category_id, question_id, answer] of ANSWERS) await call('POST', '/answers', { category_id, question_id, answer }, token);
  await call('POST', '/success-stories', {
    stories: [
      { id: null, order: 1, user_story: 'Rosa came to the Alliance at 46 unable to read a bus schedule. Today she reads bedtime stories to her grandson.' },
      { id: null, order: 2, user_story: 'Walter passed his forklift certification after six months of Workplace English.' },
    ],
    version: 0,
  }, token);
}

export default function casedocScenarios({ base, axe, outboxLink, logo }) {
  return {
    'the case for support document: instructions, a text over its limit and an edit, colours and font, a picture uploaded, cropped and deleted, both files read back, and Next':
      async (page) => {
        const owner = await allianceOwner({ base, outboxLink, logo });
        await seedPlan(owner);
        const doc = () => owner.call('GET', '/case-statements', undefined, owner.token).then((a) => a.data);

        // A small window gets the spec's notice only.
        await page.setViewportSize({ width: 900, height: 800 });
        await openAs(page, base, owner, '/case-statement-document');
        await page.getByText('For optimal viewing experience, please access this page on a desktop device.').waitFor();
        await page.setViewportSize({ width: 1280, height: 900 });

        // The instructions open by themselves the first time: three steps, then Close.
        const instructions = page.getByRole('dialog', { name: 'How to finish your case for support' });
        await instructions.waitFor();
        await instructions.getByRole('button', { name: 'Next' }).click();
        await instructions.getByRole('button', { name: 'Next' }).click();
        await instructions.getByText('Step 3 of 3').waitFor();
        await instructions.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
        await instructions.waitFor({ state: 'detached' });

        const preview = page.getByRole('region', { name: 'Document preview' });
        const pages = preview.getByRole('region', { name: /^Page \d+ of \d+: / });
        await pages.first().waitFor();

        // Colours and font: the pages follow at once, and the organization keeps them.
        const firstPage = pages.first();
        // (The owner's onboarding colours, blue and green, are changed for ones that read well.)
        await page.getByLabel('Background', { exact: true }).fill('#fffaf0');
        await page.getByLabel('Headings', { exact: true }).fill('#1f4e79');
        await page.getByLabel('Body', { exact: true }).fill('#2b2b2b');
        await page.getByRole('combobox', { name: 'Font' }).selectOption('Lato');
        await eventually(() => firstPage.evaluate((el) => getComputedStyle(el).backgroundColor), (c) => c === 'rgb(255, 250, 240)', 'the page background');
        const family = await firstPage.evaluate((el) => getComputedStyle(el).fontFamily);
        check(family.includes('Lato'), `the pages are drawn in ${family}`);
        await eventually(
          () => owner.call('GET', '/organizations', undefined, owner.token).then((o) => o.data),
          (o) =>
            o.background_color.toLowerCase() === '#fffaf0' &&
            o.headings_color.toLowerCase() === '#1f4e79' &&
            o.body_color.toLowerCase() === '#2b2b2b' &&
            o.font_family === 'lato',
          'the organization’s colours and font',
        );
        await page.getByRole('status').filter({ hasText: 'may be hard to read' }).waitFor({ state: 'detached' });

        // The instructions again, from their button.
        await page.getByRole('button', { name: 'Instructions' }).click();
        await instructions.waitFor();
        await axe(page, 'case document instructions');
        await instructions.locator('.modal__header').getByRole('button', { name: 'Close' }).click();
        await instructions.waitFor({ state: 'detached' });

        // The pages of the layout (one project, two stories, a short summary).
        const { layout } = await doc();
        check((await pages.count()) === layout.pages.length, `the preview has ${await pages.count()} pages, the layout ${layout.pages.length}`);
        for (const [i, p] of layout.pages.entries()) {
          const label = await pages.nth(i).getAttribute('aria-label');
          check(label === `Page ${p.number} of ${layout.pages.length}: ${p.title}`, `page ${i + 1} is "${label}"`);
        }
        await axe(page, 'case document');

        // The letter over its 255 words: the alert with the spec's words, and nothing stored.
        await page.getByRole('button', { name: 'Edit Letter from the Executive Director' }).click();
        const editor = page.getByRole('dialog', { name: 'Edit Letter from the Executive Director' });
        const box = editor.getByRole('textbox', { name: 'Letter from the Executive Director' });
        await box.fill(words(256));
        await editor.getByText('256/255 words (Word limit exceeded)').waitFor();
        await editor.getByText('You cannot enter more than 255 words!').waitFor();
        await editor.getByRole('button', { name: 'Save', exact: true }).click();
        const alert = page.getByRole('alertdialog', { name: 'Word Limit Exceeded!' });
        await alert.getByText('You cannot enter more than 255 words. Current count: 256 words.').waitFor();
        await axe(page, 'case document word limit exceeded');
        await alert.getByRole('button', { name: 'OK' }).click();

        // A shorter letter: the warning, then the override is stored and shown; the plan's answer stays.
        const EDITED = `${LETTER} Thank you for reading.`;
        await box.fill(EDITED);
        await editor.getByRole('button', { name: 'Save', exact: true }).click();
        const warning = page.getByRole('alertdialog', { name: 'Save this edit?' });
        await warning.waitFor();
        await warning.getByRole('button', { name: 'Save Edit' }).click();
        await editor.waitFor({ state: 'detached' });
        await preview.getByText('Thank you for reading.', { exact: false }).waitFor();
        const letterText = (await doc()).texts.director_letter;
        check(letterText.overridden && letterText.text === EDITED && letterText.plan_text === LETTER, `the override: ${JSON.stringify(letterText)}`);
        const answer = await owner.call('GET', '/answers?question_id=1101', undefined, owner.token);
        check(answer.answers[0].answer === LETTER, 'the plan’s answer changed');

        // A picture: uploaded for the cover, cropped, then deleted (the default comes back).
        const cover = preview.locator('[data-order="1"]');
        await cover.hover();
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Replace Case for Support picture' }).click()]);
        await chooser.setFiles(photo());
        await page.getByRole('button', { name: 'Delete Case for Support picture' }).waitFor();
        const uploaded = await eventually(doc, (d) => d.attachments.length === 1, 'the uploaded picture');
        const stored = uploaded.attachments[0];
        check(stored.order === 1 && stored.width === 400 && stored.height === 300, `the stored picture: ${JSON.stringify(stored)}`);

        await cover.hover();
        await page.getByRole('button', { name: 'Crop Case for Support picture' }).click();
        const cropper = page.getByRole('dialog', { name: 'Select the Area' });
        const size = cropper.getByRole('slider', { name: 'Size' });
        await size.waitFor();
        await axe(page, 'case document cropper');
        await size.focus();
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
        await cropper.getByRole('button', { name: 'Crop Image' }).click();
        await cropper.waitFor({ state: 'detached' });
        // The crop replaces the stored picture (one picture for the order) with a PNG of the area:
        // 90 % of the largest 4:3 area of a 4:3 picture is 360 × 270.
        await eventually(
          doc,
          (d) => d.attachments.length === 1 && d.attachments[0].order === 1 && d.attachments[0].content_type === 'image/png' && d.attachments[0].width === 360 && d.attachments[0].height === 270,
          'the cropped picture',
        );

        // Escape cancels the cropper and uploads nothing.
        await cover.hover();
        await page.getByRole('button', { name: 'Crop Case for Support picture' }).click();
        await cropper.getByRole('slider', { name: 'Size' }).waitFor();
        await page.keyboard.press('Escape');
        await cropper.waitFor({ state: 'detached' });

        await cover.hover();
        await page.getByRole('button', { name: 'Delete Case for Support picture' }).click();
        await page.getByRole('alertdialog', { name: 'Delete Picture' }).getByRole('button', { name: 'Delete' }).click();
        await eventually(doc, (d) => d.attachments.length === 0, 'the deleted picture');
        await page.getByRole('button', { name: 'Delete Case for Support picture' }).waitFor({ state: 'detached' });

        // Both files, read back.
        const pdf = await downloadOf(page, async () => {
          await page.getByRole('button', { name: 'Download' }).click();
          await page.getByRole('menuitem', { name: 'PDF File' }).click();
        });
        check(pdf.name === 'Riverbend Literacy Alliance case statement.pdf', `the PDF is named "${pdf.name}"`);
        const pdfWords = pdfText(pdf.file, 'the case statement PDF');
        for (const text of ['Riverbend Literacy Alliance', 'Contents', 'Thank you for reading.', 'Mobile Learning Van'])
          check(pdfWords.includes(text), `the PDF has no "${text}"`);
        const word = await downloadOf(page, async () => {
          await page.getByRole('button', { name: 'Download' }).click();
          await page.getByRole('menuitem', { name: 'Word File' }).click();
        });
        check(word.name === 'Riverbend Literacy Alliance case statement.docx', `the Word file is named "${word.name}"`);
        const wordText = docxText(readFileSync(word.file));
        for (const text of ['Riverbend Literacy Alliance', 'Thank you for reading.', 'Join Us'])
          check(wordText.includes(text), `the Word file has no "${text}"`);

        // Next: the document and the module 11 case-for-support page are complete; the Gift Pyramid opens.
        await page.getByRole('group', { name: 'Document style and actions' }).getByRole('button', { name: 'Next', exact: true }).click();
        await page.waitForURL('**/steps/gift-pyramid/overview');
        const nav = await owner.call('GET', '/steps-nav-status', undefined, owner.token);
        check(nav.steps_nav_status['/case-statement-document'] === 1, 'the document is not complete');
        check(nav.steps_nav_status['/steps/finalize-your-case-for-support/fundraising-talking-points'] === 1, 'the case-for-support page is not complete');

        // The instructions do not open again in this browser.
        await page.goto(`${base}/case-statement-document`);
        // The editor decides whether the instructions open when it first renders (its state starts
        // from the remembered flag), in the same commit as its pages: once a page shows, so would
        // the dialog.
        await pages.first().waitFor();
        check((await page.getByRole('dialog', { name: 'How to finish your case for support' }).count()) === 0, 'the instructions opened again');
      },
  };
}

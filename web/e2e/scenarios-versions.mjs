// Versions of the plan (issue 19 §1): the sample organization's owner saves the plan "Approved
// by the board", rewrites the mission and adds a program, then reads what changed since: the
// summary in plain words, the mission word by word, the program added; then restores module 3
// from the version and reads the mission as approved again; opens the version saved before the
// restore read-only in the usual screens, and goes back to the plan now. Axe checks each screen.
import { allianceOwner, openAs, readyOwner } from './accounts.mjs';
import { downloadOf } from './files.mjs';

const MISSION =
  'Riverbend Literacy Alliance helps adults in Riverbend County read, write and speak English with confidence.';
const REVISED =
  'Riverbend Literacy Alliance helps adults and families in Riverbend County read, write and speak English with confidence.';

export default function versionsScenarios({ base, axe, outboxLink, logo }) {
  return {
    'a version is saved "Approved by the board", the plan changes, and the comparison says what changed since': async (page) => {
      const owner = await allianceOwner({ base, outboxLink, logo });
      const { call, token } = owner;
      const question = await call('GET', '/questions/mission_statement', undefined, token);
      const q = question.question;
      const saved = await call('POST', '/answers', { category_id: q.category_id, question_id: q.id, answer: MISSION, version: 0 }, token);
      await call('PUT', '/core-programs', { corePrograms: [{ program_name: 'Adult Basic Literacy', program_description: 'Free tutoring for adults.' }] }, token);

      await openAs(page, base, owner, '/versions');
      await page.getByRole('heading', { name: 'Versions of the plan', level: 1 }).waitFor();
      await page.getByText('No version yet. Save one when the plan reaches a milestone.').waitFor();
      await axe(page, 'versions, none yet');
      await page.getByLabel(/^Name/).fill('Approved by the board');
      await page.getByLabel(/^Note/).fill('Approved at the board meeting of March 12, 2027.');
      await page.getByRole('button', { name: 'Save a version' }).click();
      await page.getByRole('status').getByText('Version saved: Approved by the board.').waitFor();
      const list = page.getByRole('table', { name: 'Saved versions' });
      await list.getByRole('rowheader', { name: 'Approved by the board' }).waitFor();

      // The plan moves on through the API: the mission rewritten, a program added.
      await call('POST', '/answers', { category_id: q.category_id, question_id: q.id, answer: REVISED, version: saved.data.answer.version }, token);
      await call('POST', '/core-programs', { program_name: 'Family Reading Nights', program_description: 'Evenings where parents and children read together.' }, token);

      await page.getByRole('button', { name: 'What changed since Approved by the board' }).click();
      const summary = page.getByRole('list', { name: 'In short' });
      await summary.getByText('1 program added: Family Reading Nights.').waitFor();
      await summary.getByText('1 answer changed: Mission Statement.').waitFor();
      const mission = page.getByRole('article', { name: 'Mission Statement' });
      await mission.locator('ins', { hasText: 'and families' }).waitFor();
      await axe(page, 'versions, what changed since a version');

      // Module 3 is restored from the version: the plan as it is is saved first, the mission
      // reads as approved again, and the program added since stays (module 4 was not restored).
      await page.getByRole('combobox', { name: 'What to restore' }).selectOption({ label: 'Module 3: Aspirational Vision' });
      await page.getByRole('button', { name: 'Restore…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Restore module 3?' });
      await dialog.getByText('What you changed since is saved first as a version, so nothing is lost.', { exact: false }).waitFor();
      await axe(page, 'versions, restore a module: the confirmation');
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await page
        .getByText('Restored from “Approved by the board”: module 3, Aspirational Vision.', { exact: false })
        .waitFor();
      await list.getByRole('rowheader', { name: 'Before restoring ‘Approved by the board’' }).waitFor();
      await page.getByRole('list', { name: 'In short' }).getByText('1 answer changed: Mission Statement.').waitFor({ state: 'detached' });
      await summary.getByText('1 program added: Family Reading Nights.').waitFor();
      await axe(page, 'versions, a module restored');
      await page.goto(`${base}/steps/aspirational-vision/mission-statement`);
      const box = page.getByRole('textbox', { name: /^Mission Statement/ });
      await box.waitFor();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('textarea')].some((t) => t.value === text),
        MISSION,
      );
      const programs = await call('GET', '/core-programs', undefined, token);
      const names = JSON.stringify(programs);
      if (!names.includes('Family Reading Nights')) throw new Error(`module 4 was restored too: ${names}`);

      // The version saved before the restore opens read-only in the usual screens: the mission
      // as it was then, in a field that cannot be typed in, above it the version's name; back to
      // the plan now, the mission as restored.
      await page.goto(`${base}/versions`);
      await page.getByRole('button', { name: 'Read Before restoring ‘Approved by the board’' }).click();
      await page.waitForURL('**/steps/getting-started/welcome');
      const banner = page.getByRole('region', { name: 'Version of the plan' });
      await banner.getByText('You are reading “Before restoring ‘Approved by the board’”', { exact: false }).waitFor();
      await axe(page, 'versions, reading a version');
      await page.goto(`${base}/steps/aspirational-vision/mission-statement`);
      await banner.waitFor();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('textarea')].some((t) => t.value === text && t.readOnly),
        REVISED,
      );
      await box.press('End');
      await box.pressSequentially(' more');
      if ((await box.inputValue()) !== REVISED) throw new Error('a version\'s answer could be typed in');
      await axe(page, 'versions, a version\'s mission statement');
      // A document made while the version is read is made from it, and named after it.
      await page.goto(`${base}/fundraising-collateral`);
      await banner.waitFor();
      const policy = await downloadOf(page, () => page.getByRole('button', { name: 'Download Gift Acceptance Policy' }).click());
      if (policy.name !== 'Riverbend Literacy Alliance Gift Acceptance Policy (Before restoring ‘Approved by the board’).docx')
        throw new Error(`the version's document is named "${policy.name}"`);
      await banner.getByRole('button', { name: 'Back to the plan now' }).click();
      await page.waitForURL('**/versions');
      await page.getByRole('region', { name: 'Version of the plan' }).waitFor({ state: 'detached' });
      await page.goto(`${base}/steps/aspirational-vision/mission-statement`);
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('textarea')].some((t) => t.value === text && !t.readOnly),
        MISSION,
      );
    },

    'the whole plan is downloaded as one file from settings and imported into a new organization, whose plan then reads the same': async (page) => {
      const ctx = { base, outboxLink, logo };
      const owner = await allianceOwner(ctx);
      const { call, token } = owner;
      const q = (await call('GET', '/questions/mission_statement', undefined, token)).question;
      await call('POST', '/answers', { category_id: q.category_id, question_id: q.id, answer: MISSION, version: 0 }, token);
      await call('PUT', '/core-programs', { corePrograms: [{ program_name: 'Adult Basic Literacy', program_description: 'Free tutoring for adults.' }] }, token);

      await openAs(page, base, owner, '/settings#plan-file');
      const section = page.getByRole('region', { name: 'Your plan as a file' });
      await section.getByRole('button', { name: 'Download the whole plan' }).waitFor();
      await axe(page, 'settings, the plan as a file');
      const file = await downloadOf(page, () => section.getByRole('button', { name: 'Download the whole plan' }).click());
      if (file.name !== 'Riverbend Literacy Alliance plan.zip') throw new Error(`the plan file is named "${file.name}"`);

      // Not into a plan that is not empty: the server's words, nothing changed.
      await section.getByLabel('Plan file (.zip)').setInputFiles(file.file);
      await section.getByRole('button', { name: 'Import the plan' }).click();
      await section.getByRole('alert').getByText("Your organization's plan is not empty.", { exact: false }).waitFor();

      // Into a new organization: its plan reads as the alliance's.
      const other = await readyOwner(ctx, { tag: 'newhome', person: 'Sam Ortiz' });
      await openAs(page, base, other, '/settings#plan-file');
      const mine = page.getByRole('region', { name: 'Your plan as a file' });
      await mine.getByLabel('Plan file (.zip)').setInputFiles(file.file);
      await mine.getByRole('button', { name: 'Import the plan' }).click();
      await mine.getByRole('status').getByText('The plan was imported, with', { exact: false }).waitFor();
      // The organization's details came with it, and the form shows them.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('input')].some((i) => i.value === 'Riverbend Literacy Alliance'),
      );
      await axe(page, 'settings, a plan imported');
      await page.goto(`${base}/steps/aspirational-vision/mission-statement`);
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('textarea')].some((t) => t.value === text),
        MISSION,
      );
      const programs = JSON.stringify(await other.call('GET', '/core-programs', undefined, other.token));
      if (!programs.includes('Adult Basic Literacy')) throw new Error(`the programs were not imported: ${programs}`);
    },
  };
}

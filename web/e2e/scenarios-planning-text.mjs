// End-to-end scenarios of the plan's text pages (spec file 2 §2, §4, §5): the sample organization
// (Riverbend Literacy Alliance) answers module 3 (typed, autosaved, still there after a reload,
// the 70-word rule), names its three core programs, answers a program's Budget Justification and
// Goals & Rationale through Next, renames the program and keeps its completed status, reads the
// answers in a "by question" view and deletes a program. Axe checks each kind of screen.
import { allianceOwner, openAs } from './accounts.mjs';

const CHALLENGE =
  'About 28,000 adults in Riverbend County, roughly one in six, read below a sixth-grade level, and about 9,000 speak English less than very well. Low literacy keeps families in low-wage work and shuts parents out of their children’s schooling.';
const SOLUTION =
  'The Alliance takes literacy help to where adults already are, free of charge and at times they can manage, through Adult Basic Literacy, Family Reading Nights and Workplace English.';
const MISSION =
  'Riverbend Literacy Alliance helps adults and families in Riverbend County read, write and speak English with confidence, through free tutoring, family reading and workplace classes, so that every adult can work, raise a family and take part in community life.';

const PROGRAMS = [
  ['Adult Basic Literacy', 'Free one-to-one and small-group tutoring for adults who read below a sixth-grade level; about 320 learners a year.'],
  ['Family Reading Nights', 'Weekly evenings at six elementary schools and two library branches where parents and children read together, with books to take home; about 300 families.'],
  ['Workplace English', 'English classes for speakers of other languages held at four employers and two community sites; about 280 learners.'],
];

const next = (page) => page.getByRole('button', { name: /^Next/ }).click();
const sidebar = (page) => page.getByRole('navigation', { name: 'Plan modules' });

export default function planningTextScenarios({ base, axe, outboxLink, logo }) {
  return {
    'module 3 answers are typed, autosaved and still there after a reload; the mission keeps to 70 words': async (page) => {
      const owner = await allianceOwner({ base, outboxLink, logo });
      await openAs(page, base, owner, '/steps/aspirational-vision/societal-challenge');
      const change = page.getByRole('textbox', { name: /^Societal Change/ });
      await change.waitFor();
      await next(page);
      await page.getByText('Societal Change answer is required!').waitFor();
      await page.getByText('Solution answer is required!').waitFor();
      await axe(page, 'societal challenge with errors');

      await change.fill(CHALLENGE);
      await page.getByRole('textbox', { name: /^Solution/ }).fill(SOLUTION);
      // Autosave: 'Saving...', then the success line, without pressing anything.
      await page.getByText('All changes saved').first().waitFor();
      await page.getByRole('button', { name: 'Model Answer for Societal Change' }).click();
      await page.getByRole('dialog', { name: 'Model Answer' }).waitFor();
      await axe(page, 'societal challenge with the model answer');
      await page.keyboard.press('Escape');

      await page.reload();
      await page.getByRole('textbox', { name: /^Societal Change/ }).waitFor();
      if ((await page.getByRole('textbox', { name: /^Societal Change/ }).inputValue()) !== CHALLENGE) throw new Error('the challenge was not kept');
      if ((await page.getByRole('textbox', { name: /^Solution/ }).inputValue()) !== SOLUTION) throw new Error('the solution was not kept');
      const answers = await owner.call('GET', '/answers?question_id=301&question_id=302', undefined, owner.token);
      if (answers.answers.map((a) => a.answer).join('|') !== `${CHALLENGE}|${SOLUTION}`) throw new Error('the server holds other answers');

      await next(page);
      await page.waitForURL('**/aspirational-vision/societal-impact');
      await page.goto(`${base}/steps/aspirational-vision/mission-statement`);
      const mission = page.getByRole('textbox', { name: /^Mission Statement/ });
      await mission.waitFor();
      await mission.fill(`${MISSION} ${'more words '.repeat(16).trim()}`);
      await page.getByText('(Word limit exceeded)').waitFor();
      await next(page);
      await page.getByText('You cannot enter more than 70 words!').waitFor();
      await axe(page, 'mission statement over 70 words');
      await mission.fill(MISSION);
      await page.getByText(`${MISSION.split(/\s+/).length}/70 words`).waitFor();
      await next(page);
      await page.waitForURL('**/aspirational-vision/aspirational-vision');
      const saved = await owner.call('GET', '/answers?question_id=304', undefined, owner.token);
      if (saved.answer?.answer !== MISSION) throw new Error('the mission was not saved by Next');
    },

    'three programs are named; a program’s tabs are answered through Next; a rename keeps its completed status; a program is deleted':
      async (page) => {
        const owner = await allianceOwner({ base, outboxLink, logo });
        await openAs(page, base, owner, '/steps/funding-annual/core-programs');
        await page.getByText('(10 Programs Max)').waitFor();
        await next(page);
        await page.getByText('Make Sure To Include Program Name And Description!').waitFor();
        await axe(page, 'core programs with an empty card');

        for (let i = 0; i < PROGRAMS.length; i++) {
          if (i > 0) await page.getByRole('button', { name: 'Add Program' }).click();
          await page.getByRole('textbox', { name: 'Program Name' }).nth(i).fill(PROGRAMS[i][0]);
          await page.getByRole('textbox', { name: 'Program Description' }).nth(i).fill(PROGRAMS[i][1]);
        }
        await page.getByText(`${PROGRAMS[2][1].split(/\s+/).length} / 85 words`).last().waitFor();
        await axe(page, 'core programs filled');
        await next(page);
        // The sidebar lists the program pages and Next opens the first.
        await page.waitForURL('**/funding-annual/program/adult-basic-literacy');
        for (const [i, [name]] of PROGRAMS.entries()) await sidebar(page).getByRole('link', { name: new RegExp(`^${i + 1}\\. ${name}`) }).first().waitFor();
        await page.getByRole('heading', { level: 2, name: 'Adult Basic Literacy' }).waitFor();

        // Expenses (the first tab): Next asks for an item; with one, it saves and opens Budget
        // Justification.
        const addPersonnel = page.getByRole('button', { name: 'Add more to Personnel and Benefits' });
        await addPersonnel.waitFor();
        await next(page);
        await page.getByText('Please add data to the Expenses table.').waitFor();
        await addPersonnel.click();
        await page.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' }).fill('Program Director');
        await page.getByRole('textbox', { name: 'Year 1 amount for Program Director' }).fill('70,000');
        await next(page);

        // Budget Justification: Next shows what is missing, then opens Goals & Rationale.
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('textbox', { name: /^Personnel and Benefits/ }).waitFor();
        await next(page);
        await page.getByText('Personnel and Benefits answer is required').waitFor();
        await axe(page, 'program budget justification with errors');
        const justifications = panel.getByRole('textbox');
        const count = await justifications.count();
        for (let i = 0; i < count; i++) {
          await justifications.nth(i).fill(i === 2 ? 'N/A' : `Adult Basic Literacy: each expense in this category serves the 320 learners (${i + 1}).`);
        }
        await next(page);
        await page.getByRole('heading', { name: 'Program Details' }).waitFor();
        const goals = panel.getByRole('textbox');
        await goals.first().waitFor();
        for (let i = 0; i < (await goals.count()); i++) {
          await goals.nth(i).fill(`Adult Basic Literacy: answer ${i + 1}, for 320 learners a year.`);
        }
        await axe(page, 'program goals and rationale');
        await next(page);
        await page.waitForURL('**/funding-annual/program/family-reading-nights');
        await sidebar(page).getByRole('link', { name: /^1\. Adult Basic Literacy\s*, completed$/ }).waitFor();

        // The "by question" view shows the same answer.
        await page.goto(`${base}/steps/funding-annual/goals`);
        await page.getByRole('tab', { name: 'Family Reading Nights' }).waitFor();
        const goal = page.getByRole('tabpanel').getByRole('textbox', { name: /^Goal\(s\)/ });
        if ((await goal.inputValue()) !== 'Adult Basic Literacy: answer 1, for 320 learners a year.') throw new Error('the goal is not in the view');
        await axe(page, 'program goals by question');

        // Rename: the page moves to the new slug with its status and its answers.
        await page.goto(`${base}/steps/funding-annual/core-programs`);
        await page.getByRole('textbox', { name: 'Program Name' }).first().fill('Adult Literacy Tutoring');
        await next(page);
        await page.waitForURL('**/funding-annual/program/adult-literacy-tutoring');
        await sidebar(page).getByRole('link', { name: /^1\. Adult Literacy Tutoring\s*, completed$/ }).waitFor();
        await page.getByRole('tab', { name: /^Goals & Rationale/ }).click();
        await page.getByRole('tabpanel').getByRole('textbox', { name: /^Goal\(s\)/ }).waitFor();
        if ((await page.getByRole('tabpanel').getByRole('textbox', { name: /^Goal\(s\)/ }).inputValue()) !== 'Adult Basic Literacy: answer 1, for 320 learners a year.') {
          throw new Error('the renamed program lost its answers');
        }

        // Delete: confirmed in the dialog; the program leaves the list and the sidebar.
        await page.goto(`${base}/steps/funding-annual/core-programs`);
        await page.getByRole('button', { name: 'Delete Program 3: Workplace English' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
        await dialog.getByText('Are you sure you want to delete this program?').waitFor();
        await axe(page, 'delete program dialog');
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('textbox', { name: 'Program Name' }).nth(1).waitFor();
        if ((await page.getByRole('textbox', { name: 'Program Name' }).count()) !== 2) throw new Error('the card is still there');
        await sidebar(page).getByRole('link', { name: /^3\. Workplace English/ }).waitFor({ state: 'detached' });
        const { corePrograms } = await owner.call('GET', '/core-programs', undefined, owner.token);
        if (corePrograms.map((p) => p.program_name).join('|') !== 'Adult Literacy Tutoring|Family Reading Nights') {
          throw new Error(`the server lists ${corePrograms.map((p) => p.program_name).join(', ')}`);
        }
        // Its page is gone: the address leads to the list.
        await page.goto(`${base}/steps/funding-annual/program/workplace-english`);
        await page.waitForURL('**/funding-annual/core-programs');
      },
  };
}

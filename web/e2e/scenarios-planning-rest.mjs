// End-to-end scenario of the rest of the planning screens (spec file 2 §2, §4, §5), through the
// screens only: module 5's budget justification, module 8's evaluation of a program (Outcomes, then
// Outputs), and module 9's two new projects entered in their list, each with an expense item and
// its goals and rationale, leading to the projects' fundraising goals with the exact figure.
import { allianceOwner, openAs } from './accounts.mjs';

const next = (page) => page.getByRole('button', { name: /^Next/ }).click();

export default function planningRestScenarios({ base, axe, outboxLink, logo }) {
  return {
    'budget justification, a program’s evaluation and two new projects are filled through their screens': async (page) => {
      const owner = await allianceOwner({ base, outboxLink, logo });
      await owner.call(
        'PUT',
        '/core-programs',
        { corePrograms: [{ program_name: 'Adult Basic Literacy', program_description: 'Free one-to-one and small-group tutoring for adults who read below a sixth-grade level.' }] },
        owner.token,
      );

      // Module 5: every justification is required; N/A where there is no expense.
      await openAs(page, base, owner, '/steps/finalizing-budget/budget-justification');
      await page.getByRole('textbox', { name: /^Personnel and Benefits/ }).waitFor();
      await next(page);
      await page.getByText('Personnel and Benefits answer is required').waitFor();
      await axe(page, 'overhead budget justification with errors');
      const justifications = page.getByRole('main').getByRole('textbox');
      for (let i = 0; i < (await justifications.count()); i++) {
        await justifications.nth(i).fill(i === 7 ? 'N/A' : `The Alliance's administration needs this category to run its three programs (${i + 1}).`);
      }
      await next(page);
      await page.waitForURL('**/annual-revenue/annual-revenue');

      // Module 8: Outcomes, then Outputs, each required; after the last program, module 9.
      await page.goto(`${base}/steps/core-program-evaluation/program/adult-basic-literacy`);
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('textbox', { name: /^Outcomes/ }).waitFor();
      await next(page);
      await page.getByText('This is required.').waitFor();
      await axe(page, 'program evaluation with an error');
      await panel.getByRole('textbox', { name: /^Outcomes/ }).fill('65% of learners with 40 hours of tutoring gain a reading level.');
      await next(page);
      await panel.getByRole('textbox', { name: /^Outputs/ }).fill('320 learners tutored; 14,000 tutoring hours; 140 volunteers trained.');
      await next(page);
      await page.waitForURL('**/funding-new-projects/overview');

      // Module 9: two projects in the list; Next opens the first project's page.
      await page.goto(`${base}/steps/funding-new-projects/new-projects`);
      const projects = [
        ['Mobile Learning Van', 'A fitted van taking tutoring to three rural townships.', 'Mobile Learning Coordinator', ['24,000', '32,000', '32,000']],
        ['Digital Skills Lab', 'A 16-seat computer lab at the Mill Street center.', 'Lab instructor', ['30,000', '', '']],
      ];
      for (const [i, [name, description]] of projects.entries()) {
        if (i > 0) await page.getByRole('button', { name: 'Add Project' }).click();
        await page.getByRole('textbox', { name: 'Project Name' }).nth(i).fill(name);
        await page.getByRole('textbox', { name: 'Project Description' }).nth(i).fill(description);
      }
      await axe(page, 'new projects filled');
      await next(page);
      for (const [i, [name, , item, years]] of projects.entries()) {
        const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        await page.waitForURL(`**/funding-new-projects/project/${slug}`);
        // Expenses first: one item, then Next saves it and opens Goals & Rationale.
        const add = page.getByRole('button', { name: 'Add more to Personnel and Benefits' });
        await add.waitFor();
        await add.click();
        await page.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' }).fill(item);
        for (const [y, amount] of years.entries()) {
          if (amount) await page.getByRole('textbox', { name: `Year ${y + 1} amount for ${item}` }).fill(amount);
        }
        await next(page);
        // Wait for the expenses tab to go before reading the next tab's boxes: under load the
        // save behind Next outlasts the first look, which found the expense table's box.
        await page.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' }).waitFor({ state: 'hidden' });
        const answers = page.getByRole('tabpanel').getByRole('textbox');
        await answers.first().waitFor();
        for (let a = 0; a < (await answers.count()); a++) {
          await answers.nth(a).fill(`${name}: answer ${a + 1}, for the learners it reaches.`);
        }
        if (i === 0) await axe(page, 'project goals and rationale');
        await next(page);
      }

      // The projects' goals: $88,000 + $30,000, every figure from the server.
      await page.waitForURL('**/funding-new-projects/new-project-fundraising-goals');
      await page.getByText('$118,000').first().waitFor();
      await axe(page, 'new project fundraising goals');
      const { projects: saved } = await owner.call('GET', '/projects', undefined, owner.token);
      if (saved.map((p) => p.project_name).join('|') !== 'Mobile Learning Van|Digital Skills Lab') {
        throw new Error(`the server lists ${saved.map((p) => p.project_name).join(', ')}`);
      }
    },
  };
}

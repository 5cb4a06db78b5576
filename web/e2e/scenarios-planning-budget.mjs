// End-to-end scenario of the budget pages (spec file 2 §2, §4, §5): an owner of the sample
// organization (docs/sample-organization.md) pastes Adult Basic Literacy's table from a
// spreadsheet, pastes the overhead, types the revenue, reloads, and reads the exact figures on
// the Year-1 summary, the annual goals, the new projects' goals and the total; skipping module 9
// changes the total. Years 2 and 3 are year 1 × 1.03 and × 1.06 (whole dollars, as every year-1
// figure is a multiple of $100), so the hand sums below are exact.
import { allianceOwner, openAs } from './accounts.mjs';

/** Year 1 → a spreadsheet row: name, year 1, year 2 (× 1.03), year 3 (× 1.06), with $ and separators. */
const usd = (n) => `$${n.toLocaleString('en-US')}`;
const row = ([name, y1]) => [name, usd(y1), usd((y1 * 103) / 100), usd((y1 * 106) / 100)].join('\t');

/** Adult Basic Literacy, year 1, by category (docs/sample-organization.md): $412,000. */
const ADULT_BASIC_LITERACY = {
  'Personnel and Benefits': [
    ['Program Director', 70000],
    ['Learning Coordinators (2)', 104000],
    ['Volunteer Tutor Coordinator', 50000],
    ['Benefits and payroll taxes', 58000],
  ],
  'Finance Fees': [['Audit testing for the state grant', 2500]],
  'Printing and Publications': [
    ['Workbooks and graded readers', 11200],
    ['Tutor training manuals', 3300],
  ],
  'Travel, Conferences, and Meetings': [
    ['Tutor mileage', 5400],
    ['State adult-education conference', 1800],
    ['Quarterly tutor meetings', 1800],
  ],
  'Marketing and Communications': [['Learner recruitment', 6000]],
  'Other Expenses': [
    ['Tutoring rooms at Mill Street', 24000],
    ['Learner support', 24000],
    ['Online learning software', 9000],
    ['CASAS assessments', 7500],
    ['Tutor background checks', 3500],
  ],
  'In-Kind Goods & Services': [['Donated tutoring rooms', 30000]],
};

/** The overhead, year 1: $301,500. */
const OVERHEAD = {
  'Personnel and Benefits': [
    ['Executive Director', 82000],
    ['Finance and Operations Manager', 52000],
    ['Development and Communications Manager', 48000],
    ['Benefits and payroll taxes', 44000],
  ],
  'Finance Fees': [
    ['Audit', 11000],
    ['Payroll service', 3000],
    ['Bank and online-giving fees', 2500],
  ],
  'Legal Fees': [['Contracts and policies review', 2500]],
  'Printing and Publications': [
    ['Annual report', 2000],
    ['Appeal mailings', 3000],
  ],
  'Travel, Conferences, and Meetings': [['Board retreat, conference, funder visits', 4000]],
  'Marketing and Communications': [
    ['Website', 3000],
    ['E-mail platform', 1200],
    ['Donor events and materials', 4300],
  ],
  'Other Expenses': [
    ['Office lease share', 16000],
    ['Insurance', 7500],
    ['Utilities', 6000],
    ['IT and donor database', 6500],
    ['Office supplies', 3000],
  ],
};

/** The two other programs, one item per category, year 1 (they come in through the API). */
const FAMILY_READING_NIGHTS = {
  personnel_and_benefits: 65500,
  printing_and_publications: 12000,
  travel_conferences_and_meetings: 6000,
  marketing_and_communications: 4000,
  other_expenses: 71000,
  'in-kind_goods_services': 28000,
};
const WORKPLACE_ENGLISH = {
  personnel_and_benefits: 76000,
  legal_fees: 2500,
  printing_and_publications: 9500,
  travel_conferences_and_meetings: 5500,
  marketing_and_communications: 3000,
  other_expenses: 127500,
  'in-kind_goods_services': 14000,
};

/** Revenue, years 1–3 (the unit tests' ALLIANCE_REVENUE): $952,000 in year 1. */
const REVENUE = [
  ['Individual Gifts', 260000, 270000, 280000],
  ['Foundation Grants', 210000, 215000, 220000],
  ['Government Grants', 120000, 120000, 125000],
  ['Corporate Gifts', 45000, 47000, 49000],
  ['Corporate Sponsorships', 30000, 31000, 32000],
  ['Tuition', 64000, 66000, 68000],
  ['Events', 38000, 39000, 40000],
  ['Endowment Income', 18000, 18500, 19000],
  ['City', 40000, 40000, 41000],
  ['State', 55000, 56000, 57000],
  ['Goods/Services', 72000, 74000, 76000],
];

/** Pastes `text` as a spreadsheet would, into the element. */
async function paste(locator, text) {
  await locator.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens each category and pastes its rows on its '+ ADD MORE' button. */
async function pasteTable(page, categories) {
  for (const [label, rows] of Object.entries(categories)) {
    const add = page.getByRole('button', { name: `Add more to ${label}` });
    if (!(await add.isVisible().catch(() => false))) {
      // The category's toggle, named "<label>, <n> items".
      await page.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*,\\s*\\d+ item`) }).click();
    }
    await paste(add, rows.map(row).join('\n'));
    await page.getByText(`Added ${rows.length === 1 ? '1 item' : `${rows.length} items`} to ${label}.`).waitFor();
  }
}

const footerCells = async (page, label) =>
  (await page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell').allTextContents()).map((t) => t.trim());

async function expectText(locator, expected, what) {
  const end = Date.now() + 8000;
  for (;;) {
    const now = (await locator.textContent().catch(() => null))?.trim();
    if (now === expected) return;
    if (Date.now() > end) throw new Error(`${what}: expected "${expected}", found "${now}"`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The figure beside a label (a <dt>/<dd> pair, or a totals box). */
const figure = (scope, label) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

async function waitSaved(page) {
  await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
}

export default ({ base, axe, outboxLink, logo }) => ({
  'an owner pastes a program table and the overhead, types the revenue, reloads, and reads the exact goals; skipping module 9 changes the total':
    async (page) => {
      const owner = await allianceOwner({ base, outboxLink, logo });
      const { call, token } = owner;
      const { corePrograms } = await call(
        'PUT',
        '/core-programs',
        {
          corePrograms: [
            { program_name: 'Adult Basic Literacy', program_description: 'Free one-to-one and small-group tutoring for adults who read below a sixth-grade level.' },
            { program_name: 'Family Reading Nights', program_description: 'Weekly evenings where parents and children read together, with books to take home.' },
            { program_name: 'Workplace English', program_description: 'English classes for speakers of other languages at employers and community sites.' },
          ],
        },
        token,
      ).then(() => call('GET', '/core-programs', undefined, token));
      const item = (id, [type, y1], kind = 'CoreProgram') => ({
        expense_type: type,
        expense_description: `Year-1 ${type.replaceAll('_', ' ')}`,
        expense_cost: y1,
        expense_cost_year_2: (y1 * 103) / 100,
        expense_cost_year_3: (y1 * 106) / 100,
        expenseable_type: kind,
        expenseable_id: id,
      });
      await call('POST', '/expenses', { expenses: Object.entries(FAMILY_READING_NIGHTS).map((e) => item(corePrograms[1].id, e)) }, token);
      await call('POST', '/expenses', { expenses: Object.entries(WORKPLACE_ENGLISH).map((e) => item(corePrograms[2].id, e)) }, token);

      // Adult Basic Literacy, pasted from a spreadsheet in the "by question" expenses view.
      await openAs(page, base, owner, '/steps/funding-annual/core-expenses');
      await page.getByRole('tab', { name: 'Adult Basic Literacy' }).waitFor();
      await pasteTable(page, ADULT_BASIC_LITERACY);
      await expectText(page.getByRole('row', { name: /^PROGRAM BUDGET TOTAL/ }).getByRole('cell').first(), '$412,000', 'ABL year 1');
      await waitSaved(page);
      await axe(page, 'program expenses pasted');

      // The overhead, pasted too.
      await page.goto(`${base}/steps/finalizing-budget/overhead-expenses`);
      await page.getByRole('button', { name: 'Add more to Personnel and Benefits' }).waitFor();
      await pasteTable(page, OVERHEAD);
      await waitSaved(page);

      // The revenue, typed.
      await page.goto(`${base}/steps/annual-revenue/annual-revenue`);
      await page.getByRole('table', { name: 'Annual Revenue' }).waitFor();
      await page.getByRole('button', { name: /^Next/ }).click();
      await page.getByText('Please enter at least one revenue value before proceeding.').waitFor();
      for (const [name, ...years] of REVENUE) {
        for (const [i, value] of years.entries()) {
          const input = page.getByRole('textbox', { name: `Year ${i + 1} amount for ${name}` });
          await input.fill(String(value));
          await input.blur();
        }
      }
      await expectText(page.getByRole('row', { name: /^Total Revenue/ }).getByRole('cell').first(), '$952,000', 'revenue year 1');
      await waitSaved(page);
      await axe(page, 'annual revenue filled');

      // Everything is still there after a reload.
      await page.reload();
      await page.getByRole('textbox', { name: 'Year 1 amount for Individual Gifts' }).waitFor();
      if ((await page.getByRole('textbox', { name: 'Year 1 amount for Individual Gifts' }).inputValue()) !== '260,000') {
        throw new Error('revenue not kept after reload');
      }
      const revenueRow = await footerCells(page, 'Total Revenue');
      if (revenueRow.join(' ') !== '$952,000 $976,500 $1,007,000') throw new Error(`Total Revenue after reload: ${revenueRow}`);
      await page.goto(`${base}/steps/finalizing-budget/overhead-expenses`);
      await page.getByRole('button', { name: 'Add more to Personnel and Benefits' }).waitFor();
      const overheadRow = await footerCells(page, 'OVERHEAD BUDGET TOTAL');
      if (overheadRow.slice(0, 4).join(' ') !== '$301,500 $310,545 $319,590 $931,635') throw new Error(`overhead after reload: ${overheadRow}`);
      await axe(page, 'overhead after reload');

      // Year-1 summary: $836,500 of programs + $301,500 of overhead; $952,000 of revenue.
      await page.goto(`${base}/steps/annual-operating-budget/summary`);
      const expenses = page.getByRole('figure', { name: 'Year 1 Expenses' });
      await expectText(figure(expenses, 'Total Expenses'), '$1,138,000', 'Total Expenses');
      await expectText(figure(page.getByRole('figure', { name: 'Year 1 Revenue' }), 'Total Revenue'), '$952,000', 'Total Revenue');
      await expectText(expenses.locator('li', { hasText: 'Programs' }).locator('.budget-pie__legend-value'), '$836,500 74%', 'Programs slice');
      await axe(page, 'budget summary');

      // Annual goals: year 1 $1,138,000 − $287,000; year 2 $1,172,140 − $293,500; year 3 $1,206,280 − $301,000.
      await page.goto(`${base}/steps/annual-operating-budget/fundraising-goals`);
      for (const [year, goal] of [[1, '$851,000'], [2, '$878,640'], [3, '$905,280']]) {
        await expectText(figure(page.getByRole('region', { name: `Year ${year}` }), `Year ${year} Annual Fundraising Goal`), goal, `year ${year} goal`);
      }
      await expectText(figure(page, 'Total 3 Year Fundraising Goal'), '$2,634,920', 'annual goals banner');
      await axe(page, 'annual fundraising goals');

      // New projects: $185,000 + $140,000 in year 1, $50,000 each in years 2 and 3.
      const { projects } = await call(
        'POST',
        '/projects',
        {
          projects: [
            { project_name: 'Mobile Learning Van', project_description: 'A fitted van taking tutoring to three rural townships.' },
            { project_name: 'Digital Skills Lab', project_description: 'A 16-seat computer lab teaching digital and online-safety skills.' },
          ],
        },
        token,
      );
      for (const [p, y1] of [[projects[0], 185000], [projects[1], 140000]]) {
        await call('POST', '/expenses', {
          expenses: [{ expense_type: 'other_expenses', expense_description: 'Start-up and running costs', expense_cost: y1, expense_cost_year_2: 50000, expense_cost_year_3: 50000, expenseable_type: 'Project', expenseable_id: p.id }],
        }, token);
      }
      await page.goto(`${base}/steps/funding-new-projects/new-project-fundraising-goals`);
      await expectText(figure(page.getByRole('region', { name: 'Year 1' }), 'Year 1 New Project Fundraising Goal'), '$325,000', 'project goal year 1');
      await expectText(figure(page, 'Total 3 Year New Project Fundraising Goal'), '$525,000', 'project goals banner');
      await axe(page, 'new project fundraising goals');

      // The total: $2,634,920 + $525,000 = $3,159,920, rounded up to $3,500,000.
      await page.goto(`${base}/steps/total-fundraising-goal/summary`);
      await expectText(figure(page, 'New Project Fundraising Goals, 3 Years'), '$525,000', 'new projects line');
      await expectText(figure(page, 'Total 3 Year Fundraising Goal'), '$3,159,920', 'exact total');
      await expectText(figure(page, 'Your Campaign Goal (rounded)'), '$3,500,000', 'rounded total');
      await axe(page, 'total fundraising goal');

      // Skipping module 9: the New Project line goes, the total is the annual goals alone.
      await page.goto(`${base}/steps/funding-new-projects/overview`);
      await page.getByRole('button', { name: 'Skip it' }).or(page.getByRole('link', { name: 'Skip it' })).first().click();
      await page.waitForURL('**/steps/total-fundraising-goal/summary');
      await expectText(figure(page, 'Total 3 Year Fundraising Goal'), '$2,634,920', 'exact total, module 9 skipped');
      await expectText(figure(page, 'Your Campaign Goal (rounded)'), '$3,000,000', 'rounded total, module 9 skipped');
      if (await page.getByText('New Project Fundraising Goals, 3 Years').count()) throw new Error('the New Project line is shown while module 9 is skipped');
      await axe(page, 'total fundraising goal, module 9 skipped');
    },
});

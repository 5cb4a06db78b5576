// End-to-end scenario of modules 11 and 12 (spec file 3 §2, §4, §5, §9), through the screens: the
// sample organization's owner, with a finished plan seeded through the API (programs, expenses,
// overhead, revenue, new projects: the rounded goal is $3,500,000), writes the case narratives
// (one over its word limit first), chooses ways to give, adds two success stories, reads the
// talking points and downloads their PDF, picks 4:1 on the gift pyramid, names prospects, exports
// the Excel file and reads it back. Modules 13–15 are scenarios-closing-b.mjs.
import { readFileSync } from 'node:fs';
import { allianceOwner, openAs } from './accounts.mjs';
import { downloadOf, pdfText, readXlsx } from './files.mjs';

const next = (page) => page.getByRole('button', { name: /^Next/ }).click();
const words = (n, word = 'read') => Array.from({ length: n }, () => word).join(' ');
const check = (ok, message) => {
  if (!ok) throw new Error(message);
};

/** Year 1 of each core program by category (brief "The sample organization"); years 2 and 3 grow 3 % and 6 %. */
const PROGRAMS = [
  ['Adult Basic Literacy', 'Free one-to-one and small-group tutoring for adults who read below a sixth-grade level.', {
    personnel_and_benefits: 282000, finance_fees: 2500, printing_and_publications: 14500, travel_conferences_and_meetings: 9000,
    marketing_and_communications: 6000, other_expenses: 68000, 'in-kind_goods_services': 30000,
  }],
  ['Family Reading Nights', 'Weekly evenings where parents and children read together, with books to take home.', {
    personnel_and_benefits: 65500, printing_and_publications: 12000, travel_conferences_and_meetings: 6000,
    marketing_and_communications: 4000, other_expenses: 71000, 'in-kind_goods_services': 28000,
  }],
  ['Workplace English', 'English classes for speakers of other languages at employers and community sites.', {
    personnel_and_benefits: 76000, legal_fees: 2500, printing_and_publications: 9500, travel_conferences_and_meetings: 5500,
    marketing_and_communications: 3000, other_expenses: 127500, 'in-kind_goods_services': 14000,
  }],
];
/** The overhead, year 1: $301,500. */
const OVERHEAD = {
  personnel_and_benefits: 226000, finance_fees: 16500, legal_fees: 2500, printing_and_publications: 5000,
  travel_conferences_and_meetings: 4000, marketing_and_communications: 8500, other_expenses: 39000,
};
/** Revenue by line, years 1–3. */
const REVENUE = [
  ['Philanthropic Contributions', 'Individual Gifts', 260000, 270000, 280000],
  ['Philanthropic Contributions', 'Foundation Grants', 210000, 215000, 220000],
  ['Philanthropic Contributions', 'Government Grants', 120000, 120000, 125000],
  ['Philanthropic Contributions', 'Corporate Gifts', 45000, 47000, 49000],
  ['Philanthropic Contributions', 'Corporate Sponsorships', 30000, 31000, 32000],
  ['Earned Revenue', 'Tuition', 64000, 66000, 68000],
  ['Earned Revenue', 'Events', 38000, 39000, 40000],
  ['Investment Income', 'Endowment Income', 18000, 18500, 19000],
  ['Government Appropriations', 'City', 40000, 40000, 41000],
  ['Government Appropriations', 'State', 55000, 56000, 57000],
  ['In-Kind Goods/Services', 'Goods/Services', 72000, 74000, 76000],
];
const MISSION =
  'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence, through free tutoring, family reading nights and English classes at work.';
const VISION =
  'A Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life.';

/** Asks `read` until `ok` holds of its answer (autosaves wait a second after the last keystroke). */
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

/** The plan of the sample organization, through the API. */
async function seedPlan({ call, token }) {
  const grow = (y1) => ({ expense_cost: y1, expense_cost_year_2: (y1 * 103) / 100, expense_cost_year_3: (y1 * 106) / 100 });
  const items = (table, kind, id) =>
    Object.entries(table).map(([type, y1]) => ({
      expense_type: type,
      expense_description: `Year-1 ${type.replaceAll('_', ' ')}`,
      ...grow(y1),
      ...(kind ? { expenseable_type: kind, expenseable_id: id } : {}),
    }));
  await call('PUT', '/core-programs', { corePrograms: PROGRAMS.map(([program_name, program_description]) => ({ program_name, program_description })) }, token);
  const { corePrograms } = await call('GET', '/core-programs', undefined, token);
  for (const [i, [, , table]] of PROGRAMS.entries()) {
    await call('POST', '/expenses', { expenses: items(table, 'CoreProgram', corePrograms[i].id) }, token);
  }
  await call('POST', '/organization-expenses', { expenses: items(OVERHEAD) }, token);
  await call('POST', '/revenues', {
    revenues: REVENUE.map(([revenue_type, revenue_name, y1, y2, y3]) => ({
      revenue_category: 'annual_overhead',
      revenue_type,
      revenue_name,
      revenue_cost: y1,
      revenue_cost_year_2: y2,
      revenue_cost_year_3: y3,
    })),
  }, token);
  const { projects } = await call('POST', '/projects', {
    projects: [
      { project_name: 'Mobile Learning Van', project_description: 'A fitted van taking tutoring to three rural townships.' },
      { project_name: 'Digital Skills Lab', project_description: 'A 16-seat computer lab teaching digital and online-safety skills.' },
    ],
  }, token);
  for (const [p, y1] of [[projects[0], 185000], [projects[1], 140000]]) {
    await call('POST', '/expenses', {
      expenses: [{ expense_type: 'other_expenses', expense_description: 'Start-up and running costs', expense_cost: y1, expense_cost_year_2: 50000, expense_cost_year_3: 50000, expenseable_type: 'Project', expenseable_id: p.id }],
    }, token);
  }
  await call('POST', '/answers', { category_id: 3, question_id: 304, answer: MISSION }, token);
  await call('POST', '/answers', { category_id: 3, question_id: 305, answer: VISION }, token);
  const { total_fundraising_goal_3y: goal } = await call('GET', '/total_fundraising_goal/total_fundraising_goal_for_3_years', undefined, token);
  check(goal === 3500000, `the seeded plan's rounded goal is ${goal}, not $3,500,000`);
}

export default function closingScenariosA({ base, axe, outboxLink, logo }) {
  return {
    'closing modules 11 and 12: the case narratives, ways to give, success stories, talking points and the gift pyramid through their screens, with the talking points PDF and the Excel file read back':
      async (page) => {
        const owner = await allianceOwner({ base, outboxLink, logo });
        await seedPlan(owner);
        // Markup typed into a text field stays text: a script that ran would open a dialog.
        const dialogs = [];
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.dismiss();
        });
        const BASE = '/steps/finalize-your-case-for-support';

        // Module 11: the letter over its 255 words turns its counter red and is refused on Next.
        await openAs(page, base, owner, `${BASE}/letter-from-executive-director`);
        const letter = page.getByRole('textbox', { name: /^Letter From the Executive Director/ });
        await letter.waitFor();
        await letter.fill(words(256));
        const counter = page.getByText('256/255 words', { exact: false });
        await counter.waitFor();
        check((await counter.textContent()).includes('(Word limit exceeded)'), 'the counter does not say "(Word limit exceeded)"');
        check(/answer__counter--over/.test(await counter.getAttribute('class')), 'the counter over the limit is not red');
        await next(page);
        await page.getByText('You cannot enter more than 255 words!').waitFor();
        await axe(page, 'letter from the executive director over its limit');
        await letter.fill(
          'Dear Friend, in 2009 Margaret Hale, a retired teacher, sat down at a kitchen table in Riverbend with one adult who wanted to read to her grandchildren. Today 140 volunteer tutors do the same for 600 adults a year. With your help we will reach the rural townships too. Dana Whitfield, Executive Director',
        );
        await next(page);
        await page.waitForURL(`**${BASE}/our-story`);

        // The other narratives, each within its limit; Next moves on after each save.
        const NARRATIVES = [
          ['our-story', /^Our Story/, 'Founded in 2009 by retired teacher Margaret Hale, the Alliance began with one learner and one tutor at 412 Mill Street.'],
          ['our-vision', /^Our Vision/, VISION],
          ['call-for-more', /^Call For More/, 'Eighty-five adults wait for a tutor today; three rural townships have no class within twenty miles.'],
          ['annual-programs-summary', /^Annual Programs Summary/, 'Adult Basic Literacy, Family Reading Nights and Workplace English serve 600 adult learners and 300 families a year.'],
          ['join-us', /^Join Us/, 'Join us: a gift today puts a tutor beside a learner next month.'],
        ];
        for (const [slug, label, text] of NARRATIVES) {
          await page.waitForURL(`**${BASE}/${slug}`);
          const box = page.getByRole('textbox', { name: label });
          await box.waitFor();
          await box.fill(text);
          if (slug === 'our-story') await axe(page, 'our story');
          await next(page);
        }

        // Ways to give: nothing chosen is refused; then Cash, Check and two planned gifts.
        await page.waitForURL(`**${BASE}/ways-to-give`);
        await page.getByRole('checkbox', { name: 'Cash' }).waitFor();
        await next(page);
        await page.getByText('Please select at least one way to give.').waitFor();
        await page.getByRole('checkbox', { name: 'Cash', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Check', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Planned Gifts' }).check();
        await page.getByRole('list', { name: 'Planned Gifts options' }).getByRole('checkbox', { name: 'Bequests' }).check();
        await axe(page, 'ways to give');
        await next(page);

        await page.waitForURL(`**${BASE}/impact-statement`);
        const impact = page.getByRole('textbox', { name: /^Impact Statement/ });
        await impact.waitFor();
        await impact.fill('Last year 212 learners gained a reading level and 64 earned a job or a promotion.');
        await next(page);

        // Success stories: two, the second added with the button.
        await page.waitForURL(`**${BASE}/success-story-highlights`);
        const story = (n) => page.getByRole('textbox', { name: new RegExp(`^Success Story ${n}`) });
        await story(1).waitFor();
        await story(1).fill('Rosa came to the Alliance at 46 unable to read a bus schedule. Two years later she reads bedtime stories to her grandson every night.');
        await page.getByRole('button', { name: 'Add Success Story' }).click();
        const WALTER = 'Walter, a line worker at the mill, passed his <b>forklift</b> certification after six months of Workplace English.<img src=x onerror="alert(1)">';
        await story(2).fill(WALTER);
        await page.getByText('All changes saved').waitFor();
        await axe(page, 'success stories');
        await next(page);
        await page.waitForURL(`**${BASE}/fundraising-talking-points`);
        // Completing the stories makes the Talking Points card ready: its "Well done!" toast, a
        // modal layer over the page, is closed before anything on the page is clicked.
        const ready = page.getByRole('alertdialog', { name: 'Well done!' });
        await ready.waitFor();
        await ready.getByRole('button', { name: 'Close' }).click();
        await ready.waitFor({ state: 'detached' });
        const stories = await owner.call('GET', '/success-stories', undefined, owner.token);
        check(
          stories.stories.length === 2 && stories.stories[0].user_story.startsWith('Rosa') && stories.stories[1].user_story === WALTER,
          `the stories were not saved in order: ${JSON.stringify(stories.stories)}`,
        );

        // Talking points: read on the screen, then downloaded as a PDF that names the organization.
        const points = page.locator('.points__list > li');
        await points.first().waitFor();
        check((await points.count()) >= 11, `only ${await points.count()} talking points`);
        await page.getByText(/\$3,500,000/).first().waitFor();
        await page.getByText(/Riverbend Literacy Alliance helps adults and families in Riverbend County/).first().waitFor();
        await axe(page, 'talking points');
        const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download Talking Points' }).click());
        check(pdf.name === 'Riverbend Literacy Alliance Talking Points.pdf', `the PDF is named "${pdf.name}"`);
        const text = pdfText(pdf.file, 'the talking points file');
        check(/Riverbend\s+Literacy\s+Alliance/.test(text) && /3,500,000/.test(text), 'the PDF does not name the organization and its goal');

        // Module 12: 4:1 rebuilds the table from the server's answer.
        await page.goto(`${base}/steps/gift-pyramid/prospect-to-donor-ratio`);
        await page.getByRole('radio', { name: /^4:1/ }).check();
        await page.getByRole('table', { name: /at 4:1$/ }).waitFor();
        const row250 = page.getByRole('table', { name: /at 4:1$/ }).getByRole('row', { name: /^\$250,000/ });
        const cells = await row250.getByRole('cell').allTextContents();
        // The standard chart of $3,500,000 (a lead gift of 20 %): 3 gifts of $250,000.
        check(cells[0] === '3' && cells[1] === '12', `the $250,000 row at 4:1 reads ${cells.join(' | ')}`);

        // Prospect names, autosaved with the ratio.
        const NAMES = {
          '$250,000': ['Harlan Family Foundation', 'Mill Street Bank', 'Eleanor Voss'],
          '$100,000': ['Riverbend Community Trust', 'Okafor & Lee LLP'],
        };
        for (const [amount, names] of Object.entries(NAMES)) {
          for (const [i, name] of names.entries()) {
            await page.getByRole('textbox', { name: `Prospect ${i + 1} for ${amount} gifts` }).fill(name);
          }
        }
        await page.getByText('3 of 12 named').waitFor();
        const readProspects = () => owner.call('GET', '/prospects', undefined, owner.token);
        await eventually(
          readProspects,
          (p) =>
            p.prospectRatio === 4 &&
            JSON.stringify(p.prospectNames['250000']) === JSON.stringify(NAMES['$250,000']) &&
            JSON.stringify(p.prospectNames['100000']) === JSON.stringify(NAMES['$100,000']),
          'the ratio and names saved',
        );
        await page.getByText('All changes saved').waitFor();
        await axe(page, 'gift pyramid at 4:1 with prospect names');

        // Export to Excel, then read the workbook back.
        // A name with markup is kept as typed and shown as text.
        const MARKUP = '<img src=x onerror="alert(2)">Riverbend Rotary';
        await page.getByRole('textbox', { name: 'Prospect 1 for $25,000 gifts' }).fill(MARKUP);
        await page.getByText('1 of 100 named').waitFor();
        await eventually(readProspects, (p) => p.prospectNames['25000']?.[0] === MARKUP, 'the name with markup, kept as typed');
        await page.getByText('All changes saved').waitFor();
        check((await page.locator('.pyramid img').count()) === 0, 'a prospect name was rendered as markup');

        const counting = page.waitForResponse((r) => r.url().endsWith('/gift_pyramid/increment_download_flag') && r.request().method() === 'PATCH', { timeout: 60_000 });
        const xlsx = await downloadOf(page, () => page.getByRole('button', { name: 'Export to Excel' }).click());
        const counted = await (await counting).json();
        check(counted.downloads === 1, `the export was counted as ${JSON.stringify(counted)}`);
        check(xlsx.name === 'Gift Pyramid.xlsx', `the workbook is named "${xlsx.name}"`);
        const book = readXlsx(readFileSync(xlsx.file));
        check(book.sheets.length === 1 && book.sheets[0] === 'Gift Pyramid', `the workbook's sheets are ${JSON.stringify(book.sheets)}`);
        const level = book.rows.find((r) => r && r[0] === 250000);
        check(!!level, `no $250,000 row in the sheet: ${JSON.stringify(book.rows)}`);
        check(level[1] === 3 && level[2] === 12, `the $250,000 row of the sheet is ${JSON.stringify(level)}`);
        // The level's names: in column G of its row, or down column G from it, one a row.
        const at = book.rows.indexOf(level);
        const names = [];
        for (let j = at; j < book.rows.length && (j === at || !book.rows[j]?.[0]); j++) names.push(book.rows[j]?.[6] ?? '');
        const named = names.join('\n');
        check(NAMES['$250,000'].every((n) => named.includes(n)), `the $250,000 level names ${JSON.stringify(names)}`);
        check(book.rows.some((r) => r && r[0] === 'Grand Total' && r[3] === 3500000), 'no Grand Total of $3,500,000 in the sheet');
        check(book.rows.some((r) => r && r[6] !== undefined && String(r[6]).includes(MARKUP)), 'the name with markup is not in the sheet as typed');
        check(dialogs.length === 0, `markup ran as script: ${dialogs.join(', ')}`);
        check(book.rows.some((r) => r && r.some((c) => c === 'Riverbend Literacy Alliance')), 'the sheet does not name the organization');

        // The chart edited: a fourth $250,000 gift, saved, kept after a reload, then reset.
        const table = page.getByRole('table', { name: /at 4:1$/ });
        const giftsAt250 = async () => (await table.getByRole('row', { name: /^\$250,000/ }).getByRole('cell').allTextContents()).slice(0, 2).join(' | ');
        await page.getByRole('button', { name: 'Edit the chart' }).click();
        const editor = page.getByRole('region', { name: 'Edit the gift chart' });
        await editor.getByRole('group', { name: 'Level 2' }).getByLabel('Number of gifts').fill('4');
        // The level's figures follow as it is typed: 4 gifts of $250,000 from 16 prospects.
        const level2 = editor.getByRole('group', { name: 'Level 2' });
        await level2.getByText('$1,000,000', { exact: true }).waitFor();
        await level2.getByText('16', { exact: true }).waitFor();
        await axe(page, 'the gift chart editor with a change');
        await editor.getByRole('button', { name: 'Save chart' }).click();
        await editor.waitFor({ state: 'detached' });
        await table.getByRole('row', { name: /^\$250,000/ }).getByRole('cell', { name: '16', exact: true }).waitFor();
        check((await giftsAt250()) === '4 | 16', `the edited $250,000 row reads ${await giftsAt250()}`);
        await page.getByText(/Your team edited this gift chart/).waitFor();
        const saved = await owner.call('GET', '/gift-pyramid', undefined, owner.token);
        const p = saved.data.pyramid;
        check(p.standard === false && p.chartVersion === 1 && p.chart.levels[1].gifts === 4, `the chart saved: ${JSON.stringify(p.chart)}`);
        await page.reload();
        await table.waitFor();
        check((await giftsAt250()) === '4 | 16', `after a reload the $250,000 row reads ${await giftsAt250()}`);
        await page.getByRole('button', { name: 'Edit the chart' }).click();
        await editor.getByRole('button', { name: 'Reset to the standard chart' }).click();
        await editor.getByRole('button', { name: 'Save chart' }).click();
        await editor.waitFor({ state: 'detached' });
        await page.getByText(/Your team edited this gift chart/).waitFor({ state: 'detached' });
        check((await giftsAt250()) === '3 | 12', `after the reset the $250,000 row reads ${await giftsAt250()}`);
      },
  };
}

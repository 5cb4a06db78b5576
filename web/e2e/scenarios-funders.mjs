// Funder cohorts (issue 18): a funder, set up through the operator API, sends its cohort link; a
// nonprofit opens it, signs up, confirms, logs in and joins the cohort instead of paying, after
// reading what the funder will see. The funder's admin follows the cohort on its dashboard and
// reads its Excel export back with openpyxl, and pays the funder's invoices (§6).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, openAs, sponsoredOwner, uniqueEmail } from './accounts.mjs';
import { downloadOf } from './files.mjs';

const check = (ok, message) => {
  if (!ok) throw new Error(message);
};

/** openpyxl reads the workbooks back; installed with pip (pinned) the first time it is missing. */
function openpyxl() {
  try {
    execFileSync('python3', ['-c', 'import openpyxl'], { stdio: 'ignore' });
  } catch {
    execFileSync('python3', ['-m', 'pip', 'install', '--quiet', 'openpyxl==3.1.5'], { stdio: 'inherit' });
  }
}

/** The workbook's sheet names and each sheet's rows (cell values), read with openpyxl. */
function readWorkbook(file) {
  openpyxl();
  const script = [
    'import json, sys, openpyxl',
    'book = openpyxl.load_workbook(sys.argv[1], read_only=True, data_only=True)',
    'out = {"sheets": book.sheetnames, "rows": {}}',
    'for ws in book.worksheets:',
    '    out["rows"][ws.title] = [[c if isinstance(c, (int, float, str)) or c is None else str(c) for c in row] for row in ws.iter_rows(values_only=True)]',
    'print(json.dumps(out))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }));
}

export default function funderScenarios({ base, axe, outboxLink, signUp, logIn, operatorKey, logo }) {
  const call = api(base);

  /** A funder made through the operator API, its admin signed up through the e-mailed link, and
   * a 12-seat cohort (from December 1, 2026 unless `startsOn`, for a year); returns the cohort's
   * code and link. */
  async function fundedCohort({ startsOn = '2026-12-01', endsOn = '2027-11-30' } = {}) {
    const admin = uniqueEmail('funder-admin');
    const created = await fetch(`${base}/api/v1/operator/funders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': operatorKey },
      body: JSON.stringify({ name: 'Harbor Community Foundation', admin_email: admin }),
    });
    if (created.status !== 201) throw new Error(`operator: ${created.status} ${await created.text()}`);
    const { funder_id: funderId } = await created.json();
    const token = new URL(await outboxLink(admin, 'funder-invitation')).searchParams.get('token');
    const joined = await call('POST', '/funder-invitations/sign-up', {
      token,
      name: 'Ruth Okafor',
      password: 'harbor harbor',
      password_confirmation: 'harbor harbor',
    });
    const cohort = await call(
      'POST',
      `/funders/${funderId}/cohorts`,
      { name: 'Spring 2027 Cohort', kind: 'group_coaching', seats: 12, starts_on: startsOn, ends_on: endsOn },
      joined.token,
    );
    return { code: cohort.code, link: cohort.link, funderId, cohortId: cohort.cohort.id, adminToken: joined.token, adminEmail: admin };
  }

  return {
    "a funder's admin joins from the invitation, creates a cohort, invites a programme officer and runs the cohort": async (page) => {
      const admin = uniqueEmail('funder-screens');
      const created = await fetch(`${base}/api/v1/operator/funders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Operator-Key': operatorKey },
        body: JSON.stringify({ name: 'Harbor Community Foundation', admin_email: admin }),
      });
      if (created.status !== 201) throw new Error(`operator: ${created.status} ${await created.text()}`);
      const { funder_id: funderId } = await created.json();
      await page.goto(await outboxLink(admin, 'funder-invitation'));
      await page.getByRole('heading', { name: 'Create your account and join Harbor Community Foundation' }).waitFor();
      await axe(page, 'funder invitation');
      await page.locator('input[name=name]').fill('Ruth Okafor');
      await page.locator('input[name=password]').fill('harbor harbor');
      await page.locator('input[name=confirmPassword]').fill('harbor harbor');
      await page.getByRole('button', { name: 'Create account and join' }).click();
      await page.waitForURL(`**/funders/${funderId}`);
      await page.getByRole('heading', { name: 'Harbor Community Foundation' }).waitFor();
      await page.getByText('No cohorts yet').waitFor();
      await axe(page, 'funder home, no cohorts');

      await page.getByRole('link', { name: 'New cohort' }).first().click();
      await page.getByRole('heading', { name: 'New cohort' }).waitFor();
      await page.locator('input[name=name]').fill('Spring 2027 Cohort');
      await page.getByRole('radio', { name: /^Group coaching/ }).check();
      await page.locator('input[name=seats]').fill('9');
      await page.locator('input[name=starts_on]').fill('2026-12-01');
      await page.locator('input[name=ends_on]').fill('2027-11-30');
      await page.getByRole('button', { name: 'Create cohort' }).click();
      await page.getByText('A group coaching cohort has at least 10 seats.').waitFor();
      await axe(page, 'new cohort with an error');
      await page.locator('input[name=seats]').fill('12');
      await page.getByRole('button', { name: 'Create cohort' }).click();
      await page.getByRole('heading', { name: 'Spring 2027 Cohort is ready' }).waitFor();
      const code = (await page.locator('code.cohort-code').first().innerText()).replace(/\s/g, '');
      if (!/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code)) throw new Error(`the code shown is ${code}`);
      await axe(page, 'cohort created with its code');

      await page.getByRole('link', { name: 'Staff', exact: true }).click();
      await page.locator('input[name=email]').fill(uniqueEmail('officer'));
      await page.locator('select[name=role]').selectOption('programme_officer');
      await page.getByRole('checkbox', { name: /Spring 2027 Cohort/ }).check();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('Invitation sent to', { exact: false }).waitFor();
      await axe(page, 'funder staff');

      await page.getByRole('link', { name: 'Cohorts', exact: true }).click();
      await page.getByRole('link', { name: 'Spring 2027 Cohort' }).click();
      await page.getByRole('heading', { name: 'Codes', exact: true }).waitFor();
      await axe(page, 'cohort page');

      // The cohort code paused, then resumed.
      const codes = page.getByRole('region', { name: 'Codes', exact: true });
      const codeRow = codes.getByRole('row', { name: new RegExp(code) });
      await codes.getByRole('checkbox', { name: `Select ${code}` }).check();
      await codes.getByRole('button', { name: 'Pause' }).click();
      await codes.getByText('1 code paused.').waitFor();
      await codeRow.getByText('Paused', { exact: true }).waitFor();
      await codes.getByRole('checkbox', { name: `Select ${code}` }).check();
      await codes.getByRole('button', { name: 'Resume' }).click();
      await codes.getByText('1 code resumed.').waitFor();
      await codeRow.getByText('Active', { exact: true }).waitFor();

      // Seats added; the last day moved: first to an earlier day, which the server refuses.
      const seats = page.getByRole('region', { name: 'Add seats', exact: true });
      await seats.getByLabel('Seats to add').fill('5');
      await seats.getByRole('button', { name: 'Add seats' }).click();
      await seats.getByText('5 seats added: the cohort now has 17 seats.').waitFor();
      await page.getByRole('list', { name: 'The cohort at a glance' }).getByRole('listitem').filter({ hasText: 'Seats used' }).getByText('0 of 17', { exact: true }).waitFor();
      const end = page.getByRole('region', { name: 'Extend the cohort', exact: true });
      await end.getByLabel('New last day').fill('2027-06-30');
      await end.getByRole('button', { name: 'Extend' }).click();
      await end.getByText("Choose a last day after the cohort's current one.").waitFor();
      await axe(page, 'cohort page, an extension refused');
      await end.getByLabel('New last day').fill('2028-06-30');
      await end.getByRole('button', { name: 'Extend' }).click();
      await end.getByText('The cohort now ends on June 30, 2028.').waitFor();
      await page.getByText('December 1, 2026 – June 30, 2028').waitFor();

      // Single-use codes for a CSV of two addresses: listed as sent, and among the cohort's codes.
      const single = page.getByRole('region', { name: 'Send single-use codes', exact: true });
      const grantees = [uniqueEmail('grantee-a'), uniqueEmail('grantee-b')];
      await single.getByLabel('Upload a CSV file').setInputFiles({
        name: 'grantees.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`email,organization\n${grantees[0]},Riverside Arts\n${grantees[1]},Harbor Youth Theatre\n`),
      });
      await single.getByText('Read from grantees.csv', { exact: false }).waitFor();
      await single.getByRole('button', { name: 'Send codes' }).click();
      await single.getByText('Codes sent to 2 addresses.').waitFor();
      for (const address of grantees) {
        await single.getByRole('rowheader', { name: address }).waitFor();
        await codes.getByRole('cell', { name: address }).waitFor();
      }
      const sent = (await single.getByRole('row', { name: new RegExp(grantees[0]) }).locator('code').innerText()).replace(/\s/g, '');
      await axe(page, 'cohort page, single-use codes sent');

      // One of them revoked, after the confirmation.
      await codes.getByRole('checkbox', { name: `Select ${sent}` }).check();
      await codes.getByRole('button', { name: 'Revoke' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Revoke 1 code?' });
      await dialog.getByText('Nobody can join with it again. Organizations that already joined keep their seats.').waitFor();
      await axe(page, 'revoke a code: the confirmation');
      await dialog.getByRole('button', { name: 'Revoke 1 code' }).click();
      await codes.getByText('1 code revoked.').waitFor();
      await codes.getByRole('row', { name: new RegExp(sent) }).getByText('Revoked', { exact: true }).waitFor();

      // The log: each of those events, with who did it.
      await page.getByRole('link', { name: 'Cohort log' }).click();
      await page.getByRole('heading', { name: 'Log of Spring 2027 Cohort' }).waitFor();
      for (const what of [
        'Code revoked',
        '2 single-use codes sent',
        'Last day moved to June 30, 2028',
        '5 seats added',
        'Code resumed',
        'Code paused',
      ]) {
        await page.getByRole('row', { name: new RegExp(`${what}.*Ruth Okafor`) }).waitFor();
      }
      await axe(page, 'cohort log');
    },

    "a nonprofit joins a funder's cohort from the link it was sent, instead of paying": async (page) => {
      const { code, link, funderId, cohortId, adminToken } = await fundedCohort();
      if (!link.startsWith(`${base}/join/`)) throw new Error(`the cohort link is ${link}`);
      const email = uniqueEmail('sponsored');
      await page.goto(link);
      await page.waitForURL('**/sign-up');
      await page.getByText("You're joining with a licence code from a funder.", { exact: false }).waitFor();
      await axe(page, 'sign-up with a licence code');
      await signUp(page, email, 'password123');
      await page.goto(await outboxLink(email, 'confirm'));
      await page.getByText('Thank you for confirming your account, you can login now!').waitFor();
      await logIn(page, email, 'password123');
      // Not the payment page: the remembered code opens the redemption.
      await page.waitForURL('**/redeem?code=**');
      await page.getByRole('heading', { name: "Join your funder's cohort" }).waitFor();
      await page.getByText('What your funder will see').waitFor();
      await page.getByText('Your answers or drafts').waitFor();
      const input = page.getByLabel('Licence code');
      if ((await input.inputValue()).replaceAll('-', '') !== code.replaceAll('-', '')) {
        throw new Error(`the code field holds ${await input.inputValue()}, not ${code}`);
      }
      await axe(page, 'redeem a licence code');
      // A mistyped code first: the server's reason, under the field.
      await input.fill('2222-2222-2222');
      await page.getByRole('button', { name: 'Join the cohort' }).click();
      await page.getByText("We don't recognize this code.", { exact: false }).waitFor();
      await axe(page, 'redeem with an unknown code');
      await input.fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Join the cohort' }).click();
      await page.getByRole('heading', { name: 'Welcome to Spring 2027 Cohort' }).waitFor();
      await page.getByText('Harbor Community Foundation sponsors your plan until November 30, 2027.').waitFor();
      await axe(page, 'joined a cohort');
      await page.getByRole('link', { name: 'Go to Onboarding' }).click();
      await page.getByRole('heading', { name: 'Welcome to the toolkit' }).waitFor();
      // The seat is taken and the plan is paid for: settings say who sponsors it.
      await page.goto(`${base}/settings#subscription-details`);
      await page.getByText('Premium (sponsored by a funder)').waitFor();
      await page.getByText('Sponsored by Harbor Community Foundation (Spring 2027 Cohort) until November 30, 2027.', { exact: false }).waitFor();
      if (await page.getByRole('link', { name: 'Cancel Subscription' }).count()) {
        throw new Error('a sponsored seat offers Cancel Subscription');
      }
      // Sharing: nothing but the disclosed facts until the owner turns a figure on; the funder
      // reads the goal at once, and no longer once it is turned off.
      const organizations = async () =>
        (await call('GET', `/funders/${funderId}/cohorts/${cohortId}/organizations`, undefined, adminToken)).organizations;
      const mine = async () => (await organizations()).find((o) => o.users >= 1 && o.name !== undefined);
      if ((await mine()).goal_cents !== null) throw new Error('the funder reads the goal before it is shared');
      await page.getByRole('heading', { name: 'Sharing with Harbor Community Foundation' }).waitFor();
      const goal = page.getByRole('switch', { name: 'Your three-year fundraising goal' });
      // The switch is a checkbox the server's answer confirms: click it, then wait for the answer.
      await goal.click();
      await page.getByText('Shared since', { exact: false }).waitFor();
      await axe(page, 'sharing with the funder');
      if ((await mine()).goal_cents === null) throw new Error('the funder does not read the goal once it is shared');
      await goal.click();
      // "Not shared" shows at once, while the change is saved; the switch is enabled again only
      // once the server has answered, so wait for that before asking the funder's side.
      await page.locator('#sharing-goal:not(:checked):not([disabled])').waitFor();
      await page.locator('#sharing-goal-since', { hasText: 'Not shared' }).waitFor();
      if ((await mine()).goal_cents !== null) throw new Error('the funder still reads the goal after it was withdrawn');
      await axe(page, 'settings of a sponsored organization');
      // Reminders (§5): the owner turns the funder's reminders off and on; the switch follows
      // the server's answer (every sharing switch waits while one is saved) and a reload agrees.
      const reminders = page.getByRole('switch', { name: 'Reminders from Harbor Community Foundation' });
      const remindersSaved = (state) => page.locator(`#sharing-reminders:${state}:not([disabled])`).waitFor();
      await remindersSaved('checked');
      await page.getByText('may send you a reminder, at most once a week.', { exact: false }).waitFor();
      await reminders.click();
      await remindersSaved('not(:checked)');
      await page.reload();
      await remindersSaved('not(:checked)');
      await page.locator('#sharing-reminders-state', { hasText: 'Off' }).waitFor();
      await axe(page, 'sharing with the funder, reminders off');
      await reminders.click();
      await remindersSaved('checked');
      await page.reload();
      await remindersSaved('checked');
      // The link in a reminder stops them without logging in; a made-up token is not valid (an
      // organization cannot be made stalled here: the server's clock is real, 3 days at least).
      await page.goto(`${base}/reminders/stop?token=${'0'.repeat(64)}`);
      await page.getByRole('heading', { name: 'This link did not work' }).waitFor();
      await page
        .getByRole('alert')
        .getByText('This link is not valid, or it has expired. You can turn reminders off in Settings, under Sharing.')
        .waitFor();
      await axe(page, 'stop reminders, a link not valid');
    },
    "a funder's admin reads its invoices: one waits for the seat price, is paid on the invoice page, and a cheque is recorded for another": async (page) => {
      const { funderId, cohortId, adminToken, adminEmail } = await fundedCohort();
      const admin = { token: adminToken, user: { id: '', first_name: 'Ruth', last_name: 'Okafor', email: adminEmail, role: '' } };
      const operator = async (method, path, body) => {
        const r = await fetch(`${base}/api/v1/operator/funders/${funderId}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-Operator-Key': operatorKey },
          body: JSON.stringify(body),
        });
        const text = await r.text();
        check(r.ok, `operator ${method} ${path}: ${r.status} ${text}`);
        return JSON.parse(text);
      };
      await openAs(page, base, admin, `/funders/${funderId}`);
      await page.getByRole('link', { name: 'Billing', exact: true }).click();
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      // No seat price yet: the cohort's invoice waits.
      await page
        .getByText('Your seat price is not set yet, so 1 invoice waits. fundplan sets it as agreed with you, and it is sent as soon as it is.')
        .waitFor();
      const invoices = page.getByRole('table', { name: 'Invoices' });
      await invoices.getByRole('row', { name: /Spring 2027 Cohort/ }).getByText('Not sent yet', { exact: true }).waitFor();
      await axe(page, 'billing, an invoice waiting for the seat price');

      // The operator sets $450.00 a seat: the invoice goes out; three seats added are invoiced too.
      const run = await operator('PUT', '/billing', { seat_price_cents: 45_000 });
      check(run.sent === 1 && run.waiting === 0, `the price set sent ${JSON.stringify(run)}`);
      await call('POST', `/funders/${funderId}/cohorts/${cohortId}/seats`, { add: 3 }, adminToken);
      await page.reload();
      const figures = page.getByRole('list', { name: 'Billing at a glance' });
      await figures.getByText('$450.00', { exact: true }).waitFor();
      await figures.getByText('$6,750.00', { exact: true }).waitFor();
      const cohortRow = invoices.getByRole('row', { name: /New cohort/ });
      await cohortRow.getByText('$5,400.00', { exact: true }).waitFor();
      await cohortRow.getByText('Open', { exact: true }).waitFor();
      const seatsRow = invoices.getByRole('row', { name: /Seats added/ });
      await seatsRow.getByText('$1,350.00', { exact: true }).waitFor();
      await axe(page, 'billing, two invoices open');

      // Paid on the invoice's page (the local stand-in for Stripe's), in a new tab.
      const [invoicePage] = await Promise.all([
        page.waitForEvent('popup'),
        cohortRow.getByRole('link', { name: /^View and pay invoice LOCAL-/ }).click(),
      ]);
      await invoicePage.getByText('Seats in Spring 2027 Cohort').waitFor();
      await invoicePage.getByText('12 seats × $450.00').waitFor();
      await invoicePage.getByRole('button', { name: 'Pay $5,400.00' }).click();
      await invoicePage.getByText('Paid', { exact: true }).waitFor();
      await invoicePage.close();
      await page.reload();
      await cohortRow.getByText(/^Paid on /).waitFor();
      await cohortRow.getByRole('link', { name: /^View invoice LOCAL-/ }).waitFor();
      await figures.getByText('$1,350.00', { exact: true }).waitFor();

      // A cheque for the seats added, recorded by the operator.
      const { invoices: list } = await call('GET', `/funders/${funderId}/invoices`, undefined, adminToken);
      const added = list.find((i) => i.reason === 'seats_added');
      await operator('POST', `/invoices/${added.id}/paid`, { reference: 'Cheque 10443' });
      await page.reload();
      await seatsRow.getByText(/^Paid on .+ by cheque or transfer \(Cheque 10443\)$/).waitFor();
      await figures.getByText('Nothing to pay now').waitFor();
      await axe(page, 'billing, every invoice paid');
    },

    "a funder's admin follows the cohort on its dashboard, sees a goal once it is shared, downloads the Excel file and opens a document an organization shared": async (page) => {
      // A cohort that started ten weeks ago: its progress has weeks to show.
      const day = (ms) => new Date(ms).toISOString().slice(0, 10);
      const started = Date.now() - 70 * 86_400_000;
      const { code, funderId, cohortId, adminToken, adminEmail } = await fundedCohort({
        startsOn: day(started),
        endsOn: day(started + 364 * 86_400_000),
      });
      // Five nonprofits join through the API, each at its own point of its plan.
      const ctx = { base, outboxLink, logo };
      const riverside = await sponsoredOwner(ctx, { tag: 'riverside', name: 'Riverside Arts', code, modules: 6 });
      await sponsoredOwner(ctx, { tag: 'harbor-youth', name: 'Harbor Youth Theatre', code, onboarded: false });
      await sponsoredOwner(ctx, { tag: 'bayview', name: 'Bayview Food Bank', code, modules: 15 });
      await sponsoredOwner(ctx, { tag: 'alder', name: 'Alder Street Clinic', code, modules: 3 });
      await sponsoredOwner(ctx, { tag: 'cedar', name: 'Cedar Grove Library', code, modules: 1 });

      const admin = { token: adminToken, user: { id: '', first_name: 'Ruth', last_name: 'Okafor', email: adminEmail, role: '' } };
      await openAs(page, base, admin, `/funders/${funderId}/cohorts/${cohortId}`);
      const table = page.getByRole('table', { name: 'Organizations', exact: true });
      const goalOf = (name) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell').nth(4);
      await goalOf('Riverside Arts').getByText('Not shared', { exact: true }).waitFor();
      const figures = page.getByRole('list', { name: 'The cohort at a glance' });
      await figures.getByRole('listitem').filter({ hasText: 'Seats used' }).getByText('5 of 12', { exact: true }).waitFor();
      await figures.getByText('Shown once 5 organizations share their goal (none does yet).').waitFor();
      await figures.getByRole('listitem').filter({ hasText: 'Plans finished' }).getByText('1 of 5', { exact: true }).waitFor();
      // The funnel, for screen readers as a table: 5 joined, 4 onboarded, 2 past module 5, 1 finished.
      const funnel = page.getByRole('table', { name: 'How far organizations have come' });
      for (const [stage, count] of [['Joined', '5'], ['Finished onboarding', '4'], ['Budgets done (module 5)', '2'], ['All 15 modules done', '1']]) {
        await funnel.getByRole('row', { name: `${stage} ${count}`, exact: false }).waitFor({ state: 'attached' });
      }
      await table.getByRole('row', { name: /^Bayview Food Bank/ }).getByText('Plan finished').waitFor();
      await axe(page, 'cohort dashboard');

      // Sorted by modules done, most first; the finished plan leads.
      await table.getByRole('button', { name: 'Modules done' }).click();
      await table.locator('th[aria-sort="descending"]', { hasText: 'Modules done' }).waitFor();
      check((await table.getByRole('rowheader').first().innerText()).startsWith('Bayview Food Bank'), 'the finished plan does not lead by modules done');
      // Filtered: not started, then searched by name.
      await page.getByRole('button', { name: /^Not started/ }).click();
      await table.getByRole('row', { name: /^Harbor Youth Theatre/ }).waitFor();
      check((await table.getByRole('rowheader').count()) === 1, 'the not-started filter shows more than Harbor Youth Theatre');
      await page.getByRole('button', { name: /^All/ }).click();
      await page.getByRole('searchbox', { name: 'Search by name' }).fill('grove');
      await page.getByText('1 of 5 organizations shown', { exact: false }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by name' }).fill('');

      // The nonprofit shares its goal: the dashboard shows it once read again.
      await riverside.call('PUT', '/sharing', { item: 'goal', shared: true }, riverside.token);
      await page.reload();
      await goalOf('Riverside Arts').getByText('$500,000', { exact: true }).waitFor();
      await figures.getByText('Shown once 5 organizations share their goal (1 does now).').waitFor();

      // The Excel file, downloaded and read back: the admin's workbook has the codes too.
      const folder = mkdtempSync(join(tmpdir(), 'fundplan-xlsx-'));
      try {
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByRole('button', { name: 'Download Excel' }).click(),
        ]);
        const name = download.suggestedFilename();
        check(/^Spring 2027 Cohort cohort \d{4}-\d{2}-\d{2}\.xlsx$/.test(name), `the workbook is named "${name}"`);
        const file = join(folder, name);
        await download.saveAs(file);
        await page.getByText(`Downloaded ${name}.`).waitFor();
        const book = readWorkbook(file);
        check(
          JSON.stringify(book.sheets) === JSON.stringify(['Organizations', 'Modules', 'Codes']),
          `the workbook's sheets are ${JSON.stringify(book.sheets)}`,
        );
        const [headings, ...rows] = book.rows.Organizations;
        const row = rows.find((r) => r[0] === 'Riverside Arts');
        check(row, `no Riverside Arts row: ${JSON.stringify(rows)}`);
        const at = (heading) => row[headings.indexOf(heading)];
        check(at('Goal') === 'Shared', `Riverside Arts' goal consent reads ${at('Goal')}`);
        check(at('Three-year goal') === 500000, `Riverside Arts' goal reads ${at('Three-year goal')}`);
        check(at('Modules done (of 15)') === 6, `Riverside Arts' modules done read ${at('Modules done (of 15)')}`);
        const other = rows.find((r) => r[0] === 'Alder Street Clinic');
        check(other?.[headings.indexOf('Goal')] === 'Not shared' && other[headings.indexOf('Three-year goal')] === null, `Alder Street Clinic's goal reads ${JSON.stringify(other)}`);
        check(book.rows.Codes.some((r) => r[0] === code), `the Codes sheet does not hold ${code}`);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }

      // A document shared with the funder (§4): Riverside Arts' owner makes the gift pyramid's
      // workbook on its page, then shares it; the funder sees that copy on the dashboard.
      const { data: riversideUser } = await riverside.call('GET', '/me', undefined, riverside.token);
      await openAs(page, base, { token: riverside.token, user: riversideUser }, '/steps/gift-pyramid/prospect-to-donor-ratio');
      const exported = await downloadOf(page, () => page.getByRole('button', { name: 'Export to Excel' }).click());
      check(exported.name === 'Gift Pyramid.xlsx', `the workbook is named "${exported.name}"`);
      await page.getByRole('button', { name: 'Share with Harbor Community Foundation' }).click();
      await page
        .getByRole('status')
        .getByText('Shared with Harbor Community Foundation. They see this version until you share it again.')
        .waitFor();
      await page.getByRole('button', { name: 'Share the new version with Harbor Community Foundation' }).waitFor();
      await axe(page, 'gift pyramid shared with the funder');
      await page.goto(`${base}/settings#sharing`);
      const sharedList = page.getByRole('list', { name: 'Documents you share' });
      await sharedList.getByText('Gift Pyramid.xlsx', { exact: true }).waitFor();
      await sharedList.getByRole('button', { name: 'Stop sharing Gift Pyramid.xlsx' }).waitFor();
      await axe(page, 'settings, documents shared with the funder');

      // The admin sees it in Riverside Arts' row and opens the copy: a fresh link that answers 200.
      await openAs(page, base, admin, `/funders/${funderId}/cohorts/${cohortId}`);
      const riversideRow = table.getByRole('row', { name: /^Riverside Arts/ });
      const open = riversideRow.getByRole('button', { name: /^Open Gift Pyramid\.xlsx, shared by Riverside Arts on / });
      await open.waitFor();
      await axe(page, 'cohort dashboard with a shared document');
      const [linkAnswer, copy] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/documents/gift_pyramid') && r.request().method() === 'GET', { timeout: 60_000 }),
        downloadOf(page, () => open.click()),
      ]);
      check(linkAnswer.status() === 200, `the shared document's link operation answered ${linkAnswer.status()}`);
      const { url, file_name: fileName } = await linkAnswer.json();
      check(fileName === 'Gift Pyramid.xlsx' && copy.name === 'Gift Pyramid.xlsx', `the copy is named "${fileName}", downloaded as "${copy.name}"`);
      const fetched = await fetch(url);
      check(fetched.status === 200, `the copy's link answers ${fetched.status}`);
      check((await fetched.arrayBuffer()).byteLength > 0, 'the copy is empty');
    },
  };
}

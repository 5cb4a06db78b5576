// Funder cohorts (issue 18): a funder, set up through the operator API, sends its cohort link; a
// nonprofit opens it, signs up, confirms, logs in and joins the cohort instead of paying, after
// reading what the funder will see.
import { api, uniqueEmail } from './accounts.mjs';

export default function funderScenarios({ base, axe, outboxLink, signUp, logIn, operatorKey }) {
  const call = api(base);

  /** A funder made through the operator API, its admin signed up through the e-mailed link, and
   * a 12-seat cohort; returns the cohort's code and link. */
  async function fundedCohort() {
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
      { name: 'Spring 2027 Cohort', kind: 'group_coaching', seats: 12, starts_on: '2026-12-01', ends_on: '2027-11-30' },
      joined.token,
    );
    return { code: cohort.code, link: cohort.link, funderId, cohortId: cohort.cohort.id, adminToken: joined.token };
  }

  return {
    "a funder's admin joins from the invitation, creates a cohort and invites a programme officer": async (page) => {
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
      await page.getByRole('heading', { name: 'Codes' }).waitFor();
      await axe(page, 'cohort page');
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
      await page.locator('#sharing-goal-since', { hasText: 'Not shared' }).waitFor();
      if ((await mine()).goal_cents !== null) throw new Error('the funder still reads the goal after it was withdrawn');
      await axe(page, 'settings of a sponsored organization');
    },
  };
}

// End-to-end scenarios of the team and settings (spec file 1 §2, §4, §6, §8): an owner invites a
// member from the side panel, the member joins from the e-mailed link without payment or
// onboarding, the owner assigns them with a due date and both see it (the reminders' run e-mails
// the assignee once); an existing account accepts by logging in;
// settings changes persist after a reload. Axe checks the panel, the invitation page and settings.
import { openAs, readyOwner as ownerOf, uniqueEmail } from './accounts.mjs';

/** A paying, onboarded owner of "name", made through the API, with an organization. */
const readyOwner = (ctx, tag, name = 'Acme Trust') =>
  ownerOf(ctx, { tag, organization: { name, address: '1 Main St, Springfield', website: 'www.acme.org' } });

async function outbox(base) {
  const answer = await (await fetch(`${base}/dev/outbox.json`)).json();
  return Array.isArray(answer) ? answer : (answer.data ?? answer.messages ?? []);
}

async function hasValue(locator, value, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const now = await locator.inputValue().catch(() => null);
    if (now === value) return;
    if (Date.now() > end) throw new Error(`expected "${value}", found "${now}"`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const panel = (page, org = 'Acme Trust') => page.getByRole('dialog', { name: org });
const memberRow = (page, text, org) => panel(page, org).locator('li.member', { hasText: text });

export default ({ base, axe, outboxLink, withPage, logo, field, logIn, operatorKey }) => ({
  'an owner invites a member from the team panel; the member joins from the e-mail, straight into the plan; the owner assigns them and both see it':
    async (page) => {
      const owner = await readyOwner({ base, outboxLink, logo }, 'teamowner');
      const member = uniqueEmail('sam.lee');
      const pendingOnly = uniqueEmail('pending');
      await openAs(page, base, owner, '/steps/getting-started/welcome');

      // The panel: titled with the organization, the owner listed, the input focused.
      await page.getByRole('button', { name: 'Invite team members' }).click();
      await panel(page).waitFor();
      await memberRow(page, 'Jane Doe').getByText('Owner', { exact: true }).waitFor();
      await panel(page).getByRole('button', { name: 'Invite' }).click();
      await panel(page).getByText('At least one email is required!').waitFor();
      await axe(page, 'team panel with an error');

      const tags = page.getByLabel(/Add Members via Email/);
      await tags.fill(member);
      await tags.press(',');
      await tags.fill(pendingOnly);
      await tags.press('Enter');
      await panel(page).getByRole('listitem').filter({ hasText: pendingOnly }).first().waitFor();
      await panel(page).getByRole('button', { name: 'Invite' }).click();
      await panel(page).getByText('Invitation Sent').waitFor();
      await memberRow(page, member).getByText('Pending', { exact: true }).waitFor();
      await memberRow(page, pendingOnly).getByText('Pending', { exact: true }).waitFor();
      await axe(page, 'team panel with pending invitations');

      // Resend: asked first, then reported; the new link replaces the old one.
      await memberRow(page, member).getByRole('button', { name: `Resend invite to ${member}` }).click();
      await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByText('You want to invite again!').waitFor();
      await page.getByRole('button', { name: 'Yes, send invite!' }).click();
      await panel(page).getByText('Invite resent successfully.').waitFor();

      // A click outside closes the panel.
      await page.mouse.click(200, 500);
      await panel(page).waitFor({ state: 'detached' });

      // The member opens the e-mailed link in their own browser and signs up: no payment, no onboarding.
      const link = await outboxLink(member, '/invitation?token=');
      await withPage(async (mp) => {
        await mp.goto(link);
        await mp.getByRole('heading', { name: 'Join Acme Trust on fundplan' }).waitFor();
        await mp.getByRole('button', { name: 'Accept invitation' }).click();
        await mp.getByText('Field Is Required!').first().waitFor();
        await axe(mp, 'invitation sign-up');
        await field(mp, 'name').fill('Sam Lee');
        await field(mp, 'password').fill('password123');
        await field(mp, 'confirmPassword').fill('password123');
        await mp.getByRole('button', { name: 'Accept invitation' }).click();
        await mp.waitForURL('**/steps/getting-started/welcome');
        await mp.getByRole('heading', { level: 1 }).first().waitFor();
        if (/payment|onboarding/.test(mp.url())) throw new Error(`the member was sent to ${mp.url()}`);
        // The link is single-use.
        await mp.goto(link);
        await mp.getByText(/This invitation link is invalid or has expired/).first().waitFor();
      });

      // The owner sees the member as accepted, and assigns them to a section of the plan.
      const section = '/steps/aspirational-vision/mission-statement';
      await page.goto(`${base}${section}`);
      await page.getByRole('button', { name: /^Assignees of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Assignees' });
      await dialog.waitFor();
      if (!(await dialog.getByRole('checkbox', { name: new RegExp(pendingOnly.replace(/[.]/g, '\\.')) }).isDisabled())) {
        throw new Error('a pending invitee could be assigned');
      }
      await axe(page, 'assignees dialog');
      const saved = page.waitForResponse((r) => r.url().includes('/update-assignee') && r.ok());
      await dialog.getByRole('checkbox', { name: /Sam Lee/ }).check();
      await saved;
      // …due today (the server's day, UTC), so that the reminders' run has something to send.
      const today = new Date().toISOString().slice(0, 10);
      const dueSaved = page.waitForResponse((r) => r.url().includes('/assignment-due') && r.ok());
      await dialog.getByLabel('Due date').fill(today);
      await dialog.getByRole('button', { name: 'Set due date' }).click();
      await dueSaved;
      await dialog.getByText(/^Due \w+day, /).waitFor();
      await axe(page, 'assignees dialog with a due date');
      await dialog.getByRole('button', { name: 'Done' }).click();
      const avatars = (p) => p.locator(`.assignee-avatars[data-route="${section}"]`).first();
      await avatars(page).getByText('Assigned to Sam Lee').waitFor();
      await avatars(page).locator('.due-chip').getByText(/^Due /).waitFor();

      // The assignee got an e-mail.
      const mails = await outbox(base);
      if (!mails.some((m) => JSON.stringify(m.to ?? '').includes(member) && /assigned you/i.test(m.subject ?? ''))) {
        throw new Error('no assignment e-mail for the member');
      }

      // The reminders' run (the operator's, as the schedule's) e-mails the assignee once.
      const remind = () =>
        fetch(`${base}/api/v1/operator/due-reminders`, { method: 'POST', headers: { 'X-Operator-Key': operatorKey } }).then((r) => r.json());
      await remind();
      const reminders = (await outbox(base)).filter(
        (m) => JSON.stringify(m.to ?? '').includes(member) && m.subject === 'Due today: Mission Statement',
      );
      if (reminders.length !== 1) throw new Error(`expected one "due today" reminder, got ${reminders.length}`);
      await remind();
      const again = (await outbox(base)).filter(
        (m) => JSON.stringify(m.to ?? '').includes(member) && m.subject === 'Due today: Mission Statement',
      );
      if (again.length !== 1) throw new Error('a second run sent the reminder again');

      await page.getByRole('button', { name: /Team members/ }).click();
      await memberRow(page, 'Sam Lee').waitFor();
      if (await memberRow(page, 'Sam Lee').getByText('Pending', { exact: true }).count()) throw new Error('the member is still pending');
      await page.keyboard.press('Escape');

      // The member sees the assignment too (log in as the member).
      await withPage(async (mp) => {
        await mp.goto(`${base}/login`);
        await logIn(mp, member, 'password123');
        await mp.waitForURL('**/steps/getting-started/welcome');
        await mp.goto(`${base}${section}`);
        await avatars(mp).getByText('Assigned to Sam Lee').waitFor();
        await avatars(mp).locator('.due-chip').getByText(/^Due /).waitFor();
        await axe(mp, 'a section with a due date, as its assignee');
        if (await mp.getByRole('button', { name: /^Assignees of/ }).count()) throw new Error('a member sees the Assignees button');
        await mp.getByRole('button', { name: /Team members/ }).click();
        await panel(mp).waitFor();
        if (await panel(mp).getByLabel(/Add Members via Email/).count()) throw new Error('a member sees the invite form');
        await axe(mp, 'team panel as a member');
      });

      // The owner removes the pending invitation.
      await page.getByRole('button', { name: /Team members/ }).click();
      await memberRow(page, pendingOnly).getByRole('button', { name: `Remove ${pendingOnly}` }).click();
      await page.getByRole('alertdialog').getByText('You want to remove this member from the team!').waitFor();
      await page.getByRole('button', { name: 'Yes, remove them!' }).click();
      await panel(page).getByText('Member has been removed from the team.').waitFor();
      await memberRow(page, pendingOnly).waitFor({ state: 'detached' });
    },

  'a member of another team accepts an invitation by logging in and comes back to join': async (page) => {
    const first = await readyOwner({ base, outboxLink, logo }, 'ownera', 'First Org');
    const second = await readyOwner({ base, outboxLink, logo }, 'ownerb', 'Second Org');
    const email = uniqueEmail('mover');
    // A member of the first organization…
    await first.call('POST', '/users/invite', { emails: [email] }, first.token);
    const firstLink = new URL(await outboxLink(email, '/invitation?token='));
    await first.call('POST', '/users', {
      user: { name: 'Max Mover', email, password: 'password123', password_confirmation: 'password123', terms_of_service: 1 },
      invitation_token: firstLink.searchParams.get('token'),
    });
    // …is invited by the second.
    await second.call('POST', '/users/invite', { emails: [email] }, second.token);
    const link = await outboxLink(email, '/invitation?token=');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Second Org on fundplan' }).waitFor();
    await axe(page, 'invitation for an existing account');
    await page.getByRole('button', { name: 'Log in to accept' }).click();
    await page.waitForURL('**/login');
    await logIn(page, email, 'password123');
    await page.waitForURL('**/invitation?token=*');
    await page.getByRole('button', { name: 'Join Second Org' }).click();
    await page.waitForURL('**/steps/getting-started/welcome');
    await page.getByRole('button', { name: /Team members/ }).click();
    await panel(page, 'Second Org').waitFor();
    await memberRow(page, 'Max Mover', 'Second Org').waitFor();
  },

  'a team discusses a section: the owner mentions a member, who opens the e-mailed link, replies and resolves; the sidebar counts open conversations; the activity says who did it':
    async (page) => {
      const owner = await readyOwner({ base, outboxLink, logo }, 'talker');
      const email = uniqueEmail('sam.lee');
      await owner.call('POST', '/users/invite', { emails: [email] }, owner.token);
      const invite = new URL(await outboxLink(email, '/invitation?token='));
      const joined = await owner.call('POST', '/users', {
        user: { name: 'Sam Lee', email, password: 'password123', password_confirmation: 'password123', terms_of_service: 1 },
        invitation_token: invite.searchParams.get('token'),
      });
      const samToken = joined.user.api_tokens[0].token;
      const { data: samUser } = await owner.call('GET', '/me', undefined, samToken);
      const section = '/steps/aspirational-vision/mission-statement';

      await openAs(page, base, owner, section);
      await page.getByRole('button', { name: 'Comments', exact: true }).click();
      const talk = page.getByRole('dialog', { name: 'Mission Statement' });
      await talk.getByText(/No conversations on this section yet/).waitFor();
      const box = talk.getByRole('combobox', { name: 'Start a conversation' });
      await box.pressSequentially('@Sa');
      await talk.getByRole('option', { name: /Sam Lee/ }).click();
      await box.pressSequentially('can you bring this down to 30 words before the board meeting?');
      await axe(page, 'comments on a section, with a mention');
      const started = page.waitForResponse((r) => r.url().endsWith('/api/v1/conversations') && r.status() === 201);
      await talk.getByRole('button', { name: 'Comment', exact: true }).click();
      await started;
      await talk.getByText('@Sam Lee can you bring this down to 30 words before the board meeting?').waitFor();
      await talk.getByRole('button', { name: 'Close comments' }).click();
      await page.getByRole('button', { name: /^Comments\W*1 open$/ }).waitFor();
      await page.locator('.psb__section .talk-badge').getByText('1', { exact: true }).waitFor();

      // The member's e-mail links to the thread; the link opens the conversation.
      const mention = new URL(await outboxLink(email, '?thread='));
      await withPage(async (mp) => {
        await openAs(mp, base, { token: samToken, user: samUser }, `${mention.pathname}${mention.search}`);
        const theirs = mp.getByRole('dialog', { name: 'Mission Statement' });
        await theirs.getByText(/can you bring this down to 30 words/).waitFor();
        await theirs.getByRole('button', { name: 'Reply' }).click();
        await theirs.getByRole('combobox', { name: 'Reply' }).fill('Done: 29 words now, and it names who we serve first.');
        const replied = mp.waitForResponse((r) => r.url().includes('/comments') && r.status() === 201);
        await theirs.getByRole('button', { name: 'Reply' }).click();
        await replied;
        await theirs.getByText('Done: 29 words now, and it names who we serve first.').waitFor();
        await theirs.getByRole('button', { name: 'Resolve' }).click();
        await theirs.getByText(/^Resolved by Sam Lee on /).waitFor();
        await axe(mp, 'a resolved conversation, as the member');
      });

      // Resolved: no count any more, once the owner's page reads again.
      await page.reload();
      await page.getByRole('button', { name: 'Comments', exact: true }).waitFor();
      if (await page.locator('.talk-badge').count()) throw new Error('a resolved conversation is still counted');

      // The plan's activity says who did what, with links to the section.
      await page.getByRole('link', { name: 'Activity', exact: true }).click();
      await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
      const today = page.getByRole('region', { name: 'Today' });
      await today.getByRole('link', { name: 'resolved a conversation on Mission Statement' }).waitFor();
      await today.getByRole('link', { name: 'commented on Mission Statement' }).first().waitFor();
      await axe(page, 'the plan activity');
      await today.getByRole('link', { name: 'resolved a conversation on Mission Statement' }).click();
      await page.waitForURL(`**${section}`);
    },

  'settings: profile, organization and password changes persist after a reload; the subscription is shown': async (page) => {
    const owner = await readyOwner({ base, outboxLink, logo }, 'settings');
    await openAs(page, base, owner, '/settings');
    await page.getByRole('heading', { name: 'Hello, Jane Doe' }).waitFor();
    const personal = page.getByRole('region', { name: 'Personal Information' });
    const organization = page.getByRole('region', { name: 'Organization Information' });
    const subscription = page.getByRole('region', { name: 'Subscription Details' });
    const password = page.getByRole('region', { name: 'Change Password' });
    await subscription.getByText('Active').waitFor();
    await axe(page, 'settings');

    // Personal information: the button waits for a change.
    const update = personal.getByRole('button', { name: 'Update Profile' });
    if (await update.isEnabled()) throw new Error('Update Profile is enabled before any change');
    await personal.getByLabel(/^Full Name/).fill('Janet Doe');
    await personal.getByLabel(/^Position/).fill('Executive Director');
    await personal.getByRole('textbox', { name: /^Phone/ }).fill('(202) 456-1111');
    await personal.locator('input[type=file]').setInputFiles(logo);
    await update.click();
    await personal.getByText('Personal information has been updated successfully').waitFor();
    await axe(page, 'settings after a save');

    // Organization information: director name and year.
    await organization.getByLabel(/^Director Name/).fill('Ada Lovelace');
    await organization.getByLabel(/^Year Founded/).fill('1998');
    await organization.getByRole('button', { name: 'Update Organization' }).click();
    await organization.getByText('Organization information has been updated successfully').waitFor();

    // Password: enabled only when filled and matching; the session survives (its token is replaced).
    const change = password.getByRole('button', { name: 'Change Password' });
    await password.getByLabel(/^Current Password/).fill('password123');
    await password.getByLabel(/^New Password/).fill('newpassword1');
    await password.getByLabel(/^Confirm New Password/).fill('newpassword');
    if (await change.isEnabled()) throw new Error('Change Password is enabled while the passwords differ');
    await password.getByLabel(/^Confirm New Password/).fill('newpassword1');
    await change.click();
    await password.getByText('Password has been updated successfully').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Hello, Janet Doe' }).waitFor();
    await hasValue(personal.getByLabel(/^Position/), 'Executive Director');
    await hasValue(organization.getByLabel(/^Director Name/), 'Ada Lovelace');
    await hasValue(organization.getByLabel(/^Year Founded/), '1998');

    // View Subscription goes to #subscription-details; an active subscription can be cancelled by e-mail.
    await page.getByRole('button', { name: 'View Subscription' }).click();
    await page.waitForURL('**/settings#subscription-details');
    await subscription.getByRole('link', { name: 'Cancel Subscription' }).waitFor();
    if (await subscription.getByRole('button', { name: 'Renew' }).count()) throw new Error('Renew shown while active');

    // The old password no longer works; the new one does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await logIn(page, owner.email, 'newpassword1');
    await page.waitForURL('**/steps/getting-started/welcome');
  },
});

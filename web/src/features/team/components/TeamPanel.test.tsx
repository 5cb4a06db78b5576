import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../lib/resources/team';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { InviteForm } from './InviteForm';
import { TeamWidget } from './TeamWidget';

// Generous waits: the suite may share a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const team: TeamMember[] = [
  { id: 'u1', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.org', role: 'owner', invite_accepted: true },
  { id: 'u2', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.org', role: 'member', invite_accepted: true },
  { id: 'u3', first_name: '', last_name: '', email: 'mary.ann-smith@example.org', role: '', invite_accepted: true },
  { id: 'invite:new.person@example.org', first_name: '', last_name: '', email: 'new.person@example.org', role: 'member', invite_accepted: false },
];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/team-members': () => [200, { data: team }],
    'GET /organizations': () => [200, { data: { id: 'o1', name: 'Acme Trust' } }],
    ...extra,
  });
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Invite team members' }));
  return screen.findByRole('dialog', { name: 'Acme Trust' });
}

const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('TeamWidget and the team side panel', { timeout: 20_000 }, () => {
  it('shows the avatar stack with initials, and opens the panel titled with the organization name', async () => {
    signIn();
    api();
    renderRoute(<TeamWidget />);
    const stack = await screen.findByRole('button', { name: 'Team members: 4 people' });
    // Initials from the names; else from the e-mail's local part split on . _ -
    expect(within(stack).getByText('JD')).toBeInTheDocument();
    expect(within(stack).getByText('MA')).toBeInTheDocument();
    expect(within(stack).getByText('NP')).toBeInTheDocument();
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'All Members' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Add Members via Email/)).toHaveFocus();
  });

  it('lists members: name or e-mail, role (default Member), Pending with resend, remove only for others than the owner and me', async () => {
    signIn(owner({ id: 'u1' }));
    api();
    renderRoute(<TeamWidget />);
    await openPanel();
    await screen.findByText('Sam Lee');
    const jane = rowOf('Jane Doe');
    expect(within(jane).getByText('Owner')).toBeInTheDocument();
    expect(within(jane).queryByRole('button', { name: /Remove/ })).toBeNull();

    const sam = rowOf('Sam Lee');
    expect(within(sam).getByText('sam@example.org')).toBeInTheDocument();
    expect(within(sam).getByText('Member')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Remove Sam Lee' })).toBeInTheDocument();
    expect(within(sam).queryByText('Pending')).toBeNull();

    // No names: the e-mail is the display name; a missing role reads Member.
    const mary = rowOf('mary.ann-smith@example.org');
    expect(within(mary).getByText('Member')).toBeInTheDocument();

    const pending = rowOf('new.person@example.org');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Resend invite to new.person@example.org' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Remove new.person@example.org' })).toBeInTheDocument();
  });

  it('a member sees the team but no invite form, resend or remove', async () => {
    signIn(owner({ id: 'u2', role: 'member', email: 'sam@example.org' }));
    api();
    renderRoute(<TeamWidget />);
    expect(screen.queryByRole('button', { name: 'Invite team members' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /Team members/ }));
    const panel = await screen.findByRole('dialog', { name: 'Acme Trust' });
    await within(panel).findByText('Jane Doe');
    expect(within(panel).queryByLabelText(/Add Members via Email/)).toBeNull();
    expect(within(panel).queryAllByRole('button', { name: /Remove|Resend/ })).toHaveLength(0);
    expect(within(rowOf('Sam Lee')).getByText('(you)', { exact: false })).toBeInTheDocument();
  });

  it('closes on a click outside the panel and on Escape, not on a click inside', async () => {
    signIn();
    api();
    renderRoute(<TeamWidget />);
    const panel = await openPanel();
    fireEvent.mouseDown(within(panel).getByRole('heading', { name: 'All Members' }));
    expect(screen.getByRole('dialog', { name: 'Acme Trust' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('team-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openPanel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Invite team members' })).toHaveFocus();
  });

  it('says "Error: Failed to fetch team members." when the list cannot be loaded', async () => {
    signIn();
    mockApi({
      'GET /users/team-members': () => [500, { error: 'boom' }],
      'GET /organizations': () => [200, { data: { id: 'o1', name: 'Acme Trust' } }],
    });
    renderRoute(<TeamWidget />);
    await openPanel();
    const alert = await screen.findByText('Failed to fetch team members.');
    expect(alert.closest('.alert')).toHaveTextContent('Error');
  });
});

describe('InviteForm', { timeout: 20_000 }, () => {
  it('turns addresses into tags on Space, comma or Enter and refuses a bad shape', async () => {
    signIn();
    api();
    renderRoute(<InviteForm />);
    const input = screen.getByLabelText(/Add Members via Email/);
    expect(screen.getByText('Press Space or Enter after each email address.')).toBeInTheDocument();
    await userEvent.type(input, 'a@x.org b@y.org,c@z.org{Enter}');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
    await userEvent.type(input, 'no-at-sign ');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email Address!');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('needs at least one e-mail, and shakes', async () => {
    signIn();
    const { calls } = api();
    renderRoute(<InviteForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least one email is required!');
    expect(document.querySelector('.tags')).toHaveClass('shake');
    expect(calls.some((c) => c.path === '/users/invite')).toBe(false);
  });

  it('animates while sending; then says Invitation Sent, clears the tags, closes the input; the message clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn();
    let answer: (v: [number, unknown]) => void = () => undefined;
    const { calls } = api({ 'POST /users/invite': () => new Promise((r) => (answer = r)) });
    renderRoute(<InviteForm />);
    await user.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org b@y.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const sending = await screen.findByRole('button', { name: /Sending invitations/ });
    expect(sending).toHaveClass('is-sending');
    expect(calls.find((c) => c.path === '/users/invite')?.body).toEqual({ emails: ['a@x.org', 'b@y.org'] });

    await act(async () => answer([200, { status: true, data: ['a@x.org', 'b@y.org'] }]));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add Members via Email/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite more people' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Invitation Sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Invitation Sent')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invite more people' }));
    expect(screen.getByLabelText(/Add Members via Email/)).toHaveValue('');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the server text in red for 5 s, keeping the tags', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn();
    api({
      'POST /users/invite': () => [
        422,
        { status: false, data: 'a@x.org is already a member of your team', error: 'a@x.org is already a member of your team' },
      ],
    });
    renderRoute(<InviteForm />);
    await user.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org ');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const message = await screen.findByText('a@x.org is already a member of your team');
    expect(message.closest('.alert')).toHaveClass('alert--error');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a@x.org']);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('a@x.org is already a member of your team')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('a@x.org is already a member of your team')).toBeNull();
  });

  it('says "Failed to send invitation" without a server text, and "… Please try again." on a network error', async () => {
    signIn();
    api({ 'POST /users/invite': () => [200, { status: false }] });
    renderRoute(<InviteForm />);
    await userEvent.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to send invitation. Please try again.')).toBeInTheDocument();
  });

  it('says "Authentication required" without a session, for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = api();
    renderRoute(<InviteForm />);
    await user.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org ');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/users/invite')).toBe(false);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Authentication required')).toBeNull();
  });
});

describe('resend and remove', { timeout: 20_000 }, () => {
  it('resend asks "Are you sure? You want to invite again!" and reports Success! Invite resent successfully.', async () => {
    signIn();
    const { calls } = api({
      'POST /users/resend_invite_email': () => [200, { success: true, status: true, message: 'Invite resent successfully.' }],
    });
    renderRoute(<TeamWidget />);
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invite to new.person@example.org' }));
    const ask = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(ask).toHaveTextContent('You want to invite again!');
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, send invite!' }));
    expect(await screen.findByText('Invite resent successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The confirmation closed; the panel did not.
    expect(screen.getByRole('dialog', { name: 'Acme Trust' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/users/resend_invite_email')?.body).toEqual({ email: 'new.person@example.org' });
  });

  it('resend failure shows the server message, else "Failed to resend invite"; Cancel sends nothing', async () => {
    signIn();
    const { calls } = api({
      'POST /users/resend_invite_email': () => [404, { success: false, status: false, message: 'There is no pending invitation.' }],
    });
    renderRoute(<TeamWidget />);
    await openPanel();
    const resend = await screen.findByRole('button', { name: 'Resend invite to new.person@example.org' });
    await userEvent.click(resend);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/users/resend_invite_email')).toBe(false);

    await userEvent.click(resend);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send invite!' }));
    expect(await screen.findByText('There is no pending invitation.')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(resend);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send invite!' }));
    expect(await screen.findByText('Failed to resend invite')).toBeInTheDocument();
  });

  it('remove asks "You want to remove this member from the team!" and reports Removed!', async () => {
    signIn();
    const { calls } = api({ 'DELETE /users': () => [200, undefined] });
    renderRoute(<TeamWidget />);
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    const ask = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(ask).toHaveTextContent('You want to remove this member from the team!');
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, remove them!' }));
    // An ok answer that is not JSON counts as success (spec §7).
    expect(await screen.findByText('Member has been removed from the team.')).toBeInTheDocument();
    expect(screen.getByText('Removed!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/users', body: { id: 'u2' } });
  });

  it('remove failure shows the server message, else "Failed to remove member."', async () => {
    signIn();
    api({ 'DELETE /users': () => [403, { success: false, status: false, message: 'The organization owner cannot be removed.' }] });
    renderRoute(<TeamWidget />);
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them!' }));
    expect(await screen.findByText('The organization owner cannot be removed.')).toBeInTheDocument();

    api({ 'DELETE /users': () => [500, { error: 'boom' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove them!' }));
    expect(await screen.findByText('Failed to remove member.')).toBeInTheDocument();
  });

  it('Escape in a confirmation closes only the confirmation', async () => {
    signIn();
    api();
    renderRoute(<TeamWidget />);
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Acme Trust' })).toBeInTheDocument();
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../lib/resources/team';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { AssigneeAvatars, AssigneesButton } from './Assignees';

// Generous waits: the suite may share a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => vi.unstubAllGlobals());

const team: TeamMember[] = [
  { id: 'u1', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.org', role: 'owner', invite_accepted: true },
  { id: 'u2', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.org', role: 'member', invite_accepted: true },
  { id: 'invite:new@example.org', first_name: '', last_name: '', email: 'new@example.org', role: 'member', invite_accepted: false },
];
const route = '/steps/aspirational-vision/mission-statement';

function api(
  assignees: Record<string, string[]> = {},
  extra: Parameters<typeof mockApi>[0] = {},
  due_dates: Record<string, string> = {},
) {
  return mockApi({
    'GET /users/team-members': () => [200, { data: team }],
    'GET /steps-nav-status': () => [200, { steps_nav_status: {}, module_progress: {}, assignees, due_dates }],
    ...extra,
  });
}

const props = { routePath: route, moduleName: 'Aspirational Vision', sectionName: 'Mission Statement' };

describe('AssigneesButton', { timeout: 20_000 }, () => {
  it('is for owners only', () => {
    signIn(owner({ role: 'member' }));
    api();
    renderRoute(<AssigneesButton {...props} />);
    expect(screen.queryByRole('button', { name: /Assignees/ })).toBeNull();
  });

  it('assigns an accepted member (and e-mails them through the server); a pending invitee cannot be chosen', async () => {
    signIn();
    const { calls } = api({}, { 'POST /update-assignee': () => [200, { status: true, assignees: { [route]: ['u2'] } }] });
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /Assignees/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignees' });
    const pending = await within(dialog).findByRole('checkbox', { name: /new@example.org/ });
    expect(pending).toBeDisabled();
    expect(within(dialog).getByText('A team member cannot be assigned until they accept their invitation.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Lee/ }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Sam Lee/ })).toBeChecked());
    expect(calls.find((c) => c.path === '/update-assignee')?.body).toEqual({
      route_path: route,
      assignee_id: 'u2',
      module_name: 'Aspirational Vision',
      section_name: 'Mission Statement',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Assignees of Mission Statement \(Aspirational Vision\): 1 assigned/ })).toBeInTheDocument();
  });

  it('ticks the box in the click itself, before the server answers', async () => {
    signIn();
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const { calls } = api({}, { 'POST /update-assignee': () => new Promise((resolve) => (answer = resolve)) });
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /Assignees/ }));
    const sam = await screen.findByRole('checkbox', { name: /Sam Lee/ });
    // A plain DOM click, read back synchronously: no waiting, as a browser test's check() reads it.
    fireEvent.click(sam);
    expect(sam).toBeChecked();
    await waitFor(() => expect(calls.some((c) => c.path === '/update-assignee')).toBe(true));
    expect(sam).toBeChecked();
    answer([200, { status: true, assignees: { [route]: ['u2'] } }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Sam Lee/ })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: /Sam Lee/ })).toBeChecked();
  });

  it('unassigns, and shows the server message when a change is refused', async () => {
    signIn();
    const { calls } = api(
      { [route]: ['u2'] },
      { 'DELETE /remove-assignee': () => [422, { error: 'A member cannot be assigned until they accept the invitation.' }] },
    );
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: /1 assigned/ }));
    const sam = await screen.findByRole('checkbox', { name: /Sam Lee/ });
    expect(sam).toBeChecked();
    await userEvent.click(sam);
    expect(await screen.findByText('A member cannot be assigned until they accept the invitation.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/remove-assignee')?.body).toEqual({ route_path: route, assignee_id: 'u2' });
  });
});

describe('the due date of an assignment', { timeout: 20_000 }, () => {
  it('is set in the Assignees dialog once someone is assigned, and shows beside the faces', async () => {
    signIn();
    const { calls } = api(
      { [route]: ['u2'] },
      {
        'POST /assignment-due': () => [
          200,
          { status: true, assignees: { [route]: ['u2'] }, due_dates: { [route]: '2031-03-12' } },
        ],
      },
    );
    renderRoute(
      <>
        <AssigneesButton {...props} />
        <AssigneeAvatars routePath={route} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /1 assigned/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignees' });
    const day = within(dialog).getByLabelText('Due date');
    expect(within(dialog).getByRole('button', { name: 'Set due date' })).toBeDisabled();
    fireEvent.change(day, { target: { value: '2031-03-12' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set due date' }));
    expect(await within(dialog).findByText('Due Wednesday, March 12, 2031.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/assignment-due')?.body).toEqual({ route_path: route, due_date: '2031-03-12' });
    expect(screen.getByText('Due Mar 12, 2031')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field", async () => {
    signIn();
    api(
      { [route]: ['u2'] },
      {
        'POST /assignment-due': () => [
          422,
          { error: 'Choose a due date within the next five years.', errors: { due_date: ['Choose a due date within the next five years.'] } },
        ],
      },
    );
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: /1 assigned/ }));
    const day = await screen.findByLabelText('Due date');
    fireEvent.change(day, { target: { value: '2040-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Set due date' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Choose a due date within the next five years.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be set before anyone is assigned, and is removed with its button', async () => {
    signIn();
    const { calls } = api({}, {}, {});
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /Assignees/ }));
    const day = await screen.findByLabelText('Due date');
    expect(day).toBeDisabled();
    expect(screen.getByText('Assign someone first: a due date belongs to an assignment.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/assignment-due')).toBe(false);
  });

  it('removes a due date', async () => {
    signIn();
    const { calls } = api(
      { [route]: ['u2'] },
      { 'POST /assignment-due': () => [200, { status: true, assignees: { [route]: ['u2'] }, due_dates: {} }] },
      { [route]: '2031-03-12' },
    );
    renderRoute(<AssigneesButton {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: /1 assigned/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove due date' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove due date' })).toBeNull());
    expect(calls.find((c) => c.path === '/assignment-due')?.body).toEqual({ route_path: route, due_date: null });
  });

  it('reads as overdue once its day has passed, and is gone once the page is done', async () => {
    signIn();
    api({ [route]: ['u2'] }, {}, { [route]: '2020-01-06' });
    renderRoute(
      <>
        <AssigneeAvatars routePath={route} />
        <AssigneeAvatars routePath={route} done />
      </>,
    );
    expect(await screen.findByText('Overdue since Jan 6, 2020')).toHaveClass('due-chip--overdue');
    expect(screen.getAllByText('Assigned to Sam Lee')).toHaveLength(2);
    expect(screen.getAllByText(/Overdue/)).toHaveLength(1);
  });
});

describe('AssigneeAvatars', { timeout: 20_000 }, () => {
  it('shows the assigned people of a route to everyone', async () => {
    signIn(owner({ role: 'member', id: 'u2' }));
    api({ [route]: ['u2', 'u1'] });
    renderRoute(<AssigneeAvatars routePath={route} />);
    expect(await screen.findByText('Assigned to Sam Lee, Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('SL')).toBeInTheDocument();
  });

  it('shows nothing for a route without assignees', async () => {
    signIn();
    const { calls } = api({ '/steps/other': ['u2'] });
    const { container } = renderRoute(<AssigneeAvatars routePath={route} />);
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(container).toBeEmptyDOMElement();
  });
});

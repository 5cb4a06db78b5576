import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { TeamStep } from './TeamStep';

afterEach(() => vi.unstubAllGlobals());

const done = { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team: 1 } } };
const extra = ['/steps/getting-started/welcome'];

describe('TeamStep', () => {
  it('explains collaboration', () => {
    signIn();
    mockApi({});
    renderRoute(<TeamStep />, { path: '/onboarding/team' });
    expect(screen.getByText(/Assignees/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be assigned until they accept/)).toBeInTheDocument();
  });

  it('needs at least one e-mail', async () => {
    signIn();
    mockApi({});
    renderRoute(<TeamStep />, { path: '/onboarding/team' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least one email is required!');
  });

  it('invites, says "Invitation Sent", completes the team step and goes to welcome after 2 s', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /users/invite': () => [200, { status: true, data: ['a@x.org', 'b@y.org'] }],
      'POST /onboarding/status': () => [200, done],
    });
    const { router } = renderRoute(<TeamStep />, { path: '/onboarding/team', extra });
    await userEvent.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org b@y.org');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/users/invite')?.body).toEqual({ emails: ['a@x.org', 'b@y.org'] });
    await waitFor(() => expect(calls.some((c) => c.path === '/onboarding/status')).toBe(true));
    expect(calls.find((c) => c.path === '/onboarding/status')?.body).toEqual({ step_statuses: { steps: { team: 1 } } });
    expect(router.state.location.pathname).toBe('/onboarding/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'), { timeout: 3000 });
  });

  it('shows the server text of a refused invite, and the generic text when the server is unreachable', async () => {
    signIn();
    mockApi({ 'POST /users/invite': () => [422, { status: false, data: 'a@x.org is already a member', error: 'a@x.org is already a member' }] });
    renderRoute(<TeamStep />, { path: '/onboarding/team', extra });
    await userEvent.type(screen.getByLabelText(/Add Members via Email/), 'a@x.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('a@x.org is already a member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to send invitations. Please try again.')).toBeInTheDocument();
  });

  it('Skip for Now completes the team step and goes to welcome', async () => {
    signIn();
    const { calls } = mockApi({ 'POST /onboarding/status': () => [200, done] });
    const { router } = renderRoute(<TeamStep />, { path: '/onboarding/team', extra });
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/onboarding/status', body: { step_statuses: { steps: { team: 1 } } } });
  });
});

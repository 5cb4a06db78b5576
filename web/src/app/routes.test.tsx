import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/session';
import { mockApi, owner, renderRoutes, signIn } from '../test/utils';
import { routes } from './routes';

const ready = owner({ subscription_status: 'active' });
const done = { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team: 1 } } };

afterEach(() => vi.unstubAllGlobals());

describe('route guards (spec §4)', () => {
  it('send visitors of /payment, /renewal, renewal success and onboarding to sign-up', async () => {
    mockApi({});
    for (const path of ['/payment', '/renewal', '/subscription/renewal/success', '/onboarding/organization']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
      unmount();
    }
  });

  it('send visitors of other signed-in pages to login', async () => {
    mockApi({});
    for (const path of ['/steps/getting-started/welcome', '/settings', '/subscription/success']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });

  it('redirect / and /steps to the getting-started welcome page', async () => {
    signIn(ready);
    mockApi({ 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    for (const path of ['/', '/steps']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
      unmount();
    }
  });

  it('send signed-in visitors of login and sign-up to the welcome page', async () => {
    signIn(ready);
    mockApi({ 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('send an owner without an active subscription from the plan to payment', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }], 'GET /plans': () => [200, { data: [] }] });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });

  it('send an owner with onboarding left to the first incomplete step', async () => {
    signIn(ready);
    mockApi({
      'GET /me': () => [200, { data: ready }],
      'GET /onboarding/status': () => [200, { step_statuses: { steps: { welcome: 1, organization: 0, 'about-you': -1, team: -1 } } }],
      'GET /organizations': () => [404, { error: 'Not found' }],
    });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/organization'));
  });

  it('let a member straight in', async () => {
    const member = owner({ role: 'member', subscription_status: null, subscription: null });
    signIn(member);
    mockApi({ 'GET /me': () => [200, { data: member }] });
    renderRoutes(routes, '/steps/getting-started/welcome');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Jane!');
  });

  it('log out from the top bar: storage wiped, back to login', async () => {
    signIn(ready);
    sessionStorage.setItem('something', 'x');
    mockApi({ 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('log out when a read answers 401', async () => {
    signIn(ready);
    mockApi({ 'GET /me': () => [401, { error: 'Your session has expired. Please log in again.' }] });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('the getting-started welcome page', () => {
  it('has the plan outputs against resources outputs table and the advisory contact', async () => {
    signIn(ready);
    mockApi({ 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    renderRoutes(routes, '/steps/getting-started/welcome');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Plan outputs' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Resources outputs' })).toBeInTheDocument();
    expect(table).toHaveTextContent(/3-year total fundraising goal/i);
    expect(table).toHaveTextContent(/gift pyramid/i);
    expect(screen.getByRole('heading', { name: 'The 15 modules' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advisory team' })).toHaveTextContent(/advisory team/);
    expect(screen.getByRole('link', { name: 'Fundraising Plan' })).toHaveAttribute('aria-current', 'page');
  });
});

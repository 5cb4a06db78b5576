import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { getSession, rememberedLicenceCode } from '../lib/session';
import { FUNDER, funderHome, myFunders } from '../test/funderFixtures';
import { MODULES, navFixture } from '../test/navFixture';
import { mockApi, owner, renderRoutes, signIn } from '../test/utils';
import { routes } from './routes';

// Pages load lazily (route modules): allow for a busy machine.
// The first test to open the plan waits for its lazy chunk, which now holds modules 11–15 too:
// transformed cold on a busy machine, that can take longer than 5 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const ready = owner({ subscription_status: 'active' });
const done = { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team: 1 } } };
/** The plan's calls: navigation state, skipped modules, last interaction, team. */
const plan = {
  'GET /steps-nav-status': () => [200, navFixture()] as [number, unknown],
  'GET /extensions/skipped_modules': () => [200, { skipped_routes: [] }] as [number, unknown],
  'POST /extensions/last-interaction-time': () => [200, { status: true, module_name: 'getting-started' }] as [number, unknown],
  'GET /users/team-members': () => [200, { data: [] }] as [number, unknown],
};

afterEach(() => vi.unstubAllGlobals());

describe('route guards (spec §4)', () => {
  it('send visitors of /payment, /renewal, renewal success and onboarding to sign-up', async () => {
    mockApi({});
    for (const path of ['/payment', '/renewal', '/subscription/renewal/success', '/onboarding/organization', '/redeem?code=X']) {
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
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    for (const path of ['/', '/steps']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
      unmount();
    }
  });

  it('send signed-in visitors of login and sign-up to the welcome page', async () => {
    signIn(ready);
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
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
    const member = owner({ role: 'member', subscription_status: 'inactive', subscription: { status: 'inactive' } });
    signIn(member);
    mockApi({ ...plan, 'GET /me': () => [200, { data: member }] });
    renderRoutes(routes, '/steps/getting-started/welcome');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(screen.getByRole('heading', { level: 2, name: /^Welcome, Jane!/ })).toBeInTheDocument();
  });

  it('log out from the top bar: storage wiped, back to login', async () => {
    signIn(ready);
    sessionStorage.setItem('something', 'x');
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('send an owner to payment when a plan read answers 402 (the subscription ended while working)', async () => {
    signIn(ready);
    let active = true;
    const lapsed = owner({ subscription_status: 'inactive', subscription: { status: 'inactive' } });
    mockApi({
      ...plan,
      'GET /me': () => [200, { data: active ? ready : lapsed }],
      'GET /onboarding/status': () => [200, done],
      'GET /steps-nav-status': () => {
        active = false;
        return [402, { error: 'Your subscription is not active.', code: 'subscription_inactive' }];
      },
    });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(getSession()).not.toBeNull();
  });

  it('log out when a read answers 401', async () => {
    signIn(ready);
    mockApi({ 'GET /me': () => [401, { error: 'Your session has expired. Please log in again.' }] });
    const { router } = renderRoutes(routes, '/steps/getting-started/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('the link a funder sends (/join/{code}, issue 18 §3)', () => {
  it('takes a signed-in owner to the redeem page with the code filled in', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }] });
    const { router } = renderRoutes(routes, paths.join('7KQM-4TXR-P9WD'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redeem'));
    expect(router.state.location.search).toBe('?code=7KQM-4TXR-P9WD');
    expect(await screen.findByRole('textbox', { name: /^Licence code/ })).toHaveValue('7KQM-4TXR-P9WD');
    expect(rememberedLicenceCode()).toBeNull();
  });

  it('remembers the code of a visitor and takes them to sign-up, which says why', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, '/join/7kqm-4txr-p9wd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(rememberedLicenceCode()).toBe('7kqm-4txr-p9wd');
    expect(await screen.findByRole('status')).toHaveTextContent(/You're joining with a licence code from a funder/);
  });
});

describe('the getting-started welcome page', () => {
  it('has the plan outputs against resources outputs table and the advisory contact', async () => {
    signIn(ready);
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    renderRoutes(routes, '/steps/getting-started/welcome');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Plan outputs' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Resources outputs' })).toBeInTheDocument();
    expect(table).toHaveTextContent(/3-year total fundraising goal/i);
    expect(table).toHaveTextContent(/gift pyramid/i);
    // The modules come from the server's registry, not from a list in the SPA.
    expect(screen.getByRole('heading', { name: `The ${MODULES.length} modules` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Core Annual Programs and Budgets' })).toHaveAttribute(
      'href',
      '/steps/funding-annual/overview',
    );
    expect(screen.getByRole('complementary', { name: 'Advisory team' })).toHaveTextContent(/advisory team/);
    expect(screen.getByRole('link', { name: 'Fundraising Plan' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the routes of the plan (spec §2)', () => {
  it('show a static page of the content folder in the step container, with the top bar', async () => {
    signIn(ready);
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    renderRoutes(routes, '/steps/getting-started/teammember');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collaboration and Adding Team Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Help/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Next Module' })).toBeInTheDocument();
  });

  it('show a closing section’s own screen in the step container', async () => {
    signIn(ready);
    mockApi({
      ...plan,
      'GET /me': () => [200, { data: ready }],
      'GET /onboarding/status': () => [200, done],
      'GET /success-stories': () => [200, { stories: [], version: 0 }],
    });
    renderRoutes(routes, '/steps/finalize-your-case-for-support/success-story-highlights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Success Story Highlights' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Success Story 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('show the case-statement document page of module 11 in the plan, and program views by title', async () => {
    signIn(ready);
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    const first = renderRoutes(routes, '/case-statement-document');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Statement Document' })).toBeInTheDocument();
    expect(screen.getByText('Module 11 · Case for Support')).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, '/steps/funding-annual/core-expenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Core Program Expenses' })).toBeInTheDocument();
  });

  it('activate Fundraising Resources on /fundraising-collateral and below', async () => {
    signIn(ready);
    mockApi({ ...plan, 'GET /me': () => [200, { data: ready }], 'GET /onboarding/status': () => [200, done] });
    renderRoutes(routes, '/fundraising-collateral/anything');
    expect(await screen.findByRole('link', { name: 'Fundraising Resources' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Fundraising Plan' })).not.toHaveAttribute('aria-current');
  });

  it('keep the invitation page public', async () => {
    mockApi({ 'GET /invitations/abc': () => [404, { error: 'Not found' }] });
    const { router } = renderRoutes(routes, '/invitation?token=abc');
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/invitation');
  });

  it('keep the page that stops a funder’s reminders public (issue 18 §5)', async () => {
    mockApi({ 'POST /reminders/opt-out': () => [200, { organization: 'Riverbend Literacy' }] });
    const { router } = renderRoutes(routes, `/reminders/stop?token=${'0'.repeat(64)}`);
    expect(await screen.findByRole('heading', { level: 1, name: "You won't get more reminders" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reminders/stop');
  });
});

describe('the funder side (issue 18 §1–2)', () => {
  const noNonprofit = { error: 'Your account works for a funder and has no nonprofit organization of its own.' };
  const funderOnly = owner({ id: 'u7', first_name: 'Ana', last_name: 'Ortiz', email: 'ana@harbor.org', role: '', organization_id: 'own' });

  it('sends a person who works only for funders from a nonprofit page to their funder’s home, with no error on the way', async () => {
    signIn(funderOnly);
    mockApi({
      'GET /me': () => [403, noNonprofit],
      'GET /me/funders': () => [200, myFunders()],
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /users/team-members': () => [403, noNonprofit],
      'GET /steps-nav-status': () => [403, noNonprofit],
    });
    for (const path of ['/', '/steps/getting-started/welcome', '/settings', '/payment', '/onboarding/organization']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/funders/f1'));
      expect(await screen.findByRole('heading', { level: 1, name: FUNDER })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).toBeNull();
      unmount();
    }
  });

  it('sends a signed-out visitor of a funder’s page to login, and back there once logged in', async () => {
    mockApi({
      'POST /auth': () => [
        200,
        {
          token: 'abc',
          user: funderOnly,
          shouldRedirectToPayment: false,
          shouldRedirectToOnboarding: false,
          firstIncompleteStep: null,
          hasOrganization: false,
          funderIds: ['f1'],
        },
      ],
      'GET /me/funders': () => [200, myFunders()],
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/staff': () => [200, { staff: [], invitations: [] }],
    });
    const { router } = renderRoutes(routes, '/funders/f1/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/funders/f1/staff' });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ana@harbor.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funders/f1/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('the funder’s chrome: its name and the person’s role, Cohorts and Staff for an admin, their plan, their name, Log out', async () => {
    signIn(funderOnly);
    mockApi({
      'GET /me/funders': () => [200, myFunders({ has_organization: true })],
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/staff': () => [200, { staff: [], invitations: [] }],
      'POST /auth/logout': () => [200, { status: true, message: 'You have been logged out.' }],
    });
    const { router } = renderRoutes(routes, '/funders/f1');
    expect(await screen.findByRole('heading', { level: 1, name: FUNDER })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Funder' });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(`${FUNDER}Admin`);
    expect(within(nav).getByRole('link', { name: 'Cohorts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: "Your organization's plan" })).toHaveAttribute('href', '/steps/getting-started/welcome');
    expect(screen.getByText('Ana Ortiz')).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('a programme officer has no Staff link; a funder they are not on says so', async () => {
    signIn(funderOnly);
    mockApi({
      'GET /me/funders': () => [200, myFunders({ funders: [{ id: 'f1', name: FUNDER, role: 'programme_officer' }] })],
      'GET /funders/f1': () => [200, funderHome('programme_officer', [])],
      'GET /funders/f9': () => [403, { error: "You are not on this funder's staff." }],
    });
    const first = renderRoutes(routes, '/funders/f1');
    expect(await screen.findByText('No cohorts are assigned to you yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Funder' })).queryByRole('link', { name: 'Staff' })).toBeNull();
    first.unmount();

    renderRoutes(routes, '/funders/f9');
    expect(await screen.findByRole('alert')).toHaveTextContent("You are not on this funder's staff.");
    expect(await screen.findByRole('link', { name: FUNDER })).toHaveAttribute('href', '/funders/f1');
  });

  it('a nonprofit’s person who also works for a funder finds its home in the top bar', async () => {
    signIn(ready);
    mockApi({
      ...plan,
      'GET /me': () => [200, { data: ready }],
      'GET /onboarding/status': () => [200, done],
      'GET /me/funders': () => [200, myFunders({ has_organization: true })],
    });
    renderRoutes(routes, '/steps/getting-started/welcome');
    const funders = await screen.findByRole('navigation', { name: 'Your funders' });
    expect(within(funders).getByRole('link', { name: `${FUNDER} (funder)` })).toHaveAttribute('href', '/funders/f1');
  });

  it('keeps the funder invitation page public', async () => {
    mockApi({ 'GET /funder-invitations/abc': () => [404, { error: 'gone' }] });
    const { router } = renderRoutes(routes, '/funder-invitation?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('gone');
    expect(router.state.location.pathname).toBe('/funder-invitation');
  });
});

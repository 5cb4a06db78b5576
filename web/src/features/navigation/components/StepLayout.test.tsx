import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { NavStatusRequest } from '../../../lib/resources/navigation';
import { useStepValidator, type StepVerdict } from '../../../lib/stepValidation';
import { navFixture } from '../../../test/navFixture';
import { mockApi, renderRoutes, signIn } from '../../../test/utils';
import { useStepContext } from '../stepContext';
import { StepLayout } from './StepLayout';

// The sidebar is a large tree: role queries over it are slow in jsdom.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

let verdict: StepVerdict | null = null;

function TestPage() {
  const { path, route } = useStepContext();
  useStepValidator(() => verdict ?? 'valid');
  return <p>{`body of ${route?.name ?? path}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: <StepLayout views={{ '/steps/funding-annual/core-expenses': 'Core Program Expenses' }} finishTo="/done" notFound={<p>not found</p>} />,
    children: [
      { path: 'steps/*', element: <TestPage /> },
      { path: 'case-statement-document', element: <TestPage /> },
    ],
  },
  { path: 'done', element: <p>done page</p> },
  { path: 'fundraising-collateral', element: <p>resources page</p> },
];

function setup(path: string, { statuses = {}, skipped = [] as string[], handlers = {} } = {}) {
  verdict = null;
  signIn();
  // A server that keeps what it is sent.
  let state = { statuses: statuses as Record<string, number>, skipped };
  const api = mockApi({
    'GET /steps-nav-status': () => [200, navFixture(state.statuses, state.skipped)],
    'GET /extensions/skipped_modules': () => [200, { skipped_routes: state.skipped }],
    'POST /extensions/skipped_modules': (body) => {
      state = { ...state, skipped: (body as { skipped_routes: string[] }).skipped_routes };
      return [200, { status: true, skipped_routes: state.skipped }];
    },
    'POST /extensions/last-interaction-time': (body) => [
      200,
      { status: true, module_name: 'x', last_interaction_time: '2026-01-01T00:00:00Z', ...(body as object) },
    ],
    'POST /steps-nav-status': (body) => {
      state = { ...state, statuses: (body as NavStatusRequest).steps_nav_status };
      return [200, navFixture(state.statuses, state.skipped)];
    },
    ...handlers,
  });
  const view = renderRoutes(routes, path);
  return { ...api, ...view };
}

const ring = (slug: string) => document.querySelector(`[data-module="${slug}"] .ring`)?.getAttribute('data-percent');

describe('the step container (spec §2)', () => {
  it('shows the module, the section title, the page and the sidebar with the overall bar', async () => {
    const { calls } = setup('/steps/aspirational-vision/overview', { statuses: { '/steps/getting-started/welcome': 1 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Module 3 · Aspirational Vision')).toBeInTheDocument();
    expect(screen.getByText('body of Overview')).toBeInTheDocument();
    expect(screen.getByText('Your Fundraising Plan Progress')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your Fundraising Plan Progress' })).toHaveAttribute('aria-valuenow', '5');
    expect(ring('getting-started')).toBe('50');
    // The current module is open with the current page marked; others are folded.
    const current = screen.getByRole('link', { name: /^Overview, current page/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Show the sections of Getting Started' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/extensions/last-interaction-time')?.body).toEqual({
        route_path: '/steps/aspirational-vision/overview',
      }),
    );
  });

  it('shows a check mark for completed sections when a module is opened', async () => {
    setup('/steps/aspirational-vision/overview', { statuses: { '/steps/getting-started/welcome': 1 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the sections of Getting Started' }));
    expect(screen.getByRole('link', { name: 'Welcome, completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collaboration and Adding Team Members, not completed' })).toBeInTheDocument();
  });

  it('Next completes the page, opens the next one, moves on, and the ring follows', async () => {
    const { router, calls } = setup('/steps/getting-started/welcome');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/teammember'));
    const post = await waitFor(() => {
      const sent = calls.find((c) => c.method === 'POST' && c.path === '/steps-nav-status');
      expect(sent).toBeDefined();
      return sent!;
    });
    expect((post.body as NavStatusRequest).steps_nav_status).toMatchObject({
      '/steps/getting-started/welcome': 1,
      '/steps/getting-started/teammember': 0,
    });
    expect((post.body as NavStatusRequest).current_route).toBe('/steps/getting-started/welcome');
    // The ring is drawn from the statuses the server answered: it follows once that answer is in.
    await waitFor(() => expect(ring('getting-started')).toBe('50'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collaboration and Adding Team Members' })).toHaveFocus();
  });

  it('reads "Next Module" on the last page of a module, and leads to the next module', async () => {
    const { router } = setup('/steps/getting-started/teammember');
    await userEvent.click(await screen.findByRole('button', { name: 'Next Module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/aspirational-vision/overview'));
  });

  it('does not move on while the page says it is invalid', async () => {
    const { router, calls } = setup('/steps/getting-started/welcome');
    verdict = 'invalid';
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/steps/getting-started/welcome');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/steps-nav-status')).toBe(false);
  });

  it('rolls the progress back and says so when the save fails', async () => {
    setup('/steps/getting-started/welcome', {
      handlers: { 'POST /steps-nav-status': () => [500, { error: 'The server is unavailable.' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your progress was not saved');
    expect(alert).toHaveTextContent('The server is unavailable.');
    expect(ring('getting-started')).toBe('0');
  });

  it('shows "Well done!" on completing a resource page, linking to the resources with a highlight', async () => {
    const { router } = setup('/steps/finalize-your-case-for-support/success-story-highlights');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-statement-document'));
    const toast = await screen.findByRole('alertdialog', { name: 'Well done!' });
    expect(toast).toHaveStyle({ width: '392px' });
    expect(within(toast).getByRole('link', { name: 'View Talking Points' })).toHaveAttribute(
      'href',
      '/fundraising-collateral?highlight=talking-points',
    );
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('on the last page of the plan, completes the plan and leads on', async () => {
    const { calls } = setup('/steps/gift-pyramid/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Your Plan' }));
    expect(await screen.findByText('done page')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/steps-nav-status')!;
    expect((post.body as NavStatusRequest).steps_nav_status['/steps/gift-pyramid/overview']).toBe(1);
  });

  it('sends an unknown program to the list of core programs, and a module alone to its first page', async () => {
    const { router, unmount } = setup('/steps/funding-annual/program/gone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/funding-annual/core-programs'));
    unmount();
    const second = setup('/steps/gift-pyramid');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/steps/gift-pyramid/overview'));
  });

  it('shows a view of a module with its title, and an unknown page as not found', async () => {
    const { unmount } = setup('/steps/funding-annual/core-expenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Core Program Expenses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    unmount();
    setup('/steps/funding-annual/nothing-here');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});

describe('skipped modules (spec §2, §4)', () => {
  it('a page of a skipped module shows the Module Skipped dialog, whose button leads to the overview', async () => {
    const { router } = setup('/steps/funding-new-projects/new-projects', { skipped: ['/steps/funding-new-projects'] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Module Skipped' });
    expect(dialog).toHaveTextContent(
      'This module has been skipped. Please go to the Module 9 Overview page to unskip it if you want to access this section.',
    );
    expect(screen.queryByText(/^body of/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Module 9 Overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/funding-new-projects/overview'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This Module is Skipped' })).toBeInTheDocument();
  });

  it('greys a skipped module with a lock and 0 progress', async () => {
    setup('/steps/funding-new-projects/overview', {
      statuses: { '/steps/funding-new-projects/overview': 1 },
      skipped: ['/steps/funding-new-projects'],
    });
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(document.querySelector('[data-module="funding-new-projects"]')).toHaveClass('is-skipped');
    expect(ring('funding-new-projects')).toBe('0');
    expect(screen.getByRole('link', { name: /^Module 9\s*New Projects, skipped$/ })).toBeInTheDocument();
  });

  it('Skip it saves the list, waits 200 ms, goes to the 3-year goal summary and shows its toast', async () => {
    const { router, calls } = setup('/steps/funding-new-projects/overview');
    expect(await screen.findByRole('heading', { name: 'This Module is Optional' })).toBeInTheDocument();
    const clicked = performance.now();
    await userEvent.click(screen.getByRole('button', { name: 'Skip it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/total-fundraising-goal/summary'));
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(195);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/extensions/skipped_modules')?.body).toEqual({
      skipped_routes: ['/steps/funding-new-projects'],
    });
    expect(document.querySelector('[data-module="funding-new-projects"]')).toHaveClass('is-skipped');
    const toast = await screen.findByRole('alertdialog', { name: 'Well done!' });
    expect(within(toast).getByRole('link')).toHaveAttribute(
      'href',
      '/fundraising-collateral?highlight=understanding-your-fundraising-goals',
    );
  });

  it('a failed skip still goes on, puts the module back and says why', async () => {
    const { router } = setup('/steps/funding-new-projects/overview', {
      handlers: { 'POST /extensions/skipped_modules': () => [500, { error: 'Server error.' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/total-fundraising-goal/summary'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    expect(document.querySelector('[data-module="funding-new-projects"]')).not.toHaveClass('is-skipped');
  });

  it('Unskip it brings the module back; a failure is logged, kept locally and shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = setup('/steps/funding-new-projects/overview', {
      skipped: ['/steps/funding-new-projects'],
      handlers: { 'POST /extensions/skipped_modules': () => [500, { error: 'Server error.' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unskip it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    expect(error).toHaveBeenCalled();
    expect(sessionStorage.getItem('fundplan.unskipError')).toBe('Server error.');
    expect(screen.getByRole('heading', { name: 'This Module is Skipped' })).toBeInTheDocument();
    unmount();

    setup('/steps/funding-new-projects/overview', { skipped: ['/steps/funding-new-projects'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Unskip it' }));
    expect(await screen.findByRole('heading', { name: 'This Module is Optional' })).toBeInTheDocument();
    expect(document.querySelector('[data-module="funding-new-projects"]')).not.toHaveClass('is-skipped');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavStatusRequest, NavStatusResponse } from '../../lib/resources/navigation';
import { notifyPlanChanged, PLAN_EVENTS } from '../../lib/planEvents';
import { navFixture } from '../../test/navFixture';
import { mockApi, signIn, testQueryClient } from '../../test/utils';
import { navKeys } from '../../lib/resources/navigation';
import { useNavStatus, useSkipModule, useUpdateRouteStatus } from './navState';
import { applyStatusChanges } from './progress';

afterEach(() => vi.unstubAllGlobals());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(handlers: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({ 'GET /steps-nav-status': () => [200, navFixture()], ...handlers });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => ({ nav: useNavStatus(), update: useUpdateRouteStatus(), skip: useSkipModule() }),
    { wrapper },
  );
  return { ...api, client, hook };
}

const WELCOME = '/steps/getting-started/welcome';
const TEAM = '/steps/getting-started/teammember';
const nav = (client: ReturnType<typeof testQueryClient>) => client.getQueryData<NavStatusResponse>(navKeys.status)!;

describe('optimistic route status updates (spec §4)', () => {
  it('show the change at once, send the full map with the current route, then keep the server answer', async () => {
    const answer = deferred<[number, unknown]>();
    const { client, hook, calls } = setup({ 'POST /steps-nav-status': () => answer.promise });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());

    act(() => hook.result.current.update.mutate({ changes: { [WELCOME]: 1, [TEAM]: 0 }, currentRoute: WELCOME }));
    await waitFor(() => expect(nav(client).steps_nav_status[WELCOME]).toBe(1));
    expect(nav(client).module_progress['getting-started'].percent).toBe(50);
    const post = calls.find((c) => c.method === 'POST')!;
    const body = post.body as NavStatusRequest;
    expect(body.current_route).toBe(WELCOME);
    expect(body.steps_nav_status).toMatchObject({ [WELCOME]: 1, [TEAM]: 0, '/steps/gift-pyramid/overview': -1 });

    const server = navFixture({ [WELCOME]: 1, [TEAM]: 0, '/steps/aspirational-vision/overview': 1 });
    answer.resolve([200, server]);
    await waitFor(() => expect(nav(client).steps_nav_status['/steps/aspirational-vision/overview']).toBe(1));
    expect(nav(client).overall_progress).toBe(server.overall_progress);
  });

  it('restore the previous value when the call fails, and raise the error', async () => {
    const { client, hook } = setup({ 'POST /steps-nav-status': () => [500, { error: 'Server error.' }] });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());
    const before = nav(client);

    let raised: unknown;
    await act(async () => {
      await hook.result.current.update
        .mutateAsync({ changes: { [WELCOME]: 1 }, currentRoute: WELCOME })
        .catch((e: unknown) => (raised = e));
    });
    expect((raised as Error).message).toBe('Server error.');
    expect(nav(client).steps_nav_status).toEqual(before.steps_nav_status);
    expect(nav(client).overall_progress).toBe(0);
  });

  it('never let an earlier answer hide a change still on its way', async () => {
    const first = deferred<[number, unknown]>();
    const second = deferred<[number, unknown]>();
    const answers = [first, second];
    const { client, hook } = setup({ 'POST /steps-nav-status': () => answers.shift()!.promise });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());

    act(() => hook.result.current.update.mutate({ changes: { [WELCOME]: 1 }, currentRoute: WELCOME }));
    act(() => hook.result.current.update.mutate({ changes: { [TEAM]: 1 }, currentRoute: TEAM }));
    await waitFor(() => expect(nav(client).module_progress['getting-started'].percent).toBe(100));

    // The first answer knows nothing of the second change: it still shows.
    first.resolve([200, applyStatusChanges(navFixture(), { [WELCOME]: 1 })]);
    await waitFor(() => expect(hook.result.current.update.isPending).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(nav(client).steps_nav_status[TEAM]).toBe(1);
    expect(nav(client).module_progress['getting-started'].percent).toBe(100);

    // The second fails: only its own change goes away.
    second.resolve([500, { error: 'Server error.' }]);
    await waitFor(() => expect(nav(client).steps_nav_status[TEAM]).toBe(-1));
    expect(nav(client).steps_nav_status[WELCOME]).toBe(1);
    expect(nav(client).module_progress['getting-started'].percent).toBe(50);
  });
});

describe('reloading after a plan change', () => {
  it('never keeps an answer read before the change: the read on its way when programs are renamed does not bring the old plan back', async () => {
    const stale = deferred<[number, unknown]>();
    const reads = [
      () => [200, navFixture()] as [number, unknown],
      () => stale.promise,
      () => [200, navFixture({ [WELCOME]: 1 })] as [number, unknown],
    ];
    const post = deferred<[number, unknown]>();
    const { client, hook, calls } = setup({
      'GET /steps-nav-status': () => reads.shift()!(),
      'POST /steps-nav-status': () => post.promise,
    });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());

    // A reload is on its way (say the page was just opened) when the programs are renamed.
    act(() => void client.invalidateQueries({ queryKey: navKeys.status }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    act(() => notifyPlanChanged(PLAN_EVENTS.programsUpdated));
    await waitFor(() => expect(nav(client).steps_nav_status[WELCOME]).toBe(1));

    // The older read answers last, with the plan as it was before the change.
    stale.resolve([200, navFixture()]);
    await new Promise((r) => setTimeout(r, 20));
    expect(nav(client).steps_nav_status[WELCOME]).toBe(1);
    // The next local change is drawn on the newer answer, not on the older one.
    act(() => hook.result.current.update.mutate({ changes: { [TEAM]: 1 }, currentRoute: TEAM }));
    await waitFor(() => expect(nav(client).steps_nav_status[TEAM]).toBe(1));
    expect(nav(client).steps_nav_status[WELCOME]).toBe(1);
    expect(nav(client).module_progress['getting-started'].percent).toBe(100);
  });
});

describe('skipping module 9 (spec §4)', () => {
  it('greys the module and takes it out of the overall figure at once, then saves the list and notifies the app', async () => {
    const saved = deferred<[number, unknown]>();
    const { client, hook, calls } = setup({
      'GET /steps-nav-status': () => [200, navFixture({ [WELCOME]: 1, '/steps/funding-new-projects/overview': 1 })],
      'POST /extensions/skipped_modules': () => saved.promise,
    });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('skipped-modules-updated', listener);

    let done!: Promise<unknown>;
    act(() => {
      done = hook.result.current.skip.run('skip');
    });
    await waitFor(() => expect(nav(client).module_progress['funding-new-projects'].skipped).toBe(true));
    expect(nav(client).module_progress['funding-new-projects'].percent).toBe(0);
    expect(nav(client).overall_progress).toBe(Math.round((1 / 15) * 100));
    expect(client.getQueryData(navKeys.skipped)).toEqual(['/steps/funding-new-projects']);
    expect(calls.find((c) => c.path === '/extensions/skipped_modules')?.body).toEqual({
      skipped_routes: ['/steps/funding-new-projects'],
    });

    saved.resolve([200, { status: true, skipped_routes: ['/steps/funding-new-projects'] }]);
    await act(async () => {
      await done;
    });
    expect(events).toEqual([{ operation: 'skip', skipped_routes: ['/steps/funding-new-projects'] }]);
    window.removeEventListener('skipped-modules-updated', listener);
  });

  it('puts the module back when the save fails', async () => {
    const { client, hook } = setup({ 'POST /extensions/skipped_modules': () => [422, { error: 'Nope.' }] });
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());
    let raised: unknown;
    await act(async () => {
      await hook.result.current.skip.run('skip').catch((e: unknown) => (raised = e));
    });
    expect((raised as Error).message).toBe('Nope.');
    expect(nav(client).module_progress['funding-new-projects'].skipped).toBe(false);
    expect(client.getQueryData(navKeys.skipped)).toEqual([]);
  });

  it('refuses without a session, with the spec messages', async () => {
    const { hook } = setup({});
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());
    localStorage.clear();
    const { resetSessionCache } = await import('../../lib/session');
    resetSessionCache();
    await expect(hook.result.current.skip.run('skip')).rejects.toThrow('Authentication token not available');
    await expect(hook.result.current.skip.run('unskip')).rejects.toThrow('Authentication required for unskipping modules');
    await expect(hook.result.current.skip.run('unskip', '')).rejects.toThrow('No module path provided for unskipping');
  });
});

describe('plan events (spec §4)', () => {
  it('reload the plan when programs or projects are updated', async () => {
    const { hook, calls } = setup({});
    await waitFor(() => expect(hook.result.current.nav.data).toBeDefined());
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/steps-nav-status').length;
    const before = gets();
    act(() => notifyPlanChanged(PLAN_EVENTS.programsUpdated));
    await waitFor(() => expect(gets()).toBe(before + 1));
    act(() => notifyPlanChanged(PLAN_EVENTS.projectsUpdated));
    await waitFor(() => expect(gets()).toBe(before + 2));
  });
});

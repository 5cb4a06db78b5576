import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import type { User } from '../lib/resources/me';
import { setSession, toSessionUser } from '../lib/session';

/** The application's own query client (with its 401 handling), never retrying in tests. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** Renders `element` at `path` inside a memory router, with other routes shown as "<path> page". */
export function renderRoute(
  element: ReactElement,
  options: { path?: string; initial?: string; extra?: string[] } = {},
) {
  const { path = '/', extra = [] } = options;
  const initial = options.initial ?? path;
  const routes: RouteObject[] = [
    { path, element },
    ...extra.map((p) => ({ path: p, element: <p>{`${p} page`}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const client = testQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function renderRoutes(routes: RouteObject[], initial: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const client = testQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

/** An answer: status and JSON body, and response headers when the test needs some (Retry-After). */
type Reply = [number, unknown] | [number, unknown, Record<string, string>];
type Handler = (body: unknown, init: RequestInit) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with a table of "METHOD /path" handlers (path after /api/v1, without the query).
 * Unknown calls answer 404. Returns the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      init.body instanceof FormData ? init.body : typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${path}`];
    const [status, payload, headers = {}] = handler ? await handler(body, init) : [404, { error: 'Not found' }];
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A user as GET /me answers it (UserView), an owner without a subscription unless overridden. */
export const owner = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.org',
  role: 'owner',
  confirmed: true,
  organization_id: 'o1',
  phone: '',
  position: '',
  preferred_language: 'en',
  time_zone: 'UTC',
  subscription_status: 'inactive',
  subscription: { status: 'inactive' },
  ...overrides,
});

export function signIn(user: User = owner()) {
  setSession({ token: 'test-token', user: toSessionUser(user) });
}

/** The rows of the tables in `container`, each as its cells' text (header cells included). */
export function tableRows(container: HTMLElement): (string | null)[][] {
  return within(container)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent));
}

/**
 * Files handed to the browser (lib/api/download.ts `saveFile`), recorded instead of saved: jsdom
 * has no object URLs, and a click on a link would navigate. Call in `beforeEach`; returns the list
 * of saves (filled as they happen) and the cleanup to return from the hook.
 */
export function recordFileSaves(): { saved: { href: string; download: string }[]; restore: () => void } {
  const saved: { href: string; download: string }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    },
  };
}

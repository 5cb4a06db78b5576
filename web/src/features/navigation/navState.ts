/**
 * The plan's navigation state in the query cache: the server's answer with the changes still on
 * their way applied on top (optimistic updates).
 *
 * Each local change is an operation kept until its call settles. What the screens read is always
 * "the last server answer + the pending operations", so
 * - a change shows at once (ring, bar, check mark),
 * - a failed change disappears by itself (rollback) while other pending changes stay,
 * - an answer that arrives while another change is pending never hides that change,
 * and no timer decides what is fresh (the old "recently completed" and "recently unskipped"
 * flags of spec §4 are not needed).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { AM } from '../../config/appMessages';
import { notifyPlanChanged, onPlanChanged, PLAN_EVENTS } from '../../lib/planEvents';
import { getToken, useSession } from '../../lib/session';
import {
  getNavStatus,
  getSkippedModules,
  navKeys,
  saveNavStatus,
  saveSkippedModules,
  touchRoute,
  type NavStatusResponse,
} from '../../lib/resources/navigation';
import { applySkipped, applyStatusChanges, type StatusChanges } from './progress';
import { normalisePath, SKIPPABLE_MODULE } from './registry';

type Op = { id: number; apply: (nav: NavStatusResponse) => NavStatusResponse; skip?: boolean };

interface Store {
  confirmed: NavStatusResponse | undefined;
  ops: Op[];
  seq: number;
  /** Reads started, and write answers kept: a read's answer is kept only if neither moved on. */
  reads: number;
  writes: number;
}

const stores = new WeakMap<QueryClient, Store>();

function storeOf(client: QueryClient): Store {
  let store = stores.get(client);
  if (!store) {
    store = { confirmed: undefined, ops: [], seq: 0, reads: 0, writes: 0 };
    stores.set(client, store);
  }
  return store;
}

function view(store: Store): NavStatusResponse | undefined {
  return store.confirmed && store.ops.reduce((nav, op) => op.apply(nav), store.confirmed);
}

function publish(client: QueryClient) {
  const store = storeOf(client);
  const nav = view(store);
  if (nav) client.setQueryData(navKeys.status, nav);
  // The skipped list the guard reads follows the same state while a skip is pending.
  if (nav && store.ops.some((op) => op.skip)) client.setQueryData(navKeys.skipped, nav.skipped_routes);
}

function addOp(client: QueryClient, apply: Op['apply'], skip = false): number {
  const store = storeOf(client);
  const id = ++store.seq;
  store.ops.push({ id, apply, skip });
  publish(client);
  return id;
}

function dropOp(client: QueryClient, id: number, confirmed?: NavStatusResponse) {
  const store = storeOf(client);
  store.ops = store.ops.filter((op) => op.id !== id);
  if (confirmed) {
    store.confirmed = confirmed;
    store.writes += 1;
  }
  publish(client);
}

/** GET /steps-nav-status, with the pending changes applied. */
async function fetchNav(client: QueryClient): Promise<NavStatusResponse> {
  const store = storeOf(client);
  const read = (store.reads += 1);
  const writes = store.writes;
  const server = await getNavStatus();
  // A read that a later read replaced (a plan change reloads the navigation and cancels the read
  // on its way, whose answer still arrives), or that a saved status overtook, answers for a plan
  // as it was before: keeping it would bring back a renamed program's old page and lose the new
  // page's status.
  if (read !== store.reads || writes !== store.writes) return view(store) ?? server;
  store.confirmed = server;
  // Both lists come from the same server record: the fresher answer wins unless a skip is pending.
  if (!store.ops.some((op) => op.skip)) client.setQueryData(navKeys.skipped, server.skipped_routes);
  return view(store) ?? server;
}

export function useNavStatus() {
  const client = useQueryClient();
  const session = useSession();
  // New or renamed programs and projects change the plan's pages: reload it from the server.
  useEffect(
    () =>
      onPlanChanged((event) => {
        if (event !== PLAN_EVENTS.skippedModulesUpdated) void client.invalidateQueries({ queryKey: navKeys.status });
      }),
    [client],
  );
  return useQuery({
    queryKey: navKeys.status,
    queryFn: () => fetchNav(client),
    enabled: !!session,
    staleTime: 15_000,
  });
}

/** Spec §4: the list is cached 30 minutes; a failed fetch keeps the cached list. */
export const SKIPPED_CACHE_MS = 1_800_000;

export function useSkippedModules() {
  const session = useSession();
  return useQuery({
    queryKey: navKeys.skipped,
    queryFn: getSkippedModules,
    enabled: !!session,
    staleTime: SKIPPED_CACHE_MS,
  });
}

export interface StatusUpdate {
  changes: StatusChanges;
  /** The page the user is on (the server records the module's last interaction). */
  currentRoute: string;
}

/**
 * Route status changes (spec §4): applied locally at once, then the full map is sent with the
 * current route. On failure the local value is restored and the error raised to the caller.
 */
export function useUpdateRouteStatus() {
  const client = useQueryClient();
  return useMutation<NavStatusResponse, Error, StatusUpdate, { op: number }>({
    onMutate: async ({ changes }) => {
      await client.cancelQueries({ queryKey: navKeys.status });
      return { op: addOp(client, (nav) => applyStatusChanges(nav, changes)) };
    },
    mutationFn: ({ currentRoute }) => {
      const nav = client.getQueryData<NavStatusResponse>(navKeys.status);
      return saveNavStatus({ steps_nav_status: { ...(nav?.steps_nav_status ?? {}) }, current_route: currentRoute });
    },
    onSuccess: (server, _vars, ctx) => dropOp(client, ctx.op, server),
    onError: (_error, _vars, ctx) => {
      if (ctx) dropOp(client, ctx.op);
    },
  });
}

/** Spec §8 (skip module). */
export const SKIP_ERRORS = {
  noToken: AM.SKIP_NO_TOKEN,
  noPath: AM.UNSKIP_NO_PATH,
  noAuth: AM.UNSKIP_NO_AUTH,
} as const;

export type SkipOperation = 'skip' | 'unskip';

function currentSkipped(client: QueryClient): string[] {
  const nav = client.getQueryData<NavStatusResponse>(navKeys.status);
  return (nav?.skipped_routes ?? client.getQueryData<string[]>(navKeys.skipped) ?? []).map(normalisePath);
}

/**
 * Skip or unskip a module (spec §4): the list changes locally at once, is sent to the server,
 * and the app is notified. On failure the list is restored and the error raised.
 */
export function useSkipModule() {
  const client = useQueryClient();
  const mutation = useMutation<string[], Error, { operation: SkipOperation; module: string }, { op: number }>({
    onMutate: async ({ operation, module }) => {
      await client.cancelQueries({ queryKey: navKeys.status });
      await client.cancelQueries({ queryKey: navKeys.skipped });
      const target = normalisePath(module);
      const apply = (nav: NavStatusResponse) => {
        const without = nav.skipped_routes.map(normalisePath).filter((s) => s !== target);
        return applySkipped(nav, operation === 'skip' ? [...without, target] : without);
      };
      return { op: addOp(client, apply, true) };
    },
    mutationFn: async ({ operation, module }) => {
      if (operation === 'unskip' && !module) throw new Error(SKIP_ERRORS.noPath);
      if (!getToken()) throw new Error(operation === 'skip' ? SKIP_ERRORS.noToken : SKIP_ERRORS.noAuth);
      return saveSkippedModules(currentSkipped(client));
    },
    onSuccess: (saved, { operation }, ctx) => {
      const store = storeOf(client);
      const confirmed = store.confirmed ? applySkipped(store.confirmed, saved) : undefined;
      dropOp(client, ctx.op, confirmed);
      client.setQueryData(navKeys.skipped, saved);
      notifyPlanChanged(PLAN_EVENTS.skippedModulesUpdated, { operation, skipped_routes: saved });
      // The server's own percentages replace the local estimate.
      void client.invalidateQueries({ queryKey: navKeys.status });
    },
    onError: (_error, _vars, ctx) => {
      if (!ctx) return;
      dropOp(client, ctx.op);
      const nav = client.getQueryData<NavStatusResponse>(navKeys.status);
      if (nav) client.setQueryData(navKeys.skipped, nav.skipped_routes);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (operation: SkipOperation, module: string = SKIPPABLE_MODULE) => mutateAsync({ operation, module }),
    [mutateAsync],
  );
  return { run, isPending: mutation.isPending };
}

/** POST /extensions/last-interaction-time on each visit of a page of the plan. */
export function useTouchRoute() {
  const client = useQueryClient();
  return useCallback(
    (path: string, moduleSlug: string) => {
      touchRoute(path)
        .then((answer) => {
          const store = storeOf(client);
          const progress = store.confirmed?.module_progress[moduleSlug];
          if (!store.confirmed || !progress) return;
          store.confirmed = {
            ...store.confirmed,
            module_progress: {
              ...store.confirmed.module_progress,
              [moduleSlug]: { ...progress, last_interaction_time: answer.last_interaction_time ?? null },
            },
          };
          publish(client);
        })
        .catch((error: unknown) => console.warn('last interaction time not recorded', error));
    },
    [client],
  );
}

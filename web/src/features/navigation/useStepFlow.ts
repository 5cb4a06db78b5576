/**
 * What the plan's buttons do: Next (spec §4: validate, complete the page, open the next one,
 * move on, maybe a completion toast) and Skip it / Unskip it on the module 9 overview.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/client';
import type { NavStatusResponse } from '../../lib/resources/navigation';
import { requestStepValidation } from '../../lib/stepValidation';
import { navKeys } from '../../lib/resources/navigation';
import { useSkipModule, useUpdateRouteStatus } from './navState';
import { nextChanges, statusOf } from './progress';
import { AFTER_SKIP, nextRoute, planRoutes } from './registry';
import { toastAfterNext, toastOnArrival, type CompletionToast } from './toasts';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';

/** Spec §9: skip and unskip wait 200 ms before navigating. */
export const SKIP_NAV_DELAY_MS = 200;
/** Spec §8: unskip errors are stored locally. */
export const UNSKIP_ERROR_KEY = 'fundplan.unskipError';

const sleep = (ms: number) => new Promise((r) => window.setTimeout(r, ms));

export function errorText(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return AM.CHECK_CONNECTION;
  return error instanceof Error && error.message ? error.message : M.SOMETHING_WRONG;
}

interface Flow {
  showToast: (toast: CompletionToast) => void;
  showError: (message: string) => void;
}

export function useNext(path: string, { showToast, showError }: Flow) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = useUpdateRouteStatus();
  const [checking, setChecking] = useState(false);

  const next = useCallback(
    async (finish?: string) => {
      setChecking(true);
      const verdict = await requestStepValidation(path);
      setChecking(false);
      if (verdict !== 'valid') return;
      const nav = client.getQueryData<NavStatusResponse>(navKeys.status);
      if (!nav) return;
      const target = nextRoute(planRoutes(nav.modules), path, nav.skipped_routes);
      const toast = toastAfterNext(
        { path, wasCompleted: statusOf(nav, path) === 1 },
        target ? { path: target.path, wasCompleted: statusOf(nav, target.path) === 1 } : null,
      );
      mutate(
        { changes: nextChanges(nav, path, target?.path ?? null), currentRoute: path },
        { onError: (error) => showError(errorText(error)) },
      );
      if (toast) showToast(toast);
      const to = target?.path ?? finish;
      if (to) navigate(to, { state: { via: 'next' } });
    },
    [client, mutate, navigate, path, showError, showToast],
  );
  return { next, checking };
}

export function useSkipFlow({ showToast, showError }: Flow) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const skip = useSkipModule();
  const [error, setError] = useState<string | null>(() => {
    try {
      return sessionStorage.getItem(UNSKIP_ERROR_KEY);
    } catch {
      return null;
    }
  });

  /** Skip: save, wait 200 ms, go to the 3-year goal summary, also when the save fails. */
  const onSkip = useCallback(async () => {
    setError(null);
    const saving = skip.run('skip').catch((e: unknown) => showError(errorText(e)));
    await sleep(SKIP_NAV_DELAY_MS);
    const nav = client.getQueryData<NavStatusResponse>(navKeys.status);
    const toast = toastOnArrival({ path: AFTER_SKIP, wasCompleted: statusOf(nav, AFTER_SKIP) === 1 });
    if (toast) showToast(toast);
    navigate(AFTER_SKIP, { state: { via: 'skip' } });
    await saving;
  }, [client, navigate, showError, showToast, skip]);

  /** Unskip: save; a failure is logged, kept locally and shown. The page stays (its data reloads). */
  const onUnskip = useCallback(async () => {
    setError(null);
    try {
      await skip.run('unskip');
      sessionStorage.removeItem(UNSKIP_ERROR_KEY);
    } catch (e) {
      console.error('unskip failed', e);
      const message = errorText(e);
      try {
        sessionStorage.setItem(UNSKIP_ERROR_KEY, message);
      } catch {
        // storage unavailable: shown only
      }
      setError(message);
    }
    await sleep(SKIP_NAV_DELAY_MS);
  }, [skip]);

  return { onSkip, onUnskip, busy: skip.isPending, error };
}

/**
 * The payment and renewal flow (spec §4): idle → plan modal open → processing → redirect to the
 * provider after 1.5 s, or → error dialog (OK dismisses). An expired session logs out after 2 s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DELAYS } from '../../config/constants';
import { AM } from '../../config/appMessages';
import { paths } from '../../config/paths';
import { logout } from '../../lib/account';
import { browser } from '../../lib/navigation';
import { billingApi, type Plan, type Term } from './api';
import { paymentErrorMessage } from './errors';

export type PaymentState =
  | { kind: 'idle' }
  | { kind: 'choosing'; plan: Plan }
  | { kind: 'processing'; plan: Plan }
  | { kind: 'error'; message: string };

export function usePaymentFlow(mode: 'payment' | 'renewal') {
  const [state, setState] = useState<PaymentState>({ kind: 'idle' });
  const timers = useRef<number[]>([]);
  const navigate = useNavigate();
  const client = useQueryClient();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const mutation = useMutation({
    mutationFn: ({ plan, term }: { plan: Plan; term: Term }) =>
      mode === 'payment'
        ? billingApi.paymentUrl({ plan: plan.id, term })
        : billingApi.renew({ renewal: { plan: plan.id, term } }),
    onSuccess: (answer) => {
      const url = answer.data.trim();
      if (!url) {
        setState({ kind: 'error', message: AM.PAYMENT_NO_URL });
        return;
      }
      later(() => browser.assign(url), DELAYS.beforePaymentRedirectMs);
    },
    onError: (error) => {
      const failure = paymentErrorMessage(error);
      setState({ kind: 'error', message: failure.message });
      if (failure.expired) {
        later(() => {
          logout(client);
          navigate(paths.login, { replace: true });
        }, DELAYS.beforeExpiredLogoutMs);
      }
    },
  });

  return {
    state,
    choosePlan: (plan: Plan) => setState({ kind: 'choosing', plan }),
    cancel: () => setState({ kind: 'idle' }),
    confirm: (term: Term) => {
      if (state.kind !== 'choosing') return;
      setState({ kind: 'processing', plan: state.plan });
      mutation.mutate({ plan: state.plan, term });
    },
    dismissError: () => setState({ kind: 'idle' }),
    busy: state.kind === 'processing',
  };
}

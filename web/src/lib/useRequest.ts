/**
 * A request the user starts (a form's submit, a "resend" button), for the public pages: the state
 * of TanStack Query's `useMutation` (pending, success with its data, error) without the query
 * library, which the public pages then do not download (docs/benchmarks.md, "Public pages"). The
 * signed-in part of the app keeps TanStack Query.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

type State<R> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: R; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

export interface RequestHandlers<V, R> {
  onSuccess?: (result: R, variables: V) => void;
  onError?: (error: unknown, variables: V) => void;
}

export function useRequest<V, R>(request: (variables: V) => Promise<R>, handlers: RequestHandlers<V, R> = {}) {
  const [state, setState] = useState<State<R>>(IDLE);
  // The latest function and handlers, so `mutate` keeps one identity across renders.
  const latest = useRef({ request, handlers });
  useEffect(() => {
    latest.current = { request, handlers };
  });
  // Only the last call's answer counts.
  const seq = useRef(0);

  const mutate = useCallback((variables: V) => {
    const id = ++seq.current;
    setState({ status: 'pending', data: undefined, error: null });
    latest.current.request(variables).then(
      (data) => {
        if (id !== seq.current) return;
        latest.current.handlers.onSuccess?.(data, variables);
        setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (id !== seq.current) return;
        latest.current.handlers.onError?.(error, variables);
        setState({ status: 'error', data: undefined, error });
      },
    );
  }, []);

  return {
    mutate,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}

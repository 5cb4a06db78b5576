import { useCallback, useEffect, useRef, useState } from 'react';

/** Calls `callback` once after `ms` while `active`; cancelled on unmount or when inactive. */
export function useTimeout(callback: () => void, ms: number, active: boolean): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    const id = window.setTimeout(() => saved.current(), ms);
    return () => window.clearTimeout(id);
  }, [ms, active]);
}

/** Counts down from `seconds` once a second and calls `onDone` at zero. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const id = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  return left;
}

/**
 * A message that clears itself after `ms` (null: stays until replaced); a call may override the
 * delay for one message.
 */
export function useTransientMessage<T>(
  ms: number | null,
): [T | null, (value: T | null, overrideMs?: number | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const set = useCallback(
    (next: T | null, overrideMs?: number | null) => {
      window.clearTimeout(timer.current);
      setValue(next);
      const delay = overrideMs === undefined ? ms : overrideMs;
      if (next !== null && delay !== null) timer.current = window.setTimeout(() => setValue(null), delay);
    },
    [ms],
  );
  return [value, set];
}

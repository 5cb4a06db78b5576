import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec file 3 §5: the stewardship messages clear after 5 seconds. */
export const MESSAGE_MS = 5000;

/** A message that clears itself `ms` after it was last shown. */
export function useTimedMessage(ms = MESSAGE_MS): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (next: string | null) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show];
}

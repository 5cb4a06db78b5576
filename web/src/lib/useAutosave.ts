/**
 * Autosave (spec file 2 §4): a value is saved `delay` ms after its last change (1000 ms for text
 * answers, 2000 ms for expense and revenue tables), only when it differs from the last saved
 * value, and never by two saves at once: a change made while a save runs is saved after it.
 * Next calls {@link Autosave.flush}, which saves at once when something changed and tells whether
 * everything is saved.
 *
 * ```ts
 * const autosave = useAutosave({ value: text, saved: loadedText, delay: AUTOSAVE_MS.answer, save: saveAnswer });
 * useStepValidator(async () => ((await autosave.flush()) ? 'valid' : 'invalid'));
 * ```
 *
 * A save that fails with 409 (someone else changed the record meanwhile) puts the hook in the
 * `conflict` state: it stops saving until the page has reloaded the server's version and called
 * {@link Autosave.reset}; the text on screen is the page's state, so nothing the user typed is lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from './api/client';

/** Spec §9: question autosave debounce, table autosave delay, how long "saved" shows. */
export const AUTOSAVE_MS = { answer: 1000, table: 2000, savedNotice: 2000 } as const;

/**
 * - `idle`: nothing to report (nothing changed, or the saved notice has gone).
 * - `saving`: a save is running.
 * - `saved`: the last save succeeded (shown for 2 s, then `idle`).
 * - `error`: the last save failed; the next change (or `flush`) tries again.
 * - `conflict`: the server refused the save with 409; nothing is saved until `reset`.
 */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

export interface AutosaveOptions<T> {
  /** The value on screen. */
  value: T;
  /** The value the server holds when the hook mounts (what was loaded). */
  saved: T;
  /**
   * Sends `value`; `previous` is the last saved value (to send only what changed). It may resolve
   * to the value as the server now holds it (e.g. new rows with the ids the server gave them),
   * which becomes the last saved value; otherwise `value` does.
   */
  save: (value: T, previous: T) => Promise<T | void>;
  /** Milliseconds after the last change. */
  delay: number;
  /** Whether two values are the same for saving purposes (default `Object.is`). */
  equals?: (a: T, b: T) => boolean;
  /** While false (e.g. loading) nothing is saved automatically; `flush` still saves. Default true. */
  enabled?: boolean;
  /** A change still waiting when the page unmounts is sent then (default true). */
  saveOnUnmount?: boolean;
}

export interface Autosave<T> {
  status: AutosaveStatus;
  /** The error of the last failed save (an `ApiError` when the server answered). */
  error: unknown;
  /** Whether the value on screen differs from the last saved value. */
  dirty: boolean;
  /**
   * Saves now when something changed (after a save that is running); resolves true when
   * everything on screen is saved, false when a save failed or a conflict is open.
   */
  flush: () => Promise<boolean>;
  /** A new last-saved value (after a reload); clears an error or conflict. */
  reset: (saved: T) => void;
}

/** Whether a failed save was refused because the record changed on the server (HTTP 409). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export function useAutosave<T>({
  value,
  saved,
  save,
  delay,
  equals = Object.is,
  enabled = true,
  saveOnUnmount = true,
}: AutosaveOptions<T>): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [baseline, setBaseline] = useState<T>(saved);

  const valueRef = useRef(value);
  const lastSaved = useRef<T>(saved);
  const saveRef = useRef(save);
  const equalsRef = useRef(equals);
  const unmountRef = useRef(saveOnUnmount);
  const conflict = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const queued = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const noticeTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    valueRef.current = value;
    saveRef.current = save;
    equalsRef.current = equals;
    unmountRef.current = saveOnUnmount;
  });

  const changed = useCallback(() => !equalsRef.current(valueRef.current, lastSaved.current), []);

  const cancelTimer = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const report = useCallback((next: AutosaveStatus) => {
    if (!mounted.current) return;
    window.clearTimeout(noticeTimer.current);
    setStatus(next);
    if (next === 'saved') noticeTimer.current = window.setTimeout(() => setStatus('idle'), AUTOSAVE_MS.savedNotice);
  }, []);

  const run = useCallback((): Promise<boolean> => {
    cancelTimer();
    if (inFlight.current) {
      queued.current = true;
      return inFlight.current;
    }
    if (conflict.current) return Promise.resolve(false);
    if (!changed()) return Promise.resolve(true);

    const loop = async (): Promise<boolean> => {
      try {
        do {
          queued.current = false;
          const snapshot = valueRef.current;
          if (equalsRef.current(snapshot, lastSaved.current)) break;
          report('saving');
          try {
            const result = await saveRef.current(snapshot, lastSaved.current);
            lastSaved.current = result === undefined ? snapshot : result;
          } catch (e) {
            conflict.current = isConflict(e);
            if (mounted.current) setError(e);
            report(conflict.current ? 'conflict' : 'error');
            return false;
          }
        } while (queued.current);
        if (mounted.current) {
          setError(null);
          setBaseline(lastSaved.current);
        }
        report('saved');
        return true;
      } finally {
        inFlight.current = null;
      }
    };
    inFlight.current = loop();
    return inFlight.current;
  }, [cancelTimer, changed, report]);

  // Each change restarts the wait; a value equal to the saved one cancels it.
  const schedule = useCallback(
    (ms: number) => {
      cancelTimer();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        void run();
      }, ms);
    },
    [cancelTimer, run],
  );

  useEffect(() => {
    if (!enabled || conflict.current || equalsRef.current(value, lastSaved.current)) cancelTimer();
    else schedule(delay);
  }, [value, delay, enabled, cancelTimer, schedule]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(noticeTimer.current);
      const pending = timer.current !== undefined;
      cancelTimer();
      if (unmountRef.current && pending && !conflict.current && changed()) {
        run().catch(() => undefined);
      }
    };
  }, [cancelTimer, changed, run]);

  const flush = useCallback(async (): Promise<boolean> => {
    const ok = await run();
    // A save that was running when flush was called may have left newer changes to send.
    return ok && (changed() ? run() : true);
  }, [run, changed]);

  const reset = useCallback(
    (next: T) => {
      cancelTimer();
      lastSaved.current = next;
      conflict.current = false;
      setBaseline(next);
      setError(null);
      report('idle');
      if (enabled && changed()) schedule(delay);
    },
    [cancelTimer, changed, delay, enabled, report, schedule],
  );

  return { status, error, dirty: !equals(value, baseline), flush, reset };
}

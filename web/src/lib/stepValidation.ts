/**
 * The validate-step protocol of spec §4 (Next order): Next asks the page on screen whether it may
 * be left. A page with rules answers (and may show its errors, or move to its next tab and ask to
 * stay); a page without rules approves; a page that does not answer within 1 second counts as
 * valid. It is a window event so that every feature's page can answer without importing the
 * navigation feature.
 *
 * A page answers with {@link useStepValidator}:
 *
 * ```ts
 * useStepValidator(async () => (await form.trigger()) ? 'valid' : 'invalid');
 * ```
 */
import { useEffect, useRef } from 'react';

export const VALIDATE_STEP_EVENT = 'validate-step';
/** Spec §9: validation time-out. */
export const VALIDATION_TIMEOUT_MS = 1000;

/**
 * - `valid`: Next goes on.
 * - `invalid`: Next stays (the page shows why).
 * - `stay`: the page handled Next itself (e.g. it moved to its next tab); Next goes nowhere.
 */
export type StepVerdict = 'valid' | 'invalid' | 'stay';

export interface ValidateStepDetail {
  /** The route being left. */
  route: string;
  /** Called synchronously by a page that will answer. */
  claim: () => void;
  /** The page's answer. */
  respond: (verdict: StepVerdict | Promise<StepVerdict>) => void;
}

/**
 * Asks the page on screen; resolves `valid` when no page claims the request or none answers in
 * time. A page that answers with a promise (e.g. validate, then save) is waited for until it settles.
 */
export function requestStepValidation(route: string, timeoutMs = VALIDATION_TIMEOUT_MS): Promise<StepVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    let claimed = false;
    const settle = (verdict: StepVerdict) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      resolve(verdict);
    };
    const timer = window.setTimeout(() => settle('valid'), timeoutMs);
    const detail: ValidateStepDetail = {
      route,
      claim: () => {
        claimed = true;
      },
      respond: (verdict) => {
        claimed = true;
        // The page has answered: a save it is still finishing is waited for, so a slow save can
        // never let Next through without it (the time-out is for pages that do not answer).
        window.clearTimeout(timer);
        Promise.resolve(verdict).then(settle, () => settle('invalid'));
      },
    };
    window.dispatchEvent(new CustomEvent<ValidateStepDetail>(VALIDATE_STEP_EVENT, { detail }));
    if (!claimed) settle('valid');
  });
}

/** Registers the page's answer to Next while it is mounted. */
export function useStepValidator(validate: () => StepVerdict | Promise<StepVerdict>): void {
  const saved = useRef(validate);
  useEffect(() => {
    saved.current = validate;
  });
  useEffect(() => {
    const onValidate = (event: Event) => {
      const { respond } = (event as CustomEvent<ValidateStepDetail>).detail;
      try {
        respond(saved.current());
      } catch {
        respond('invalid');
      }
    };
    window.addEventListener(VALIDATE_STEP_EVENT, onValidate);
    return () => window.removeEventListener(VALIDATE_STEP_EVENT, onValidate);
  }, []);
}

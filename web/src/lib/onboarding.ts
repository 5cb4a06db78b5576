/**
 * Onboarding step statuses (spec §3, §4): -1 not reached, 0 accessible, 1 completed.
 * Shared by the onboarding screens, the payment page and the route guards; the calls and the
 * cache are in lib/resources/onboardingStatus.ts.
 */
import type { Schemas } from './api/client';

export type OnboardingStep = 'welcome' | 'organization' | 'about-you' | 'team';

/** -1 not reached, 0 accessible, 1 completed. */
export type StepStatus = -1 | 0 | 1;

export type StepStatusMap = Record<OnboardingStep, StepStatus>;

export const ONBOARDING_STEPS: readonly OnboardingStep[] = ['welcome', 'organization', 'about-you', 'team'];

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

function asStatus(n: number | undefined): StepStatus | undefined {
  if (n === undefined || Number.isNaN(n)) return undefined;
  if (n >= 1) return 1;
  if (n >= 0) return 0;
  return -1;
}

/** The server's `step_statuses.steps` as a map of the four steps; a missing step is -1. */
export function normaliseStepStatuses(response: Schemas['StatusBody'] | null | undefined): StepStatusMap {
  const out: StepStatusMap = { welcome: -1, organization: -1, 'about-you': -1, team: -1 };
  const steps = response?.step_statuses.steps ?? {};
  for (const step of ONBOARDING_STEPS) {
    const value = asStatus(steps[step]);
    if (value !== undefined) out[step] = value;
  }
  return out;
}

export function firstIncompleteStep(statuses: StepStatusMap): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => statuses[step] !== 1) ?? null;
}

export function isOnboardingComplete(statuses: StepStatusMap): boolean {
  return firstIncompleteStep(statuses) === null;
}

/** The first step is always open; others once the server says so, or when they are next to do. */
export function isStepAccessible(step: OnboardingStep, statuses: StepStatusMap): boolean {
  return step === ONBOARDING_STEPS[0] || statuses[step] >= 0 || firstIncompleteStep(statuses) === step;
}

/** Applies changes locally; a completed step (1) is never set back. */
export function mergeStatuses(
  statuses: StepStatusMap,
  changes: Partial<Record<OnboardingStep, StepStatus>>,
): StepStatusMap {
  const next = { ...statuses };
  for (const [step, value] of Object.entries(changes) as [OnboardingStep, StepStatus][]) {
    if (next[step] !== 1) next[step] = value;
  }
  return next;
}

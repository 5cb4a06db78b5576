/**
 * Onboarding step statuses (spec §3, §4): -1 not reached, 0 accessible, 1 completed.
 * Shared by the onboarding screens, the payment page and the route guards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api/client';
import type {
  OnboardingStatusRequest,
  OnboardingStatusResponse,
  OnboardingStep,
  StepStatus,
  StepStatusMap,
} from './api/types';
import { queryKeys } from './account';

export const ONBOARDING_STEPS: readonly OnboardingStep[] = ['welcome', 'organization', 'about-you', 'team'];

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

function asStatus(value: unknown): StepStatus | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) return undefined;
  if (n >= 1) return 1;
  if (n >= 0) return 0;
  return -1;
}

/** Reads `step_statuses.steps`, or the flat `/onboarding/<step>` keys the spec also allows. */
export function normaliseStepStatuses(response: OnboardingStatusResponse | null | undefined): StepStatusMap {
  const out: StepStatusMap = { welcome: -1, organization: -1, 'about-you': -1, team: -1 };
  const root = (response?.step_statuses ?? {}) as Record<string, unknown>;
  const steps = (root.steps ?? {}) as Record<string, unknown>;
  for (const step of ONBOARDING_STEPS) {
    const value = asStatus(steps[step] ?? root[`/onboarding/${step}`] ?? root[step]);
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

export async function fetchOnboardingStatus(): Promise<StepStatusMap> {
  return normaliseStepStatuses(await api.get<OnboardingStatusResponse>('/onboarding/status'));
}

export function useOnboardingStatus(enabled = true) {
  return useQuery({ queryKey: queryKeys.onboardingStatus, queryFn: fetchOnboardingStatus, enabled, staleTime: 10_000 });
}

/**
 * Saves step changes. They apply to the cache at once and stay there even when the call fails
 * (the owner is never locked out of the next step by a failed save); the server's whole map
 * replaces them when it answers, without undoing a step completed here.
 */
export function useSaveOnboardingStatus() {
  const client = useQueryClient();
  return useMutation({
    onMutate: (changes: Partial<Record<OnboardingStep, StepStatus>>) => {
      const current =
        client.getQueryData<StepStatusMap>(queryKeys.onboardingStatus) ?? normaliseStepStatuses(null);
      client.setQueryData(queryKeys.onboardingStatus, mergeStatuses(current, changes));
    },
    mutationFn: async (changes: Partial<Record<OnboardingStep, StepStatus>>) => {
      const body: OnboardingStatusRequest = { step_statuses: { steps: changes } };
      const response = await api.post<OnboardingStatusResponse | null>('/onboarding/status', body);
      return response && response.step_statuses ? mergeStatuses(normaliseStepStatuses(response), changes) : null;
    },
    onSuccess: (map) => {
      if (map) client.setQueryData(queryKeys.onboardingStatus, map);
    },
  });
}

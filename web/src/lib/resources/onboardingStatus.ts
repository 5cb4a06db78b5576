/** The onboarding step statuses (GET and POST /onboarding/status): query key, calls and hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Answer, type JsonBody } from '../api/client';
import { mergeStatuses, normaliseStepStatuses, type OnboardingStep, type StepStatus, type StepStatusMap } from '../onboarding';

export const onboardingStatusKeys = {
  status: ['onboarding-status'] as const,
};

export async function getOnboardingStatus(): Promise<StepStatusMap> {
  return normaliseStepStatuses(await api.get<Answer<'/onboarding/status', 'get'>>('/onboarding/status'));
}

export function useOnboardingStatus(enabled = true) {
  return useQuery({ queryKey: onboardingStatusKeys.status, queryFn: getOnboardingStatus, enabled, staleTime: 10_000 });
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
        client.getQueryData<StepStatusMap>(onboardingStatusKeys.status) ?? normaliseStepStatuses(null);
      client.setQueryData(onboardingStatusKeys.status, mergeStatuses(current, changes));
    },
    mutationFn: async (changes: Partial<Record<OnboardingStep, StepStatus>>) => {
      const body: JsonBody<'/onboarding/status', 'post'> = { step_statuses: { steps: changes } };
      const response = await api.post<Answer<'/onboarding/status', 'post'>>('/onboarding/status', body);
      return mergeStatuses(normaliseStepStatuses(response), changes);
    },
    onSuccess: (map) => {
      client.setQueryData(onboardingStatusKeys.status, map);
    },
  });
}

import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { OnboardingStep, StepStatus } from '../../lib/onboarding';
import { useSaveOnboardingStatus } from '../../lib/resources/onboardingStatus';
import { nextStep } from './steps';

/**
 * Marks a step completed and opens the next one. A failed status save is only logged: the
 * server also derives the statuses from what was saved, and the owner is not held up.
 */
export function useCompleteStep(step: OnboardingStep) {
  const save = useSaveOnboardingStatus();
  const navigate = useNavigate();
  const next = nextStep(step);
  const complete = async () => {
    const changes: Partial<Record<OnboardingStep, StepStatus>> = { [step]: 1 };
    if (next) changes[next] = 0;
    try {
      await save.mutateAsync(changes);
    } catch (error) {
      console.error('Saving the onboarding status failed', error);
      throw error;
    }
  };
  const goNext = () => navigate(next ? paths.onboardingStep(next) : paths.welcome);
  return { complete, goNext, saving: save.isPending };
}

import { ONBOARDING_STEPS, type OnboardingStep, type StepStatusMap } from '../../lib/onboarding';

export interface StepMeta {
  step: OnboardingStep;
  /** The navigation label (spec §2 Onboarding). */
  label: string;
  summary: string;
}

export const STEP_META: Record<OnboardingStep, StepMeta> = {
  welcome: { step: 'welcome', label: 'Welcome', summary: 'How the toolkit works' },
  organization: { step: 'organization', label: 'Tell us about Your Organization', summary: 'Name, contact details and brand' },
  'about-you': { step: 'about-you', label: 'Tell us about you', summary: 'Your name, role and photo' },
  team: { step: 'team', label: 'Collaboration & Adding Team Members', summary: 'Invite your colleagues' },
};

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const i = ONBOARDING_STEPS.indexOf(step);
  return i > 0 ? ONBOARDING_STEPS[i - 1] : null;
}

export function nextStep(step: OnboardingStep): OnboardingStep | null {
  const i = ONBOARDING_STEPS.indexOf(step);
  return i >= 0 && i < ONBOARDING_STEPS.length - 1 ? ONBOARDING_STEPS[i + 1] : null;
}

export type StepState = 'completed' | 'current' | 'pending';

export function stepState(step: OnboardingStep, current: OnboardingStep, statuses: StepStatusMap): StepState {
  if (step === current) return 'current';
  return statuses[step] === 1 ? 'completed' : 'pending';
}

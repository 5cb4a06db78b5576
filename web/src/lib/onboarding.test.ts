import { describe, expect, it } from 'vitest';
import {
  firstIncompleteStep,
  isOnboardingComplete,
  isStepAccessible,
  mergeStatuses,
  normaliseStepStatuses,
} from './onboarding';

describe('onboarding statuses', () => {
  it('read the steps map of the server', () => {
    expect(
      normaliseStepStatuses({ step_statuses: { steps: { welcome: 1, organization: 0, 'about-you': -1, team: -1 } } }),
    ).toEqual({ welcome: 1, organization: 0, 'about-you': -1, team: -1 });
  });
  it('default missing steps to -1', () => {
    expect(normaliseStepStatuses({ step_statuses: { steps: { welcome: 1, team: 0 } } })).toEqual({
      welcome: 1,
      organization: -1,
      'about-you': -1,
      team: 0,
    });
    expect(normaliseStepStatuses(null)).toEqual({ welcome: -1, organization: -1, 'about-you': -1, team: -1 });
  });
  it('find the first incomplete step', () => {
    expect(firstIncompleteStep({ welcome: 1, organization: 1, 'about-you': 0, team: -1 })).toBe('about-you');
    expect(firstIncompleteStep({ welcome: 1, organization: 1, 'about-you': 1, team: 1 })).toBeNull();
    expect(isOnboardingComplete({ welcome: 1, organization: 1, 'about-you': 1, team: 1 })).toBe(true);
  });
  it('open the first step, accessible steps and the next step to do', () => {
    const s = { welcome: 1, organization: -1, 'about-you': -1, team: 0 } as const;
    expect(isStepAccessible('welcome', { ...s, welcome: -1 })).toBe(true);
    expect(isStepAccessible('organization', s)).toBe(true); // first incomplete
    expect(isStepAccessible('about-you', s)).toBe(false);
    expect(isStepAccessible('team', s)).toBe(true); // server says 0
  });
  it('never set a completed step back', () => {
    expect(mergeStatuses({ welcome: 1, organization: 0, 'about-you': -1, team: -1 }, { welcome: 0, organization: 1 })).toEqual({
      welcome: 1,
      organization: 1,
      'about-you': -1,
      team: -1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { toastAfterNext, toastOnArrival } from './toasts';

const page = (path: string, wasCompleted = false) => ({ path, wasCompleted });

describe('completion toasts (spec §2)', () => {
  it('show on completing each of the five pages, with their resource and a link to the resources page', () => {
    const cases: [string, string, string][] = [
      ['/steps/finalize-your-case-for-support/success-story-highlights', 'Talking Points', 'highlight=talking-points'],
      ['/steps/fundraising-operations/policies-procedures', 'Policies and Procedures', 'highlight=policies-and-procedures'],
      ['/steps/fundraising-operations/development-documents', 'Gift Documentation', 'tab=gift-documentation'],
      ['/steps/stewardship/donor-recognition', 'Stewardship Structure', 'highlight=stewardship-structure'],
      ['/steps/gift-pyramid/prospect-to-donor-ratio', 'Campaign Gift Pyramid', 'highlight=campaign-gift-pyramid'],
    ];
    for (const [path, resource, query] of cases) {
      expect(toastAfterNext(page(path), page('/next'))).toEqual({ resource, href: `/fundraising-collateral?${query}` });
    }
  });

  it('show on reaching the 3-year goal summary', () => {
    expect(toastAfterNext(page('/steps/funding-new-projects/overview'), page('/steps/total-fundraising-goal/summary'))).toEqual({
      resource: 'Understanding Your Fundraising Goals',
      href: '/fundraising-collateral?highlight=understanding-your-fundraising-goals',
    });
    expect(toastOnArrival(page('/steps/total-fundraising-goal/summary'))?.resource).toBe('Understanding Your Fundraising Goals');
  });

  it('do not show again for a page already completed, nor on other pages', () => {
    expect(toastAfterNext(page('/steps/stewardship/donor-recognition', true), page('/steps/fundraising-operations/overview'))).toBeNull();
    expect(toastOnArrival(page('/steps/total-fundraising-goal/summary', true))).toBeNull();
    expect(toastAfterNext(page('/steps/stewardship/overview'), page('/steps/stewardship/donor-recognition'))).toBeNull();
    expect(toastAfterNext(page('/steps/congratulations/certificate'), null)).toBeNull();
  });
});

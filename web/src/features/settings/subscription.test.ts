import { describe, expect, it } from 'vitest';
import { isExpired, isSponsored, parseDay, planLabel, statusTone, subscriptionAction, termLabel, usLongDate } from './subscription';

const now = new Date(2026, 4, 15, 12, 0, 0); // May 15, 2026, local noon

describe('subscription display logic', () => {
  it('shows YYYY-MM-DD dates in US long format, on the same calendar day in every time zone', () => {
    expect(usLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(usLongDate('2027-12-31')).toBe('December 31, 2027');
    expect(usLongDate('2026-01-01T00:00:00Z')).toBe('January 1, 2026');
    expect(usLongDate(null)).toBe('—');
    expect(usLongDate('soon')).toBe('soon');
    expect(parseDay('2026-02-30')).toBeNull();
  });

  it('is expired when the end date is in the past; the end day itself is not', () => {
    expect(isExpired('2026-05-14', now)).toBe(true);
    expect(isExpired('2026-05-15', now)).toBe(false);
    expect(isExpired('2026-06-01', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it('colours active green, inactive red and anything else yellow', () => {
    expect(statusTone('active')).toBe('active');
    expect(statusTone('ACTIVE')).toBe('active');
    expect(statusTone('inactive')).toBe('inactive');
    expect(statusTone('past_due')).toBe('other');
    expect(statusTone('trialing')).toBe('other');
  });

  it('offers Renew when expired, Cancel Subscription when not, and nothing while inactive', () => {
    expect(subscriptionAction({ subscription_status: 'active', subscription_end_date: '2026-06-01' }, now)).toBe('cancel');
    expect(subscriptionAction({ subscription_status: 'past_due', subscription_end_date: '2026-06-01' }, now)).toBe('cancel');
    expect(
      subscriptionAction({ subscription_status: 'active', subscription_end_date: '2026-06-01', plan: 'premium', term: 'cohort' }, now),
    ).toBe('sponsored');
    expect(subscriptionAction({ subscription_status: 'inactive', subscription_end_date: '2026-06-01' }, now)).toBe('none');
    expect(subscriptionAction({ subscription_status: 'inactive', subscription_end_date: null }, now)).toBe('none');
    // The server reports an ended subscription as inactive: it can still be renewed.
    expect(subscriptionAction({ subscription_status: 'inactive', subscription_end_date: '2026-04-01' }, now)).toBe('renew');
    expect(subscriptionAction({ subscription_status: 'active', subscription_end_date: '2026-04-01' }, now)).toBe('renew');
  });

  it('names the term', () => {
    expect(termLabel('month')).toBe('Monthly');
    expect(termLabel('year')).toBe('Yearly');
    expect(termLabel('cohort')).toBe('Funder cohort');
    expect(termLabel(null)).toBe('—');
  });

  it('names the plan, and a funder’s seat as sponsored', () => {
    expect(planLabel('pro', 'year')).toBe('Pro');
    expect(planLabel('premium', 'year')).toBe('Premium');
    expect(planLabel('premium', 'cohort')).toBe('Premium (sponsored by a funder)');
    expect(planLabel(null)).toBe('—');
    expect(isSponsored({ plan: 'Premium', term: 'COHORT' })).toBe(true);
    expect(isSponsored({ plan: 'pro', term: 'cohort' })).toBe(false);
  });
});

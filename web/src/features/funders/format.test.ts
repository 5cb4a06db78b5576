import { describe, expect, it } from 'vitest';
import { FUNDER_INVITATION_INVALID } from '../../generated/messages';
import { INVITATION_INVALID } from './errors';
import { billedText, codeGroups, dateRange, dateTimeText, localToRfc3339, seatsText, selfGuidedEnd } from './format';

describe('the funder side’s formats', () => {
  it('writes a cohort’s dates in US long format', () => {
    expect(dateRange('2026-12-01', '2027-11-30')).toBe('December 1, 2026 – November 30, 2027');
  });

  it('computes a self-guided cohort’s last day as the server does: 12 months, less a day', () => {
    expect(selfGuidedEnd('2026-12-01')).toBe('2027-11-30');
    expect(selfGuidedEnd('2027-01-31')).toBe('2028-01-30');
    // February 29 has no twin the next year: the month's last day, less a day.
    expect(selfGuidedEnd('2028-02-29')).toBe('2029-02-27');
    expect(selfGuidedEnd('2026-03-01')).toBe('2027-02-28');
    expect(selfGuidedEnd('')).toBeNull();
  });

  it('sends a local kickoff time as RFC 3339 with the browser’s offset, the same instant', () => {
    const sent = localToRfc3339('2026-12-03T10:00');
    expect(sent).toMatch(/^2026-12-03T10:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(sent!).getTime()).toBe(new Date(2026, 11, 3, 10, 0).getTime());
    expect(localToRfc3339('')).toBeNull();
    expect(localToRfc3339('tomorrow')).toBeNull();
  });

  it('shows a kickoff in the browser’s locale, and nothing without one', () => {
    const at = '2026-12-03T15:00:00Z';
    expect(dateTimeText(at, 'en-US')).toBe(
      new Date(at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }),
    );
    expect(dateTimeText(null)).toBeNull();
  });

  it('counts seats and splits a code into its groups', () => {
    expect(seatsText(12, 40)).toBe('12 of 40 seats used');
    expect(seatsText(0, 1)).toBe('0 of 1 seat used');
    expect(codeGroups('7KQM-4TXR-P9WD')).toEqual(['7KQM', '4TXR', 'P9WD']);
  });

  it('keeps its copy of the server’s invalid-link message equal to the server’s', () => {
    expect(INVITATION_INVALID).toBe(FUNDER_INVITATION_INVALID);
  });
});

describe('billedText (issue 18 §6)', () => {
  it('says what the cohort or the seats added are invoiced, to the cent', () => {
    expect(billedText('cohort', 45_000, 12)).toBe('The cohort is invoiced when it is created: 12 seats × $450.00 = $5,400.00, due in 30 days.');
    expect(billedText('added', 45_000, 1)).toBe('Seats added are invoiced on their own: 1 seat × $450.00 = $450.00, due in 30 days.');
    expect(billedText('added', 45_050, null)).toBe('Seats added are invoiced on their own: $450.50 a seat, due in 30 days.');
    expect(billedText('cohort', 45_000, 0)).toBe('The cohort is invoiced when it is created: $450.00 a seat, due in 30 days.');
  });

  it('says the price is to come, and nothing while it loads', () => {
    expect(billedText('cohort', null, 12)).toBe('The cohort is invoiced when it is created, at your seat price once fundplan has set it.');
    expect(billedText('cohort', undefined, 12)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isSafeInternalPath, loginDestination } from './loginDestination';

const base = { shouldRedirectToPayment: false, shouldRedirectToOnboarding: false, firstIncompleteStep: null };

describe('login routing (spec §4 Login)', () => {
  it('sends an owner without an active subscription to payment', () => {
    expect(loginDestination({ ...base, shouldRedirectToPayment: true, firstIncompleteStep: 'welcome' })).toBe('/payment');
  });
  it('sends an owner without a subscription who holds a funder’s licence code to redeem it', () => {
    expect(loginDestination({ ...base, shouldRedirectToPayment: true }, null, '7KQM-4TXR-P9WD')).toBe(
      '/redeem?code=7KQM-4TXR-P9WD',
    );
    expect(loginDestination({ ...base, shouldRedirectToPayment: true }, null, null)).toBe('/payment');
    // The code changes nothing for whoever would not go to payment.
    expect(loginDestination(base, null, '7KQM-4TXR-P9WD')).toBe('/steps/getting-started/welcome');
    expect(loginDestination({ ...base, shouldRedirectToPayment: true, user: { role: 'member' } }, null, 'X')).toBe(
      '/steps/getting-started/welcome',
    );
  });
  it('sends an owner with onboarding left to its first incomplete step', () => {
    expect(loginDestination({ ...base, shouldRedirectToOnboarding: true, firstIncompleteStep: 'about-you' })).toBe(
      '/onboarding/about-you',
    );
    expect(loginDestination({ ...base, shouldRedirectToOnboarding: true, firstIncompleteStep: null })).toBe(
      '/onboarding/welcome',
    );
  });
  it('otherwise goes to the getting-started welcome page, or the page asked for before login', () => {
    expect(loginDestination(base)).toBe('/steps/getting-started/welcome');
    expect(loginDestination(base, '/settings#subscription-details')).toBe('/settings#subscription-details');
  });
  it('lets members straight in whatever the flags say', () => {
    expect(loginDestination({ ...base, shouldRedirectToPayment: true, user: { role: 'member' } })).toBe(
      '/steps/getting-started/welcome',
    );
  });
  it('sends a person who works only for funders to their first funder’s home, or the page they asked for', () => {
    const funderOnly = { ...base, hasOrganization: false, funderIds: ['f1', 'f2'], user: { role: '' } };
    expect(loginDestination(funderOnly)).toBe('/funders/f1');
    expect(loginDestination(funderOnly, null, '7KQM-4TXR-P9WD')).toBe('/funders/f1');
    expect(loginDestination(funderOnly, '/funders/f2/staff')).toBe('/funders/f2/staff');
    expect(loginDestination(funderOnly, '/funder-invitation?token=t')).toBe('/funder-invitation?token=t');
    expect(loginDestination(funderOnly, '//evil.example')).toBe('/funders/f1');
  });
  it('keeps the nonprofit’s routing for a person with an organization, who may work for funders too', () => {
    const both = { ...base, hasOrganization: true, funderIds: ['f1'] };
    expect(loginDestination(both)).toBe('/steps/getting-started/welcome');
    expect(loginDestination({ ...both, shouldRedirectToPayment: true })).toBe('/payment');
    // Back to accept a funder's invitation, before the payment or onboarding the plan needs.
    expect(loginDestination({ ...both, shouldRedirectToPayment: true }, '/funder-invitation?token=t')).toBe(
      '/funder-invitation?token=t',
    );
    expect(loginDestination({ ...both, shouldRedirectToOnboarding: true }, '/funders/f1')).toBe('/funders/f1');
  });
  it('never redirects off-site or back to an auth page', () => {
    expect(isSafeInternalPath('//evil.example')).toBe(false);
    expect(isSafeInternalPath('https://evil.example')).toBe(false);
    expect(isSafeInternalPath('/login?confirmed=true')).toBe(false);
    expect(loginDestination(base, '/sign-up')).toBe('/steps/getting-started/welcome');
  });
});

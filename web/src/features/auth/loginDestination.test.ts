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
  it('never redirects off-site or back to an auth page', () => {
    expect(isSafeInternalPath('//evil.example')).toBe(false);
    expect(isSafeInternalPath('https://evil.example')).toBe(false);
    expect(isSafeInternalPath('/login?confirmed=true')).toBe(false);
    expect(loginDestination(base, '/sign-up')).toBe('/steps/getting-started/welcome');
  });
});

/** Where a successful login leads (spec §4 Login). */
import { paths } from '../../config/paths';
import type { LoginResponse } from './api';
import { isOnboardingStep } from '../../lib/onboarding';

/**
 * A person who works only for funders (no nonprofit) goes to the page asked for, else their first
 * funder's home; whoever comes back to a funder's page (an invitation to accept) goes there first.
 * Members go straight in. An owner goes to payment (or, holding the code of a funder's link, to
 * redeem it instead: lib/session), then to the first incomplete onboarding step; otherwise to
 * the page the visitor first asked for, else the getting-started welcome page.
 */
export function loginDestination(
  result: Pick<LoginResponse, 'shouldRedirectToPayment' | 'shouldRedirectToOnboarding' | 'firstIncompleteStep'> &
    Partial<Pick<LoginResponse, 'hasOrganization' | 'funderIds'>> & {
      user?: { role?: string } | null;
    },
  pendingRedirect?: string | null,
  licenceCode?: string | null,
): string {
  const asked = pendingRedirect && isSafeInternalPath(pendingRedirect) ? pendingRedirect : null;
  const funderId = result.funderIds?.[0];
  if (result.hasOrganization === false && funderId) return asked ?? paths.funderHome(funderId);
  if (asked && /^\/funder(s\/|-invitation)/.test(asked)) return asked;
  const inside = asked ?? paths.welcome;
  if (result.user?.role === 'member') return inside;
  if (result.shouldRedirectToPayment) return paymentOrRedeem(licenceCode);
  if (result.shouldRedirectToOnboarding) {
    const step = isOnboardingStep(result.firstIncompleteStep) ? result.firstIncompleteStep : 'welcome';
    return paths.onboardingStep(step);
  }
  return inside;
}

/** Where an owner who has not paid goes: payment, or the redeem page when a funder's code is waiting. */
export function paymentOrRedeem(licenceCode?: string | null): string {
  return licenceCode ? paths.redeemCode(licenceCode) : paths.payment;
}

/** Only same-site paths, and never back to the auth pages. */
export function isSafeInternalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return ![paths.login, paths.signUp, paths.forgotPassword, paths.newPassword].some(
    (p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`),
  );
}

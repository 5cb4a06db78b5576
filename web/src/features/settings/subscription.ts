/** How the settings page shows the subscription (spec §3, §4 "Subscription display in settings"). */
import { parseDay } from '../../lib/format';
import type { SubscriptionDetails } from '../../lib/resources/subscription';

export { parseDay, usLongDate } from '../../lib/format';

/** Expired when the end date is in the past (the end day itself still counts). */
export function isExpired(end: string | null | undefined, now: Date = new Date()): boolean {
  const day = parseDay(end);
  if (!day) return false;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return day.getTime() < today.getTime();
}

export type StatusTone = 'active' | 'inactive' | 'other';

/** active in green, inactive in red, anything else in yellow. */
export function statusTone(status: string | null | undefined): StatusTone {
  const s = (status ?? '').toLowerCase();
  if (s === 'active') return 'active';
  if (s === 'inactive' || s === '') return 'inactive';
  return 'other';
}

export type SubscriptionAction = 'renew' | 'cancel' | 'sponsored' | 'none';

/**
 * Expired → Renew; otherwise no buttons while inactive; a funder's seat cannot be canceled here
 * (the funder pays for it) → what it is; otherwise Cancel Subscription. (The server reports an
 * ended subscription as inactive, so "expired" is checked first: its owner can renew.)
 */
export function subscriptionAction(details: Partial<SubscriptionDetails>, now: Date = new Date()): SubscriptionAction {
  if (isExpired(details.subscription_end_date, now)) return 'renew';
  if (statusTone(details.subscription_status) === 'inactive') return 'none';
  if (isSponsored(details)) return 'sponsored';
  return 'cancel';
}

const capital = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** How a funder's seat is named (issue 18 §3). */
export const PLAN_SPONSORED = 'Premium (sponsored by a funder)';

/** A funder's seat (issue 18 §3): Premium with the term `cohort`. */
export function isSponsored(details: Partial<Pick<SubscriptionDetails, 'plan' | 'term'>>): boolean {
  return (details.plan ?? '').trim().toLowerCase() === 'premium' && (details.term ?? '').trim().toLowerCase() === 'cohort';
}

export function planLabel(plan: string | null | undefined, term?: string | null): string {
  if (isSponsored({ plan, term })) return PLAN_SPONSORED;
  const p = (plan ?? '').trim();
  return p ? capital(p) : '—';
}

export function termLabel(term: string | null | undefined): string {
  const t = (term ?? '').trim().toLowerCase();
  if (t === 'month' || t === 'monthly') return 'Monthly';
  if (t === 'year' || t === 'yearly' || t === 'annual') return 'Yearly';
  if (t === 'cohort') return 'Funder cohort';
  return t ? capital(t) : '—';
}

export function statusLabel(status: string | null | undefined): string {
  const s = (status ?? '').trim();
  return s ? capital(s.replace(/_/g, ' ')) : 'Inactive';
}

/** How the settings page shows the subscription (spec §3, §4 "Subscription display in settings"). */
import type { SubscriptionDetails } from '../../lib/resources/subscription';

/** A `YYYY-MM-DD` date (or an ISO date-time) as a local calendar day; null when unreadable. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(day.getTime()) || day.getMonth() !== Number(m[2]) - 1 ? null : day;
}

/** US long format: "March 4, 2026"; "—" when there is no date. */
export function usLongDate(value: string | null | undefined): string {
  const day = parseDay(value);
  if (!day) return value?.trim() ? value : '—';
  return day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

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

export type SubscriptionAction = 'renew' | 'cancel' | 'none';

/**
 * Expired → Renew; otherwise no buttons while inactive; otherwise Cancel Subscription. (The server
 * reports an ended subscription as inactive, so "expired" is checked first: its owner can renew.)
 */
export function subscriptionAction(details: Partial<SubscriptionDetails>, now: Date = new Date()): SubscriptionAction {
  if (isExpired(details.subscription_end_date, now)) return 'renew';
  if (statusTone(details.subscription_status) === 'inactive') return 'none';
  return 'cancel';
}

const capital = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export function planLabel(plan: string | null | undefined): string {
  const p = (plan ?? '').trim();
  return p ? capital(p) : '—';
}

export function termLabel(term: string | null | undefined): string {
  const t = (term ?? '').trim().toLowerCase();
  if (t === 'month' || t === 'monthly') return 'Monthly';
  if (t === 'year' || t === 'yearly' || t === 'annual') return 'Yearly';
  return t ? capital(t) : '—';
}

export function statusLabel(status: string | null | undefined): string {
  const s = (status ?? '').trim();
  return s ? capital(s.replace(/_/g, ' ')) : 'Inactive';
}

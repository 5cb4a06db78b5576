/** How the funder side writes its facts: kinds, roles, seats, dates and times, codes. */
import { formatCentsExact, parseDay, usLongDate } from '../../lib/format';
import type { Invoice } from './api';

export type CohortKind = 'group_coaching' | 'self_guided';
export type FunderRole = 'admin' | 'programme_officer';

export const KINDS: { value: CohortKind; label: string; detail: string }[] = [
  { value: 'group_coaching', label: 'Group coaching', detail: 'at least 10 organizations together, with coaching sessions' },
  { value: 'self_guided', label: 'Self-guided', detail: '12 months of access to the e-tool' },
];

export function kindLabel(kind: string): string {
  return KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export const ROLES: { value: FunderRole; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'programme_officer', label: 'Programme officer' },
];

export function roleLabel(role: string): string {
  return ROLES.find((r) => r.value === role)?.label ?? role;
}

export const isAdmin = (role: string | undefined) => role === 'admin';

/** What an invitation's role means, in one sentence. */
export function roleSentence(role: string): string {
  return role === 'admin'
    ? "As an admin you will set up cohorts, hand out licence codes and follow the nonprofits' progress where they choose to share it."
    : "As a programme officer you will follow the cohorts assigned to you and the nonprofits' progress where they choose to share it.";
}

/** "December 1, 2026 – November 30, 2027". */
export function dateRange(startsOn: string, endsOn: string): string {
  return `${usLongDate(startsOn)} – ${usLongDate(endsOn)}`;
}

/** "1 seat", "5 seats". */
export const seatCount = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** "12 of 40 seats used". */
export function seatsText(used: number, seats: number): string {
  return `${used} of ${seatCount(seats)} used`;
}

export const seatsPercent = (used: number, seats: number) => (seats > 0 ? (used / seats) * 100 : 0);

/** An RFC 3339 instant (a kickoff, a log entry) as a date and time in the browser's locale and time zone; null when there is none. */
export function dateTimeText(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return at.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * The last day of a self-guided cohort left without one, as the server computes it: 12 months
 * after the first day (the month's last day when it is shorter), less one day. `YYYY-MM-DD`, or
 * null for an unreadable first day.
 */
export function selfGuidedEnd(startsOn: string): string | null {
  const start = parseDay(startsOn);
  if (!start) return null;
  const year = start.getFullYear() + 1;
  const month = start.getMonth();
  const lastOfMonth = new Date(year, month + 1, 0).getDate();
  const end = new Date(year, month, Math.min(start.getDate(), lastOfMonth) - 1);
  return isoDay(end);
}

function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A `datetime-local` value ("2026-12-03T10:00"), read in the browser's time zone, as RFC 3339 with
 * that zone's offset ("2026-12-03T10:00:00-05:00"); null when empty or unreadable.
 */
export function localToRfc3339(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(at.getTime())) return null;
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The browser's time zone name ("America/New_York"), for the kickoff field's hint; null when unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "1 code", "3 codes". */
export const codeCount = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;

/** The groups of a code as the server writes them (`7KQM-4TXR-P9WD`): each shown apart. */
export function codeGroups(code: string): string[] {
  return code.split('-').filter(Boolean);
}

/** An invoice's state in words: not sent yet, open until its due day, overdue, or paid (and how). */
export function invoiceStatus(i: Invoice): string {
  switch (i.status) {
    case 'pending':
      return 'Not sent yet';
    case 'open':
      return i.overdue ? `Overdue since ${usLongDate(i.due_on)}` : 'Open';
    case 'paid': {
      const on = `Paid on ${usLongDate(i.paid_at)}`;
      if (i.paid_via !== 'operator') return on;
      return i.payment_reference ? `${on} by cheque or transfer (${i.payment_reference})` : `${on} by cheque or transfer`;
    }
    default:
      return i.status;
  }
}

/**
 * What a new cohort, or seats added, will be invoiced (issue 18 §6), said where the admin decides:
 * `seats` × the seat price, due in 30 days; at the seat price once fundplan has set it; nothing
 * while the price is still loading (`undefined`).
 */
export function billedText(when: 'cohort' | 'added', seatPriceCents: number | null | undefined, seats: number | null): string {
  if (seatPriceCents === undefined) return '';
  const what = when === 'cohort' ? 'The cohort is invoiced when it is created' : 'Seats added are invoiced on their own';
  if (seatPriceCents === null) return `${what}, at your seat price once fundplan has set it.`;
  const price = formatCentsExact(seatPriceCents);
  if (seats === null || !Number.isInteger(seats) || seats <= 0) return `${what}: ${price} a seat, due in 30 days.`;
  return `${what}: ${seatCount(seats)} × ${price} = ${formatCentsExact(seats * seatPriceCents)}, due in 30 days.`;
}

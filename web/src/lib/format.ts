/** Formatting of amounts and dates as the product shows them. */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Whole US cents as the product shows them (docs/decisions.md): `$`, thousands separators, no
 * decimals, rounded half away from zero; a negative amount keeps its sign unless it rounds to $0.
 * Same rule as the server's `format_usd`; shared/vectors/money.json pins both.
 */
export function formatCents(cents: number): string {
  const dollars = Math.floor((Math.abs(Math.trunc(cents)) + 50) / 100);
  return `${cents < 0 && dollars > 0 ? '-' : ''}$${grouped.format(dollars)}`;
}

/**
 * Cents to the cent, for invoices: 540000 → "$5,400.00"; a negative keeps its sign. Same as the
 * server's `format_usd_cents`; shared/vectors/money.json ("exact") pins both.
 */
export function formatCentsExact(cents: number): string {
  const c = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}$${grouped.format(Math.floor(c / 100))}.${String(c % 100).padStart(2, '0')}`;
}

/** Whole dollars with `$` and thousands separators: 1200 → "$1,200". */
export function formatUsd(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}

/** US long date: "March 4, 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

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

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Dec 1", or "Mar 12, 2028" in another year than this one. */
export function shortDay(day: string, now = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const sameYear = date.getUTCFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  });
}

/** "Tuesday, December 1, 2026". */
export function longDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** "Today", "Yesterday", else "Thursday, November 26" (with the year when not this one). */
export function dayHeading(at: Date, now = new Date()): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return 'Today';
  if (dayKey(at) === dayKey(yesterday)) return 'Yesterday';
  return at.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}

/** Formatting of amounts and dates as the product shows them. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole dollars with `$` and thousands separators: 1200 → "$1,200". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** US long date: "March 4, 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

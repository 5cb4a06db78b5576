/**
 * Amounts in US dollars → exact whole cents (DECISIONS "Money and goals"; the accepted forms are in
 * docs/decisions.md "Amounts"). The text is read digit by digit, never multiplied as a float:
 * `0.29 * 100` is 28.999999999999996 in JavaScript, `parseAmount(0.29)` is 29 cents.
 * Same rule as the server's `money::parse_amount_json`; shared/vectors/money.json pins both.
 *
 * Cents are plain `number`s: every amount here is at most 10^12 cents, and sums of them stay exact
 * while they are below 2^53 cents (about $90 trillion).
 */
import * as S from '../generated/messages';

/** The largest amount of one item: $10,000,000,000, in cents. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;

/** Why a value is not an amount; checked in this order. */
export type AmountError = 'empty' | 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large';

export type AmountResult = { ok: true; cents: number } | { ok: false; error: AmountError };

/** What a user sees for each error (the server's messages, shared/domain/src/messages.rs). */
export const AMOUNT_MESSAGES: Record<AmountError, string> = {
  empty: S.AMOUNT_EMPTY,
  not_a_number: S.AMOUNT_NOT_A_NUMBER,
  negative: S.AMOUNT_NEGATIVE,
  too_many_decimals: S.AMOUNT_TOO_MANY_DECIMALS,
  too_large: S.AMOUNT_TOO_LARGE,
};

/** What a person types: optional `-`, optional `$`, digits (`1,200` or `1200`), optional `.50`. */
const TYPED = /^(-)?\$?((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)?)(?:\.([0-9]+))?$/;

/** The text of a JSON number as `String(n)` (or serde_json) writes it: `1000`, `0.1`, `1e+21`. */
const NUMBER = /^(-)?([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

const fail = (error: AmountError): AmountResult => ({ ok: false, error });

/**
 * An amount as a form or the API gives it: a number (read from its shortest text, `String(n)`) or
 * a string as a person types it (`" $1,200.50 "`). Anything else is not a number.
 */
export function parseAmount(value: unknown): AmountResult {
  if (typeof value === 'number') return Number.isFinite(value) ? parseNumberText(String(value)) : fail('not_a_number');
  if (typeof value === 'string') return parseTypedAmount(value);
  return fail('not_a_number');
}

/** A typed amount in dollars → exact cents. */
export function parseTypedAmount(text: string): AmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  const m = TYPED.exec(trimmed);
  if (!m) return fail('not_a_number');
  const int = (m[2] ?? '').replaceAll(',', '');
  const frac = m[3] ?? '';
  if (int === '' && frac === '') return fail('not_a_number');
  return cents(m[1] !== undefined, int, frac, 0);
}

/** The text of a JSON number in dollars → exact cents: `1e3` → 100000. */
export function parseNumberText(text: string): AmountResult {
  const m = NUMBER.exec(text);
  if (!m) return fail('not_a_number');
  return cents(m[1] !== undefined, m[2] ?? '', m[3] ?? '', m[4] === undefined ? 0 : exponent(m[4]));
}

/** An exponent's value, kept within ±10,000 (anything beyond is out of range either way). */
function exponent(text: string): number {
  const negative = text.startsWith('-');
  const digits = text.replace(/^[+-]/, '');
  let magnitude = 0;
  for (const d of digits) magnitude = Math.min(magnitude * 10 + Number(d), 10_000);
  return negative ? -magnitude : magnitude;
}

/** `int.frac × 10^exponent` dollars, digits only, as cents. */
function cents(negative: boolean, int: string, frac: string, exp: number): AmountResult {
  let digits = (int + frac).replace(/^0+/, '');
  if (digits === '') return { ok: true, cents: 0 };
  if (negative) return fail('negative');
  // value = digits × 10^-scale dollars
  let scale = frac.length - exp;
  while (scale > 2 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    scale -= 1;
  }
  if (scale > 2) return fail('too_many_decimals');
  const zeros = 2 - scale;
  // MAX_AMOUNT_CENTS has 13 digits; 13 digits are exact in a double.
  if (digits.length + zeros > 13) return fail('too_large');
  const value = Number(digits) * 10 ** zeros;
  return value > MAX_AMOUNT_CENTS ? fail('too_large') : { ok: true, cents: value };
}

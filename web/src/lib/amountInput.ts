/**
 * What a money input does with its text (spec file 2 §5 "Numeric inputs"): the minimum is 0 and
 * a typed minus sign is dropped (a negative becomes positive), commas are stripped before use,
 * empty counts as 0. The rest is the server's rule (lib/money `parseTypedAmount`: exact cents,
 * never a float), so a live total on screen is the total the server will store. Text that is not
 * an amount counts as 0 and keeps its message, so the input can say why.
 */
import { AMOUNT_MESSAGES, parseTypedAmount, type AmountError } from './money';

/** The text with every minus sign dropped. */
export function dropMinus(text: string): string {
  return text.replace(/[-\u2212]/g, '');
}

export interface AmountReading {
  /** Whole cents; 0 for empty or unreadable text. */
  cents: number;
  /** Why the text is not an amount (never for empty text), with its message. */
  error: AmountError | null;
  message: string | null;
}

/** Reads what a person typed into a money input. */
export function readAmountInput(text: string): AmountReading {
  const plain = dropMinus(text).replaceAll(',', '').trim();
  if (plain === '') return { cents: 0, error: null, message: null };
  const parsed = parseTypedAmount(plain);
  if (parsed.ok) return { cents: parsed.cents, error: null, message: null };
  return { cents: 0, error: parsed.error, message: AMOUNT_MESSAGES[parsed.error] };
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Cents as a money input shows them when it is not being edited: thousands separators, the cents
 * only when there are some ("1,200", "1,200.50"), and nothing for 0 (the input shows its "0"
 * placeholder).
 */
export function formatAmountInput(cents: number): string {
  if (!Number.isFinite(cents) || cents <= 0) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? grouped.format(whole) : `${grouped.format(whole)}.${String(rest).padStart(2, '0')}`;
}

/** Cents as the exact decimal text of dollars the API reads ("1200.50"); never through a float. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

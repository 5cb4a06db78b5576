/** Country-aware phone numbers with libphonenumber-js (default country US). */
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { PHONE_DEFAULT_COUNTRY, PHONE_PREFERRED_COUNTRIES } from '../config/constants';

export type PhoneProblem = 'missing' | 'format' | 'country';

/** Optional leading +, then 7 to 15 digits (spaces, dashes, dots and brackets allowed between). */
export function hasPhoneShape(raw: string): boolean {
  const s = raw.trim();
  if (!/^\+?[\d\s\-().]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export function checkPhone(raw: string, country: string): PhoneProblem | null {
  if (raw.trim() === '') return 'missing';
  if (!hasPhoneShape(raw)) return 'format';
  try {
    return isValidPhoneNumber(raw.trim(), asCountry(country)) ? null : 'country';
  } catch {
    return 'country';
  }
}

function asCountry(country: string): CountryCode {
  const upper = (country || PHONE_DEFAULT_COUNTRY).toUpperCase();
  return (getCountries() as string[]).includes(upper) ? (upper as CountryCode) : (PHONE_DEFAULT_COUNTRY as CountryCode);
}

/** Digits with a leading + (E.164), or the trimmed input if it cannot be parsed. */
export function toE164(raw: string, country: string): string {
  const parsed = parsePhoneNumberFromString(raw.trim(), asCountry(country));
  return parsed ? parsed.number : raw.trim();
}

/** Splits a stored number (E.164) back into its country and national form for the inputs. */
export function fromStored(stored: string | null | undefined): { country: string; national: string } {
  if (!stored) return { country: PHONE_DEFAULT_COUNTRY, national: '' };
  const parsed = parsePhoneNumberFromString(stored, PHONE_DEFAULT_COUNTRY as CountryCode);
  if (!parsed) return { country: PHONE_DEFAULT_COUNTRY, national: stored };
  return { country: parsed.country ?? PHONE_DEFAULT_COUNTRY, national: parsed.formatNational() };
}

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

let options: CountryOption[] | undefined;

/** Preferred countries first (US, CA, GB), then the rest by name. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const all: CountryOption[] = getCountries().map((code) => ({
    code,
    name: names?.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  const preferred = PHONE_PREFERRED_COUNTRIES.map((code) => all.find((c) => c.code === code)).filter(
    (c): c is CountryOption => !!c,
  );
  const rest = all
    .filter((c) => !(PHONE_PREFERRED_COUNTRIES as readonly string[]).includes(c.code))
    .sort((a, b) => a.name.localeCompare(b.name));
  options = [...preferred, ...rest];
  return options;
}

export function callingCodeOf(country: string): string {
  try {
    return getCountryCallingCode(asCountry(country));
  } catch {
    return '1';
  }
}

import { useId, useMemo } from 'react';
import { callingCodeOf, countryOptions } from '../lib/phone';
import { FieldShell } from './Field';
import { describedBy } from './fieldIds';

interface PhoneFieldProps {
  label: string;
  country: string;
  number: string;
  onCountryChange: (country: string) => void;
  onNumberChange: (number: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  id?: string;
  name?: string;
}

/** A country select (US, CA, GB first) beside a national-number input. */
export function PhoneField({
  label,
  country,
  number,
  onCountryChange,
  onNumberChange,
  error,
  hint,
  required,
  id,
  name,
}: PhoneFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const countries = useMemo(() => countryOptions(), []);
  const current = countries.find((c) => c.code === country);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className={`phone ${error ? 'phone--invalid' : ''}`}>
        <div className="phone__country">
          <span className="phone__country-display" aria-hidden="true">
            <span className="phone__iso">{country}</span> +{current?.callingCode ?? callingCodeOf(country)}
          </span>
          <select
            className="phone__country-select"
            aria-label={`${label}: country`}
            value={country}
            onChange={(e) => onCountryChange(e.target.value)}
          >
            {countries.map((c, i) => (
              <option key={c.code} value={c.code} data-preferred={i < 3 || undefined}>
                {c.name} (+{c.callingCode})
              </option>
            ))}
          </select>
        </div>
        <input
          id={fieldId}
          name={name}
          className="input phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => onNumberChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          aria-required={required || undefined}
        />
      </div>
    </FieldShell>
  );
}

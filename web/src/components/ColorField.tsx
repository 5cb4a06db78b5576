import { useId } from 'react';
import { isHexColor } from '../lib/validation';
import { FieldShell } from './Field';
import { describedBy } from './fieldIds';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  id?: string;
}

/** A colour picker with the same value as editable #RRGGBB text. */
export function ColorField({ label, value, onChange, error, required, id }: ColorFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} error={error} required={required}>
      <div className="color-field">
        <input
          type="color"
          className="color-field__swatch"
          aria-label={`${label} picker`}
          value={isHexColor(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <input
          id={fieldId}
          className="input color-field__text"
          value={value}
          maxLength={7}
          spellCheck={false}
          placeholder="#RRGGBB"
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          aria-required={required || undefined}
        />
      </div>
    </FieldShell>
  );
}

import { useId, useState, type ClipboardEvent } from 'react';
import { formatAmountInput, readAmountInput } from '../../../lib/amountInput';
import './blocks.css';
import { versionToken } from '../../../lib/session';

export interface MoneyInputProps {
  /** The amount in whole cents. */
  cents: number;
  /** Called on every change with the amount the text now reads as (0 for empty or unreadable text). */
  onChange: (cents: number) => void;
  /** Also called when the input loses focus (the revenue table reports at once then). */
  onBlur?: () => void;
  /** The input's accessible name, e.g. "Year 1 amount for Tutor stipends". */
  label: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  onPaste?: (e: ClipboardEvent<HTMLInputElement>) => void;
}

/**
 * A US-dollar amount (spec §5 numeric inputs): at least 0 (a typed minus sign is dropped), not
 * changed by arrow keys or the mouse wheel (it is a text input, not a spinner), commas stripped,
 * empty or unreadable text counting as 0. It reads the text with the server's rule (exact cents);
 * text that is no amount stays on screen with the reason, so nothing is lost silently. When not
 * being edited it shows the amount with thousands separators.
 */
export function MoneyInput({ cents, onChange, onBlur, label, id, disabled, className, onPaste }: MoneyInputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  /** The text being edited and the amount it was read as; shown while the amount is still that one. */
  const [edit, setEdit] = useState<{ text: string; cents: number } | null>(null);
  const editing = edit !== null && edit.cents === cents;
  const text = editing ? edit.text : formatAmountInput(cents);
  const reading = editing ? readAmountInput(edit.text) : null;
  const message = reading?.message ?? null;

  return (
    <div className={`money-input ${message ? 'money-input--invalid' : ''} ${className ?? ''}`}>
      <span className="money-input__field">
        <span className="money-input__sign" aria-hidden="true">
          $
        </span>
        <input
          id={inputId}
          className="money-input__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          aria-label={label}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          disabled={disabled}
          readOnly={versionToken() !== null}
          value={text}
          onFocus={() => setEdit({ text, cents })}
          onChange={(e) => {
            const typed = e.target.value.replace(/[-\u2212]/g, '');
            const next = readAmountInput(typed).cents;
            setEdit({ text: typed, cents: next });
            if (next !== cents) onChange(next);
          }}
          onBlur={() => {
            // A readable amount is shown formatted again; unreadable text stays, with its reason.
            if (edit && readAmountInput(edit.text).error === null) setEdit(null);
            onBlur?.();
          }}
          onPaste={onPaste}
        />
      </span>
      {message ? (
        <span className="money-input__error" id={errorId}>
          {message}
        </span>
      ) : null}
    </div>
  );
}

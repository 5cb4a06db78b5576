import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { M } from '../config/messages';
import { addEmails } from '../lib/emails';
import { CloseIcon } from './icons';

interface EmailTagsInputProps {
  label: string;
  value: string[];
  onChange: (emails: string[]) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lets the parent flush typed-but-uncommitted text before submitting. */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  shake?: boolean;
}

/** E-mail tags: Space, comma or Enter turns the typed address into a tag; Backspace removes the last. */
export function EmailTagsInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  draft: controlledDraft,
  onDraftChange,
  shake,
}: EmailTagsInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [localDraft, setLocalDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const draft = controlledDraft ?? localDraft;
  const setDraft = (text: string) => {
    setLocalDraft(text);
    onDraftChange?.(text);
  };

  const commit = (text: string) => {
    if (text.trim() === '') return;
    const { tags, rejected } = addEmails(value, text);
    if (tags.length !== value.length) onChange(tags);
    setInvalid(rejected.length ? M.INVALID_EMAIL : null);
    setDraft(rejected.join(' '));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ' || e.key === ',' || e.key === 'Enter') {
      if (draft.trim() !== '' || e.key !== 'Enter') e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/[\s,;]/.test(text)) {
      e.preventDefault();
      commit(`${draft} ${text}`);
    }
  };

  const message = error ?? invalid;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field ${message ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <div
        role="presentation"
        className={`tags ${message ? 'tags--invalid' : ''} ${shake ? 'shake' : ''} ${disabled ? 'tags--disabled' : ''}`}
        onClick={() => inputRef.current?.focus()}
      >
        <ul className="tags__list" aria-label="Email addresses added">
          {value.map((email) => (
            <li key={email} className="tag">
              <span>{email}</span>
              <button
                type="button"
                className="tag__remove"
                onClick={() => onChange(value.filter((v) => v !== email))}
                aria-label={`Remove ${email}`}
                disabled={disabled}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={id}
          className="tags__input"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          placeholder={value.length === 0 ? 'name@example.org' : ''}
          onChange={(e) => {
            setInvalid(null);
            setDraft(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(draft)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

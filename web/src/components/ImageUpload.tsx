import { useEffect, useId, useMemo, useRef } from 'react';
import { IMAGE_TYPES } from '../config/constants';
import { checkImageFile } from '../lib/images';
import { describedBy } from './fieldIds';
import { UploadIcon } from './icons';

interface ImageUploadProps {
  label: string;
  file: File | null;
  /** The stored image, shown until a new one is chosen. */
  existingUrl?: string | null;
  onChange: (file: File | null) => void;
  onInvalid: (message: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  shape?: 'square' | 'round';
}

export function ImageUpload({
  label,
  file,
  existingUrl,
  onChange,
  onInvalid,
  error,
  hint,
  required,
  shape = 'square',
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? existingUrl ?? null;

  return (
    <div className={`field upload ${error ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </span>
      <div className="upload__row">
        <div className={`upload__preview upload__preview--${shape}`}>
          {shown ? <img src={shown} alt={`${label} preview`} /> : <UploadIcon width={28} height={28} />}
        </div>
        <div className="upload__actions">
          <input
            ref={input}
            id={id}
            type="file"
            className="upload__input"
            accept={IMAGE_TYPES.join(',')}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={describedBy(id, error, hint)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              const problem = checkImageFile(chosen);
              if (problem) onInvalid(problem);
              else onChange(chosen);
            }}
          />
          <label htmlFor={id} className="btn btn--secondary btn--sm upload__button" id={`${id}-button`}>
            <UploadIcon width={16} height={16} />
            <span>{shown ? 'Change image' : 'Upload image'}</span>
          </label>
          {file ? <span className="upload__name">{file.name}</span> : null}
          <p className="field__hint" id={`${id}-hint`}>
            {hint ? `${hint} ` : ''}PNG or JPEG, up to 1 MB.
          </p>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  title?: string;
  onClose?: () => void;
  className?: string;
}

/** Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({ tone, children, title, onClose, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className={`alert alert--${tone} ${className ?? ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className="alert__icon" />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        <div>{children}</div>
      </div>
      {onClose ? (
        <button type="button" className="alert__close" onClick={onClose} aria-label="Close">
          <CloseIcon width={16} height={16} />
        </button>
      ) : null}
    </div>
  );
}

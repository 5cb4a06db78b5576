import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import type { SettingsAlert } from '../hooks';

interface SectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

/** One settings card, reachable by its anchor. */
export function Section({ id, title, description, children, aside }: SectionProps) {
  return (
    <section id={id} className="settings-card" aria-labelledby={`${id}-title`}>
      <header className="settings-card__header">
        <div>
          <h2 id={`${id}-title`} className="settings-card__title" tabIndex={-1}>
            {title}
          </h2>
          {description ? <p className="settings-card__description">{description}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** A closable alert (it also goes by itself after 3 s). */
export function SectionAlert({ alert, onClose }: { alert: SettingsAlert | null; onClose: () => void }) {
  if (!alert) return null;
  return (
    <Alert tone={alert.tone} onClose={onClose} className="settings-alert">
      {alert.text}
    </Alert>
  );
}

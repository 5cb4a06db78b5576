import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PP } from '../../../config/planPageMessages';
import './pages.css';

/** The program's (or project's) name as the page's title, with its description under it. */
export function OwnerHeader({ title, description }: { title: string; description?: string }) {
  return (
    <header className="owner-head">
      <h2 className="owner-head__title">{title}</h2>
      {description ? <p className="owner-head__description">{description}</p> : null}
    </header>
  );
}

/** Links to the "by question" views (DECISIONS "Alternative routes"): one question across every program. */
export function ByQuestionLinks({ intro, links }: { intro: ReactNode; links: readonly { to: string; label: string }[] }) {
  return (
    <nav className="by-question-links" aria-label={PP.BY_QUESTION_NAV}>
      <p className="by-question-links__intro">{intro}</p>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

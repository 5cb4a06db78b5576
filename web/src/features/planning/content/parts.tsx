/**
 * Small presentational pieces shared by the static pages of the plan. They carry no state and
 * no data: every page is plain text a nonprofit leader reads before working on a module.
 */
import type { ReactNode } from 'react';
import { InfoIcon } from '../../../components/icons';
import './content.css';

/** The wrapper of every static page: scoped typography and a readable measure. */
export function ContentPage({ children }: { children: ReactNode }) {
  return <div className="plan-content">{children}</div>;
}

/** The opening paragraph(s), a little larger than the body text. */
export function Lead({ children }: { children: ReactNode }) {
  return <div className="plan-content__lead">{children}</div>;
}

const CALLOUT_LABELS = {
  tip: 'Tip',
  example: 'Example',
  note: 'Good to know',
  pitfall: 'Watch out',
} as const;

export type CalloutKind = keyof typeof CALLOUT_LABELS;

/**
 * A tip, example or note set apart from the text. The kind is always written out as a visible
 * label, so the meaning never rests on the colour alone.
 */
export function Callout({ kind, title, children }: { kind: CalloutKind; title?: string; children: ReactNode }) {
  return (
    <div className={`plan-callout plan-callout--${kind}`} role="note">
      <InfoIcon className="plan-callout__icon" width={18} height={18} />
      <div className="plan-callout__body">
        <p className="plan-callout__label">
          <strong>{CALLOUT_LABELS[kind]}</strong>
          {title ? <span>: {title}</span> : null}
        </p>
        {children}
      </div>
    </div>
  );
}

/** "At a glance" facts about a module: what it produces, what it takes, who helps. */
export function Glance({ items }: { items: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <dl className="plan-glance">
      {items.map((item) => (
        <div key={item.term} className="plan-glance__item">
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections of a module in the order the sidebar shows them, each with a line of what happens there. */
export function Steps({ items }: { items: readonly { name: string; text: ReactNode }[] }) {
  return (
    <ol className="plan-steps">
      {items.map((item, i) => (
        <li key={item.name}>
          <span className="plan-steps__num" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <strong>{item.name}</strong>
            <span className="plan-steps__text">{item.text}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How the module feeds the ones after it. */
export function Connects({ children }: { children: ReactNode }) {
  return <div className="plan-connects">{children}</div>;
}

/**
 * The gift chart's checks as a list: each check's title (with "Passed" or "Needs attention" for
 * screen readers, and a mark that is not colour alone) and its sentence. The page lists the
 * saved chart's checks (the server's), the editor those of the chart being typed (lib/giftChart).
 */
import { GM } from './messages';

export interface ShownCheck {
  id: string;
  title: string;
  passed: boolean;
  /** The sentence: what the check found and what to do. */
  text: string;
}

export function CheckList({ checks }: { checks: readonly ShownCheck[] }) {
  return (
    <ul className="pyramid__check-list">
      {checks.map((c) => (
        <li key={c.id} className={`pyramid__check ${c.passed ? 'pyramid__check--passed' : 'pyramid__check--failed'}`}>
          <span className="pyramid__check-icon" aria-hidden="true">
            {c.passed ? '✓' : '!'}
          </span>
          <div>
            <p className="pyramid__check-title">
              <span className="visually-hidden">{c.passed ? GM.PASSED : GM.NEEDS_ATTENTION}: </span>
              {c.title}
            </p>
            <p className="pyramid__check-detail">{c.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

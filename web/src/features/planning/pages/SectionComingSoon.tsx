import '../planning.css';
import { StarIcon } from '../../../components/icons';

/**
 * A section whose screen arrives with a later release: it says so plainly, and nothing on it
 * pretends to work. Next still moves on through the plan. (The case statement document has its
 * own screen: features/casedoc, shown by app/plan.tsx.)
 */
export function SectionComingSoon({ title }: { title: string; path: string }) {
  return (
    <div className="soon" role="note" aria-label="Not available yet">
      <span className="soon__icon" aria-hidden="true">
        <StarIcon width={22} height={22} />
      </span>
      <div>
        <p className="soon__title">This section opens when it is built.</p>
        <p>
          The <strong>{title}</strong> screen is part of an upcoming release of the toolkit. Until then you can read
          the other pages of this module and continue through your plan with Next.
        </p>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';

/**
 * The way from the plans to a funder's seat (issue 18 §3), under the plan grid of the payment and
 * renewal pages: secondary to paying, but plain to see.
 */
export function LicenceCodeEntry({ onDark = false }: { onDark?: boolean }) {
  const heading = useId();
  return (
    <section className={`licence-entry ${onDark ? 'licence-entry--on-dark' : ''}`} aria-labelledby={heading}>
      <div className="licence-entry__text">
        <h2 id={heading} className="licence-entry__title">
          {AM.HAVE_LICENCE_CODE}
        </h2>
        <p>If a funder sponsors your organization, enter the code they sent you instead of paying.</p>
      </div>
      <Link className="btn btn--secondary btn--md" to={paths.redeem}>
        {AM.REDEEM_A_CODE}
      </Link>
    </section>
  );
}

import { Link } from 'react-router';
import { PageTitle } from './PageTitle';
import { paths } from '../config/paths';
import { M } from '../config/messages';

/**
 * The not-found page, with a way back: for an address the app does not know, and for a path under
 * /steps/ that is no page of the plan.
 */
export function NotFoundPage() {
  return (
    <section className="placeholder">
      <PageTitle title={M.PAGE_NOT_FOUND} />
      <h1>{M.PAGE_NOT_FOUND}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="btn btn--secondary btn--md" to={paths.welcome}>
        Back to Getting Started
      </Link>
    </section>
  );
}

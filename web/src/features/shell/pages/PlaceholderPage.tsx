import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { M } from '../../../config/messages';

/** A simple page with a way back (the not-found page). */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <section className="placeholder">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="btn btn--secondary btn--md" to={paths.welcome}>
        Back to Getting Started
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return <PlaceholderPage title={M.PAGE_NOT_FOUND} text="The page you asked for does not exist or has moved." />;
}

import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';

/** Pages of later issues (Fundraising Resources) until they are built, and the not-found page. */
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

export function ResourcesPage() {
  return (
    <PlaceholderPage
      title="Fundraising Resources"
      text="Your case for support, gift pyramid, stewardship structure, policies and development documents will appear here as you complete the plan's modules."
    />
  );
}

export function NotFoundPage() {
  return <PlaceholderPage title="Page not found" text="The page you asked for does not exist or has moved." />;
}

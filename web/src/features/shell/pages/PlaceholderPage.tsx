import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../components/PageTitle';

/** Pages of later issues (settings, resources, the other modules) until they are built. */
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

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      text="Personal information, organization information, subscription details and password changes will be managed here."
    />
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

export function ComingSoonPage() {
  return (
    <PlaceholderPage
      title="This section is on its way"
      text="This part of the plan is not available yet. Start from Getting Started while we prepare it."
    />
  );
}

export function NotFoundPage() {
  return <PlaceholderPage title="Page not found" text="The page you asked for does not exist or has moved." />;
}

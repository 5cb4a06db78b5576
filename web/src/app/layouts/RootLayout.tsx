import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/Spinner';
import { paths } from '../../config/paths';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RouteLoading() {
  return <PageLoader onDark message="Loading…" />;
}

/** Shown when a page fails to load (e.g. a chunk after a deployment) or throws. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="route-error">
      <Logo tone="light" size={34} />
      <div className="card route-error__card">
        <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="muted">
          {notFound ? 'The page you asked for does not exist.' : 'Something went wrong, please try again later!'}
        </p>
        <div className="route-error__actions">
          <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="btn btn--secondary btn--md" to={paths.welcome}>
            Go to Getting Started
          </Link>
        </div>
      </div>
    </div>
  );
}

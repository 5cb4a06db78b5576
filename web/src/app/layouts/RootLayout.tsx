import { Component, Suspense, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Outlet, useLocation, type Location } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useScrollRestoration } from '../scrollRestoration';
import { M } from '../../config/messages';

/**
 * Every page: an error boundary (a page that fails to load or throws), the loader while a page's
 * code downloads (a navigation keeps the current page on screen meanwhile: the router's updates
 * are transitions), and scroll restoration once the page is there.
 */
export function RootLayout() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
        <ScrollRestoration />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/** Shows RouteError for an error in a page, until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function RouteLoading() {
  return <PageLoader onDark message="Loading…" />;
}

/** Shown when a page fails to load (e.g. a chunk after a deployment) or throws. */
export function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="route-error">
      <Logo tone="light" size={34} />
      <div className="card route-error__card">
        <h1>{notFound ? M.PAGE_NOT_FOUND : 'Something went wrong'}</h1>
        <p className="muted">
          {notFound ? 'The page you asked for does not exist.' : M.SOMETHING_WRONG}
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

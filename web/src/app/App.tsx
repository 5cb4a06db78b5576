import { BrowserRouter, useRoutes } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

/**
 * The app in React Router's declarative mode (BrowserRouter + the route table): the public pages
 * then download about 17 kB (gzipped) less than with createBrowserRouter's data router, whose
 * loaders, actions and fetchers the app does not use (docs/benchmarks.md, "Public pages").
 */
export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

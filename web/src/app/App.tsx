import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The app in React Router's declarative mode (BrowserRouter + the route table): the public pages
 * then download about 17 kB (gzipped) less than with createBrowserRouter's data router, whose
 * loaders, actions and fetchers the app does not use. TanStack Query's provider is a lazy layout
 * of the pages that use it (layouts/QueryLayout.tsx), not a root provider, so login and sign-up do
 * not download it either (docs/benchmarks.md, "Public pages").
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

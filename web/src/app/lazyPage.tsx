import { lazy, type ComponentType } from 'react';

/** The page modules asked for and not loaded yet. */
const loading = new Set<Promise<unknown>>();

/**
 * Settles once every page module asked for so far has loaded (or failed to). The unit tests wait
 * for it at the end of each file (src/test/setup.ts): files share their worker's module cache, and
 * a page still loading when its file's environment is torn down fails the next file.
 */
export function pagesLoaded(): Promise<unknown> {
  return Promise.allSettled([...loading]);
}

/**
 * A page that loads with the first visit that shows it (React.lazy; RootLayout holds the Suspense
 * boundary). The routes are plain elements, so the table works in the app's declarative router
 * (App.tsx, the smaller part of React Router) and in the tests' data routers alike.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(() => {
    const module = load();
    loading.add(module);
    const done = () => loading.delete(module);
    module.then(done, done);
    return module;
  });
  return <Page />;
};
export const named = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  page(async () => ({ default: (await load())[name] as ComponentType }));

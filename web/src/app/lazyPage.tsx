import { lazy, type ComponentType } from 'react';

/**
 * A page that loads with the first visit that shows it (React.lazy; RootLayout holds the Suspense
 * boundary). The routes are plain elements, so the table works in the app's declarative router
 * (App.tsx, the smaller part of React Router) and in the tests' data routers alike.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
export const named = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  page(async () => ({ default: (await load())[name] as ComponentType }));

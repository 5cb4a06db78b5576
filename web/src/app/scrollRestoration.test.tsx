import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetScrollPositions, useScrollRestoration } from './scrollRestoration';

function Layout() {
  useScrollRestoration();
  return <Outlet />;
}

const scrollTo = vi.fn();

function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  resetScrollPositions();
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll restoration', () => {
  it('starts a new page at the top and restores the previous one on back', async () => {
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: '/a', element: <p>a</p> }, { path: '/b', element: <p>b</p> }] }],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(420);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(90);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);

    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });
});

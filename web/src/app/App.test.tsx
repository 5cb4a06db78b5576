import { configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/utils';
import { App } from './App';

// Pages load lazily (route modules): allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => window.history.replaceState(null, '', '/'));

/** The app's own router (declarative mode, the browser's history), not the tests' memory router. */
describe('the app in the browser router', () => {
  it('shows the login page at /login', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/login');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a visitor of a signed-in page to login, then shows the sign-up page on its link', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/settings');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    screen.getByRole('link', { name: 'Create an account' }).click();
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-up'));
  });
});

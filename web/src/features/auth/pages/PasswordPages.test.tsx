import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../test/utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { NewPasswordPage } from './NewPasswordPage';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('sends the address and shows the answer in green', async () => {
    const { calls } = mockApi({
      'POST /reset-password': () => [200, { data: 'Check your email for reset password instructions.' }],
    });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^Email/), ' Jane@Example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email for reset password instructions.');
    expect(calls[0].body).toEqual({ email: 'jane@example.org' });
  });

  it('says "Your email does not exist." in red for a 404', async () => {
    mockApi({ 'POST /reset-password': () => [404, { error: 'Not found' }] });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email does not exist.');
  });
});

describe('NewPasswordPage', () => {
  async function submit() {
    await userEvent.type(screen.getByLabelText(/^New Password/), 'password1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('saves with the reset token, says "new password saved." and goes to login after 3 s', async () => {
    const { calls } = mockApi({ 'POST /update-password': () => [200, { data: 'new password saved.' }] });
    const { router } = renderRoute(<NewPasswordPage />, {
      path: '/new_password',
      initial: '/new_password?reset_token=tok123',
      extra: ['/login'],
    });
    await submit();
    expect(await screen.findByText('new password saved.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ reset_password_token: 'tok123', new_password: 'password1', confirm_new_password: 'password1' });
    expect(router.state.location.pathname).toBe('/new_password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3500 });
  });

  it('says "token is not valid." with a link to reset again', async () => {
    mockApi({ 'POST /update-password': () => [422, { error: 'token is not valid.' }] });
    renderRoute(<NewPasswordPage />, { path: '/new_password', initial: '/new_password?reset_token=old' });
    await submit();
    expect(await screen.findByText('token is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password again.' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says the token is not valid at once when the link has none', () => {
    mockApi({});
    renderRoute(<NewPasswordPage />, { path: '/new_password' });
    expect(screen.getByRole('link', { name: 'Reset your password again.' })).toBeInTheDocument();
  });
});

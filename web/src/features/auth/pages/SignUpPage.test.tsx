import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, rememberLicenceCode } from '../../../lib/session';
import { mockApi, renderRoute } from '../../../test/utils';
import { SignUpPage } from './SignUpPage';

afterEach(() => vi.unstubAllGlobals());

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Name/), '  Jane   van Doe ');
  await userEvent.type(screen.getByLabelText(/^Email/), 'Jane@Example.org');
  await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'password1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpPage', () => {
  it('posts the user and says a confirmation e-mail was sent, without signing in', async () => {
    const { calls } = mockApi({
      'POST /users': () => [
        201,
        {
          user: { id: '1', first_name: 'Jane', last_name: 'van Doe', email: 'jane@example.org', role: 'owner', confirmed: false, api_tokens: [] },
          message: 'Welcome! We sent a confirmation link to your email address. Open it to activate your account.',
        },
      ],
    });
    renderRoute(<SignUpPage />, { path: '/sign-up', extra: ['/login'] });
    await fill();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to your email address/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      user: {
        name: 'Jane van Doe',
        email: 'jane@example.org',
        password: 'password1',
        password_confirmation: 'password1',
        terms_of_service: 1,
      },
    });
    expect(getSession()).toBeNull();
  });

  it('says so when the visitor came by a funder’s link with a licence code, and only then', async () => {
    mockApi({});
    const first = renderRoute(<SignUpPage />, { path: '/sign-up', extra: ['/login'] });
    expect(screen.queryByText(/licence code/)).toBeNull();
    first.unmount();
    rememberLicenceCode('7KQM-4TXR-P9WD');
    renderRoute(<SignUpPage />, { path: '/sign-up', extra: ['/login'] });
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're joining with a licence code from a funder. Create your account and confirm your email, then log in: we'll take you straight to your organization's plan, with nothing to pay.",
    );
  });

  it('shows "Email has already been taken!" on the e-mail field', async () => {
    mockApi({
      'POST /users': () => [422, { error: 'Email has already been taken!', errors: { email: ['has already been taken'] } }],
    });
    renderRoute(<SignUpPage />, { path: '/sign-up', extra: ['/login'] });
    await fill();
    expect(await screen.findByText('Email has already been taken!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Something went wrong, please try again later!" when the server is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderRoute(<SignUpPage />, { path: '/sign-up', extra: ['/login'] });
    await fill();
    expect(await screen.findByText('Something went wrong, please try again later!')).toBeInTheDocument();
  });
});

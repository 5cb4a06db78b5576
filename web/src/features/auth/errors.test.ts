import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { forgotPasswordErrorMessage, isUnconfirmed, loginErrorMessage, signUpErrorMessage } from './errors';

const err = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, error, { error, ...extra });

describe('login error mapping (spec §8)', () => {
  it('network or failed to fetch', () => {
    const expected = 'Unable to connect to the server. Please check your internet connection and try again.';
    expect(loginErrorMessage(new ApiError(0, 'Failed to fetch', null))).toBe(expected);
    expect(loginErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(expected);
    expect(loginErrorMessage(new ApiError(502, 'Request failed with status 502', ''))).toBe(expected);
  });
  it('not found or 404', () => {
    const expected = 'This email address is not registered. Please check your email or sign up for a new account.';
    expect(loginErrorMessage(err(404, 'Request failed'))).toBe(expected);
    expect(loginErrorMessage(err(400, 'User not found'))).toBe(expected);
  });
  it('password or 401', () => {
    const expected = 'Incorrect email or password. Please try again.';
    expect(loginErrorMessage(err(401, 'Incorrect email or password.'))).toBe(expected);
    expect(loginErrorMessage(err(400, 'Invalid password'))).toBe(expected);
    expect(loginErrorMessage(err(401, 'Unauthorized'))).toBe(expected);
  });
  it('locked', () => {
    expect(loginErrorMessage(err(423, 'Account locked after too many wrong passwords'))).toBe(
      'Your account has been temporarily locked for security reasons. Please contact support to unlock it.',
    );
  });
  it('too many (the server answers 429)', () => {
    const expected = 'Too many failed login attempts. Please wait a few minutes before trying again.';
    expect(loginErrorMessage(err(429, 'Too many failed login attempts. Try again in 15 minutes.'))).toBe(expected);
    expect(loginErrorMessage(err(429, 'Slow down'))).toBe(expected);
  });
  it('otherwise', () => {
    expect(loginErrorMessage(err(500, 'Something went wrong, please try again later!'))).toBe(
      'Login failed. Please check your credentials and try again.',
    );
  });
  it('recognises the unconfirmed answer by its code', () => {
    expect(isUnconfirmed(err(403, 'Please confirm your email address before logging in.', { code: 'unconfirmed' }))).toBe(true);
    expect(isUnconfirmed(err(403, 'Forbidden'))).toBe(false);
  });
});

describe('sign-up error message', () => {
  it('builds "Email has already been taken!" from errors.email[0] and marks the e-mail field', () => {
    const e = err(422, 'Email has already been taken!', { errors: { email: ['has already been taken'] } });
    expect(signUpErrorMessage(e)).toEqual({ message: 'Email has already been taken!', emailField: true });
  });
  it('says "Something went wrong, please try again later!" when the server cannot be reached', () => {
    expect(signUpErrorMessage(new ApiError(0, 'Failed to fetch', null))).toEqual({
      message: 'Something went wrong, please try again later!',
      emailField: false,
    });
  });
  it('otherwise shows the server message', () => {
    expect(signUpErrorMessage(err(422, 'Please enter both first and last name'))).toEqual({
      message: 'Please enter both first and last name',
      emailField: false,
    });
  });
});

describe('forgot-password error message', () => {
  it('maps unknown addresses, network failures and other errors', () => {
    expect(forgotPasswordErrorMessage(err(404, 'Not found'))).toBe('Your email does not exist.');
    expect(forgotPasswordErrorMessage(new ApiError(0, 'Failed to fetch', null))).toBe(
      'Unable to connect to server. Please check your internet connection and try again.',
    );
    expect(forgotPasswordErrorMessage(err(500, 'boom'))).toBe('Something went wrong, please try again later!');
  });
});

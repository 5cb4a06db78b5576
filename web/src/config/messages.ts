/**
 * Every user-visible message that the specification words, exactly as it words them.
 * Screens import from here so a message is written once (and the tests pin each one). A message
 * the server also sends or shows comes from the server's list (shared/domain/src/messages.rs,
 * generated into src/generated/messages.ts); only the SPA's own messages are written here. The
 * signed-in screens' messages are in `appMessages.ts`, so the public pages do not download them.
 */
import type { AM } from './appMessages';
import * as S from '../generated/messages';

export const M = {
  // Validation (spec §5)
  INVALID_EMAIL: S.INVALID_EMAIL,
  FIELD_REQUIRED: S.FIELD_REQUIRED,
  PASSWORD_TOO_SHORT: S.PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH: S.PASSWORDS_MUST_MATCH,
  FIRST_AND_LAST_NAME: S.FIRST_AND_LAST_NAME,

  // Login (spec §8)
  LOGIN_NETWORK: 'Unable to connect to the server. Please check your internet connection and try again.',
  LOGIN_NOT_REGISTERED: 'This email address is not registered. Please check your email or sign up for a new account.',
  LOGIN_INCORRECT: 'Incorrect email or password. Please try again.',
  LOGIN_LOCKED: 'Your account has been temporarily locked for security reasons. Please contact support to unlock it.',
  LOGIN_TOO_MANY: 'Too many failed login attempts. Please wait a few minutes before trying again.',
  LOGIN_FAILED: 'Login failed. Please check your credentials and try again.',
  CONFIRMED: 'Thank you for confirming your account, you can login now!',

  // Sign-up (spec §8)
  SOMETHING_WRONG: S.UNAVAILABLE,

  // Forgot and change password (spec §8)
  EMAIL_NOT_FOUND: 'Your email does not exist.',
  RESET_NETWORK: 'Unable to connect to server. Please check your internet connection and try again.',

  // Payment and renewal screens (spec §2)
  LOADING_ACCOUNT: 'Loading your account...',
  ROLE_MEMBER: 'Member',
  SKIPPED_FETCH_FAILED: 'Failed to fetch skipped modules.',
  PAGE_NOT_FOUND: 'Page not found',
} as const;

export type Message = (typeof M)[keyof typeof M] | (typeof AM)[keyof typeof AM];

/** Spec §8: a non-OK response on a screen that shows its status (the goal screens, the collateral page). */
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;

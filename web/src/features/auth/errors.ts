/** What the auth screens say when a call fails (spec §8). */
import { M } from '../../config/messages';
import { isApiError, type ApiError } from '../../lib/api/client';

function isNetwork(error: unknown, text: string): boolean {
  if (isApiError(error) && error.isNetworkError) return true;
  return text.includes('network') || text.includes('failed to fetch');
}

/**
 * The login failure message, matched on the server's error text and status in the spec's order;
 * "locked" and "too many" are checked before "password" so a lock message that mentions
 * passwords is still reported as a lock.
 */
export function loginErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : undefined;
  const text = (error instanceof Error ? error.message : String(error ?? '')).toLowerCase();
  // A gateway that cannot reach the API (502/503/504) is, for the visitor, a connection problem.
  if (isNetwork(error, text) || status === 502 || status === 503 || status === 504) return M.LOGIN_NETWORK;
  if (text.includes('locked') || status === 423) return M.LOGIN_LOCKED;
  if (text.includes('too many') || status === 429) return M.LOGIN_TOO_MANY;
  if (text.includes('not found') || status === 404) return M.LOGIN_NOT_REGISTERED;
  if (text.includes('password') || status === 401) return M.LOGIN_INCORRECT;
  return M.LOGIN_FAILED;
}

/** True when the server refused the login because the e-mail is not confirmed yet. */
export function isUnconfirmed(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && error.code === 'unconfirmed';
}

/**
 * Sign-up failure: "Failed to fetch" gives the generic message; otherwise the server's, built as
 * "Email " + the first e-mail error + "!" when there is one. `emailField` says whether the e-mail
 * input is to be highlighted (the message mentions Email).
 */
export function signUpErrorMessage(error: unknown): { message: string; emailField: boolean } {
  if ((isApiError(error) && error.isNetworkError) || (error instanceof Error && /failed to fetch/i.test(error.message))) {
    return { message: M.SOMETHING_WRONG, emailField: false };
  }
  let message = M.SOMETHING_WRONG as string;
  if (isApiError(error)) {
    const emailError = error.fieldErrors.email;
    if (emailError) message = `Email ${emailError.replace(/[.!]+$/, '')}!`;
    else if (error.status < 500 && error.message && !error.message.startsWith('Request failed')) message = error.message;
  }
  return { message, emailField: message.includes('Email') };
}

/** Forgot-password failure (spec §8). */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return M.RESET_NETWORK;
    if (error.status === 404 || /not exist|not found/i.test(error.message)) return M.EMAIL_NOT_FOUND;
    if (error.status < 500 && !error.message.startsWith('Request failed')) return error.message;
  }
  return M.SOMETHING_WRONG;
}

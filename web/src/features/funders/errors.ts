/** What the funder side shows when a call fails. */
import { M } from '../../config/messages';
import { isApiError } from '../../lib/api/client';

/**
 * The server's text for an invalid or expired invitation link (FUNDER_INVITATION_INVALID of the
 * generated messages, which errors.test.ts holds this to), for a link without a token. A copy:
 * importing the generated constant would put it in the public pages' bundle.
 */
export const INVITATION_INVALID =
  "This invitation link is invalid or has expired. Ask the funder's admin to send it again.";

/** The server's message when it gave one worth showing (a 4xx), else the generic one. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500) {
    if (error.message && !error.message.startsWith('Request failed')) return error.message;
  }
  return M.SOMETHING_WRONG;
}

/** The field errors of a 422 (`errors.<field>`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 422 ? error.fieldErrors : {};
}

export const isStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

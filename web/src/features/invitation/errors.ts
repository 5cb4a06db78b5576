import { M } from '../../config/messages';
import { isApiError } from '../../lib/api/client';

/** Not worded by the spec; the server's text for an unknown, used or expired link. */
export const INVITATION_INVALID =
  'This invitation link is invalid or has expired. Ask your organization owner to send it again.';

/** A server text worth showing; else the spec's generic sign-up message. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500) {
    const email = error.fieldErrors.email;
    if (email) return `Email ${email.replace(/[.!]+$/, '')}!`;
    if (error.message && !error.message.startsWith('Request failed')) return error.message;
  }
  return M.SOMETHING_WRONG;
}

export function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

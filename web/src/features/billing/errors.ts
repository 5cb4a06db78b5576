/** The Payment Error dialog's message for a failed payment call (spec §8). */
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import { isApiError, type ApiError } from '../../lib/api/client';

export interface PaymentFailure {
  message: string;
  /** The session expired: log out and go to login after 2 s. */
  expired: boolean;
}

export function paymentErrorMessage(error: unknown): PaymentFailure {
  const text = error instanceof Error ? error.message : String(error ?? '');
  const status = isApiError(error) ? error.status : undefined;
  if ((isApiError(error) && error.isNetworkError) || /network|failed to fetch/i.test(text)) {
    return { message: AM.PAYMENT_NETWORK, expired: false };
  }
  if (status === 401 || /unauthorized/i.test(text)) return { message: AM.SESSION_EXPIRED, expired: true };
  if (status === 422) return { message: AM.PAYMENT_INVALID_PLAN, expired: false };
  if (/payment service|stripe|checkout/i.test(text) || status === 502 || status === 503 || status === 504) {
    return { message: AM.PAYMENT_SERVICE, expired: false };
  }
  if (status === 500) return { message: AM.PAYMENT_SERVER, expired: false };
  return { message: AM.PAYMENT_FAILED, expired: false };
}

/** Where the redeem page shows why a code was not taken: under the field, or above the button. */
export type RedeemFailure = { field: string } | { form: string; expired?: boolean };

/**
 * A refused redemption (issue 18 §3), always in the server's words: 422 names what is wrong with
 * the code (under `errors.code`), 409 what is wrong with the organization (it pays, or is
 * sponsored elsewhere), 429 says to wait (the client already waited out a short `Retry-After`).
 * The server's licence messages are not named here: whatever names one puts it in the JavaScript
 * of the public pages (src/generated/messages.ts is in their chunk, vite.config.ts).
 */
export function redeemFailure(error: unknown): RedeemFailure {
  if (!isApiError(error)) return { form: M.SOMETHING_WRONG };
  if (error.isNetworkError) return { form: AM.CHECK_CONNECTION };
  if (error.status === 401) return { form: AM.SESSION_EXPIRED, expired: true };
  if (error.status >= 500) return { form: M.SOMETHING_WRONG };
  const said = serverText(error) ?? M.SOMETHING_WRONG;
  if (error.status === 422) return { field: error.fieldErrors.code ?? said };
  return { form: said };
}

/** What the server wrote (the body's `error`, else its `message`), if anything. */
function serverText(error: ApiError): string | undefined {
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const text = [body.error, body.message].find((t) => typeof t === 'string' && t.trim() !== '');
  return typeof text === 'string' ? text : undefined;
}

/** The Payment Error dialog's message for a failed payment call (spec §8). */
import { M } from '../../config/messages';
import { isApiError } from '../../lib/api/client';

export interface PaymentFailure {
  message: string;
  /** The session expired: log out and go to login after 2 s. */
  expired: boolean;
}

export function paymentErrorMessage(error: unknown): PaymentFailure {
  const text = error instanceof Error ? error.message : String(error ?? '');
  const status = isApiError(error) ? error.status : undefined;
  if ((isApiError(error) && error.isNetworkError) || /network|failed to fetch/i.test(text)) {
    return { message: M.PAYMENT_NETWORK, expired: false };
  }
  if (status === 401 || /unauthorized/i.test(text)) return { message: M.SESSION_EXPIRED, expired: true };
  if (status === 422) return { message: M.PAYMENT_INVALID_PLAN, expired: false };
  if (/payment service|stripe|checkout/i.test(text) || status === 502 || status === 503 || status === 504) {
    return { message: M.PAYMENT_SERVICE, expired: false };
  }
  if (status === 500) return { message: M.PAYMENT_SERVER, expired: false };
  return { message: M.PAYMENT_FAILED, expired: false };
}

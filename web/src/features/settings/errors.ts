/** Which settings alert a failure shows (spec §8 Settings alerts). */
import { isApiError } from '../../lib/api/client';

/**
 * A network failure → the "An error occurred while …" text; a refusal with a server message → that
 * message (for saves); any other failure → the "Failed to …" text.
 */
export function settingsFailure(
  error: unknown,
  failed: string,
  errorOccurred: string,
  { serverText = true }: { serverText?: boolean } = {},
): string {
  if (!isApiError(error) || error.isNetworkError) return errorOccurred;
  if (serverText && error.status < 500 && error.message && !error.message.startsWith('Request failed')) return error.message;
  return failed;
}

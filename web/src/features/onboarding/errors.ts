import { AM } from '../../config/appMessages';
import { isApiError } from '../../lib/api/client';

/** The onboarding invite's failure text: a server text in `data` (or `error`), else the generic one. */
export function inviteErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) {
    const body = error.body as { data?: unknown; error?: unknown } | null;
    if (body && typeof body.data === 'string' && body.data.trim()) return body.data;
    if (body && typeof body.error === 'string' && body.error.trim() && error.status < 500) return body.error;
  }
  return AM.INVITES_FAILED_ONBOARDING;
}


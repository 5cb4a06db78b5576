/** What the team panel says after each call (spec §7 "What the product does with answers", §8). */
import { AM } from '../../config/appMessages';
import { isApiError } from '../../lib/api/client';
import type { InviteResponse, TeamActionResponse } from '../../lib/resources/team';

export type Tone = 'success' | 'error';
export interface Notice {
  tone: Tone;
  text: string;
  title?: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A server text worth showing (not our client's generic "Request failed with status …"). */
function serverText(error: unknown): string | null {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return null;
  const body = (error.body ?? {}) as { data?: unknown; error?: unknown; message?: unknown };
  return text(body.data) ?? text(body.error) ?? text(body.message);
}

/** Invite answer: status true → Invitation Sent; a server text in red; else Failed to send invitation. */
export function inviteAnswerNotice(answer: InviteResponse | null | undefined): Notice {
  if (answer?.status === true) return { tone: 'success', text: AM.INVITATION_SENT };
  return { tone: 'error', text: text(answer?.data) ?? text(answer?.error) ?? AM.INVITE_FAILED };
}

/** A failed invite call: network → "… Please try again."; a server text; else the generic one. */
export function inviteErrorNotice(error: unknown): Notice {
  if (isApiError(error) && error.isNetworkError) return { tone: 'error', text: AM.INVITE_NETWORK };
  return { tone: 'error', text: serverText(error) ?? AM.INVITE_FAILED };
}

function failed(answer: TeamActionResponse | string | null | undefined): boolean {
  return !!answer && typeof answer === 'object' && (answer.success === false || answer.status === false);
}

export function resendNotice(answer: TeamActionResponse | null | undefined): Notice {
  if (failed(answer)) return { tone: 'error', title: AM.ERROR_TITLE, text: text(answer?.message) ?? AM.RESEND_FAILED };
  return { tone: 'success', title: AM.SUCCESS_TITLE, text: AM.INVITE_RESENT };
}

export function resendErrorNotice(error: unknown): Notice {
  return { tone: 'error', title: AM.ERROR_TITLE, text: serverText(error) ?? AM.RESEND_FAILED };
}

/** Remove: an ok answer counts as success even when it is not JSON (spec §7). */
export function removeNotice(answer: TeamActionResponse | string | null | undefined): Notice {
  if (failed(answer)) {
    const message = typeof answer === 'object' ? text(answer?.message) : null;
    return { tone: 'error', title: AM.ERROR_TITLE, text: message ?? AM.REMOVE_FAILED };
  }
  return { tone: 'success', title: AM.REMOVED_TITLE, text: AM.MEMBER_REMOVED };
}

export function removeErrorNotice(error: unknown): Notice {
  return { tone: 'error', title: AM.ERROR_TITLE, text: serverText(error) ?? AM.REMOVE_FAILED };
}

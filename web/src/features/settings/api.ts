/**
 * The settings page's own calls: PUT /password, POST /auth/logout-everywhere, what the
 * organization shares with its funder (PUT /sharing, issue 18 §4; GET /sharing and its documents are
 * lib/resources/sharing.ts) and the funder's
 * reminders (PUT /sharing/reminders, §5), the plan as one file (GET /plan/export, POST
 * /plan/import, issue 19 §4); the profile, organization and subscription are lib/resources.
 */
import { api, type Answer, type JsonBody } from '../../lib/api/client';
import { download } from '../../lib/api/download';
import type { Sharing } from '../../lib/resources/sharing';

export const settingsApi = {
  /** A fresh token replaces the session's (every other session ends). */
  changePassword: (body: JsonBody<'/password', 'put'>) => api.put<Answer<'/password', 'put'>>('/password', body),
  /** Every session of the signed-in user ends, this one included. */
  logoutEverywhere: () => api.post<Answer<'/auth/logout-everywhere', 'post'>>('/auth/logout-everywhere'),
  /** Shares one figure, or stops sharing it (owner only): the whole sharing answered. */
  share: (body: JsonBody<'/sharing', 'put'>) => api.put<Sharing>('/sharing', body),
  /** Turns the funder's reminders to the owner on or off (owner only): the whole sharing answered. */
  setReminders: (body: JsonBody<'/sharing/reminders', 'put'>) => api.put<Sharing>('/sharing/reminders', body),
  /** The whole plan as one file (owner only). */
  exportPlan: () => download('/plan/export', 'plan.zip'),
  /** Reads a plan file into the organization, whose plan must be empty (owner only). */
  importPlan: (file: Blob) =>
    api.post<Answer<'/plan/import', 'post'>>('/plan/import', new Blob([file], { type: 'application/zip' })),
};

/**
 * The settings page's own calls: PUT /password, POST /auth/logout-everywhere, what the
 * organization shares with its funder (GET and PUT /sharing, issue 18 §4) and the funder's
 * reminders (PUT /sharing/reminders, §5); the profile, organization and subscription are
 * lib/resources.
 */
import { api, type Answer, type JsonBody } from '../../lib/api/client';

export type Sharing = Answer<'/sharing', 'get'>;

export const sharingKeys = {
  sharing: ['sharing'] as const,
};

export const settingsApi = {
  /** A fresh token replaces the session's (every other session ends). */
  changePassword: (body: JsonBody<'/password', 'put'>) => api.put<Answer<'/password', 'put'>>('/password', body),
  /** Every session of the signed-in user ends, this one included. */
  logoutEverywhere: () => api.post<Answer<'/auth/logout-everywhere', 'post'>>('/auth/logout-everywhere'),
  /** What the organization shares with its cohort's funder; 404 when it holds no seat. */
  sharing: () => api.get<Sharing>('/sharing'),
  /** Shares one figure, or stops sharing it (owner only): the whole sharing answered. */
  share: (body: JsonBody<'/sharing', 'put'>) => api.put<Sharing>('/sharing', body),
  /** Turns the funder's reminders to the owner on or off (owner only): the whole sharing answered. */
  setReminders: (body: JsonBody<'/sharing/reminders', 'put'>) => api.put<Sharing>('/sharing/reminders', body),
};

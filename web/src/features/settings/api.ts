/**
 * The settings page's own calls: PUT /password and POST /auth/logout-everywhere (the profile,
 * organization and subscription are lib/resources).
 */
import { api, type Answer, type JsonBody } from '../../lib/api/client';

export const settingsApi = {
  /** A fresh token replaces the session's (every other session ends). */
  changePassword: (body: JsonBody<'/password', 'put'>) => api.put<Answer<'/password', 'put'>>('/password', body),
  /** Every session of the signed-in user ends, this one included. */
  logoutEverywhere: () => api.post<Answer<'/auth/logout-everywhere', 'post'>>('/auth/logout-everywhere'),
};

/** The settings page's own call: PUT /password (the profile, organization and subscription are lib/resources). */
import { api, type Answer, type JsonBody } from '../../lib/api/client';

export const settingsApi = {
  /** A fresh token replaces the session's (every other session ends). */
  changePassword: (body: JsonBody<'/password', 'put'>) => api.put<Answer<'/password', 'put'>>('/password', body),
};

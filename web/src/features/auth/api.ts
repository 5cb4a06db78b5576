import { api, type Answer, type JsonBody } from '../../lib/api/client';
import { signUp } from '../../lib/resources/users';

export type LoginResponse = Answer<'/auth', 'post'>;

export const authApi = {
  login: (body: Required<JsonBody<'/auth', 'post'>>) => api.post<LoginResponse>('/auth', body, { auth: false }),
  signUp,
  resendConfirmation: (body: JsonBody<'/users/confirmation', 'post'>) =>
    api.post<Answer<'/users/confirmation', 'post'>>('/users/confirmation', body, { auth: false }),
  requestReset: (body: JsonBody<'/reset-password', 'post'>) =>
    api.post<Answer<'/reset-password', 'post'>>('/reset-password', body, { auth: false }),
  updatePassword: (body: JsonBody<'/update-password', 'post'>) =>
    api.post<Answer<'/update-password', 'post'>>('/update-password', body, { auth: false }),
};

import { api } from '../../lib/api/client';
import type {
  ConfirmationRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  SignUpRequest,
  SignUpResponse,
  UpdatePasswordRequest,
} from '../../lib/api/types';

export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>('/auth', body, { auth: false }),
  signUp: (body: SignUpRequest) => api.post<SignUpResponse>('/users', body, { auth: false }),
  resendConfirmation: (body: ConfirmationRequest) =>
    api.post<MessageResponse>('/users/confirmation', body, { auth: false }),
  requestReset: (body: ResetPasswordRequest) => api.post<MessageResponse>('/reset-password', body, { auth: false }),
  updatePassword: (body: UpdatePasswordRequest) =>
    api.post<MessageResponse>('/update-password', body, { auth: false }),
};

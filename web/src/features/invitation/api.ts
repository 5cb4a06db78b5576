import { api } from '../../lib/api/client';
import type { AcceptInvitationResponse, InvitationView, SignUpRequest, SignUpResponse } from '../../lib/api/types';

export const invitationApi = {
  /** What a link invites to (public); 404 for an unknown, used or expired link. */
  lookup: (token: string) => api.get<InvitationView>(`/invitations/${encodeURIComponent(token)}`, { auth: false }),
  /** A new person: the account is a confirmed member of the inviting organization, signed in at once. */
  signUp: (body: SignUpRequest) => api.post<SignUpResponse>('/users', body, { auth: false }),
  /** An existing account, signed in with the invited address. */
  accept: (token: string) => api.post<AcceptInvitationResponse>('/invitations/accept', { token }),
};

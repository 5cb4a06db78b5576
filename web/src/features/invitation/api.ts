import { api, type Answer, type Schemas } from '../../lib/api/client';
import { signUp } from '../../lib/resources/users';

export type InvitationView = Schemas['InvitationView'];

export const invitationKeys = {
  lookup: (token: string) => ['invitation', token] as const,
};

export const invitationApi = {
  /** What a link invites to (public); 404 for an unknown, used or expired link. */
  lookup: (token: string) =>
    api.get<Answer<'/invitations/{token}', 'get'>>(`/invitations/${encodeURIComponent(token)}`, { auth: false }),
  /** A new person: the account is a confirmed member of the inviting organization, signed in at once. */
  signUp,
  /** An existing account, signed in with the invited address. */
  accept: (token: string) => api.post<Answer<'/invitations/accept', 'post'>>('/invitations/accept', { token }),
};

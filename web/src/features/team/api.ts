/** The team calls of spec §7, and the query keys of the team's cached answers. */
import { api, isApiError } from '../../lib/api/client';
import type {
  AssigneesResponse,
  AssignRequest,
  InviteRequest,
  InviteResponse,
  Organization,
  OrganizationResponse,
  TeamActionResponse,
  TeamMember,
  TeamMembersResponse,
  UnassignRequest,
} from '../../lib/api/types';

export const teamKeys = {
  members: ['team-members'] as const,
  assignees: ['team-assignees'] as const,
};

export type Assignees = Record<string, string[]>;

export const teamApi = {
  members: async (): Promise<TeamMember[]> => {
    const answer = await api.get<TeamMembersResponse>('/users/team-members');
    return Array.isArray(answer?.data) ? answer.data : [];
  },
  invite: (body: InviteRequest) => api.post<InviteResponse>('/users/invite', body),
  resend: (email: string) => api.post<TeamActionResponse>('/users/resend_invite_email', { email }),
  remove: (id: string) => api.delete<TeamActionResponse>('/users', { id }),
  /** The assignees map comes with the navigation state (GET /steps-nav-status). */
  assignees: async (): Promise<Assignees> => {
    const answer = await api.get<AssigneesResponse>('/steps-nav-status');
    return answer?.assignees ?? {};
  },
  assign: (body: AssignRequest) => api.post<AssigneesResponse>('/update-assignee', body),
  unassign: (body: UnassignRequest) => api.delete<AssigneesResponse>('/remove-assignee', body),
  /** The organization (null before onboarding saved one); same cache entry as the onboarding's. */
  organization: async (): Promise<Organization | null> => {
    try {
      const answer = await api.get<OrganizationResponse>('/organizations');
      return answer?.data ?? null;
    } catch (e) {
      if (isApiError(e) && e.status === 404) return null;
      throw e;
    }
  },
};

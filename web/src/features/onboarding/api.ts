import { api, isApiError } from '../../lib/api/client';
import type {
  InviteRequest,
  InviteResponse,
  Organization,
  OrganizationResponse,
  SaveOrganizationResponse,
  UpdateMeResponse,
} from '../../lib/api/types';

export const onboardingApi = {
  /** The organization, or null when none exists yet (404). */
  organization: async (): Promise<Organization | null> => {
    try {
      const answer = await api.get<OrganizationResponse>('/organizations');
      return answer?.data ?? null;
    } catch (e) {
      if (isApiError(e) && e.status === 404) return null;
      throw e;
    }
  },
  saveOrganization: (form: FormData) => api.post<SaveOrganizationResponse>('/organizations', form),
  updateMe: (form: FormData) => api.put<UpdateMeResponse>('/me', form),
  invite: (body: InviteRequest) => api.post<InviteResponse>('/users/invite', body),
};

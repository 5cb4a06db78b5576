import { api, isApiError } from '../../lib/api/client';
import type {
  ChangePasswordRequest,
  Organization,
  OrganizationResponse,
  PasswordChangedResponse,
  SaveOrganizationResponse,
  SubscriptionDetailsResponse,
  UpdateMeResponse,
} from '../../lib/api/types';

export const settingsKeys = {
  subscription: ['subscription-details'] as const,
};

export const settingsApi = {
  updateMe: (form: FormData) => api.put<UpdateMeResponse>('/me', form),
  /** The organization, or null when none exists yet (404); same cache entry as the onboarding's. */
  organization: async (): Promise<Organization | null> => {
    try {
      const answer = await api.get<OrganizationResponse>('/organizations');
      return answer?.data ?? null;
    } catch (e) {
      if (isApiError(e) && e.status === 404) return null;
      throw e;
    }
  },
  /** The settings form carries director_name and year; that is how the server tells it apart. */
  saveOrganization: (form: FormData) => api.post<SaveOrganizationResponse>('/organizations', form),
  subscription: () => api.get<SubscriptionDetailsResponse>('/me/subscription_details'),
  changePassword: (body: ChangePasswordRequest) => api.put<PasswordChangedResponse>('/password', body),
};

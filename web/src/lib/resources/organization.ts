/** The organization (GET and POST /organizations): its type, query key, calls and hook. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type Organization = Schemas['OrganizationView'];

export const organizationKeys = {
  organization: ['organization'] as const,
};

/** The organization, or null when none exists yet (404). */
export async function getOrganization(): Promise<Organization | null> {
  try {
    const { data } = await api.get<Answer<'/organizations', 'get'>>('/organizations');
    return data;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

/** The organization (null before onboarding saved one); one cache entry for every screen. */
export function useOrganization({ enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: organizationKeys.organization,
    queryFn: getOrganization,
    enabled: enabled && !!session,
    retry: false,
    staleTime,
  });
}

/**
 * Which form POST /organizations saves: the onboarding and settings forms are the owner's; the
 * case document's style (colours and font only) every member's.
 */
export type OrganizationFormKind = 'onboarding' | 'settings' | 'style';

/**
 * POST /organizations (multipart, see lib/organizationForm), naming its form in the `form` field
 * (the server never guesses it from the fields sent).
 */
export function saveOrganization(kind: OrganizationFormKind, form: FormData) {
  form.set('form', kind);
  return api.post<Answer<'/organizations', 'post'>>('/organizations', form);
}

/** A saved organization replaces the cached one. */
export function storeOrganization(client: QueryClient, org: Organization): void {
  client.setQueryData(organizationKeys.organization, org);
}

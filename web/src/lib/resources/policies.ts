/**
 * The policies and development documents the organization selected (GET, POST
 * /policies-and-procedures; contract "API"), and the download counter (PATCH
 * /policies_and_procedures/increment_download_flag). The answer groups the identities
 * (foundational, development, other); a save sends one flat map of identity to boolean, and
 * identities it does not name stay as stored.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, request, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type PoliciesAndProcedures = Schemas['PoliciesAndProcedures'];
export type PolicySelection = Record<string, boolean>;
export type DownloadCounted = Schemas['DownloadCounted'];

export const policyKeys = {
  selection: ['policies-and-procedures'] as const,
};

export function getPolicies(): Promise<PoliciesAndProcedures> {
  return api.get<Answer<'/policies-and-procedures', 'get'>>('/policies-and-procedures');
}

export function usePolicies() {
  const session = useSession();
  return useQuery({
    queryKey: policyKeys.selection,
    queryFn: getPolicies,
    enabled: !!session,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Every identity of the answer in one flat map. */
export const flatSelection = (p: PoliciesAndProcedures): PolicySelection => ({ ...p.foundational, ...p.development, ...p.other });

/** POST /policies-and-procedures with a flat map (any subset). */
export async function savePolicies(client: QueryClient, selection: PolicySelection): Promise<PoliciesAndProcedures> {
  const saved = await api.post<Answer<'/policies-and-procedures', 'post'>>('/policies-and-procedures', selection);
  client.setQueryData(policyKeys.selection, saved);
  return saved;
}

/** PATCH /policies_and_procedures/increment_download_flag, after a policy or the manual was downloaded. */
export function countPolicyDownload(identity?: string): Promise<DownloadCounted> {
  const body: Schemas['PolicyDownload'] = identity ? { identity } : {};
  return request<DownloadCounted>('/policies_and_procedures/increment_download_flag', {
    method: 'PATCH',
    body,
  });
}

/**
 * The policies and development documents the organization selected (GET, POST
 * /policies-and-procedures; contract "API"), and the download counter (PATCH
 * /policies_and_procedures/increment_download_flag). The answer groups the identities
 * (foundational, development, other); a save sends one flat map of identity to boolean, and
 * identities it does not name stay as stored.
 *
 * Typed by hand, as the contract names the schemas, until the server's OpenAPI types arrive.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, request } from '../api/client';
import { useSession } from '../session';

export type PolicySelection = Record<string, boolean>;

/** Schemas['PoliciesAndProcedures'] */
export interface PoliciesAndProcedures {
  foundational: PolicySelection;
  development: PolicySelection;
  other: PolicySelection;
  version: number;
  status?: string;
}

export interface DownloadCount {
  status: string;
  downloads: number;
}

export const policyKeys = {
  selection: ['policies-and-procedures'] as const,
};

export function getPolicies(): Promise<PoliciesAndProcedures> {
  return api.get<PoliciesAndProcedures>('/policies-and-procedures');
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
  const saved = await api.post<PoliciesAndProcedures>('/policies-and-procedures', selection);
  client.setQueryData(policyKeys.selection, saved);
  return saved;
}

/** PATCH /policies_and_procedures/increment_download_flag, after a policy or the manual was downloaded. */
export function countPolicyDownload(identity?: string): Promise<DownloadCount> {
  return request<DownloadCount>('/policies_and_procedures/increment_download_flag', {
    method: 'PATCH',
    body: identity ? { identity } : {},
  });
}

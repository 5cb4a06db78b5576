/**
 * The prospect ratio and the prospect names of the gift pyramid (contract "API": `/prospects`):
 * 5, 4 or 3 prospects per gift (default 3) and, per gift level in whole dollars, the names typed
 * in its boxes, in order (an empty box keeps its place as ""). POST names the `version` it was
 * edited from; a stale one is refused with 409.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../session';

export type ProspectRatio = 3 | 4 | 5;

/** OpenAPI `Prospects`. */
export interface Prospects {
  prospectRatio: ProspectRatio;
  /** Gift level in whole dollars ("250000") → names. */
  prospectNames: Record<string, string[]>;
  version: number;
}

/** OpenAPI `SaveProspects`. */
export interface SaveProspects {
  prospectRatio: ProspectRatio;
  prospectNames: Record<string, string[]>;
  version?: number;
}

export const prospectKeys = { all: ['prospects'] as const };

export function getProspects(): Promise<Prospects> {
  return api.get<Prospects>('/prospects');
}

export function saveProspects(body: SaveProspects): Promise<Prospects> {
  return api.post<Prospects>('/prospects', body);
}

/** Read fresh on every visit, never refetched under the user's typing. */
export function useProspects() {
  const session = useSession();
  return useQuery({
    queryKey: prospectKeys.all,
    queryFn: getProspects,
    enabled: !!session,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/**
 * The prospect ratio and the prospect names of the gift pyramid (contract "API": `/prospects`):
 * 5, 4 or 3 prospects per gift (default 3) and, per gift level in whole dollars, the names typed
 * in its boxes, in order (an empty box keeps its place as ""). POST names the `version` it was
 * edited from; a stale one is refused with 409.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { PROSPECT_RATIOS } from '../../generated/closing';
import { useSession } from '../session';

/** The ratios the server accepts (web/src/generated/closing.ts `PROSPECT_RATIOS`). */
export type ProspectRatio = (typeof PROSPECT_RATIOS)[number]['value'];
export const DEFAULT_PROSPECT_RATIO: ProspectRatio = 3;

/** The server's number as a ratio; anything else (never sent by the server) reads as the default. */
export const asProspectRatio = (n: number): ProspectRatio =>
  PROSPECT_RATIOS.find((r) => r.value === n)?.value ?? DEFAULT_PROSPECT_RATIO;

export type Prospects = Schemas['Prospects'];
export type SaveProspects = JsonBody<'/prospects', 'post'>;

export const prospectKeys = { all: ['prospects'] as const };

export function getProspects(): Promise<Prospects> {
  return api.get<Answer<'/prospects', 'get'>>('/prospects');
}

export function saveProspects(body: SaveProspects): Promise<Prospects> {
  return api.post<Answer<'/prospects', 'post'>>('/prospects', body);
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

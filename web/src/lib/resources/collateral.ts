/**
 * The Fundraising Resources page's statuses (GET /fundraising-collateral-status; contract "API"):
 * per card title, whether it is complete. (The gift pyramid's download counter, sent after the
 * Campaign Gift Pyramid is downloaded there, is `countPyramidDownload` of ./pyramid.)
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type CollateralStatus = Schemas['CollateralStatus'];

export const collateralKeys = {
  status: ['fundraising-collateral-status'] as const,
};

export function getCollateralStatus(): Promise<CollateralStatus> {
  return api.get<Answer<'/fundraising-collateral-status', 'get'>>('/fundraising-collateral-status');
}

/** Read fresh on every visit: the statuses follow the plan. */
export function useCollateralStatus() {
  const session = useSession();
  return useQuery({
    queryKey: collateralKeys.status,
    queryFn: getCollateralStatus,
    enabled: !!session,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

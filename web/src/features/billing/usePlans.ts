import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/account';
import type { Plan } from '../../lib/api/types';
import { billingApi } from './api';
import { FALLBACK_PLANS } from './plans';

/** GET /plans; when it fails the fixed catalogue of the spec is shown instead. */
export function usePlans(): { plans: Plan[]; isPending: boolean } {
  const query = useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => {
      const answer = await billingApi.plans();
      const list = Array.isArray(answer?.data) ? answer.data : Array.isArray(answer) ? (answer as Plan[]) : [];
      return list.length ? list : FALLBACK_PLANS;
    },
    staleTime: 5 * 60_000,
  });
  if (query.isError) return { plans: FALLBACK_PLANS, isPending: false };
  return { plans: query.data ?? [], isPending: query.isPending };
}

import { useQuery } from '@tanstack/react-query';
import { billingApi, planKeys, type Plan } from './api';
import { FALLBACK_PLANS } from './plans';

/** GET /plans; when it fails the fixed catalogue of the spec is shown instead. */
export function usePlans(): { plans: Plan[]; isPending: boolean } {
  const query = useQuery({
    queryKey: planKeys.plans,
    queryFn: async () => {
      const list = await billingApi.plans();
      return list.length ? list : FALLBACK_PLANS;
    },
    staleTime: 5 * 60_000,
  });
  if (query.isError) return { plans: FALLBACK_PLANS, isPending: false };
  return { plans: query.data ?? [], isPending: query.isPending };
}

/** The owner's subscription (GET /me/subscription_details): its types, query key, call and hook. */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { useSession } from '../session';

export type SubscriptionDetails = Schemas['SubscriptionDetails'];
export type SubscriptionDetailsResponse = Schemas['DetailsResponse'];

export const subscriptionKeys = {
  details: ['subscription-details'] as const,
};

export function getSubscriptionDetails() {
  return api.get<Answer<'/me/subscription_details', 'get'>>('/me/subscription_details');
}

export function useSubscriptionDetails(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: subscriptionKeys.details,
    queryFn: getSubscriptionDetails,
    enabled: enabled && !!session,
    retry: false,
  });
}

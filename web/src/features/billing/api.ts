import { api } from '../../lib/api/client';
import type {
  PaymentUrlRequest,
  PaymentUrlResponse,
  PlansResponse,
  RenewRequest,
  SubscriptionDetailsResponse,
} from '../../lib/api/types';

export const billingApi = {
  plans: () => api.get<PlansResponse>('/plans'),
  paymentUrl: (body: PaymentUrlRequest) => api.post<PaymentUrlResponse>('/payments/url/', body),
  renew: (body: RenewRequest) => api.post<PaymentUrlResponse>('/payments/renew', body),
  subscriptionDetails: () => api.get<SubscriptionDetailsResponse>('/me/subscription_details'),
};

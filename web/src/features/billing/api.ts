/** The billing calls: the plan catalogue (GET /plans), checkout and renewal (spec §4), licence codes (issue 18 §3). */
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';

export type Plan = Schemas['PlanView'];
export type Term = 'month' | 'year';
export type Redeemed = Answer<'/licences/redeem', 'post'>;

export const planKeys = {
  plans: ['plans'] as const,
};

export const billingApi = {
  plans: async (): Promise<Plan[]> => (await api.get<Answer<'/plans', 'get'>>('/plans')).data,
  paymentUrl: (body: JsonBody<'/payments/url/', 'post'>) => api.post<Answer<'/payments/url/', 'post'>>('/payments/url/', body),
  renew: (body: JsonBody<'/payments/renew', 'post'>) => api.post<Answer<'/payments/renew', 'post'>>('/payments/renew', body),
  /** Owner only; 422 with the reason under `errors.code`, 409 paying or sponsored elsewhere, 429 too many unknown codes. */
  redeem: (body: JsonBody<'/licences/redeem', 'post'>) => api.post<Redeemed>('/licences/redeem', body),
};

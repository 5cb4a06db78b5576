/** The billing calls: the plan catalogue (GET /plans), checkout and renewal (spec §4). */
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';

export type Plan = Schemas['PlanView'];
export type Term = 'month' | 'year';

export const planKeys = {
  plans: ['plans'] as const,
};

export const billingApi = {
  plans: async (): Promise<Plan[]> => (await api.get<Answer<'/plans', 'get'>>('/plans')).data,
  paymentUrl: (body: JsonBody<'/payments/url/', 'post'>) => api.post<Answer<'/payments/url/', 'post'>>('/payments/url/', body),
  renew: (body: JsonBody<'/payments/renew', 'post'>) => api.post<Answer<'/payments/renew', 'post'>>('/payments/renew', body),
};

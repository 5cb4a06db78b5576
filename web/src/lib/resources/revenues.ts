/** Annual revenue (spec file 2 §7): GET and POST /revenues. */
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';

export type RevenueTableAnswer = Schemas['RevenueTable'];
export type RevenueView = Schemas['RevenueView'];
export type RevenueInput = Schemas['RevenueInput'];
export type RevenuesSaved = Schemas['RevenuesSaved'];

/** Spec §3: every revenue item is sent with this category. */
export const REVENUE_CATEGORY = 'annual_overhead';

export function getRevenues(): Promise<RevenueTableAnswer> {
  return api.get<Answer<'/revenues', 'get'>>('/revenues');
}

/** POST /revenues: the lines sent are set (a line sent as all 0 is removed), the others kept. */
export function saveRevenues(lines: RevenueInput[]): Promise<RevenuesSaved> {
  const body: JsonBody<'/revenues', 'post'> = {
    revenues: lines.map((l) => ({ ...l, revenue_category: REVENUE_CATEGORY })),
  };
  return api.post<Answer<'/revenues', 'post'>>('/revenues', body);
}

/** The plan catalogue (spec §3) and price helpers. */
import { env } from '../../config/env';
import { PLANS } from '../../generated/plans';
import type { Plan, Term } from './api';
import { formatUsd } from '../../lib/format';

/** Shown when GET /plans cannot be read: the same catalogue the server serves (generated from shared/domain). */
export const FALLBACK_PLANS: Plan[] = PLANS;

export interface PlanPrices {
  monthly: number;
  yearly: number;
  /** Twelve months minus the yearly price, never negative. */
  yearlySaving: number;
}

/** Monthly and yearly prices in dollars, or null for a "Contact Us" plan. */
export function pricesOf(plan: Plan): PlanPrices | null {
  const price = plan.price;
  if (price === null || price === undefined) return null;
  const { monthly, yearly } = price;
  return { monthly, yearly, yearlySaving: Math.max(0, monthly * 12 - yearly) };
}

/** The option texts of the term modal: "$150 per month, billed monthly" and so on. */
export function termOptionText(prices: PlanPrices, term: Term): { title: string; detail: string; badge?: string } {
  if (term === 'month') {
    return { title: 'Monthly Plan', detail: `${formatUsd(prices.monthly)} per month, billed monthly` };
  }
  return {
    title: 'Yearly Plan',
    detail: `${formatUsd(prices.yearly)} per year, billed annually`,
    badge: prices.yearlySaving > 0 ? `Save ${formatUsd(prices.yearlySaving)}` : undefined,
  };
}

/** "Contact Us" opens an e-mail to support. */
export function contactHref(plan: Plan): string {
  return `mailto:${env.supportEmail}?subject=${encodeURIComponent(`${plan.name} plan enquiry`)}`;
}

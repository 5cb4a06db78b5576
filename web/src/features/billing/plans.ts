/** The plan catalogue (spec §3) and price helpers. */
import { env } from '../../config/env';
import type { Plan, Term } from '../../lib/api/types';
import { formatUsd } from '../../lib/format';

/** Shown when GET /plans cannot be read; the same catalogue the server serves. */
export const FALLBACK_PLANS: Plan[] = [
  {
    id: 'pro',
    name: 'Pro',
    title: 'Self-Guided E-Tool',
    price: { monthly: 150, yearly: 1200 },
    description: 'Build your strategic plan for fundraising at your own pace, with every module and document.',
    features: [
      'Strategic Plan for Fundraising',
      'Customizable Case for Support',
      'Gift Pyramid',
      'Stewardship Structure',
      'Policies and Procedures Manual',
      'Goals Narrative',
      'Fundraising Budgets & Revenue Projections (annual and 3-year)',
      'Collaboration Tools',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    title: 'Funder/aggregate supported offerings',
    price: null,
    description: 'For funders and networks that support a group of nonprofits.',
    features: [
      'Full training program: five sessions over six months, ending with a 3-year plan, gift pyramid, case for support, pitch deck and policies',
      'Light-structure group coaching cohort with the 15 e-tool modules (minimum of 10 licences)',
      'Self-guided e-tool with year-long access, underwritten by a funder',
    ],
  },
];

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
  const monthly = typeof price === 'number' ? price : price.monthly;
  const yearly = typeof price === 'number' ? price * 12 : price.yearly;
  if (!Number.isFinite(monthly) || !Number.isFinite(yearly)) return null;
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

import { COLLATERAL_TABS, POLICIES, type CollateralCardDef, type CollateralType } from '../../generated/closing';
import type { FixedSectionPath } from '../../generated/registry';

/** Spec §9: a highlighted card stays highlighted for 10 s. */
export const HIGHLIGHT_MS = 10_000;

/** A card's status as the server gives it; null when it gives none. */
export type Status = 'Complete' | 'Not Ready' | null;

/**
 * Spec §4 "Collateral downloads": the generated documents only when Complete, the case for support,
 * its narrative and the templates unless Not Ready.
 */
export function canDownload(card: CollateralCardDef, status: Status): boolean {
  return card.needs === 'complete' ? status === 'Complete' : status !== 'Not Ready';
}

/** The tabs, "All" first (spec §2), with the slug `?tab=` takes. */
export const TABS: readonly { id: string; label: 'All' | CollateralType }[] = [
  { id: 'all', label: 'All' },
  ...COLLATERAL_TABS.map((t) => ({ id: t.slug, label: t.label })),
];

type Page = { path: FixedSectionPath; name: string };

/** ours: the page of the plan whose completion makes each generated resource ready. */
const FROM: Readonly<Record<string, Page>> = {
  'case-for-support': { path: '/case-statement-document', name: 'Case Statement Document' },
  'case-for-support-narrative': { path: '/steps/finalize-your-case-for-support/overview', name: 'Case for Support' },
  'talking-points': { path: '/steps/finalize-your-case-for-support/success-story-highlights', name: 'Success Story Highlights' },
  'stewardship-structure': { path: '/steps/stewardship/donor-recognition', name: 'Donor Recognition and Benefit Structure' },
  'understanding-your-fundraising-goals': { path: '/steps/total-fundraising-goal/summary', name: '3-Year Fundraising Goal Summary' },
  'campaign-gift-pyramid': { path: '/steps/gift-pyramid/prospect-to-donor-ratio', name: 'Donor: Prospect Ratio and Gift Pyramid' },
  'policies-and-procedures': { path: '/steps/fundraising-operations/policies-procedures', name: 'Policies and Procedures Manual' },
};
const POLICIES_PAGE: Page = FROM['policies-and-procedures'];
const DOCUMENTS_PAGE: Page = { path: '/steps/fundraising-operations/development-documents', name: 'Development Documents' };

/** Where a Not Ready card is made ready: its own page, else the policies' or documents' screen. */
export function readyFrom(card: CollateralCardDef): Page {
  const own = FROM[card.anchor];
  if (own) return own;
  return POLICIES.find((p) => p.identity === card.identity)?.group === 'foundational' ? POLICIES_PAGE : DOCUMENTS_PAGE;
}

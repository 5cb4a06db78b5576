import { COLLATERAL_TABS, type CollateralCardDef, type CollateralType } from '../../generated/closing';
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

/** A page of the plan, with the name a link to it reads. */
type Page = { path: FixedSectionPath; name: string };

/**
 * Where a Not Ready card is made ready: the page that completes it, or for a template the policies'
 * or documents' screen by its policy's group. The server's collateral cards decide it, from the
 * section catalogue (generated/closing.ts).
 */
export function readyFrom(card: CollateralCardDef): Page {
  return card.readyFrom;
}

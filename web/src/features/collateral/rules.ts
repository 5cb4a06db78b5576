import type { CollateralCard } from '../closing/closingTables';

/** Spec §9: a highlighted card stays highlighted for 10 s. */
export const HIGHLIGHT_MS = 10_000;

/** A card's status as the server gives it; null when it gives none. */
export type Status = 'Complete' | 'Not Ready' | null;

/**
 * Spec §4 "Collateral downloads": the generated documents only when Complete, the case for support,
 * its narrative and the templates unless Not Ready; a card without a document never.
 */
export function canDownload(card: CollateralCard, status: Status): boolean {
  if (!card.document) return false;
  return card.needs === 'complete' ? status === 'Complete' : status !== 'Not Ready';
}

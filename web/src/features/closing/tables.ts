/**
 * The closing modules' static tables, typed here by hand with the names and shapes of the server's
 * `web/src/generated/closing.ts` (from shared/domain, `make web-tables`), which replaces this file
 * on merge: the ways-to-give options (spec file 3 §9; shared/domain/src/ways_to_give.rs), the
 * prospect ratios with their maturity (spec §9; DECISIONS "Gift pyramid") and the closing limits.
 */

/** A ways-to-give option: its label, its icon's name, its sub-options in order. */
export interface WayToGiveDef {
  readonly label: string;
  /** The icon's name. */
  readonly icon: string;
  readonly subOptions: readonly string[];
}

/** Spec §9, in order (Planned Gifts at index 3, as the pitch data has it). */
export const WAYS_TO_GIVE: readonly WayToGiveDef[] = [
  { label: 'Cash', icon: 'cash', subOptions: [] },
  { label: 'Check', icon: 'check', subOptions: [] },
  { label: 'Securities (Stock Transfers)', icon: 'securities', subOptions: [] },
  { label: 'Planned Gifts', icon: 'planned-gifts', subOptions: ['Bequests', 'Charitable Gift Annuities', 'Charitable Remainder Trusts/Unitrust', 'Other'] },
  { label: 'Real Estate', icon: 'real-estate', subOptions: [] },
  { label: 'Other Tangible Property', icon: 'tangible-property', subOptions: ['Art', 'Automobiles'] },
  { label: 'Cryptocurrency', icon: 'cryptocurrency', subOptions: [] },
];

/** The prospect ratios, in the screen's order, with their maturity (spec §9); 3 is the default. */
export const PROSPECT_RATIOS: readonly { readonly value: 5 | 4 | 3; readonly label: string; readonly maturity: string }[] = [
  { value: 5, label: '5:1', maturity: 'Low' },
  { value: 4, label: '4:1', maturity: 'Average' },
  { value: 3, label: '3:1', maturity: 'High' },
];

/** The server's limits of the closing modules (past them, 422). */
export const CLOSING_LIMITS = {
  maxStories: 3,
  storyWordLimit: 263,
  maxStoryChars: 5000,
  maxBenefits: 50,
  maxBenefitNameChars: 200,
  maxProspectNameChars: 120,
  maxProspectNamesPerLevel: 500,
} as const;

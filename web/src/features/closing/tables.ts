/**
 * The closing modules' static tables, typed here by hand until the server's
 * `web/src/generated/closing.ts` (from shared/domain, `make web-tables`) replaces this file: the
 * ways-to-give options (spec file 3 §9; shared/domain/src/ways_to_give.rs) and the prospect
 * ratios with their maturity (spec §9; DECISIONS "Gift pyramid").
 */

/** A ways-to-give option: its label, its icon's name, its sub-options in order. */
export interface WayToGiveOption {
  label: string;
  icon: string;
  subOptions: readonly string[];
}

/** Spec §9, in order (Planned Gifts at index 3, as the pitch data has it). */
export const WAYS_TO_GIVE: readonly WayToGiveOption[] = [
  { label: 'Cash', icon: 'cash', subOptions: [] },
  { label: 'Check', icon: 'check', subOptions: [] },
  { label: 'Securities (Stock Transfers)', icon: 'securities', subOptions: [] },
  {
    label: 'Planned Gifts',
    icon: 'planned-gifts',
    subOptions: ['Bequests', 'Charitable Gift Annuities', 'Charitable Remainder Trusts/Unitrust', 'Other'],
  },
  { label: 'Real Estate', icon: 'real-estate', subOptions: [] },
  { label: 'Other Tangible Property', icon: 'tangible-property', subOptions: ['Art', 'Automobiles'] },
  { label: 'Cryptocurrency', icon: 'cryptocurrency', subOptions: [] },
];

/** A prospect ratio: prospects asked per gift, and the fundraising maturity it suits. */
export interface ProspectRatioOption {
  ratio: 3 | 4 | 5;
  label: string;
  maturity: 'Low' | 'Average' | 'High';
  /** Who should choose it (from the question's instruction). */
  description: string;
}

/** Spec §9: 5, 4, 3 (default 3); Low is 5:1, Average 4:1, High 3:1. In the screen's order. */
export const PROSPECT_RATIOS: readonly ProspectRatioOption[] = [
  {
    ratio: 5,
    label: '5:1',
    maturity: 'Low',
    description: 'Few donors above $10,000 and no history of asking for large gifts.',
  },
  {
    ratio: 4,
    label: '4:1',
    maturity: 'Average',
    description: 'Steady annual giving, a handful of major donors and a board that opens doors.',
  },
  {
    ratio: 3,
    label: '3:1',
    maturity: 'High',
    description: 'A deep base of loyal major donors and past campaigns.',
  },
];

export const DEFAULT_PROSPECT_RATIO = 3;

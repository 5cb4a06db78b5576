/**
 * The static tables of modules 13–15 and the Fundraising Resources page (contract "Static tables the
 * SPA needs"; DECISIONS "Collateral cards and tabs", "Development Documents screen", "Stewardship
 * columns"): the six stewardship columns, the 13 policies and documents, the four tabs and the 20
 * collateral cards. Typed by hand until the api helper's `web/src/generated/closing.ts` lands; the
 * shapes and values are the contract's, so switching is an import change.
 */
import type { FixedSectionPath } from '../../generated/registry';
import { slugify } from '../../lib/slug';

// ---- Stewardship (spec §3 "Donor benefit row") ----

/** A gift-level key of a benefit's `prospect` map, as the API spells it. */
export type StewardshipKey = '1000000' | '500000' | '250000' | '100000' | '25000' | 'Various (<$25k)';

export interface StewardshipColumn {
  key: StewardshipKey;
  label: string;
}

/** The chart's six gift-level columns, largest first. */
export const STEWARDSHIP_COLUMNS: readonly StewardshipColumn[] = [
  { key: '1000000', label: '$1,000,000' },
  { key: '500000', label: '$500,000' },
  { key: '250000', label: '$250,000' },
  { key: '100000', label: '$100,000' },
  { key: '25000', label: '$25,000' },
  { key: 'Various (<$25k)', label: 'Various (<$25k)' },
];

/** The server's limits on a chart (contract `POST /stewardships`). */
export const MAX_BENEFITS = 50;
export const MAX_BENEFIT_NAME = 200;

// ---- Policies and development documents (spec §9; DECISIONS) ----

export type PolicyGroup = 'foundational' | 'development' | 'other';

export type PolicyIdentity =
  | 'gift_acceptance_policy'
  | 'gift_entry_and_recording_policy'
  | 'gift_acknowledgement_policy'
  | 'naming_rights_policy'
  | 'corporate_support_policy'
  | 'donor_privacy_policy'
  | 'pledge_form'
  | 'gift_agreement_pledge'
  | 'gift_agreement_planned_gift'
  | 'gift_agreement_for_an_outright_gift'
  | 'gift_agreement_for_naming_an_endowment'
  | 'donor_acknowledgment_letter'
  | 'stock_and_wire_transfer_instructions';

export interface Policy {
  identity: PolicyIdentity;
  /** The name on the selection screens. */
  name: string;
  description: string;
  group: PolicyGroup;
  /** The title of its card on the Fundraising Resources page (and of its .docx). */
  title: string;
}

const policy = (identity: PolicyIdentity, group: PolicyGroup, name: string, description: string): Policy => ({
  identity,
  name,
  description,
  group,
  title: name,
});

/** The 13 items, by group, in the screens' order. */
export const POLICIES: readonly Policy[] = [
  policy(
    'gift_acceptance_policy',
    'foundational',
    'Gift Acceptance Policy',
    'Which gifts the organization accepts, which it reviews before accepting and which it declines, and who decides.',
  ),
  policy(
    'gift_entry_and_recording_policy',
    'foundational',
    'Gift-Entry and Recording Policy',
    'How every gift is entered, coded and reconciled, so each dollar can be traced from receipt to the books.',
  ),
  policy(
    'gift_acknowledgement_policy',
    'foundational',
    'Gift Acknowledgement Policy',
    'How quickly and by whom donors are thanked, and what a receipt must say to meet IRS rules.',
  ),
  policy(
    'naming_rights_policy',
    'foundational',
    'Naming Rights Policy',
    'When a space, program or fund may carry a donor’s name, at what gift level, for how long, and how a name is withdrawn.',
  ),
  policy(
    'corporate_support_policy',
    'foundational',
    'Corporate Support Policy',
    'The terms for corporate gifts and sponsorships: use of names and logos, what a sponsor receives and what the organization will not endorse.',
  ),
  policy(
    'donor_privacy_policy',
    'foundational',
    'Donor Privacy Policy',
    'What donor information is kept, who may see it, how long it is kept, and the promise never to sell or trade it.',
  ),
  policy(
    'pledge_form',
    'development',
    'Pledge Form',
    'A one-page form a donor signs to commit a gift paid over time: the amount, the schedule and how it will be paid.',
  ),
  policy(
    'gift_agreement_pledge',
    'development',
    'Gift Agreement: Pledge',
    'The agreement behind a multi-year pledge: the total, the payment schedule, the purpose and how the donor is recognized.',
  ),
  policy(
    'gift_agreement_planned_gift',
    'development',
    'Gift Agreement: Planned Gift',
    'Records a donor’s bequest or other planned gift, the use the donor intends and how the gift will be recognized.',
  ),
  policy(
    'gift_agreement_for_an_outright_gift',
    'development',
    'Gift Agreement for an Outright Gift',
    'For a gift made in full now: its amount, its purpose, any restrictions and the recognition agreed.',
  ),
  policy(
    'gift_agreement_for_naming_an_endowment',
    'development',
    'Gift Agreement for Naming an Endowment',
    'Establishes a named endowed fund: the gift, the name it carries, its purpose and the spending rule that protects it.',
  ),
  policy(
    'donor_acknowledgment_letter',
    'other',
    'Standard Tax Receipt and Acknowledgement Letter',
    'A thank-you letter that is also the donor’s tax receipt, with the statements the IRS requires for gifts of $250 or more.',
  ),
  policy(
    'stock_and_wire_transfer_instructions',
    'other',
    'Stock and Wire Transfer Instructions',
    'What a donor or their broker needs to transfer securities or wire funds, and whom to tell so the gift is credited.',
  ),
];

export const policiesIn = (group: PolicyGroup): readonly Policy[] => POLICIES.filter((p) => p.group === group);

// ---- Fundraising Resources (spec §2 "Fundraising collateral", §4 "Collateral downloads") ----

export type CollateralType = 'Donor Materials' | 'Internal Operations' | 'Gift Documentation';

/** The document kinds of the documents API (contract "Documents API"). */
export type DocumentKind =
  | 'stewardship_structure'
  | 'talking_points'
  | 'fundraising_goals'
  | 'gift_pyramid'
  | 'policies_manual'
  | 'policy_document'
  | 'certificate';

export interface CollateralCard {
  title: string;
  type: CollateralType;
  description: string;
  /** The slug of the title, matched by `?highlight=`. */
  anchor: string;
  /** The document it downloads; null for the two case-for-support cards (the case document issue). */
  document: DocumentKind | null;
  identity: PolicyIdentity | null;
  /**
   * Spec §4: `complete` = enabled only when the status is Complete; `not-not-ready` = enabled
   * unless the status is Not Ready.
   */
  needs: 'complete' | 'not-not-ready';
  /** The page of the plan whose completion makes it ready (ours: the card links to it while Not Ready). */
  from: { path: FixedSectionPath; name: string };
}

const card = (
  title: string,
  type: CollateralType,
  description: string,
  document: DocumentKind | null,
  needs: CollateralCard['needs'],
  from: CollateralCard['from'],
  identity: PolicyIdentity | null = null,
): CollateralCard => ({ title, type, description, anchor: slugify(title), document, identity, needs, from });

const FROM = {
  caseDocument: { path: '/case-statement-document', name: 'Case Statement Document' },
  caseModule: { path: '/steps/finalize-your-case-for-support/overview', name: 'Case for Support' },
  stories: { path: '/steps/finalize-your-case-for-support/success-story-highlights', name: 'Success Story Highlights' },
  stewardship: { path: '/steps/stewardship/donor-recognition', name: 'Donor Recognition and Benefit Structure' },
  goals: { path: '/steps/total-fundraising-goal/summary', name: '3-Year Fundraising Goal Overview' },
  pyramid: { path: '/steps/gift-pyramid/prospect-to-donor-ratio', name: 'Donor: Prospect Ratio and Gift Pyramid' },
  policies: { path: '/steps/fundraising-operations/policies-procedures', name: 'Policies and Procedures Manual' },
  documents: { path: '/steps/fundraising-operations/development-documents', name: 'Development Documents' },
} as const satisfies Record<string, CollateralCard['from']>;

const template = (identity: PolicyIdentity, type: CollateralType): CollateralCard => {
  const p = POLICIES.find((x) => x.identity === identity)!;
  return card(p.title, type, p.description, 'policy_document', 'not-not-ready', p.group === 'foundational' ? FROM.policies : FROM.documents, identity);
};

/** The 20 cards in the spec's order (its 18 titles, then the two agreements the policies screen names). */
export const COLLATERAL_CARDS: readonly CollateralCard[] = [
  card(
    'Case for Support',
    'Donor Materials',
    'Your designed case for support: your story, vision, programs, goal and funding priorities in one document for donors.',
    null,
    'not-not-ready',
    FROM.caseDocument,
  ),
  card(
    'Stewardship Structure',
    'Donor Materials',
    'Your donor benefit chart: what donors receive at each gift level, on one landscape page for your board and staff.',
    'stewardship_structure',
    'complete',
    FROM.stewardship,
  ),
  card(
    'Case for Support Narrative',
    'Donor Materials',
    'The narrative sections of your case for support as editable text, for proposals, appeal letters and your website.',
    null,
    'not-not-ready',
    FROM.caseModule,
  ),
  card(
    'Understanding Your Fundraising Goals',
    'Internal Operations',
    'Your annual, new-project and three-year fundraising goals, with what each figure means and how it was reached.',
    'fundraising_goals',
    'complete',
    FROM.goals,
  ),
  card(
    'Talking Points',
    'Donor Materials',
    'A numbered script built from your plan that board members and staff can say aloud when they ask for a gift.',
    'talking_points',
    'complete',
    FROM.stories,
  ),
  card(
    'Campaign Gift Pyramid',
    'Internal Operations',
    'Your gift range chart as an Excel workbook: the gifts and prospects needed at each level, with the prospects you named.',
    'gift_pyramid',
    'complete',
    FROM.pyramid,
  ),
  card(
    'Policies and Procedures',
    'Internal Operations',
    'One manual of the foundational policies you selected, filled with your organization’s details and ready for your board.',
    'policies_manual',
    'complete',
    FROM.policies,
  ),
  template('gift_acceptance_policy', 'Internal Operations'),
  template('gift_entry_and_recording_policy', 'Internal Operations'),
  template('gift_acknowledgement_policy', 'Internal Operations'),
  template('naming_rights_policy', 'Internal Operations'),
  template('corporate_support_policy', 'Internal Operations'),
  template('donor_privacy_policy', 'Internal Operations'),
  template('gift_agreement_pledge', 'Gift Documentation'),
  template('gift_agreement_planned_gift', 'Gift Documentation'),
  template('pledge_form', 'Gift Documentation'),
  template('stock_and_wire_transfer_instructions', 'Gift Documentation'),
  template('donor_acknowledgment_letter', 'Gift Documentation'),
  template('gift_agreement_for_an_outright_gift', 'Gift Documentation'),
  template('gift_agreement_for_naming_an_endowment', 'Gift Documentation'),
];

/** The filter tabs (spec §2), with the slug `?tab=` uses. */
export const COLLATERAL_TABS: readonly { id: string; label: 'All' | CollateralType }[] = [
  { id: 'all', label: 'All' },
  { id: slugify('Donor Materials'), label: 'Donor Materials' },
  { id: slugify('Internal Operations'), label: 'Internal Operations' },
  { id: slugify('Gift Documentation'), label: 'Gift Documentation' },
];

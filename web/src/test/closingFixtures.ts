/**
 * The closing modules' fixtures for the sample organization (brief "The sample organization"):
 * its talking points and pitch data, and the gift pyramid the server answers, computed by the one
 * rule (lib/pyramid) with simplified feasibility checks. Free of test-runner imports.
 */
import type { PitchTraining, TalkingPoint } from '../lib/resources/pitch';
import type { ProspectRatio } from '../lib/resources/prospects';
import type { FeasibilityCheck, GiftPyramid, GiftPyramidRow } from '../lib/resources/pyramid';
import { allocation, buildPyramid, screenPercent } from '../lib/pyramid';

/** The sample organization's twelve talking points, as the server builds them. */
export const ALLIANCE_TALKING_POINTS: TalkingPoint[] = [
  { number: 1, title: 'Who we are', text: 'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence.' },
  { number: 2, title: 'What we see ahead', text: 'A Riverbend County where every adult can read, write and speak with confidence.' },
  { number: 3, title: 'Our budget', text: 'Our annual operating budget is $1,138,000.' },
  { number: 4, title: 'Philanthropic support', text: 'Gifts and grants provide $665,000 of it each year.' },
  { number: 5, title: 'Our programs', text: 'We run Adult Basic Literacy, Family Reading Nights and Workplace English.' },
  { number: 6, title: 'What is new', text: 'We will launch the Mobile Learning Van and the Digital Skills Lab.' },
  { number: 7, title: 'Our goal', text: 'Our three-year fundraising goal is $3,500,000.' },
  { number: 8, title: 'Recognition', text: 'Donors giving $25,000 to $1,000,000 are recognized in our stewardship plan.' },
  { number: 9, title: 'Ways to give', text: 'You can give by cash, check or securities.' },
  { number: 10, title: 'Planned gifts', text: 'You can also remember the Alliance in your will.' },
  { number: 11, title: 'Why now', text: 'Eighty-five adults are waiting for a tutor today.' },
  { number: 12, title: 'The ask', text: 'Will you join us with a gift toward our $3.5 million goal?' },
];

export const ALLIANCE_PITCH: PitchTraining = {
  data: {
    mission: 'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence.',
    vision: 'A Riverbend County where every adult can read, write and speak with confidence.',
    organization_budget: 1_138_000,
    philanthropic_total: 665_000,
    core_programs: [{ program_name: 'Adult Basic Literacy' }, { program_name: 'Family Reading Nights' }, { program_name: 'Workplace English' }],
    projects: [{ project_name: 'Mobile Learning Van' }, { project_name: 'Digital Skills Lab' }],
    total_fundraising_goal_3y: 3_500_000,
    recognition_range: '$25,000 to $1,000,000',
    ways_to_give: [],
    talking_points: ALLIANCE_TALKING_POINTS,
  },
};

export const LEVEL_KEYS = ['5000000', '1000000', '500000', '250000', '100000', '25000'];

/** The pyramid the server answers for a goal (dollars), a ratio and the names typed. */
export function pyramidFor(goal: number, ratio: ProspectRatio, names: Record<string, string[]>): GiftPyramid {
  const p = buildPyramid(goal * 100, ratio);
  const pct = (tenths: number) => tenths / 10;
  const rows: GiftPyramidRow[] = p.levels.map((l) => ({
    giftAmount: l.giftAmount / 100,
    numberOfGiftsNeeded: l.gifts,
    numberOfProspectsNeeded: l.prospects,
    amountByGiftLevel: l.amount / 100,
    cumulativeGiftAmount: l.cumulative / 100,
    fundingAllocation: pct(l.allocation.tenths),
    prospectNames: Object.fromEntries((names[String(l.giftAmount / 100)] ?? []).slice(0, l.prospects).map((n, i) => [String(i), n])),
  }));
  rows.push({
    giftAmount: 'Various (<$25k)',
    numberOfGiftsNeeded: p.various.count,
    numberOfProspectsNeeded: p.various.count,
    amountByGiftLevel: p.various.amount / 100,
    cumulativeGiftAmount: p.various.cumulative / 100,
    fundingAllocation: pct(p.various.allocation.tenths),
    prospectNames: {},
  });
  const total: GiftPyramidRow = {
    giftAmount: 'Grand Total',
    numberOfGiftsNeeded: p.total.gifts,
    numberOfProspectsNeeded: p.total.prospects,
    amountByGiftLevel: goal,
    cumulativeGiftAmount: goal,
    fundingAllocation: 100,
    prospectNames: {},
  };
  const top = p.levels[0];
  // The lead gift: one gift of the top level, against the goal.
  const lead = top ? allocation(top.giftAmount, p.goal) : null;
  const named = p.levels.reduce((s, l) => s + (names[String(l.giftAmount / 100)] ?? []).slice(0, l.prospects).filter((n) => n.trim() !== '').length, 0);
  const feasibility: FeasibilityCheck[] = [
    {
      id: 'top_gift',
      passed: !!lead && lead.tenths >= 100 && lead.tenths <= 350,
      title: 'Lead gift is 10% to 35% of the goal',
      detail: lead ? `Your largest gift is ${screenPercent(lead)} of your goal.` : 'Your goal has no gift of $25,000 or more.',
    },
    { id: 'top_ten', passed: true, title: 'Ten largest gifts bring in at least half', detail: 'Your ten largest gifts bring in at least half of your goal.' },
    {
      id: 'prospects_named',
      passed: named === p.total.prospects,
      title: 'Every prospect has a name',
      detail: `${named} of ${p.total.prospects} prospects are named.`,
    },
  ];
  return { goal, prospectRatio: ratio, rows, total, feasibility };
}


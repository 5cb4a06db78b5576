/**
 * The closing modules' fixtures for the sample organization (brief "The sample organization"):
 * its talking points and pitch data, and the gift pyramid the server answers: the standard gift
 * chart of the goal (or the chart saved), its table and its five checks, computed by the one rule
 * (lib/giftChart.ts). Free of test-runner imports.
 */
import type { PitchTraining, TalkingPoint } from '../lib/resources/pitch';
import type { ProspectRatio } from '../lib/resources/prospects';
import type { FeasibilityCheck, GiftPyramid, GiftPyramidRow } from '../lib/resources/pyramid';
import { chartChecks, chartTable, standardChart, type Chart } from '../lib/giftChart';

/** The sample organization's twelve talking points, as the server builds them. */
export const ALLIANCE_TALKING_POINTS: TalkingPoint[] = [
  { number: 1, title: 'Who we are', text: 'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence.' },
  { number: 2, title: 'What we see ahead', text: 'A Riverbend County where every adult can read, write and speak with confidence.' },
  { number: 3, title: 'Our budget', text: 'Our annual operating budget is $1,138,000.' },
  { number: 4, title: 'Philanthropic support', text: 'Gifts and grants provide $665,000 of it each year.' },
  { number: 5, title: 'Our programs', text: 'We run Adult Basic Literacy, Family Reading Nights and Workplace English.' },
  { number: 6, title: 'What is new', text: 'We will launch the Mobile Learning Van and the Digital Skills Lab.' },
  { number: 7, title: 'Our goal', text: 'Our three-year fundraising goal is $3,500,000.' },
  { number: 8, title: 'Recognition', text: 'We recognize gifts from under $25,000 to $500,000.' },
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
    recognition_range: 'under $25,000 to $500,000',
    ways_to_give: [],
    talking_points: ALLIANCE_TALKING_POINTS,
    pitch: {
      ask: 'Ask for a specific gift, never \u201cwhatever you can\u201d. Our gift chart runs from 1 gift of $500,000 down to 25 gifts of $25,000: choose the level that fits the person in front of you. For example: \u201cWould you consider a gift of $100,000 over the next three years? It would be one of the 6 gifts of $100,000 our plan needs to reach $3,500,000.\u201d Then stop talking and let them answer.',
      story: 'When Rosa first came to our Mill Street center, she was fifty-two and reading at a second-grade level.\n\nToday Rosa reads to Mateo every night.',
      has_story: true,
      impact: 'One result to remember, from Adult Basic Literacy: 65% of learners who complete 40 or more hours of tutoring gain at least one educational functioning level within 12 months (last year: 62%).',
      objections: [
        { question: 'Why now?', answer: 'Because the need does not wait.' },
        { question: 'Why this much?', answer: 'Because it is what our budget needs, not a round number we picked.' },
        { question: 'What if you fall short?', answer: 'We will know early.' },
        { question: 'Can I give less?', answer: 'Of course. Every gift counts.' },
        { question: 'How will I be recognized?', answer: 'In the way you choose.' },
      ],
    },
  },
};

/** The gift chart the fake server keeps: the lead share, and the edited levels (dollars) or null for the standard chart. */
export interface ChartState {
  leadShare: number;
  /** Largest first; null while the chart is the standard one at `leadShare`. */
  levels: { amount: number; gifts: number }[] | null;
  /** The Various row's dollars of an edited chart. */
  various: number;
  version: number;
}

export const STANDARD_CHART: ChartState = { leadShare: 20, levels: null, various: 0, version: 0 };

/** The chart in cents, as lib/giftChart.ts computes with it. */
export function chartFor(goal: number, state: ChartState): Chart {
  if (state.levels === null) return standardChart(goal * 100, state.leadShare);
  return { goal_cents: goal * 100, rows: state.levels.map((l) => ({ amount_cents: l.amount * 100, gifts: l.gifts })), various_cents: state.various * 100 };
}

/** The pyramid the server answers for a goal (dollars), a ratio, the names typed and the chart kept. */
export function pyramidFor(goal: number, ratio: ProspectRatio, names: Record<string, string[]>, state: ChartState = STANDARD_CHART): GiftPyramid {
  const chart = chartFor(goal, state);
  const t = chartTable(chart, ratio);
  const pct = (tenths: number) => tenths / 10;
  const dollars = (cents: number) => cents / 100;
  const rows: GiftPyramidRow[] = t.rows.map((l) => ({
    giftAmount: dollars(l.amountCents),
    numberOfGiftsNeeded: l.gifts,
    numberOfProspectsNeeded: l.prospects,
    amountByGiftLevel: dollars(l.totalCents),
    cumulativeGiftAmount: dollars(l.cumulativeCents),
    fundingAllocation: pct(l.allocation.tenths),
    prospectNames: Object.fromEntries((names[String(dollars(l.amountCents))] ?? []).slice(0, l.prospects).map((n, i) => [String(i), n])),
  }));
  rows.push({
    giftAmount: t.various.label,
    numberOfGiftsNeeded: t.various.countLabel,
    numberOfProspectsNeeded: t.various.countLabel,
    amountByGiftLevel: dollars(t.various.amountCents),
    cumulativeGiftAmount: dollars(t.various.cumulativeCents),
    fundingAllocation: pct(t.various.allocation.tenths),
    prospectNames: {},
  });
  const total: GiftPyramidRow = {
    giftAmount: 'Grand Total',
    numberOfGiftsNeeded: t.total.gifts,
    numberOfProspectsNeeded: t.total.prospects,
    amountByGiftLevel: dollars(t.total.amountCents),
    cumulativeGiftAmount: dollars(t.total.amountCents),
    fundingAllocation: pct(t.total.allocation.tenths),
    prospectNames: {},
  };
  const named = t.rows.reduce(
    (s, l) => s + (names[String(dollars(l.amountCents))] ?? []).slice(0, l.prospects).filter((n) => n.trim() !== '').length,
    0,
  );
  const feasibility: FeasibilityCheck[] = chartChecks(chart, ratio, named).map((c) => ({ id: c.id, passed: c.passed, title: c.title, detail: c.message }));
  return {
    goal,
    prospectRatio: ratio,
    rows,
    total,
    feasibility,
    leadShare: state.leadShare,
    standard: state.levels === null,
    chart: { levels: chart.rows.map((r) => ({ amount: dollars(r.amount_cents), gifts: r.gifts })), various: dollars(chart.various_cents) },
    chartVersion: state.version,
  };
}

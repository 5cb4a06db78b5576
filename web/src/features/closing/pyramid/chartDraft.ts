/**
 * The gift chart as the editor holds it while the user types (pure, no React): the lead share,
 * the levels as typed (whole dollars), the Various row, and whether the levels were edited. From a
 * draft: its chart in cents for lib/giftChart.ts, its field messages (the server's bounds and
 * generated messages), and the body of `PUT /gift-chart` in whole dollars.
 */
import { GIFT_CHART_LIMITS } from '../../../generated/closing';
import * as S from '../../../generated/messages';
import { standardChart, type Chart, type ChartRow } from '../../../lib/giftChart';
import type { GiftPyramid, SaveGiftChart } from '../../../lib/resources/pyramid';

export interface DraftLevel {
  /** A stable key for React and the field ids. */
  key: string;
  /** The gift amount as typed, in dollars. */
  amount: string;
  /** The number of gifts as typed. */
  gifts: string;
}

export interface Draft {
  leadShare: number;
  levels: DraftLevel[];
  /** The Various row's dollars as typed; ignored while `variousAuto`. */
  various: string;
  /** The Various row follows the goal less the levels until the user types in it. */
  variousAuto: boolean;
  /** False while the levels are the standard chart at `leadShare` (a new share then rebuilds them). */
  edited: boolean;
}

let seq = 0;
const nextKey = () => `level-${++seq}`;

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Whole dollars as an input shows them: "250,000". */
export const dollarsText = (dollars: number) => grouped.format(dollars);

/** Whole dollars typed ("$250,000", "250000"), or null when the text is not a whole number. */
export function readDollars(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+$/.test(plain)) return null;
  const n = Number(plain);
  return Number.isSafeInteger(n) ? n : null;
}

/** A whole count typed ("12", "1,000"), or null. */
export const readCount = readDollars;

function levelsOf(rows: readonly ChartRow[]): DraftLevel[] {
  return rows.map((r) => ({ key: nextKey(), amount: dollarsText(r.amount_cents / 100), gifts: String(r.gifts) }));
}

/** The draft of the saved chart. */
export function draftOf(pyramid: GiftPyramid): Draft {
  const levels = pyramid.chart.levels.map((l) => ({ key: nextKey(), amount: dollarsText(l.amount), gifts: String(l.gifts) }));
  const sum = pyramid.chart.levels.reduce((s, l) => s + l.amount * l.gifts, 0);
  return {
    leadShare: pyramid.leadShare,
    levels,
    various: dollarsText(pyramid.chart.various),
    variousAuto: pyramid.chart.various === Math.max(pyramid.goal - sum, 0),
    edited: !pyramid.standard,
  };
}

/** The standard chart of the goal (dollars) at a lead share, as a draft. */
export function standardDraft(goalDollars: number, leadShare: number): Draft {
  const chart = standardChart(goalDollars * 100, leadShare);
  return { leadShare, levels: levelsOf(chart.rows), various: dollarsText(chart.various_cents / 100), variousAuto: true, edited: false };
}

/** A new empty level at the end. */
export const addLevel = (d: Draft): Draft => ({ ...d, edited: true, levels: [...d.levels, { key: nextKey(), amount: '', gifts: '1' }] });

export const removeLevel = (d: Draft, key: string): Draft => ({ ...d, edited: true, levels: d.levels.filter((l) => l.key !== key) });

export const setLevel = (d: Draft, key: string, field: 'amount' | 'gifts', text: string): Draft => ({
  ...d,
  edited: true,
  levels: d.levels.map((l) => (l.key === key ? { ...l, [field]: text } : l)),
});

/** What is wrong with a draft, by field: `leadShare`, `levels`, `various`, `<key>.amount`, `<key>.gifts`. */
export type DraftErrors = Record<string, string>;

export function validate(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const L = GIFT_CHART_LIMITS;
  if (!Number.isInteger(d.leadShare) || d.leadShare < L.leadShareMin || d.leadShare > L.leadShareMax) errors.leadShare = S.GIFT_CHART_LEAD_SHARE;
  if (d.levels.length > L.maxLevels) errors.levels = S.GIFT_CHART_LEVELS_MAX;
  const seen = new Set<number>();
  for (const l of d.levels) {
    const amount = readDollars(l.amount);
    if (amount === null || amount < 1 || amount > L.maxAmountDollars) errors[`${l.key}.amount`] = S.GIFT_CHART_AMOUNT;
    else if (seen.has(amount)) errors[`${l.key}.amount`] = S.GIFT_CHART_SAME_AMOUNT;
    else seen.add(amount);
    const gifts = readCount(l.gifts);
    if (gifts === null || gifts < 1 || gifts > L.maxGiftsPerLevel) errors[`${l.key}.gifts`] = S.GIFT_CHART_GIFTS;
  }
  if (!d.variousAuto) {
    const various = readDollars(d.various);
    if (various === null || various > L.maxAmountDollars) errors.various = S.GIFT_CHART_VARIOUS;
  }
  return errors;
}

/**
 * The chart being edited, in cents, largest level first as the server keeps it: the levels whose
 * amount and gifts are valid (a level still being typed counts once it is), and the Various row
 * (the goal less the levels, at least 0, while it follows them).
 */
export function chartOf(d: Draft, goalDollars: number): Chart {
  const errors = validate(d);
  const rows: ChartRow[] = d.levels
    .filter((l) => !errors[`${l.key}.amount`] && !errors[`${l.key}.gifts`])
    .map((l) => ({ amount_cents: (readDollars(l.amount) ?? 0) * 100, gifts: readCount(l.gifts) ?? 0 }))
    .sort((a, b) => b.amount_cents - a.amount_cents);
  const goal = goalDollars * 100;
  const levels = rows.reduce((s, r) => s + r.amount_cents * r.gifts, 0);
  const various = d.variousAuto ? Math.max(goal - levels, 0) : (readDollars(d.various) ?? 0) * 100;
  return { goal_cents: goal, rows, various_cents: various };
}

/** The body of `PUT /gift-chart`: a reset (levels null) while the draft is the standard chart. */
export function saveBody(d: Draft, version: number): SaveGiftChart {
  if (!d.edited) return { leadShare: d.leadShare, levels: null, version };
  const levels = d.levels.map((l) => ({ amount: readDollars(l.amount) ?? 0, gifts: readCount(l.gifts) ?? 0 }));
  return d.variousAuto ? { leadShare: d.leadShare, levels, version } : { leadShare: d.leadShare, levels, various: readDollars(d.various) ?? 0, version };
}

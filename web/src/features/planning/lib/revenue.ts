/**
 * Annual revenue (spec file 2 §2 "Annual revenue", §3 "Revenue item", §5): fixed lines grouped by
 * type, three years each, in cents. The lines are the spec's 16, generated from the domain (the
 * only ones the server accepts, matched by name, case-insensitive, and type).
 */
import { REVENUE_GROUP_DEFS } from '../../../generated/budget';
import type { Years } from '../../../lib/goals';

export interface RevenueLine {
  /** `<group key>/<name>`: unique across the table. */
  key: string;
  /** The line's name as the spec writes it (sent as `revenue_name`). */
  name: string;
}

export interface RevenueGroup {
  /** The response group key (spec §3). */
  key: string;
  /** The type's label (sent as `revenue_type`). */
  label: string;
  lines: RevenueLine[];
}

/** Spec §3, in order: generated from shared/domain/src/budget.rs (the server's only lines). */
export const REVENUE_GROUPS: readonly RevenueGroup[] = REVENUE_GROUP_DEFS.map((g) => ({
  key: g.key,
  label: g.typeName,
  lines: g.lines.map((name) => ({ key: `${g.key}/${name}`, name })),
}));

/** Year 1–3 per line key, in cents; a missing line is 0 in every year. */
export type RevenueValues = Readonly<Record<string, Years>>;

const ZERO: Years = [0, 0, 0];
const add = (a: Years, b: Years): Years => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** A line's three years (0 when it has none). */
export const lineYears = (values: RevenueValues, key: string): Years => values[key] ?? ZERO;

/** A group's total per year. */
export function groupTotals(group: RevenueGroup, values: RevenueValues): Years {
  return group.lines.reduce<Years>((acc, line) => add(acc, lineYears(values, line.key)), ZERO);
}

/** The Total Revenue row: every group's years together. */
export function revenueTotals(groups: readonly RevenueGroup[], values: RevenueValues): Years {
  return groups.reduce<Years>((acc, g) => add(acc, groupTotals(g, values)), ZERO);
}

/** Only lines with a year above 0 are saved (spec §5). */
export function linesToSave(groups: readonly RevenueGroup[], values: RevenueValues): { group: RevenueGroup; line: RevenueLine; years: Years }[] {
  return groups.flatMap((g) =>
    g.lines.filter((line) => lineYears(values, line.key).some((c) => c > 0)).map((line) => ({ group: g, line, years: lineYears(values, line.key) })),
  );
}

/** Spec §5: at least one year value above 0 before moving on. */
export const hasAnyRevenue = (groups: readonly RevenueGroup[], values: RevenueValues): boolean =>
  linesToSave(groups, values).length > 0;

/** Spec §5: the message when no revenue is entered. */
export const NO_REVENUE_MESSAGE = 'Please enter at least one revenue value before proceeding.';

/**
 * The gift range chart (DECISIONS "Gift range chart"; issue 17 §1): the standard chart for a
 * rounded goal G and a lead-gift share, its table (prospects, cumulative totals, shares of G) and
 * the checks of any chart, standard or edited. Integer cents throughout. The twin of the server's
 * `gift_chart` module (shared/domain/src/gift_chart), ported line by line so the page can show,
 * live while the user edits, exactly what the server computes; shared/vectors/gift_chart.json pins
 * both.
 *
 * The generator (docs/decisions.md "Gift range chart"): the lead gift is share × G rounded to the
 * nearest round amount (1, 2, 2.5 or 5 × a power of ten, in whole dollars: $1, $2, $5, $10, $20,
 * $25 …), or, when that is outside 10–35 % of G, the nearest round amount inside it. Below it the
 * amounts about halve at each level (the largest round amount at most half the one above), and each
 * level asks for about as much money as a target t: gifts = t / amount rounded half up, never fewer
 * than the level above and never so many that less than 10 % of G is left. When a level cannot take
 * as many gifts as the one above that way, the chart stops if at most 20 % of G is left, else the
 * level takes as many gifts as the one above if that leaves at least 5 %, else it is skipped. Levels
 * stop once at most 15 % of G is left: that is the "Various" row. t starts at the lead gift (the
 * classic chart: 1, 2, 4, 8… gifts as amounts halve) and moves away from it in steps of 0.1 % of G
 * until every rule of the chart holds; if none does, the second level may be the next round amount
 * below the lead gift instead of about half of it.
 *
 * Why plain numbers are exact here (where the Rust widens to i128): every amount is at most
 * MAX_AMOUNT_CENTS = 10^12 cents ($10,000,000,000), and the largest products the generator forms
 * are goal × 500 (the target, in thousandths) ≤ 5 × 10^14, twice that plus 1000 × amount ≤ 1.4 ×
 * 10^15, round amount × 100 ≤ 5 × 10^14 and lead × 1000 ≤ 5 × 10^15 — all integers below 2^53 ≈
 * 9 × 10^15, so every product, sum and difference is exact. The table and checks of an edited chart
 * only add gifts × amount, exact while the chart's total is below 2^53 cents (about $90 trillion),
 * as lib/money.ts notes; the allocations are taken in BigInt by `allocation` (lib/pyramid.ts). Integer division goes through `div`, which truncates
 * toward zero like Rust's `/` and corrects the float quotient by one if it rounded across an
 * integer, so it is exact whenever the operands and q × d are below 2^53.
 */
import { GIFT_CHART_CHECK_TITLES } from '../generated/closing';
import { formatCents } from './format';
import { allocation, screenPercent, type Allocation, type ProspectRatio } from './pyramid';

/** The smallest goal the standard chart is made for: $500,000, in cents. */
export const GOAL_MIN_CENTS = 50_000_000;
/** The largest: $100,000,000. */
export const GOAL_MAX_CENTS = 10_000_000_000;
/** The lead-gift share the user may choose, in percent of the goal: 10 to 35, default 20. */
export const LEAD_SHARE_MIN = 10;
export const LEAD_SHARE_MAX = 35;
export const LEAD_SHARE_DEFAULT = 20;

/** The lead gift's share of the goal the check accepts, in tenths of a percent: 10 % to 35 %. */
export const LEAD_MIN_TENTHS = 100;
export const LEAD_MAX_TENTHS = 350;
/** The ten largest gifts: at least 50 % (the standard chart also keeps them at most 75 %). */
export const TOP_TEN_MIN_TENTHS = 500;
export const TOP_TEN_MAX_TENTHS = 750;
/** The Various row: 5 % to 20 % of the goal. */
export const BASE_MIN_TENTHS = 50;
export const BASE_MAX_TENTHS = 200;

/** One gift level of a chart (the server's serde shape). */
export interface ChartRow {
  /** The gift size, in cents. */
  amount_cents: number;
  /** How many gifts of that size. */
  gifts: number;
}

/**
 * A gift range chart: the levels top down and the "Various (<$X)" row ("Many" gifts), which
 * carries `various_cents`. In the standard chart the rows and the Various row add up to the goal;
 * an edited chart may not, which the `total` check says. The server's serde shape.
 */
export interface Chart {
  goal_cents: number;
  rows: ChartRow[];
  various_cents: number;
}

/** `n / d` truncated toward zero, as Rust's integer `/` (d > 0); exact, see the module comment. */
function div(n: number, d: number): number {
  let q = Math.trunc(n / d);
  // The float quotient may have rounded onto the next integer; step back to the true one.
  if (n >= 0) {
    if (q * d > n) q -= 1;
    else if ((q + 1) * d <= n) q += 1;
  } else {
    if (q * d < n) q += 1;
    else if ((q - 1) * d >= n) q -= 1;
  }
  return q;
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** Whether `cents` is a round amount: 1, 2, 2.5 or 5 × a power of ten, in whole dollars. */
export function isRoundAmount(cents: number): boolean {
  if (!Number.isInteger(cents) || cents < 100 || cents % 100 !== 0) return false;
  let d = cents / 100;
  while (d % 10 === 0) d /= 10;
  return d === 1 || d === 2 || d === 5 || d === 25;
}

/**
 * Every round amount from $1 to $50 billion, rising, in cents: 1, 2, 2.5 and 5 × 10^e cents for
 * e = 2 to 12, whole dollars only (so not $2.50, which isRoundAmount refuses), as the server's
 * `round_amounts`.
 */
const ROUND_AMOUNTS: readonly number[] = (() => {
  const out: number[] = [];
  for (let e = 2; e <= 12; e++) {
    const p = 10 ** e;
    for (const c of [p, 2 * p, (5 * p) / 2, 5 * p]) if (c % 100 === 0) out.push(c);
  }
  return out;
})();

/** The largest round amount at most `cents`. */
function roundAtMost(cents: number): number | undefined {
  let last: number | undefined;
  for (const c of ROUND_AMOUNTS) {
    if (c > cents) break;
    last = c;
  }
  return last;
}

/** The largest round amount below `cents`. */
function roundBelow(cents: number): number | undefined {
  let last: number | undefined;
  for (const c of ROUND_AMOUNTS) {
    if (c >= cents) break;
    last = c;
  }
  return last;
}

/**
 * The lead gift: share × goal rounded to the nearest round amount (a tie goes up), or, when that is
 * outside 10–35 % of the goal, the nearest round amount inside (there always is one from $10 of
 * goal on: the band spans 3.5 ×, round amounts are at most 2 × apart).
 */
export function leadGift(goalCents: number, leadSharePercent: number): number {
  const target = goalCents * leadSharePercent; // × 100
  const goal = goalCents;
  // The first round amount with the least (distance, −amount), as Rust's `min_by_key`.
  const nearest = (inside: (c100: number) => boolean): number | undefined => {
    let best: number | undefined;
    let bestDistance = 0;
    for (const c of ROUND_AMOUNTS) {
      if (!inside(c * 100)) continue;
      const distance = Math.abs(c * 100 - target);
      if (best === undefined || distance < bestDistance || (distance === bestDistance && -c < -best)) {
        best = c;
        bestDistance = distance;
      }
    }
    return best;
  };
  const inBand = (c100: number) => c100 >= 10 * goal && c100 <= 35 * goal;
  const other = nearest(() => true);
  if (other !== undefined && inBand(other * 100)) return other;
  return nearest(inBand) ?? other ?? 100;
}

/** The sum of the ten largest gifts of the rows (in any order). */
export function topTenCents(rows: readonly ChartRow[]): number {
  // A stable sort, largest amount first, as Rust's `sort_by_key(Reverse(amount))`.
  const sorted = rows.filter((r) => r.gifts > 0).sort((a, b) => b.amount_cents - a.amount_cents);
  let left = 10;
  let total = 0;
  for (const r of sorted) {
    const n = Math.min(r.gifts, left);
    total += n * r.amount_cents;
    left -= n;
    if (left === 0) break;
  }
  return total;
}

/**
 * Whether the rows and what they leave of the goal meet the standard chart's share rules: the ten
 * largest gifts 50–75 % of the goal and the Various row 5–20 % (exact, not rounded).
 */
function sharesHold(goal: number, rows: readonly ChartRow[]): boolean {
  const g = goal;
  const levels = sum(rows.map((r) => r.amount_cents * r.gifts));
  const base = (goal - levels) * 100;
  const top = topTenCents(rows) * 100;
  return base >= 5 * g && base <= 20 * g && top >= 50 * g && top <= 75 * g;
}

/**
 * One candidate chart below the lead gift for a target `perLevelTenths` (tenths of a percent of the
 * goal each level aims to carry); `undefined` when the amounts run below $1 first.
 */
function candidate(goal: number, lead: number, perLevelTenths: number, secondJustBelow: boolean): ChartRow[] | undefined {
  const rows: ChartRow[] = [{ amount_cents: lead, gifts: 1 }];
  let left = goal - lead;
  let amount = lead;
  let previous = 1;
  const keep = div(goal, 10); // leave the Various row at least 10 %…
  const least = div(goal * 5 + 99, 100); // … or, when a level would be skipped, at least 5 %
  const enough = div(goal * 15, 100); // stop once at most 15 % is left
  const target = goal * perLevelTenths; // × 1000
  while (left > enough) {
    const next = rows.length === 1 && secondJustBelow ? roundBelow(amount) : roundAtMost(div(amount, 2));
    if (next === undefined) return undefined;
    amount = next;
    const a = amount;
    const wanted = div(2 * target + 1000 * a, 2000 * a);
    const room = div(Math.max(left - keep, 0), amount);
    let gifts: number;
    if (room >= previous) {
      gifts = Math.min(Math.max(wanted, previous), room);
    } else if (left * 5 <= goal) {
      // As many gifts as the level above do not fit while leaving 10 %, and at most 20 % is left:
      // that is the Various row.
      break;
    } else if (div(Math.max(left - least, 0), amount) >= previous) {
      // They fit while leaving the Various row its least (5 %).
      gifts = previous;
    } else {
      continue;
    }
    rows.push({ amount_cents: amount, gifts });
    left -= gifts * amount;
    previous = gifts;
  }
  return rows;
}

/**
 * The standard chart for the rounded goal (cents) and the lead-gift share (percent; clamped to
 * 10–35). For every goal from $500,000 to $100,000,000 and every share, every rule of the chart
 * holds (the server's tests try every multiple of $500,000 and random goals in cents); should no
 * target meet them for some other goal, the classic chart (target = the lead gift) is returned and
 * the checks say what is off.
 */
export function standardChart(goalCents: number, leadSharePercent: number): Chart {
  const share = Math.min(Math.max(leadSharePercent, LEAD_SHARE_MIN), LEAD_SHARE_MAX);
  if (goalCents < 1000) return { goal_cents: goalCents, rows: [], various_cents: goalCents };
  const lead = leadGift(goalCents, share);
  const g = goalCents;
  const lead1000 = lead * 1000;
  const targets: number[] = [];
  for (let t = 20; t <= 500; t++) targets.push(t);
  const key = (t: number) => Math.abs(t * g - lead1000);
  targets.sort((a, b) => key(a) - key(b) || a - b);
  const classic = targets[0] ?? 20;
  let found: ChartRow[] | undefined;
  search: for (const secondJustBelow of [false, true]) {
    for (const t of targets) {
      const rows = candidate(goalCents, lead, t, secondJustBelow);
      if (rows !== undefined && sharesHold(goalCents, rows)) {
        found = rows;
        break search;
      }
    }
  }
  const rows = found ?? candidate(goalCents, lead, classic, false) ?? [];
  const levels = sum(rows.map((r) => r.amount_cents * r.gifts));
  return { goal_cents: goalCents, rows, various_cents: Math.max(goalCents - levels, 0) };
}

/** One level of the chart's table. */
export interface TableRow {
  amountCents: number;
  gifts: number;
  /** gifts × the ratio. */
  prospects: number;
  /** gifts × amount. */
  totalCents: number;
  /** This level and every level above it. */
  cumulativeCents: number;
  /** total / goal. */
  allocation: Allocation;
}

/** The "Various (<$X)" row: "Many" gifts (or "-" when it carries nothing). */
export interface VariousTableRow {
  label: string;
  countLabel: 'Many' | '-';
  amountCents: number;
  cumulativeCents: number;
  allocation: Allocation;
}

/**
 * The Grand Total row: the levels' gifts and prospects ("Many" not counted), the chart's total (the
 * goal, for a chart that adds up) and its share of the goal.
 */
export interface TableTotal {
  gifts: number;
  prospects: number;
  amountCents: number;
  allocation: Allocation;
}

/** What the screen, the documents and the Excel export show of a chart. */
export interface ChartTable {
  goalCents: number;
  rows: TableRow[];
  various: VariousTableRow;
  total: TableTotal;
}

/** "Various (<$10,000)": X is the smallest level; "Various" alone for a chart without levels. */
export function variousLabel(rows: readonly ChartRow[]): string {
  if (rows.length === 0) return 'Various';
  return `Various (<${formatCents(Math.min(...rows.map((r) => r.amount_cents)))})`;
}

/** The table of a chart at a prospect ratio, rows in the chart's order. */
export function chartTable(chart: Chart, ratio: ProspectRatio): ChartTable {
  const goal = chart.goal_cents;
  const per = ratio;
  let cumulative = 0;
  const rows: TableRow[] = chart.rows.map((r) => {
    const total = r.amount_cents * r.gifts;
    cumulative += total;
    return {
      amountCents: r.amount_cents,
      gifts: r.gifts,
      prospects: r.gifts * per,
      totalCents: total,
      cumulativeCents: cumulative,
      allocation: allocation(total, goal),
    };
  });
  const all = cumulative + chart.various_cents;
  return {
    goalCents: goal,
    rows,
    various: {
      label: variousLabel(chart.rows),
      countLabel: chart.various_cents > 0 ? 'Many' : '-',
      amountCents: chart.various_cents,
      cumulativeCents: all,
      allocation: allocation(chart.various_cents, goal),
    },
    total: {
      gifts: sum(rows.map((r) => r.gifts)),
      prospects: sum(rows.map((r) => r.prospects)),
      amountCents: all,
      allocation: allocation(all, goal),
    },
  };
}

/** One check of a chart: what it found, in one plain sentence that says what to do (the server's serde shape). */
export interface ChartCheck {
  id: keyof typeof GIFT_CHART_CHECK_TITLES;
  /** Its short title (the server's table, generated). */
  title: string;
  passed: boolean;
  message: string;
}

/** A check as each function below finds it; its title comes from the generated table. */
type Found = Omit<ChartCheck, 'title'>;

/** The five checks of any chart, at a ratio, given how many prospects the user has named. */
export function chartChecks(chart: Chart, ratio: ProspectRatio, namedProspects: number): ChartCheck[] {
  return [leadCheck(chart), topTenCheck(chart), baseCheck(chart), totalCheck(chart), prospectsCheck(chart, ratio, namedProspects)].map(
    (c) => ({ ...c, title: GIFT_CHART_CHECK_TITLES[c.id] }),
  );
}

function pct(amount: number, goal: number): [number, string] {
  const a = allocation(amount, goal);
  return [a.tenths, screenPercent(a)];
}

/** `goal × percent / 100`, rounded half up, in cents. */
const shareOf = (goal: number, percent: number) => div(goal * percent + 50, 100);

function leadCheck(c: Chart): Found {
  const goal = c.goal_cents;
  const [min, max] = [formatCents(shareOf(goal, 10)), formatCents(shareOf(goal, 35))];
  const g = formatCents(goal);
  const gifted = c.rows.filter((r) => r.gifts > 0).map((r) => r.amount_cents);
  if (gifted.length === 0) {
    return {
      id: 'lead_gift',
      passed: false,
      message: `Your chart has no gift levels yet: add a top row for the lead gift, the single largest gift that sets the pace for every other donor, of ${min} to ${max} (10% to 35% of your ${g} goal).`,
    };
  }
  const lead = Math.max(...gifted);
  const [tenths, shown] = pct(lead, goal);
  const l = formatCents(lead);
  if (tenths < LEAD_MIN_TENTHS) {
    return {
      id: 'lead_gift',
      passed: false,
      message: `Your lead gift, the single largest gift, is ${l}, only ${shown} of your ${g} goal; campaigns that succeed start with one gift of at least 10%, so raise the top row to at least ${min} and look for the one donor who could give it.`,
    };
  }
  if (tenths > LEAD_MAX_TENTHS) {
    return {
      id: 'lead_gift',
      passed: false,
      message: `Your lead gift, the single largest gift, is ${l}, ${shown} of your ${g} goal, so the whole campaign would hang on one donor's yes; keep it at or below ${max} (35%) and ask for more gifts at the levels below.`,
    };
  }
  return {
    id: 'lead_gift',
    passed: true,
    message: `Your lead gift, the single largest gift, is ${l}, ${shown} of your ${g} goal: within the 10% to 35% that gives a campaign a strong start, so secure it first, before the other asks.`,
  };
}

function topTenCheck(c: Chart): Found {
  const goal = c.goal_cents;
  const total = topTenCents(c.rows);
  const [tenths, shown] = pct(total, goal);
  const s = formatCents(total);
  const passed = tenths >= TOP_TEN_MIN_TENTHS;
  const message = passed
    ? `Your ten largest gifts bring in ${s}, ${shown} of the goal: at least half, as in most campaigns that succeed, so spend most of your time on these ten asks.`
    : `Your ten largest gifts bring in ${s}, only ${shown} of the goal; in campaigns that succeed they bring in at least half, so ask for larger gifts or more gifts at the top levels until they reach ${formatCents(shareOf(goal, 50))}.`;
  return { id: 'top_ten', passed, message };
}

function baseCheck(c: Chart): Found {
  const goal = c.goal_cents;
  const label = variousLabel(c.rows);
  const [tenths, shown] = pct(c.various_cents, goal);
  const v = formatCents(c.various_cents);
  const [min, max] = [formatCents(shareOf(goal, 5)), formatCents(shareOf(goal, 20))];
  if (tenths < BASE_MIN_TENTHS) {
    return {
      id: 'base',
      passed: false,
      message: `The ${label} row, the many smaller gifts from your wider community, carries ${v}, only ${shown} of the goal; plan for at least ${min} (5%) from them, by asking for fewer gifts at the levels above, so that many people take part and your future donors start here.`,
    };
  }
  if (tenths > BASE_MAX_TENTHS) {
    return {
      id: 'base',
      passed: false,
      message: `The ${label} row, the many smaller gifts from your wider community, carries ${v}, ${shown} of the goal, more than the 20% small gifts rarely exceed in a campaign; add gifts at the levels above until this row is at most ${max}.`,
    };
  }
  return {
    id: 'base',
    passed: true,
    message: `The ${label} row, the many smaller gifts from your wider community, carries ${v}, ${shown} of the goal: within the 5% to 20% a broad base of smaller donors usually gives.`,
  };
}

function totalCheck(c: Chart): Found {
  const goal = c.goal_cents;
  const total = sum(c.rows.map((r) => r.amount_cents * r.gifts)) + c.various_cents;
  const [t, g] = [formatCents(total), formatCents(goal)];
  const diff = formatCents(Math.abs(total - goal));
  if (total === goal) {
    return {
      id: 'total',
      passed: true,
      message: `Your chart adds up to exactly your ${g} goal, as the last cumulative figure shows.`,
    };
  }
  if (total < goal) {
    return {
      id: 'total',
      passed: false,
      message: `Your chart adds up to ${t}, ${diff} short of your ${g} goal; add gifts or raise amounts until the last cumulative figure reaches the goal, or the plan will fall short even if every gift comes in.`,
    };
  }
  return {
    id: 'total',
    passed: false,
    message: `Your chart adds up to ${t}, ${diff} more than your ${g} goal; lower some gifts or the ${variousLabel(c.rows)} row so that the chart plans for the goal exactly.`,
  };
}

function prospectsCheck(c: Chart, ratio: ProspectRatio, namedProspects: number): Found {
  const per = ratio;
  const needed = sum(c.rows.map((r) => r.gifts * per));
  const named = Math.max(namedProspects, 0);
  const passed = named >= needed;
  const message = passed
    ? `You have named ${named} prospects (people or organizations who could give at these levels) for the ${needed} your chart needs at ${per} per gift: enough to start asking, beginning with the largest gift.`
    : `Your chart needs ${needed} prospects (people or organizations who could give at these levels: ${per} for every gift, because most will say no or give less) and you have named ${named}; name ${needed - named} more with your board before you start asking.`;
  return { id: 'prospects', passed, message };
}

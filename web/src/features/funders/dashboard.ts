/**
 * A cohort's dashboard in words and order (issue 18 §5): the organizations table's filters and
 * sorting, what a hidden aggregate says, the funnel's stages, the weekly progress as averages,
 * and what a round of reminders did. Pure functions, tested in dashboard.test.ts.
 */
import type { Aggregates, CohortOrganization, Funnel, RemindersSent, WeekPoint } from './api';

/** Modules in a plan. */
export const MODULES = 15;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const organizationCount = (n: number) => plural(n, 'organization', 'organizations');
export const dayCount = (n: number) => plural(n, 'day', 'days');

// ---- Filters ------------------------------------------------------------------

export type Filter = 'all' | 'stalled' | 'not_started' | 'finished';

export const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'stalled', label: 'Stalled' },
  { value: 'not_started', label: 'Not started' },
  { value: 'finished', label: 'Finished' },
];

/** No module opened or done yet. */
export const notStarted = (o: CohortOrganization) =>
  !o.finished && o.modules_done === 0 && o.modules.every((m) => m.state === 'not_started');

const FILTER_TEST: Record<Filter, (o: CohortOrganization) => boolean> = {
  all: () => true,
  stalled: (o) => o.stalled,
  not_started: notStarted,
  finished: (o) => o.finished,
};

/** The organizations a filter and a name search (any part of the name, any case) leave. */
export function filterOrganizations(list: CohortOrganization[], filter: Filter, search: string): CohortOrganization[] {
  const words = search.trim().toLocaleLowerCase();
  return list.filter((o) => FILTER_TEST[filter](o) && (words === '' || o.name.toLocaleLowerCase().includes(words)));
}

export const filterCount = (list: CohortOrganization[], filter: Filter) => list.filter(FILTER_TEST[filter]).length;

// ---- Sorting ------------------------------------------------------------------

export type SortKey = 'name' | 'modules_done' | 'current_module' | 'idle_days' | 'users' | 'goal';
export type Direction = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: Direction;
}

/**
 * Each column's value to sort by; null (a figure not shared) sorts last whichever the direction.
 * A finished plan's current module counts as past the last one.
 */
const SORT_VALUE: Record<SortKey, (o: CohortOrganization) => string | number | null> = {
  name: (o) => o.name,
  modules_done: (o) => o.modules_done,
  current_module: (o) => (o.finished ? MODULES + 1 : (o.current_module?.number ?? 0)),
  idle_days: (o) => o.idle_days,
  users: (o) => o.users,
  goal: (o) => o.goal_cents ?? null,
};

/** The direction a column sorts in when first chosen: names A to Z, figures largest first. */
export const FIRST_DIRECTION: Record<SortKey, Direction> = {
  name: 'ascending',
  modules_done: 'descending',
  current_module: 'ascending',
  idle_days: 'descending',
  users: 'descending',
  goal: 'descending',
};

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

export function sortOrganizations(list: CohortOrganization[], { key, direction }: Sort): CohortOrganization[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const value = SORT_VALUE[key];
  return [...list].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = typeof va === 'string' ? byName.compare(va, String(vb)) : va - Number(vb);
      if (order !== 0) return sign * order;
    }
    // Ties (and two figures not shared) in name order.
    return byName.compare(a.name, b.name);
  });
}

/** The next sort when a column's header is clicked: the other direction of the same column, else its first. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: FIRST_DIRECTION[key] };

// ---- The stalled threshold -----------------------------------------------------

/** "Stalled: no activity for 14 days or more." */
export const stalledSentence = (days: number) => `Stalled: no activity for ${dayCount(days)} or more.`;

/**
 * The server's words for days out of range (COHORT_STALLED_DAYS of the generated messages, which
 * dashboard.test.ts holds this to). A copy: the generated messages load with the public pages,
 * which would then carry it.
 */
export const STALLED_DAYS_RANGE = 'Choose between 3 and 90 days.';

// ---- Figures ------------------------------------------------------------------

/** "Active today", "1 day", "21 days". */
export const idleText = (days: number) => (days <= 0 ? 'Active today' : dayCount(days));

/** "(3 do now)", "(1 does now)", "(none does yet)". */
function nowCount(n: number): string {
  if (n === 0) return 'none does yet';
  return `${n} ${n === 1 ? 'does' : 'do'} now`;
}

/** Why the shared goals' figures are not shown: too few organizations share their goal. */
export const goalHiddenText = (a: Aggregates) =>
  `Shown once ${a.min_contributors} organizations share their goal (${nowCount(a.goal.contributors)}).`;

/** Why the plans finished are not shown: too few organizations in the cohort. */
export const completionHiddenText = (a: Aggregates) =>
  `Shown once ${a.min_contributors} organizations have joined (${
    a.completion.contributors === 0 ? 'none has yet' : `${a.completion.contributors} so far`
  }).`;

/** The funnel's stages in order, each with its plain name. */
export function funnelStages(f: Funnel): { key: keyof Funnel; label: string; count: number }[] {
  return [
    { key: 'redeemed', label: 'Joined', count: f.redeemed },
    { key: 'onboarded', label: 'Finished onboarding', count: f.onboarded },
    { key: 'module_5', label: 'Budgets done (module 5)', count: f.module_5 },
    { key: 'all_modules', label: 'All 15 modules done', count: f.all_modules },
    { key: 'documents_shared', label: 'Done and shared a document', count: f.documents_shared },
  ];
}

/** A week's point as the chart draws it: modules done per organization on average, one decimal. */
export interface ProgressPoint {
  on: string;
  organizations: number;
  /** Null before anyone joined: no line drawn there. */
  average: number | null;
  finished: number;
}

export function progressPoints(points: WeekPoint[]): ProgressPoint[] {
  return points.map((p) => ({
    on: p.on,
    organizations: p.organizations,
    average: p.organizations > 0 ? Math.round((p.modules_done / p.organizations) * 10) / 10 : null,
    finished: p.finished,
  }));
}

/** "Mar 4" for the chart's axis; the full date elsewhere. */
export function shortDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
}

/** A list of names in plain English: "A", "A and B", "A, B and C". */
export function nameList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What a round of reminders did, in one or two sentences. */
export function remindersText(sent: RemindersSent): string {
  const parts: string[] = [];
  const n = sent.reminded.length;
  parts.push(
    n === 0
      ? 'No reminder sent.'
      : `Reminder e-mailed to ${n === 1 ? 'the owner of' : 'the owners of'} ${organizationCount(n)}: ${nameList(sent.reminded)}.`,
  );
  const skipped: string[] = [];
  if (sent.skipped_recent > 0) {
    skipped.push(`${sent.skipped_recent} already reminded in the last 7 days`);
  }
  if (sent.skipped_opted_out > 0) {
    skipped.push(`${sent.skipped_opted_out} ${sent.skipped_opted_out === 1 ? 'has' : 'have'} opted out of reminders`);
  }
  if (skipped.length > 0) parts.push(`Not e-mailed: ${skipped.join('; ')}.`);
  const failed = sent.failed ?? [];
  if (failed.length > 0) {
    parts.push(`The e-mail to ${nameList(failed)} could not be sent: choose “Remind stalled organizations” again to try once more.`);
  }
  return parts.join(' ');
}

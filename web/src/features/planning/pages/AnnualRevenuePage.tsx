import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import type { Years } from '../../../lib/goals';
import {
  getRevenues,
  saveRevenues,
  type RevenueInput,
  type RevenueTableAnswer,
  type RevenueView,
} from '../../../lib/resources/revenues';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { BM } from '../budgetMessages';
import { RevenueTable } from '../components/RevenueTable';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { centsFromApi } from '../lib/budgetTable';
import { centsToDecimal } from '../../../lib/amountInput';
import { hasAnyRevenue, lineYears, REVENUE_GROUPS, type RevenueValues } from '../lib/revenue';
import { saveErrorText } from './useExpenseEditor';
import './budgetPages.css';

/** A stored line's id and the version it was read at, by line key. */
type Stored = Map<string, { id: string; version: number }>;

const LINES = REVENUE_GROUPS.flatMap((group) => group.lines.map((line) => ({ group, line })));

/** The fixed line a server line is (type name or group key, then name, any case). */
function lineKeyOf(view: Pick<RevenueView, 'revenue_type' | 'revenue_name'>): string | null {
  const type = view.revenue_type.trim().toLowerCase();
  const name = view.revenue_name.trim().toLowerCase();
  const found = LINES.find(
    ({ group, line }) =>
      (group.label.toLowerCase() === type || group.key === type) && line.name.toLowerCase() === name,
  );
  return found ? found.line.key : null;
}

const yearsOf = (v: RevenueView): Years => [
  centsFromApi(v.revenue_cost),
  centsFromApi(v.revenue_cost_year_2),
  centsFromApi(v.revenue_cost_year_3),
];

/** The table's values and the stored lines' ids and versions. */
function revenueOf(answer: RevenueTableAnswer): { values: Record<string, Years>; stored: Stored } {
  const values: Record<string, Years> = {};
  const stored: Stored = new Map();
  const groups = answer.revenues as unknown as Record<string, RevenueView[] | undefined>;
  for (const group of REVENUE_GROUPS) {
    for (const view of groups[group.key] ?? []) {
      const key = lineKeyOf(view);
      if (key === null) continue;
      values[key] = yearsOf(view);
      stored.set(key, { id: view.id, version: view.version });
    }
  }
  return { values, stored };
}

const sameYears = (a: Years, b: Years) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
const sameValues = (a: RevenueValues, b: RevenueValues) =>
  a === b || LINES.every(({ line }) => sameYears(lineYears(a, line.key), lineYears(b, line.key)));

const EMPTY: RevenueValues = {};

/**
 * Section revenue.revenue (spec §2 "Annual revenue", §5): the fixed lines by type,
 * autosaved 2000 ms after the table reports a change. Only lines with a value above 0 are stored;
 * a stored line cleared to 0 is sent as 0, which removes it. Next asks for one value above 0 and
 * saves first.
 */
export function AnnualRevenuePage() {
  const [phase, setPhase] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [values, setValues] = useState<RevenueValues>(EMPTY);
  const [tried, setTried] = useState(false);
  const stored = useRef<Stored>(new Map());

  const autosave = useAutosave<RevenueValues>({
    value: values,
    saved: EMPTY,
    delay: AUTOSAVE_MS.table,
    equals: sameValues,
    enabled: phase === 'ready',
    save: async (value, previous) => {
      const lines: RevenueInput[] = [];
      const cleared: string[] = [];
      for (const { group, line } of LINES) {
        const years = lineYears(value, line.key);
        if (sameYears(years, lineYears(previous, line.key))) continue;
        const known = stored.current.get(line.key);
        const positive = years.some((c) => c > 0);
        if (!positive && !known) continue;
        if (!positive) cleared.push(line.key);
        lines.push({
          ...(known ? { id: known.id, version: known.version } : {}),
          revenue_type: group.label,
          revenue_name: line.name,
          revenue_cost: centsToDecimal(years[0]),
          revenue_cost_year_2: centsToDecimal(years[1]),
          revenue_cost_year_3: centsToDecimal(years[2]),
        });
      }
      if (lines.length === 0) return value;
      const answer = await saveRevenues(lines);
      for (const key of cleared) stored.current.delete(key);
      for (const view of answer.revenues) {
        const key = lineKeyOf(view);
        if (key !== null) stored.current.set(key, { id: view.id, version: view.version });
      }
      return value;
    },
  });
  const resetRef = useRef(autosave.reset);
  useEffect(() => {
    resetRef.current = autosave.reset;
  });

  const load = useCallback(
    () =>
      getRevenues().then(
        (answer) => {
          const { values: next, stored: lines } = revenueOf(answer);
          stored.current = lines;
          setValues(next);
          resetRef.current(next);
          setPhase('ready');
        },
        () => setPhase('failed'),
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });

  useStepValidator(async () => {
    if (phase !== 'ready') return 'invalid';
    if (!hasAnyRevenue(REVENUE_GROUPS, valuesRef.current)) {
      setTried(true);
      return 'invalid';
    }
    return (await autosave.flush()) ? 'valid' : 'invalid';
  });

  const missing = tried && !hasAnyRevenue(REVENUE_GROUPS, values);

  return (
    <section className="budget-section" aria-label="Annual revenue">
      {phase === 'loading' ? (
        <p className="budget-section__loading" role="status">
          {BM.LOADING}
        </p>
      ) : phase === 'failed' ? (
        <Alert tone="error">
          <p>{BM.LOAD_REVENUE_FAILED}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setPhase('loading');
              void load();
            }}
          >
            {BM.RETRY}
          </Button>
        </Alert>
      ) : (
        <>
          <SaveStatus
            status={autosave.status}
            errorMessage={BM.SAVE_REVENUE_FAILED}
            conflictMessage={saveErrorText(autosave.error, BM.SAVE_REVENUE_FAILED)}
            onReload={() => void load()}
          />
          <RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={values} onChange={setValues} />
          {missing ? (
            <p className="budget-section__error" role="alert">
              {BM.NO_REVENUE}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Module 13 'donor-recognition', "Donor Recognition and Benefit Structure" (spec file 3 §2, §4, §5,
 * §8; issue 17 §2): the plan's three-year goal and ratio above a chart of benefit rows against
 * the columns the server answers (the gift chart's levels, then its base row), a checkbox per cell; Add Benefit (refused with "Benefit name is required." while the last
 * row has no name), a delete per row behind the "Delete Donor Benefit" dialog (a saved row is
 * deleted on the server first and stays when that fails), the chart saved 2 s after each change
 * once every row has a name, and on Next (which a blank name blocks). Validation messages clear
 * after 5 s.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { CheckIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api/client';
import { formatUsd } from '../../../lib/format';
import {
  deleteStewardship,
  getStewardships,
  saveStewardships,
  stewardshipKeys,
  useStewardships,
  type Stewardships,
} from '../../../lib/resources/stewardships';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { isBlank } from '../../../lib/words';
import { LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { CLOSING_LIMITS } from '../../../generated/closing';
import { useTimedMessage } from '../useTimedMessage';
import { namedProspects, SM } from './messages';
import './stewardship.css';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';

export function DonorRecognitionPage() {
  return (
    <OrganizationGate>
      <DonorRecognitionLoader />
    </OrganizationGate>
  );
}

function DonorRecognitionLoader() {
  const query = useStewardships();
  // The chart is read once per visit (Chart keeps its own rows): its own saves do not replace what is typed.
  if (query.data) return <Chart loaded={query.data} />;
  if (query.isError) return <Chart loaded={null} />;
  return <LoadingData />;
}

/** A benefit's check per column key. */
type Checks = Record<string, boolean>;

interface Row {
  /** A local key: stable while the row is on screen (a saved row's id is kept apart, by key). */
  key: string;
  name: string;
  checks: Checks;
}

type Column = Stewardships['columns'][number];

let seq = 0;
const blankRow = (): Row => ({ key: `row-${++seq}`, name: '', checks: {} });

/** The rows of a chart, each with a check per column the server answered. */
function rowsOf(chart: Stewardships): Row[] {
  return chart.stewardships.map((s) => ({
    key: s.id ?? `row-${++seq}`,
    name: s.benefit.benefit_name,
    checks: Object.fromEntries(chart.columns.map((c) => [c.key, (s.benefit.prospect as Checks)[c.key] === true])),
  }));
}

/** The keys a row has ticked. */
const ticked = (checks: Checks) =>
  Object.keys(checks)
    .filter((k) => checks[k])
    .sort();

/** Same benefits in the same order, ticked at the same levels (what the server would store). */
const sameRows = (a: Row[], b: Row[]) =>
  a.length === b.length && a.every((r, i) => r.name === b[i].name && ticked(r.checks).join('\n') === ticked(b[i].checks).join('\n'));

/** The server's id of each saved row on screen, by row key. */
const idsOf = (chart: Stewardships | null, rows: Row[]) =>
  new Map(chart ? chart.stewardships.flatMap((s, i) => (s.id ? [[rows[i].key, s.id] as const] : [])) : []);

const allNamed = (rows: Row[]) => rows.every((r) => !isBlank(r.name));

function Chart({ loaded }: { loaded: Stewardships | null }) {
  const client = useQueryClient();
  const base = useId();
  const addId = `${base}-add`;
  const [initial] = useState(() => (loaded ? rowsOf(loaded) : []));
  const [initialIds] = useState(() => idsOf(loaded, initial));
  const ids = useRef<Map<string, string>>(initialIds);
  // Spec §8: when the chart could not be loaded, an empty row is added.
  const [rows, setRows] = useState<Row[]>(() => (loaded ? initial : [blankRow()]));
  const [chart, setChart] = useState<Stewardships | null>(loaded);
  const [loadFailed, setLoadFailed] = useState(!loaded);
  const version = useRef<number | undefined>(loaded?.version);
  const [message, showMessage] = useTimedMessage();
  const [pending, setPending] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const autosave = useAutosave<Row[]>({
    value: rows,
    saved: initial,
    delay: AUTOSAVE_MS.table,
    equals: sameRows,
    enabled: rows.length > 0 && allNamed(rows),
    save: async (value) => {
      const saved = await saveStewardships(client, {
        stewardships: value.map((r) => ({ id: ids.current.get(r.key) ?? null, benefit: { benefit_name: r.name.trim(), prospect: { ...r.checks } } })),
        ...(version.current === undefined ? {} : { version: version.current }),
      });
      version.current = saved.version;
      setChart(saved);
      setLoadFailed(false);
      // New rows get the ids the server gave them (same order), so a later delete reaches the server.
      ids.current = idsOf(saved, value);
    },
  });

  const nameId = (r: Row) => `${base}-${r.key}-name`;

  const update = (key: string, patch: Partial<Omit<Row, 'checks'>> & { check?: [string, boolean] }) =>
    setRows((list) =>
      list.map((r) => {
        if (r.key !== key) return r;
        const { check, ...rest } = patch;
        return { ...r, ...rest, checks: check ? { ...r.checks, [check[0]]: check[1] } : r.checks };
      }),
    );

  const add = () => {
    const last = rows[rows.length - 1];
    if (last && isBlank(last.name)) {
      showMessage(SM.NAME_REQUIRED);
      document.getElementById(nameId(last))?.focus();
      return;
    }
    if (rows.length >= CLOSING_LIMITS.maxBenefits) {
      showMessage(SM.MAX_ROWS);
      return;
    }
    const row = blankRow();
    flushSync(() => setRows((list) => [...list, row]));
    document.getElementById(nameId(row))?.focus();
  };

  const remove = async () => {
    if (!pending) return;
    setDeleteError(null);
    const id = ids.current.get(pending.key);
    if (id) {
      setDeleting(true);
      try {
        const saved = await deleteStewardship(client, id);
        version.current = saved.version;
        setChart(saved);
        // What the server now holds becomes the last saved chart; edits on screen still differ and are saved.
        autosave.reset(rowsOf(saved));
      } catch (e) {
        // A row someone else deleted already (404) is gone all the same.
        if (!(isApiError(e) && e.status === 404)) {
          setDeleteError(SM.DELETE_FAILED);
          return;
        }
      } finally {
        setDeleting(false);
      }
    }
    const key = pending.key;
    setRows((list) => list.filter((r) => r.key !== key));
    setPending(null);
    window.setTimeout(() => document.getElementById(addId)?.focus(), 0);
  };

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await client.fetchQuery({ queryKey: stewardshipKeys.chart, queryFn: getStewardships, staleTime: 0 });
      const next = rowsOf(fresh);
      ids.current = idsOf(fresh, next);
      version.current = fresh.version;
      setChart(fresh);
      setLoadFailed(false);
      setRows(next);
      autosave.reset(next);
    } catch {
      showMessage(SM.SAVE_FAILED);
    } finally {
      setReloading(false);
    }
  };

  const latest = useRef({ rows, autosave });
  useEffect(() => {
    latest.current = { rows, autosave };
  });

  useStepValidator(async () => {
    const { rows: now, autosave: save } = latest.current;
    if (!allNamed(now)) {
      showMessage(SM.PROCEED_BLANK);
      const first = now.find((r) => isBlank(r.name));
      if (first) document.getElementById(nameId(first))?.focus();
      return 'invalid';
    }
    return (await save.flush()) ? 'valid' : 'invalid';
  });

  const saveError = autosave.status === 'error' ? saveMessage(autosave.error) : null;
  // While a message asks for names, the rows without one are marked.
  const showBlank = message === SM.NAME_REQUIRED || message === SM.PROCEED_BLANK;
  const named = (key: string) => (chart?.prospectNames[key] ?? []).filter((n) => !isBlank(n)).length;
  // The gift chart's levels and base row, as the server last answered them (none while it could not be read).
  const columns: Column[] = chart?.columns ?? [];

  return (
    <div className="stewardship">
      {loadFailed ? (
        <Alert tone="warning" className="qpage__notice">
          {SM.LOAD_FAILED}
        </Alert>
      ) : null}
      {chart ? (
        <dl className="stewardship__facts">
          <div>
            <dt>{SM.GOAL}</dt>
            <dd>{formatUsd(chart.totalFundraisingGoal)}</dd>
          </div>
          <div>
            <dt>{SM.RATIO}</dt>
            <dd>{chart.prospectRatio}:1</dd>
          </div>
        </dl>
      ) : null}
      <p className="stewardship__lead">{SM.LEAD}</p>

      <div className="stewardship__scroll" role="region" aria-label={SM.CAPTION} tabIndex={0}>
        <table className="stewardship__table">
          <caption className="visually-hidden">{SM.CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col" className="stewardship__benefit-head">
                {SM.BENEFIT}
              </th>
              {columns.map((c) => (
                <th scope="col" key={c.key} className="stewardship__level">
                  <span>{c.label}</span>
                  {named(c.key) > 0 ? <span className="stewardship__named">{namedProspects(named(c.key))}</span> : null}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{SM.ACTIONS}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const title = r.name.trim() || `Benefit ${i + 1}`;
              const blank = showBlank && isBlank(r.name);
              return (
                <tr key={r.key}>
                  <th scope="row" className="stewardship__benefit">
                    {/* A name wraps onto more lines as it grows (one line of text: Enter adds none). */}
                    <textarea
                      id={nameId(r)}
                      className="input stewardship__name"
                      rows={1}
                      value={r.name}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') e.preventDefault();
                      }}
                      maxLength={CLOSING_LIMITS.maxBenefitNameChars}
                      placeholder={SM.NAME_PLACEHOLDER}
                      aria-label={`Benefit ${i + 1} name`}
                      aria-invalid={blank || undefined}
                      onChange={(e) => update(r.key, { name: e.target.value.replace(/[\r\n]+/g, ' ') })}
                    />
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="stewardship__cell">
                      <input
                        type="checkbox"
                        className="stewardship__check"
                        checked={r.checks[c.key] === true}
                        aria-label={`${title} at ${c.label}`}
                        onChange={(e) => update(r.key, { check: [c.key, e.target.checked] })}
                      />
                    </td>
                  ))}
                  <td className="stewardship__actions">
                    <button
                      type="button"
                      className="stewardship__delete"
                      aria-label={`Delete ${title}`}
                      onClick={() => {
                        setDeleteError(null);
                        setPending(r);
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="stewardship__bar">
        <Button id={addId} variant="secondary" onClick={add} disabled={rows.length >= CLOSING_LIMITS.maxBenefits} icon={<PlusIcon />}>
          {SM.ADD}
        </Button>
        <p className="stewardship__status" role="status" aria-live="polite">
          {autosave.status === 'saving' ? (
            <>
              <Spinner size={12} />
              <span>{SM.SAVING}</span>
            </>
          ) : autosave.status === 'saved' ? (
            <>
              <CheckIcon width={14} height={14} />
              <span>{SM.SAVED}</span>
            </>
          ) : null}
        </p>
      </div>
      {rows.length >= CLOSING_LIMITS.maxBenefits ? <p className="stewardship__hint">{SM.MAX_ROWS}</p> : null}

      {message ? (
        <Alert tone="error" className="qpage__notice">
          {message}
        </Alert>
      ) : null}
      {saveError ? (
        <Alert tone="error" className="qpage__notice">
          {saveError}
        </Alert>
      ) : null}
      {autosave.status === 'conflict' ? (
        <Alert tone="error" className="qpage__notice">
          <p>{SM.CONFLICT}</p>
          <Button variant="secondary" size="sm" loading={reloading} onClick={() => void reload()}>
            {SM.RELOAD}
          </Button>
        </Alert>
      ) : null}

      <ConfirmDeleteDialog
        open={pending !== null}
        title={SM.DELETE_TITLE}
        question={SM.DELETE_QUESTION}
        cancelLabel={SM.CANCEL}
        deleteLabel={SM.DELETE}
        deleting={deleting}
        error={deleteError}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/** A refusal the server explained (4xx) is shown as it words it; anything else as the spec's message. */
function saveMessage(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status >= 400 && error.status < 500 ? error.message : SM.SAVE_FAILED;
}


/**
 * The gift chart editor on the pyramid page: the lead share (a new share rebuilds the standard
 * chart while the chart is standard), one row per level with its live prospects, total,
 * cumulative and share of the goal, the Various row, and the five checks, all recomputed with
 * lib/giftChart.ts on the chart being typed. Save sends `PUT /gift-chart` with the chart's
 * version and puts the server's answer in the pyramid query; a 409 offers to reload, a 422 shows
 * the server's field messages. Cancel discards.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { GIFT_CHART_LIMITS } from '../../../generated/closing';
import { isApiError } from '../../../lib/api/client';
import { formatCents, formatUsd } from '../../../lib/format';
import { chartChecks, chartTable, variousLabel } from '../../../lib/giftChart';
import { screenPercent, type ProspectRatio } from '../../../lib/pyramid';
import { getGiftPyramid, pyramidKeys, saveGiftChart, type GiftPyramid } from '../../../lib/resources/pyramid';
import {
  addLevel,
  chartOf,
  dollarsText,
  draftOf,
  readDollars,
  removeLevel,
  saveBody,
  setLevel,
  standardDraft,
  validate,
  type Draft,
} from './chartDraft';
import { CM } from './messages';
import { namedCount, type Names } from './prospectNames';
import { CheckList } from './CheckList';

const ADD_ID = 'chart-add-level';
const SHARES = Array.from({ length: GIFT_CHART_LIMITS.leadShareMax - GIFT_CHART_LIMITS.leadShareMin + 1 }, (_, i) => GIFT_CHART_LIMITS.leadShareMin + i);

interface Props {
  pyramid: GiftPyramid;
  ratio: ProspectRatio;
  names: Names;
  onClose: () => void;
}

export function ChartEditor({ pyramid, ratio, names, onClose }: Props) {
  const client = useQueryClient();
  const [draft, setDraftState] = useState<Draft>(() => draftOf(pyramid));
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // Fields left once: an empty new level says what it needs only after the user has been there.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (key: string) => setLeft((s) => (s.has(key) ? s : new Set([...s, key])));
  const first = useRef<HTMLSelectElement>(null);

  useEffect(() => first.current?.focus(), []);
  // After Add or Remove, the focus goes to the field that now stands where the user was.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const setDraft = (next: Draft) => {
    setDraftState(next);
    setServerErrors({});
    setFailure(null);
  };

  const goal = pyramid.goal;
  const errors = validate(draft);
  const invalid = Object.keys(errors).length > 0;
  const chart = useMemo(() => chartOf(draft, goal), [draft, goal]);
  const table = chartTable(chart, ratio);
  const named = table.rows.reduce((s, r) => s + namedCount(names, String(r.amountCents / 100), r.prospects), 0);
  const checks = chartChecks(chart, ratio, named);
  const byAmount = new Map(table.rows.map((r) => [r.amountCents, r]));
  const fieldError = (key: string) => {
    const [levelKey, field] = key.split('.');
    const typed = field ? draft.levels.find((l) => l.key === levelKey)?.[field as 'amount' | 'gifts'] : 'x';
    const shown = errors[key] && (typed?.trim() !== '' || left.has(key)) ? errors[key] : undefined;
    return shown ?? serverErrors[key];
  };
  const levelsError =
    errors.levels ?? Object.entries(serverErrors).find(([k]) => k.startsWith('levels'))?.[1];

  const add = () => {
    const next = addLevel(draft);
    focusNext.current = `${next.levels[next.levels.length - 1].key}-amount`;
    setDraft(next);
  };
  const remove = (key: string) => {
    const i = draft.levels.findIndex((l) => l.key === key);
    const neighbour = draft.levels[i + 1] ?? draft.levels[i - 1];
    focusNext.current = neighbour ? `${neighbour.key}-amount` : ADD_ID;
    setDraft(removeLevel(draft, key));
  };

  const changeShare = (share: number) =>
    setDraft(draft.edited ? { ...draft, leadShare: share } : standardDraft(goal, share));

  const save = async () => {
    if (invalid || saving) return;
    setSaving(true);
    setFailure(null);
    setConflict(null);
    try {
      const answer = await saveGiftChart(saveBody(draft, pyramid.chartVersion));
      client.setQueryData(pyramidKeys.all, answer);
      onClose();
    } catch (e) {
      setSaving(false);
      if (isApiError(e) && e.status === 409) setConflict(e.message);
      else if (isApiError(e) && e.status === 422) {
        setServerErrors(e.fieldErrors);
        if (Object.keys(e.fieldErrors).length === 0) setFailure(e.message);
      } else setFailure(CM.SAVE_FAILED);
    }
  };

  const reload = async () => {
    try {
      const fresh = await getGiftPyramid();
      client.setQueryData(pyramidKeys.all, fresh);
      setDraft(draftOf(fresh.data.pyramid));
      setConflict(null);
    } catch {
      // still unreadable: the conflict message and its button stay
    }
  };

  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const various = draft.variousAuto ? dollarsText(chart.various_cents / 100) : draft.various;
  const variousName = variousLabel(chart.rows);

  return (
    <section className="chart-editor" aria-labelledby="chart-editor-title">
      <h3 id="chart-editor-title" className="chart-editor__title">
        {CM.TITLE}
      </h3>
      <p className="pyramid__hint">{CM.INTRO(formatUsd(goal))}</p>

      <div className="field chart-editor__share">
        <label className="field__label" htmlFor="chart-lead-share">
          {CM.LEAD_SHARE}
        </label>
        <select
          id="chart-lead-share"
          ref={first}
          className="input"
          value={draft.leadShare}
          onChange={(e) => changeShare(Number(e.target.value))}
          aria-describedby={described('chart-lead-share-hint', fieldError('leadShare') && 'chart-lead-share-error')}
          aria-invalid={!!fieldError('leadShare') || undefined}
        >
          {SHARES.map((p) => (
            <option key={p} value={p}>
              {CM.LEAD_SHARE_OPTION(p)}
            </option>
          ))}
        </select>
        <p className="field__hint" id="chart-lead-share-hint">
          {draft.edited ? CM.LEAD_SHARE_EDITED : CM.LEAD_SHARE_STANDARD}
        </p>
        {fieldError('leadShare') ? (
          <p className="field__error" id="chart-lead-share-error">
            {fieldError('leadShare')}
          </p>
        ) : null}
      </div>

      <div role="group" aria-labelledby="chart-levels-title" aria-describedby={levelsError ? 'chart-levels-error' : undefined}>
        <h4 id="chart-levels-title" className="chart-editor__subtitle">
          {CM.LEVELS}
        </h4>
        {levelsError ? (
          <p className="field__error" id="chart-levels-error">
            {levelsError}
          </p>
        ) : null}
        <ol className="chart-editor__levels">
          {draft.levels.map((level, i) => {
            const n = i + 1;
            const amountError = fieldError(`${level.key}.amount`);
            const giftsError = fieldError(`${level.key}.gifts`);
            const dollars = readDollars(level.amount);
            const row = amountError || giftsError || dollars === null ? undefined : byAmount.get(dollars * 100);
            const amountId = `${level.key}-amount`;
            const giftsId = `${level.key}-gifts`;
            return (
              <li key={level.key}>
                <fieldset className="chart-editor__level">
                  <legend className="chart-editor__legend">{CM.LEVEL(n)}</legend>
                  <TextField
                    id={amountId}
                    label={CM.AMOUNT}
                    inputMode="numeric"
                    value={level.amount}
                    error={amountError}
                    onChange={(e) => setDraft(setLevel(draft, level.key, 'amount', e.target.value))}
                    onBlur={() => leave(`${level.key}.amount`)}
                  />
                  <TextField
                    id={giftsId}
                    label={CM.GIFTS}
                    inputMode="numeric"
                    value={level.gifts}
                    error={giftsError}
                    onChange={(e) => setDraft(setLevel(draft, level.key, 'gifts', e.target.value))}
                    onBlur={() => leave(`${level.key}.gifts`)}
                  />
                  {row ? (
                    <dl className="chart-editor__figures">
                      <div>
                        <dt>{CM.PROSPECTS}</dt>
                        <dd>{row.prospects.toLocaleString('en-US')}</dd>
                      </div>
                      <div>
                        <dt>{CM.LEVEL_TOTAL}</dt>
                        <dd>{formatCents(row.totalCents)}</dd>
                      </div>
                      <div>
                        <dt>{CM.CUMULATIVE}</dt>
                        <dd>{formatCents(row.cumulativeCents)}</dd>
                      </div>
                      <div>
                        <dt>{CM.SHARE}</dt>
                        <dd>{screenPercent(row.allocation)}</dd>
                      </div>
                    </dl>
                  ) : (
                    <p className="chart-editor__figures chart-editor__figures--none">{CM.NOT_COUNTED}</p>
                  )}
                  <Button variant="ghost" size="sm" className="chart-editor__remove" onClick={() => remove(level.key)}>
                    {CM.REMOVE(dollars !== null && dollars > 0 ? formatUsd(dollars) : null, n)}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button id={ADD_ID} variant="secondary" onClick={add} disabled={draft.levels.length >= GIFT_CHART_LIMITS.maxLevels}>
          {CM.ADD}
        </Button>
      </div>

      <TextField
        id="chart-various"
        className="chart-editor__various"
        label={CM.VARIOUS(variousName)}
        inputMode="numeric"
        value={various}
        error={fieldError('various')}
        hint={CM.VARIOUS_HINT(screenPercent(table.various.allocation))}
        onChange={(e) => setDraft({ ...draft, edited: true, variousAuto: false, various: e.target.value })}
      />

      <p className="chart-editor__total">
        {CM.TOTAL(formatCents(table.total.amountCents), screenPercent(table.total.allocation), table.total.gifts, table.total.prospects)}
      </p>

      <section className="chart-editor__checks" aria-labelledby="chart-editor-checks-title">
        <h4 id="chart-editor-checks-title" className="chart-editor__subtitle">
          {CM.CHECKS}
        </h4>
        <CheckList checks={checks.map((c) => ({ ...c, text: c.message }))} />
      </section>

      {conflict ? (
        <Alert tone="error" className="chart-editor__alert">
          <p>{conflict}</p>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            {CM.RELOAD}
          </Button>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" className="chart-editor__alert">
          {failure}
        </Alert>
      ) : null}
      {invalid ? (
        <p className="pyramid__hint" id="chart-invalid">
          {CM.INVALID}
        </p>
      ) : null}

      <div className="chart-editor__actions">
        <Button variant="primary" onClick={() => void save()} disabled={invalid} loading={saving} aria-describedby={invalid ? 'chart-invalid' : undefined}>
          {CM.SAVE}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {CM.CANCEL}
        </Button>
        <Button variant="ghost" className="chart-editor__reset" onClick={() => setDraft(standardDraft(goal, draft.leadShare))} disabled={saving}>
          {CM.RESET}
        </Button>
      </div>
    </section>
  );
}

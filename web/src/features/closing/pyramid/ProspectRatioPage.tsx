/**
 * Donor: Prospect Ratio and Gift Pyramid (spec file 3 §2 module 12, §4, §9; DECISIONS "Gift
 * pyramid", "Gift-pyramid feasibility"). The ratio (5:1 Low, 4:1 Average, 3:1 High maturity) and
 * the prospect names are one record (`/prospects`), autosaved with its version: a change of ratio
 * at once, names one second after the last keystroke. The pyramid is the server's
 * (`GET /gift-pyramid`), asked again after every save, so a new ratio rebuilds the table from the
 * server's answer; the feasibility checks stand beside it. Export to Excel makes the file through
 * the document pipeline, then counts the download. "Edit the chart" opens the gift chart editor
 * (ChartEditor) above the table; its save answers the pyramid, which replaces the cached one, and
 * the name boxes follow the new levels (names at levels no longer shown stay stored).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api/client';
import { formatUsd } from '../../../lib/format';
import { asProspectRatio, getProspects, saveProspects, useProspects, type Prospects, type ProspectRatio } from '../../../lib/resources/prospects';
import { countPyramidDownload, pyramidKeys, useGiftPyramid, type GiftPyramid } from '../../../lib/resources/pyramid';
import { useQuestions } from '../../../lib/resources/questions';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { ShareWithFunder, useDocumentDownload } from '../../../components/documents';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { QuestionHead } from '../../../components/plan/QuestionHead';
import { CLOSING_LIMITS, PROSPECT_RATIOS } from '../../../generated/closing';
import { ChartEditor } from './ChartEditor';
import { GM } from './messages';
import { keptBeyond, namedCount, normalizeNames, setName, type Names } from './prospectNames';
import { PyramidTable } from './PyramidTable';
import './pyramid.css';
import { CheckList } from './CheckList';

const KEY = 'prospect_to_donor_ratio';
const EDIT_ID = 'pyramid-edit-chart';

export function ProspectRatioPage() {
  return (
    <OrganizationGate>
      <PyramidLoader />
    </OrganizationGate>
  );
}

function PyramidLoader() {
  const prospects = useProspects();
  const pyramid = useGiftPyramid();
  if (prospects.error || (pyramid.error && !pyramid.data)) {
    return (
      <Waiting
        failed
        onRetry={() => {
          if (prospects.error) void prospects.refetch();
          if (pyramid.error) void pyramid.refetch();
        }}
      />
    );
  }
  if (!prospects.data || !pyramid.data) return <Waiting />;
  return <PyramidForm initial={prospects.data} pyramid={pyramid.data.data.pyramid} refreshing={pyramid.isFetching} />;
}

function Waiting({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  useStepValidator(() => 'invalid');
  return failed ? <LoadFailed message={GM.LOAD_FAILED} onRetry={onRetry} /> : <LoadingData />;
}

interface Plan {
  ratio: ProspectRatio;
  names: Names;
}

const samePlan = (a: Plan, b: Plan) => a.ratio === b.ratio && JSON.stringify(a.names) === JSON.stringify(b.names);
const planOf = (p: Prospects): Plan => ({ ratio: asProspectRatio(p.prospectRatio), names: normalizeNames(p.prospectNames) });
const ratioLabel = (r: number) => `${r}:1`;

function PyramidForm({ initial, pyramid, refreshing }: { initial: Prospects; pyramid: GiftPyramid; refreshing: boolean }) {
  const client = useQueryClient();
  const question = useQuestions([KEY]).data?.[0];
  const [loaded] = useState(() => planOf(initial));
  const [ratio, setRatio] = useState<ProspectRatio>(loaded.ratio);
  const [names, setNames] = useState<Names>(loaded.names);
  const [blocked, setBlocked] = useState<string | null>(null);
  const version = useRef(initial.version);
  const documents = useDocumentDownload();
  const { download, overlay, busy } = documents;
  const [editing, setEditing] = useState(false);
  const wasEditing = useRef(false);
  // Back to "Edit the chart" when the editor closes.
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById(EDIT_ID)?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // One value per change (a re-render for anything else must not restart the autosave's wait).
  const value: Plan = useMemo(() => ({ ratio, names: normalizeNames(names) }), [ratio, names]);
  const autosave = useAutosave<Plan>({
    value,
    saved: loaded,
    delay: AUTOSAVE_MS.answer,
    equals: samePlan,
    save: async (plan) => {
      const saved = await saveProspects({ prospectRatio: plan.ratio, prospectNames: plan.names, version: version.current });
      version.current = saved.version;
      // The pyramid follows what the server now holds.
      void client.invalidateQueries({ queryKey: pyramidKeys.all });
      return planOf(saved);
    },
  });

  // A new ratio is saved at once, so the table is rebuilt from the server's answer.
  const savedRatio = useRef(loaded.ratio);
  const flushRef = useRef(autosave.flush);
  useEffect(() => {
    flushRef.current = autosave.flush;
  });
  useEffect(() => {
    if (ratio === savedRatio.current) return;
    savedRatio.current = ratio;
    void flushRef.current();
  }, [ratio]);

  useStepValidator(async () => {
    setBlocked(null);
    if (!(await flushRef.current())) {
      setBlocked(PP.ENSURE_SAVED);
      return 'invalid';
    }
    return 'valid';
  });

  // A save refused with 409: Reload shows the ratio and names saved meanwhile.
  const reload = async () => {
    try {
      const server = planOf(await getProspects());
      savedRatio.current = server.ratio;
      setRatio(server.ratio);
      setNames(server.names);
      autosave.reset(server);
      void client.invalidateQueries({ queryKey: pyramidKeys.all });
    } catch {
      // still stale: the conflict message and Reload stay
    }
  };

  const exportExcel = async () => {
    if (pyramid.rows.length === 0) return;
    // The file carries the names on screen.
    await flushRef.current();
    if (await download('gift_pyramid')) {
      try {
        await countPyramidDownload();
      } catch {
        // the counter is only a statistic: a failure is not the user's concern
      }
    }
  };

  // While a save or the new pyramid is on its way, the table says it is being updated.
  const stale = refreshing || autosave.status === 'saving';
  const levels = pyramid.rows.filter((r): r is typeof r & { giftAmount: number; numberOfProspectsNeeded: number } =>
    typeof r.giftAmount === 'number' && typeof r.numberOfProspectsNeeded === 'number',
  );
  const saveError =
    isApiError(autosave.error) && (autosave.error.status === 422 || autosave.error.status === 404)
      ? autosave.error.message
      : GM.SAVE_FAILED;

  return (
    <div className="pyramid">
      {question ? <QuestionHead question={question} /> : null}

      <fieldset className="pyramid__ratios">
        <legend className="pyramid__legend">{GM.RATIO_LEGEND}</legend>
        <p className="pyramid__hint">{GM.RATIO_HINT}</p>
        <div className="pyramid__ratio-list">
          {PROSPECT_RATIOS.map((r) => {
            const id = `ratio-${r.value}`;
            return (
              <div key={r.value} className={`pyramid__ratio ${ratio === r.value ? 'pyramid__ratio--on' : ''}`}>
                <input
                  id={id}
                  type="radio"
                  name="prospect-ratio"
                  value={r.value}
                  checked={ratio === r.value}
                  onChange={() => setRatio(r.value)}
                  aria-describedby={`${id}-description`}
                />
                <label htmlFor={id}>
                  <span className="pyramid__ratio-label">{r.label}</span>{' '}
                  <span className="pyramid__ratio-maturity">{GM.MATURITY(r.maturity)}</span>
                </label>
                <p className="pyramid__ratio-description" id={`${id}-description`}>
                  {GM.RATIO_DESCRIPTIONS[r.value]}
                </p>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="pyramid__toolbar">
        <p className="pyramid__status" role="status">
          {stale ? GM.UPDATING : ''}
        </p>
        <div className="pyramid__actions">
          {editing ? null : (
            <Button id={EDIT_ID} variant="secondary" onClick={() => setEditing(true)}>
              {GM.EDIT_CHART}
            </Button>
          )}
          <Button variant="primary" onClick={() => void exportExcel()} disabled={busy || pyramid.rows.length === 0}>
            {GM.EXPORT}
          </Button>
          <ShareWithFunder
            kind="gift_pyramid"
            documents={documents}
            disabled={pyramid.rows.length === 0}
            before={async () => {
              await flushRef.current();
            }}
          />
        </div>
      </div>

      {editing ? <ChartEditor pyramid={pyramid} ratio={ratio} names={names} onClose={() => setEditing(false)} /> : null}
      {pyramid.standard ? null : <p className="pyramid__edited">{GM.CHART_EDITED(formatUsd(pyramid.goal))}</p>}

      <div className="pyramid__layout">
        <PyramidTable pyramid={pyramid} ratioLabel={ratioLabel(pyramid.prospectRatio)} busy={stale} />
        <aside className="pyramid__checks" aria-labelledby="pyramid-checks-title">
          <h3 id="pyramid-checks-title" className="pyramid__checks-title">
            {GM.FEASIBILITY}
          </h3>
          <CheckList checks={pyramid.feasibility.map((c) => ({ ...c, text: c.detail }))} />
        </aside>
      </div>

      <section className="pyramid__names" aria-labelledby="pyramid-names-title">
        <h3 id="pyramid-names-title" className="pyramid__names-title">
          {GM.NAMES_TITLE}
        </h3>
        <p className="pyramid__hint">{GM.NAMES_HINT}</p>
        {levels.length === 0 ? <p className="pyramid__hint">{GM.NO_LEVELS}</p> : null}
        {levels.map((level) => {
          const key = String(level.giftAmount);
          const amount = formatUsd(level.giftAmount);
          const needed = level.numberOfProspectsNeeded;
          const kept = keptBeyond(names, key, needed);
          // One box per prospect, up to what a level can hold (the server keeps no more).
          const boxes = Math.min(needed, CLOSING_LIMITS.maxProspectNamesPerLevel);
          return (
            <fieldset key={key} className="pyramid__level">
              <legend className="pyramid__level-legend">{GM.LEVEL_LEGEND(amount, needed)}</legend>
              <p className="pyramid__named">{GM.NAMED(namedCount(names, key, needed), needed)}</p>
              <div className="pyramid__inputs">
                {Array.from({ length: boxes }, (_, i) => (
                  <input
                    key={i}
                    className="input pyramid__input"
                    type="text"
                    maxLength={CLOSING_LIMITS.maxProspectNameChars}
                    aria-label={GM.PROSPECT_LABEL(i + 1, amount)}
                    placeholder={GM.PROSPECT_PLACEHOLDER(i + 1)}
                    value={names[key]?.[i] ?? ''}
                    onChange={(e) => setNames((n) => setName(n, key, i, e.target.value))}
                  />
                ))}
              </div>
              {boxes < needed ? <p className="pyramid__hint">{GM.BOXES_CAPPED(boxes, needed)}</p> : null}
              {kept > 0 ? <p className="pyramid__kept">{GM.KEPT(kept)}</p> : null}
            </fieldset>
          );
        })}
      </section>

      <SaveStatus
        status={autosave.status}
        errorMessage={saveError}
        conflictMessage={isApiError(autosave.error) ? autosave.error.message : undefined}
        onReload={() => void reload()}
      />
      {blocked ? (
        <Alert tone="error" className="qpage__blocked">
          {blocked}
        </Alert>
      ) : null}
      {overlay}
    </div>
  );
}

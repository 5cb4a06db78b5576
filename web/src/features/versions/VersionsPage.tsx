/**
 * Versions of the plan (/versions, issue 19 §1): save the plan as it stands ("Approved by the
 * board"), list the versions, and see what changed since one of them, or between two: a summary
 * in plain words first, then the goals, the answers word by word, programs and projects, and
 * the budget lines with their amounts; and restore the whole plan, or one module, from a version
 * (the plan as it is is saved first as a version, so a restore can be undone the same way).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { TextField } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { PageLoader } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/client';
import { formatCents, formatLongDate } from '../../lib/format';
import {
  useComparison,
  useVersions,
  versionKeys,
  versionsApi,
  type Comparison,
  type GiftLevel,
  type RestorableModule,
  type Version,
} from './api';
import { readVersion } from '../../lib/versionView';
import './versions.css';

function problem(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export function VersionsPage() {
  const versions = useVersions();
  const [comparing, setComparing] = useState<string | null>(null);
  const [withId, setWithId] = useState('now');

  return (
    <div className="versions">
      <PageTitle title="Versions of the plan" />
      <header className="versions__head">
        <h1>Versions of the plan</h1>
        <p className="versions__lead">
          Save the plan as it stands, for example when the board approves it. A version keeps every answer, program,
          budget line and goal as they are now, and never changes: later you can see what changed since.
        </p>
      </header>
      <SaveVersion />
      <section className="versions__list" aria-labelledby="versions-list">
        <h2 id="versions-list">Saved versions</h2>
        {versions.isPending ? (
          <PageLoader message="Loading the versions…" />
        ) : versions.isError ? (
          <Alert tone="error">{problem(versions.error, 'The versions could not be loaded. Try again.')}</Alert>
        ) : versions.data.versions.length === 0 ? (
          <p className="versions__empty">No version yet. Save one when the plan reaches a milestone.</p>
        ) : (
          <table className="versions__table" aria-label="Saved versions">
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Saved</th>
                <th scope="col">Note</th>
                <th scope="col">
                  <span className="visually-hidden">Read or compare</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.data.versions.map((v) => (
                <tr key={v.id} className={comparing === v.id ? 'is-selected' : undefined}>
                  <th scope="row">{v.name}</th>
                  <td>
                    {formatLongDate(v.taken_at)}
                    {v.by_name ? <span className="versions__by">by {v.by_name}</span> : null}
                  </td>
                  <td>{v.note || <span className="muted">—</span>}</td>
                  <td className="versions__actions">
                    <ReadButton version={v} />
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`What changed since ${v.name}`}
                      aria-pressed={comparing === v.id}
                      onClick={() => {
                        setComparing(v.id);
                        setWithId('now');
                      }}
                    >
                      What changed since
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {comparing && versions.data ? (
        <ComparisonPanel
          version={versions.data.versions.find((v) => v.id === comparing)}
          others={versions.data.versions.filter((v) => v.id !== comparing)}
          restorable={versions.data.restorable}
          id={comparing}
          withId={withId}
          onWith={setWithId}
        />
      ) : null}
    </div>
  );
}

/** Opens the version in the usual screens, read-only, from the start of the plan. */
function ReadButton({ version }: { version: Version }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => versionsApi.open(version.id),
    onSuccess: (opened) => {
      readVersion(client, opened.token, opened.version);
      void navigate(paths.welcome);
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Read ${version.name}`}
        loading={open.isPending}
        onClick={() => open.mutate()}
      >
        Read
      </Button>
      {open.isError ? (
        <span role="alert" className="field__error">
          {problem(open.error, 'The version could not be opened. Try again.')}
        </span>
      ) : null}
    </>
  );
}

function SaveVersion() {
  const client = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => versionsApi.save({ name: name.trim(), note: note.trim() }),
    onSuccess: (v) => {
      setSaved(`Version saved: ${v.name}.`);
      setName('');
      setNote('');
      void client.invalidateQueries({ queryKey: versionKeys.all });
    },
    onError: (e) => setError(problem(e, 'The version could not be saved. Try again.')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    if (!name.trim()) {
      setError('Name the version, for example "Approved by the board".');
      document.getElementById(nameId)?.focus();
      return;
    }
    setError(null);
    save.mutate();
  };
  return (
    <section className="versions__save" aria-labelledby="versions-save">
      <h2 id="versions-save">Save a version</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          id={nameId}
          label="Name"
          name="name"
          maxLength={120}
          hint='For example "Approved by the board" or "Draft for the March retreat".'
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        <TextField
          label="Note"
          name="note"
          maxLength={1000}
          hint="Optional: what this version is, for whoever reads it next year."
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" loading={save.isPending}>
          Save a version
        </Button>
        <p role="status" className="versions__saved">
          {saved}
        </p>
      </form>
    </section>
  );
}

function ComparisonPanel({
  version,
  others,
  restorable,
  id,
  withId,
  onWith,
}: {
  version: Version | undefined;
  others: Version[];
  restorable: RestorableModule[];
  id: string;
  withId: string;
  onWith: (id: string) => void;
}) {
  const comparison = useComparison(id, withId);
  const selectId = useId();
  return (
    <section className="versions__compare" aria-labelledby="versions-compare">
      <h2 id="versions-compare">What changed since {version?.name ?? 'this version'}</h2>
      <label htmlFor={selectId} className="versions__with">
        Compared with
        <select id={selectId} value={withId} onChange={(e) => onWith(e.target.value)}>
          <option value="now">The plan now</option>
          {others.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({formatLongDate(o.taken_at)})
            </option>
          ))}
        </select>
      </label>
      {comparison.isPending ? (
        <PageLoader message="Comparing…" />
      ) : comparison.isError ? (
        <Alert tone="error">{problem(comparison.error, 'The versions could not be compared. Try again.')}</Alert>
      ) : (
        <ComparisonView c={comparison.data} />
      )}
      {withId === 'now' && version ? <RestoreFromVersion version={version} restorable={restorable} /> : null}
    </section>
  );
}

/**
 * Restore the whole plan, or one module, as it was in `version`, after a confirmation that says
 * what happens: the plan as it is now is saved first as a version. Every screen reads the plan
 * again afterwards.
 */
function RestoreFromVersion({ version, restorable }: { version: Version; restorable: RestorableModule[] }) {
  const client = useQueryClient();
  const selectId = useId();
  const [section, setSection] = useState('');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const module = restorable.find((m) => m.id === section);
  const what = module ? `module ${module.number}, ${module.name},` : 'the whole plan';
  const restore = useMutation({
    mutationFn: () => versionsApi.restore(version.id, section || null),
    onSuccess: (r) => {
      setAsking(false);
      setDone(
        `Restored from “${version.name}”: ${r.restored}. The plan as it was before is saved as the version “${r.before.name}”.`,
      );
      // Every screen of the plan reads it again, and the new version is listed.
      void client.invalidateQueries();
    },
  });
  return (
    <section className="versions__restore" aria-labelledby="versions-restore">
      <h3 id="versions-restore">Restore from this version</h3>
      <p>
        Bring back the whole plan, or one module, as it was in “{version.name}”. The plan as it is now is saved first as
        a version, so you can always go back. Settings, statuses, assignments and the team stay as they are.
      </p>
      <div className="versions__restore-row">
        <label htmlFor={selectId} className="versions__with">
          What to restore
          <select
            id={selectId}
            value={section}
            onChange={(e) => {
              setSection(e.target.value);
              setDone(null);
            }}
          >
            <option value="">The whole plan</option>
            {restorable.map((m) => (
              <option key={m.id} value={m.id}>
                Module {m.number}: {m.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          onClick={() => {
            restore.reset();
            setDone(null);
            setAsking(true);
          }}
        >
          Restore…
        </Button>
      </div>
      <p role="status" className="versions__saved">
        {done}
      </p>
      <ConfirmDeleteDialog
        open={asking}
        title={module ? `Restore module ${module.number}?` : 'Restore the whole plan?'}
        question={`${what.charAt(0).toUpperCase()}${what.slice(1)} will be as it was in “${version.name}” (${formatLongDate(version.taken_at)}). What you changed since is saved first as a version, so nothing is lost.`}
        cancelLabel="Keep the plan as it is"
        deleteLabel="Restore"
        deleting={restore.isPending}
        error={restore.isError ? problem(restore.error, 'The version could not be restored. Try again.') : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => restore.mutate()}
      />
    </section>
  );
}

const years = (y: number[] | null | undefined) => (y ? y.map((c) => formatCents(c)).join(' · ') : '—');

function ComparisonView({ c }: { c: Comparison }) {
  return (
    <>
      <ul className="versions__summary" aria-label="In short">
        {c.summary.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>

      <h3>Goals</h3>
      <table className="versions__table" aria-label="Goals before and after">
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {c.goals.map((g) => (
            <tr key={g.label} className={g.before_cents !== g.after_cents ? 'is-changed' : undefined}>
              <th scope="row">{g.label}</th>
              <td>{formatCents(g.before_cents)}</td>
              <td>{formatCents(g.after_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {c.entries.length > 0 ? (
        <>
          <h3>Programs and projects</h3>
          <ul className="versions__entries">
            {c.entries.map((e) => (
              <li key={`${e.kind}-${e.id}`}>
                {e.before == null
                  ? `${e.kind === 'program' ? 'Program' : 'Project'} added: ${e.after}`
                  : e.after == null
                    ? `${e.kind === 'program' ? 'Program' : 'Project'} removed: ${e.before}`
                    : `${e.kind === 'program' ? 'Program' : 'Project'} renamed: ${e.before} → ${e.after}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {c.answers.length > 0 ? (
        <>
          <h3>Answers</h3>
          {c.answers.map((a) => (
            <article key={a.question_id} className="versions__answer" aria-label={a.title}>
              <h4>
                {a.title} <span className="versions__module">Module {a.module}</span>
              </h4>
              <p>
                {a.words.map((w, i) => (
                  <Fragment key={i}>
                    {w.op === 'added' ? <ins>{w.text}</ins> : w.op === 'removed' ? <del>{w.text}</del> : w.text}{' '}
                  </Fragment>
                ))}
              </p>
            </article>
          ))}
        </>
      ) : null}

      {c.chart ? (
        <>
          <h3>Gift chart</h3>
          <div className="versions__charts">
            <GiftChartTable title="Before" levels={c.chart.before} />
            <GiftChartTable title="After" levels={c.chart.after} />
          </div>
        </>
      ) : null}

      {c.parts.length > 0 ? (
        <>
          <h3>Also changed</h3>
          <ul className="versions__entries">
            {c.parts.map((p) => (
              <li key={p}>{p.charAt(0).toUpperCase() + p.slice(1)}</li>
            ))}
          </ul>
        </>
      ) : null}

      {c.lines.length > 0 ? (
        <>
          <h3>Budget lines</h3>
          <table className="versions__table" aria-label="Budget lines changed">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Budget</th>
                <th scope="col">Before (years 1 · 2 · 3)</th>
                <th scope="col">After (years 1 · 2 · 3)</th>
              </tr>
            </thead>
            <tbody>
              {c.lines.map((l, i) => (
                <tr key={i}>
                  <th scope="row">
                    {l.description}
                    <span className="versions__by">{l.category}</span>
                  </th>
                  <td>{l.table}</td>
                  <td>{years(l.before)}</td>
                  <td>{years(l.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}

/** One side of the gift chart's comparison: each level's gifts and amount, the Various row last. */
function GiftChartTable({ title, levels }: { title: string; levels: GiftLevel[] }) {
  const last = levels.length - 1;
  return (
    <table className="versions__table" aria-label={`Gift chart ${title.toLowerCase()}`}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Gifts</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l, i) => (
          <tr key={i}>
            <td>{l.gifts == null ? 'Many' : l.gifts}</td>
            <td>{i === last && l.gifts == null ? `${formatCents(l.amount_cents)} in gifts below the levels above` : formatCents(l.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

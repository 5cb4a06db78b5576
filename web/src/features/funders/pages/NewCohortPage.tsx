import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { describedBy } from '../../../components/fieldIds';
import { CheckIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/PageTitle';
import { M } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { usLongDate } from '../../../lib/format';
import { funderApi, funderKeys, useFunderHome, useInvoices, type CreatedCohort, type NewCohort } from '../api';
import { CohortCode } from '../components/CohortCode';
import { CopyButton } from '../components/CopyButton';
import { Failed, Loading } from '../components/PageState';
import { fieldErrorsOf, failureMessage } from '../errors';
import {
  billedText,
  browserTimeZone,
  dateRange,
  isAdmin,
  kindLabel,
  KINDS,
  localToRfc3339,
  seatCount,
  selfGuidedEnd,
  type CohortKind,
} from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

interface Values {
  name: string;
  kind: CohortKind | '';
  seats: string;
  starts_on: string;
  ends_on: string;
  kickoff: string;
}

const EMPTY: Values = { name: '', kind: '', seats: '', starts_on: '', ends_on: '', kickoff: '' };
/** The server's field names, as the form's. */
type Field = 'name' | 'kind' | 'seats' | 'starts_on' | 'ends_on' | 'kickoff_at';
const FIELDS: readonly Field[] = ['name', 'kind', 'seats', 'starts_on', 'ends_on', 'kickoff_at'];

/** What the form checks before sending; the server checks the rest (seats, dates) and says so under the fields. */
function check(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = M.FIELD_REQUIRED;
  if (!values.kind) errors.kind = 'Choose group coaching or self-guided.';
  if (!values.seats.trim()) errors.seats = M.FIELD_REQUIRED;
  else if (!/^\d+$/.test(values.seats.trim())) errors.seats = 'Enter the number of seats as a whole number.';
  if (!values.starts_on) errors.starts_on = 'Choose the start date.';
  if (!values.ends_on && values.kind !== 'self_guided') errors.ends_on = 'Choose the end date.';
  if (values.kickoff && !localToRfc3339(values.kickoff)) errors.kickoff_at = 'Enter the kickoff as a date and a time.';
  return errors;
}

function body(values: Values): NewCohort {
  return {
    name: values.name.trim(),
    kind: values.kind,
    seats: Number(values.seats.trim()),
    starts_on: values.starts_on,
    ...(values.ends_on ? { ends_on: values.ends_on } : {}),
    ...(values.kickoff ? { kickoff_at: localToRfc3339(values.kickoff) } : {}),
  };
}

/** A new cohort (admins, /funders/:funderId/cohorts/new); once created, its code to send. */
export function NewCohortPage() {
  const { funderId = '' } = useParams();
  const home = useFunderHome(funderId);
  const [created, setCreated] = useState<CreatedCohort | null>(null);

  if (home.isPending) return <Loading message="Loading…" />;
  if (home.isError) return <Failed title="New cohort" error={home.error} />;
  if (!isAdmin(home.data.role)) {
    return (
      <section className="funder-panel">
        <PageTitle title="New cohort" />
        <h1>New cohort</h1>
        <Alert tone="info">Only an admin of {home.data.name} can create cohorts.</Alert>
        <Link to={paths.funderHome(funderId)}>Back to cohorts</Link>
      </section>
    );
  }
  return created ? (
    <Created funderId={funderId} created={created} />
  ) : (
    <CohortForm funderId={funderId} onCreated={setCreated} />
  );
}

function CohortForm({ funderId, onCreated }: { funderId: string; onCreated: (created: CreatedCohort) => void }) {
  const client = useQueryClient();
  const invoices = useInvoices(funderId, true);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const kindName = useId();
  const kindId = useId();
  const timeZone = browserTimeZone();

  // Once the messages are on screen, the first field in error takes the focus (or the form's message).
  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusError]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const create = useMutation({
    mutationFn: (sent: NewCohort) => funderApi.createCohort(funderId, sent),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: funderKeys.home(funderId) });
      onCreated(answer);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      const known = FIELDS.filter((f) => fields[f]);
      if (known.length > 0) {
        setErrors(Object.fromEntries(known.map((f) => [f, fields[f]])));
        setFocusError((n) => n + 1);
      } else {
        setFailure(failureMessage(error));
      }
    },
  });

  const change = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field: Field = key === 'kickoff' ? 'kickoff_at' : key;
    setErrors((e) => {
      if (!e[field] && !(key === 'kind' && e.ends_on)) return e;
      const next = { ...e };
      delete next[field];
      // The last day's requirement depends on the kind.
      if (key === 'kind') delete next.ends_on;
      return next;
    });
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusError((n) => n + 1);
      return;
    }
    create.mutate(body(values));
  };

  const selfGuided = values.kind === 'self_guided';
  const computedEnd = selfGuided && values.starts_on ? selfGuidedEnd(values.starts_on) : null;
  const endHint = selfGuided
    ? computedEnd
      ? `Optional. Left empty, access lasts 12 months: until ${usLongDate(computedEnd)}.`
      : 'Optional. Left empty, access lasts 12 months from the start date.'
    : 'The last day the organizations have access to the e-tool.';

  return (
    <section className="funder-panel funder-panel--narrow">
      <PageTitle title="New cohort" />
      <p className="funder-head__kicker">
        <Link to={paths.funderHome(funderId)}>Cohorts</Link>
      </p>
      <h1>New cohort</h1>
      <p className="funder-head__lead">
        Once the cohort is created, you get its code and link to send to the nonprofits you sponsor.
      </p>
      <form ref={form} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={120}
          hint="The nonprofits see this name when they join."
          value={values.name}
          onChange={(e) => change('name', e.target.value)}
          error={errors.name}
          required
        />

        <fieldset
          className={`field cohort-kinds ${errors.kind ? 'field--invalid' : ''}`}
          aria-describedby={describedBy(kindId, errors.kind)}
        >
          <legend className="field__label">
            Kind
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {KINDS.map((k) => (
            <label key={k.value} className={`cohort-kind ${values.kind === k.value ? 'is-selected' : ''}`}>
              <input
                type="radio"
                name={kindName}
                value={k.value}
                checked={values.kind === k.value}
                data-invalid={errors.kind ? true : undefined}
                required
                onChange={() => change('kind', k.value)}
              />
              <span>
                <span className="cohort-kind__title">{k.label}</span> — {k.detail}
              </span>
            </label>
          ))}
          {errors.kind ? (
            <p className="field__error" id={`${kindId}-error`} role="alert">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>

        <TextField
          className="cohort-seats-field"
          label="Seats"
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={5000}
          step={1}
          hint={[
            values.kind === 'group_coaching' ? 'How many organizations can join: at least 10.' : 'How many organizations can join.',
            billedText('cohort', invoices.data?.seat_price_cents, /^\d+$/.test(values.seats.trim()) ? Number(values.seats.trim()) : null),
          ]
            .filter(Boolean)
            .join(' ')}
          value={values.seats}
          onChange={(e) => change('seats', e.target.value)}
          error={errors.seats}
          required
        />
        <div className="form-grid">
          <TextField
            label="Start date"
            name="starts_on"
            type="date"
            value={values.starts_on}
            onChange={(e) => change('starts_on', e.target.value)}
            error={errors.starts_on}
            required
          />
          <TextField
            label="End date"
            name="ends_on"
            type="date"
            min={values.starts_on || undefined}
            hint={endHint}
            value={values.ends_on}
            onChange={(e) => change('ends_on', e.target.value)}
            error={errors.ends_on}
            required={!selfGuided}
          />
          <TextField
            className="span-2"
            label="Kickoff session"
            name="kickoff_at"
            type="datetime-local"
            hint={`Optional. The date and time of the first session, in your time zone${timeZone ? ` (${timeZone})` : ''}.`}
            value={values.kickoff}
            onChange={(e) => change('kickoff', e.target.value)}
            error={errors.kickoff_at}
          />
        </div>

        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <Alert tone="error">{failure}</Alert>
          </div>
        ) : null}
        <div className="funder-actions">
          <Button type="submit" loading={create.isPending}>
            Create cohort
          </Button>
          <Link className="btn btn--ghost btn--md" to={paths.funderHome(funderId)}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

/** The cohort is there: its code, big and readable, and the link to send. */
function Created({ funderId, created }: { funderId: string; created: CreatedCohort }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { cohort, code, link } = created;

  return (
    <section className="funder-panel funder-panel--narrow cohort-created">
      <PageTitle title={`${cohort.name} is ready`} />
      <div className="cohort-created__icon">
        <CheckIcon width={30} height={30} />
      </div>
      <h1 ref={heading} tabIndex={-1}>
        {cohort.name} is ready
      </h1>
      <p className="funder-head__lead">
        {kindLabel(cohort.kind)} · {seatCount(cohort.seats)} ·{' '}
        {dateRange(cohort.starts_on, cohort.ends_on)}
      </p>

      <div className="cohort-created__code">
        <p className="cohort-created__label" id="cohort-code-label">
          Cohort code
        </p>
        <div aria-labelledby="cohort-code-label" role="group">
          <CohortCode code={code} />
        </div>
        <p className="cohort-created__link">{link}</p>
        <div className="funder-actions funder-actions--center">
          <CopyButton text={code} label="Copy code" done="Code copied" variant="primary" />
          <CopyButton text={link} label="Copy link" done="Link copied" />
        </div>
      </div>
      <p>
        Send the link to the nonprofits of this cohort. Each organization&apos;s owner opens it, signs up or logs in, and
        joins; every seat taken shows here.
      </p>
      <div className="funder-actions">
        <Link className="btn btn--secondary btn--md" to={funderPaths.cohort(funderId, cohort.id)}>
          Open the cohort
        </Link>
        <Link className="btn btn--ghost btn--md" to={paths.funderHome(funderId)}>
          Back to cohorts
        </Link>
      </div>
    </section>
  );
}

export default NewCohortPage;

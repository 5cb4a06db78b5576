import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { parseDay, usLongDate } from '../../../lib/format';
import { funderApi, useCohortChanged, useInvoices, type Cohort } from '../api';
import { failureMessage, fieldErrorsOf } from '../errors';
import { billedText, seatCount } from '../format';
import { StatusMessage } from './StatusMessage';

/** The day after a `YYYY-MM-DD` day, the same way written; undefined when unreadable. */
function dayAfter(value: string): string | undefined {
  const day = parseDay(value);
  if (!day) return undefined;
  day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * A cohort's seats and end (admins): seats added, and the last day moved later. Each is a small
 * form of one field whose server error (422) shows under the field.
 */
export function CohortChanges({ funderId, cohort }: { funderId: string; cohort: Cohort }) {
  const changed = useCohortChanged(funderId, cohort.id);
  const invoices = useInvoices(funderId, true);
  const update = (answer: Cohort) => changed((detail) => ({ ...detail, cohort: answer }));

  return (
    <div className="cohort-changes">
      <OneFieldForm
        title="Add seats"
        field="add"
        label="Seats to add"
        hint={`The cohort has ${seatCount(cohort.seats)}, ${cohort.used} taken. A cohort has at most 5,000. ${billedText('added', invoices.data?.seat_price_cents, null)}`.trim()}
        input={{ type: 'number', inputMode: 'numeric', min: 1, step: 1, name: 'add' }}
        submitLabel="Add seats"
        check={(value) => (/^[1-9]\d*$/.test(value.trim()) ? null : 'Enter how many seats to add, as a whole number.')}
        send={(value) => funderApi.addSeats(funderId, cohort.id, Number(value.trim()))}
        done={(answer, value) => {
          update(answer);
          return `${seatCount(Number(value.trim()))} added: the cohort now has ${seatCount(answer.seats)}.`;
        }}
      />
      <OneFieldForm
        title="Extend the cohort"
        field="ends_on"
        label="New last day"
        hint={`Now ${usLongDate(cohort.ends_on)}. Every organization that joined keeps its access until the new last day.`}
        input={{ type: 'date', min: dayAfter(cohort.ends_on), name: 'ends_on' }}
        submitLabel="Extend"
        check={(value) => (value ? null : 'Choose the new last day.')}
        send={(value) => funderApi.extend(funderId, cohort.id, value)}
        done={(answer) => {
          update(answer);
          return `The cohort now ends on ${usLongDate(answer.ends_on)}.`;
        }}
      />
    </div>
  );
}

function OneFieldForm({
  title,
  field,
  label,
  hint,
  input,
  submitLabel,
  check,
  send,
  done,
}: {
  title: string;
  /** The server's name of the field, for its 422. */
  field: string;
  label: string;
  hint: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  submitLabel: string;
  /** What is wrong with the value before sending, or null. */
  check: (value: string) => string | null;
  send: (value: string) => Promise<Cohort>;
  /** Takes the answer in; returns what to say. */
  done: (answer: Cohort, value: string) => string;
}) {
  const titleId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusField = () => form.current?.querySelector('input')?.focus();

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer, sent) => {
      setStatus(done(answer, sent));
      setValue('');
    },
    onError: (e) => {
      const message = fieldErrorsOf(e)[field];
      if (message) {
        setError(message);
        focusField();
      } else setFailure(failureMessage(e));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setFailure(null);
    const problem = check(value);
    setError(problem);
    if (problem) focusField();
    else mutation.mutate(value);
  };

  return (
    <section className="cohort-change" aria-labelledby={titleId}>
      <h3 id={titleId} className="cohort-change__title">
        {title}
      </h3>
      <form ref={form} onSubmit={submit} noValidate>
        <TextField
          label={label}
          hint={hint}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
            setFailure(null);
          }}
          error={error ?? undefined}
          {...input}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" variant="secondary" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        <StatusMessage message={status} />
      </form>
    </section>
  );
}

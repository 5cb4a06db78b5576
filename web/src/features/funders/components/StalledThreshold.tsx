import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { funderApi, funderKeys, useCohortChanged, type Cohort, type CohortDashboard } from '../api';
import { STALLED_DAYS_RANGE, dayCount, stalledSentence } from '../dashboard';
import { failureMessage, fieldErrorsOf } from '../errors';
import { StatusMessage } from './StatusMessage';

/**
 * When an organization counts as stalled, said; an admin also changes it here (3 to 90 days). The
 * server's refusal (422) shows under the field; the dashboard is read again with the new threshold.
 */
export function StalledThreshold({ funderId, cohort, admin }: { funderId: string; cohort: Cohort; admin: boolean }) {
  return (
    <div className="stalled-threshold">
      <p className="stalled-threshold__rule">{stalledSentence(cohort.stalled_after_days)}</p>
      {admin ? <StalledAfterForm funderId={funderId} cohort={cohort} /> : null}
    </div>
  );
}

function StalledAfterForm({ funderId, cohort }: { funderId: string; cohort: Cohort }) {
  const client = useQueryClient();
  const changed = useCohortChanged(funderId, cohort.id);
  const [value, setValue] = useState(String(cohort.stalled_after_days));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusField = () => form.current?.querySelector('input')?.focus();

  const save = useMutation({
    mutationFn: (days: number) => funderApi.setStalledAfter(funderId, cohort.id, days),
    onSuccess: (answer) => {
      client.setQueryData<CohortDashboard>(funderKeys.organizations(funderId, cohort.id), (old) =>
        old ? { ...old, cohort: answer } : old,
      );
      changed((detail) => ({ ...detail, cohort: answer }));
      setValue(String(answer.stalled_after_days));
      setStatus(`Saved: an organization now counts as stalled after ${dayCount(answer.stalled_after_days)} without activity.`);
    },
    onError: (e) => {
      const message = fieldErrorsOf(e).days;
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
    const text = value.trim();
    const days = Number(text);
    const problem = /^\d+$/.test(text) && days >= 3 && days <= 90 ? null : STALLED_DAYS_RANGE;
    setError(problem);
    if (problem) focusField();
    else save.mutate(days);
  };

  return (
    <form ref={form} className="stalled-threshold__form" onSubmit={submit} noValidate aria-label="Change when an organization counts as stalled">
      <TextField
        className="stalled-threshold__field"
        label="Days without activity"
        hint="From 3 to 90. The reminders and the exports use the same number."
        type="number"
        inputMode="numeric"
        min={3}
        max={90}
        step={1}
        name="days"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
          setFailure(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        Save
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <StatusMessage message={status} />
    </form>
  );
}

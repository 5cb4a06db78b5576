import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { FieldShell } from '../../../components/Field';
import { describedBy } from '../../../components/fieldIds';
import { isApiError } from '../../../lib/api/client';
import { longDay, shortDay, todayIso } from '../../../lib/format';
import { assignmentsOf, setDueDate, teamKeys, useDueDates, type Assignments } from '../../../lib/resources/team';

/** Not worded by the spec. */
export const DUE_SAVE_FAILED = 'The due date could not be saved. Please try again.';

/**
 * When a module or section is due, beside the faces of its assignees: "Due Dec 1", or
 * "Overdue since Nov 24" once the day has passed. Nothing once it is done.
 */
export function DueChip({ routePath, done }: { routePath: string; done?: boolean }) {
  const due = useDueDates();
  const day = due.data?.[routePath];
  if (!day || done) return null;
  const today = todayIso();
  const overdue = day < today;
  return (
    <span className={`due-chip ${overdue ? 'due-chip--overdue' : ''}`} title={`Due ${longDay(day)}`}>
      {overdue ? `Overdue since ${shortDay(day)}` : day === today ? 'Due today' : `Due ${shortDay(day)}`}
    </span>
  );
}

/**
 * The due date of an assignment, in the Assignees dialog (owners only). Only an assigned module
 * or section takes one; its assignees are e-mailed two days before and on the day.
 */
export function DueDateField({ routePath, assigned }: { routePath: string; assigned: boolean }) {
  const client = useQueryClient();
  const due = useDueDates();
  const current = due.data?.[routePath] ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = draft ?? current;
  const save = useMutation({
    mutationFn: (day: string | null) => setDueDate({ route_path: routePath, due_date: day }),
    onMutate: () => setError(undefined),
    onSuccess: (answer) => {
      client.setQueryData<Assignments>(teamKeys.assignees, assignmentsOf(answer));
      setDraft(null);
    },
    onError: (failure) => {
      if (isApiError(failure) && !failure.isNetworkError && failure.status === 422) {
        setError(failure.fieldErrors.due_date ?? failure.fieldErrors.route_path ?? failure.message);
      } else {
        setError(DUE_SAVE_FAILED);
      }
    },
  });
  const id = 'assignment-due-date';
  const hint = assigned
    ? 'Everyone assigned gets a reminder by e-mail two days before and on the day.'
    : 'Assign someone first: a due date belongs to an assignment.';
  return (
    <form
      className="due-field"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) save.mutate(value);
      }}
    >
      <FieldShell id={id} label="Due date" hint={hint} error={error}>
        <div className="due-field__row">
          <input
            id={id}
            type="date"
            className="input due-field__input"
            value={value}
            min={todayIso()}
            disabled={!assigned || save.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={!assigned || !value || value === current} loading={save.isPending}>
            {current ? 'Change due date' : 'Set due date'}
          </Button>
          {current ? (
            <Button type="button" variant="link" size="sm" disabled={save.isPending} onClick={() => save.mutate(null)}>
              Remove due date
            </Button>
          ) : null}
        </div>
      </FieldShell>
      {current ? (
        <p className="due-field__current" aria-live="polite">
          Due {longDay(current)}.
        </p>
      ) : null}
    </form>
  );
}

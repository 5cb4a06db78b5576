import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { funderApi, useCohortChanged, type CohortCode as Code } from '../api';
import { failureMessage } from '../errors';
import { codeCount } from '../format';
import { CohortCode } from './CohortCode';
import { CopyButton } from './CopyButton';
import { StatusMessage } from './StatusMessage';

type State = 'active' | 'paused' | 'revoked';

const STATES: Record<string, string> = { active: 'Active', paused: 'Paused', revoked: 'Revoked' };

/** Each change: the codes of the selection it applies to, and the word for what it did. */
const CHANGES: Record<State, { appliesTo: (state: string) => boolean; done: string }> = {
  paused: { appliesTo: (s) => s === 'active', done: 'paused' },
  active: { appliesTo: (s) => s === 'paused', done: 'resumed' },
  revoked: { appliesTo: (s) => s !== 'revoked', done: 'revoked' },
};

/** What a code's row says of it: its state, and for a single-use code whether it was used. */
function stateText(code: Code): string {
  const state = STATES[code.state] ?? code.state;
  return code.for_email && code.used ? `${state} · used` : state;
}

/** "2 codes paused." — and when fewer changed than were asked, why. */
function changedText(state: State, changed: number, asked: number): string {
  const done = CHANGES[state].done;
  if (changed === asked) return `${codeCount(changed)} ${done}.`;
  if (changed === 0) return `No code ${done}: someone else had changed ${asked === 1 ? 'it' : 'them'} meanwhile.`;
  return `${changed} of ${codeCount(asked)} ${done}: someone else had changed the others meanwhile.`;
}

/**
 * A cohort's codes (admins): each with its link to copy and a box to select it; the selected codes
 * paused, resumed or (after a confirmation) revoked, and what changed said in a status message.
 * A revoked code cannot be selected: it is revoked for good.
 */
export function CohortCodes({ funderId, cohortId, codes }: { funderId: string; cohortId: string; codes: Code[] }) {
  const changed = useCohortChanged(funderId, cohortId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const all = useRef<HTMLInputElement>(null);

  const selectable = codes.filter((c) => c.state !== 'revoked');
  const selected = selectable.filter((c) => chosen.includes(c.code));
  const applying = (state: State) => selected.filter((c) => CHANGES[state].appliesTo(c.state)).map((c) => c.code);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  useEffect(() => {
    if (all.current) all.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);

  const change = useMutation({
    mutationFn: (body: { state: State; codes: string[] }) => funderApi.setCodeState(funderId, cohortId, body),
    onMutate: () => {
      setStatus(null);
      setFailure(null);
    },
    onSuccess: (answer, body) => {
      const done = new Set(answer.changed);
      changed((detail) => ({
        ...detail,
        codes: detail.codes.map((c) => (done.has(c.code) ? { ...c, state: body.state } : c)),
      }));
      setStatus(changedText(body.state, answer.changed.length, body.codes.length));
      // Done with these: the next change starts from a new selection, never one left over.
      setChosen([]);
      setConfirming(false);
    },
    onError: (error, body) => {
      if (body.state !== 'revoked') setFailure(failureMessage(error));
    },
  });

  const run = (state: State) => {
    const list = applying(state);
    if (list.length > 0 && !change.isPending) change.mutate({ state, codes: list });
  };
  const toRevoke = applying('revoked');
  const toggle = (code: string, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((c) => c !== code), code] : list.filter((c) => c !== code)));

  if (codes.length === 0) return <p>This cohort has no codes.</p>;

  const action = (state: State, label: string, variant: 'secondary' | 'danger') => {
    const off = applying(state).length === 0;
    return (
      <Button
        variant={variant}
        size="sm"
        aria-disabled={off || undefined}
        loading={change.isPending && change.variables?.state === state && state !== 'revoked'}
        onClick={() => {
          if (off) return;
          if (state === 'revoked') {
            change.reset();
            setConfirming(true);
          } else run(state);
        }}
      >
        {label}
      </Button>
    );
  };

  return (
    <>
      <div className="codes-toolbar" role="group" aria-label="Change the codes selected">
        <p className="codes-toolbar__count">
          {selected.length > 0 ? `${codeCount(selected.length)} selected` : 'Select codes to pause, resume or revoke them.'}
        </p>
        {action('paused', 'Pause', 'secondary')}
        {action('active', 'Resume', 'secondary')}
        {action('revoked', 'Revoke', 'danger')}
      </div>
      <StatusMessage message={status} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <div className="funder-table__scroll">
        <table className="funder-table codes-table">
          <thead>
            <tr>
              <th scope="col" className="codes-table__select">
                {selectable.length > 0 ? (
                  <input
                    ref={all}
                    type="checkbox"
                    aria-label="Select all codes"
                    checked={allSelected}
                    onChange={(e) => setChosen(e.target.checked ? selectable.map((c) => c.code) : [])}
                  />
                ) : null}
              </th>
              <th scope="col">Code</th>
              <th scope="col">For</th>
              <th scope="col">State</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => {
              const on = selected.some((c) => c.code === code.code);
              return (
                <tr key={code.code} className={on ? 'is-selected' : undefined}>
                  <td className="codes-table__select">
                    {code.state === 'revoked' ? null : (
                      <input
                        type="checkbox"
                        aria-label={`Select ${code.code}`}
                        checked={on}
                        onChange={(e) => toggle(code.code, e.target.checked)}
                      />
                    )}
                  </td>
                  <th scope="row">
                    <CohortCode code={code.code} size="sm" />
                  </th>
                  <td>{code.for_email ?? 'Any organization of the cohort'}</td>
                  <td>
                    <span className={`code-state code-state--${code.state}`}>{stateText(code)}</span>
                  </td>
                  <td>
                    {code.state === 'revoked' ? (
                      <span className="muted">No longer works</span>
                    ) : (
                      <CopyButton
                        text={code.link}
                        label="Copy link"
                        ariaLabel={`Copy link of ${code.code}`}
                        done="Link copied"
                        size="sm"
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ConfirmDeleteDialog
        open={confirming}
        title={`Revoke ${codeCount(toRevoke.length)}?`}
        question={
          toRevoke.length === 1
            ? 'Nobody can join with it again. Organizations that already joined keep their seats.'
            : 'Nobody can join with them again. Organizations that already joined keep their seats.'
        }
        cancelLabel="Cancel"
        deleteLabel={`Revoke ${codeCount(toRevoke.length)}`}
        deleting={change.isPending}
        error={change.isError && change.variables?.state === 'revoked' ? failureMessage(change.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('revoked')}
      />
    </>
  );
}

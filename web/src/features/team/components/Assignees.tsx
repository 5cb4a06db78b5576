import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { displayName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import {
  assign,
  assignmentsOf,
  teamKeys,
  unassign,
  useAssignees,
  useTeamMembers,
  type Assignments,
  type TeamMember,
} from '../../../lib/resources/team';
import { DueChip, DueDateField } from './DueDate';
import { useIsOwner } from '../hooks';
import '../team.css';
import { UsersIcon } from '../../../components/icons';

const nameOf = (m: TeamMember) => displayName({ firstName: m.first_name, lastName: m.last_name, email: m.email });

/** Not worded by the spec. */
export const ASSIGN_FAILED = 'The assignment could not be saved. Please try again.';

function assignErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500 && !error.message.startsWith('Request failed')) {
    return error.message;
  }
  return ASSIGN_FAILED;
}

interface AssigneesButtonProps {
  /** A section's path, or a module's own path (a `ModulePath` of the section catalogue). */
  routePath: string;
  moduleName: string;
  sectionName?: string;
}

/**
 * The Assignees button (owners only): a dialog to choose which accepted members work on a module
 * or section. Pending invitees are listed but cannot be chosen until they accept (spec §1).
 */
export function AssigneesButton({ routePath, moduleName, sectionName }: AssigneesButtonProps) {
  const owner = useIsOwner();
  const [open, setOpen] = useState(false);
  const assignees = useAssignees();
  if (!owner) return null;
  const count = assignees.data?.[routePath]?.length ?? 0;
  const what = sectionName ? `${sectionName} (${moduleName})` : moduleName;
  return (
    <>
      <button
        type="button"
        className="tool-btn assignees-btn"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <UsersIcon width={15} height={15} />
        {/* The name read aloud begins with the words shown ("Assignees of …: 1 assigned"), in one
            text item: a flex container would read its items apart. */}
        <span>
          Assignees <span className="visually-hidden">of {what}</span>
          {count ? <span className="visually-hidden">: {count} assigned</span> : null}
        </span>
        {count ? (
          <span className="tool-btn__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <AssigneesDialog
          routePath={routePath}
          moduleName={moduleName}
          sectionName={sectionName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function AssigneesDialog({ routePath, moduleName, sectionName, onClose }: AssigneesButtonProps & { onClose: () => void }) {
  const client = useQueryClient();
  const session = useSession();
  const members = useTeamMembers();
  const assignees = useAssignees();
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The box the user just clicked, as clicked, until the server has answered. It is component
  // state, set in the change handler itself, so the box reflects the click in the same render:
  // the query cache notifies its readers only after a tick, and a controlled checkbox whose
  // value has not changed by the end of the event is put back by React.
  const [clicked, setClicked] = useState<{ id: string; on: boolean } | null>(null);
  const assigned = new Set(assignees.data?.[routePath] ?? []);
  const isOn = (id: string) => (clicked?.id === id ? clicked.on : assigned.has(id));

  const toggle = useMutation({
    mutationFn: ({ member, on }: { member: TeamMember; on: boolean }) =>
      on
        ? assign({ route_path: routePath, assignee_id: member.id, module_name: moduleName, section_name: sectionName ?? '' })
        : unassign({ route_path: routePath, assignee_id: member.id }),
    onMutate: async ({ member, on }) => {
      setError(null);
      setBusyId(member.id);
      // The box follows the click at once; a refusal puts it back.
      await client.cancelQueries({ queryKey: teamKeys.assignees });
      const before = client.getQueryData<Assignments>(teamKeys.assignees);
      const ids = (before?.assignees[routePath] ?? []).filter((id) => id !== member.id);
      client.setQueryData<Assignments>(teamKeys.assignees, {
        assignees: { ...before?.assignees, [routePath]: on ? [...ids, member.id] : ids },
        due_dates: before?.due_dates ?? {},
      });
      return { before };
    },
    onSuccess: (answer) => {
      client.setQueryData<Assignments>(teamKeys.assignees, assignmentsOf(answer));
    },
    onError: (failure, _vars, context) => {
      if (context?.before) client.setQueryData<Assignments>(teamKeys.assignees, context.before);
      setError(assignErrorMessage(failure));
    },
    onSettled: () => {
      setBusyId(null);
      setClicked(null);
    },
  });

  const list = members.data ?? [];
  const accepted = list.filter((m) => m.invite_accepted);
  const pending = list.filter((m) => !m.invite_accepted);
  const meId = session?.user.id;

  return (
    <Modal
      open
      title="Assignees"
      description={
        <>
          Choose who works on <strong>{sectionName ?? moduleName}</strong>
          {sectionName ? ` in ${moduleName}` : ''}. Each person you add gets an e-mail.
        </>
      }
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      }
    >
      {error ? (
        <Alert tone="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {members.isPending || assignees.isPending ? (
        <div className="assignees__loading">
          <Spinner size={22} label="Loading team members" />
        </div>
      ) : members.isError ? (
        <Alert tone="error" title={AM.ERROR_TITLE}>
          {AM.TEAM_FETCH_FAILED}
        </Alert>
      ) : (
        <fieldset className="assignees">
          <legend className="visually-hidden">Team members assigned to {sectionName ?? moduleName}</legend>
          {accepted.length === 0 ? (
            <p className="assignees__empty">Nobody has joined your team yet.</p>
          ) : null}
          <ul className="assignees__list">
            {accepted.map((m) => {
              const on = isOn(m.id);
              const id = `assignee-${m.id}`;
              return (
                <li key={m.id} className={`assignees__item ${on ? 'is-on' : ''}`}>
                  <input
                    id={id}
                    type="checkbox"
                    className="assignees__check"
                    checked={on}
                    disabled={busyId !== null}
                    onChange={() => {
                      setClicked({ id: m.id, on: !on });
                      toggle.mutate({ member: m, on: !on });
                    }}
                  />
                  <label htmlFor={id} className="assignees__label">
                    <Avatar firstName={m.first_name} lastName={m.last_name} email={m.email} src={m.logo_url} size={32} />
                    <span className="assignees__name">
                      <span>
                        {nameOf(m)}
                        {m.id === meId ? <span className="member__you"> (you)</span> : null}
                      </span>
                      <span className="assignees__email">{m.email}</span>
                    </span>
                  </label>
                  {busyId === m.id ? <Spinner size={16} /> : null}
                </li>
              );
            })}
            {pending.map((m) => (
              <li key={m.id} className="assignees__item is-disabled">
                <input
                  id={`assignee-${m.id}`}
                  type="checkbox"
                  className="assignees__check"
                  disabled
                  aria-describedby="assignees-pending-note"
                />
                <label htmlFor={`assignee-${m.id}`} className="assignees__label">
                  <Avatar email={m.email} size={32} />
                  <span className="assignees__name">
                    {m.email}
                    <span className="chip chip--pending">{AM.PENDING}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {pending.length ? (
            <p className="assignees__note" id="assignees-pending-note">
              A team member cannot be assigned until they accept their invitation.
            </p>
          ) : null}
          {accepted.length <= 1 ? (
            <p className="assignees__note">Invite people with the + button beside the team avatars at the top of the page.</p>
          ) : null}
        </fieldset>
      )}
      {assignees.isSuccess ? <DueDateField routePath={routePath} assigned={assigned.size > 0} /> : null}
    </Modal>
  );
}

/**
 * The faces of the people assigned to a module or section (everyone sees them), and its due date
 * until it is `done`.
 */
export function AssigneeAvatars({ routePath, size = 22, done }: { routePath: string; size?: number; done?: boolean }) {
  const assignees = useAssignees();
  const members = useTeamMembers();
  const ids = assignees.data?.[routePath] ?? [];
  if (ids.length === 0 || !members.data) return null;
  const people = ids
    .map((id) => members.data.find((m) => m.id === id))
    .filter((m): m is TeamMember => !!m);
  if (people.length === 0) return null;
  const names = people.map(nameOf).join(', ');
  return (
    <span className="assignee-avatars" title={`Assigned to ${names}`} data-route={routePath}>
      {people.slice(0, 3).map((m) => (
        <span key={m.id} className="assignee-avatars__face" aria-hidden="true">
          <Avatar firstName={m.first_name} lastName={m.last_name} email={m.email} src={m.logo_url} size={size} />
        </span>
      ))}
      {people.length > 3 ? (
        <span className="assignee-avatars__more" aria-hidden="true">
          +{people.length - 3}
        </span>
      ) : null}
      <span className="visually-hidden">Assigned to {names}</span>
      <DueChip routePath={routePath} done={done} />
    </span>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { DELAYS } from '../../../config/constants';
import { AM } from '../../../config/appMessages';
import { useTransientMessage } from '../../../lib/hooks';
import { displayName } from '../../../lib/names';
import { getToken, useSession } from '../../../lib/session';
import { removeMember, resendInvite, teamKeys, useTeamMembers, type TeamMember } from '../../../lib/resources/team';
import { isPending, roleLabel, useIsOwner } from '../hooks';
import { removeErrorNotice, removeNotice, resendErrorNotice, resendNotice, type Notice } from '../messages';
import { ConfirmDialog } from './ConfirmDialog';
import { ResendIcon, TrashIcon } from '../../../components/icons';

type Pending = { kind: 'resend' | 'remove'; member: TeamMember } | null;

const nameOf = (m: TeamMember) => displayName({ firstName: m.first_name, lastName: m.last_name, email: m.email });

/**
 * All Members (spec §2): avatar (initials fallback), name or e-mail, role (default Member); a
 * pending invitation shows Pending and a resend button; the owner can remove anyone but the
 * owner and themself. Both actions ask first and report with the spec's messages.
 */
export function MemberList() {
  const client = useQueryClient();
  const session = useSession();
  const owner = useIsOwner();
  const members = useTeamMembers();
  const [asking, setAsking] = useState<Pending>(null);
  const [notice, setNotice] = useTransientMessage<Notice>(DELAYS.messageClearMs);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (n: Notice) => setNotice(n, n.tone === 'error' ? DELAYS.errorClearMs : DELAYS.messageClearMs);

  const resend = useMutation({
    mutationFn: (m: TeamMember) => resendInvite(m.email),
    onSuccess: (answer) => show(resendNotice(answer)),
    onError: (error) => show(resendErrorNotice(error)),
    onSettled: () => setAsking(null),
  });

  const remove = useMutation({
    mutationFn: (m: TeamMember) => removeMember(m.id),
    onSuccess: (answer, m) => {
      const result = removeNotice(answer);
      show(result);
      if (result.tone === 'success') {
        client.setQueryData<TeamMember[]>(teamKeys.members, (list) => list?.filter((x) => x.id !== m.id));
        void client.invalidateQueries({ queryKey: teamKeys.assignees });
      }
      void client.invalidateQueries({ queryKey: teamKeys.members });
    },
    onError: (error) => show(removeErrorNotice(error)),
    onSettled: () => {
      setAsking(null);
      // The row (and its button) may be gone: keep focus inside the panel.
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
      }, 0);
    },
  });

  const ask = (kind: 'resend' | 'remove', member: TeamMember) => {
    if (!getToken()) {
      show({ tone: 'error', title: AM.ERROR_TITLE, text: AM.AUTH_REQUIRED });
      return;
    }
    setAsking({ kind, member });
  };

  const me = session?.user;
  const list = members.data ?? [];
  const busy = resend.isPending || remove.isPending;

  return (
    <section className="team-members" aria-labelledby="team-members-title">
      <div className="team-members__head">
        <h3 id="team-members-title" ref={heading} tabIndex={-1}>
          {AM.ALL_MEMBERS}
        </h3>
        {members.data ? <span className="team-count">{list.length}</span> : null}
      </div>

      {notice ? (
        <Alert tone={notice.tone} title={notice.title} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      {members.isPending ? (
        <ul className="team-list" aria-busy="true" aria-label="Loading team members">
          {[0, 1, 2].map((i) => (
            <li key={i} className="member member--skeleton" aria-hidden="true">
              <span className="skeleton skeleton--circle" />
              <span className="skeleton skeleton--line" />
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <Alert tone="error" title={AM.ERROR_TITLE}>
          <p>{AM.TEAM_FETCH_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="team-list">
          {list.map((m) => {
            const name = nameOf(m);
            const hasName = name !== m.email;
            const isMe = !!me && (m.id === me.id || m.email.toLowerCase() === me.email.toLowerCase());
            const pending = isPending(m);
            const canRemove = owner && !isMe && m.role !== 'owner';
            const canResend = owner && pending;
            return (
              <li key={m.id} className={`member ${pending ? 'member--pending' : ''}`}>
                <Avatar firstName={m.first_name} lastName={m.last_name} email={m.email} src={m.logo_url} size={40} />
                <div className="member__text">
                  <span className="member__name">
                    {name}
                    {isMe ? <span className="member__you"> (you)</span> : null}
                  </span>
                  {hasName ? <span className="member__email">{m.email}</span> : null}
                  <span className="member__chips">
                    <span className={`chip ${m.role === 'owner' ? 'chip--owner' : ''}`}>{roleLabel(m.role)}</span>
                    {pending ? <span className="chip chip--pending">{AM.PENDING}</span> : null}
                  </span>
                </div>
                {canResend || canRemove ? (
                  <div className="member__actions">
                    {canResend ? (
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={`Resend invite to ${m.email}`}
                        title="Resend invite"
                        onClick={() => ask('resend', m)}
                        disabled={busy}
                      >
                        <ResendIcon />
                      </button>
                    ) : null}
                    {canRemove ? (
                      <button
                        type="button"
                        className="icon-btn icon-btn--danger"
                        aria-label={`Remove ${name}`}
                        title="Remove from the team"
                        onClick={() => ask('remove', m)}
                        disabled={busy}
                      >
                        <TrashIcon />
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={asking?.kind === 'resend'}
        text={AM.RESEND_CONFIRM}
        confirmLabel={AM.RESEND_CONFIRM_BUTTON}
        busy={resend.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && resend.mutate(asking.member)}
      />
      <ConfirmDialog
        open={asking?.kind === 'remove'}
        text={AM.REMOVE_CONFIRM}
        confirmLabel={AM.REMOVE_CONFIRM_BUTTON}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking.member)}
      />
    </section>
  );
}

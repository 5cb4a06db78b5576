import { useState } from 'react';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session';
import { useTeamMembers } from '../../../lib/resources/team';
import { useIsOwner } from '../hooks';
import '../team.css';
import { PlusIcon, UsersIcon } from '../../../components/icons';
import { TeamPanel } from './TeamPanel';

/** How many faces the top bar shows before "+N". */
const STACK_SIZE = 4;

/**
 * The top bar's team widget (spec §2): an avatar stack and an add button, both opening the team
 * side panel. Members see the stack (the panel lists the team); only owners get the add button.
 */
export function TeamWidget() {
  const session = useSession();
  const owner = useIsOwner();
  const members = useTeamMembers();
  const [open, setOpen] = useState(false);
  if (!session) return null;

  const list = members.data ?? [];
  const shown = list.slice(0, STACK_SIZE);
  const more = list.length - shown.length;
  const count = members.data ? `${list.length} ${list.length === 1 ? 'person' : 'people'}` : '';

  return (
    <div className="team-widget">
      <button
        type="button"
        className="team-widget__stack"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Team members"
      >
        <span className="visually-hidden">{count ? `Team members: ${count}` : 'Team members'}</span>
        {shown.length === 0 ? (
          <span className="team-widget__empty" aria-hidden="true">
            <UsersIcon />
          </span>
        ) : (
          shown.map((m) => (
            <span key={m.id} className={`team-widget__face ${m.invite_accepted ? '' : 'is-pending'}`} aria-hidden="true">
              <Avatar firstName={m.first_name} lastName={m.last_name} email={m.email} src={m.logo_url} size={30} />
            </span>
          ))
        )}
        {more > 0 ? (
          <span className="team-widget__more" aria-hidden="true">
            +{more}
          </span>
        ) : null}
      </button>
      {owner ? (
        <button
          type="button"
          className="team-widget__add"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label="Invite team members"
          title="Invite team members"
        >
          <PlusIcon width={18} height={18} />
        </button>
      ) : null}
      {open ? <TeamPanel onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

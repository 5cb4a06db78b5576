import { SidePanel } from '../../../components/SidePanel';
import { useIsOwner, useOrganizationName } from '../hooks';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';

/**
 * The team side panel (spec §2): titled with the organization name; the invite form (owners);
 * All Members. A click outside the panel, Escape or the close button closes it; focus stays
 * inside while it is open and goes back to the opener afterwards.
 */
export function TeamPanel({ onClose }: { onClose: () => void }) {
  const owner = useIsOwner();
  const orgName = useOrganizationName();
  return (
    <SidePanel
      kicker="Your team"
      title={orgName ?? 'Your organization'}
      closeLabel="Close team panel"
      onClose={onClose}
      testId="team-backdrop"
    >
      {owner ? (
        <section className="team-panel__section" aria-label="Invite members">
          <p className="team-panel__lead">
            Invite colleagues, board members and volunteers to build the plan with you. They can be assigned to modules
            once they accept.
          </p>
          <InviteForm />
        </section>
      ) : (
        <p className="team-panel__lead">
          The people building your organization&apos;s plan. Your organization&apos;s owner invites new members.
        </p>
      )}
      <MemberList />
    </SidePanel>
  );
}

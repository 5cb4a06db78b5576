import { useOrganization } from '../../lib/resources/organization';
import type { TeamMember } from '../../lib/resources/team';
import { useSession } from '../../lib/session';

/** The organization's name, for the panel's title. */
export function useOrganizationName(): string | null {
  const org = useOrganization({ staleTime: 60_000 });
  const name = org.data?.name?.trim();
  return name ? name : null;
}

/** The signed-in person is the organization's owner. */
export function useIsOwner(): boolean {
  const session = useSession();
  return session?.user.role === 'owner';
}

export const isPending = (m: TeamMember) => !m.invite_accepted;

/** "owner" → "Owner"; a missing role reads Member (spec §3). */
export function roleLabel(role: string | null | undefined): string {
  const r = (role ?? '').trim();
  if (!r) return 'Member';
  return r.charAt(0).toUpperCase() + r.slice(1).toLowerCase();
}

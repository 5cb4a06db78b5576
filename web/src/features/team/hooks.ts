import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/account';
import type { TeamMember } from '../../lib/api/types';
import { useSession } from '../../lib/session';
import { teamApi, teamKeys } from './api';

/** GET /users/team-members: the owner first, then members, then pending invitations. */
export function useTeamMembers() {
  const session = useSession();
  return useQuery({ queryKey: teamKeys.members, queryFn: teamApi.members, enabled: !!session, staleTime: 30_000 });
}

/** Route path → assigned member ids. */
export function useAssignees() {
  const session = useSession();
  return useQuery({ queryKey: teamKeys.assignees, queryFn: teamApi.assignees, enabled: !!session, staleTime: 30_000 });
}

/** The organization's name, for the panel's title. */
export function useOrganizationName(): string | null {
  const session = useSession();
  const org = useQuery({
    queryKey: queryKeys.organization,
    queryFn: teamApi.organization,
    enabled: !!session,
    retry: false,
    staleTime: 60_000,
  });
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

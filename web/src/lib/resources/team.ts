/**
 * The team (spec §7): members and invitations (GET /users/team-members, POST /users/invite,
 * resend, DELETE /users) and the assignees of the plan's pages. The onboarding team step and the
 * settings page use them beside the team feature.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';
import { getNavStatus } from './navigation';

export type TeamMember = Schemas['TeamMember'];
export type InviteResponse = Schemas['InviteResponse'];
/** The answer of resend and remove. */
export type TeamActionResponse = Schemas['Outcome'];
/** Route path (a section's, or a module's own path) → assigned member ids. */
export type Assignees = Schemas['Assignees']['assignees'];
/** Route path → due date (`2027-03-12`) of an assignment that has one. */
export type DueDates = Schemas['Assignees']['due_dates'];
/** Who is assigned where, and until when: the cache entry of `teamKeys.assignees`. */
export interface Assignments {
  assignees: Assignees;
  due_dates: DueDates;
}

export const teamKeys = {
  members: ['team-members'] as const,
  assignees: ['team-assignees'] as const,
};

export async function getTeamMembers(): Promise<TeamMember[]> {
  const { data } = await api.get<Answer<'/users/team-members', 'get'>>('/users/team-members');
  return data;
}

/** GET /users/team-members: the owner first, then members, then pending invitations. */
export function useTeamMembers() {
  const session = useSession();
  return useQuery({ queryKey: teamKeys.members, queryFn: getTeamMembers, enabled: !!session, staleTime: 30_000 });
}

export function inviteMembers(body: JsonBody<'/users/invite', 'post'>) {
  return api.post<Answer<'/users/invite', 'post'>>('/users/invite', body);
}

export function resendInvite(email: string) {
  const body: JsonBody<'/users/resend_invite_email', 'post'> = { email };
  return api.post<Answer<'/users/resend_invite_email', 'post'>>('/users/resend_invite_email', body);
}

/** A member's id, or `invite:<email>` to withdraw a pending invitation. */
export function removeMember(id: string) {
  const body: JsonBody<'/users', 'delete'> = { id };
  return api.delete<Answer<'/users', 'delete'>>('/users', body);
}

/** The assignees and due dates come with the navigation state (GET /steps-nav-status). */
export async function getAssignments(): Promise<Assignments> {
  const nav = await getNavStatus();
  return { assignees: nav.assignees ?? {}, due_dates: nav.due_dates ?? {} };
}

/** The assignments as an answer of the team's operations holds them. */
export function assignmentsOf(answer: { assignees: Assignees; due_dates?: DueDates }): Assignments {
  return { assignees: answer.assignees, due_dates: answer.due_dates ?? {} };
}

function useAssignments<T>(select: (a: Assignments) => T) {
  const session = useSession();
  return useQuery({ queryKey: teamKeys.assignees, queryFn: getAssignments, enabled: !!session, staleTime: 30_000, select });
}

const selectAssignees = (a: Assignments) => a.assignees;
const selectDueDates = (a: Assignments) => a.due_dates;

/** Route path → assigned member ids. */
export function useAssignees() {
  return useAssignments(selectAssignees);
}

/** Route path → due date. */
export function useDueDates() {
  return useAssignments(selectDueDates);
}

/** POST /assignment-due: a day (`2027-03-12`), or null to take the due date off. */
export function setDueDate(body: JsonBody<'/assignment-due', 'post'>) {
  return api.post<Answer<'/assignment-due', 'post'>>('/assignment-due', body);
}

export function assign(body: JsonBody<'/update-assignee', 'post'>) {
  return api.post<Answer<'/update-assignee', 'post'>>('/update-assignee', body);
}

export function unassign(body: JsonBody<'/remove-assignee', 'delete'>) {
  return api.delete<Answer<'/remove-assignee', 'delete'>>('/remove-assignee', body);
}

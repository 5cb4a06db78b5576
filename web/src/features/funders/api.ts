/** The funder side's calls (issue 18 §1–2): invitations to a funder's staff, its home, cohorts and staff. */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';

export type FunderInvitation = Schemas['FunderInvitationView'];
export type JoinedFunder = Schemas['JoinedFunder'];
export type FunderHome = Schemas['FunderHome'];
export type Cohort = Schemas['CohortView'];
export type CohortDetail = Schemas['CohortDetail'];
export type CohortCode = Schemas['CodeView'];
export type CreatedCohort = Schemas['CreatedCohort'];
export type NewCohort = JsonBody<'/funders/{funder_id}/cohorts', 'post'>;
export type StaffList = Schemas['StaffList'];
export type StaffInvite = JsonBody<'/funders/{funder_id}/staff', 'post'>;

export const funderKeys = {
  invitation: (token: string) => ['funder-invitation', token] as const,
  home: (funderId: string) => ['funder', funderId] as const,
  cohort: (funderId: string, cohortId: string) => ['funder', funderId, 'cohort', cohortId] as const,
  staff: (funderId: string) => ['funder', funderId, 'staff'] as const,
};

const funder = (id: string) => `/funders/${encodeURIComponent(id)}`;

export const funderApi = {
  /** What an invitation link invites to (public); 404 for an invalid or expired link. */
  invitation: (token: string) =>
    api.get<Answer<'/funder-invitations/{token}', 'get'>>(`/funder-invitations/${encodeURIComponent(token)}`, {
      auth: false,
    }),
  /** Signed in with the invited address: joins the funder's staff; answers a new session token. */
  accept: (token: string) => api.post<JoinedFunder>('/funder-invitations/accept', { token }),
  /** A new account that works for the funder only, signed in at once (201). */
  signUp: (body: Required<JsonBody<'/funder-invitations/sign-up', 'post'>>) =>
    api.post<JoinedFunder>('/funder-invitations/sign-up', body, { auth: false }),
  home: (funderId: string) => api.get<Answer<'/funders/{funder_id}', 'get'>>(funder(funderId)),
  createCohort: (funderId: string, body: NewCohort) =>
    api.post<Answer<'/funders/{funder_id}/cohorts', 'post'>>(`${funder(funderId)}/cohorts`, body),
  cohort: (funderId: string, cohortId: string) =>
    api.get<Answer<'/funders/{funder_id}/cohorts/{cohort_id}', 'get'>>(
      `${funder(funderId)}/cohorts/${encodeURIComponent(cohortId)}`,
    ),
  staff: (funderId: string) => api.get<Answer<'/funders/{funder_id}/staff', 'get'>>(`${funder(funderId)}/staff`),
  invite: (funderId: string, body: StaffInvite) =>
    api.post<Answer<'/funders/{funder_id}/staff', 'post'>>(`${funder(funderId)}/staff`, body),
};

/** The funder as the signed-in person sees it: its name, their role, the cohorts they may see. */
export function useFunderHome(funderId: string) {
  return useQuery({ queryKey: funderKeys.home(funderId), queryFn: () => funderApi.home(funderId), staleTime: 30_000 });
}

export function useCohort(funderId: string, cohortId: string) {
  return useQuery({
    queryKey: funderKeys.cohort(funderId, cohortId),
    queryFn: () => funderApi.cohort(funderId, cohortId),
    staleTime: 30_000,
  });
}

export function useStaff(funderId: string, enabled: boolean) {
  return useQuery({ queryKey: funderKeys.staff(funderId), queryFn: () => funderApi.staff(funderId), enabled });
}

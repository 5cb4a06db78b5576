/**
 * The funder side's calls (issue 18 §1–2, §5): invitations to a funder's staff, its home, cohorts
 * and staff, running a cohort (its codes, seats, end, single-use codes and log), its dashboard
 * (organizations, stalled threshold, reminders, exports), and the funder's invoices (§6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type Answer, type JsonBody, type Schemas } from '../../lib/api/client';
import { download } from '../../lib/api/download';

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
export type CodeStateChange = JsonBody<'/funders/{funder_id}/cohorts/{cohort_id}/codes/state', 'post'>;
export type SingleUseCodesSent = Schemas['SingleUseCodesSent'];
export type CohortLog = Schemas['CohortLog'];
/** The funder's invoices (admins): GET /funders/{funder_id}/invoices. */
export type FunderInvoices = Schemas['FunderInvoices'];
export type Invoice = Schemas['InvoiceView'];
export type LogEntry = Schemas['LogEntry'];

/** One organization of a cohort as its funder reads it (functions/funders/src/dashboard.rs). */
export type CohortOrganization = Schemas['CohortOrganizationView'];
/** A document an organization shares with its funder (a copy taken when it was shared). */
export type SharedDocumentRef = Schemas['SharedDocumentRef'];
/** A cohort's dashboard: GET …/cohorts/{cohort_id}/organizations. */
export type CohortDashboard = Schemas['CohortOrganizations'];
export type Funnel = Schemas['FunnelView'];
export type Aggregates = Schemas['Aggregates'];
export type WeekPoint = Schemas['WeekPointView'];
/**
 * What POST …/reminders answers (admins): the organizations e-mailed, how many stalled ones were
 * skipped, and those whose e-mail failed. As agreed with the server's side, written out until
 * docs/openapi.json has it.
 */
export interface RemindersSent {
  reminded: string[];
  /** Reminded in the last 7 days. */
  skipped_recent: number;
  /** Their owner opted out of reminders. */
  skipped_opted_out: number;
  /** Their e-mail could not be sent; pressing again tries them again. */
  failed?: string[];
}

export const funderKeys = {
  invitation: (token: string) => ['funder-invitation', token] as const,
  home: (funderId: string) => ['funder', funderId] as const,
  cohort: (funderId: string, cohortId: string) => ['funder', funderId, 'cohort', cohortId] as const,
  /** Under the cohort's key: what invalidates the cohort invalidates its log. */
  log: (funderId: string, cohortId: string) => ['funder', funderId, 'cohort', cohortId, 'log'] as const,
  /** Under the cohort's key too: a change to the cohort (seats, threshold) reads the dashboard again. */
  organizations: (funderId: string, cohortId: string) => ['funder', funderId, 'cohort', cohortId, 'organizations'] as const,
  staff: (funderId: string) => ['funder', funderId, 'staff'] as const,
  /** A new cohort or added seats make an invoice: both read this again. */
  invoices: (funderId: string) => ['funder', funderId, 'invoices'] as const,
};

const funder = (id: string) => `/funders/${encodeURIComponent(id)}`;
const cohortPath = (funderId: string, cohortId: string) => `${funder(funderId)}/cohorts/${encodeURIComponent(cohortId)}`;

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
    api.get<Answer<'/funders/{funder_id}/cohorts/{cohort_id}', 'get'>>(cohortPath(funderId, cohortId)),
  /** Pauses, resumes or revokes codes (admins); answers the codes whose state changed. */
  setCodeState: (funderId: string, cohortId: string, body: CodeStateChange) =>
    api.post<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/codes/state', 'post'>>(
      `${cohortPath(funderId, cohortId)}/codes/state`,
      body,
    ),
  /** Adds seats (admins); answers the cohort. */
  addSeats: (funderId: string, cohortId: string, add: number) =>
    api.post<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/seats', 'post'>>(`${cohortPath(funderId, cohortId)}/seats`, {
      add,
    } satisfies JsonBody<'/funders/{funder_id}/cohorts/{cohort_id}/seats', 'post'>),
  /** Moves the cohort's last day later (admins); answers the cohort. */
  extend: (funderId: string, cohortId: string, endsOn: string) =>
    api.post<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/end', 'post'>>(`${cohortPath(funderId, cohortId)}/end`, {
      ends_on: endsOn,
    } satisfies JsonBody<'/funders/{funder_id}/cohorts/{cohort_id}/end', 'post'>),
  /** A single-use code e-mailed to each address of a list, a CSV file's text (admins). */
  issueCodes: (funderId: string, cohortId: string, csv: string) =>
    api.post<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/codes', 'post'>>(`${cohortPath(funderId, cohortId)}/codes`, {
      csv,
    } satisfies JsonBody<'/funders/{funder_id}/cohorts/{cohort_id}/codes', 'post'>),
  log: (funderId: string, cohortId: string) =>
    api.get<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/log', 'get'>>(`${cohortPath(funderId, cohortId)}/log`),
  staff: (funderId: string) => api.get<Answer<'/funders/{funder_id}/staff', 'get'>>(`${funder(funderId)}/staff`),
  /** The cohort's dashboard (staff who may see the cohort). */
  organizations: (funderId: string, cohortId: string) =>
    api.get<CohortDashboard>(`${cohortPath(funderId, cohortId)}/organizations`),
  /** A 5-minute link to the copy of a document an organization shares (staff who may see the cohort). */
  sharedDocument: (funderId: string, cohortId: string, orgId: string, doc: string) =>
    api.get<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/organizations/{org_id}/documents/{doc}', 'get'>>(
      `${cohortPath(funderId, cohortId)}/organizations/${encodeURIComponent(orgId)}/documents/${encodeURIComponent(doc)}`,
    ),
  /** After how many idle days an organization counts as stalled, 3 to 90 (admins); answers the cohort. */
  setStalledAfter: (funderId: string, cohortId: string, days: number) =>
    api.put<Answer<'/funders/{funder_id}/cohorts/{cohort_id}/stalled-after', 'put'>>(
      `${cohortPath(funderId, cohortId)}/stalled-after`,
      { days } satisfies JsonBody<'/funders/{funder_id}/cohorts/{cohort_id}/stalled-after', 'put'>,
    ),
  /** E-mails the owners of the cohort's stalled organizations, at most once a week each (admins). */
  remind: (funderId: string, cohortId: string) =>
    api.post<RemindersSent>(`${cohortPath(funderId, cohortId)}/reminders`, {}),
  /** The organizations as CSV (staff). */
  organizationsCsv: (funderId: string, cohortId: string) =>
    download(`${cohortPath(funderId, cohortId)}/organizations.csv`, 'organizations.csv'),
  /** The cohort as an Excel workbook (staff; an admin's also has the codes). */
  workbook: (funderId: string, cohortId: string) =>
    download(`${cohortPath(funderId, cohortId)}/export.xlsx`, 'cohort.xlsx'),
  /** The codes and their state as CSV (admins). */
  codesCsv: (funderId: string, cohortId: string) => download(`${cohortPath(funderId, cohortId)}/codes.csv`, 'codes.csv'),
  /** The funder's invoices, newest first, with its seat price and what is outstanding (admins). */
  invoices: (funderId: string) => api.get<Answer<'/funders/{funder_id}/invoices', 'get'>>(`${funder(funderId)}/invoices`),
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

export function useCohortOrganizations(funderId: string, cohortId: string) {
  return useQuery({
    queryKey: funderKeys.organizations(funderId, cohortId),
    queryFn: () => funderApi.organizations(funderId, cohortId),
    staleTime: 30_000,
  });
}

export function useCohortLog(funderId: string, cohortId: string) {
  return useQuery({
    queryKey: funderKeys.log(funderId, cohortId),
    queryFn: () => funderApi.log(funderId, cohortId),
    staleTime: 30_000,
  });
}

/**
 * After a change to a cohort: its new facts (when the answer carries them) shown at once, and the
 * funder's home (seats, dates), the cohort (codes) and its log read again.
 */
export function useCohortChanged(funderId: string, cohortId: string) {
  const client = useQueryClient();
  return useCallback(
    (update?: (detail: CohortDetail) => CohortDetail) => {
      if (update) {
        client.setQueryData<CohortDetail>(funderKeys.cohort(funderId, cohortId), (old) => (old ? update(old) : old));
      }
      void client.invalidateQueries({ queryKey: funderKeys.home(funderId), exact: true });
      void client.invalidateQueries({ queryKey: funderKeys.cohort(funderId, cohortId) });
      void client.invalidateQueries({ queryKey: funderKeys.invoices(funderId) });
    },
    [client, funderId, cohortId],
  );
}

export function useInvoices(funderId: string, enabled: boolean) {
  return useQuery({ queryKey: funderKeys.invoices(funderId), queryFn: () => funderApi.invoices(funderId), enabled });
}

export function useStaff(funderId: string, enabled: boolean) {
  return useQuery({ queryKey: funderKeys.staff(funderId), queryFn: () => funderApi.staff(funderId), enabled });
}

/**
 * Request and response shapes of the server API, mirroring docs/api.md.
 *
 * This is the one file to swap for the types generated from the server's OpenAPI document
 * (`openapi-typescript /api/v1/openapi.json -o src/lib/api/schema.d.ts`); every screen imports
 * its API types from here.
 */

export type Role = 'owner' | 'member';

/** The error body of every failed call. */
export interface ErrorBody {
  error?: string;
  errors?: Record<string, string[]>;
  code?: string;
  message?: string;
  status?: boolean;
  data?: unknown;
}

/** A user as the server sends it (GET /me, POST /auth, PUT /me). */
export interface ApiUser {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email: string;
  avatar_url?: string | null;
  role: Role | string;
  subscription?: { status?: string | null } | null;
  subscription_status?: string | null;
  position?: string | null;
  phone?: string | null;
  preferred_language?: string | null;
  time_zone?: string | null;
  organization_id?: string | null;
  confirmed?: boolean;
  logo_url?: string | null;
  logo?: string | null;
}

// ---- Accounts ----------------------------------------------------------------

export interface SignUpRequest {
  user: {
    name: string;
    email: string;
    password: string;
    password_confirmation: string;
    terms_of_service: 1;
  };
  invitation_token?: string;
}

export interface SignUpResponse {
  user: ApiUser & { api_tokens?: { token: string }[] };
  message?: string;
}

export interface ConfirmationRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export type OnboardingStep = 'welcome' | 'organization' | 'about-you' | 'team';

export interface LoginResponse {
  token: string;
  user: ApiUser;
  shouldRedirectToPayment: boolean;
  shouldRedirectToOnboarding: boolean;
  /** One of the onboarding steps, or null; checked by the login routing. */
  firstIncompleteStep?: OnboardingStep | string | null;
}

/** GET /me answers `{data: user}`; the spec also allows the user at the root. */
export type MeResponse = { data: ApiUser } | ApiUser;

export interface UpdateMeResponse {
  status: boolean;
  data: ApiUser;
  error?: string;
}

export interface ResetPasswordRequest {
  email: string;
}

export interface UpdatePasswordRequest {
  reset_password_token: string;
  new_password: string;
  confirm_new_password: string;
}

/** Answers whose `data` is a message string. */
export interface MessageResponse {
  data: string;
}

// ---- Organization ------------------------------------------------------------

export interface Organization {
  id: string;
  name?: string | null;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  background_color?: string | null;
  headings_color?: string | null;
  body_color?: string | null;
  font_family?: string | null;
  logo_url?: string | null;
  director_name?: string | null;
  year?: string | number | null;
}

export interface OrganizationResponse {
  data: Organization | null;
}

export interface SaveOrganizationResponse {
  status: boolean;
  message?: string;
  data?: Organization;
}

// ---- Billing -----------------------------------------------------------------

export type Term = 'month' | 'year';

export interface Plan {
  id: string;
  name: string;
  title: string;
  /** Dollars; absent means "Contact Us". */
  price?: { monthly: number; yearly: number } | number | null;
  description?: string;
  features: string[];
}

export interface PlansResponse {
  data: Plan[];
}

export interface PaymentUrlRequest {
  plan: string;
  term: Term;
}

export interface RenewRequest {
  renewal: { plan: string; term: Term };
}

export interface PaymentUrlResponse {
  data?: string | null;
}

export interface SubscriptionDetails {
  plan?: string | null;
  term?: Term | string | null;
  subscription_status?: string | null;
  subscription_start_date?: string | null;
  subscription_end_date?: string | null;
}

export interface SubscriptionDetailsResponse {
  subscription_details?: SubscriptionDetails | null;
  data?: SubscriptionDetails | null;
  current_user_info?: { role?: Role | string | null } | null;
}

// ---- Onboarding --------------------------------------------------------------

/** -1 not reached, 0 accessible, 1 completed. */
export type StepStatus = -1 | 0 | 1;

export type StepStatusMap = Record<OnboardingStep, StepStatus>;

/** GET and POST /onboarding/status answer; the spec also allows flat `/onboarding/<step>` keys. */
export interface OnboardingStatusResponse {
  step_statuses?: { steps?: Partial<Record<string, number>> } & Partial<Record<string, unknown>>;
}

export interface OnboardingStatusRequest {
  step_statuses: { steps: Partial<Record<OnboardingStep, StepStatus>> };
}

// ---- Navigation (plan progress) ---------------------------------------------

/** -1 not started (locked), 0 open (current), 1 completed. */
export type RouteStatus = -1 | 0 | 1;

/** A section of a module: its route path and display name, in Next order. */
export interface NavSection {
  path: string;
  name: string;
}

/** A module of the plan as the server's section registry lists it. */
export interface NavModule {
  number: number;
  slug: string;
  name: string;
  /** `/steps/<slug>`: the form used by skipped modules and module assignees. */
  path: string;
  sections: NavSection[];
}

export interface ModuleProgress {
  number: number;
  /** Route path → 1 completed, 0 not yet. */
  sections: Record<string, number>;
  percent: number;
  skipped: boolean;
  completion_email_sent: boolean;
  last_interaction_time?: string | null;
}

/** GET and POST /steps-nav-status. */
export interface NavStatusResponse {
  steps_nav_status: Record<string, number>;
  /** Module slug → its progress. */
  module_progress: Record<string, ModuleProgress>;
  /** "Your Fundraising Plan Progress", skipped modules left out. */
  overall_progress: number;
  skipped_routes: string[];
  /** Route path (section, or module as `/steps/<module>`) → assigned member ids. */
  assignees: Record<string, string[]>;
  modules: NavModule[];
}

export interface NavStatusRequest {
  steps_nav_status: Record<string, number>;
  current_route?: string | null;
}

/** GET /extensions/skipped_modules; also the body of the POST. */
export interface SkippedModules {
  skipped_routes: string[];
}

export interface SkippedModulesSaved {
  status: boolean;
  skipped_routes: string[];
}

export interface LastInteractionRequest {
  route_path: string;
}

/** GET and POST /extensions/last-interaction-time. */
export interface LastInteractionResponse {
  status: boolean;
  /** The module's slug. */
  module_name: string;
  last_interaction_time?: string | null;
}

// ---- Team --------------------------------------------------------------------

export interface InviteRequest {
  emails: string[];
}

export interface InviteResponse {
  status: boolean;
  /** The invited addresses, or on failure the message. */
  data?: unknown;
  error?: string | null;
}

export interface TeamMember {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email: string;
  logo_url?: string | null;
  role?: string | null;
  invite_accepted: boolean;
}

export interface TeamMembersResponse {
  data: TeamMember[];
}

/** POST /users/resend_invite_email and DELETE /users. */
export interface TeamActionResponse {
  success?: boolean;
  status?: boolean;
  message?: string;
}

/** POST /update-assignee and DELETE /remove-assignee; also `assignees` of GET /steps-nav-status. */
export interface AssigneesResponse {
  status?: boolean;
  /** Route path (a section, or a module as `/steps/<module>`) → assigned member ids. */
  assignees?: Record<string, string[]>;
}

export interface AssignRequest {
  route_path: string;
  assignee_id: string;
  module_name?: string;
  section_name?: string;
}

export interface UnassignRequest {
  route_path: string;
  assignee_id: string;
}

/** GET /invitations/{token} (public). */
export interface InvitationView {
  email: string;
  organization_name: string;
  invited_by: string;
  /** The address already has an account: accept by signing in. */
  has_account: boolean;
}

/** POST /invitations/accept: a new session in the inviting organization. */
export interface AcceptInvitationResponse {
  status: boolean;
  token: string;
  organization_id: string;
}

// ---- Settings ----------------------------------------------------------------

export interface ChangePasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** PUT /password: a fresh token replaces the session's (every other session ends). */
export interface PasswordChangedResponse {
  data?: string;
  token?: string;
}

/**
 * Compile-time checks that the hand-written API types (types.ts) agree with the types generated
 * from the server's OpenAPI document (schema.d.ts): every answer the server documents must be
 * readable as the SPA's type, and every request the SPA sends must be one the server documents.
 * `npm run typecheck` fails on a mismatch. Nothing here exists at run time.
 */
import type { components } from './schema';
import type * as T from './types';

type S = components['schemas'];
type Expect<V extends true> = V;
type Assignable<From, To> = [From] extends [To] ? true : false;

/** Answers: server → SPA. */
export type AnswerChecks = [
  Expect<Assignable<S['LoginResponse'], T.LoginResponse>>,
  Expect<Assignable<S['MeResponse'], T.MeResponse>>,
  Expect<Assignable<S['UserView'], T.ApiUser>>,
  Expect<Assignable<S['MeUpdated'], T.UpdateMeResponse>>,
  Expect<Assignable<S['SignUpResponse'], T.SignUpResponse>>,
  Expect<Assignable<S['DataMessage'], T.MessageResponse>>,
  Expect<Assignable<S['OrganizationResponse'], T.OrganizationResponse>>,
  Expect<Assignable<S['OrganizationSaved'], T.SaveOrganizationResponse>>,
  Expect<Assignable<S['PlansResponse'], T.PlansResponse>>,
  Expect<Assignable<S['UrlResponse'], T.PaymentUrlResponse>>,
  Expect<Assignable<S['DetailsResponse'], T.SubscriptionDetailsResponse>>,
  Expect<Assignable<S['StatusBody'], T.OnboardingStatusResponse>>,
  Expect<Assignable<S['InviteResponse'], T.InviteResponse>>,
  Expect<Assignable<S['TeamResponse'], T.TeamMembersResponse>>,
  Expect<Assignable<S['NavResponse'], T.NavStatusResponse>>,
  Expect<Assignable<S['SkippedModules'], T.SkippedModules>>,
  Expect<Assignable<S['SkippedSaved'], T.SkippedModulesSaved>>,
  Expect<Assignable<S['Interaction'], T.LastInteractionResponse>>,
  Expect<Assignable<S['Outcome'], T.TeamActionResponse>>,
  Expect<Assignable<S['Assignees'], T.AssigneesResponse>>,
  Expect<Assignable<S['InvitationView'], T.InvitationView>>,
  Expect<Assignable<S['Accepted'], T.AcceptInvitationResponse>>,
  Expect<Assignable<S['PasswordChanged'], T.PasswordChangedResponse>>,
];

/**
 * Requests: SPA → server. (The sign-up's `terms_of_service` and the onboarding `steps` map are
 * free-form objects in the OpenAPI document, so those two bodies are checked without them.)
 */
export type RequestChecks = [
  Expect<Assignable<T.LoginRequest, S['LoginRequest']>>,
  Expect<Assignable<Omit<T.SignUpRequest['user'], 'terms_of_service'>, Omit<S['SignUpUser'], 'terms_of_service'>>>,
  Expect<Assignable<T.ConfirmationRequest, S['EmailRequest']>>,
  Expect<Assignable<T.ResetPasswordRequest, S['EmailRequest']>>,
  Expect<Assignable<T.UpdatePasswordRequest, S['ResetRequest']>>,
  Expect<Assignable<T.PaymentUrlRequest, S['CheckoutBody']>>,
  Expect<Assignable<T.RenewRequest, S['RenewBody']>>,
  Expect<Assignable<T.InviteRequest, S['InviteRequest']>>,
  Expect<Assignable<T.NavStatusRequest, S['NavUpdate']>>,
  Expect<Assignable<T.SkippedModules, S['SkippedModules']>>,
  Expect<Assignable<T.LastInteractionRequest, S['RoutePath']>>,
  Expect<Assignable<T.AssignRequest, S['AssignRequest']>>,
  Expect<Assignable<T.UnassignRequest, S['UnassignRequest']>>,
  Expect<Assignable<T.ChangePasswordRequest, S['ChangePasswordRequest']>>,
];

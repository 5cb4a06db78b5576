import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PublicOnly, RequireAuth } from './guards';
import { PanelLayout } from './layouts/PanelLayout';
import { named, page } from './lazyPage';
import { RootLayout } from './layouts/RootLayout';

/** The signed-in chrome (top bar, team widget) and the shell's pages load with the first page that needs them. */
const appLayout = () => named(() => import('./layouts/AppLayout'), 'AppLayout');
/** TanStack Query's provider, loaded with the first page that reads through it (never by login or sign-up). */
const withQueries = (children: RouteObject[]): RouteObject => ({
  element: named(() => import('./layouts/QueryLayout'), 'QueryLayout'),
  children,
});
/** The nonprofit's signed-in pages: TanStack Query, and a person with no nonprofit sent to their funder's home. */
const withNonprofitQueries = (children: RouteObject[]): RouteObject => ({
  element: named(() => import('./layouts/QueryLayout'), 'NonprofitQueryLayout'),
  children,
});
const shell = (name: 'NotFoundPage') => named(() => import('../features/shell'), name);
/** The funder side (issue 18 §1–2): one lazy chunk. */
const funders = (name: keyof typeof import('../features/funders')) => named(() => import('../features/funders'), name);

/**
 * The route table of spec §2. Every page is a lazy route, so the public pages (login, sign-up)
 * download only what they use: see docs/benchmarks.md, "Public pages".
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.welcome} replace /> },
      { path: 'steps', element: <Navigate to={paths.welcome} replace /> },

      {
        element: <PublicOnly />,
        children: [
          { path: 'login', element: page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'sign-up', element: page(() => import('../features/auth/pages/SignUpPage')) },
        ],
      },
      { path: 'forgot-password', element: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: 'new_password', element: page(() => import('../features/auth/pages/NewPasswordPage')) },
      // The link in a funder's reminder (issue 18 §5): stops them, signed in or not.
      { path: 'reminders/stop', element: page(() => import('../features/reminders/StopRemindersPage')) },
      // The link a funder sends (issue 18 §3): signed in, on to /redeem; else the code is kept for after sign-up.
      { path: 'join/:code', element: page(() => import('../features/billing/pages/JoinPage')) },
      // Public: a new person signs up from it, an existing account signs in and accepts.
      withQueries([
        { path: 'invitation', element: named(() => import('../features/invitation'), 'InvitationPage') },
        { path: 'funder-invitation', element: funders('FunderInvitationPage') },
      ]),

      // Visitors without a session are sent to sign-up here (spec §4), redeeming a licence code too.
      {
        element: <RequireAuth visitorTo={paths.signUp} />,
        children: [
          withNonprofitQueries([
            { path: 'payment', element: page(() => import('../features/billing/pages/PaymentPage')) },
            { path: 'redeem', element: page(() => import('../features/billing/pages/RedeemPage')) },
            {
              path: 'onboarding',
              element: page(() => import('../features/onboarding/components/OnboardingLayout')),
              children: [
                { index: true, element: <Navigate to="welcome" replace /> },
                { path: 'welcome', element: page(() => import('../features/onboarding/pages/WelcomeStep')) },
                { path: 'organization', element: page(() => import('../features/onboarding/pages/OrganizationStep')) },
                { path: 'about-you', element: page(() => import('../features/onboarding/pages/AboutYouStep')) },
                { path: 'team', element: page(() => import('../features/onboarding/pages/TeamStep')) },
                { path: '*', element: <Navigate to="welcome" replace /> },
              ],
            },
            {
              element: appLayout(),
              children: [
                {
                  element: <PanelLayout />,
                  children: [
                    { path: 'renewal', element: page(() => import('../features/billing/pages/RenewalPage')) },
                    {
                      path: 'subscription/renewal/success',
                      element: page(() => import('../features/billing/pages/RenewalSuccessPage')),
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },

      // Everything else signed in: visitors go to login (and come back).
      {
        element: <RequireAuth visitorTo={paths.login} />,
        children: [
          // A funder's pages (issue 18 §1–2), for its staff, with or without a nonprofit of their own.
          withQueries([
            {
              path: 'funders/:funderId',
              element: funders('FunderLayout'),
              children: [
                { index: true, element: funders('FunderHomePage') },
                { path: 'cohorts/new', element: funders('NewCohortPage') },
                { path: 'cohorts/:cohortId', element: funders('CohortPage') },
                { path: 'cohorts/:cohortId/log', element: funders('CohortLogPage') },
                { path: 'staff', element: funders('StaffPage') },
                { path: 'billing', element: funders('BillingPage') },
              ],
            },
          ]),
          withNonprofitQueries([
            { path: 'subscription/success', element: page(() => import('../features/billing/pages/SubscriptionSuccessPage')) },
            {
              element: appLayout(),
              children: [
                { element: <PanelLayout />, children: [{ path: 'settings', element: named(() => import('../features/settings'), 'SettingsPage') }] },
                {
                  element: named(() => import('./readyGuard'), 'RequireReadyAccount'),
                  children: [
                    {
                      // The plan: /steps/{module}/{section}, program and project pages, the
                      // case-statement document page of module 11.
                      element: named(() => import('./plan'), 'PlanLayout'),
                      children: [
                        { path: 'steps/*', element: named(() => import('./plan'), 'PlanPage') },
                        { path: 'case-statement-document', element: named(() => import('./plan'), 'PlanPage') },
                      ],
                    },
                    {
                      element: <PanelLayout />,
                      children: [
                        { path: 'fundraising-collateral/*', element: named(() => import('../features/collateral'), 'CollateralPage') },
                        { path: 'versions', element: named(() => import('./plan'), 'VersionsPage') },
                        { path: 'activity', element: named(() => import('./plan'), 'ActivityPage') },
                      ],
                    },
                  ],
                },
                {
                  element: <PanelLayout />,
                  children: [{ path: '*', element: shell('NotFoundPage') }],
                },
              ],
            },
          ]),
        ],
      },
    ],
  },
];

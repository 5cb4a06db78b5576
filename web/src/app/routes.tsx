import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PublicOnly, RequireAuth, RequireReadyAccount } from './guards';
import { PanelLayout } from './layouts/PanelLayout';
import { RootLayout, RouteError, RouteLoading } from './layouts/RootLayout';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const named =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** The signed-in chrome (top bar, team widget) and the shell's pages load with the first page that needs them. */
const appLayout = named(() => import('./layouts/AppLayout'), 'AppLayout');
const shell = (name: 'NotFoundPage' | 'ResourcesPage') => named(() => import('../features/shell'), name);

/**
 * The route table of spec §2. Every page is a lazy route, so the public pages (login, sign-up)
 * download only what they use: see docs/benchmarks.md, "Public pages".
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to={paths.welcome} replace /> },
      { path: 'steps', element: <Navigate to={paths.welcome} replace /> },

      {
        element: <PublicOnly />,
        children: [
          { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'sign-up', lazy: page(() => import('../features/auth/pages/SignUpPage')) },
        ],
      },
      { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: 'new_password', lazy: page(() => import('../features/auth/pages/NewPasswordPage')) },
      // Public: a new person signs up from it, an existing account signs in and accepts.
      { path: 'invitation', lazy: named(() => import('../features/invitation'), 'InvitationPage') },

      // Visitors without a session are sent to sign-up here (spec §4).
      {
        element: <RequireAuth visitorTo={paths.signUp} />,
        children: [
          { path: 'payment', lazy: page(() => import('../features/billing/pages/PaymentPage')) },
          {
            path: 'onboarding',
            lazy: page(() => import('../features/onboarding/components/OnboardingLayout')),
            children: [
              { index: true, element: <Navigate to="welcome" replace /> },
              { path: 'welcome', lazy: page(() => import('../features/onboarding/pages/WelcomeStep')) },
              { path: 'organization', lazy: page(() => import('../features/onboarding/pages/OrganizationStep')) },
              { path: 'about-you', lazy: page(() => import('../features/onboarding/pages/AboutYouStep')) },
              { path: 'team', lazy: page(() => import('../features/onboarding/pages/TeamStep')) },
              { path: '*', element: <Navigate to="welcome" replace /> },
            ],
          },
          {
            lazy: appLayout,
            children: [
              {
                element: <PanelLayout />,
                children: [
                  { path: 'renewal', lazy: page(() => import('../features/billing/pages/RenewalPage')) },
                  {
                    path: 'subscription/renewal/success',
                    lazy: page(() => import('../features/billing/pages/RenewalSuccessPage')),
                  },
                ],
              },
            ],
          },
        ],
      },

      // Everything else signed in: visitors go to login.
      {
        element: <RequireAuth visitorTo={paths.login} />,
        children: [
          { path: 'subscription/success', lazy: page(() => import('../features/billing/pages/SubscriptionSuccessPage')) },
          {
            lazy: appLayout,
            children: [
              { element: <PanelLayout />, children: [{ path: 'settings', lazy: named(() => import('../features/settings'), 'SettingsPage') }] },
              {
                element: <RequireReadyAccount />,
                children: [
                  {
                    // The plan: /steps/{module}/{section}, program and project pages, the
                    // case-statement document page of module 11.
                    lazy: named(() => import('./plan'), 'PlanLayout'),
                    children: [
                      { path: 'steps/*', lazy: named(() => import('./plan'), 'PlanPage') },
                      { path: 'case-statement-document', lazy: named(() => import('./plan'), 'PlanPage') },
                    ],
                  },
                  {
                    element: <PanelLayout />,
                    children: [
                      { path: 'fundraising-collateral/*', lazy: shell('ResourcesPage') },
                    ],
                  },
                ],
              },
              {
                element: <PanelLayout />,
                children: [{ path: '*', lazy: shell('NotFoundPage') }],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Every route of the SPA in one place (spec §2 route table). */
export const paths = {
  root: '/',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  newPassword: '/new_password',
  settings: '/settings',
  payment: '/payment',
  renewal: '/renewal',
  subscriptionSuccess: '/subscription/success',
  renewalSuccess: '/subscription/renewal/success',
  /** Redeeming a funder's licence code instead of paying (issue 18 §3), optionally prefilled. */
  redeem: '/redeem',
  redeemCode: (code: string) => `/redeem?code=${encodeURIComponent(code)}`,
  /** The link a funder sends: /join/{code}. */
  join: (code: string) => `/join/${encodeURIComponent(code)}`,
  onboarding: '/onboarding',
  onboardingStep: (step: string) => `/onboarding/${step}`,
  steps: '/steps',
  welcome: '/steps/getting-started/welcome',
  fundraisingCollateral: '/fundraising-collateral',
  /** Versions of the plan (issue 19 §1). */
  versions: '/versions',
  /** The plan's activity (issue 19 §2). */
  activity: '/activity',
  /** A funder's home (issue 18); its other pages are in features/funders/paths.ts. */
  funderHome: (funderId: string) => `/funders/${encodeURIComponent(funderId)}`,
} as const;

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
  onboarding: '/onboarding',
  onboardingStep: (step: string) => `/onboarding/${step}`,
  steps: '/steps',
  welcome: '/steps/getting-started/welcome',
  fundraisingCollateral: '/fundraising-collateral',
} as const;

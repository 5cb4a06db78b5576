/** Business constants of the specification (§9) that the SPA needs. */

export const DELAYS = {
  /** After a successful onboarding save, before the next step. */
  afterOnboardingSaveMs: 1500,
  /** After a successful invite on the team step. */
  afterInviteMs: 2000,
  /** Success messages clear after this. */
  messageClearMs: 3000,
  /** Error messages (invites, network) clear after this. */
  errorClearMs: 5000,
  /** The login "confirmed" banner shows this long. */
  confirmedBannerMs: 5000,
  /** Before the browser goes to the payment provider. */
  beforePaymentRedirectMs: 1500,
  /** Before logout when the session expired during payment. */
  beforeExpiredLogoutMs: 2000,
  /** After "new password saved." before the login page. */
  afterPasswordSavedMs: 3000,
  /** Auth slider. */
  slideMs: 5500,
} as const;

export const COUNTDOWNS = {
  paymentSuccessSeconds: 30,
  renewalSuccessSeconds: 10,
} as const;

export const PASSWORD_MIN_CHARS = 8;
export const MAX_IMAGE_BYTES = 1_048_576;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const ORGANIZATION_DEFAULTS = {
  primaryColor: '#2D67F6',
  secondaryColor: '#0A9250',
  bodyColor: '#FFFFFF',
  font: 'open-sans',
} as const;

export const FONT_OPTIONS = [
  { value: 'roboto', label: 'Roboto', family: "'Roboto', sans-serif" },
  { value: 'open-sans', label: 'Open Sans', family: "'Open Sans', sans-serif" },
  { value: 'lato', label: 'Lato', family: "'Lato', sans-serif" },
  { value: 'montserrat', label: 'Montserrat', family: "'Montserrat', sans-serif" },
] as const;

export type FontValue = (typeof FONT_OPTIONS)[number]['value'];

/** Phone inputs: default country and the ones listed first (spec §2). */
export const PHONE_DEFAULT_COUNTRY = 'US';
export const PHONE_PREFERRED_COUNTRIES = ['US', 'CA', 'GB'] as const;

export const MODULE_COUNT = 15;

/**
 * The messages of the signed-in screens (payment and renewal, onboarding, the team panel,
 * settings, the shell), written as `messages.ts` writes them (a message the server also sends
 * comes from the server's list) and kept apart from it so the public pages (login, sign-up) do
 * not download them.
 */
import * as S from '../generated/messages';

export const AM = {
  ORG_NAME_REQUIRED: S.ORG_NAME_REQUIRED,
  ORG_ADDRESS_REQUIRED: S.ORG_ADDRESS_REQUIRED,
  PHONE_REQUIRED: S.PHONE_REQUIRED,
  PHONE_INVALID_FOR_COUNTRY: S.PHONE_INVALID_FOR_COUNTRY,
  PHONE_FORMAT: S.PHONE_FORMAT,
  WEBSITE_REQUIRED: S.WEBSITE_REQUIRED,
  WEBSITE_INVALID: S.WEBSITE_INVALID,
  FONT_REQUIRED: S.FONT_REQUIRED,
  PRIMARY_REQUIRED: S.PRIMARY_REQUIRED,
  SECONDARY_REQUIRED: S.SECONDARY_REQUIRED,
  /** Not worded by the spec ("colours accept only #RRGGBB"); same text as the server. */
  COLOR_FORMAT: S.COLOR_FORMAT,
  LOGO_REQUIRED: S.LOGO_REQUIRED,
  FULL_NAME_REQUIRED: S.FULL_NAME_REQUIRED,
  POSITION_REQUIRED: S.POSITION_REQUIRED,
  PICTURE_REQUIRED: S.PICTURE_REQUIRED,
  EMAIL_REQUIRED: 'Email is required',
  INVALID_EMAIL_FORMAT: 'Invalid email format',
  FILE_TOO_LARGE: S.FILE_TOO_LARGE,
  /** Not worded by the spec; same text as the server. */
  IMAGE_TYPE: S.IMAGE_TYPE,
  EMAILS_REQUIRED: S.EMAILS_REQUIRED,
  SELECT_PLAN: S.SELECT_PLAN,
  RESET_SENT: S.RESET_SENT,
  TOKEN_INVALID: S.TOKEN_INVALID,
  RESET_AGAIN: 'Reset your password again.',
  NEW_PASSWORD_SAVED: S.NEW_PASSWORD_SAVED,

  // Invites (spec §8)
  AUTH_REQUIRED: S.AUTH_REQUIRED,
  INVITATION_SENT: S.INVITATION_SENT,
  INVITE_FAILED: 'Failed to send invitation',
  INVITE_NETWORK: 'Failed to send invitation. Please try again.',
  INVITES_FAILED_ONBOARDING: 'Failed to send invitations. Please try again.',

  // Payment (spec §8)
  PAYMENT_ERROR_TITLE: 'Payment Error',
  PAYMENT_NETWORK: 'Network error. Please check your internet connection and try again.',
  SESSION_EXPIRED: S.SESSION_EXPIRED,
  PAYMENT_INVALID_PLAN: 'Invalid plan selection. Please try again.',
  PAYMENT_SERVER: 'Server error. Please try again later or contact support.',
  PAYMENT_SERVICE: 'Payment service error. Please try again or contact support.',
  PAYMENT_FAILED: 'Payment processing failed. Please try again.',
  PAYMENT_NO_URL: 'No payment URL received from server.',
  REDIRECTING_TO_PAYMENT: 'Please wait while we redirect you to the payment page...',
  CHOOSE_RENEWAL_PLAN: 'Choose Your Renewal Plan',
  PRICE_CONTACT_US: 'Price: Contact Us',
  CONTACT_US: 'Contact Us',
  RENEW_PLAN: 'Renew Plan',
  PAYMENT_SUCCESSFUL: 'Payment Successful',
  GO_TO_ONBOARDING: 'Go to Onboarding',
  RENEWAL_SUCCESSFUL: 'Renewal Successful!',
  GO_TO_DASHBOARD: 'Go to Dashboard',

  // Licence codes from a funder (issue 18 §3): the way to the redeem page from payment, renewal and
  // settings (the redeem page shows the server's refusals as it sends them).
  HAVE_LICENCE_CODE: 'Have a licence code from a funder?',
  REDEEM_A_CODE: 'Redeem a code',

  // Onboarding (spec §2)
  WELCOME_TO_TOOLKIT: 'Welcome to the toolkit',
  GET_STARTED: 'Get Started',
  SKIP_FOR_NOW: 'Skip for Now',
  ADD_MEMBERS_VIA_EMAIL: 'Add Members via Email',
  PROFILE_UPDATED: S.PROFILE_UPDATED,
  ORG_UPDATED: S.ORG_UPDATED,

  // Team panel (spec §2, §7, §8)
  ALL_MEMBERS: 'All Members',
  PENDING: 'Pending',
  INVITE_HINT: 'Press Space or Enter after each email address.',
  ERROR_TITLE: 'Error',
  TEAM_FETCH_FAILED: 'Failed to fetch team members.',
  ARE_YOU_SURE: 'Are you sure?',
  RESEND_CONFIRM: 'You want to invite again!',
  RESEND_CONFIRM_BUTTON: 'Yes, send invite!',
  SUCCESS_TITLE: 'Success!',
  INVITE_RESENT: S.INVITE_RESENT,
  RESEND_FAILED: 'Failed to resend invite',
  REMOVE_CONFIRM: 'You want to remove this member from the team!',
  REMOVE_CONFIRM_BUTTON: 'Yes, remove them!',
  REMOVED_TITLE: 'Removed!',
  MEMBER_REMOVED: S.MEMBER_REMOVED,
  REMOVE_FAILED: 'Failed to remove member.',

  // Settings (spec §2, §4, §5, §8)
  DIRECTOR_REQUIRED: S.DIRECTOR_REQUIRED,
  YEAR_REQUIRED: S.YEAR_REQUIRED,
  /** Not worded by the spec ("digits only, 4 characters max"); same text as the server. */
  YEAR_FORMAT: S.YEAR_FORMAT,
  PASSWORD_UPDATED: S.PASSWORD_UPDATED,
  PASSWORD_CHANGE_FAILED: 'Something is wrong',
  ORG_UPDATE_FAILED: 'Failed to update organization information',
  ORG_UPDATE_ERROR: 'An error occurred while updating organization information',
  PROFILE_UPDATE_FAILED: 'Failed to update personal information',
  PROFILE_UPDATE_ERROR: 'An error occurred while updating personal information',
  USER_FETCH_FAILED: 'Failed to fetch user information',
  USER_FETCH_ERROR: 'An error occurred while fetching user information',
  ORG_FETCH_FAILED: 'Failed to fetch organization information',
  ORG_FETCH_ERROR: 'An error occurred while fetching organization information',
  PERSONAL_INFORMATION: 'Personal Information',
  ORGANIZATION_INFORMATION: 'Organization Information',
  SUBSCRIPTION_DETAILS: 'Subscription Details',
  CHANGE_PASSWORD: 'Change Password',
  VIEW_SUBSCRIPTION: 'View Subscription',
  END_DATE: 'End Date',
  RENEW: 'Renew',
  CANCEL_SUBSCRIPTION: 'Cancel Subscription',
  CONTACT_OWNER_TO_RENEW: S.SUBSCRIPTION_REQUIRED_MEMBER,

  // Shell and plan navigation (spec §2, §4, §8)
  FUNDRAISING_PLAN: 'Fundraising Plan',
  FUNDRAISING_RESOURCES: 'Fundraising Resources',
  HELP: 'Help',
  SETTINGS: 'Settings',
  LOGOUT: 'Logout',
  PLAN_PROGRESS: 'Your Fundraising Plan Progress',
  NEXT: 'Next',
  NEXT_MODULE: 'Next Module',
  MODULE_OPTIONAL: 'This Module is Optional',
  SKIP_IT: 'Skip it',
  MODULE_IS_SKIPPED: 'This Module is Skipped',
  UNSKIP_IT: 'Unskip it',
  MODULE_SKIPPED_TITLE: 'Module Skipped',
  MODULE_SKIPPED_TEXT:
    'This module has been skipped. Please go to the Module 9 Overview page to unskip it if you want to access this section.',
  WELL_DONE: 'Well done!',
  SKIP_NO_TOKEN: 'Authentication token not available',
  UNSKIP_NO_PATH: 'No module path provided for unskipping',
  UNSKIP_NO_AUTH: 'Authentication required for unskipping modules',

  // Buttons and errors any screen may show (ours)
  OK: 'OK',
  DOWNLOAD: 'Download',
  CHECK_CONNECTION: 'Please check your internet connection and try again.',
} as const;

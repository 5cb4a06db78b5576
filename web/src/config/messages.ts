/**
 * Every user-visible message that the specification words, exactly as it words them.
 * Screens import from here so a message is written once (and the tests pin each one).
 */
export const M = {
  // Validation (spec §5)
  INVALID_EMAIL: 'Invalid Email Address!',
  FIELD_REQUIRED: 'Field Is Required!',
  PASSWORD_TOO_SHORT: 'Password should be at least 8 characters long!',
  PASSWORDS_MUST_MATCH: 'Password and Confirm Password must match!',
  FIRST_AND_LAST_NAME: 'Please enter both first and last name',
  ORG_NAME_REQUIRED: 'Organization Name is required',
  ORG_ADDRESS_REQUIRED: 'Organization Address is required',
  PHONE_REQUIRED: 'Phone number is required',
  PHONE_INVALID_FOR_COUNTRY: 'Please enter a valid phone number for the selected country',
  PHONE_FORMAT: 'Phone number must be in a valid format',
  WEBSITE_REQUIRED: 'Website URL is required',
  WEBSITE_INVALID: 'Must be a valid URL address!',
  FONT_REQUIRED: 'Font selection is required',
  PRIMARY_REQUIRED: 'Primary Color is required',
  SECONDARY_REQUIRED: 'Secondary Color is required',
  /** Not worded by the spec ("colours accept only #RRGGBB"); same text as the server. */
  COLOR_FORMAT: 'Colors must be in the format #RRGGBB',
  LOGO_REQUIRED: 'Organization Logo is required',
  FULL_NAME_REQUIRED: 'Full name is required',
  POSITION_REQUIRED: 'Position is required',
  PICTURE_REQUIRED: 'Profile picture is required',
  EMAIL_REQUIRED: 'Email is required',
  INVALID_EMAIL_FORMAT: 'Invalid email format',
  FILE_TOO_LARGE: 'File size should be less than 1MB',
  /** Not worded by the spec; same text as the server. */
  IMAGE_TYPE: 'Please upload a PNG or JPEG image',
  EMAILS_REQUIRED: 'At least one email is required!',
  SELECT_PLAN: 'Please Select a Plan!',

  // Login (spec §8)
  LOGIN_NETWORK: 'Unable to connect to the server. Please check your internet connection and try again.',
  LOGIN_NOT_REGISTERED: 'This email address is not registered. Please check your email or sign up for a new account.',
  LOGIN_INCORRECT: 'Incorrect email or password. Please try again.',
  LOGIN_LOCKED: 'Your account has been temporarily locked for security reasons. Please contact support to unlock it.',
  LOGIN_TOO_MANY: 'Too many failed login attempts. Please wait a few minutes before trying again.',
  LOGIN_FAILED: 'Login failed. Please check your credentials and try again.',
  CONFIRMED: 'Thank you for confirming your account, you can login now!',

  // Sign-up (spec §8)
  SOMETHING_WRONG: 'Something went wrong, please try again later!',

  // Forgot and change password (spec §8)
  EMAIL_NOT_FOUND: 'Your email does not exist.',
  RESET_SENT: 'Check your email for reset password instructions.',
  RESET_NETWORK: 'Unable to connect to server. Please check your internet connection and try again.',
  TOKEN_INVALID: 'token is not valid.',
  RESET_AGAIN: 'Reset your password again.',
  NEW_PASSWORD_SAVED: 'new password saved.',

  // Invites (spec §8)
  AUTH_REQUIRED: 'Authentication required',
  INVITATION_SENT: 'Invitation Sent',
  INVITE_FAILED: 'Failed to send invitation',
  INVITE_NETWORK: 'Failed to send invitation. Please try again.',
  INVITES_FAILED_ONBOARDING: 'Failed to send invitations. Please try again.',

  // Payment (spec §8)
  PAYMENT_ERROR_TITLE: 'Payment Error',
  PAYMENT_NETWORK: 'Network error. Please check your internet connection and try again.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  PAYMENT_INVALID_PLAN: 'Invalid plan selection. Please try again.',
  PAYMENT_SERVER: 'Server error. Please try again later or contact support.',
  PAYMENT_SERVICE: 'Payment service error. Please try again or contact support.',
  PAYMENT_FAILED: 'Payment processing failed. Please try again.',
  PAYMENT_NO_URL: 'No payment URL received from server.',

  // Payment and renewal screens (spec §2)
  LOADING_ACCOUNT: 'Loading your account...',
  REDIRECTING_TO_PAYMENT: 'Please wait while we redirect you to the payment page...',
  CHOOSE_RENEWAL_PLAN: 'Choose Your Renewal Plan',
  PRICE_CONTACT_US: 'Price: Contact Us',
  CONTACT_US: 'Contact Us',
  RENEW_PLAN: 'Renew Plan',
  PAYMENT_SUCCESSFUL: 'Payment Successful',
  GO_TO_ONBOARDING: 'Go to Onboarding',
  RENEWAL_SUCCESSFUL: 'Renewal Successful!',
  GO_TO_DASHBOARD: 'Go to Dashboard',

  // Onboarding (spec §2)
  WELCOME_TO_TOOLKIT: 'Welcome to the toolkit',
  GET_STARTED: 'Get Started',
  SKIP_FOR_NOW: 'Skip for Now',
  ADD_MEMBERS_VIA_EMAIL: 'Add Members via Email',
  PROFILE_UPDATED: 'Personal information has been updated successfully',
  ORG_UPDATED: 'Organization information has been updated successfully',

  // Team panel (spec §2, §7, §8)
  ALL_MEMBERS: 'All Members',
  PENDING: 'Pending',
  ROLE_MEMBER: 'Member',
  INVITE_HINT: 'Press Space or Enter after each email address.',
  ERROR_TITLE: 'Error',
  TEAM_FETCH_FAILED: 'Failed to fetch team members.',
  ARE_YOU_SURE: 'Are you sure?',
  RESEND_CONFIRM: 'You want to invite again!',
  RESEND_CONFIRM_BUTTON: 'Yes, send invite!',
  SUCCESS_TITLE: 'Success!',
  INVITE_RESENT: 'Invite resent successfully.',
  RESEND_FAILED: 'Failed to resend invite',
  REMOVE_CONFIRM: 'You want to remove this member from the team!',
  REMOVE_CONFIRM_BUTTON: 'Yes, remove them!',
  REMOVED_TITLE: 'Removed!',
  MEMBER_REMOVED: 'Member has been removed from the team.',
  REMOVE_FAILED: 'Failed to remove member.',

  // Settings (spec §2, §4, §5, §8)
  DIRECTOR_REQUIRED: 'Director Name is required',
  YEAR_REQUIRED: 'Year is required',
  /** Not worded by the spec ("digits only, 4 characters max"); same text as the server. */
  YEAR_FORMAT: 'Year must be 4 digits',
  PASSWORD_UPDATED: 'Password has been updated successfully',
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
  CONTACT_OWNER_TO_RENEW: 'Please contact your organization owner to renew the subscription.',

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
  SKIPPED_FETCH_FAILED: 'Failed to fetch skipped modules.',
} as const;

export type Message = (typeof M)[keyof typeof M];

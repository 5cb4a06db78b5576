/**
 * What the document download says (spec file 3 §2 "Fundraising collateral", contract "Documents
 * API"). Texts the spec leaves open are marked "ours" and listed in docs/decisions.md.
 */
export const DM = {
  /** Spec §2: the full-screen overlay while a document is generated. */
  GENERATING: 'Please wait while we generate your document...',
  /** ours: the progress bar's accessible name. */
  PROGRESS_LABEL: 'Document generation progress',
  /** The worker's words for a job that failed (contract), also used when the request cannot be sent. */
  GENERATION_FAILED: 'We could not generate your document. Please try again.',
  /** Contract: the overlay gives up after 120 seconds. */
  TOO_LONG: 'Your document is taking longer than expected. Please try again in a minute.',
  /** ours: the title of the dialog that explains a failed download. */
  FAILED_TITLE: 'Download failed',
  /** ours: the failure dialog's button. */
  OK: 'OK',
} as const;

import { AM } from '../../config/appMessages';
import * as S from '../../generated/messages';

/**
 * What the document download says (spec file 3 §2 "Fundraising collateral", contract "Documents
 * API"). Texts the spec leaves open are marked "ours" and listed in docs/decisions.md.
 */
export const DM = {
  /** Spec §2: the full-screen overlay while a document is generated. */
  GENERATING: S.DOCUMENT_GENERATING,
  /** ours: the progress bar's accessible name. */
  PROGRESS_LABEL: 'Document generation progress',
  /** The worker's words for a job that failed (contract), also used when the request cannot be sent. */
  GENERATION_FAILED: S.DOCUMENT_FAILED,
  /** Contract: the overlay gives up after 120 seconds. */
  TOO_LONG: S.DOCUMENT_TOO_SLOW,
  /** ours: the title of the dialog that explains a failed download. */
  FAILED_TITLE: 'Download failed',
  /** ours: the failure dialog's button. */
  OK: AM.OK,
} as const;

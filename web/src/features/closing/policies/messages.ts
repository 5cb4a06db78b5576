import { AM } from '../../../config/appMessages';
import { PP } from '../../../config/planPageMessages';

/**
 * What the Policies and Procedures Manual and Development Documents pages say (spec file 3 §2,
 * §4, §8). The spec words none of it but the group names; the rest is ours (docs/decisions.md
 * "Closing pages").
 */
export const PM = {
  POLICIES_LEAD:
    'Choose the foundational policies for your Policies and Procedures manual. Each is a template filled with your organization’s details for your board to review and adopt. You can also download any policy on its own as a Word document.',
  DOCUMENTS_LEAD:
    'Choose the documents your team will use when a gift is made. Each is a Word template filled with your organization’s details; download one to adapt it.',
  SELECT_ALL: 'Select All',
  DEVELOPMENT: 'Development Documents',
  OTHER: 'Other Documents',
  DOWNLOAD: AM.DOWNLOAD,
  LOAD_FAILED: PP.LOAD_ERROR,
  SAVE_FAILED: 'Failed to save your selection. Please try again.',
} as const;

export const downloadLabel = (name: string) => `Download ${name} (.docx)`;
export const selectedCount = (n: number, of: number) => `${n} of ${of} selected`;

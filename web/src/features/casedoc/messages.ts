import { AM } from '../../config/appMessages';
import { PM } from '../../config/planMessages';
import { PP } from '../../config/planPageMessages';
import * as S from '../../generated/messages';

/**
 * What the case for support document screen says (spec file 3 §2 "Case-for-support document
 * screen", §5, §8). Texts the spec words are verbatim; texts it leaves open are marked "ours" and
 * listed in docs/decisions.md ("Case for support document screen").
 */
export const DM = {
  /** Spec §2 and §8. */
  DESKTOP_ONLY: 'For optimal viewing experience, please access this page on a desktop device.',
  /** Spec §8 (a load failure). */
  LOAD_FAILED: PP.LOAD_ERROR,
  /** ours */
  LOADING: 'Loading your case for support…',
  TRY_AGAIN: PP.TRY_AGAIN,

  // Toolbar (spec §2)
  BACKGROUND: 'Background',
  HEADINGS: 'Headings',
  BODY: 'Body',
  FONT: 'Font',
  /** ours: the select's groups. */
  ORGANIZATION_FONTS: 'Organization fonts',
  STANDARD_FONTS: 'Standard fonts',
  INSTRUCTIONS: 'Instructions',
  DOWNLOAD: AM.DOWNLOAD,
  PDF_FILE: 'PDF File',
  WORD_FILE: 'Word File',
  NEXT: AM.NEXT,
  /** ours: the contrast notes (WCAG 2.x ratios). */
  LOW_CONTRAST: (what: 'Body text' | 'Headings', ratio: string, needed: number) =>
    `${what} on this background may be hard to read (contrast ${ratio}:1; ${needed}:1 or more reads well).`,
  /** ours */
  STYLE_NOT_SAVED: 'Your colours and font were not saved',
  PROGRESS_NOT_SAVED: 'Your progress was not saved',
  TOOLS: 'Document style and actions',
  PAGES: 'Pages',
  PREVIEW: 'Document preview',
  PAGE_LABEL: (n: number, total: number, title: string) => `Page ${n} of ${total}: ${title}`,
  THUMB_NAME: (n: number, title: string) => `Page ${n}: ${title}`,

  // Instructions (spec §2: three steps with Previous, Next and Close; the words are ours)
  INSTRUCTIONS_TITLE: 'How to finish your case for support',
  STEP_OF: (n: number) => `Step ${n} of 3`,
  PREVIOUS: 'Previous',
  CLOSE: 'Close',
  INSTRUCTION_STEPS: [
    {
      title: 'Edit the texts',
      text: 'Your case for support is built from your plan. Click any text on a page to edit it for this document: the word count shows as you type. Your plan’s answers stay as they are, and you can reset a text to your plan’s answer at any time.',
    },
    {
      title: 'Choose your pictures',
      text: 'Every page starts with a picture made for the toolkit. Point at a picture to replace it with your own photograph (PNG or JPEG, up to 1 MB), crop it to the part you want, or delete your picture to bring the original back.',
    },
    {
      title: 'Style, download and continue',
      text: 'Pick your background, heading and body colours and a font in the toolbar: every page follows. Download gives you the document as a PDF File or a Word File. Next marks your case for support complete and takes you to the Gift Pyramid.',
    },
  ],

  // Text editing (spec §5)
  WORD_LIMIT_TITLE: 'Word Limit Exceeded!',
  WORD_LIMIT_ALERT: (limit: number, count: number) =>
    `You cannot enter more than ${limit} words. Current count: ${count} words.`,
  WORD_LIMIT_INLINE: (limit: number) => `You cannot enter more than ${limit} words!`,
  ANSWER_REQUIRED: S.CASE_TEXT_REQUIRED,
  WORDS: (count: number, limit: number) => `${count}/${limit} words`,
  OVER_LIMIT: PM.WORD_LIMIT_EXCEEDED,
  EDIT: 'Edit',
  EDIT_LABEL: (what: string) => `Edit ${what}`,
  EDITOR_TITLE: (what: string) => `Edit ${what}`,
  /** ours: the editor's note under the title. */
  EDITOR_NOTE: 'Changes here appear only in your case for support document.',
  SAVE: 'Save',
  CANCEL: PM.CANCEL,
  OK: AM.OK,
  RESET: 'Reset to plan text',
  /** ours: the confirmation on save (spec §2: "the edits affect only the downloaded PDF"). */
  SAVE_WARNING_TITLE: 'Save this edit?',
  SAVE_WARNING:
    'This edit affects only your downloaded case for support document (PDF and Word). Your plan’s answers stay as they are.',
  SAVE_CONFIRM: 'Save Edit',
  SAVE_FAILED: PM.SAVE_ANSWER_FAILED,
  RESET_FAILED: 'The text could not be reset. Please try again.',
  EDITED: 'Edited for this document',

  // Images (spec §2)
  REPLACE: 'Replace',
  CROP: 'Crop',
  DELETE: PM.DELETE,
  REPLACE_LABEL: (what: string) => `Replace ${what}`,
  CROP_LABEL: (what: string) => `Crop ${what}`,
  DELETE_LABEL: (what: string) => `Delete ${what}`,
  CHOOSE_IMAGE: 'Choose an image',
  /** ours: spec §2 "a message says the system is working on the image". */
  WORKING: 'Please wait while we work on the image...',
  IMAGE_TYPE: S.IMAGE_TYPE,
  IMAGE_TOO_LARGE: S.FILE_TOO_LARGE,
  IMAGE_FAILED: 'The image could not be saved. Please try again.',
  IMAGE_NOT_OPENED: 'The image could not be opened for cropping. Please try again.',
  DELETE_TITLE: 'Delete Picture',
  DELETE_QUESTION: 'Delete your picture? The page shows the picture made for the toolkit again.',
  IMAGE_ERROR_TITLE: 'Your picture was not saved',

  // Cropper (spec §2)
  CROP_TITLE: 'Select the Area',
  CROP_IMAGE: 'Crop Image',
  /** ours */
  CROP_HELP:
    'The bright area is what your page shows. Drag it to move it, or drag its corner to resize it; or use the sliders below.',
  CROP_ACROSS: 'Left and right',
  CROP_DOWN: 'Up and down',
  CROP_SIZE: 'Size',
  CROP_FROM_LEFT: (x: number) => `${x}% from the left`,
  CROP_FROM_TOP: (y: number) => `${y}% from the top`,
  CROP_SIZE_TEXT: (s: number) => `${s}% of the largest area`,
  RESIZE: 'Resize the area',
} as const;

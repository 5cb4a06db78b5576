/**
 * What the Donor Recognition and Benefit Structure page says (spec file 3 §2, §5, §8), as the
 * spec words it. Texts the spec leaves open are marked "ours" (docs/decisions.md "Closing pages").
 */
export const SM = {
  PROCEED_BLANK: 'Please fill in all benefit names before proceeding',
  SAVE_BLANK: 'Please fill in all benefit names before saving',
  NAME_REQUIRED: 'Benefit name is required.',
  DELETE_TITLE: 'Delete Donor Benefit',
  /** ours */
  DELETE_QUESTION: 'Are you sure you want to delete this benefit? It is removed from every gift level.',
  CANCEL: 'Cancel',
  DELETE: 'Delete',
  DELETE_FAILED: 'Failed to delete the stewardship. Please try again.',
  LOAD_FAILED: 'Failed to load your previous stewardship data. You can still create new ones.',
  SAVE_FAILED: 'Failed to save your stewardship data. Please try again.',
  /** The server's limit, as it words it. */
  MAX_ROWS: 'A benefit chart holds at most 50 benefits.',
  /** ours */
  ADD: 'Add Benefit',
  LEAD: 'List what donors receive in return for their support, then tick each gift level that receives the benefit. Donors at a higher level usually receive the benefits of the levels below it too.',
  GOAL: 'Three-year fundraising goal',
  RATIO: 'Prospect-to-donor ratio',
  BENEFIT: 'Benefit',
  CAPTION: 'Donor benefits by gift level',
  NAME_PLACEHOLDER: 'Write benefit name here...',
  CONFLICT: 'Someone else changed this chart since you opened it. Reload to see the saved chart.',
  RELOAD: 'Reload',
  SAVING: 'Saving...',
  SAVED: 'All changes saved',
  ACTIONS: 'Actions',
} as const;

/** ours: how many prospects are named at a level, under its column heading. */
export const namedProspects = (n: number) => `${n} prospect${n === 1 ? '' : 's'} named`;

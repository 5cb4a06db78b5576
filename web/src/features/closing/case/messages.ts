import { PP } from '../../../config/planPageMessages';
import * as S from '../../../generated/messages';

/**
 * What the module 11 pages say (spec file 3 §2, §5, §8). Texts the spec leaves open are marked
 * "ours" and listed in docs/decisions.md ("Case for support pages").
 */
export const CM = {
  // Ways to Give (spec §5)
  WAYS_REQUIRED: S.WAYS_TO_GIVE_REQUIRED,
  /** ours: the group's accessible name and the line above the checklist. */
  WAYS_LEGEND: 'Ways to Give',

  // Success stories (spec §5)
  STORIES_REQUIRED: S.STORIES_REQUIRED,
  STORY_REQUIRED: S.STORY_REQUIRED,
  STORIES_OVER_LIMIT: S.STORIES_OVER_WORD_LIMIT,
  STORY_WORD_LIMIT: S.STORY_WORD_LIMIT,
  /** ours */
  STORIES_LEAD:
    'Share up to three short stories of people whose lives your work has changed. Each story can have up to 263 words; they appear in your case for support in this order.',
  STORY_LABEL: (n: number) => `Success Story ${n}`,
  STORY_PLACEHOLDER: 'Tell the story of one person your work has helped...',
  ADD_STORY: 'Add Success Story',
  STORIES_MAX_HINT: '(3 Stories Max)',
  DELETE_STORY: (n: number) => `Delete Success Story ${n}`,
  MOVE_STORY_UP: (n: number) => `Move Success Story ${n} up`,
  MOVE_STORY_DOWN: (n: number) => `Move Success Story ${n} down`,
  DELETE_STORY_TITLE: 'Delete Success Story',
  DELETE_STORY_QUESTION: 'Are you sure you want to delete this success story?',
  DELETE_STORY_FAILED: 'Failed to delete the success story. Please try again.',
  STORIES_LOAD_FAILED: PP.LOAD_ERROR,
  NO_STORIES: 'No success stories yet.',
  SAVE_STORIES_FAILED: PP.SAVE_ANSWER_FAILED,

  // Talking points (spec §8)
  PITCH_LOAD_FAILED: S.PITCH_LOAD_FAILED,
  /** ours */
  TALKING_POINTS_LEAD:
    'Your talking points, built from your plan: twelve short points you and your board can say aloud when you ask for a gift. Change the plan and they follow.',
  DOWNLOAD_TALKING_POINTS: 'Download Talking Points',
  NO_TALKING_POINTS: 'No talking points yet: complete the earlier modules of your plan first.',
  /** ours: the pitch after the points (DECISIONS "Talking points"). */
  PITCH_ASK: 'Making the Ask',
  PITCH_STORY: 'One Story to Tell',
  PITCH_IMPACT: 'One Figure to Remember',
  PITCH_OBJECTIONS: 'When You Hear an Objection',
} as const;

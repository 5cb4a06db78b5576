/** The rules of the success stories (spec file 3 §5, §9), as the page checks them before saving. */
import { countWords, isBlank } from '../../../lib/words';
import { CLOSING_LIMITS } from '../../../generated/closing';
import { CM } from './messages';

/** Spec §9: at most 3 stories, each at most 263 words. */
export const MAX_STORIES = CLOSING_LIMITS.maxStories;
export const STORY_WORD_LIMIT = CLOSING_LIMITS.storyWordLimit;

/** A story on screen: `key` is the page's own, `id` the server's once saved. */
export interface StoryDraft {
  key: string;
  id: string | null;
  text: string;
}

/** The first rule a story breaks, as its message, or null. */
export function storyError(text: string): string | null {
  if (isBlank(text)) return CM.STORY_REQUIRED;
  if (countWords(text) > STORY_WORD_LIMIT) return CM.STORY_WORD_LIMIT;
  return null;
}

/** The page's message for the list, or null. */
export function listError(stories: readonly StoryDraft[]): string | null {
  if (stories.length === 0) return CM.STORIES_REQUIRED;
  if (stories.some((s) => countWords(s.text) > STORY_WORD_LIMIT)) return CM.STORIES_OVER_LIMIT;
  return null;
}

/** Whether the server would take the list as it is (the autosave waits otherwise). */
export function savable(stories: readonly StoryDraft[]): boolean {
  return stories.length > 0 && stories.length <= MAX_STORIES && stories.every((s) => storyError(s.text) === null);
}

/** Two lists are the same for saving when their ids and texts are, in order. */
export function sameStories(a: readonly StoryDraft[], b: readonly StoryDraft[]): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i].id && s.text === b[i].text);
}

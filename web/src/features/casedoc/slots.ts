/** Names and ids the document's pages and the editor share. */
import type { CaseProject } from '../../lib/resources/casedoc';

/** The page's id in the preview, for the thumbnails to scroll to. */
export const pageId = (n: number) => `case-page-${n}`;

/** The editor's name for a slot. */
export function slotLabel(slot: string, data: { projects: CaseProject[]; success_stories: { slot: string }[] }): string {
  if (slot.startsWith('project:')) return data.projects.find((p) => p.slot === slot)?.project_name ?? 'Project';
  if (slot.startsWith('story:')) {
    const n = data.success_stories.findIndex((s) => s.slot === slot);
    return `Success Story ${n + 1}`;
  }
  return FIXED_SLOT_NAMES[slot] ?? slot;
}

const FIXED_SLOT_NAMES: Readonly<Record<string, string>> = {
  director_letter: 'Letter from the Executive Director',
  our_story: 'Our Story',
  vision: 'Our Vision',
  mission: 'Our Mission',
  summary: 'Annual Programs Summary',
  call_for_more: 'Call for More',
  join_us: 'Join Us',
};

/**
 * What each page of the plan is: a section's page kind, from the section catalogue (shared/domain,
 * generated into src/generated/registry.ts), or 'view' for the "by question" views, which are not
 * sections. `pageOf` is the only place that maps a path to a section and its kind (./screens maps a
 * kind to its screen); the screens are given the section's id, by which they name their page.
 */
import { BY_QUESTION_VIEWS, type PageKind, type SectionId } from '../generated/registry';
import type { NavStatusResponse } from '../lib/resources/navigation';
import { sectionAt } from '../lib/sections';

/** What a page of the plan is rendered as: a section's page kind, or a "by question" view. */
export type ScreenKind = PageKind | 'view';

/** What the plan gives the page of a path. */
export interface PageProps {
  /** The page's path (a program or project page carries its slug in it). */
  path: string;
  /** The section's name (or the view's title). */
  title: string;
  /** The plan's progress (the welcome page's module list). */
  nav: NavStatusResponse;
}

/** What every screen is given (each takes what it needs). */
export interface ScreenProps extends PageProps {
  /** The section the page is, by its stable id; null for a "by question" view. */
  section: SectionId | null;
}

/** The section and kind of the page at `path`, or undefined when it is no page of the plan. */
export function pageOf(path: string): { kind: ScreenKind; section: SectionId | null } | undefined {
  const section = sectionAt(path);
  if (section) return { kind: section.page, section: section.id };
  if (Object.hasOwn(BY_QUESTION_VIEWS, path)) return { kind: 'view', section: null };
  return undefined;
}

/** The kind of the page at `path`, or undefined when it is no page of the plan. */
export function pageKindOf(path: string): ScreenKind | undefined {
  return pageOf(path)?.kind;
}

/**
 * What each page of the plan is: a section's page kind, from the section catalogue (shared/domain,
 * generated into src/generated/registry.ts), or 'view' for the "by question" views, which are not
 * sections. `pageKindOf` is the only place that maps a path to a kind (./screens maps a kind to its
 * screen), so keying the plan by section id rather than by path later changes this file alone.
 */
import { BY_QUESTION_VIEWS, MODULES, type PageKind } from '../generated/registry';
import type { NavStatusResponse } from '../lib/resources/navigation';

/** What a page of the plan is rendered as: a section's page kind, or a "by question" view. */
export type ScreenKind = PageKind | 'view';

/** What every screen is given (each takes what it needs). */
export interface ScreenProps {
  /** The page's path (a program or project page carries its slug in it). */
  path: string;
  /** The section's name (or the view's title). */
  title: string;
  /** The plan's progress (the welcome page's module list). */
  nav: NavStatusResponse;
}

const fixedKinds = new Map<string, PageKind>();
const prefixKinds: [prefix: string, kind: PageKind][] = [];
for (const module of MODULES) {
  for (const section of module.sections) {
    if (section.kind === 'page') fixedKinds.set(section.path, section.page);
    else prefixKinds.push([section.prefix, section.page]);
  }
}

/** The kind of the page at `path`, or undefined when it is no page of the plan. */
export function pageKindOf(path: string): ScreenKind | undefined {
  const fixed = fixedKinds.get(path);
  if (fixed) return fixed;
  if (Object.hasOwn(BY_QUESTION_VIEWS, path)) return 'view';
  return prefixKinds.find(([prefix]) => path.startsWith(prefix))?.[1];
}

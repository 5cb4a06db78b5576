/**
 * The plan's sections by their stable ids (the section catalogue of shared/domain, generated into
 * src/generated/registry.ts). Code names a page of the plan by its section id and asks here for
 * its path, so a path is spelled only by the catalogue (and the app's route table): a section's
 * path may change, its id never does.
 */
import {
  BY_QUESTION_VIEWS,
  MODULES,
  SECTION_PATHS,
  type FixedSectionPath,
  type ModulePath,
  type RegistryModule,
  type RegistrySection,
  type SectionId,
  type ViewPath,
} from '../generated/registry';

/** The sections at a fixed path (every one but the program and project pages). */
export type FixedSectionId = keyof typeof SECTION_PATHS;
/** The sections with one page per core program or new project, at their prefix and the item's slug. */
export type ItemSectionId = Exclude<SectionId, FixedSectionId>;
type ModuleOf<S> = S extends `${infer M}.${string}` ? M : never;
/** A module's stable id: the part of its sections' ids before the dot ('programs' for 'programs.list'). */
export type ModuleId = ModuleOf<SectionId>;

const sections = new Map<SectionId, RegistrySection>(MODULES.flatMap((m) => m.sections.map((s) => [s.id, s] as const)));
const modules = new Map<string, RegistryModule>(MODULES.map((m) => [m.id, m]));

/** What the catalogue says of a section: its page kind, its question keys, its table. */
export function section(id: SectionId): RegistrySection {
  const found = sections.get(id);
  if (!found) throw new Error(`No section ${id} in the catalogue`);
  return found;
}

/** The path of a section at a fixed path. */
export function sectionPath(id: FixedSectionId): FixedSectionPath {
  return SECTION_PATHS[id];
}

/** The path before the item's slug of a program's or a project's pages ('…/program/'). */
export function sectionPrefix(id: ItemSectionId): string {
  const found = section(id);
  if (found.kind === 'page') throw new Error(`Section ${id} is at a fixed path`);
  return found.prefix;
}

/** The slug of the program or project whose page of section `id` is at `path` (what follows the prefix). */
export function itemSlug(id: ItemSectionId, path: string): string {
  return path.slice(sectionPrefix(id).length);
}

/** A module's own path (the form of a skipped module and of a module's assignees). */
export function modulePath(id: ModuleId): ModulePath {
  const found = modules.get(id);
  if (!found) throw new Error(`No module ${id} in the catalogue`);
  return found.path;
}

/**
 * The path of a "by question" view: a page of a module that is not a section (no id of its own),
 * named as the catalogue names it, by its module and its slug in it.
 */
export function viewPath(module: ModuleId, slug: string): ViewPath {
  const path = `${modulePath(module)}/${slug}`;
  if (!Object.hasOwn(BY_QUESTION_VIEWS, path)) throw new Error(`No view ${slug} in module ${module}`);
  return path as ViewPath;
}

/**
 * The section whose page is at `path`: a fixed page, or a program's or project's page (any slug
 * after its prefix). Undefined for any other path (a "by question" view, a page of no section).
 */
export function sectionAt(path: string): RegistrySection | undefined {
  for (const s of sections.values()) {
    if (s.kind === 'page' ? s.path === path : path.startsWith(s.prefix)) return s;
  }
  return undefined;
}

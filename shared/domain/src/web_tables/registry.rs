//! `registry.ts`: the plan's static structure from the section registry (`crate::sections`).

use super::{HEADER, ts, union};
use crate::sections::{
    AFTER_SKIP, BY_QUESTION_VIEWS, COMPLETION_TOASTS, MODULES, NEVER_SKIPPED, PageKind, Place,
    SKIPPABLE_MODULE, Section, ToastWhen, fixed_paths,
};
use std::fmt::Write;

/// `id, page, questions, table` of a section, as a TypeScript object's fields.
fn description(s: &Section) -> String {
    let questions: Vec<String> = s.questions.iter().map(|q| ts(q)).collect();
    format!(
        "id: {}, page: {}, questions: [{}], table: {}",
        ts(s.id),
        ts(s.page.as_str()),
        questions.join(", "),
        s.table.map_or("null".to_string(), |t| ts(t.as_str()))
    )
}

/// The plan's static structure (shared/domain/src/sections): section paths as types, the
/// modules with their names and sections in order, the skip rule's constants, the "by question"
/// views and the completion toasts.
pub fn registry_ts() -> String {
    let mut o = String::from(HEADER);
    o.push_str("// The plan's modules and sections come from shared/domain/src/sections.rs.\n\n");

    o.push_str("/** The slug of each of the plan's 15 modules, in order. */\n");
    let _ = writeln!(
        o,
        "export type ModuleSlug ={};\n",
        union(MODULES.iter().map(|m| ts(m.slug)))
    );
    o.push_str("/** `/steps/<module>`: the form of skipped modules and module assignees. */\n");
    o.push_str("export type ModulePath = `/steps/${ModuleSlug}`;\n\n");

    o.push_str(
        "/** Every page of the plan that every organization has (all but the program and project pages), in Next order. */\n",
    );
    let _ = writeln!(
        o,
        "export type FixedSectionPath ={};\n",
        union(fixed_paths().iter().map(|p| ts(p)))
    );

    let items = |place: Place, word: &str| -> Vec<String> {
        MODULES
            .iter()
            .filter(|m| m.sections.iter().any(|s| s.place == place))
            .map(|m| format!("`/steps/{}/{word}/${{string}}`", m.slug))
            .collect()
    };
    o.push_str("/** One page per core program, by the program's slug. */\n");
    let _ = writeln!(
        o,
        "export type ProgramSectionPath ={};\n",
        union(items(Place::Programs, "program"))
    );
    o.push_str("/** One page per new project, by the project's slug. */\n");
    let _ = writeln!(
        o,
        "export type ProjectSectionPath ={};\n",
        union(items(Place::Projects, "project"))
    );
    o.push_str("/** Any section of the plan. */\n");
    o.push_str(
        "export type SectionPath = FixedSectionPath | ProgramSectionPath | ProjectSectionPath;\n\n",
    );

    o.push_str(
        "/** The \"by question\" views: pages of a module that are not sections (no status, not in the Next order). */\n",
    );
    let _ = writeln!(
        o,
        "export type ViewPath ={};\n",
        union(BY_QUESTION_VIEWS.iter().map(|v| ts(&v.path())))
    );

    let sections = || MODULES.iter().flat_map(|m| m.sections.iter());
    o.push_str(
        "/** The stable id of each section of the catalogue: the key of what is stored per section (never changes with a title or a path). */\n",
    );
    let _ = writeln!(
        o,
        "export type SectionId ={};\n",
        union(sections().map(|s| ts(s.id)))
    );
    o.push_str("/** What a section's screen is: the app renders each kind through one table. */\n");
    let _ = writeln!(
        o,
        "export type PageKind ={};\n",
        union(PageKind::ALL.iter().map(|k| ts(k.as_str())))
    );
    o.push_str("/** What the catalogue says of every section, whichever its place. */\n");
    o.push_str("interface SectionDescription {\n  readonly id: SectionId;\n  readonly page: PageKind;\n  /** The question catalogue's keys (a question or a collection) the page answers, in order. */\n  readonly questions: readonly string[];\n  /** The plan's table the page edits, if any. */\n  readonly table: string | null;\n}\n\n");
    o.push_str(
        "/** A section of a module: a fixed page, or the place of the organization's program or project pages. */\n",
    );
    o.push_str("export type RegistrySection =\n");
    o.push_str(
        "  | (SectionDescription & { readonly kind: 'page'; readonly path: FixedSectionPath; readonly name: string })\n",
    );
    o.push_str(
        "  /** One page per item, at `prefix` + the item's slug, named \"<n>. <item name>\". */\n",
    );
    o.push_str("  | (SectionDescription & { readonly kind: 'programs'; readonly prefix: string; readonly name: string })\n");
    o.push_str("  | (SectionDescription & { readonly kind: 'projects'; readonly prefix: string; readonly name: string });\n\n");
    o.push_str("export interface RegistryModule {\n");
    o.push_str(
        "  /** Stable, like a section id. */\n  readonly id: string;\n  readonly number: number;\n  readonly slug: ModuleSlug;\n  readonly name: string;\n",
    );
    o.push_str(
        "  readonly path: ModulePath;\n  readonly sections: readonly RegistrySection[];\n}\n\n",
    );

    o.push_str("/** The plan's 15 modules and their sections, in order. */\n");
    o.push_str("export const MODULES: readonly RegistryModule[] = [\n");
    for m in &MODULES {
        let base = m.path();
        let _ = writeln!(
            o,
            "  {{\n    id: {},\n    number: {},\n    slug: {},\n    name: {},\n    path: {},\n    sections: [",
            ts(m.id),
            m.number,
            ts(m.slug),
            ts(m.name),
            ts(&base)
        );
        for s in m.sections {
            let place = match s.place {
                Place::Slug(slug) => format!(
                    "kind: 'page', path: {}, name: {}",
                    ts(&format!("{base}/{slug}")),
                    ts(s.name)
                ),
                Place::External(path) => {
                    format!("kind: 'page', path: {}, name: {}", ts(path), ts(s.name))
                }
                Place::Programs => format!(
                    "kind: 'programs', prefix: {}, name: {}",
                    ts(&format!("{base}/program/")),
                    ts(s.name)
                ),
                Place::Projects => format!(
                    "kind: 'projects', prefix: {}, name: {}",
                    ts(&format!("{base}/project/")),
                    ts(s.name)
                ),
            };
            let _ = writeln!(o, "      {{ {place}, {} }},", description(s));
        }
        o.push_str("    ],\n  },\n");
    }
    o.push_str("];\n\n");

    o.push_str("/** The path of each section at a fixed path, by id. */\n");
    o.push_str("export const SECTION_PATHS = {\n");
    for m in &MODULES {
        for s in m.sections {
            let path = match s.place {
                Place::Slug(slug) => format!("{}/{slug}", m.path()),
                Place::External(path) => path.to_string(),
                Place::Programs | Place::Projects => continue,
            };
            let _ = writeln!(o, "  {}: {},", ts(s.id), ts(&path));
        }
    }
    o.push_str("} as const satisfies Partial<Record<SectionId, FixedSectionPath>>;\n\n");

    o.push_str("/** Only this module can be skipped (spec §4; the server refuses any other). */\n");
    let _ = writeln!(
        o,
        "export const SKIPPABLE_MODULE: ModulePath = {};",
        ts(SKIPPABLE_MODULE)
    );
    o.push_str(
        "/** The module 9 overview is never skipped: it is where a skipped module is unskipped. */\n",
    );
    let _ = writeln!(
        o,
        "export const NEVER_SKIPPED: FixedSectionPath = {};",
        ts(NEVER_SKIPPED)
    );
    o.push_str("/** Where skipping module 9 leads: the first page after it. */\n");
    let _ = writeln!(
        o,
        "export const AFTER_SKIP: FixedSectionPath = {};\n",
        ts(AFTER_SKIP)
    );

    o.push_str("/** The \"by question\" views, by path, with their titles. */\n");
    o.push_str("export const BY_QUESTION_VIEWS: Readonly<Record<ViewPath, string>> = {\n");
    for v in &BY_QUESTION_VIEWS {
        let _ = writeln!(o, "  {}: {},", ts(&v.path()), ts(v.name));
    }
    o.push_str("};\n\n");

    o.push_str("/** A \"Well done!\" toast: the resource that became ready, and the link to it on the Fundraising Resources page. */\n");
    o.push_str("export interface CompletionToast {\n  readonly resource: string;\n  readonly href: string;\n}\n\n");
    for (when, name, doc) in [
        (
            ToastWhen::Arrival,
            "TOASTS_ON_ARRIVAL",
            "Shown on reaching the page before it is completed.",
        ),
        (
            ToastWhen::Completion,
            "TOASTS_ON_COMPLETION",
            "Shown on completing the page (the first Next on it).",
        ),
    ] {
        let _ = writeln!(o, "/** {doc} */");
        let _ = writeln!(
            o,
            "export const {name}: Readonly<Partial<Record<FixedSectionPath, CompletionToast>>> = {{"
        );
        for t in COMPLETION_TOASTS.iter().filter(|t| t.when == when) {
            let _ = writeln!(
                o,
                "  {}: {{ resource: {}, href: {} }},",
                ts(t.path),
                ts(t.resource),
                ts(&t.href())
            );
        }
        o.push_str("};\n");
        if when == ToastWhen::Arrival {
            o.push('\n');
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_types_every_fixed_page_and_the_item_pages_as_patterns() {
        let r = registry_ts();
        assert!(r.contains("\n  | '/steps/getting-started/welcome'"));
        assert!(r.contains("\n  | '/case-statement-document'"));
        assert!(r.contains("\n  | `/steps/funding-annual/program/${string}`"));
        assert!(r.contains("\n  | `/steps/core-program-evaluation/program/${string}`"));
        assert!(r.contains(
            "export type ProjectSectionPath =\n  | `/steps/funding-new-projects/project/${string}`;"
        ));
        assert!(r.contains("{ kind: 'programs', prefix: '/steps/funding-annual/program/', name: 'Core Program', id: 'programs.program', page: 'program', questions: ['core_programs_questions', 'budget_justification'], table: 'program-expenses' }"));
        assert!(r.contains("{ kind: 'page', path: '/steps/aspirational-vision/mission-statement', name: 'Mission Statement', id: 'vision.mission', page: 'questions', questions: ['mission_statement'], table: null }"));
        assert!(
            r.contains("  'vision.mission': '/steps/aspirational-vision/mission-statement',\n")
        );
        assert!(r.contains("\n  | 'case.document'"));
        assert!(r.contains("\n  | 'program-evaluation'"));
        assert!(r.contains(
            "export const NEVER_SKIPPED: FixedSectionPath = '/steps/funding-new-projects/overview';"
        ));
        assert!(r.contains("  '/steps/gift-pyramid/prospect-to-donor-ratio': { resource: 'Campaign Gift Pyramid', href: '/fundraising-collateral?highlight=campaign-gift-pyramid' },"));
        assert_eq!(r.matches("    number: ").count(), 15);
    }
}

//! The section registry: the one list of the plan's 15 modules and their sections, in order,
//! with display names. It drives the routes, the sidebar, the Next order and the progress the
//! server computes; nothing else lists them (spec file 1 §2 step routes, docs/decisions.md).
//!
//! This file holds what the registry is made of (modules, sections, their pages and tables) and
//! the look-ups into it; `catalogue.rs` is the list itself, `routes.rs` the pages it gives an
//! organization in Next order and the skip rule, `progress.rs` the statuses and progress
//! computed over them, `views.rs` the "by question" views and `toasts.rs` the completion toasts.

mod catalogue;
mod progress;
mod routes;
mod toasts;
mod views;

pub use catalogue::MODULES;
pub use progress::{ModuleProgress, Statuses, full_statuses, merge_statuses, percent, progress};
pub use routes::{
    AFTER_SKIP, NEVER_SKIPPED, PlanEntry, Route, SKIPPABLE_MODULE, fixed_paths, is_last_of_module,
    is_skipped, next_route, next_unskipped, routes, routes_of, section_key, slug,
};
pub use toasts::{COLLATERAL_PAGE, COMPLETION_TOASTS, CompletionToast, ToastAnchor, ToastWhen};
pub use views::{BY_QUESTION_VIEWS, View};

use routes::normalise;

/// What a section's screen is. The web renders every section through one table of page kinds
/// (web/src/app); the generated registry carries each section's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageKind {
    /// The plan's first page: the welcome and the plan's outline.
    Welcome,
    /// A static page of guidance (each has its own text).
    Guide,
    /// Written answers to the section's questions.
    Questions,
    /// The list of core programs (names and descriptions).
    ProgramList,
    /// The list of new projects.
    ProjectList,
    /// One core program: its goals and rationale and its expense table.
    Program,
    /// One core program's outcomes and outputs.
    ProgramEvaluation,
    /// One new project: its details and its expense table.
    Project,
    OverheadExpenses,
    AnnualRevenue,
    BudgetSummary,
    AnnualGoals,
    ProjectGoals,
    TotalGoal,
    WaysToGive,
    SuccessStories,
    TalkingPoints,
    GiftPyramid,
    DonorRecognition,
    PoliciesManual,
    DevelopmentDocuments,
    Certificate,
    /// The case for support's document editor.
    CaseDocument,
}

impl PageKind {
    pub const ALL: [PageKind; 23] = [
        PageKind::Welcome,
        PageKind::Guide,
        PageKind::Questions,
        PageKind::ProgramList,
        PageKind::ProjectList,
        PageKind::Program,
        PageKind::ProgramEvaluation,
        PageKind::Project,
        PageKind::OverheadExpenses,
        PageKind::AnnualRevenue,
        PageKind::BudgetSummary,
        PageKind::AnnualGoals,
        PageKind::ProjectGoals,
        PageKind::TotalGoal,
        PageKind::WaysToGive,
        PageKind::SuccessStories,
        PageKind::TalkingPoints,
        PageKind::GiftPyramid,
        PageKind::DonorRecognition,
        PageKind::PoliciesManual,
        PageKind::DevelopmentDocuments,
        PageKind::Certificate,
        PageKind::CaseDocument,
    ];

    /// The kind's name in the generated TypeScript (`'program-evaluation'`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            PageKind::Welcome => "welcome",
            PageKind::Guide => "guide",
            PageKind::Questions => "questions",
            PageKind::ProgramList => "program-list",
            PageKind::ProjectList => "project-list",
            PageKind::Program => "program",
            PageKind::ProgramEvaluation => "program-evaluation",
            PageKind::Project => "project",
            PageKind::OverheadExpenses => "overhead-expenses",
            PageKind::AnnualRevenue => "annual-revenue",
            PageKind::BudgetSummary => "budget-summary",
            PageKind::AnnualGoals => "annual-goals",
            PageKind::ProjectGoals => "project-goals",
            PageKind::TotalGoal => "total-goal",
            PageKind::WaysToGive => "ways-to-give",
            PageKind::SuccessStories => "success-stories",
            PageKind::TalkingPoints => "talking-points",
            PageKind::GiftPyramid => "gift-pyramid",
            PageKind::DonorRecognition => "donor-recognition",
            PageKind::PoliciesManual => "policies-manual",
            PageKind::DevelopmentDocuments => "development-documents",
            PageKind::Certificate => "certificate",
            PageKind::CaseDocument => "case-document",
        }
    }
}

/// The table of the plan a section edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SectionTable {
    /// The program's expense table (one per core program).
    ProgramExpenses,
    /// The project's expense table (one per new project).
    ProjectExpenses,
    OverheadExpenses,
    Revenue,
    GiftPyramid,
    Stewardship,
}

impl SectionTable {
    pub fn as_str(self) -> &'static str {
        match self {
            SectionTable::ProgramExpenses => "program-expenses",
            SectionTable::ProjectExpenses => "project-expenses",
            SectionTable::OverheadExpenses => "overhead-expenses",
            SectionTable::Revenue => "revenue",
            SectionTable::GiftPyramid => "gift-pyramid",
            SectionTable::Stewardship => "stewardship",
        }
    }
}

/// Where a section's page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// `/steps/<module>/<slug>`.
    Slug(&'static str),
    /// `/steps/<module>/program/<program slug>` for each core program, named
    /// "{n}. {program name}".
    Programs,
    /// `/steps/<module>/project/<project slug>` for each new project.
    Projects,
    /// A page outside `/steps` that belongs to the module (the case-statement document).
    External(&'static str),
}

/// A section of the plan, as the catalogue describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// Stable: `<module id>.<name>`, never changed when a title or a path changes. A section of
    /// each program or project is stored as `<id>:<program or project id>` ([`Route::key`]).
    pub id: &'static str,
    pub place: Place,
    /// The page's title; for a program or project section, what one of them is called.
    pub name: &'static str,
    pub page: PageKind,
    /// The question catalogue's keys (a question or a collection) the page answers, in order.
    pub questions: &'static [&'static str],
    pub table: Option<SectionTable>,
}

impl Section {
    /// Whether the module has one such section per core program or new project.
    pub fn is_repeated(&self) -> bool {
        matches!(self.place, Place::Programs | Place::Projects)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Module {
    /// Stable, like a section id (the first part of its sections' ids).
    pub id: &'static str,
    pub number: u8,
    pub slug: &'static str,
    pub name: &'static str,
    pub sections: &'static [Section],
}

impl Module {
    /// `/steps/<slug>`: the form of a skipped module and of a module's assignees in the API.
    pub fn path(&self) -> String {
        format!("/steps/{}", self.slug)
    }
}

/// The catalogue's section with this id.
pub fn section(id: &str) -> Option<&'static Section> {
    MODULES
        .iter()
        .flat_map(|m| m.sections.iter())
        .find(|s| s.id == id)
}

/// The section whose page answers the question `key` (named in its `questions` by its own key
/// or by a collection of the question catalogue holding it).
pub fn section_of_question(key: &str) -> Option<&'static Section> {
    let c = crate::questions::catalogue();
    MODULES.iter().flat_map(|m| m.sections.iter()).find(|s| {
        s.questions.iter().any(|k| {
            *k == key
                || c.collection(k)
                    .is_some_and(|qs| qs.iter().any(|q| q.key == key))
        })
    })
}

/// The path of the section `id` when it has one fixed path (every section but the pages of
/// programs and projects).
pub fn fixed_path(id: &str) -> Option<String> {
    MODULES.iter().find_map(|m| {
        let s = m.sections.iter().find(|s| s.id == id)?;
        match s.place {
            Place::Slug(slug) => Some(format!("{}/{slug}", m.path())),
            Place::External(path) => Some(path.to_string()),
            Place::Programs | Place::Projects => None,
        }
    })
}

/// The module with this id.
pub fn module(id: &str) -> Option<&'static Module> {
    MODULES.iter().find(|m| m.id == id)
}

/// The module whose path is `/steps/<slug>` (trailing slashes ignored).
pub fn module_by_path(path: &str) -> Option<&'static Module> {
    let path = normalise(path);
    MODULES
        .iter()
        .find(|m| path.strip_prefix("/steps/") == Some(m.slug))
}

/// The module a path belongs to (`/steps/<slug>/…`, or an external page of a module).
pub fn module_of(path: &str) -> Option<&'static Module> {
    MODULES.iter().find(|m| {
        path.strip_prefix("/steps/")
            .and_then(|rest| rest.strip_prefix(m.slug))
            .is_some_and(|rest| rest.starts_with('/'))
            || m.sections
                .iter()
                .any(|s| matches!(s.place, Place::External(p) if p == path))
    })
}

#[cfg(test)]
mod tests;

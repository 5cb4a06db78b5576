//! Core programs and new projects (spec file 2 §9): the two lists of the plan, their limits and
//! messages, the pages each entry has, and the checks of an entry and of a whole list.

use crate::error::{Checker, DomainError};
use crate::messages as m;
use crate::questions::Scope;
use crate::sections::{MODULES, Place, slug};
use crate::words;

/// At most this many core programs (spec §9).
pub const MAX_PROGRAMS: usize = 10;
/// At most this many new projects (spec §9).
pub const MAX_PROJECTS: usize = 4;
/// A program's or project's description has at most this many words (spec §9).
pub const DESCRIPTION_MAX_WORDS: usize = 85;
/// A program's or project's name has at most this many characters (ours: it titles a page).
pub const NAME_MAX_CHARS: usize = 120;

/// The two lists of the plan: core programs (modules 4 and 8 have a page per program) and new
/// projects (module 9 has a page per project).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ListKind {
    Programs,
    Projects,
}

/// The messages of one list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListMessages {
    pub incomplete: &'static str,
    pub empty: &'static str,
    pub too_many: &'static str,
    pub description_too_long: &'static str,
    pub name_too_long: &'static str,
    pub name_without_letters: &'static str,
    pub names_clash: &'static str,
    pub listed_twice: &'static str,
    pub not_found: &'static str,
}

impl ListKind {
    /// The largest list.
    pub fn max(self) -> usize {
        match self {
            ListKind::Programs => MAX_PROGRAMS,
            ListKind::Projects => MAX_PROJECTS,
        }
    }

    /// The request and response field holding the list (`corePrograms`, `projects`).
    pub fn field(self) -> &'static str {
        match self {
            ListKind::Programs => "corePrograms",
            ListKind::Projects => "projects",
        }
    }

    /// The fields of one entry (`program_name`, `program_description`, …).
    pub fn name_field(self) -> &'static str {
        match self {
            ListKind::Programs => "program_name",
            ListKind::Projects => "project_name",
        }
    }
    pub fn description_field(self) -> &'static str {
        match self {
            ListKind::Programs => "program_description",
            ListKind::Projects => "project_description",
        }
    }

    /// Where an entry's answers are given.
    pub fn scope(self) -> Scope {
        match self {
            ListKind::Programs => Scope::Program,
            ListKind::Projects => Scope::Project,
        }
    }

    pub fn messages(self) -> ListMessages {
        match self {
            ListKind::Programs => ListMessages {
                incomplete: m::PROGRAM_NAME_AND_DESCRIPTION,
                empty: m::PROGRAMS_EMPTY,
                too_many: m::PROGRAMS_MAX,
                description_too_long: m::PROGRAM_DESCRIPTION_TOO_LONG,
                name_too_long: m::PROGRAM_NAME_TOO_LONG,
                name_without_letters: m::PROGRAM_NAME_WITHOUT_LETTERS,
                names_clash: m::PROGRAM_NAMES_CLASH,
                listed_twice: m::PROGRAM_LISTED_TWICE,
                not_found: m::PROGRAM_NOT_FOUND,
            },
            ListKind::Projects => ListMessages {
                incomplete: m::PROJECT_NAME_AND_DESCRIPTION,
                empty: m::PROJECTS_EMPTY,
                too_many: m::PROJECTS_MAX,
                description_too_long: m::PROJECT_DESCRIPTION_TOO_LONG,
                name_too_long: m::PROJECT_NAME_TOO_LONG,
                name_without_letters: m::PROJECT_NAME_WITHOUT_LETTERS,
                names_clash: m::PROJECT_NAMES_CLASH,
                listed_twice: m::PROJECT_LISTED_TWICE,
                not_found: m::PROJECT_NOT_FOUND,
            },
        }
    }

    /// The pages of the plan of an entry named `name`, in module order: for a program
    /// `/steps/funding-annual/program/<slug>` and `/steps/core-program-evaluation/program/<slug>`,
    /// for a project `/steps/funding-new-projects/project/<slug>` (read off the section
    /// registry, so a module that gains a program section is followed). Their statuses and
    /// assignees move with a rename and go with a deletion.
    /// Where the list's pages are in the section catalogue.
    pub fn place(self) -> Place {
        match self {
            ListKind::Programs => Place::Programs,
            ListKind::Projects => Place::Projects,
        }
    }

    pub fn page_paths(self, name: &str) -> Vec<String> {
        let (place, segment) = match self {
            ListKind::Programs => (self.place(), "program"),
            ListKind::Projects => (self.place(), "project"),
        };
        let s = slug(name);
        MODULES
            .iter()
            .filter(|module| module.sections.iter().any(|s| s.place == place))
            .map(|module| format!("/steps/{}/{segment}/{s}", module.slug))
            .collect()
    }
}

/// A name or description as stored: without surrounding whitespace.
pub fn tidy(text: &str) -> String {
    text.trim_matches(words::is_space).to_string()
}

/// Checks one entry (already tidied), recording messages under `name_field` and
/// `description_field`: both given (the spec's message), the description at most 85 words, the
/// name at most 120 characters and with a letter or digit (its page's slug is not empty).
pub fn check_entry(
    c: &mut Checker,
    kind: ListKind,
    name_field: &str,
    description_field: &str,
    name: &str,
    description: &str,
) {
    let msg = kind.messages();
    let name_given = c.check(!words::is_blank(name), name_field, msg.incomplete);
    let description_given = c.check(
        !words::is_blank(description),
        description_field,
        msg.incomplete,
    );
    if name_given {
        c.check(
            name.chars().count() <= NAME_MAX_CHARS,
            name_field,
            msg.name_too_long,
        );
        c.check(!slug(name).is_empty(), name_field, msg.name_without_letters);
    }
    if description_given {
        c.check(
            words::count(description) <= DESCRIPTION_MAX_WORDS,
            description_field,
            msg.description_too_long,
        );
    }
}

/// Checks a list as it is about to be stored, (name, description) in order: not empty, at most
/// the maximum, every entry valid ([`check_entry`], fields `corePrograms[i].program_name`, …)
/// and no two names with one slug (two entries cannot share a page).
pub fn check_list(kind: ListKind, entries: &[(&str, &str)]) -> Result<(), DomainError> {
    let msg = kind.messages();
    let mut c = Checker::new();
    if entries.is_empty() {
        c.fail(kind.field(), msg.empty);
        return c.finish();
    }
    c.check(entries.len() <= kind.max(), kind.field(), msg.too_many);
    let mut slugs: Vec<String> = Vec::with_capacity(entries.len());
    for (i, (name, description)) in entries.iter().enumerate() {
        let name_field = format!("{}[{i}].{}", kind.field(), kind.name_field());
        let description_field = format!("{}[{i}].{}", kind.field(), kind.description_field());
        check_entry(
            &mut c,
            kind,
            &name_field,
            &description_field,
            name,
            description,
        );
        let s = slug(name);
        if !s.is_empty() && slugs.contains(&s) {
            c.fail(&name_field, msg.names_clash);
        }
        slugs.push(s);
    }
    c.finish()
}

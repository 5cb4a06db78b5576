//! The plan's items (spec file 2): core programs, new projects, expense tables, revenue, answers.
//!
//! Every one lives in the organization's partition. The budget items share the sort-key prefix
//! [`PLAN_PREFIX`], so one query reads every figure a summary needs; answers (long texts the
//! summaries never need) live under `ANSWER#`.
//!
//! | item | SK | one item holds |
//! |---|---|---|
//! | core programs | `PLAN#PROGRAMS` | the list of programs, in order ([`EntriesRecord`]) |
//! | new projects | `PLAN#PROJECTS` | the list of projects, in priority order ([`EntriesRecord`]) |
//! | expense table | `PLAN#EXP#<owner>` | every expense item of the overhead, one program or one project |
//! | revenue | `PLAN#REVENUES` | the organization's revenue lines |
//! | answer | `ANSWER#<owner>#<question id>` | one answer to one question |
//!
//! `<owner>` is [`Owner::code`]: `ORG` (the organization), `PRG#<program id>` or `PRJ#<project
//! id>`. A list or table is one item so that its limits (10 programs, 4 projects, items per
//! table) hold under concurrent writers: every change is an optimistic read-modify-write of that
//! item (`repo::update`), and deleting a program or project is one transaction (its entry, its
//! expense table, its answers, and its route statuses and assignees in `NAV`).

pub mod budget;

use crate::record::{Record, org_pk};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};

pub mod answers;
pub mod entries;

/// The sort-key prefix of every budget item (programs, projects, expense tables, revenue).
pub const PLAN_PREFIX: &str = "PLAN#";
/// The sort-key prefix of every expense table.
pub const EXPENSES_PREFIX: &str = "PLAN#EXP#";
/// The sort-key prefix of every answer.
pub const ANSWERS_PREFIX: &str = "ANSWER#";

/// Whom an expense table or an answer belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Owner {
    /// The organization: overhead expenses, organization-level answers.
    Organization,
    /// A core program, by id.
    Program(String),
    /// A new project, by id.
    Project(String),
}

impl Owner {
    /// The owner's part of a sort key: `ORG`, `PRG#<id>`, `PRJ#<id>`.
    pub fn code(&self) -> String {
        match self {
            Owner::Organization => "ORG".into(),
            Owner::Program(id) => format!("PRG#{id}"),
            Owner::Project(id) => format!("PRJ#{id}"),
        }
    }
    /// The owner of a code written by [`Owner::code`].
    pub fn parse(code: &str) -> Option<Owner> {
        match code.split_once('#') {
            None if code == "ORG" => Some(Owner::Organization),
            Some(("PRG", id)) if !id.is_empty() && !id.contains('#') => {
                Some(Owner::Program(id.into()))
            }
            Some(("PRJ", id)) if !id.is_empty() && !id.contains('#') => {
                Some(Owner::Project(id.into()))
            }
            _ => None,
        }
    }
}

/// Which list an [`EntriesRecord`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    Program,
    Project,
}

impl EntryKind {
    /// The owner of the entry `id` of this list.
    pub fn owner(self, id: &str) -> Owner {
        match self {
            EntryKind::Program => Owner::Program(id.into()),
            EntryKind::Project => Owner::Project(id.into()),
        }
    }
}

/// One core program or new project.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// A ULID, assigned by the server.
    pub id: String,
    pub name: String,
    pub description: String,
    /// Epoch seconds.
    pub created_at: i64,
}

/// A program or project names its pages (by its name) and keys what is stored of them (by its id).
impl fundplan_domain::sections::PlanEntry for Entry {
    fn entry_id(&self) -> &str {
        &self.id
    }
    fn entry_name(&self) -> &str {
        &self.name
    }
}

/// The organization's core programs or new projects, in order (a project's priority is its
/// place, 1-based).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntriesRecord {
    #[serde(default)]
    pub entries: Vec<Entry>,
}

impl Record for EntriesRecord {
    const ENTITY: &'static str = "programs or projects";
}

impl EntriesRecord {
    pub fn key(org_id: &str, kind: EntryKind) -> Key {
        let sk = match kind {
            EntryKind::Program => "PLAN#PROGRAMS",
            EntryKind::Project => "PLAN#PROJECTS",
        };
        Key::new(org_pk(org_id), sk)
    }
    pub fn to_item(&self, org_id: &str, kind: EntryKind, version: u64) -> Item {
        self.encode(Self::key(org_id, kind), version)
    }
    pub fn find(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }
}

/// The key of the expense table of `owner`.
pub fn expenses_key(org_id: &str, owner: &Owner) -> Key {
    Key::new(org_pk(org_id), format!("{EXPENSES_PREFIX}{}", owner.code()))
}

/// The key of the organization's revenue lines.
pub fn revenues_key(org_id: &str) -> Key {
    Key::new(org_pk(org_id), "PLAN#REVENUES")
}

/// The sort-key prefix of every answer of `owner` (ends with `#`).
pub fn answers_prefix(owner: &Owner) -> String {
    format!("{ANSWERS_PREFIX}{}#", owner.code())
}

/// The key of the answer of `owner` to question `question_id` (zero-padded, so a query lists
/// answers in question order).
pub fn answer_key(org_id: &str, owner: &Owner, question_id: u32) -> Key {
    Key::new(
        org_pk(org_id),
        format!("{}{question_id:06}", answers_prefix(owner)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owner_codes_read_back() {
        for o in [
            Owner::Organization,
            Owner::Program("01J".into()),
            Owner::Project("01K".into()),
        ] {
            assert_eq!(Owner::parse(&o.code()), Some(o));
        }
        for bad in ["", "PRG#", "PRJ", "XYZ#1", "PRG#a#b", "ORG#1"] {
            assert_eq!(Owner::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn plan_keys_have_their_pinned_layout() {
        let p = Owner::Program("01P".into());
        assert_eq!(
            EntriesRecord::key("o1", EntryKind::Program),
            Key::new("ORG#o1", "PLAN#PROGRAMS")
        );
        assert_eq!(
            EntriesRecord::key("o1", EntryKind::Project),
            Key::new("ORG#o1", "PLAN#PROJECTS")
        );
        assert_eq!(
            expenses_key("o1", &p),
            Key::new("ORG#o1", "PLAN#EXP#PRG#01P")
        );
        assert_eq!(
            expenses_key("o1", &Owner::Organization),
            Key::new("ORG#o1", "PLAN#EXP#ORG")
        );
        assert_eq!(revenues_key("o1"), Key::new("ORG#o1", "PLAN#REVENUES"));
        assert_eq!(
            answer_key("o1", &p, 42),
            Key::new("ORG#o1", "ANSWER#PRG#01P#000042")
        );
        assert!(answer_key("o1", &p, 42).sk.starts_with(&answers_prefix(&p)));
        // Every budget item is under the one prefix a summary queries; answers are not.
        for k in [
            EntriesRecord::key("o1", EntryKind::Program),
            expenses_key("o1", &p),
            revenues_key("o1"),
        ] {
            assert!(k.sk.starts_with(PLAN_PREFIX));
        }
        assert!(!answer_key("o1", &p, 1).sk.starts_with(PLAN_PREFIX));
    }
}

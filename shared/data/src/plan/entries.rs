//! The core programs and new projects ([`EntriesRecord`], `PLAN#PROGRAMS` and `PLAN#PROJECTS`):
//! their reads (one `get` for one list, one query for both) and what a change of a list does to
//! the navigation item (the statuses and assignees of an entry's pages follow a rename and go
//! with a deletion).

use super::{EntriesRecord, Entry, EntryKind};
use crate::NavRecord;
use crate::record::{Record, Versioned, org_pk};
use crate::scope::OrgScope;
use fundplan_domain::planning::ListKind;
use fundplan_domain::sections::slug;
use fundplan_ports::{Query, StoreError};

impl EntryKind {
    /// The domain's name of this list (its limits, messages and pages).
    pub fn list(self) -> ListKind {
        match self {
            EntryKind::Program => ListKind::Programs,
            EntryKind::Project => ListKind::Projects,
        }
    }
}

impl EntriesRecord {
    /// The names, in order (the plan's routes are built from them).
    pub fn names(&self) -> Vec<String> {
        self.entries.iter().map(|e| e.name.clone()).collect()
    }

    /// The pages of every entry whose name changed to one with another slug, as (old path, new
    /// path) pairs, comparing entries by id with `before`.
    pub fn moved_pages(&self, before: &EntriesRecord, kind: EntryKind) -> Vec<(String, String)> {
        let mut moves = Vec::new();
        for entry in &self.entries {
            let Some(old) = before.find(&entry.id) else {
                continue;
            };
            if slug(&old.name) != slug(&entry.name) {
                moves.extend(
                    kind.list()
                        .page_paths(&old.name)
                        .into_iter()
                        .zip(kind.list().page_paths(&entry.name)),
                );
            }
        }
        moves
    }
}

impl NavRecord {
    /// Moves the statuses and assignees of pages in an item stored before the section catalogue
    /// (keyed by path): every old path's values go to its new path (all taken out first, so two
    /// entries that swap names swap their progress too).
    pub fn move_pages(&mut self, moves: &[(String, String)]) {
        let statuses: Vec<_> = moves
            .iter()
            .map(|(old, _)| self.statuses.get(old).copied())
            .collect();
        let assignees: Vec<_> = moves
            .iter()
            .map(|(old, _)| self.assignees.get(old).cloned())
            .collect();
        for (old, new) in moves {
            for path in [old, new] {
                self.statuses.remove(path);
                self.assignees.remove(path);
            }
        }
        for (((_, new), status), assigned) in moves.iter().zip(statuses).zip(assignees) {
            if let Some(s) = status {
                self.statuses.insert(new.clone(), s);
            }
            if let Some(a) = assigned {
                self.assignees.insert(new.clone(), a);
            }
        }
    }
}

/// The pages of the plan, in Next order, with the programs' and projects' ids (the two lists in
/// one query, [`get_programs_and_projects`]).
pub async fn plan_routes(
    org: &OrgScope,
) -> Result<Vec<fundplan_domain::sections::Route>, StoreError> {
    let (programs, projects) = get_programs_and_projects(org).await?;
    Ok(fundplan_domain::sections::routes_of(
        &programs.value.entries,
        &projects.value.entries,
    ))
}

/// The list of `kind`, with its version (empty at version 0 when never stored). One `get`.
pub async fn get_entries(
    org: &OrgScope,
    kind: EntryKind,
) -> Result<Versioned<EntriesRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    match crate::repo::get::<EntriesRecord>(table, &EntriesRecord::key(org_id, kind)).await? {
        Some(v) => Ok(v),
        None => Ok(Versioned {
            value: EntriesRecord::default(),
            version: 0,
        }),
    }
}

/// Both lists, read with one query: the sort keys `PLAN#PROGRAMS` and `PLAN#PROJECTS` are the
/// ends of a `BETWEEN` range that holds nothing else of the plan (`PLAN#EXP#…` sorts before it,
/// `PLAN#REVENUES` after it), so no expense table or revenue item is read.
pub async fn get_programs_and_projects(
    org: &OrgScope,
) -> Result<(Versioned<EntriesRecord>, Versioned<EntriesRecord>), StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let programs = EntriesRecord::key(org_id, EntryKind::Program);
    let projects = EntriesRecord::key(org_id, EntryKind::Project);
    let items = table
        .query_all(
            Query::partition(org_pk(org_id)).between(programs.sk.clone(), projects.sk.clone()),
        )
        .await?;
    let empty = || Versioned {
        value: EntriesRecord::default(),
        version: 0,
    };
    let (mut p, mut j) = (empty(), empty());
    for item in &items {
        let decoded = || EntriesRecord::decode(item).map_err(StoreError::Unavailable);
        if item.key == programs {
            p = decoded()?;
        } else if item.key == projects {
            j = decoded()?;
        }
    }
    Ok((p, j))
}

/// A new entry (tidied name and description) with a fresh id.
pub fn new_entry(id: String, name: String, description: String, now: i64) -> Entry {
    Entry {
        id,
        name,
        description,
        created_at: now,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::plan::{Owner, expenses_key, revenues_key};
    use fundplan_ports::Table;
    use fundplan_ports::{Condition, Item, Key};
    use serde_json::{Value, json};

    fn riverbend() -> EntriesRecord {
        EntriesRecord {
            entries: vec![
                new_entry(
                    "01PRG1".into(),
                    "Adult Basic Literacy".into(),
                    "Free tutoring for adults.".into(),
                    100,
                ),
                new_entry(
                    "01PRG2".into(),
                    "Family Reading Nights".into(),
                    "Parents and children read together.".into(),
                    101,
                ),
            ],
        }
    }

    #[test]
    fn a_programs_item_has_its_pinned_layout() {
        let item = riverbend().to_item("o1", EntryKind::Program, 3);
        assert_eq!(item.key, Key::new("ORG#o1", "PLAN#PROGRAMS"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 3)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"entries": [
                {"id": "01PRG1", "name": "Adult Basic Literacy", "description": "Free tutoring for adults.", "created_at": 100},
                {"id": "01PRG2", "name": "Family Reading Nights", "description": "Parents and children read together.", "created_at": 101}
            ]})
        );
        assert_eq!(EntriesRecord::decode(&item).unwrap().value, riverbend());
        let projects = EntriesRecord::default().to_item("o1", EntryKind::Project, 1);
        assert_eq!(projects.key, Key::new("ORG#o1", "PLAN#PROJECTS"));
        assert_eq!(Value::Object(projects.attrs), json!({"entries": []}));
    }

    #[test]
    fn a_rename_moves_both_program_pages_and_a_reorder_moves_nothing() {
        let before = riverbend();
        let mut after = before.clone();
        after.entries.swap(0, 1);
        assert!(after.moved_pages(&before, EntryKind::Program).is_empty());
        after.entries[0].name = "Family Reading Evenings".into();
        assert_eq!(
            after.moved_pages(&before, EntryKind::Program),
            vec![
                (
                    "/steps/funding-annual/program/family-reading-nights".to_string(),
                    "/steps/funding-annual/program/family-reading-evenings".to_string()
                ),
                (
                    "/steps/core-program-evaluation/program/family-reading-nights".to_string(),
                    "/steps/core-program-evaluation/program/family-reading-evenings".to_string()
                ),
            ]
        );
        // A change of capitals keeps the page.
        after.entries[0].name = "FAMILY reading nights".into();
        assert!(after.moved_pages(&before, EntryKind::Program).is_empty());
    }

    #[test]
    fn moved_pages_of_an_item_keyed_by_path_carry_their_status_and_assignees_and_swaps_swap_them() {
        let mut nav = NavRecord {
            keys: crate::nav::KEYED_BY_PATH,
            ..NavRecord::default()
        };
        nav.statuses.insert("/a".into(), 1);
        nav.statuses.insert("/b".into(), 0);
        nav.statuses.insert("/other".into(), 1);
        nav.assignees.insert("/a".into(), vec!["u1".into()]);
        nav.move_pages(&[("/a".into(), "/b".into()), ("/b".into(), "/a".into())]);
        assert_eq!(nav.statuses["/a"], 0);
        assert_eq!(nav.statuses["/b"], 1);
        assert_eq!(nav.assignees.get("/a"), None);
        assert_eq!(nav.assignees["/b"], vec!["u1".to_string()]);
        nav.move_pages(&[("/b".into(), "/c".into())]);
        assert_eq!(nav.statuses.get("/b"), None);
        assert_eq!(nav.statuses["/c"], 1);
        assert_eq!(nav.statuses["/other"], 1);
        nav.forget_entry(
            fundplan_domain::sections::Place::Programs,
            "P1",
            &["/c".into(), "/a".into()],
        );
        assert_eq!(nav.statuses.keys().collect::<Vec<_>>(), vec!["/other"]);
        assert!(nav.assignees.is_empty());
    }

    #[tokio::test]
    async fn both_lists_come_from_one_query_that_reads_no_other_plan_item() {
        let (_dir, t) = table();
        let (p, j) = get_programs_and_projects(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!((p.version, j.version), (0, 0));
        assert!(p.value.entries.is_empty() && j.value.entries.is_empty());
        t.put(
            riverbend().to_item("o1", EntryKind::Program, 2),
            Condition::None,
        )
        .await
        .unwrap();
        let van = EntriesRecord {
            entries: vec![new_entry(
                "01PRJ1".into(),
                "Mobile Learning Van".into(),
                "A van.".into(),
                5,
            )],
        };
        t.put(van.to_item("o1", EntryKind::Project, 1), Condition::None)
            .await
            .unwrap();
        t.put(
            riverbend().to_item("o2", EntryKind::Program, 1),
            Condition::None,
        )
        .await
        .unwrap();
        let (p, j) = get_programs_and_projects(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!((p.value, p.version), (riverbend(), 2));
        assert_eq!((j.value, j.version), (van, 1));
        // The other plan items (expense tables, revenue) are outside the range.
        let others = [
            expenses_key("o1", &Owner::Organization).sk,
            expenses_key("o1", &Owner::Program("01PRG1".into())).sk,
            expenses_key("o1", &Owner::Project("01PRJ1".into())).sk,
            revenues_key("o1").sk,
        ];
        for sk in others {
            t.put(
                Item::new(Key::new("ORG#o1", sk), Default::default()),
                Condition::None,
            )
            .await
            .unwrap();
        }
        let read = t
            .query_all(Query::partition("ORG#o1").between("PLAN#PROGRAMS", "PLAN#PROJECTS"))
            .await
            .unwrap();
        assert_eq!(read.len(), 2, "only the two lists are read");
        let (p, j) = get_programs_and_projects(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!((p.value.entries.len(), j.value.entries.len()), (2, 1));
        assert_eq!(
            get_entries(&crate::ops::testing::scope(&t, "o1"), EntryKind::Program)
                .await
                .unwrap()
                .version,
            2
        );
        assert_eq!(
            get_entries(&crate::ops::testing::scope(&t, "o3"), EntryKind::Project)
                .await
                .unwrap()
                .version,
            0
        );
    }
}

//! The plan's writes that span items: a list of core programs or new projects saved together
//! with the navigation item when a rename moves pages, a program or project deleted with
//! everything that belongs to it, and an answer of a program or project written only while the
//! program or project exists.
//!
//! Every one is optimistic: it reads, builds its write with conditions on the versions it read,
//! and starts over (after a short jittered wait) when another writer got there first.

use crate::plan::answers::{AnswerRecord, answers_of, get_answer};
use crate::plan::entries::get_entries;
use crate::plan::{EntriesRecord, Entry, EntryKind, Owner, expenses_key};
use crate::repo::{Retry, get_nav, over};
use crate::scope::OrgScope;
use crate::{NavRecord, Versioned};
use fundplan_ports::table::MAX_TRANSACTION_OPS;
use fundplan_ports::{Condition, Key, StoreError, WriteOp};

/// Applies `change` to the list of `kind` and stores it on the condition that nobody wrote it
/// meanwhile (else reads again and starts over). When an entry's new name gives it another
/// page, the statuses and assignees of its old pages move to the new ones in the same
/// transaction as the list, so a rename keeps its progress. Nothing is written when `change`
/// fails or leaves the list as it was. Returns the list as stored, with its version.
pub async fn save_entries<E: From<StoreError>>(
    org: &OrgScope,
    kind: EntryKind,
    mut change: impl FnMut(&mut EntriesRecord) -> Result<(), E>,
) -> Result<Versioned<EntriesRecord>, E> {
    let table = org.table();
    let org_id = org.org_id();
    let mut retry = Retry::new(format!("the list of {org_id}"));
    loop {
        let current = get_entries(org, kind).await?;
        let mut value = current.value.clone();
        change(&mut value)?;
        if value == current.value {
            return Ok(current);
        }
        let version = current.version + 1;
        let list = value.to_item(org_id, kind, version);
        let moves = value.moved_pages(&current.value, kind);
        let mut nav_write = None;
        if !moves.is_empty() {
            let (mut nav, nav_version) = get_nav(org).await?;
            let before = nav.clone();
            // Stored by section key, a page keeps its key through a rename; only an item
            // written before the section catalogue holds paths to move.
            if nav.keys == crate::nav::KEYED_BY_PATH {
                nav.move_pages(&moves);
            }
            if nav != before {
                nav_write = Some(WriteOp::Put {
                    item: nav.to_item(org_id, nav_version + 1),
                    condition: over(nav_version),
                });
            }
        }
        let written = match nav_write {
            None => table.put(list, over(current.version)).await,
            Some(nav) => {
                table
                    .transact(vec![
                        WriteOp::Put {
                            item: list,
                            condition: over(current.version),
                        },
                        nav,
                    ])
                    .await
            }
        };
        match written {
            Ok(()) => return Ok(Versioned { value, version }),
            Err(StoreError::ConditionFailed | StoreError::TransactionCancelled { .. }) => {
                retry.conflict().await?
            }
            Err(e) => return Err(e.into()),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteEntryError {
    /// No entry with that id in the organization's list.
    #[error("no such program or project")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What deleting an entry writes: the transaction, and the answers left for the sweep after it.
#[derive(Debug)]
pub struct DeletePlan {
    pub transaction: Vec<WriteOp>,
    /// Answers beyond what one transaction holds (none while a program or project has fewer
    /// than 97 answers, which the catalogue guarantees; see the test of the catalogue).
    pub leftover: Vec<Key>,
}

/// The one transaction that deletes an entry: the list without it (on the version read), its
/// expense table, its navigation pages (on the version read; left out when it had none) and its
/// answers, at most [`MAX_TRANSACTION_OPS`] operations in all.
pub fn delete_plan(
    org_id: &str,
    kind: EntryKind,
    list: &Versioned<EntriesRecord>,
    id: &str,
    answers: Vec<Key>,
    nav: &(NavRecord, u64),
) -> Option<DeletePlan> {
    let entry = list.value.find(id)?;
    let mut rest = list.value.clone();
    rest.entries.retain(|e| e.id != id);
    let mut transaction = vec![
        WriteOp::Put {
            item: rest.to_item(org_id, kind, list.version + 1),
            condition: over(list.version),
        },
        WriteOp::Delete {
            key: expenses_key(org_id, &kind.owner(id)),
            condition: Condition::None,
        },
    ];
    let (mut new_nav, nav_version) = nav.clone();
    new_nav.forget_entry(
        kind.list().place(),
        id,
        &kind.list().page_paths(&entry.name),
    );
    if new_nav != nav.0 {
        transaction.push(WriteOp::Put {
            item: new_nav.to_item(org_id, nav_version + 1),
            condition: over(nav_version),
        });
    }
    let room = MAX_TRANSACTION_OPS - transaction.len();
    let mut answers = answers;
    let leftover = answers.split_off(answers.len().min(room));
    transaction.extend(answers.into_iter().map(|key| WriteOp::Delete {
        key,
        condition: Condition::None,
    }));
    Some(DeletePlan {
        transaction,
        leftover,
    })
}

/// Deletes the entry `id` of the list of `kind` with its expense table, its answers and the
/// statuses and assignees of its pages, in one transaction conditioned on the versions of the
/// list and of the navigation item read just before (read again and retried when either
/// changed). After it, the entry's answers are swept once more: an answer committed between
/// the read and the transaction is found then, and none can be written after it (an answer's
/// write checks the list, see [`save_answer`]). Returns the deleted entry.
pub async fn delete_entry(
    org: &OrgScope,
    kind: EntryKind,
    id: &str,
) -> Result<Entry, DeleteEntryError> {
    let table = org.table();
    let org_id = org.org_id();
    let owner = kind.owner(id);
    let mut retry = Retry::new(format!("the list or navigation of {org_id}"));
    loop {
        let list = get_entries(org, kind).await?;
        let Some(entry) = list.value.find(id).cloned() else {
            return Err(DeleteEntryError::NotFound);
        };
        let answers = answer_keys(org, &owner).await?;
        let nav = get_nav(org).await?;
        let Some(plan) = delete_plan(org_id, kind, &list, id, answers, &nav) else {
            return Err(DeleteEntryError::NotFound);
        };
        match table.transact(plan.transaction).await {
            Ok(()) => {
                for key in answer_keys(org, &owner).await? {
                    table.delete(&key, Condition::None).await?;
                }
                return Ok(entry);
            }
            Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
            Err(e) => return Err(e.into()),
        }
    }
}

async fn answer_keys(org: &OrgScope, owner: &Owner) -> Result<Vec<Key>, StoreError> {
    let org_id = org.org_id();
    Ok(answers_of(org, owner, None)
        .await?
        .into_iter()
        .map(|a| crate::plan::answer_key(org_id, owner, a.value.question_id))
        .collect())
}

#[derive(Debug, thiserror::Error)]
pub enum SaveAnswerError {
    /// The program or project is not (or no longer) in the organization's list.
    #[error("no such program or project")]
    OwnerNotFound,
    /// The answer was saved by someone else since `expected` was read (or exists, when no
    /// version was given).
    #[error("the answer changed")]
    Stale,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Saves `answer` of `owner` over the version `expected` (`None` or 0: only if there is no
/// answer yet), as version `expected + 1`. The answer of a program or project is written in one
/// transaction with a check that the list still holds it unchanged since it was read (a list
/// changed meanwhile is read again), so no answer is ever written for a program or project
/// deleted meanwhile.
///
/// A save whose version is stale but whose text is the one stored (a save retried after its
/// answer was lost, or two people typing the same) is no conflict: the stored answer is
/// returned and nothing is written.
pub async fn save_answer(
    org: &OrgScope,
    owner: &Owner,
    answer: &AnswerRecord,
    expected: Option<u64>,
) -> Result<Versioned<AnswerRecord>, SaveAnswerError> {
    match write_answer(org, owner, answer, expected).await {
        Err(SaveAnswerError::Stale) => match get_answer(org, owner, answer.question_id).await? {
            Some(stored)
                if stored.value.answer == answer.answer
                    && stored.value.category_id == answer.category_id =>
            {
                Ok(stored)
            }
            _ => Err(SaveAnswerError::Stale),
        },
        other => other,
    }
}

async fn write_answer(
    org: &OrgScope,
    owner: &Owner,
    answer: &AnswerRecord,
    expected: Option<u64>,
) -> Result<Versioned<AnswerRecord>, SaveAnswerError> {
    let table = org.table();
    let org_id = org.org_id();
    let read = expected.unwrap_or(0);
    let version = read + 1;
    let saved = || Versioned {
        value: answer.clone(),
        version,
    };
    let item = answer.to_item(org_id, owner, version);
    let (kind, id) = match owner {
        Owner::Organization => {
            return match table.put(item, over(read)).await {
                Ok(()) => Ok(saved()),
                Err(StoreError::ConditionFailed) => Err(SaveAnswerError::Stale),
                Err(e) => Err(e.into()),
            };
        }
        Owner::Program(id) => (EntryKind::Program, id),
        Owner::Project(id) => (EntryKind::Project, id),
    };
    let mut retry = Retry::new(format!("the list of {org_id}"));
    loop {
        let list = get_entries(org, kind).await?;
        if list.value.find(id).is_none() {
            return Err(SaveAnswerError::OwnerNotFound);
        }
        let written = table
            .transact(vec![
                WriteOp::Check {
                    key: EntriesRecord::key(org_id, kind),
                    condition: Condition::VersionIs(list.version),
                },
                WriteOp::Put {
                    item: item.clone(),
                    condition: over(read),
                },
            ])
            .await;
        match written {
            Ok(()) => return Ok(saved()),
            Err(StoreError::TransactionCancelled { index: 0 }) => retry.conflict().await?,
            Err(StoreError::TransactionCancelled { .. }) => return Err(SaveAnswerError::Stale),
            Err(e) => return Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::plan::entries::new_entry;
    use crate::plan::{answer_key, answers_prefix};
    use fundplan_domain::questions::{Scope, catalogue};
    use fundplan_ports::Table;
    use fundplan_ports::embedded::EmbeddedTable;
    use fundplan_ports::{Item, Query};
    use std::sync::Arc;

    const FUNDING: &str = "/steps/funding-annual/program/";
    const EVALUATION: &str = "/steps/core-program-evaluation/program/";

    fn entry(id: &str, name: &str) -> Entry {
        new_entry(id.into(), name.into(), format!("{name}: what it does."), 1)
    }

    async fn riverbend(t: &EmbeddedTable, org: &str) -> Versioned<EntriesRecord> {
        save_entries(
            &crate::ops::testing::scope(t, org),
            EntryKind::Program,
            |l| {
                l.entries = vec![
                    entry("P1", "Adult Basic Literacy"),
                    entry("P2", "Family Reading Nights"),
                    entry("P3", "Workplace English"),
                ];
                Ok::<_, StoreError>(())
            },
        )
        .await
        .unwrap()
    }

    fn answer(q: u32, text: &str) -> AnswerRecord {
        AnswerRecord {
            question_id: q,
            category_id: 4,
            answer: text.into(),
            updated_at: 10,
            updated_by: "u1".into(),
        }
    }

    /// Statuses and assignees as the release before the section catalogue stored them, by
    /// route path (a store of that release, upgraded): a rename moves them.
    async fn nav_with(t: &dyn Table, org: &str, paths: &[(&str, i8)]) {
        // The plain optimistic update: `ops::update_nav` would upgrade the item first.
        let key = NavRecord::key(org);
        crate::repo::update(
            t,
            &key,
            |n: &NavRecord, v| n.to_item(org, v),
            |n| {
                n.keys = crate::nav::KEYED_BY_PATH;
                for (p, s) in paths {
                    n.statuses.insert(p.to_string(), *s);
                    n.assignees.insert(p.to_string(), vec!["m1".into()]);
                }
                Ok::<_, StoreError>(())
            },
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_saved_list_is_stored_with_a_new_version_and_an_unchanged_one_writes_nothing() {
        let (_dir, t) = table();
        let saved = riverbend(&t, "o1").await;
        assert_eq!(saved.version, 1);
        let again = save_entries(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            |_| Ok::<_, StoreError>(()),
        )
        .await
        .unwrap();
        assert_eq!(again, saved);
        assert_eq!(t.count().await, 1, "only the list; no navigation item");
    }

    #[tokio::test]
    async fn a_refused_change_writes_nothing() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        let e = save_entries(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            |l| {
                l.entries.clear();
                Err::<(), _>(StoreError::Invalid("refused".into()))
            },
        )
        .await;
        assert!(matches!(e, Err(StoreError::Invalid(_))));
        let stored = get_entries(&crate::ops::testing::scope(&t, "o1"), EntryKind::Program)
            .await
            .unwrap();
        assert_eq!((stored.value.entries.len(), stored.version), (3, 1));
    }

    #[tokio::test]
    async fn a_rename_moves_the_pages_progress_in_the_same_write_and_leaves_the_others() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        nav_with(
            &t,
            "o1",
            &[
                (&format!("{FUNDING}family-reading-nights"), 1),
                (&format!("{EVALUATION}family-reading-nights"), 0),
                (&format!("{FUNDING}workplace-english"), 1),
            ],
        )
        .await;
        let saved = save_entries(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            |l| {
                l.entries[1].name = "Family Reading Evenings".into();
                Ok::<_, StoreError>(())
            },
        )
        .await
        .unwrap();
        assert_eq!(saved.version, 2);
        let (nav, version) = get_nav(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!(version, 2, "one more write of the navigation item");
        assert_eq!(
            nav.statuses[&format!("{FUNDING}family-reading-evenings")],
            1
        );
        assert_eq!(
            nav.statuses[&format!("{EVALUATION}family-reading-evenings")],
            0
        );
        assert_eq!(
            nav.assignees[&format!("{FUNDING}family-reading-evenings")],
            vec!["m1".to_string()]
        );
        assert!(
            !nav.statuses
                .contains_key(&format!("{FUNDING}family-reading-nights"))
        );
        assert_eq!(nav.statuses[&format!("{FUNDING}workplace-english")], 1);
    }

    #[tokio::test]
    async fn a_navigation_change_upgrades_an_item_of_the_previous_release_in_the_same_write() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        nav_with(
            &t,
            "o1",
            &[
                (&format!("{FUNDING}family-reading-nights"), 1),
                ("/steps/aspirational-vision/mission-statement", 1),
            ],
        )
        .await;
        let nav = crate::ops::update_nav(&crate::ops::testing::scope(&t, "o1"), |n| {
            n.statuses.insert("vision.vision".into(), 1);
            Ok::<_, StoreError>(())
        })
        .await
        .unwrap();
        let (stored, version) = get_nav(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!((&stored, version), (&nav, 2), "one write");
        assert_eq!(stored.keys, crate::nav::KEYED_BY_ID);
        assert_eq!(
            stored.statuses,
            std::collections::BTreeMap::from([
                ("programs.program:P2".to_string(), 1),
                ("vision.mission".to_string(), 1),
                ("vision.vision".to_string(), 1),
            ])
        );
        assert_eq!(
            stored.assignees["programs.program:P2"],
            vec!["m1".to_string()]
        );
    }

    #[tokio::test]
    async fn a_rename_writes_no_navigation_item_keyed_by_section() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        crate::ops::update_nav(&crate::ops::testing::scope(&t, "o1"), |n| {
            n.statuses.insert("programs.program:P2".into(), 1);
            Ok::<_, StoreError>(())
        })
        .await
        .unwrap();
        save_entries(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            |l| {
                l.entries[1].name = "Family Reading Evenings".into();
                Ok::<_, StoreError>(())
            },
        )
        .await
        .unwrap();
        let (nav, version) = get_nav(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!(version, 1, "the navigation item is not written");
        assert_eq!(nav.statuses["programs.program:P2"], 1);
    }

    #[tokio::test]
    async fn a_rename_over_a_changed_navigation_item_is_retried_and_keeps_both_changes() {
        let (_dir, t) = table();
        let t = Arc::new(t);
        riverbend(&t, "o1").await;
        nav_with(
            t.as_ref(),
            "o1",
            &[(&format!("{FUNDING}workplace-english"), 1)],
        )
        .await;
        let mut tasks = Vec::new();
        for i in 0..8 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                nav_with(
                    t.as_ref(),
                    "o1",
                    &[(&format!("/steps/stewardship/p{i}"), 1)],
                )
                .await
            }));
        }
        let org = crate::OrgScope::of_verified(t.clone(), "o1");
        let rename = save_entries(&org, EntryKind::Program, |l| {
            l.entries[2].name = "English at Work".into();
            Ok::<_, StoreError>(())
        });
        rename.await.unwrap();
        for task in tasks {
            task.await.unwrap();
        }
        let (nav, _) = get_nav(&crate::OrgScope::of_verified(t.clone(), "o1"))
            .await
            .unwrap();
        assert_eq!(nav.statuses[&format!("{FUNDING}english-at-work")], 1);
        assert!(
            !nav.statuses
                .contains_key(&format!("{FUNDING}workplace-english"))
        );
        assert_eq!(
            (0..8)
                .filter(|i| nav
                    .statuses
                    .contains_key(&format!("/steps/stewardship/p{i}")))
                .count(),
            8
        );
    }

    #[tokio::test]
    async fn sixteen_concurrent_additions_keep_the_limit_of_ten() {
        let (_dir, t) = table();
        let t = Arc::new(t);
        let mut tasks = Vec::new();
        for i in 0..16 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                save_entries(
                    &crate::OrgScope::of_verified(t.clone(), "o1"),
                    EntryKind::Program,
                    |l| {
                        if l.entries.len() >= 10 {
                            return Err(StoreError::Invalid("full".into()));
                        }
                        l.entries
                            .push(entry(&format!("P{i}"), &format!("Program {i}")));
                        Ok(())
                    },
                )
                .await
                .is_ok()
            }));
        }
        let mut added = 0;
        for task in tasks {
            added += usize::from(task.await.unwrap());
        }
        let stored = get_entries(
            &crate::OrgScope::of_verified(t.clone(), "o1"),
            EntryKind::Program,
        )
        .await
        .unwrap();
        assert_eq!(
            (added, stored.value.entries.len(), stored.version),
            (10, 10, 10)
        );
    }

    async fn store_answers(
        t: &dyn Table,
        org: &str,
        owner: &Owner,
        ids: impl Iterator<Item = u32>,
    ) {
        for q in ids {
            t.put(
                answer(q, "text").to_item(org, owner, 1),
                Condition::NotExists,
            )
            .await
            .unwrap();
        }
    }

    async fn prefix_count(t: &dyn Table, org: &str, prefix: &str) -> usize {
        t.query_all(Query::partition(format!("ORG#{org}")).prefix(prefix))
            .await
            .unwrap()
            .len()
    }

    #[tokio::test]
    async fn deleting_a_program_takes_its_expenses_answers_and_pages_and_nothing_else() {
        let (_dir, t) = table();
        for org in ["o1", "o2"] {
            riverbend(&t, org).await;
            for p in ["P1", "P2"] {
                let owner = Owner::Program(p.into());
                store_answers(&t, org, &owner, 401..405).await;
                t.put(
                    Item::new(expenses_key(org, &owner), Default::default()),
                    Condition::None,
                )
                .await
                .unwrap();
            }
            nav_with(
                &t,
                org,
                &[
                    (&format!("{FUNDING}family-reading-nights"), 1),
                    (&format!("{EVALUATION}family-reading-nights"), 1),
                    (&format!("{FUNDING}adult-basic-literacy"), 1),
                ],
            )
            .await;
        }
        let before_other = t.query_all(Query::partition("ORG#o2")).await.unwrap();
        let gone = delete_entry(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            "P2",
        )
        .await
        .unwrap();
        assert_eq!(gone.name, "Family Reading Nights");
        let list = get_entries(&crate::ops::testing::scope(&t, "o1"), EntryKind::Program)
            .await
            .unwrap();
        assert_eq!(
            list.value
                .entries
                .iter()
                .map(|e| e.id.as_str())
                .collect::<Vec<_>>(),
            vec!["P1", "P3"]
        );
        let p2 = Owner::Program("P2".into());
        assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p2)).await, 0);
        assert!(t.get(&expenses_key("o1", &p2)).await.unwrap().is_none());
        let (nav, _) = get_nav(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap();
        assert_eq!(
            nav.statuses.keys().collect::<Vec<_>>(),
            vec![&format!("{FUNDING}adult-basic-literacy")]
        );
        assert_eq!(nav.assignees.len(), 1);
        let p1 = Owner::Program("P1".into());
        assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 4);
        assert!(t.get(&expenses_key("o1", &p1)).await.unwrap().is_some());
        assert_eq!(
            t.query_all(Query::partition("ORG#o2")).await.unwrap(),
            before_other,
            "another organization keeps everything"
        );
    }

    #[tokio::test]
    async fn deleting_an_unknown_or_already_deleted_program_writes_nothing() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        let before = t.query_all(Query::partition("ORG#o1")).await.unwrap();
        for id in ["P9", ""] {
            assert!(matches!(
                delete_entry(
                    &crate::ops::testing::scope(&t, "o1"),
                    EntryKind::Program,
                    id
                )
                .await,
                Err(DeleteEntryError::NotFound)
            ));
        }
        assert!(matches!(
            delete_entry(
                &crate::ops::testing::scope(&t, "o2"),
                EntryKind::Program,
                "P1"
            )
            .await,
            Err(DeleteEntryError::NotFound)
        ));
        assert_eq!(
            t.query_all(Query::partition("ORG#o1")).await.unwrap(),
            before
        );
        delete_entry(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            "P1",
        )
        .await
        .unwrap();
        assert!(matches!(
            delete_entry(
                &crate::ops::testing::scope(&t, "o1"),
                EntryKind::Program,
                "P1"
            )
            .await,
            Err(DeleteEntryError::NotFound)
        ));
    }

    #[test]
    fn a_deletion_is_one_transaction_of_at_most_100_operations() {
        let list = Versioned {
            value: EntriesRecord {
                entries: vec![entry("P1", "Adult Basic Literacy")],
            },
            version: 4,
        };
        let mut nav = NavRecord::default();
        nav.statuses.insert("programs.program:P1".into(), 1);
        let owner = Owner::Program("P1".into());
        let answers = |n: u32| {
            (1..=n)
                .map(|q| answer_key("o1", &owner, q))
                .collect::<Vec<_>>()
        };
        let plan = delete_plan(
            "o1",
            EntryKind::Program,
            &list,
            "P1",
            answers(18),
            &(nav.clone(), 7),
        )
        .unwrap();
        assert_eq!((plan.transaction.len(), plan.leftover.len()), (3 + 18, 0));
        assert!(matches!(
            &plan.transaction[0],
            WriteOp::Put {
                condition: Condition::VersionIs(4),
                ..
            }
        ));
        assert!(matches!(
            &plan.transaction[2],
            WriteOp::Put {
                condition: Condition::VersionIs(7),
                ..
            }
        ));
        fundplan_ports::table::validate_transaction(&plan.transaction).unwrap();
        // With more answers than one transaction holds, the rest is left for the sweep.
        let plan = delete_plan(
            "o1",
            EntryKind::Program,
            &list,
            "P1",
            answers(120),
            &(nav, 7),
        )
        .unwrap();
        assert_eq!((plan.transaction.len(), plan.leftover.len()), (100, 23));
        fundplan_ports::table::validate_transaction(&plan.transaction).unwrap();
        // A navigation item without the program's pages is not written.
        let plan = delete_plan(
            "o1",
            EntryKind::Program,
            &list,
            "P1",
            answers(2),
            &(NavRecord::default(), 0),
        )
        .unwrap();
        assert_eq!(plan.transaction.len(), 2 + 2);
        assert!(
            delete_plan(
                "o1",
                EntryKind::Program,
                &list,
                "P9",
                vec![],
                &(NavRecord::default(), 0)
            )
            .is_none()
        );
    }

    #[test]
    fn every_answer_a_program_or_project_can_have_fits_its_deletion_transaction() {
        // Answers are only written to questions of the catalogue answered in that scope, so
        // this is the most a program or project can hold; the list, the expense table and the
        // navigation item take three operations.
        for scope in [Scope::Program, Scope::Project] {
            let n = catalogue()
                .all()
                .iter()
                .filter(|q| q.scopes.contains(&scope))
                .count();
            assert!(n + 3 <= MAX_TRANSACTION_OPS, "{scope:?}: {n} questions");
        }
    }

    #[tokio::test]
    async fn a_program_with_more_answers_than_a_transaction_holds_loses_them_all() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        let p1 = Owner::Program("P1".into());
        store_answers(&t, "o1", &p1, 1..=120).await;
        delete_entry(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            "P1",
        )
        .await
        .unwrap();
        assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 0);
    }

    #[tokio::test]
    async fn an_organization_answer_is_created_once_then_written_only_over_its_version() {
        let (_dir, t) = table();
        let org = Owner::Organization;
        let first = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &answer(304, "one"),
            None,
        )
        .await
        .unwrap();
        assert_eq!(first.version, 1);
        assert!(matches!(
            save_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &org,
                &answer(304, "two"),
                None
            )
            .await,
            Err(SaveAnswerError::Stale)
        ));
        let second = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &answer(304, "two"),
            Some(1),
        )
        .await
        .unwrap();
        assert_eq!(second.version, 2);
        assert!(matches!(
            save_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &org,
                &answer(304, "stale"),
                Some(1)
            )
            .await,
            Err(SaveAnswerError::Stale)
        ));
        let stored = get_answer(&crate::ops::testing::scope(&t, "o1"), &org, 304)
            .await
            .unwrap()
            .unwrap();
        assert_eq!((stored.value.answer.as_str(), stored.version), ("two", 2));
        assert_eq!(t.count().await, 1);
    }

    #[tokio::test]
    async fn a_stale_save_of_the_stored_text_is_answered_with_the_stored_answer() {
        let (_dir, t) = table();
        let org = Owner::Organization;
        save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &answer(304, "one"),
            None,
        )
        .await
        .unwrap();
        save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &answer(304, "two"),
            Some(1),
        )
        .await
        .unwrap();
        let mut retried = answer(304, "two");
        retried.updated_by = "u2".into();
        let same = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &retried,
            Some(1),
        )
        .await
        .unwrap();
        assert_eq!((same.version, same.value.updated_by.as_str()), (2, "u1"));
        let again = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &org,
            &answer(304, "two"),
            None,
        )
        .await
        .unwrap();
        assert_eq!(again.version, 2);
        let mut other_category = answer(304, "two");
        other_category.category_id = 5;
        assert!(matches!(
            save_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &org,
                &other_category,
                Some(1)
            )
            .await,
            Err(SaveAnswerError::Stale)
        ));
        assert_eq!(
            get_answer(&crate::ops::testing::scope(&t, "o1"), &org, 304)
                .await
                .unwrap()
                .unwrap()
                .version,
            2
        );
    }

    #[tokio::test]
    async fn a_program_answer_is_written_only_while_the_program_exists() {
        let (_dir, t) = table();
        riverbend(&t, "o1").await;
        let p1 = Owner::Program("P1".into());
        let saved = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &p1,
            &answer(401, "goals"),
            None,
        )
        .await
        .unwrap();
        assert_eq!(saved.version, 1);
        assert!(matches!(
            save_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &p1,
                &answer(401, "stale"),
                None
            )
            .await,
            Err(SaveAnswerError::Stale)
        ));
        let before = t.count().await;
        for (org, owner) in [
            ("o1", Owner::Program("P9".into())),
            ("o2", Owner::Program("P1".into())),
            ("o1", Owner::Project("P1".into())),
        ] {
            assert!(matches!(
                save_answer(
                    &crate::ops::testing::scope(&t, org),
                    &owner,
                    &answer(401, "x"),
                    None
                )
                .await,
                Err(SaveAnswerError::OwnerNotFound)
            ));
        }
        assert_eq!(t.count().await, before);
        // A list changed since the program was read does not stop the write.
        save_entries(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            |l| {
                l.entries[2].name = "English at Work".into();
                Ok::<_, StoreError>(())
            },
        )
        .await
        .unwrap();
        let next = save_answer(
            &crate::ops::testing::scope(&t, "o1"),
            &p1,
            &answer(401, "new goals"),
            Some(1),
        )
        .await
        .unwrap();
        assert_eq!(next.version, 2);
        delete_entry(
            &crate::ops::testing::scope(&t, "o1"),
            EntryKind::Program,
            "P1",
        )
        .await
        .unwrap();
        assert!(matches!(
            save_answer(
                &crate::ops::testing::scope(&t, "o1"),
                &p1,
                &answer(401, "too late"),
                Some(2)
            )
            .await,
            Err(SaveAnswerError::OwnerNotFound)
        ));
        assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 0);
    }

    #[tokio::test]
    async fn answers_written_while_their_program_is_deleted_never_outlive_it() {
        for round in 0..5 {
            let (_dir, t) = table();
            let t = Arc::new(t);
            riverbend(&t, "o1").await;
            let mut tasks = Vec::new();
            for q in 0..12u32 {
                let t = t.clone();
                tasks.push(tokio::spawn(async move {
                    let owner = Owner::Program("P2".into());
                    save_answer(
                        &crate::OrgScope::of_verified(t.clone(), "o1"),
                        &owner,
                        &answer(400 + q, "x"),
                        None,
                    )
                    .await
                }));
            }
            let deleted = delete_entry(
                &crate::OrgScope::of_verified(t.clone(), "o1"),
                EntryKind::Program,
                "P2",
            )
            .await;
            for task in tasks {
                let r = task.await.unwrap();
                assert!(
                    matches!(r, Ok(_) | Err(SaveAnswerError::OwnerNotFound)),
                    "{r:?}"
                );
            }
            assert!(deleted.is_ok());
            let left = prefix_count(
                t.as_ref(),
                "o1",
                &answers_prefix(&Owner::Program("P2".into())),
            )
            .await;
            assert_eq!(
                left, 0,
                "round {round}: {left} answers outlived their program"
            );
        }
    }
}

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
mod tests;

//! Changes of an expense table and of the revenue.
//!
//! A table is one item, so its limits hold under concurrent writers: every change is an
//! optimistic read-modify-write of that item, retried with jitter when someone wrote in between
//! (16 writers adding items to one table at once all keep theirs). A write to a program's or
//! project's table is one transaction with a condition check on the programs or projects list
//! (its version as read, with the program or project in it), so no table is ever written for a
//! program or project that was deleted meanwhile: deleting one deletes its table in the same
//! transaction that changes the list, and that changes the list's version.

use crate::plan::budget::{ExpenseTableRecord, RevenuesRecord, owner_list_key};
use crate::plan::{EntriesRecord, Owner, expenses_key, revenues_key};
use crate::repo::{Retry, get, over, update};
use crate::scope::OrgScope;
use fundplan_ports::{Condition, StoreError, WriteOp};

/// Why a change of an expense table was not written.
#[derive(Debug)]
pub enum TableChangeError<E> {
    /// The program or project is not (or no longer) in its list.
    OwnerGone,
    /// The change refused itself (its own error).
    Rejected(E),
    Store(StoreError),
}

impl<E> From<StoreError> for TableChangeError<E> {
    fn from(e: StoreError) -> Self {
        TableChangeError::Store(e)
    }
}

/// Read-modify-write of `owner`'s expense table: reads it (an empty table when it was never
/// written) and, for a program or project, its list; applies `change`; writes the table on the
/// condition that nobody wrote it in between, and, for a program or project, that its list is
/// still the version read (one transaction). On a conflict it starts over, so `change` may run
/// several times and must work from the table it is given. Nothing is written when `change`
/// leaves the table as it was. Returns the table as stored.
pub async fn update_expense_table<E>(
    org: &OrgScope,
    owner: &Owner,
    mut change: impl FnMut(&mut ExpenseTableRecord) -> Result<(), E>,
) -> Result<ExpenseTableRecord, TableChangeError<E>> {
    let table = org.table();
    let org_id = org.org_id();
    let key = expenses_key(org_id, owner);
    let mut retry = Retry::new(format!("{}/{}", key.pk, key.sk));
    loop {
        let guard = match owner_list_key(org_id, owner) {
            None => None,
            Some((list_key, _, id)) => match get::<EntriesRecord>(table, &list_key).await? {
                Some(list) if list.value.find(&id).is_some() => Some((list_key, list.version)),
                _ => return Err(TableChangeError::OwnerGone),
            },
        };
        let (mut value, version) = match get::<ExpenseTableRecord>(table, &key).await? {
            Some(v) => (v.value, v.version),
            None => (ExpenseTableRecord::default(), 0),
        };
        let before = value.clone();
        change(&mut value).map_err(TableChangeError::Rejected)?;
        if value == before {
            return Ok(value);
        }
        let item = value.to_item(org_id, owner, version + 1);
        let written = match guard {
            None => table.put(item, over(version)).await,
            Some((list_key, list_version)) => {
                table
                    .transact(vec![
                        WriteOp::Check {
                            key: list_key,
                            condition: Condition::VersionIs(list_version),
                        },
                        WriteOp::Put {
                            item,
                            condition: over(version),
                        },
                    ])
                    .await
            }
        };
        match written {
            Ok(()) => return Ok(value),
            Err(StoreError::ConditionFailed | StoreError::TransactionCancelled { .. }) => {
                retry.conflict().await?
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The organization's revenue lines (empty when never written).
pub async fn get_revenues(org: &OrgScope) -> Result<RevenuesRecord, StoreError> {
    Ok(
        get::<RevenuesRecord>(org.table(), &revenues_key(org.org_id()))
            .await?
            .map(|v| v.value)
            .unwrap_or_default(),
    )
}

/// Read-modify-write of the organization's revenue lines (optimistic, retried; see
/// [`crate::repo::update`]).
pub async fn update_revenues<E: From<StoreError>>(
    org: &OrgScope,
    change: impl FnMut(&mut RevenuesRecord) -> Result<(), E>,
) -> Result<RevenuesRecord, E> {
    let table = org.table();
    let org_id = org.org_id();
    update(
        table,
        &revenues_key(org_id),
        |r: &RevenuesRecord, v| r.to_item(org_id, v),
        change,
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::plan::{Entry, EntryKind};
    use fundplan_domain::budget::{Category, ExpenseItem};
    use fundplan_ports::Table;
    use std::sync::Arc;

    fn expense(id: &str) -> ExpenseItem {
        ExpenseItem {
            id: id.into(),
            expense_type: Category::OtherExpenses,
            expense_description: format!("item {id}"),
            cents: [100, 0, 0],
            version: 1,
        }
    }

    async fn list_programs(t: &dyn Table, ids: &[&str], version: u64) {
        let list = EntriesRecord {
            entries: ids
                .iter()
                .map(|id| Entry {
                    id: id.to_string(),
                    name: format!("Program {id}"),
                    ..Entry::default()
                })
                .collect(),
        };
        t.put(
            list.to_item("o1", EntryKind::Program, version),
            Condition::None,
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_programs_table_is_written_only_while_the_program_is_listed() {
        let (_dir, t) = table();
        let p = Owner::Program("01P".into());
        let add = |id: &'static str| {
            move |tbl: &mut ExpenseTableRecord| -> Result<(), ()> {
                tbl.items.push(expense(id));
                Ok(())
            }
        };
        let r = update_expense_table(&crate::ops::testing::scope(&t, "o1"), &p, add("a")).await;
        assert!(matches!(r, Err(TableChangeError::OwnerGone)));
        assert!(t.get(&expenses_key("o1", &p)).await.unwrap().is_none());

        list_programs(&t, &["01P"], 1).await;
        let saved = update_expense_table(&crate::ops::testing::scope(&t, "o1"), &p, add("a"))
            .await
            .unwrap();
        assert_eq!(saved.items.len(), 1);

        // Deleted from the list: no more writes to its table.
        list_programs(&t, &["01Q"], 2).await;
        let r = update_expense_table(&crate::ops::testing::scope(&t, "o1"), &p, add("b")).await;
        assert!(matches!(r, Err(TableChangeError::OwnerGone)));
        let stored = get::<ExpenseTableRecord>(&t, &expenses_key("o1", &p))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stored.value.items.len(), 1);
    }

    #[tokio::test]
    async fn an_unchanged_table_is_not_written_and_a_refused_change_writes_nothing() {
        let (_dir, t) = table();
        let o = Owner::Organization;
        update_expense_table(
            &crate::ops::testing::scope(&t, "o1"),
            &o,
            |tbl| -> Result<(), ()> {
                tbl.items.push(expense("a"));
                Ok(())
            },
        )
        .await
        .unwrap();
        async fn version(t: &dyn Table) -> u64 {
            let key = expenses_key("o1", &Owner::Organization);
            t.get(&key).await.unwrap().unwrap().version
        }
        assert_eq!(version(&t).await, 1);
        update_expense_table(
            &crate::ops::testing::scope(&t, "o1"),
            &Owner::Organization,
            |_| -> Result<(), ()> { Ok(()) },
        )
        .await
        .unwrap();
        assert_eq!(version(&t).await, 1);
        let r = update_expense_table(
            &crate::ops::testing::scope(&t, "o1"),
            &Owner::Organization,
            |tbl| {
                tbl.items.clear();
                Err("no")
            },
        )
        .await;
        assert!(matches!(r, Err(TableChangeError::Rejected("no"))));
        assert_eq!(version(&t).await, 1);
    }

    #[tokio::test]
    async fn sixteen_concurrent_writers_to_one_programs_table_keep_every_item() {
        let (_dir, t) = table();
        let t = Arc::new(t);
        list_programs(t.as_ref(), &["01P"], 1).await;
        let mut tasks = Vec::new();
        for i in 0..16 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                update_expense_table(
                    &crate::OrgScope::of_verified(t.clone(), "o1"),
                    &Owner::Program("01P".into()),
                    |tbl| -> Result<(), ()> {
                        tbl.items.push(expense(&format!("i{i}")));
                        Ok(())
                    },
                )
                .await
                .map(|_| ())
                .map_err(|e| format!("{e:?}"))
            }));
        }
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        let stored = get::<ExpenseTableRecord>(
            t.as_ref(),
            &expenses_key("o1", &Owner::Program("01P".into())),
        )
        .await
        .unwrap()
        .unwrap();
        assert_eq!(stored.value.items.len(), 16);
        assert_eq!(stored.version, 16);
    }
}

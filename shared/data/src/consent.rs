//! What a nonprofit shares with the funder of its cohort (issue 18 §4): per item, revocable,
//! every grant and withdrawal logged.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | consent | `ORG#<org>` | `CONSENT` | `items`: item → granted at (Unix seconds) |
//! | consent log | `ORG#<org>` | `CONSENT#LOG#<at, 12 digits>#<id>` | `item`, `shared`, `by`, `at` |

use crate::record::{Record, Versioned, org_pk};
use crate::repo::get;
use crate::scope::OrgScope;
use fundplan_domain::cohort::ConsentItem;
use fundplan_ports::table::{Condition, Key, Query, StoreError, WriteOp};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The items the organization shares now, with when each was granted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConsentRecord {
    #[serde(default)]
    pub items: BTreeMap<ConsentItem, i64>,
}

impl Record for ConsentRecord {
    const ENTITY: &'static str = "consent";
}

impl ConsentRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "CONSENT")
    }

    /// When `item` was granted, if it is shared.
    pub fn since(&self, item: ConsentItem) -> Option<i64> {
        self.items.get(&item).copied()
    }
}

/// One grant or withdrawal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConsentLogRecord {
    pub item: ConsentItem,
    pub shared: bool,
    /// The user who chose.
    pub by: String,
    pub at: i64,
}

impl Record for ConsentLogRecord {
    const ENTITY: &'static str = "consent log entry";
}

impl ConsentLogRecord {
    pub fn key(org_id: &str, at: i64, id: &str) -> Key {
        Key::new(org_pk(org_id), format!("CONSENT#LOG#{at:012}#{id}"))
    }
}

/// The organization's consent (nothing shared when never stored).
pub async fn consent(org: &OrgScope) -> Result<ConsentRecord, StoreError> {
    Ok(
        get::<ConsentRecord>(org.table(), &ConsentRecord::key(org.org_id()))
            .await?
            .map(|v| v.value)
            .unwrap_or_default(),
    )
}

/// Shares `item` with the funder (`shared`) or withdraws it, with its log entry, in one
/// transaction; choosing what is already so writes nothing. Returns the consent as stored.
pub async fn set_consent(
    org: &OrgScope,
    item: ConsentItem,
    shared: bool,
    by: &str,
    now: i64,
    id: &str,
) -> Result<ConsentRecord, StoreError> {
    let table = org.table();
    let key = ConsentRecord::key(org.org_id());
    let mut retry = crate::repo::Retry::new("consent");
    loop {
        let stored: Option<Versioned<ConsentRecord>> = get(table, &key).await?;
        let (mut value, version) =
            stored.map_or((ConsentRecord::default(), 0), |v| (v.value, v.version));
        if value.items.contains_key(&item) == shared {
            return Ok(value);
        }
        if shared {
            value.items.insert(item, now);
        } else {
            value.items.remove(&item);
        }
        let entry = ConsentLogRecord {
            item,
            shared,
            by: by.to_owned(),
            at: now,
        };
        let ops = vec![
            WriteOp::Put {
                item: value.encode(key.clone(), version + 1),
                condition: if version == 0 {
                    Condition::NotExists
                } else {
                    Condition::VersionIs(version)
                },
            },
            WriteOp::Put {
                item: entry.encode(ConsentLogRecord::key(org.org_id(), now, id), 1),
                condition: Condition::NotExists,
            },
        ];
        match table.transact(ops).await {
            Ok(()) => return Ok(value),
            Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
            Err(e) => return Err(e),
        }
    }
}

/// Every grant and withdrawal, oldest first.
pub async fn consent_log(org: &OrgScope) -> Result<Vec<ConsentLogRecord>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(org_pk(org.org_id())).prefix("CONSENT#LOG#"))
        .await?;
    crate::record::values_of(&items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::{scope, table};

    #[tokio::test]
    async fn a_grant_and_a_withdrawal_are_each_logged_once() {
        let (_d, t) = table();
        let org = scope(&t, "o1");
        assert!(consent(&org).await.unwrap().items.is_empty());
        let c = set_consent(&org, ConsentItem::Goal, true, "u1", 100, "a")
            .await
            .unwrap();
        assert_eq!(c.since(ConsentItem::Goal), Some(100));
        // Again: nothing written.
        set_consent(&org, ConsentItem::Goal, true, "u1", 150, "b")
            .await
            .unwrap();
        let c = set_consent(&org, ConsentItem::Goal, false, "u2", 200, "c")
            .await
            .unwrap();
        assert_eq!(c.since(ConsentItem::Goal), None);
        let log = consent_log(&org).await.unwrap();
        assert_eq!(
            log.iter()
                .map(|l| (l.shared, l.by.as_str(), l.at))
                .collect::<Vec<_>>(),
            [(true, "u1", 100), (false, "u2", 200)]
        );
        let item = c.encode(ConsentRecord::key("o1"), 1);
        assert_eq!(item.key, Key::new("ORG#o1", "CONSENT"));
    }
}

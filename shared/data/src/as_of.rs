//! The plan as a version holds it, read through the usual code (issue 19 §1: "open a version
//! read-only, every section as it was, in the usual screens").
//!
//! [`open_version`] gives an [`OrgScope`] of the same organization whose table answers every
//! item of the plan (each `model::Part` but the team) from the version's snapshot, and every
//! other item (the team, the subscription, the versions, documents, …) from the store as it is.
//! Every handler and view that reads through a scope therefore reads the version unchanged.
//!
//! Nothing is ever written to a version: a write of a plan item through this table is dropped
//! (a read that records something as it goes, such as the certificate's first date, records
//! nothing), and other writes go to the store as usual. The HTTP layer refuses every request but
//! a read made with a version's token before a handler runs (`fundplan_http::session`).
//!
//! Snapshots are immutable, so the last few read are kept in memory by their object key.

use crate::model::Part;
use crate::record::org_pk;
use crate::scope::OrgScope;
use crate::versions::{VersionError, load_version};
use async_trait::async_trait;
use fundplan_ports::blobs::Blobs;
use fundplan_ports::table::{
    Condition, Index, Item, Key, Page, Query, StoreError, Table, WriteOp, sk_matches,
};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Snapshots kept in memory (each a whole plan: a few hundred kilobytes to a few megabytes).
const CACHED: usize = 8;

type Items = Arc<BTreeMap<String, Map<String, Value>>>;

static CACHE: Mutex<Vec<(String, Items)>> = Mutex::new(Vec::new());

fn cached(blob_key: &str) -> Option<Items> {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let at = cache.iter().position(|(k, _)| k == blob_key)?;
    let hit = cache.remove(at);
    let items = hit.1.clone();
    cache.insert(0, hit);
    Some(items)
}

fn remember(blob_key: &str, items: Items) {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    cache.retain(|(k, _)| k != blob_key);
    cache.insert(0, (blob_key.to_owned(), items));
    cache.truncate(CACHED);
}

/// Whether the item `sk` of an organization's partition is the plan's (what a version holds).
fn is_plan(sk: &str) -> bool {
    matches!(Part::of(sk), Some(p) if p != Part::User)
}

/// The organization `org` as the version `version_id` holds its plan; none when it has no such
/// version.
pub async fn open_version(
    org: &OrgScope,
    blobs: &dyn Blobs,
    version_id: &str,
) -> Result<Option<OrgScope>, VersionError> {
    let Some(record) = crate::versions::version(org, version_id).await? else {
        return Ok(None);
    };
    let items = match cached(&record.value.blob_key) {
        Some(items) => items,
        None => {
            let Some((_, snapshot)) = load_version(org, blobs, version_id).await? else {
                return Ok(None);
            };
            let items: Items = Arc::new(
                snapshot
                    .items
                    .into_iter()
                    .filter(|i| is_plan(&i.sk))
                    .map(|i| (i.sk, i.attrs))
                    .collect(),
            );
            remember(&record.value.blob_key, items.clone());
            items
        }
    };
    let table = AsOfTable {
        inner: org.table_arc(),
        pk: org_pk(org.org_id()),
        items,
    };
    Ok(Some(org.through(Arc::new(table), version_id)))
}

/// The store, with the organization's plan items answered from a version.
struct AsOfTable {
    inner: Arc<dyn Table>,
    pk: String,
    items: Items,
}

impl AsOfTable {
    fn versioned(&self, key: &Key) -> bool {
        key.pk == self.pk && is_plan(&key.sk)
    }

    fn item(&self, sk: &str, attrs: &Map<String, Value>) -> Item {
        Item::new(Key::new(self.pk.clone(), sk), attrs.clone())
    }
}

#[async_trait]
impl Table for AsOfTable {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        if self.versioned(key) {
            return Ok(self.items.get(&key.sk).map(|a| self.item(&key.sk, a)));
        }
        self.inner.get(key).await
    }

    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        if self.versioned(&item.key) {
            return Ok(());
        }
        self.inner.put(item, condition).await
    }

    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        if self.versioned(key) {
            return Ok(());
        }
        self.inner.delete(key, condition).await
    }

    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        if query.index != Index::Table || query.pk != self.pk {
            return self.inner.query(query).await;
        }
        // The partition as it is but its plan items, with the version's in their place, in
        // sort key order; paged here, the cursor being the last sort key given.
        let whole = Query {
            limit: None,
            cursor: None,
            ..query.clone()
        };
        let mut items: Vec<Item> = self
            .inner
            .query_all(whole)
            .await?
            .into_iter()
            .filter(|i| !is_plan(&i.key.sk))
            .chain(
                self.items
                    .iter()
                    .filter(|(sk, _)| sk_matches(&query.sk, sk))
                    .map(|(sk, a)| self.item(sk, a)),
            )
            .collect();
        items.sort_by(|a, b| a.key.sk.cmp(&b.key.sk));
        if query.descending {
            items.reverse();
        }
        if let Some(after) = &query.cursor {
            items.retain(|i| {
                if query.descending {
                    i.key.sk.as_str() < after.as_str()
                } else {
                    i.key.sk.as_str() > after.as_str()
                }
            });
        }
        let mut cursor = None;
        if let Some(limit) = query.limit
            && items.len() > limit as usize
        {
            items.truncate(limit as usize);
            cursor = items.last().map(|i| i.key.sk.clone());
        }
        Ok(Page { items, cursor })
    }

    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        let versioned = ops.iter().filter(|op| self.versioned(op.key())).count();
        match versioned {
            0 => self.inner.transact(ops).await,
            n if n == ops.len() => Ok(()),
            _ => Err(StoreError::Invalid(
                "a transaction over a version of the plan and other items".into(),
            )),
        }
    }
}

#[cfg(test)]
mod tests;

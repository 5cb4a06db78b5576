//! [`Table`] on redb, a transactional embedded key-value store on disk.
//!
//! Layout: table `items` maps `pk \0 sk` to the item; table `gsi1` maps
//! `gsi1pk \0 gsi1sk \0 pk \0 sk` to nothing. Byte order of UTF-8 equals DynamoDB's string order,
//! so a range scan returns a partition in sort-key order. Every write runs in one redb write
//! transaction, which makes conditional writes and multi-item transactions atomic.

use crate::table::*;
use async_trait::async_trait;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use redb::{Database, ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::path::Path;
use std::sync::Arc;

const ITEMS: TableDefinition<&[u8], &[u8]> = TableDefinition::new("items");
const GSI1: TableDefinition<&[u8], &[u8]> = TableDefinition::new("gsi1");
const SEP: u8 = 0;
const PAGE_DEFAULT: usize = 1000;

#[derive(Serialize, Deserialize)]
struct Stored {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    g: Option<(String, String)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ttl: Option<i64>,
    v: u64,
    a: Map<String, Value>,
}

#[derive(Clone)]
pub struct EmbeddedTable {
    db: Arc<Database>,
}

fn unavailable(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

fn join(parts: &[&str]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push(SEP);
        }
        out.extend_from_slice(p.as_bytes());
    }
    out
}

fn check_key_chars(key: &Key) -> Result<(), StoreError> {
    if key.pk.as_bytes().contains(&SEP) || key.sk.as_bytes().contains(&SEP) {
        return Err(StoreError::Invalid("NUL in a key".into()));
    }
    Ok(())
}

fn decode(key: &Key, bytes: &[u8]) -> Result<Item, StoreError> {
    let s: Stored = serde_json::from_slice(bytes).map_err(unavailable)?;
    Ok(Item {
        key: key.clone(),
        gsi1: s.g.map(|(pk, sk)| Key { pk, sk }),
        expires_at: s.ttl,
        version: s.v,
        attrs: s.a,
    })
}

fn encode(item: &Item) -> Result<Vec<u8>, StoreError> {
    let s = Stored {
        g: item.gsi1.as_ref().map(|k| (k.pk.clone(), k.sk.clone())),
        ttl: item.expires_at,
        v: item.version,
        a: item.attrs.clone(),
    };
    serde_json::to_vec(&s).map_err(unavailable)
}

fn gsi_entry(item: &Item) -> Option<Vec<u8>> {
    item.gsi1
        .as_ref()
        .map(|g| join(&[&g.pk, &g.sk, &item.key.pk, &item.key.sk]))
}

impl EmbeddedTable {
    /// Opens (or creates) the store file at `path`.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(unavailable)?;
        }
        let db = Database::create(path).map_err(unavailable)?;
        let txn = db.begin_write().map_err(unavailable)?;
        {
            txn.open_table(ITEMS).map_err(unavailable)?;
            txn.open_table(GSI1).map_err(unavailable)?;
        }
        txn.commit().map_err(unavailable)?;
        Ok(Self { db: Arc::new(db) })
    }

    /// How many items the store holds (for tests that check nothing was written).
    pub async fn count(&self) -> usize {
        self.blocking(|db| {
            let txn = db.begin_read().map_err(unavailable)?;
            let items = txn.open_table(ITEMS).map_err(unavailable)?;
            items.len().map(|n| n as usize).map_err(unavailable)
        })
        .await
        .unwrap_or(0)
    }

    async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Database) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let db = self.db.clone();
        tokio::task::spawn_blocking(move || f(&db))
            .await
            .map_err(unavailable)?
    }
}

/// Applies `ops` inside one write transaction; nothing is committed unless all conditions hold.
fn apply(db: &Database, ops: Vec<WriteOp>, single: bool) -> Result<(), StoreError> {
    let txn = db.begin_write().map_err(unavailable)?;
    {
        let mut items = txn.open_table(ITEMS).map_err(unavailable)?;
        let mut gsi = txn.open_table(GSI1).map_err(unavailable)?;
        // Check every condition first, against the state before the transaction.
        let mut current = Vec::with_capacity(ops.len());
        for (index, op) in ops.iter().enumerate() {
            let key = op.key();
            check_key_chars(key)?;
            let raw = items
                .get(join(&[&key.pk, &key.sk]).as_slice())
                .map_err(unavailable)?;
            let existing = match raw {
                Some(guard) => Some(decode(key, guard.value())?),
                None => None,
            };
            let holds = match op {
                WriteOp::Put { condition, .. }
                | WriteOp::Delete { condition, .. }
                | WriteOp::Check { condition, .. } => condition_holds(condition, existing.as_ref()),
                WriteOp::Bump { counter, limit, .. } => {
                    bump_holds(existing.as_ref(), counter, limit)
                }
            };
            if !holds {
                return Err(if single {
                    StoreError::ConditionFailed
                } else {
                    StoreError::TransactionCancelled { index }
                });
            }
            current.push(existing);
        }
        for (op, existing) in ops.into_iter().zip(current) {
            if let Some(old) = existing.as_ref().and_then(gsi_entry)
                && !matches!(op, WriteOp::Check { .. } | WriteOp::Bump { .. })
            {
                gsi.remove(old.as_slice()).map_err(unavailable)?;
            }
            match op {
                WriteOp::Put { item, .. } => {
                    if let Some(g) = &item.gsi1 {
                        check_key_chars(g)?;
                    }
                    let bytes = encode(&item)?;
                    items
                        .insert(
                            join(&[&item.key.pk, &item.key.sk]).as_slice(),
                            bytes.as_slice(),
                        )
                        .map_err(unavailable)?;
                    if let Some(entry) = gsi_entry(&item) {
                        gsi.insert(entry.as_slice(), &[][..]).map_err(unavailable)?;
                    }
                }
                WriteOp::Delete { key, .. } => {
                    items
                        .remove(join(&[&key.pk, &key.sk]).as_slice())
                        .map_err(unavailable)?;
                }
                WriteOp::Check { .. } => {}
                WriteOp::Bump { key, counter, .. } => {
                    // `bump_holds` found the item and the counter a whole number.
                    let Some(mut item) = existing else {
                        return Err(StoreError::Unavailable("a bumped item vanished".into()));
                    };
                    let n = item
                        .attrs
                        .get(&counter)
                        .and_then(Value::as_i64)
                        .unwrap_or(0);
                    item.attrs.insert(counter, Value::from(n + 1));
                    item.version += 1;
                    items
                        .insert(
                            join(&[&key.pk, &key.sk]).as_slice(),
                            encode(&item)?.as_slice(),
                        )
                        .map_err(unavailable)?;
                }
            }
        }
    }
    txn.commit().map_err(unavailable)
}

/// `[start, end)` over the encoded keys of one partition of `index`.
fn range_bounds(index: Index, pk: &str, sk: &SkRange) -> (Vec<u8>, Vec<u8>) {
    let mut base = pk.as_bytes().to_vec();
    base.push(SEP);
    match sk {
        SkRange::All => {
            let mut end = pk.as_bytes().to_vec();
            end.push(SEP + 1);
            (base, end)
        }
        SkRange::Prefix(p) => {
            let mut start = base;
            start.extend_from_slice(p.as_bytes());
            let mut end = start.clone();
            end.push(0xFF); // never a byte of UTF-8
            (start, end)
        }
        SkRange::Between(a, b) => {
            let mut start = base.clone();
            start.extend_from_slice(a.as_bytes());
            let mut end = base;
            end.extend_from_slice(b.as_bytes());
            // Inclusive of `b`: in the table `pk \0 b` is a whole key; in the index it is
            // followed by `\0 pk \0 sk`.
            end.push(if index == Index::Table { 0 } else { 1 });
            (start, end)
        }
    }
}

fn run_query(db: &Database, q: Query) -> Result<Page, StoreError> {
    let txn = db.begin_read().map_err(unavailable)?;
    let items = txn.open_table(ITEMS).map_err(unavailable)?;
    let limit = q.limit.map(|l| l.max(1) as usize).unwrap_or(PAGE_DEFAULT);
    let (mut start, mut end) = range_bounds(q.index, &q.pk, &q.sk);
    let cursor = match &q.cursor {
        Some(c) => Some(
            URL_SAFE_NO_PAD
                .decode(c)
                .map_err(|_| StoreError::Invalid("bad cursor".into()))?,
        ),
        None => None,
    };
    if let Some(c) = &cursor {
        if q.descending {
            end = c.clone();
        } else {
            start = c.clone();
            start.push(0); // strictly after the cursor
        }
    }
    if start >= end {
        return Ok(Page::default());
    }
    let mut out = Vec::new();
    let mut last_raw: Option<Vec<u8>> = None;
    let mut more = false;
    match q.index {
        Index::Table => {
            let range = items
                .range(start.as_slice()..end.as_slice())
                .map_err(unavailable)?;
            let iter: Box<dyn Iterator<Item = _>> = if q.descending {
                Box::new(range.rev())
            } else {
                Box::new(range)
            };
            for entry in iter {
                let (k, v) = entry.map_err(unavailable)?;
                if out.len() == limit {
                    more = true;
                    break;
                }
                let raw = k.value().to_vec();
                let sk = String::from_utf8_lossy(&raw[q.pk.len() + 1..]).into_owned();
                if !sk_matches(&q.sk, &sk) {
                    continue;
                }
                out.push(decode(&Key::new(q.pk.clone(), sk), v.value())?);
                last_raw = Some(raw);
            }
        }
        Index::Gsi1 => {
            let gsi = txn.open_table(GSI1).map_err(unavailable)?;
            let range = gsi
                .range(start.as_slice()..end.as_slice())
                .map_err(unavailable)?;
            let iter: Box<dyn Iterator<Item = _>> = if q.descending {
                Box::new(range.rev())
            } else {
                Box::new(range)
            };
            for entry in iter {
                let (k, _) = entry.map_err(unavailable)?;
                if out.len() == limit {
                    more = true;
                    break;
                }
                let raw = k.value().to_vec();
                let parts: Vec<&[u8]> = raw.splitn(4, |b| *b == SEP).collect();
                if parts.len() != 4 {
                    return Err(unavailable("corrupt gsi entry"));
                }
                let s = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
                if !sk_matches(&q.sk, &s(parts[1])) {
                    continue;
                }
                let key = Key::new(s(parts[2]), s(parts[3]));
                if let Some(v) = items
                    .get(join(&[&key.pk, &key.sk]).as_slice())
                    .map_err(unavailable)?
                {
                    out.push(decode(&key, v.value())?);
                }
                last_raw = Some(raw);
            }
        }
    }
    Ok(Page {
        items: out,
        cursor: if more {
            last_raw.map(|r| URL_SAFE_NO_PAD.encode(r))
        } else {
            None
        },
    })
}

#[async_trait]
impl Table for EmbeddedTable {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        check_key_chars(key)?;
        let key = key.clone();
        self.blocking(move |db| {
            let txn = db.begin_read().map_err(unavailable)?;
            let items = txn.open_table(ITEMS).map_err(unavailable)?;
            match items
                .get(join(&[&key.pk, &key.sk]).as_slice())
                .map_err(unavailable)?
            {
                Some(v) => Ok(Some(decode(&key, v.value())?)),
                None => Ok(None),
            }
        })
        .await
    }

    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        validate_item(&item)?;
        self.blocking(move |db| apply(db, vec![WriteOp::Put { item, condition }], true))
            .await
    }

    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        let key = key.clone();
        self.blocking(move |db| apply(db, vec![WriteOp::Delete { key, condition }], true))
            .await
    }

    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        self.blocking(move |db| run_query(db, query)).await
    }

    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        validate_transaction(&ops)?;
        self.blocking(move |db| apply(db, ops, false)).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn the_embedded_table_passes_the_table_conformance_suite() {
        let dir = tempfile::tempdir().unwrap();
        let t = EmbeddedTable::open(&dir.path().join("store.redb")).unwrap();
        crate::conformance::table_suite(Arc::new(t)).await;
    }

    #[tokio::test]
    async fn items_survive_reopening_the_store() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("store.redb");
        let item = Item::new(Key::new("ORG#1", "PROFILE"), Map::new());
        {
            let t = EmbeddedTable::open(&path).unwrap();
            t.put(item.clone(), Condition::None).await.unwrap();
        }
        let t = EmbeddedTable::open(&path).unwrap();
        assert_eq!(t.get(&item.key).await.unwrap(), Some(item));
    }
}

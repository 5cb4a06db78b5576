//! The single-table store port: DynamoDB semantics, reduced to what fundplan uses.
//!
//! Every item has a partition key `pk` and a sort key `sk`, optionally a second key pair for the
//! global secondary index GSI1, an optional expiry (epoch seconds, DynamoDB TTL attribute `ttl`),
//! a `version` for optimistic concurrency, and its attributes as a JSON object.

use async_trait::async_trait;
use serde_json::{Map, Value};

/// Primary key of an item.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    pub pk: String,
    pub sk: String,
}

impl Key {
    pub fn new(pk: impl Into<String>, sk: impl Into<String>) -> Self {
        Self {
            pk: pk.into(),
            sk: sk.into(),
        }
    }
}

/// One stored item. Attribute names `PK`, `SK`, `GSI1PK`, `GSI1SK`, `ttl` and `version` are
/// reserved for the fields below and must not appear in `attrs`.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub key: Key,
    pub gsi1: Option<Key>,
    /// Epoch seconds after which the item may be deleted by the store (DynamoDB TTL). Readers must
    /// still check it: DynamoDB deletes expired items lazily.
    pub expires_at: Option<i64>,
    pub version: u64,
    pub attrs: Map<String, Value>,
}

impl Item {
    pub fn new(key: Key, attrs: Map<String, Value>) -> Self {
        Self {
            key,
            gsi1: None,
            expires_at: None,
            version: 1,
            attrs,
        }
    }
    pub fn with_gsi1(mut self, gsi1: Key) -> Self {
        self.gsi1 = Some(gsi1);
        self
    }
    pub fn with_expiry(mut self, epoch_seconds: i64) -> Self {
        self.expires_at = Some(epoch_seconds);
        self
    }
    pub fn with_version(mut self, version: u64) -> Self {
        self.version = version;
        self
    }
}

pub const RESERVED_ATTRIBUTES: [&str; 6] = ["PK", "SK", "GSI1PK", "GSI1SK", "ttl", "version"];

/// A condition on the item currently stored under the key of a write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// Write unconditionally.
    None,
    /// The key must be free (`attribute_not_exists(PK)`).
    NotExists,
    /// An item must exist under the key.
    Exists,
    /// An item must exist with exactly this version (optimistic concurrency).
    VersionIs(u64),
}

#[derive(Clone, Debug, PartialEq)]
pub enum WriteOp {
    Put {
        item: Item,
        condition: Condition,
    },
    Delete {
        key: Key,
        condition: Condition,
    },
    /// Checks a condition without writing (DynamoDB `ConditionCheck`).
    Check {
        key: Key,
        condition: Condition,
    },
    /// Adds one to the whole-number attribute `counter` of the item under `key` (and one to its
    /// version), when the item exists and `counter` is below its attribute `limit`: a bounded
    /// counter taken in one conditional write, without reading it first (DynamoDB `Update` with
    /// `SET #c = #c + 1` and `#c < #l`). A seat of a cohort is taken this way, so concurrent
    /// takers never overshoot the limit and none has to retry.
    Bump {
        key: Key,
        counter: String,
        limit: String,
    },
}

impl WriteOp {
    /// The key the operation writes or checks.
    pub fn key(&self) -> &Key {
        match self {
            WriteOp::Put { item, .. } => &item.key,
            WriteOp::Delete { key, .. }
            | WriteOp::Check { key, .. }
            | WriteOp::Bump { key, .. } => key,
        }
    }
}

/// Whether a [`WriteOp::Bump`] may take one more: the item exists, both attributes are whole
/// numbers and `counter` is below `limit`.
pub fn bump_holds(current: Option<&Item>, counter: &str, limit: &str) -> bool {
    let number = |name: &str| current?.attrs.get(name)?.as_i64();
    matches!((number(counter), number(limit)), (Some(c), Some(l)) if c < l)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Index {
    Table,
    Gsi1,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkRange {
    All,
    Prefix(String),
    /// Inclusive on both ends, as DynamoDB `BETWEEN`.
    Between(String, String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    pub index: Index,
    pub pk: String,
    pub sk: SkRange,
    pub limit: Option<u32>,
    /// Opaque cursor from a previous [`Page`].
    pub cursor: Option<String>,
    pub descending: bool,
}

impl Query {
    pub fn partition(pk: impl Into<String>) -> Self {
        Self {
            index: Index::Table,
            pk: pk.into(),
            sk: SkRange::All,
            limit: None,
            cursor: None,
            descending: false,
        }
    }
    pub fn gsi1(pk: impl Into<String>) -> Self {
        Self {
            index: Index::Gsi1,
            ..Self::partition(pk)
        }
    }
    pub fn prefix(mut self, prefix: impl Into<String>) -> Self {
        self.sk = SkRange::Prefix(prefix.into());
        self
    }
    pub fn between(mut self, from: impl Into<String>, to: impl Into<String>) -> Self {
        self.sk = SkRange::Between(from.into(), to.into());
        self
    }
    pub fn limit(mut self, limit: u32) -> Self {
        self.limit = Some(limit);
        self
    }
    pub fn after(mut self, cursor: Option<String>) -> Self {
        self.cursor = cursor;
        self
    }
    pub fn descending(mut self) -> Self {
        self.descending = true;
        self
    }
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Page {
    pub items: Vec<Item>,
    /// Present when more items may follow; pass it to [`Query::after`].
    pub cursor: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The condition of a single write failed.
    #[error("condition failed")]
    ConditionFailed,
    /// A transaction was cancelled; `index` is the first operation whose condition failed.
    #[error("transaction cancelled at operation {index}")]
    TransactionCancelled { index: usize },
    #[error("invalid request: {0}")]
    Invalid(String),
    #[error("store unavailable: {0}")]
    Unavailable(String),
}

/// At most this many operations in one transaction (DynamoDB's limit).
pub const MAX_TRANSACTION_OPS: usize = 100;

#[async_trait]
pub trait Table: Send + Sync {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError>;
    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError>;
    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError>;
    async fn query(&self, query: Query) -> Result<Page, StoreError>;
    /// All operations succeed together or none is applied. At most one operation per key.
    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError>;

    /// Every item of a query, following cursors.
    async fn query_all(&self, query: Query) -> Result<Vec<Item>, StoreError> {
        let mut out = Vec::new();
        let mut q = query;
        loop {
            let page = self.query(q.clone()).await?;
            out.extend(page.items);
            match page.cursor {
                Some(c) => q.cursor = Some(c),
                None => return Ok(out),
            }
        }
    }
}

/// Checks the shared rules of a write before an adapter performs it.
pub fn validate_item(item: &Item) -> Result<(), StoreError> {
    if item.key.pk.is_empty() || item.key.sk.is_empty() {
        return Err(StoreError::Invalid("empty key".into()));
    }
    if let Some(name) = item
        .attrs
        .keys()
        .find(|k| RESERVED_ATTRIBUTES.contains(&k.as_str()))
    {
        return Err(StoreError::Invalid(format!(
            "reserved attribute name {name}"
        )));
    }
    Ok(())
}

pub fn validate_transaction(ops: &[WriteOp]) -> Result<(), StoreError> {
    if ops.is_empty() || ops.len() > MAX_TRANSACTION_OPS {
        return Err(StoreError::Invalid(format!(
            "a transaction holds 1 to {MAX_TRANSACTION_OPS} operations"
        )));
    }
    let mut seen = std::collections::HashSet::new();
    for op in ops {
        match op {
            WriteOp::Put { item, .. } => validate_item(item)?,
            WriteOp::Bump { counter, limit, .. } => {
                for name in [counter, limit] {
                    if name.is_empty() || RESERVED_ATTRIBUTES.contains(&name.as_str()) {
                        return Err(StoreError::Invalid(format!(
                            "a counted attribute cannot be named {name:?}"
                        )));
                    }
                }
            }
            WriteOp::Delete { .. } | WriteOp::Check { .. } => {}
        }
        let key = op.key();
        if !seen.insert(key.clone()) {
            return Err(StoreError::Invalid(
                "two operations on one key in a transaction".into(),
            ));
        }
    }
    Ok(())
}

/// Whether `condition` holds for the currently stored item (`None` when the key is free).
pub fn condition_holds(condition: &Condition, current: Option<&Item>) -> bool {
    match condition {
        Condition::None => true,
        Condition::NotExists => current.is_none(),
        Condition::Exists => current.is_some(),
        Condition::VersionIs(v) => current.is_some_and(|c| c.version == *v),
    }
}

pub fn sk_matches(range: &SkRange, sk: &str) -> bool {
    match range {
        SkRange::All => true,
        SkRange::Prefix(p) => sk.starts_with(p.as_str()),
        SkRange::Between(a, b) => sk >= a.as_str() && sk <= b.as_str(),
    }
}

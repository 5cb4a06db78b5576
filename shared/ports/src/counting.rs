//! A [`Table`] that counts the store round trips made through it: each `get`, `put`, `delete`,
//! query page and transaction is one request to DynamoDB. Tests and the benchmark wrap the
//! application's table in it to check how many round trips a screen costs.

use crate::table::*;
use async_trait::async_trait;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// How many round trips of each kind were made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RoundTrips {
    pub gets: u64,
    pub puts: u64,
    pub deletes: u64,
    /// Query pages (a `query_all` over three pages counts 3).
    pub queries: u64,
    pub transactions: u64,
}

impl RoundTrips {
    pub fn total(&self) -> u64 {
        self.gets + self.puts + self.deletes + self.queries + self.transactions
    }

    /// What happened between `earlier` and `self`.
    pub fn since(&self, earlier: &RoundTrips) -> RoundTrips {
        RoundTrips {
            gets: self.gets - earlier.gets,
            puts: self.puts - earlier.puts,
            deletes: self.deletes - earlier.deletes,
            queries: self.queries - earlier.queries,
            transactions: self.transactions - earlier.transactions,
        }
    }
}

/// Wraps another table; every call goes through to it and is counted.
pub struct CountingTable {
    inner: Arc<dyn Table>,
    gets: AtomicU64,
    puts: AtomicU64,
    deletes: AtomicU64,
    queries: AtomicU64,
    transactions: AtomicU64,
}

impl CountingTable {
    pub fn new(inner: Arc<dyn Table>) -> Self {
        Self {
            inner,
            gets: AtomicU64::new(0),
            puts: AtomicU64::new(0),
            deletes: AtomicU64::new(0),
            queries: AtomicU64::new(0),
            transactions: AtomicU64::new(0),
        }
    }

    /// The counts so far.
    pub fn round_trips(&self) -> RoundTrips {
        RoundTrips {
            gets: self.gets.load(Ordering::Relaxed),
            puts: self.puts.load(Ordering::Relaxed),
            deletes: self.deletes.load(Ordering::Relaxed),
            queries: self.queries.load(Ordering::Relaxed),
            transactions: self.transactions.load(Ordering::Relaxed),
        }
    }
}

#[async_trait]
impl Table for CountingTable {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.gets.fetch_add(1, Ordering::Relaxed);
        self.inner.get(key).await
    }
    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        self.puts.fetch_add(1, Ordering::Relaxed);
        self.inner.put(item, condition).await
    }
    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        self.deletes.fetch_add(1, Ordering::Relaxed);
        self.inner.delete(key, condition).await
    }
    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        self.queries.fetch_add(1, Ordering::Relaxed);
        self.inner.query(query).await
    }
    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        self.transactions.fetch_add(1, Ordering::Relaxed);
        self.inner.transact(ops).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::EmbeddedTable;

    #[tokio::test]
    async fn every_call_is_counted_once_and_each_query_page_is_a_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let inner = Arc::new(EmbeddedTable::open(&dir.path().join("t.redb")).unwrap());
        let t = CountingTable::new(inner);
        let key = Key::new("P", "A");
        t.put(Item::new(key.clone(), Default::default()), Condition::None)
            .await
            .unwrap();
        t.put(
            Item::new(Key::new("P", "B"), Default::default()),
            Condition::None,
        )
        .await
        .unwrap();
        assert!(t.get(&key).await.unwrap().is_some());
        let before = t.round_trips();
        // Two pages of one item each, then an empty last page at most.
        let all = t.query_all(Query::partition("P").limit(1)).await.unwrap();
        assert_eq!(all.len(), 2);
        let pages = t.round_trips().since(&before).queries;
        assert!((2..=3).contains(&pages), "{pages}");
        t.delete(&key, Condition::Exists).await.unwrap();
        t.transact(vec![WriteOp::Check {
            key: Key::new("P", "B"),
            condition: Condition::Exists,
        }])
        .await
        .unwrap();
        let n = t.round_trips();
        assert_eq!((n.gets, n.puts, n.deletes, n.transactions), (1, 2, 1, 1));
        assert_eq!(n.total(), 5 + pages);
    }
}

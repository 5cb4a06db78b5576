//! The named writes that span several items. Each one builds its transaction and maps a
//! cancelled transaction to a domain outcome here, in one place: callers never compose write
//! lists or read which operation of a transaction failed.
//!
//! A cancellation that no caller can act on (a collision of fresh ids, an item changed by a
//! concurrent request where the caller can only ask the user to reload) is passed on as the
//! [`StoreError`](fundplan_ports::StoreError) itself, which the HTTP edge answers with 409.

pub mod accounts;
pub mod budget;
pub mod closing;
pub mod payments;
pub mod plan;
pub mod team;

pub use accounts::*;
pub use budget::*;
pub use closing::*;
pub use payments::*;
pub use plan::*;
pub use team::*;

#[cfg(test)]
pub(crate) mod testing {
    use fundplan_ports::embedded::EmbeddedTable;

    /// A real embedded table in a temporary folder (kept alive with it).
    pub fn table() -> (tempfile::TempDir, EmbeddedTable) {
        let dir = tempfile::tempdir().expect("temp dir");
        let table = EmbeddedTable::open(&dir.path().join("store.redb")).expect("table");
        (dir, table)
    }

    /// A real object folder in a temporary folder (kept alive with it).
    pub fn blobs() -> (tempfile::TempDir, fundplan_ports::embedded::DirBlobs) {
        let dir = tempfile::tempdir().expect("temp dir");
        let blobs = fundplan_ports::embedded::DirBlobs::new(
            &dir.path().join("blobs"),
            "http://localhost:3000/blobs",
            b"s".to_vec(),
        )
        .expect("object folder");
        (dir, blobs)
    }

    /// The scope of `org_id` over the test table `t` (a test builds it with the constructor).
    pub fn scope(t: &EmbeddedTable, org_id: &str) -> crate::OrgScope {
        crate::OrgScope::of_verified(std::sync::Arc::new(t.clone()), org_id)
    }

    /// An expense line of category `c` named "item {id}", at `cents` for the three years.
    pub fn expense(
        id: &str,
        c: fundplan_domain::budget::Category,
        cents: [i64; 3],
    ) -> fundplan_domain::budget::ExpenseItem {
        fundplan_domain::budget::ExpenseItem {
            id: id.into(),
            expense_type: c,
            expense_description: format!("item {id}"),
            cents,
            version: 1,
        }
    }
}

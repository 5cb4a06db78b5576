//! The embedded adapters: production code for one machine, no network, no AWS account.

mod dir_blobs;
mod local_payments;
mod memory_jobs;
mod outbox;
mod redb_table;

pub use dir_blobs::DirBlobs;
pub use local_payments::{LocalCheckout, LocalPayments};
pub use memory_jobs::MemoryJobs;
pub use outbox::{OutboxMailer, SentEmail};
pub use redb_table::EmbeddedTable;

//! The ports of fundplan: capability traits the handlers use, never a technology.
//!
//! Each port has two adapters: an AWS one (in `fundplan-cloud`) and an embedded one (here, under
//! [`embedded`]). Both pass the same suite in [`conformance`], so the embedded default behaves like AWS.

pub mod blobs;
pub mod clock;
pub mod conformance;
pub mod counting;
pub mod embedded;
pub mod jobs;
pub mod mailer;
pub mod payments;
pub mod table;

pub use blobs::{Blob, Blobs, BlobsError};
pub use clock::{Clock, FixedClock, Ids, SystemClock, UlidIds};
pub use counting::{CountingTable, RoundTrips};
pub use jobs::{Job, JobHandler, Jobs, JobsError};
pub use mailer::{Email, Mailer, MailerError, plausible_address};
pub use payments::{CheckoutRequest, InvoiceRequest, IssuedInvoice, Payments, PaymentsError};
pub use table::{Condition, Index, Item, Key, Page, Query, SkRange, StoreError, Table, WriteOp};

//! The production ("cloud") adapters of the fundplan ports: [`DynamoTable`] (DynamoDB),
//! [`S3Blobs`] (S3), [`SqsJobs`] (SQS with a dead-letter queue), [`SesMailer`] (SESv2) and
//! [`StripePayments`] (Stripe Checkout), plus the single table's [`schema`] and the
//! [`bootstrap`](bootstrap::bootstrap) that creates every AWS resource idempotently (for moto, a
//! developer account or a first deployment).
//!
//! This crate reads no environment variable of its own: the caller fills [`CloudSettings`]. The
//! AWS SDK configuration (region, credentials, `AWS_ENDPOINT_URL`) comes from the SDK's standard
//! chain through [`load_aws_config`].
//!
//! Every adapter passes the conformance suites of `fundplan_ports::conformance` against moto
//! (see `tests/`).

mod adapters;
pub mod bootstrap;
mod dynamo;
mod error;
mod s3;
pub mod schema;
mod ses;
mod settings;
mod sqs;
mod stripe;

pub use adapters::{AwsClients, CloudAdapters, load_aws_config};
pub use bootstrap::{BootstrapReport, bootstrap, bootstrap_with};
pub use dynamo::{DynamoTable, attribute_to_json, json_to_attribute};
pub use s3::S3Blobs;
pub use ses::{SesMailer, plausible_address};
pub use settings::{
    CloudSettings, DEFAULT_QUEUE_NAME, DEFAULT_STRIPE_API_BASE, StripeSettings,
    dead_letter_queue_name,
};
pub use sqs::{SqsJobs, queue_url_by_name};
pub use stripe::StripePayments;

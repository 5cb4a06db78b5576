//! The document worker (contract "Documents API and the worker"): [`DocGen`] handles one queued
//! document job. The same handler runs on Lambda, fed by SQS ([`sqs_batch`], `main.rs`), and in
//! the local server, fed by the in-process queue (`fundplan_ports::jobs::run_worker`).
//!
//! For one job it:
//! 1. reads the job (`ORG#<org>`/`JOB#<id>`); a job already done or failed is left alone, so a
//!    second delivery does nothing;
//! 2. marks it running (progress 10) and assembles the document's model from the store
//!    ([`assemble`]; progress 40);
//! 3. hashes the model with the templates' version; when the last file of this document
//!    (`DOC#…`) was made from the same hash and is still stored, or a file of that hash is
//!    stored at all (a delivery that died after writing it), the file is reused;
//! 4. else renders it (progress 80), stores it under
//!    `orgs/<org>/documents/<kind>[-<identity>]-<hash>.<ext>` and remembers it in `DOC#…`;
//! 5. marks the job done (progress 100) with the file's key.
//!
//! A failure that retrying cannot mend (nothing to render, a document not available yet, a
//! character no font has) marks the job failed at once with its message. Any other failure is
//! returned, so the queue retries the job; on the last attempt ([`MAX_ATTEMPTS`]) the job is
//! first marked failed with "We could not generate your document. Please try again.", then the
//! queue parks it in the dead letters. The user never waits on a job nobody works on.

pub mod assemble;

use async_trait::async_trait;
use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsEvent};
use fundplan_data::jobs::{
    DocRecord, JobRecord, JobState, get_doc, parse_queue_message, put_doc, update_job,
};
use fundplan_documents::model::Document;
use fundplan_documents::{RenderError, Rendered};
use fundplan_domain::messages as m;
use fundplan_ports::jobs::{Job, JobHandler, MAX_ATTEMPTS};
use fundplan_ports::{Blob, Blobs, Clock, SystemClock, Table};
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// The renderer the worker calls: `fundplan_documents::render` (tests and the benchmark may time
/// or count it through [`DocGen::with_renderer`]).
pub type Render = fn(&Document) -> Result<Rendered, RenderError>;

/// The document worker: the store and the object store it reads and writes.
#[derive(Clone)]
pub struct DocGen {
    pub table: Arc<dyn Table>,
    pub blobs: Arc<dyn Blobs>,
    pub clock: Arc<dyn Clock>,
    render: Render,
}

/// Why a job did not finish.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// Retrying cannot help; the message is for the user.
    Final(String),
    /// Something may work next time (the store, the object store, the renderer failed).
    Retry(String),
}

impl From<fundplan_ports::StoreError> for Failure {
    fn from(e: fundplan_ports::StoreError) -> Self {
        Failure::Retry(format!("store: {e}"))
    }
}

impl From<fundplan_ports::BlobsError> for Failure {
    fn from(e: fundplan_ports::BlobsError) -> Self {
        Failure::Retry(format!("object store: {e}"))
    }
}

/// What a delivery came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The file was rendered and stored.
    Rendered,
    /// The last file was made from the same inputs: reused, nothing rendered.
    Reused,
    /// The job was already done or failed (a repeated delivery), or is gone.
    Nothing,
    /// The job is failed for good (its message is on the job).
    Failed,
}

/// The hash of a document's inputs: the templates' version, and the model (the logo by its
/// bytes). 16 hex digits.
pub fn input_hash(doc: &Document) -> String {
    struct HashWriter(Sha256);
    impl std::fmt::Write for HashWriter {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.update(s.as_bytes());
            Ok(())
        }
    }
    let mut doc = doc.clone();
    let logo = doc.logo_mut().take();
    let mut w = HashWriter(Sha256::new());
    w.0.update(fundplan_documents::TEMPLATE_VERSION.as_bytes());
    w.0.update([0]);
    // Every model type is plain data (no maps): its debug text is deterministic.
    let _ = std::fmt::write(&mut w, format_args!("{doc:?}"));
    w.0.update([0]);
    w.0.update(logo.unwrap_or_default());
    hex::encode(&w.0.finalize()[..8])
}

impl DocGen {
    pub fn new(table: Arc<dyn Table>, blobs: Arc<dyn Blobs>) -> Self {
        DocGen {
            table,
            blobs,
            clock: Arc::new(SystemClock),
            render: fundplan_documents::render,
        }
    }

    /// The same worker with another clock (tests use the app's fixed clock).
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> Self {
        DocGen { clock, ..self }
    }

    /// The same worker with another renderer.
    pub fn with_renderer(self, render: Render) -> Self {
        DocGen { render, ..self }
    }

    fn now(&self) -> i64 {
        self.clock.epoch_seconds()
    }

    /// Handles one delivery of a job; `attempt` is the queue's count of deliveries (1 on the
    /// first), when the queue tells it. `Err` means: let the queue deliver it again (or park it
    /// in the dead letters after the last attempt).
    pub async fn process(&self, job: &Job, attempt: Option<u32>) -> Result<Outcome, String> {
        let Some((org_id, job_id)) = parse_queue_message(job) else {
            // Not a document job: it stays on the queue's retry path and ends in the dead
            // letters, where it can be inspected.
            return Err(format!("not a document job: kind {:?}", job.kind));
        };
        let table = self.table.as_ref();
        let now = self.now();
        let mut started = None;
        let Some(record) = update_job(table, &org_id, &job_id, |j| {
            if j.state.is_final() {
                return false;
            }
            j.attempts += 1;
            j.state = JobState::Running;
            j.progress = 10;
            j.error = None;
            j.updated_at = now;
            started = Some(j.attempts);
            true
        })
        .await
        .map_err(|e| format!("store: {e}"))?
        else {
            tracing::warn!(%org_id, %job_id, "document job not found (expired or never stored)");
            return Ok(Outcome::Nothing);
        };
        let Some(stored_attempts) = started else {
            tracing::info!(%job_id, state = record.state.as_str(), "document job already finished");
            return Ok(Outcome::Nothing);
        };
        let attempt = attempt.unwrap_or(0).max(stored_attempts);
        match self.make(&org_id, &record).await {
            Ok(outcome) => Ok(outcome),
            Err(Failure::Final(message)) => {
                tracing::info!(%job_id, kind = record.kind.as_str(), %message, "document job cannot be made");
                self.fail(&org_id, &job_id, &message).await?;
                Ok(Outcome::Failed)
            }
            Err(Failure::Retry(cause)) => {
                if attempt >= MAX_ATTEMPTS {
                    tracing::error!(%job_id, kind = record.kind.as_str(), attempt, %cause, "document job failed for good");
                    self.fail(&org_id, &job_id, m::DOCUMENT_FAILED).await?;
                } else {
                    let now = self.now();
                    let _ = update_job(table, &org_id, &job_id, |j| {
                        if j.state.is_final() {
                            return false;
                        }
                        j.state = JobState::Queued;
                        j.progress = 0;
                        j.updated_at = now;
                        true
                    })
                    .await;
                }
                Err(cause)
            }
        }
    }

    async fn fail(&self, org_id: &str, job_id: &str, message: &str) -> Result<(), String> {
        let now = self.now();
        update_job(self.table.as_ref(), org_id, job_id, |j| {
            if j.state == JobState::Done {
                return false;
            }
            j.state = JobState::Failed;
            j.error = Some(message.to_string());
            j.updated_at = now;
            true
        })
        .await
        .map(|_| ())
        .map_err(|e| format!("store: {e}"))
    }

    async fn progress(&self, org_id: &str, job_id: &str, progress: u8) -> Result<(), Failure> {
        let now = self.now();
        update_job(self.table.as_ref(), org_id, job_id, |j| {
            if j.state.is_final() || j.progress >= progress {
                return false;
            }
            j.progress = progress;
            j.updated_at = now;
            true
        })
        .await?;
        Ok(())
    }

    /// Steps 2–5 of the module comment.
    async fn make(&self, org_id: &str, job: &JobRecord) -> Result<Outcome, Failure> {
        let doc = assemble::assemble(
            self.table.as_ref(),
            self.blobs.as_ref(),
            org_id,
            job,
            self.now(),
        )
        .await?;
        self.progress(org_id, &job.id, 40).await?;
        let hash = input_hash(&doc);
        let which = job.document();
        let key = which.blob_key(org_id, &hash);
        let last = get_doc(self.table.as_ref(), org_id, which).await?;
        let reusable = match &last {
            Some(last) if last.input_hash == hash => self
                .blobs
                .get(&last.blob_key)
                .await?
                .is_some()
                .then(|| last.blob_key.clone()),
            _ => self.blobs.get(&key).await?.is_some().then(|| key.clone()),
        };
        let (key, outcome) = match reusable {
            Some(key) => (key, Outcome::Reused),
            None => {
                let render = self.render;
                let rendered = tokio::task::spawn_blocking(move || render(&doc))
                    .await
                    .map_err(|e| Failure::Retry(format!("renderer panicked: {e}")))?
                    .map_err(|e| match e.user_message() {
                        Some(message) => Failure::Final(message),
                        None => Failure::Retry(format!("render: {e}")),
                    })?;
                if rendered.extension != job.kind.extension() {
                    return Err(Failure::Retry(format!(
                        "the renderer made a .{} file for {}",
                        rendered.extension,
                        job.kind.as_str()
                    )));
                }
                self.progress(org_id, &job.id, 80).await?;
                self.blobs
                    .put(
                        &key,
                        Blob {
                            bytes: rendered.bytes.into(),
                            content_type: rendered.content_type.to_string(),
                        },
                    )
                    .await?;
                (key, Outcome::Rendered)
            }
        };
        if last.as_ref().is_none_or(|l| l.blob_key != key) {
            put_doc(
                self.table.as_ref(),
                org_id,
                which,
                &DocRecord {
                    input_hash: hash.clone(),
                    blob_key: key.clone(),
                    file_name: job.file_name.clone(),
                },
            )
            .await?;
        }
        let now = self.now();
        update_job(self.table.as_ref(), org_id, &job.id, |j| {
            if j.state.is_final() {
                return false;
            }
            j.state = JobState::Done;
            j.progress = 100;
            j.input_hash = Some(hash.clone());
            j.blob_key = Some(key.clone());
            j.error = None;
            j.updated_at = now;
            true
        })
        .await?;
        tracing::info!(job_id = %job.id, kind = job.kind.as_str(), ?outcome, "document job done");
        Ok(outcome)
    }
}

#[async_trait]
impl JobHandler for DocGen {
    /// The in-process queue's entry: the attempt is counted on the job item.
    async fn handle(&self, job: &Job) -> Result<(), String> {
        self.process(job, None).await.map(|_| ())
    }
}

/// The Lambda's batch: every SQS record is one job; the attempt is the record's
/// `ApproximateReceiveCount`. Records that fail are reported back by message id, so SQS
/// retries only them (`ReportBatchItemFailures`); a record whose body is not a job is reported
/// failed too, and ends in the dead-letter queue.
pub async fn sqs_batch(docgen: &DocGen, event: SqsEvent) -> SqsBatchResponse {
    let mut response = SqsBatchResponse::default();
    for record in event.records {
        let id = record.message_id.clone().unwrap_or_default();
        let attempt = record
            .attributes
            .get("ApproximateReceiveCount")
            .and_then(|n| n.parse::<u32>().ok());
        let result = match record.body.as_deref().map(serde_json::from_str::<Job>) {
            Some(Ok(job)) => docgen.process(&job, attempt).await.map(|_| ()),
            Some(Err(e)) => Err(format!("message body is not a job: {e}")),
            None => Err("message without a body".to_string()),
        };
        if let Err(cause) = result {
            tracing::warn!(message_id = %id, ?attempt, %cause, "document job delivery failed");
            let mut failure = BatchItemFailure::default();
            failure.item_identifier = id;
            response.batch_item_failures.push(failure);
        }
    }
    response
}

/// Logs as JSON on Lambda (`AWS_LAMBDA_LOG_FORMAT=JSON`), readable text elsewhere; the level
/// from `RUST_LOG` (default `info`).
pub fn init_tracing() {
    let filter =
        tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let json = std::env::var("AWS_LAMBDA_LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let _ = if json {
        builder.json().without_time().try_init()
    } else {
        builder.compact().try_init()
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_documents::model::{GoalsDoc, Org};

    fn goals(name: &str, logo: Option<Vec<u8>>) -> Document {
        Document::FundraisingGoals(GoalsDoc {
            org: Org {
                name: name.into(),
                logo,
                ..Default::default()
            },
            programs: vec!["Adult Basic Literacy".into()],
            projects: vec![],
            new_projects_skipped: false,
            figures: Default::default(),
            rounded_goal_cents: 350_000_000,
        })
    }

    #[test]
    fn the_input_hash_is_sixteen_hex_digits_that_change_with_any_input_and_only_then() {
        let a = input_hash(&goals("Riverbend Literacy Alliance", None));
        assert_eq!(a.len(), 16);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(a, input_hash(&goals("Riverbend Literacy Alliance", None)));
        assert_ne!(
            a,
            input_hash(&goals("Riverbend Literacy Alliance, Inc.", None))
        );
        let with_logo = input_hash(&goals("Riverbend Literacy Alliance", Some(vec![1, 2, 3])));
        assert_ne!(a, with_logo);
        assert_ne!(
            with_logo,
            input_hash(&goals("Riverbend Literacy Alliance", Some(vec![1, 2, 4])))
        );
    }
}

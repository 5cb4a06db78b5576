//! Background jobs: the API enqueues, a worker processes, failures are retried and then parked
//! in a dead-letter place. SQS semantics: a received job is invisible until it is completed
//! (deleted) or failed; after [`MAX_ATTEMPTS`] receptions it moves to the dead letters.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// Receptions of one job before it goes to the dead letters (the SQS redrive `maxReceiveCount`).
pub const MAX_ATTEMPTS: u32 = 3;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Job {
    /// Unique per logical job; a worker uses it to make processing idempotent.
    pub id: String,
    pub kind: String,
    pub payload: serde_json::Value,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Delivery {
    pub job: Job,
    /// Handle for [`Jobs::complete`] / [`Jobs::fail`].
    pub receipt: String,
    /// 1 on the first reception.
    pub attempt: u32,
}

#[derive(Debug, thiserror::Error)]
pub enum JobsError {
    #[error("malformed job: {0}")]
    Malformed(String),
    #[error("queue unavailable: {0}")]
    Unavailable(String),
}

#[async_trait]
pub trait Jobs: Send + Sync {
    async fn enqueue(&self, job: Job) -> Result<(), JobsError>;
    /// Up to `max` visible jobs, waiting at most `wait` for the first one.
    async fn receive(&self, max: usize, wait: Duration) -> Result<Vec<Delivery>, JobsError>;
    /// The job is done: it is never delivered again.
    async fn complete(&self, delivery: &Delivery) -> Result<(), JobsError>;
    /// The job failed: it becomes visible again after `retry_after`, or goes to the dead letters
    /// when it has been received [`MAX_ATTEMPTS`] times.
    async fn fail(&self, delivery: &Delivery, retry_after: Duration) -> Result<(), JobsError>;
    /// Jobs parked in the dead-letter place (oldest first, at most `max`).
    async fn dead_letters(&self, max: usize) -> Result<Vec<Job>, JobsError>;
}

#[async_trait]
pub trait JobHandler: Send + Sync {
    /// Processes one job. Must be idempotent: a job may be delivered more than once.
    async fn handle(&self, job: &Job) -> Result<(), String>;
}

/// Backoff before the next attempt of a failed job.
pub fn retry_delay(attempt: u32) -> Duration {
    Duration::from_millis(200u64.saturating_mul(1 << attempt.min(6)))
}

/// Processes one batch: every received job is handled, then completed or failed.
/// Returns how many jobs were received.
pub async fn work_once(
    jobs: &dyn Jobs,
    handler: &dyn JobHandler,
    wait: Duration,
) -> Result<usize, JobsError> {
    let batch = jobs.receive(10, wait).await?;
    let n = batch.len();
    for delivery in batch {
        match handler.handle(&delivery.job).await {
            Ok(()) => jobs.complete(&delivery).await?,
            Err(cause) => {
                tracing::warn!(job_id = %delivery.job.id, kind = %delivery.job.kind, attempt = delivery.attempt, %cause, "job failed");
                jobs.fail(&delivery, retry_delay(delivery.attempt)).await?
            }
        }
    }
    Ok(n)
}

/// The worker loop used by the local server (and by a long-running worker): runs until
/// `shutdown` resolves.
pub async fn run_worker(
    jobs: Arc<dyn Jobs>,
    handler: Arc<dyn JobHandler>,
    shutdown: impl std::future::Future<Output = ()> + Send,
) {
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            _ = &mut shutdown => return,
            r = work_once(jobs.as_ref(), handler.as_ref(), Duration::from_secs(1)) => {
                if let Err(e) = r {
                    tracing::error!(error = %e, "job queue unavailable; retrying in 1 s");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    }
}

//! [`Jobs`] on SQS. A job is a message whose body is the JSON [`Job`]; the attempt is SQS's
//! `ApproximateReceiveCount`; a failed job is made visible again after its retry delay; the
//! queue's redrive policy (`maxReceiveCount` = [`MAX_ATTEMPTS`](fundplan_ports::jobs::MAX_ATTEMPTS))
//! moves a job to the dead-letter queue when it is received once more after its last attempt.

use crate::error::chain;
use async_trait::async_trait;
use aws_sdk_sqs::Client;
use aws_sdk_sqs::error::ProvideErrorMetadata;
use aws_sdk_sqs::types::{
    ChangeMessageVisibilityBatchRequestEntry, Message, MessageSystemAttributeName,
    QueueAttributeName,
};
use fundplan_ports::jobs::{Delivery, Job, Jobs, JobsError};
use std::collections::HashSet;
use std::time::Duration;
use tokio::sync::OnceCell;
use tokio::time::Instant;

/// SQS's longest long poll.
const MAX_POLL_SECONDS: u64 = 20;
/// SQS's largest batch.
const MAX_BATCH: usize = 10;
/// SQS's longest visibility timeout (12 hours).
const MAX_VISIBILITY_SECONDS: u64 = 12 * 3600;
/// How long dead letters stay hidden while [`SqsJobs::dead_letters`] collects them.
const PEEK_VISIBILITY_SECONDS: i32 = 30;

#[derive(Debug)]
pub struct SqsJobs {
    client: Client,
    queue_url: String,
    dead_letter_queue_url: OnceCell<String>,
}

fn unavailable<E: std::error::Error>(e: &E) -> JobsError {
    JobsError::Unavailable(chain(e))
}

fn seconds_i32(d: Duration, max: u64) -> i32 {
    // Round up, so a job never comes back before its delay.
    let secs = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    i32::try_from(secs.min(max)).unwrap_or(i32::MAX)
}

/// The queue name and owner account of an SQS ARN (`arn:aws:sqs:REGION:ACCOUNT:NAME`).
fn queue_of_arn(arn: &str) -> Option<(&str, &str)> {
    let parts: Vec<&str> = arn.split(':').collect();
    match parts.as_slice() {
        ["arn", _, "sqs", _, account, name] if !name.is_empty() => Some((name, account)),
        _ => None,
    }
}

impl SqsJobs {
    /// Jobs on the queue at `queue_url`. Its dead-letter queue is found through the queue's
    /// redrive policy when first needed.
    pub fn new(client: Client, queue_url: impl Into<String>) -> Self {
        Self {
            client,
            queue_url: queue_url.into(),
            dead_letter_queue_url: OnceCell::new(),
        }
    }

    /// Names the dead-letter queue instead of reading it from the redrive policy.
    pub fn with_dead_letter_queue(self, dead_letter_queue_url: impl Into<String>) -> Self {
        Self {
            dead_letter_queue_url: OnceCell::from(dead_letter_queue_url.into()),
            ..self
        }
    }

    pub fn queue_url(&self) -> &str {
        &self.queue_url
    }

    /// The dead-letter queue's URL, from the main queue's redrive policy.
    pub async fn dead_letter_queue_url(&self) -> Result<&str, JobsError> {
        self.dead_letter_queue_url
            .get_or_try_init(|| async {
                let out = self
                    .client
                    .get_queue_attributes()
                    .queue_url(&self.queue_url)
                    .attribute_names(QueueAttributeName::RedrivePolicy)
                    .send()
                    .await
                    .map_err(|e| unavailable(&e))?;
                let policy = out
                    .attributes()
                    .and_then(|a| a.get(&QueueAttributeName::RedrivePolicy))
                    .ok_or_else(|| {
                        JobsError::Unavailable(format!(
                            "queue {} has no dead-letter queue",
                            self.queue_url
                        ))
                    })?;
                let policy: serde_json::Value = serde_json::from_str(policy).map_err(|e| {
                    JobsError::Unavailable(format!("unreadable redrive policy {policy:?}: {e}"))
                })?;
                let arn = policy["deadLetterTargetArn"].as_str().unwrap_or_default();
                let (name, account) = queue_of_arn(arn).ok_or_else(|| {
                    JobsError::Unavailable(format!("unreadable dead-letter queue ARN {arn:?}"))
                })?;
                let out = self
                    .client
                    .get_queue_url()
                    .queue_name(name)
                    .queue_owner_aws_account_id(account)
                    .send()
                    .await
                    .map_err(|e| unavailable(&e))?;
                out.queue_url.ok_or_else(|| {
                    JobsError::Unavailable(format!("no URL for the dead-letter queue {name}"))
                })
            })
            .await
            .map(String::as_str)
    }

    async fn receive_raw(
        &self,
        queue_url: &str,
        max: usize,
        wait_seconds: u64,
        visibility: Option<i32>,
    ) -> Result<Vec<Message>, JobsError> {
        let out = self
            .client
            .receive_message()
            .queue_url(queue_url)
            .max_number_of_messages(max.clamp(1, MAX_BATCH) as i32)
            .wait_time_seconds(wait_seconds.min(MAX_POLL_SECONDS) as i32)
            .set_visibility_timeout(visibility)
            .message_system_attribute_names(MessageSystemAttributeName::ApproximateReceiveCount)
            .message_system_attribute_names(MessageSystemAttributeName::SentTimestamp)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(out.messages.unwrap_or_default())
    }
}

fn system_attribute<'m>(m: &'m Message, name: &MessageSystemAttributeName) -> Option<&'m str> {
    m.attributes().and_then(|a| a.get(name)).map(String::as_str)
}

/// The job in a message, or `None` (logged) for a body that is no job: such a message stays
/// hidden, comes back and ends in the dead-letter queue like a failing job.
fn job_of(m: &Message) -> Option<Job> {
    let body = m.body().unwrap_or_default();
    match serde_json::from_str::<Job>(body) {
        Ok(job) => Some(job),
        Err(e) => {
            tracing::warn!(message_id = m.message_id().unwrap_or_default(), error = %e, "message on the job queue is not a job");
            None
        }
    }
}

#[async_trait]
impl Jobs for SqsJobs {
    async fn enqueue(&self, job: Job) -> Result<(), JobsError> {
        if job.id.is_empty() || job.kind.is_empty() {
            return Err(JobsError::Malformed("a job needs an id and a kind".into()));
        }
        let body = serde_json::to_string(&job).map_err(|e| JobsError::Malformed(e.to_string()))?;
        self.client
            .send_message()
            .queue_url(&self.queue_url)
            .message_body(body)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(())
    }

    async fn receive(&self, max: usize, wait: Duration) -> Result<Vec<Delivery>, JobsError> {
        let deadline = Instant::now() + wait;
        loop {
            let remaining = deadline.saturating_duration_since(Instant::now());
            // SQS waits whole seconds: long-poll the whole seconds left, then short-poll the rest.
            let wait_seconds = remaining.as_secs().min(MAX_POLL_SECONDS);
            let messages = self
                .receive_raw(&self.queue_url, max, wait_seconds, None)
                .await?;
            if !messages.is_empty() {
                let deliveries = messages
                    .iter()
                    .filter_map(|m| {
                        let job = job_of(m)?;
                        let receipt = m.receipt_handle()?.to_string();
                        let attempt = system_attribute(
                            m,
                            &MessageSystemAttributeName::ApproximateReceiveCount,
                        )
                        .and_then(|n| n.parse().ok())
                        .unwrap_or(1);
                        Some(Delivery {
                            job,
                            receipt,
                            attempt,
                        })
                    })
                    .collect::<Vec<_>>();
                if !deliveries.is_empty() {
                    return Ok(deliveries);
                }
            }
            let remaining = deadline.saturating_duration_since(Instant::now());
            if remaining.is_zero() {
                return Ok(Vec::new());
            }
            if wait_seconds == 0 {
                tokio::time::sleep(remaining.min(Duration::from_millis(100))).await;
            }
        }
    }

    async fn complete(&self, delivery: &Delivery) -> Result<(), JobsError> {
        self.client
            .delete_message()
            .queue_url(&self.queue_url)
            .receipt_handle(&delivery.receipt)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(())
    }

    async fn fail(&self, delivery: &Delivery, retry_after: Duration) -> Result<(), JobsError> {
        self.client
            .change_message_visibility()
            .queue_url(&self.queue_url)
            .receipt_handle(&delivery.receipt)
            .visibility_timeout(seconds_i32(retry_after, MAX_VISIBILITY_SECONDS))
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(())
    }

    /// Peeks at the dead-letter queue: receives up to `max` messages, hiding them for a few
    /// seconds so each is seen once, then makes them visible again. Nothing is deleted.
    async fn dead_letters(&self, max: usize) -> Result<Vec<Job>, JobsError> {
        let dlq = self.dead_letter_queue_url().await?.to_string();
        let mut seen = HashSet::new();
        let mut messages = Vec::new();
        while messages.len() < max {
            let batch = self
                .receive_raw(&dlq, max - messages.len(), 1, Some(PEEK_VISIBILITY_SECONDS))
                .await?;
            if batch.is_empty() {
                break;
            }
            for m in batch {
                if seen.insert(m.message_id().unwrap_or_default().to_string()) {
                    messages.push(m);
                }
            }
        }
        // Make every peeked message visible again.
        let handles: Vec<&str> = messages.iter().filter_map(|m| m.receipt_handle()).collect();
        for (chunk_index, chunk) in handles.chunks(MAX_BATCH).enumerate() {
            let entries = chunk
                .iter()
                .enumerate()
                .map(|(i, handle)| {
                    ChangeMessageVisibilityBatchRequestEntry::builder()
                        .id(format!("m{}", chunk_index * MAX_BATCH + i))
                        .receipt_handle(*handle)
                        .visibility_timeout(0)
                        .build()
                        .map_err(|e| unavailable(&e))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = self
                .client
                .change_message_visibility_batch()
                .queue_url(&dlq)
                .set_entries(Some(entries))
                .send()
                .await
                .map_err(|e| unavailable(&e))?;
            for failed in out.failed() {
                tracing::warn!(
                    id = failed.id(),
                    code = failed.code(),
                    "a dead letter stays hidden until its peek expires"
                );
            }
        }
        let sent_at = |m: &Message| {
            system_attribute(m, &MessageSystemAttributeName::SentTimestamp)
                .and_then(|t| t.parse::<u64>().ok())
                .unwrap_or(0)
        };
        messages.sort_by_key(sent_at);
        Ok(messages.iter().filter_map(job_of).collect())
    }
}

/// The URL of the queue named `name`, or `None` when there is no such queue.
pub async fn queue_url_by_name(
    sqs: &aws_sdk_sqs::Client,
    name: &str,
) -> Result<Option<String>, anyhow::Error> {
    match sqs.get_queue_url().queue_name(name).send().await {
        Ok(out) => Ok(out.queue_url),
        Err(e)
            if e.as_service_error()
                .is_some_and(|s| s.is_queue_does_not_exist() || is_missing_queue(s)) =>
        {
            Ok(None)
        }
        Err(e) => Err(anyhow::anyhow!("looking up queue {name}: {}", chain(&e))),
    }
}

/// Whether an SQS error says the queue does not exist (JSON and query-compatible codes).
pub(crate) fn is_missing_queue<E: ProvideErrorMetadata>(e: &E) -> bool {
    matches!(
        e.code(),
        Some("QueueDoesNotExist" | "AWS.SimpleQueueService.NonExistentQueue")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_arn_names_the_queue_and_its_account() {
        assert_eq!(
            queue_of_arn("arn:aws:sqs:us-east-1:123456789012:fundplan-jobs-dlq"),
            Some(("fundplan-jobs-dlq", "123456789012"))
        );
        assert_eq!(queue_of_arn("arn:aws:s3:::bucket"), None);
        assert_eq!(queue_of_arn(""), None);
    }

    #[test]
    fn a_retry_delay_rounds_up_to_whole_seconds_within_the_sqs_limit() {
        assert_eq!(seconds_i32(Duration::ZERO, MAX_VISIBILITY_SECONDS), 0);
        assert_eq!(
            seconds_i32(Duration::from_millis(400), MAX_VISIBILITY_SECONDS),
            1
        );
        assert_eq!(
            seconds_i32(Duration::from_secs(3), MAX_VISIBILITY_SECONDS),
            3
        );
        assert_eq!(
            seconds_i32(Duration::from_secs(999_999), MAX_VISIBILITY_SECONDS),
            43_200
        );
    }
}

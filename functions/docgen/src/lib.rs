//! The document worker's Lambda: a thin runner. Each SQS record of the document queue is one
//! delivery of a job, handed to the pipeline of `fundplan_documents` ([`DocGen`]: the job's
//! lifecycle, the plan read, the document assembled, rendered once per set of inputs and
//! stored); the records that failed are reported back ([`sqs_batch`]). The local server runs
//! the same [`DocGen`] on its in-process queue.

use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsEvent};
use fundplan_ports::jobs::Job;

pub use fundplan_documents::pipeline::{DocGen, Outcome, Render, input_hash};

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

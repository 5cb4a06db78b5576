//! Creates every AWS resource the adapters use, idempotently: the table (from
//! [`crate::schema::TABLE`], waited for until active, with TTL on), the bucket, the dead-letter
//! queue and the job queue with its redrive policy, and the sender's SES identity. Running it
//! again changes nothing. In a deployment, `template.yaml` creates the same resources; this is
//! for moto, a developer's account and the tests.

use crate::adapters::AwsClients;
use crate::error::chain;
use crate::schema::{GSI1_NAME, TABLE};
use crate::ses::bare_address;
use crate::settings::{CloudSettings, dead_letter_queue_name};
use crate::sqs::queue_url_by_name;
use anyhow::{Context, anyhow, bail};
use aws_sdk_dynamodb::types::{TableStatus, TimeToLiveSpecification, TimeToLiveStatus};
use aws_sdk_s3::types::{BucketLocationConstraint, CreateBucketConfiguration};
use aws_sdk_sqs::types::QueueAttributeName;
use fundplan_ports::jobs::MAX_ATTEMPTS;
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::Instant;

/// How long the bootstrap waits for a new table to become active.
const TABLE_ACTIVE_TIMEOUT: Duration = Duration::from_secs(300);
/// Visibility timeout of the job queue: 6 x the document worker's Lambda timeout, as in
/// `template.yaml`.
const QUEUE_VISIBILITY_SECONDS: &str = "360";
/// Jobs are kept 4 days, as in `template.yaml`.
const QUEUE_RETENTION_SECONDS: &str = "345600";
/// Dead letters are kept for SQS's maximum, 14 days.
const DEAD_LETTER_RETENTION_SECONDS: &str = "1209600";

/// What the bootstrap found or made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BootstrapReport {
    pub table: String,
    /// Whether this run created the table (false: it existed).
    pub table_created: bool,
    pub bucket: String,
    pub bucket_created: bool,
    pub queue_url: String,
    pub dead_letter_queue_url: String,
    /// The SES identity of the sender (the bare address of `mail_from`).
    pub mail_identity: String,
}

/// [`bootstrap_with`] on clients configured from the standard chain (`AWS_ENDPOINT_URL`,
/// `AWS_REGION`, credentials).
pub async fn bootstrap(settings: &CloudSettings) -> Result<BootstrapReport, anyhow::Error> {
    bootstrap_with(&AwsClients::from_env().await, settings).await
}

/// Creates, or finds, every resource named in `settings`.
pub async fn bootstrap_with(
    clients: &AwsClients,
    settings: &CloudSettings,
) -> Result<BootstrapReport, anyhow::Error> {
    let table_created = ensure_table(&clients.dynamodb, &settings.table)
        .await
        .with_context(|| format!("table {}", settings.table))?;
    let bucket_created = ensure_bucket(&clients.s3, &settings.bucket)
        .await
        .with_context(|| format!("bucket {}", settings.bucket))?;
    let (queue_url, dead_letter_queue_url) = ensure_queues(&clients.sqs, &settings.queue_name)
        .await
        .with_context(|| format!("queue {}", settings.queue_name))?;
    let mail_identity = bare_address(&settings.mail_from).to_string();
    ensure_email_identity(&clients.sesv2, &mail_identity)
        .await
        .with_context(|| format!("e-mail identity {mail_identity}"))?;
    let report = BootstrapReport {
        table: settings.table.clone(),
        table_created,
        bucket: settings.bucket.clone(),
        bucket_created,
        queue_url,
        dead_letter_queue_url,
        mail_identity,
    };
    tracing::info!(?report, "AWS resources ready");
    Ok(report)
}

async fn ensure_table(client: &aws_sdk_dynamodb::Client, table: &str) -> anyhow::Result<bool> {
    let request = TABLE
        .create_table(client, table)
        .map_err(|e| anyhow!(chain(&e)))?;
    let created = match request.send().await {
        Ok(_) => true,
        Err(e)
            if e.as_service_error()
                .is_some_and(|s| s.is_resource_in_use_exception()) =>
        {
            false
        }
        Err(e) => bail!("creating: {}", chain(&e)),
    };
    let deadline = Instant::now() + TABLE_ACTIVE_TIMEOUT;
    loop {
        let out = client
            .describe_table()
            .table_name(table)
            .send()
            .await
            .map_err(|e| anyhow!("describing: {}", chain(&e)))?;
        let description = out.table.ok_or_else(|| anyhow!("no description"))?;
        if description.table_status == Some(TableStatus::Active) {
            let has_index = description
                .global_secondary_indexes()
                .iter()
                .any(|i| i.index_name() == Some(GSI1_NAME));
            if !has_index {
                bail!("the table exists without the index {GSI1_NAME}");
            }
            break;
        }
        if Instant::now() >= deadline {
            bail!(
                "not active after {:?} (status {:?})",
                TABLE_ACTIVE_TIMEOUT,
                description.table_status
            );
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let ttl = client
        .describe_time_to_live()
        .table_name(table)
        .send()
        .await
        .map_err(|e| anyhow!("describing time to live: {}", chain(&e)))?;
    let ttl = ttl.time_to_live_description();
    let on = matches!(
        ttl.and_then(|t| t.time_to_live_status()),
        Some(TimeToLiveStatus::Enabled | TimeToLiveStatus::Enabling)
    );
    if on {
        let attribute = ttl.and_then(|t| t.attribute_name()).unwrap_or_default();
        if attribute != TABLE.ttl_attribute {
            bail!(
                "time to live is on attribute {attribute:?}, not {:?}",
                TABLE.ttl_attribute
            );
        }
    } else {
        let spec = TimeToLiveSpecification::builder()
            .enabled(true)
            .attribute_name(TABLE.ttl_attribute)
            .build()
            .map_err(|e| anyhow!(chain(&e)))?;
        client
            .update_time_to_live()
            .table_name(table)
            .time_to_live_specification(spec)
            .send()
            .await
            .map_err(|e| anyhow!("enabling time to live: {}", chain(&e)))?;
    }
    Ok(created)
}

async fn ensure_bucket(client: &aws_sdk_s3::Client, bucket: &str) -> anyhow::Result<bool> {
    if client.head_bucket().bucket(bucket).send().await.is_ok() {
        return Ok(false);
    }
    let mut request = client.create_bucket().bucket(bucket);
    // us-east-1 is the one region that takes no location constraint.
    if let Some(region) = client
        .config()
        .region()
        .map(|r| r.as_ref().to_string())
        .filter(|r| r != "us-east-1")
    {
        request = request.create_bucket_configuration(
            CreateBucketConfiguration::builder()
                .location_constraint(BucketLocationConstraint::from(region.as_str()))
                .build(),
        );
    }
    match request.send().await {
        Ok(_) => Ok(true),
        Err(e)
            if e.as_service_error()
                .is_some_and(|s| s.is_bucket_already_owned_by_you()) =>
        {
            Ok(false)
        }
        Err(e) => bail!("creating: {}", chain(&e)),
    }
}

async fn ensure_queue(
    client: &aws_sdk_sqs::Client,
    name: &str,
    attributes: HashMap<QueueAttributeName, String>,
) -> anyhow::Result<String> {
    match queue_url_by_name(client, name).await? {
        Some(url) => {
            client
                .set_queue_attributes()
                .queue_url(&url)
                .set_attributes(Some(attributes))
                .send()
                .await
                .map_err(|e| anyhow!("updating {name}: {}", chain(&e)))?;
            Ok(url)
        }
        None => {
            let out = client
                .create_queue()
                .queue_name(name)
                .set_attributes(Some(attributes))
                .send()
                .await
                .map_err(|e| anyhow!("creating {name}: {}", chain(&e)))?;
            out.queue_url
                .ok_or_else(|| anyhow!("no URL for the new queue {name}"))
        }
    }
}

/// The job queue and its dead-letter queue; returns their URLs.
async fn ensure_queues(
    client: &aws_sdk_sqs::Client,
    queue_name: &str,
) -> anyhow::Result<(String, String)> {
    let dlq_name = dead_letter_queue_name(queue_name);
    let dlq_url = ensure_queue(
        client,
        &dlq_name,
        HashMap::from([(
            QueueAttributeName::MessageRetentionPeriod,
            DEAD_LETTER_RETENTION_SECONDS.to_string(),
        )]),
    )
    .await?;
    let out = client
        .get_queue_attributes()
        .queue_url(&dlq_url)
        .attribute_names(QueueAttributeName::QueueArn)
        .send()
        .await
        .map_err(|e| anyhow!("reading the ARN of {dlq_name}: {}", chain(&e)))?;
    let dlq_arn = out
        .attributes()
        .and_then(|a| a.get(&QueueAttributeName::QueueArn))
        .cloned()
        .ok_or_else(|| anyhow!("no ARN for {dlq_name}"))?;
    let redrive = serde_json::json!({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": MAX_ATTEMPTS.to_string()});
    let queue_url = ensure_queue(
        client,
        queue_name,
        HashMap::from([
            (QueueAttributeName::RedrivePolicy, redrive.to_string()),
            (
                QueueAttributeName::VisibilityTimeout,
                QUEUE_VISIBILITY_SECONDS.to_string(),
            ),
            (
                QueueAttributeName::MessageRetentionPeriod,
                QUEUE_RETENTION_SECONDS.to_string(),
            ),
        ]),
    )
    .await?;
    Ok((queue_url, dlq_url))
}

async fn ensure_email_identity(
    client: &aws_sdk_sesv2::Client,
    identity: &str,
) -> anyhow::Result<()> {
    match client
        .create_email_identity()
        .email_identity(identity)
        .send()
        .await
    {
        Ok(_) => Ok(()),
        Err(e)
            if e.as_service_error()
                .is_some_and(|s| s.is_already_exists_exception()) =>
        {
            Ok(())
        }
        Err(e) => bail!("creating: {}", chain(&e)),
    }
}

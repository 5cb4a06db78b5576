//! The constructors that build every cloud adapter from the [`CloudSettings`] the caller fills,
//! on AWS clients configured from the SDK's standard chain.

use crate::settings::CloudSettings;
use crate::sqs::queue_url_by_name;
use crate::{DynamoTable, S3Blobs, SesMailer, SqsJobs, StripePayments};
use aws_config::{BehaviorVersion, SdkConfig};
use fundplan_ports::{Blobs, Jobs, Mailer, Payments, Table};
use std::sync::Arc;

/// The AWS SDK configuration from the standard chain: `AWS_REGION`, credentials (environment,
/// profile, the Lambda role), `AWS_ENDPOINT_URL` (moto), with the latest behaviour version.
pub async fn load_aws_config() -> SdkConfig {
    aws_config::defaults(BehaviorVersion::latest()).load().await
}

/// One client per AWS service the adapters use.
#[derive(Clone, Debug)]
pub struct AwsClients {
    pub dynamodb: aws_sdk_dynamodb::Client,
    pub s3: aws_sdk_s3::Client,
    pub sqs: aws_sdk_sqs::Client,
    pub sesv2: aws_sdk_sesv2::Client,
}

impl AwsClients {
    /// Clients configured from the standard chain (see [`load_aws_config`]).
    pub async fn from_env() -> Self {
        Self::from_config(&load_aws_config().await)
    }

    /// Clients from an SDK configuration. S3 uses path-style addressing when the configuration
    /// names a custom endpoint (moto, LocalStack), as virtual-host buckets need DNS there.
    pub fn from_config(config: &SdkConfig) -> Self {
        let s3_config = aws_sdk_s3::config::Builder::from(config)
            .force_path_style(config.endpoint_url().is_some())
            .build();
        Self {
            dynamodb: aws_sdk_dynamodb::Client::new(config),
            s3: aws_sdk_s3::Client::from_conf(s3_config),
            sqs: aws_sdk_sqs::Client::new(config),
            sesv2: aws_sdk_sesv2::Client::new(config),
        }
    }
}

/// Every cloud adapter, ready to be put into a handler's state.
#[derive(Clone)]
pub struct CloudAdapters {
    pub table: Arc<dyn Table>,
    pub blobs: Arc<dyn Blobs>,
    pub jobs: Arc<dyn Jobs>,
    pub mailer: Arc<dyn Mailer>,
    /// `None` when [`CloudSettings::stripe`] is `None`.
    pub payments: Option<Arc<dyn Payments>>,
}

impl CloudAdapters {
    /// Loads the AWS configuration from the standard chain and builds every adapter.
    pub async fn connect(settings: &CloudSettings) -> anyhow::Result<Self> {
        Self::from_clients(&AwsClients::from_env().await, settings).await
    }

    /// Builds every adapter on existing clients. When `settings.queue_url` is `None`, the queue
    /// is looked up by name, and it is an error if it does not exist (run the bootstrap).
    pub async fn from_clients(
        clients: &AwsClients,
        settings: &CloudSettings,
    ) -> anyhow::Result<Self> {
        let queue_url = match &settings.queue_url {
            Some(url) => url.clone(),
            None => queue_url_by_name(&clients.sqs, &settings.queue_name).await?.ok_or_else(|| {
                anyhow::anyhow!(
                    "the job queue {:?} does not exist and no queue URL is configured; create it (bootstrap) or set the queue URL",
                    settings.queue_name
                )
            })?,
        };
        let payments = match &settings.stripe {
            Some(stripe) => {
                Some(Arc::new(StripePayments::new(stripe.clone())?) as Arc<dyn Payments>)
            }
            None => None,
        };
        Ok(Self {
            table: Arc::new(DynamoTable::new(clients.dynamodb.clone(), &settings.table)),
            blobs: Arc::new(S3Blobs::new(clients.s3.clone(), &settings.bucket)),
            jobs: Arc::new(SqsJobs::new(clients.sqs.clone(), queue_url)),
            mailer: Arc::new(SesMailer::new(clients.sesv2.clone(), &settings.mail_from)),
            payments,
        })
    }
}

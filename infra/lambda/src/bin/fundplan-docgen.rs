//! The docgen Lambda: SQS events of the document queue, answered with the ids of the records
//! that failed (`ReportBatchItemFailures`), so only those come back.

use fundplan_cloud::{AwsClients, DynamoTable, S3Blobs};
use fundplan_docgen::{DocGen, sqs_batch};
use lambda_runtime::{Error, LambdaEvent, service_fn};
use std::sync::Arc;

fn required(name: &str) -> Result<String, Error> {
    std::env::var(name)
        .ok()
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
        .ok_or_else(|| format!("{name} is not set").into())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    fundplan_docgen::init_tracing();
    let table = required("FUNDPLAN_TABLE")?;
    let bucket = required("FUNDPLAN_BUCKET")?;
    let aws = AwsClients::from_env().await;
    let docgen = DocGen::new(
        Arc::new(DynamoTable::new(aws.dynamodb.clone(), table)),
        Arc::new(S3Blobs::new(aws.s3.clone(), bucket)),
    );
    let docgen = &docgen;
    lambda_runtime::run(service_fn(
        move |event: LambdaEvent<aws_lambda_events::event::sqs::SqsEvent>| async move {
            Ok::<_, Error>(sqs_batch(docgen, event.payload).await)
        },
    ))
    .await
}

//! The cloud adapters against moto: every conformance suite, the bootstrap, and what the suites
//! cannot see (table layout, redrive policy, download names, error mapping).

use crate::support;

use aws_sdk_dynamodb::types::AttributeValue;
use aws_sdk_sesv2::config::interceptors::BeforeTransmitInterceptorContextRef;
use aws_sdk_sesv2::config::{ConfigBag, Intercept, RuntimeComponents};
use aws_sdk_sqs::types::QueueAttributeName;
use fundplan_cloud::{
    CloudAdapters, DynamoTable, S3Blobs, SesMailer, SqsJobs, bootstrap_with, queue_url_by_name,
    schema,
};
use fundplan_ports::conformance;
use fundplan_ports::{
    Blobs, Condition, Email, Item, Jobs, Key, Mailer, MailerError, StoreError, Table,
};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn dynamodb_passes_the_table_conformance_suite() {
    let (clients, settings, _) = bootstrapped().await;
    conformance::table_suite(Arc::new(DynamoTable::new(clients.dynamodb, settings.table))).await;
}

#[tokio::test]
async fn s3_passes_the_blobs_conformance_suite() {
    let (clients, settings, _) = bootstrapped().await;
    let http = reqwest::Client::new();
    conformance::blobs_suite(
        Arc::new(S3Blobs::new(clients.s3, settings.bucket)),
        move |url| {
            let http = http.clone();
            async move {
                let response = http.get(url).send().await.ok()?;
                if !response.status().is_success() {
                    return None;
                }
                response.bytes().await.ok().map(|b| b.to_vec())
            }
        },
    )
    .await;
}

#[tokio::test]
async fn sqs_passes_the_jobs_conformance_suite() {
    let (clients, _, report) = bootstrapped().await;
    conformance::jobs_suite(Arc::new(SqsJobs::new(clients.sqs, report.queue_url))).await;
}

/// Records the JSON body of every request the SES client sends.
#[derive(Clone, Debug, Default)]
struct RecordRequests(Arc<Mutex<Vec<Value>>>);

impl Intercept for RecordRequests {
    fn name(&self) -> &'static str {
        "RecordRequests"
    }

    fn read_before_transmit(
        &self,
        context: &BeforeTransmitInterceptorContextRef<'_>,
        _components: &RuntimeComponents,
        _cfg: &mut ConfigBag,
    ) -> Result<(), aws_sdk_sesv2::error::BoxError> {
        if let Some(body) = context
            .request()
            .body()
            .bytes()
            .and_then(|b| serde_json::from_slice(b).ok())
        {
            self.0.lock().expect("recorder lock").push(body);
        }
        Ok(())
    }
}

#[tokio::test]
async fn ses_passes_the_mailer_conformance_suite() {
    let (_, settings, _) = bootstrapped().await;
    // moto keeps one body per e-mail (the HTML one when there is HTML), so the text body is
    // checked on the request that reached moto, matched to moto's record by recipient and subject.
    let recorder = RecordRequests::default();
    let config = aws_sdk_sesv2::config::Builder::from(&sdk_config().await)
        .interceptor(recorder.clone())
        .build();
    let mailer = SesMailer::new(
        aws_sdk_sesv2::Client::from_conf(config),
        &settings.mail_from,
    );
    conformance::mailer_suite(Arc::new(mailer), move || {
        let requests = recorder.0.lock().expect("recorder lock").clone();
        let from = settings.mail_from.clone();
        async move {
            let data = moto_data().await;
            let mut sent = Vec::new();
            for m in data["ses"]["Message"]
                .as_array()
                .cloned()
                .unwrap_or_default()
            {
                let to = m["destinations"]["ToAddresses"][0]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                let subject = m["subject"].as_str().unwrap_or_default().to_string();
                let request = requests.iter().find(|r| {
                    r["Destination"]["ToAddresses"][0] == to.as_str()
                        && r["Content"]["Simple"]["Subject"]["Data"] == subject.as_str()
                });
                let Some(request) = request else { continue };
                let body = &request["Content"]["Simple"]["Body"];
                let html = body["Html"]["Data"].as_str().map(str::to_string);
                assert_eq!(
                    m["body"].as_str(),
                    html.as_deref().or(body["Text"]["Data"].as_str()),
                    "moto stored the body sent"
                );
                assert_eq!(m["source"], from.as_str(), "the configured sender is used");
                let text = body["Text"]["Data"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                sent.push(Email {
                    to,
                    subject,
                    text,
                    html,
                });
            }
            sent
        }
    })
    .await;
}

#[tokio::test]
async fn an_implausible_recipient_is_refused_before_ses_is_called() {
    let (clients, settings, _) = bootstrapped().await;
    let mailer = SesMailer::new(clients.sesv2, &settings.mail_from);
    let subject = unique("never sent");
    let email = Email {
        to: "a b@example.org".into(),
        subject: subject.clone(),
        text: "x".into(),
        html: None,
    };
    assert!(matches!(
        mailer.send(&email).await,
        Err(MailerError::Invalid(_))
    ));
    let data = moto_data().await;
    let messages = data["ses"]["Message"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        !messages.iter().any(|m| m["subject"] == subject.as_str()),
        "nothing reached SES"
    );
}

#[tokio::test]
async fn bootstrapping_twice_in_a_row_succeeds_and_finds_the_same_resources() {
    let clients = clients().await;
    let settings = fresh_settings();
    let first = bootstrap_with(&clients, &settings)
        .await
        .expect("first bootstrap");
    let second = bootstrap_with(&clients, &settings)
        .await
        .expect("second bootstrap");
    assert!(
        first.table_created && first.bucket_created,
        "the first run creates: {first:?}"
    );
    assert!(
        !second.table_created && !second.bucket_created,
        "the second run finds: {second:?}"
    );
    assert_eq!(first.queue_url, second.queue_url);
    assert_eq!(first.dead_letter_queue_url, second.dead_letter_queue_url);
    assert_eq!(first.mail_identity, "no-reply@fundplan.test");

    // The table is the schema's, with TTL on.
    let table = clients
        .dynamodb
        .describe_table()
        .table_name(&settings.table)
        .send()
        .await
        .unwrap()
        .table
        .unwrap();
    let keys: Vec<_> = table
        .key_schema()
        .iter()
        .map(|k| {
            (
                k.attribute_name().to_string(),
                k.key_type().as_str().to_string(),
            )
        })
        .collect();
    assert_eq!(
        keys,
        [
            ("PK".to_string(), "HASH".to_string()),
            ("SK".to_string(), "RANGE".to_string())
        ]
    );
    let gsi = &table.global_secondary_indexes()[0];
    assert_eq!(gsi.index_name(), Some("GSI1"));
    assert_eq!(gsi.key_schema()[0].attribute_name(), "GSI1PK");
    assert_eq!(gsi.key_schema()[1].attribute_name(), "GSI1SK");
    let ttl = clients
        .dynamodb
        .describe_time_to_live()
        .table_name(&settings.table)
        .send()
        .await
        .unwrap();
    let ttl = ttl.time_to_live_description().unwrap();
    assert_eq!(ttl.attribute_name(), Some(schema::TTL_ATTRIBUTE));
    assert_eq!(
        ttl.time_to_live_status().map(|s| s.as_str()),
        Some("ENABLED")
    );

    // The queue sends a job to the dead-letter queue after MAX_ATTEMPTS receptions.
    let attributes = clients
        .sqs
        .get_queue_attributes()
        .queue_url(&second.queue_url)
        .attribute_names(QueueAttributeName::RedrivePolicy)
        .send()
        .await
        .unwrap();
    let policy: Value =
        serde_json::from_str(&attributes.attributes().unwrap()[&QueueAttributeName::RedrivePolicy])
            .unwrap();
    assert_eq!(
        policy["maxReceiveCount"].to_string().trim_matches('"'),
        fundplan_ports::jobs::MAX_ATTEMPTS.to_string()
    );
    assert!(
        policy["deadLetterTargetArn"]
            .as_str()
            .unwrap()
            .ends_with(&format!("{}-dlq", settings.queue_name))
    );
    assert_eq!(
        queue_url_by_name(&clients.sqs, &settings.queue_name)
            .await
            .unwrap(),
        Some(second.queue_url.clone())
    );
    assert_eq!(
        queue_url_by_name(&clients.sqs, &unique("no-such-queue"))
            .await
            .unwrap(),
        None
    );

    // The bucket takes objects.
    clients
        .s3
        .head_bucket()
        .bucket(&settings.bucket)
        .send()
        .await
        .expect("the bucket exists");
}

#[tokio::test]
async fn adapters_built_from_settings_find_the_queue_by_name() {
    let (clients, settings, report) = bootstrapped().await;
    let adapters = CloudAdapters::from_clients(&clients, &settings)
        .await
        .expect("adapters");
    assert!(
        adapters.payments.is_none(),
        "no Stripe settings, no payments adapter"
    );
    let job = fundplan_ports::Job {
        id: unique("job"),
        kind: "test".into(),
        payload: json!({"x": 1}),
    };
    adapters.jobs.enqueue(job.clone()).await.unwrap();
    let by_url = SqsJobs::new(clients.sqs.clone(), report.queue_url);
    let got = by_url.receive(1, Duration::from_secs(2)).await.unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!(
        got[0].job, job,
        "the queue found by name is the bootstrapped one"
    );
    by_url.complete(&got[0]).await.unwrap();

    let missing = settings.clone().with_queue_name(unique("no-such-queue"));
    let err = CloudAdapters::from_clients(&clients, &missing)
        .await
        .err()
        .expect("a missing queue is an error");
    assert!(err.to_string().contains("does not exist"), "{err}");
}

#[tokio::test]
async fn an_item_is_stored_with_the_documented_attribute_layout() {
    let (clients, settings, _) = bootstrapped().await;
    let table = DynamoTable::new(clients.dynamodb.clone(), &settings.table);
    let attrs = json!({"name": "Acme", "cents": 150000, "tags": ["a"], "none": null});
    let item = Item::new(
        Key::new("ORG#1", "PROFILE"),
        attrs.as_object().unwrap().clone(),
    )
    .with_gsi1(Key::new("EMAIL#a@b.org", "USER"))
    .with_expiry(4_000_000_000)
    .with_version(2);
    table.put(item, Condition::NotExists).await.unwrap();
    let raw = clients
        .dynamodb
        .get_item()
        .table_name(&settings.table)
        .key("PK", AttributeValue::S("ORG#1".into()))
        .key("SK", AttributeValue::S("PROFILE".into()))
        .send()
        .await
        .unwrap()
        .item
        .unwrap();
    assert_eq!(raw["GSI1PK"], AttributeValue::S("EMAIL#a@b.org".into()));
    assert_eq!(raw["GSI1SK"], AttributeValue::S("USER".into()));
    assert_eq!(raw["ttl"], AttributeValue::N("4000000000".into()));
    assert_eq!(raw["version"], AttributeValue::N("2".into()));
    assert_eq!(raw["name"], AttributeValue::S("Acme".into()));
    assert_eq!(raw["cents"], AttributeValue::N("150000".into()));
    assert_eq!(
        raw["tags"],
        AttributeValue::L(vec![AttributeValue::S("a".into())])
    );
    assert_eq!(raw["none"], AttributeValue::Null(true));
    assert_eq!(raw.len(), 10);
}

#[tokio::test]
async fn a_missing_table_makes_the_store_unavailable_with_the_cause() {
    let clients = clients().await;
    let table = DynamoTable::new(clients.dynamodb, unique("no-such-table"));
    let err = table.get(&Key::new("a", "b")).await.unwrap_err();
    match err {
        StoreError::Unavailable(message) => {
            assert!(message.contains("ResourceNotFound"), "{message}")
        }
        other => panic!("expected Unavailable, got {other:?}"),
    }
}

#[tokio::test]
async fn a_download_link_names_the_file_and_expires() {
    let (clients, settings, _) = bootstrapped().await;
    let blobs = S3Blobs::new(clients.s3, &settings.bucket);
    let blob = fundplan_ports::Blob {
        bytes: "pdf".into(),
        content_type: "application/pdf".into(),
    };
    blobs.put("documents/case.pdf", blob).await.unwrap();
    let url = blobs
        .download_url(
            "documents/case.pdf",
            Duration::from_secs(300),
            Some("Acme Trust case statement.pdf"),
        )
        .await
        .unwrap();
    let parsed = reqwest::Url::parse(&url).unwrap();
    let query: std::collections::HashMap<_, _> = parsed.query_pairs().into_owned().collect();
    assert_eq!(
        query
            .get("response-content-disposition")
            .map(String::as_str),
        Some(
            "attachment; filename=\"Acme Trust case statement.pdf\"; filename*=UTF-8''Acme%20Trust%20case%20statement.pdf"
        )
    );
    assert_eq!(query.get("X-Amz-Expires").map(String::as_str), Some("300"));
    assert!(
        parsed
            .path()
            .ends_with(&format!("/{}/documents/case.pdf", settings.bucket)),
        "path-style URL: {url}"
    );
    let response = reqwest::get(&url).await.unwrap();
    assert!(response.status().is_success());
    assert_eq!(response.headers()["content-type"], "application/pdf");
    let plain = blobs
        .download_url("documents/case.pdf", Duration::from_secs(60), None)
        .await
        .unwrap();
    assert!(
        !plain.contains("response-content-disposition"),
        "no name, no disposition: {plain}"
    );
}

#[tokio::test]
async fn a_message_that_is_not_a_job_is_not_delivered() {
    let (clients, _, report) = bootstrapped().await;
    clients
        .sqs
        .send_message()
        .queue_url(&report.queue_url)
        .message_body("not json")
        .send()
        .await
        .unwrap();
    let jobs = SqsJobs::new(clients.sqs.clone(), &report.queue_url);
    let job = fundplan_ports::Job {
        id: unique("job"),
        kind: "test".into(),
        payload: json!(null),
    };
    jobs.enqueue(job.clone()).await.unwrap();
    let mut delivered = Vec::new();
    for _ in 0..5 {
        delivered.extend(jobs.receive(10, Duration::from_secs(1)).await.unwrap());
        if !delivered.is_empty() {
            break;
        }
    }
    assert_eq!(
        delivered.iter().map(|d| d.job.clone()).collect::<Vec<_>>(),
        [job]
    );
    assert!(
        jobs.receive(10, Duration::from_millis(300))
            .await
            .unwrap()
            .is_empty(),
        "the bad message stays hidden"
    );
}

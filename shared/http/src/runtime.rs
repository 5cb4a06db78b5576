//! Start-up shared by every entry point: tracing, adapters chosen from the configuration, the
//! common middleware, and the Lambda runner. A function's `main.rs` is one call to
//! [`run_lambda`]; the local server calls [`build`] and [`app`].

use crate::config::{BlobsKind, Config, MailerKind, PaymentsKind, QueueKind, StoreKind};
use crate::error::ApiError;
use crate::extract::JSON_LIMIT;
use crate::jwt::SessionKeys;
use crate::state::AppState;
use anyhow::Context;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use axum::http::{HeaderName, Request};
use axum::response::{IntoResponse, Response};
use fundplan_cloud::{
    AwsClients, DynamoTable, S3Blobs, SesMailer, SqsJobs, StripePayments, StripeSettings,
};
use fundplan_domain::DomainError;
use fundplan_ports::embedded::{DirBlobs, EmbeddedTable, LocalPayments, MemoryJobs, OutboxMailer};
use fundplan_ports::{Blobs, Jobs, Mailer, Payments, SystemClock, Table, UlidIds};
use std::path::Path;
use std::sync::Arc;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{
    MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer,
};
use tower_http::trace::TraceLayer;

/// Logs as JSON on Lambda (`AWS_LAMBDA_LOG_FORMAT=JSON`), readable text elsewhere; the level
/// from `RUST_LOG` (default `info`).
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,tower_http=info".into());
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

/// The embedded adapters the local server needs by their concrete type (for its dev pages).
#[derive(Clone, Default)]
pub struct LocalHandles {
    pub blobs: Option<DirBlobs>,
    pub outbox: Option<OutboxMailer>,
    pub payments: Option<Arc<LocalPayments>>,
    pub jobs: Option<Arc<MemoryJobs>>,
}

/// A random secret kept in the data directory, created on first use.
fn local_secret(data_dir: &Path, name: &str) -> anyhow::Result<String> {
    let path = data_dir.join(name);
    if let Ok(s) = std::fs::read_to_string(&path)
        && s.trim().len() >= 32
    {
        return Ok(s.trim().to_string());
    }
    std::fs::create_dir_all(data_dir)?;
    let bytes: [u8; 32] = rand::random();
    let secret = hex_encode(&bytes);
    std::fs::write(&path, &secret).with_context(|| format!("writing {}", path.display()))?;
    Ok(secret)
}

fn hex_encode(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Builds the state with the adapters the configuration chooses; AWS clients come from the
/// standard environment (`AWS_ENDPOINT_URL`, `AWS_REGION`, credentials).
pub async fn build(config: &Config) -> anyhow::Result<(AppState, LocalHandles)> {
    build_with(config, None).await
}

/// [`build`] with AWS clients given by the caller (tests point them at moto).
pub async fn build_with(
    config: &Config,
    clients: Option<AwsClients>,
) -> anyhow::Result<(AppState, LocalHandles)> {
    let mut local = LocalHandles::default();
    let needs_aws = config.store == StoreKind::Dynamodb
        || config.blobs == BlobsKind::S3
        || config.queue == QueueKind::Sqs
        || config.mailer == MailerKind::Ses;
    let aws = match clients {
        Some(c) => Some(c),
        None if needs_aws => Some(AwsClients::from_env().await),
        None => None,
    };
    let aws = || {
        aws.as_ref()
            .expect("AWS clients are built when an AWS adapter is chosen")
    };
    let public = config.public_url.trim_end_matches('/');

    let table: Arc<dyn Table> = match config.store {
        StoreKind::Embedded => Arc::new(
            EmbeddedTable::open(&config.data_dir.join("store.redb"))
                .context("opening the embedded store")?,
        ),
        StoreKind::Dynamodb => Arc::new(DynamoTable::new(aws().dynamodb.clone(), &config.table)),
    };
    let blobs: Arc<dyn Blobs> = match config.blobs {
        BlobsKind::Dir => {
            let secret = local_secret(&config.data_dir, "blobs.key")?;
            let dir = DirBlobs::new(
                &config.data_dir.join("blobs"),
                format!("{public}/blobs"),
                secret.into_bytes(),
            )?;
            local.blobs = Some(dir.clone());
            Arc::new(dir)
        }
        BlobsKind::S3 => Arc::new(S3Blobs::new(aws().s3.clone(), &config.bucket)),
    };
    let jobs: Arc<dyn Jobs> = match config.queue {
        QueueKind::Memory => {
            let q = Arc::new(MemoryJobs::new());
            local.jobs = Some(q.clone());
            q
        }
        QueueKind::Sqs => {
            let url = match &config.queue_url {
                Some(u) => u.clone(),
                None => fundplan_cloud::queue_url_by_name(&aws().sqs, &config.queue_name)
                    .await?
                    .with_context(|| format!("queue {} not found: run `fundplan-local bootstrap-aws` or set FUNDPLAN_QUEUE_URL", config.queue_name))?,
            };
            Arc::new(SqsJobs::new(aws().sqs.clone(), url))
        }
    };
    let mailer: Arc<dyn Mailer> = match config.mailer {
        MailerKind::Outbox => {
            let outbox = OutboxMailer::new(&config.data_dir.join("outbox"))?;
            local.outbox = Some(outbox.clone());
            Arc::new(outbox)
        }
        MailerKind::Ses => Arc::new(SesMailer::new(aws().sesv2.clone(), &config.mail_from)),
    };
    let payments: Arc<dyn Payments> = match config.payments {
        PaymentsKind::Local => {
            let secret = match config.stripe_webhook_secret.0.as_str() {
                "" => format!(
                    "whsec_local_{}",
                    local_secret(&config.data_dir, "webhook.key")?
                ),
                s => s.to_string(),
            };
            let p = Arc::new(LocalPayments::new(format!("{public}/dev"), secret));
            local.payments = Some(p.clone());
            p
        }
        PaymentsKind::Disabled => Arc::new(DisabledPayments),
        PaymentsKind::Stripe => Arc::new(StripePayments::new(
            StripeSettings::new(&config.stripe_secret_key.0, &config.stripe_webhook_secret.0)
                .with_prices(
                    &config.stripe_price_pro_month,
                    &config.stripe_price_pro_year,
                )
                .with_api_base(&config.stripe_api_base),
        )?),
    };
    let jwt = match &config.jwt_secret {
        Some(s) => s.0.clone(),
        None => local_secret(&config.data_dir, "jwt.key")?,
    };
    let all_embedded = config.store == StoreKind::Embedded && config.blobs == BlobsKind::Dir;
    let operator_key = match &config.operator_key {
        Some(k) => Some(Arc::from(k.0.as_str())),
        None if all_embedded => Some(Arc::from(local_secret(&config.data_dir, "operator.key")?)),
        None => None,
    };
    let state = AppState {
        table,
        blobs,
        jobs,
        mailer,
        payments,
        clock: Arc::new(SystemClock),
        ids: Arc::new(UlidIds),
        keys: Arc::new(SessionKeys::new(jwt.as_bytes())),
        public_url: Arc::from(public),
        operator_key,
    };
    Ok((state, local))
}

/// The payment port of a function that takes no payments: every call is refused.
struct DisabledPayments;

#[async_trait::async_trait]
impl Payments for DisabledPayments {
    async fn checkout_url(
        &self,
        _: &fundplan_ports::CheckoutRequest,
    ) -> Result<String, fundplan_ports::PaymentsError> {
        Err(fundplan_ports::PaymentsError::Provider(
            "payments are not configured for this function".into(),
        ))
    }
    async fn send_invoice(
        &self,
        _: &fundplan_ports::InvoiceRequest,
    ) -> Result<fundplan_ports::IssuedInvoice, fundplan_ports::PaymentsError> {
        Err(fundplan_ports::PaymentsError::Provider(
            "payments are not configured for this function".into(),
        ))
    }
    fn webhook_secret(&self) -> &str {
        ""
    }
}

#[derive(Clone, Default)]
struct MakeUlid;

impl MakeRequestId for MakeUlid {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        ulid::Ulid::new()
            .to_string()
            .parse()
            .ok()
            .map(RequestId::new)
    }
}

/// Error answers that axum gives before a handler runs (a path or query that cannot be read, a
/// method the path does not have, a raw body over the limit) come as plain text or empty; this
/// gives them the API's JSON error body, so every failed call answers `{ "error": message }`.
/// The answer's other headers (`Allow`, ...) are kept; 5xx bodies say nothing internal.
async fn json_errors(res: Response) -> Response {
    let status = res.status();
    let is_json = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let text = axum::body::to_bytes(body, 4096)
        .await
        .ok()
        .and_then(|b| String::from_utf8(b.to_vec()).ok())
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty() && status.is_client_error());
    let message = text.unwrap_or_else(|| {
        if status.is_server_error() {
            fundplan_domain::messages::UNAVAILABLE.to_string()
        } else {
            status
                .canonical_reason()
                .unwrap_or("Bad request")
                .to_string()
        }
    });
    parts.headers.remove(CONTENT_LENGTH);
    let mut json = axum::Json(serde_json::json!({ "error": message })).into_response();
    for (name, value) in parts.headers.iter() {
        if name != CONTENT_TYPE {
            json.headers_mut().insert(name.clone(), value.clone());
        }
    }
    *json.status_mut() = status;
    json
}

/// Wraps a function's routes with the middleware every entry point shares: request ids, request
/// logs, security headers (and `no-store`), a JSON body limit, panics as opaque JSON 500s, a
/// JSON 404 for unknown API paths, and JSON bodies for axum's own error answers.
pub fn app(routes: Router<AppState>, state: AppState) -> Router {
    let request_id = HeaderName::from_static("x-request-id");
    routes
        .fallback(|| async { ApiError(DomainError::NotFound("No such API route.".into())).into_response() })
        .layer(DefaultBodyLimit::max(JSON_LIMIT))
        .layer(axum::middleware::map_response(json_errors))
        .with_state(state)
        .layer(CatchPanicLayer::custom(|_: Box<dyn std::any::Any + Send>| {
            ApiError(DomainError::Internal("handler panicked".into())).into_response()
        }))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
                let id = req.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("");
                tracing::info_span!("request", method = %req.method(), path = %req.uri().path(), request_id = %id)
            }),
        )
        .layer(axum::middleware::from_fn(
            crate::security::api_security_headers,
        ))
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeUlid))
}

/// The whole `main` of a Lambda function: configuration, adapters, middleware, then
/// `lambda_http::run`.
pub async fn run_lambda(routes: fn() -> Router<AppState>) -> Result<(), lambda_http::Error> {
    init_tracing();
    let config = Config::from_env()?;
    let (state, _) = build(&config).await?;
    lambda_http::run(app(routes(), state)).await
}

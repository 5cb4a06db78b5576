//! The documents API (contract "Documents API"): `POST /documents` enqueues a document job and
//! answers at once (202) with the job; `GET /documents/{id}` reports its state and, once done, a
//! download link that expires in 5 minutes. The worker (`functions/docgen`) does the rendering.
//!
//! A job is an item of the caller's organization (`ORG#<org>`/`JOB#<id>`), so another
//! organization's job id, like an unknown one, is 404. Every member of the organization may
//! call both.

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::jobs::{
    JobItem, JobRecord, JobState, get_job, queue_message, selected_foundational_policies,
};
use fundplan_documents::DocumentKind;
use fundplan_documents::kind::{policy_title, unknown_kind_message};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_http::PathId;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// How long a download link stays valid.
pub const LINK_TTL: Duration = Duration::from_secs(5 * 60);

/// A job that has not moved for this long is reported failed: its worker is gone (every retry
/// of the queue is over well before), and the user must not wait for ever.
pub const STALE_AFTER_SECONDS: i64 = 30 * 60;

/// This function's routes.
pub fn router() -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(routes!(post_document))
            .routes(routes!(get_document)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "documents", description = "Generated documents: jobs and their download links")))]
struct Api;

/// `POST /documents` body.
#[derive(Deserialize, ToSchema)]
pub struct DocumentRequest {
    /// The document's kind: one of the catalogue's (`fundplan_documents::kind`). An unknown
    /// kind is answered 422 with the list of kinds.
    #[schema(schema_with = kind_schema)]
    pub kind: String,
    /// The policy or form of a `policy_document` (e.g. `pledge_form`); none for other kinds.
    #[serde(default)]
    pub identity: Option<String>,
    /// A version of the plan to make the document from (`GET /versions`), e.g. the case as the
    /// board approved it; none for the plan now. Its file is named after the version and never
    /// becomes the document's last file.
    #[serde(default)]
    pub version_id: Option<String>,
}

/// The schema of `DocumentRequest.kind`: the API names of every kind of the catalogue.
fn kind_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(DocumentKind::names()))
        .description(Some(
            "The document's kind (`policy_document` with an `identity`). An unknown kind is answered 422 with the list of kinds.",
        ))
        .build()
}

/// A document job as the client polls it.
#[derive(Serialize, Deserialize, ToSchema, Debug, Clone, PartialEq)]
pub struct DocumentJob {
    /// A ULID.
    pub id: String,
    pub kind: String,
    pub identity: Option<String>,
    /// queued, running, done or failed.
    #[schema(example = "running")]
    pub state: String,
    /// 0–100.
    pub progress: u8,
    /// The name the file downloads under.
    pub file_name: String,
    /// When done: a link to the file that expires in 5 minutes.
    pub download_url: Option<String>,
    /// When failed: what to tell the user.
    pub error: Option<String>,
    /// RFC 3339, UTC.
    pub created_at: String,
}

fn rfc3339(epoch: i64) -> String {
    fundplan_domain::subscription::rfc3339(epoch).unwrap_or_default()
}

impl DocumentJob {
    fn of(job: &JobRecord, download_url: Option<String>) -> Self {
        DocumentJob {
            id: job.id.clone(),
            kind: job.kind.clone(),
            identity: job.identity.clone(),
            state: job.state.as_str().to_string(),
            progress: job.progress,
            file_name: job.file_name.clone(),
            download_url,
            error: job.error.clone(),
            created_at: rfc3339(job.created_at),
        }
    }
}

fn unprocessable(field: &str, message: impl Into<String>) -> ApiError {
    ApiError(DomainError::field(field, message))
}

/// The file name of a document made from the version `version`: "<name> (<version>).<ext>", the
/// version's name kept to 60 characters and without the characters a file name cannot hold.
fn version_file_name(file_name: &str, version: &str) -> String {
    let clean: String = version
        .chars()
        .map(|c| {
            if "/\\:*?\"<>|".contains(c) || c.is_control() {
                '-'
            } else {
                c
            }
        })
        .take(60)
        .collect();
    let clean = clean.trim();
    match file_name.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem} ({clean}).{ext}"),
        None => format!("{file_name} ({clean})"),
    }
}

/// The kind and identity of a request, checked.
fn document_of(req: &DocumentRequest) -> ApiResult<(DocumentKind, Option<String>)> {
    let kind = DocumentKind::parse(req.kind.trim())
        .ok_or_else(|| unprocessable("kind", unknown_kind_message()))?;
    let identity = req
        .identity
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    match (kind.needs_identity(), identity) {
        (true, None) => Err(unprocessable("identity", m::DOCUMENT_IDENTITY_REQUIRED)),
        (true, Some(id)) if policy_title(id).is_none() => {
            // Never echo a long or odd input back whole.
            let shown: String = id.chars().take(80).collect();
            Err(unprocessable(
                "identity",
                format!("{} {shown}", m::DOCUMENT_UNKNOWN_IDENTITY),
            ))
        }
        (true, Some(id)) => Ok((kind, Some(id.to_string()))),
        (false, Some(_)) => Err(unprocessable("identity", m::DOCUMENT_IDENTITY_NOT_TAKEN)),
        (false, None) => Ok((kind, None)),
    }
}

/// Starts making a document: the job is stored, then queued; the answer comes at once.
#[utoipa::path(post, path = "/api/v1/documents", tag = "documents", security(("bearer" = [])),
    request_body = DocumentRequest,
    responses((status = 202, body = DocumentJob), (status = 401), (status = 404, body = ErrorBody, description = "No such version of the plan"), (status = 422, description = "Unknown kind or identity, or no policies selected for the manual"), (status = 503, body = ErrorBody, description = "The job could not be queued, or the version could not be read")))]
pub async fn post_document(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<DocumentRequest>,
) -> ApiResult<(StatusCode, Json<DocumentJob>)> {
    let org_id = me.org_id().to_string();
    let (kind, identity) = document_of(&req)?;
    // The plan the document is made from: the plan now, or a version of it.
    let version_id = req
        .version_id
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty());
    let (plan, version) = match version_id {
        None => (me.org.clone(), None),
        Some(v) => {
            if !fundplan_http::extract::is_path_id(v) {
                return Err(unprocessable("version_id", m::PATH_ID_INVALID));
            }
            let no_version = || {
                ApiError(DomainError::NotFound(
                    "This plan has no version with this id.".into(),
                ))
            };
            let record = fundplan_data::versions::version(&me.org, v)
                .await?
                .ok_or_else(no_version)?;
            // Only the manual's check reads the version's plan here; the worker reads the rest.
            let read = if kind == DocumentKind::PoliciesManual {
                fundplan_data::as_of::open_version(&me.org, state.blobs.as_ref(), v)
                    .await
                    .map_err(|e| {
                        tracing::error!(error = %e, version_id = %v, "a version could not be opened");
                        ApiError(DomainError::Unavailable(
                            "The version could not be read. Try again in a moment.".into(),
                        ))
                    })?
                    .ok_or_else(no_version)?
            } else {
                me.org.clone()
            };
            (read, Some((v.to_owned(), record.value.name)))
        }
    };
    if kind == DocumentKind::PoliciesManual
        && selected_foundational_policies(&plan).await?.is_empty()
    {
        return Err(unprocessable("kind", m::DOCUMENT_NO_POLICIES));
    }
    let organization = fundplan_data::repo::get_organization(&me.org)
        .await?
        .map(|o| o.value.name)
        .unwrap_or_default();
    let now = state.now();
    let file_name = kind.file_name(identity.as_deref(), &organization);
    let file_name = match &version {
        None => file_name,
        Some((_, name)) => version_file_name(&file_name, name),
    };
    let mut job = JobRecord::queued(
        state.ids.new_id(),
        kind.as_str(),
        identity.clone(),
        file_name.clone(),
        now,
    );
    if let Some((v, _)) = &version {
        job = job.of_version(v);
    }
    let item = JobItem::new(&me.org, &job.id);
    item.create(&job).await?;
    if let Err(e) = state.jobs.enqueue(queue_message(&org_id, &job.id)).await {
        tracing::error!(job_id = %job.id, error = %e, "could not queue a document job");
        // The job never runs: say so on the job too, so nobody polls it for ever.
        let _ = item.fail(m::DOCUMENT_FAILED, now).await;
        return Err(ApiError(DomainError::Unavailable(
            m::DOCUMENT_FAILED.into(),
        )));
    }
    tracing::info!(job_id = %job.id, kind = kind.as_str(), "document job queued");
    me.note(
        &state,
        Activity::event(ActivityKind::Document).detail(file_name),
    )
    .await;
    Ok((StatusCode::ACCEPTED, Json(DocumentJob::of(&job, None))))
}

/// A document job of the caller's organization; when done, with a fresh 5-minute link.
#[utoipa::path(get, path = "/api/v1/documents/{id}", tag = "documents", security(("bearer" = [])),
    params(("id" = String, Path, description = "The job id")),
    responses((status = 200, body = DocumentJob), (status = 401), (status = 404, description = "No such job in the caller's organization")))]
pub async fn get_document(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<DocumentJob>> {
    let not_found = || ApiError(DomainError::NotFound(m::DOCUMENT_NOT_FOUND.into()));
    let mut job = get_job(&me.org, &id).await?.ok_or_else(not_found)?.value;
    if !job.state.is_final() && state.now() - job.updated_at > STALE_AFTER_SECONDS {
        job.state = JobState::Failed;
        job.error = Some(m::DOCUMENT_FAILED.into());
    }
    let link = match (&job.state, &job.blob_key) {
        (JobState::Done, Some(key)) => Some(
            state
                .blobs
                .download_url(key, LINK_TTL, Some(&job.file_name))
                .await?,
        ),
        _ => None,
    };
    Ok(Json(DocumentJob::of(&job, link)))
}

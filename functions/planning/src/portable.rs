//! The whole plan out and back in (issue 19 §4): the owner exports it as one file and imports
//! such a file into an organization whose plan is empty (`fundplan_data::portable`).

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use fundplan_data::portable::{ExportError, ImportError, export_plan, import_plan};
use fundplan_domain::DomainError;
use fundplan_domain::subscription::rfc3339;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::session::Owner;
use fundplan_http::{ApiError, ApiResult, AppState};
use fundplan_ports::blobs::attachment;
use serde::Serialize;
use utoipa::ToSchema;

/// The largest plan file an import takes: 6 MB, what API Gateway passes to a function.
pub const IMPORT_LIMIT: usize = 6 * 1024 * 1024;

/// The whole plan as one file: a zip of `plan.json` (the plan, versioned) and its pictures.
#[utoipa::path(get, path = "/api/v1/plan/export", tag = "planning", security(("bearer" = ["owner"])),
    responses((status = 200, content_type = "application/zip", description = "The plan file, named \"<organization> plan.zip\""), (status = 401), (status = 402, body = ErrorBody), (status = 403, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn export(
    State(state): State<AppState>,
    Owner(me): Owner,
) -> ApiResult<impl IntoResponse> {
    let name = fundplan_data::repo::get_organization(&me.org)
        .await?
        .map(|o| o.value.name)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| "fundplan".into());
    let at = rfc3339(state.now()).unwrap_or_default();
    let bytes = export_plan(&me.org, state.blobs.as_ref(), &at)
        .await
        .map_err(|e| match e {
            ExportError::Store(e) => ApiError::from(e),
            other => {
                tracing::error!(error = %other, "a plan could not be exported");
                ApiError(DomainError::Unavailable(
                    "The plan file could not be made. Try again in a moment.".into(),
                ))
            }
        })?;
    tracing::info!(org_id = %me.org_id(), bytes = bytes.len(), "plan exported");
    Ok((
        [
            (header::CONTENT_TYPE, "application/zip".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                attachment(&format!("{} plan.zip", name.trim())),
            ),
        ],
        bytes,
    ))
}

#[derive(Serialize, ToSchema)]
pub struct ImportedView {
    /// Items of the plan written.
    pub items: usize,
    /// Pictures stored (the case document's and the logo).
    pub pictures: usize,
}

/// Imports a plan file (`GET /plan/export`) into the organization, whose plan must be empty.
/// A file that is not a plan file, of another format, or malformed or hostile (a zip bomb,
/// paths outside the file, oversized or false pictures) is refused with nothing written.
#[utoipa::path(post, path = "/api/v1/plan/import", tag = "planning", security(("bearer" = ["owner"])),
    request_body(content = Vec<u8>, content_type = "application/zip", description = "A plan file, at most 6 MB"),
    responses((status = 200, body = ImportedView), (status = 401), (status = 402, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn import(
    State(state): State<AppState>,
    Owner(me): Owner,
    body: Bytes,
) -> ApiResult<Json<ImportedView>> {
    let ids = state.ids.clone();
    let done = import_plan(&me.org, state.blobs.as_ref(), &body, || ids.new_id())
        .await
        .map_err(|e| match e {
            ImportError::Refused(message) => ApiError(DomainError::field("file", message)),
            ImportError::NotEmpty => ApiError(DomainError::Conflict(
                "Your organization's plan is not empty. A plan file can only be imported into an organization with no answers, programs or budgets yet, so that nothing is overwritten.".into(),
            )),
            ImportError::Store(e) => ApiError::from(e),
            ImportError::Blobs(e) => {
                tracing::error!(error = %e, "a plan file's pictures could not be stored");
                ApiError(DomainError::Unavailable(
                    "The plan could not be imported. Try again in a moment.".into(),
                ))
            }
        })?;
    tracing::info!(org_id = %me.org_id(), items = done.items, pictures = done.pictures, "plan imported");
    Ok(Json(ImportedView {
        items: done.items,
        pictures: done.pictures,
    }))
}

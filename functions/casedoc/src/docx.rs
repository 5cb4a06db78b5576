//! `GET /create_docx` (spec file 3 §7, "Case document"): the case for support as a Word file,
//! built at once from the document as the editor shows it. The documents pipeline makes the same
//! file as a `case_statement_docx` job; this call answers it in the response.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use fundplan_documents::model::Document;
use fundplan_documents::{DocumentKind, Failure};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_http::{ApiError, ApiResult, AppState, CurrentUser};
use fundplan_ports::blobs::attachment;

fn unavailable(why: String) -> ApiError {
    tracing::error!(%why, "the case statement's Word file could not be made");
    ApiError(DomainError::Unavailable(m::DOCUMENT_FAILED.into()))
}

/// The case statement as .docx, named "{Organization} case statement.docx".
#[utoipa::path(get, path = "/api/v1/create_docx", tag = "casedoc", security(("bearer" = [])),
    responses(
        (status = 200, description = "The case statement as a Word file (attachment)",
            content_type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document", body = Vec<u8>),
        (status = 401),
        (status = 503, description = "The store or the renderer failed; nothing was made")))]
pub async fn create_docx(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<impl IntoResponse> {
    let kind = DocumentKind::CaseStatementDocx;
    let doc = fundplan_documents::pipeline::document(
        &me.org,
        state.blobs.as_ref(),
        kind,
        None,
        state.now(),
    )
    .await
    .map_err(|f| match f {
        Failure::Final(message) | Failure::Retry(message) => unavailable(message),
    })?;
    let Document::CaseStatementDocx(case) = doc else {
        return Err(unavailable(format!("{} made another model", kind.as_str())));
    };
    let name = kind.file_name(None, &case.content.organization.name);
    // The Word renderer alone: this function links no PDF engine (docs/benchmarks.md).
    let rendered = tokio::task::spawn_blocking(move || fundplan_documents::render_case_docx(&case))
        .await
        .map_err(|e| unavailable(e.to_string()))?
        .map_err(|e| unavailable(e.to_string()))?;
    Ok((
        [
            (header::CONTENT_TYPE, rendered.content_type.to_string()),
            (header::CONTENT_DISPOSITION, attachment(&name)),
        ],
        rendered.bytes,
    ))
}

//! `GET /case-statements`: everything the document says, for the editor's preview.

use crate::common::case;
use crate::view::{CaseStatement, statement};
use axum::Json;
use axum::extract::State;
use fundplan_http::{ApiResult, AppState, CurrentUser};

/// The case for support document of the caller's organization: its texts (each with the plan's
/// text, whether it is overridden, its limit and its words), pages, goal table, chart slices,
/// ways to give and stored images (links valid for an hour).
#[utoipa::path(get, path = "/api/v1/case-statements", tag = "casedoc", security(("bearer" = [])),
    responses((status = 200, body = CaseStatement), (status = 401)))]
pub async fn get_case_statement(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<Json<CaseStatement>> {
    let c = case(&me.org).await?;
    Ok(Json(statement(&state, &c).await?))
}

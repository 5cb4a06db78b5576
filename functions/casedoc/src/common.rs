//! What every handler of the case document shares: the document read once, and its write
//! errors as HTTP answers.

use fundplan_data::casedoc::write::CaseWriteError;
use fundplan_data::casedoc::{Case, load_case};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_http::{ApiError, ApiResult, AppState};

/// The organization's case document (the plan and its answers, three queries at once).
pub async fn case(state: &AppState, org_id: &str) -> ApiResult<Case> {
    Ok(load_case(state.table.as_ref(), org_id).await?)
}

/// An image write refused: 404 for an image that is not the organization's, 409 for one at
/// another place of the document than the request says.
pub fn write_error(e: CaseWriteError) -> ApiError {
    match e {
        CaseWriteError::NotFound => ApiError(DomainError::NotFound(m::CASE_IMAGE_NOT_FOUND.into())),
        CaseWriteError::WrongOrder(_) => {
            ApiError(DomainError::Conflict(m::CASE_IMAGE_WRONG_ORDER.into()))
        }
        CaseWriteError::Store(e) => e.into(),
        CaseWriteError::Blobs(e) => e.into(),
    }
}

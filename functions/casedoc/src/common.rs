//! What every handler of the case document shares: the document read once, and its write
//! errors as HTTP answers.

use fundplan_data::case::{Case, case_of};
use fundplan_data::casedoc::write::CaseWriteError;
use fundplan_data::load_plan;
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_http::{ApiError, ApiResult};

/// The organization's case document, from the plan (one query).
pub async fn case(org: &fundplan_data::OrgScope) -> ApiResult<Case> {
    let plan = load_plan(org).await?;
    case_of(&plan).map_err(|_| {
        fundplan_ports::StoreError::Unavailable(
            "the plan's stored amounts cannot be added up".into(),
        )
        .into()
    })
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

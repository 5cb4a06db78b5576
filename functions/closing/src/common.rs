//! What every closing handler shares: the plan read once, and the write errors as HTTP answers.

use fundplan_data::ops::ClosingWriteError;
use fundplan_data::{Plan, load_plan};
use fundplan_domain::DomainError;
use fundplan_domain::budget::Overflow;
use fundplan_http::{ApiError, ApiResult};

/// The plan of the organization (one query).
pub async fn plan(org: &fundplan_data::OrgScope) -> ApiResult<Plan> {
    Ok(load_plan(org).await?)
}

/// Stored amounts that cannot be added up: the store holds what the API never writes.
pub fn overflow(_: Overflow) -> ApiError {
    ApiError::internal("a budget sum passed the limit: stored amounts beyond the API's limits")
}

/// A closing write refused: stale (409 with `stale`), not found (404 with `not_found`).
pub fn write_error(e: ClosingWriteError, stale: &str, not_found: &str) -> ApiError {
    match e {
        ClosingWriteError::Stale => ApiError(DomainError::Conflict(stale.into())),
        ClosingWriteError::NotFound => ApiError(DomainError::NotFound(not_found.into())),
        ClosingWriteError::Store(e) => e.into(),
    }
}

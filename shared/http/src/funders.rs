//! The principals of the funder side (issue 18): the operator, who creates funders (Premium is
//! sold by contact), and a funder's staff, whose requests act in a [`FunderScope`].
//!
//! - [`Operator`]: the request carries the operator key in `X-Operator-Key`, compared in
//!   constant time; never a user's session. Without a configured key every call is refused.
//! - [`FunderStaff`]: a live session of a person on the staff of the funder the path names
//!   (`{funder_id}`): the person's own user item lists their funders, so the path only selects
//!   among them. [`FunderAdmin`] also requires the admin role.

use crate::error::ApiError;
use crate::session::LiveSession;
use crate::state::AppState;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use fundplan_data::UserRecord;
use fundplan_data::funder::FunderScope;
use fundplan_domain::DomainError;
use fundplan_domain::cohort::FunderRole;
use fundplan_domain::messages as m;
use sha2::{Digest, Sha256};

/// The header that carries the operator key.
pub const OPERATOR_KEY_HEADER: &str = "x-operator-key";

/// A request made with the operator key.
#[derive(Debug, Clone, Copy)]
pub struct Operator;

/// Whether `given` is `expected`, in time independent of where they differ.
fn same_key(given: &str, expected: &str) -> bool {
    let (a, b) = (
        Sha256::digest(given.as_bytes()),
        Sha256::digest(expected.as_bytes()),
    );
    a.iter()
        .zip(b.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

impl FromRequestParts<AppState> for Operator {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let given = parts
            .headers
            .get(OPERATOR_KEY_HEADER)
            .and_then(|v| v.to_str().ok())
            .ok_or_else(|| ApiError(DomainError::Unauthorized(m::OPERATOR_ONLY.into())))?;
        match state.operator_key.as_deref() {
            Some(expected) if same_key(given, expected) => Ok(Operator),
            _ => Err(ApiError(DomainError::Forbidden(m::OPERATOR_ONLY.into()))),
        }
    }
}

/// A live session of a person on the staff of the funder named by the path's `funder_id`.
#[derive(Debug, Clone)]
pub struct FunderStaff {
    pub user: UserRecord,
    pub funder: FunderScope,
}

impl FromRequestParts<AppState> for FunderStaff {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let LiveSession(session) = LiveSession::from_request_parts(parts, state).await?;
        let params = RawPathParams::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError::bad_request(m::PATH_ID_INVALID))?;
        let funder_id = params
            .iter()
            .find(|(name, _)| *name == "funder_id")
            .map(|(_, v)| v.to_owned())
            .filter(|id| crate::extract::is_path_id(id))
            .ok_or_else(|| ApiError::bad_request(m::PATH_ID_INVALID))?;
        // The one place a request gets a funder scope: the verified user's own memberships.
        let funder = FunderScope::for_staff(state.table.clone(), &session.user, &funder_id)
            .ok_or_else(|| ApiError(DomainError::Forbidden(m::FUNDER_STAFF_ONLY.into())))?;
        Ok(FunderStaff {
            user: session.user,
            funder,
        })
    }
}

/// [`FunderStaff`] with the admin role (else 403).
#[derive(Debug, Clone)]
pub struct FunderAdmin(pub FunderStaff);

impl FromRequestParts<AppState> for FunderAdmin {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let staff = FunderStaff::from_request_parts(parts, state).await?;
        if staff.funder.role() != FunderRole::Admin {
            return Err(ApiError(DomainError::Forbidden(
                m::FUNDER_ADMIN_ONLY.into(),
            )));
        }
        Ok(FunderAdmin(staff))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_compare_whole() {
        assert!(same_key("k".repeat(40).as_str(), "k".repeat(40).as_str()));
        assert!(!same_key("k".repeat(39).as_str(), "k".repeat(40).as_str()));
        assert!(!same_key("", "k"));
    }
}

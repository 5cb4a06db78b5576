//! Sessions: the request's token (a signed JWT with an expiry, see [`crate::jwt`]) checked
//! against the user's current token version, so a password change or "log out everywhere"
//! revokes every older token. Each token also names its session (`sid`), which a logout ends
//! alone: the user's item keeps the ended sessions until their tokens expire
//! (`UserRecord::end_session`).

use crate::error::ApiError;
use crate::state::AppState;
// The token's types live in `jwt` (the state holds the keys); named here too, as before.
pub use crate::jwt::{Claims, SessionKeys, TOKEN_HOURS};
use axum::extract::FromRequestParts;
use axum::http::Method;
use axum::http::request::Parts;
use fundplan_data::{OrgScope, UserRecord, Versioned};
use fundplan_domain::DomainError;
use fundplan_domain::account::Role;
use fundplan_domain::messages as m;

fn session_expired() -> ApiError {
    ApiError(DomainError::Unauthorized(m::SESSION_EXPIRED.into()))
}

/// The signed-in user, loaded fresh from the store on every request, with the scope of the
/// user's organization: the only way a handler reaches that organization's items.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub user: UserRecord,
    pub version: u64,
    /// The user's organization (from the verified, live session; never from the request). With
    /// a token that reads a version of the plan, the organization's plan as that version holds
    /// it (`fundplan_data::as_of`).
    pub org: OrgScope,
    /// The session's token, as verified.
    pub claims: Claims,
}

impl CurrentUser {
    /// Records in the plan's activity what this person just did (`fundplan_data::activity`);
    /// never fails: the change it follows is stored.
    pub async fn note(&self, state: &crate::AppState, a: fundplan_data::activity::Activity) {
        fundplan_data::activity::note(
            &self.org,
            &self.user.id,
            a,
            state.now(),
            &state.ids.new_id(),
        )
        .await;
    }

    pub fn role(&self) -> Role {
        Role::parse(&self.user.role).unwrap_or(Role::Member)
    }
    pub fn org_id(&self) -> &str {
        &self.user.org_id
    }
}

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts
        .headers
        .get(axum::http::header::AUTHORIZATION)?
        .to_str()
        .ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// The session of the request's token: a token we signed, not expired, of a user who still
/// exists (one read of the user's item). The session may have ended (a logout, "log out
/// everywhere", a password change): [`CurrentUser`] refuses those; the logout takes them, so a
/// second logout answers as the first did.
#[derive(Debug, Clone)]
pub struct SignedSession {
    pub claims: Claims,
    pub user: UserRecord,
    pub version: u64,
    /// The user's organization, from the verified token and the user's stored item.
    pub org: OrgScope,
}

impl SignedSession {
    /// Whether the session is still live: its token version is the user's, and no logout
    /// ended it.
    pub fn is_live(&self) -> bool {
        self.user.token_version == self.claims.ver
            && !self
                .claims
                .sid
                .as_deref()
                .is_some_and(|sid| self.user.is_session_revoked(sid))
    }
}

impl FromRequestParts<AppState> for SignedSession {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(ApiError::unauthorized)?;
        let now = state.clock.epoch_seconds();
        let claims = state.keys.verify(token, now).ok_or_else(session_expired)?;
        // A token that reads a version of the plan reads: anything else is refused before a
        // handler runs, so nothing is changed through it.
        if claims.pv.is_some() && !matches!(parts.method, Method::GET | Method::HEAD) {
            return Err(ApiError(DomainError::Unauthorized(
                m::VERSION_READ_ONLY.into(),
            )));
        }
        let item = state
            .table
            .get(&UserRecord::key(&claims.org, &claims.sub))
            .await?
            .ok_or_else(session_expired)?;
        let Versioned {
            value: user,
            version,
        } = Versioned::<UserRecord>::from_item(&item).map_err(ApiError::internal)?;
        // The one place a request gets an organization scope: a token we signed, of a user
        // who exists (the user's own organization, never one named by the request).
        let org = OrgScope::of_verified(state.table.clone(), user.org_id.as_str());
        Ok(SignedSession {
            claims,
            user,
            version,
            org,
        })
    }
}

/// A [`SignedSession`] that is still live (see [`SignedSession::is_live`]); 401 otherwise. The
/// principal of the operations any signed-in person may call, a nonprofit of their own or not.
#[derive(Debug, Clone)]
pub struct LiveSession(pub SignedSession);

impl FromRequestParts<AppState> for LiveSession {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let session = SignedSession::from_request_parts(parts, state).await?;
        if !session.is_live() {
            return Err(session_expired());
        }
        Ok(LiveSession(session))
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let LiveSession(session) = LiveSession::from_request_parts(parts, state).await?;
        let SignedSession {
            user,
            version,
            org,
            claims,
        } = session;
        // A person who works only for funders has no organization of their own to act in.
        if Role::parse(&user.role).is_none() {
            return Err(ApiError(DomainError::Forbidden(m::NO_NONPROFIT.into())));
        }
        let org = match claims.pv.as_deref() {
            None => org,
            // A token that reads a version: the plan as the version holds it (one read of the
            // version's index item; its snapshot is kept in memory once read).
            Some(version_id) => {
                fundplan_data::as_of::open_version(&org, state.blobs.as_ref(), version_id)
                    .await
                    .map_err(|e| {
                        tracing::error!(error = %e, %version_id, "a version could not be opened");
                        ApiError(DomainError::Unavailable(
                            "The version could not be read. Try again in a moment.".into(),
                        ))
                    })?
                    .ok_or_else(session_expired)?
            }
        };
        let current = CurrentUser {
            user,
            version,
            org,
            claims,
        };
        crate::paid::check(parts, state, &current.org, current.role()).await?;
        Ok(current)
    }
}

/// The signed-in user, who must be the organization's owner (else 403).
#[derive(Debug, Clone)]
pub struct Owner(pub CurrentUser);

impl FromRequestParts<AppState> for Owner {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if user.role() != Role::Owner {
            return Err(ApiError(DomainError::Forbidden(m::OWNER_ONLY.into())));
        }
        Ok(Owner(user))
    }
}

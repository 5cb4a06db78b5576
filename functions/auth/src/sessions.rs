//! Ending sessions: a logout ends the session of its token; "log out everywhere" ends every
//! session of the user (see `fundplan_http::session`).

use crate::signup::ErrorBody;
use axum::Json;
use axum::extract::State;
use fundplan_data::OrgScope;
use fundplan_data::UserRecord;
use fundplan_data::ops::update_user;
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_http::session::SignedSession;
use fundplan_http::{ApiError, ApiResult, AppState, CurrentUser};
use serde::Serialize;
use utoipa::ToSchema;

/// The answer of a logout.
#[derive(Serialize, ToSchema)]
pub struct LoggedOut {
    pub status: bool,
    pub message: String,
}

fn logged_out(message: &str) -> Json<LoggedOut> {
    Json(LoggedOut {
        status: true,
        message: message.into(),
    })
}

/// Applies `change` to the stored user with an optimistic write, retried on a conflict (a
/// concurrent profile save, another logout); nothing is written when `change` changes nothing.
/// A user removed meanwhile has no session left: 401.
async fn change_user(
    org: &OrgScope,
    user: &UserRecord,
    change: impl Fn(&mut UserRecord),
) -> Result<(), ApiError> {
    update_user(org, &user.id, |u| {
        if u.id.is_empty() {
            return Err(ApiError(DomainError::Unauthorized(
                m::SESSION_EXPIRED.into(),
            )));
        }
        change(u);
        Ok(())
    })
    .await?;
    Ok(())
}

/// Ends this session: its token is refused from now on; the user's other sessions go on. A
/// token that is already refused (logged out before, or ended by "log out everywhere" or a
/// password change) gets the same answer and nothing changes. A token issued before sessions
/// had ids cannot be ended alone: its logout ends every session of the user.
#[utoipa::path(post, path = "/api/v1/auth/logout", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = LoggedOut), (status = 401, body = ErrorBody, description = "no token, or one that is invalid or expired")))]
pub async fn logout(
    State(state): State<AppState>,
    session: SignedSession,
) -> ApiResult<Json<LoggedOut>> {
    if session.is_live() {
        let claims = &session.claims;
        let now = state.now();
        change_user(&session.org, &session.user, |u| {
            // Ended meanwhile (by "log out everywhere", a password change): nothing left to do.
            if u.token_version != claims.ver {
                return;
            }
            match claims.sid.as_deref() {
                Some(sid) => u.end_session(sid, claims.exp, now),
                None => u.end_every_session(),
            }
        })
        .await?;
    }
    Ok(logged_out(m::LOGGED_OUT))
}

/// Ends every session of the signed-in user, on every device, this one included: every token
/// issued so far is refused. Signing in again starts a new session.
#[utoipa::path(post, path = "/api/v1/auth/logout-everywhere", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = LoggedOut), (status = 401, body = ErrorBody)))]
pub async fn logout_everywhere(me: CurrentUser) -> ApiResult<Json<LoggedOut>> {
    let ver = me.user.token_version;
    change_user(&me.org, &me.user, |u| {
        // Already bumped meanwhile (a password change, another "everywhere"): every session
        // this request knew of has ended.
        if u.token_version == ver {
            u.end_every_session();
        }
    })
    .await?;
    Ok(logged_out(m::LOGGED_OUT_EVERYWHERE))
}

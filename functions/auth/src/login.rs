use crate::signup::ErrorBody;
use crate::views::{UserView, user_view};
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use fundplan_data::ThrottleRecord;
use fundplan_data::repo::{get_steps, get_subscription};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, Role};
use fundplan_domain::lockout::Lockout;
use fundplan_domain::messages as m;
use fundplan_domain::onboarding::{LoginRoute, login_route};
use fundplan_http::{ApiError, ApiResult, AppState, passwords};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    pub token: String,
    pub user: UserView,
    pub should_redirect_to_payment: bool,
    pub should_redirect_to_onboarding: bool,
    /// `welcome`, `organization`, `about-you` or `team`
    pub first_incomplete_step: Option<String>,
    /// Whether the person belongs to a nonprofit (false for someone who works only for
    /// funders: the redirects above do not apply to them).
    pub has_organization: bool,
    /// The funders the person works for (issue 18), by id: their other homes.
    pub funder_ids: Vec<String>,
}

fn parse_body(headers: &HeaderMap, body: &Bytes) -> Result<LoginRequest, ApiError> {
    let ct = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if ct.starts_with("application/json") {
        fundplan_http::extract::parse_json(body)
    } else if ct.starts_with("application/x-www-form-urlencoded") {
        let mut req = LoginRequest {
            email: String::new(),
            password: String::new(),
        };
        for (k, v) in url::form_urlencoded::parse(body) {
            match k.as_ref() {
                "email" => req.email = v.into_owned(),
                "password" => req.password = v.into_owned(),
                _ => {}
            }
        }
        Ok(req)
    } else {
        Err(ApiError(DomainError::UnsupportedMedia(
            "Send the request body as JSON (Content-Type: application/json).".into(),
        )))
    }
}

async fn load_lockout(state: &AppState, email: &str) -> Result<Lockout, ApiError> {
    let record = state.directory().throttle(email).await?;
    Ok(Lockout {
        failures: record.failures,
        locked_until: record.locked_until,
    })
}

/// Records a failed login; returns until when the address is now locked, if it is. Concurrent
/// failures are all counted (optimistic update).
async fn record_failure(state: &AppState, email: &str) -> Result<Option<i64>, ApiError> {
    let now = state.now();
    let record = state
        .directory()
        .update_throttle(
            email,
            |r: &ThrottleRecord| {
                let lockout = Lockout {
                    failures: r.failures.clone(),
                    locked_until: r.locked_until,
                };
                lockout.expires_at(now)
            },
            |r| {
                let mut lockout = Lockout {
                    failures: std::mem::take(&mut r.failures),
                    locked_until: r.locked_until,
                };
                lockout.fail(now);
                r.failures = lockout.failures;
                r.locked_until = lockout.locked_until;
                Ok::<_, ApiError>(())
            },
        )
        .await?;
    Ok(record.locked_until.filter(|t| *t > now))
}

/// 429 until `locked_until`.
fn throttled(locked_until: i64, now: i64) -> ApiError {
    ApiError(DomainError::TooManyRequests {
        message: m::LOGIN_THROTTLED.into(),
        retry_after: u32::try_from(locked_until - now).unwrap_or(1),
    })
}

/// Log in with e-mail and password. An unknown address gets the same answer, in the same time,
/// as a wrong password. Five failures within 15 minutes lock the address for 15 minutes (429).
#[utoipa::path(post, path = "/api/v1/auth", tag = "accounts",
    request_body(content((LoginRequest = "application/json"), (LoginRequest = "application/x-www-form-urlencoded"))),
    responses((status = 200, body = LoginResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "e-mail not confirmed; `code` is `unconfirmed`"), (status = 429, body = ErrorBody, headers(("Retry-After" = u32, description = "Seconds until the address may try again.")))))]
pub async fn login(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<Json<LoginResponse>> {
    let req = parse_body(&headers, &body)?;
    let email = Email::parse(&req.email)?;
    if req.password.is_empty() {
        return Err(DomainError::field("password", m::FIELD_REQUIRED).into());
    }
    let lockout = load_lockout(&state, email.as_str()).await?;
    if let Some(until) = lockout
        .locked_until
        .filter(|_| lockout.is_locked(state.now()))
    {
        return Err(throttled(until, state.now()));
    }
    let directory = state.directory();
    let found = directory.find_account(email.as_str()).await?;
    let stored = found.as_ref().map_or_else(
        || passwords::dummy_hash().to_string(),
        |(u, _)| u.value.password_hash.clone(),
    );
    let ok = passwords::verify(
        req.password
            .chars()
            .take(fundplan_domain::account::PASSWORD_MAX_CHARS)
            .collect(),
        stored,
    )
    .await;
    let (user, org) = match (found, ok) {
        (Some((u, org)), true) => (u.value, org),
        _ => {
            return Err(match record_failure(&state, email.as_str()).await? {
                Some(until) => throttled(until, state.now()),
                None => ApiError(DomainError::Unauthorized(m::LOGIN_FAILED.into())),
            });
        }
    };
    if !user.confirmed {
        return Err(DomainError::Precondition {
            message: m::UNCONFIRMED.into(),
            code: "unconfirmed",
        }
        .into());
    }
    // Forget earlier failures; most logins have none, and then there is nothing to write.
    if lockout != Lockout::default()
        && let Err(e) = directory.clear_throttle(email.as_str()).await
    {
        tracing::warn!(error = %e, "login throttle not cleared");
    }
    let sub = get_subscription(&org).await?.map(|v| v.value);
    let steps = get_steps(&org).await?;
    let nonprofit_role = Role::parse(&user.role);
    let role = nonprofit_role.unwrap_or(Role::Member);
    let active = sub.as_ref().is_some_and(|s| s.is_active(state.clock.now()));
    let LoginRoute {
        should_redirect_to_payment,
        should_redirect_to_onboarding,
        first_incomplete_step,
    } = if nonprofit_role.is_some() {
        login_route(role, active, &steps)
    } else {
        LoginRoute {
            should_redirect_to_payment: false,
            should_redirect_to_onboarding: false,
            first_incomplete_step: None,
        }
    };
    let token = state.keys.issue(&user, state.now())?;
    Ok(Json(LoginResponse {
        token,
        user: user_view(&state, &user, sub.as_ref()).await,
        should_redirect_to_payment,
        should_redirect_to_onboarding,
        first_incomplete_step: first_incomplete_step.map(String::from),
        has_organization: nonprofit_role.is_some(),
        funder_ids: user.funders.iter().map(|f| f.funder_id.clone()).collect(),
    }))
}

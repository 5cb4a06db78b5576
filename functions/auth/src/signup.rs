use crate::views::{UserView, user_view};
use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use fundplan_data::ops::{ConsumeTokenError, CreateMemberError, CreateOwnerError};
use fundplan_data::{OrganizationRecord, TokenPurpose, TokenRecord, UserRecord};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, Role, parse_sign_up};
use fundplan_domain::messages as m;
use fundplan_domain::organization as org;
use fundplan_http::tokens::{CONFIRM_HOURS, random_token};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, emails, passwords};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

/// `terms_of_service` arrives as 1, "1", true or "true" (spec §5: "sent as 1").
fn accepted<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(match serde_json::Value::deserialize(d)? {
        serde_json::Value::Bool(b) => b,
        serde_json::Value::Number(n) => n.as_i64() == Some(1),
        serde_json::Value::String(s) => matches!(s.as_str(), "1" | "true" | "on"),
        _ => false,
    })
}

#[derive(Deserialize, ToSchema)]
pub struct SignUpUser {
    /// First and last name in one field; the first word is the first name.
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub password_confirmation: String,
    #[serde(default, deserialize_with = "accepted")]
    #[schema(value_type = TermsAccepted, example = 1)]
    pub terms_of_service: bool,
}

/// How the terms are accepted: `1`, `true`, `"1"` or `"true"` (spec §5: sent as 1).
#[allow(dead_code)]
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum TermsAccepted {
    Number(i64),
    Flag(bool),
    Text(String),
}

#[derive(Deserialize, ToSchema)]
pub struct SignUpRequest {
    pub user: SignUpUser,
    /// The token of an invitation link: the new account joins that organization as a member
    /// (confirmed, no payment, no onboarding) and is signed in at once.
    #[serde(default)]
    pub invitation_token: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ApiToken {
    pub token: String,
}

#[derive(Serialize, ToSchema)]
pub struct SignedUpUser {
    #[serde(flatten)]
    pub user: UserView,
    /// Empty until the e-mail address is confirmed.
    pub api_tokens: Vec<ApiToken>,
}

#[derive(Serialize, ToSchema)]
pub struct SignUpResponse {
    pub user: SignedUpUser,
    pub message: String,
}

pub use fundplan_http::openapi::ErrorBody;

/// Sign up as the owner of a new organization. The user, the organization, its onboarding state,
/// the claim on the e-mail address and the confirmation token are written in one transaction:
/// of two concurrent sign-ups with one address exactly one succeeds.
#[utoipa::path(post, path = "/api/v1/users", tag = "accounts", request_body = SignUpRequest,
    responses((status = 201, body = SignUpResponse), (status = 422, body = ErrorBody, description = "invalid input or e-mail taken")))]
pub async fn sign_up(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<SignUpRequest>,
) -> ApiResult<Response> {
    let u = &req.user;
    let input = parse_sign_up(
        &u.name,
        &u.email,
        &u.password,
        &u.password_confirmation,
        u.terms_of_service,
    )?;
    if let Some(token) = req.invitation_token.as_deref().filter(|t| !t.is_empty()) {
        return sign_up_member(&state, input, token).await;
    }
    let now = state.now();
    let hash = passwords::hash(input.password.clone())
        .await
        .map_err(ApiError::internal)?;
    let (user_id, org_id) = (state.ids.new_id(), state.ids.new_id());
    let user = UserRecord {
        id: user_id.clone(),
        org_id: org_id.clone(),
        email: input.email.to_string(),
        first_name: input.first_name,
        last_name: input.last_name,
        role: Role::Owner.as_str().into(),
        password_hash: hash,
        confirmed: false,
        token_version: 1,
        created_at: now,
        ..Default::default()
    };
    let organization = OrganizationRecord {
        id: org_id.clone(),
        owner_id: user_id.clone(),
        background_color: org::DEFAULT_PRIMARY.into(),
        headings_color: org::DEFAULT_SECONDARY.into(),
        body_color: org::DEFAULT_BODY.into(),
        font_family: org::DEFAULT_FONT.into(),
        created_at: now,
        ..Default::default()
    };
    let token = random_token();
    let confirm_expires_at = now + CONFIRM_HOURS * 3600;
    match state
        .directory()
        .create_owner(&user, &organization, &token, confirm_expires_at)
        .await
    {
        Ok(_) => {}
        Err(CreateOwnerError::EmailTaken) => return Err(email_taken()),
        Err(CreateOwnerError::Store(e)) => return Err(e.into()),
    }
    send_confirmation(&state, &user, &token).await;
    let view = user_view(&state, &user, None).await;
    let body = SignUpResponse {
        user: SignedUpUser {
            user: view,
            api_tokens: vec![],
        },
        message: m::SIGNED_UP.into(),
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// Sends the confirmation e-mail. A failure is logged, not returned: the account exists and the
/// login screen offers to send the link again.
async fn send_confirmation(state: &AppState, user: &UserRecord, token: &str) {
    let link = state.link(&format!("/api/v1/users/confirm?token={token}"));
    if let Err(e) = state
        .mailer
        .send(&emails::confirmation(&user.email, &user.first_name, &link))
        .await
    {
        tracing::error!(error = %e, user_id = %user.id, "confirmation e-mail not sent");
    }
}

#[derive(Deserialize, IntoParams)]
pub struct ConfirmQuery {
    #[serde(default)]
    pub token: String,
}

/// The link in the confirmation e-mail: confirms the address (once) and lands on the login
/// page with `confirmed=true`, or `confirmed=invalid` for an unknown, used or expired link.
#[utoipa::path(get, path = "/api/v1/users/confirm", tag = "accounts", params(ConfirmQuery),
    responses((status = 303, description = "to /login?confirmed=true or /login?confirmed=invalid")))]
pub async fn confirm(
    State(state): State<AppState>,
    Query(q): Query<ConfirmQuery>,
) -> ApiResult<Response> {
    let invalid = || Ok(Redirect::to("/login?confirmed=invalid").into_response());
    let directory = state.directory();
    let Some((t, org)) = directory
        .get_token_scoped(&q.token, TokenPurpose::Confirm, state.now())
        .await?
    else {
        return invalid();
    };
    let Some(current) = fundplan_data::repo::get_user(&org, &t.user_id).await? else {
        return invalid();
    };
    let mut user = current.value;
    user.confirmed = true;
    match directory
        .consume_token_and_save_user(&q.token, current.version, &user)
        .await
    {
        Ok(()) => Ok(Redirect::to("/login?confirmed=true").into_response()),
        // Used concurrently (a double click): the other request confirmed the account.
        Err(ConsumeTokenError::TokenUsed | ConsumeTokenError::UserChanged) => invalid(),
        Err(ConsumeTokenError::Store(e)) => Err(e.into()),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct EmailRequest {
    #[serde(default)]
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct DataMessage {
    pub data: String,
}

/// Sends a new confirmation link to an unconfirmed account. The answer is the same for every
/// address, so it tells nobody whether an account exists.
#[utoipa::path(post, path = "/api/v1/users/confirmation", tag = "accounts", request_body = EmailRequest,
    responses((status = 200, body = DataMessage)))]
pub async fn resend_confirmation(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<EmailRequest>,
) -> ApiResult<Json<serde_json::Value>> {
    let email = Email::parse(&req.email)?;
    let directory = state.directory();
    if let Some(found) = directory.find_user_by_email(email.as_str()).await?
        && !found.value.confirmed
    {
        let user = found.value;
        let token = random_token();
        let record = TokenRecord::for_user(
            TokenPurpose::Confirm,
            &user,
            state.now() + CONFIRM_HOURS * 3600,
        );
        directory.issue_token(&record, &token).await?;
        send_confirmation(&state, &user, &token).await;
    }
    Ok(Json(json!({ "data": m::CONFIRMATION_RESENT })))
}

fn email_taken() -> ApiError {
    let mut fields = fundplan_domain::FieldErrors::new();
    fields.insert("email".into(), vec![m::EMAIL_TAKEN_FIELD.into()]);
    DomainError::Validation {
        message: m::EMAIL_TAKEN.into(),
        fields,
    }
    .into()
}

/// Sign-up through an invitation link: a confirmed member of the inviting organization, signed
/// in at once. The token and the invitation are used up in the same transaction.
async fn sign_up_member(
    state: &AppState,
    input: fundplan_domain::account::SignUp,
    token: &str,
) -> ApiResult<Response> {
    let now = state.now();
    let invalid = || {
        ApiError(DomainError::field(
            "invitation_token",
            m::INVITATION_INVALID,
        ))
    };
    let directory = state.directory();
    let invite = directory
        .get_token(token, TokenPurpose::Invite, now)
        .await?
        .ok_or_else(invalid)?;
    if invite.email != input.email.as_str() {
        return Err(DomainError::field(
            "email",
            format!(
                "Use the address the invitation was sent to: {}",
                invite.email
            ),
        )
        .into());
    }
    let user = UserRecord {
        id: state.ids.new_id(),
        org_id: invite.org_id.clone(),
        email: invite.email.clone(),
        first_name: input.first_name,
        last_name: input.last_name,
        role: Role::Member.as_str().into(),
        password_hash: passwords::hash(input.password)
            .await
            .map_err(ApiError::internal)?,
        confirmed: true,
        token_version: 1,
        created_at: now,
        ..Default::default()
    };
    match directory.create_invited_member(&user, token).await {
        Ok(()) => {}
        Err(CreateMemberError::EmailTaken) => return Err(email_taken()),
        Err(CreateMemberError::InvitationGone) => return Err(invalid()),
        Err(CreateMemberError::Store(e)) => return Err(e.into()),
    }
    tracing::info!(org_id = %user.org_id, user_id = %user.id, "invitation accepted by sign-up");
    let session = state.keys.issue(&user, now)?;
    let view = user_view(state, &user, None).await;
    let body = SignUpResponse {
        user: SignedUpUser {
            user: view,
            api_tokens: vec![ApiToken { token: session }],
        },
        message: m::INVITATION_ACCEPTED.into(),
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

use crate::signup::{DataMessage, EmailRequest, ErrorBody};
use axum::Json;
use axum::extract::State;
use fundplan_data::ops::ConsumeTokenError;
use fundplan_data::repo::get_user;
use fundplan_data::{TokenPurpose, TokenRecord};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, check_new_password};
use fundplan_domain::messages as m;
use fundplan_http::tokens::{RESET_HOURS, random_token};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, emails, passwords};
use fundplan_ports::StoreError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Sends a reset link when the address has an account. The answer never says whether it has.
#[utoipa::path(post, path = "/api/v1/reset-password", tag = "accounts", request_body = EmailRequest,
    responses((status = 200, body = DataMessage), (status = 422, body = ErrorBody)))]
pub async fn request_reset(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<EmailRequest>,
) -> ApiResult<Json<DataMessage>> {
    let email = Email::parse(&req.email)?;
    let directory = state.directory();
    if let Some(found) = directory.find_user_by_email(email.as_str()).await? {
        let user = found.value;
        let token = random_token();
        let record =
            TokenRecord::for_user(TokenPurpose::Reset, &user, state.now() + RESET_HOURS * 3600);
        directory.issue_token(&record, &token).await?;
        let link = state.link(&format!("/new_password?reset_token={token}"));
        if let Err(e) = state
            .mailer
            .send(&emails::reset(&user.email, &user.first_name, &link))
            .await
        {
            tracing::error!(error = %e, user_id = %user.id, "reset e-mail not sent");
        }
    }
    Ok(Json(DataMessage {
        data: m::RESET_SENT.into(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ResetRequest {
    #[serde(default)]
    pub reset_password_token: String,
    #[serde(default)]
    pub new_password: String,
    #[serde(default)]
    pub confirm_new_password: String,
}

/// Sets a new password with the token of a reset link (once). Every session of the user ends.
#[utoipa::path(post, path = "/api/v1/update-password", tag = "accounts", request_body = ResetRequest,
    responses((status = 200, body = DataMessage), (status = 422, body = ErrorBody, description = "`token is not valid.` or a password rule")))]
pub async fn update_with_token(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<ResetRequest>,
) -> ApiResult<Json<DataMessage>> {
    check_new_password(
        &req.new_password,
        &req.confirm_new_password,
        "new_password",
        "confirm_new_password",
    )?;
    let invalid = || ApiError(DomainError::field("reset_password_token", m::TOKEN_INVALID));
    let directory = state.directory();
    let (t, org) = directory
        .get_token_scoped(&req.reset_password_token, TokenPurpose::Reset, state.now())
        .await?
        .ok_or_else(invalid)?;
    let current = get_user(&org, &t.user_id).await?.ok_or_else(invalid)?;
    let mut user = current.value;
    user.password_hash = passwords::hash(req.new_password)
        .await
        .map_err(ApiError::internal)?;
    user.token_version += 1;
    // The link reached the inbox: the address is confirmed too.
    user.confirmed = true;
    match directory
        .consume_token_and_save_user(&req.reset_password_token, current.version, &user)
        .await
    {
        Ok(()) => Ok(Json(DataMessage {
            data: m::NEW_PASSWORD_SAVED.into(),
        })),
        Err(ConsumeTokenError::TokenUsed) => Err(invalid()),
        // Changed meanwhile (say, a password change): the link still works after a reload.
        Err(ConsumeTokenError::UserChanged) => Err(StoreError::ConditionFailed.into()),
        Err(ConsumeTokenError::Store(e)) => Err(e.into()),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ChangePasswordRequest {
    #[serde(default)]
    pub current_password: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub password_confirmation: String,
}

#[derive(Serialize, ToSchema)]
pub struct PasswordChanged {
    pub data: String,
    /// A new session token: every older token stops working.
    pub token: String,
}

/// Changes the password of the signed-in user. Every other session ends; the answer carries a
/// new token for this one.
#[utoipa::path(put, path = "/api/v1/password", tag = "accounts", security(("bearer" = [])), request_body = ChangePasswordRequest,
    responses((status = 200, body = PasswordChanged), (status = 422, body = ErrorBody)))]
pub async fn change_password(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<ChangePasswordRequest>,
) -> ApiResult<Json<PasswordChanged>> {
    check_new_password(
        &req.password,
        &req.password_confirmation,
        "password",
        "password_confirmation",
    )?;
    if !passwords::verify(req.current_password, me.user.password_hash.clone()).await {
        return Err(DomainError::field("current_password", m::CURRENT_PASSWORD_WRONG).into());
    }
    let mut user = me.user.clone();
    user.password_hash = passwords::hash(req.password)
        .await
        .map_err(ApiError::internal)?;
    user.token_version += 1;
    fundplan_data::ops::save_user(&me.org, &user, me.version).await?;
    let token = state.keys.issue(&user, state.now())?;
    Ok(Json(PasswordChanged {
        data: m::PASSWORD_UPDATED.into(),
        token,
    }))
}

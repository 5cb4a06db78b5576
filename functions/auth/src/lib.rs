//! Accounts: sign-up, e-mail confirmation, login, the profile (`/me`) and passwords.

mod login;
mod me;
mod passwords;
mod signup;
pub mod views;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post, put};
use fundplan_http::AppState;
use fundplan_http::extract::MULTIPART_LIMIT;
use utoipa::OpenApi;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/v1/users", post(signup::sign_up))
        .route("/api/v1/users/confirm", get(signup::confirm))
        .route(
            "/api/v1/users/confirmation",
            post(signup::resend_confirmation),
        )
        .route("/api/v1/auth", post(login::login))
        .route(
            "/api/v1/me",
            get(me::get_me)
                .put(me::put_me)
                .layer(DefaultBodyLimit::max(MULTIPART_LIMIT)),
        )
        .route("/api/v1/reset-password", post(passwords::request_reset))
        .route(
            "/api/v1/update-password",
            post(passwords::update_with_token),
        )
        .route("/api/v1/password", put(passwords::change_password))
        .route("/api/v1/openapi.json", get(openapi_json))
}

#[derive(OpenApi)]
#[openapi(
    paths(
        signup::sign_up, signup::confirm, signup::resend_confirmation, login::login, me::get_me, me::put_me,
        passwords::request_reset, passwords::update_with_token, passwords::change_password
    ),
    tags((name = "accounts", description = "Sign-up, confirmation, login, profile and passwords"))
)]
pub struct Api;

/// The whole API's OpenAPI document, generated from the Rust types of every function and
/// committed as `docs/openapi.json` (a test fails when it drifts); served here.
async fn openapi_json() -> impl axum::response::IntoResponse {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        include_str!("../../../docs/openapi.json"),
    )
}

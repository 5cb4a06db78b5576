//! Accounts: sign-up, e-mail confirmation, login, logout, the profile (`/me`) and passwords.

mod login;
mod me;
mod passwords;
mod sessions;
mod signup;
pub mod views;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::get;
use fundplan_http::AppState;
use fundplan_http::extract::MULTIPART_LIMIT;
use utoipa::OpenApi;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi())
        .routes(routes!(signup::sign_up))
        .routes(routes!(signup::confirm))
        .routes(routes!(signup::resend_confirmation))
        .routes(routes!(login::login))
        .routes(routes!(sessions::logout))
        .routes(routes!(sessions::logout_everywhere))
        .routes(routes!(me::get_me, me::put_me).layer(DefaultBodyLimit::max(MULTIPART_LIMIT)))
        .routes(routes!(passwords::request_reset))
        .routes(routes!(passwords::update_with_token))
        .routes(routes!(passwords::change_password))
        // The document itself is served, not described.
        .route("/api/v1/openapi.json", get(openapi_json))
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "accounts", description = "Sign-up, confirmation, login, logout, profile and passwords")))]
struct Api;

/// The whole API's OpenAPI document, generated from the Rust types of every function and
/// committed as `docs/openapi.json` (a test fails when it drifts); served here.
async fn openapi_json() -> impl axum::response::IntoResponse {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        include_str!("../../../docs/openapi.json"),
    )
}

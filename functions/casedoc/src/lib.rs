//! The case for support document's editor (`/case-statement-document`, spec file 3 §2; issue 9):
//! what the document says (`GET /case-statements`: the plan's texts with the editor's
//! overrides, the layout of its pages, the goal table and the charts' slices, the stored
//! images), the text overrides (set and reset, stored on the server, never changing the plan's
//! answers) and the images (upload, replace, crop, remove). Every signed-in member of the
//! organization may read and edit; the organization is the token's, never the request's. Money
//! is whole US dollars over the API.
//!
//! The Next button marks `/case-statement-document` and the module's talking-points page
//! complete with the navigation API (`POST /steps-nav-status`), which already does exactly that.

mod common;
pub mod docx;
pub mod images;
pub mod overrides;
pub mod statement;
pub mod view;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use fundplan_http::AppState;
use fundplan_http::extract::MULTIPART_LIMIT;
use utoipa::OpenApi;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(routes!(statement::get_case_statement))
            .routes(routes!(overrides::put_override, overrides::delete_override))
            .routes(routes!(images::upload_image).layer(DefaultBodyLimit::max(MULTIPART_LIMIT)))
            .routes(routes!(images::remove_image))
            .routes(routes!(docx::create_docx)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "casedoc", description = "The case for support document: its content, text overrides and images")))]
struct Api;

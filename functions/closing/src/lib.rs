//! The closing modules of the plan (spec file 3): success stories, the talking points, the
//! prospect ratio and the gift pyramid with its feasibility checks, the stewardship chart, the
//! policies and development documents, the Fundraising Resources status and the certificate.
//! Every signed-in user of the organization may read and write; the organization is the
//! token's, never the request's. Money is whole US dollars over the API.

pub mod certificate;
pub mod collateral;
mod common;
pub mod gift_chart;
pub mod pitch;
pub mod policies;
pub mod prospects;
pub mod pyramid;
pub mod stewardship;
pub mod stories;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use fundplan_http::AppState;
use utoipa::OpenApi;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

/// The body limit of the prospect-name saves (`POST /prospects`, `POST /gift-pyramid`): the names
/// the server accepts (500 a level, 120 characters each, 200,000 bytes in all) pass the shared
/// 64 KB limit.
pub const NAMES_BODY_LIMIT: usize = 512 * 1024;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(routes!(stories::get_stories, stories::post_stories))
            .routes(routes!(stories::delete_story))
            .routes(routes!(pitch::get_pitch_training))
            .routes(
                routes!(prospects::get_prospects, prospects::post_prospects)
                    .layer(DefaultBodyLimit::max(NAMES_BODY_LIMIT)),
            )
            .routes(
                routes!(pyramid::get_gift_pyramid, pyramid::post_gift_pyramid)
                    .layer(DefaultBodyLimit::max(NAMES_BODY_LIMIT)),
            )
            .routes(routes!(gift_chart::put_gift_chart))
            .routes(routes!(pyramid::increment_pyramid_downloads))
            .routes(routes!(
                stewardship::get_stewardships,
                stewardship::post_stewardships
            ))
            .routes(routes!(stewardship::delete_stewardship))
            .routes(routes!(policies::get_policies, policies::post_policies))
            .routes(routes!(policies::increment_policy_downloads))
            .routes(routes!(collateral::get_collateral_status))
            .routes(routes!(certificate::get_certificate)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "closing", description = "Success stories, talking points, gift pyramid, stewardship, policies, collateral status and the certificate")))]
struct Api;

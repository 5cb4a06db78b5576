//! The budget of the plan (spec file 2): the expense tables of the core programs, the new
//! projects and the overhead, the revenue table, and the four goal summaries (year-1 operating
//! budget, annual goals for three years, new projects' goals, total goal). Every signed-in user
//! of the organization may read and write; amounts are US dollars over the API and whole cents
//! in storage (DECISIONS "Money and goals").

pub mod expenses;
pub mod revenues;
pub mod summaries;
pub mod views;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use fundplan_http::AppState;
use utoipa::OpenApi;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

pub use expenses::TABLE_BODY_LIMIT;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
/// The table saves take a larger body than other JSON calls: a full table of 300 items with
/// long names passes the shared 64 KB limit.
pub fn router() -> OpenApiRouter<AppState> {
    use expenses::*;
    use revenues::*;
    use summaries::*;
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(
                routes!(get_expenses, post_expenses).layer(DefaultBodyLimit::max(TABLE_BODY_LIMIT)),
            )
            .routes(routes!(delete_expense))
            .routes(
                routes!(get_organization_expenses, post_organization_expenses)
                    .layer(DefaultBodyLimit::max(TABLE_BODY_LIMIT)),
            )
            .routes(routes!(delete_organization_expense))
            .routes(routes!(get_revenues, post_revenues))
            .routes(routes!(budget_summary_year_1))
            .routes(routes!(annual_goals))
            .routes(routes!(project_goals))
            .routes(routes!(funding_summary)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "budget", description = "Expense tables, revenue and the fundraising goal summaries")))]
struct Api;

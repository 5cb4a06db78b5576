//! Funders (issue 18): the operator creates a funder and invites its first admin; a funder's
//! people join by invitation (with the account they have, or a new one); the admin creates
//! cohorts, each with a cohort code a nonprofit redeems (`POST /licences/redeem`, function
//! `billing`). The funder is invoiced per cohort and per seats added (`billing`).
//!
//! Every funder operation acts in a `FunderScope` from the caller's verified memberships
//! (`fundplan_http::funders`): the path names the funder, the person's own user item decides.

mod billing;
mod cohorts;
mod dashboard;
mod digest;
mod export;
mod manage;
mod reminders;
mod staff;

use axum::Router;
use fundplan_http::AppState;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use digest::{DigestRun, digest_due, send_weekly_digests};

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi())
        .routes(routes!(staff::create_funder))
        .routes(routes!(digest::run_digest))
        .routes(routes!(staff::funder_invitation))
        .routes(routes!(staff::accept_funder_invitation))
        .routes(routes!(staff::sign_up_funder_staff))
        .routes(routes!(staff::my_funders))
        .routes(routes!(staff::list_staff, staff::invite_staff))
        .routes(routes!(cohorts::show_funder))
        .routes(routes!(cohorts::create_cohort))
        .routes(routes!(cohorts::show_cohort))
        .routes(routes!(manage::set_code_state))
        .routes(routes!(manage::add_seats))
        .routes(routes!(manage::extend))
        .routes(routes!(manage::issue_codes))
        .routes(routes!(manage::log))
        .routes(routes!(dashboard::organizations))
        .routes(routes!(dashboard::set_stalled_after))
        .routes(routes!(dashboard::shared_document))
        .routes(routes!(reminders::remind_stalled))
        .routes(routes!(export::organizations_csv))
        .routes(routes!(export::codes_csv))
        .routes(routes!(export::export_xlsx))
        .routes(routes!(billing::invoices))
        .routes(routes!(billing::set_billing))
        .routes(routes!(billing::send_invoices))
        .routes(routes!(billing::mark_paid))
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "funders", description = "Funders, their staff, cohorts and licence codes")))]
struct Api;

//! Onboarding: the statuses of the four steps (welcome, organization, about-you, team).
//! A completed step is never set back; completing one opens the next.

use axum::{Json, Router};
use fundplan_data::repo::get_steps;
use fundplan_domain::onboarding::{STEPS, Status, Steps};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, Owner};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi()).routes(routes!(get_status, post_status))
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "onboarding", description = "Onboarding steps")))]
struct Api;

#[derive(Serialize, Deserialize, ToSchema)]
pub struct StepStatuses {
    /// Step name (`welcome`, `organization`, `about-you`, `team`) → -1 not reached, 0 open, 1 done.
    #[schema(value_type = BTreeMap<String, i8>)]
    pub steps: BTreeMap<String, Status>,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct StatusBody {
    pub step_statuses: StepStatuses,
}

fn body(steps: Steps) -> Json<StatusBody> {
    Json(StatusBody {
        step_statuses: StepStatuses { steps: steps.0 },
    })
}

/// The onboarding statuses of the caller's organization.
#[utoipa::path(get, path = "/api/v1/onboarding/status", tag = "onboarding", security(("bearer" = [])),
    responses((status = 200, body = StatusBody), (status = 401)))]
pub async fn get_status(me: CurrentUser) -> ApiResult<Json<StatusBody>> {
    Ok(body(get_steps(&me.org).await?))
}

/// Changes step statuses (owner only). Unknown steps and values are ignored; a completed step
/// stays completed. Answers the whole map.
#[utoipa::path(post, path = "/api/v1/onboarding/status", tag = "onboarding", security(("bearer" = ["owner"])), request_body = StatusBody,
    responses((status = 200, body = StatusBody), (status = 403), (status = 422)))]
pub async fn post_status(
    Owner(me): Owner,
    ApiJson(req): ApiJson<StatusBody>,
) -> ApiResult<Json<StatusBody>> {
    let record = fundplan_data::ops::update_onboarding(&me.org, |r| {
        for step in STEPS {
            if let Some(s) = req.step_statuses.steps.get(step) {
                r.steps.set(step, *s);
            }
        }
        Ok::<_, ApiError>(())
    })
    .await?;
    Ok(body(record.steps))
}

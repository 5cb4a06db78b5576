//! Billing: plans, hosted checkout for a new or renewed subscription, the signed payment webhook
//! (the only way a subscription changes), and the subscription details screen.

mod consent;
mod licences;
mod webhook;

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use fundplan_data::repo::get_subscription;
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::plans::{PLANS, purchasable};
use fundplan_domain::subscription::{Subscription, iso_date};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, Owner};
use fundplan_ports::CheckoutRequest;
use serde::{Deserialize, Serialize};
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi())
        .routes(routes!(plans))
        .routes(routes!(checkout))
        // The same call without the trailing slash (API Gateway routes both to this function).
        .route("/api/v1/payments/url", post(checkout))
        .routes(routes!(renew))
        .routes(routes!(webhook::receive))
        .routes(routes!(details))
        .routes(routes!(licences::redeem))
        .routes(routes!(consent::sharing, consent::set_sharing))
        .routes(routes!(consent::set_sharing_reminders))
        .routes(routes!(consent::opt_out_of_reminders))
        .routes(routes!(consent::share))
        .routes(routes!(consent::withdraw))
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "billing", description = "Plans, checkout and the subscription")))]
struct Api;

#[derive(Serialize, ToSchema)]
pub struct Price {
    /// US dollars per month.
    pub monthly: i64,
    /// US dollars per year.
    pub yearly: i64,
}

#[derive(Serialize, ToSchema)]
pub struct PlanView {
    pub id: String,
    pub name: String,
    pub title: String,
    pub description: String,
    /// Absent for plans priced by contacting us.
    pub price: Option<Price>,
    pub features: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct PlansResponse {
    pub data: Vec<PlanView>,
}

/// The plans on offer.
#[utoipa::path(get, path = "/api/v1/plans", tag = "billing", responses((status = 200, body = PlansResponse)))]
pub async fn plans() -> Json<PlansResponse> {
    Json(PlansResponse {
        data: PLANS
            .iter()
            .map(|p| PlanView {
                id: p.id.into(),
                name: p.name.into(),
                title: p.title.into(),
                description: p.description.into(),
                price: p.price_cents.map(|(mo, yr)| Price {
                    monthly: mo / 100,
                    yearly: yr / 100,
                }),
                features: p.features.iter().map(|f| f.to_string()).collect(),
            })
            .collect(),
    })
}

#[derive(Deserialize, ToSchema)]
pub struct CheckoutBody {
    /// `pro`
    #[serde(default)]
    pub plan: String,
    /// `month` or `year`
    #[serde(default)]
    pub term: String,
}

#[derive(Deserialize, ToSchema)]
pub struct RenewBody {
    pub renewal: CheckoutBody,
}

#[derive(Serialize, ToSchema)]
pub struct UrlResponse {
    /// Where to send the browser: the provider's hosted checkout.
    pub data: String,
}

async fn start_checkout(
    state: &AppState,
    owner: &CurrentUser,
    body: &CheckoutBody,
    success: &str,
    cancel: &str,
) -> ApiResult<Json<UrlResponse>> {
    if body.plan.trim().is_empty() {
        return Err(DomainError::field("plan", m::SELECT_PLAN).into());
    }
    let (plan, term) = purchasable(body.plan.trim(), body.term.trim())
        .ok_or_else(|| ApiError(DomainError::field("plan", m::INVALID_PLAN)))?;
    let sub = get_subscription(&owner.org).await?;
    if sub
        .as_ref()
        .is_some_and(|s| s.value.is_active(state.clock.now()))
    {
        return Err(ApiError(DomainError::Conflict(
            "Your subscription is already active.".into(),
        )));
    }
    let request = CheckoutRequest {
        organization_id: owner.org_id().into(),
        user_id: owner.user.id.clone(),
        customer_email: owner.user.email.clone(),
        plan: plan.id.into(),
        term: term.as_str().into(),
        success_url: state.link(success),
        cancel_url: state.link(cancel),
    };
    let url = state.payments.checkout_url(&request).await?;
    tracing::info!(org_id = %request.organization_id, plan = %request.plan, term = %request.term, "checkout started");
    Ok(Json(UrlResponse { data: url }))
}

/// Starts a checkout for a subscription (owner only). The subscription becomes active only when
/// the provider's signed webhook says so.
#[utoipa::path(post, path = "/api/v1/payments/url/", tag = "billing", security(("bearer" = ["owner"])), request_body = CheckoutBody,
    responses((status = 200, body = UrlResponse), (status = 403), (status = 409, description = "already active"), (status = 422, description = "`Please Select a Plan!` or `Invalid plan selection`"), (status = 503)))]
pub async fn checkout(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(body): ApiJson<CheckoutBody>,
) -> ApiResult<Json<UrlResponse>> {
    start_checkout(&state, &me, &body, "/subscription/success", "/payment").await
}

/// Starts a checkout renewing an ended subscription (owner only).
#[utoipa::path(post, path = "/api/v1/payments/renew", tag = "billing", security(("bearer" = ["owner"])), request_body = RenewBody,
    responses((status = 200, body = UrlResponse), (status = 403), (status = 409), (status = 422)))]
pub async fn renew(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(body): ApiJson<RenewBody>,
) -> ApiResult<Json<UrlResponse>> {
    start_checkout(
        &state,
        &me,
        &body.renewal,
        "/subscription/renewal/success",
        "/renewal",
    )
    .await
}

#[derive(Serialize, ToSchema)]
pub struct SubscriptionDetails {
    pub plan: Option<String>,
    pub term: Option<String>,
    /// `active` or `inactive`
    pub subscription_status: String,
    /// `YYYY-MM-DD`
    pub subscription_start_date: Option<String>,
    /// `YYYY-MM-DD`; for a funder's seat, its last day.
    pub subscription_end_date: Option<String>,
    /// For a funder's seat (plan `premium`, term `cohort`): who sponsors it, and the cohort.
    pub sponsor: Option<Sponsor>,
}

#[derive(Serialize, ToSchema)]
pub struct Sponsor {
    pub funder_name: String,
    pub cohort_name: String,
}

/// What the subscription screens show of `sub` at `now`; `sponsor` names a funder's seat.
fn details_of(
    sub: Option<&Subscription>,
    sponsor: Option<(String, String)>,
    now: time::OffsetDateTime,
) -> SubscriptionDetails {
    let sponsored = sub.is_some_and(fundplan_data::cohort::is_sponsored);
    SubscriptionDetails {
        plan: sub.map(|s| s.plan.clone()),
        term: sub.map(|s| s.term.clone()),
        subscription_status: fundplan_domain::subscription::status_of(sub, now).into(),
        subscription_start_date: sub.map(|s| iso_date(s.start)),
        // A seat ends at the start of the day after the cohort's last day: that last day is
        // the one shown (a paid period's end is the provider's renewal date, shown as it is).
        subscription_end_date: sub.map(|s| iso_date(if sponsored { s.end - 1 } else { s.end })),
        sponsor: sponsor
            .filter(|_| sponsored)
            .map(|(funder_name, cohort_name)| Sponsor {
                funder_name,
                cohort_name,
            }),
    }
}

/// The subscription details of `org`, with its sponsor when it holds a funder's seat.
async fn details_for(
    org: &fundplan_data::OrgScope,
    now: time::OffsetDateTime,
) -> Result<SubscriptionDetails, ApiError> {
    let sub = get_subscription(org).await?.map(|v| v.value);
    let sponsor = match &sub {
        Some(s) if fundplan_data::cohort::is_sponsored(s) => {
            fundplan_data::cohort::sponsorship(org).await?
        }
        _ => None,
    };
    Ok(details_of(sub.as_ref(), sponsor, now))
}

#[derive(Serialize, ToSchema)]
pub struct CurrentUserInfo {
    pub role: String,
}

#[derive(Serialize, ToSchema)]
pub struct DetailsResponse {
    pub subscription_details: SubscriptionDetails,
    pub current_user_info: CurrentUserInfo,
}

/// The organization's subscription, and the caller's role.
#[utoipa::path(get, path = "/api/v1/me/subscription_details", tag = "billing", security(("bearer" = [])),
    responses((status = 200, body = DetailsResponse), (status = 401)))]
pub async fn details(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<Json<DetailsResponse>> {
    Ok(Json(DetailsResponse {
        subscription_details: details_for(&me.org, state.clock.now()).await?,
        current_user_info: CurrentUserInfo {
            role: me.user.role.clone(),
        },
    }))
}

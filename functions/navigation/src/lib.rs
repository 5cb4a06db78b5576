//! Plan navigation (spec file 1 §2–§4): route statuses and module progress computed on the
//! server from the section registry, skipped modules, last interaction per module, and the
//! "module completed" e-mail sent once.

use axum::extract::{Query, State};
use axum::{Json, Router};
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::repo::{get_nav, get_user};
use fundplan_data::{NavRecord, OrganizationRecord};
use fundplan_domain::DomainError;
use fundplan_domain::sections::{self, MODULES, Route, SKIPPABLE_MODULE, Statuses};
use fundplan_domain::subscription::rfc3339;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use fundplan_ports::{Email, StoreError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::{IntoParams, OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(routes!(get_nav_status, post_nav_status))
            .routes(routes!(get_skipped, post_skipped))
            .routes(routes!(get_interaction, post_interaction)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "navigation", description = "Progress through the plan")))]
struct Api;

async fn plan_routes(org: &fundplan_data::OrgScope) -> Result<Vec<Route>, StoreError> {
    fundplan_data::plan::entries::plan_routes(org).await
}

#[derive(Serialize, ToSchema)]
pub struct SectionView {
    pub path: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct ModuleView {
    pub number: u8,
    pub slug: String,
    pub name: String,
    pub sections: Vec<SectionView>,
    /// The last section's Next button reads "Next Module".
    pub path: String,
}

#[derive(Serialize, ToSchema)]
pub struct ModuleProgressView {
    pub number: u8,
    /// Route path → 1 completed, 0 not yet.
    pub sections: BTreeMap<String, u8>,
    pub percent: u8,
    pub skipped: bool,
    pub completion_email_sent: bool,
    /// RFC 3339, when someone last opened a page of the module.
    pub last_interaction_time: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct NavResponse {
    /// Every route of the plan → -1 not started, 0 open, 1 completed.
    #[schema(value_type = BTreeMap<String, i8>)]
    pub steps_nav_status: Statuses,
    /// Module slug → its progress.
    pub module_progress: BTreeMap<String, ModuleProgressView>,
    /// "Your Fundraising Plan Progress", in percent, skipped modules left out.
    pub overall_progress: u8,
    pub skipped_routes: Vec<String>,
    /// Route path (section, or module as `/steps/<module>`) → ids of the assigned members.
    pub assignees: BTreeMap<String, Vec<String>>,
    /// Route path → the due date (`2027-03-12`) of an assignment that has one.
    pub due_dates: BTreeMap<String, String>,
    /// The plan's structure: modules and their sections in order (the sidebar and Next use it).
    pub modules: Vec<ModuleView>,
}

fn view(routes: &[Route], nav: &NavRecord) -> NavResponse {
    let statuses = sections::full_statuses(routes, &nav.statuses_by_path(routes));
    let skipped = nav.skipped_paths();
    let (progress, overall) = sections::progress(routes, &statuses, &skipped);
    let module_progress = progress
        .iter()
        .map(|p| {
            (
                p.module.slug.to_string(),
                ModuleProgressView {
                    number: p.module.number,
                    sections: p
                        .sections
                        .iter()
                        .map(|(path, _, s)| (path.clone(), u8::from(*s == 1)))
                        .collect(),
                    percent: p.percent,
                    skipped: p.skipped,
                    completion_email_sent: nav.completion_email_sent(p.module),
                    last_interaction_time: nav.last_visit(p.module).and_then(rfc3339),
                },
            )
        })
        .collect();
    let modules = MODULES
        .iter()
        .map(|m| ModuleView {
            number: m.number,
            slug: m.slug.into(),
            name: m.name.into(),
            path: m.path(),
            sections: routes
                .iter()
                .filter(|r| r.module == m.number)
                .map(|r| SectionView {
                    path: r.path.clone(),
                    name: r.name.clone(),
                })
                .collect(),
        })
        .collect();
    NavResponse {
        steps_nav_status: statuses,
        module_progress,
        overall_progress: overall,
        skipped_routes: skipped,
        assignees: nav.assignees_by_path(routes),
        due_dates: nav.due_by_path(routes),
        modules,
    }
}

/// The route statuses and progress of the caller's organization, with the plan's structure.
#[utoipa::path(get, path = "/api/v1/steps-nav-status", tag = "navigation", security(("bearer" = [])),
    responses((status = 200, body = NavResponse), (status = 401)))]
pub async fn get_nav_status(me: CurrentUser) -> ApiResult<Json<NavResponse>> {
    let routes = plan_routes(&me.org).await?;
    let (nav, _) = get_nav(&me.org).await?;
    Ok(Json(view(&routes, &nav)))
}

#[derive(Deserialize, ToSchema)]
pub struct NavUpdate {
    /// Route path → status. Statuses only go up; routes outside the plan are ignored.
    #[schema(value_type = BTreeMap<String, i8>)]
    pub steps_nav_status: Statuses,
    pub current_route: Option<String>,
}

/// Applies `change` to the organization's navigation state (optimistic concurrency, retried).
async fn update_nav(
    org: &fundplan_data::OrgScope,
    change: impl FnMut(&mut NavRecord) -> Result<(), ApiError>,
) -> ApiResult<NavRecord> {
    fundplan_data::ops::update_nav(org, change).await
}

/// Records route statuses (and the current route's visit). When a module reaches 100 % for the
/// first time, the owner gets a "module completed" e-mail, once.
#[utoipa::path(post, path = "/api/v1/steps-nav-status", tag = "navigation", security(("bearer" = [])), request_body = NavUpdate,
    responses((status = 200, body = NavResponse), (status = 401), (status = 422)))]
pub async fn post_nav_status(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<NavUpdate>,
) -> ApiResult<Json<NavResponse>> {
    let routes = plan_routes(&me.org).await?;
    let now = state.now();
    let mut newly_completed: Vec<&'static sections::Module> = Vec::new();
    // The sections this update marks completed, for the activity list.
    let mut marked: Vec<String> = Vec::new();
    let nav = update_nav(&me.org, |nav| {
        newly_completed.clear();
        let before = nav.statuses_by_path(&routes);
        let merged = sections::merge_statuses(&routes, &before, &req.steps_nav_status)
            .map_err(|m| ApiError(DomainError::field("steps_nav_status", m)))?;
        marked = routes
            .iter()
            .filter(|r| merged.get(&r.path) == Some(&1) && before.get(&r.path) != Some(&1))
            .map(|r| r.key())
            .collect();
        nav.set_statuses_by_path(&routes, &merged);
        if let Some(m) = req.current_route.as_deref().and_then(sections::module_of) {
            nav.visit(m, now);
        }
        let (progress, _) = sections::progress(&routes, &merged, &nav.skipped_paths());
        for p in progress {
            if p.percent == 100 && !nav.completion_email_sent(p.module) {
                nav.mark_completion_email(p.module, now);
                newly_completed.push(p.module);
            }
        }
        Ok(())
    })
    .await?;
    for module in newly_completed {
        send_completion_email(&state, &me.org, module).await;
    }
    for section in marked {
        me.note(&state, Activity::on(ActivityKind::Completed, section))
            .await;
    }
    Ok(Json(view(&routes, &nav)))
}

async fn send_completion_email(
    state: &AppState,
    scope: &fundplan_data::OrgScope,
    module: &sections::Module,
) {
    let org_id = scope.org_id();
    let owner = async {
        let org = fundplan_data::repo::get_organization(scope).await.ok()??;
        let org: OrganizationRecord = org.value;
        get_user(scope, &org.owner_id)
            .await
            .ok()?
            .map(|u| (u.value, org.name))
    }
    .await;
    let Some((owner, org_name)) = owner else {
        return;
    };
    let first = sections::fixed_path(MODULES[0].sections[0].id).unwrap_or_default();
    let link = state.link(&first);
    let org_name = if org_name.is_empty() {
        "Your organization".to_string()
    } else {
        org_name
    };
    let email = Email {
        to: owner.email.clone(),
        subject: format!("Module {} completed: {}", module.number, module.name),
        text: format!(
            "Hello {},\n\n{org_name} has completed module {} of the strategic plan for fundraising: {}.\n\nSee your progress and continue with the next module: {link}\n",
            owner.first_name, module.number, module.name
        ),
        html: None,
    };
    if let Err(e) = state.mailer.send(&email).await {
        tracing::error!(error = %e, %org_id, module = module.id, "module completed e-mail not sent");
    }
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct SkippedModules {
    /// Skipped modules as `/steps/<module>`; only `/steps/funding-new-projects` can be skipped.
    pub skipped_routes: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct SkippedSaved {
    pub status: bool,
    pub skipped_routes: Vec<String>,
}

/// The skipped modules.
#[utoipa::path(get, path = "/api/v1/extensions/skipped_modules", tag = "navigation", security(("bearer" = [])),
    responses((status = 200, body = SkippedModules), (status = 401)))]
pub async fn get_skipped(
    me: CurrentUser,
) -> ApiResult<(
    [(axum::http::HeaderName, &'static str); 1],
    Json<SkippedModules>,
)> {
    let (nav, _) = get_nav(&me.org).await?;
    Ok((
        [(axum::http::header::CACHE_CONTROL, "no-store")],
        Json(SkippedModules {
            skipped_routes: nav.skipped_paths(),
        }),
    ))
}

/// Replaces the list of skipped modules.
#[utoipa::path(post, path = "/api/v1/extensions/skipped_modules", tag = "navigation", security(("bearer" = [])), request_body = SkippedModules,
    responses((status = 200, body = SkippedSaved), (status = 401), (status = 422)))]
pub async fn post_skipped(
    me: CurrentUser,
    ApiJson(req): ApiJson<SkippedModules>,
) -> ApiResult<Json<SkippedSaved>> {
    let mut list: Vec<String> = Vec::new();
    for r in &req.skipped_routes {
        let r = r.trim_end_matches('/');
        if r != SKIPPABLE_MODULE {
            return Err(DomainError::field(
                "skipped_routes",
                format!("{r} cannot be skipped; only the New Projects module is optional."),
            )
            .into());
        }
        if !list.iter().any(|x| x == r) {
            list.push(r.to_string());
        }
    }
    let nav = update_nav(&me.org, |nav| {
        nav.set_skipped_paths(&list);
        Ok(())
    })
    .await?;
    Ok(Json(SkippedSaved {
        status: true,
        skipped_routes: nav.skipped_paths(),
    }))
}

#[derive(Deserialize, ToSchema, IntoParams)]
pub struct RoutePath {
    #[serde(default)]
    pub route_path: String,
}

#[derive(Serialize, ToSchema)]
pub struct Interaction {
    pub status: bool,
    /// The module's slug.
    pub module_name: String,
    /// RFC 3339.
    pub last_interaction_time: Option<String>,
}

fn module_for(path: &str) -> ApiResult<&'static sections::Module> {
    sections::module_of(path).ok_or_else(|| {
        ApiError(DomainError::field(
            "route_path",
            format!("{path} is not a page of the plan."),
        ))
    })
}

/// When someone last opened a page of the module of `route_path`.
#[utoipa::path(get, path = "/api/v1/extensions/last-interaction-time", tag = "navigation", security(("bearer" = [])), params(RoutePath),
    responses((status = 200, body = Interaction), (status = 422)))]
pub async fn get_interaction(
    me: CurrentUser,
    Query(q): Query<RoutePath>,
) -> ApiResult<Json<Interaction>> {
    let module = module_for(&q.route_path)?;
    let (nav, _) = get_nav(&me.org).await?;
    Ok(Json(Interaction {
        status: true,
        module_name: module.slug.into(),
        last_interaction_time: nav.last_visit(module).and_then(rfc3339),
    }))
}

/// Records a visit to `route_path` now.
#[utoipa::path(post, path = "/api/v1/extensions/last-interaction-time", tag = "navigation", security(("bearer" = [])), request_body = RoutePath,
    responses((status = 200, body = Interaction), (status = 422)))]
pub async fn post_interaction(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<RoutePath>,
) -> ApiResult<Json<Interaction>> {
    let module = module_for(&req.route_path)?;
    let now = state.now();
    update_nav(&me.org, |nav| {
        nav.visit(module, now);
        Ok(())
    })
    .await?;
    Ok(Json(Interaction {
        status: true,
        module_name: module.slug.into(),
        last_interaction_time: rfc3339(now),
    }))
}

//! A cohort's dashboard (issue 18 §5, staff who may see the cohort): each organization as the
//! funder may read it (what it agreed to show when it joined, and the figures it shares), where
//! it stands (modules done, current module, days idle, stalled), the funnel, progress week by
//! week, and the aggregates of shared figures, hidden below five contributors. The rules are
//! `fundplan_domain::cohort::dashboard`'s; the exports (`export.rs`) read the same view.

use crate::cohorts::{CohortView, change_error, cohort_of, view};
use axum::Json;
use axum::extract::{Path, State};
use fundplan_data::cohort::CohortRecord;
use fundplan_data::funder::OrganizationSummary;
use fundplan_domain::DomainError;
use fundplan_domain::cohort::ConsentItem;
use fundplan_domain::cohort::dashboard::{
    self as rules, Gated, MIN_CONTRIBUTORS, STALLED_AFTER_DAYS_RANGE,
};
use fundplan_domain::messages as m;
use fundplan_domain::subscription::{iso_date, rfc3339};
use fundplan_http::funders::{FunderAdmin, FunderStaff};
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiJson, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct ModuleStateView {
    pub number: u8,
    pub name: String,
    /// `not_started`, `in_progress`, `complete` or `skipped`.
    pub state: String,
}

#[derive(Serialize, ToSchema)]
pub struct ModuleRef {
    pub number: u8,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct SharedSince {
    /// RFC 3339: since when the organization shares it.
    pub since: String,
}

#[derive(Serialize, ToSchema)]
pub struct SharedItems {
    pub goal: Option<SharedSince>,
    pub budget_totals: Option<SharedSince>,
    pub gift_chart: Option<SharedSince>,
}

#[derive(Serialize, ToSchema)]
pub struct SharedDocumentRef {
    /// The document's name (its kind, and a policy document's policy after a dot), for
    /// `…/organizations/{org_id}/documents/{doc}`.
    pub doc: String,
    /// The file's name.
    pub title: String,
    /// RFC 3339: when the organization shared this copy.
    pub shared_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct SharedBudgetTotals {
    /// Three years of expenses (core programs, overhead and counted new projects), in cents.
    pub expenses_cents: i64,
    /// Three years of revenue, in cents.
    pub revenue_cents: i64,
}

#[derive(Serialize, ToSchema)]
pub struct SharedGiftChart {
    pub lead_gift_cents: i64,
    pub gifts: i64,
    pub levels: usize,
}

/// One organization of a cohort as its funder may read it: what was disclosed when it joined,
/// where it stands, and the figures it chooses to share (null otherwise).
#[derive(Serialize, ToSchema)]
pub struct CohortOrganizationView {
    pub id: String,
    pub name: String,
    /// `YYYY-MM-DD`
    pub joined_on: String,
    /// RFC 3339: when someone last worked on the plan.
    pub last_activity: Option<String>,
    /// Whole days since the last activity (or since joining, when none since).
    pub idle_days: i64,
    /// Not finished and idle for the cohort's `stalled_after_days` or more.
    pub stalled: bool,
    /// All four onboarding steps done.
    pub onboarded: bool,
    pub modules: Vec<ModuleStateView>,
    /// Modules completed (of 15; skipped ones are not counted).
    pub modules_done: usize,
    /// Every module completed or skipped.
    pub finished: bool,
    /// The module it is working on; null once finished.
    pub current_module: Option<ModuleRef>,
    pub users: usize,
    /// Documents it shares with the funder.
    pub documents_shared: usize,
    /// Those documents, newest first: each a copy taken when the organization shared it.
    pub documents: Vec<SharedDocumentRef>,
    pub shared: SharedItems,
    pub goal_cents: Option<i64>,
    pub budget_totals: Option<SharedBudgetTotals>,
    pub gift_chart: Option<SharedGiftChart>,
}

/// Organizations that reached each stage and every stage before it.
#[derive(Serialize, ToSchema)]
pub struct FunnelView {
    pub redeemed: usize,
    pub onboarded: usize,
    /// Module 5 (the overhead budget, after the programs' budgets) done.
    pub module_5: usize,
    pub all_modules: usize,
    pub documents_shared: usize,
}

/// The shared goals: their total and median, or, while fewer than `min_contributors`
/// organizations share their goal, only how many do.
#[derive(Serialize, ToSchema)]
pub struct GoalAggregate {
    pub shown: bool,
    pub contributors: usize,
    pub total_cents: Option<i64>,
    pub median_cents: Option<i64>,
}

/// Organizations that finished their plan, of those in the cohort; hidden while fewer than
/// `min_contributors` organizations are in it.
#[derive(Serialize, ToSchema)]
pub struct CompletionAggregate {
    pub shown: bool,
    pub contributors: usize,
    pub finished: Option<usize>,
}

#[derive(Serialize, ToSchema)]
pub struct Aggregates {
    /// The fewest organizations an aggregate is computed over.
    pub min_contributors: usize,
    pub goal: GoalAggregate,
    pub completion: CompletionAggregate,
}

/// Where the cohort stood at the end of a week (the last point: now).
#[derive(Serialize, ToSchema)]
pub struct WeekPointView {
    /// `YYYY-MM-DD`: the day measured.
    pub on: String,
    pub organizations: usize,
    pub modules_done: usize,
    pub finished: usize,
}

#[derive(Serialize, ToSchema)]
pub struct CohortOrganizations {
    pub cohort: CohortView,
    pub funnel: FunnelView,
    pub aggregates: Aggregates,
    /// Week by week from the cohort's start to now (or its end).
    pub progress: Vec<WeekPointView>,
    /// In the order they joined.
    pub organizations: Vec<CohortOrganizationView>,
}

fn since(o: &OrganizationSummary, item: ConsentItem) -> Option<SharedSince> {
    o.consent
        .get(&item)
        .and_then(|t| rfc3339(*t))
        .map(|since| SharedSince { since })
}

pub(crate) fn organization_view(
    o: OrganizationSummary,
    now: i64,
    stalled_after_days: u32,
) -> CohortOrganizationView {
    let p = &o.progress;
    CohortOrganizationView {
        shared: SharedItems {
            goal: since(&o, ConsentItem::Goal),
            budget_totals: since(&o, ConsentItem::BudgetTotals),
            gift_chart: since(&o, ConsentItem::GiftChart),
        },
        joined_on: iso_date(p.joined_at),
        last_activity: p.last_activity.and_then(rfc3339),
        idle_days: p.idle_days(now),
        stalled: p.stalled(now, stalled_after_days),
        onboarded: p.onboarded,
        modules_done: p.modules_done(),
        finished: p.finished(),
        current_module: p.current_module().map(|m| ModuleRef {
            number: m.number,
            name: m.name.to_owned(),
        }),
        modules: p
            .modules
            .iter()
            .map(|m| ModuleStateView {
                number: m.number,
                name: m.name.to_owned(),
                state: m.state.as_str().into(),
            })
            .collect(),
        documents_shared: p.documents_shared,
        documents: o
            .documents
            .iter()
            .map(|(doc, title, at)| SharedDocumentRef {
                doc: doc.clone(),
                title: title.clone(),
                shared_at: rfc3339(*at).unwrap_or_default(),
            })
            .collect(),
        goal_cents: p.goal_cents,
        id: o.org_id,
        name: o.name,
        users: o.users,
        budget_totals: o
            .budget_totals
            .map(|(expenses_cents, revenue_cents)| SharedBudgetTotals {
                expenses_cents,
                revenue_cents,
            }),
        gift_chart: o
            .gift_chart
            .map(|(lead_gift_cents, gifts, levels)| SharedGiftChart {
                lead_gift_cents,
                gifts,
                levels,
            }),
    }
}

/// The dashboard of a cohort, from its organizations as the funder may read them.
pub(crate) fn dashboard(
    cohort_id: &str,
    cohort: &CohortRecord,
    summaries: Vec<OrganizationSummary>,
    now: i64,
) -> CohortOrganizations {
    let progress: Vec<rules::Progress> = summaries.iter().map(|o| o.progress.clone()).collect();
    let f = rules::funnel(&progress);
    let a = rules::aggregates(&progress);
    let goal = match a.goal {
        Gated::Shown(g) => GoalAggregate {
            shown: true,
            contributors: g.contributors,
            total_cents: Some(g.total_cents),
            median_cents: Some(g.median_cents),
        },
        Gated::Hidden { contributors } => GoalAggregate {
            shown: false,
            contributors,
            total_cents: None,
            median_cents: None,
        },
    };
    let completion = match a.completion {
        Gated::Shown(c) => CompletionAggregate {
            shown: true,
            contributors: c.organizations,
            finished: Some(c.finished),
        },
        Gated::Hidden { contributors } => CompletionAggregate {
            shown: false,
            contributors,
            finished: None,
        },
    };
    CohortOrganizations {
        cohort: view(cohort_id, cohort),
        funnel: FunnelView {
            redeemed: f.redeemed,
            onboarded: f.onboarded,
            module_5: f.module_5,
            all_modules: f.all_modules,
            documents_shared: f.documents_shared,
        },
        aggregates: Aggregates {
            min_contributors: MIN_CONTRIBUTORS,
            goal,
            completion,
        },
        progress: rules::weekly(&progress, cohort.starts_at, cohort.ends_at, now)
            .into_iter()
            .map(|w| WeekPointView {
                on: iso_date(w.at),
                organizations: w.organizations,
                modules_done: w.modules_done,
                finished: w.finished,
            })
            .collect(),
        organizations: summaries
            .into_iter()
            .map(|o| organization_view(o, now, cohort.stalled_after_days))
            .collect(),
    }
}

/// A cohort's dashboard (staff who may see it): for each organization, what it agreed to show
/// when it joined (name, date joined, last activity, onboarding and each module's state, number
/// of users), where it stands, and the figures it chooses to share, each null unless shared;
/// the funnel, progress week by week, and aggregates hidden below five contributors.
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, body = CohortOrganizations), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn organizations(
    State(state): State<AppState>,
    staff: FunderStaff,
    Path(ids): Path<(String, String)>,
) -> ApiResult<Json<CohortOrganizations>> {
    let (cohort_id, cohort) = cohort_of(&staff.funder, ids).await?;
    let summaries = staff.funder.cohort_organizations(&cohort_id).await?;
    Ok(Json(dashboard(&cohort_id, &cohort, summaries, state.now())))
}

#[derive(Deserialize, ToSchema)]
pub struct StalledAfter {
    /// Days without activity after which an organization is called stalled (3 to 90).
    #[serde(default)]
    pub days: u32,
}

/// Sets after how many idle days the cohort's dashboard, its exports and the reminders call an
/// organization stalled (admin only; 14 unless set).
#[utoipa::path(put, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/stalled-after", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)), request_body = StalledAfter,
    responses((status = 200, body = CohortView), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_stalled_after(
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
    ApiJson(req): ApiJson<StalledAfter>,
) -> ApiResult<Json<CohortView>> {
    let (cohort_id, _) = cohort_of(&admin.funder, ids).await?;
    if !STALLED_AFTER_DAYS_RANGE.contains(&req.days) {
        return Err(DomainError::field("days", m::COHORT_STALLED_DAYS).into());
    }
    let cohort = admin
        .funder
        .set_stalled_after(&cohort_id, req.days)
        .await
        .map_err(change_error)?;
    Ok(Json(view(&cohort_id, &cohort)))
}

#[derive(Serialize, ToSchema)]
pub struct SharedDocumentLink {
    /// A link to the copy, valid for 5 minutes.
    pub url: String,
    pub file_name: String,
}

/// A link to a document an organization of the cohort shares (staff who may see the cohort):
/// the copy taken when it was shared. 404 when the organization is not in the cohort or does
/// not share that document now.
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations/{org_id}/documents/{doc}", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path), ("org_id" = String, Path), ("doc" = String, Path)),
    responses((status = 200, body = SharedDocumentLink), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn shared_document(
    State(state): State<AppState>,
    staff: FunderStaff,
    Path((funder_id, cohort_id, org_id, doc)): Path<(String, String, String, String)>,
) -> ApiResult<Json<SharedDocumentLink>> {
    let (cohort_id, _) = cohort_of(&staff.funder, (funder_id, cohort_id)).await?;
    if !fundplan_http::extract::is_path_id(&org_id) || !fundplan_http::extract::is_path_id(&doc) {
        return Err(fundplan_http::ApiError::bad_request(m::PATH_ID_INVALID));
    }
    let link = staff
        .funder
        .shared_document_link(
            &cohort_id,
            &org_id,
            &doc,
            state.blobs.as_ref(),
            std::time::Duration::from_secs(5 * 60),
        )
        .await
        .map_err(|e| match e {
            fundplan_data::shared_docs::ShareError::Store(e) => fundplan_http::ApiError::from(e),
            fundplan_data::shared_docs::ShareError::Blobs(e) => fundplan_http::ApiError::from(e),
            other => fundplan_http::ApiError(DomainError::Internal(other.to_string())),
        })?
        .ok_or_else(|| {
            fundplan_http::ApiError(DomainError::NotFound(
                "This organization does not share that document.".into(),
            ))
        })?;
    Ok(Json(SharedDocumentLink {
        url: link.0,
        file_name: link.1,
    }))
}

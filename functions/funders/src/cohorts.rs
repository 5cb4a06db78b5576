//! A funder's cohorts: what the staff see, and a new cohort with its cohort code (admins).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use fundplan_data::cohort::{CodeRecord, CohortRecord};
use fundplan_domain::DomainError;
use fundplan_domain::cohort::code::LicenceCode;
use fundplan_domain::cohort::{CohortKind, FunderRole, SELF_GUIDED_MONTHS, check_cohort};
use fundplan_domain::error::Checker;
use fundplan_domain::messages as m;
use fundplan_domain::subscription::{iso_date, rfc3339};
use fundplan_http::funders::{FunderAdmin, FunderStaff};
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, extract::is_path_id};
use serde::{Deserialize, Serialize};
use time::{Date, Month, OffsetDateTime, Time};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct CohortView {
    pub id: String,
    pub name: String,
    /// `group_coaching` or `self_guided`
    pub kind: String,
    pub seats: u32,
    /// Seats taken by nonprofits that redeemed a code.
    pub used: u32,
    /// `YYYY-MM-DD`: the first day.
    pub starts_on: String,
    /// `YYYY-MM-DD`: the last day of access.
    pub ends_on: String,
    /// RFC 3339, when the kickoff session starts.
    pub kickoff_at: Option<String>,
    /// Days without activity after which the dashboard calls an organization stalled.
    pub stalled_after_days: u32,
}

fn kind_name(kind: CohortKind) -> &'static str {
    match kind {
        CohortKind::GroupCoaching => "group_coaching",
        CohortKind::SelfGuided => "self_guided",
    }
}

pub(crate) fn view(id: &str, c: &CohortRecord) -> CohortView {
    CohortView {
        id: id.to_owned(),
        name: c.name.clone(),
        kind: kind_name(c.kind).into(),
        seats: c.seats,
        used: c.used,
        starts_on: iso_date(c.starts_at),
        // The cohort ends at the start of the day after its last day.
        ends_on: iso_date(c.ends_at - 1),
        kickoff_at: c.kickoff_at.and_then(rfc3339),
        stalled_after_days: c.stalled_after_days,
    }
}

#[derive(Serialize, ToSchema)]
pub struct FunderHome {
    pub id: String,
    pub name: String,
    /// The caller's role: `admin` or `programme_officer`.
    pub role: String,
    /// The cohorts the caller may see (a programme officer: those assigned), oldest first.
    pub cohorts: Vec<CohortView>,
}

/// A funder as one of its people sees it: its cohorts.
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path)),
    responses((status = 200, body = FunderHome), (status = 401), (status = 403, body = ErrorBody, description = "not on this funder's staff")))]
pub async fn show_funder(staff: FunderStaff) -> ApiResult<Json<FunderHome>> {
    let scope = &staff.funder;
    let (record, cohorts) = tokio::try_join!(scope.funder(), scope.cohorts())?;
    let record =
        record.ok_or_else(|| ApiError(DomainError::NotFound("There is no such funder.".into())))?;
    Ok(Json(FunderHome {
        id: scope.funder_id().to_owned(),
        name: record.name,
        role: scope.role().as_str().into(),
        cohorts: cohorts.iter().map(|(id, c)| view(id, c)).collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct NewCohort {
    #[serde(default)]
    pub name: String,
    /// `group_coaching` (at least 10 seats) or `self_guided` (12 months of access).
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub seats: u32,
    /// `YYYY-MM-DD`
    #[serde(default)]
    pub starts_on: String,
    /// `YYYY-MM-DD`, the last day of access; for a self-guided cohort it may be left out (12
    /// months from the start).
    #[serde(default)]
    pub ends_on: Option<String>,
    /// RFC 3339, when the kickoff session starts.
    #[serde(default)]
    pub kickoff_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedCohort {
    pub cohort: CohortView,
    /// The cohort code, grouped for reading (`7KQM-4TXR-P9WD`).
    pub code: String,
    /// The link to send: it opens the redemption with the code filled in.
    pub link: String,
}

pub(crate) fn day(s: &str) -> Option<Date> {
    Date::parse(
        s.trim(),
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .ok()
}

pub(crate) fn midnight(d: Date) -> i64 {
    d.with_time(Time::MIDNIGHT).assume_utc().unix_timestamp()
}

/// A day in US long format ("November 30, 2027"), as the e-mails write dates.
pub(crate) fn us_long_date(t: i64) -> String {
    OffsetDateTime::from_unix_timestamp(t)
        .map(|t| format!("{} {}, {}", t.month(), t.day(), t.year()))
        .unwrap_or_default()
}

/// `months` after `d` (the last day of the month when it has fewer days).
fn add_months(d: Date, months: u32) -> Date {
    let total = d.month() as u32 - 1 + months;
    let year = d.year() + i32::try_from(total / 12).unwrap_or(0);
    let month =
        Month::try_from(u8::try_from(total % 12 + 1).unwrap_or(1)).unwrap_or(Month::January);
    let last = time::util::days_in_month(month, year);
    Date::from_calendar_date(year, month, d.day().min(last)).unwrap_or(d)
}

/// Creates a cohort and its cohort code (funder admin only).
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path)), request_body = NewCohort,
    responses((status = 201, body = CreatedCohort), (status = 401), (status = 403, body = ErrorBody, description = "not this funder's admin"), (status = 422, body = ErrorBody)))]
pub async fn create_cohort(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    ApiJson(req): ApiJson<NewCohort>,
) -> ApiResult<(StatusCode, Json<CreatedCohort>)> {
    let mut c = Checker::new();
    let kind = match req.kind.as_str() {
        "group_coaching" => Some(CohortKind::GroupCoaching),
        "self_guided" => Some(CohortKind::SelfGuided),
        _ => {
            c.fail("kind", "Choose group coaching or self-guided.");
            None
        }
    };
    let starts = day(&req.starts_on);
    if starts.is_none() {
        c.fail("starts_on", "Enter the first day as YYYY-MM-DD.");
    }
    let ends = match (
        req.ends_on.as_deref().filter(|s| !s.trim().is_empty()),
        kind,
        starts,
    ) {
        (Some(s), _, _) => {
            let d = day(s);
            if d.is_none() {
                c.fail("ends_on", "Enter the last day as YYYY-MM-DD.");
            }
            d
        }
        (None, Some(CohortKind::SelfGuided), Some(start)) => Some(
            add_months(start, SELF_GUIDED_MONTHS)
                .previous_day()
                .unwrap_or(start),
        ),
        (None, _, _) => {
            c.fail("ends_on", m::FIELD_REQUIRED);
            None
        }
    };
    let kickoff_at = match req.kickoff_at.as_deref().filter(|s| !s.trim().is_empty()) {
        None => None,
        Some(s) => {
            match OffsetDateTime::parse(s.trim(), &time::format_description::well_known::Rfc3339) {
                Ok(t) => Some(t.unix_timestamp()),
                Err(_) => {
                    c.fail("kickoff_at", "Enter the kickoff as a date and time.");
                    None
                }
            }
        }
    };
    c.finish()?;
    let (kind, starts, ends) = (
        kind.expect("checked"),
        starts.expect("checked"),
        ends.expect("checked"),
    );
    let (starts_at, ends_at) = (midnight(starts), midnight(ends.next_day().unwrap_or(ends)));
    if let Err(problem) = check_cohort(kind, &req.name, req.seats, starts_at, ends_at) {
        let field = match problem {
            fundplan_domain::cohort::CohortProblem::Name => "name",
            fundplan_domain::cohort::CohortProblem::Seats
            | fundplan_domain::cohort::CohortProblem::GroupTooSmall => "seats",
            fundplan_domain::cohort::CohortProblem::Dates => "ends_on",
        };
        return Err(DomainError::field(field, problem.message()).into());
    }
    let now = state.now();
    let cohort = CohortRecord {
        name: req.name.trim().to_owned(),
        kind,
        seats: req.seats,
        used: 0,
        starts_at,
        ends_at,
        kickoff_at,
        created_at: now,
        stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
    };
    let cohort_id = state.ids.new_id();
    let code = admin
        .funder
        .create_cohort(
            &cohort_id,
            &cohort,
            &state.ids.new_id(),
            || LicenceCode::generate(rand::random::<u8>),
            now,
        )
        .await?;
    crate::billing::after_billed_change(&state, &admin.funder).await;
    tracing::info!(funder_id = %admin.funder.funder_id(), %cohort_id, seats = cohort.seats, "cohort created");
    Ok((
        StatusCode::CREATED,
        Json(CreatedCohort {
            cohort: view(&cohort_id, &cohort),
            code: code.grouped(),
            link: join_link(&state, &code),
        }),
    ))
}

/// The link a funder sends: the SPA's `/join/<code>`.
pub(crate) fn join_link(state: &AppState, code: &LicenceCode) -> String {
    state.link(&format!("/join/{}", code.grouped()))
}

#[derive(Serialize, ToSchema)]
pub struct CodeView {
    /// Grouped for reading (`7KQM-4TXR-P9WD`).
    pub code: String,
    pub link: String,
    /// `active`, `paused` or `revoked`
    pub state: String,
    /// A single-use code's address.
    pub for_email: Option<String>,
    /// Whether a single-use code has been used.
    pub used: bool,
}

#[derive(Serialize, ToSchema)]
pub struct CohortDetail {
    pub cohort: CohortView,
    /// The cohort's codes (an admin's view; empty for a programme officer).
    pub codes: Vec<CodeView>,
}

/// A cohort, with its codes for an admin (a programme officer sees the cohorts assigned to
/// them, without codes).
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, body = CohortDetail), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn show_cohort(
    State(state): State<AppState>,
    staff: FunderStaff,
    Path(ids): Path<(String, String)>,
) -> ApiResult<Json<CohortDetail>> {
    let cohort_id = ids.1;
    if !is_path_id(&cohort_id) {
        return Err(ApiError::bad_request(m::PATH_ID_INVALID));
    }
    let not_found = || ApiError(DomainError::NotFound("There is no such cohort.".into()));
    let record = staff
        .funder
        .cohort(&cohort_id)
        .await?
        .ok_or_else(not_found)?;
    let codes = if staff.funder.role() == FunderRole::Admin {
        staff.funder.cohort_codes(&cohort_id).await?
    } else {
        Vec::new()
    };
    Ok(Json(CohortDetail {
        cohort: view(&cohort_id, &record),
        codes: code_views(&state, codes),
    }))
}

/// The codes as staff read them, in the store's order; a stored code that no longer parses is
/// left out.
pub(crate) fn code_views(state: &AppState, codes: Vec<(String, CodeRecord)>) -> Vec<CodeView> {
    codes
        .into_iter()
        .filter_map(|(code, r)| {
            let code = LicenceCode::parse(&code)?;
            Some(CodeView {
                link: join_link(state, &code),
                code: code.grouped(),
                state: match r.state {
                    fundplan_domain::cohort::CodeState::Active => "active",
                    fundplan_domain::cohort::CodeState::Paused => "paused",
                    fundplan_domain::cohort::CodeState::Revoked => "revoked",
                }
                .into(),
                used: r.used_by.is_some(),
                for_email: r.for_email,
            })
        })
        .collect()
}

pub(crate) fn not_found() -> ApiError {
    ApiError(DomainError::NotFound("There is no such cohort.".into()))
}

/// The cohort of the path, which the caller may see.
pub(crate) async fn cohort_of(
    funder: &fundplan_data::funder::FunderScope,
    ids: (String, String),
) -> ApiResult<(String, CohortRecord)> {
    let cohort_id = ids.1;
    if !is_path_id(&cohort_id) {
        return Err(ApiError::bad_request(m::PATH_ID_INVALID));
    }
    let cohort = funder.cohort(&cohort_id).await?.ok_or_else(not_found)?;
    Ok((cohort_id, cohort))
}

pub(crate) fn change_error(e: fundplan_data::funder::CohortChangeError) -> ApiError {
    match e {
        fundplan_data::funder::CohortChangeError::NoCohort => not_found(),
        fundplan_data::funder::CohortChangeError::TooManySeats => {
            DomainError::field("add", m::COHORT_SEATS).into()
        }
        fundplan_data::funder::CohortChangeError::NotLater => DomainError::field(
            "ends_on",
            "Choose a last day after the cohort's current one.",
        )
        .into(),
        fundplan_data::funder::CohortChangeError::Store(e) => e.into(),
    }
}

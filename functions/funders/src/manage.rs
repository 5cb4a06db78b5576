//! Running a cohort (issue 18 §2, admins): pause, resume and revoke codes (one or in bulk), add
//! seats, extend the cohort, single-use codes for a list of addresses (each e-mailed with its
//! link), and the log of every redemption and change (staff who may see the cohort).

use crate::cohorts::{CohortView, change_error, cohort_of, not_found, view};
use axum::Json;
use axum::extract::{Path, State};
use fundplan_data::funder::CohortEvent;
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, display_name};
use fundplan_domain::cohort::CodeState;
use fundplan_domain::cohort::code::LicenceCode;
use fundplan_domain::messages as m;
use fundplan_domain::subscription::{iso_date, rfc3339};
use fundplan_http::funders::{FunderAdmin, FunderStaff};
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState};
use fundplan_ports::Email as Mail;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Most addresses one list of single-use codes may carry.
pub const MAX_ADDRESSES: usize = 500;

#[derive(Deserialize, ToSchema)]
pub struct CodeStateChange {
    /// The codes, as shown (grouped or not).
    #[serde(default)]
    pub codes: Vec<String>,
    /// `active` (resume), `paused` or `revoked` (for good).
    #[serde(default)]
    pub state: String,
}

#[derive(Serialize, ToSchema)]
pub struct CodesChanged {
    /// The codes whose state changed (grouped); the others were already so, revoked, or not
    /// this cohort's.
    pub changed: Vec<String>,
}

/// Pauses, resumes or revokes codes of the cohort, one or many (admin only). A paused code can
/// be resumed; a revoked one cannot. Organizations that already redeemed keep their seats.
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes/state", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)), request_body = CodeStateChange,
    responses((status = 200, body = CodesChanged), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_code_state(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
    ApiJson(req): ApiJson<CodeStateChange>,
) -> ApiResult<Json<CodesChanged>> {
    let (cohort_id, _) = cohort_of(&admin.funder, ids).await?;
    let target = match req.state.as_str() {
        "active" => CodeState::Active,
        "paused" => CodeState::Paused,
        "revoked" => CodeState::Revoked,
        _ => return Err(DomainError::field("state", "Choose active, paused or revoked.").into()),
    };
    if req.codes.is_empty() || req.codes.len() > MAX_ADDRESSES {
        return Err(DomainError::field("codes", "Choose between 1 and 500 codes.").into());
    }
    let codes = req
        .codes
        .iter()
        .map(|c| LicenceCode::parse(c))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| ApiError(DomainError::field("codes", m::LICENCE_UNKNOWN)))?;
    let changed = admin
        .funder
        .set_code_state(
            &cohort_id,
            &codes,
            target,
            &admin.user.id,
            state.now(),
            || state.ids.new_id(),
        )
        .await?;
    tracing::info!(funder_id = %admin.funder.funder_id(), %cohort_id, state = %req.state, changed = changed.len(), "codes changed");
    Ok(Json(CodesChanged {
        changed: changed
            .iter()
            .filter_map(|c| LicenceCode::parse(c).map(|c| c.grouped()))
            .collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct AddSeats {
    /// How many seats to add (at most 5,000 in all).
    #[serde(default)]
    pub add: u32,
}

/// Adds seats to the cohort (admin only).
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/seats", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)), request_body = AddSeats,
    responses((status = 200, body = CohortView), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_seats(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
    ApiJson(req): ApiJson<AddSeats>,
) -> ApiResult<Json<CohortView>> {
    let (cohort_id, _) = cohort_of(&admin.funder, ids).await?;
    if req.add == 0 {
        return Err(DomainError::field("add", "Add at least one seat.").into());
    }
    admin
        .funder
        .add_seats(
            &cohort_id,
            req.add,
            &admin.user.id,
            state.now(),
            &state.ids.new_id(),
        )
        .await
        .map_err(change_error)?;
    crate::billing::after_billed_change(&state, &admin.funder).await;
    let cohort = admin
        .funder
        .cohort(&cohort_id)
        .await?
        .ok_or_else(not_found)?;
    Ok(Json(view(&cohort_id, &cohort)))
}

#[derive(Deserialize, ToSchema)]
pub struct ExtendCohort {
    /// `YYYY-MM-DD`: the new last day (later than the current one).
    #[serde(default)]
    pub ends_on: String,
}

/// Extends the cohort to a later last day (admin only): every organization holding a seat keeps
/// its access to the new end.
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/end", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)), request_body = ExtendCohort,
    responses((status = 200, body = CohortView), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn extend(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
    ApiJson(req): ApiJson<ExtendCohort>,
) -> ApiResult<Json<CohortView>> {
    let (cohort_id, _) = cohort_of(&admin.funder, ids).await?;
    let last_day = crate::cohorts::day(&req.ends_on).ok_or_else(|| {
        ApiError(DomainError::field(
            "ends_on",
            "Enter the last day as YYYY-MM-DD.",
        ))
    })?;
    let ends_at = crate::cohorts::midnight(last_day.next_day().unwrap_or(last_day));
    admin
        .funder
        .extend(
            &cohort_id,
            ends_at,
            &admin.user.id,
            state.now(),
            &state.ids.new_id(),
        )
        .await
        .map_err(change_error)?;
    let cohort = admin
        .funder
        .cohort(&cohort_id)
        .await?
        .ok_or_else(not_found)?;
    tracing::info!(funder_id = %admin.funder.funder_id(), %cohort_id, ends_on = %req.ends_on, "cohort extended");
    Ok(Json(view(&cohort_id, &cohort)))
}

#[derive(Deserialize, ToSchema)]
pub struct SingleUseCodes {
    /// The addresses, one per line (a CSV file's text: the first column of each row; a header
    /// row is skipped).
    #[serde(default)]
    pub csv: String,
}

#[derive(Serialize, ToSchema)]
pub struct SingleUseCode {
    pub email: String,
    /// Grouped (`7KQM-4TXR-P9WD`).
    pub code: String,
    pub link: String,
}

#[derive(Serialize, ToSchema)]
pub struct SingleUseCodesSent {
    pub codes: Vec<SingleUseCode>,
}

/// The addresses of a CSV text: the first cell of each non-empty row, a header row skipped;
/// every other row must hold an address (the rows at fault are named).
pub fn addresses(csv: &str) -> Result<Vec<String>, DomainError> {
    let mut out = Vec::new();
    let mut bad = Vec::new();
    for (i, line) in csv.lines().enumerate() {
        let cell = line
            .split([',', ';', '\t'])
            .next()
            .unwrap_or_default()
            .trim()
            .trim_matches('"')
            .trim();
        if cell.is_empty() {
            continue;
        }
        match Email::parse(cell) {
            Ok(e) => {
                if !out.contains(&e.to_string()) {
                    out.push(e.to_string());
                }
            }
            Err(_) if i == 0 => {} // a header row
            Err(_) => bad.push(format!("row {} ({cell})", i + 1)),
        }
    }
    if !bad.is_empty() {
        let shown: Vec<_> = bad.iter().take(5).cloned().collect();
        let more = if bad.len() > 5 {
            format!(" and {} more", bad.len() - 5)
        } else {
            String::new()
        };
        return Err(DomainError::field(
            "csv",
            format!(
                "These rows hold no email address: {}{more}.",
                shown.join(", ")
            ),
        ));
    }
    if out.is_empty() {
        return Err(DomainError::field(
            "csv",
            "The file holds no email address.",
        ));
    }
    if out.len() > MAX_ADDRESSES {
        return Err(DomainError::field(
            "csv",
            "A list can hold at most 500 addresses; send it in parts.",
        ));
    }
    Ok(out)
}

fn code_email(
    to: &str,
    funder: &str,
    cohort: &str,
    code: &LicenceCode,
    link: &str,
    last_day: &str,
) -> Mail {
    let p1 = format!(
        "{funder} has reserved a seat for your organization in {cohort} on fundplan, a guided tool for writing your strategic plan for fundraising: budgets, a need-based goal, a gift chart and a case for support."
    );
    let p2 = format!(
        "Open the link to create your account (or log in) and join. Your code is {}; it is for this address only and works until {last_day}.",
        code.grouped()
    );
    let p3 = "When you join, we will show you exactly what your funder can see of your progress. Nothing else is shared unless you choose to.";
    Mail {
        to: to.into(),
        subject: format!("{funder} invites your organization to {cohort}"),
        text: format!("Hello,\n\n{p1}\n\n{p2}\n\nJoin: {link}\n\n{p3}\n"),
        html: Some(fundplan_http::emails::html_with_note(
            &["Hello,", &p1, &p2],
            link,
            &format!("Join {cohort}"),
            &fundplan_http::emails::note(p3),
        )),
    }
}

/// Makes a single-use code for each address of a list (a CSV file's text) and e-mails each its
/// link (admin only). An address that already has a live code of this cohort is sent the same
/// code again.
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)), request_body = SingleUseCodes,
    responses((status = 200, body = SingleUseCodesSent), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 503, body = ErrorBody, description = "the mailer failed; the codes made are kept and sending the list again re-sends them")))]
pub async fn issue_codes(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
    ApiJson(req): ApiJson<SingleUseCodes>,
) -> ApiResult<Json<SingleUseCodesSent>> {
    let (cohort_id, cohort) = cohort_of(&admin.funder, ids).await?;
    let emails = addresses(&req.csv)?;
    let now = state.now();
    let issued = admin
        .funder
        .issue_single_use_codes(
            &cohort_id,
            &emails,
            &admin.user.id,
            now,
            || LicenceCode::generate(rand::random::<u8>),
            &state.ids.new_id(),
        )
        .await
        .map_err(change_error)?;
    let funder = admin
        .funder
        .funder()
        .await?
        .map(|f| f.name)
        .unwrap_or_default();
    let last_day = crate::cohorts::us_long_date(cohort.ends_at - 1);
    let mut codes = Vec::with_capacity(issued.len());
    for (email, code) in issued {
        let link = crate::cohorts::join_link(&state, &code);
        state
            .mailer
            .send(&code_email(
                &email,
                &funder,
                &cohort.name,
                &code,
                &link,
                &last_day,
            ))
            .await
            .map_err(|e| {
                tracing::error!(error = %e, %email, "a single-use code's e-mail failed");
                ApiError(DomainError::Unavailable(m::CODES_MAIL_FAILED.into()))
            })?;
        codes.push(SingleUseCode {
            email,
            code: code.grouped(),
            link,
        });
    }
    tracing::info!(funder_id = %admin.funder.funder_id(), %cohort_id, sent = codes.len(), "single-use codes sent");
    Ok(Json(SingleUseCodesSent { codes }))
}

#[derive(Serialize, ToSchema)]
pub struct LogEntry {
    /// RFC 3339.
    pub at: String,
    /// `redeemed`, `paused`, `resumed`, `revoked`, `seats_added`, `extended` or `codes_issued`.
    pub event: String,
    /// For a redemption: the organization (its name, disclosed to the funder when it joined).
    pub organization: Option<String>,
    /// The codes concerned (grouped).
    pub codes: Vec<String>,
    /// Who on the funder's staff did it (not for redemptions).
    pub by: Option<String>,
    /// Seats added, or the new last day (`YYYY-MM-DD`).
    pub detail: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CohortLog {
    pub cohort: CohortView,
    /// Newest first.
    pub entries: Vec<LogEntry>,
}

/// The cohort's log: every redemption, and every change to its codes, seats and end (staff who
/// may see the cohort).
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/log", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, body = CohortLog), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn log(
    staff: FunderStaff,
    Path(ids): Path<(String, String)>,
) -> ApiResult<Json<CohortLog>> {
    let funder = &staff.funder;
    let (cohort_id, cohort) = cohort_of(funder, ids).await?;
    let (redemptions, changes, names, people) = tokio::try_join!(
        funder.redemptions(&cohort_id),
        funder.log(&cohort_id),
        funder.organization_names(&cohort_id),
        funder.staff(),
    )?;
    let rfc = |t: i64| rfc3339(t).unwrap_or_default();
    let grouped = |c: &str| LicenceCode::parse(c).map_or_else(|| c.to_owned(), |c| c.grouped());
    // Newest first: each list comes oldest first (the log items in key order, which within a
    // second is the order of their time-ordered ids), so each is read backwards and the sort
    // by time below, being stable, keeps the later of two entries of one second first.
    let mut entries: Vec<(i64, LogEntry)> = redemptions
        .iter()
        .rev()
        .map(|r| {
            (
                r.at,
                LogEntry {
                    at: rfc(r.at),
                    event: "redeemed".into(),
                    organization: Some(names.get(&r.org_id).cloned().unwrap_or_default()),
                    codes: vec![grouped(&r.code)],
                    by: None,
                    detail: None,
                },
            )
        })
        .collect();
    for c in changes.iter().rev() {
        let by = people
            .iter()
            .find(|p| p.user_id == c.by)
            .map(|p| display_name(&p.first_name, &p.last_name, &p.email));
        let (event, detail) = match c.event {
            CohortEvent::Paused => ("paused", None),
            CohortEvent::Resumed => ("resumed", None),
            CohortEvent::Revoked => ("revoked", None),
            CohortEvent::CodesIssued => ("codes_issued", None),
            CohortEvent::SeatsAdded => ("seats_added", c.value.map(|v| v.to_string())),
            CohortEvent::Extended => ("extended", c.value.map(|v| iso_date(v - 1))),
        };
        entries.push((
            c.at,
            LogEntry {
                at: rfc(c.at),
                event: event.into(),
                organization: None,
                codes: c.codes.iter().map(|x| grouped(x)).collect(),
                by,
                detail,
            },
        ));
    }
    entries.sort_by_key(|(at, _)| std::cmp::Reverse(*at));
    Ok(Json(CohortLog {
        cohort: view(&cohort_id, &cohort),
        entries: entries.into_iter().map(|(_, e)| e).collect(),
    }))
}

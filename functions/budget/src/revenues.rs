//! The revenue table: the fixed lines (spec §3), only lines with a value above 0 stored. A save
//! sets the lines it sends (a line sent as all 0 is removed) and keeps the others; a stored line
//! is changed only with its id and the version it was read at. See docs/decisions.md "Budget".

use crate::views::{ANNUAL_OVERHEAD, RevenueTable, RevenueView, RevenuesSaved};
use axum::Json;
use axum::extract::State;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::ops::{get_revenues as stored_revenues, update_revenues};
use fundplan_data::plan::budget::RevenuesRecord;
use fundplan_domain::budget::{RevenueEntry, RevenueLine, revenue_line, year_amount};
use fundplan_domain::error::Checker;
use fundplan_domain::goals::Years;
use fundplan_domain::{DomainError, messages as m};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::Deserialize;
use utoipa::ToSchema;

/// One revenue line as a save sends it.
#[derive(Deserialize, ToSchema, Clone, Debug, Default)]
pub struct RevenueInput {
    /// The line's id once saved; absent for a line not saved yet.
    #[serde(default)]
    pub id: Option<String>,
    /// The version the line was read at; required with an `id`.
    #[serde(default)]
    pub version: Option<u64>,
    /// `annual_overhead` (the only category).
    #[serde(default)]
    pub revenue_category: Option<String>,
    /// The type's name (`Earned Revenue`) or group key (`earned_revenue`).
    #[serde(default)]
    pub revenue_type: Option<String>,
    /// One of the type's fixed lines (`Tuition`), any case.
    #[serde(default)]
    pub revenue_name: Option<String>,
    /// Year 1.
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub revenue_cost: Option<serde_json::Value>,
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub revenue_cost_year_2: Option<serde_json::Value>,
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub revenue_cost_year_3: Option<serde_json::Value>,
}

#[derive(Deserialize, ToSchema)]
pub struct RevenuesSave {
    pub revenues: Vec<RevenueInput>,
}

struct Checked {
    line: &'static RevenueLine,
    /// `Some((id, version))` for a line read from the server.
    existing: Option<(String, u64)>,
    cents: Years,
}

fn present(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

fn check_lines(lines: &[RevenueInput]) -> Result<Vec<Checked>, ApiError> {
    let mut c = Checker::new();
    let mut out: Vec<Checked> = Vec::with_capacity(lines.len());
    for (i, l) in lines.iter().enumerate() {
        let field = |name: &str| format!("revenues.{i}.{name}");
        if let Some(cat) = present(&l.revenue_category) {
            c.check(
                cat == ANNUAL_OVERHEAD,
                &field("revenue_category"),
                m::REVENUE_CATEGORY,
            );
        }
        let line = revenue_line(
            l.revenue_type.as_deref().unwrap_or(""),
            l.revenue_name.as_deref().unwrap_or(""),
        );
        let Some(line) = line else {
            c.fail(&field("revenue_name"), m::REVENUE_LINE_UNKNOWN);
            continue;
        };
        if out.iter().any(|o| std::ptr::eq(o.line, line)) {
            c.fail(&field("revenue_name"), m::REVENUE_DUPLICATE);
        }
        let mut cents = [0i64; 3];
        for (y, (name, value)) in [
            ("revenue_cost", &l.revenue_cost),
            ("revenue_cost_year_2", &l.revenue_cost_year_2),
            ("revenue_cost_year_3", &l.revenue_cost_year_3),
        ]
        .into_iter()
        .enumerate()
        {
            match year_amount(value.as_ref()) {
                Ok(v) => cents[y] = v,
                Err(e) => c.fail(
                    &field(name),
                    &format!("{}, Year {}: {}", line.name, y + 1, e.message()),
                ),
            }
        }
        let existing = match (present(&l.id), l.version) {
            (None, _) => None,
            (Some(id), Some(v)) => Some((id.to_string(), v)),
            (Some(_), None) => {
                c.fail(&field("version"), m::REVENUE_VERSION_REQUIRED);
                None
            }
        };
        out.push(Checked {
            line,
            existing,
            cents,
        });
    }
    c.finish()?;
    Ok(out)
}

fn changed() -> ApiError {
    ApiError(DomainError::Conflict(m::REVENUE_CHANGED.into()))
}

/// Applies a checked save; `new_ids[i]` is the id a new line `i` gets. Returns the lines of
/// the save that are stored afterwards, in the order sent.
fn apply(
    stored: &mut RevenuesRecord,
    lines: &[Checked],
    new_ids: &[String],
) -> Result<Vec<RevenueEntry>, ApiError> {
    let mut saved = Vec::new();
    for (l, new_id) in lines.iter().zip(new_ids) {
        let zero = l.cents == [0; 3];
        let at = stored
            .lines
            .iter()
            .position(|s| s.revenue_type == l.line.group && s.revenue_name == l.line.name);
        match (at, &l.existing) {
            (Some(at), Some((id, version))) => {
                let s = &mut stored.lines[at];
                if &s.id != id || s.version != *version {
                    return Err(changed());
                }
                if zero {
                    stored.lines.remove(at);
                } else {
                    if s.cents != l.cents {
                        s.cents = l.cents;
                        s.version += 1;
                    }
                    saved.push(s.clone());
                }
            }
            // Saved meanwhile by someone else: the sender has not seen it.
            (Some(_), None) => return Err(changed()),
            // Removed meanwhile (by someone else, or by this sender's earlier save of 0s):
            // a 0 line has nothing left to remove; any other value would revive it unseen.
            (None, Some(_)) if zero => {}
            (None, Some(_)) => return Err(changed()),
            (None, None) if zero => {}
            (None, None) => {
                let new = RevenueEntry {
                    id: new_id.clone(),
                    revenue_type: l.line.group,
                    revenue_name: l.line.name.to_string(),
                    cents: l.cents,
                    version: 1,
                };
                stored.lines.push(new.clone());
                saved.push(new);
            }
        }
    }
    Ok(saved)
}

/// The revenue table.
#[utoipa::path(get, path = "/api/v1/revenues", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = RevenueTable), (status = 401)))]
pub async fn get_revenues(me: CurrentUser) -> ApiResult<Json<RevenueTable>> {
    let stored = stored_revenues(&me.org).await?;
    Ok(Json(RevenueTable::of(&stored.lines)?))
}

/// Sets the revenue lines sent (each one of the fixed lines, at most once; a line sent as all 0
/// is removed). Nothing is written unless every line is valid and every stored line is still
/// at the version sent.
#[utoipa::path(post, path = "/api/v1/revenues", tag = "budget", security(("bearer" = [])), request_body = RevenuesSave,
    responses((status = 200, body = RevenuesSaved), (status = 401), (status = 409), (status = 422)))]
pub async fn post_revenues(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<RevenuesSave>,
) -> ApiResult<Json<RevenuesSaved>> {
    let lines = check_lines(&req.revenues)?;
    let new_ids: Vec<String> = lines.iter().map(|_| state.ids.new_id()).collect();
    let mut saved = Vec::new();
    let stored = update_revenues(&me.org, |r| {
        saved = apply(r, &lines, &new_ids)?;
        Ok::<(), ApiError>(())
    })
    .await?;
    let table = RevenueTable::of(&stored.lines)?;
    me.note(&state, Activity::on(ActivityKind::Table, "revenue.revenue"))
        .await;
    Ok(Json(RevenuesSaved {
        status: true,
        revenues: saved.iter().map(RevenueView::of).collect(),
        totals: table.totals,
        total: table.total,
    }))
}

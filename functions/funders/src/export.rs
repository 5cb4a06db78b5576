//! A cohort's exports (issue 18 §5): its organizations as the dashboard shows them, with each
//! shared item's consent status and since when, as CSV and as an Excel workbook; and, for an
//! admin, its codes and their state. One table of columns feeds both formats, so the CSV and
//! the workbook always say the same.

use crate::cohorts::{CodeView, code_views, cohort_of};
use crate::dashboard::{CohortOrganizationView, CohortOrganizations, SharedSince, dashboard};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::IntoResponse;
use fundplan_data::cohort::CohortRecord;
use fundplan_domain::DomainError;
use fundplan_domain::cohort::FunderRole;
use fundplan_domain::subscription::iso_date;
use fundplan_http::funders::{FunderAdmin, FunderStaff};
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiResult, AppState};
use fundplan_ports::blobs::attachment;
use rust_xlsxwriter::{Format, FormatAlign, Workbook, Worksheet, XlsxError};
use std::collections::BTreeMap;

pub const CSV: &str = "text/csv; charset=utf-8";
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// One cell, typed so that the workbook holds numbers and dates a person can sum and sort,
/// and the CSV plain values a program can read.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Text(String),
    Count(i64),
    /// Cents: dollars with cents in the CSV, a dollar amount in the workbook.
    Money(i64),
    /// A day (`YYYY-MM-DD`).
    Day(String),
    /// A moment, RFC 3339 (UTC).
    Moment(String),
    Empty,
}

fn yes(b: bool) -> Cell {
    Cell::Text(if b { "Yes" } else { "No" }.into())
}

fn opt<T>(v: Option<T>, cell: impl FnOnce(T) -> Cell) -> Cell {
    v.map_or(Cell::Empty, cell)
}

/// A table: its headings and rows.
pub struct Sheet {
    pub name: &'static str,
    pub headings: Vec<&'static str>,
    pub rows: Vec<Vec<Cell>>,
    pub widths: Vec<f64>,
}

fn consent(s: &Option<SharedSince>) -> [Cell; 2] {
    match s {
        Some(s) => [Cell::Text("Shared".into()), Cell::Moment(s.since.clone())],
        None => [Cell::Text("Not shared".into()), Cell::Empty],
    }
}

/// The organizations, one row each, in the order they joined.
pub fn organizations_sheet(d: &CohortOrganizations) -> Sheet {
    let headings = vec![
        "Organization",
        "Joined",
        "Last activity",
        "Days idle",
        "Stalled",
        "Onboarded",
        "Modules done (of 15)",
        "Current module",
        "Users",
        "Documents shared",
        "Goal",
        "Goal shared since",
        "Three-year goal",
        "Budget totals",
        "Budget totals shared since",
        "Three-year expenses",
        "Three-year revenue",
        "Gift chart",
        "Gift chart shared since",
        "Lead gift",
        "Gifts in the chart",
        "Gift levels",
    ];
    let widths = vec![
        34.0, 12.0, 20.0, 10.0, 9.0, 11.0, 12.0, 34.0, 8.0, 11.0, 11.0, 20.0, 16.0, 13.0, 20.0,
        16.0, 16.0, 11.0, 20.0, 14.0, 10.0, 10.0,
    ];
    let rows = d.organizations.iter().map(organization_row).collect();
    Sheet {
        name: "Organizations",
        headings,
        rows,
        widths,
    }
}

fn organization_row(o: &CohortOrganizationView) -> Vec<Cell> {
    let mut row = vec![
        Cell::Text(o.name.clone()),
        Cell::Day(o.joined_on.clone()),
        opt(o.last_activity.clone(), Cell::Moment),
        Cell::Count(o.idle_days),
        yes(o.stalled),
        yes(o.onboarded),
        Cell::Count(o.modules_done as i64),
        opt(o.current_module.as_ref(), |m| {
            Cell::Text(format!("{}. {}", m.number, m.name))
        }),
        Cell::Count(o.users as i64),
        Cell::Count(o.documents_shared as i64),
    ];
    row.extend(consent(&o.shared.goal));
    row.push(opt(o.goal_cents, Cell::Money));
    row.extend(consent(&o.shared.budget_totals));
    row.push(opt(o.budget_totals.as_ref(), |b| {
        Cell::Money(b.expenses_cents)
    }));
    row.push(opt(o.budget_totals.as_ref(), |b| {
        Cell::Money(b.revenue_cents)
    }));
    row.extend(consent(&o.shared.gift_chart));
    row.push(opt(o.gift_chart.as_ref(), |g| {
        Cell::Money(g.lead_gift_cents)
    }));
    row.push(opt(o.gift_chart.as_ref(), |g| Cell::Count(g.gifts)));
    row.push(opt(o.gift_chart.as_ref(), |g| Cell::Count(g.levels as i64)));
    row
}

/// Each organization's modules, one column per module.
pub fn modules_sheet(d: &CohortOrganizations) -> Sheet {
    const NAMES: [&str; 15] = [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
    ];
    let mut headings = vec!["Organization"];
    headings.extend(NAMES);
    let state = |s: &str| match s {
        "complete" => "Complete",
        "in_progress" => "In progress",
        "skipped" => "Skipped",
        _ => "Not started",
    };
    let rows = d
        .organizations
        .iter()
        .map(|o| {
            let mut row = vec![Cell::Text(o.name.clone())];
            row.extend(o.modules.iter().map(|m| Cell::Text(state(&m.state).into())));
            row
        })
        .collect();
    let mut widths = vec![34.0];
    widths.extend([11.0; 15]);
    Sheet {
        name: "Modules",
        headings,
        rows,
        widths,
    }
}

/// The cohort's codes and their state; for the cohort code, how many organizations joined
/// with it.
pub fn codes_sheet(codes: &[CodeView], joined: &BTreeMap<String, usize>) -> Sheet {
    let rows = codes
        .iter()
        .map(|c| {
            vec![
                Cell::Text(c.code.clone()),
                Cell::Text(c.link.clone()),
                Cell::Text(
                    c.for_email
                        .clone()
                        .unwrap_or_else(|| "Any organization of the cohort".into()),
                ),
                Cell::Text(
                    match c.state.as_str() {
                        "active" => "Active",
                        "paused" => "Paused",
                        _ => "Revoked",
                    }
                    .into(),
                ),
                Cell::Count(joined.get(&c.code).copied().unwrap_or(0) as i64),
            ]
        })
        .collect();
    Sheet {
        name: "Codes",
        headings: vec![
            "Code",
            "Link",
            "For",
            "State",
            "Organizations joined with it",
        ],
        rows,
        widths: vec![18.0, 56.0, 34.0, 10.0, 14.0],
    }
}

/// The sheet as CSV (RFC 4180, CRLF), preceded by a byte-order mark so that spreadsheet
/// programs read it as UTF-8.
pub fn csv(sheet: &Sheet) -> String {
    use fundplan_domain::csv::{dollars, field, inert, line};
    let mut out = String::from("\u{feff}");
    out.push_str(&line(sheet.headings.iter().map(|h| field(h))));
    for row in &sheet.rows {
        out.push_str(&line(row.iter().map(|c| match c {
            Cell::Text(s) => field(&inert(s)),
            Cell::Count(n) => n.to_string(),
            Cell::Money(c) => dollars(*c),
            Cell::Day(s) | Cell::Moment(s) => field(s),
            Cell::Empty => String::new(),
        })));
    }
    out
}

fn write_sheet(sheet: &mut Worksheet, s: &Sheet) -> Result<(), XlsxError> {
    let base = Format::new().set_font_size(10);
    let heading = base
        .clone()
        .set_bold()
        .set_text_wrap()
        .set_align(FormatAlign::Top);
    let money = base.clone().set_num_format("$#,##0");
    let day = base.clone().set_num_format("yyyy-mm-dd");
    let moment = base.clone().set_num_format("yyyy-mm-dd hh:mm");
    sheet.set_name(s.name)?;
    for (c, h) in s.headings.iter().enumerate() {
        let col = c as u16;
        sheet.write_string_with_format(0, col, *h, &heading)?;
        sheet.set_column_width(col, s.widths.get(c).copied().unwrap_or(12.0))?;
    }
    for (r, row) in s.rows.iter().enumerate() {
        let r = r as u32 + 1;
        for (c, cell) in row.iter().enumerate() {
            let c = c as u16;
            match cell {
                Cell::Text(t) => {
                    sheet.write_string_with_format(r, c, t, &base)?;
                }
                Cell::Count(n) => {
                    sheet.write_number_with_format(r, c, *n as f64, &base)?;
                }
                Cell::Money(cents) => {
                    sheet.write_number_with_format(r, c, *cents as f64 / 100.0, &money)?;
                }
                Cell::Day(d) => {
                    match rust_xlsxwriter::ExcelDateTime::parse_from_str(d) {
                        Ok(dt) => sheet.write_datetime_with_format(r, c, &dt, &day)?,
                        Err(_) => sheet.write_string_with_format(r, c, d, &base)?,
                    };
                }
                Cell::Moment(m) => {
                    // RFC 3339 in UTC, as the API writes it: `2026-11-27T14:03:00Z`.
                    let plain = m.trim_end_matches('Z');
                    match rust_xlsxwriter::ExcelDateTime::parse_from_str(plain) {
                        Ok(dt) => sheet.write_datetime_with_format(r, c, &dt, &moment)?,
                        Err(_) => sheet.write_string_with_format(r, c, m, &base)?,
                    };
                }
                Cell::Empty => {}
            }
        }
    }
    sheet.set_freeze_panes(1, 1)?;
    let last_col = s.headings.len().saturating_sub(1) as u16;
    sheet.autofilter(0, 0, s.rows.len() as u32, last_col)?;
    Ok(())
}

/// The sheets as one workbook.
pub fn workbook(sheets: &[Sheet]) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    for s in sheets {
        write_sheet(book.add_worksheet(), s)?;
    }
    book.save_to_buffer()
}

fn file_name(cohort: &CohortRecord, what: &str, now: i64, ext: &str) -> String {
    format!("{} {what} {}.{ext}", cohort.name, iso_date(now))
}

fn file(content_type: &'static str, name: &str, bytes: Vec<u8>) -> impl IntoResponse + use<> {
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (header::CONTENT_DISPOSITION, attachment(name)),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        bytes,
    )
}

async fn read_dashboard(
    state: &AppState,
    staff: &FunderStaff,
    ids: (String, String),
) -> ApiResult<(String, CohortRecord, CohortOrganizations)> {
    let (cohort_id, cohort) = cohort_of(&staff.funder, ids).await?;
    let summaries = staff.funder.cohort_organizations(&cohort_id).await?;
    let d = dashboard(&cohort_id, &cohort, summaries, state.now());
    Ok((cohort_id, cohort, d))
}

/// The codes with how many organizations joined with each.
async fn codes(
    state: &AppState,
    staff: &FunderStaff,
    cohort_id: &str,
) -> ApiResult<(Vec<CodeView>, BTreeMap<String, usize>)> {
    let (codes, redemptions) = tokio::try_join!(
        staff.funder.cohort_codes(cohort_id),
        staff.funder.redemptions(cohort_id),
    )?;
    let mut joined = BTreeMap::new();
    for r in redemptions {
        let code = fundplan_domain::cohort::code::LicenceCode::parse(&r.code)
            .map_or(r.code, |c| c.grouped());
        *joined.entry(code).or_insert(0) += 1;
    }
    Ok((code_views(state, codes), joined))
}

/// The cohort's organizations as CSV (staff who may see the cohort): the dashboard's table,
/// with each item's consent status and since when, and its figure only when shared.
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations.csv", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, description = "The organizations as CSV (attachment)", content_type = "text/csv", body = String),
        (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn organizations_csv(
    State(state): State<AppState>,
    staff: FunderStaff,
    Path(ids): Path<(String, String)>,
) -> ApiResult<impl IntoResponse> {
    let (_, cohort, d) = read_dashboard(&state, &staff, ids).await?;
    let name = file_name(&cohort, "organizations", state.now(), "csv");
    Ok(file(CSV, &name, csv(&organizations_sheet(&d)).into_bytes()))
}

/// The cohort's codes as CSV (admin only): each code, its link, whom it is for, its state and
/// how many organizations joined with it.
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes.csv", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, description = "The codes as CSV (attachment)", content_type = "text/csv", body = String),
        (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn codes_csv(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
) -> ApiResult<impl IntoResponse> {
    let (cohort_id, cohort) = cohort_of(&admin.funder, ids).await?;
    let (codes, joined) = codes(&state, &admin, &cohort_id).await?;
    let name = file_name(&cohort, "codes", state.now(), "csv");
    Ok(file(
        CSV,
        &name,
        csv(&codes_sheet(&codes, &joined)).into_bytes(),
    ))
}

/// The cohort as an Excel workbook (staff who may see the cohort): sheets "Organizations" (as
/// the CSV) and "Modules" (each module's state), and for an admin "Codes".
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/export.xlsx", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, description = "The workbook (attachment)", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body = Vec<u8>),
        (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody, description = "the workbook could not be made")))]
pub async fn export_xlsx(
    State(state): State<AppState>,
    staff: FunderStaff,
    Path(ids): Path<(String, String)>,
) -> ApiResult<impl IntoResponse> {
    let (cohort_id, cohort, d) = read_dashboard(&state, &staff, ids).await?;
    let mut sheets = vec![organizations_sheet(&d), modules_sheet(&d)];
    if staff.funder.role() == FunderRole::Admin {
        let (codes, joined) = codes(&state, &staff, &cohort_id).await?;
        sheets.push(codes_sheet(&codes, &joined));
    }
    let bytes = workbook(&sheets).map_err(|e| {
        tracing::error!(error = %e, "the cohort's workbook could not be made");
        ApiError(DomainError::Unavailable(
            "The workbook could not be made. Try again in a minute.".into(),
        ))
    })?;
    let name = file_name(&cohort, "cohort", state.now(), "xlsx");
    Ok(file(XLSX, &name, bytes))
}

//! Due dates of assignments and their reminders (issue 19 §3).
//!
//! The owner gives a module or section that has assignees a due date
//! (`POST /assignment-due`). A schedule then e-mails:
//! - each assignee, two days before (or the day before, when the date was set later) and on the
//!   day, unless the module or section is marked completed;
//! - each owner, once a week from Monday 13:00 UTC, what is past its day and not completed.
//!
//! On AWS an EventBridge rule invokes the reminders Lambda (`fundplan-due-reminders`) every day
//! at 13:00 UTC; locally the server checks every hour from 13:00 UTC, and the operator may run
//! it at once (`POST /operator/due-reminders`, `fundplan-local due-reminders`). Each e-mail is
//! claimed before it is sent and given back if it fails (`fundplan_data::due`), so however often
//! the job runs, nobody gets the same reminder twice.

use crate::manage::{Assignees, describe, not_in_plan};
use axum::Json;
use axum::extract::State;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::due::{DueAssignment, claim_due_mail, due_assignments, release_due_mail};
use fundplan_data::ops::{update_nav, users_of};
use fundplan_data::plan::entries::plan_routes;
use fundplan_data::repo::get_organization;
use fundplan_data::{OrgScope, UserRecord};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Role, display_name};
use fundplan_domain::due::{self, BadDue, Reminder, check_due, day_of, iso, long_day, reminder};
use fundplan_domain::messages as m;
use fundplan_domain::sections::Route;
use fundplan_http::funders::Operator;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, Owner};
use fundplan_ports::Email as Mail;
use fundplan_ports::StoreError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The hour (UTC) from which the day's reminders go out, and the owners' weekly summary on
/// Mondays.
pub const REMINDER_HOUR: u8 = 13;

/// Whether the day's reminders are due at `now` (from 13:00 UTC): the local timer's test; the
/// AWS schedule fires at that hour.
pub fn reminders_due(now: i64) -> bool {
    time::OffsetDateTime::from_unix_timestamp(now).is_ok_and(|t| t.hour() >= REMINDER_HOUR)
}

#[derive(Deserialize, ToSchema)]
pub struct DueRequest {
    /// A section's path, or a module as `/steps/<module>`; it must have assignees.
    #[serde(default)]
    pub route_path: String,
    /// The day (`2027-03-12`); none or empty takes the due date off.
    #[serde(default)]
    pub due_date: Option<String>,
}

/// Gives an assigned module or section a due date, or takes it off (owner only). Its assignees
/// are reminded two days before and on the day.
#[utoipa::path(post, path = "/api/v1/assignment-due", tag = "team", security(("bearer" = ["owner"])), request_body = DueRequest,
    responses((status = 200, body = Assignees), (status = 401), (status = 403),
        (status = 422, body = ErrorBody, description = "not a module or section of the plan, nobody assigned, or not a day from yesterday to five years ahead")))]
pub async fn set_due(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<DueRequest>,
) -> ApiResult<Json<Assignees>> {
    let routes = plan_routes(&me.org).await?;
    let route = req.route_path.clone();
    if describe(&routes, &route).is_none() {
        return Err(DomainError::field("route_path", not_in_plan(&route)).into());
    }
    let day = match req.due_date.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(iso(check_due(s, day_of(state.now())).map_err(|e| {
            ApiError(DomainError::field(
                "due_date",
                match e {
                    BadDue::NotADay => m::DUE_DATE_INVALID,
                    BadDue::Past => m::DUE_DATE_PAST,
                    BadDue::TooFar => m::DUE_DATE_TOO_FAR,
                },
            ))
        })?)),
    };
    let nav = update_nav(&me.org, |nav| {
        let key = nav
            .assignment_key(&routes, &route)
            .ok_or_else(|| ApiError(DomainError::field("route_path", not_in_plan(&route))))?;
        match &day {
            Some(d) => {
                if nav.assignees.get(&key).is_none_or(Vec::is_empty) {
                    return Err(DomainError::field("due_date", m::DUE_DATE_UNASSIGNED).into());
                }
                nav.due.insert(key, d.clone());
            }
            None => {
                nav.due.remove(&key);
            }
        }
        Ok::<_, ApiError>(())
    })
    .await?;
    if let Some(key) = nav.assignment_key(&routes, &route) {
        let mut a = Activity::on(ActivityKind::DueDate, key);
        if let Some(d) = day.as_deref().and_then(due::parse_day) {
            a = a.detail(long_day(d));
        }
        me.note(&state, a).await;
    }
    Ok(Json(Assignees::of(&nav, &routes)))
}

#[derive(Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct DueRun {
    /// The day (UTC) the run took as today.
    pub day: String,
    /// Reminders sent to assignees now.
    pub reminders_sent: usize,
    /// Weekly summaries of what is overdue sent to owners now.
    pub summaries_sent: usize,
    /// E-mails already sent by an earlier run.
    pub already_sent: usize,
    /// E-mails that failed (the next run sends them).
    pub failed: usize,
}

/// What a run knows of one organization.
struct Org<'a> {
    scope: &'a OrgScope,
    name: String,
    routes: Vec<Route>,
    users: Vec<UserRecord>,
}

impl Org<'_> {
    fn user(&self, id: &str) -> Option<&UserRecord> {
        self.users.iter().find(|u| u.id == id)
    }
    /// "Mission Statement in module 1: Vision and Mission", or "Module 2: Core Programs".
    fn what(&self, path: &str) -> String {
        describe(&self.routes, path).unwrap_or_else(|| path.to_owned())
    }
    /// The page's own name: "Mission Statement", or "Module 2: Core Programs".
    fn short(&self, path: &str) -> String {
        let what = self.what(path);
        match what.split_once(" in module ") {
            Some((name, _)) => name.to_owned(),
            None => what,
        }
    }
}

fn hello(u: &UserRecord) -> String {
    match u.first_name.trim() {
        "" => "Hello".into(),
        name => format!("Hello {name}"),
    }
}

/// The assignee's e-mail: due in one or two days, or today.
pub fn reminder_email(
    to: &UserRecord,
    org_name: &str,
    what: &str,
    short: &str,
    due: time::Date,
    r: Reminder,
    link: &str,
) -> Mail {
    let when = due::when(r);
    let subject = match r {
        Reminder::Today => format!("Due today: {short}"),
        _ => format!("Due {when}: {short}"),
    };
    let text = format!(
        "{},\n\n{what} is due {when}, {}. You are assigned to it in {org_name}'s strategic plan for fundraising.\n\nOpen it here: {link}\n\nWhen it is done, mark it completed on its page, and no more reminders come about it.\n",
        hello(to),
        long_day(due),
    );
    Mail {
        to: to.email.clone(),
        subject,
        text,
        html: None,
    }
}

/// One overdue line of the owner's summary.
pub struct Overdue {
    pub what: String,
    pub due: time::Date,
    pub days: i64,
    pub assignees: Vec<String>,
    pub link: String,
}

/// The owner's weekly e-mail of what is overdue.
pub fn summary_email(to: &UserRecord, org_name: &str, items: &[Overdue]) -> Mail {
    let subject = match items.len() {
        1 => format!("1 assignment is overdue in {org_name}'s plan"),
        n => format!("{n} assignments are overdue in {org_name}'s plan"),
    };
    let mut text = format!(
        "{},\n\nThese parts of {org_name}'s strategic plan for fundraising are past their due date and not yet marked completed:\n",
        hello(to)
    );
    for o in items {
        let who = match o.assignees.as_slice() {
            [] => "nobody now".to_owned(),
            names => names.join(", "),
        };
        text.push_str(&format!(
            "\n- {}: due {} ({}), assigned to {who}.\n  {}\n",
            o.what,
            long_day(o.due),
            due::when(Reminder::Overdue { days: o.days }),
            o.link
        ));
    }
    text.push_str(
        "\nAsk the people assigned how it is going, then give them a new due date or assign someone else with the Assignees button on the page.\n\nYou get this summary on Mondays while something in the plan is overdue.\n",
    );
    Mail {
        to: to.email.clone(),
        subject,
        text,
        html: None,
    }
}

/// Sends one claimed e-mail; gives the claim back when it fails.
async fn send_claimed(
    state: &AppState,
    org: &OrgScope,
    what: &str,
    mail: &Mail,
    run: &mut DueRun,
    summary: bool,
) -> Result<(), StoreError> {
    if !claim_due_mail(org, what, state.now()).await? {
        run.already_sent += 1;
        return Ok(());
    }
    match state.mailer.send(mail).await {
        Ok(_) if summary => run.summaries_sent += 1,
        Ok(_) => run.reminders_sent += 1,
        Err(e) => {
            tracing::error!(error = %e, org_id = %org.org_id(), "a due-date e-mail failed");
            release_due_mail(org, what).await?;
            run.failed += 1;
        }
    }
    Ok(())
}

/// Sends the reminders due today, and this week's owner summaries, that no run has sent.
pub async fn send_due_reminders(state: &AppState) -> Result<DueRun, StoreError> {
    let now = state.now();
    let today = day_of(now);
    let week = due::iso_week(now);
    let summaries = due::week_under_way(now, REMINDER_HOUR);
    let mut run = DueRun {
        day: iso(today),
        ..DueRun::default()
    };
    for scope in state.directory().organizations_with_due_dates().await? {
        let due = due_assignments(&scope).await?;
        if due.iter().all(|a| a.done) {
            continue;
        }
        let org = Org {
            scope: &scope,
            name: get_organization(&scope)
                .await?
                .map(|o| o.value.name)
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| "your organization".into()),
            routes: plan_routes(&scope).await?,
            users: users_of(&scope).await?,
        };
        let mut overdue = Vec::new();
        for a in due.iter().filter(|a| !a.done) {
            match reminder(a.due, today) {
                Some(r @ (Reminder::Soon { .. } | Reminder::Today)) => {
                    remind(state, &org, a, r, &mut run).await?;
                }
                Some(Reminder::Overdue { days }) => overdue.push(Overdue {
                    what: org.what(&a.path),
                    due: a.due,
                    days,
                    assignees: a
                        .assignees
                        .iter()
                        .filter_map(|id| org.user(id))
                        .map(|u| display_name(&u.first_name, &u.last_name, &u.email))
                        .collect(),
                    link: state.link(&a.path),
                }),
                None => {}
            }
        }
        if summaries && !overdue.is_empty() {
            for owner in org.users.iter().filter(|u| u.role == Role::Owner.as_str()) {
                let what = format!("overdue#{week}#{}", owner.id);
                let mail = summary_email(owner, &org.name, &overdue);
                send_claimed(state, org.scope, &what, &mail, &mut run, true).await?;
            }
        }
    }
    tracing::info!(day = %run.day, reminders = run.reminders_sent, summaries = run.summaries_sent,
        already_sent = run.already_sent, failed = run.failed, "due-date reminders");
    Ok(run)
}

/// The "due soon" or "due today" e-mail to each assignee of `a`.
async fn remind(
    state: &AppState,
    org: &Org<'_>,
    a: &DueAssignment,
    r: Reminder,
    run: &mut DueRun,
) -> Result<(), StoreError> {
    for id in &a.assignees {
        let Some(user) = org.user(id) else { continue };
        let what = format!("{}#{}#{}#{id}", r.marker(), iso(a.due), a.key);
        let mail = reminder_email(
            user,
            &org.name,
            &org.what(&a.path),
            &org.short(&a.path),
            a.due,
            r,
            &state.link(&a.path),
        );
        send_claimed(state, org.scope, &what, &mail, run, false).await?;
    }
    Ok(())
}

/// Sends the due-date reminders now (the operator's): today's to assignees, and this week's
/// summaries to owners, to whoever has not had them.
#[utoipa::path(post, path = "/api/v1/operator/due-reminders", tag = "team",
    params(("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses((status = 200, body = DueRun), (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured")))]
pub async fn run_due_reminders(
    State(state): State<AppState>,
    _op: Operator,
) -> ApiResult<Json<DueRun>> {
    Ok(Json(send_due_reminders(&state).await?))
}

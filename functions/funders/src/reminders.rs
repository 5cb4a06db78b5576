//! "Remind stalled organizations" (issue 18 §5, admins): an e-mail to the owner of each stalled
//! organization of a cohort, at most once a week each, never to one that opted out, each with a
//! link that stops them. The funder learns which organizations were reminded, never to whom.

use crate::cohorts::{cohort_of, us_long_date};
use axum::Json;
use axum::extract::{Path, State};
use fundplan_data::funder::Reminder;
use fundplan_domain::DomainError;
use fundplan_http::funders::FunderAdmin;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiResult, AppState};
use fundplan_ports::Email as Mail;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct RemindersSent {
    /// The organizations whose owner was e-mailed now.
    pub reminded: Vec<String>,
    /// Stalled organizations already reminded in the last 7 days.
    pub skipped_recent: usize,
    /// Stalled organizations that asked for no reminders.
    pub skipped_opted_out: usize,
    /// Organizations whose e-mail could not be sent; pressing again tries them again.
    pub failed: Vec<String>,
}

/// The reminder's e-mail: who sponsors the seat, how long nobody has worked on the plan, where
/// they left off, a link to pick it up, and one to stop these reminders.
pub(crate) fn reminder_email(
    r: &Reminder,
    funder: &str,
    cohort: &str,
    last_day: &str,
    app: &str,
    stop: &str,
) -> Mail {
    let name = if r.owner_first_name.trim().is_empty() {
        "Hello".to_owned()
    } else {
        format!("Hello {}", r.owner_first_name.trim())
    };
    let p1 = format!(
        "{funder} sponsors {}'s place in {cohort}, and your access runs until {last_day}. Nobody has worked on your fundraising plan for {} days.",
        r.organization, r.idle_days
    );
    let p2 = match r.current_module {
        Some((number, module)) => format!(
            "You are on module {number}, {module}. Thirty minutes this week is enough to finish a section, and each one you finish makes the next easier."
        ),
        None => "Thirty minutes this week is enough to finish a section, and each one you finish makes the next easier.".to_owned(),
    };
    let p3 = format!(
        "{funder} sees how far your plan has come and only the figures you choose to share, never your answers. To stop these reminders, open this link: {stop}"
    );
    let esc = fundplan_http::emails::escape;
    let stop_note = format!(
        "<p style=\"color:#66756d;font-size:13px\">{} sees how far your plan has come and only the figures you choose to share, never your answers. <a href=\"{s}\" style=\"color:#66756d\">Stop these reminders</a>.</p>",
        esc(funder),
        s = esc(stop)
    );
    Mail {
        to: r.owner_email.clone(),
        subject: format!("Your fundraising plan is waiting: a reminder from {funder}"),
        text: format!("{name},\n\n{p1}\n\n{p2}\n\nPick up where you left off: {app}\n\n{p3}\n"),
        html: Some(fundplan_http::emails::html_with_note(
            &[&format!("{name},"), &p1, &p2],
            app,
            "Pick up where you left off",
            &stop_note,
        )),
    }
}

/// E-mails the owner of each stalled organization of the cohort (admin only): at most once a
/// week each; organizations reminded in the last 7 days and those that opted out are skipped.
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/reminders", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path), ("cohort_id" = String, Path)),
    responses((status = 200, body = RemindersSent), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 503, body = ErrorBody, description = "no reminder could be sent; pressing again tries them again")))]
pub async fn remind_stalled(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
    Path(ids): Path<(String, String)>,
) -> ApiResult<Json<RemindersSent>> {
    let (cohort_id, cohort) = cohort_of(&admin.funder, ids).await?;
    let funder = admin
        .funder
        .funder()
        .await?
        .map(|f| f.name)
        .unwrap_or_default();
    let now = state.now();
    let claimed = admin
        .funder
        .claim_reminders(&cohort_id, now, fundplan_http::tokens::random_token)
        .await?;
    let last_day = us_long_date(cohort.ends_at - 1);
    let app = format!("{}/login", state.public_url);
    let mut sent = RemindersSent {
        reminded: Vec::new(),
        skipped_recent: claimed.recent,
        skipped_opted_out: claimed.opted_out,
        failed: Vec::new(),
    };
    for r in claimed.due {
        let stop = format!("{}/reminders/stop?token={}", state.public_url, r.token);
        let mail = reminder_email(&r, &funder, &cohort.name, &last_day, &app, &stop);
        match state.mailer.send(&mail).await {
            Ok(_) => sent.reminded.push(r.organization),
            Err(e) => {
                tracing::error!(error = %e, org_id = %r.org_id, "a reminder's e-mail failed");
                sent.failed.push(r.organization.clone());
                admin
                    .funder
                    .release_reminder(r)
                    .await
                    .map_err(ApiError::from)?;
            }
        }
    }
    tracing::info!(funder_id = %admin.funder.funder_id(), %cohort_id, reminded = sent.reminded.len(), failed = sent.failed.len(), "reminders sent");
    if sent.reminded.is_empty() && !sent.failed.is_empty() {
        return Err(ApiError(DomainError::Unavailable(
            "The reminders could not be sent. Try again in a few minutes.".into(),
        )));
    }
    Ok(Json(sent))
}

//! The weekly digest (issue 18 §5): each funder's staff member who follows a cohort under way
//! gets, once a week, what happened in it in the last seven days, with a link to its dashboard.
//! Run by a schedule: on AWS an EventBridge rule invokes the digest Lambda (`fundplan-digest`)
//! on Mondays at 13:00 UTC; locally the server checks every hour, and the operator may run it
//! at once (`POST /operator/digest`, `fundplan-local digest`). However often it runs, a person
//! gets one digest a week: each is claimed before it is sent, and given back if the e-mail
//! fails, so that the next run sends it.

use axum::Json;
use axum::extract::State;
use fundplan_data::funder::DigestLetter;
use fundplan_http::funders::Operator;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiResult, AppState};
use fundplan_ports::Email as Mail;
use fundplan_ports::StoreError;
use serde::Serialize;
use utoipa::ToSchema;

/// When the week's digest becomes due: Monday at this hour (UTC).
pub const DIGEST_HOUR: u8 = 13;

pub use fundplan_domain::due::iso_week;

/// Whether this week's digest is due at `now`: from Monday 13:00 UTC to the end of Sunday.
pub fn digest_due(now: i64) -> bool {
    fundplan_domain::due::week_under_way(now, DIGEST_HOUR)
}

#[derive(Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct DigestRun {
    /// The ISO week (`2026-W48`).
    pub week: String,
    /// Digests sent now.
    pub sent: usize,
    /// Digests already sent this week.
    pub already_sent: usize,
    /// Digests whose e-mail failed (the next run sends them).
    pub failed: usize,
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// One cohort's paragraph: seats, the last seven days, who is stalled, who finished.
fn cohort_lines(c: &fundplan_data::funder::CohortWeek) -> Vec<String> {
    let w = &c.week;
    let mut lines = vec![format!(
        "{}: {} of {} seats taken.",
        c.name, c.used, c.seats
    )];
    if w.joined + w.modules_done + w.finished == 0 {
        lines.push("A quiet week: nobody joined and no module was completed.".into());
    } else {
        lines.push(format!(
            "In the last seven days: {} joined, {} completed, {} finished the whole plan.",
            plural(w.joined, "organization", "organizations"),
            plural(w.modules_done, "module", "modules"),
            plural(w.finished, "organization", "organizations"),
        ));
    }
    lines.push(if w.stalled == 0 {
        "Nobody is stalled.".into()
    } else {
        format!(
            "Stalled now: {} (no activity for {} days or more).",
            plural(w.stalled, "organization", "organizations"),
            c.stalled_after_days
        )
    });
    lines.push(format!(
        "Finished so far: {} of {}.",
        w.finished_total, w.organizations
    ));
    lines
}

pub fn digest_email(letter: &DigestLetter, public_url: &str) -> Mail {
    let esc = fundplan_http::emails::escape;
    let hello = if letter.first_name.trim().is_empty() {
        "Hello".to_owned()
    } else {
        format!("Hello {}", letter.first_name.trim())
    };
    let subject = match letter.cohorts.as_slice() {
        [one] => format!("This week in {}", one.name),
        _ => format!("This week in {}'s cohorts", letter.funder_name),
    };
    let link = |c: &fundplan_data::funder::CohortWeek| {
        format!(
            "{}/funders/{}/cohorts/{}",
            public_url.trim_end_matches('/'),
            letter.funder_id,
            c.cohort_id
        )
    };
    let mut text = format!("{hello},\n\nHere is the last week in the cohorts you follow.\n");
    let mut html = format!(
        "<div style=\"font-family:Helvetica,Arial,sans-serif;max-width:560px;color:#1d2b24\"><p>{}</p><p>Here is the last week in the cohorts you follow.</p>",
        esc(&hello)
    );
    for c in &letter.cohorts {
        let lines = cohort_lines(c);
        text.push_str(&format!(
            "\n{}\nOpen the dashboard: {}\n",
            lines.join("\n"),
            link(c)
        ));
        html.push_str(&format!(
            "<h3 style=\"margin:20px 0 6px\">{}</h3><p style=\"margin:0 0 6px\">{}</p><p><a href=\"{}\" style=\"color:#0A9250\">Open the dashboard</a></p>",
            esc(&c.name),
            lines[1..].iter().map(|l| esc(l)).collect::<Vec<_>>().join("<br>"),
            esc(&link(c))
        ));
    }
    text.push_str(&format!(
        "\nYou get this digest every Monday as a member of {}'s staff on fundplan.\n",
        letter.funder_name
    ));
    html.push_str(&format!(
        "<p style=\"color:#66756d;font-size:13px\">You get this digest every Monday as a member of {}'s staff on fundplan.</p></div>",
        esc(&letter.funder_name)
    ));
    Mail {
        to: letter.email.clone(),
        subject,
        text,
        html: Some(html),
    }
}

/// Sends this week's digest to each person who has not had it yet.
pub async fn send_weekly_digests(state: &AppState) -> Result<DigestRun, StoreError> {
    let now = state.now();
    let week = iso_week(now);
    let mut run = DigestRun {
        week: week.clone(),
        ..DigestRun::default()
    };
    let directory = state.directory();
    for letter in directory.weekly_digests(now).await? {
        if !directory.claim_digest(&letter, &week, now).await? {
            run.already_sent += 1;
            continue;
        }
        match state
            .mailer
            .send(&digest_email(&letter, &state.public_url))
            .await
        {
            Ok(_) => run.sent += 1,
            Err(e) => {
                tracing::error!(error = %e, funder_id = %letter.funder_id, user_id = %letter.user_id, "a digest's e-mail failed");
                directory.release_digest(&letter, &week).await?;
                run.failed += 1;
            }
        }
    }
    tracing::info!(%week, sent = run.sent, already_sent = run.already_sent, failed = run.failed, "weekly digest");
    Ok(run)
}

/// Sends this week's digest now (the operator's): to each funder's staff member who follows a
/// cohort under way and has not had it this week.
#[utoipa::path(post, path = "/api/v1/operator/digest", tag = "funders",
    params(("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses((status = 200, body = DigestRun), (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured")))]
pub async fn run_digest(
    State(state): State<AppState>,
    _op: Operator,
) -> ApiResult<Json<DigestRun>> {
    Ok(Json(send_weekly_digests(&state).await?))
}

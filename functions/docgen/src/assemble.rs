//! The model of each document, assembled from the store: one query of the plan range
//! (`load_budget`: the organization, programs, projects, expense tables, revenue) plus the logo.
//!
//! Built here now: Understanding Your Fundraising Goals and the Campaign Gift Pyramid. The
//! documents made from the closing modules' items (success stories, prospects, stewardship
//! chart, policy selection, certificate) are assembled once `fundplan_data::closing::load_closing`
//! is merged; until then they fail at once with [`m::DOCUMENT_NOT_READY`].

use crate::Failure;
use fundplan_data::OrganizationRecord;
use fundplan_data::jobs::{DocumentKind, JobRecord};
use fundplan_data::plan::budget::load_budget;
use fundplan_documents::model::{Document, GoalsDoc, Org, PyramidDoc};
use fundplan_domain::messages as m;
use fundplan_domain::pyramid::{ProspectRatio, pyramid};
use fundplan_ports::{Blobs, Table};

/// The spec's default document colours and font (§9).
pub const DEFAULT_BACKGROUND: &str = "#f4ede2";
pub const DEFAULT_HEADINGS: &str = "#8c2104";
pub const DEFAULT_BODY: &str = "#301d17";
pub const DEFAULT_FONT: &str = "Montserrat";

fn or_default(value: &str, default: &str) -> String {
    let v = value.trim();
    if v.is_empty() {
        default.to_string()
    } else {
        v.to_string()
    }
}

/// The organization as documents name it; `now` gives the year when none is set.
pub fn org_model(o: &OrganizationRecord, logo: Option<Vec<u8>>, now: i64) -> Org {
    let year = time::OffsetDateTime::from_unix_timestamp(now)
        .map(|t| t.year())
        .unwrap_or(2026);
    Org {
        name: o.name.trim().to_string(),
        director_name: o.director_name.trim().to_string(),
        address: o.address.trim().to_string(),
        phone: o.phone.trim().to_string(),
        website: o.website.trim().to_string(),
        background_color: or_default(&o.background_color, DEFAULT_BACKGROUND),
        headings_color: or_default(&o.headings_color, DEFAULT_HEADINGS),
        body_color: or_default(&o.body_color, DEFAULT_BODY),
        font_family: or_default(&o.font_family, DEFAULT_FONT),
        logo,
        year: or_default(&o.year, &year.to_string()),
    }
}

/// The organization block of any document.
pub fn org_mut(doc: &mut Document) -> &mut Org {
    match doc {
        Document::Stewardship(d) => &mut d.org,
        Document::TalkingPoints(d) => &mut d.org,
        Document::FundraisingGoals(d) => &mut d.org,
        Document::GiftPyramid(d) => &mut d.org,
        Document::PoliciesManual(d) => &mut d.org,
        Document::Template(d) => &mut d.org,
        Document::Certificate(d) => &mut d.org,
    }
}

/// The model of the document `job` asks for.
pub async fn assemble(
    table: &dyn Table,
    blobs: &dyn Blobs,
    org_id: &str,
    job: &JobRecord,
    now: i64,
) -> Result<Document, Failure> {
    let ready = matches!(
        job.kind,
        DocumentKind::FundraisingGoals | DocumentKind::GiftPyramid
    );
    if !ready {
        return Err(Failure::Final(m::DOCUMENT_NOT_READY.into()));
    }
    let budget = load_budget(table, org_id).await?;
    let Some(organization) = budget.organization.as_ref().map(|o| &o.value) else {
        tracing::warn!(%org_id, "document job of an organization that is gone");
        return Err(Failure::Final(m::DOCUMENT_FAILED.into()));
    };
    let logo = match organization.logo_key.as_deref() {
        Some(key) => blobs.get(key).await?.map(|b| b.bytes.to_vec()),
        None => None,
    };
    let org = org_model(organization, logo, now);
    let figures = budget
        .figures()
        .map_err(|_| Failure::Final(m::BUDGET_TOO_LARGE.into()))?;
    let goal = figures.goals.total_fundraising_goal_3y;
    Ok(match job.kind {
        DocumentKind::FundraisingGoals => Document::FundraisingGoals(GoalsDoc {
            org,
            programs: budget.programs.iter().map(|p| p.name.clone()).collect(),
            projects: budget.projects.iter().map(|p| p.name.clone()).collect(),
            new_projects_skipped: budget.new_projects_skipped(),
            rounded_goal_cents: goal,
            figures,
        }),
        _ => {
            // The prospect ratio and names arrive with `load_closing`; the default ratio is 3:1.
            let pyramid = pyramid(goal, ProspectRatio::default());
            let prospect_names = pyramid
                .levels
                .iter()
                .map(|l| (l.gift_amount, Vec::new()))
                .collect();
            Document::GiftPyramid(PyramidDoc {
                org,
                pyramid,
                prospect_names,
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_organization_without_colours_or_font_gets_the_specs_defaults_and_the_current_year() {
        let o = OrganizationRecord {
            name: "  Riverbend Literacy Alliance ".into(),
            headings_color: "#123456".into(),
            ..Default::default()
        };
        // 2026-11-21 12:00 UTC
        let org = org_model(&o, None, 1_795_262_400);
        assert_eq!(org.name, "Riverbend Literacy Alliance");
        assert_eq!(org.background_color, "#f4ede2");
        assert_eq!(org.headings_color, "#123456");
        assert_eq!(org.body_color, "#301d17");
        assert_eq!(org.font_family, "Montserrat");
        assert_eq!(org.year, "2026");
        let set = OrganizationRecord {
            year: "2027".into(),
            ..o
        };
        assert_eq!(org_model(&set, None, 1_795_262_400).year, "2027");
    }
}

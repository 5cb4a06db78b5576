//! The model of each document, assembled from the store:
//! - every kind but the policy documents and the talking points reads the plan with one query
//!   (`load_closing`: the organization, programs, projects, expense tables, revenue, navigation
//!   statuses and the closing items), plus the logo;
//! - the talking points read the plan the same way and the four answers they quote
//!   (`load_pitch`, the same points as `GET /pitch-training`);
//! - a policy document needs only the organization (one `get`);
//! - the certificate also reads the team (one query of `USER#`) and records the completion date
//!   the first time a complete plan is seen.
//!
//! What cannot be made from the plan as it is (no foundational policy selected for the manual, a
//! plan not complete for the certificate) fails at once with its message.

use crate::Failure;
use fundplan_data::OrganizationRecord;
use fundplan_data::casedoc::load_case;
use fundplan_data::closing::{ClosingPlan, load_closing, load_pitch, load_team};
use fundplan_data::jobs::{DocumentKind, JobRecord};
use fundplan_data::ops::record_completion;
use fundplan_documents::model::{
    BenefitRow, CaseDoc, CaseImage, CertificateDoc, Document, GoalsDoc, ImageFormat, ManualDoc,
    Org, PyramidDoc, StewardshipDoc, TalkingPoint, TalkingPointsDoc, TemplateDoc,
};
use fundplan_domain::certificate::long_date;
use fundplan_domain::messages as m;
use fundplan_domain::policies::Group;
use fundplan_domain::policy_texts::{self, OrgDetails};
use fundplan_domain::stewardship::COLUMNS;
use fundplan_ports::{Blobs, Table};
use std::collections::BTreeMap;

/// The spec's default document colours and font (§9), defined with the case document's data.
pub use fundplan_data::casedoc::{
    DEFAULT_BACKGROUND, DEFAULT_BODY, DEFAULT_FONT, DEFAULT_HEADINGS,
};

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

/// The organization's details a policy template is filled with.
pub fn org_details(org: &Org) -> OrgDetails {
    OrgDetails {
        name: org.name.clone(),
        address: org.address.clone(),
        director: org.director_name.clone(),
        year: org.year.clone(),
        phone: org.phone.clone(),
        website: org.website.clone(),
    }
}

/// The bytes of the organization's logo, when it has one stored.
async fn logo(blobs: &dyn Blobs, key: Option<&str>) -> Result<Option<Vec<u8>>, Failure> {
    match key {
        Some(key) => Ok(blobs.get(key).await?.map(|b| b.bytes.to_vec())),
        None => Ok(None),
    }
}

/// The organization of the document, with its logo; a job of an organization that is gone
/// fails for good.
async fn org_of(
    blobs: &dyn Blobs,
    org_id: &str,
    organization: Option<&OrganizationRecord>,
    now: i64,
) -> Result<Org, Failure> {
    let Some(organization) = organization else {
        tracing::warn!(%org_id, "document job of an organization that is gone");
        return Err(Failure::Final(m::DOCUMENT_FAILED.into()));
    };
    let logo = logo(blobs, organization.logo_key.as_deref()).await?;
    Ok(org_model(organization, logo, now))
}

fn too_large(_: fundplan_domain::budget::Overflow) -> Failure {
    Failure::Final(m::BUDGET_TOO_LARGE.into())
}

/// The model of the document `job` asks for.
pub async fn assemble(
    table: &dyn Table,
    blobs: &dyn Blobs,
    org_id: &str,
    job: &JobRecord,
    now: i64,
) -> Result<Document, Failure> {
    match job.kind {
        DocumentKind::PolicyDocument => {
            return policy_document(table, blobs, org_id, job, now).await;
        }
        DocumentKind::CaseStatement => {
            return Ok(Document::CaseStatement(
                case_doc(table, blobs, org_id).await?,
            ));
        }
        DocumentKind::CaseStatementDocx => {
            return Ok(Document::CaseStatementDocx(
                case_doc(table, blobs, org_id).await?,
            ));
        }
        DocumentKind::CaseNarrative => {
            return Ok(Document::CaseNarrative(
                case_doc(table, blobs, org_id).await?,
            ));
        }
        DocumentKind::TalkingPoints => {
            let pitch = load_pitch(table, org_id).await?;
            let organization = pitch.plan.budget.organization.as_ref().map(|o| &o.value);
            let org = org_of(blobs, org_id, organization, now).await?;
            return Ok(Document::TalkingPoints(TalkingPointsDoc {
                org,
                points: pitch
                    .points
                    .into_iter()
                    .map(|p| TalkingPoint {
                        title: p.title,
                        text: p.text,
                    })
                    .collect(),
            }));
        }
        _ => {}
    }
    let plan = load_closing(table, org_id).await?;
    let organization = plan.budget.organization.as_ref().map(|o| &o.value);
    let org = org_of(blobs, org_id, organization, now).await?;
    Ok(match job.kind {
        DocumentKind::FundraisingGoals => {
            let figures = plan.figures().map_err(too_large)?;
            Document::FundraisingGoals(GoalsDoc {
                org,
                programs: plan
                    .budget
                    .programs
                    .iter()
                    .map(|p| p.name.clone())
                    .collect(),
                projects: plan
                    .budget
                    .projects
                    .iter()
                    .map(|p| p.name.clone())
                    .collect(),
                new_projects_skipped: plan.budget.new_projects_skipped(),
                rounded_goal_cents: figures.goals.total_fundraising_goal_3y,
                figures,
            })
        }
        DocumentKind::GiftPyramid => gift_pyramid(&plan, org)?,
        DocumentKind::StewardshipStructure => Document::Stewardship(StewardshipDoc {
            org,
            goal_cents: plan.rounded_goal().map_err(too_large)?,
            columns: COLUMNS.iter().map(|c| c.label.to_string()).collect(),
            rows: plan
                .stewardship_rows()
                .into_iter()
                .map(|r| BenefitRow {
                    name: r.benefit.name,
                    checks: r.benefit.checks.to_vec(),
                })
                .collect(),
        }),
        DocumentKind::PoliciesManual => {
            let details = org_details(&org);
            let policies: Vec<_> = plan
                .selected_policies(Group::Foundational)
                .into_iter()
                .filter_map(|p| policy_texts::fill(p.identity, &details))
                .collect();
            if policies.is_empty() {
                return Err(Failure::Final(m::DOCUMENT_NO_POLICIES.into()));
            }
            Document::PoliciesManual(ManualDoc { org, policies })
        }
        DocumentKind::Certificate => certificate(table, org_id, &plan, org, now).await?,
        DocumentKind::PolicyDocument
        | DocumentKind::TalkingPoints
        | DocumentKind::CaseStatement
        | DocumentKind::CaseStatementDocx
        | DocumentKind::CaseNarrative => {
            unreachable!("assembled above")
        }
    })
}

/// The case for support's model: the document as `GET /case-statements` resolves it (the plan,
/// its answers and the document's overrides, `load_case`), with the stored images' bytes (read at
/// once) and the logo. The worker and `GET /create_docx` both build it here. A stored image whose
/// object is missing falls back to its default picture, and the document still renders.
pub async fn case_doc(
    table: &dyn Table,
    blobs: &dyn Blobs,
    org_id: &str,
) -> Result<CaseDoc, Failure> {
    let case = load_case(table, org_id).await?;
    if case.content.organization.name.trim().is_empty() {
        tracing::warn!(%org_id, "case document of an organization without details");
    }
    let logo = logo(blobs, case.logo_key.as_deref());
    let images = futures::future::try_join_all(case.images.iter().map(|stored| async move {
        let blob = blobs.get(&stored.blob_key).await?;
        if blob.is_none() {
            tracing::warn!(%org_id, key = %stored.blob_key, "a stored case image is missing: its default is shown");
        }
        Ok::<_, Failure>(blob.map(|b| {
            let kind = if stored.content_type == "image/png" {
                ImageFormat::Png
            } else {
                ImageFormat::Jpeg
            };
            (
                stored.order,
                CaseImage {
                    bytes: b.bytes.to_vec(),
                    kind,
                    width: stored.width,
                    height: stored.height,
                    alt: String::new(),
                },
            )
        }))
    }));
    let (logo, images) = tokio::try_join!(logo, images)?;
    Ok(CaseDoc {
        content: case.content,
        images: images.into_iter().flatten().collect::<BTreeMap<_, _>>(),
        logo,
    })
}

/// The pyramid of the plan's rounded goal at the saved ratio, with the names typed in the boxes
/// the screen shows for each level (names beyond a level's prospects, left from a higher ratio,
/// are not shown there and not printed).
fn gift_pyramid(plan: &ClosingPlan, org: Org) -> Result<Document, Failure> {
    let pyramid = plan.pyramid().map_err(too_large)?;
    let prospects = &plan.prospects.value;
    let prospect_names = pyramid
        .levels
        .iter()
        .map(|l| {
            let names = prospects.names_at(l.gift_amount);
            let shown = usize::try_from(l.prospects).unwrap_or(0).min(names.len());
            (l.gift_amount, names[..shown].to_vec())
        })
        .collect();
    Ok(Document::GiftPyramid(PyramidDoc {
        org,
        pyramid,
        prospect_names,
    }))
}

/// One policy or form, filled with the organization's details.
async fn policy_document(
    table: &dyn Table,
    blobs: &dyn Blobs,
    org_id: &str,
    job: &JobRecord,
    now: i64,
) -> Result<Document, Failure> {
    let organization = fundplan_data::repo::get_organization(table, org_id).await?;
    let org = org_of(blobs, org_id, organization.as_ref().map(|o| &o.value), now).await?;
    let identity = job.identity.as_deref().unwrap_or_default();
    let Some(text) = policy_texts::fill(identity, &org_details(&org)) else {
        return Err(Failure::Final(format!(
            "{} {identity}",
            m::DOCUMENT_UNKNOWN_IDENTITY
        )));
    };
    Ok(Document::Template(TemplateDoc { org, text }))
}

/// The certificate of a complete plan: the day it was completed (recorded the first time), the
/// goal and the team, owner first.
async fn certificate(
    table: &dyn Table,
    org_id: &str,
    plan: &ClosingPlan,
    org: Org,
    now: i64,
) -> Result<Document, Failure> {
    if !plan.remaining_pages().is_empty() {
        return Err(Failure::Final(m::DOCUMENT_CERTIFICATE_NOT_EARNED.into()));
    }
    let completed_at = match plan.flags.value.certificate_completed_at {
        Some(at) => at,
        None => record_completion(table, org_id, now).await?,
    };
    let team = load_team(table, org_id)
        .await?
        .into_iter()
        .map(|t| {
            if t.name.is_empty() {
                t.role
            } else {
                format!("{}, {}", t.name, t.role)
            }
        })
        .collect();
    Ok(Document::Certificate(CertificateDoc {
        org,
        completed_on: long_date(completed_at),
        goal_cents: plan.rounded_goal().map_err(too_large)?,
        team,
    }))
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

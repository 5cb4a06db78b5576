//! The model of each document, from the plan ([`assemble`]): no I/O. The plan is read with one
//! query (`fundplan_data::load_plan`) and the pictures a document shows (the logo, the case
//! document's images) are read beside it by the pipeline ([`crate::pipeline`]), which hands
//! them over as [`Assets`].
//!
//! What cannot be made from the plan as it is (no foundational policy selected for the manual, a
//! plan not complete for the certificate, an organization that is gone) fails at once with its
//! message ([`Failure::Final`]).

use crate::kind::DocumentKind;
use crate::model::{
    BenefitRow, CaseDoc, CaseImage, CertificateDoc, Document, GoalsDoc, ManualDoc, Org, PyramidDoc,
    StewardshipDoc, TalkingPoint, TalkingPointsDoc, TemplateDoc,
};
use fundplan_data::OrganizationRecord;
use fundplan_data::Plan;
use fundplan_data::pitch::Pitch;
use fundplan_domain::certificate::long_date;
use fundplan_domain::messages as m;
use fundplan_domain::policies::Group;
use fundplan_domain::policy_texts;
use std::collections::BTreeMap;

/// Why a document was not made.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// Retrying cannot help; the message is for the user.
    Final(String),
    /// Something may work next time (the store, the object store, the renderer failed).
    Retry(String),
}

impl From<fundplan_ports::StoreError> for Failure {
    fn from(e: fundplan_ports::StoreError) -> Self {
        Failure::Retry(format!("store: {e}"))
    }
}

impl From<fundplan_ports::BlobsError> for Failure {
    fn from(e: fundplan_ports::BlobsError) -> Self {
        Failure::Retry(format!("object store: {e}"))
    }
}

/// What a document needs besides the plan: read by the pipeline, or given by the request.
#[derive(Clone, Debug, Default)]
pub struct Assets {
    /// The policy or form of a policy document.
    pub identity: Option<String>,
    /// The bytes of the organization's logo, when it has one stored.
    pub logo: Option<Vec<u8>>,
    /// The case document's stored images by order (the case kinds only); an order whose object
    /// is missing is absent, and its default picture is shown.
    pub images: BTreeMap<u32, CaseImage>,
    /// Now (epoch seconds): the year when the organization has none.
    pub now: i64,
}

/// The model of the document of `kind` from the plan and its assets: the worker's dispatch over
/// the catalogue's kinds ([`crate::kind`]).
pub fn assemble(plan: &Plan, kind: DocumentKind, assets: Assets) -> Result<Document, Failure> {
    let assembly: fn(&Plan, Assets) -> Result<Document, Failure> = match kind {
        DocumentKind::StewardshipStructure => stewardship,
        DocumentKind::TalkingPoints => talking_points,
        DocumentKind::FundraisingGoals => fundraising_goals,
        DocumentKind::GiftPyramid => gift_pyramid,
        DocumentKind::PoliciesManual => policies_manual,
        DocumentKind::PolicyDocument => policy_document,
        DocumentKind::Certificate => certificate,
        DocumentKind::CaseStatement => case_statement,
        DocumentKind::CaseStatementDocx => case_statement_docx,
        DocumentKind::CaseNarrative => case_narrative,
    };
    assembly(plan, assets)
}

/// The organization as documents name it: its letterhead, the year `now` falls in when it
/// saved none, and its logo.
pub fn org_model(o: &OrganizationRecord, logo: Option<Vec<u8>>, now: i64) -> Org {
    let current = time::OffsetDateTime::from_unix_timestamp(now)
        .map(|t| t.year())
        .unwrap_or(2026);
    let mut letterhead = o.letterhead();
    letterhead.year = letterhead.year_or(current);
    Org { letterhead, logo }
}

/// The organization of the document, with its logo; a job of an organization that is gone
/// fails for good.
fn org_of(plan: &Plan, assets: &mut Assets) -> Result<Org, Failure> {
    let Some(organization) = plan.org() else {
        tracing::warn!("document job of an organization that is gone");
        return Err(Failure::Final(m::DOCUMENT_FAILED.into()));
    };
    Ok(org_model(organization, assets.logo.take(), assets.now))
}

fn too_large(_: fundplan_domain::budget::Overflow) -> Failure {
    Failure::Final(m::BUDGET_TOO_LARGE.into())
}

/// Amounts a view of the plan cannot add up: a store holding what the API never writes (retried,
/// then reported with the generic message).
fn unreadable(_: fundplan_domain::budget::Overflow) -> Failure {
    Failure::Retry("store: the plan's stored amounts cannot be added up".into())
}

fn stewardship(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
    let chart = plan.stewardship().map_err(too_large)?;
    Ok(Document::Stewardship(StewardshipDoc {
        org,
        goal_cents: plan.rounded_goal().map_err(too_large)?,
        columns: chart.columns.into_iter().map(|c| c.label).collect(),
        rows: chart
            .rows
            .into_iter()
            .map(|r| BenefitRow {
                name: r.name,
                checks: r.checks,
            })
            .collect(),
    }))
}

/// The same points as `GET /pitch-training` ([`Pitch::of`]).
fn talking_points(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let pitch = Pitch::of(plan).map_err(unreadable)?;
    let org = org_of(plan, &mut assets)?;
    Ok(Document::TalkingPoints(TalkingPointsDoc {
        org,
        points: pitch
            .points
            .into_iter()
            .map(|p| TalkingPoint {
                title: p.title,
                text: p.text,
            })
            .collect(),
        script: pitch.script,
    }))
}

fn fundraising_goals(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
    let figures = plan.figures().map_err(too_large)?;
    Ok(Document::FundraisingGoals(GoalsDoc {
        org,
        programs: plan.programs.iter().map(|p| p.name.clone()).collect(),
        projects: plan.projects.iter().map(|p| p.name.clone()).collect(),
        new_projects_skipped: plan.new_projects_skipped(),
        rounded_goal_cents: figures.goals.total_fundraising_goal_3y,
        figures,
        pyramid: plan.pyramid().ok(),
    }))
}

/// The pyramid of the plan's rounded goal at the saved ratio, with the names typed in the boxes
/// the screen shows for each level (names beyond a level's prospects, left from a higher ratio,
/// are not shown there and not printed).
fn gift_pyramid(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
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

fn policies_manual(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
    let policies: Vec<_> = plan
        .selected_policies(Group::Foundational)
        .into_iter()
        .filter_map(|p| policy_texts::fill(p.identity, &org.letterhead))
        .collect();
    if policies.is_empty() {
        return Err(Failure::Final(m::DOCUMENT_NO_POLICIES.into()));
    }
    Ok(Document::PoliciesManual(ManualDoc { org, policies }))
}

/// One policy or form, filled with the organization's details.
fn policy_document(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
    let identity = assets.identity.as_deref().unwrap_or_default();
    let Some(text) = policy_texts::fill(identity, &org.letterhead) else {
        return Err(Failure::Final(format!(
            "{} {identity}",
            m::DOCUMENT_UNKNOWN_IDENTITY
        )));
    };
    Ok(Document::Template(TemplateDoc { org, text }))
}

/// The certificate of a complete plan: the day it was completed (the pipeline records it the
/// first time a complete plan is seen), the goal and the team, owner first.
fn certificate(plan: &Plan, mut assets: Assets) -> Result<Document, Failure> {
    let org = org_of(plan, &mut assets)?;
    if !plan.remaining_pages().is_empty() {
        return Err(Failure::Final(m::DOCUMENT_CERTIFICATE_NOT_EARNED.into()));
    }
    let completed_at = plan
        .flags
        .value
        .certificate_completed_at
        .unwrap_or(assets.now);
    let team = plan
        .team
        .iter()
        .map(|t| {
            if t.name.is_empty() {
                t.role.clone()
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

/// The case for support's model: the document as `GET /case-statements` resolves it (the plan,
/// its answers and the document's overrides, `fundplan_data::case::case_of`), with the stored
/// images' bytes and the logo. A stored image whose object is missing falls back to its default
/// picture, and the document still renders.
pub fn case_doc(plan: &Plan, assets: Assets) -> Result<CaseDoc, Failure> {
    let case = fundplan_data::case::case_of(plan).map_err(unreadable)?;
    if case.content.organization.name.trim().is_empty() {
        tracing::warn!("case document of an organization without details");
    }
    Ok(CaseDoc {
        content: case.content,
        images: assets.images,
        logo: assets.logo,
    })
}

fn case_statement(plan: &Plan, assets: Assets) -> Result<Document, Failure> {
    Ok(Document::CaseStatement(case_doc(plan, assets)?))
}

fn case_statement_docx(plan: &Plan, assets: Assets) -> Result<Document, Failure> {
    Ok(Document::CaseStatementDocx(case_doc(plan, assets)?))
}

fn case_narrative(plan: &Plan, assets: Assets) -> Result<Document, Failure> {
    Ok(Document::CaseNarrative(case_doc(plan, assets)?))
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
        assert_eq!(org.letterhead.name, "Riverbend Literacy Alliance");
        assert_eq!(org.letterhead.background_color, "#f4ede2");
        assert_eq!(org.letterhead.headings_color, "#123456");
        assert_eq!(org.letterhead.body_color, "#301d17");
        assert_eq!(org.letterhead.font_family, "Montserrat");
        assert_eq!(org.letterhead.year, "2026");
        let set = OrganizationRecord {
            year: "2027".into(),
            ..o
        };
        assert_eq!(org_model(&set, None, 1_795_262_400).letterhead.year, "2027");
    }

    #[test]
    fn a_plan_without_its_organization_makes_no_document_but_the_case_documents() {
        let plan = Plan::default();
        for kind in DocumentKind::ALL {
            let made = assemble(&plan, kind, Assets::default());
            if kind.spec().case_images {
                assert!(made.is_ok(), "{}", kind.as_str());
            } else {
                assert_eq!(
                    made.err(),
                    Some(Failure::Final(m::DOCUMENT_FAILED.into())),
                    "{}",
                    kind.as_str()
                );
            }
        }
    }

    #[test]
    fn each_kind_assembles_its_own_model() {
        let plan = Plan {
            organization: Some(fundplan_data::record::Versioned {
                value: OrganizationRecord {
                    name: "Riverbend Literacy Alliance".into(),
                    ..Default::default()
                },
                version: 1,
            }),
            ..Plan::default()
        };
        let assets = || Assets {
            identity: Some("pledge_form".into()),
            ..Assets::default()
        };
        let made = |k| assemble(&plan, k, assets());
        assert!(matches!(
            made(DocumentKind::StewardshipStructure),
            Ok(Document::Stewardship(_))
        ));
        assert!(matches!(
            made(DocumentKind::TalkingPoints),
            Ok(Document::TalkingPoints(_))
        ));
        assert!(matches!(
            made(DocumentKind::FundraisingGoals),
            Ok(Document::FundraisingGoals(_))
        ));
        assert!(matches!(
            made(DocumentKind::GiftPyramid),
            Ok(Document::GiftPyramid(_))
        ));
        assert_eq!(
            made(DocumentKind::PoliciesManual).err(),
            Some(Failure::Final(m::DOCUMENT_NO_POLICIES.into()))
        );
        assert!(matches!(
            made(DocumentKind::PolicyDocument),
            Ok(Document::Template(_))
        ));
        assert_eq!(
            made(DocumentKind::Certificate).err(),
            Some(Failure::Final(m::DOCUMENT_CERTIFICATE_NOT_EARNED.into()))
        );
        assert!(matches!(
            made(DocumentKind::CaseStatement),
            Ok(Document::CaseStatement(_))
        ));
        assert!(matches!(
            made(DocumentKind::CaseStatementDocx),
            Ok(Document::CaseStatementDocx(_))
        ));
        assert!(matches!(
            made(DocumentKind::CaseNarrative),
            Ok(Document::CaseNarrative(_))
        ));
    }
}

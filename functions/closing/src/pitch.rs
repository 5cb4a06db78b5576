//! The talking points (`GET /pitch-training`, spec file 3 §3 "Pitch training data"; DECISIONS
//! "Talking points"): the plan's figures and texts, and the 12 numbered points built by
//! `fundplan_domain::talking_points`, the same the Talking Points document prints.

use axum::Json;
use fundplan_data::pitch::Pitch;
use fundplan_domain::budget::Dollars;
use fundplan_domain::talking_points::{PitchScript, TalkingPoint as Point};
use fundplan_domain::ways_to_give::Choice;
use fundplan_http::{ApiResult, CurrentUser};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema, Debug)]
pub struct ProgramName {
    pub program_name: String,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct ProjectName {
    pub project_name: String,
}

/// A sub-option of a way to give.
#[derive(Serialize, ToSchema, Debug)]
pub struct WayToGiveSubOption {
    pub label: String,
    #[serde(rename = "isSelected")]
    pub is_selected: bool,
}

/// A way to give, as the checklist shows it.
#[derive(Serialize, ToSchema, Debug)]
pub struct WayToGive {
    pub label: String,
    #[serde(rename = "isSelected")]
    pub is_selected: bool,
    /// The icon's name (web/src/generated/closing.ts `WAYS_TO_GIVE`).
    pub icon: String,
    #[serde(rename = "subOption")]
    pub sub_option: Vec<WayToGiveSubOption>,
}

impl From<Choice> for WayToGive {
    fn from(c: Choice) -> Self {
        WayToGive {
            label: c.label,
            is_selected: c.is_selected,
            icon: c.icon,
            sub_option: c
                .sub_option
                .into_iter()
                .map(|s| WayToGiveSubOption {
                    label: s.label,
                    is_selected: s.is_selected,
                })
                .collect(),
        }
    }
}

/// One numbered talking point.
#[derive(Serialize, ToSchema, Debug)]
pub struct TalkingPoint {
    /// 1-based.
    pub number: usize,
    pub title: String,
    /// One or two sentences to say aloud.
    pub text: String,
}

impl From<Point> for TalkingPoint {
    fn from(p: Point) -> Self {
        TalkingPoint {
            number: p.number,
            title: p.title,
            text: p.text,
        }
    }
}

/// An objection a board member hears, and what to answer.
#[derive(Serialize, ToSchema, Debug)]
pub struct PitchObjection {
    pub question: String,
    pub answer: String,
}

/// The pitch after the points: the ask with an amount from the gift chart, one story, one
/// impact figure, and the five objections answered from the plan's figures.
#[derive(Serialize, ToSchema, Debug)]
pub struct PitchScriptView {
    pub ask: String,
    /// The first success story, or where to write one (`has_story` false).
    pub story: String,
    pub has_story: bool,
    /// One result from the first program's outcomes, or where to write them.
    pub impact: String,
    /// "Why now?", "Why this much?", "What if you fall short?", "Can I give less?", "How will I
    /// be recognized?", in that order.
    pub objections: Vec<PitchObjection>,
}

impl From<PitchScript> for PitchScriptView {
    fn from(s: PitchScript) -> Self {
        PitchScriptView {
            ask: s.ask,
            story: s.story,
            has_story: s.has_story,
            impact: s.impact,
            objections: s
                .objections
                .into_iter()
                .map(|o| PitchObjection {
                    question: o.question,
                    answer: o.answer,
                })
                .collect(),
        }
    }
}

#[derive(Serialize, ToSchema, Debug)]
pub struct PitchData {
    pub mission: String,
    pub vision: String,
    /// Year-1 total annual expenses, dollars.
    #[schema(value_type = f64)]
    pub organization_budget: Dollars,
    /// Year-1 philanthropic contributions, dollars.
    #[schema(value_type = f64)]
    pub philanthropic_total: Dollars,
    pub core_programs: Vec<ProgramName>,
    /// The new projects (none while module 9 is skipped).
    pub projects: Vec<ProjectName>,
    /// The rounded three-year goal, dollars.
    #[schema(value_type = f64)]
    pub total_fundraising_goal_3y: Dollars,
    /// The gifts the stewardship chart recognizes, e.g. "under $25,000 to $500,000"; null when
    /// no benefit is checked.
    pub recognition_range: Option<String>,
    /// The checklist with its state; Planned Gifts is at index 3.
    pub ways_to_give: Vec<WayToGive>,
    /// The numbered points (12, or 11 without a recognition range).
    pub talking_points: Vec<TalkingPoint>,
    /// The pitch that follows the points.
    pub pitch: PitchScriptView,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct PitchTraining {
    pub data: PitchData,
}

/// The talking points of the plan.
#[utoipa::path(get, path = "/api/v1/pitch-training", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = PitchTraining), (status = 401)))]
pub async fn get_pitch_training(me: CurrentUser) -> ApiResult<Json<PitchTraining>> {
    let plan = crate::common::plan(&me.org).await?;
    let pitch = Pitch::of(&plan).map_err(|_| {
        fundplan_ports::StoreError::Unavailable(
            "the plan's stored amounts cannot be added up".into(),
        )
    })?;
    let i = pitch.inputs;
    Ok(Json(PitchTraining {
        data: PitchData {
            mission: i.mission,
            vision: i.vision,
            organization_budget: Dollars(i.organization_budget),
            philanthropic_total: Dollars(i.philanthropic_total),
            core_programs: i
                .programs
                .into_iter()
                .map(|program_name| ProgramName { program_name })
                .collect(),
            projects: i
                .projects
                .into_iter()
                .map(|project_name| ProjectName { project_name })
                .collect(),
            total_fundraising_goal_3y: Dollars(i.goal_3y),
            recognition_range: i.recognition_range,
            ways_to_give: i.ways_to_give.into_iter().map(WayToGive::from).collect(),
            talking_points: pitch.points.into_iter().map(TalkingPoint::from).collect(),
            pitch: pitch.script.into(),
        },
    }))
}

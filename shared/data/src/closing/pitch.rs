//! The talking points' inputs, read from the plan: the closing plan (one query) and four
//! answers (mission, Our Vision, aspirational vision, ways to give; one `get` each, at once). The
//! screen (`GET /pitch-training`) and the Talking Points document both call [`load_pitch`].

use super::{ClosingPlan, load_closing};
use crate::plan::Owner;
use crate::plan::answers::get_answer;
use fundplan_domain::planning::list_items;
use fundplan_domain::questions::catalogue;
use fundplan_domain::stewardship::recognition_range;
use fundplan_domain::talking_points::{PitchInputs, TalkingPoint, talking_points};
use fundplan_domain::ways_to_give::choices;
use fundplan_domain::words;
use fundplan_ports::{StoreError, Table};

/// The mission: module 3's mission statement.
pub const MISSION_KEY: &str = "mission_statement";
/// The vision: module 11's "Our Vision", or module 3's aspirational vision while it is blank.
pub const VISION_KEY: &str = "finalize_case_for_support_vision";
pub const ASPIRATIONAL_VISION_KEY: &str = "aspirational_vision_vision";
/// The ways-to-give checklist (a JSON list of the selected labels).
pub const WAYS_TO_GIVE_KEY: &str = "case_statement_ways_to_give";

/// The plan, the talking points' inputs and the points themselves.
#[derive(Clone, Debug)]
pub struct Pitch {
    pub plan: ClosingPlan,
    pub inputs: PitchInputs,
    pub points: Vec<TalkingPoint>,
}

async fn answer(table: &dyn Table, org_id: &str, key: &str) -> Result<String, StoreError> {
    let Some(q) = catalogue().by_key(key) else {
        return Ok(String::new());
    };
    Ok(get_answer(table, org_id, &Owner::Organization, q.id)
        .await?
        .map(|a| a.value.answer)
        .unwrap_or_default())
}

/// The talking points of an organization's plan.
pub async fn load_pitch(table: &dyn Table, org_id: &str) -> Result<Pitch, StoreError> {
    let (plan, mission, vision, aspirational, ways) = tokio::try_join!(
        load_closing(table, org_id),
        answer(table, org_id, MISSION_KEY),
        answer(table, org_id, VISION_KEY),
        answer(table, org_id, ASPIRATIONAL_VISION_KEY),
        answer(table, org_id, WAYS_TO_GIVE_KEY),
    )?;
    let vision = if words::is_blank(&vision) {
        aspirational
    } else {
        vision
    };
    let inputs = pitch_inputs(&plan, mission, vision, &ways)?;
    let pyramid = plan.pyramid().map_err(overflow)?;
    let points = talking_points(&inputs, &pyramid);
    Ok(Pitch {
        plan,
        inputs,
        points,
    })
}

fn overflow(_: fundplan_domain::budget::Overflow) -> StoreError {
    StoreError::Unavailable("the plan's stored amounts cannot be added up".into())
}

/// The inputs of the talking points from the plan and the three answers (`ways`: the stored
/// JSON list; an answer that is no list counts as nothing selected).
pub fn pitch_inputs(
    plan: &ClosingPlan,
    mission: String,
    vision: String,
    ways: &str,
) -> Result<PitchInputs, StoreError> {
    let f = plan.figures().map_err(overflow)?;
    let rows = plan.stewardship_rows();
    let benefits: Vec<_> = rows.iter().map(|r| r.benefit.clone()).collect();
    let projects = if plan.budget.new_projects_skipped() {
        Vec::new()
    } else {
        plan.budget
            .projects
            .iter()
            .map(|p| p.name.clone())
            .collect()
    };
    Ok(PitchInputs {
        organization: plan
            .budget
            .organization
            .as_ref()
            .map(|o| o.value.name.clone())
            .unwrap_or_default(),
        mission: mission.trim().to_string(),
        vision: vision.trim().to_string(),
        organization_budget: f.goals.total_annual_expenses[0],
        philanthropic_total: f.revenue_chart_year_1
            [fundplan_domain::budget::RevenueGroup::PhilanthropicContributions.index()],
        annual_goal: f.goals.annual_fundraising_goal[0],
        programs: plan
            .budget
            .programs
            .iter()
            .map(|p| p.name.clone())
            .collect(),
        projects,
        goal_3y: f.goals.total_fundraising_goal_3y,
        recognition_range: recognition_range(&benefits),
        benefits: benefits
            .iter()
            .filter(|b| b.checks.iter().any(|c| *c))
            .map(|b| b.name.clone())
            .collect(),
        ways_to_give: choices(&list_items(ways).unwrap_or_default()),
    })
}

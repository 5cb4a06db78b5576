//! The talking points' inputs, read from the plan ([`Plan`]: the figures, the stewardship
//! chart, and four answers: mission, Our Vision, aspirational vision, ways to give). The screen
//! (`GET /pitch-training`) and the Talking Points document both call [`Pitch::of`].

use crate::model::Plan;
use fundplan_domain::budget::Overflow;
use fundplan_domain::planning::list_items;
use fundplan_domain::stewardship::recognition_range;
use fundplan_domain::talking_points::{
    PitchInputs, PitchScript, TalkingPoint, pitch, talking_points,
};
use fundplan_domain::ways_to_give::choices;
use fundplan_domain::words;

/// The mission: module 3's mission statement.
pub const MISSION_KEY: &str = "mission_statement";
/// The vision: module 11's "Our Vision", or module 3's aspirational vision while it is blank.
pub const VISION_KEY: &str = "finalize_case_for_support_vision";
pub const ASPIRATIONAL_VISION_KEY: &str = "aspirational_vision_vision";
/// The ways-to-give checklist (a JSON list of the selected labels).
pub const WAYS_TO_GIVE_KEY: &str = "case_statement_ways_to_give";
/// The Impact Statement (module 11), part of the Case for Support Narrative.
pub const IMPACT_KEY: &str = "finalize_case_for_support_impact";

/// The talking points' inputs, the points themselves and the pitch after them.
#[derive(Clone, Debug)]
pub struct Pitch {
    pub inputs: PitchInputs,
    pub points: Vec<TalkingPoint>,
    pub script: PitchScript,
}

impl Pitch {
    /// The talking points of an organization's plan.
    pub fn of(plan: &Plan) -> Result<Pitch, Overflow> {
        let answer = |key| plan.answers.by_key(key).to_string();
        let vision = answer(VISION_KEY);
        let vision = if words::is_blank(&vision) {
            answer(ASPIRATIONAL_VISION_KEY)
        } else {
            vision
        };
        let inputs = pitch_inputs(
            plan,
            answer(MISSION_KEY),
            vision,
            plan.answers.by_key(WAYS_TO_GIVE_KEY),
        )?;
        let pyramid = plan.pyramid()?;
        let points = talking_points(&inputs, &pyramid);
        let script = pitch(&inputs, &pyramid);
        Ok(Pitch {
            inputs,
            points,
            script,
        })
    }
}

/// The inputs of the talking points from the plan and the three answers (`ways`: the stored
/// JSON list; an answer that is no list counts as nothing selected).
pub fn pitch_inputs(
    plan: &Plan,
    mission: String,
    vision: String,
    ways: &str,
) -> Result<PitchInputs, Overflow> {
    let f = plan.figures()?;
    let chart = plan.stewardship()?;
    let projects = if plan.new_projects_skipped() {
        Vec::new()
    } else {
        plan.projects.iter().map(|p| p.name.clone()).collect()
    };
    Ok(PitchInputs {
        organization: plan.org().map(|o| o.name.clone()).unwrap_or_default(),
        mission: mission.trim().to_string(),
        vision: vision.trim().to_string(),
        organization_budget: f.goals.total_annual_expenses[0],
        philanthropic_total: f.revenue_chart_year_1
            [fundplan_domain::budget::RevenueGroup::PhilanthropicContributions.index()],
        annual_goal: f.goals.annual_fundraising_goal[0],
        programs: plan.programs.iter().map(|p| p.name.clone()).collect(),
        projects,
        goal_3y: f.goals.total_fundraising_goal_3y,
        exact_goal_3y: f.goals.final_total_fundraising_goal_for_3_years,
        recognition_range: recognition_range(&chart.columns, &chart.checks()),
        benefits: chart
            .rows
            .iter()
            .filter(|b| b.checks.iter().any(|c| *c))
            .map(|b| b.name.clone())
            .collect(),
        ways_to_give: choices(&list_items(ways).unwrap_or_default()),
        story: first_story(plan),
        impact: plan.programs.iter().find_map(|p| {
            let outcomes = plan.answers.outcomes.get(&p.id)?;
            (!words::is_blank(outcomes)).then(|| (p.name.clone(), outcomes.clone()))
        }),
    })
}

/// The first success story that is not blank, in the list's stored order (the order the case
/// document prints them in).
fn first_story(plan: &Plan) -> String {
    plan.stories
        .value
        .stories
        .iter()
        .map(|s| s.user_story.trim().to_string())
        .find(|s| !words::is_blank(s))
        .unwrap_or_default()
}

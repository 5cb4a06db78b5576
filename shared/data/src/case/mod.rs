//! What the case for support document says (spec file 3 §2 "Case-for-support document screen";
//! issue 9): its content computed from the whole plan ([`case_of`]: the plan's texts with the
//! editor's overrides, the layout of its pages, the goal table, the charts' slices), read by
//! `GET /case-statements` and by the document's files. The document's own item (overrides,
//! images) and its writes are `crate::casedoc`.

use crate::casedoc::{CaseDocRecord, StoredImage};
use crate::model::Plan;
use crate::pitch::{
    ASPIRATIONAL_VISION_KEY, IMPACT_KEY, MISSION_KEY, VISION_KEY, WAYS_TO_GIVE_KEY,
};
use fundplan_domain::budget::{self, EXPENSE_CHART_KEYS, Overflow, RevenueGroup};
use fundplan_domain::case_content::{
    CaseContent, CaseGoal, CaseProject, CaseStory, CaseWay, GoalRow, Slice, slot_text,
};
use fundplan_domain::case_layout::{Layout, MAX_PROJECTS, MAX_STORIES, Slot};
use fundplan_domain::planning::list_items;
use fundplan_domain::ways_to_give::choices;
use fundplan_domain::words;
use std::collections::{BTreeMap, BTreeSet};

pub use crate::model::{PROJECT_RATIONALE_KEY, PlanAnswers};

/// The organization-level answers each fixed slot shows.
fn slot_question(slot: &Slot) -> Option<&'static str> {
    Some(match slot {
        Slot::DirectorLetter => "finalize_case_for_support_executive_director_letter",
        Slot::OurStory => "finalize_case_for_support_story",
        Slot::Vision => VISION_KEY,
        Slot::Mission => MISSION_KEY,
        Slot::Summary => "case_statement_summary",
        Slot::CallForMore => "finalize_case_for_support_more",
        Slot::JoinUs => "case_statement_join_us_message",
        Slot::Story(_) | Slot::Project(_) => return None,
    })
}

/// The fixed slots, in document order.
pub const FIXED_SLOTS: [Slot; 7] = [
    Slot::DirectorLetter,
    Slot::OurStory,
    Slot::Vision,
    Slot::Mission,
    Slot::Summary,
    Slot::CallForMore,
    Slot::JoinUs,
];

/// What the document shows, with the stored images and the version of its item.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    pub content: CaseContent,
    /// In order.
    pub images: Vec<StoredImage>,
    /// The `PLAN#CASEDOC` item's version (0 while nothing was stored).
    pub version: u64,
    /// The organization's logo object (for the files' renderer).
    pub logo_key: Option<String>,
}

/// The projects the document shows: the listed ones, at most five, none while module 9 is
/// skipped.
fn shown_projects(plan: &Plan) -> usize {
    if plan.new_projects_skipped() {
        0
    } else {
        plan.projects.len().min(MAX_PROJECTS)
    }
}

/// The document's content from the plan, its answers and the document's item.
pub fn case_content(
    plan: &Plan,
    answers: &PlanAnswers,
    doc: &CaseDocRecord,
) -> Result<CaseContent, Overflow> {
    let f = plan.figures()?;
    let organization = plan.letterhead();

    let mut texts = BTreeMap::new();
    let mut put = |slot: Slot, plan_text: &str| {
        let over = doc.overrides.get(&slot.key()).map(String::as_str);
        texts.insert(slot.key(), slot_text(&slot, plan_text, over));
    };
    for slot in FIXED_SLOTS {
        let key = slot_question(&slot).unwrap_or_default();
        let mut plan_text = answers.by_key(key);
        if slot == Slot::Vision && words::is_blank(plan_text) {
            plan_text = answers.by_key(ASPIRATIONAL_VISION_KEY);
        }
        put(slot, plan_text);
    }
    let stories: Vec<CaseStory> = plan
        .stories
        .value
        .stories
        .iter()
        .take(MAX_STORIES)
        .map(|s| {
            let slot = Slot::Story(s.id.clone());
            put(slot.clone(), &s.user_story);
            CaseStory {
                id: s.id.clone(),
                slot: slot.key(),
            }
        })
        .collect();
    let shown = shown_projects(plan);
    let mut projects = Vec::with_capacity(shown);
    let mut rows = vec![GoalRow {
        label: "Annual operations".into(),
        years: f.goals.annual_fundraising_goal,
        total: budget::three_years(f.goals.annual_fundraising_goal)?,
    }];
    for (i, p) in plan.projects.iter().take(shown).enumerate() {
        let slot = Slot::Project(p.id.clone());
        put(
            slot.clone(),
            answers.rationales.get(&p.id).map_or("", String::as_str),
        );
        let years = f.projects.get(i).map_or([0; 3], |t| t.total);
        let total = budget::three_years(years)?;
        projects.push(CaseProject {
            id: p.id.clone(),
            project_name: p.name.trim().to_string(),
            project_cost: total,
            slot: slot.key(),
        });
        rows.push(GoalRow {
            label: p.name.trim().to_string(),
            years,
            total,
        });
    }
    let mut sum = [0i64; 3];
    for r in &rows {
        sum = budget::add_years(sum, r.years)?;
    }
    let total = GoalRow {
        label: "Total".into(),
        years: sum,
        total: budget::three_years(sum)?,
    };

    let ways = choices(&list_items(answers.by_key(WAYS_TO_GIVE_KEY)).unwrap_or_default());
    let ways_to_give = ways
        .into_iter()
        .filter(|c| c.is_selected)
        .map(|c| CaseWay {
            label: c.label,
            icon: c.icon,
            sub_options: c
                .sub_option
                .into_iter()
                .filter(|s| s.is_selected)
                .map(|s| s.label)
                .collect(),
        })
        .collect();

    // Every chart field, $0 included (spec: 9 expense labels, 5 revenue labels); the legends
    // leave out a slice of $0.
    let expenses = EXPENSE_CHART_KEYS
        .iter()
        .zip(f.expense_chart_year_1)
        .map(|(key, cents)| Slice {
            key: key.to_string(),
            label: fundplan_domain::case_content::expense_label(key),
            cents,
        })
        .collect();
    let revenues = RevenueGroup::ALL
        .iter()
        .zip(f.revenue_chart_year_1)
        .map(|(g, cents)| Slice {
            key: g.chart_key().to_string(),
            label: g.type_name().to_string(),
            cents,
        })
        .collect();

    let mut content = CaseContent {
        organization,
        texts,
        core_programs: plan
            .programs
            .iter()
            .map(|p| p.name.trim().to_string())
            .collect(),
        projects,
        success_stories: stories,
        ways_to_give,
        goal: CaseGoal {
            rows,
            total,
            rounded_goal: f.goals.total_fundraising_goal_3y,
            annual_goal_year_1: f.goals.annual_fundraising_goal[0],
        },
        expenses,
        revenues,
        impact: answers.by_key(IMPACT_KEY).trim().to_string(),
        layout: Layout {
            pages: Vec::new(),
            contents: Vec::new(),
        },
    };
    content.relayout();
    Ok(content)
}

/// The legend label of a slice of the Year-1 expense pie.
/// The slot keys the document has for this plan: the fixed ones, one per shown story and
/// project. An override of any other key is refused (another organization's story id
/// included) and dropped from the item on its next write.
pub fn slot_keys(plan: &Plan) -> BTreeSet<String> {
    let mut keys: BTreeSet<String> = FIXED_SLOTS.iter().map(Slot::key).collect();
    for s in plan.stories.value.stories.iter().take(MAX_STORIES) {
        keys.insert(Slot::Story(s.id.clone()).key());
    }
    for p in plan.projects.iter().take(shown_projects(plan)) {
        keys.insert(Slot::Project(p.id.clone()).key());
    }
    keys
}

/// The case document of a plan: its content (the plan's answers with the document's
/// overrides), its stored images and the version of its item.
pub fn case_of(plan: &Plan) -> Result<Case, Overflow> {
    let content = case_content(plan, &plan.answers, &plan.casedoc.value)?;
    Ok(Case {
        content,
        images: plan.casedoc.value.images.clone(),
        version: plan.casedoc.version,
        logo_key: plan.org().and_then(|o| o.logo_key.clone()),
    })
}

#[cfg(test)]
mod tests;

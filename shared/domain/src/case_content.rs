//! What the case for support document says, resolved from the plan and the document's
//! overrides: one value that `GET /case-statements` sends (as JSON, with image links added) and
//! the worker renders to PDF and Word. Amounts are integer cents.

use crate::case_layout::{Counts, Layout, Slot, layout};
use crate::organization::Letterhead;
use crate::words;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One editable text of the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotText {
    /// The slot key (`director_letter`, `story:<id>`, …).
    pub key: String,
    /// What the document shows: the override when there is one, else the plan's text.
    pub text: String,
    /// The plan's text (the answer, story or project rationale), which a reset returns to.
    pub plan_text: String,
    /// Whether `text` is an override.
    pub overridden: bool,
    /// The editor's word limit (spec §5).
    pub limit: usize,
    /// Words of `text`.
    pub words: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseProject {
    pub id: String,
    pub project_name: String,
    /// The project's three-year cost (cents).
    pub project_cost: i64,
    /// Its slot key: `project:<id>` (the rationale, from `new_project_goals_rationale_goals`).
    pub slot: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseStory {
    pub id: String,
    /// Its slot key: `story:<id>`.
    pub slot: String,
}

/// A chart slice (the Year-1 expense and revenue pies of the funding priorities page).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slice {
    /// The spec's field name (`personnel_and_benefits`, …, `in_kind_goods_and_services`).
    pub key: String,
    pub label: String,
    pub cents: i64,
}

/// One row of the three-year goal page's cost table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalRow {
    pub label: String,
    /// Year 1, 2 and 3, cents.
    pub years: [i64; 3],
    pub total: i64,
}

/// The three-year goal page's table and the goal figures the document quotes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseGoal {
    /// "Annual operations" (the annual fundraising goal of each year), then each shown project.
    pub rows: Vec<GoalRow>,
    /// The sum of the rows (the unrounded three-year fundraising goal).
    pub total: GoalRow,
    /// The three-year goal rounded up to the next $500,000 (DECISIONS "Money and goals"): the
    /// figure every document states.
    pub rounded_goal: i64,
    /// Year 1's annual fundraising goal (the funding priorities page's annual operations goal).
    pub annual_goal_year_1: i64,
}

/// The ways to give the organization offers, as its checklist saved them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseWay {
    pub label: String,
    /// The ways-to-give icon name (`cash`, `planned-gifts`, …).
    pub icon: String,
    /// The selected sub-options (Bequests, Art, …).
    pub sub_options: Vec<String>,
}

/// The whole document's content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseContent {
    /// The organization's details, colours and font (cover, letter signature, contact page).
    pub organization: Letterhead,
    /// Every editable text by slot key (the fixed slots always; one per story and shown project).
    pub texts: BTreeMap<String, SlotText>,
    /// Core program names, in list order (the goal table's annual operations line names them).
    pub core_programs: Vec<String>,
    /// The shown projects (at most 5; none when module 9 is skipped), in list order.
    pub projects: Vec<CaseProject>,
    /// The success stories (at most 3), in their order.
    pub success_stories: Vec<CaseStory>,
    pub ways_to_give: Vec<CaseWay>,
    pub goal: CaseGoal,
    /// Year 1 expenses by the 9 chart fields, and revenue by the 5 groups (spec §3).
    pub expenses: Vec<Slice>,
    pub revenues: Vec<Slice>,
    /// The Impact Statement (module 11), trimmed: the narrative prints it after what the
    /// programs do ("" while unanswered: no section).
    #[serde(default)]
    pub impact: String,
    pub layout: Layout,
}

impl CaseContent {
    /// The text of `slot` ("" when the document has no such slot).
    pub fn text(&self, slot: &Slot) -> &str {
        self.texts.get(&slot.key()).map_or("", |t| t.text.as_str())
    }

    /// The layout's counts for this content.
    pub fn counts(&self) -> Counts {
        Counts {
            projects: self.projects.len(),
            stories: self.success_stories.len(),
            summary_words: words::count(self.text(&Slot::Summary)),
        }
    }

    /// Recomputes the layout from the texts and lists (after an override changed the summary).
    pub fn relayout(&mut self) {
        self.layout = layout(self.counts());
    }
}

/// The slot text of `slot` for `plan_text` and an optional override.
pub fn slot_text(slot: &Slot, plan_text: &str, override_text: Option<&str>) -> SlotText {
    let text = override_text.unwrap_or(plan_text).trim().to_string();
    SlotText {
        key: slot.key(),
        words: words::count(&text),
        text,
        plan_text: plan_text.trim().to_string(),
        overridden: override_text.is_some(),
        limit: slot.limit(),
    }
}

/// A slice's label as a donor reads it: the programs' slice holds every cost of the programs
/// (their staff, supplies and in-kind support included), the other slices the overhead alone, so
/// each says so ("Printing and Publications (overhead)" beside "Programs (all their costs)").
pub fn expense_label(key: &str) -> String {
    if key == crate::budget::PROGRAMS_CHART_KEY {
        return format!(
            "{} (all their costs)",
            crate::web_tables::PROGRAMS_CHART_LABEL
        );
    }
    crate::budget::Category::ALL
        .into_iter()
        .find(|c| c.chart_key() == key)
        .map_or(String::new(), |c| format!("{} (overhead)", c.label()))
}

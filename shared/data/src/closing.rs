//! The closing modules' items (spec file 3): success stories, prospects, the stewardship chart,
//! the selected policies and the download counters. The plan reads them with everything else of
//! the organization in one query (`crate::model::load_plan`).
//!
//! | item | SK | attributes |
//! |---|---|---|
//! | success stories | `PLAN#STORIES` | `stories`: `[{id, user_story, order}]` (order 1-based, at most 3) |
//! | prospects | `PLAN#PROSPECTS` | `ratio`: 3, 4 or 5; `names`: `{"<gift cents>": [name, …]}` |
//! | gift chart | `PLAN#GIFTCHART` | `lead_share`: 10–35; `edited`: `{rows: [{amount_cents, gifts}], various_cents}`, absent while the chart is the standard one; absent item: the standard chart at 20 % |
//! | stewardship chart | `PLAN#STEWARDSHIP` | `rows`: `[{id, name, ticks: [cents]}]` (each tick a gift amount, 0 for the base row; a row stored before as `checks: [bool; 6]` reads as ticks at the six fixed columns); absent: the default rows |
//! | policies | `PLAN#POLICIES` | `selected`: `{identity: bool}`; `downloads`: `{identity or "manual": count}` |
//! | flags | `PLAN#FLAGS` | `pyramid_downloads`; `certificate_completed_at` (epoch seconds, once) |
//!
//! Each is one versioned item, so its limits (3 stories, 50 benefits) hold under concurrent
//! writers.

use crate::record::{Record, org_pk};
use fundplan_domain::gift_chart::{self, Chart, ChartRow, LEAD_SHARE_DEFAULT};
use fundplan_domain::pyramid::ProspectRatio;
use fundplan_domain::stewardship;
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const STORIES_SK: &str = "PLAN#STORIES";
pub const PROSPECTS_SK: &str = "PLAN#PROSPECTS";
pub const STEWARDSHIP_SK: &str = "PLAN#STEWARDSHIP";
pub const POLICIES_SK: &str = "PLAN#POLICIES";
pub const FLAGS_SK: &str = "PLAN#FLAGS";
pub const GIFT_CHART_SK: &str = "PLAN#GIFTCHART";

/// The key of one of the closing items.
pub fn closing_key(org_id: &str, sk: &str) -> Key {
    Key::new(org_pk(org_id), sk)
}

/// One success story.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoryEntry {
    /// A ULID, assigned by the server.
    pub id: String,
    pub user_story: String,
    /// 1-based, as the list is ordered.
    pub order: u32,
}

/// The organization's success stories, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoriesRecord {
    #[serde(default)]
    pub stories: Vec<StoryEntry>,
}

impl Record for StoriesRecord {
    const ENTITY: &'static str = "success stories";
}

impl StoriesRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, STORIES_SK), version)
    }
}

/// The prospect ratio and the names typed per gift level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProspectsRecord {
    /// Prospects per gift: 3, 4 or 5.
    pub ratio: i64,
    /// Gift level in cents (as text) → names in box order ("" keeps an empty box's place).
    #[serde(default)]
    pub names: BTreeMap<String, Vec<String>>,
}

impl Default for ProspectsRecord {
    fn default() -> Self {
        ProspectsRecord {
            ratio: ProspectRatio::default().prospects_per_gift(),
            names: BTreeMap::new(),
        }
    }
}

impl Record for ProspectsRecord {
    const ENTITY: &'static str = "prospects";
}

impl ProspectsRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, PROSPECTS_SK), version)
    }
    /// The stored ratio (the default for a value no ratio is).
    pub fn ratio(&self) -> ProspectRatio {
        ProspectRatio::from_prospects_per_gift(self.ratio).unwrap_or_default()
    }
    /// The names typed at a gift level (cents), in box order.
    pub fn names_at(&self, level_cents: i64) -> &[String] {
        self.names
            .get(&level_cents.to_string())
            .map_or(&[], |v| v.as_slice())
    }
    /// Every level with names, top down: (gift cents, names). Names typed at a level the chart
    /// no longer has are kept (the level may come back).
    pub fn by_level(&self) -> Vec<(i64, Vec<String>)> {
        let mut out: Vec<(i64, Vec<String>)> = self
            .names
            .iter()
            .filter(|(_, names)| !names.is_empty())
            .filter_map(|(level, names)| Some((level.parse::<i64>().ok()?, names.clone())))
            .collect();
        out.sort_by_key(|(level, _)| std::cmp::Reverse(*level));
        out
    }
}

/// The gift chart as the user left it: the lead-gift share the standard chart is made for and,
/// once the user edited the chart, its levels and Various row. The figures of a chart never
/// edited follow the goal; an edited chart keeps its amounts when the goal changes, and its
/// checks say how it compares with the new goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GiftChartRecord {
    /// Percent of the goal, 10–35.
    pub lead_share: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edited: Option<EditedChart>,
}

/// The levels (top down) and the Various row of an edited chart, in cents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditedChart {
    pub rows: Vec<ChartRow>,
    pub various_cents: i64,
}

impl Default for GiftChartRecord {
    fn default() -> Self {
        GiftChartRecord {
            lead_share: LEAD_SHARE_DEFAULT,
            edited: None,
        }
    }
}

impl Record for GiftChartRecord {
    const ENTITY: &'static str = "gift chart";
}

impl GiftChartRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, GIFT_CHART_SK), version)
    }

    /// The chart for a rounded goal (cents): the edited one, else the standard chart.
    pub fn chart(&self, goal_cents: i64) -> Chart {
        gift_chart::edit::resolve(
            goal_cents,
            self.lead_share,
            self.edited
                .as_ref()
                .map(|e| (e.rows.as_slice(), e.various_cents)),
        )
    }
}

/// One benefit row of the stewardship chart.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredBenefit")]
pub struct BenefitEntry {
    pub id: String,
    pub name: String,
    /// The gifts the benefit is ticked at, in cents, largest first
    /// ([`fundplan_domain::stewardship::BASE`] for the base row): laid on the gift chart's
    /// current levels when read ([`fundplan_domain::stewardship::lay`]).
    pub ticks: Vec<i64>,
}

/// A benefit row as stored now (`ticks`) or before the columns followed the gift chart
/// (`checks`, one per fixed column).
#[derive(Deserialize)]
struct StoredBenefit {
    id: String,
    name: String,
    #[serde(default)]
    ticks: Option<Vec<i64>>,
    #[serde(default)]
    checks: Option<[bool; 6]>,
}

impl From<StoredBenefit> for BenefitEntry {
    fn from(s: StoredBenefit) -> Self {
        let ticks = match (s.ticks, s.checks) {
            (Some(ticks), _) => ticks,
            (None, Some(checks)) => stewardship::fixed_column_ticks(checks),
            (None, None) => Vec::new(),
        };
        BenefitEntry {
            id: s.id,
            name: s.name,
            ticks: stewardship::sorted_ticks(ticks),
        }
    }
}

/// The stewardship chart, in row order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StewardshipRecord {
    #[serde(default)]
    pub rows: Vec<BenefitEntry>,
}

impl Record for StewardshipRecord {
    const ENTITY: &'static str = "stewardship chart";
}

impl StewardshipRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, STEWARDSHIP_SK), version)
    }
}

/// The selected policies and documents, and how often each was downloaded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoliciesRecord {
    #[serde(default)]
    pub selected: BTreeMap<String, bool>,
    /// Identity (or [`MANUAL_DOWNLOADS`] for the manual) → downloads.
    #[serde(default)]
    pub downloads: BTreeMap<String, u64>,
}

/// The downloads key of the Policies and Procedures manual.
pub const MANUAL_DOWNLOADS: &str = "manual";

impl Record for PoliciesRecord {
    const ENTITY: &'static str = "policies";
}

impl PoliciesRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, POLICIES_SK), version)
    }
    /// Whether `identity` is selected (false when never set).
    pub fn is_selected(&self, identity: &str) -> bool {
        self.selected.get(identity).copied().unwrap_or(false)
    }
}

/// Counters and dates of the closing modules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlagsRecord {
    #[serde(default)]
    pub pyramid_downloads: u64,
    /// When the plan was first seen complete (the certificate's date).
    #[serde(default)]
    pub certificate_completed_at: Option<i64>,
}

impl Record for FlagsRecord {
    const ENTITY: &'static str = "closing flags";
}

impl FlagsRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(closing_key(org_id, FLAGS_SK), version)
    }
}

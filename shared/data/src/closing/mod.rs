//! The closing modules' items (spec file 3): success stories, prospects, the stewardship chart,
//! the selected policies and the download counters, and the one query that reads them with the
//! whole budget ([`load_closing`]).
//!
//! | item | SK | attributes |
//! |---|---|---|
//! | success stories | `PLAN#STORIES` | `stories`: `[{id, user_story, order}]` (order 1-based, at most 3) |
//! | prospects | `PLAN#PROSPECTS` | `ratio`: 3, 4 or 5; `names`: `{"<gift cents>": [name, …]}` |
//! | stewardship chart | `PLAN#STEWARDSHIP` | `rows`: `[{id, name, checks: [bool; 6]}]`; absent: the default rows |
//! | policies | `PLAN#POLICIES` | `selected`: `{identity: bool}`; `downloads`: `{identity or "manual": count}` |
//! | flags | `PLAN#FLAGS` | `pyramid_downloads`; `certificate_completed_at` (epoch seconds, once) |
//!
//! Each is one versioned item, so its limits (3 stories, 50 benefits) hold under concurrent
//! writers. Every key sorts inside the budget's range (`NAV` … `PLAN$`), so [`load_closing`] is
//! the budget's one query ([`Budget::query`]) decoded once more for these items.

use crate::plan::budget::Budget;
use crate::record::{Record, Versioned, org_pk};
use crate::{NavRecord, plan::budget};
use fundplan_domain::budget::{Figures, Overflow};
use fundplan_domain::policies::{self, Group};
use fundplan_domain::pyramid::{LEVELS, ProspectRatio, Pyramid, pyramid};
use fundplan_domain::sections::Statuses;
use fundplan_domain::stewardship::{Benefit, default_benefits};
use fundplan_ports::table::{Item, Key, StoreError, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub mod pitch;
pub use pitch::{Pitch, load_pitch, pitch_inputs};

pub const STORIES_SK: &str = "PLAN#STORIES";
pub const PROSPECTS_SK: &str = "PLAN#PROSPECTS";
pub const STEWARDSHIP_SK: &str = "PLAN#STEWARDSHIP";
pub const POLICIES_SK: &str = "PLAN#POLICIES";
pub const FLAGS_SK: &str = "PLAN#FLAGS";

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
    /// Every level with names, top down: (gift cents, names).
    pub fn by_level(&self) -> Vec<(i64, Vec<String>)> {
        LEVELS
            .iter()
            .filter_map(|l| {
                let names = self.names_at(*l);
                (!names.is_empty()).then(|| (*l, names.to_vec()))
            })
            .collect()
    }
}

/// One benefit row of the stewardship chart.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BenefitEntry {
    pub id: String,
    pub name: String,
    /// One per column of [`fundplan_domain::stewardship::COLUMNS`], left to right.
    pub checks: [bool; 6],
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

/// A stored item with its version; version 0 and the default value when never written.
fn or_default<T: Default>(v: Option<Versioned<T>>) -> Versioned<T> {
    v.unwrap_or(Versioned {
        value: T::default(),
        version: 0,
    })
}

/// Everything the closing modules, their documents and the collateral status read, from one
/// query ([`load_closing`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ClosingPlan {
    /// The organization, programs, projects, expense tables and revenue.
    pub budget: Budget,
    /// Route path → status (the navigation item).
    pub statuses: Statuses,
    pub stories: Versioned<StoriesRecord>,
    pub prospects: Versioned<ProspectsRecord>,
    /// The stored chart; version 0 (and no rows) when it was never saved: see
    /// [`ClosingPlan::stewardship_rows`].
    pub stewardship: Versioned<StewardshipRecord>,
    pub policies: Versioned<PoliciesRecord>,
    pub flags: Versioned<FlagsRecord>,
    /// The case document's overrides and images (`crate::casedoc`).
    pub casedoc: Versioned<crate::casedoc::CaseDocRecord>,
}

/// A row of the chart as shown: stored (with its id) or a default row (no id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenefitRow {
    pub id: Option<String>,
    pub benefit: Benefit,
}

impl ClosingPlan {
    /// The closing plan held by the items of [`Budget::query`].
    pub fn from_items(items: &[Item]) -> Result<ClosingPlan, String> {
        let budget = Budget::from_items(items)?;
        let mut nav = None;
        let (mut stories, mut prospects, mut stewardship, mut policies, mut flags) =
            (None, None, None, None, None);
        let mut casedoc = None;
        for item in items {
            match item.key.sk.as_str() {
                "NAV" => nav = Some(NavRecord::decode(item)?.value),
                STORIES_SK => stories = Some(StoriesRecord::decode(item)?),
                PROSPECTS_SK => prospects = Some(ProspectsRecord::decode(item)?),
                STEWARDSHIP_SK => stewardship = Some(StewardshipRecord::decode(item)?),
                POLICIES_SK => policies = Some(PoliciesRecord::decode(item)?),
                FLAGS_SK => flags = Some(FlagsRecord::decode(item)?),
                crate::casedoc::CASEDOC_SK => {
                    casedoc = Some(crate::casedoc::CaseDocRecord::decode(item)?)
                }
                _ => {}
            }
        }
        let statuses = match nav {
            Some(nav) => nav.statuses_by_path(&budget.routes()),
            None => Statuses::new(),
        };
        Ok(ClosingPlan {
            budget,
            statuses,
            stories: or_default(stories),
            prospects: or_default(prospects),
            stewardship: or_default(stewardship),
            policies: or_default(policies),
            flags: or_default(flags),
            casedoc: or_default(casedoc),
        })
    }

    /// Every figure of the budget.
    pub fn figures(&self) -> Result<Figures, Overflow> {
        self.budget.figures()
    }

    /// The three-year goal rounded up to the next $500,000 (cents): the pyramid's goal.
    pub fn rounded_goal(&self) -> Result<i64, Overflow> {
        Ok(self.figures()?.goals.total_fundraising_goal_3y)
    }

    /// The gift pyramid of the plan: its rounded goal and stored ratio.
    pub fn pyramid(&self) -> Result<Pyramid, Overflow> {
        Ok(pyramid(self.rounded_goal()?, self.prospects.value.ratio()))
    }

    /// The chart's rows: the stored ones, or the default rows of a new plan.
    pub fn stewardship_rows(&self) -> Vec<BenefitRow> {
        if self.stewardship.version == 0 {
            return default_benefits()
                .into_iter()
                .map(|benefit| BenefitRow { id: None, benefit })
                .collect();
        }
        self.stewardship
            .value
            .rows
            .iter()
            .map(|r| BenefitRow {
                id: Some(r.id.clone()),
                benefit: Benefit {
                    name: r.name.clone(),
                    checks: r.checks,
                },
            })
            .collect()
    }

    /// The pages still to complete before the certificate, in plan order: (path, name). Empty
    /// once every page of every module not skipped is complete.
    pub fn remaining_pages(&self) -> Vec<(String, String)> {
        fundplan_domain::certificate::remaining(
            &self.budget.routes(),
            &self.statuses,
            &self.budget.skipped,
        )
    }

    /// Whether a page of the plan is complete.
    pub fn completed(&self, path: &str) -> bool {
        self.statuses.get(path).copied() == Some(1)
    }

    /// The selected policies and documents of a group, in screen order.
    pub fn selected_policies(&self, group: Group) -> Vec<&'static policies::Policy> {
        policies::of_group(group)
            .filter(|p| self.policies.value.is_selected(p.identity))
            .collect()
    }
}

/// A member of the team as the certificate lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamLine {
    /// First and last name.
    pub name: String,
    /// The member's position, else "Owner" or "Team Member".
    pub role: String,
}

/// The organization's team for the certificate: the owner first, then the members in the order
/// they joined (one query of `USER#`; pending invitations are not users yet).
pub async fn load_team(table: &dyn Table, org_id: &str) -> Result<Vec<TeamLine>, StoreError> {
    use fundplan_ports::Query;
    let items = table
        .query_all(Query::partition(org_pk(org_id)).prefix(crate::UserRecord::SK_PREFIX))
        .await?;
    let mut users = items
        .iter()
        .map(|i| crate::UserRecord::decode(i).map(|v| v.value))
        .collect::<Result<Vec<_>, _>>()
        .map_err(StoreError::Unavailable)?;
    users.sort_by_key(|u| (u.role != "owner", u.created_at));
    Ok(users
        .into_iter()
        .map(|u| TeamLine {
            name: format!("{} {}", u.first_name.trim(), u.last_name.trim())
                .trim()
                .to_string(),
            role: if !u.position.trim().is_empty() {
                u.position.trim().to_string()
            } else if u.role == "owner" {
                "Owner".into()
            } else {
                "Team Member".into()
            },
        })
        .collect())
}

/// Everything the closing modules read, with the one query of the budget ([`Budget::query`]).
pub async fn load_closing(table: &dyn Table, org_id: &str) -> Result<ClosingPlan, StoreError> {
    let items = table.query_all(Budget::query(org_id)).await?;
    ClosingPlan::from_items(&items).map_err(StoreError::Unavailable)
}

/// The budget range must hold every closing item ([`budget::BUDGET_RANGE_FROM`] …
/// [`budget::BUDGET_RANGE_TO`]).
pub fn in_budget_range(sk: &str) -> bool {
    (budget::BUDGET_RANGE_FROM..=budget::BUDGET_RANGE_TO).contains(&sk)
}

#[cfg(test)]
mod tests;

//! The whole plan of one organization ([`Plan`]), read with one query of its partition
//! ([`load_plan`]). Every summary, every closing screen, the case document, the talking points
//! and every generated document are computed from it (`crate::case`, `crate::pitch`,
//! `fundplan_documents::assemble`), so a new reader of the plan (versions, cohort summaries)
//! starts from one type.
//!
//! The query is `Query::partition(ORG#<org>)`: every item of the organization. [`Plan::from_items`]
//! decodes what the plan is made of and skips the rest by its sort key alone (jobs, document
//! files, invitations, the subscription, the onboarding answers, the programs' answers), so a
//! skipped item costs its transfer and nothing more:
//!
//! | part | items |
//! |---|---|
//! | organization | `ORG` |
//! | statuses, skipped modules | `NAV` |
//! | programs, projects, expense tables, revenue | `PLAN#PROGRAMS`, `PLAN#PROJECTS`, `PLAN#EXP#<owner>`, `PLAN#REVENUES` |
//! | closing items | `PLAN#STORIES`, `PLAN#PROSPECTS`, `PLAN#STEWARDSHIP`, `PLAN#POLICIES`, `PLAN#FLAGS` |
//! | case document | `PLAN#CASEDOC` |
//! | answers the documents quote | `ANSWER#ORG#<question>`, and each project's rationale `ANSWER#PRJ#<id>#<question>` |
//! | team | `USER#<user>` |
//!
//! DynamoDB pages a query at 1 MB: a plan that large takes a second page, still one query.
//! The module depends on the entities' modules (`plan`, `closing`, `casedoc`, `nav`,
//! `organization`, `user`) and nothing depends on it but the views above it (`case`, `pitch`).

use crate::casedoc::{CASEDOC_SK, CaseDocRecord};
use crate::closing::{
    FLAGS_SK, FlagsRecord, GIFT_CHART_SK, GiftChartRecord, POLICIES_SK, PROSPECTS_SK,
    PoliciesRecord, ProspectsRecord, STEWARDSHIP_SK, STORIES_SK, StewardshipRecord, StoriesRecord,
};
use crate::nav::NavRecord;
use crate::organization::OrganizationRecord;
use crate::plan::answers::{AnswerRecord, parse_answer_sk};
use crate::plan::budget::{ExpenseTableRecord, RevenuesRecord};
use crate::plan::{EXPENSES_PREFIX, EntriesRecord, Entry, EntryKind, Owner, revenues_key};
use crate::record::{Record, Versioned, org_pk};
use crate::scope::OrgScope;
use crate::user::UserRecord;
use fundplan_domain::budget::{ExpenseItem, Figures, Overflow, PlanTables, RevenueEntry, figures};
use fundplan_domain::gift_chart::{self, Chart};
use fundplan_domain::policies::{self, Group};
use fundplan_domain::pyramid::Pyramid;
use fundplan_domain::questions::catalogue;
use fundplan_domain::sections::{SKIPPABLE_MODULE, Statuses};
use fundplan_domain::stewardship::{self, Column};
use fundplan_ports::table::{Item, Query, StoreError};
use std::collections::BTreeMap;

/// The project rationale's question (one answer per project; the case document quotes it).
pub const PROJECT_RATIONALE_KEY: &str = "new_project_goals_rationale_goals";
/// A program's outcomes (module 8; the talking points take their impact figure from it).
pub const PROGRAM_OUTCOMES_KEY: &str = "measuring_impact_outcomes";

/// The answers the documents quote: the organization's by question id, each project's
/// rationale by project id, each program's outcomes by program id. The programs' other answers,
/// the bulk of a plan's text, are not kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlanAnswers {
    pub organization: BTreeMap<u32, String>,
    pub rationales: BTreeMap<String, String>,
    /// Each program's outcomes answer by program id (the talking points' impact figure).
    pub outcomes: BTreeMap<String, String>,
}

impl PlanAnswers {
    /// The organization's answer to the question `key` ("" when unanswered or unknown).
    pub fn by_key(&self, key: &str) -> &str {
        catalogue()
            .by_key(key)
            .and_then(|q| self.organization.get(&q.id))
            .map_or("", String::as_str)
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

/// A row of the stewardship chart as shown: stored (with its id) or a default row (no id), its
/// ticks laid on the gift chart's columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenefitRow {
    pub id: Option<String>,
    pub name: String,
    /// The ticks as stored (or, for a default row, as the defaults give them on this chart).
    pub ticks: Vec<i64>,
    /// One per column of [`StewardshipChart::columns`].
    pub checks: Vec<bool>,
}

/// The stewardship chart as shown: the plan's gift chart's columns and the rows on them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StewardshipChart {
    pub columns: Vec<Column>,
    pub rows: Vec<BenefitRow>,
}

impl StewardshipChart {
    /// Each row's checks.
    pub fn checks(&self) -> Vec<Vec<bool>> {
        self.rows.iter().map(|r| r.checks.clone()).collect()
    }
}

/// The whole plan of an organization, from one query ([`load_plan`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    pub organization: Option<Versioned<OrganizationRecord>>,
    /// Route path → status (the navigation item).
    pub statuses: Statuses,
    /// Skipped modules as `/steps/<module>`.
    pub skipped: Vec<String>,
    pub programs: Vec<Entry>,
    pub projects: Vec<Entry>,
    /// Every stored expense table by owner (a table whose program or project is gone is kept
    /// here but never counted).
    pub tables: BTreeMap<Owner, ExpenseTableRecord>,
    pub revenues: Vec<RevenueEntry>,
    pub stories: Versioned<StoriesRecord>,
    pub prospects: Versioned<ProspectsRecord>,
    /// The gift chart's lead share and edits; version 0 while never saved (the standard chart
    /// at 20 %): see [`Plan::gift_chart`].
    pub gift_chart: Versioned<GiftChartRecord>,
    /// The stored chart; version 0 (and no rows) when it was never saved: see
    /// [`Plan::stewardship`].
    pub stewardship: Versioned<StewardshipRecord>,
    pub policies: Versioned<PoliciesRecord>,
    pub flags: Versioned<FlagsRecord>,
    /// The case document's overrides and images.
    pub casedoc: Versioned<CaseDocRecord>,
    pub answers: PlanAnswers,
    /// The owner first, then the members in the order they joined (pending invitations are not
    /// users yet).
    pub team: Vec<TeamLine>,
}

/// What an item of the organization's partition is to the plan, by its sort key: the one
/// list of the items a plan is made of ([`Plan::from_items`], and what a version of the plan
/// holds, `crate::versions`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Nav,
    Org,
    Stories,
    Prospects,
    GiftChart,
    Stewardship,
    Policies,
    Flags,
    CaseDoc,
    Programs,
    Projects,
    Revenues,
    /// An expense table, by its owner.
    Expenses(Owner),
    /// A member of the team (the plan reads names and roles; a version holds no people).
    User,
    /// An answer, by its owner and question id.
    Answer(Owner, u32),
}

impl Part {
    /// The part the item with sort key `sk` is; none for the items of the partition that are
    /// not the plan (tokens, the subscription, consent, versions, …) or an unreadable key.
    pub fn of(sk: &str) -> Option<Part> {
        let programs_sk = EntriesRecord::key("", EntryKind::Program).sk;
        let projects_sk = EntriesRecord::key("", EntryKind::Project).sk;
        let revenues_sk = revenues_key("").sk;
        Some(match sk {
            "NAV" => Part::Nav,
            "ORG" => Part::Org,
            STORIES_SK => Part::Stories,
            PROSPECTS_SK => Part::Prospects,
            GIFT_CHART_SK => Part::GiftChart,
            STEWARDSHIP_SK => Part::Stewardship,
            POLICIES_SK => Part::Policies,
            FLAGS_SK => Part::Flags,
            CASEDOC_SK => Part::CaseDoc,
            _ if sk == programs_sk => Part::Programs,
            _ if sk == projects_sk => Part::Projects,
            _ if sk == revenues_sk => Part::Revenues,
            _ if sk.starts_with(EXPENSES_PREFIX) => {
                Part::Expenses(Owner::parse(&sk[EXPENSES_PREFIX.len()..])?)
            }
            _ if sk.starts_with(UserRecord::SK_PREFIX) => Part::User,
            _ => {
                let (owner, q) = parse_answer_sk(sk)?;
                Part::Answer(owner, q)
            }
        })
    }
}

impl Part {
    /// The id of the section whose page writes this part, which a restore of that section (or
    /// of its module) brings back (`crate::restore`); none for what is not the plan's content
    /// but the organization's (its settings, the navigation's statuses and assignments, the
    /// closing counters, the team) and for an answer to a question no page asks.
    pub fn section(&self) -> Option<&'static str> {
        Some(match self {
            Part::Nav | Part::Org | Part::Flags | Part::User => return None,
            Part::Stories => "case.stories",
            Part::CaseDoc => "case.document",
            Part::Prospects | Part::GiftChart => "pyramid.chart",
            Part::Stewardship => "stewardship.recognition",
            Part::Policies => "operations.policies",
            Part::Programs => "programs.list",
            Part::Projects => "projects.list",
            Part::Revenues => "revenue.revenue",
            Part::Expenses(Owner::Organization) => "overhead.expenses",
            Part::Expenses(Owner::Program(_)) => "programs.program",
            Part::Expenses(Owner::Project(_)) => "projects.project",
            Part::Answer(_, q) => {
                let key = &catalogue().by_id(*q)?.key;
                fundplan_domain::sections::section_of_question(key)?.id
            }
        })
    }
}

impl Plan {
    /// The one query of [`load_plan`]: the organization's whole partition.
    pub fn query(org_id: &str) -> Query {
        Query::partition(org_pk(org_id))
    }

    /// The plan held by the items of [`Plan::query`]; the items the plan is not made of are
    /// skipped by their sort key, a malformed item of the plan is an error.
    pub fn from_items(items: &[Item]) -> Result<Plan, String> {
        let rationale = catalogue().by_key(PROJECT_RATIONALE_KEY).map(|q| q.id);
        let outcomes = catalogue().by_key(PROGRAM_OUTCOMES_KEY).map(|q| q.id);
        let mut p = Plan::default();
        let mut users = Vec::new();
        let mut nav = None;
        for item in items {
            let sk = item.key.sk.as_str();
            let Some(part) = Part::of(sk) else {
                if sk.starts_with(EXPENSES_PREFIX) {
                    return Err(format!("malformed expense table key {sk}"));
                }
                continue;
            };
            match part {
                Part::Nav => nav = Some(NavRecord::decode(item)?.value),
                Part::Org => p.organization = Some(OrganizationRecord::decode(item)?),
                Part::Stories => p.stories = StoriesRecord::decode(item)?,
                Part::Prospects => p.prospects = ProspectsRecord::decode(item)?,
                Part::GiftChart => p.gift_chart = GiftChartRecord::decode(item)?,
                Part::Stewardship => p.stewardship = StewardshipRecord::decode(item)?,
                Part::Policies => p.policies = PoliciesRecord::decode(item)?,
                Part::Flags => p.flags = FlagsRecord::decode(item)?,
                Part::CaseDoc => p.casedoc = CaseDocRecord::decode(item)?,
                Part::Programs => p.programs = EntriesRecord::decode(item)?.value.entries,
                Part::Projects => p.projects = EntriesRecord::decode(item)?.value.entries,
                Part::Revenues => p.revenues = RevenuesRecord::decode(item)?.value.lines,
                Part::Expenses(owner) => {
                    p.tables
                        .insert(owner, ExpenseTableRecord::decode(item)?.value);
                }
                Part::User => users.push(UserRecord::decode(item)?.value),
                Part::Answer(Owner::Organization, q) => {
                    p.answers
                        .organization
                        .insert(q, AnswerRecord::decode(item)?.value.answer);
                }
                Part::Answer(Owner::Program(id), q) if Some(q) == outcomes => {
                    p.answers
                        .outcomes
                        .insert(id, AnswerRecord::decode(item)?.value.answer);
                }
                Part::Answer(Owner::Project(id), q) if Some(q) == rationale => {
                    p.answers
                        .rationales
                        .insert(id, AnswerRecord::decode(item)?.value.answer);
                }
                Part::Answer(..) => {}
            }
        }
        // The navigation item keys statuses by section key; the plan reads them by route path,
        // which needs the programs and projects read above.
        if let Some(nav) = nav {
            p.statuses = nav.statuses_by_path(&p.routes());
            p.skipped = nav.skipped_paths();
        }
        p.team = team(users);
        Ok(p)
    }

    /// The pages of the plan, in Next order, with the programs' and projects' ids.
    pub fn routes(&self) -> Vec<fundplan_domain::sections::Route> {
        fundplan_domain::sections::routes_of(&self.programs, &self.projects)
    }

    /// The organization's record, when it has one.
    pub fn org(&self) -> Option<&OrganizationRecord> {
        self.organization.as_ref().map(|o| &o.value)
    }

    /// The organization as its documents print it (the defaults while it has no record).
    pub fn letterhead(&self) -> fundplan_domain::organization::Letterhead {
        self.org()
            .map(OrganizationRecord::letterhead)
            .unwrap_or_default()
    }

    /// The items of `owner`'s table (none when it has no table).
    pub fn table(&self, owner: &Owner) -> &[ExpenseItem] {
        self.tables.get(owner).map_or(&[], |t| t.items.as_slice())
    }

    /// Module 9 (new projects) is skipped: its projects count 0 in the goals.
    pub fn new_projects_skipped(&self) -> bool {
        self.skipped.iter().any(|s| s == SKIPPABLE_MODULE)
    }

    /// The tables the figures are computed from: the overhead, then each listed program's and
    /// project's table in list order.
    pub fn plan_tables(&self) -> PlanTables<'_> {
        PlanTables {
            overhead: self.table(&Owner::Organization),
            programs: self
                .programs
                .iter()
                .map(|p| self.table(&Owner::Program(p.id.clone())))
                .collect(),
            projects: self
                .projects
                .iter()
                .map(|p| self.table(&Owner::Project(p.id.clone())))
                .collect(),
            revenue: &self.revenues,
            new_projects_skipped: self.new_projects_skipped(),
        }
    }

    /// Every footer and goal figure of the plan.
    pub fn figures(&self) -> Result<Figures, Overflow> {
        figures(&self.plan_tables())
    }

    /// The three-year goal rounded up to the next $500,000 (cents): the pyramid's goal.
    pub fn rounded_goal(&self) -> Result<i64, Overflow> {
        Ok(self.figures()?.goals.total_fundraising_goal_3y)
    }

    /// The plan's gift chart: the edited one, else the standard chart of its rounded goal and
    /// lead share.
    pub fn gift_chart(&self) -> Result<Chart, Overflow> {
        Ok(self.gift_chart.value.chart(self.rounded_goal()?))
    }

    /// The gift pyramid of the plan: its gift chart at the stored ratio (what the screen, the
    /// documents and the Excel export show).
    pub fn pyramid(&self) -> Result<Pyramid, Overflow> {
        Ok(gift_chart::pyramid(
            &self.gift_chart()?,
            self.prospects.value.ratio(),
        ))
    }

    /// The stewardship chart: the gift chart's columns and the stored rows, or the default
    /// rows of a new plan, laid on them.
    pub fn stewardship(&self) -> Result<StewardshipChart, Overflow> {
        let chart = self.gift_chart()?;
        let columns = stewardship::columns(&chart);
        let lay = |id: Option<String>, name: String, ticks: Vec<i64>| BenefitRow {
            checks: stewardship::lay(&ticks, &columns),
            id,
            name,
            ticks,
        };
        let rows = if self.stewardship.version == 0 {
            stewardship::default_benefits(&chart)
                .into_iter()
                .map(|b| lay(None, b.name, b.ticks))
                .collect()
        } else {
            self.stewardship
                .value
                .rows
                .iter()
                .map(|r| lay(Some(r.id.clone()), r.name.clone(), r.ticks.clone()))
                .collect()
        };
        Ok(StewardshipChart { columns, rows })
    }

    /// The pages still to complete before the certificate, in plan order: (path, name). Empty
    /// once every page of every module not skipped is complete.
    pub fn remaining_pages(&self) -> Vec<(String, String)> {
        fundplan_domain::certificate::remaining(&self.routes(), &self.statuses, &self.skipped)
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

/// The team as the certificate lists it: the owner first, then the members in the order they
/// joined.
fn team(mut users: Vec<UserRecord>) -> Vec<TeamLine> {
    users.sort_by_key(|u| (u.role != "owner", u.created_at));
    users
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
        .collect()
}

/// The whole plan of an organization: one query of its partition ([`Plan::query`]).
pub async fn load_plan(org: &OrgScope) -> Result<Plan, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let items = table.query_all(Plan::query(org_id)).await?;
    Plan::from_items(&items).map_err(StoreError::Unavailable)
}

#[cfg(test)]
mod closing_tests;
#[cfg(test)]
mod tests;

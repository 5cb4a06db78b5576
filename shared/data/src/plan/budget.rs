//! The budget items (expense tables and revenue) and the one query that reads everything the
//! goal summaries need.
//!
//! | item | SK | attributes |
//! |---|---|---|
//! | expense table | `PLAN#EXP#<owner>` | `items`: `[[id, expense_type, expense_description, y1, y2, y3, version]]`, in the order they were added |
//! | revenue | `PLAN#REVENUES` | `lines`: `[{id, revenue_type, revenue_name, cents: [y1, y2, y3], version}]`, only lines with a value above 0 |
//!
//! **One query per summary.** The sort keys `NAV`, `ONBOARDING`, `ORG` and every `PLAN#…` key are
//! adjacent in the organization's partition (`INVITE#…` sorts before `NAV`, `SUBSCRIPTION` and
//! `USER#…` after `PLAN$`), so `Query::partition(ORG#<org>).between("NAV", "PLAN$")` returns the
//! skipped modules, the organization, the programs and projects lists, every expense table and
//! the revenue, and nothing else ([`load_budget`]). DynamoDB pages a query at 1 MB: a plan
//! that large (about 15 full tables of long descriptions) takes a second page, still one query.

use crate::organization::OrganizationRecord;
use crate::plan::{EXPENSES_PREFIX, EntriesRecord, Entry, EntryKind, Owner, expenses_key};
use crate::record::{Record, Versioned, org_pk};
use crate::{NavRecord, plan};
use fundplan_domain::budget::{ExpenseItem, Figures, Overflow, PlanTables, RevenueEntry, figures};
use fundplan_domain::sections::SKIPPABLE_MODULE;
use fundplan_ports::table::{Item, Key, Query, StoreError, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The first sort key of the budget range (the navigation item, for the skipped modules).
pub const BUDGET_RANGE_FROM: &str = "NAV";
/// The last sort key of the budget range: just past every `PLAN#…` key (`$` follows `#`).
pub const BUDGET_RANGE_TO: &str = "PLAN$";

/// The expense items of the overhead, one core program or one new project.
///
/// Each item is stored as an array, `[id, expense_type, expense_description, year 1, year 2,
/// year 3, version]`, not as an object: a summary reads every table of the plan, and arrays
/// without repeated field names are a third smaller and parse three to five times faster (2,640
/// items: 0.9 to 1.5 ms against 4.3 to 4.9 ms, docs/benchmarks.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExpenseTableRecord {
    #[serde(default, with = "compact_items")]
    pub items: Vec<ExpenseItem>,
}

/// Expense items as arrays (see [`ExpenseTableRecord`]).
mod compact_items {
    use fundplan_domain::budget::{Category, ExpenseItem};
    use serde::{Deserialize, Deserializer, Serializer};

    type Stored<'a> = (&'a str, Category, &'a str, i64, i64, i64, u64);
    type Read = (String, Category, String, i64, i64, i64, u64);

    pub fn serialize<S: Serializer>(items: &[ExpenseItem], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(items.iter().map(|i| -> Stored<'_> {
            (
                &i.id,
                i.expense_type,
                &i.expense_description,
                i.cents[0],
                i.cents[1],
                i.cents[2],
                i.version,
            )
        }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<ExpenseItem>, D::Error> {
        let read = Vec::<Read>::deserialize(d)?;
        Ok(read
            .into_iter()
            .map(
                |(id, expense_type, expense_description, y1, y2, y3, version)| ExpenseItem {
                    id,
                    expense_type,
                    expense_description,
                    cents: [y1, y2, y3],
                    version,
                },
            )
            .collect())
    }
}

impl Record for ExpenseTableRecord {
    const ENTITY: &'static str = "expense table";
}

impl ExpenseTableRecord {
    pub fn to_item(&self, org_id: &str, owner: &Owner, version: u64) -> Item {
        self.encode(expenses_key(org_id, owner), version)
    }
    pub fn find(&self, id: &str) -> Option<&ExpenseItem> {
        self.items.iter().find(|i| i.id == id)
    }
}

/// The organization's revenue lines.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevenuesRecord {
    #[serde(default)]
    pub lines: Vec<RevenueEntry>,
}

impl Record for RevenuesRecord {
    const ENTITY: &'static str = "revenue";
}

impl RevenuesRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(plan::revenues_key(org_id), version)
    }
}

/// Everything the budget screens and goal summaries read, from one query.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Budget {
    pub organization: Option<Versioned<OrganizationRecord>>,
    /// Skipped modules as `/steps/<module>`.
    pub skipped: Vec<String>,
    pub programs: Vec<Entry>,
    pub projects: Vec<Entry>,
    /// Every stored expense table by owner (a table whose program or project is gone is kept
    /// here but never counted).
    pub tables: BTreeMap<Owner, ExpenseTableRecord>,
    pub revenues: Vec<RevenueEntry>,
}

impl Budget {
    /// The pages of the plan, in Next order, with the programs' and projects' ids.
    pub fn routes(&self) -> Vec<fundplan_domain::sections::Route> {
        fundplan_domain::sections::routes_of(&self.programs, &self.projects)
    }

    /// The one query of [`load_budget`].
    pub fn query(org_id: &str) -> Query {
        Query::partition(org_pk(org_id)).between(BUDGET_RANGE_FROM, BUDGET_RANGE_TO)
    }

    /// The budget held by the items of [`Budget::query`]; other items of the range are
    /// ignored, a malformed one is an error.
    pub fn from_items(items: &[Item]) -> Result<Budget, String> {
        let mut b = Budget::default();
        for item in items {
            let sk = item.key.sk.as_str();
            if sk == "NAV" {
                b.skipped = NavRecord::decode(item)?.value.skipped_paths();
            } else if sk == "ORG" {
                b.organization = Some(OrganizationRecord::decode(item)?);
            } else if sk == EntriesRecord::key("", EntryKind::Program).sk {
                b.programs = EntriesRecord::decode(item)?.value.entries;
            } else if sk == EntriesRecord::key("", EntryKind::Project).sk {
                b.projects = EntriesRecord::decode(item)?.value.entries;
            } else if sk == plan::revenues_key("").sk {
                b.revenues = RevenuesRecord::decode(item)?.value.lines;
            } else if let Some(code) = sk.strip_prefix(EXPENSES_PREFIX) {
                let owner = Owner::parse(code)
                    .ok_or_else(|| format!("malformed expense table key {}", item.key.sk))?;
                b.tables
                    .insert(owner, ExpenseTableRecord::decode(item)?.value);
            }
        }
        Ok(b)
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
}

/// Everything the budget screens and goal summaries read, with one query of the organization's
/// partition ([`Budget::query`]).
pub async fn load_budget(table: &dyn Table, org_id: &str) -> Result<Budget, StoreError> {
    let items = table.query_all(Budget::query(org_id)).await?;
    Budget::from_items(&items).map_err(StoreError::Unavailable)
}

/// The expense table of `owner` and its version (one `get`); `None` when it was never written.
pub async fn get_expense_table(
    table: &dyn Table,
    org_id: &str,
    owner: &Owner,
) -> Result<Option<Versioned<ExpenseTableRecord>>, StoreError> {
    crate::repo::get(table, &expenses_key(org_id, owner)).await
}

/// The owner of the expense table that holds item `id`, among the programs' and projects'
/// tables (one query over `PLAN#EXP#`); the overhead table is not searched.
pub async fn find_expense_owner(
    table: &dyn Table,
    org_id: &str,
    id: &str,
) -> Result<Option<Owner>, StoreError> {
    let items = table
        .query_all(Query::partition(org_pk(org_id)).prefix(EXPENSES_PREFIX))
        .await?;
    for item in &items {
        let Some(owner) = item
            .key
            .sk
            .strip_prefix(EXPENSES_PREFIX)
            .and_then(Owner::parse)
        else {
            continue;
        };
        if owner == Owner::Organization {
            continue;
        }
        let t = ExpenseTableRecord::decode(item).map_err(StoreError::Unavailable)?;
        if t.value.find(id).is_some() {
            return Ok(Some(owner));
        }
    }
    Ok(None)
}

/// The key of the programs or projects list an owner belongs to (none for the organization).
pub fn owner_list_key(org_id: &str, owner: &Owner) -> Option<(Key, EntryKind, String)> {
    match owner {
        Owner::Organization => None,
        Owner::Program(id) => Some((
            EntriesRecord::key(org_id, EntryKind::Program),
            EntryKind::Program,
            id.clone(),
        )),
        Owner::Project(id) => Some((
            EntriesRecord::key(org_id, EntryKind::Project),
            EntryKind::Project,
            id.clone(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::{InvitationRecord, UserRecord, onboarding_key, subscription_key};
    use fundplan_domain::budget::{Category, RevenueGroup};
    use fundplan_ports::{Condition, CountingTable};
    use serde_json::{Value, json};
    use std::sync::Arc;

    fn expense(id: &str, c: Category, cents: [i64; 3]) -> ExpenseItem {
        ExpenseItem {
            id: id.into(),
            expense_type: c,
            expense_description: format!("item {id}"),
            cents,
            version: 1,
        }
    }

    #[test]
    fn an_expense_table_item_has_its_pinned_layout() {
        let t = ExpenseTableRecord {
            items: vec![ExpenseItem {
                id: "01A".into(),
                expense_type: Category::InKindGoodsServices,
                expense_description: "Donated books".into(),
                cents: [120_050, 0, 7],
                version: 3,
            }],
        };
        let item = t.to_item("o1", &Owner::Program("01P".into()), 5);
        assert_eq!(item.key, Key::new("ORG#o1", "PLAN#EXP#PRG#01P"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 5)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"items": [["01A", "in-kind_goods_services", "Donated books", 120050, 0, 7, 3]]})
        );
        assert_eq!(ExpenseTableRecord::decode(&item).unwrap().value, t);
    }

    #[test]
    fn a_revenue_item_has_its_pinned_layout() {
        let r = RevenuesRecord {
            lines: vec![RevenueEntry {
                id: "01R".into(),
                revenue_type: RevenueGroup::InKind,
                revenue_name: "Goods/Services".into(),
                cents: [7_200_000, 0, 0],
                version: 1,
            }],
        };
        let item = r.to_item("o1", 2);
        assert_eq!(item.key, Key::new("ORG#o1", "PLAN#REVENUES"));
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"lines": [{"id": "01R", "revenue_type": "in_kind", "revenue_name": "Goods/Services",
                "cents": [7200000, 0, 0], "version": 1}]})
        );
        assert_eq!(RevenuesRecord::decode(&item).unwrap().value, r);
    }

    #[test]
    fn an_item_with_an_unknown_category_is_reported_never_guessed() {
        let mut item = ExpenseTableRecord {
            items: vec![expense("1", Category::LegalFees, [1, 0, 0])],
        }
        .to_item("o1", &Owner::Organization, 1);
        item.attrs["items"][0][1] = json!("snacks");
        assert!(ExpenseTableRecord::decode(&item).is_err());
    }

    #[test]
    fn the_budget_range_holds_the_budget_items_and_nothing_the_summaries_do_not_need() {
        let inside = [
            NavRecord::key("o1"),
            onboarding_key("o1"),
            OrganizationRecord::key("o1"),
            EntriesRecord::key("o1", EntryKind::Program),
            EntriesRecord::key("o1", EntryKind::Project),
            expenses_key("o1", &Owner::Organization),
            expenses_key("o1", &Owner::Program("01ZZZZZZZZZZZZZZZZZZZZZZZZ".into())),
            expenses_key("o1", &Owner::Project("01ZZZZZZZZZZZZZZZZZZZZZZZZ".into())),
            plan::revenues_key("o1"),
        ];
        let outside = [
            UserRecord::key("o1", "u"),
            subscription_key("o1"),
            InvitationRecord::key("o1", "a@b.org"),
            plan::answer_key("o1", &Owner::Organization, 1),
        ];
        let in_range = |k: &Key| {
            k.pk == org_pk("o1")
                && k.sk.as_str() >= BUDGET_RANGE_FROM
                && k.sk.as_str() <= BUDGET_RANGE_TO
        };
        for k in &inside {
            assert!(in_range(k), "{k:?} is outside the budget range");
        }
        for k in &outside {
            assert!(!in_range(k), "{k:?} is inside the budget range");
        }
    }

    #[tokio::test]
    async fn one_query_reads_the_whole_budget_and_only_listed_owners_count() {
        let (_dir, t) = table();
        let counting = CountingTable::new(Arc::new(t));
        let t: &dyn Table = &counting;
        let program = Entry {
            id: "01P".into(),
            name: "Adult Basic Literacy".into(),
            ..Entry::default()
        };
        let programs = EntriesRecord {
            entries: vec![program],
        };
        let mut nav = NavRecord::default();
        nav.set_skipped_paths(&[SKIPPABLE_MODULE.into()]);
        let puts = [
            programs.to_item("o1", EntryKind::Program, 1),
            nav.to_item("o1", 1),
            ExpenseTableRecord {
                items: vec![expense("a", Category::FinanceFees, [100, 0, 0])],
            }
            .to_item("o1", &Owner::Organization, 1),
            ExpenseTableRecord {
                items: vec![expense("b", Category::LegalFees, [40, 1, 2])],
            }
            .to_item("o1", &Owner::Program("01P".into()), 1),
            // A table whose program is not (or no longer) in the list is not counted.
            ExpenseTableRecord {
                items: vec![expense("c", Category::LegalFees, [1_000, 0, 0])],
            }
            .to_item("o1", &Owner::Program("01GONE".into()), 1),
            RevenuesRecord {
                lines: vec![RevenueEntry {
                    id: "r".into(),
                    revenue_type: RevenueGroup::EarnedRevenue,
                    revenue_name: "Tuition".into(),
                    cents: [30, 0, 0],
                    version: 1,
                }],
            }
            .to_item("o1", 1),
            // Another organization's table is not read.
            ExpenseTableRecord {
                items: vec![expense("d", Category::LegalFees, [5_000, 0, 0])],
            }
            .to_item("o2", &Owner::Organization, 1),
            UserRecord::default().to_item(1),
        ];
        for item in puts {
            t.put(item, Condition::None).await.unwrap();
        }
        let before = counting.round_trips();
        let b = load_budget(t, "o1").await.unwrap();
        assert_eq!(counting.round_trips().since(&before).total(), 1);
        assert!(b.new_projects_skipped());
        assert_eq!(b.programs.len(), 1);
        assert_eq!(b.tables.len(), 3);
        let f = b.figures().unwrap();
        assert_eq!(f.core_programs, [40, 1, 2]);
        assert_eq!(f.overhead.total, [100, 0, 0]);
        assert_eq!(f.goals.annual_fundraising_goal, [110, 1, 2]);
    }

    #[tokio::test]
    async fn an_expense_is_found_in_a_programs_or_projects_table_and_never_in_the_overhead() {
        let (_dir, t) = table();
        let prj = Owner::Project("01J".into());
        for (owner, id) in [(&Owner::Organization, "x"), (&prj, "y")] {
            t.put(
                ExpenseTableRecord {
                    items: vec![expense(id, Category::OtherExpenses, [1, 1, 1])],
                }
                .to_item("o1", owner, 1),
                Condition::None,
            )
            .await
            .unwrap();
        }
        assert_eq!(find_expense_owner(&t, "o1", "y").await.unwrap(), Some(prj));
        assert_eq!(find_expense_owner(&t, "o1", "x").await.unwrap(), None);
        assert_eq!(find_expense_owner(&t, "o2", "y").await.unwrap(), None);
    }
}

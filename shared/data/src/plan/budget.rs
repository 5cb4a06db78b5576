//! The budget items: expense tables and revenue. The plan reads them with everything else of
//! the organization in one query (`crate::model::load_plan`); a table alone is one `get`.
//!
//! | item | SK | attributes |
//! |---|---|---|
//! | expense table | `PLAN#EXP#<owner>` | `items`: `[[id, expense_type, expense_description, y1, y2, y3, version]]`, in the order they were added |
//! | revenue | `PLAN#REVENUES` | `lines`: `[{id, revenue_type, revenue_name, cents: [y1, y2, y3], version}]`, only lines with a value above 0 |

use crate::plan;
use crate::plan::{EXPENSES_PREFIX, EntriesRecord, EntryKind, Owner, expenses_key};
use crate::record::{Record, Versioned, org_pk};
use crate::scope::OrgScope;
use fundplan_domain::budget::{ExpenseItem, RevenueEntry};
use fundplan_ports::table::{Item, Key, Query, StoreError};
use serde::{Deserialize, Serialize};

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

/// The expense table of `owner` and its version (one `get`); `None` when it was never written.
pub async fn get_expense_table(
    org: &OrgScope,
    owner: &Owner,
) -> Result<Option<Versioned<ExpenseTableRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    crate::repo::get(table, &expenses_key(org_id, owner)).await
}

/// The owner of the expense table that holds item `id`, among the programs' and projects'
/// tables (one query over `PLAN#EXP#`); the overhead table is not searched.
pub async fn find_expense_owner(org: &OrgScope, id: &str) -> Result<Option<Owner>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
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
    use crate::ops::testing::{expense, table};
    use fundplan_domain::budget::{Category, RevenueGroup};
    use fundplan_ports::Condition;
    use fundplan_ports::Table;
    use serde_json::{Value, json};

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
        assert_eq!(
            find_expense_owner(&crate::ops::testing::scope(&t, "o1"), "y")
                .await
                .unwrap(),
            Some(prj)
        );
        assert_eq!(
            find_expense_owner(&crate::ops::testing::scope(&t, "o1"), "x")
                .await
                .unwrap(),
            None
        );
        assert_eq!(
            find_expense_owner(&crate::ops::testing::scope(&t, "o2"), "y")
                .await
                .unwrap(),
            None
        );
    }
}

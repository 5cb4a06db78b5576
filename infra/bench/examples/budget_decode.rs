//! Where a goal summary's time goes, without HTTP: one organization's plan of 11 expense tables
//! of 240 items (10 programs and the overhead, as `make bench` seeds it) in the embedded store,
//! then, averaged over 300 runs, the store's query (read, JSON parse into items, drop), the
//! decoding into a `Plan`, the figures, and `load_plan` whole; and the parse of 2,640 items
//! stored as objects against the same items stored as arrays (the layout the tables use).
//!
//! `cargo run --release -p fundplan-bench --example budget_decode` (docs/benchmarks.md).

use fundplan_data::plan::budget::ExpenseTableRecord;
use fundplan_data::plan::{EntriesRecord, Entry, EntryKind, Owner};
use fundplan_data::{Plan, load_plan};
use fundplan_domain::budget::{Category, ExpenseItem};
use fundplan_ports::embedded::EmbeddedTable;
use fundplan_ports::{Condition, Table};
use serde_json::{Map, Value, json};
use std::time::{Duration, Instant};

const RUNS: u32 = 300;

fn each<T>(mut f: impl FnMut() -> T) -> Duration {
    let t = Instant::now();
    for _ in 0..RUNS {
        std::hint::black_box(f());
    }
    t.elapsed() / RUNS
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let t = EmbeddedTable::open(&dir.path().join("store.redb")).expect("store");
    let programs: Vec<Entry> = (0..10)
        .map(|p| Entry {
            id: format!("01JPROGRAM{p:016}"),
            name: format!("Program {p}"),
            ..Entry::default()
        })
        .collect();
    let list = EntriesRecord {
        entries: programs.clone(),
    };
    t.put(list.to_item("o", EntryKind::Program, 1), Condition::None)
        .await
        .expect("list");
    let owners = std::iter::once(Owner::Organization)
        .chain(programs.iter().map(|p| Owner::Program(p.id.clone())));
    let mut stored = 0;
    for (i, owner) in owners.enumerate() {
        let items = (0..240)
            .map(|n| {
                let c = Category::ALL[n % 8];
                ExpenseItem {
                    id: format!("01JITEM{i:03}{n:016}"),
                    expense_type: c,
                    expense_description: format!("{} item {n} of table {i}", c.label()),
                    cents: [123_456 + n as i64, 234_567, 345_678],
                    version: 1,
                }
            })
            .collect();
        let item = ExpenseTableRecord { items }.to_item("o", &owner, 1);
        stored += serde_json::to_vec(&item.attrs).expect("json").len();
        t.put(item, Condition::None).await.expect("table");
    }
    println!("11 tables of 240 items: {stored} bytes of attributes");

    let mut items = Vec::new();
    let t0 = Instant::now();
    for _ in 0..RUNS {
        items = t.query_all(Plan::query("o")).await.expect("query");
    }
    let query = t0.elapsed() / RUNS;
    let decode = each(|| Plan::from_items(&items).expect("plan"));
    let budget = Plan::from_items(&items).expect("plan");
    let figures = each(|| budget.figures().expect("figures"));
    let org = fundplan_data::OrgScope::of_verified(std::sync::Arc::new(t.clone()), "o");
    let t0 = Instant::now();
    for _ in 0..RUNS {
        std::hint::black_box(load_plan(&org).await.expect("load"));
    }
    let load = t0.elapsed() / RUNS;
    println!(
        "query (read, parse, drop) {query:?}; decode into a Plan {decode:?}; figures {figures:?}; load_plan {load:?}"
    );

    let object = |n: usize| {
        json!({"id": format!("01JITEM{n:019}"), "expense_type": "personnel_and_benefits",
            "expense_description": format!("Personnel and Benefits item {n} of table 3"),
            "cents": [123_456, 234_567, 345_678], "version": 1})
    };
    let array = |n: usize| {
        json!([
            format!("01JITEM{n:019}"),
            "personnel_and_benefits",
            format!("Personnel and Benefits item {n} of table 3"),
            123_456,
            234_567,
            345_678,
            1
        ])
    };
    for (name, make) in [
        ("as objects", &object as &dyn Fn(usize) -> Value),
        ("as arrays", &array),
    ] {
        let all: Vec<Value> = (0..2_640).map(make).collect();
        let bytes = serde_json::to_vec(&json!({ "items": all })).expect("json");
        let parse = each(|| serde_json::from_slice::<Map<String, Value>>(&bytes).expect("parse"));
        println!(
            "2,640 items {name}: {} bytes, parse and drop {parse:?}",
            bytes.len()
        );
    }
}

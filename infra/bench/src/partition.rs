//! The summaries' read: `load_plan`'s one query of the whole organization partition against the
//! range query the budget summaries made before the `Plan` (`NAV` … `PLAN$`, which leaves out
//! the answers, users, jobs and document items). Both run on the embedded store (redb, the
//! local product's), in this process, over the same partition, and both decode with
//! `Plan::from_items`, so the difference is what the whole partition adds: the items read and
//! skipped by their sort key.
//!
//! The partition is a full plan: the benchmark's budget (`--plan-programs` programs, each table
//! `--plan-items` items per category, the overhead, the revenue), every program's answers written
//! (`ANSWERS_PER_PROGRAM` texts of `ANSWER_CHARS` characters each: what a complete plan holds),
//! the owner and four members, and a week of document jobs with their stored files.

use crate::plan::PlanShape;
use fundplan_data::jobs::{DocRecord, DocumentKey, JobRecord};
use fundplan_data::plan::answers::AnswerRecord;
use fundplan_data::plan::budget::ExpenseTableRecord;
use fundplan_data::plan::{EntriesRecord, Entry, EntryKind, Owner, answer_key, expenses_key};
use fundplan_data::record::{Record, org_pk};
use fundplan_data::{NavRecord, OrganizationRecord, Plan, UserRecord};
use fundplan_domain::budget::{Category, ExpenseItem};
use fundplan_ports::embedded::EmbeddedTable;
use fundplan_ports::table::{Condition, Item, Query, Table};
use serde::Serialize;
use std::time::Instant;

/// The long answers of one core program (its module's questions).
pub const ANSWERS_PER_PROGRAM: usize = 10;
/// Characters of each answer: a long paragraph.
pub const ANSWER_CHARS: usize = 1_500;
/// Document jobs of the week (every kind a few times) and stored files.
pub const JOBS: usize = 60;
pub const FILES: usize = 12;
pub(crate) const ORG: &str = "bench-org";

/// One read's figures.
#[derive(Clone, Debug, Serialize)]
pub struct ReadFigures {
    pub items: usize,
    /// The items' attributes as JSON, bytes (DynamoDB bills about one read unit per 4 KB of a
    /// consistent read).
    pub bytes: usize,
    pub median_us: f64,
    pub p90_us: f64,
}

/// The two reads, measured in the same run.
#[derive(Clone, Debug, Serialize)]
pub struct PartitionReport {
    pub shape: PlanShape,
    pub runs: usize,
    pub whole_partition: ReadFigures,
    pub budget_range: ReadFigures,
    /// The whole partition's median over the range query's.
    pub ratio: f64,
}

fn item<R: Record>(record: &R, key: fundplan_ports::table::Key) -> Item {
    record.encode(key, 1)
}

/// Every item of the partition (also the plan of `versions.rs`).
pub(crate) fn partition(shape: PlanShape) -> Vec<Item> {
    let mut items = vec![
        item(
            &OrganizationRecord {
                id: ORG.into(),
                name: "Riverbend Literacy Alliance".into(),
                ..Default::default()
            },
            OrganizationRecord::key(ORG),
        ),
        NavRecord::default().to_item(ORG, 1),
    ];
    let programs: Vec<Entry> = (0..shape.programs)
        .map(|i| Entry {
            id: format!("P{i:04}"),
            name: format!("Program {}", i + 1),
            description: "Tutoring for adults who read below a sixth-grade level.".into(),
            created_at: 1,
        })
        .collect();
    items.push(item(
        &EntriesRecord {
            entries: programs.clone(),
        },
        EntriesRecord::key(ORG, EntryKind::Program),
    ));
    let table = |t: usize| ExpenseTableRecord {
        items: Category::ALL
            .iter()
            .flat_map(|&c| {
                (0..shape.items).map(move |i| ExpenseItem {
                    id: format!("I{t:03}{:02}{i:04}", c.index()),
                    expense_type: c,
                    expense_description: format!("{} item {} of table {t}", c.label(), i + 1),
                    cents: [50_000 + i as i64, 51_000, 52_000],
                    version: 1,
                })
            })
            .collect(),
    };
    items.push(item(&table(0), expenses_key(ORG, &Owner::Organization)));
    let paragraph: String = "Our tutors meet each learner twice a week. "
        .chars()
        .cycle()
        .take(ANSWER_CHARS)
        .collect();
    for (n, p) in programs.iter().enumerate() {
        let owner = Owner::Program(p.id.clone());
        items.push(item(&table(n + 1), expenses_key(ORG, &owner)));
        for q in 0..ANSWERS_PER_PROGRAM as u32 {
            let answer = AnswerRecord {
                question_id: 200 + q,
                category_id: 2,
                answer: paragraph.clone(),
                updated_at: 1,
                updated_by: "U0".into(),
            };
            items.push(item(&answer, answer_key(ORG, &owner, 200 + q)));
        }
    }
    for u in 0..5 {
        let user = UserRecord {
            id: format!("U{u}"),
            org_id: ORG.into(),
            email: format!("member{u}@riverbendliteracy.org"),
            first_name: "Dana".into(),
            last_name: "Whitfield".into(),
            ..Default::default()
        };
        items.push(item(&user, UserRecord::key(ORG, &user.id)));
    }
    for j in 0..JOBS {
        let job = JobRecord::queued(
            format!("J{j:04}"),
            "fundraising_goals",
            None,
            "Riverbend Literacy Alliance - Understanding Your Fundraising Goals.pdf".into(),
            1,
        );
        items.push(job.to_item(ORG, 1));
    }
    for f in 0..FILES {
        let identity = format!("policy_{f}");
        let doc = DocRecord {
            input_hash: "0123456789abcdef".into(),
            blob_key: format!("orgs/{ORG}/documents/{identity}.docx"),
            file_name: format!("Riverbend Literacy Alliance - Policy {f}.docx"),
        };
        let key = DocRecord::key(
            ORG,
            DocumentKey {
                kind: "policy_document",
                identity: Some(&identity),
            },
        );
        items.push(item(&doc, key));
    }
    items
}

/// The range the budget summaries read before the `Plan`: `NAV` through `PLAN$`.
fn budget_range() -> Query {
    Query::partition(org_pk(ORG)).between("NAV", "PLAN$")
}

fn bytes(items: &[Item]) -> usize {
    items
        .iter()
        .map(|i| serde_json::to_vec(&i.attrs).map_or(0, |v| v.len()))
        .sum()
}

async fn measure(table: &EmbeddedTable, query: Query, runs: usize) -> anyhow::Result<ReadFigures> {
    let first = table.query_all(query.clone()).await?;
    let plan = Plan::from_items(&first).map_err(anyhow::Error::msg)?;
    anyhow::ensure!(
        plan.tables.len() == plan.programs.len() + 1,
        "the read holds every table of the budget"
    );
    let mut sample = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        let items = table.query_all(query.clone()).await?;
        let plan = Plan::from_items(&items).map_err(anyhow::Error::msg)?;
        std::hint::black_box(plan);
        sample.push(started.elapsed().as_secs_f64() * 1e6);
    }
    sample.sort_by(f64::total_cmp);
    let at = |p: f64| sample[((sample.len() - 1) as f64 * p).round() as usize];
    Ok(ReadFigures {
        items: first.len(),
        bytes: bytes(&first),
        median_us: at(0.5),
        p90_us: at(0.9),
    })
}

/// Seeds the partition in a fresh store and times both reads, alternating them run by run.
pub fn bench(shape: PlanShape, runs: usize) -> anyhow::Result<PartitionReport> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let dir = tempfile::tempdir()?;
        let table = EmbeddedTable::open(&dir.path().join("bench.redb"))?;
        for item in partition(shape) {
            table.put(item, Condition::None).await?;
        }
        // Warm both reads, then measure them in turns so that neither gets a quieter moment.
        let mut whole = Vec::new();
        let mut range = Vec::new();
        for _ in 0..5 {
            whole.push(measure(&table, Plan::query(ORG), runs / 5).await?);
            range.push(measure(&table, budget_range(), runs / 5).await?);
        }
        let median = |v: &[ReadFigures]| {
            let mut m: Vec<f64> = v.iter().map(|r| r.median_us).collect();
            m.sort_by(f64::total_cmp);
            m[m.len() / 2]
        };
        let (w, r) = (median(&whole), median(&range));
        let pick = |v: Vec<ReadFigures>, at: f64| {
            v.into_iter()
                .find(|f| f.median_us == at)
                .expect("the median is one of the runs")
        };
        let whole_partition = pick(whole, w);
        let budget_range = pick(range, r);
        Ok(PartitionReport {
            shape,
            runs,
            ratio: w / r,
            whole_partition,
            budget_range,
        })
    })
}

impl PartitionReport {
    pub fn to_table(&self) -> String {
        let row = |name: &str, f: &ReadFigures| {
            format!(
                "{name:<34} {:>6} {:>11} {:>10.0} {:>10.0}\n",
                f.items, f.bytes, f.median_us, f.p90_us
            )
        };
        format!(
            "The summaries' read ({} programs, {} expense items, {} answers of {} characters, \
             {} jobs, {} files; embedded store, {} runs of each, in turns)\n\
             {:<34} {:>6} {:>11} {:>10} {:>10}\n{}{}whole partition / range: {:.2}\n",
            self.shape.programs,
            self.shape.expense_items(),
            self.shape.programs * ANSWERS_PER_PROGRAM,
            ANSWER_CHARS,
            JOBS,
            FILES,
            self.runs,
            "read",
            "items",
            "bytes",
            "median µs",
            "p90 µs",
            row("load_plan: the whole partition", &self.whole_partition),
            row("before: NAV … PLAN$", &self.budget_range),
            self.ratio,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_reads_hold_the_whole_budget_and_the_partition_read_holds_more() {
        let shape = PlanShape {
            programs: 2,
            items: 1,
        };
        let report = bench(shape, 5).unwrap();
        // The organization, the navigation, the programs' list and three tables.
        assert_eq!(report.budget_range.items, 6);
        let others = shape.programs * ANSWERS_PER_PROGRAM + 5 + JOBS + FILES;
        assert_eq!(report.whole_partition.items, 6 + others);
        assert!(report.whole_partition.bytes > report.budget_range.bytes);
        assert!(report.to_table().contains("whole partition / range"));
    }
}

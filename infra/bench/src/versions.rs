//! Versions of the plan (issue 19 §1): saving one, and comparing two as the server does, beside
//! `load_plan` (the baseline: one query of the organization's partition and its decoding), all
//! in this process on the local product's adapters (the embedded store, redb, and the objects
//! in a directory), so the figures are the server's time without HTTP.
//!
//! The plan is the summaries' read's partition (`partition.rs`: the benchmark's budget, every
//! program's answers, the team, a week of document jobs) with the programs' answers in prose
//! (stretches of the catalogue's model answers, `ANSWER_CHARS` characters each), plus every
//! organization question of the catalogue answered with its model answer. Version A is saved;
//! then one program's table changes (`CHANGED` amounts, `ADDED` lines added, `REMOVED` removed)
//! and one answer is rewritten, and version B is saved. Measured, in turns, run by run:
//! - `load_plan`;
//! - `save_version` (a fresh id each run: the partition's query, the snapshot, gzip, the
//!   object's put and the index item's put; the version is deleted afterwards, untimed, so the
//!   partition does not grow from run to run);
//! - the comparison of A and B as `GET /versions/{A}/compare?with={B}` makes it
//!   (`functions/planning/src/versions.rs::compare_version`): `load_version` A, its `Plan`,
//!   `load_version` B, its `Plan`, `compare`;
//! - the comparison of A with the plan now (the same without `with`): `load_plan` for B.

use crate::partition::{ANSWER_CHARS, ORG, partition};
use crate::plan::PlanShape;
use anyhow::{Context, ensure};
use fundplan_data::compare::{Comparison, compare};
use fundplan_data::model::Part;
use fundplan_data::plan::answers::AnswerRecord;
use fundplan_data::plan::budget::ExpenseTableRecord;
use fundplan_data::plan::{Owner, answer_key, expenses_key};
use fundplan_data::record::Record;
use fundplan_data::versions::{NewVersion, VersionKind, VersionRecord, load_version, save_version};
use fundplan_data::{Directory, OrgScope, OrganizationRecord, Plan, UserRecord, load_plan};
use fundplan_domain::budget::{Category, ExpenseItem};
use fundplan_domain::questions::{QuestionType, Scope, catalogue};
use fundplan_ports::embedded::{DirBlobs, EmbeddedTable};
use fundplan_ports::{Blobs, Condition, Table};
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;

/// Amounts changed in the program's table between the two versions (fewer in a table too small
/// for them).
pub const CHANGED: usize = 20;
/// Lines added to it.
pub const ADDED: usize = 5;
/// Lines removed from it.
pub const REMOVED: usize = 3;
/// Untimed rounds before the measured ones.
const WARMUP_ROUNDS: usize = 2;
const NOW: i64 = 1_800_000_000;
const PROGRAM: &str = "P0000";

/// What changed between the two versions compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    pub amounts_changed: usize,
    pub lines_added: usize,
    pub lines_removed: usize,
    pub answers_rewritten: usize,
}

impl Change {
    /// The change made to a table of `n` lines.
    fn of(n: usize) -> Change {
        let removed = REMOVED.min(n);
        Change {
            amounts_changed: CHANGED.min(n - removed),
            lines_added: ADDED,
            lines_removed: removed,
            answers_rewritten: 1,
        }
    }

    fn lines(&self) -> usize {
        self.amounts_changed + self.lines_added + self.lines_removed
    }
}

/// One measure's figures, in milliseconds (nearest rank).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Timing {
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
}

impl Timing {
    fn of(mut sample: Vec<f64>) -> Timing {
        sample.sort_by(f64::total_cmp);
        let at = |p: f64| sample[((sample.len() as f64 * p).ceil() as usize).max(1) - 1];
        Timing {
            median_ms: at(0.5),
            p90_ms: at(0.9),
            max_ms: at(1.0),
        }
    }
}

/// The measures, in the same run.
#[derive(Clone, Debug, Serialize)]
pub struct VersionsReport {
    pub shape: PlanShape,
    /// Timed runs of each measure.
    pub runs: usize,
    /// Items of the organization's partition (what `load_plan` and a save read).
    pub partition_items: usize,
    /// Items of the plan in a version (the partition less the team and what is not the plan).
    pub version_items: usize,
    /// A version's object: the snapshot as gzip-compressed JSON (`VersionRecord::bytes`).
    pub version_bytes: u64,
    /// The same snapshot as JSON, uncompressed.
    pub version_json_bytes: usize,
    pub change: Change,
    /// The comparison's budget lines and answers (checked against `change` before timing).
    pub compared_lines: usize,
    pub compared_answers: usize,
    /// The comparison as JSON (what the handler's answer is made from), bytes.
    pub comparison_json_bytes: usize,
    pub load_plan: Timing,
    pub save: Timing,
    pub compare: Timing,
    pub compare_now: Timing,
    /// Medians over `load_plan`'s median.
    pub save_ratio: f64,
    pub compare_ratio: f64,
    pub compare_now_ratio: f64,
}

/// Every model answer of the catalogue's text questions, one after the other (about 34 KB of
/// English prose).
fn corpus() -> Vec<char> {
    catalogue()
        .all()
        .iter()
        .filter(|q| q.question_type == QuestionType::Text)
        .flat_map(|q| q.model_answer.chars().chain(std::iter::once(' ')))
        .collect()
}

/// The `n`th program answer: `ANSWER_CHARS` characters of the corpus, each answer the next
/// stretch of it (so that the compressed size is prose's: the partition's answers repeat one
/// sentence, which gzip would all but erase, and consecutive answers here repeat only after
/// the whole corpus, beyond gzip's 32 KB window).
fn prose(corpus: &[char], n: usize) -> String {
    corpus
        .iter()
        .cycle()
        .skip(n * ANSWER_CHARS % corpus.len())
        .take(ANSWER_CHARS)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// The same answer as rewritten between the versions: three words replaced and a sentence
/// inserted.
fn rewritten(answer: &str) -> String {
    let mut words: Vec<String> = answer.split_whitespace().map(str::to_owned).collect();
    for (at, word) in [(9, "evening"), (40, "trained"), (90, "county")] {
        if let Some(w) = words.get_mut(at) {
            *w = word.to_owned();
        }
    }
    let inserted =
        "This year we opened evening classes at the Eastside branch for learners who work days.";
    let at = words.len().min(120);
    words.splice(at..at, inserted.split_whitespace().map(str::to_owned));
    words.join(" ")
}

/// The organization questions answered in text, with their module and model answer.
fn organization_questions() -> Vec<(u32, u32, &'static str)> {
    catalogue()
        .all()
        .iter()
        .filter(|q| {
            q.scopes.contains(&Scope::Organization) && q.question_type == QuestionType::Text
        })
        .map(|q| (q.id, q.category_id, q.model_answer.as_str()))
        .collect()
}

/// Creates the organization as sign-up does (`Directory::create_owner`, which hands back its
/// scope: the organization scope's rule admits no other caller outside tests), then writes
/// the partition over it, its programs' answers in prose, and the organization's answers (each
/// question's model answer).
async fn seed(table: Arc<EmbeddedTable>, shape: PlanShape) -> anyhow::Result<OrgScope> {
    let owner = UserRecord {
        id: "U0".into(),
        org_id: ORG.into(),
        email: "member0@riverbendliteracy.org".into(),
        first_name: "Dana".into(),
        last_name: "Whitfield".into(),
        ..Default::default()
    };
    let organization = OrganizationRecord {
        id: ORG.into(),
        name: "Riverbend Literacy Alliance".into(),
        ..Default::default()
    };
    let org = Directory::new(table.clone())
        .create_owner(&owner, &organization, "bench-confirmation", NOW + 86_400)
        .await
        .map_err(|e| anyhow::anyhow!("creating the organization: {e:?}"))?;
    let corpus = corpus();
    let mut answers = 0;
    for mut item in partition(shape) {
        if let Some(Part::Answer(..)) = Part::of(&item.key.sk) {
            let mut answer = AnswerRecord::decode(&item)
                .map_err(anyhow::Error::msg)?
                .value;
            answer.answer = prose(&corpus, answers);
            answers += 1;
            item = answer.encode(item.key, item.version);
        }
        table.put(item, Condition::None).await?;
    }
    for (question_id, category_id, text) in organization_questions() {
        let answer = AnswerRecord {
            question_id,
            category_id,
            answer: text.to_owned(),
            updated_at: NOW,
            updated_by: "U0".into(),
        };
        table
            .put(
                answer.encode(answer_key(ORG, &Owner::Organization, question_id), 1),
                Condition::None,
            )
            .await?;
    }
    Ok(org)
}

/// Changes the plan between the versions: the first program's table and the first
/// organization answer.
async fn change_plan(table: &EmbeddedTable) -> anyhow::Result<Change> {
    let owner = Owner::Program(PROGRAM.into());
    let item = table
        .get(&expenses_key(ORG, &owner))
        .await?
        .context("the first program's table")?;
    let stored = ExpenseTableRecord::decode(&item).map_err(anyhow::Error::msg)?;
    let mut record = stored.value;
    let n = record.items.len();
    let change = Change::of(n);
    record.items.truncate(n - change.lines_removed);
    let step = (record.items.len() / change.amounts_changed.max(1)).max(1);
    for line in record
        .items
        .iter_mut()
        .step_by(step)
        .take(change.amounts_changed)
    {
        line.cents[0] += 12_345;
        line.cents[2] -= 2_500;
        line.version += 1;
    }
    for i in 0..change.lines_added {
        record.items.push(ExpenseItem {
            id: format!("N{i:03}"),
            expense_type: Category::ALL[i % Category::ALL.len()],
            expense_description: format!("New line {} after the program review", i + 1),
            cents: [75_000, 77_500, 80_000],
            version: 1,
        });
    }
    table
        .put(
            record.to_item(ORG, &owner, stored.version + 1),
            Condition::None,
        )
        .await?;

    let (question_id, _, _) = *organization_questions()
        .first()
        .context("the catalogue has organization questions")?;
    let key = answer_key(ORG, &Owner::Organization, question_id);
    let item = table.get(&key).await?.context("the first answer")?;
    let stored = AnswerRecord::decode(&item).map_err(anyhow::Error::msg)?;
    let answer = AnswerRecord {
        answer: rewritten(&stored.value.answer),
        updated_at: NOW + 3_600,
        ..stored.value
    };
    table
        .put(answer.encode(key, stored.version + 1), Condition::None)
        .await?;
    Ok(change)
}

fn version(name: &str) -> NewVersion<'_> {
    NewVersion {
        name,
        note: "As the board approved it.",
        kind: VersionKind::Manual,
        by: Some("U0"),
        by_name: "Dana Whitfield",
    }
}

/// The comparison of version `a` with version `b` (or, with none, the plan now), as the
/// handler makes it.
async fn compare_versions(
    org: &OrgScope,
    blobs: &dyn Blobs,
    a: &str,
    b: Option<&str>,
) -> anyhow::Result<Comparison> {
    let (_, from) = load_version(org, blobs, a)
        .await?
        .context("the first version")?;
    let before = from.plan(org.org_id()).map_err(anyhow::Error::msg)?;
    let after = match b {
        Some(b) => {
            let (_, to) = load_version(org, blobs, b)
                .await?
                .context("the second version")?;
            to.plan(org.org_id()).map_err(anyhow::Error::msg)?
        }
        None => load_plan(org).await?,
    };
    Ok(compare(&before, &after))
}

/// That the comparison holds the change made, so that no empty comparison is timed.
fn check(comparison: &Comparison, change: Change) -> anyhow::Result<()> {
    let lines = &comparison.lines;
    let added = lines.iter().filter(|l| l.before.is_none()).count();
    let removed = lines.iter().filter(|l| l.after.is_none()).count();
    ensure!(
        (lines.len(), added, removed) == (change.lines(), change.lines_added, change.lines_removed),
        "the comparison lists {} budget lines ({added} added, {removed} removed), not the {} \
         changed",
        lines.len(),
        change.lines()
    );
    ensure!(
        lines.iter().all(|l| l.table == "Program 1"),
        "only the first program's table changed"
    );
    ensure!(
        comparison.answers.len() == change.answers_rewritten
            && comparison.answers[0].words.iter().any(|w| w.op == "added")
            && comparison.answers[0]
                .words
                .iter()
                .any(|w| w.op == "removed"),
        "the comparison holds the rewritten answer word by word"
    );
    ensure!(
        comparison.entries.is_empty(),
        "no program was added or removed"
    );
    Ok(())
}

fn ms(started: Instant) -> f64 {
    started.elapsed().as_secs_f64() * 1e3
}

/// Seeds the plan in a fresh store, saves the two versions, then times the four measures in
/// turns: each round takes each once, starting with a different one each round.
pub fn bench(shape: PlanShape, runs: usize) -> anyhow::Result<VersionsReport> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let dir = tempfile::tempdir()?;
        let table = Arc::new(EmbeddedTable::open(&dir.path().join("bench.redb"))?);
        let blobs = DirBlobs::new(
            &dir.path().join("blobs"),
            "http://localhost:3000/blobs",
            b"s".to_vec(),
        )?;
        let org = seed(table.clone(), shape).await?;
        save_version(&org, &blobs, "A", &version("Approved by the board"), NOW).await?;
        let change = change_plan(&table).await?;
        let saved = save_version(
            &org,
            &blobs,
            "B",
            &version("After the program review"),
            NOW + 7_200,
        )
        .await?;
        let comparison = compare_versions(&org, &blobs, "A", Some("B")).await?;
        check(&comparison, change)?;
        check(&compare_versions(&org, &blobs, "A", None).await?, change)?;
        let (_, snapshot) = load_version(&org, &blobs, "B")
            .await?
            .context("version B")?;
        let partition_items = table.query_all(Plan::query(ORG)).await?.len();

        // [load_plan, save, compare, compare with now]
        let mut samples: [Vec<f64>; 4] = Default::default();
        let mut saves = 0usize;
        for round in 0..WARMUP_ROUNDS + runs {
            for k in 0..4 {
                let measure = (round + k) % 4;
                let started = Instant::now();
                match measure {
                    0 => {
                        std::hint::black_box(load_plan(&org).await?);
                    }
                    1 => {
                        saves += 1;
                        let id = format!("bench-{saves:06}");
                        let new = version("Approved by the board");
                        let record =
                            save_version(&org, &blobs, &id, &new, NOW + saves as i64).await?;
                        let elapsed = ms(started);
                        // Untimed: the version goes, so the partition stays as it was.
                        table
                            .delete(&VersionRecord::key(ORG, &id), Condition::None)
                            .await?;
                        blobs.delete(&record.blob_key).await?;
                        if round >= WARMUP_ROUNDS {
                            samples[1].push(elapsed);
                        }
                        continue;
                    }
                    2 => {
                        std::hint::black_box(compare_versions(&org, &blobs, "A", Some("B")).await?);
                    }
                    _ => {
                        std::hint::black_box(compare_versions(&org, &blobs, "A", None).await?);
                    }
                }
                if round >= WARMUP_ROUNDS {
                    samples[measure].push(ms(started));
                }
            }
        }
        let [load, save, cmp, now] = samples.map(Timing::of);
        Ok(VersionsReport {
            shape,
            runs,
            partition_items,
            version_items: saved.items,
            version_bytes: saved.bytes,
            version_json_bytes: serde_json::to_vec(&snapshot)?.len(),
            change,
            compared_lines: comparison.lines.len(),
            compared_answers: comparison.answers.len(),
            comparison_json_bytes: serde_json::to_vec(&comparison)?.len(),
            save_ratio: save.median_ms / load.median_ms,
            compare_ratio: cmp.median_ms / load.median_ms,
            compare_now_ratio: now.median_ms / load.median_ms,
            load_plan: load,
            save,
            compare: cmp,
            compare_now: now,
        })
    })
}

impl VersionsReport {
    pub fn to_table(&self) -> String {
        let row = |name: &str, t: &Timing, ratio: Option<f64>| {
            format!(
                "{name:<52} {:>10.2} {:>8.2} {:>8.2} {:>11}\n",
                t.median_ms,
                t.p90_ms,
                t.max_ms,
                ratio.map_or("1".into(), |r| format!("{r:.2}x")),
            )
        };
        let c = &self.change;
        format!(
            "Versions of the plan ({} programs, {} expense items, the programs' and the \
             organization's answers; {} items in the partition; embedded store and objects in a \
             directory, in this process; {} runs of each, in turns)\n\
             {:<52} {:>10} {:>8} {:>8} {:>11}\n{}{}{}{}\
             a version: {} items, {} bytes gzip-compressed ({} bytes of JSON, {:.1}x smaller)\n\
             between the two versions: {} amounts changed, {} lines added, {} removed in one \
             program's table, {} answer rewritten; the comparison lists {} budget lines and {} \
             answer ({} bytes of JSON)\n",
            self.shape.programs,
            self.shape.expense_items(),
            self.partition_items,
            self.runs,
            "measure",
            "median ms",
            "p90 ms",
            "max ms",
            "/ load_plan",
            row("load_plan (the baseline)", &self.load_plan, None),
            row("save_version", &self.save, Some(self.save_ratio)),
            row(
                "compare two versions (load both, plan both, compare)",
                &self.compare,
                Some(self.compare_ratio)
            ),
            row(
                "compare a version with the plan now",
                &self.compare_now,
                Some(self.compare_now_ratio)
            ),
            self.version_items,
            self.version_bytes,
            self.version_json_bytes,
            self.version_json_bytes as f64 / self.version_bytes.max(1) as f64,
            c.amounts_changed,
            c.lines_added,
            c.lines_removed,
            c.answers_rewritten,
            self.compared_lines,
            self.compared_answers,
            self.comparison_json_bytes,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_versions_differ_by_the_change_made_and_every_measure_is_reported() {
        let shape = PlanShape {
            programs: 2,
            items: 2,
        };
        let report = bench(shape, 3).unwrap();
        // A table of 16 lines: 3 removed, 13 amounts changed, 5 added.
        assert_eq!(
            report.change,
            Change {
                amounts_changed: 13,
                lines_added: 5,
                lines_removed: 3,
                answers_rewritten: 1
            }
        );
        assert_eq!((report.compared_lines, report.compared_answers), (21, 1));
        // Nothing of the team in a version; the partition's jobs and files are not the plan.
        assert!(report.version_items < report.partition_items);
        assert!(report.version_bytes > 0);
        assert!(report.version_json_bytes as u64 > report.version_bytes);
        assert!(report.save.median_ms > 0.0 && report.save_ratio > 0.0);
        assert!(report.to_table().contains("compare two versions"));
    }

    #[test]
    fn a_rewritten_answer_keeps_most_of_its_words() {
        let corpus = corpus();
        assert!(corpus.len() > 30_000);
        let before = prose(&corpus, 7);
        assert!(before.chars().count() <= ANSWER_CHARS);
        assert_ne!(before, prose(&corpus, 8));
        let after = rewritten(&before);
        assert_ne!(before, after);
        assert!(after.len() > before.len());
    }
}

use super::*;
use crate::model::load_plan;
use crate::ops::testing::{blobs, expense, table};
use crate::plan::answers::AnswerRecord;
use crate::plan::budget::ExpenseTableRecord;
use crate::plan::{EntriesRecord, Entry, EntryKind, Owner};
use crate::versions::{PlanSnapshot, versions};
use crate::{NavRecord, UserRecord};
use async_trait::async_trait;
use fundplan_domain::budget::Category;
use fundplan_domain::questions::catalogue;
use fundplan_ports::embedded::DirBlobs;
use fundplan_ports::table::{Page, Query, Table};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

const NOW: i64 = 1_800_000_000;
const ORG: &str = "o1";

fn program(id: &str, name: &str) -> Entry {
    Entry {
        id: id.into(),
        name: name.into(),
        ..Entry::default()
    }
}

fn answer_item(key: &str, text: &str) -> Item {
    let q = catalogue().by_key(key).unwrap();
    AnswerRecord {
        question_id: q.id,
        category_id: q.category_id,
        answer: text.into(),
        updated_at: NOW,
        updated_by: "u1".into(),
    }
    .to_item(ORG, &Owner::Organization, 1)
}

fn overhead(cents: i64) -> Item {
    ExpenseTableRecord {
        items: vec![expense("a", Category::FinanceFees, [cents, 0, 0])],
    }
    .to_item(ORG, &Owner::Organization, 1)
}

/// Puts `item` over whatever is stored (its version one more than the stored one's).
async fn write(t: &dyn Table, mut item: Item) {
    let stored = t.get(&item.key).await.unwrap();
    item.version = stored.as_ref().map_or(1, |s| s.version + 1);
    let condition = stored.map_or(Condition::NotExists, |s| Condition::VersionIs(s.version));
    t.put(item, condition).await.unwrap();
}

/// The plan as the board approved it: one program, an overhead of $1,200, a mission.
async fn seed(t: &dyn Table) {
    for item in [
        EntriesRecord {
            entries: vec![program("01P", "Adult Basic Literacy")],
        }
        .to_item(ORG, EntryKind::Program, 1),
        NavRecord::default().to_item(ORG, 1),
        overhead(120_000),
        answer_item("mission_statement", "We teach adults to read."),
        UserRecord {
            id: "u1".into(),
            org_id: ORG.into(),
            first_name: "Dana".into(),
            ..UserRecord::default()
        }
        .to_item(1),
    ] {
        write(t, item).await;
    }
}

/// What the team did after the version: a second program with its budget, a new overhead,
/// a longer mission, and a section marked complete.
async fn change(t: &dyn Table) {
    write(
        t,
        EntriesRecord {
            entries: vec![
                program("01P", "Adult Basic Literacy"),
                program("02P", "Family Reading Nights"),
            ],
        }
        .to_item(ORG, EntryKind::Program, 1),
    )
    .await;
    write(
        t,
        ExpenseTableRecord {
            items: vec![expense(
                "b",
                Category::PrintingAndPublications,
                [50_000, 0, 0],
            )],
        }
        .to_item(ORG, &Owner::Program("02P".into()), 1),
    )
    .await;
    write(t, overhead(999_900)).await;
    write(
        t,
        answer_item(
            "mission_statement",
            "We teach adults and their families to read.",
        ),
    )
    .await;
    let mut nav = NavRecord::default();
    nav.statuses.insert("vision.mission".into(), 1);
    write(t, nav.to_item(ORG, 1)).await;
}

fn who(before_id: &str) -> Restorer<'_> {
    Restorer {
        before_id,
        by: Some("u1"),
        by_name: "Dana Whitfield",
    }
}

async fn saved(org: &OrgScope, b: &DirBlobs) {
    save_version(
        org,
        b,
        "v1",
        &NewVersion {
            name: "Approved by the board",
            note: "",
            kind: VersionKind::Manual,
            by: Some("u1"),
            by_name: "Dana Whitfield",
        },
        NOW,
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn restoring_the_whole_plan_brings_back_its_content_and_keeps_what_it_replaced() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref()).await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    saved(&org, &b).await;
    let approved = load_plan(&org).await.unwrap();
    change(t.as_ref()).await;
    let changed = load_plan(&org).await.unwrap();

    let done = restore(&org, &b, "v1", Restore::Plan, who("v2"), NOW + 60)
        .await
        .unwrap();
    // Programs, the overhead and the mission written back; the new program's table deleted.
    assert_eq!((done.written, done.deleted), (3, 1));
    let now = load_plan(&org).await.unwrap();
    assert_eq!(now.programs, approved.programs);
    assert_eq!(now.figures().unwrap(), approved.figures().unwrap());
    assert_eq!(now.answers, approved.answers);
    assert!(!now.tables.contains_key(&Owner::Program("02P".into())));
    // The overhead line is as approved, at a version above the one a screen open since read
    // (1 then, 1 now with other figures): that screen's save is refused as stale.
    let line = &now.tables[&Owner::Organization].items[0];
    assert_eq!((line.cents[0], line.version), (120_000, 2));
    // The organization's own items stay: the status marked since, and the team.
    assert_eq!(now.statuses, changed.statuses);
    assert_eq!(now.team, changed.team);

    // What was replaced is a version, listed first, and restoring it gives it all back.
    let list = versions(&org).await.unwrap();
    assert_eq!(list[0].0, "v2");
    assert_eq!(list[0].1.kind, VersionKind::BeforeRestore);
    assert_eq!(list[0].1.name, "Before restoring ‘Approved by the board’");
    assert_eq!(
        list[0].1.note,
        "Saved by fundplan before restoring from the version “Approved by the board”: the whole plan."
    );
    assert_eq!(done.before, list[0].1);
    restore(&org, &b, "v2", Restore::Plan, who("v3"), NOW + 120)
        .await
        .unwrap();
    let mut back = load_plan(&org).await.unwrap();
    // The same plan, its overhead line at a version above both it had.
    let line = &mut back.tables.get_mut(&Owner::Organization).unwrap().items[0];
    assert_eq!((line.cents[0], line.version), (999_900, 3));
    line.version = 1;
    assert_eq!(back, changed);
}

#[tokio::test]
async fn restoring_a_section_or_a_module_brings_back_only_its_items() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref()).await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    saved(&org, &b).await;
    change(t.as_ref()).await;

    let mission = Restore::section("vision.mission").unwrap();
    let done = restore(&org, &b, "v1", mission, who("v2"), NOW + 60)
        .await
        .unwrap();
    assert_eq!((done.written, done.deleted), (1, 0));
    assert!(done.before.note.contains("the section Mission Statement"));
    let now = load_plan(&org).await.unwrap();
    assert_eq!(
        now.answers.by_key("mission_statement"),
        "We teach adults to read."
    );
    assert_eq!(now.programs.len(), 2, "the programs were not restored");
    assert_eq!(now.figures().unwrap().overhead.total, [999_900, 0, 0]);

    // The programs' module: the list and every program's budget.
    let programs = Restore::section("programs").unwrap();
    let done = restore(&org, &b, "v1", programs, who("v3"), NOW + 120)
        .await
        .unwrap();
    assert_eq!((done.written, done.deleted), (1, 1));
    assert!(
        done.before
            .note
            .contains("module 4, Core Annual Programs and Budgets")
    );
    let now = load_plan(&org).await.unwrap();
    assert_eq!(now.programs.len(), 1);
    assert!(!now.tables.contains_key(&Owner::Program("02P".into())));
    assert_eq!(now.figures().unwrap().overhead.total, [999_900, 0, 0]);
}

#[tokio::test]
async fn a_restore_done_twice_writes_nothing_the_second_time() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref()).await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    saved(&org, &b).await;
    change(t.as_ref()).await;
    restore(&org, &b, "v1", Restore::Plan, who("v2"), NOW + 60)
        .await
        .unwrap();
    let again = restore(&org, &b, "v1", Restore::Plan, who("v3"), NOW + 120)
        .await
        .unwrap();
    assert_eq!((again.written, again.deleted), (0, 0));
}

#[tokio::test]
async fn an_unknown_version_is_refused_before_anything_is_saved() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref()).await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    assert!(matches!(
        restore(&org, &b, "v9", Restore::Plan, who("v2"), NOW).await,
        Err(RestoreError::NotFound)
    ));
    assert!(versions(&org).await.unwrap().is_empty());
}

#[test]
fn only_modules_and_sections_that_hold_content_can_be_restored() {
    for id in [
        "vision",
        "vision.mission",
        "programs",
        "programs.list",
        "programs.program",
        "overhead",
        "revenue",
        "evaluation",
        "projects",
        "case",
        "case.document",
        "pyramid",
        "stewardship",
        "operations",
    ] {
        assert_eq!(Restore::section(id), Some(Restore::Section(id)), "{id}");
    }
    for id in [
        "start",
        "strategy",
        "budget",
        "goal",
        "certificate",
        "vision.overview",
        "operations.documents",
        "nothing",
        "",
    ] {
        assert_eq!(Restore::section(id), None, "{id}");
    }
    let ids: Vec<&str> = restorable_modules().iter().map(|m| m.0).collect();
    assert_eq!(
        ids,
        [
            "vision",
            "programs",
            "overhead",
            "revenue",
            "evaluation",
            "projects",
            "case",
            "pyramid",
            "stewardship",
            "operations"
        ]
    );
}

#[test]
fn every_section_a_part_of_the_plan_names_exists_and_can_be_restored() {
    for id in PART_SECTIONS {
        assert!(sections::section(id).is_some(), "{id}");
    }
    let parts = [
        Part::Stories,
        Part::CaseDoc,
        Part::Prospects,
        Part::GiftChart,
        Part::Stewardship,
        Part::Policies,
        Part::Programs,
        Part::Projects,
        Part::Revenues,
        Part::Expenses(Owner::Organization),
        Part::Expenses(Owner::Program("p".into())),
        Part::Expenses(Owner::Project("p".into())),
    ];
    for part in parts {
        let id = part.section().unwrap();
        assert_eq!(Restore::section(id), Some(Restore::Section(id)), "{part:?}");
    }
    for q in catalogue().all() {
        if let Some(id) = Part::Answer(Owner::Organization, q.id).section() {
            assert!(Restore::section(id).is_some(), "{}", q.key);
        }
    }
    for part in [Part::Nav, Part::Org, Part::Flags, Part::User] {
        assert_eq!(part.section(), None);
    }
}

#[test]
fn writes_are_grouped_within_the_limits_of_a_transaction() {
    let put = |n: usize, bytes: usize| WriteOp::Put {
        item: Item::new(
            Key::new("ORG#o1", format!("S{n}")),
            serde_json::json!({ "t": "x".repeat(bytes) })
                .as_object()
                .unwrap()
                .clone(),
        ),
        condition: Condition::None,
    };
    let sizes: Vec<usize> = batches((0..250).map(|n| put(n, 10)).collect())
        .iter()
        .map(Vec::len)
        .collect();
    assert_eq!(sizes, [100, 100, 50]);
    // 400 kB each: seven fit in 3 MB.
    let sizes: Vec<usize> = batches((0..10).map(|n| put(n, 400_000)).collect())
        .iter()
        .map(Vec::len)
        .collect();
    assert_eq!(sizes, [7, 3]);
}

/// A table on which someone else writes the overhead table just before the restore's first
/// transaction.
struct Meddled {
    inner: Arc<dyn Table>,
    done: AtomicBool,
}

#[async_trait]
impl Table for Meddled {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }
    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        self.inner.put(item, condition).await
    }
    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        self.inner.delete(key, condition).await
    }
    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        self.inner.query(query).await
    }
    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        if !self.done.swap(true, Ordering::SeqCst) {
            write(self.inner.as_ref(), overhead(555_500)).await;
        }
        self.inner.transact(ops).await
    }
}

#[tokio::test]
async fn a_write_by_someone_else_during_a_restore_is_read_again_and_the_restore_completes() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let inner: Arc<dyn Table> = Arc::new(t);
    seed(inner.as_ref()).await;
    let org = OrgScope::of_verified(inner.clone(), ORG);
    saved(&org, &b).await;
    change(inner.as_ref()).await;
    let snapshot: PlanSnapshot = load_version(&org, &b, "v1").await.unwrap().unwrap().1;
    let meddled: Arc<dyn Table> = Arc::new(Meddled {
        inner: inner.clone(),
        done: AtomicBool::new(false),
    });
    let org = OrgScope::of_verified(meddled, ORG);
    let (written, deleted) = converge(&org, &snapshot.items, Restore::Plan)
        .await
        .unwrap();
    // The first transaction was refused whole; the second wrote the same three items over
    // the plan as read again.
    assert_eq!((written, deleted), (3, 1));
    let now = load_plan(&org).await.unwrap();
    assert_eq!(now.figures().unwrap().overhead.total, [120_000, 0, 0]);
}

//! The case document: its item and writes (`crate::casedoc`), and its content computed from the
//! plan (`crate::case`).

use super::*;
use crate::casedoc::write::{
    CaseWriteError, NewImage, remove_image, reset_override, set_override, store_image,
};
use crate::casedoc::*;
use crate::closing::{StoriesRecord, StoryEntry};
use crate::model::{Plan, load_plan};
use crate::nav::NavRecord;
use crate::ops::testing::table;
use crate::organization::OrganizationRecord;
use crate::plan::answers::AnswerRecord;
use crate::plan::budget::ExpenseTableRecord;
use crate::plan::{EntriesRecord, Entry, answer_key};
use crate::plan::{EntryKind, Owner};
use crate::record::{Record, Versioned};
use async_trait::async_trait;
use fundplan_domain::budget::{ExpenseItem, RevenueEntry};
use fundplan_domain::case_layout::PageKind;
use fundplan_domain::image::ImageKind;
use fundplan_domain::organization::letterhead;
use fundplan_domain::questions::catalogue;
use fundplan_ports::embedded::DirBlobs;
use fundplan_ports::table::Query;
use fundplan_ports::table::{Item, Key, StoreError, Table};
use fundplan_ports::table::{Page, WriteOp};
use fundplan_ports::{Blobs, Condition, CountingTable};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The case document of an organization: the plan's one query, then the view.
async fn load_case(org: &crate::OrgScope) -> Result<Case, StoreError> {
    let plan = load_plan(org).await?;
    case_of(&plan).map_err(|_| StoreError::Unavailable("overflow".into()))
}

fn blobs() -> (tempfile::TempDir, DirBlobs) {
    let dir = tempfile::tempdir().unwrap();
    let b = DirBlobs::new(
        &dir.path().join("blobs"),
        "http://localhost:3000/blobs",
        b"secret".to_vec(),
    )
    .unwrap();
    (dir, b)
}

fn image(id: &str, order: u32) -> StoredImage {
    StoredImage {
        id: id.into(),
        order,
        blob_key: case_image_key("o1", id, "png"),
        content_type: "image/png".into(),
        width: 1600,
        height: 1200,
        print_key: None,
    }
}

#[test]
fn the_case_document_item_has_its_pinned_layout_inside_the_plan_range() {
    let mut d = CaseDocRecord::default();
    d.overrides
        .insert("director_letter".into(), "Dear friends,".into());
    d.images.push(image("01I", 1));
    let item = d.to_item("o1", 3);
    assert_eq!(item.key, Key::new("ORG#o1", "PLAN#CASEDOC"));
    assert_eq!(
        (item.gsi1.clone(), item.expires_at, item.version),
        (None, None, 3)
    );
    assert_eq!(
        Value::Object(item.attrs.clone()),
        json!({"overrides": {"director_letter": "Dear friends,"},
               "images": [{"id": "01I", "order": 1, "blob_key": "orgs/o1/case-images/01I.png",
                           "content_type": "image/png", "width": 1600, "height": 1200}]})
    );
    assert_eq!(CaseDocRecord::decode(&item).unwrap().value, d);
    assert_eq!(casedoc_key("o1").pk, Plan::query("o1").pk);
    assert!(CASEDOC_SK.starts_with(crate::plan::PLAN_PREFIX));
    assert_eq!(
        case_image_key("o1", "01J", "jpg"),
        "orgs/o1/case-images/01J.jpg"
    );
}

async fn put(t: &dyn Table, item: Item) {
    t.put(item, Condition::None).await.unwrap();
}

fn q(key: &str) -> u32 {
    catalogue().by_key(key).unwrap().id
}

async fn answer(t: &dyn Table, org: &str, owner: &Owner, key: &str, text: &str) {
    let a = AnswerRecord {
        question_id: q(key),
        category_id: catalogue().by_key(key).unwrap().category_id,
        answer: text.into(),
        ..Default::default()
    };
    put(t, a.to_item(org, owner, 1)).await;
    assert_eq!(a.to_item(org, owner, 1).key, answer_key(org, owner, q(key)));
}

fn entry(id: &str, name: &str) -> Entry {
    Entry {
        id: id.into(),
        name: name.into(),
        ..Default::default()
    }
}

fn expense(cents: [i64; 3]) -> ExpenseTableRecord {
    ExpenseTableRecord {
        items: vec![ExpenseItem {
            id: "01E".into(),
            expense_type: fundplan_domain::budget::Category::PersonnelAndBenefits,
            expense_description: "Staff".into(),
            cents,
            version: 1,
        }],
    }
}

/// The Alliance's plan, in short: two programs, overhead, revenue, two projects with their
/// rationales, two stories, the texts of module 11 and an override.
async fn seed(t: &dyn Table) {
    let org = OrganizationRecord {
        id: "o1".into(),
        name: "Riverbend Literacy Alliance".into(),
        director_name: "Dana Whitfield".into(),
        address: "412 Mill Street, Riverbend".into(),
        phone: "+1 555 0100".into(),
        website: "https://riverbendliteracy.org".into(),
        background_color: "#2D67F6".into(),
        headings_color: "".into(),
        body_color: "#FFFFFF".into(),
        font_family: "lato".into(),
        logo_key: Some("orgs/o1/logo-01L.png".into()),
        ..Default::default()
    };
    put(t, org.to_item(1)).await;
    let programs = EntriesRecord {
        entries: vec![
            entry("P1", "Adult Basic Literacy"),
            entry("P2", "Family Reading Nights"),
        ],
    };
    put(t, programs.to_item("o1", EntryKind::Program, 1)).await;
    let projects = EntriesRecord {
        entries: vec![
            entry("J1", "Mobile Learning Van"),
            entry("J2", "Digital Skills Lab"),
        ],
    };
    put(t, projects.to_item("o1", EntryKind::Project, 1)).await;
    let p1 = Owner::Program("P1".into());
    put(
        t,
        expense([41_200_000, 42_600_000, 44_000_000]).to_item("o1", &p1, 1),
    )
    .await;
    let overhead = Owner::Organization;
    put(
        t,
        expense([30_150_000, 31_000_000, 32_000_000]).to_item("o1", &overhead, 1),
    )
    .await;
    let j1 = Owner::Project("J1".into());
    let j2 = Owner::Project("J2".into());
    put(
        t,
        expense([18_500_000, 5_000_000, 5_000_000]).to_item("o1", &j1, 1),
    )
    .await;
    put(
        t,
        expense([14_000_000, 5_000_000, 5_000_000]).to_item("o1", &j2, 1),
    )
    .await;
    let revenue = crate::plan::budget::RevenuesRecord {
        lines: vec![RevenueEntry {
            id: "01R".into(),
            revenue_type: RevenueGroup::EarnedRevenue,
            revenue_name: "Tuition".into(),
            cents: [6_400_000, 6_600_000, 6_800_000],
            version: 1,
        }],
    };
    put(t, revenue.to_item("o1", 1)).await;
    let org_answers = [
        (
            "finalize_case_for_support_executive_director_letter",
            "Dear friend, thank you.",
        ),
        (
            "finalize_case_for_support_story",
            "  Margaret Hale founded the Alliance in 2009.  ",
        ),
        ("finalize_case_for_support_vision", " \n "),
        (
            "aspirational_vision_vision",
            "Every adult reads with confidence.",
        ),
        ("mission_statement", "We help adults and families read."),
        ("case_statement_summary", "Three programs serve 950 people."),
        (
            "finalize_case_for_support_more",
            "Demand outgrows our rooms.",
        ),
        ("case_statement_join_us_message", "Join us."),
        (
            "case_statement_ways_to_give",
            r#"["Cash", "Bequests", "Art"]"#,
        ),
    ];
    for (key, text) in org_answers {
        answer(t, "o1", &Owner::Organization, key, text).await;
    }
    answer(t, "o1", &j1, PROJECT_RATIONALE_KEY, "Three townships wait.").await;
    // Another organization's answer and a program's answer to the same question are not the
    // document's.
    answer(
        t,
        "o2",
        &Owner::Organization,
        "mission_statement",
        "Theirs.",
    )
    .await;
    answer(t, "o2", &j1, PROJECT_RATIONALE_KEY, "Their van.").await;
    answer(t, "o1", &p1, PROJECT_RATIONALE_KEY, "Not a project.").await;
    let stories = StoriesRecord {
        stories: vec![
            StoryEntry {
                id: "S1".into(),
                user_story: "Rosa reads to her grandson.".into(),
                order: 1,
            },
            StoryEntry {
                id: "S2".into(),
                user_story: "Luis passed his citizenship test.".into(),
                order: 2,
            },
        ],
    };
    put(t, stories.to_item("o1", 2)).await;
    let mut doc = CaseDocRecord::default();
    doc.overrides.insert(
        "call_for_more".into(),
        "The waiting list is 200 long.".into(),
    );
    doc.images.push(image("01I", 3));
    put(t, doc.to_item("o1", 5)).await;
}

#[tokio::test]
async fn the_case_is_read_with_one_query_and_shows_the_plans_texts_and_overrides() {
    let (_dir, t) = table();
    let counting = Arc::new(CountingTable::new(Arc::new(t)));
    let t: &dyn Table = &*counting;
    let org = crate::OrgScope::of_verified(counting.clone(), "o1");
    seed(t).await;
    let before = counting.round_trips();
    let case = load_case(&org).await.unwrap();
    let trips = counting.round_trips().since(&before);
    assert_eq!((trips.queries, trips.gets, trips.total()), (1, 0, 1));

    assert_eq!(case.version, 5);
    assert_eq!(case.images, vec![image("01I", 3)]);
    assert_eq!(case.logo_key.as_deref(), Some("orgs/o1/logo-01L.png"));
    let c = &case.content;
    assert_eq!(c.organization.name, "Riverbend Literacy Alliance");
    assert_eq!(c.organization.background_color, "#2d67f6");
    assert_eq!(c.organization.headings_color, letterhead::DEFAULT_HEADINGS);
    assert_eq!(c.organization.body_color, "#ffffff");
    assert_eq!(c.organization.font_family, "Lato");
    let text = |k: &str| c.texts[k].clone();
    assert_eq!(text("director_letter").text, "Dear friend, thank you.");
    assert_eq!(
        text("our_story").text,
        "Margaret Hale founded the Alliance in 2009.",
        "trimmed"
    );
    assert_eq!(
        text("vision").text,
        "Every adult reads with confidence.",
        "the aspirational vision while Our Vision is blank"
    );
    assert_eq!(text("mission").text, "We help adults and families read.");
    assert_eq!(text("mission").limit, 70);
    let call = text("call_for_more");
    assert_eq!(call.text, "The waiting list is 200 long.");
    assert_eq!(call.plan_text, "Demand outgrows our rooms.");
    assert!(call.overridden);
    assert_eq!(call.words, 6);
    assert!(!text("summary").overridden);
    assert_eq!(text("story:S2").text, "Luis passed his citizenship test.");
    assert_eq!(text("story:S2").limit, 263);
    assert_eq!(text("project:J1").text, "Three townships wait.");
    assert_eq!(text("project:J2").text, "", "no rationale written yet");
    assert_eq!(text("project:J2").limit, 85);
    assert_eq!(c.texts.len(), 7 + 2 + 2);

    assert_eq!(
        c.core_programs,
        ["Adult Basic Literacy", "Family Reading Nights"]
    );
    assert_eq!(
        c.projects
            .iter()
            .map(|p| (p.project_name.as_str(), p.project_cost, p.slot.as_str()))
            .collect::<Vec<_>>(),
        [
            ("Mobile Learning Van", 28_500_000, "project:J1"),
            ("Digital Skills Lab", 24_000_000, "project:J2")
        ]
    );
    assert_eq!(c.success_stories.len(), 2);
    assert_eq!(c.success_stories[1].slot, "story:S2");
    assert_eq!(
        c.ways_to_give
            .iter()
            .map(|w| (w.label.as_str(), w.sub_options.clone()))
            .collect::<Vec<_>>(),
        [
            ("Cash", vec![]),
            ("Planned Gifts", vec!["Bequests".to_string()]),
            ("Other Tangible Property", vec!["Art".to_string()]),
        ]
    );

    // Annual operations: expenses less the earned revenue, each year.
    let annual = [
        41_200_000 + 30_150_000 - 6_400_000,
        42_600_000 + 31_000_000 - 6_600_000,
        44_000_000 + 32_000_000 - 6_800_000,
    ];
    let g = &c.goal;
    assert_eq!(g.rows[0].label, "Annual operations");
    assert_eq!(g.rows[0].years, annual);
    assert_eq!(g.rows[1].years, [18_500_000, 5_000_000, 5_000_000]);
    assert_eq!(g.rows[2].label, "Digital Skills Lab");
    assert_eq!(g.annual_goal_year_1, annual[0]);
    let exact: i64 = annual.iter().sum::<i64>() + 28_500_000 + 24_000_000;
    assert_eq!(g.total.total, exact);
    assert_eq!(g.total.label, "Total");
    let plan = load_plan(&org).await.unwrap();
    let f = plan.figures().unwrap();
    assert_eq!(
        g.total.total,
        f.goals.final_total_fundraising_goal_for_3_years
    );
    assert_eq!(g.rounded_goal, plan.pyramid().unwrap().goal);
    assert_eq!(g.rounded_goal, 300_000_000);

    // Every chart field, $0 included; the labels say what each slice holds.
    assert_eq!(c.expenses.len(), 9);
    assert_eq!(c.expenses[0].label, "Personnel and Benefits (overhead)");
    assert_eq!(c.expenses[0].cents, 30_150_000);
    assert_eq!(c.expenses[3].label, "Printing and Publications (overhead)");
    assert_eq!(c.expenses[3].cents, 0);
    assert_eq!(c.expenses[6].key, "programs_cost");
    assert_eq!(c.expenses[6].label, "Programs (all their costs)");
    assert_eq!(c.expenses[6].cents, 41_200_000);
    assert_eq!(c.revenues.len(), 5);
    assert_eq!(c.revenues[1].label, "Earned Revenue");
    assert_eq!(c.revenues[1].cents, 6_400_000);
    assert_eq!(c.revenues[4].key, "in_kind_goods_and_services");

    // Two projects (a further priorities page), two stories (a second page), a short summary.
    assert_eq!(c.layout.pages.len(), 14);
    assert_eq!(c.layout, fundplan_domain::case_layout::layout(c.counts()));
}

#[tokio::test]
async fn a_skipped_module_9_shows_no_projects_and_an_empty_plan_has_every_fixed_text_blank() {
    let (_dir, t) = table();
    seed(&t).await;
    let nav = NavRecord {
        skipped: vec!["projects".into()],
        ..Default::default()
    };
    put(&t, nav.to_item("o1", 1)).await;
    let case = load_case(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert!(case.content.projects.is_empty());
    assert_eq!(case.content.goal.rows.len(), 1);
    assert!(!case.content.texts.contains_key("project:J1"));
    let plan = load_plan(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert!(!slot_keys(&plan).contains("project:J1"));
    assert!(slot_keys(&plan).contains("story:S1"));

    let empty = load_case(&crate::ops::testing::scope(&t, "o-new"))
        .await
        .unwrap();
    assert_eq!(empty.version, 0);
    assert!(empty.images.is_empty());
    assert_eq!(empty.content.texts.len(), 7);
    assert!(
        empty
            .content
            .texts
            .values()
            .all(|s| s.text.is_empty() && !s.overridden)
    );
    assert_eq!(empty.content.organization.font_family, "Montserrat");
    assert_eq!(empty.content.goal.rounded_goal, 50_000_000);
    let kinds: Vec<PageKind> = empty.content.layout.pages.iter().map(|p| p.kind).collect();
    assert!(!kinds.contains(&PageKind::SuccessStories));
    assert_eq!(kinds.len(), 11);
}

#[tokio::test]
async fn an_override_is_set_and_reset_and_the_overrides_of_gone_slots_are_dropped() {
    let (_dir, t) = table();
    let keep: BTreeSet<String> = ["summary", "story:S1"].map(String::from).into();
    let d = set_override(
        &crate::ops::testing::scope(&t, "o1"),
        "summary",
        "Short.",
        &keep,
    )
    .await
    .unwrap();
    assert_eq!(d.version, 1);
    set_override(
        &crate::ops::testing::scope(&t, "o1"),
        "story:S1",
        "Rosa.",
        &keep,
    )
    .await
    .unwrap();
    // S1 is deleted: the next write drops its override.
    let keep: BTreeSet<String> = ["summary"].map(String::from).into();
    let d = set_override(
        &crate::ops::testing::scope(&t, "o1"),
        "summary",
        "Longer.",
        &keep,
    )
    .await
    .unwrap();
    assert_eq!(d.version, 3);
    assert_eq!(
        d.value.overrides,
        BTreeMap::from([("summary".to_string(), "Longer.".to_string())])
    );
    let d = reset_override(&crate::ops::testing::scope(&t, "o1"), "summary", &keep)
        .await
        .unwrap();
    assert!(d.value.overrides.is_empty());
    assert_eq!(d.version, 4);
    // A reset of what is not overridden writes nothing.
    let d = reset_override(&crate::ops::testing::scope(&t, "o1"), "summary", &keep)
        .await
        .unwrap();
    assert_eq!(d.version, 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_concurrent_override_writers_keep_every_write() {
    let (_dir, t) = table();
    let t: Arc<dyn Table> = Arc::new(t);
    let keep: BTreeSet<String> = (0..16).map(|i| format!("story:S{i}")).collect();
    let mut tasks = Vec::new();
    for i in 0..16 {
        let (t, keep) = (t.clone(), keep.clone());
        tasks.push(tokio::spawn(async move {
            set_override(
                &crate::OrgScope::of_verified(t.clone(), "o1"),
                &format!("story:S{i}"),
                &format!("Story {i}."),
                &keep,
            )
            .await
            .unwrap()
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let d = or_empty(
        crate::repo::get::<CaseDocRecord>(t.as_ref(), &casedoc_key("o1"))
            .await
            .unwrap(),
    );
    assert_eq!(d.value.overrides.len(), 16);
    assert_eq!(d.version, 16);
    assert_eq!(d.value.overrides["story:S7"], "Story 7.");
}

fn new_image(id: &str, order: u32, kind: ImageKind) -> NewImage {
    NewImage {
        id: id.into(),
        order,
        kind,
        bytes: vec![1, 2, 3],
        width: 2000,
        height: 1333,
        print: None,
    }
}

async fn stored(t: &dyn Table) -> Versioned<CaseDocRecord> {
    or_empty(
        crate::repo::get::<CaseDocRecord>(t, &casedoc_key("o1"))
            .await
            .unwrap(),
    )
}

async fn exists(b: &DirBlobs, key: &str) -> bool {
    b.get(key).await.unwrap().is_some()
}

#[tokio::test]
async fn an_image_is_stored_replaced_by_order_or_id_and_removed_leaving_no_object_behind() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let s = store_image(
        &crate::ops::testing::scope(&t, "o1"),
        &b,
        new_image("A", 4, ImageKind::Jpeg),
        None,
    )
    .await
    .unwrap();
    assert_eq!(s.replaced, None);
    assert_eq!(s.image.blob_key, "orgs/o1/case-images/A.jpg");
    assert_eq!(s.image.content_type, "image/jpeg");
    assert!(exists(&b, "orgs/o1/case-images/A.jpg").await);
    store_image(
        &crate::ops::testing::scope(&t, "o1"),
        &b,
        new_image("B", 1, ImageKind::Png),
        None,
    )
    .await
    .unwrap();
    assert_eq!(
        stored(&t)
            .await
            .value
            .images
            .iter()
            .map(|i| (i.id.as_str(), i.order))
            .collect::<Vec<_>>(),
        [("B", 1), ("A", 4)],
        "in order"
    );

    // A new upload at order 4 takes A's place; A's object is gone.
    let s = store_image(
        &crate::ops::testing::scope(&t, "o1"),
        &b,
        new_image("C", 4, ImageKind::Png),
        None,
    )
    .await
    .unwrap();
    assert_eq!(s.replaced.map(|r| r.id), Some("A".into()));
    assert!(!exists(&b, "orgs/o1/case-images/A.jpg").await);
    // A crop replaces C by its id.
    let s = store_image(
        &crate::ops::testing::scope(&t, "o1"),
        &b,
        new_image("D", 4, ImageKind::Png),
        Some("C"),
    )
    .await
    .unwrap();
    assert_eq!(s.replaced.map(|r| r.id), Some("C".into()));
    assert!(!exists(&b, "orgs/o1/case-images/C.png").await);
    assert!(exists(&b, "orgs/o1/case-images/D.png").await);
    let before = stored(&t).await;

    // An unknown id, or one at another order: nothing is written, no object is left.
    for (replace, order, expect) in [("Z", 4, "not found"), ("D", 5, "the image is at order 4")] {
        let e = store_image(
            &crate::ops::testing::scope(&t, "o1"),
            &b,
            new_image("E", order, ImageKind::Png),
            Some(replace),
        )
        .await
        .unwrap_err();
        assert_eq!(e.to_string(), expect);
        assert!(!exists(&b, "orgs/o1/case-images/E.png").await);
        assert_eq!(stored(&t).await, before);
    }
    // Another organization cannot name this organization's image.
    let e = store_image(
        &crate::ops::testing::scope(&t, "o2"),
        &b,
        new_image("E", 4, ImageKind::Png),
        Some("D"),
    )
    .await
    .unwrap_err();
    assert!(matches!(e, CaseWriteError::NotFound));

    let removed = remove_image(&crate::ops::testing::scope(&t, "o1"), &b, "D")
        .await
        .unwrap();
    assert_eq!(removed.order, 4);
    assert!(!exists(&b, "orgs/o1/case-images/D.png").await);
    assert!(matches!(
        remove_image(&crate::ops::testing::scope(&t, "o1"), &b, "D").await,
        Err(CaseWriteError::NotFound)
    ));
    assert!(matches!(
        remove_image(&crate::ops::testing::scope(&t, "o2"), &b, "B").await,
        Err(CaseWriteError::NotFound)
    ));
    assert_eq!(stored(&t).await.value.images.len(), 1);
}

#[tokio::test]
async fn a_print_copy_is_stored_beside_its_upload_and_goes_with_it_unless_a_version_shows_it() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let org = crate::ops::testing::scope(&t, "o1");
    let with_print = |id: &str| NewImage {
        print: Some(vec![9, 9]),
        ..new_image(id, 4, ImageKind::Jpeg)
    };
    let s = store_image(&org, &b, with_print("A"), None).await.unwrap();
    assert_eq!(
        s.image.print_key.as_deref(),
        Some("orgs/o1/case-images/A.print.jpg")
    );
    let copy = b.get("orgs/o1/case-images/A.print.jpg").await.unwrap();
    assert_eq!(copy.map(|c| c.bytes.to_vec()), Some(vec![9, 9]));
    assert!(exists(&b, "orgs/o1/case-images/A.jpg").await);
    assert_eq!(
        stored(&t).await.value.images[0],
        s.image,
        "the record names it"
    );

    // An upload no larger than its place is its own print copy: one object.
    let s = store_image(&org, &b, new_image("B", 4, ImageKind::Jpeg), None)
        .await
        .unwrap();
    assert_eq!(
        s.image.print_key.as_deref(),
        Some("orgs/o1/case-images/B.jpg")
    );
    assert_eq!(s.image.print_object(), None);
    assert!(!exists(&b, "orgs/o1/case-images/A.jpg").await, "replaced");
    assert!(
        !exists(&b, "orgs/o1/case-images/A.print.jpg").await,
        "with its copy"
    );
    assert!(!exists(&b, "orgs/o1/case-images/B.print.jpg").await);

    let s = store_image(&org, &b, with_print("C"), None).await.unwrap();
    remove_image(&org, &b, &s.image.id).await.unwrap();
    assert!(!exists(&b, "orgs/o1/case-images/C.jpg").await);
    assert!(!exists(&b, "orgs/o1/case-images/C.print.jpg").await);

    // A version of the plan that shows an image keeps its objects when the image is replaced or
    // removed: restoring the version brings back a picture that exists.
    let s = store_image(&org, &b, with_print("D"), None).await.unwrap();
    crate::versions::save_version(
        &org,
        &b,
        "v1",
        &crate::versions::NewVersion {
            name: "Approved by the board",
            note: "",
            kind: crate::versions::VersionKind::Manual,
            by: None,
            by_name: "",
        },
        1_800_000_000,
    )
    .await
    .unwrap();
    let named = crate::versions::version(&org, "v1").await.unwrap().unwrap();
    assert_eq!(
        named.value.pictures,
        [
            "orgs/o1/case-images/D.jpg",
            "orgs/o1/case-images/D.print.jpg"
        ]
    );
    remove_image(&org, &b, &s.image.id).await.unwrap();
    assert!(exists(&b, "orgs/o1/case-images/D.jpg").await);
    assert!(exists(&b, "orgs/o1/case-images/D.print.jpg").await);
    // One the version does not show goes as before.
    let s = store_image(&org, &b, with_print("E"), None).await.unwrap();
    remove_image(&org, &b, &s.image.id).await.unwrap();
    assert!(!exists(&b, "orgs/o1/case-images/E.jpg").await);

    // An image stored before print copies reads without one.
    let old: StoredImage = serde_json::from_value(serde_json::json!({
        "id": "01I", "order": 1, "blob_key": "orgs/o1/case-images/01I.png",
        "content_type": "image/png", "width": 10, "height": 10
    }))
    .unwrap();
    assert_eq!(old.print_key, None);
    assert_eq!(old.print_object(), None);
    assert!(!serde_json::to_string(&old).unwrap().contains("print_key"));
}

/// A table whose writes fail on demand (reads go through).
struct Failing {
    inner: Arc<dyn Table>,
    failing: AtomicBool,
}

#[async_trait]
impl Table for Failing {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }
    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        if self.failing.load(Ordering::SeqCst) {
            return Err(StoreError::Unavailable("the store is down".into()));
        }
        self.inner.put(item, condition).await
    }
    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        self.inner.delete(key, condition).await
    }
    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        self.inner.query(query).await
    }
    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        self.inner.transact(ops).await
    }
}

#[tokio::test]
async fn a_new_images_object_is_removed_when_the_document_cannot_be_written() {
    let (_dir, t) = table();
    let (_bdir, b) = blobs();
    let t = Arc::new(Failing {
        inner: Arc::new(t),
        failing: AtomicBool::new(false),
    });
    let org = crate::OrgScope::of_verified(t.clone(), "o1");
    store_image(&org, &b, new_image("A", 2, ImageKind::Png), None)
        .await
        .unwrap();
    t.failing.store(true, Ordering::SeqCst);
    let failed = NewImage {
        print: Some(vec![1]),
        ..new_image("B", 2, ImageKind::Png)
    };
    let e = store_image(&org, &b, failed, None).await;
    assert!(matches!(e, Err(CaseWriteError::Store(_))));
    assert!(
        !exists(&b, "orgs/o1/case-images/B.png").await,
        "the new object is removed"
    );
    assert!(
        !exists(&b, "orgs/o1/case-images/B.print.png").await,
        "and its print copy"
    );
    assert!(
        exists(&b, "orgs/o1/case-images/A.png").await,
        "the named one is kept"
    );
    let e = remove_image(&org, &b, "A").await;
    assert!(matches!(e, Err(CaseWriteError::Store(_))));
    assert!(
        exists(&b, "orgs/o1/case-images/A.png").await,
        "still named, still there"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_uploads_to_one_order_leave_one_image_and_only_its_object() {
    let (_dir, t) = table();
    let (bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    let b = Arc::new(b);
    let mut tasks = Vec::new();
    for i in 0..8 {
        let (t, b) = (t.clone(), b.clone());
        tasks.push(tokio::spawn(async move {
            store_image(
                &crate::OrgScope::of_verified(t.clone(), "o1"),
                b.as_ref(),
                new_image(&format!("I{i}"), 9, ImageKind::Png),
                None,
            )
            .await
            .unwrap()
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let d = stored(t.as_ref()).await;
    assert_eq!(d.value.images.len(), 1);
    let files: Vec<_> = std::fs::read_dir(bdir.path().join("blobs/objects/orgs/o1/case-images"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".png"))
        .collect();
    assert_eq!(files, vec![format!("{}.png", d.value.images[0].id)]);
}

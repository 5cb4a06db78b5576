use super::*;
use crate::casedoc::casedoc_key;
use crate::closing::closing_key;
use crate::jobs::JobRecord;
use crate::ops::testing::expense;
use crate::ops::testing::table;
use crate::plan::answers::AnswerRecord;
use crate::plan::budget::{ExpenseTableRecord, RevenuesRecord};
use crate::plan::{answer_key, expenses_key};
use crate::{InvitationRecord, NavRecord, UserRecord, onboarding_key, subscription_key};
use fundplan_domain::budget::{Category, RevenueEntry, RevenueGroup};
use fundplan_ports::Table;
use fundplan_ports::table::Key;
use fundplan_ports::{Condition, CountingTable};
use std::sync::Arc;

#[test]
fn every_item_of_the_plan_lies_in_the_partition_the_plan_query_reads() {
    let q = Plan::query("o1");
    assert_eq!(q.pk, "ORG#o1");
    assert_eq!(q.sk, fundplan_ports::table::SkRange::All);
    let p = Owner::Program("01ZZZZZZZZZZZZZZZZZZZZZZZZ".into());
    let inside: [Key; 14] = [
        NavRecord::key("o1"),
        OrganizationRecord::key("o1"),
        EntriesRecord::key("o1", EntryKind::Program),
        EntriesRecord::key("o1", EntryKind::Project),
        expenses_key("o1", &Owner::Organization),
        expenses_key("o1", &p),
        expenses_key("o1", &Owner::Project("01ZZZZZZZZZZZZZZZZZZZZZZZZ".into())),
        revenues_key("o1"),
        closing_key("o1", STORIES_SK),
        closing_key("o1", FLAGS_SK),
        casedoc_key("o1"),
        answer_key("o1", &Owner::Organization, 1),
        answer_key("o1", &p, 1),
        UserRecord::key("o1", "u"),
    ];
    for k in &inside {
        assert_eq!(k.pk, q.pk, "{k:?} is outside the plan's partition");
    }
    // What the plan is not made of is in the partition too, and skipped by its sort key.
    for k in [
        subscription_key("o1"),
        onboarding_key("o1"),
        InvitationRecord::key("o1", "a@b.org"),
        JobRecord::key("o1", "01JOB"),
    ] {
        assert_eq!(k.pk, q.pk);
    }
}

#[tokio::test]
async fn one_query_reads_the_whole_budget_and_only_listed_owners_count() {
    let (_dir, t) = table();
    let counting = Arc::new(CountingTable::new(Arc::new(t)));
    let t: &dyn Table = &*counting;
    let org = crate::OrgScope::of_verified(counting.clone(), "o1");
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
    let b = load_plan(&org).await.unwrap();
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
async fn the_plan_keeps_the_team_and_the_answers_the_documents_quote_and_skips_the_rest() {
    let (_dir, t) = table();
    let user = |id: &str, first: &str, role: &str, position: &str, at: i64| UserRecord {
        id: id.into(),
        org_id: "o1".into(),
        first_name: first.into(),
        last_name: "Hale".into(),
        role: role.into(),
        position: position.into(),
        created_at: at,
        ..UserRecord::default()
    };
    let answer = |q: u32, text: &str| AnswerRecord {
        question_id: q,
        answer: text.into(),
        ..AnswerRecord::default()
    };
    let mission = catalogue().by_key("mission_statement").unwrap().id;
    let rationale = catalogue().by_key(PROJECT_RATIONALE_KEY).unwrap().id;
    let outcomes = catalogue().by_key(PROGRAM_OUTCOMES_KEY).unwrap().id;
    let job = serde_json::json!({"id": "01JOB", "kind": "gift_pyramid", "identity": null,
        "state": "queued", "progress": 0, "input_hash": null, "blob_key": null,
        "file_name": "Gift Pyramid.xlsx", "error": null, "created_at": 1, "updated_at": 1});
    let job_item = serde_json::from_value::<JobRecord>(job)
        .unwrap()
        .to_item("o1", 1);
    for item in [
        user("u2", "Luis", "member", "", 20).to_item(1),
        user("u3", "Ana", "member", "Board Chair", 30).to_item(1),
        user("u1", "Margaret", "owner", "", 10).to_item(1),
        answer(mission, "We help adults read.").to_item("o1", &Owner::Organization, 1),
        answer(rationale, "Three townships wait.").to_item("o1", &Owner::Project("J1".into()), 1),
        answer(rationale, "A program's text is not kept.").to_item(
            "o1",
            &Owner::Program("P1".into()),
            1,
        ),
        answer(outcomes, "65% gain a reading level.").to_item(
            "o1",
            &Owner::Program("P1".into()),
            1,
        ),
        answer(outcomes, "Another organization's.").to_item("o2", &Owner::Program("P1".into()), 1),
        answer(mission, "Another organization's.").to_item("o2", &Owner::Organization, 1),
        job_item,
    ] {
        t.put(item, Condition::None).await.unwrap();
    }
    let plan = load_plan(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert_eq!(
        plan.team,
        [
            TeamLine {
                name: "Margaret Hale".into(),
                role: "Owner".into()
            },
            TeamLine {
                name: "Luis Hale".into(),
                role: "Team Member".into()
            },
            TeamLine {
                name: "Ana Hale".into(),
                role: "Board Chair".into()
            },
        ]
    );
    assert_eq!(
        plan.answers.by_key("mission_statement"),
        "We help adults read."
    );
    assert_eq!(plan.answers.organization.len(), 1);
    assert_eq!(
        plan.answers.rationales,
        BTreeMap::from([("J1".to_string(), "Three townships wait.".to_string())])
    );
    // A program's outcomes are kept (the talking points' impact figure), not its other texts.
    assert_eq!(
        plan.answers.outcomes,
        BTreeMap::from([("P1".to_string(), "65% gain a reading level.".to_string())])
    );
    assert_eq!(plan.answers.by_key("no_such_question"), "");
    assert!(plan.organization.is_none());
}

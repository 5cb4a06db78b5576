//! Deleting a program or project: what goes with it, in one transaction.

use super::*;

async fn store_answers(t: &dyn Table, org: &str, owner: &Owner, ids: impl Iterator<Item = u32>) {
    for q in ids {
        t.put(
            answer(q, "text").to_item(org, owner, 1),
            Condition::NotExists,
        )
        .await
        .unwrap();
    }
}

#[tokio::test]
async fn deleting_a_program_takes_its_expenses_answers_and_pages_and_nothing_else() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    for org in ["o1", "o2"] {
        riverbend(&t, org).await;
        for p in ["P1", "P2"] {
            let owner = Owner::Program(p.into());
            store_answers(&t, org, &owner, 401..405).await;
            t.put(
                Item::new(expenses_key(org, &owner), Default::default()),
                Condition::None,
            )
            .await
            .unwrap();
        }
        nav_with(
            &t,
            org,
            &[
                (&format!("{FUNDING}family-reading-nights"), 1),
                (&format!("{EVALUATION}family-reading-nights"), 1),
                (&format!("{FUNDING}adult-basic-literacy"), 1),
            ],
        )
        .await;
    }
    let before_other = t.query_all(Query::partition("ORG#o2")).await.unwrap();
    let gone = delete_entry(&o1, EntryKind::Program, "P2").await.unwrap();
    assert_eq!(gone.name, "Family Reading Nights");
    let list = get_entries(&o1, EntryKind::Program).await.unwrap();
    assert_eq!(
        list.value
            .entries
            .iter()
            .map(|e| e.id.as_str())
            .collect::<Vec<_>>(),
        vec!["P1", "P3"]
    );
    let p2 = Owner::Program("P2".into());
    assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p2)).await, 0);
    assert!(t.get(&expenses_key("o1", &p2)).await.unwrap().is_none());
    let (nav, _) = get_nav(&o1).await.unwrap();
    assert_eq!(
        nav.statuses.keys().collect::<Vec<_>>(),
        vec![&format!("{FUNDING}adult-basic-literacy")]
    );
    assert_eq!(nav.assignees.len(), 1);
    let p1 = Owner::Program("P1".into());
    assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 4);
    assert!(t.get(&expenses_key("o1", &p1)).await.unwrap().is_some());
    assert_eq!(
        t.query_all(Query::partition("ORG#o2")).await.unwrap(),
        before_other,
        "another organization keeps everything"
    );
}

#[tokio::test]
async fn deleting_an_unknown_or_already_deleted_program_writes_nothing() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    let o2 = scope(&t, "o2");
    riverbend(&t, "o1").await;
    let before = t.query_all(Query::partition("ORG#o1")).await.unwrap();
    for id in ["P9", ""] {
        assert!(matches!(
            delete_entry(&o1, EntryKind::Program, id).await,
            Err(DeleteEntryError::NotFound)
        ));
    }
    assert!(matches!(
        delete_entry(&o2, EntryKind::Program, "P1").await,
        Err(DeleteEntryError::NotFound)
    ));
    assert_eq!(
        t.query_all(Query::partition("ORG#o1")).await.unwrap(),
        before
    );
    delete_entry(&o1, EntryKind::Program, "P1").await.unwrap();
    assert!(matches!(
        delete_entry(&o1, EntryKind::Program, "P1").await,
        Err(DeleteEntryError::NotFound)
    ));
}

#[test]
fn a_deletion_is_one_transaction_of_at_most_100_operations() {
    let list = Versioned {
        value: EntriesRecord {
            entries: vec![entry("P1", "Adult Basic Literacy")],
        },
        version: 4,
    };
    let mut nav = NavRecord::default();
    nav.statuses.insert("programs.program:P1".into(), 1);
    let owner = Owner::Program("P1".into());
    let answers = |n: u32| {
        (1..=n)
            .map(|q| answer_key("o1", &owner, q))
            .collect::<Vec<_>>()
    };
    let plan = delete_plan(
        "o1",
        EntryKind::Program,
        &list,
        "P1",
        answers(18),
        &(nav.clone(), 7),
    )
    .unwrap();
    assert_eq!((plan.transaction.len(), plan.leftover.len()), (3 + 18, 0));
    assert!(matches!(
        &plan.transaction[0],
        WriteOp::Put {
            condition: Condition::VersionIs(4),
            ..
        }
    ));
    assert!(matches!(
        &plan.transaction[2],
        WriteOp::Put {
            condition: Condition::VersionIs(7),
            ..
        }
    ));
    fundplan_ports::table::validate_transaction(&plan.transaction).unwrap();
    // With more answers than one transaction holds, the rest is left for the sweep.
    let plan = delete_plan(
        "o1",
        EntryKind::Program,
        &list,
        "P1",
        answers(120),
        &(nav, 7),
    )
    .unwrap();
    assert_eq!((plan.transaction.len(), plan.leftover.len()), (100, 23));
    fundplan_ports::table::validate_transaction(&plan.transaction).unwrap();
    // A navigation item without the program's pages is not written.
    let plan = delete_plan(
        "o1",
        EntryKind::Program,
        &list,
        "P1",
        answers(2),
        &(NavRecord::default(), 0),
    )
    .unwrap();
    assert_eq!(plan.transaction.len(), 2 + 2);
    assert!(
        delete_plan(
            "o1",
            EntryKind::Program,
            &list,
            "P9",
            vec![],
            &(NavRecord::default(), 0)
        )
        .is_none()
    );
}

#[test]
fn every_answer_a_program_or_project_can_have_fits_its_deletion_transaction() {
    // Answers are only written to questions of the catalogue answered in that scope, so
    // this is the most a program or project can hold; the list, the expense table and the
    // navigation item take three operations.
    for scope in [Scope::Program, Scope::Project] {
        let n = catalogue()
            .all()
            .iter()
            .filter(|q| q.scopes.contains(&scope))
            .count();
        assert!(n + 3 <= MAX_TRANSACTION_OPS, "{scope:?}: {n} questions");
    }
}

#[tokio::test]
async fn a_program_with_more_answers_than_a_transaction_holds_loses_them_all() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    let p1 = Owner::Program("P1".into());
    store_answers(&t, "o1", &p1, 1..=120).await;
    delete_entry(&o1, EntryKind::Program, "P1").await.unwrap();
    assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 0);
}

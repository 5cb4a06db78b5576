//! Saving answers: versions, stale saves, and answers of programs being deleted.

use super::*;

#[tokio::test]
async fn an_organization_answer_is_created_once_then_written_only_over_its_version() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    let org = Owner::Organization;
    let first = save_answer(&o1, &org, &answer(304, "one"), None)
        .await
        .unwrap();
    assert_eq!(first.version, 1);
    assert!(matches!(
        save_answer(&o1, &org, &answer(304, "two"), None).await,
        Err(SaveAnswerError::Stale)
    ));
    let second = save_answer(&o1, &org, &answer(304, "two"), Some(1))
        .await
        .unwrap();
    assert_eq!(second.version, 2);
    assert!(matches!(
        save_answer(&o1, &org, &answer(304, "stale"), Some(1)).await,
        Err(SaveAnswerError::Stale)
    ));
    let stored = get_answer(&o1, &org, 304).await.unwrap().unwrap();
    assert_eq!((stored.value.answer.as_str(), stored.version), ("two", 2));
    assert_eq!(t.count().await, 1);
}

#[tokio::test]
async fn a_stale_save_of_the_stored_text_is_answered_with_the_stored_answer() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    let org = Owner::Organization;
    save_answer(&o1, &org, &answer(304, "one"), None)
        .await
        .unwrap();
    save_answer(&o1, &org, &answer(304, "two"), Some(1))
        .await
        .unwrap();
    let mut retried = answer(304, "two");
    retried.updated_by = "u2".into();
    let same = save_answer(&o1, &org, &retried, Some(1)).await.unwrap();
    assert_eq!((same.version, same.value.updated_by.as_str()), (2, "u1"));
    let again = save_answer(&o1, &org, &answer(304, "two"), None)
        .await
        .unwrap();
    assert_eq!(again.version, 2);
    let mut other_category = answer(304, "two");
    other_category.category_id = 5;
    assert!(matches!(
        save_answer(&o1, &org, &other_category, Some(1)).await,
        Err(SaveAnswerError::Stale)
    ));
    assert_eq!(
        get_answer(&o1, &org, 304).await.unwrap().unwrap().version,
        2
    );
}

#[tokio::test]
async fn a_program_answer_is_written_only_while_the_program_exists() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    let p1 = Owner::Program("P1".into());
    let saved = save_answer(&o1, &p1, &answer(401, "goals"), None)
        .await
        .unwrap();
    assert_eq!(saved.version, 1);
    assert!(matches!(
        save_answer(&o1, &p1, &answer(401, "stale"), None).await,
        Err(SaveAnswerError::Stale)
    ));
    let before = t.count().await;
    for (org, owner) in [
        ("o1", Owner::Program("P9".into())),
        ("o2", Owner::Program("P1".into())),
        ("o1", Owner::Project("P1".into())),
    ] {
        assert!(matches!(
            save_answer(&scope(&t, org), &owner, &answer(401, "x"), None).await,
            Err(SaveAnswerError::OwnerNotFound)
        ));
    }
    assert_eq!(t.count().await, before);
    // A list changed since the program was read does not stop the write.
    save_entries(&o1, EntryKind::Program, |l| {
        l.entries[2].name = "English at Work".into();
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap();
    let next = save_answer(&o1, &p1, &answer(401, "new goals"), Some(1))
        .await
        .unwrap();
    assert_eq!(next.version, 2);
    delete_entry(&o1, EntryKind::Program, "P1").await.unwrap();
    assert!(matches!(
        save_answer(&o1, &p1, &answer(401, "too late"), Some(2)).await,
        Err(SaveAnswerError::OwnerNotFound)
    ));
    assert_eq!(prefix_count(&t, "o1", &answers_prefix(&p1)).await, 0);
}

#[tokio::test]
async fn answers_written_while_their_program_is_deleted_never_outlive_it() {
    for round in 0..5 {
        let (_dir, t) = table();
        let t = Arc::new(t);
        riverbend(&t, "o1").await;
        let mut tasks = Vec::new();
        for q in 0..12u32 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                let owner = Owner::Program("P2".into());
                save_answer(
                    &crate::OrgScope::of_verified(t.clone(), "o1"),
                    &owner,
                    &answer(400 + q, "x"),
                    None,
                )
                .await
            }));
        }
        let deleted = delete_entry(
            &crate::OrgScope::of_verified(t.clone(), "o1"),
            EntryKind::Program,
            "P2",
        )
        .await;
        for task in tasks {
            let r = task.await.unwrap();
            assert!(
                matches!(r, Ok(_) | Err(SaveAnswerError::OwnerNotFound)),
                "{r:?}"
            );
        }
        assert!(deleted.is_ok());
        let left = prefix_count(
            t.as_ref(),
            "o1",
            &answers_prefix(&Owner::Program("P2".into())),
        )
        .await;
        assert_eq!(
            left, 0,
            "round {round}: {left} answers outlived their program"
        );
    }
}

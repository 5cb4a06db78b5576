//! Saving the lists of programs and projects: versions, refusals, renames with their navigation, concurrent additions.

use super::*;

#[tokio::test]
async fn a_saved_list_is_stored_with_a_new_version_and_an_unchanged_one_writes_nothing() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    let saved = riverbend(&t, "o1").await;
    assert_eq!(saved.version, 1);
    let again = save_entries(&o1, EntryKind::Program, |_| Ok::<_, StoreError>(()))
        .await
        .unwrap();
    assert_eq!(again, saved);
    assert_eq!(t.count().await, 1, "only the list; no navigation item");
}

#[tokio::test]
async fn a_refused_change_writes_nothing() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    let e = save_entries(&o1, EntryKind::Program, |l| {
        l.entries.clear();
        Err::<(), _>(StoreError::Invalid("refused".into()))
    })
    .await;
    assert!(matches!(e, Err(StoreError::Invalid(_))));
    let stored = get_entries(&o1, EntryKind::Program).await.unwrap();
    assert_eq!((stored.value.entries.len(), stored.version), (3, 1));
}

#[tokio::test]
async fn a_rename_moves_the_pages_progress_in_the_same_write_and_leaves_the_others() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    nav_with(
        &t,
        "o1",
        &[
            (&format!("{FUNDING}family-reading-nights"), 1),
            (&format!("{EVALUATION}family-reading-nights"), 0),
            (&format!("{FUNDING}workplace-english"), 1),
        ],
    )
    .await;
    let saved = save_entries(&o1, EntryKind::Program, |l| {
        l.entries[1].name = "Family Reading Evenings".into();
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap();
    assert_eq!(saved.version, 2);
    let (nav, version) = get_nav(&o1).await.unwrap();
    assert_eq!(version, 2, "one more write of the navigation item");
    assert_eq!(
        nav.statuses[&format!("{FUNDING}family-reading-evenings")],
        1
    );
    assert_eq!(
        nav.statuses[&format!("{EVALUATION}family-reading-evenings")],
        0
    );
    assert_eq!(
        nav.assignees[&format!("{FUNDING}family-reading-evenings")],
        vec!["m1".to_string()]
    );
    assert!(
        !nav.statuses
            .contains_key(&format!("{FUNDING}family-reading-nights"))
    );
    assert_eq!(nav.statuses[&format!("{FUNDING}workplace-english")], 1);
}

#[tokio::test]
async fn a_navigation_change_upgrades_an_item_of_the_previous_release_in_the_same_write() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    nav_with(
        &t,
        "o1",
        &[
            (&format!("{FUNDING}family-reading-nights"), 1),
            ("/steps/aspirational-vision/mission-statement", 1),
        ],
    )
    .await;
    let nav = crate::ops::update_nav(&o1, |n| {
        n.statuses.insert("vision.vision".into(), 1);
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap();
    let (stored, version) = get_nav(&o1).await.unwrap();
    assert_eq!((&stored, version), (&nav, 2), "one write");
    assert_eq!(stored.keys, crate::nav::KEYED_BY_ID);
    assert_eq!(
        stored.statuses,
        std::collections::BTreeMap::from([
            ("programs.program:P2".to_string(), 1),
            ("vision.mission".to_string(), 1),
            ("vision.vision".to_string(), 1),
        ])
    );
    assert_eq!(
        stored.assignees["programs.program:P2"],
        vec!["m1".to_string()]
    );
}

#[tokio::test]
async fn a_rename_writes_no_navigation_item_keyed_by_section() {
    let (_dir, t) = table();
    let o1 = scope(&t, "o1");
    riverbend(&t, "o1").await;
    crate::ops::update_nav(&o1, |n| {
        n.statuses.insert("programs.program:P2".into(), 1);
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap();
    save_entries(&o1, EntryKind::Program, |l| {
        l.entries[1].name = "Family Reading Evenings".into();
        Ok::<_, StoreError>(())
    })
    .await
    .unwrap();
    let (nav, version) = get_nav(&o1).await.unwrap();
    assert_eq!(version, 1, "the navigation item is not written");
    assert_eq!(nav.statuses["programs.program:P2"], 1);
}

#[tokio::test]
async fn a_rename_over_a_changed_navigation_item_is_retried_and_keeps_both_changes() {
    let (_dir, t) = table();
    let t = Arc::new(t);
    riverbend(&t, "o1").await;
    nav_with(
        t.as_ref(),
        "o1",
        &[(&format!("{FUNDING}workplace-english"), 1)],
    )
    .await;
    let mut tasks = Vec::new();
    for i in 0..8 {
        let t = t.clone();
        tasks.push(tokio::spawn(async move {
            nav_with(
                t.as_ref(),
                "o1",
                &[(&format!("/steps/stewardship/p{i}"), 1)],
            )
            .await
        }));
    }
    let org = crate::OrgScope::of_verified(t.clone(), "o1");
    let rename = save_entries(&org, EntryKind::Program, |l| {
        l.entries[2].name = "English at Work".into();
        Ok::<_, StoreError>(())
    });
    rename.await.unwrap();
    for task in tasks {
        task.await.unwrap();
    }
    let (nav, _) = get_nav(&crate::OrgScope::of_verified(t.clone(), "o1"))
        .await
        .unwrap();
    assert_eq!(nav.statuses[&format!("{FUNDING}english-at-work")], 1);
    assert!(
        !nav.statuses
            .contains_key(&format!("{FUNDING}workplace-english"))
    );
    assert_eq!(
        (0..8)
            .filter(|i| nav
                .statuses
                .contains_key(&format!("/steps/stewardship/p{i}")))
            .count(),
        8
    );
}

#[tokio::test]
async fn sixteen_concurrent_additions_keep_the_limit_of_ten() {
    let (_dir, t) = table();
    let t = Arc::new(t);
    let mut tasks = Vec::new();
    for i in 0..16 {
        let t = t.clone();
        tasks.push(tokio::spawn(async move {
            save_entries(
                &crate::OrgScope::of_verified(t.clone(), "o1"),
                EntryKind::Program,
                |l| {
                    if l.entries.len() >= 10 {
                        return Err(StoreError::Invalid("full".into()));
                    }
                    l.entries
                        .push(entry(&format!("P{i}"), &format!("Program {i}")));
                    Ok(())
                },
            )
            .await
            .is_ok()
        }));
    }
    let mut added = 0;
    for task in tasks {
        added += usize::from(task.await.unwrap());
    }
    let stored = get_entries(
        &crate::OrgScope::of_verified(t.clone(), "o1"),
        EntryKind::Program,
    )
    .await
    .unwrap();
    assert_eq!(
        (added, stored.value.entries.len(), stored.version),
        (10, 10, 10)
    );
}

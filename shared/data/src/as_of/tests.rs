use super::*;
use crate::model::load_plan;
use crate::ops::testing::{blobs, expense, table};
use crate::plan::budget::ExpenseTableRecord;
use crate::plan::{EntriesRecord, Entry, EntryKind, Owner};
use crate::versions::{NewVersion, VersionKind, save_version};
use crate::{NavRecord, UserRecord, subscription_key};
use fundplan_domain::budget::Category;
use fundplan_ports::embedded::DirBlobs;

const ORG: &str = "o1";

fn programs(names: &[&str]) -> Item {
    EntriesRecord {
        entries: names
            .iter()
            .enumerate()
            .map(|(i, n)| Entry {
                id: format!("P{i}"),
                name: (*n).into(),
                ..Entry::default()
            })
            .collect(),
    }
    .to_item(ORG, EntryKind::Program, 1)
}

fn overhead(cents: i64) -> Item {
    ExpenseTableRecord {
        items: vec![expense("a", Category::FinanceFees, [cents, 0, 0])],
    }
    .to_item(ORG, &Owner::Organization, 1)
}

fn user(id: &str, name: &str) -> Item {
    UserRecord {
        id: id.into(),
        org_id: ORG.into(),
        first_name: name.into(),
        ..UserRecord::default()
    }
    .to_item(1)
}

async fn seeded() -> (
    tempfile::TempDir,
    tempfile::TempDir,
    Arc<dyn Table>,
    DirBlobs,
) {
    let (dir, t) = table();
    let (bdir, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    for item in [
        programs(&["Adult Basic Literacy"]),
        overhead(120_000),
        NavRecord::default().to_item(ORG, 1),
        user("u1", "Dana"),
    ] {
        t.put(item, Condition::None).await.unwrap();
    }
    let org = OrgScope::of_verified(t.clone(), ORG);
    save_version(
        &org,
        &b,
        "v1",
        &NewVersion {
            name: "Approved by the board",
            note: "",
            kind: VersionKind::Manual,
            by: None,
            by_name: "",
        },
        1_800_000_000,
    )
    .await
    .unwrap();
    // Since: a second program, a new overhead, a new member, a subscription.
    for item in [
        programs(&["Adult Basic Literacy", "Family Reading Nights"]),
        overhead(999_900),
        user("u2", "Mia"),
        Item::new(
            subscription_key(ORG),
            serde_json::json!({"plan": "pro"})
                .as_object()
                .unwrap()
                .clone(),
        ),
    ] {
        t.put(item, Condition::None).await.unwrap();
    }
    (dir, bdir, t, b)
}

#[tokio::test]
async fn a_version_reads_as_its_plan_with_the_team_and_the_rest_as_they_are_now() {
    let (_d, _b, t, b) = seeded().await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    let then = open_version(&org, &b, "v1").await.unwrap().unwrap();
    assert_eq!(then.org_id(), ORG);
    let plan = load_plan(&then).await.unwrap();
    let names: Vec<&str> = plan.programs.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Adult Basic Literacy"]);
    assert_eq!(plan.figures().unwrap().overhead.total, [120_000, 0, 0]);
    assert_eq!(plan.team.len(), 2, "the team as it is now");
    assert!(
        then.table()
            .get(&subscription_key(ORG))
            .await
            .unwrap()
            .is_some(),
        "the subscription as it is now"
    );
    // The plan now is untouched by reading the version.
    let now = load_plan(&org).await.unwrap();
    assert_eq!(now.programs.len(), 2);
}

#[tokio::test]
async fn nothing_is_written_to_a_version_and_other_writes_go_to_the_store() {
    let (_d, _b, t, b) = seeded().await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    let then = open_version(&org, &b, "v1").await.unwrap().unwrap();
    then.table()
        .put(overhead(5), Condition::None)
        .await
        .unwrap();
    then.table()
        .delete(&overhead(5).key, Condition::None)
        .await
        .unwrap();
    assert_eq!(
        load_plan(&then)
            .await
            .unwrap()
            .figures()
            .unwrap()
            .overhead
            .total,
        [120_000, 0, 0]
    );
    assert_eq!(
        load_plan(&org)
            .await
            .unwrap()
            .figures()
            .unwrap()
            .overhead
            .total,
        [999_900, 0, 0]
    );
    then.table()
        .put(user("u3", "Lee"), Condition::NotExists)
        .await
        .unwrap();
    assert_eq!(load_plan(&org).await.unwrap().team.len(), 3);
    // A transaction over the plan only is dropped; one mixing both is refused.
    let plan_only = vec![WriteOp::Put {
        item: overhead(7),
        condition: Condition::None,
    }];
    then.table().transact(plan_only).await.unwrap();
    let mixed = vec![
        WriteOp::Put {
            item: overhead(7),
            condition: Condition::None,
        },
        WriteOp::Put {
            item: user("u4", "Ann"),
            condition: Condition::None,
        },
    ];
    assert!(matches!(
        then.table().transact(mixed).await,
        Err(StoreError::Invalid(_))
    ));
    assert_eq!(load_plan(&org).await.unwrap().team.len(), 3);
}

#[tokio::test]
async fn a_partition_read_in_pages_gives_every_item_once_in_order() {
    let (_d, _b, t, b) = seeded().await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    let then = open_version(&org, &b, "v1").await.unwrap().unwrap();
    let whole = then
        .table()
        .query_all(Query::partition(org_pk(ORG)))
        .await
        .unwrap();
    for descending in [false, true] {
        let mut paged = Vec::new();
        let mut cursor = None;
        loop {
            let mut q = Query::partition(org_pk(ORG)).limit(2).after(cursor);
            if descending {
                q = q.descending();
            }
            let page = then.table().query(q).await.unwrap();
            assert!(page.items.len() <= 2);
            paged.extend(page.items);
            cursor = page.cursor;
            if cursor.is_none() {
                break;
            }
        }
        if descending {
            paged.reverse();
        }
        assert_eq!(paged, whole, "descending: {descending}");
    }
    let sks: Vec<&str> = whole.iter().map(|i| i.key.sk.as_str()).collect();
    let mut sorted = sks.clone();
    sorted.sort();
    assert_eq!(sks, sorted);
    assert!(sks.contains(&"VERSION#v1"), "the versions as they are now");
}

#[tokio::test]
async fn an_unknown_version_opens_nothing_and_another_organization_none_of_ours() {
    let (_d, _b, t, b) = seeded().await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    assert!(open_version(&org, &b, "v9").await.unwrap().is_none());
    let other = OrgScope::of_verified(t.clone(), "o2");
    assert!(open_version(&other, &b, "v1").await.unwrap().is_none());
}

#[tokio::test]
async fn reading_a_version_records_no_certificate_and_saves_no_version() {
    let (_d, _b, t, b) = seeded().await;
    let org = OrgScope::of_verified(t.clone(), ORG);
    let then = open_version(&org, &b, "v1").await.unwrap().unwrap();
    assert_eq!(then.version_read(), Some("v1"));
    assert_eq!(org.version_read(), None);
    assert_eq!(
        crate::versions::reach_certificate(&then, &b, 1_900_000_000)
            .await
            .unwrap(),
        1_900_000_000
    );
    let now = load_plan(&org).await.unwrap();
    assert_eq!(now.flags.value.certificate_completed_at, None);
    assert_eq!(crate::versions::versions(&org).await.unwrap().len(), 1);
}

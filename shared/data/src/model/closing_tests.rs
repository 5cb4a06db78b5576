//! The closing items read back through the plan (`load_plan`), and their writes.

use super::*;
use crate::closing::*;
use crate::ops::testing::table;
use crate::ops::{
    ClosingWriteError, count_policy_download, count_pyramid_download, delete_benefit, delete_story,
    record_completion, save_prospect_names, save_prospects, save_stewardship, save_stories,
    select_policies,
};
use crate::plan::{EntriesRecord, EntryKind};
use fundplan_domain::gift_chart::ChartRow;
use fundplan_domain::pyramid::ProspectRatio;
use fundplan_ports::Table;
use fundplan_ports::table::Key;
use fundplan_ports::{Condition, CountingTable};
use serde_json::{Value, json};
use std::sync::Arc;

fn story(id: &str, text: &str, order: u32) -> StoryEntry {
    StoryEntry {
        id: id.into(),
        user_story: text.into(),
        order,
    }
}

#[test]
fn the_closing_items_have_their_pinned_layout() {
    let s = StoriesRecord {
        stories: vec![story("01S", "Rosa reads to her grandson.", 1)],
    };
    let item = s.to_item("o1", 2);
    assert_eq!(item.key, Key::new("ORG#o1", "PLAN#STORIES"));
    assert_eq!(
        Value::Object(item.attrs.clone()),
        json!({"stories": [{"id": "01S", "user_story": "Rosa reads to her grandson.", "order": 1}]})
    );
    let mut p = ProspectsRecord::default();
    p.names.insert(
        "25000000".into(),
        vec!["Harlan Family Foundation".into(), "".into()],
    );
    let item = p.to_item("o1", 1);
    assert_eq!(item.key, Key::new("ORG#o1", "PLAN#PROSPECTS"));
    assert_eq!(
        Value::Object(item.attrs.clone()),
        json!({"ratio": 3, "names": {"25000000": ["Harlan Family Foundation", ""]}})
    );
    let c = StewardshipRecord {
        rows: vec![BenefitEntry {
            id: "01B".into(),
            name: "Donor wall".into(),
            ticks: vec![50_000_000, 2_500_000, 0],
        }],
    };
    assert_eq!(
        Value::Object(c.to_item("o1", 1).attrs),
        json!({"rows": [{"id": "01B", "name": "Donor wall", "ticks": [50_000_000, 2_500_000, 0]}]})
    );
    // A row stored as the spec's six fixed checks reads as ticks at those six gifts.
    let before: StewardshipRecord = serde_json::from_value(
        json!({"rows": [{"id": "01B", "name": "Donor wall", "checks": [true, false, true, false, false, true]}]}),
    )
    .unwrap();
    assert_eq!(before.rows[0].ticks, [100_000_000, 25_000_000, 0]);
    let mut pol = PoliciesRecord::default();
    pol.selected.insert("pledge_form".into(), true);
    pol.downloads.insert(MANUAL_DOWNLOADS.into(), 2);
    assert_eq!(
        Value::Object(pol.to_item("o1", 1).attrs),
        json!({"selected": {"pledge_form": true}, "downloads": {"manual": 2}})
    );
    let standard = GiftChartRecord::default();
    let item = standard.to_item("o1", 1);
    assert_eq!(item.key, Key::new("ORG#o1", "PLAN#GIFTCHART"));
    assert_eq!(Value::Object(item.attrs), json!({"lead_share": 20}));
    let edited = GiftChartRecord {
        lead_share: 25,
        edited: Some(EditedChart {
            rows: vec![ChartRow {
                amount_cents: 50_000_000,
                gifts: 2,
            }],
            various_cents: 25_000_000,
        }),
    };
    let item = edited.to_item("o1", 3);
    assert_eq!(
        Value::Object(item.attrs.clone()),
        json!({"lead_share": 25, "edited": {"rows": [{"amount_cents": 50_000_000, "gifts": 2}],
            "various_cents": 25_000_000}})
    );
    assert_eq!(GiftChartRecord::decode(&item).unwrap().value, edited);
    let f = FlagsRecord {
        pyramid_downloads: 1,
        certificate_completed_at: Some(5),
    };
    assert_eq!(
        Value::Object(f.to_item("o1", 1).attrs),
        json!({"pyramid_downloads": 1, "certificate_completed_at": 5})
    );
}

#[test]
fn every_closing_item_lies_in_the_partition_the_plan_reads() {
    for sk in [
        STORIES_SK,
        PROSPECTS_SK,
        STEWARDSHIP_SK,
        POLICIES_SK,
        FLAGS_SK,
        GIFT_CHART_SK,
    ] {
        let key = closing_key("o1", sk);
        assert_eq!(key.pk, Plan::query("o1").pk, "{sk}");
        assert!(sk.starts_with(crate::plan::PLAN_PREFIX), "{sk}");
    }
}

#[tokio::test]
async fn one_query_reads_the_budget_and_every_closing_item() {
    let (_dir, t) = table();
    let counting = Arc::new(CountingTable::new(Arc::new(t)));
    let t: &dyn Table = &*counting;
    let org = crate::OrgScope::of_verified(counting.clone(), "o1");
    let programs = EntriesRecord {
        entries: vec![crate::plan::Entry {
            id: "01P".into(),
            name: "Adult Basic Literacy".into(),
            ..Default::default()
        }],
    };
    let mut nav = NavRecord::default();
    nav.statuses.insert("stewardship.recognition".into(), 1);
    for item in [
        programs.to_item("o1", EntryKind::Program, 1),
        nav.to_item("o1", 3),
        StoriesRecord {
            stories: vec![story("01S", "A story.", 1)],
        }
        .to_item("o1", 4),
        ProspectsRecord {
            ratio: 4,
            names: BTreeMap::new(),
        }
        .to_item("o1", 2),
        GiftChartRecord {
            lead_share: 30,
            edited: None,
        }
        .to_item("o1", 6),
        // Another organization's stories are not read.
        StoriesRecord {
            stories: vec![story("02S", "Theirs.", 1)],
        }
        .to_item("o2", 1),
    ] {
        t.put(item, Condition::None).await.unwrap();
    }
    let before = counting.round_trips();
    let c = load_plan(&org).await.unwrap();
    assert_eq!(counting.round_trips().since(&before).total(), 1);
    assert_eq!(c.programs.len(), 1);
    assert!(c.completed("/steps/stewardship/donor-recognition"));
    assert_eq!(c.stories.version, 4);
    assert_eq!(c.stories.value.stories[0].id, "01S");
    assert_eq!(c.prospects.value.ratio(), ProspectRatio::Average);
    assert_eq!(
        (c.gift_chart.version, c.gift_chart.value.lead_share),
        (6, 30)
    );
    // The chart is the standard chart of the plan's goal at the saved share.
    assert_eq!(
        c.gift_chart().unwrap(),
        fundplan_domain::gift_chart::standard_chart(50_000_000, 30)
    );
    // Never saved: the default rows, without ids; version 0.
    assert_eq!(c.stewardship.version, 0);
    let s = c.stewardship().unwrap();
    assert_eq!(s.rows.len(), 8);
    assert!(s.rows.iter().all(|r| r.id.is_none()));
    // Its columns are the gift chart's levels and base row.
    assert_eq!(s.columns.len(), c.gift_chart().unwrap().rows.len() + 1);
    assert!(s.rows.iter().all(|r| r.checks.len() == s.columns.len()));
    // An empty plan's pyramid is the $500,000 minimum.
    assert_eq!(c.pyramid().unwrap().goal, 50_000_000);
}

#[tokio::test]
async fn a_list_is_replaced_only_over_the_version_it_was_read_at() {
    let (_dir, t) = table();
    let one = StoriesRecord {
        stories: vec![story("a", "First.", 1)],
    };
    let saved = save_stories(&crate::ops::testing::scope(&t, "o1"), &one, None)
        .await
        .unwrap();
    assert_eq!(saved.version, 1);
    // Without a version: only creates.
    assert!(matches!(
        save_stories(&crate::ops::testing::scope(&t, "o1"), &one, None).await,
        Err(ClosingWriteError::Stale)
    ));
    let two = StoriesRecord {
        stories: vec![story("a", "First.", 1), story("b", "Second.", 2)],
    };
    assert_eq!(
        save_stories(&crate::ops::testing::scope(&t, "o1"), &two, Some(1))
            .await
            .unwrap()
            .version,
        2
    );
    assert!(matches!(
        save_stories(&crate::ops::testing::scope(&t, "o1"), &one, Some(1)).await,
        Err(ClosingWriteError::Stale)
    ));
    let c = load_plan(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert_eq!(c.stories.value, two);
}

#[tokio::test]
async fn deleting_an_entry_renumbers_the_rest_and_an_unknown_id_writes_nothing() {
    let (_dir, t) = table();
    assert!(matches!(
        delete_story(&crate::ops::testing::scope(&t, "o1"), "a").await,
        Err(ClosingWriteError::NotFound)
    ));
    let three = StoriesRecord {
        stories: vec![story("a", "1", 1), story("b", "2", 2), story("c", "3", 3)],
    };
    save_stories(&crate::ops::testing::scope(&t, "o1"), &three, None)
        .await
        .unwrap();
    let left = delete_story(&crate::ops::testing::scope(&t, "o1"), "a")
        .await
        .unwrap();
    assert_eq!(left.version, 2);
    assert_eq!(
        left.value.stories,
        vec![story("b", "2", 1), story("c", "3", 2)]
    );
    assert!(matches!(
        delete_story(&crate::ops::testing::scope(&t, "o1"), "a").await,
        Err(ClosingWriteError::NotFound)
    ));
    assert_eq!(
        load_plan(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap()
            .stories
            .version,
        2
    );

    let chart = StewardshipRecord {
        rows: vec![BenefitEntry {
            id: "r1".into(),
            name: "Donor wall".into(),
            ticks: vec![2_500_000],
        }],
    };
    assert!(matches!(
        delete_benefit(&crate::ops::testing::scope(&t, "o1"), "r1").await,
        Err(ClosingWriteError::NotFound)
    ));
    save_stewardship(&crate::ops::testing::scope(&t, "o1"), &chart, Some(0))
        .await
        .unwrap();
    let left = delete_benefit(&crate::ops::testing::scope(&t, "o1"), "r1")
        .await
        .unwrap();
    assert!(left.value.rows.is_empty());
    // A saved empty chart stays empty: no default rows come back.
    let c = load_plan(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert!(c.stewardship().unwrap().rows.is_empty());
}

#[tokio::test]
async fn prospects_policies_and_counters_merge_what_they_change() {
    let (_dir, t) = table();
    let mut p = ProspectsRecord {
        ratio: 5,
        names: BTreeMap::new(),
    };
    p.names
        .insert("10000000".into(), vec!["Okafor & Lee LLP".into()]);
    let saved = save_prospects(&crate::ops::testing::scope(&t, "o1"), &p, None)
        .await
        .unwrap();
    assert_eq!(saved.version, 1);
    let names = BTreeMap::from([("25000000".to_string(), vec!["Mill Street Bank".to_string()])]);
    let merged = save_prospect_names(&crate::ops::testing::scope(&t, "o1"), names)
        .await
        .unwrap();
    assert_eq!(merged.ratio, 5);
    assert_eq!(merged.names.len(), 2);
    // Fewer boxes (a lower ratio): the first are replaced, the names beyond them kept.
    let three = BTreeMap::from([(
        "10000000".to_string(),
        vec!["A".to_string(), "B".to_string(), "C".to_string()],
    )]);
    save_prospect_names(&crate::ops::testing::scope(&t, "o1"), three)
        .await
        .unwrap();
    let one = BTreeMap::from([("10000000".to_string(), vec!["".to_string()])]);
    let merged = save_prospect_names(&crate::ops::testing::scope(&t, "o1"), one)
        .await
        .unwrap();
    assert_eq!(merged.names["10000000"], ["", "B", "C"]);
    assert!(matches!(
        save_prospects(&crate::ops::testing::scope(&t, "o1"), &p, Some(1)).await,
        Err(ClosingWriteError::Stale)
    ));

    let a = BTreeMap::from([("pledge_form".to_string(), true)]);
    let b = BTreeMap::from([("donor_privacy_policy".to_string(), true)]);
    select_policies(&crate::ops::testing::scope(&t, "o1"), &a)
        .await
        .unwrap();
    let both = select_policies(&crate::ops::testing::scope(&t, "o1"), &b)
        .await
        .unwrap();
    assert!(
        both.value.is_selected("pledge_form") && both.value.is_selected("donor_privacy_policy")
    );

    assert_eq!(
        count_policy_download(&crate::ops::testing::scope(&t, "o1"), None)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        count_policy_download(&crate::ops::testing::scope(&t, "o1"), None)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        count_policy_download(&crate::ops::testing::scope(&t, "o1"), Some("pledge_form"))
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        count_pyramid_download(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        record_completion(&crate::ops::testing::scope(&t, "o1"), 100)
            .await
            .unwrap(),
        crate::ops::closing::Completion {
            at: 100,
            first: true
        }
    );
    assert_eq!(
        record_completion(&crate::ops::testing::scope(&t, "o1"), 200)
            .await
            .unwrap(),
        crate::ops::closing::Completion {
            at: 100,
            first: false
        }
    );
    let c = load_plan(&crate::ops::testing::scope(&t, "o1"))
        .await
        .unwrap();
    assert!(c.policies.value.is_selected("pledge_form"));
    assert_eq!(c.flags.value.pyramid_downloads, 1);
}

#[tokio::test]
async fn sixteen_writers_replacing_one_list_never_lose_a_save_silently() {
    let (_dir, t) = table();
    let t = Arc::new(t);
    save_stories(
        &crate::OrgScope::of_verified(t.clone(), "o1"),
        &StoriesRecord {
            stories: vec![story("a", "First.", 1)],
        },
        None,
    )
    .await
    .unwrap();
    let mut tasks = Vec::new();
    for i in 0..16 {
        let t = t.clone();
        tasks.push(tokio::spawn(async move {
            let list = StoriesRecord {
                stories: vec![story(&format!("w{i}"), "Mine.", 1)],
            };
            save_stories(
                &crate::OrgScope::of_verified(t.clone(), "o1"),
                &list,
                Some(1),
            )
            .await
        }));
    }
    let mut won = Vec::new();
    let mut stale = 0;
    for (i, task) in tasks.into_iter().enumerate() {
        match task.await.unwrap() {
            Ok(_) => won.push(i),
            Err(ClosingWriteError::Stale) => stale += 1,
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!((won.len(), stale), (1, 15));
    let c = load_plan(&crate::OrgScope::of_verified(t.clone(), "o1"))
        .await
        .unwrap();
    assert_eq!(c.stories.version, 2);
    assert_eq!(c.stories.value.stories[0].id, format!("w{}", won[0]));
}

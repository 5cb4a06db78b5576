//! Many people saving one table at once: items added concurrently are all kept; concurrent
//! edits of one item at the version they read leave exactly one winner, the rest 409.

use crate::common;

use axum::http::StatusCode;
use common::*;
use fundplan_domain::messages as m;
use serde_json::json;
use std::sync::Arc;

const WRITERS: usize = 16;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_people_adding_items_to_one_table_at_once_keep_every_item() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let p = programs(&app, &owner, &["Adult Basic Literacy"]).await[0].clone();
        let mut tasks = Vec::new();
        for i in 0..WRITERS {
            let (app, token, p) = (app.clone(), owner.token.clone(), p.clone());
            tasks.push(tokio::spawn(async move {
                let item =
                    program_item(&p, "other_expenses", &format!("Item {i}"), d([100, 10, 1]));
                save(&app, &token, "/api/v1/expenses", vec![item])
                    .await
                    .status
            }));
        }
        for t in tasks {
            assert_eq!(t.await.unwrap(), StatusCode::OK);
        }
        let r = app
            .get(
                &format!("/api/v1/expenses?program_id={p}"),
                Some(&owner.token),
            )
            .await;
        let items = r.body["expenses"]["other_expenses"].as_array().unwrap();
        assert_eq!(items.len(), WRITERS);
        let mut names: Vec<&str> = items
            .iter()
            .map(|i| i["expense_description"].as_str().unwrap())
            .collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), WRITERS);
        assert_eq!(
            r.body["total"],
            json!({"year_1": 1_600, "year_2": 160, "year_3": 16, "total": 1_776})
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_people_editing_one_item_at_once_leave_one_winner_and_fifteen_conflicts() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let body = saved(
            &app,
            &owner.token,
            "/api/v1/organization-expenses",
            vec![overhead_item(
                "legal_fees",
                "Legal counsel",
                d([3_500, 0, 0]),
            )],
        )
        .await;
        let read = body["expenses"][0].clone();
        let mut tasks = Vec::new();
        for i in 0..WRITERS {
            let (app, token, mut item) = (app.clone(), owner.token.clone(), read.clone());
            tasks.push(tokio::spawn(async move {
                item["expense_cost"] = json!(10_000 + i);
                let r = save(&app, &token, "/api/v1/organization-expenses", vec![item]).await;
                (r.status, r.error().to_string(), i)
            }));
        }
        let mut winners = Vec::new();
        for t in tasks {
            let (status, error, i) = t.await.unwrap();
            match status {
                StatusCode::OK => winners.push(i),
                StatusCode::CONFLICT => assert_eq!(error, m::EXPENSE_CHANGED),
                other => panic!("writer {i}: {other} {error}"),
            }
        }
        assert_eq!(winners.len(), 1, "{winners:?}");
        let r = app
            .get("/api/v1/organization-expenses", Some(&owner.token))
            .await;
        let stored = &r.body["expenses"]["legal_fees"][0];
        assert_eq!(stored["version"], 2);
        assert_eq!(stored["expense_cost"], 10_000 + winners[0]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_people_saving_different_revenue_lines_at_once_keep_every_line() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let lines = fundplan_domain::budget::REVENUE_LINES;
        let mut tasks = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            let (app, token) = (app.clone(), owner.token.clone());
            let line = revenue(l.group.type_name(), l.name, [i as i64 + 1, 0, 0]);
            tasks.push(tokio::spawn(async move {
                save(&app, &token, "/api/v1/revenues", vec![line])
                    .await
                    .status
            }));
        }
        for t in tasks {
            assert_eq!(t.await.unwrap(), StatusCode::OK);
        }
        let r = app.get("/api/v1/revenues", Some(&owner.token)).await;
        // 1 + 2 + … + 16
        assert_eq!(r.body["total"]["year_1"], 136);
    }
}

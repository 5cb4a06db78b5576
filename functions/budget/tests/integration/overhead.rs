//! The overhead expense table: `GET/POST /organization-expenses`,
//! `DELETE /organization-expenses/{id}`.

use crate::common;

use axum::http::StatusCode;
use common::*;
use fundplan_domain::messages as m;
use serde_json::{Value, json};

const PATH: &str = "/api/v1/organization-expenses";

#[tokio::test]
async fn the_overhead_table_keeps_its_items_by_category_without_an_expenseable() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "finance@riverbend.org").await;
        let empty = app.get(PATH, Some(&owner.token)).await;
        assert_eq!(empty.status, StatusCode::OK);
        assert_eq!(empty.body["total"]["total"], 0);
        assert_eq!(empty.body["expenses"].as_object().unwrap().len(), 8);

        let body = saved(
            &app,
            &member.token,
            PATH,
            vec![
                overhead_item(
                    "personnel_and_benefits",
                    "Executive Director",
                    d([98_000, 101_000, 104_000]),
                ),
                overhead_item(
                    "finance_fees",
                    "Audit and bookkeeping",
                    d([14_000, 14_500, 15_000]),
                ),
            ],
        )
        .await;
        let item = &body["expenses"][0];
        assert!(item.get("expenseable_type").is_none() && item.get("expenseable_id").is_none());
        assert_eq!(
            body["total"],
            json!({"year_1": 112_000, "year_2": 115_500, "year_3": 119_000, "total": 346_500})
        );

        let r = app.get(PATH, Some(&owner.token)).await;
        assert_eq!(
            r.body["expenses"]["finance_fees"],
            json!([{"id": body["expenses"][1]["id"], "version": 1, "expense_type": "finance_fees",
            "expense_description": "Audit and bookkeeping", "expense_cost": 14_000,
            "expense_cost_year_2": 14_500, "expense_cost_year_3": 15_000}])
        );
        assert_eq!(r.body["totals"]["personnel_and_benefits"]["total"], 303_000);
    }
}

#[tokio::test]
async fn an_overhead_item_is_edited_at_its_version_and_deleted_once() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let body = saved(
            &app,
            &owner.token,
            PATH,
            vec![overhead_item(
                "legal_fees",
                "Legal counsel",
                d([3_500, 3_500, 4_000]),
            )],
        )
        .await;
        let mut item = body["expenses"][0].clone();
        item["expense_cost"] = json!("3,750.25");
        let edited = saved(&app, &owner.token, PATH, vec![item.clone()]).await;
        assert_eq!(edited["expenses"][0]["version"], 2);
        assert_eq!(edited["expenses"][0]["expense_cost"], 3_750.25);
        let stale = save(&app, &owner.token, PATH, vec![item]).await;
        assert_eq!(stale.status, StatusCode::CONFLICT);
        assert_eq!(stale.error(), m::EXPENSE_CHANGED);

        let id = edited["expenses"][0]["id"].as_str().unwrap();
        let path = format!("{PATH}/{id}");
        assert_eq!(
            app.call("DELETE", &path, Some(&owner.token), None)
                .await
                .status,
            StatusCode::OK
        );
        let again = app.call("DELETE", &path, Some(&owner.token), None).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND);
        assert_eq!(again.error(), m::EXPENSE_NOT_FOUND);
        assert_eq!(
            app.get(PATH, Some(&owner.token)).await.body["total"]["total"],
            0
        );
    }
}

#[tokio::test]
async fn a_programs_item_is_not_deleted_through_the_overhead_call() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let p = programs(&app, &owner, &["A"]).await[0].clone();
        let body = saved(
            &app,
            &owner.token,
            "/api/v1/expenses",
            vec![program_item(&p, "legal_fees", "Counsel", d([1, 0, 0]))],
        )
        .await;
        let id = body["expenses"][0]["id"].as_str().unwrap();
        let r = app
            .call("DELETE", &format!("{PATH}/{id}"), Some(&owner.token), None)
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        let table = app
            .get(
                &format!("/api/v1/expenses?program_id={p}"),
                Some(&owner.token),
            )
            .await;
        assert_eq!(table.body["total"]["year_1"], 1);
    }
}

#[tokio::test]
async fn an_invalid_overhead_save_writes_nothing() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let before = app.item_count().await;
        let r = save(
            &app,
            &owner.token,
            PATH,
            vec![
                overhead_item("legal_fees", "Counsel", d([1, 0, 0])),
                overhead_item("legal_fees", "", d([1, 0, 0])),
            ],
        )
        .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), m::EXPENSE_DESCRIPTION_REQUIRED);
        assert_eq!(
            r.body["errors"]["expenses.1.expense_description"][0],
            m::EXPENSE_DESCRIPTION_REQUIRED
        );
        assert_eq!(app.item_count().await, before);
        let r = app
            .post(PATH, Some(&owner.token), json!({"expenses": "none"}))
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(app.item_count().await, before);
    }
}

#[tokio::test]
async fn each_organization_has_its_own_overhead() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let other = app.seed_paying_owner("other@example.org").await;
        let body = saved(
            &app,
            &owner.token,
            PATH,
            vec![overhead_item("legal_fees", "Private counsel", d([9, 0, 0]))],
        )
        .await;
        let theirs = app.get(PATH, Some(&other.token)).await;
        assert_eq!(theirs.body["total"]["total"], 0);
        assert!(!theirs.body.to_string().contains("Private counsel"));
        let id = body["expenses"][0]["id"].as_str().unwrap();
        let r = app
            .call("DELETE", &format!("{PATH}/{id}"), Some(&other.token), None)
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        let mut edit: Value = body["expenses"][0].clone();
        edit["expense_cost"] = json!(1);
        let r = save(&app, &other.token, PATH, vec![edit]).await;
        assert_eq!(
            r.status,
            StatusCode::CONFLICT,
            "not in their table: {}",
            r.body
        );
        assert_eq!(
            app.get(PATH, Some(&owner.token)).await.body["total"]["total"],
            9
        );
    }
}

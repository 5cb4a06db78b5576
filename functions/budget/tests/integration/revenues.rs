//! The revenue table: `GET/POST /revenues`.

use crate::common;

use axum::http::StatusCode;
use common::*;
use fundplan_domain::messages as m;
use serde_json::{Value, json};

const PATH: &str = "/api/v1/revenues";

#[tokio::test]
async fn saved_lines_come_back_in_their_groups_with_group_totals_and_total_revenue() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let empty = app.get(PATH, Some(&owner.token)).await;
        assert_eq!(empty.status, StatusCode::OK);
        assert_eq!(
            empty.body["revenues"],
            json!({"philanthropic_contributions": [], "earned_revenue": [], "investment_income": [],
            "government_appropriations": [], "in_kind": []})
        );
        let body = saved(
            &app,
            &owner.token,
            PATH,
            vec![
                revenue("Earned Revenue", "Tuition", [64_000, 66_000, 68_000]),
                revenue(
                    "Philanthropic Contributions",
                    "Individual Gifts",
                    [260_000, 270_000, 280_000],
                ),
                revenue("Earned Revenue", "Events", [38_000, 38_000, 39_000]),
                revenue(
                    "In-Kind Goods/Services",
                    "Goods/Services",
                    [72_000, 72_500, 73_000],
                ),
            ],
        )
        .await;
        assert_eq!(body["status"], true);
        assert_eq!(body["revenues"].as_array().unwrap().len(), 4);
        assert_eq!(body["revenues"][0]["revenue_name"], "Tuition");
        assert_eq!(body["revenues"][0]["version"], 1);
        assert_eq!(body["total"]["year_1"], 434_000);

        let r = app.get(PATH, Some(&owner.token)).await;
        let earned = r.body["revenues"]["earned_revenue"].as_array().unwrap();
        // In the order of the fixed lines: Events before Tuition.
        assert_eq!(earned[0]["revenue_name"], "Events");
        assert_eq!(
            earned[1],
            json!({"id": body["revenues"][0]["id"], "version": 1, "revenue_category": "annual_overhead",
            "revenue_type": "Earned Revenue", "revenue_name": "Tuition", "revenue_cost": 64_000,
            "revenue_cost_year_2": 66_000, "revenue_cost_year_3": 68_000})
        );
        assert_eq!(
            r.body["totals"]["earned_revenue"],
            json!({"year_1": 102_000, "year_2": 104_000, "year_3": 107_000, "total": 313_000})
        );
        assert_eq!(r.body["totals"]["investment_income"]["total"], 0);
        assert_eq!(r.body["total"]["year_3"], 460_000);
    }
}

#[tokio::test]
async fn a_line_is_matched_by_name_and_type_in_any_case() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let mut line = revenue("earned_revenue", "  TUITION ", [1, 0, 0]);
        line["revenue_category"] = Value::Null;
        let body = saved(&app, &owner.token, PATH, vec![line]).await;
        assert_eq!(body["revenues"][0]["revenue_name"], "Tuition");
        assert_eq!(body["revenues"][0]["revenue_type"], "Earned Revenue");
    }
}

#[tokio::test]
async fn a_line_that_is_not_one_of_the_fixed_lines_is_refused_and_nothing_is_written() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let good = revenue("Earned Revenue", "Tuition", [1, 0, 0]);
        let mut wrong_category = revenue("Earned Revenue", "Events", [1, 0, 0]);
        wrong_category["revenue_category"] = json!("program");
        let cases = [
            (
                revenue("Earned Revenue", "Bake sale", [1, 0, 0]),
                m::REVENUE_LINE_UNKNOWN,
            ),
            (
                revenue("Earned Revenue", "City", [1, 0, 0]),
                m::REVENUE_LINE_UNKNOWN,
            ),
            (
                revenue("Donations", "Individual Gifts", [1, 0, 0]),
                m::REVENUE_LINE_UNKNOWN,
            ),
            (wrong_category, m::REVENUE_CATEGORY),
            (good.clone(), m::REVENUE_DUPLICATE),
        ];
        let before = app.item_count().await;
        for (bad, message) in cases {
            let r = save(&app, &owner.token, PATH, vec![good.clone(), bad.clone()]).await;
            assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
            assert_eq!(r.error(), message, "{bad}");
            assert_eq!(app.item_count().await, before, "nothing written for {bad}");
        }
        let mut negative = revenue("Earned Revenue", "Events", [1, 0, 0]);
        negative["revenue_cost_year_2"] = json!("-3");
        let r = save(&app, &owner.token, PATH, vec![good, negative]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), "Events, Year 2: An amount cannot be negative.");
        assert_eq!(app.item_count().await, before);
    }
}

#[tokio::test]
async fn only_lines_with_a_value_above_zero_are_kept() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let body = saved(
            &app,
            &owner.token,
            PATH,
            vec![
                revenue(
                    "Government Appropriations",
                    "City",
                    [40_000, 40_000, 40_000],
                ),
                revenue("Government Appropriations", "State", [0, 0, 0]),
                revenue("Government Appropriations", "Federal", [0, 0, 1]),
            ],
        )
        .await;
        let names: Vec<&str> = body["revenues"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["revenue_name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["City", "Federal"]);
        // Saving a line as all 0 removes it.
        let mut city = body["revenues"][0].clone();
        city["revenue_cost"] = json!(0);
        city["revenue_cost_year_2"] = json!("");
        city["revenue_cost_year_3"] = Value::Null;
        let after = saved(&app, &owner.token, PATH, vec![city.clone()]).await;
        assert_eq!(after["revenues"], json!([]));
        let r = app.get(PATH, Some(&owner.token)).await;
        let gov = r.body["revenues"]["government_appropriations"]
            .as_array()
            .unwrap();
        assert_eq!(gov.len(), 1);
        assert_eq!(gov[0]["revenue_name"], "Federal");
        // The removed line saved as 0 again (the screen still holds its old id): nothing to do.
        let again = saved(&app, &owner.token, PATH, vec![city]).await;
        assert_eq!(again["revenues"], json!([]));
    }
}

#[tokio::test]
async fn a_stored_line_changes_only_with_its_id_and_the_version_it_was_read_at() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let body = saved(
            &app,
            &owner.token,
            PATH,
            vec![revenue(
                "Investment Income",
                "Endowment Income",
                [18_000, 18_500, 19_000],
            )],
        )
        .await;
        let read = body["revenues"][0].clone();

        let mut mine = read.clone();
        mine["revenue_cost"] = json!(18_250.75);
        let edited = saved(&app, &owner.token, PATH, vec![mine]).await;
        assert_eq!(edited["revenues"][0]["version"], 2);
        assert_eq!(edited["revenues"][0]["revenue_cost"], 18_250.75);

        // The member still holds version 1.
        let mut theirs = read.clone();
        theirs["revenue_cost"] = json!(1);
        let r = save(&app, &member.token, PATH, vec![theirs]).await;
        assert_eq!(r.status, StatusCode::CONFLICT);
        assert_eq!(r.error(), m::REVENUE_CHANGED);
        // A new line (no id) for a line someone else saved meanwhile.
        let r = save(
            &app,
            &member.token,
            PATH,
            vec![revenue("Investment Income", "Endowment Income", [5, 0, 0])],
        )
        .await;
        assert_eq!(r.status, StatusCode::CONFLICT);
        // An id without its version.
        let mut versionless = read;
        versionless["version"] = Value::Null;
        let r = save(&app, &member.token, PATH, vec![versionless]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), m::REVENUE_VERSION_REQUIRED);
        let now = app.get(PATH, Some(&owner.token)).await;
        assert_eq!(now.body["total"]["year_1"], 18_250.75);
    }
}

#[tokio::test]
async fn each_organization_has_its_own_revenue() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let other = app.seed_paying_owner("other@example.org").await;
        saved(
            &app,
            &owner.token,
            PATH,
            vec![revenue("Earned Revenue", "Rentals", [7_777, 0, 0])],
        )
        .await;
        let theirs = app.get(PATH, Some(&other.token)).await;
        assert_eq!(theirs.body["total"]["total"], 0);
        assert!(!theirs.body.to_string().contains("7777"));
    }
}

#[tokio::test]
async fn the_revenue_calls_need_a_session() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        assert_eq!(app.get(PATH, None).await.status, StatusCode::UNAUTHORIZED);
        let r = app.post(PATH, None, json!({"revenues": []})).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    }
}

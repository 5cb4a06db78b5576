//! The four goal summaries on the sample organization's plan, against figures worked out by
//! hand from the items the fixture enters (tests/common/mod.rs), and on an empty plan.

use crate::common;

use axum::http::StatusCode;
use common::*;
use serde_json::{Value, json};

async fn summary(app: &fundplan_testkit::TestApp, token: &str, name: &str) -> Value {
    let r = app
        .get(
            &format!("/api/v1/total_fundraising_goal/{name}"),
            Some(token),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{name}: {}", r.body);
    r.body
}

#[tokio::test]
async fn the_year_1_summary_of_the_sample_plan_has_both_pies_and_their_totals() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        sample_plan(&app, &owner).await;
        let s = summary(&app, &owner.token, "annual_operating_budget_summary_year_1").await;
        assert_eq!(
            s,
            json!({
                "core_programs_expenses_year_1": 836_500,
                "overhead_expenses_year_1": 301_500,
                "total_annual_expenses_year_1": 1_138_000,
                "total_revenue_year_1": 952_000,
                "overhead_expenses_year_1_grouped": {"group_sums": {
                    "personnel_and_benefits": 256_000,
                    "finance_fees": 14_000,
                    "legal_fees": 3_500,
                    "printing_and_publications": 2_500,
                    "travel_conferences_and_meetings": 2_000,
                    "marketing_and_communications": 8_000,
                    "programs_cost": 836_500,
                    "other_expenses": 11_500,
                    "in_kind_goods_and_services": 4_000
                }},
                "revenue_year_1_grouped": {"group_sums": {
                    "philanthropic_contributions": 665_000,
                    "earned_revenue": 102_000,
                    "investment_income": 18_000,
                    "government_appropriations": 95_000,
                    "in_kind_goods_and_services": 72_000
                }}
            })
        );
    }
}

#[tokio::test]
async fn the_annual_goals_of_the_sample_plan_are_851000_885000_and_920000() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        sample_plan(&app, &owner).await;
        let member = app.seed_member(&owner, "margaret@riverbend.org").await;
        let s = summary(&app, &member.token, "annual_fundraising_goals_3years").await;
        assert_eq!(
            s,
            json!({
                "total_annual_expenses_year_1": 1_138_000,
                "total_annual_expenses_year_2": 1_175_000,
                "total_annual_expenses_year_3": 1_215_000,
                "revenue_sums_by_type_and_year": {
                    "Earned Revenue": {"year_1": 102_000, "year_2": 104_000, "year_3": 107_000},
                    "Investment Income": {"year_1": 18_000, "year_2": 18_500, "year_3": 19_000},
                    "Government Appropriations": {"year_1": 95_000, "year_2": 95_000, "year_3": 96_000},
                    "In-Kind Goods/Services": {"year_1": 72_000, "year_2": 72_500, "year_3": 73_000}
                },
                "year_1_annual_fundraising_goal": 851_000,
                "year_2_annual_fundraising_goal": 885_000,
                "year_3_annual_fundraising_goal": 920_000,
                "total_annual_fundraising_goal_for_3_years": 2_656_000
            })
        );
    }
}

#[tokio::test]
async fn the_new_projects_goals_of_the_sample_plan_equal_their_expenses_project_by_project() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let sample = sample_plan(&app, &owner).await;
        let s = summary(&app, &owner.token, "projects_total_3_year_fundraising_goal").await;
        let zero = json!({"year_1": 0, "year_2": 0, "year_3": 0});
        assert_eq!(
            s,
            json!({
                "new_project_expenses_year_1": 325_000,
                "new_project_expenses_year_2": 100_000,
                "new_project_expenses_year_3": 100_000,
                "projects_revenue_sums_by_type_and_year": {
                    "Earned Revenue": zero, "Investment Income": zero,
                    "Government Appropriations": zero, "In-Kind Goods/Services": zero
                },
                "year_1_new_project_fundraising_goal": 325_000,
                "year_2_new_project_fundraising_goal": 100_000,
                "year_3_new_project_fundraising_goal": 100_000,
                "new_project_expenses_for_3_years": 525_000,
                "total_new_project_fundraising_goal_for_3_years": 525_000,
                "projects": [
                    {"id": sample.projects[0], "project_name": "Mobile Learning Van", "priority": 1,
                     "expenses": {"year_1": 185_000, "year_2": 50_000, "year_3": 50_000, "total": 285_000},
                     "fundraising_goal": {"year_1": 185_000, "year_2": 50_000, "year_3": 50_000, "total": 285_000}},
                    {"id": sample.projects[1], "project_name": "Digital Skills Lab", "priority": 2,
                     "expenses": {"year_1": 140_000, "year_2": 50_000, "year_3": 50_000, "total": 240_000},
                     "fundraising_goal": {"year_1": 140_000, "year_2": 50_000, "year_3": 50_000, "total": 240_000}}
                ],
                "new_projects_skipped": false
            })
        );
    }
}

#[tokio::test]
async fn the_sample_plans_three_year_goal_is_3181000_rounded_up_to_3500000() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        sample_plan(&app, &owner).await;
        let s = summary(&app, &owner.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(
            s,
            json!({
                "annual_operating_expenses_year_1": 1_138_000,
                "year_1_annual_fundraising_goal": 851_000,
                "year_2_annual_fundraising_goal": 885_000,
                "year_3_annual_fundraising_goal": 920_000,
                "total_annual_fundraising_goal_for_3_years": 2_656_000,
                "new_project_expenses_for_3_years": 525_000,
                "year_1_new_project_fundraising_goal": 325_000,
                "year_2_new_project_fundraising_goal": 100_000,
                "year_3_new_project_fundraising_goal": 100_000,
                "total_new_project_fundraising_goal_for_3_years": 525_000,
                "final_total_fundraising_goal_for_3_years": 3_181_000,
                "total_fundraising_goal_3y": 3_500_000,
                "new_projects_skipped": false
            })
        );
    }
}

#[tokio::test]
async fn skipping_the_new_projects_module_takes_them_out_of_the_final_total_and_unskipping_brings_them_back()
 {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        sample_plan(&app, &owner).await;
        let org = owner.user.org_id.as_str();
        skip_new_projects(&app, org, true).await;
        let s = summary(&app, &owner.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(s["new_projects_skipped"], true);
        assert_eq!(s["new_project_expenses_for_3_years"], 0);
        assert_eq!(s["year_1_new_project_fundraising_goal"], 0);
        assert_eq!(s["total_new_project_fundraising_goal_for_3_years"], 0);
        assert_eq!(s["final_total_fundraising_goal_for_3_years"], 2_656_000);
        assert_eq!(s["total_fundraising_goal_3y"], 3_000_000);
        // The projects' own page still shows their figures, marked as not counted.
        let p = summary(&app, &owner.token, "projects_total_3_year_fundraising_goal").await;
        assert_eq!(p["new_projects_skipped"], true);
        assert_eq!(p["new_project_expenses_for_3_years"], 525_000);

        skip_new_projects(&app, org, false).await;
        let s = summary(&app, &owner.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(s["final_total_fundraising_goal_for_3_years"], 3_181_000);
        assert_eq!(s["total_fundraising_goal_3y"], 3_500_000);
    }
}

#[tokio::test]
async fn an_empty_plan_has_every_figure_zero_and_the_500000_minimum_goal() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("new@example.org").await;
        let s = summary(&app, &owner.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(s["final_total_fundraising_goal_for_3_years"], 0);
        assert_eq!(s["total_fundraising_goal_3y"], 500_000);
        let y1 = summary(&app, &owner.token, "annual_operating_budget_summary_year_1").await;
        assert_eq!(y1["total_annual_expenses_year_1"], 0);
        assert_eq!(
            y1["overhead_expenses_year_1_grouped"]["group_sums"]
                .as_object()
                .unwrap()
                .len(),
            9
        );
        assert_eq!(
            y1["revenue_year_1_grouped"]["group_sums"]
                .as_object()
                .unwrap()
                .len(),
            5
        );
        let p = summary(&app, &owner.token, "projects_total_3_year_fundraising_goal").await;
        assert_eq!(p["projects"], json!([]));
    }
}

#[tokio::test]
async fn a_negative_annual_goal_is_shown_as_it_is() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("rich@example.org").await;
        saved(
            &app,
            &owner.token,
            "/api/v1/organization-expenses",
            vec![overhead_item("finance_fees", "Audit", d([10_000, 0, 0]))],
        )
        .await;
        saved(
            &app,
            &owner.token,
            "/api/v1/revenues",
            vec![revenue("Earned Revenue", "Rentals", [25_000, 0, 0])],
        )
        .await;
        let s = summary(&app, &owner.token, "annual_fundraising_goals_3years").await;
        assert_eq!(s["year_1_annual_fundraising_goal"], -15_000);
        let t = summary(&app, &owner.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(t["final_total_fundraising_goal_for_3_years"], -15_000);
        assert_eq!(t["total_fundraising_goal_3y"], 500_000);
    }
}

#[tokio::test]
async fn cents_add_up_exactly_in_the_summaries() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("cents@example.org").await;
        saved(
            &app,
            &owner.token,
            "/api/v1/organization-expenses",
            vec![
                overhead_item("finance_fees", "Bank fee", [json!(0.1), json!(0), json!(0)]),
                overhead_item(
                    "finance_fees",
                    "Card fee",
                    [json!("0.20"), json!(0), json!(0)],
                ),
                overhead_item(
                    "legal_fees",
                    "Filing",
                    [json!("1,200.50"), json!(0), json!(0)],
                ),
            ],
        )
        .await;
        let s = summary(&app, &owner.token, "annual_operating_budget_summary_year_1").await;
        // Exactly 0.3, never 0.30000000000000004: the text of the answer is written from cents.
        let raw = app
            .get(
                "/api/v1/total_fundraising_goal/annual_operating_budget_summary_year_1",
                Some(&owner.token),
            )
            .await
            .raw;
        let text = String::from_utf8(raw).unwrap();
        assert!(text.contains("\"finance_fees\":0.3,"), "{text}");
        assert!(
            text.contains("\"overhead_expenses_year_1\":1200.8,"),
            "{text}"
        );
        assert_eq!(
            s["overhead_expenses_year_1_grouped"]["group_sums"]["legal_fees"],
            1200.5
        );
    }
}

#[tokio::test]
async fn every_summary_needs_a_session() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        for name in [
            "annual_operating_budget_summary_year_1",
            "annual_fundraising_goals_3years",
            "projects_total_3_year_fundraising_goal",
            "total_fundraising_goal_for_3_years",
        ] {
            let r = app
                .get(&format!("/api/v1/total_fundraising_goal/{name}"), None)
                .await;
            assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{name}");
        }
    }
}

#[tokio::test]
async fn one_organizations_plan_never_shows_in_anothers_summaries() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        sample_plan(&app, &owner).await;
        let other = app.seed_paying_owner("other@example.org").await;
        let s = summary(&app, &other.token, "total_fundraising_goal_for_3_years").await;
        assert_eq!(s["final_total_fundraising_goal_for_3_years"], 0);
        let p = summary(&app, &other.token, "projects_total_3_year_fundraising_goal").await;
        assert_eq!(p["projects"], json!([]));
        assert!(!p.to_string().contains("Mobile Learning Van"));
    }
}

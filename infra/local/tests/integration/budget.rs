//! The budget across functions, on the whole API: programs and projects made and deleted by the
//! planning function, module 9 skipped by the navigation function, and the organization's goal
//! (`GET /organizations`) always the total summary's, on both stores.

use axum::http::StatusCode;
use fundplan_testkit::{Seeded, TestApp};
use serde_json::{Value, json};

async fn ok(app: &TestApp, method: &str, path: &str, who: &Seeded, body: Option<Value>) -> Value {
    app.ok(method, path, who, body).await
}

/// The rounded goal as the total summary and the organization show it; they must agree.
async fn goal(app: &TestApp, who: &Seeded) -> (Value, Value) {
    let summary = ok(
        app,
        "GET",
        "/api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years",
        who,
        None,
    )
    .await;
    let org = ok(app, "GET", "/api/v1/organizations", who, None).await;
    assert_eq!(
        org["data"]["total_fundraising_goal_3y"],
        summary["total_fundraising_goal_3y"],
        "on {}",
        app.store_name()
    );
    (
        summary["final_total_fundraising_goal_for_3_years"].clone(),
        summary["total_fundraising_goal_3y"].clone(),
    )
}

fn item(kind: &str, id: &str, name: &str, year_1: i64) -> Value {
    json!({"expense_type": "personnel_and_benefits", "expense_description": name,
        "expense_cost": year_1, "expense_cost_year_2": 0, "expense_cost_year_3": 0,
        "expenseable_type": kind, "expenseable_id": id})
}

#[tokio::test]
async fn the_goal_follows_programs_projects_and_the_skipped_module_and_the_organization_always_shows_it()
 {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let programs = ok(
            &app,
            "PUT",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"corePrograms": [
                {"program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."},
                {"program_name": "Family Reading Nights", "program_description": "Reading evenings."}
            ]})),
        )
        .await;
        let ids: Vec<String> = programs["corePrograms"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_str().unwrap().to_string())
            .collect();
        for (id, amount) in [(&ids[0], 412_000), (&ids[1], 186_500)] {
            let body = json!({"expenses": [item("CoreProgram", id, "Staff", amount)]});
            ok(&app, "POST", "/api/v1/expenses", &member, Some(body)).await;
        }
        let overhead = json!({"expenses": [{"expense_type": "finance_fees",
            "expense_description": "Audit", "expense_cost": 301_500}]});
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &member,
            Some(overhead),
        )
        .await;
        // 412,000 + 186,500 + 301,500 = 900,000 in year 1.
        assert_eq!(goal(&app, &owner).await, (json!(900_000), json!(1_000_000)));

        let projects = ok(
            &app,
            "POST",
            "/api/v1/projects",
            &owner,
            Some(json!({"projects": [{"project_name": "Mobile Learning Van",
                "project_description": "A fitted van taking tutoring to three rural townships."}]})),
        )
        .await;
        let van = projects["projects"][0]["id"].as_str().unwrap().to_string();
        let body = json!({"expenses": [item("Project", &van, "Van purchase", 185_000)]});
        ok(&app, "POST", "/api/v1/expenses", &owner, Some(body)).await;
        assert_eq!(
            goal(&app, &owner).await,
            (json!(1_085_000), json!(1_500_000))
        );

        // Skipping module 9 takes the project out; unskipping brings it back.
        let skip = |routes: Value| Some(json!({ "skipped_routes": routes }));
        let path = "/api/v1/extensions/skipped_modules";
        ok(
            &app,
            "POST",
            path,
            &owner,
            skip(json!(["/steps/funding-new-projects"])),
        )
        .await;
        assert_eq!(goal(&app, &owner).await, (json!(900_000), json!(1_000_000)));
        ok(&app, "POST", path, &owner, skip(json!([]))).await;
        assert_eq!(
            goal(&app, &owner).await,
            (json!(1_085_000), json!(1_500_000))
        );

        // Deleting a program deletes its expenses: they leave the goal, and its table is gone.
        ok(
            &app,
            "DELETE",
            &format!("/api/v1/core-programs/{}", ids[1]),
            &owner,
            None,
        )
        .await;
        assert_eq!(goal(&app, &owner).await, (json!(898_500), json!(1_000_000)));
        let r = app
            .get(
                &format!("/api/v1/expenses?program_id={}", ids[1]),
                Some(&owner.token),
            )
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(r.error(), "Program not found. Please check the program ID.");
        let late = json!({"expenses": [item("CoreProgram", &ids[1], "Late", 1)]});
        let r = app.post("/api/v1/expenses", Some(&owner.token), late).await;
        assert_eq!(
            r.status,
            StatusCode::NOT_FOUND,
            "no table for a deleted program"
        );
        assert_eq!(goal(&app, &owner).await, (json!(898_500), json!(1_000_000)));
    }
}

//! The casedoc function behind API Gateway: the document's read and an override arrive as
//! Lambda HTTP events and are answered as the local server answers them.

use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};
use serde_json::Value;

#[tokio::test]
async fn the_lambda_entry_answers_api_gateway_v2_events() {
    let app = TestApp::new(fundplan_casedoc::routes());
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event(
            "PUT",
            "/api/v1/case-statements/overrides/join_us",
            Some(&owner.token),
            Some(r#"{"text":"Join the Alliance: every gift opens a book."}"#),
        ),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["overridden"], true);
    assert_eq!(body["words"], 8);

    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/case-statements", Some(&owner.token), None),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    let data = &body["data"];
    assert_eq!(
        data["case_statement_join_us_message"],
        "Join the Alliance: every gift opens a book."
    );
    assert_eq!(data["version"], 1);
    // An empty plan: no projects' pages beyond the first, no stories, no continuation.
    assert_eq!(data["layout"]["pages"].as_array().unwrap().len(), 11);
    assert_eq!(data["layout"]["pages"][0]["kind"], "cover");
}

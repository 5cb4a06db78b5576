use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};

#[tokio::test]
async fn the_lambda_entry_answers_an_api_gateway_v2_event() {
    let app = TestApp::new(fundplan_onboarding::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let post = apigw_v2_event(
        "POST",
        "/api/v1/onboarding/status",
        Some(&owner.token),
        Some(r#"{"step_statuses":{"steps":{"welcome":1}}}"#),
    );
    let out = lambda_invoke(app.router.clone(), post).await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: serde_json::Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["step_statuses"]["steps"]["organization"], 0);
}

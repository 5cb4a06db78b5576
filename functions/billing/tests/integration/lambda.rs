use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};

#[tokio::test]
async fn the_lambda_entry_answers_an_api_gateway_v2_event() {
    let app = TestApp::new(fundplan_billing::routes());
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/plans", None, None),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: serde_json::Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["data"][0]["id"], "pro");
    let owner = app.seed_owner("olive@example.org").await;
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event(
            "GET",
            "/api/v1/me/subscription_details",
            Some(&owner.token),
            None,
        ),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/me/subscription_details", None, None),
    )
    .await;
    assert_eq!(out["statusCode"], 401);
}

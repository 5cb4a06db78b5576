use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};

#[tokio::test]
async fn the_lambda_entry_answers_an_api_gateway_v2_event() {
    let app = TestApp::new(fundplan_auth::routes());
    app.seed_owner("olive@example.org").await;
    let login = apigw_v2_event(
        "POST",
        "/api/v1/auth",
        None,
        Some(r#"{"email":"olive@example.org","password":"password123"}"#),
    );
    let out = lambda_invoke(app.router.clone(), login).await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: serde_json::Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    let token = body["token"].as_str().unwrap();
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/me", Some(token), None),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    assert_eq!(
        out["headers"]["x-request-id"].as_str().map(str::len),
        Some(26),
        "every answer carries a request id: {out}"
    );
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/openapi.json", None, None),
    )
    .await;
    assert_eq!(out["statusCode"], 200);
    let doc: serde_json::Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(doc["info"]["title"], "fundplan API");
}

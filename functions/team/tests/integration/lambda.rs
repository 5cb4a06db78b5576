use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};

#[tokio::test]
async fn the_lambda_entry_answers_an_api_gateway_v2_event() {
    let app = TestApp::new(fundplan_team::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event(
            "POST",
            "/api/v1/users/invite",
            Some(&owner.token),
            Some(r#"{"emails":["ann@example.org"]}"#),
        ),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    assert_eq!(app.emails().await.len(), 1);
}

//! The closing function behind API Gateway: a stories save and the PATCH counter without a body
//! arrive as Lambda HTTP events and are answered as the local server answers them.

use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};
use serde_json::Value;

#[tokio::test]
async fn the_lambda_entry_answers_api_gateway_v2_events() {
    let app = TestApp::new(fundplan_closing::routes());
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event(
            "POST",
            "/api/v1/success-stories",
            Some(&owner.token),
            Some(r#"{"stories":[{"order":1,"user_story":"Rosa reads to her grandson."}]}"#),
        ),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(
        body["stories"][0]["user_story"],
        "Rosa reads to her grandson."
    );

    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event(
            "PATCH",
            "/api/v1/gift_pyramid/increment_download_flag",
            Some(&owner.token),
            None,
        ),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
    let body: Value = serde_json::from_str(out["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["downloads"], 1);
}

use axum::http::StatusCode;
use fundplan_testkit::TestApp;
use serde_json::json;

fn app() -> TestApp {
    TestApp::new(fundplan_onboarding::routes())
}

#[tokio::test]
async fn a_new_owner_starts_at_the_welcome_step_and_completing_steps_opens_the_next() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .get("/api/v1/onboarding/status", Some(&owner.token))
        .await;
    assert_eq!(
        r.body["step_statuses"]["steps"],
        json!({"about-you": -1, "organization": -1, "team": -1, "welcome": 0})
    );
    let r = app
        .post(
            "/api/v1/onboarding/status",
            Some(&owner.token),
            json!({"step_statuses": {"steps": {"welcome": 1}}}),
        )
        .await;
    assert_eq!(
        r.body["step_statuses"]["steps"],
        json!({"about-you": -1, "organization": 0, "team": -1, "welcome": 1})
    );
    let again = app
        .get("/api/v1/onboarding/status", Some(&owner.token))
        .await;
    assert_eq!(again.body, r.body, "saved");
}

#[tokio::test]
async fn a_completed_step_is_never_set_back_and_unknown_steps_are_ignored() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.post(
        "/api/v1/onboarding/status",
        Some(&owner.token),
        json!({"step_statuses": {"steps": {"welcome": 1, "organization": 1}}}),
    )
    .await;
    let r = app
        .post(
            "/api/v1/onboarding/status",
            Some(&owner.token),
            json!({"step_statuses": {"steps": {"welcome": -1, "payments": 1, "team": 5}}}),
        )
        .await;
    assert_eq!(
        r.body["step_statuses"]["steps"],
        json!({"about-you": 0, "organization": 1, "team": -1, "welcome": 1})
    );
}

#[tokio::test]
async fn a_member_reads_but_cannot_change_onboarding() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    assert_eq!(
        app.get("/api/v1/onboarding/status", Some(&member.token))
            .await
            .status,
        StatusCode::OK
    );
    let r = app
        .post(
            "/api/v1/onboarding/status",
            Some(&member.token),
            json!({"step_statuses": {"steps": {"welcome": 1}}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.get("/api/v1/onboarding/status", None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_wrongly_shaped_body_is_refused() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .post(
            "/api/v1/onboarding/status",
            Some(&owner.token),
            json!({"step_statuses": {"steps": {"welcome": "done"}}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
}

//! Funders within this function: the operator's key, the admin's invitation, who reaches a
//! funder, and a cohort's checks (across functions: infra/local/tests/integration/funders.rs).

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use fundplan_domain::messages as m;
use fundplan_http::AppState;
use fundplan_testkit::{OPERATOR_KEY, Reply, TestApp};
use serde_json::{Value, json};

fn routes() -> Router<AppState> {
    fundplan_funders::routes()
}

async fn operator(app: &TestApp, key: Option<&str>, body: Value) -> Reply {
    let mut b = Request::builder()
        .method("POST")
        .uri("/api/v1/operator/funders")
        .header(header::CONTENT_TYPE, "application/json");
    if let Some(k) = key {
        b = b.header("X-Operator-Key", k);
    }
    app.send(b.body(Body::from(body.to_string())).unwrap())
        .await
}

fn token_of(link: &str) -> String {
    link.split("token=")
        .nth(1)
        .expect("a token in the link")
        .to_owned()
}

/// The operator creates Harbor Community Foundation; its admin signs up through the link.
/// Returns (funder id, the admin's session token).
async fn funder_with_admin(app: &TestApp, admin: &str) -> (String, String) {
    let r = operator(
        app,
        Some(OPERATOR_KEY),
        json!({"name": "Harbor Community Foundation", "admin_email": admin}),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    let funder_id = r.body["funder_id"].as_str().unwrap().to_owned();
    let token = token_of(&app.last_link_to(admin).await);
    let r = app
        .post(
            "/api/v1/funder-invitations/sign-up",
            None,
            json!({"token": token, "name": "Ruth Okafor", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    (funder_id, r.body["token"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn the_operator_key_alone_creates_a_funder() {
    let app = TestApp::new(routes());
    let body =
        json!({"name": "Harbor Community Foundation", "admin_email": "ruth@harborfoundation.org"});
    let items = app.item_count().await;
    assert_eq!(
        operator(&app, None, body.clone()).await.status,
        StatusCode::UNAUTHORIZED
    );
    let wrong = operator(
        &app,
        Some("not-the-key-not-the-key-not-the-key"),
        body.clone(),
    )
    .await;
    assert_eq!(
        (wrong.status, wrong.error()),
        (StatusCode::FORBIDDEN, m::OPERATOR_ONLY)
    );
    // A user's session is not the operator.
    let owner = app.seed_owner("dana@riverbend.org").await;
    let r = app
        .post("/api/v1/operator/funders", Some(&owner.token), body.clone())
        .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let bad = operator(
        &app,
        Some(OPERATOR_KEY),
        json!({"name": " ", "admin_email": "nope"}),
    )
    .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.body["errors"]["name"][0], m::FIELD_REQUIRED);
    assert_eq!(bad.body["errors"]["admin_email"][0], m::INVALID_EMAIL);
    assert_eq!(
        app.item_count().await,
        items + 4,
        "only the seeded owner's items"
    );
    let ok = operator(&app, Some(OPERATOR_KEY), body).await;
    assert_eq!(ok.status, StatusCode::CREATED);
    let mail = app.emails().await.pop().unwrap();
    assert_eq!(
        mail.subject,
        "You're invited to Harbor Community Foundation on fundplan"
    );
    assert!(mail.links[0].starts_with("http://localhost:3000/funder-invitation?token="));
}

#[tokio::test]
async fn nobody_else_reaches_a_funder() {
    let app = TestApp::new(routes());
    let (funder_id, _admin) = funder_with_admin(&app, "ruth@harborfoundation.org").await;
    let (_, other_admin) = funder_with_admin(&app, "kim@otherfund.org").await;
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let member = app.seed_member(&owner, "mia@riverbend.org").await;
    let home = format!("/api/v1/funders/{funder_id}");
    let cohorts = format!("/api/v1/funders/{funder_id}/cohorts");
    let body =
        json!({"name": "Spring", "kind": "self_guided", "seats": 5, "starts_on": "2026-12-01"});
    assert_eq!(app.get(&home, None).await.status, StatusCode::UNAUTHORIZED);
    for token in [&other_admin, &owner.token, &member.token] {
        let r = app.get(&home, Some(token)).await;
        assert_eq!(
            (r.status, r.error()),
            (StatusCode::FORBIDDEN, m::FUNDER_STAFF_ONLY)
        );
        assert_eq!(
            app.post(&cohorts, Some(token), body.clone()).await.status,
            StatusCode::FORBIDDEN
        );
    }
}

#[tokio::test]
async fn a_cohort_is_checked_before_anything_is_written() {
    let app = TestApp::new(routes());
    let (funder_id, admin) = funder_with_admin(&app, "ruth@harborfoundation.org").await;
    let path = format!("/api/v1/funders/{funder_id}/cohorts");
    let items = app.item_count().await;
    for (body, field, message) in [
        (
            json!({"name": "", "kind": "self_guided", "seats": 5, "starts_on": "2026-12-01"}),
            "name",
            m::COHORT_NAME,
        ),
        (
            json!({"name": "Spring", "kind": "group_coaching", "seats": 9, "starts_on": "2026-12-01", "ends_on": "2027-06-01"}),
            "seats",
            m::COHORT_GROUP_TOO_SMALL,
        ),
        (
            json!({"name": "Spring", "kind": "self_guided", "seats": 0, "starts_on": "2026-12-01"}),
            "seats",
            m::COHORT_SEATS,
        ),
        (
            json!({"name": "Spring", "kind": "self_guided", "seats": 5, "starts_on": "2026-12-01", "ends_on": "2026-11-30"}),
            "ends_on",
            m::COHORT_DATES,
        ),
        (
            json!({"name": "Spring", "kind": "group_coaching", "seats": 12, "starts_on": "2026-12-01"}),
            "ends_on",
            m::FIELD_REQUIRED,
        ),
        (
            json!({"name": "Spring", "kind": "weekly", "seats": 12, "starts_on": "12/01/2026"}),
            "kind",
            "Choose group coaching or self-guided.",
        ),
    ] {
        let r = app.post(&path, Some(&admin), body.clone()).await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{body}: {:?}",
            r.body
        );
        assert_eq!(r.body["errors"][field][0], message, "{body}");
    }
    assert_eq!(app.item_count().await, items);
    // Self-guided without an end: twelve months from the start.
    let r = app
        .post(&path, Some(&admin), json!({"name": "Year of access", "kind": "self_guided", "seats": 5, "starts_on": "2027-01-15"}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED);
    assert_eq!(r.body["cohort"]["ends_on"], "2028-01-14");
}

//! Signing up through an invitation link (the invitation itself is written straight into the
//! store here, as the team function writes it).

use axum::http::StatusCode;
use fundplan_data::{InvitationRecord, TokenPurpose, TokenRecord, token_hash};
use fundplan_domain::messages as m;
use fundplan_ports::{Condition, WriteOp};
use fundplan_testkit::TestApp;
use serde_json::json;

async fn invite(app: &TestApp, org_id: &str, email: &str) -> String {
    let token = fundplan_http::tokens::random_token();
    let now = app.state.now();
    let record = InvitationRecord {
        email: email.into(),
        org_id: org_id.into(),
        invited_by: "u".into(),
        token_hash: token_hash(&token),
        invited_at: now,
        expires_at: now + 7 * 86400,
    };
    let t = TokenRecord {
        purpose: TokenPurpose::Invite,
        user_id: String::new(),
        org_id: org_id.into(),
        email: email.into(),
        expires_at: now + 7 * 86400,
    };
    app.state
        .table
        .transact(vec![
            WriteOp::Put {
                item: record.to_item(1),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: t.to_item(&token),
                condition: Condition::NotExists,
            },
        ])
        .await
        .unwrap();
    token
}

fn body(email: &str, token: &str) -> serde_json::Value {
    json!({"user": {"name": "Ann Invitee", "email": email, "password": "password123", "password_confirmation": "password123", "terms_of_service": 1}, "invitation_token": token})
}

#[tokio::test]
async fn an_invitee_signs_up_as_a_confirmed_member_signed_in_at_once() {
    let app = TestApp::new(fundplan_auth::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let token = invite(&app, &owner.user.org_id, "ann@example.org").await;
    let r = app
        .post("/api/v1/users", None, body("Ann@example.org", &token))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    assert_eq!(r.body["user"]["role"], "member");
    assert_eq!(
        r.body["user"]["organization_id"],
        owner.user.org_id.as_str()
    );
    let session = r.body["user"]["api_tokens"][0]["token"].as_str().unwrap();
    assert_eq!(
        app.get("/api/v1/me", Some(session)).await.body["data"]["email"],
        "ann@example.org"
    );
    assert!(
        app.emails().await.is_empty(),
        "no confirmation e-mail: the link proved the address"
    );
    let login = app
        .post(
            "/api/v1/auth",
            None,
            json!({"email": "ann@example.org", "password": "password123"}),
        )
        .await;
    assert_eq!(
        (
            login.body["shouldRedirectToPayment"].clone(),
            login.body["shouldRedirectToOnboarding"].clone()
        ),
        (json!(false), json!(false))
    );
    let again = app
        .post("/api/v1/users", None, body("ann2@example.org", &token))
        .await;
    assert_eq!(again.error(), m::INVITATION_INVALID, "single use");
}

#[tokio::test]
async fn an_invitation_is_for_its_own_address_only() {
    let app = TestApp::new(fundplan_auth::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let token = invite(&app, &owner.user.org_id, "ann@example.org").await;
    let r = app
        .post("/api/v1/users", None, body("someone@example.org", &token))
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        r.error(),
        "Use the address the invitation was sent to: ann@example.org"
    );
    let r = app
        .post(
            "/api/v1/users",
            None,
            body("ann@example.org", "forged-token"),
        )
        .await;
    assert_eq!(r.error(), m::INVITATION_INVALID);
}

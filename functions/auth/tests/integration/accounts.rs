//! Accounts through the router, on the embedded adapters.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use fundplan_domain::messages as m;
use fundplan_testkit::{TestApp, png};
use serde_json::{Value, json};

fn app() -> TestApp {
    TestApp::new(fundplan_auth::routes())
}

fn sign_up_body(name: &str, email: &str, password: &str) -> Value {
    json!({"user": {"name": name, "email": email, "password": password, "password_confirmation": password, "terms_of_service": 1}})
}

async fn sign_up(app: &TestApp, email: &str) -> Value {
    let r = app
        .post(
            "/api/v1/users",
            None,
            sign_up_body("Jane Q Doe", email, "correct horse"),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    r.body
}

/// Follows the confirmation link of the newest e-mail to `email`; returns the redirect target.
async fn confirm(app: &TestApp, email: &str) -> String {
    let link = app.last_link_to(email).await;
    let path = link.strip_prefix(fundplan_testkit::PUBLIC_URL).unwrap();
    let r = app.get(path, None).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    r.headers[header::LOCATION].to_str().unwrap().to_string()
}

async fn login(app: &TestApp, email: &str, password: &str) -> fundplan_testkit::Reply {
    app.post(
        "/api/v1/auth",
        None,
        json!({"email": email, "password": password}),
    )
    .await
}

#[tokio::test]
async fn sign_up_creates_an_unconfirmed_owner_and_sends_a_confirmation_email() {
    let app = app();
    let body = sign_up(&app, "  Jane@Example.ORG ").await;
    assert_eq!(body["user"]["first_name"], "Jane");
    assert_eq!(body["user"]["last_name"], "Q Doe");
    assert_eq!(body["user"]["email"], "jane@example.org");
    assert_eq!(body["user"]["role"], "owner");
    assert_eq!(body["user"]["api_tokens"], json!([]));
    let mails = app.emails().await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].to, "jane@example.org");
    assert!(mails[0].links[0].starts_with("http://localhost:3000/api/v1/users/confirm?token="));
}

#[tokio::test]
async fn an_unconfirmed_owner_cannot_log_in_and_is_told_why() {
    let app = app();
    sign_up(&app, "jane@example.org").await;
    let r = login(&app, "jane@example.org", "correct horse").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(r.error(), m::UNCONFIRMED);
    assert_eq!(r.body["code"], "unconfirmed");
}

#[tokio::test]
async fn the_confirmation_link_works_once_and_lands_on_the_login_page() {
    let app = app();
    sign_up(&app, "jane@example.org").await;
    let link = app.last_link_to("jane@example.org").await;
    assert_eq!(
        confirm(&app, "jane@example.org").await,
        "/login?confirmed=true"
    );
    let again = app
        .get(
            link.strip_prefix(fundplan_testkit::PUBLIC_URL).unwrap(),
            None,
        )
        .await;
    assert_eq!(
        again.headers[header::LOCATION],
        "/login?confirmed=invalid",
        "a used link is refused"
    );
    let r = login(&app, "jane@example.org", "correct horse").await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(
        r.body["shouldRedirectToPayment"], true,
        "a new owner has not paid"
    );
    assert!(r.body["token"].as_str().unwrap().len() > 20);
}

#[tokio::test]
async fn an_expired_confirmation_link_is_refused_and_a_new_one_can_be_sent() {
    let app = app();
    sign_up(&app, "jane@example.org").await;
    app.clock.advance(time::Duration::hours(49));
    assert_eq!(
        confirm(&app, "jane@example.org").await,
        "/login?confirmed=invalid"
    );
    let r = app
        .post(
            "/api/v1/users/confirmation",
            None,
            json!({"email": "jane@example.org"}),
        )
        .await;
    assert_eq!(r.body["data"], m::CONFIRMATION_RESENT);
    assert_eq!(app.emails().await.len(), 2);
    assert_eq!(
        confirm(&app, "jane@example.org").await,
        "/login?confirmed=true"
    );
    let unknown = app
        .post(
            "/api/v1/users/confirmation",
            None,
            json!({"email": "nobody@example.org"}),
        )
        .await;
    assert_eq!(unknown.body, r.body, "the answer does not reveal accounts");
}

#[tokio::test]
async fn a_taken_email_in_any_case_is_refused_with_the_spec_message_and_nothing_is_written() {
    let app = app();
    sign_up(&app, "jane@example.org").await;
    let before = app.item_count().await;
    let r = app
        .post(
            "/api/v1/users",
            None,
            sign_up_body("Other Person", "JANE@example.org", "another pass"),
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.error(), "Email has already been taken!");
    assert_eq!(r.body["errors"]["email"][0], "has already been taken");
    assert_eq!(app.item_count().await, before);
    assert_eq!(app.emails().await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_sign_ups_with_one_email_give_exactly_one_account() {
    let app = std::sync::Arc::new(app());
    let mut tasks = Vec::new();
    for i in 0..8 {
        let app = app.clone();
        tasks.push(tokio::spawn(async move {
            app.post(
                "/api/v1/users",
                None,
                sign_up_body(&format!("Person {i}"), "race@example.org", "password123"),
            )
            .await
            .status
        }));
    }
    let mut created = 0;
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::CREATED => created += 1,
            StatusCode::UNPROCESSABLE_ENTITY => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(created, 1);
    assert_eq!(app.emails().await.len(), 1);
}

#[tokio::test]
async fn sign_up_reports_each_rule_with_the_spec_message() {
    let app = app();
    let cases = [
        (
            sign_up_body("Jane Doe", "jane@x.org", "short"),
            m::PASSWORD_TOO_SHORT,
        ),
        (
            sign_up_body("Jane Doe", "not-an-email", "password123"),
            m::INVALID_EMAIL,
        ),
        (
            sign_up_body("Jane", "jane@x.org", "password123"),
            m::FIRST_AND_LAST_NAME,
        ),
        (
            json!({"user": {"name": "Jane Doe", "email": "jane@x.org", "password": "password123", "password_confirmation": "password124", "terms_of_service": 1}}),
            m::PASSWORDS_MUST_MATCH,
        ),
        (
            json!({"user": {"name": "Jane Doe", "email": "jane@x.org", "password": "password123", "password_confirmation": "password123", "terms_of_service": 0}}),
            m::TERMS_REQUIRED,
        ),
    ];
    for (body, message) in cases {
        let r = app.post("/api/v1/users", None, body).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), message);
    }
    assert_eq!(app.item_count().await, 0, "nothing was written");
}

#[tokio::test]
async fn malformed_wrongly_typed_oversized_or_non_json_bodies_get_json_errors_and_write_nothing() {
    let app = app();
    let raw = |ct: &str, body: Vec<u8>| {
        Request::builder()
            .method("POST")
            .uri("/api/v1/users")
            .header(header::CONTENT_TYPE, ct)
            .body(Body::from(body))
            .unwrap()
    };
    let r = app
        .send(raw("application/json", b"{\"user\": ".to_vec()))
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(r.error(), m::MALFORMED_JSON);
    let r = app
        .send(raw(
            "application/json",
            br#"{"user": {"name": 42}}"#.to_vec(),
        ))
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.error()
            .starts_with("The request body has the wrong shape"),
        "{}",
        r.error()
    );
    let r = app.send(raw("text/plain", b"hello".to_vec())).await;
    assert_eq!(r.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let big = format!("{{\"user\": {{\"name\": \"{}\"}}}}", "x".repeat(100 * 1024));
    let r = app.send(raw("application/json", big.into_bytes())).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(r.body["error"].is_string());
    assert_eq!(app.item_count().await, 0);
}

#[tokio::test]
async fn an_unknown_email_gets_the_same_answer_as_a_wrong_password() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let wrong = login(&app, &owner.user.email, "wrong password").await;
    let unknown = login(&app, "nobody@example.org", "wrong password").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!((unknown.status, &unknown.body), (wrong.status, &wrong.body));
    assert_eq!(wrong.error(), m::LOGIN_FAILED);
}

#[tokio::test]
async fn five_wrong_passwords_lock_the_address_for_fifteen_minutes() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    for _ in 0..4 {
        assert_eq!(
            login(&app, &owner.user.email, "nope nope").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    let fifth = login(&app, &owner.user.email, "nope nope").await;
    assert_eq!(fifth.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(fifth.error(), m::LOGIN_THROTTLED);
    assert_eq!(
        fifth
            .headers
            .get("retry-after")
            .map(|v| v.to_str().unwrap()),
        Some("900"),
        "the lock's 15 minutes"
    );
    let right_but_locked = login(&app, &owner.user.email, "password123").await;
    assert_eq!(
        right_but_locked.status,
        StatusCode::TOO_MANY_REQUESTS,
        "even the right password waits"
    );
    app.clock.advance(time::Duration::minutes(15));
    assert_eq!(
        login(&app, &owner.user.email, "password123").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn login_accepts_a_form_body_and_normalises_the_email() {
    let app = app();
    app.seed_owner("olive@example.org").await;
    let req = Request::builder()
        .method("POST")
        .uri("/api/v1/auth")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(
            "email=%20Olive%40Example.org&password=password123",
        ))
        .unwrap();
    let r = app.send(req).await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
}

#[tokio::test]
async fn login_routes_a_paying_owner_to_the_first_incomplete_onboarding_step_and_a_member_straight_in()
 {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.seed_subscription(&owner.user.org_id, 30).await;
    let r = login(&app, "olive@example.org", "password123").await;
    assert_eq!(r.body["shouldRedirectToPayment"], false);
    assert_eq!(r.body["shouldRedirectToOnboarding"], true);
    assert_eq!(r.body["firstIncompleteStep"], "welcome");
    app.seed_member(&owner, "mia@example.org").await;
    let r = login(&app, "mia@example.org", "password123").await;
    assert_eq!(
        (
            r.body["shouldRedirectToPayment"].clone(),
            r.body["shouldRedirectToOnboarding"].clone()
        ),
        (json!(false), json!(false))
    );
    assert_eq!(r.body["user"]["role"], "member");
}

#[tokio::test]
async fn me_needs_a_valid_token() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let ok = app.get("/api/v1/me", Some(&owner.token)).await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(ok.body["data"]["email"], "olive@example.org");
    assert_eq!(ok.body["data"]["subscription"]["status"], "inactive");
    assert!(
        ok.body["data"].get("password_hash").is_none(),
        "the hash never leaves the server"
    );
    assert_eq!(
        app.get("/api/v1/me", None).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get("/api/v1/me", Some("garbage")).await.status,
        StatusCode::UNAUTHORIZED
    );
    let other_key = fundplan_http::session::SessionKeys::new(b"another-secret-another-secret-00")
        .issue(&owner.user, app.state.now())
        .unwrap();
    assert_eq!(
        app.get("/api/v1/me", Some(&other_key)).await.status,
        StatusCode::UNAUTHORIZED
    );
    app.clock
        .advance(time::Duration::hours(fundplan_http::session::TOKEN_HOURS));
    let expired = app.get("/api/v1/me", Some(&owner.token)).await;
    assert_eq!(expired.status, StatusCode::UNAUTHORIZED);
    assert_eq!(expired.error(), m::SESSION_EXPIRED);
}

#[tokio::test]
async fn a_password_change_ends_every_older_session() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let body = json!({"current_password": "password123", "password": "new password 1", "password_confirmation": "new password 1"});
    let r = app
        .call("PUT", "/api/v1/password", Some(&owner.token), Some(body))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["data"], m::PASSWORD_UPDATED);
    assert_eq!(
        app.get("/api/v1/me", Some(&owner.token)).await.status,
        StatusCode::UNAUTHORIZED
    );
    let fresh = r.body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/api/v1/me", Some(fresh)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        login(&app, "olive@example.org", "new password 1")
            .await
            .status,
        StatusCode::OK
    );
    let wrong = json!({"current_password": "password123", "password": "another one", "password_confirmation": "another one"});
    let r = app
        .call("PUT", "/api/v1/password", Some(fresh), Some(wrong))
        .await;
    assert_eq!(r.error(), m::CURRENT_PASSWORD_WRONG);
}

#[tokio::test]
async fn a_reset_link_sets_a_new_password_once() {
    let app = app();
    app.seed_owner("olive@example.org").await;
    let r = app
        .post(
            "/api/v1/reset-password",
            None,
            json!({"email": "Olive@example.org"}),
        )
        .await;
    assert_eq!(r.body["data"], m::RESET_SENT);
    let link = app.last_link_to("olive@example.org").await;
    let token = link.split("reset_token=").nth(1).unwrap().to_string();
    assert!(link.starts_with("http://localhost:3000/new_password?reset_token="));
    let body = json!({"reset_password_token": token, "new_password": "brand new pass", "confirm_new_password": "brand new pass"});
    let r = app
        .post("/api/v1/update-password", None, body.clone())
        .await;
    assert_eq!(r.body["data"], m::NEW_PASSWORD_SAVED);
    assert_eq!(
        login(&app, "olive@example.org", "password123").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        login(&app, "olive@example.org", "brand new pass")
            .await
            .status,
        StatusCode::OK
    );
    let reused = app.post("/api/v1/update-password", None, body).await;
    assert_eq!(reused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reused.error(), m::TOKEN_INVALID);
}

#[tokio::test]
async fn a_reset_link_expires_after_an_hour_and_unknown_addresses_get_the_same_answer() {
    let app = app();
    app.seed_owner("olive@example.org").await;
    let unknown = app
        .post(
            "/api/v1/reset-password",
            None,
            json!({"email": "nobody@example.org"}),
        )
        .await;
    assert_eq!(unknown.body["data"], m::RESET_SENT);
    assert!(
        app.emails().await.is_empty(),
        "no e-mail for an unknown address"
    );
    app.post(
        "/api/v1/reset-password",
        None,
        json!({"email": "olive@example.org"}),
    )
    .await;
    let token = app
        .last_link_to("olive@example.org")
        .await
        .split("reset_token=")
        .nth(1)
        .unwrap()
        .to_string();
    app.clock.advance(time::Duration::minutes(61));
    let body = json!({"reset_password_token": token, "new_password": "brand new pass", "confirm_new_password": "brand new pass"});
    assert_eq!(
        app.post("/api/v1/update-password", None, body)
            .await
            .error(),
        m::TOKEN_INVALID
    );
    let mismatch = json!({"reset_password_token": "x", "new_password": "brand new pass", "confirm_new_password": "brand new pasz"});
    assert_eq!(
        app.post("/api/v1/update-password", None, mismatch)
            .await
            .error(),
        m::PASSWORDS_MUST_MATCH
    );
}

#[tokio::test]
async fn the_profile_takes_a_real_image_up_to_one_megabyte() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let fields = [
        ("first_name", "Olive"),
        ("last_name", "Owner"),
        ("position", "Executive Director"),
        ("phone", "(202) 456-1111"),
    ];
    let r = app
        .multipart("PUT", "/api/v1/me", Some(&owner.token), &fields, &[])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.error(), m::PICTURE_REQUIRED);
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &fields,
            &[("logo", "me.png", b"GIF89a not a png")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let big = png(1_048_577);
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &fields,
            &[("logo", "me.png", &big)],
        )
        .await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(r.error(), m::FILE_TOO_LARGE);
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &fields,
            &[("logo", "me.png", &[])],
        )
        .await;
    assert_eq!(
        r.error(),
        m::PICTURE_REQUIRED,
        "an empty file counts as none"
    );
    let ok = png(2048);
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &fields,
            &[("logo", "me.png", &ok)],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["data"]["phone"], "+12024561111");
    assert_eq!(r.body["data"]["position"], "Executive Director");
    let url = r.body["data"]["avatar_url"].as_str().unwrap();
    assert!(
        url.starts_with("http://localhost:3000/blobs/orgs/"),
        "{url}"
    );
    let me = app.get("/api/v1/me", Some(&owner.token)).await;
    assert_eq!(me.body["data"]["position"], "Executive Director");
}

#[tokio::test]
async fn the_profile_reports_phone_and_name_rules() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &[("first_name", "Olive"), ("position", "ED"), ("phone", "12")],
            &[("logo", "a.png", &png(100))],
        )
        .await;
    assert_eq!(r.body["errors"]["name"][0], m::FIRST_AND_LAST_NAME);
    assert_eq!(r.body["errors"]["phone"][0], m::PHONE_FORMAT);
    let r = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &[
                ("first_name", "Olive"),
                ("last_name", "O"),
                ("position", "ED"),
                ("phone", "(555) 555-5555"),
            ],
            &[("logo", "a.png", &png(100))],
        )
        .await;
    assert_eq!(r.body["errors"]["phone"][0], m::PHONE_INVALID_FOR_COUNTRY);
}

#[tokio::test]
async fn a_successful_login_forgets_earlier_failures() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    for _ in 0..4 {
        assert_eq!(
            login(&app, &owner.user.email, "nope nope").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        login(&app, &owner.user.email, "password123").await.status,
        StatusCode::OK
    );
    for _ in 0..4 {
        assert_eq!(
            login(&app, &owner.user.email, "nope nope").await.status,
            StatusCode::UNAUTHORIZED,
            "the count started again"
        );
    }
    let before = app.item_count().await;
    assert_eq!(
        login(&app, "olive@example.org", "password123").await.status,
        StatusCode::OK
    );
    assert_eq!(
        login(&app, "olive@example.org", "password123").await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.item_count().await,
        before - 1,
        "the failure counter is gone after a successful login"
    );
}

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_ports::payments::sign;
use fundplan_testkit::{TestApp, WEBHOOK_SECRET};
use serde_json::{Value, json};

fn app() -> TestApp {
    TestApp::new(fundplan_billing::routes())
}

async fn deliver(app: &TestApp, body: &str, signature: &str) -> fundplan_testkit::Reply {
    app.deliver_webhook(body, signature).await
}

/// Starts a checkout as the owner and completes it on the local checkout; returns the webhook.
async fn paid_checkout(app: &TestApp, token: &str, term: &str) -> (String, String) {
    let r = app
        .post(
            "/api/v1/payments/url/",
            Some(token),
            json!({"plan": "pro", "term": term}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    let url = r.body["data"].as_str().unwrap();
    assert!(
        url.starts_with("http://localhost:3000/dev/checkout/cs_local_"),
        "{url}"
    );
    let id = url.rsplit('/').next().unwrap();
    app.payments.complete(id, app.state.now()).unwrap()
}

async fn status(app: &TestApp, token: &str) -> Value {
    app.get("/api/v1/me/subscription_details", Some(token))
        .await
        .body
}

#[tokio::test]
async fn plans_show_pro_with_its_prices_and_premium_as_contact_us() {
    let app = app();
    let r = app.get("/api/v1/plans", None).await;
    let plans = r.body["data"].as_array().unwrap();
    assert_eq!(plans[0]["id"], "pro");
    assert_eq!(plans[0]["title"], "Self-Guided E-Tool");
    assert_eq!(plans[0]["price"], json!({"monthly": 150, "yearly": 1200}));
    assert_eq!(plans[0]["features"].as_array().unwrap().len(), 8);
    assert_eq!(plans[1]["id"], "premium");
    assert!(plans[1]["price"].is_null());
}

#[tokio::test]
async fn a_verified_webhook_activates_the_subscription_and_the_redirect_alone_does_not() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let (body, sig) = paid_checkout(&app, &owner.token, "year").await;
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "inactive",
        "not before the webhook"
    );
    let r = deliver(&app, &body, &sig).await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    let d = status(&app, &owner.token).await;
    assert_eq!(d["subscription_details"]["subscription_status"], "active");
    assert_eq!(d["subscription_details"]["plan"], "pro");
    assert_eq!(d["subscription_details"]["term"], "year");
    assert_eq!(
        d["subscription_details"]["subscription_start_date"],
        "2026-11-21"
    );
    assert_eq!(
        d["subscription_details"]["subscription_end_date"],
        "2027-11-21"
    );
    assert_eq!(d["current_user_info"]["role"], "owner");
}

#[tokio::test]
async fn forged_tampered_and_stale_webhooks_are_refused_and_change_nothing() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let (body, sig) = paid_checkout(&app, &owner.token, "month").await;
    let forged = sign(body.as_bytes(), "whsec_attacker", app.state.now());
    assert_eq!(
        deliver(&app, &body, &forged).await.status,
        StatusCode::BAD_REQUEST
    );
    let tampered = body.replace("\"active\"", "\"trialing\"");
    assert_eq!(
        deliver(&app, &tampered, &sig).await.status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        deliver(&app, &body, "").await.status,
        StatusCode::BAD_REQUEST
    );
    app.clock.advance(time::Duration::minutes(6));
    assert_eq!(
        deliver(&app, &body, &sig).await.status,
        StatusCode::BAD_REQUEST,
        "stale"
    );
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "inactive"
    );
    let resigned = sign(body.as_bytes(), WEBHOOK_SECRET, app.state.now());
    assert_eq!(deliver(&app, &body, &resigned).await.status, StatusCode::OK);
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "active"
    );
}

fn event(id: &str, kind: &str, created: i64, org: &str, status: &str, end: i64) -> String {
    json!({"id": id, "object": "event", "type": kind, "created": created, "data": {"object": {
        "id": "sub_1", "object": "subscription", "status": status, "current_period_start": created, "current_period_end": end,
        "metadata": {"organization_id": org, "plan": "pro", "term": "month"}}}})
    .to_string()
}

#[tokio::test]
async fn duplicate_and_out_of_order_events_change_nothing_twice() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let org = owner.user.org_id.clone();
    let now = app.state.now();
    let created = event(
        "evt_1",
        "customer.subscription.created",
        now - 100,
        &org,
        "active",
        now + 30 * 86400,
    );
    let canceled = event(
        "evt_2",
        "customer.subscription.deleted",
        now - 50,
        &org,
        "canceled",
        now + 30 * 86400,
    );
    let s = |b: &str| sign(b.as_bytes(), WEBHOOK_SECRET, now);
    assert_eq!(
        deliver(&app, &canceled, &s(&canceled)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        deliver(&app, &created, &s(&created)).await.status,
        StatusCode::OK,
        "the older event arrives late"
    );
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "inactive",
        "the newer cancellation stands"
    );
    let renewed = event(
        "evt_3",
        "customer.subscription.updated",
        now - 10,
        &org,
        "active",
        now + 60 * 86400,
    );
    deliver(&app, &renewed, &s(&renewed)).await;
    let before = app.item_count().await;
    assert_eq!(
        deliver(&app, &renewed, &s(&renewed)).await.status,
        StatusCode::OK,
        "a duplicate is acknowledged"
    );
    assert_eq!(app.item_count().await, before, "and writes nothing");
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "active"
    );
}

#[tokio::test]
async fn an_event_for_an_unknown_organization_is_acknowledged_and_ignored() {
    let app = app();
    let now = app.state.now();
    let e = event(
        "evt_x",
        "customer.subscription.created",
        now,
        "no-such-org",
        "active",
        now + 100,
    );
    let before = app.item_count().await;
    assert_eq!(
        deliver(&app, &e, &sign(e.as_bytes(), WEBHOOK_SECRET, now))
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(app.item_count().await, before);
}

#[tokio::test]
async fn only_an_owner_without_an_active_subscription_can_check_out_a_valid_plan() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let r = app
        .post(
            "/api/v1/payments/url/",
            Some(&member.token),
            json!({"plan": "pro", "term": "month"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.post(
            "/api/v1/payments/url/",
            None,
            json!({"plan": "pro", "term": "month"})
        )
        .await
        .status,
        StatusCode::UNAUTHORIZED
    );
    let r = app
        .post(
            "/api/v1/payments/url/",
            Some(&owner.token),
            json!({"plan": "", "term": "month"}),
        )
        .await;
    assert_eq!(r.error(), m::SELECT_PLAN);
    for (plan, term) in [("premium", "month"), ("pro", "week"), ("gold", "year")] {
        let r = app
            .post(
                "/api/v1/payments/url/",
                Some(&owner.token),
                json!({"plan": plan, "term": term}),
            )
            .await;
        assert_eq!(
            (r.status, r.error()),
            (StatusCode::UNPROCESSABLE_ENTITY, m::INVALID_PLAN)
        );
    }
    let r = app
        .post(
            "/api/v1/payments/url",
            Some(&owner.token),
            json!({"plan": "pro", "term": "month"}),
        )
        .await;
    assert_eq!(
        r.status,
        StatusCode::OK,
        "the path works without the trailing slash too"
    );
    app.seed_subscription(&owner.user.org_id, 10).await;
    let r = app
        .post(
            "/api/v1/payments/url/",
            Some(&owner.token),
            json!({"plan": "pro", "term": "month"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn an_owner_renews_an_ended_subscription_through_the_renewal_checkout() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.seed_subscription(&owner.user.org_id, 1).await;
    app.clock.advance(time::Duration::days(2));
    let owner = fundplan_testkit::Seeded {
        token: app.relogin(&owner),
        user: owner.user,
    };
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "inactive",
        "expired"
    );
    let r = app
        .post(
            "/api/v1/payments/renew",
            Some(&owner.token),
            json!({"renewal": {"plan": "pro", "term": "month"}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    let id = r.body["data"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let session = app.payments.session(&id).unwrap();
    assert_eq!(
        session.request.success_url,
        "http://localhost:3000/subscription/renewal/success"
    );
    let (body, sig) = app.payments.complete(&id, app.state.now()).unwrap();
    assert_eq!(deliver(&app, &body, &sig).await.status, StatusCode::OK);
    assert_eq!(
        status(&app, &owner.token).await["subscription_details"]["subscription_status"],
        "active"
    );
    let member = app.seed_member(&owner, "mia@example.org").await;
    let r = app
        .post(
            "/api/v1/payments/renew",
            Some(&member.token),
            json!({"renewal": {"plan": "pro", "term": "month"}}),
        )
        .await;
    assert_eq!(
        r.status,
        StatusCode::FORBIDDEN,
        "renewal requires the owner"
    );
    assert_eq!(
        status(&app, &member.token).await["current_user_info"]["role"],
        "member"
    );
}

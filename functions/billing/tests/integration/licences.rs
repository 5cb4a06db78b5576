//! Redeeming a licence code (`POST /api/v1/licences/redeem`), on both stores.

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};
use serde_json::{Value, json};
use std::sync::Arc;

const CODE: &str = "7KQM-4TXR-P9WD";
const REDEEM: &str = "/api/v1/licences/redeem";

async fn redeem(app: &TestApp, token: &str, code: &str) -> fundplan_testkit::Reply {
    app.post(REDEEM, Some(token), json!({ "code": code })).await
}

#[tokio::test]
async fn an_owner_redeems_a_code_and_the_organization_is_premium_until_the_cohort_ends() {
    for app in TestApp::both(fundplan_billing::routes()).await {
        let store = app.store_name();
        app.seed_cohort("f1", "c1", 10, CODE).await;
        let owner = app.seed_owner("dana@riverbend.org").await;
        // Typed as people type it: lower case, spaces instead of dashes.
        let r = redeem(&app, &owner.token, " 7kqm 4txr p9wd ").await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(r.body["redemption"], "new", "{store}");
        assert_eq!(r.body["funder_name"], "Harbor Community Foundation");
        assert_eq!(r.body["cohort_name"], "Spring 2027 Cohort");
        assert_eq!(r.body["ends_on"], "2027-11-21");
        assert_eq!(
            r.body["subscription_details"],
            json!({"plan": "premium", "term": "cohort", "subscription_status": "active",
                   "subscription_start_date": "2026-11-21", "subscription_end_date": "2027-11-21",
                   "sponsor": {"funder_name": "Harbor Community Foundation", "cohort_name": "Spring 2027 Cohort"}})
        );
        let details = app
            .get("/api/v1/me/subscription_details", Some(&owner.token))
            .await;
        assert_eq!(
            details.body["subscription_details"]["subscription_status"],
            "active"
        );
        // A second click: the same answer, nothing more taken.
        let items = app.item_count().await;
        let again = redeem(&app, &owner.token, CODE).await;
        assert_eq!(
            (again.status, again.body["redemption"].clone()),
            (StatusCode::OK, json!("again")),
            "{store}"
        );
        assert_eq!(app.item_count().await, items, "{store}: nothing written");
        // After the cohort the organization is no longer active (and is offered Pro).
        app.clock.advance(time::Duration::days(366));
        let later = app
            .get(
                "/api/v1/me/subscription_details",
                Some(&app.relogin(&owner)),
            )
            .await;
        assert_eq!(
            later.body["subscription_details"]["subscription_status"],
            "inactive"
        );
    }
}

#[tokio::test]
async fn refusals_say_why_and_write_nothing() {
    for app in TestApp::both(fundplan_billing::routes()).await {
        let store = app.store_name();
        app.seed_cohort("f1", "c1", 1, CODE).await;
        let first = app.seed_owner("dana@riverbend.org").await;
        assert_eq!(
            redeem(&app, &first.token, CODE).await.status,
            StatusCode::OK
        );
        let items = app.item_count().await;
        let second = app.seed_owner("sam@lakeside.org").await;
        let items = items + app.item_count().await - items;
        for (code, status, message) in [
            (CODE, StatusCode::UNPROCESSABLE_ENTITY, m::LICENCE_FULL),
            ("", StatusCode::UNPROCESSABLE_ENTITY, m::FIELD_REQUIRED),
            (
                "2222-2222-2222",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::LICENCE_UNKNOWN,
            ),
            ("7KQM", StatusCode::UNPROCESSABLE_ENTITY, m::LICENCE_UNKNOWN),
        ] {
            let r = redeem(&app, &second.token, code).await;
            assert_eq!(r.status, status, "{store} {code:?}: {:?}", r.body);
            assert_eq!(r.error(), message, "{store} {code:?}");
            assert_eq!(r.body["errors"]["code"][0], message, "{store} {code:?}");
        }
        // Only the two unknown codes were counted (one item per subject: address, client).
        assert_eq!(app.item_count().await, items + 2, "{store}");
        // A member may not redeem for the organization.
        let member = app.seed_member(&second, "mia@lakeside.org").await;
        assert_eq!(
            redeem(&app, &member.token, CODE).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.post(REDEEM, None, json!({"code": CODE})).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn an_organization_that_pays_is_told_so_and_keeps_its_subscription() {
    let app = TestApp::new(fundplan_billing::routes());
    app.seed_cohort("f1", "c1", 10, CODE).await;
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let r = redeem(&app, &owner.token, CODE).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{:?}", r.body);
    assert_eq!(r.error(), m::LICENCE_PAID_SUBSCRIPTION);
    let details = app
        .get("/api/v1/me/subscription_details", Some(&owner.token))
        .await;
    assert_eq!(details.body["subscription_details"]["plan"], "pro");
}

#[tokio::test]
async fn ten_unknown_codes_make_an_address_wait_with_retry_after() {
    let app = TestApp::new(fundplan_billing::routes());
    app.seed_cohort("f1", "c1", 10, CODE).await;
    let owner = app.seed_owner("dana@riverbend.org").await;
    for _ in 0..10 {
        let r = redeem(&app, &owner.token, "2222-2222-2222").await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    // Even the right code waits: the window is the address's.
    let r = redeem(&app, &owner.token, CODE).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(r.error(), m::LICENCE_GUESSES);
    assert_eq!(r.headers["retry-after"], "900");
    app.clock.advance(time::Duration::minutes(10));
    let r = redeem(&app, &owner.token, CODE).await;
    assert_eq!(r.headers["retry-after"], "300", "the rest of the window");
    app.clock.advance(time::Duration::minutes(5));
    assert_eq!(
        redeem(&app, &owner.token, CODE).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_hundred_unknown_codes_from_one_client_make_every_address_there_wait() {
    let app = TestApp::new(fundplan_billing::routes());
    app.seed_cohort("f1", "c1", 100, CODE).await;
    let call = async |token: &str, code: &str| -> Value {
        let body = json!({ "code": code }).to_string();
        lambda_invoke(
            app.router.clone(),
            apigw_v2_event("POST", REDEEM, Some(token), Some(&body)),
        )
        .await
    };
    // Eleven people behind one address (203.0.113.7, as API Gateway reports it) mistype; each
    // stays under their own limit of ten.
    for i in 0..11 {
        let owner = app.seed_owner(&format!("owner{i}@example.org")).await;
        let tries = if i < 10 { 9 } else { 10 };
        for _ in 0..tries {
            let out = call(&owner.token, "2222-2222-2222").await;
            assert_eq!(out["statusCode"], 422, "{out}");
        }
    }
    // 9 × 10 + 10 = 100 from the client: the next person there waits, whoever they are.
    let newcomer = app.seed_owner("new@example.org").await;
    let out = call(&newcomer.token, CODE).await;
    assert_eq!(out["statusCode"], 429, "{out}");
    assert!(out["headers"]["retry-after"].is_string(), "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_owners_redeeming_a_hundred_seat_code_at_once_get_exactly_a_hundred() {
    // Through the API, sessions and all (on the embedded store; the same race on DynamoDB is
    // the next test's, without the sessions moto would spend most of a minute on).
    let app = TestApp::new(fundplan_billing::routes());
    app.seed_cohort("f1", "c1", 100, CODE).await;
    let mut tokens = Vec::new();
    for i in 0..200 {
        tokens.push(app.seed_owner(&format!("owner{i}@example.org")).await.token);
    }
    let app = Arc::new(app);
    let mut tasks = Vec::new();
    for token in tokens {
        let app = app.clone();
        tasks.push(tokio::spawn(async move {
            let r = redeem(&app, &token, CODE).await;
            let premium = app
                .get("/api/v1/me/subscription_details", Some(&token))
                .await
                .body["subscription_details"]["subscription_status"]
                == "active";
            (r.status, r.error().to_owned(), premium)
        }));
    }
    let (mut taken, mut full) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            (StatusCode::OK, _, true) => taken += 1,
            (StatusCode::UNPROCESSABLE_ENTITY, e, false) if e == m::LICENCE_FULL => full += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!((taken, full), (100, 100));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_redemptions_of_a_hundred_seat_code_take_exactly_a_hundred_seats_on_both_stores()
 {
    use fundplan_data::OrgScope;
    use fundplan_data::cohort::{RedeemError, redeem};
    use fundplan_domain::cohort::code::LicenceCode;
    use fundplan_domain::cohort::{Redemption, Refusal};
    for app in TestApp::both(fundplan_billing::routes()).await {
        let store = app.store_name();
        app.seed_cohort("f1", "c1", 100, CODE).await;
        let code = LicenceCode::parse(CODE).unwrap();
        let now = app.state.now();
        // 200 at once against the seats, but at most 32 connections open to moto at a time
        // (the serialized moto of `make test` times out connections beyond that).
        let open = Arc::new(tokio::sync::Semaphore::new(32));
        let mut tasks = Vec::new();
        for i in 0..200 {
            let (table, code, open) = (app.state.table.clone(), code.clone(), open.clone());
            tasks.push(tokio::spawn(async move {
                let _open = open.acquire().await.expect("the semaphore stays open");
                let org = OrgScope::of_verified(table, &format!("o{i:03}"));
                redeem(&org, &code, &format!("owner{i}@example.org"), now).await
            }));
        }
        let (mut taken, mut full) = (0, 0);
        for task in tasks {
            match task.await.unwrap() {
                Ok(r) if r.redemption == Redemption::New => taken += 1,
                Err(RedeemError::Refused(Refusal::Full)) => full += 1,
                other => panic!("{store}: {other:?}"),
            }
        }
        assert_eq!((taken, full), (100, 100), "{store}");
        // Seats used = redemptions = organizations with an active subscription.
        let mut premium = 0;
        for i in 0..200 {
            let org = OrgScope::of_verified(app.state.table.clone(), &format!("o{i:03}"));
            let sub = fundplan_data::repo::get_subscription(&org).await.unwrap();
            premium += usize::from(sub.is_some_and(|s| s.value.is_active_at(now)));
        }
        assert_eq!(premium, 100, "{store}");
    }
}

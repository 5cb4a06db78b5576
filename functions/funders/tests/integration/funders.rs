//! Funders within this function: the operator's key, the admin's invitation, who reaches a
//! funder, and a cohort's checks (across functions: infra/local/tests/integration/funders.rs).

use axum::Router;
use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_http::AppState;
use fundplan_testkit::{OPERATOR_KEY, Reply, TestApp};
use serde_json::{Value, json};

fn routes() -> Router<AppState> {
    fundplan_funders::routes()
}

async fn operator(app: &TestApp, key: Option<&str>, body: Value) -> Reply {
    app.operator_create_funder(key, body).await
}

/// The operator creates Harbor Community Foundation; its admin signs up through the link.
/// Returns (funder id, the admin's session token).
async fn funder_with_admin(app: &TestApp, admin: &str) -> (String, String) {
    app.seed_funder("Harbor Community Foundation", admin).await
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

/// A nonprofit owner (seeded) redeems `code` in the store, as `POST /licences/redeem` does.
async fn redeem_as(app: &TestApp, email: &str, code: &str) -> Result<(), String> {
    let owner = app.seed_owner(email).await;
    let org = fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
    let code = fundplan_domain::cohort::code::LicenceCode::parse(code).unwrap();
    fundplan_data::cohort::redeem(&org, &code, email, app.state.now())
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[tokio::test]
async fn an_admin_runs_a_cohort_and_every_change_is_in_its_log() {
    for app in TestApp::both(routes()).await {
        let store = app.store_name();
        let (funder_id, admin) = funder_with_admin(&app, "ruth@harborfoundation.org").await;
        let created = app
            .post(
                &format!("/api/v1/funders/{funder_id}/cohorts"),
                Some(&admin),
                json!({"name": "Spring 2027 Cohort", "kind": "group_coaching", "seats": 12, "starts_on": "2026-11-01", "ends_on": "2027-11-30"}),
            )
            .await;
        let code = created.body["code"].as_str().unwrap().to_owned();
        let cohort_id = created.body["cohort"]["id"].as_str().unwrap().to_owned();
        let base = format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}");
        redeem_as(&app, "dana@riverbend.org", &code).await.unwrap();

        // Paused: nobody new joins; resumed: they do.
        let paused = app
            .post(
                &format!("{base}/codes/state"),
                Some(&admin),
                json!({"codes": [code], "state": "paused"}),
            )
            .await;
        assert_eq!(
            paused.body["changed"],
            json!([code]),
            "{store}: {:?}",
            paused.body
        );
        let refused = redeem_as(&app, "sam@lakeside.org", &code)
            .await
            .unwrap_err();
        assert_eq!(refused, m::LICENCE_PAUSED, "{store}");
        app.post(
            &format!("{base}/codes/state"),
            Some(&admin),
            json!({"codes": [code], "state": "active"}),
        )
        .await;
        redeem_as(&app, "lee@northshore.org", &code).await.unwrap();

        // More seats, a later end: the organizations' access follows.
        let more = app
            .post(&format!("{base}/seats"), Some(&admin), json!({"add": 3}))
            .await;
        assert_eq!(
            (more.body["seats"].clone(), more.body["used"].clone()),
            (json!(15), json!(2)),
            "{store}"
        );
        let sooner = app
            .post(
                &format!("{base}/end"),
                Some(&admin),
                json!({"ends_on": "2027-06-30"}),
            )
            .await;
        assert_eq!(sooner.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        let later = app
            .post(
                &format!("{base}/end"),
                Some(&admin),
                json!({"ends_on": "2028-06-30"}),
            )
            .await;
        assert_eq!(
            later.body["ends_on"], "2028-06-30",
            "{store}: {:?}",
            later.body
        );
        let owner_item =
            fundplan_data::repo::find_user_by_email(app.state.table.as_ref(), "dana@riverbend.org")
                .await
                .unwrap()
                .unwrap();
        let org =
            fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner_item.value.org_id);
        let sub = fundplan_data::repo::get_subscription(&org)
            .await
            .unwrap()
            .unwrap()
            .value;
        assert_eq!(
            fundplan_domain::subscription::iso_date(sub.end - 1),
            "2028-06-30",
            "{store}"
        );

        // Single-use codes from a list: a row without an address is named; the same list again
        // sends the same codes.
        let bad = app
            .post(
                &format!("{base}/codes"),
                Some(&admin),
                json!({"csv": "email,name\nmaria@eastside.org,Maria\nnot an address,Bo\n"}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            bad.body["errors"]["csv"][0],
            "These rows hold no email address: row 3 (not an address)."
        );
        let csv =
            json!({"csv": "email,name\r\nMaria@Eastside.org,Maria\r\nbo@westfield.org,Bo\r\n"});
        let sent = app
            .post(&format!("{base}/codes"), Some(&admin), csv.clone())
            .await;
        assert_eq!(sent.status, StatusCode::OK, "{store}: {:?}", sent.body);
        let codes: Vec<String> = sent.body["codes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["code"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(sent.body["codes"][0]["email"], "maria@eastside.org");
        let mail = app
            .emails()
            .await
            .into_iter()
            .rev()
            .find(|e| e.to == "maria@eastside.org")
            .unwrap();
        assert_eq!(
            mail.subject,
            "Harbor Community Foundation invites your organization to Spring 2027 Cohort"
        );
        assert!(
            mail.text.contains(&codes[0]) && mail.text.contains("June 30, 2028"),
            "{}",
            mail.text
        );
        assert_eq!(
            mail.links[0],
            format!("http://localhost:3000/join/{}", codes[0])
        );
        let again = app.post(&format!("{base}/codes"), Some(&admin), csv).await;
        let again: Vec<&str> = again.body["codes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["code"].as_str().unwrap())
            .collect();
        assert_eq!(again, codes, "{store}");
        // Revoked in bulk, for good.
        let revoked = app
            .post(
                &format!("{base}/codes/state"),
                Some(&admin),
                json!({"codes": codes, "state": "revoked"}),
            )
            .await;
        assert_eq!(revoked.body["changed"].as_array().unwrap().len(), 2);
        let back = app
            .post(
                &format!("{base}/codes/state"),
                Some(&admin),
                json!({"codes": [codes[0]], "state": "active"}),
            )
            .await;
        assert_eq!(
            back.body["changed"],
            json!([]),
            "a revoked code stays revoked"
        );

        let log = app.get(&format!("{base}/log"), Some(&admin)).await;
        assert_eq!(log.status, StatusCode::OK, "{store}: {:?}", log.body);
        let events: Vec<&str> = log.body["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["event"].as_str().unwrap())
            .collect();
        for event in [
            "redeemed",
            "paused",
            "resumed",
            "seats_added",
            "extended",
            "codes_issued",
            "revoked",
        ] {
            assert!(
                events.contains(&event),
                "{store}: {event} missing from {events:?}"
            );
        }
        let redeemed: Vec<&Value> = log.body["entries"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["event"] == "redeemed")
            .collect();
        assert_eq!(redeemed.len(), 2, "{store}");
        assert_eq!(redeemed[0]["organization"], "Acme Trust");
        assert_eq!(redeemed[0]["by"], Value::Null, "no staff member redeems");
        let paused = log.body["entries"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["event"] == "paused")
            .unwrap();
        assert_eq!(paused["by"], "Ruth Okafor");
        // The log never names the person who redeemed (a team member's personal data).
        assert!(
            !log.body.to_string().contains("dana@riverbend.org"),
            "{store}"
        );
    }
}

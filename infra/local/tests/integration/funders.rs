//! Funders across functions (issue 18): a funder's admin, its cohort code redeemed by a
//! nonprofit (billing), the new account's login (auth), and a nonprofit owner who also joins a
//! funder; on both stores where the store matters.

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::{OPERATOR_KEY, Reply, TestApp};
use serde_json::{Value, json};

fn routes() -> axum::Router<fundplan_http::AppState> {
    fundplan_local::api_routes()
}

async fn operator(app: &TestApp, key: Option<&str>, body: Value) -> Reply {
    app.operator_create_funder(key, body).await
}

fn token_of(link: &str) -> String {
    link.split("token=")
        .nth(1)
        .expect("a token in the link")
        .to_owned()
}

#[tokio::test]
async fn an_admin_joins_creates_a_cohort_and_a_nonprofit_redeems_its_code() {
    for app in TestApp::both(routes()).await {
        let store = app.store_name();
        let admin_email = "ruth@harborfoundation.org";
        let r = operator(
            &app,
            Some(OPERATOR_KEY),
            json!({"name": "Harbor Community Foundation", "admin_email": admin_email}),
        )
        .await;
        let funder_id = r.body["funder_id"].as_str().unwrap().to_owned();
        let token = token_of(&app.last_link_to(admin_email).await);
        let view = app
            .get(&format!("/api/v1/funder-invitations/{token}"), None)
            .await;
        assert_eq!(
            view.body,
            json!({"email": admin_email, "funder_name": "Harbor Community Foundation", "role": "admin", "has_account": false}),
            "{store}"
        );
        let joined = app
            .post(
                "/api/v1/funder-invitations/sign-up",
                None,
                json!({"token": token, "name": "Ruth Okafor", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
            )
            .await;
        assert_eq!(
            joined.status,
            StatusCode::CREATED,
            "{store}: {:?}",
            joined.body
        );
        let session = joined.body["token"].as_str().unwrap().to_owned();
        // The link is used up.
        let again = app
            .get(&format!("/api/v1/funder-invitations/{token}"), None)
            .await;
        assert_eq!(
            (again.status, again.error()),
            (StatusCode::NOT_FOUND, m::FUNDER_INVITATION_INVALID)
        );
        // The new account logs in like anyone, and its homes are the funder's.
        let login = app
            .post(
                "/api/v1/auth",
                None,
                json!({"email": admin_email, "password": "harbor harbor"}),
            )
            .await;
        assert_eq!(login.status, StatusCode::OK, "{store}: {:?}", login.body);
        assert_eq!(
            (
                login.body["hasOrganization"].clone(),
                login.body["funderIds"].clone(),
                login.body["shouldRedirectToPayment"].clone()
            ),
            (json!(false), json!([funder_id]), json!(false)),
            "{store}: a funder's person is not sent to payment"
        );
        let mine = app.get("/api/v1/me/funders", Some(&session)).await;
        assert_eq!(
            mine.body,
            json!({"funders": [{"id": funder_id, "name": "Harbor Community Foundation", "role": "admin"}],
                   "has_organization": false, "name": "Ruth Okafor"}),
            "{store}"
        );
        // It has no nonprofit to act in.
        let nonprofit = app
            .get("/api/v1/me/subscription_details", Some(&session))
            .await;
        assert_eq!(
            (nonprofit.status, nonprofit.error()),
            (StatusCode::FORBIDDEN, m::NO_NONPROFIT)
        );
        // A cohort and its code.
        let created = app
            .post(
                &format!("/api/v1/funders/{funder_id}/cohorts"),
                Some(&session),
                json!({"name": "Spring 2027 Cohort", "kind": "group_coaching", "seats": 12,
                       "starts_on": "2026-12-01", "ends_on": "2027-11-30", "kickoff_at": "2026-12-01T17:00:00Z"}),
            )
            .await;
        assert_eq!(
            created.status,
            StatusCode::CREATED,
            "{store}: {:?}",
            created.body
        );
        let code = created.body["code"].as_str().unwrap().to_owned();
        assert_eq!(code.len(), 14, "{code}");
        assert_eq!(
            created.body["link"],
            format!("http://localhost:3000/join/{code}")
        );
        let cohort = &created.body["cohort"];
        assert_eq!(
            (
                cohort["seats"].clone(),
                cohort["used"].clone(),
                cohort["starts_on"].clone(),
                cohort["ends_on"].clone()
            ),
            (
                json!(12),
                json!(0),
                json!("2026-12-01"),
                json!("2027-11-30")
            ),
            "{store}"
        );
        let cohort_id = cohort["id"].as_str().unwrap().to_owned();
        // A nonprofit redeems the code; the funder sees the seat taken.
        let owner = app.seed_owner("dana@riverbend.org").await;
        let redeemed = app
            .post(
                "/api/v1/licences/redeem",
                Some(&owner.token),
                json!({"code": code}),
            )
            .await;
        assert_eq!(
            redeemed.status,
            StatusCode::OK,
            "{store}: {:?}",
            redeemed.body
        );
        assert_eq!(redeemed.body["funder_name"], "Harbor Community Foundation");
        assert_eq!(redeemed.body["ends_on"], "2027-11-30", "{store}");
        let home = app
            .get(&format!("/api/v1/funders/{funder_id}"), Some(&session))
            .await;
        assert_eq!(home.body["role"], "admin");
        assert_eq!(home.body["cohorts"][0]["used"], 1, "{store}");
        let detail = app
            .get(
                &format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}"),
                Some(&session),
            )
            .await;
        assert_eq!(detail.status, StatusCode::OK, "{store}: {:?}", detail.body);
        assert_eq!(detail.body["codes"][0]["code"], code, "{store}");
        assert_eq!(detail.body["codes"][0]["state"], "active");
    }
}

#[tokio::test]
async fn a_nonprofit_owner_joins_a_funder_and_keeps_their_plan() {
    let app = TestApp::new(routes());
    let owner = app.seed_paying_owner("ruth@harborfoundation.org").await;
    let r = operator(
        &app,
        Some(OPERATOR_KEY),
        json!({"name": "Harbor Community Foundation", "admin_email": "RUTH@harborfoundation.org"}),
    )
    .await;
    let funder_id = r.body["funder_id"].as_str().unwrap().to_owned();
    let token = token_of(&app.last_link_to("ruth@harborfoundation.org").await);
    let view = app
        .get(&format!("/api/v1/funder-invitations/{token}"), None)
        .await;
    assert_eq!(view.body["has_account"], true);
    // Signing up again with the address is refused: sign in and accept.
    let dup = app
        .post(
            "/api/v1/funder-invitations/sign-up",
            None,
            json!({"token": token, "name": "Ruth Okafor", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
        )
        .await;
    assert_eq!(
        (dup.status, dup.error()),
        (StatusCode::UNPROCESSABLE_ENTITY, m::EMAIL_TAKEN)
    );
    // Another account may not accept it.
    let other = app.seed_owner("sam@lakeside.org").await;
    let wrong = app
        .post(
            "/api/v1/funder-invitations/accept",
            Some(&other.token),
            json!({"token": token}),
        )
        .await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN);
    let ok = app
        .post(
            "/api/v1/funder-invitations/accept",
            Some(&owner.token),
            json!({"token": token}),
        )
        .await;
    assert_eq!(ok.status, StatusCode::OK, "{:?}", ok.body);
    let session = ok.body["token"].as_str().unwrap().to_owned();
    let mine = app.get("/api/v1/me/funders", Some(&session)).await;
    assert_eq!(mine.body["has_organization"], true);
    assert_eq!(mine.body["funders"][0]["id"], funder_id);
    // Still the nonprofit's owner, with its subscription.
    let details = app
        .get("/api/v1/me/subscription_details", Some(&session))
        .await;
    assert_eq!(details.status, StatusCode::OK);
    assert_eq!(details.body["current_user_info"]["role"], "owner");
    assert_eq!(
        app.get(&format!("/api/v1/funders/{funder_id}"), Some(&session))
            .await
            .status,
        StatusCode::OK
    );
}

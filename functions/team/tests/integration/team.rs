use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::TestApp;
use serde_json::json;

fn app() -> TestApp {
    TestApp::new(fundplan_team::routes())
}

#[tokio::test]
async fn the_owner_invites_people_who_get_an_email_with_a_single_use_link() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&owner.token),
            json!({"emails": ["Ann@Example.org", "bo@example.org", "ann@example.org"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["status"], true);
    assert_eq!(r.body["data"], json!(["ann@example.org", "bo@example.org"]));
    let mails = app.emails().await;
    assert_eq!(mails.len(), 2);
    assert_eq!(
        mails[0].subject,
        "Olive Owner invited you to Acme Trust on fundplan"
    );
    assert!(mails[0].links[0].starts_with("http://localhost:3000/invitation?token="));
    let team = app
        .get("/api/v1/users/team-members", Some(&owner.token))
        .await;
    let list = team.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(
        (
            list[0]["email"].as_str(),
            list[0]["role"].as_str(),
            list[0]["invite_accepted"].as_bool()
        ),
        (Some("olive@example.org"), Some("owner"), Some(true))
    );
    assert_eq!(
        (
            list[1]["email"].as_str(),
            list[1]["invite_accepted"].as_bool()
        ),
        (Some("ann@example.org"), Some(false))
    );
}

#[tokio::test]
async fn inviting_again_replaces_the_earlier_link() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let first = app.last_link_to("ann@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let second = app.last_link_to("ann@example.org").await;
    assert_ne!(first, second);
    let token = |l: &str| l.split("token=").nth(1).unwrap().to_string();
    let now = app.state.now();
    let table = app.state.table.as_ref();
    assert!(
        fundplan_data::repo::get_token(
            table,
            &token(&first),
            fundplan_data::TokenPurpose::Invite,
            now
        )
        .await
        .unwrap()
        .is_none(),
        "the old link is dead"
    );
    assert!(
        fundplan_data::repo::get_token(
            table,
            &token(&second),
            fundplan_data::TokenPurpose::Invite,
            now
        )
        .await
        .unwrap()
        .is_some()
    );
    assert_eq!(
        app.get("/api/v1/users/team-members", Some(&owner.token))
            .await
            .body["data"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[tokio::test]
async fn invitations_need_valid_addresses_and_the_owner() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&owner.token),
            json!({"emails": []}),
        )
        .await;
    assert_eq!(
        (r.status, r.body["status"].clone(), r.body["data"].clone()),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            json!(false),
            json!(m::EMAILS_REQUIRED)
        )
    );
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&owner.token),
            json!({"emails": ["good@example.org", "bad@"]}),
        )
        .await;
    assert_eq!(r.error(), "bad@ is not a valid email address");
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&owner.token),
            json!({"emails": ["MIA@example.org"]}),
        )
        .await;
    assert_eq!(
        r.error(),
        "mia@example.org is already a member of your team"
    );
    assert!(
        app.emails().await.is_empty(),
        "nothing sent for a refused request"
    );
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&member.token),
            json!({"emails": ["x@example.org"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.post(
            "/api/v1/users/invite",
            None,
            json!({"emails": ["x@example.org"]})
        )
        .await
        .status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_team_list_shows_only_the_callers_organization() {
    let app = app();
    let a = app.seed_owner("a@example.org").await;
    let b = app.seed_owner("b@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&a.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let list = app
        .get("/api/v1/users/team-members", Some(&b.token))
        .await
        .body["data"]
        .clone();
    assert_eq!(
        list,
        json!([{"id": b.user.id, "first_name": "Olive", "last_name": "Owner", "email": "b@example.org", "logo_url": null, "role": "owner", "invite_accepted": true}])
    );
}

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::TestApp;
use serde_json::json;

fn app() -> TestApp {
    TestApp::new(fundplan_team::routes())
}

fn token_of(link: &str) -> String {
    link.split("token=").nth(1).unwrap().to_string()
}

#[tokio::test]
async fn resending_a_pending_invitation_sends_a_new_link() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let first = app.last_link_to("ann@example.org").await;
    let r = app
        .post(
            "/api/v1/users/resend_invite_email",
            Some(&owner.token),
            json!({"email": "ann@example.org"}),
        )
        .await;
    assert_eq!(
        (
            r.status,
            r.body["success"].clone(),
            r.body["message"].clone()
        ),
        (StatusCode::OK, json!(true), json!(m::INVITE_RESENT))
    );
    assert_ne!(app.last_link_to("ann@example.org").await, first);
    let r = app
        .post(
            "/api/v1/users/resend_invite_email",
            Some(&owner.token),
            json!({"email": "nobody@example.org"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_owner_removes_a_member_whose_sessions_end_but_never_the_owner_or_themself() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let r = app
        .call(
            "DELETE",
            "/api/v1/users",
            Some(&owner.token),
            Some(json!({"id": owner.user.id})),
        )
        .await;
    assert_eq!(
        (r.status, r.body["message"].clone()),
        (StatusCode::FORBIDDEN, json!(m::CANNOT_REMOVE_OWNER))
    );
    let r = app
        .call(
            "DELETE",
            "/api/v1/users",
            Some(&member.token),
            Some(json!({"id": member.user.id})),
        )
        .await;
    assert_eq!(
        r.status,
        StatusCode::FORBIDDEN,
        "a member cannot remove anyone"
    );
    let r = app
        .call(
            "DELETE",
            "/api/v1/users",
            Some(&owner.token),
            Some(json!({"id": member.user.id})),
        )
        .await;
    assert_eq!(
        (r.status, r.body["message"].clone()),
        (StatusCode::OK, json!(m::MEMBER_REMOVED))
    );
    assert_eq!(
        app.get("/api/v1/users/team-members", Some(&member.token))
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    let list = app
        .get("/api/v1/users/team-members", Some(&owner.token))
        .await
        .body["data"]
        .clone();
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_pending_invitation_can_be_withdrawn() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let link = app.last_link_to("ann@example.org").await;
    let r = app
        .call(
            "DELETE",
            "/api/v1/users",
            Some(&owner.token),
            Some(json!({"id": "invite:ann@example.org"})),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(
        app.get(&format!("/api/v1/invitations/{}", token_of(&link)), None)
            .await
            .status,
        StatusCode::NOT_FOUND,
        "the link is dead"
    );
}

#[tokio::test]
async fn the_owner_assigns_an_accepted_member_who_is_emailed_but_not_a_pending_invitee() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let body = json!({"route_path": "/steps/aspirational-vision/mission-statement", "assignee_id": member.user.id, "module_name": "x", "section_name": "y"});
    let r = app
        .post("/api/v1/update-assignee", Some(&owner.token), body.clone())
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(
        r.body["assignees"]["/steps/aspirational-vision/mission-statement"],
        json!([member.user.id])
    );
    let mails = app.emails().await;
    assert_eq!(mails.last().unwrap().to, "mia@example.org");
    assert_eq!(
        mails.last().unwrap().subject,
        "Olive Owner assigned you to Mission Statement in module 3: Aspirational Vision"
    );
    app.post("/api/v1/update-assignee", Some(&owner.token), body)
        .await;
    assert_eq!(
        app.emails().await.len(),
        1,
        "assigning twice changes nothing"
    );
    let module = app
        .post(
            "/api/v1/update-assignee",
            Some(&owner.token),
            json!({"route_path": "/steps/gift-pyramid", "assignee_id": member.user.id}),
        )
        .await;
    assert_eq!(
        module.status,
        StatusCode::OK,
        "a whole module can be assigned"
    );
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let pending = app
        .post(
            "/api/v1/update-assignee",
            Some(&owner.token),
            json!({"route_path": "/steps/gift-pyramid", "assignee_id": "invite:ann@example.org"}),
        )
        .await;
    assert_eq!(
        (pending.status, pending.error()),
        (StatusCode::UNPROCESSABLE_ENTITY, m::ASSIGNEE_PENDING)
    );
    let bad = app
        .post(
            "/api/v1/update-assignee",
            Some(&owner.token),
            json!({"route_path": "/settings", "assignee_id": member.user.id}),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let by_member = app
        .post(
            "/api/v1/update-assignee",
            Some(&member.token),
            json!({"route_path": "/steps/gift-pyramid", "assignee_id": member.user.id}),
        )
        .await;
    assert_eq!(by_member.status, StatusCode::FORBIDDEN);
    let r = app
        .call(
            "DELETE",
            "/api/v1/remove-assignee",
            Some(&owner.token),
            Some(json!({"route_path": "/steps/gift-pyramid", "assignee_id": member.user.id})),
        )
        .await;
    assert!(r.body["assignees"].get("/steps/gift-pyramid").is_none());
    // Removing the member takes them off every assignment.
    app.call(
        "DELETE",
        "/api/v1/users",
        Some(&owner.token),
        Some(json!({"id": member.user.id})),
    )
    .await;
    let r = app
        .call(
            "DELETE",
            "/api/v1/remove-assignee",
            Some(&owner.token),
            Some(json!({"route_path": "/x", "assignee_id": "y"})),
        )
        .await;
    assert_eq!(r.body["assignees"], json!({}));
}

#[tokio::test]
async fn an_invitation_link_tells_what_it_invites_to() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&owner.token),
        json!({"emails": ["ann@example.org"]}),
    )
    .await;
    let token = token_of(&app.last_link_to("ann@example.org").await);
    let r = app.get(&format!("/api/v1/invitations/{token}"), None).await;
    assert_eq!(
        r.body,
        json!({"email": "ann@example.org", "organization_name": "Acme Trust", "invited_by": "Olive Owner", "has_account": false})
    );
    app.clock.advance(time::Duration::days(8));
    assert_eq!(
        app.get(&format!("/api/v1/invitations/{token}"), None)
            .await
            .status,
        StatusCode::NOT_FOUND,
        "expired"
    );
}

#[tokio::test]
async fn a_member_of_another_organization_accepts_by_signing_in_and_moves() {
    let app = app();
    let a = app.seed_owner("a@example.org").await;
    let b = app.seed_owner("b@example.org").await;
    let mia = app.seed_member(&a, "mia@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&b.token),
        json!({"emails": ["mia@example.org"]}),
    )
    .await;
    let token = token_of(&app.last_link_to("mia@example.org").await);
    assert_eq!(
        app.get(&format!("/api/v1/invitations/{token}"), None)
            .await
            .body["has_account"],
        true
    );
    let wrong = app
        .post(
            "/api/v1/invitations/accept",
            Some(&a.token),
            json!({"token": token}),
        )
        .await;
    assert_eq!(
        wrong.status,
        StatusCode::FORBIDDEN,
        "only the invited address accepts"
    );
    let r = app
        .post(
            "/api/v1/invitations/accept",
            Some(&mia.token),
            json!({"token": token}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["organization_id"], b.user.org_id.as_str());
    let fresh = r.body["token"].as_str().unwrap();
    let team_b = app
        .get("/api/v1/users/team-members", Some(fresh))
        .await
        .body["data"]
        .clone();
    assert!(
        team_b
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["email"] == "mia@example.org" && u["invite_accepted"] == true)
    );
    assert_eq!(
        app.get("/api/v1/users/team-members", Some(&mia.token))
            .await
            .status,
        StatusCode::UNAUTHORIZED,
        "the old session ended"
    );
    let team_a = app
        .get("/api/v1/users/team-members", Some(&a.token))
        .await
        .body["data"]
        .clone();
    assert_eq!(team_a.as_array().unwrap().len(), 1);
    let again = app
        .post(
            "/api/v1/invitations/accept",
            Some(fresh),
            json!({"token": token}),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_FOUND, "single use");
}

#[tokio::test]
async fn an_owner_of_another_organization_cannot_accept() {
    let app = app();
    let a = app.seed_owner("a@example.org").await;
    let b = app.seed_owner("b@example.org").await;
    app.post(
        "/api/v1/users/invite",
        Some(&b.token),
        json!({"emails": ["a@example.org"]}),
    )
    .await;
    let token = token_of(&app.last_link_to("a@example.org").await);
    let r = app
        .post(
            "/api/v1/invitations/accept",
            Some(&a.token),
            json!({"token": token}),
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
}

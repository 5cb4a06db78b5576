//! Ending sessions: POST /auth/logout (this session) and POST /auth/logout-everywhere (every
//! session of the user), on the embedded store and on DynamoDB (moto).

use axum::http::StatusCode;
use fundplan_data::MAX_REVOKED_SESSIONS;
use fundplan_data::repo::get_user;
use fundplan_domain::messages as m;
use fundplan_http::session::{Claims, TOKEN_HOURS};
use fundplan_testkit::{Seeded, TestApp};
use serde_json::json;
use std::sync::Arc;

const LOGOUT: &str = "/api/v1/auth/logout";
const EVERYWHERE: &str = "/api/v1/auth/logout-everywhere";

async fn apps() -> Vec<TestApp> {
    TestApp::both(fundplan_auth::routes()).await
}

async fn me(app: &TestApp, token: &str) -> StatusCode {
    app.get("/api/v1/me", Some(token)).await.status
}

async fn post(app: &TestApp, path: &str, token: Option<&str>) -> fundplan_testkit::Reply {
    app.call("POST", path, token, None).await
}

/// A token as issued before sessions had ids: no `sid` claim.
fn token_without_session_id(app: &TestApp, seeded: &Seeded) -> String {
    let now = app.state.now();
    app.state
        .keys
        .sign(&Claims {
            sub: seeded.user.id.clone(),
            org: seeded.user.org_id.clone(),
            ver: seeded.user.token_version,
            iat: now,
            exp: now + TOKEN_HOURS * 3600,
            sid: None,
            pv: None,
        })
        .unwrap()
}

async fn ended_sessions(app: &TestApp, seeded: &Seeded) -> usize {
    get_user(
        &fundplan_data::OrgScope::of_verified(app.table.clone(), &seeded.user.org_id),
        &seeded.user.id,
    )
    .await
    .unwrap()
    .unwrap()
    .value
    .revoked_sessions
    .len()
}

#[tokio::test]
async fn a_logout_ends_its_own_session_only_and_a_second_one_answers_the_same() {
    for app in apps().await {
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let other_device = app.relogin(&owner);
        assert_eq!(me(&app, &owner.token).await, StatusCode::OK, "{store}");

        let r = post(&app, LOGOUT, Some(&owner.token)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(r.body, json!({"status": true, "message": m::LOGGED_OUT}));

        let refused = app.get("/api/v1/me", Some(&owner.token)).await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{store}");
        assert_eq!(refused.error(), m::SESSION_EXPIRED, "{store}");
        assert_eq!(
            me(&app, &other_device).await,
            StatusCode::OK,
            "{store}: the other session goes on"
        );

        let again = post(&app, LOGOUT, Some(&owner.token)).await;
        assert_eq!(
            (again.status, &again.body),
            (r.status, &r.body),
            "{store}: logging out twice answers the same"
        );
        assert_eq!(ended_sessions(&app, &owner).await, 1, "{store}");
        assert_eq!(me(&app, &other_device).await, StatusCode::OK, "{store}");
    }
}

#[tokio::test]
async fn logout_everywhere_ends_every_session_and_a_new_login_works() {
    for app in apps().await {
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let member = app.seed_member(&owner, "mia@example.org").await;
        let laptop = app.relogin(&owner);

        let r = post(&app, EVERYWHERE, Some(&owner.token)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(
            r.body,
            json!({"status": true, "message": m::LOGGED_OUT_EVERYWHERE})
        );
        for token in [&owner.token, &laptop] {
            let refused = app.get("/api/v1/me", Some(token)).await;
            assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{store}");
            assert_eq!(refused.error(), m::SESSION_EXPIRED, "{store}");
        }
        assert_eq!(
            me(&app, &member.token).await,
            StatusCode::OK,
            "{store}: another user's sessions go on"
        );
        assert_eq!(
            post(&app, EVERYWHERE, Some(&laptop)).await.status,
            StatusCode::UNAUTHORIZED,
            "{store}: an ended session cannot end the new ones"
        );
        assert_eq!(
            post(&app, LOGOUT, Some(&laptop)).await.body["message"],
            m::LOGGED_OUT,
            "{store}: logging out of an ended session is answered as any logout"
        );

        let login = app
            .post(
                "/api/v1/auth",
                None,
                json!({"email": "olive@example.org", "password": "password123"}),
            )
            .await;
        assert_eq!(login.status, StatusCode::OK, "{store}: {:?}", login.body);
        let fresh = login.body["token"].as_str().unwrap();
        assert_eq!(me(&app, fresh).await, StatusCode::OK, "{store}");
        assert_eq!(me(&app, &laptop).await, StatusCode::UNAUTHORIZED, "{store}");
    }
}

#[tokio::test]
async fn a_token_without_a_session_id_still_works_and_its_logout_ends_every_session() {
    for app in apps().await {
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let old = token_without_session_id(&app, &owner);
        assert_eq!(me(&app, &old).await, StatusCode::OK, "{store}");
        assert_eq!(me(&app, &owner.token).await, StatusCode::OK, "{store}");

        let r = post(&app, LOGOUT, Some(&old)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(r.body["message"], m::LOGGED_OUT);
        assert_eq!(me(&app, &old).await, StatusCode::UNAUTHORIZED, "{store}");
        assert_eq!(
            me(&app, &owner.token).await,
            StatusCode::UNAUTHORIZED,
            "{store}: it cannot be told apart from the others, so every session ends"
        );
        let again = post(&app, LOGOUT, Some(&old)).await;
        assert_eq!((again.status, again.body), (r.status, r.body), "{store}");
        assert_eq!(ended_sessions(&app, &owner).await, 0, "{store}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_logouts_of_one_user_are_all_kept() {
    for app in apps().await {
        let app = Arc::new(app);
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let tokens: Vec<String> = (0..8).map(|_| app.relogin(&owner)).collect();
        let kept = app.relogin(&owner);
        let tasks: Vec<_> = tokens
            .iter()
            .map(|t| {
                let (app, t) = (app.clone(), t.clone());
                tokio::spawn(async move { post(&app, LOGOUT, Some(&t)).await })
            })
            .collect();
        for task in tasks {
            let r = task.await.unwrap();
            assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        }
        for t in &tokens {
            assert_eq!(me(&app, t).await, StatusCode::UNAUTHORIZED, "{store}");
        }
        assert_eq!(me(&app, &kept).await, StatusCode::OK, "{store}");
        assert_eq!(ended_sessions(&app, &owner).await, tokens.len(), "{store}");
    }
}

#[tokio::test]
async fn ended_sessions_are_kept_until_their_tokens_expire_and_are_bounded() {
    let app = TestApp::new(fundplan_auth::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let early = app.relogin(&owner);
    assert_eq!(
        post(&app, LOGOUT, Some(&early)).await.status,
        StatusCode::OK
    );
    app.clock.advance(time::Duration::hours(TOKEN_HOURS));
    // `early` has expired by now: the next logout drops it from the list.
    let kept = app.relogin(&owner);
    let tokens: Vec<String> = (0..MAX_REVOKED_SESSIONS)
        .map(|_| app.relogin(&owner))
        .collect();
    for t in &tokens {
        assert_eq!(post(&app, LOGOUT, Some(t)).await.status, StatusCode::OK);
    }
    assert_eq!(ended_sessions(&app, &owner).await, MAX_REVOKED_SESSIONS);
    assert_eq!(me(&app, &kept).await, StatusCode::OK);

    // The list is full: one more logout ends every session instead of growing it.
    let one_more = app.relogin(&owner);
    let r = post(&app, LOGOUT, Some(&one_more)).await;
    assert_eq!(r.body, json!({"status": true, "message": m::LOGGED_OUT}));
    assert_eq!(me(&app, &one_more).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&app, &kept).await, StatusCode::UNAUTHORIZED);
    assert_eq!(ended_sessions(&app, &owner).await, 0);
}

#[tokio::test]
async fn both_logouts_need_a_valid_unexpired_token() {
    let app = TestApp::new(fundplan_auth::routes());
    let owner = app.seed_owner("olive@example.org").await;
    let other_key = fundplan_http::session::SessionKeys::new(b"another-secret-another-secret-00")
        .issue(&owner.user, app.state.now())
        .unwrap();
    for path in [LOGOUT, EVERYWHERE] {
        for token in [None, Some("garbage"), Some(other_key.as_str())] {
            let r = post(&app, path, token).await;
            assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{path} {token:?}");
            assert!(r.body["error"].is_string(), "{path}: {}", r.body);
        }
    }
    app.clock.advance(time::Duration::hours(TOKEN_HOURS));
    for path in [LOGOUT, EVERYWHERE] {
        let r = post(&app, path, Some(&owner.token)).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{path}");
        assert_eq!(r.error(), m::SESSION_EXPIRED, "{path}");
    }
}

//! Store round trips per closing screen (docs/data-model.md "Access patterns"): every screen is
//! the plan's one query (`load_plan`), besides the session check's `get` of the user that every
//! authenticated call makes; the talking points' answers and the certificate's team are part of
//! the plan. Counted with a `CountingTable` around the app's store.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use fundplan_ports::{CountingTable, RoundTrips};
use fundplan_testkit::TestApp;
use std::sync::Arc;
use tower::ServiceExt;

/// The session check: one `get` of the user, and one of the subscription (the payment gate).
const SESSION: u64 = 2;

async fn round_trips(
    router: &axum::Router,
    counting: &CountingTable,
    token: &str,
    path: &str,
) -> RoundTrips {
    let before = counting.round_trips();
    let req = Request::get(path)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let res = router.clone().oneshot(req).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    counting.round_trips().since(&before)
}

#[tokio::test]
async fn each_closing_screen_is_one_query_of_the_plan() {
    for app in TestApp::both(fundplan_closing::routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let counting = Arc::new(CountingTable::new(app.state.table.clone()));
        let mut state = app.state.clone();
        state.table = counting.clone();
        let router = fundplan_http::runtime::app(fundplan_closing::routes(), state);
        for path in [
            "/api/v1/success-stories",
            "/api/v1/prospects",
            "/api/v1/gift-pyramid",
            "/api/v1/stewardships",
            "/api/v1/policies-and-procedures",
            "/api/v1/fundraising-collateral-status",
        ] {
            let n = round_trips(&router, &counting, &owner.token, path).await;
            assert_eq!(
                (n.queries, n.gets, n.total()),
                (1, SESSION, 1 + SESSION),
                "{path} on {}",
                app.store_name()
            );
        }
        // Mission, Our Vision, the aspirational vision and ways to give are in the plan's query.
        let n = round_trips(&router, &counting, &owner.token, "/api/v1/pitch-training").await;
        assert_eq!((n.queries, n.gets), (1, SESSION));
        // The team too.
        let n = round_trips(&router, &counting, &owner.token, "/api/v1/certificate").await;
        assert_eq!((n.queries, n.gets), (1, SESSION));
    }
}

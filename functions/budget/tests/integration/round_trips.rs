//! Store round trips per screen (docs/data-model.md "Access patterns"): every summary is one
//! query, a table is one `get`, besides the session check's `get` of the user that every
//! authenticated call makes. Counted with a `CountingTable` around the app's store.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::*;
use fundplan_ports::{CountingTable, RoundTrips};
use std::sync::Arc;
use tower::ServiceExt;

/// The session check: one `get` of the user, and one of the organization's subscription (the
/// payment gate of the plan's functions).
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
async fn each_summary_is_one_query_and_each_table_one_get() {
    for app in apps().await {
        eprintln!("store: {}", app.store_name());
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let sample = sample_plan(&app, &owner).await;
        let counting = Arc::new(CountingTable::new(app.state.table.clone()));
        let mut state = app.state.clone();
        state.table = counting.clone();
        let router = fundplan_http::runtime::app(fundplan_budget::routes(), state);

        for name in [
            "annual_operating_budget_summary_year_1",
            "annual_fundraising_goals_3years",
            "projects_total_3_year_fundraising_goal",
            "total_fundraising_goal_for_3_years",
        ] {
            let path = format!("/api/v1/total_fundraising_goal/{name}");
            let n = round_trips(&router, &counting, &owner.token, &path).await;
            assert_eq!(
                (n.queries, n.gets, n.total()),
                (1, SESSION, 1 + SESSION),
                "{name}"
            );
        }
        for path in [
            format!("/api/v1/expenses?program_id={}", sample.programs[0]),
            format!("/api/v1/expenses?project_id={}", sample.projects[1]),
            "/api/v1/organization-expenses".to_string(),
            "/api/v1/revenues".to_string(),
        ] {
            let n = round_trips(&router, &counting, &owner.token, &path).await;
            assert_eq!((n.gets, n.total()), (1 + SESSION, 1 + SESSION), "{path}");
        }
        // A program without a table yet: its list is read to tell it from an unknown program.
        let fresh = programs(&app, &owner, &["Adult Basic Literacy", "New program"]).await;
        let path = format!("/api/v1/expenses?program_id={}", fresh[1]);
        let n = round_trips(&router, &counting, &owner.token, &path).await;
        assert_eq!(n.total(), 2 + SESSION);
    }
}

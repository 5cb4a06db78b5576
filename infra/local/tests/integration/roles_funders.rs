//! The funder side's role matrix (issue 18): every operation of the function `funders`, and
//! the nonprofit operations a funder's people might try, × {nobody, nonprofit owner, nonprofit
//! member, funder admin, programme officer assigned to the cohort, programme officer not
//! assigned to it, another funder's admin}. The operations are read from the OpenAPI document,
//! so a funder operation added without a row here fails.

use axum::http::StatusCode;
use fundplan_testkit::TestApp;
use serde_json::{Value, json};

const WHO: [&str; 7] = [
    "nobody",
    "nonprofit owner",
    "nonprofit member",
    "funder admin",
    "officer assigned",
    "officer not assigned",
    "another funder",
];

struct World {
    app: TestApp,
    funder: String,
    cohort: String,
    /// Tokens in the order of [`WHO`] (none for nobody).
    tokens: Vec<Option<String>>,
}

async fn create_funder(app: &TestApp, name: &str, admin: &str) -> (String, String) {
    app.seed_funder(name, admin).await
}

/// Signs up through the last invitation sent to `email`; the new session.
async fn join(app: &TestApp, email: &str) -> String {
    app.join_funder(email).await
}

async fn world() -> World {
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let member = app.seed_member(&owner, "mia@riverbend.org").await;
    let (funder, admin) = create_funder(
        &app,
        "Harbor Community Foundation",
        "ruth@harborfoundation.org",
    )
    .await;
    let (_, other) = create_funder(&app, "Lakeside Trust", "kim@lakesidetrust.org").await;
    let mut cohorts = Vec::new();
    for name in ["Spring 2027 Cohort", "Autumn 2027 Cohort"] {
        let r = app
            .post(
                &format!("/api/v1/funders/{funder}/cohorts"),
                Some(&admin),
                json!({"name": name, "kind": "group_coaching", "seats": 12, "starts_on": "2026-12-01", "ends_on": "2027-11-30"}),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
        cohorts.push(r.body["cohort"]["id"].as_str().unwrap().to_owned());
    }
    let officer = |email: &'static str, cohort: String| {
        let (app, funder, admin) = (&app, funder.clone(), admin.clone());
        async move {
            let r = app
                .post(
                    &format!("/api/v1/funders/{funder}/staff"),
                    Some(&admin),
                    json!({"email": email, "role": "programme_officer", "cohorts": [cohort]}),
                )
                .await;
            assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
            join(app, email).await
        }
    };
    let assigned = officer("leo@harborfoundation.org", cohorts[0].clone()).await;
    let unassigned = officer("ana@harborfoundation.org", cohorts[1].clone()).await;
    let tokens = vec![
        None,
        Some(owner.token),
        Some(member.token),
        Some(admin),
        Some(assigned),
        Some(unassigned),
        Some(other),
    ];
    World {
        app,
        funder,
        cohort: cohorts[0].clone(),
        tokens,
    }
}

struct Row {
    method: &'static str,
    path: &'static str,
    body: Option<Value>,
    expect: [u16; 7],
}

fn rows() -> Vec<Row> {
    let row = |method, path, body, expect| Row {
        method,
        path,
        body,
        expect,
    };
    vec![
        row(
            "GET",
            "/api/v1/funders/{funder_id}",
            None,
            [401, 403, 403, 200, 200, 200, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts",
            Some(
                json!({"name": "Summer", "kind": "self_guided", "seats": 5, "starts_on": "2027-06-01"}),
            ),
            [401, 403, 403, 201, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}",
            None,
            [401, 403, 403, 200, 200, 404, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations",
            None,
            [401, 403, 403, 200, 200, 404, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations.csv",
            None,
            [401, 403, 403, 200, 200, 404, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/export.xlsx",
            None,
            [401, 403, 403, 200, 200, 404, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes.csv",
            None,
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "PUT",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/stalled-after",
            Some(json!({"days": 21})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/reminders",
            None,
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "PUT",
            "/api/v1/sharing/reminders",
            Some(json!({"on": false})),
            [401, 404, 403, 403, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/reminders/opt-out",
            Some(json!({"token": "not-a-token"})),
            [404; 7],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations/{org_id}/documents/{doc}",
            None,
            [401, 403, 403, 404, 404, 404, 403],
        ),
        row(
            "POST",
            "/api/v1/sharing/documents",
            Some(json!({"job_id": "01JZZZZZZZZZZZZZZZZZZZZZZZ"})),
            [401, 404, 403, 403, 403, 403, 403],
        ),
        row(
            "DELETE",
            "/api/v1/sharing/documents/{doc}",
            None,
            [401, 404, 403, 403, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/sharing",
            None,
            [401, 404, 404, 403, 403, 403, 403],
        ),
        row(
            "PUT",
            "/api/v1/sharing",
            Some(json!({"item": "goal", "shared": true})),
            [401, 404, 403, 403, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/log",
            None,
            [401, 403, 403, 200, 200, 404, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/seats",
            Some(json!({"add": 1})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/end",
            Some(json!({"ends_on": "2028-06-30"})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes",
            Some(json!({"csv": "email\ndana@riverbend.org"})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes/state",
            Some(json!({"codes": ["7KQM-4TXR-P9WD"], "state": "paused"})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/funders/{funder_id}/staff",
            None,
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/funders/{funder_id}/staff",
            Some(json!({"email": "new@harborfoundation.org", "role": "admin", "cohorts": []})),
            [401, 403, 403, 200, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/me/funders",
            None,
            [401, 200, 200, 200, 200, 200, 200],
        ),
        row("GET", "/api/v1/funder-invitations/{token}", None, [404; 7]),
        row(
            "POST",
            "/api/v1/funder-invitations/accept",
            Some(json!({"token": "not-a-token"})),
            [401, 404, 404, 404, 404, 404, 404],
        ),
        row(
            "POST",
            "/api/v1/funder-invitations/sign-up",
            Some(
                json!({"token": "not-a-token", "name": "Sam Reyes", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
            ),
            [404; 7],
        ),
        // A session is never the operator.
        row(
            "POST",
            "/api/v1/operator/funders",
            Some(json!({"name": "Another Fund", "admin_email": "x@another.org"})),
            [401; 7],
        ),
        row("POST", "/api/v1/operator/digest", None, [401; 7]),
        row("POST", "/api/v1/operator/due-reminders", None, [401; 7]),
        row(
            "PUT",
            "/api/v1/operator/funders/{funder_id}/billing",
            Some(json!({"seat_price_cents": 45_000})),
            [401; 7],
        ),
        row(
            "POST",
            "/api/v1/operator/funders/{funder_id}/invoices/send",
            None,
            [401; 7],
        ),
        row(
            "POST",
            "/api/v1/operator/funders/{funder_id}/invoices/{invoice_id}/paid",
            Some(json!({"reference": "Cheque 10443"})),
            [401; 7],
        ),
        // Billing is the admin's: a programme officer sees no invoices.
        row(
            "GET",
            "/api/v1/funders/{funder_id}/invoices",
            None,
            [401, 403, 403, 200, 403, 403, 403],
        ),
        // The nonprofit side: a funder's people (with no nonprofit of their own) reach none of it.
        row(
            "GET",
            "/api/v1/me/subscription_details",
            None,
            [401, 200, 200, 403, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/licences/redeem",
            Some(json!({"code": "7KQM-4TXR-P9WD"})),
            [401, 422, 403, 403, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/me",
            None,
            [401, 200, 200, 403, 403, 403, 403],
        ),
        // The team's conversations and activity are the nonprofit's own (issue 19 §2): never a
        // funder's, whatever cohort the organization is in.
        row(
            "GET",
            "/api/v1/activity",
            None,
            [401, 200, 200, 403, 403, 403, 403],
        ),
        row(
            "GET",
            "/api/v1/conversations/open",
            None,
            [401, 200, 200, 403, 403, 403, 403],
        ),
        row(
            "POST",
            "/api/v1/conversations",
            Some(
                json!({"route_path": "/steps/aspirational-vision/mission-statement", "body": "Shall we shorten this?"}),
            ),
            [401, 201, 201, 403, 403, 403, 403],
        ),
    ]
}

#[tokio::test]
async fn every_funder_operation_answers_each_principal_as_the_matrix_says() {
    let w = world().await;
    let rows = rows();
    // Every operation of the funders function has a row.
    let doc = serde_json::to_value(fundplan_local::openapi::document()).unwrap();
    let mut missing = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let tagged = op["tags"]
                .as_array()
                .is_some_and(|t| t.iter().any(|t| t == "funders"));
            let method = method.to_uppercase();
            if tagged && !rows.iter().any(|r| r.method == method && r.path == path) {
                missing.push(format!("{method} {path}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "funder operations without a row: {missing:?}"
    );
    let mut failures = Vec::new();
    for row in &rows {
        let path = row
            .path
            .replace("{funder_id}", &w.funder)
            .replace("{cohort_id}", &w.cohort)
            .replace("{token}", "not-a-token")
            .replace("{org_id}", "01JZZZZZZZZZZZZZZZZZZZZZZZ")
            .replace("{doc}", "gift_pyramid")
            .replace("{invoice_id}", "01JZZZZZZZZZZZZZZZZZZZZZZZ");
        for (i, who) in WHO.iter().enumerate() {
            let token = w.tokens[i].as_deref();
            let r = w.app.call(row.method, &path, token, row.body.clone()).await;
            if r.status.as_u16() != row.expect[i] {
                failures.push(format!(
                    "{} {} as {who}: {} (expected {}) {}",
                    row.method, row.path, r.status, row.expect[i], r.body
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

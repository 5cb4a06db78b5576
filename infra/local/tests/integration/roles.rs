//! The role matrix: every API operation × {no token, member, owner, owner of another
//! organization}, each with its expected status. The operations are read from the OpenAPI
//! document generated from the handlers, so an endpoint added without a row here fails.

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::{Seeded, TestApp, png};
use serde_json::{Value, json};
use std::collections::BTreeSet;

#[derive(Clone, Copy, Debug)]
enum Who {
    Nobody,
    Member,
    OtherOwner,
    Owner,
}

enum Body {
    Empty,
    Json(Value),
    /// Multipart fields and a logo.
    Multipart(Vec<(&'static str, &'static str)>),
    /// Multipart fields alone.
    Fields(Vec<(&'static str, &'static str)>),
    /// Multipart text fields and one file: (field, bytes).
    Upload(Vec<(&'static str, &'static str)>, &'static str, Vec<u8>),
}

struct Row {
    method: &'static str,
    path: &'static str,
    /// The path actually called (placeholders filled in), when it differs.
    call: Option<String>,
    body: Body,
    /// Expected status for nobody, member, owner of another organization, owner.
    expect: [u16; 4],
}

fn row(method: &'static str, path: &'static str, body: Body, expect: [u16; 4]) -> Row {
    Row {
        method,
        path,
        call: None,
        body,
        expect,
    }
}

struct World {
    app: TestApp,
    owner: Seeded,
    member: Seeded,
    other: Seeded,
    bob: Seeded,
    budget: BudgetIds,
}

async fn world() -> World {
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_paying_owner("owner@example.org").await;
    let member = app.seed_member(&owner, "member@example.org").await;
    let bob = app.seed_member(&owner, "bob@example.org").await;
    let other = app.seed_paying_owner("other@example.org").await;
    app.seed_cohort("f1", "c1", 10, "7KQM-4TXR-P9WD").await;
    let r = app
        .post(
            "/api/v1/users/invite",
            Some(&owner.token),
            json!({"emails": ["pending@example.org"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK);
    seed_plan(&app, &owner).await;
    seed_document_job(&app, &owner).await;
    seed_closing(&app, &owner).await;
    seed_casedoc(&app, &owner).await;
    let budget = seed_budget(&app, &owner).await;
    World {
        app,
        owner,
        member,
        other,
        bob,
        budget,
    }
}

/// The budget items of the owner's organization the budget rows act on: a program (the one
/// `seed_plan` writes), and two items each of
/// its expense table and of the overhead, one for the member's delete and one for the owner's
/// (the other owner's delete aims at the owner's, which is still there then).
struct BudgetIds {
    program: String,
    expense: [String; 2],
    overhead: [String; 2],
}

impl BudgetIds {
    /// `path` with `{expense}` and `{overhead}` filled in with the item `who` deletes.
    fn for_role(&self, path: &str, who: Who) -> String {
        let i = usize::from(!matches!(who, Who::Member));
        path.replace("{expense}", &self.expense[i])
            .replace("{overhead}", &self.overhead[i])
    }
}

async fn seed_budget(app: &TestApp, owner: &Seeded) -> BudgetIds {
    // The program seeded by `seed_plan`.
    let program = PROGRAM.to_string();
    let two = |extra: Value| {
        let item = |name: &str| {
            let mut i = json!({"expense_type": "legal_fees", "expense_description": name,
                "expense_cost": 100, "expense_cost_year_2": 0, "expense_cost_year_3": 0});
            if let (Value::Object(i), Value::Object(e)) = (&mut i, &extra) {
                i.extend(e.clone());
            }
            i
        };
        json!({"expenses": [item("For the member"), item("For the owner")]})
    };
    let mut ids = Vec::new();
    for (path, extra) in [
        (
            "/api/v1/expenses",
            json!({"expenseable_type": "CoreProgram", "expenseable_id": program}),
        ),
        ("/api/v1/organization-expenses", json!({})),
    ] {
        let r = app.post(path, Some(&owner.token), two(extra)).await;
        assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
        let id = |i: usize| r.body["expenses"][i]["id"].as_str().unwrap().to_string();
        ids.push([id(0), id(1)]);
    }
    BudgetIds {
        program,
        expense: ids[0].clone(),
        overhead: ids[1].clone(),
    }
}

fn rows(w: &World) -> Vec<Row> {
    use Body::*;
    let org_form = vec![
        ("name", "Acme Trust"),
        ("address", "1 Main St"),
        ("phone", "+1 202 456 1111"),
        ("website", "acme.org"),
        ("background_color", "#2D67F6"),
        ("headings_color", "#0A9250"),
        ("font_family", "lato"),
    ];
    let me_form = vec![
        ("first_name", "Pat"),
        ("last_name", "Lee"),
        ("position", "Director"),
        ("phone", "(202) 456-1111"),
    ];
    let step = json!({"step_statuses": {"steps": {"welcome": 1}}});
    let nav = json!({"steps_nav_status": {"/steps/getting-started/welcome": 1}});
    let mut v = vec![
        // public
        row("POST", "/api/v1/users", Json(json!({"user": {}})), [422; 4]),
        row("GET", "/api/v1/users/confirm", Empty, [303; 4]),
        row(
            "POST",
            "/api/v1/users/confirmation",
            Json(json!({"email": "x@example.org"})),
            [200; 4],
        ),
        row(
            "POST",
            "/api/v1/auth",
            Json(json!({"email": "x@example.org", "password": "wrong one"})),
            [401; 4],
        ),
        row(
            "POST",
            "/api/v1/reset-password",
            Json(json!({"email": "x@example.org"})),
            [200; 4],
        ),
        row(
            "POST",
            "/api/v1/update-password",
            Json(
                json!({"reset_password_token": "x", "new_password": "password123", "confirm_new_password": "password123"}),
            ),
            [422; 4],
        ),
        row("GET", "/api/v1/plans", Empty, [200; 4]),
        row(
            "POST",
            "/api/v1/payments/webhook",
            Json(json!({})),
            [400; 4],
        ),
        Row {
            method: "GET",
            path: "/api/v1/invitations/{token}",
            call: Some("/api/v1/invitations/not-a-token".into()),
            body: Empty,
            expect: [404; 4],
        },
        // Funders (issue 18): a nonprofit's people are nobody's staff here (the funder side's
        // principals have their own matrix, roles_funders.rs); the operator API takes its key,
        // never a session.
        Row {
            method: "GET",
            path: "/api/v1/funder-invitations/{token}",
            call: Some("/api/v1/funder-invitations/not-a-token".into()),
            body: Empty,
            expect: [404; 4],
        },
        row(
            "POST",
            "/api/v1/funder-invitations/accept",
            Json(json!({"token": "not-a-token"})),
            [401, 404, 404, 404],
        ),
        row(
            "POST",
            "/api/v1/funder-invitations/sign-up",
            Json(
                json!({"token": "not-a-token", "name": "Ruth Okafor", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
            ),
            [404; 4],
        ),
        row("GET", "/api/v1/me/funders", Empty, [401, 200, 200, 200]),
        // What a sponsored organization shares with its funder: neither owner here holds a seat.
        row("GET", "/api/v1/sharing", Empty, [401, 404, 404, 404]),
        row(
            "POST",
            "/api/v1/sharing/documents",
            Json(json!({"job_id": "01JZZZZZZZZZZZZZZZZZZZZZZZ"})),
            [401, 403, 404, 404],
        ),
        row(
            "PUT",
            "/api/v1/sharing/reminders",
            Json(json!({"on": false})),
            [401, 403, 404, 404],
        ),
        row(
            "POST",
            "/api/v1/reminders/opt-out",
            Json(json!({"token": "not-a-token"})),
            [404; 4],
        ),
        row(
            "PUT",
            "/api/v1/sharing",
            Json(json!({"item": "goal", "shared": true})),
            [401, 403, 404, 404],
        ),
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations/{org_id}/documents/{doc}",
            call: Some(
                "/api/v1/funders/f1/cohorts/c1/organizations/o1/documents/gift_pyramid".into(),
            ),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "DELETE",
            path: "/api/v1/sharing/documents/{doc}",
            call: Some("/api/v1/sharing/documents/gift_pyramid".into()),
            body: Empty,
            expect: [401, 403, 404, 404],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/reminders",
            call: Some("/api/v1/funders/f1/cohorts/c1/reminders".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations.csv",
            call: Some("/api/v1/funders/f1/cohorts/c1/organizations.csv".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/export.xlsx",
            call: Some("/api/v1/funders/f1/cohorts/c1/export.xlsx".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes.csv",
            call: Some("/api/v1/funders/f1/cohorts/c1/codes.csv".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "PUT",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/stalled-after",
            call: Some("/api/v1/funders/f1/cohorts/c1/stalled-after".into()),
            body: Json(json!({"days": 21})),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations",
            call: Some("/api/v1/funders/f1/cohorts/c1/organizations".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}",
            call: Some("/api/v1/funders/f1".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts",
            call: Some("/api/v1/funders/f1/cohorts".into()),
            body: Json(
                json!({"name": "Spring", "kind": "self_guided", "seats": 5, "starts_on": "2026-12-01"}),
            ),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}",
            call: Some("/api/v1/funders/f1/cohorts/c1".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes/state",
            call: Some("/api/v1/funders/f1/cohorts/c1/codes/state".into()),
            body: Json(json!({"codes": ["7KQM-4TXR-P9WD"], "state": "paused"})),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/seats",
            call: Some("/api/v1/funders/f1/cohorts/c1/seats".into()),
            body: Json(json!({"add": 5})),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/end",
            call: Some("/api/v1/funders/f1/cohorts/c1/end".into()),
            body: Json(json!({"ends_on": "2028-06-30"})),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/codes",
            call: Some("/api/v1/funders/f1/cohorts/c1/codes".into()),
            body: Json(json!({"csv": "dana@riverbend.org"})),
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/cohorts/{cohort_id}/log",
            call: Some("/api/v1/funders/f1/cohorts/c1/log".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/staff",
            call: Some("/api/v1/funders/f1/staff".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        Row {
            method: "POST",
            path: "/api/v1/funders/{funder_id}/staff",
            call: Some("/api/v1/funders/f1/staff".into()),
            body: Json(
                json!({"email": "leo@harborfoundation.org", "role": "programme_officer", "cohorts": []}),
            ),
            expect: [401, 403, 403, 403],
        },
        row(
            "POST",
            "/api/v1/operator/funders",
            Json(
                json!({"name": "Harbor Community Foundation", "admin_email": "ruth@harborfoundation.org"}),
            ),
            [401; 4],
        ),
        row("POST", "/api/v1/operator/digest", Empty, [401; 4]),
        row("POST", "/api/v1/operator/due-reminders", Empty, [401; 4]),
        Row {
            method: "PUT",
            path: "/api/v1/operator/funders/{funder_id}/billing",
            call: Some("/api/v1/operator/funders/f1/billing".into()),
            body: Json(json!({"seat_price_cents": 45_000})),
            expect: [401; 4],
        },
        Row {
            method: "POST",
            path: "/api/v1/operator/funders/{funder_id}/invoices/send",
            call: Some("/api/v1/operator/funders/f1/invoices/send".into()),
            body: Empty,
            expect: [401; 4],
        },
        Row {
            method: "POST",
            path: "/api/v1/operator/funders/{funder_id}/invoices/{invoice_id}/paid",
            call: Some("/api/v1/operator/funders/f1/invoices/i1/paid".into()),
            body: Json(json!({"reference": "Cheque 10443"})),
            expect: [401; 4],
        },
        Row {
            method: "GET",
            path: "/api/v1/funders/{funder_id}/invoices",
            call: Some("/api/v1/funders/f1/invoices".into()),
            body: Empty,
            expect: [401, 403, 403, 403],
        },
        // any signed-in user, on their own organization
        row("GET", "/api/v1/me", Empty, [401, 200, 200, 200]),
        row(
            "PUT",
            "/api/v1/me",
            Multipart(me_form),
            [401, 200, 200, 200],
        ),
        row(
            "PUT",
            "/api/v1/password",
            Json(
                json!({"current_password": "wrong", "password": "password123", "password_confirmation": "password123"}),
            ),
            [401, 422, 422, 422],
        ),
        row("GET", "/api/v1/organizations", Empty, [401, 200, 200, 200]),
        row("GET", "/api/v1/create_docx", Empty, [401, 200, 200, 200]),
        // the case document's colours and font: every member edits the document
        row(
            "POST",
            "/api/v1/organizations",
            Fields(vec![
                ("form", "style"),
                ("headings_color", "#8C2104"),
                ("font_family", "Georgia"),
            ]),
            [401, 200, 200, 200],
        ),
        row(
            "GET",
            "/api/v1/me/subscription_details",
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "GET",
            "/api/v1/onboarding/status",
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "GET",
            "/api/v1/users/team-members",
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "GET",
            "/api/v1/steps-nav-status",
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/steps-nav-status",
            Json(nav),
            [401, 200, 200, 200],
        ),
        row(
            "GET",
            "/api/v1/extensions/skipped_modules",
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/extensions/skipped_modules",
            Json(json!({"skipped_routes": []})),
            [401, 200, 200, 200],
        ),
        Row {
            method: "GET",
            path: "/api/v1/extensions/last-interaction-time",
            call: Some(
                "/api/v1/extensions/last-interaction-time?route_path=/steps/stewardship/overview"
                    .into(),
            ),
            body: Empty,
            expect: [401, 200, 200, 200],
        },
        row(
            "POST",
            "/api/v1/extensions/last-interaction-time",
            Json(json!({"route_path": "/steps/stewardship/overview"})),
            [401, 200, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/invitations/accept",
            Json(json!({"token": "not-a-token"})),
            [401, 404, 404, 404],
        ),
        // owner only
        row(
            "POST",
            "/api/v1/organizations",
            Multipart(org_form),
            [401, 403, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/payments/url/",
            Json(json!({"plan": "pro", "term": "month"})),
            // Both owners pay (the plan's functions need it): a second payment is refused.
            [401, 403, 409, 409],
        ),
        row(
            "POST",
            "/api/v1/payments/renew",
            Json(json!({"renewal": {"plan": "pro", "term": "year"}})),
            [401, 403, 409, 409],
        ),
        row(
            "POST",
            "/api/v1/licences/redeem",
            Json(json!({"code": "7KQM-4TXR-P9WD"})),
            // A funder's code, but both owners pay already (the plan's functions need it).
            [401, 403, 409, 409],
        ),
        row(
            "POST",
            "/api/v1/onboarding/status",
            Json(step),
            [401, 403, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/users/invite",
            Json(json!({"emails": ["new@example.org"]})),
            [401, 403, 200, 200],
        ),
        // owner only, and only on their own organization's people
        row(
            "POST",
            "/api/v1/users/resend_invite_email",
            Json(json!({"email": "pending@example.org"})),
            [401, 403, 404, 200],
        ),
        row(
            "POST",
            "/api/v1/update-assignee",
            Json(json!({"route_path": "/steps/gift-pyramid", "assignee_id": w.member.user.id})),
            [401, 403, 404, 200],
        ),
        // Conversations and activity (issue 19 §2): the whole team's, on its own plan; a thread
        // of another plan is not found (infra/local/tests/integration/conversations.rs proves
        // it on a thread that exists).
        call(
            "GET",
            "/api/v1/conversations",
            "/api/v1/conversations?section=/steps/aspirational-vision/mission-statement".into(),
            Empty,
            [401, 200, 200, 200],
        ),
        row(
            "POST",
            "/api/v1/conversations",
            Json(
                json!({"route_path": "/steps/aspirational-vision/mission-statement", "body": "Can we shorten this?"}),
            ),
            [401, 201, 201, 201],
        ),
        row(
            "GET",
            "/api/v1/conversations/open",
            Empty,
            [401, 200, 200, 200],
        ),
        call(
            "POST",
            "/api/v1/conversations/{id}/comments",
            "/api/v1/conversations/01JZZZZZZZZZZZZZZZZZZZZZZZ/comments".into(),
            Json(json!({"body": "Done."})),
            [401, 404, 404, 404],
        ),
        call(
            "POST",
            "/api/v1/conversations/{id}/resolve",
            "/api/v1/conversations/01JZZZZZZZZZZZZZZZZZZZZZZZ/resolve".into(),
            Empty,
            [401, 404, 404, 404],
        ),
        call(
            "POST",
            "/api/v1/conversations/{id}/reopen",
            "/api/v1/conversations/01JZZZZZZZZZZZZZZZZZZZZZZZ/reopen".into(),
            Empty,
            [401, 404, 404, 404],
        ),
        row("GET", "/api/v1/activity", Empty, [401, 200, 200, 200]),
        // another owner's organization has nobody on the module to give a due date
        row(
            "POST",
            "/api/v1/assignment-due",
            Json(json!({"route_path": "/steps/gift-pyramid", "due_date": "2026-12-01"})),
            [401, 403, 422, 200],
        ),
        row(
            "DELETE",
            "/api/v1/remove-assignee",
            Json(json!({"route_path": "/steps/gift-pyramid", "assignee_id": w.member.user.id})),
            [401, 403, 200, 200],
        ),
        row(
            "DELETE",
            "/api/v1/users",
            Json(json!({"id": w.bob.user.id})),
            [401, 403, 404, 200],
        ),
    ];
    // budget: any signed-in user, on their own organization's plan
    let program = w.budget.program.clone();
    v.push(Row {
        method: "GET",
        path: "/api/v1/expenses",
        call: Some(format!("/api/v1/expenses?program_id={program}")),
        body: Body::Empty,
        expect: [401, 200, 404, 200],
    });
    v.push(row(
        "POST",
        "/api/v1/expenses",
        Body::Json(json!({"expenses": [{"expense_type": "finance_fees",
            "expense_description": "Payroll service", "expense_cost": "1,200.50",
            "expenseable_type": "CoreProgram", "expenseable_id": program}]})),
        [401, 200, 404, 200],
    ));
    v.push(Row {
        method: "DELETE",
        path: "/api/v1/expenses/{id}",
        call: Some("/api/v1/expenses/{expense}".into()),
        body: Body::Empty,
        expect: [401, 200, 404, 200],
    });
    v.push(Row {
        method: "DELETE",
        path: "/api/v1/organization-expenses/{id}",
        call: Some("/api/v1/organization-expenses/{overhead}".into()),
        body: Body::Empty,
        expect: [401, 200, 404, 200],
    });
    v.push(row(
        "POST",
        "/api/v1/organization-expenses",
        Body::Json(json!({"expenses": [{"expense_type": "finance_fees",
            "expense_description": "Audit", "expense_cost": 14000}]})),
        [401, 200, 200, 200],
    ));
    v.push(row(
        "POST",
        "/api/v1/revenues",
        Body::Json(json!({"revenues": [{"revenue_category": "annual_overhead",
            "revenue_type": "Earned Revenue", "revenue_name": "Tuition", "revenue_cost": 0}]})),
        [401, 200, 200, 200],
    ));
    for path in [
        "/api/v1/organization-expenses",
        "/api/v1/revenues",
        "/api/v1/total_fundraising_goal/annual_operating_budget_summary_year_1",
        "/api/v1/total_fundraising_goal/annual_fundraising_goals_3years",
        "/api/v1/total_fundraising_goal/projects_total_3_year_fundraising_goal",
        "/api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years",
    ] {
        v.push(row("GET", path, Body::Empty, [401, 200, 200, 200]));
    }
    v.push(Row {
        method: "POST",
        path: "/api/v1/payments/url",
        call: None,
        body: Json(json!({"plan": "pro", "term": "month"})),
        expect: [401, 403, 409, 409],
    });
    v.extend(planning_rows());
    v.extend(document_rows());
    v.extend(closing_rows());
    v.extend(casedoc_rows());
    // Last, since they end sessions (the matrix calls them with new sessions, see
    // ENDS_SESSIONS): every signed-in user may end their own.
    v.push(row(
        "POST",
        "/api/v1/auth/logout",
        Empty,
        [401, 200, 200, 200],
    ));
    v.push(row(
        "POST",
        "/api/v1/auth/logout-everywhere",
        Empty,
        [401, 200, 200, 200],
    ));
    v
}

/// Operations that end the session they are called with: the matrix calls each with a new
/// session of the role's user, so the world's tokens go on working.
const ENDS_SESSIONS: [&str; 2] = ["/api/v1/auth/logout", "/api/v1/auth/logout-everywhere"];

#[tokio::test]
async fn every_endpoint_answers_each_role_as_the_matrix_says() {
    let w = world().await;
    let rows = rows(&w);

    // Every documented operation has a row, and every row is a documented operation (or the
    // trailing-slash alias of one).
    let doc = serde_json::to_value(fundplan_local::openapi::document()).unwrap();
    let documented: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, ops)| {
            ops.as_object()
                .unwrap()
                .keys()
                .map(move |m| (m.to_uppercase(), path.clone()))
        })
        .collect();
    let covered: BTreeSet<(String, String)> = rows
        .iter()
        .map(|r| (r.method.to_string(), r.path.to_string()))
        .collect();
    let missing: Vec<_> = documented.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "endpoints without a row in the role matrix: {missing:?}"
    );
    let unknown: Vec<_> = covered
        .difference(&documented)
        .filter(|(_, p)| p != "/api/v1/payments/url")
        .collect();
    assert!(
        unknown.is_empty(),
        "rows for undocumented endpoints: {unknown:?}"
    );

    let mut failures = Vec::new();
    for r in &rows {
        for (i, who) in [Who::Nobody, Who::Member, Who::OtherOwner, Who::Owner]
            .into_iter()
            .enumerate()
        {
            let seeded = match who {
                Who::Nobody => None,
                Who::Member => Some(&w.member),
                Who::OtherOwner => Some(&w.other),
                Who::Owner => Some(&w.owner),
            };
            let token = seeded.map(|s| {
                if ENDS_SESSIONS.contains(&r.path) {
                    w.app.relogin(s)
                } else {
                    s.token.clone()
                }
            });
            let path = r.call.clone().unwrap_or_else(|| r.path.to_string());
            let path = w.budget.for_role(&path, who);
            let reply = send(&w.app, r, &path, token.as_deref()).await;
            if reply.status.as_u16() != r.expect[i] {
                failures.push(format!(
                    "{} {} as {who:?}: {} (expected {}) {}",
                    r.method,
                    path,
                    reply.status.as_u16(),
                    r.expect[i],
                    reply.body
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "role matrix broken:\n{}",
        failures.join("\n")
    );
}

#[tokio::test]
async fn an_owner_never_reads_another_organizations_data() {
    let w = world().await;
    let nav = json!({"steps_nav_status": {"/steps/getting-started/welcome": 1}});
    assert_eq!(
        w.app
            .post("/api/v1/steps-nav-status", Some(&w.owner.token), nav)
            .await
            .status,
        StatusCode::OK
    );
    w.app.seed_subscription(&w.owner.user.org_id, 30).await;
    for path in [
        "/api/v1/organizations",
        "/api/v1/users/team-members",
        "/api/v1/steps-nav-status",
        "/api/v1/me/subscription_details",
        "/api/v1/onboarding/status",
        "/api/v1/organization-expenses",
        "/api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years",
    ] {
        let theirs = w.app.get(path, Some(&w.other.token)).await.body.to_string();
        for secret in [
            w.owner.user.org_id.as_str(),
            "owner@example.org",
            "member@example.org",
            "pending@example.org",
        ] {
            assert!(
                !theirs.contains(secret),
                "{path} shows {secret} to another organization"
            );
        }
    }
    let nav = w
        .app
        .get("/api/v1/steps-nav-status", Some(&w.other.token))
        .await
        .body;
    assert_eq!(
        nav["steps_nav_status"]["/steps/getting-started/welcome"], 0,
        "progress is not shared"
    );
    // Both organizations pay; each reads its own subscription (the owner's runs 300 days, the
    // other's 30).
    let details = |token: String| {
        let app = &w.app;
        async move {
            app.get("/api/v1/me/subscription_details", Some(&token))
                .await
                .body["subscription_details"]["subscription_end_date"]
                .clone()
        }
    };
    w.app.seed_subscription(&w.owner.user.org_id, 300).await;
    let (mine, theirs) = (
        details(w.owner.token.clone()).await,
        details(w.other.token.clone()).await,
    );
    assert!(mine.is_string() && theirs.is_string(), "{mine} {theirs}");
    assert_ne!(mine, theirs, "the subscription is not shared");
}

// The planning function: every signed-in user of the organization reads and writes the plan;
// another organization's owner gets 404 on this organization's programs and projects.

const PROGRAM: &str = "01roles0program0kept000000";
const PROGRAM_GONE: &str = "01roles0program0deleted000";
const PROJECT: &str = "01roles0project0kept000000";
const PROJECT_GONE: &str = "01roles0project0deleted000";

/// Two core programs and two new projects of `owner`'s organization, with fixed ids.
async fn seed_plan(app: &TestApp, owner: &Seeded) {
    use fundplan_data::plan::{EntryKind, entries::new_entry};
    for (kind, ids, names) in [
        (
            EntryKind::Program,
            [PROGRAM, PROGRAM_GONE],
            ["Adult Basic Literacy", "Workplace English"],
        ),
        (
            EntryKind::Project,
            [PROJECT, PROJECT_GONE],
            ["Mobile Learning Van", "Digital Skills Lab"],
        ),
    ] {
        fundplan_data::ops::save_entries(
            &fundplan_data::OrgScope::of_verified(app.table.clone(), &owner.user.org_id),
            kind,
            |l| {
                for (id, name) in ids.iter().zip(names) {
                    l.entries.push(new_entry(
                        id.to_string(),
                        name.into(),
                        "What it does.".into(),
                        0,
                    ));
                }
                Ok::<_, fundplan_ports::StoreError>(())
            },
        )
        .await
        .expect("seed the plan");
    }
}

/// `{category_id, question_id, answer}` for the catalogue's question `key`.
fn answer_body(key: &str) -> Value {
    let q = fundplan_domain::questions::catalogue()
        .by_key(key)
        .unwrap_or_else(|| panic!("no question {key}"));
    json!({"category_id": q.category_id, "question_id": q.id, "answer": "Riverbend's answer."})
}

fn question_id(key: &str) -> u32 {
    fundplan_domain::questions::catalogue()
        .by_key(key)
        .expect("a question")
        .id
}

/// Calls `r` at `path` with `token`, with the row's body.
async fn send(app: &TestApp, r: &Row, path: &str, token: Option<&str>) -> fundplan_testkit::Reply {
    match &r.body {
        Body::Empty => app.call(r.method, path, token, None).await,
        Body::Json(v) => app.call(r.method, path, token, Some(v.clone())).await,
        Body::Multipart(fields) => {
            app.multipart(
                r.method,
                path,
                token,
                fields,
                &[("logo", "logo.png", &png(512))],
            )
            .await
        }
        Body::Fields(fields) => app.multipart(r.method, path, token, fields, &[]).await,
        Body::Upload(fields, field, bytes) => {
            app.multipart(
                r.method,
                path,
                token,
                fields,
                &[(field, "picture.png", bytes)],
            )
            .await
        }
    }
}

/// The operations the OpenAPI document gates behind an active subscription (those with a 402).
fn gated_operations() -> BTreeSet<(String, String)> {
    let doc = serde_json::to_value(fundplan_local::openapi::document()).unwrap();
    let mut out = BTreeSet::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            if op["responses"].get("402").is_some() {
                out.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    out
}

#[tokio::test]
async fn every_plan_and_document_operation_answers_402_to_an_organization_without_an_active_subscription()
 {
    let w = world().await;
    let gated = gated_operations();
    // The plan and the documents are gated; the account, the organization, the team, onboarding
    // and billing (where an owner pays) are not.
    for (method, path) in [
        ("GET", "/api/v1/questions/{key}"),
        ("POST", "/api/v1/answers"),
        ("POST", "/api/v1/core-programs"),
        ("POST", "/api/v1/expenses"),
        ("GET", "/api/v1/gift-pyramid"),
        ("POST", "/api/v1/success-stories"),
        ("POST", "/api/v1/documents"),
        ("GET", "/api/v1/case-statements"),
        ("POST", "/api/v1/case-statements/upload"),
        ("GET", "/api/v1/steps-nav-status"),
    ] {
        assert!(
            gated.contains(&(method.to_string(), path.to_string())),
            "{method} {path} is not gated"
        );
    }
    for path in [
        "/api/v1/me",
        "/api/v1/organizations",
        "/api/v1/payments/url/",
        "/api/v1/onboarding/status",
        "/api/v1/users/team-members",
    ] {
        assert!(!gated.iter().any(|(_, p)| p == path), "{path} is gated");
    }

    // An owner who never paid, a member of that organization, and an owner whose paid period
    // has just ended.
    let unpaid = w.app.seed_owner("unpaid@example.org").await;
    let unpaid_member = w
        .app
        .seed_member(&unpaid, "unpaid-member@example.org")
        .await;
    let lapsed = w.app.seed_owner("lapsed@example.org").await;
    w.app.seed_subscription(&lapsed.user.org_id, 0).await;

    let rows = rows(&w);
    let before = w.app.item_count().await;
    let mut failures = Vec::new();
    let mut checked = 0;
    for r in rows
        .iter()
        .filter(|r| gated.contains(&(r.method.to_string(), r.path.to_string())))
    {
        let path = r.call.clone().unwrap_or_else(|| r.path.to_string());
        for (who, seeded, message) in [
            ("unpaid owner", &unpaid, m::SUBSCRIPTION_REQUIRED_OWNER),
            ("member", &unpaid_member, m::SUBSCRIPTION_REQUIRED_MEMBER),
            ("lapsed owner", &lapsed, m::SUBSCRIPTION_REQUIRED_OWNER),
        ] {
            let reply = send(&w.app, r, &path, Some(&seeded.token)).await;
            checked += 1;
            if reply.status != StatusCode::PAYMENT_REQUIRED
                || reply.body["error"] != message
                || reply.body["code"] != "subscription_inactive"
            {
                failures.push(format!(
                    "{} {path} as the {who}: {} {}",
                    r.method, reply.status, reply.body
                ));
            }
        }
    }
    assert!(checked >= 3 * 40, "only {checked} calls checked");
    assert!(failures.is_empty(), "not refused:\n{}", failures.join("\n"));
    assert_eq!(
        w.app.item_count().await,
        before,
        "a refused call wrote something"
    );

    // Paying opens the plan at once: the same token now reads it.
    w.app.seed_subscription(&unpaid.user.org_id, 30).await;
    let nav = w
        .app
        .get("/api/v1/steps-nav-status", Some(&unpaid_member.token))
        .await;
    assert_eq!(nav.status, StatusCode::OK, "{}", nav.body);
}

fn call(
    method: &'static str,
    path: &'static str,
    call: String,
    body: Body,
    expect: [u16; 4],
) -> Row {
    Row {
        method,
        path,
        call: Some(call),
        body,
        expect,
    }
}

fn planning_rows() -> Vec<Row> {
    use Body::*;
    let everyone = [401, 200, 200, 200];
    // Saving a list that names a program of this organization: the other owner's is not found.
    let own = [401, 200, 404, 200];
    let program = json!({"corePrograms": [{"id": PROGRAM, "program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."}]});
    let project = json!({"projects": [{"id": PROJECT, "project_name": "Mobile Learning Van", "project_description": "A van for three townships."}]});
    let program_question = question_id("finalizing_your_budget_goal");
    let project_question = question_id("new_project_goals_rationale_goals");
    vec![
        call(
            "GET",
            "/api/v1/questions/{key}",
            "/api/v1/questions/mission_statement".into(),
            Empty,
            everyone,
        ),
        call(
            "GET",
            "/api/v1/answers",
            "/api/v1/answers?question_id=304".into(),
            Empty,
            everyone,
        ),
        // The member saves it first; the owner's save of the same text is no conflict.
        row(
            "POST",
            "/api/v1/answers",
            Json(answer_body("mission_statement")),
            everyone,
        ),
        call(
            "GET",
            "/api/v1/answers/core_program/{programId}",
            format!("/api/v1/answers/core_program/{PROGRAM}"),
            Empty,
            own,
        ),
        call(
            "POST",
            "/api/v1/answers/core_program/{programId}",
            format!("/api/v1/answers/core_program/{PROGRAM}"),
            Json(answer_body("finalizing_your_budget_goal")),
            own,
        ),
        call(
            "GET",
            "/api/v1/answers/project/{projectId}",
            format!("/api/v1/answers/project/{PROJECT}"),
            Empty,
            own,
        ),
        call(
            "POST",
            "/api/v1/answers/project/{projectId}",
            format!("/api/v1/answers/project/{PROJECT}"),
            Json(answer_body("new_project_goals_rationale_goals")),
            own,
        ),
        call(
            "GET",
            "/api/v1/answers/core_programs",
            format!("/api/v1/answers/core_programs?question_id={program_question}"),
            Empty,
            everyone,
        ),
        call(
            "GET",
            "/api/v1/answers/projects",
            format!("/api/v1/answers/projects?question_id={project_question}"),
            Empty,
            everyone,
        ),
        row("GET", "/api/v1/core-programs", Empty, everyone),
        // Versions (issue 19 §1): anyone of the team saves and reads its own plan's; a version
        // of another plan is not found.
        row(
            "POST",
            "/api/v1/versions",
            Json(json!({"name": "Approved by the board"})),
            [401, 201, 201, 201],
        ),
        row("GET", "/api/v1/versions", Empty, everyone),
        call(
            "GET",
            "/api/v1/versions/{version_id}/compare",
            "/api/v1/versions/01JZZZZZZZZZZZZZZZZZZZZZZZ/compare".to_string(),
            Empty,
            [401, 404, 404, 404],
        ),
        call(
            "POST",
            "/api/v1/versions/{version_id}/restore",
            "/api/v1/versions/01JZZZZZZZZZZZZZZZZZZZZZZZ/restore".to_string(),
            Json(json!({"section": "vision"})),
            [401, 404, 404, 404],
        ),
        // The whole plan out and back in (issue 19 §4): the owner's alone; a body that is no
        // plan file is refused (each owner's plan here is not empty, but the file is read first).
        row("GET", "/api/v1/plan/export", Empty, [401, 403, 200, 200]),
        row(
            "POST",
            "/api/v1/plan/import",
            Json(json!({})),
            [401, 403, 422, 422],
        ),
        call(
            "POST",
            "/api/v1/versions/{version_id}/open",
            "/api/v1/versions/01JZZZZZZZZZZZZZZZZZZZZZZZ/open".to_string(),
            Empty,
            [401, 404, 404, 404],
        ),
        row("POST", "/api/v1/core-programs", Json(program.clone()), own),
        row("PUT", "/api/v1/core-programs", Json(program), own),
        row("GET", "/api/v1/projects", Empty, everyone),
        row("POST", "/api/v1/projects", Json(project), own),
        // The member deletes it, so the owner finds it gone (404): the owner's own deletion is
        // in `deleting_a_program_or_project_answers_each_role`.
        call(
            "DELETE",
            "/api/v1/core-programs/{id}",
            format!("/api/v1/core-programs/{PROGRAM_GONE}"),
            Empty,
            [401, 200, 404, 404],
        ),
        call(
            "DELETE",
            "/api/v1/projects/{id}",
            format!("/api/v1/projects/{PROJECT_GONE}"),
            Empty,
            [401, 200, 404, 404],
        ),
    ]
}

#[tokio::test]
async fn deleting_a_program_or_project_answers_each_role() {
    let w = world().await;
    for (path, id) in [("core-programs", PROGRAM), ("projects", PROJECT)] {
        let url = format!("/api/v1/{path}/{id}");
        assert_eq!(
            w.app.call("DELETE", &url, None, None).await.status,
            StatusCode::UNAUTHORIZED
        );
        let other = w.app.call("DELETE", &url, Some(&w.other.token), None).await;
        assert_eq!(
            other.status,
            StatusCode::NOT_FOUND,
            "another organization's {path}"
        );
        let owner = w.app.call("DELETE", &url, Some(&w.owner.token), None).await;
        assert_eq!(owner.status, StatusCode::OK, "{}", owner.body);
    }
    for (path, id) in [("core-programs", PROGRAM_GONE), ("projects", PROJECT_GONE)] {
        let url = format!("/api/v1/{path}/{id}");
        let member = w
            .app
            .call("DELETE", &url, Some(&w.member.token), None)
            .await;
        assert_eq!(member.status, StatusCode::OK, "{}", member.body);
    }
    let left = w
        .app
        .get("/api/v1/core-programs", Some(&w.owner.token))
        .await;
    assert_eq!(left.body, json!({"corePrograms": []}));
}

#[tokio::test]
async fn another_organization_never_reads_the_plan() {
    let w = world().await;
    let body = answer_body("finalizing_your_budget_goal");
    let r = w
        .app
        .post(
            &format!("/api/v1/answers/core_program/{PROGRAM}"),
            Some(&w.owner.token),
            body,
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    for path in [
        "/api/v1/core-programs".to_string(),
        "/api/v1/projects".to_string(),
        format!(
            "/api/v1/answers/core_programs?question_id={}",
            question_id("finalizing_your_budget_goal")
        ),
        "/api/v1/steps-nav-status".to_string(),
    ] {
        let theirs = w.app.get(&path, Some(&w.other.token)).await;
        assert_eq!(theirs.status, StatusCode::OK);
        let text = theirs.body.to_string();
        for secret in [
            PROGRAM,
            PROJECT,
            "Adult Basic Literacy",
            "Mobile Learning Van",
            "Riverbend's answer.",
        ] {
            assert!(
                !text.contains(secret),
                "{path} shows {secret} to another organization"
            );
        }
    }
}

/// The owner's document job the documents rows read.
const DOCUMENT_JOB: &str = "01roles0document0job000000";

async fn seed_document_job(app: &TestApp, owner: &Seeded) {
    use fundplan_data::jobs::{JobRecord, JobState, create_job};
    let now = app.state.now();
    let job = JobRecord {
        id: DOCUMENT_JOB.into(),
        kind: "fundraising_goals".into(),
        identity: None,
        state: JobState::Queued,
        progress: 0,
        input_hash: None,
        blob_key: None,
        file_name: "Acme Trust Understanding Your Fundraising Goals.pdf".into(),
        error: None,
        attempts: 0,
        created_at: now,
        updated_at: now,
        plan_version: None,
    };
    create_job(
        &fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id),
        &job,
    )
    .await
    .expect("document job seeded");
}

/// Documents: any signed-in user queues a document of their own organization and reads its
/// jobs; another organization's job is not found.
fn document_rows() -> Vec<Row> {
    vec![
        row(
            "POST",
            "/api/v1/documents",
            Body::Json(json!({"kind": "fundraising_goals"})),
            [401, 202, 202, 202],
        ),
        Row {
            method: "GET",
            path: "/api/v1/documents/{id}",
            call: Some(format!("/api/v1/documents/{DOCUMENT_JOB}")),
            body: Body::Empty,
            expect: [401, 200, 404, 200],
        },
    ]
}
// The closing function: every signed-in user of the organization reads and writes the closing
// modules; another organization's owner never reaches this organization's stories or chart.

const STORY: &str = "01roles0story0kept00000000";
const STORY_GONE: &str = "01roles0story0deleted00000";
const BENEFIT: &str = "01roles0benefit0kept000000";
const BENEFIT_GONE: &str = "01roles0benefit0deleted000";

/// Two success stories and a two-row benefit chart of `owner`'s organization, with fixed ids
/// (version 1 each).
async fn seed_closing(app: &TestApp, owner: &Seeded) {
    use fundplan_data::closing::{BenefitEntry, StewardshipRecord, StoriesRecord, StoryEntry};
    let org = &fundplan_data::OrgScope::of_verified(app.table.clone(), &owner.user.org_id);
    let stories = StoriesRecord {
        stories: vec![
            StoryEntry {
                id: STORY.into(),
                user_story: "Rosa reads to her grandson every night.".into(),
                order: 1,
            },
            StoryEntry {
                id: STORY_GONE.into(),
                user_story: "Ahmed passed his forklift exam.".into(),
                order: 2,
            },
        ],
    };
    fundplan_data::ops::save_stories(org, &stories, None)
        .await
        .expect("seed the stories");
    let chart = StewardshipRecord {
        rows: vec![
            BenefitEntry {
                id: BENEFIT.into(),
                name: "Name on the donor wall".into(),
                ticks: vec![50_000_000, 25_000_000, 10_000_000, 5_000_000, 2_500_000],
            },
            BenefitEntry {
                id: BENEFIT_GONE.into(),
                name: "Program visit".into(),
                ticks: vec![50_000_000, 25_000_000],
            },
        ],
    };
    fundplan_data::ops::save_stewardship(org, &chart, None)
        .await
        .expect("seed the chart");
}

fn closing_rows() -> Vec<Row> {
    use Body::*;
    let everyone = [401, 200, 200, 200];
    // A save of the stored list at version 1: the member's writes version 2, the owner's (now
    // stale, but the same list) is answered as stored; the other owner's organization has no
    // such list (409: their list is at version 0).
    let stories = json!({"version": 1, "stories": [
        {"id": STORY, "order": 1, "user_story": "Rosa reads to her grandson every night."},
        {"id": STORY_GONE, "order": 2, "user_story": "Ahmed passed his forklift exam."}]});
    let chart = json!({"version": 1, "stewardships": [
        {"id": BENEFIT, "benefit": {"benefit_name": "Name on the donor wall", "prospect":
            {"1000000": true, "500000": true, "250000": true, "100000": true, "25000": true, "Various (<$25k)": false}}},
        {"id": BENEFIT_GONE, "benefit": {"benefit_name": "Program visit", "prospect":
            {"1000000": true, "500000": true}}}]});
    // $25,000 is a level of the standard chart of every goal from $500,000 to $3,500,000.
    let levels = json!([{"giftAmount": 25000, "prospectNames": {"0": "Harlan Family Foundation"}}]);
    vec![
        row("GET", "/api/v1/success-stories", Empty, everyone),
        row(
            "POST",
            "/api/v1/success-stories",
            Json(stories),
            [401, 200, 409, 200],
        ),
        // The member deletes it, so the owner finds it gone (404).
        call(
            "DELETE",
            "/api/v1/success-stories/{id}",
            format!("/api/v1/success-stories/{STORY_GONE}"),
            Empty,
            [401, 200, 404, 404],
        ),
        row("GET", "/api/v1/pitch-training", Empty, everyone),
        row("GET", "/api/v1/prospects", Empty, everyone),
        row(
            "POST",
            "/api/v1/prospects",
            Json(json!({"prospectRatio": 4, "prospectNames": {"25000": ["Mill Street Bank"]}})),
            everyone,
        ),
        row("GET", "/api/v1/gift-pyramid", Empty, everyone),
        row(
            "POST",
            "/api/v1/gift-pyramid",
            Json(json!({"levels": levels.to_string()})),
            everyone,
        ),
        row(
            "PUT",
            "/api/v1/gift-chart",
            Json(json!({"leadShare": 25})),
            everyone,
        ),
        row(
            "PATCH",
            "/api/v1/gift_pyramid/increment_download_flag",
            Json(json!({})),
            everyone,
        ),
        row("GET", "/api/v1/stewardships", Empty, everyone),
        row(
            "POST",
            "/api/v1/stewardships",
            Json(chart),
            [401, 200, 409, 200],
        ),
        call(
            "DELETE",
            "/api/v1/stewardships/{id}",
            format!("/api/v1/stewardships/{BENEFIT_GONE}"),
            Empty,
            [401, 200, 404, 404],
        ),
        row("GET", "/api/v1/policies-and-procedures", Empty, everyone),
        row(
            "POST",
            "/api/v1/policies-and-procedures",
            Json(json!({"pledge_form": true, "gift_acceptance_policy": true})),
            everyone,
        ),
        row(
            "PATCH",
            "/api/v1/policies_and_procedures/increment_download_flag",
            Json(json!({"identity": "pledge_form"})),
            everyone,
        ),
        row(
            "GET",
            "/api/v1/fundraising-collateral-status",
            Empty,
            everyone,
        ),
        row("GET", "/api/v1/certificate", Empty, everyone),
    ]
}

#[tokio::test]
async fn another_organization_never_reads_the_closing_modules() {
    let w = world().await;
    let (owner, other) = (w.owner.token.as_str(), w.other.token.as_str());
    let r = w
        .app
        .post(
            "/api/v1/prospects",
            Some(owner),
            json!({"prospectRatio": 5, "prospectNames": {"25000": ["Eleanor Voss"]}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let r = w
        .app
        .post(
            "/api/v1/policies-and-procedures",
            Some(owner),
            json!({"naming_rights_policy": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    for path in [
        "/api/v1/success-stories",
        "/api/v1/prospects",
        "/api/v1/gift-pyramid",
        "/api/v1/stewardships",
        "/api/v1/pitch-training",
        "/api/v1/certificate",
    ] {
        let theirs = w.app.get(path, Some(other)).await;
        assert_eq!(theirs.status, StatusCode::OK, "{path}");
        let text = theirs.body.to_string();
        for secret in [
            STORY,
            "Rosa reads to her grandson",
            "Eleanor Voss",
            BENEFIT,
            "Program visit",
            "owner@example.org",
        ] {
            assert!(
                !text.contains(secret),
                "{path} shows {secret} to another organization"
            );
        }
    }
    let theirs = w
        .app
        .get("/api/v1/policies-and-procedures", Some(other))
        .await;
    assert_eq!(theirs.body["foundational"]["naming_rights_policy"], false);
    let theirs = w.app.get("/api/v1/prospects", Some(other)).await;
    assert_eq!(theirs.body["prospectRatio"], 3, "the ratio is not shared");
    let theirs = w.app.get("/api/v1/stewardships", Some(other)).await;
    assert_eq!(theirs.body["version"], 0, "their chart is the default one");
}

// The case document: every signed-in user of the organization reads and edits it; another
// organization's owner reaches neither this organization's story slots nor its images.

const CASE_IMAGE: &str = "01roles0case0image00000000";

/// A 1 × 1 PNG (a real image: the upload decodes what it stores).
const TINY_PNG: &[u8] = b"\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90\x77\x53\xde\x00\x00\x00\x0c\x49\x44\x41\x54\x78\xda\x63\xe8\x51\x64\x01\x00\x01\xee\x00\xb2\x2d\xb2\x3d\xde\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82";

/// One stored image of `owner`'s case document, with a fixed id.
async fn seed_casedoc(app: &TestApp, owner: &Seeded) {
    use fundplan_data::casedoc::write::{NewImage, store_image};
    let image = NewImage {
        id: CASE_IMAGE.into(),
        order: 9,
        kind: fundplan_domain::image::ImageKind::Png,
        bytes: TINY_PNG.to_vec(),
        width: 1,
        height: 1,
        print: None,
    };
    store_image(
        &fundplan_data::OrgScope::of_verified(app.table.clone(), &owner.user.org_id),
        app.state.blobs.as_ref(),
        image,
        None,
    )
    .await
    .expect("seed a case image");
}

fn casedoc_rows() -> Vec<Row> {
    use Body::*;
    let everyone = [401, 200, 200, 200];
    let story = format!("/api/v1/case-statements/overrides/story:{STORY}");
    vec![
        row("GET", "/api/v1/case-statements", Empty, everyone),
        // The story is this organization's: another owner's document has no such slot.
        call(
            "PUT",
            "/api/v1/case-statements/overrides/{slot}",
            story.clone(),
            Json(json!({"text": "Rosa reads to her grandson and his sister."})),
            [401, 200, 404, 200],
        ),
        call(
            "DELETE",
            "/api/v1/case-statements/overrides/{slot}",
            story,
            Empty,
            [401, 200, 404, 200],
        ),
        // The member's upload fills order 3 (201); the owner's replaces it (200); the other
        // owner's fills their own document's order 3.
        row(
            "POST",
            "/api/v1/case-statements/upload",
            Upload(
                vec![("order", "3"), ("page_no", "1")],
                "image",
                TINY_PNG.to_vec(),
            ),
            [401, 201, 201, 200],
        ),
        // The member removes it, so the owner finds it gone; the other owner never had it.
        row(
            "DELETE",
            "/api/v1/case-statements/remove-image",
            Json(json!({"id": CASE_IMAGE})),
            [401, 204, 404, 404],
        ),
    ]
}

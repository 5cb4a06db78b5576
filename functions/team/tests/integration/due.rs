//! Due dates of assignments and their reminders (issue 19 §3), on both stores.

use axum::http::StatusCode;
use fundplan_data::OrgScope;
use fundplan_domain::messages as m;
use fundplan_ports::StoreError;
use fundplan_testkit::{OPERATOR_KEY, Seeded, TestApp};
use serde_json::{Value, json};
use time::macros::datetime;

const MISSION: &str = "/steps/aspirational-vision/mission-statement";
const PYRAMID: &str = "/steps/gift-pyramid";

async fn assign(app: &TestApp, owner: &Seeded, path: &str, who: &Seeded) {
    app.ok(
        "POST",
        "/api/v1/update-assignee",
        owner,
        Some(json!({"route_path": path, "assignee_id": who.user.id})),
    )
    .await;
}

async fn set_due(app: &TestApp, who: &Seeded, path: &str, day: Value) -> fundplan_testkit::Reply {
    app.post(
        "/api/v1/assignment-due",
        Some(&who.token),
        json!({"route_path": path, "due_date": day}),
    )
    .await
}

/// Runs the schedule's job as the Lambda does, and returns the e-mails it sent.
async fn run(app: &TestApp) -> (fundplan_team::DueRun, Vec<(String, String, String)>) {
    let before = app.emails().await.len();
    let run = fundplan_team::send_due_reminders(&app.state).await.unwrap();
    let sent = app.emails().await[before..]
        .iter()
        .map(|e| (e.to.clone(), e.subject.clone(), e.text.clone()))
        .collect();
    (run, sent)
}

#[tokio::test]
async fn an_assignment_takes_a_due_date_only_from_its_owner_for_an_assigned_page_and_a_real_day() {
    for app in TestApp::both(fundplan_team::routes()).await {
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let mia = app.seed_member(&owner, "mia@example.org").await;
        let r = set_due(&app, &owner, MISSION, json!("2026-12-01")).await;
        assert_eq!(
            (r.status, r.error()),
            (StatusCode::UNPROCESSABLE_ENTITY, m::DUE_DATE_UNASSIGNED),
            "{store}: nobody is assigned yet"
        );
        assign(&app, &owner, MISSION, &mia).await;
        for (day, message) in [
            ("1 December", m::DUE_DATE_INVALID),
            ("2026-02-30", m::DUE_DATE_INVALID),
            ("2026-11-19", m::DUE_DATE_PAST),
            ("2032-01-01", m::DUE_DATE_TOO_FAR),
        ] {
            let r = set_due(&app, &owner, MISSION, json!(day)).await;
            assert_eq!(
                (r.status, r.error()),
                (StatusCode::UNPROCESSABLE_ENTITY, message),
                "{store}: {day}"
            );
        }
        let r = set_due(&app, &owner, "/steps/nowhere", json!("2026-12-01")).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        let r = set_due(&app, &mia, MISSION, json!("2026-12-01")).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{store}: a member");
        assert!(
            app.state
                .directory()
                .organizations_with_due_dates()
                .await
                .unwrap()
                .is_empty(),
            "{store}: nothing was written"
        );

        let r = set_due(&app, &owner, MISSION, json!("2026-12-01")).await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(
            r.body["due_dates"],
            json!({MISSION: "2026-12-01"}),
            "{store}"
        );
        let listed = app
            .state
            .directory()
            .organizations_with_due_dates()
            .await
            .unwrap();
        assert_eq!(
            listed.iter().map(OrgScope::org_id).collect::<Vec<_>>(),
            [owner.user.org_id.as_str()],
            "{store}: the schedule finds the organization"
        );

        // Taking the last assignee off takes the due date off, and the organization off the list.
        let r = app
            .call(
                "DELETE",
                "/api/v1/remove-assignee",
                Some(&owner.token),
                Some(json!({"route_path": MISSION, "assignee_id": mia.user.id})),
            )
            .await;
        assert_eq!(r.body["due_dates"], json!({}), "{store}");
        assert!(
            app.state
                .directory()
                .organizations_with_due_dates()
                .await
                .unwrap()
                .is_empty(),
            "{store}"
        );
        // A due date is taken off with none.
        assign(&app, &owner, MISSION, &mia).await;
        set_due(&app, &owner, MISSION, json!("2026-12-01")).await;
        let r = set_due(&app, &owner, MISSION, Value::Null).await;
        assert_eq!(
            (r.status, r.body["due_dates"].clone()),
            (StatusCode::OK, json!({})),
            "{store}"
        );
    }
}

#[tokio::test]
async fn assignees_are_reminded_two_days_before_and_on_the_day_and_owners_weekly_of_what_is_overdue_each_once()
 {
    for app in TestApp::both(fundplan_team::routes()).await {
        let store = app.store_name();
        let owner = app.seed_owner("olive@example.org").await;
        let mia = app.seed_member(&owner, "mia@example.org").await;
        assign(&app, &owner, MISSION, &mia).await;
        assign(&app, &owner, PYRAMID, &mia).await;
        // Saturday 21 November 2026, 12:00 UTC.
        set_due(&app, &owner, MISSION, json!("2026-11-23")).await;
        set_due(&app, &owner, PYRAMID, json!("2026-11-24")).await;

        let (r, sent) = run(&app).await;
        assert_eq!(
            (r.day.as_str(), r.reminders_sent),
            ("2026-11-21", 1),
            "{store}"
        );
        assert_eq!(sent.len(), 1, "{store}: {sent:?}");
        let (to, subject, text) = &sent[0];
        assert_eq!(
            (to.as_str(), subject.as_str()),
            ("mia@example.org", "Due in 2 days: Mission Statement"),
            "{store}"
        );
        assert!(
            text.contains(
                "Mission Statement in module 3: Aspirational Vision is due in 2 days, Monday, November 23, 2026."
            ) && text.contains(&format!("http://localhost:3000{MISSION}")),
            "{store}: {text}"
        );
        let (r, sent) = run(&app).await;
        assert_eq!(
            (sent.len(), r.already_sent),
            (0, 1),
            "{store}: a second run sends nothing again"
        );

        // Sunday: the mission's "due soon" went yesterday; the pyramid's goes now.
        app.clock.set(datetime!(2026-11-22 13:00 UTC));
        let (_, sent) = run(&app).await;
        assert_eq!(
            sent.iter().map(|s| s.1.as_str()).collect::<Vec<_>>(),
            ["Due in 2 days: Module 12: Gift Pyramid"],
            "{store}"
        );

        // Monday, 14:00: the mission is due today. No summary: nothing is overdue yet.
        app.clock.set(datetime!(2026-11-23 14:00 UTC));
        let (r, sent) = run(&app).await;
        assert_eq!(
            sent.iter().map(|s| s.1.as_str()).collect::<Vec<_>>(),
            ["Due today: Mission Statement"],
            "{store}"
        );
        assert_eq!(r.summaries_sent, 0, "{store}");

        // Mia finishes the mission; the pyramid's day passes.
        let scope = OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
        fundplan_data::ops::update_nav(&scope, |n| {
            n.statuses.insert("vision.mission".into(), 1);
            Ok::<_, StoreError>(())
        })
        .await
        .unwrap();
        app.clock.set(datetime!(2026-11-26 15:00 UTC));
        let (r, sent) = run(&app).await;
        assert_eq!(
            (r.reminders_sent, r.summaries_sent),
            (0, 1),
            "{store}: {sent:?}"
        );
        let (to, subject, text) = &sent[0];
        assert_eq!(
            (to.as_str(), subject.as_str()),
            (
                "olive@example.org",
                "1 assignment is overdue in Acme Trust's plan"
            ),
            "{store}"
        );
        assert!(
            text.contains(
                "- Module 12: Gift Pyramid: due Tuesday, November 24, 2026 (2 days overdue), assigned to Mia Member"
            ) && !text.contains("Mission"),
            "{store}: {text}"
        );
        let (_, sent) = run(&app).await;
        assert!(sent.is_empty(), "{store}: one summary a week");

        // The next week, still overdue: the summary comes again.
        app.clock.set(datetime!(2026-11-30 13:05 UTC));
        let (r, _) = run(&app).await;
        assert_eq!(r.summaries_sent, 1, "{store}");
    }
}

#[tokio::test]
async fn the_operator_runs_the_reminders_with_its_key_only() {
    let app = TestApp::new(fundplan_team::routes());
    let r = app
        .operator_call("POST", "/api/v1/operator/due-reminders", None, None)
        .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let r = app
        .operator_call(
            "POST",
            "/api/v1/operator/due-reminders",
            Some("wrong"),
            None,
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = app
        .operator_call(
            "POST",
            "/api/v1/operator/due-reminders",
            Some(OPERATOR_KEY),
            None,
        )
        .await;
    assert_eq!(
        (r.status, r.body["day"].clone()),
        (StatusCode::OK, json!("2026-11-21"))
    );
}

//! A store written by the release before the section catalogue (navigation keyed by route path
//! and module slug) opens, reads and writes after the upgrade, on the embedded store and on
//! DynamoDB: every status, assignment, skip, e-mail mark and visit reads as it was, a rename
//! keeps the renamed program's progress, and the first write stores the item by section key with
//! nothing lost.

use axum::http::StatusCode;
use fundplan_data::NavRecord;
use fundplan_data::repo::get_nav;
use fundplan_ports::Condition;
use fundplan_testkit::TestApp;
use serde_json::{Value, json};

/// The navigation item as the previous release wrote it, for a plan whose programs are
/// "Adult Basic Literacy" and "Family Reading Nights".
fn previous_release_nav(member: &str) -> Value {
    json!({
        "statuses": {
            "/steps/getting-started/welcome": 1,
            "/steps/getting-started/teammember": 1,
            "/steps/aspirational-vision/mission-statement": 1,
            "/steps/funding-annual/program/family-reading-nights": 1,
            "/steps/core-program-evaluation/program/adult-basic-literacy": 0
        },
        "completion_emails": ["getting-started"],
        "last_interaction": {"funding-annual": 1_790_000_000},
        "skipped": ["/steps/funding-new-projects"],
        "assignees": {
            "/steps/funding-annual": [member],
            "/steps/funding-annual/program/family-reading-nights": [member]
        }
    })
}

#[tokio::test]
async fn a_store_of_the_previous_release_opens_reads_and_writes_after_the_upgrade() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "marcus@riverbendliteracy.org")
            .await;
        let org = owner.user.org_id.clone();
        let t = Some(owner.token.as_str());
        let programs = json!({"corePrograms": [
            {"program_name": "Adult Basic Literacy", "program_description": "One-to-one tutoring for adults."},
            {"program_name": "Family Reading Nights", "program_description": "Parents and children read together."}
        ]});
        let r = app
            .call("PUT", "/api/v1/core-programs", t, Some(programs))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {}", r.body);
        let ids: Vec<String> = r.body["corePrograms"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_str().unwrap().to_string())
            .collect();

        let mut item = NavRecord::default().to_item(&org, 1);
        let Value::Object(attrs) = previous_release_nav(&member.user.id) else {
            unreachable!()
        };
        item.attrs = attrs;
        app.table.put(item, Condition::None).await.unwrap();

        // Read as it was.
        let before = app.get("/api/v1/steps-nav-status", t).await;
        assert_eq!(before.status, StatusCode::OK, "{store}");
        let s = &before.body["steps_nav_status"];
        for (path, status) in [
            ("/steps/getting-started/welcome", 1),
            ("/steps/getting-started/teammember", 1),
            ("/steps/getting-started/case-for-support", -1),
            ("/steps/aspirational-vision/mission-statement", 1),
            ("/steps/funding-annual/program/family-reading-nights", 1),
            (
                "/steps/core-program-evaluation/program/adult-basic-literacy",
                0,
            ),
        ] {
            assert_eq!(s[path], status, "{store}: {path}");
        }
        let progress = &before.body["module_progress"];
        assert_eq!(progress["getting-started"]["completion_email_sent"], true);
        assert_eq!(
            progress["funding-annual"]["last_interaction_time"],
            "2026-09-21T14:13:20Z"
        );
        assert_eq!(progress["funding-new-projects"]["skipped"], true);
        assert_eq!(
            before.body["skipped_routes"],
            json!(["/steps/funding-new-projects"])
        );
        let assigned = json!([member.user.id]);
        assert_eq!(before.body["assignees"]["/steps/funding-annual"], assigned);
        assert_eq!(
            before.body["assignees"]["/steps/funding-annual/program/family-reading-nights"],
            assigned
        );

        // A rename keeps the renamed program's progress and assignment.
        let renamed = json!({"corePrograms": [
            {"id": ids[1], "program_name": "Family Reading Evenings", "program_description": "Parents and children read together."}
        ]});
        let r = app
            .call("PUT", "/api/v1/core-programs", t, Some(renamed))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {}", r.body);

        // The first change stores the item by section key, and loses nothing.
        let body = json!({"steps_nav_status": {"/steps/getting-started/case-for-support": 1},
                          "current_route": "/steps/getting-started/case-for-support"});
        let r = app.post("/api/v1/steps-nav-status", t, body).await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {}", r.body);
        let (stored, _) = get_nav(&fundplan_data::OrgScope::of_verified(
            app.table.clone(),
            &org,
        ))
        .await
        .unwrap();
        assert_eq!(stored.keys, fundplan_data::nav::KEYED_BY_ID, "{store}");
        assert_eq!(
            stored.statuses[&format!("programs.program:{}", ids[1])],
            1,
            "{store}"
        );
        assert_eq!(stored.skipped, ["projects"], "{store}");
        let after = app.get("/api/v1/steps-nav-status", t).await;
        let s = &after.body["steps_nav_status"];
        for (path, status) in [
            ("/steps/getting-started/welcome", 1),
            ("/steps/getting-started/case-for-support", 1),
            ("/steps/aspirational-vision/mission-statement", 1),
            ("/steps/funding-annual/program/family-reading-evenings", 1),
            (
                "/steps/core-program-evaluation/program/adult-basic-literacy",
                0,
            ),
        ] {
            assert_eq!(s[path], status, "{store}: {path}");
        }
        assert!(
            s.get("/steps/funding-annual/program/family-reading-nights")
                .is_none()
        );
        let progress = &after.body["module_progress"];
        assert_eq!(progress["getting-started"]["completion_email_sent"], true);
        assert_eq!(progress["funding-new-projects"]["skipped"], true);
        assert_eq!(after.body["assignees"]["/steps/funding-annual"], assigned);
        assert_eq!(
            after.body["assignees"]["/steps/funding-annual/program/family-reading-evenings"],
            assigned
        );

        // Assignments go on by path, stored by section key.
        let r = app
            .post(
                "/api/v1/update-assignee",
                t,
                json!({"route_path": "/steps/core-program-evaluation/program/adult-basic-literacy",
                       "assignee_id": member.user.id}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {}", r.body);
        assert_eq!(
            r.body["assignees"]["/steps/core-program-evaluation/program/adult-basic-literacy"],
            assigned
        );
        let (stored, _) = get_nav(&fundplan_data::OrgScope::of_verified(
            app.table.clone(),
            &org,
        ))
        .await
        .unwrap();
        assert_eq!(
            stored.assignees[&format!("evaluation.program:{}", ids[0])],
            vec![member.user.id.clone()],
            "{store}"
        );
        let r = app
            .post(
                "/api/v1/update-assignee",
                t,
                json!({"route_path": "/steps/funding-annual/program/no-such-program",
                       "assignee_id": member.user.id}),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
    }
}

//! Conversations on sections and the plan's activity (issue 19 §2), through the whole API on
//! both stores: threads, replies, resolve and reopen, mentions by e-mail, the sidebar's open
//! counts, and the activity the write paths record; another organization sees none of it.

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::TestApp;
use serde_json::{Value, json};

const MISSION: &str = "/steps/aspirational-vision/mission-statement";

#[tokio::test]
async fn a_team_talks_about_a_section_in_threads_with_mentions_and_another_organization_sees_nothing()
 {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let mia = app.seed_member(&owner, "mia@riverbend.org").await;
        let other = app.seed_paying_owner("sam@harborhill.org").await;

        // Bad input writes nothing.
        for (body, field, message) in [
            (
                json!({"route_path": MISSION, "body": "   "}),
                "body",
                m::COMMENT_EMPTY.to_owned(),
            ),
            (
                json!({"route_path": MISSION, "body": "x".repeat(4001)}),
                "body",
                m::COMMENT_TOO_LONG.to_owned(),
            ),
            (
                json!({"route_path": MISSION, "body": "Sam?", "mentions": [other.user.id]}),
                "mentions",
                m::COMMENT_MENTION_OUTSIDER.to_owned(),
            ),
            (
                json!({"route_path": "/steps/nowhere", "body": "Hello"}),
                "route_path",
                "/steps/nowhere is not a module or section of the plan.".to_owned(),
            ),
        ] {
            let r = app
                .post("/api/v1/conversations", Some(&owner.token), body)
                .await;
            assert_eq!(
                (r.status, r.body["errors"][field][0].as_str()),
                (StatusCode::UNPROCESSABLE_ENTITY, Some(message.as_str())),
                "{store}: {:?}",
                r.body
            );
        }

        let r = app
            .post(
                "/api/v1/conversations",
                Some(&owner.token),
                json!({"route_path": MISSION, "body": "@Mia Member, can you shorten this to 30 words before the board meeting?", "mentions": [mia.user.id, owner.user.id]}),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{store}: {:?}", r.body);
        let thread = r.body["id"].as_str().unwrap().to_owned();
        assert_eq!(
            (
                r.body["open"].clone(),
                r.body["comments"][0]["author_name"].clone()
            ),
            (json!(true), json!("Olive Owner")),
            "{store}"
        );
        let mails = app.emails().await;
        let mention: Vec<_> = mails
            .iter()
            .filter(|e| e.subject.contains("mentioned you"))
            .collect();
        assert_eq!(
            mention.len(),
            1,
            "{store}: the author is not mailed about themself"
        );
        assert_eq!(
            (mention[0].to.as_str(), mention[0].subject.as_str()),
            (
                "mia@riverbend.org",
                "Olive Owner mentioned you on Mission Statement"
            ),
            "{store}"
        );
        assert!(
            mention[0]
                .text
                .contains(&format!("http://localhost:3000{MISSION}?thread={thread}")),
            "{store}: {}",
            mention[0].text
        );

        // The member replies and resolves; the counts follow.
        let r = app
            .post(
                &format!("/api/v1/conversations/{thread}/comments"),
                Some(&mia.token),
                json!({"body": "Done: 29 words now."}),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{store}: {:?}", r.body);
        assert_eq!(r.body["comments"].as_array().unwrap().len(), 2, "{store}");
        let counts = app
            .ok("GET", "/api/v1/conversations/open", &mia, None)
            .await;
        assert_eq!(counts["open"], json!({MISSION: 1}), "{store}");
        let r = app
            .ok(
                "POST",
                &format!("/api/v1/conversations/{thread}/resolve"),
                &mia,
                None,
            )
            .await;
        assert_eq!(
            (r["open"].clone(), r["resolved_by_name"].clone()),
            (json!(false), json!("Mia Member")),
            "{store}"
        );
        let counts = app
            .ok("GET", "/api/v1/conversations/open", &owner, None)
            .await;
        assert_eq!(counts["open"], json!({}), "{store}");
        let r = app
            .ok(
                "POST",
                &format!("/api/v1/conversations/{thread}/reopen"),
                &owner,
                None,
            )
            .await;
        assert_eq!(r["open"], json!(true), "{store}");
        let section = app
            .ok(
                "GET",
                &format!("/api/v1/conversations?section={MISSION}"),
                &owner,
                None,
            )
            .await;
        assert_eq!(section["threads"].as_array().unwrap().len(), 1, "{store}");
        assert_eq!(
            section["threads"][0]["comments"][1]["body"],
            json!("Done: 29 words now."),
            "{store}"
        );

        // Another organization: nothing to read, nothing to change.
        let theirs = app
            .ok(
                "GET",
                &format!("/api/v1/conversations?section={MISSION}"),
                &other,
                None,
            )
            .await;
        assert_eq!(theirs["threads"], json!([]), "{store}");
        for path in [
            format!("/api/v1/conversations/{thread}/resolve"),
            format!("/api/v1/conversations/{thread}/comments"),
        ] {
            let r = app
                .post(&path, Some(&other.token), json!({"body": "Hello"}))
                .await;
            assert_eq!(r.status, StatusCode::NOT_FOUND, "{store}: {path}");
        }
        let activity = app.ok("GET", "/api/v1/activity", &other, None).await;
        assert_eq!(activity["items"], json!([]), "{store}");
        let section = app
            .ok(
                "GET",
                &format!("/api/v1/conversations?section={MISSION}"),
                &owner,
                None,
            )
            .await;
        assert_eq!(
            section["threads"][0]["comments"].as_array().unwrap().len(),
            2,
            "{store}: the other organization wrote nothing"
        );
    }
}

fn whats(activity: &Value) -> Vec<String> {
    activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            format!(
                "{} {}",
                i["who"].as_str().unwrap(),
                i["what"].as_str().unwrap()
            )
        })
        .collect()
}

#[tokio::test]
async fn the_activity_list_says_who_changed_which_section_from_the_write_paths_themselves() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let mia = app.seed_member(&owner, "mia@riverbend.org").await;
        let q = fundplan_domain::questions::catalogue()
            .by_key("mission_statement")
            .unwrap();
        // An answer saved as it is typed: one entry.
        let mut version = json!(0);
        for text in ["We teach", "We teach adults to read."] {
            let saved = app
                .ok(
                    "POST",
                    "/api/v1/answers",
                    &mia,
                    Some(json!({"category_id": q.category_id, "question_id": q.id, "answer": text, "version": version})),
                )
                .await;
            version = saved["data"]["answer"]["version"].clone();
        }
        app.ok(
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(json!({"expenses": [{"expense_type": "personnel_and_benefits", "expense_description": "Executive director",
                "expense_cost": 90_000, "expense_cost_year_2": 92_000, "expense_cost_year_3": 94_000}]})),
        )
        .await;
        app.ok(
            "POST",
            "/api/v1/steps-nav-status",
            &mia,
            Some(json!({"steps_nav_status": {MISSION: 1}})),
        )
        .await;
        app.ok(
            "POST",
            "/api/v1/update-assignee",
            &owner,
            Some(json!({"route_path": MISSION, "assignee_id": mia.user.id})),
        )
        .await;
        app.ok(
            "POST",
            "/api/v1/versions",
            &owner,
            Some(json!({"name": "Approved by the board"})),
        )
        .await;
        let activity = app.ok("GET", "/api/v1/activity", &mia, None).await;
        let mut got = whats(&activity);
        got.sort();
        assert_eq!(
            got,
            [
                "Mia Member edited Mission Statement",
                "Mia Member marked Mission Statement completed",
                "Olive Owner assigned Mia Member to Mission Statement",
                "Olive Owner changed the table of Overhead Expenses",
                "Olive Owner saved the version “Approved by the board”",
            ]
            .map(String::from),
            "{store}: {activity:?}"
        );
        let mission = activity["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["what"] == "edited Mission Statement")
            .unwrap();
        assert_eq!(mission["route_path"], json!(MISSION), "{store}");
    }
}

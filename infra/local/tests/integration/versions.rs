//! Versions of the plan (issue 19 §1), through the API on both stores: a member saves "Approved
//! by the board", the plan changes, and the comparison with the plan now (and with a later
//! version) says what changed: the goal, a program added, an answer word by word, budget lines.

use axum::http::StatusCode;
use fundplan_domain::questions::catalogue;
use fundplan_testkit::{Seeded, TestApp};
use serde_json::{Value, json};

async fn ok(app: &TestApp, method: &str, path: &str, who: &Seeded, body: Option<Value>) -> Value {
    app.ok(method, path, who, body).await
}

/// Saves the mission statement over the version `read` (0: never saved); the new version.
async fn mission(app: &TestApp, who: &Seeded, text: &str, read: u64) -> u64 {
    let q = catalogue().by_key("mission_statement").unwrap();
    let body =
        json!({"category_id": q.category_id, "question_id": q.id, "answer": text, "version": read});
    let saved = ok(app, "POST", "/api/v1/answers", who, Some(body)).await;
    saved["data"]["answer"]["version"]
        .as_u64()
        .expect("the saved answer's version")
}

fn overhead(name: &str, year_1: i64) -> Value {
    json!({"expenses": [{"expense_type": "personnel_and_benefits", "expense_description": name,
        "expense_cost": year_1, "expense_cost_year_2": year_1, "expense_cost_year_3": year_1}]})
}

#[tokio::test]
async fn a_version_keeps_the_plan_and_the_comparison_says_what_changed_since() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        ok(
            &app,
            "PUT",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"corePrograms": [{"program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."}]})),
        )
        .await;
        let read = mission(&app, &owner, "We teach adults in Riverbend to read.", 0).await;
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(overhead("Executive director", 90_000)),
        )
        .await;

        // A name is needed; nothing is saved without one.
        let refused = app
            .call(
                "POST",
                "/api/v1/versions",
                Some(&member.token),
                Some(json!({"name": "  "})),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        assert!(
            refused.body["errors"]["name"].is_array(),
            "{store}: {}",
            refused.body
        );
        let saved = app
            .call(
                "POST",
                "/api/v1/versions",
                Some(&member.token),
                Some(json!({"name": "Approved by the board", "note": "Approved at the board meeting of March 12, 2027."})),
            )
            .await;
        assert_eq!(saved.status, StatusCode::CREATED, "{store}: {}", saved.body);
        let v1 = saved.body["id"].as_str().unwrap().to_owned();
        assert_eq!(saved.body["kind"], "manual", "{store}");
        assert!(
            !saved.body["by_name"].as_str().unwrap().is_empty(),
            "{store}: {}",
            saved.body
        );
        assert!(saved.body["bytes"].as_u64().unwrap() > 0, "{store}");

        // Nothing changed yet.
        let same = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare"),
            &owner,
            None,
        )
        .await;
        assert_eq!(
            same["summary"].as_array().unwrap().last().unwrap(),
            "Nothing else changed.",
            "{store}: {}",
            same["summary"]
        );
        assert_eq!(same["to"], Value::Null, "{store}");

        // The plan moves on: a program added, the mission rewritten, the director's line raised.
        ok(
            &app,
            "POST",
            "/api/v1/core-programs",
            &member,
            Some(json!({"program_name": "Family Literacy Nights", "program_description": "Evenings for parents and children."})),
        )
        .await;
        mission(
            &app,
            &member,
            "We teach adults and families in Riverbend to read.",
            read,
        )
        .await;
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(overhead("Development associate", 300_000)),
        )
        .await;

        let since = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare?with=now"),
            &owner,
            None,
        )
        .await;
        let summary: Vec<&str> = since["summary"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        assert_eq!(
            summary[0], "The three-year goal went from $500,000 to $1,500,000.",
            "{store}: {summary:?}"
        );
        assert!(
            summary.contains(&"1 program added: Family Literacy Nights."),
            "{store}: {summary:?}"
        );
        assert!(
            summary.contains(&"1 answer changed: Mission Statement."),
            "{store}: {summary:?}"
        );
        assert!(
            summary.contains(&"Budget lines: 1 added."),
            "{store}: {summary:?}"
        );
        let words = &since["answers"][0]["words"];
        assert_eq!(
            words[1],
            json!({"op": "added", "text": "and families"}),
            "{store}: {words}"
        );
        let line = &since["lines"][0];
        assert_eq!(
            (
                line["table"].as_str(),
                line["description"].as_str(),
                &line["before"],
                &line["after"]
            ),
            (
                Some("Overhead"),
                Some("Development associate"),
                &Value::Null,
                &json!([30_000_000, 30_000_000, 30_000_000])
            ),
            "{store}: {line}"
        );
        assert_eq!(since["from"]["name"], "Approved by the board", "{store}");

        // A second version; the two compared; listed newest first.
        let v2 = ok(
            &app,
            "POST",
            "/api/v1/versions",
            &owner,
            Some(json!({"name": "Draft for the retreat"})),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let between = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare?with={v2}"),
            &member,
            None,
        )
        .await;
        assert_eq!(between["summary"], since["summary"], "{store}");
        assert_eq!(between["to"]["name"], "Draft for the retreat", "{store}");
        let list = ok(&app, "GET", "/api/v1/versions", &member, None).await;
        let names: Vec<&str> = list["versions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            ["Draft for the retreat", "Approved by the board"],
            "{store}"
        );

        // Unknown and unreadable ids; another organization reads none of it.
        let unknown = app
            .call(
                "GET",
                &format!("/api/v1/versions/{v1}/compare?with=01JNOVERSION00000000000000"),
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{store}");
        let bad = app
            .call(
                "GET",
                &format!("/api/v1/versions/{v1}/compare?with=a%00b"),
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{store}");
        let other = app.seed_paying_owner("sam@harborhill.org").await;
        assert_eq!(
            ok(&app, "GET", "/api/v1/versions", &other, None).await["versions"],
            json!([]),
            "{store}"
        );
        let theirs = app
            .call(
                "GET",
                &format!("/api/v1/versions/{v1}/compare"),
                Some(&other.token),
                None,
            )
            .await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{store}");
    }
}

#[tokio::test]
async fn a_module_or_the_whole_plan_is_restored_from_a_version_after_the_plan_now_is_saved() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let read = mission(&app, &owner, "We teach adults in Riverbend to read.", 0).await;
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(overhead("Executive director", 90_000)),
        )
        .await;
        let v1 = ok(
            &app,
            "POST",
            "/api/v1/versions",
            &owner,
            Some(json!({"name": "Approved by the board"})),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let list = ok(&app, "GET", "/api/v1/versions", &member, None).await;
        assert_eq!(
            list["restorable"][0],
            json!({"id": "vision", "number": 3, "name": "Aspirational Vision"}),
            "{store}"
        );

        // The plan moves on: the mission rewritten, a line added to the overhead.
        mission(&app, &member, "We teach families to read.", read).await;
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(overhead("Development associate", 300_000)),
        )
        .await;

        // A section nobody can restore is refused, and nothing is saved.
        let refused = app
            .call(
                "POST",
                &format!("/api/v1/versions/{v1}/restore"),
                Some(&member.token),
                Some(json!({"section": "goal"})),
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        assert!(refused.body["errors"]["section"].is_array(), "{store}");
        let unknown = app
            .call(
                "POST",
                "/api/v1/versions/01JNOVERSION00000000000000/restore",
                Some(&member.token),
                Some(json!({})),
            )
            .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{store}");
        let listed = |v: &Value| v["versions"].as_array().unwrap().len();
        assert_eq!(
            listed(&ok(&app, "GET", "/api/v1/versions", &owner, None).await),
            1,
            "{store}"
        );

        // Module 3 only: the mission comes back, the overhead keeps its new line.
        let vision = ok(
            &app,
            "POST",
            &format!("/api/v1/versions/{v1}/restore"),
            &member,
            Some(json!({"section": "vision"})),
        )
        .await;
        assert_eq!(
            vision["restored"], "module 3, Aspirational Vision",
            "{store}"
        );
        assert_eq!(vision["before"]["kind"], "before_restore", "{store}");
        assert_eq!(
            vision["before"]["name"], "Before restoring ‘Approved by the board’",
            "{store}"
        );
        assert_eq!(
            (vision["written"].as_u64(), vision["deleted"].as_u64()),
            (Some(1), Some(0)),
            "{store}"
        );
        let since = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare"),
            &owner,
            None,
        )
        .await;
        assert_eq!(since["answers"], json!([]), "{store}: {}", since["answers"]);
        assert_eq!(since["lines"].as_array().unwrap().len(), 1, "{store}");

        // The whole plan: the overhead as approved; what it replaced is a version to go back to.
        let whole = ok(
            &app,
            "POST",
            &format!("/api/v1/versions/{v1}/restore"),
            &owner,
            Some(json!({})),
        )
        .await;
        assert_eq!(whole["restored"], "the whole plan", "{store}");
        let now = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare"),
            &owner,
            None,
        )
        .await;
        assert_eq!(now["lines"], json!([]), "{store}");
        assert_eq!(
            now["summary"].as_array().unwrap().last().unwrap(),
            "Nothing else changed.",
            "{store}"
        );
        let before = whole["before"]["id"].as_str().unwrap();
        let undo = ok(
            &app,
            "GET",
            &format!("/api/v1/versions/{v1}/compare?with={before}"),
            &owner,
            None,
        )
        .await;
        assert_eq!(undo["lines"].as_array().unwrap().len(), 1, "{store}");
        assert_eq!(
            listed(&ok(&app, "GET", "/api/v1/versions", &owner, None).await),
            3,
            "{store}"
        );

        // Another organization restores nothing of it.
        let other = app.seed_paying_owner("sam@harborhill.org").await;
        let theirs = app
            .call(
                "POST",
                &format!("/api/v1/versions/{v1}/restore"),
                Some(&other.token),
                Some(json!({})),
            )
            .await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{store}");
    }
}

#[tokio::test]
async fn a_version_opens_in_the_usual_reads_and_nothing_can_be_changed_through_it() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let read = mission(&app, &owner, "We teach adults in Riverbend to read.", 0).await;
        ok(
            &app,
            "PUT",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"corePrograms": [{"program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."}]})),
        )
        .await;
        let v1 = ok(
            &app,
            "POST",
            "/api/v1/versions",
            &owner,
            Some(json!({"name": "Approved by the board"})),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        mission(&app, &owner, "We teach families to read.", read).await;
        ok(
            &app,
            "POST",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"program_name": "Family Reading Nights", "program_description": "Evenings for families."})),
        )
        .await;

        let opened = ok(
            &app,
            "POST",
            &format!("/api/v1/versions/{v1}/open"),
            &member,
            None,
        )
        .await;
        assert_eq!(
            opened["version"]["name"], "Approved by the board",
            "{store}"
        );
        let token = opened["token"].as_str().unwrap().to_owned();
        let q = catalogue().by_key("mission_statement").unwrap();
        let answer_path = format!("/api/v1/answers?question_id={}", q.id);
        let then = app.get(&answer_path, Some(&token)).await;
        assert_eq!(then.status, StatusCode::OK, "{store}: {:?}", then.body);
        assert_eq!(
            then.body["answer"]["answer"], "We teach adults in Riverbend to read.",
            "{store}"
        );
        let programs = app.get("/api/v1/core-programs", Some(&token)).await;
        assert_eq!(
            programs.body["corePrograms"].as_array().unwrap().len(),
            1,
            "{store}: {:?}",
            programs.body
        );
        // The plan now, with the session's own token.
        let now = app.get(&answer_path, Some(&member.token)).await;
        assert_eq!(
            now.body["answer"]["answer"], "We teach families to read.",
            "{store}"
        );
        // The person is who they are: their account reads as it is.
        assert_eq!(
            app.get("/api/v1/me", Some(&token)).await.status,
            StatusCode::OK,
            "{store}"
        );

        // Nothing is changed through a version's token.
        let body = json!({"category_id": q.category_id, "question_id": q.id, "answer": "Changed?", "version": 1});
        let refused = app
            .call("POST", "/api/v1/answers", Some(&token), Some(body))
            .await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{store}");
        assert_eq!(
            refused.error(),
            fundplan_domain::messages::VERSION_READ_ONLY,
            "{store}"
        );
        let after = app.get(&answer_path, Some(&member.token)).await;
        assert_eq!(
            after.body["answer"]["answer"], "We teach families to read.",
            "{store}"
        );
        let nested = app
            .call(
                "POST",
                &format!("/api/v1/versions/{v1}/open"),
                Some(&token),
                None,
            )
            .await;
        assert_eq!(nested.status, StatusCode::UNAUTHORIZED, "{store}");

        // Another organization opens none of it; an unknown id is not found.
        let other = app.seed_paying_owner("sam@harborhill.org").await;
        for (who, id) in [
            (&other, v1.as_str()),
            (&owner, "01JNOVERSION00000000000000"),
        ] {
            let r = app
                .call(
                    "POST",
                    &format!("/api/v1/versions/{id}/open"),
                    Some(&who.token),
                    None,
                )
                .await;
            assert_eq!(r.status, StatusCode::NOT_FOUND, "{store}");
        }

        // The token reads for two hours.
        app.clock.advance(time::Duration::hours(2));
        let late = app.get(&answer_path, Some(&token)).await;
        assert_eq!(late.status, StatusCode::UNAUTHORIZED, "{store}");
    }
}

/// `plan.json` of a plan file, without the moment it was made.
fn plan_json(zip_bytes: &[u8]) -> Value {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(zip_bytes)).expect("a zip");
    let mut text = String::new();
    zip.by_name("plan.json")
        .expect("plan.json")
        .read_to_string(&mut text)
        .unwrap();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("exported_at");
    v
}

#[tokio::test]
async fn the_whole_plan_goes_out_as_one_file_and_back_into_an_empty_organization() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        mission(&app, &owner, "We teach adults in Riverbend to read.", 0).await;
        ok(
            &app,
            "PUT",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"corePrograms": [{"program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."}]})),
        )
        .await;
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(overhead("Executive director", 90_000)),
        )
        .await;
        let out = app.get("/api/v1/plan/export", Some(&owner.token)).await;
        assert_eq!(out.status, StatusCode::OK, "{store}");
        let header = |name: &str| {
            out.headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_owned()
        };
        assert_eq!(header("content-type"), "application/zip", "{store}");
        assert!(
            header("content-disposition").contains("plan.zip"),
            "{store}"
        );
        let file = out.raw.clone();

        // Into a new organization: the same plan, and its export is the same file.
        let other = app.seed_paying_owner("sam@harborhill.org").await;
        let imported = app
            .call_bytes(
                "POST",
                "/api/v1/plan/import",
                Some(&other.token),
                "application/zip",
                file.clone(),
            )
            .await;
        assert_eq!(
            imported.status,
            StatusCode::OK,
            "{store}: {}",
            imported.body
        );
        assert!(imported.body["items"].as_u64().unwrap() >= 3, "{store}");
        let again = app.get("/api/v1/plan/export", Some(&other.token)).await;
        assert_eq!(plan_json(&again.raw), plan_json(&file), "{store}");
        let q = catalogue().by_key("mission_statement").unwrap();
        let answer = ok(
            &app,
            "GET",
            &format!("/api/v1/answers?question_id={}", q.id),
            &other,
            None,
        )
        .await;
        assert_eq!(
            answer["answer"]["answer"], "We teach adults in Riverbend to read.",
            "{store}"
        );

        // Not into a plan that is not empty; not a file that is no plan file.
        let twice = app
            .call_bytes(
                "POST",
                "/api/v1/plan/import",
                Some(&other.token),
                "application/zip",
                file.clone(),
            )
            .await;
        assert_eq!(twice.status, StatusCode::CONFLICT, "{store}");
        let third = app.seed_paying_owner("lee@eastside.org").await;
        let garbage = app
            .call_bytes(
                "POST",
                "/api/v1/plan/import",
                Some(&third.token),
                "application/zip",
                b"PK\x03\x04 not really a zip".to_vec(),
            )
            .await;
        assert_eq!(garbage.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}");
        assert!(
            garbage.body["errors"]["file"].is_array(),
            "{store}: {}",
            garbage.body
        );
        // A member exports nothing.
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        assert_eq!(
            app.get("/api/v1/plan/export", Some(&member.token))
                .await
                .status,
            StatusCode::FORBIDDEN,
            "{store}"
        );
    }
}

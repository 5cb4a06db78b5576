//! Answers of the organization, of core programs and of new projects.

use crate::common;

use axum::http::StatusCode;
use common::*;
use fundplan_testkit::TestApp;
use serde_json::{Value, json};
use std::sync::Arc;

const MISSION: &str = "Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence.";

fn body(category_id: u32, question_id: u32, answer: &str) -> Value {
    json!({"category_id": category_id, "question_id": question_id, "answer": answer})
}

fn with_version(mut b: Value, version: u64) -> Value {
    b["version"] = json!(version);
    b
}

#[tokio::test]
async fn the_mission_statement_is_saved_and_read_back_with_its_version_time_and_author() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let before = app
            .get("/api/v1/answers?question_id=304", Some(&owner.token))
            .await;
        assert_eq!(before.status, StatusCode::OK, "{}", before.body);
        assert_eq!(before.body["answer"], json!(null));
        assert_eq!(before.body["answers"], json!([]));

        let r = app
            .post("/api/v1/answers", Some(&owner.token), body(3, 304, MISSION))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["status"], true);
        let saved = &r.body["data"]["answer"];
        assert_eq!(
            saved,
            &json!({"question_id": 304, "category_id": 3, "answer": MISSION, "version": 1,
                    "updated_at": "2026-11-21T12:00:00Z", "updated_by": owner.user.id})
        );
        let read = app
            .get("/api/v1/answers?question_id=304", Some(&owner.token))
            .await;
        assert_eq!(&read.body["answer"], saved);
        assert_eq!(read.body["answers"], json!([saved.clone()]));
    }
}

#[tokio::test]
async fn a_member_edits_the_answer_over_its_version_and_becomes_its_author() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        app.post(
            "/api/v1/answers",
            Some(&owner.token),
            body(3, 304, "First draft."),
        )
        .await;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&member.token),
                with_version(body(3, 304, MISSION), 1),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["data"]["answer"]["version"], 2);
        assert_eq!(
            r.body["data"]["answer"]["updated_by"],
            member.user.id.as_str()
        );
        let read = app
            .get("/api/v1/answers?question_id=304", Some(&owner.token))
            .await;
        assert_eq!(read.body["answer"]["answer"], MISSION);
    }
}

#[tokio::test]
async fn a_mission_of_71_words_is_refused_with_the_spec_message_and_nothing_is_written() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let before = app.item_count().await;
        let seventy_one = vec!["read"; 71].join(" ");
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(3, 304, &seventy_one),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), "You cannot enter more than 70 words!");
        assert_eq!(
            r.body["errors"]["answer"][0],
            "You cannot enter more than 70 words!"
        );
        assert_eq!(app.item_count().await, before);
        let seventy = vec!["read"; 70].join(" ");
        let ok = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(3, 304, &seventy),
            )
            .await;
        assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);
    }
}

#[tokio::test]
async fn an_answer_is_refused_for_a_question_that_does_not_exist_or_is_not_answered_there() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let programs = seed_programs(&app, &owner).await;
        let before = snapshot(&app, &[&owner]).await;
        let cases = [
            (
                "/api/v1/answers".to_string(),
                body(3, 4242, "x"),
                404,
                "Question not found. Please check the question ID.",
            ),
            (
                "/api/v1/answers".to_string(),
                body(5, OVERHEAD_PAGE, "x"),
                422,
                "This question guides a table and takes no written answer.",
            ),
            (
                "/api/v1/answers".to_string(),
                body(4, PROGRAM_GOALS, "x"),
                422,
                "Question t_program_goals is answered for each core program, not once for the organization.",
            ),
            (
                format!("/api/v1/answers/core_program/{}", programs[0]),
                body(3, SOLUTION, "x"),
                422,
                "Question t_solution is answered once for the organization, not for each core program.",
            ),
            (
                format!("/api/v1/answers/project/{}", programs[0]),
                body(4, PROGRAM_GOALS, "x"),
                422,
                "Question t_program_goals is answered for each core program, not for each new project.",
            ),
            (
                "/api/v1/answers".to_string(),
                body(4, SOLUTION, "x"),
                422,
                "category_id does not match the module of this question.",
            ),
        ];
        for (path, b, status, message) in cases {
            let r = app.post(&path, Some(&owner.token), b).await;
            assert_eq!(r.status.as_u16(), status, "{path}: {}", r.body);
            assert_eq!(r.error(), message, "{path}");
        }
        assert_eq!(
            snapshot(&app, &[&owner]).await,
            before,
            "nothing was written"
        );
    }
}

#[tokio::test]
async fn reading_answers_checks_the_questions_as_saving_does() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let t = Some(owner.token.as_str());
        let r = app.get("/api/v1/answers?question_id=4242", t).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        let r = app
            .get(&format!("/api/v1/answers?question_id={PROGRAM_GOALS}"), t)
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        let r = app.get("/api/v1/answers?question_id=abc", t).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST);
        assert_eq!(r.error(), "question_id must be a question's number.");
        let many: Vec<String> = (0..51)
            .map(|i| format!("question_id={}", 9101 + i))
            .collect();
        let r = app
            .get(&format!("/api/v1/answers?{}", many.join("&")), t)
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), "Ask for at most 50 questions at once.");
    }
}

#[tokio::test]
async fn a_list_answer_must_be_a_json_array_of_strings() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let before = app.item_count().await;
        for bad in ["Online gifts", "[1, 2]", "{\"a\": \"b\"}"] {
            let r = app
                .post(
                    "/api/v1/answers",
                    Some(&owner.token),
                    body(11, WAYS_TO_GIVE, bad),
                )
                .await;
            assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
            assert_eq!(
                r.error(),
                "This answer is a list: send it as a JSON array of texts, for example [\"Bequests\"]."
            );
        }
        let too_long = r#"["Online gifts by card", "Monthly giving plans", "Bequests in a will"]"#;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(11, WAYS_TO_GIVE, too_long),
            )
            .await;
        assert_eq!(r.error(), "You cannot enter more than 10 words!");
        assert_eq!(app.item_count().await, before);
        let good = r#"["Online gifts", "Monthly giving", "Bequests"]"#;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(11, WAYS_TO_GIVE, good),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["data"]["answer"]["answer"], good);
    }
}

#[tokio::test]
async fn an_answer_may_have_20000_characters_and_not_one_more() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let before = app.item_count().await;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(3, SOLUTION, &"a".repeat(20_001)),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), "An answer can be at most 20,000 characters.");
        assert_eq!(app.item_count().await, before);
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(3, SOLUTION, &"é".repeat(20_000)),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
    }
}

#[tokio::test]
async fn a_cleared_answer_is_saved_empty() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        app.post(
            "/api/v1/answers",
            Some(&owner.token),
            body(3, SOLUTION, "Free tutoring."),
        )
        .await;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                with_version(body(3, SOLUTION, ""), 1),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let read = app
            .get(
                &format!("/api/v1/answers?question_id={SOLUTION}"),
                Some(&owner.token),
            )
            .await;
        assert_eq!(
            (
                read.body["answer"]["answer"].clone(),
                read.body["answer"]["version"].clone()
            ),
            (json!(""), json!(2))
        );
    }
}

#[tokio::test]
async fn a_stale_version_is_refused_with_409_and_the_other_text_is_kept() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        app.post(
            "/api/v1/answers",
            Some(&owner.token),
            body(3, SOLUTION, "v1"),
        )
        .await;
        let r = app
            .post(
                "/api/v1/answers",
                Some(&member.token),
                with_version(body(3, SOLUTION, "member's"), 1),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
        let before = snapshot(&app, &[&owner]).await;
        let stale = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                with_version(body(3, SOLUTION, "owner's"), 1),
            )
            .await;
        assert_eq!(stale.status, StatusCode::CONFLICT);
        assert_eq!(
            stale.error(),
            "Someone else saved this answer while you were editing. Reload to see their version; your text stays here until you do."
        );
        let fresh = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                body(3, SOLUTION, "owner's"),
            )
            .await;
        assert_eq!(
            fresh.status,
            StatusCode::CONFLICT,
            "no version: only a first answer"
        );
        let ahead = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                with_version(body(3, SOLUTION, "owner's"), 7),
            )
            .await;
        assert_eq!(ahead.status, StatusCode::CONFLICT);
        assert_eq!(
            snapshot(&app, &[&owner]).await,
            before,
            "nothing was written"
        );
        let read = app
            .get(
                &format!("/api/v1/answers?question_id={SOLUTION}"),
                Some(&owner.token),
            )
            .await;
        assert_eq!(read.body["answer"]["answer"], "member's");
    }
}

#[tokio::test]
async fn two_questions_of_a_page_are_read_in_one_call_in_the_order_asked() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let t = Some(owner.token.as_str());
        app.post("/api/v1/answers", t, body(3, SOLUTION, "Free tutoring."))
            .await;
        let one = app
            .get(
                &format!("/api/v1/answers?question_id={SOCIETAL_CHANGE}&question_id={SOLUTION}"),
                t,
            )
            .await;
        assert_eq!(one.status, StatusCode::OK, "{}", one.body);
        assert_eq!(
            one.body["answer"],
            json!(null),
            "the first question has no answer yet"
        );
        assert_eq!(one.body["answers"].as_array().unwrap().len(), 1);
        app.post(
            "/api/v1/answers",
            t,
            body(3, SOCIETAL_CHANGE, "Adults cannot read leases."),
        )
        .await;
        let both = app
            .get(
                &format!("/api/v1/answers?question_id={SOLUTION}&question_id={SOCIETAL_CHANGE}"),
                t,
            )
            .await;
        let asked: Vec<_> = both.body["answers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["question_id"].as_u64().unwrap())
            .collect();
        assert_eq!(asked, vec![u64::from(SOLUTION), u64::from(SOCIETAL_CHANGE)]);
        assert_eq!(both.body["answer"]["answer"], "Free tutoring.");
        // Without a question: every answer of the organization, in question order.
        let all = app.get("/api/v1/answers", t).await;
        assert_eq!(all.body["answer"], json!(null));
        assert_eq!(all.body["answers"][0]["question_id"], SOCIETAL_CHANGE);
        assert_eq!(all.body["answers"].as_array().unwrap().len(), 2);
    }
}

#[tokio::test]
async fn another_organization_never_reads_or_overwrites_an_answer() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let other = app.seed_paying_owner("director@otherriver.org").await;
        app.post("/api/v1/answers", Some(&owner.token), body(3, 304, MISSION))
            .await;
        let theirs = app
            .get("/api/v1/answers?question_id=304", Some(&other.token))
            .await;
        assert_eq!(theirs.body["answer"], json!(null));
        let r = app
            .post(
                "/api/v1/answers",
                Some(&other.token),
                body(3, 304, "Their own mission."),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "their own answer, version 1");
        assert_eq!(r.body["data"]["answer"]["version"], 1);
        let ours = app
            .get("/api/v1/answers?question_id=304", Some(&owner.token))
            .await;
        assert_eq!(ours.body["answer"]["answer"], MISSION);
    }
}

#[tokio::test]
async fn program_answers_belong_to_their_program_and_a_page_reads_them_in_one_call() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let t = Some(owner.token.as_str());
        let programs = seed_programs(&app, &owner).await;
        let path = |i: usize| format!("/api/v1/answers/core_program/{}", programs[i]);
        let r = app
            .post(
                &path(0),
                t,
                body(
                    4,
                    PROGRAM_GOALS,
                    "320 adult learners gain two reading levels.",
                ),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["data"]["answer"]["version"], 1);
        app.post(
            &path(0),
            t,
            body(4, PROGRAM_STRATEGY, "Tutoring twice a week."),
        )
        .await;
        app.post(
            &path(1),
            t,
            body(4, PROGRAM_GOALS, "300 families read together weekly."),
        )
        .await;

        let one = app
            .get(&format!("{}?question_id={PROGRAM_GOALS}", path(1)), t)
            .await;
        assert_eq!(
            one.body["answer"]["answer"],
            "300 families read together weekly."
        );
        let page = app.get(&path(0), t).await;
        assert_eq!(page.status, StatusCode::OK);
        let texts: Vec<_> = page.body["answers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["answer"].as_str().unwrap())
            .collect();
        assert_eq!(
            texts,
            vec![
                "320 adult learners gain two reading levels.",
                "Tutoring twice a week."
            ]
        );
        let none = app
            .get(&format!("{}?question_id={PROGRAM_STRATEGY}", path(2)), t)
            .await;
        assert_eq!(none.body["answer"], json!(null));
        // The organization's answers are others.
        let org = app.get("/api/v1/answers", t).await;
        assert_eq!(org.body["answers"], json!([]));
    }
}

#[tokio::test]
async fn an_unknown_deleted_or_foreign_program_is_not_found_and_nothing_is_written() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let other = app.seed_paying_owner("director@otherriver.org").await;
        let programs = seed_programs(&app, &owner).await;
        let theirs = seed_programs(&app, &other).await;
        let r = app
            .call(
                "DELETE",
                &format!("/api/v1/core-programs/{}", programs[2]),
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
        let before = snapshot(&app, &[&owner, &other]).await;
        for id in [
            programs[2].as_str(),
            theirs[0].as_str(),
            "01jzzzzzzzzzzzzzzzzzzzzzzz",
        ] {
            let path = format!("/api/v1/answers/core_program/{id}");
            let w = app
                .post(&path, Some(&owner.token), body(4, PROGRAM_GOALS, "Goals."))
                .await;
            assert_eq!(w.status, StatusCode::NOT_FOUND, "{id}");
            assert_eq!(w.error(), "Program not found. Please check the program ID.");
            let r = app.get(&path, Some(&owner.token)).await;
            assert_eq!(r.status, StatusCode::NOT_FOUND);
            assert_eq!(r.error(), "Program not found. Please check the program ID.");
        }
        assert_eq!(snapshot(&app, &[&owner, &other]).await, before);
    }
}

#[tokio::test]
async fn project_answers_work_as_program_answers_with_the_project_message() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        let projects = seed_projects(&app, &owner).await;
        let path = format!("/api/v1/answers/project/{}", projects[0]);
        let r = app
            .post(
                &path,
                Some(&member.token),
                body(9, PROJECT_GOALS, "Tutoring reaches three rural townships."),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let read = app
            .get(
                &format!("{path}?question_id={PROJECT_GOALS}"),
                Some(&owner.token),
            )
            .await;
        assert_eq!(
            read.body["answer"]["answer"],
            "Tutoring reaches three rural townships."
        );
        let before = app.item_count().await;
        let missing = app
            .post(
                "/api/v1/answers/project/nope",
                Some(&owner.token),
                body(9, PROJECT_GOALS, "x"),
            )
            .await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        assert_eq!(
            missing.error(),
            "Project not found. Please check the project ID."
        );
        assert_eq!(app.item_count().await, before);
    }
}

#[tokio::test]
async fn one_question_is_read_across_programs_and_projects_in_list_order() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let t = Some(owner.token.as_str());
        let programs = seed_programs(&app, &owner).await;
        let projects = seed_projects(&app, &owner).await;
        for (i, text) in [(2, "Workplace goals."), (0, "Literacy goals.")] {
            app.post(
                &format!("/api/v1/answers/core_program/{}", programs[i]),
                t,
                body(4, PROGRAM_GOALS, text),
            )
            .await;
        }
        app.post(
            &format!("/api/v1/answers/core_program/{}", programs[1]),
            t,
            body(4, PROGRAM_STRATEGY, "Another question."),
        )
        .await;
        let r = app
            .get(
                &format!("/api/v1/answers/core_programs?question_id={PROGRAM_GOALS}"),
                t,
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let rows = r.body["answers"].as_array().unwrap();
        let got: Vec<_> = rows
            .iter()
            .map(|row| {
                (
                    row["program_id"].as_str().unwrap(),
                    row["answer"]["answer"].as_str(),
                )
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (programs[0].as_str(), Some("Literacy goals.")),
                (programs[1].as_str(), None),
                (programs[2].as_str(), Some("Workplace goals.")),
            ]
        );
        app.post(
            &format!("/api/v1/answers/project/{}", projects[1]),
            t,
            body(9, PROJECT_GOALS, "A 16-seat lab."),
        )
        .await;
        let r = app
            .get(
                &format!("/api/v1/answers/projects?question_id={PROJECT_GOALS}"),
                t,
            )
            .await;
        assert_eq!(
            r.body["answers"],
            json!([
                {"project_id": projects[0], "answer": null},
                {"project_id": projects[1], "answer": r.body["answers"][1]["answer"].clone()}
            ])
        );
        assert_eq!(r.body["answers"][1]["answer"]["answer"], "A 16-seat lab.");
        let wrong = app
            .get(
                &format!("/api/v1/answers/projects?question_id={PROGRAM_GOALS}"),
                t,
            )
            .await;
        assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
        let missing = app.get("/api/v1/answers/core_programs", t).await;
        assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    }
}

/// 16 people save one answer at once: per version exactly one save wins and every other one is
/// told so; the stored text is the winner's.
async fn race(
    app: &Arc<TestApp>,
    token: &str,
    path: &str,
    question: (u32, u32),
    version: Option<u64>,
) -> String {
    let mut tasks = Vec::new();
    for i in 0..16 {
        let (app, token, path) = (app.clone(), token.to_string(), path.to_string());
        tasks.push(tokio::spawn(async move {
            let mut b = body(question.0, question.1, &format!("writer {i}"));
            if let Some(v) = version {
                b = with_version(b, v);
            }
            let r = app.post(&path, Some(&token), b).await;
            (i, r.status, r.body)
        }));
    }
    let mut winners = Vec::new();
    for task in tasks {
        let (i, status, body) = task.await.unwrap();
        match status {
            StatusCode::OK => winners.push((i, body)),
            StatusCode::CONFLICT => {}
            other => panic!("writer {i}: {other} {body}"),
        }
    }
    assert_eq!(winners.len(), 1, "exactly one save wins per version");
    let (i, body) = &winners[0];
    assert_eq!(body["data"]["answer"]["version"], version.unwrap_or(0) + 1);
    format!("writer {i}")
}

#[tokio::test]
async fn sixteen_concurrent_writers_on_one_answer_lose_nothing_silently() {
    for app in apps(test).await {
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let programs = seed_programs(&app, &owner).await;
        for (path, question) in [
            ("/api/v1/answers".to_string(), (3, SOLUTION)),
            (
                format!("/api/v1/answers/core_program/{}", programs[1]),
                (4, PROGRAM_GOALS),
            ),
        ] {
            let first = race(&app, &owner.token, &path, question, None).await;
            let second = race(&app, &owner.token, &path, question, Some(1)).await;
            let read = app
                .get(
                    &format!("{path}?question_id={}", question.1),
                    Some(&owner.token),
                )
                .await;
            assert_ne!(first, "");
            assert_eq!(read.body["answer"]["answer"], second.as_str());
            assert_eq!(read.body["answer"]["version"], 2);
        }
    }
}

#[tokio::test]
async fn a_retried_save_of_the_stored_text_is_no_conflict() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        let first = app
            .post("/api/v1/answers", Some(&owner.token), body(3, 304, MISSION))
            .await;
        let before = snapshot(&app, &[&owner]).await;
        // The answer to the first save was lost; the same save is sent again.
        let retried = app
            .post("/api/v1/answers", Some(&owner.token), body(3, 304, MISSION))
            .await;
        assert_eq!(retried.status, StatusCode::OK, "{}", retried.body);
        assert_eq!(retried.body["data"]["answer"], first.body["data"]["answer"]);
        let same = app
            .post(
                "/api/v1/answers",
                Some(&member.token),
                with_version(body(3, 304, MISSION), 0),
            )
            .await;
        assert_eq!(same.status, StatusCode::OK);
        assert_eq!(
            same.body["data"]["answer"]["updated_by"],
            owner.user.id.as_str()
        );
        assert_eq!(
            snapshot(&app, &[&owner]).await,
            before,
            "nothing was written"
        );
    }
}

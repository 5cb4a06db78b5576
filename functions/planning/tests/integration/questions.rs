//! `GET /questions/{key}`.

use crate::common;

use axum::http::StatusCode;
use common::*;
use serde_json::json;

#[tokio::test]
async fn a_question_is_served_with_every_field_and_alone_in_the_list() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let r = app
            .get("/api/v1/questions/mission_statement", Some(&owner.token))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let q = &r.body["question"];
        assert_eq!(q["id"], 304);
        assert_eq!(q["question_name"], "mission_statement");
        assert_eq!(q["category_id"], 3);
        assert_eq!(q["word_limit"], 70);
        assert_eq!(q["question_type"], "text");
        assert_eq!(q["title"], "Mission Statement");
        for field in [
            "label",
            "question",
            "placeholder",
            "instruction",
            "model_answer",
        ] {
            assert!(
                q[field]
                    .as_str()
                    .is_some_and(|s| !s.is_empty() && s == s.trim()),
                "{field}: {}",
                q[field]
            );
        }
        assert!(
            q["model_answer"]
                .as_str()
                .unwrap()
                .contains("Riverbend Literacy Alliance")
        );
        assert_eq!(r.body["questions"], json!([q.clone()]));
    }
}

#[tokio::test]
async fn a_collection_is_served_in_order_without_a_single_question() {
    for app in apps(test).await {
        let member = {
            let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
            app.seed_member(&owner, "margaret@riverbendliteracy.org")
                .await
        };
        let r = app
            .get("/api/v1/questions/t_program_questions", Some(&member.token))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["question"], json!(null));
        let names: Vec<_> = r.body["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["question_name"].as_str().unwrap())
            .collect();
        assert_eq!(names, vec!["t_program_goals", "t_program_strategy"]);
        assert_eq!(r.body["questions"][0]["id"], PROGRAM_GOALS);
        assert_eq!(
            r.body["questions"][0]["placeholder"],
            "Enter your program's goals..."
        );
    }
}

#[tokio::test]
async fn a_question_without_a_word_limit_says_null_and_its_type_is_named() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let r = app
            .get("/api/v1/questions/t_solution", Some(&owner.token))
            .await;
        assert_eq!(r.body["question"]["word_limit"], json!(null));
        assert_eq!(r.body["question"]["placeholder"], "");
        let list = app
            .get("/api/v1/questions/t_ways_to_give", Some(&owner.token))
            .await;
        assert_eq!(list.body["question"]["question_type"], "list");
        let page = app
            .get("/api/v1/questions/t_overhead_page", Some(&owner.token))
            .await;
        assert_eq!(page.body["question"]["question_type"], "page");
    }
}

#[tokio::test]
async fn an_unknown_key_is_not_found_with_a_clear_message() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let r = app
            .get("/api/v1/questions/no_such_question", Some(&owner.token))
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(
            r.error(),
            "Question not found. Please check the question key."
        );
    }
}

#[tokio::test]
async fn questions_need_a_session() {
    for app in apps(real).await {
        let r = app.get("/api/v1/questions/mission_statement", None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn the_four_collections_of_the_spec_are_served_as_lists() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        for key in [
            "budget_justification",
            "core_programs_questions",
            "overhead_budget_justification",
            "new_project_questions",
        ] {
            let r = app
                .get(&format!("/api/v1/questions/{key}"), Some(&owner.token))
                .await;
            assert_eq!(r.status, StatusCode::OK, "{key}: {}", r.body);
            assert_eq!(r.body["question"], json!(null), "{key}");
            let qs = r.body["questions"].as_array().unwrap();
            assert!(!qs.is_empty(), "{key}");
            for q in qs {
                assert!(
                    q["id"].as_u64().is_some() && q["label"].as_str().is_some(),
                    "{key}: {q}"
                );
            }
        }
    }
}

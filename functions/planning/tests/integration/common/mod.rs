//! What the planning tests share: the apps to run on, a catalogue of test questions, and the
//! sample organization's programs and projects.

#![allow(dead_code)]

use axum::http::StatusCode;
use fundplan_domain::questions::Catalogue;
use fundplan_testkit::{Seeded, TestApp};
use serde_json::{Value, json};
use std::sync::LazyLock;

/// Questions of every kind the rules tell apart, with ids no real question uses.
pub static TEST_QUESTIONS: LazyLock<Catalogue> = LazyLock::new(|| {
    Catalogue::parse(&[("test.toml", include_str!("questions.toml"))]).expect("test questions")
});

pub const SOCIETAL_CHANGE: u32 = 9101;
pub const SOLUTION: u32 = 9102;
pub const PROGRAM_GOALS: u32 = 9201;
pub const PROGRAM_STRATEGY: u32 = 9202;
pub const PROGRAM_OUTCOMES: u32 = 9203;
pub const PROJECT_GOALS: u32 = 9301;
pub const WAYS_TO_GIVE: u32 = 9401;
pub const OVERHEAD_PAGE: u32 = 9501;

/// The apps every HTTP test runs on: one on the embedded store, one on DynamoDB (moto).
pub async fn apps(routes: fn() -> axum::Router<fundplan_http::AppState>) -> Vec<TestApp> {
    TestApp::both(routes()).await
}

/// The planning routes with the real question catalogue.
pub fn real() -> axum::Router<fundplan_http::AppState> {
    fundplan_planning::routes()
}

/// The planning routes with the test questions.
pub fn test() -> axum::Router<fundplan_http::AppState> {
    fundplan_planning::routes_with(&TEST_QUESTIONS)
}

/// Riverbend Literacy Alliance's three core programs.
pub fn riverbend_programs() -> Value {
    json!({"corePrograms": [
        {"program_name": "Adult Basic Literacy",
         "program_description": "Free one-to-one and small-group tutoring for adults who read below a sixth-grade level; about 320 learners a year."},
        {"program_name": "Family Reading Nights",
         "program_description": "Weekly evenings at six elementary schools and two library branches where parents and children read together, with books to take home."},
        {"program_name": "Workplace English",
         "program_description": "English classes for speakers of other languages, held at four employers and two community sites."}
    ]})
}

/// Riverbend's two new projects.
pub fn riverbend_projects() -> Value {
    json!({"projects": [
        {"project_name": "Mobile Learning Van",
         "project_description": "A fitted van taking tutoring to three rural townships."},
        {"project_name": "Digital Skills Lab",
         "project_description": "A 16-seat computer lab at the Mill Street center teaching digital and online-safety skills."}
    ]})
}

/// Saves Riverbend's programs and returns their ids, in order.
pub async fn seed_programs(app: &TestApp, who: &Seeded) -> Vec<String> {
    let r = app
        .call(
            "PUT",
            "/api/v1/core-programs",
            Some(&who.token),
            Some(riverbend_programs()),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    ids(&r.body["corePrograms"])
}

/// Saves Riverbend's projects and returns their ids, in order.
pub async fn seed_projects(app: &TestApp, who: &Seeded) -> Vec<String> {
    let r = app
        .post("/api/v1/projects", Some(&who.token), riverbend_projects())
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    ids(&r.body["projects"])
}

pub fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|p| p["id"].as_str().expect("an id").to_string())
        .collect()
}

/// Every item of the organizations of `who`, to show that a refused call changed nothing.
pub async fn snapshot(app: &TestApp, who: &[&Seeded]) -> Vec<String> {
    use fundplan_ports::Query;
    let mut all = Vec::new();
    for w in who {
        let partition = format!("ORG#{}", w.user.org_id);
        for item in app
            .table
            .query_all(Query::partition(partition))
            .await
            .expect("query")
        {
            all.push(format!("{item:?}"));
        }
    }
    all
}

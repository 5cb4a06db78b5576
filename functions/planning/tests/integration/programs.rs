//! Core programs (`/core-programs`) and new projects (`/projects`).

use crate::common;

use axum::http::StatusCode;
use common::*;
use fundplan_data::plan::{Owner, expenses_key};
use fundplan_data::repo::get_nav;
use fundplan_ports::{Condition, Item, Query};
use fundplan_testkit::{Seeded, TestApp};
use serde_json::{Value, json};
use std::sync::Arc;

async fn put(app: &TestApp, who: &Seeded, body: Value) -> fundplan_testkit::Reply {
    app.call("PUT", "/api/v1/core-programs", Some(&who.token), Some(body))
        .await
}

async fn delete(app: &TestApp, who: &Seeded, path: &str) -> fundplan_testkit::Reply {
    app.call("DELETE", path, Some(&who.token), None).await
}

fn names(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| p[field].as_str().unwrap().to_string())
        .collect()
}

fn program(name: &str, description: &str) -> Value {
    json!({"program_name": name, "program_description": description})
}

#[tokio::test]
async fn a_program_is_added_with_201_and_listed_with_its_position() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        let empty = app.get("/api/v1/core-programs", Some(&owner.token)).await;
        assert_eq!(empty.body, json!({"corePrograms": []}));
        let r = app
            .post(
                "/api/v1/core-programs",
                Some(&member.token),
                program(
                    "  Adult Basic Literacy ",
                    "Free tutoring for adults who read below a sixth-grade level.\n",
                ),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
        assert_eq!(r.body["status"], true);
        let p = &r.body["program"];
        assert_eq!(p["program_name"], "Adult Basic Literacy", "stored tidied");
        assert_eq!(
            p["program_description"],
            "Free tutoring for adults who read below a sixth-grade level."
        );
        assert_eq!(p["position"], 1);
        assert!(p["id"].as_str().is_some_and(|id| id.len() == 26));
        let second = app
            .post(
                "/api/v1/core-programs",
                Some(&owner.token),
                program(
                    "Family Reading Nights",
                    "Parents and children read together.",
                ),
            )
            .await;
        assert_eq!(second.body["program"]["position"], 2);
        let list = app.get("/api/v1/core-programs", Some(&member.token)).await;
        assert_eq!(list.body["corePrograms"][0], *p);
        assert_eq!(
            names(&list.body["corePrograms"], "program_name"),
            vec!["Adult Basic Literacy", "Family Reading Nights"]
        );
    }
}

#[tokio::test]
async fn put_saves_the_list_in_order_updates_by_id_creates_without_and_keeps_the_unlisted() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let ids = seed_programs(&app, &owner).await;
        let r = put(
            &app,
            &owner,
            json!({"corePrograms": [
                {"id": ids[2], "program_name": "Workplace English", "program_description": "Classes at four employers and two community sites."},
                {"program_name": "Summer Reading Camp", "program_description": "Four weeks of reading for children in July."},
                {"id": ids[0], "program_name": "Adult Basic Literacy", "program_description": "Tutoring for about 320 learners a year."}
            ]}),
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["status"], true);
        let list = &r.body["corePrograms"];
        assert_eq!(
            names(list, "program_name"),
            vec![
                "Workplace English",
                "Summer Reading Camp",
                "Adult Basic Literacy",
                "Family Reading Nights"
            ]
        );
        assert_eq!(list[0]["id"], ids[2].as_str());
        assert_eq!(list[2]["id"], ids[0].as_str());
        assert_eq!(
            list[3]["id"],
            ids[1].as_str(),
            "the unlisted program is kept, last"
        );
        assert_eq!(
            list[2]["program_description"],
            "Tutoring for about 320 learners a year."
        );
        let positions: Vec<_> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["position"].as_u64().unwrap())
            .collect();
        assert_eq!(positions, vec![1, 2, 3, 4]);
        let get = app.get("/api/v1/core-programs", Some(&owner.token)).await;
        assert_eq!(&get.body["corePrograms"], list);
    }
}

#[tokio::test]
async fn post_with_a_list_saves_it_as_put_does() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let r = app
            .post(
                "/api/v1/core-programs",
                Some(&owner.token),
                riverbend_programs(),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["status"], true);
        assert_eq!(
            names(&r.body["corePrograms"], "program_name"),
            vec![
                "Adult Basic Literacy",
                "Family Reading Nights",
                "Workplace English"
            ]
        );
    }
}

#[tokio::test]
async fn each_rule_of_the_programs_refuses_with_its_message_and_writes_nothing() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let ids = seed_programs(&app, &owner).await;
        let before = snapshot(&app, &[&owner]).await;
        let long = vec!["word"; 86].join(" ");
        let cases: Vec<(&str, Value, u16, &str)> = vec![
            (
                "POST",
                program("", "Tutoring."),
                422,
                "Make Sure To Include Program Name And Description!",
            ),
            (
                "POST",
                program("Tutoring", "  "),
                422,
                "Make Sure To Include Program Name And Description!",
            ),
            (
                "POST",
                json!({}),
                422,
                "Make Sure To Include Program Name And Description!",
            ),
            (
                "POST",
                json!({"program_name": null, "program_description": "x"}),
                422,
                "Make Sure To Include Program Name And Description!",
            ),
            (
                "POST",
                program("Tutoring", &long),
                422,
                "A program description can be at most 85 words.",
            ),
            (
                "POST",
                program(&"n".repeat(121), "x"),
                422,
                "A program name can be at most 120 characters.",
            ),
            (
                "POST",
                program("!!!", "x"),
                422,
                "A program name needs at least one letter or digit: it names the program's page.",
            ),
            (
                "POST",
                program("workplace  ENGLISH!", "x"),
                422,
                "Two programs cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.",
            ),
            (
                "PUT",
                json!({"corePrograms": []}),
                422,
                "Please Add At Least One Core Program!",
            ),
            (
                "PUT",
                json!({}),
                422,
                "Please Add At Least One Core Program!",
            ),
            (
                "PUT",
                json!({"corePrograms": [{"id": ids[0], "program_name": "Adult Basic Literacy", "program_description": ""}]}),
                422,
                "Make Sure To Include Program Name And Description!",
            ),
            (
                "PUT",
                json!({"corePrograms": [{"id": ids[0], "program_name": "Family Reading Nights", "program_description": "x"}]}),
                422,
                "Two programs cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.",
            ),
            (
                "PUT",
                json!({"corePrograms": [{"id": ids[0], "program_name": "A", "program_description": "x"}, {"id": ids[0], "program_name": "B", "program_description": "y"}]}),
                422,
                "A program is listed twice.",
            ),
            (
                "PUT",
                json!({"corePrograms": [{"id": "01jzzzzzzzzzzzzzzzzzzzzzzz", "program_name": "Ghost", "program_description": "x"}]}),
                404,
                "Program not found. Please check the program ID.",
            ),
            (
                "POST",
                json!({"corePrograms": []}),
                422,
                "Please Add At Least One Core Program!",
            ),
        ];
        for (method, body, status, message) in cases {
            let r = app
                .call(
                    method,
                    "/api/v1/core-programs",
                    Some(&owner.token),
                    Some(body.clone()),
                )
                .await;
            assert_eq!(r.status.as_u16(), status, "{method} {body}: {}", r.body);
            assert_eq!(r.error(), message, "{method} {body}");
        }
        let field = put(
            &app,
            &owner,
            json!({"corePrograms": [{"program_name": "Camp", "program_description": ""}]}),
        )
        .await;
        assert_eq!(
            field.body["errors"]["corePrograms[0].program_description"][0],
            "Make Sure To Include Program Name And Description!"
        );
        assert_eq!(
            snapshot(&app, &[&owner]).await,
            before,
            "nothing was written"
        );
    }
}

#[tokio::test]
async fn the_eleventh_program_is_refused_and_nothing_is_written() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let ten: Vec<Value> = (1..=10)
            .map(|i| program(&format!("Program {i}"), "A program."))
            .collect();
        let r = put(&app, &owner, json!({"corePrograms": ten})).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let before = snapshot(&app, &[&owner]).await;
        let r = app
            .post(
                "/api/v1/core-programs",
                Some(&owner.token),
                program("Program 11", "One too many."),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            r.error(),
            "You can have at most 10 core programs. Delete one before adding another."
        );
        let r = put(
            &app,
            &owner,
            json!({"corePrograms": [program("Program 11", "One too many.")]}),
        )
        .await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "the unlisted ten are kept, so 11"
        );
        assert_eq!(snapshot(&app, &[&owner]).await, before);
    }
}

#[tokio::test]
async fn sixteen_concurrent_additions_keep_ten_programs_and_refuse_six() {
    for app in apps(real).await {
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let mut tasks = Vec::new();
        for i in 0..16 {
            let (app, token) = (app.clone(), owner.token.clone());
            tasks.push(tokio::spawn(async move {
                let r = app
                    .post(
                        "/api/v1/core-programs",
                        Some(&token),
                        program(&format!("Program {i}"), "A program."),
                    )
                    .await;
                (r.status, r.body)
            }));
        }
        let (mut created, mut refused) = (0, 0);
        for task in tasks {
            let (status, body) = task.await.unwrap();
            match status {
                StatusCode::CREATED => created += 1,
                StatusCode::UNPROCESSABLE_ENTITY => {
                    assert_eq!(
                        body["error"],
                        "You can have at most 10 core programs. Delete one before adding another."
                    );
                    refused += 1
                }
                other => panic!("{other} {body}"),
            }
        }
        assert_eq!((created, refused), (10, 6));
        let list = app.get("/api/v1/core-programs", Some(&owner.token)).await;
        assert_eq!(list.body["corePrograms"].as_array().unwrap().len(), 10);
    }
}

#[tokio::test]
async fn concurrent_edits_of_different_programs_are_all_kept() {
    for app in apps(real).await {
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let ids = seed_programs(&app, &owner).await;
        let mut tasks = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            let (app, token, id) = (app.clone(), owner.token.clone(), id.clone());
            tasks.push(tokio::spawn(async move {
                let body = json!({"corePrograms": [{"id": id, "program_name": format!("Renamed {i}"), "program_description": "Edited."}]});
                app.call("PUT", "/api/v1/core-programs", Some(&token), Some(body)).await.status
            }));
        }
        for task in tasks {
            assert_eq!(task.await.unwrap(), StatusCode::OK);
        }
        let list = app.get("/api/v1/core-programs", Some(&owner.token)).await;
        let mut got = names(&list.body["corePrograms"], "program_name");
        got.sort();
        assert_eq!(got, vec!["Renamed 0", "Renamed 1", "Renamed 2"]);
    }
}

/// The plan's pages now, with the programs' and projects' ids.
async fn routes_now(app: &TestApp, org: &str) -> Vec<fundplan_domain::sections::Route> {
    let (p, j) = fundplan_data::plan::entries::get_programs_and_projects(
        &fundplan_data::OrgScope::of_verified(app.table.clone(), org),
    )
    .await
    .unwrap();
    fundplan_domain::sections::routes_of(&p.value.entries, &j.value.entries)
}

/// Completes `paths` and assigns "m1" to each: stored by section key, or (`by_path`) as the
/// release before the section catalogue stored them, by route path.
async fn set_nav(app: &TestApp, org: &str, paths: &[&str], by_path: bool) {
    let routes = routes_now(app, org).await;
    let key = fundplan_data::NavRecord::key(org);
    // The plain optimistic update (`ops::update_nav` upgrades an item keyed by path first).
    fundplan_data::repo::update(
        app.table.as_ref(),
        &key,
        |n: &fundplan_data::NavRecord, v| n.to_item(org, v),
        |n| {
            if by_path {
                n.keys = fundplan_data::nav::KEYED_BY_PATH;
                for p in paths {
                    n.statuses.insert(p.to_string(), 1);
                    n.assignees.insert(p.to_string(), vec!["m1".into()]);
                }
            } else {
                let mut statuses = n.statuses_by_path(&routes);
                for p in paths {
                    statuses.insert(p.to_string(), 1);
                    let key = n.assignment_key(&routes, p).expect("a page of the plan");
                    n.assignees.insert(key, vec!["m1".into()]);
                }
                n.set_statuses_by_path(&routes, &statuses);
            }
            Ok::<_, fundplan_ports::StoreError>(())
        },
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn a_rename_keeps_the_progress_and_assignees_of_both_program_pages() {
    for (app, by_path) in apps(real).await.into_iter().flat_map(|app| {
        let app = Arc::new(app);
        [(app.clone(), true), (app, false)]
    }) {
        let owner = app
            .seed_paying_owner(&format!("dana{by_path}@riverbendliteracy.org"))
            .await;
        let org = owner.user.org_id.clone();
        let ids = seed_programs(&app, &owner).await;
        set_nav(
            &app,
            &org,
            &[
                "/steps/funding-annual/program/family-reading-nights",
                "/steps/core-program-evaluation/program/family-reading-nights",
            ],
            by_path,
        )
        .await;
        let r = put(&app, &owner, json!({"corePrograms": [{"id": ids[1], "program_name": "Family Reading Evenings", "program_description": "Parents and children read together."}]})).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let (nav, _) = get_nav(&fundplan_data::OrgScope::of_verified(
            app.table.clone(),
            &org,
        ))
        .await
        .unwrap();
        let routes = routes_now(&app, &org).await;
        let (statuses, assignees) = (
            nav.statuses_by_path(&routes),
            nav.assignees_by_path(&routes),
        );
        for module in ["funding-annual", "core-program-evaluation"] {
            let new = format!("/steps/{module}/program/family-reading-evenings");
            assert_eq!(statuses.get(&new), Some(&1), "{new}");
            assert_eq!(assignees.get(&new), Some(&vec!["m1".to_string()]));
            let old = format!("/steps/{module}/program/family-reading-nights");
            assert!(!statuses.contains_key(&old) && !assignees.contains_key(&old));
        }
    }
}

#[tokio::test]
async fn deleting_a_program_takes_its_answers_expenses_and_pages_with_it() {
    for app in apps(test).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        let org = owner.user.org_id.clone();
        let ids = seed_programs(&app, &owner).await;
        for id in &ids {
            let r = app
                .post(
                    &format!("/api/v1/answers/core_program/{id}"),
                    Some(&owner.token),
                    json!({"category_id": 4, "question_id": PROGRAM_GOALS, "answer": "Goals."}),
                )
                .await;
            assert_eq!(r.status, StatusCode::OK);
            app.table
                .put(
                    Item::new(
                        expenses_key(&org, &Owner::Program(id.clone())),
                        Default::default(),
                    ),
                    Condition::None,
                )
                .await
                .unwrap();
        }
        set_nav(
            &app,
            &org,
            &[
                "/steps/funding-annual/program/workplace-english",
                "/steps/core-program-evaluation/program/workplace-english",
                "/steps/funding-annual/program/adult-basic-literacy",
            ],
            false,
        )
        .await;
        let r = delete(&app, &member, &format!("/api/v1/core-programs/{}", ids[2])).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body, json!({"status": true}));
        let list = app.get("/api/v1/core-programs", Some(&owner.token)).await;
        assert_eq!(common::ids(&list.body["corePrograms"]), ids[..2].to_vec());
        let gone = Owner::Program(ids[2].clone());
        let left = app
            .table
            .query_all(
                Query::partition(format!("ORG#{org}"))
                    .prefix(fundplan_data::plan::answers_prefix(&gone)),
            )
            .await
            .unwrap();
        assert!(left.is_empty(), "its answers are gone");
        assert!(
            app.table
                .get(&expenses_key(&org, &gone))
                .await
                .unwrap()
                .is_none()
        );
        assert!(
            app.table
                .get(&expenses_key(&org, &Owner::Program(ids[0].clone())))
                .await
                .unwrap()
                .is_some()
        );
        let (nav, _) = get_nav(&fundplan_data::OrgScope::of_verified(
            app.table.clone(),
            &org,
        ))
        .await
        .unwrap();
        assert_eq!(
            nav.statuses_by_path(&routes_now(&app, &org).await)
                .keys()
                .collect::<Vec<_>>(),
            vec!["/steps/funding-annual/program/adult-basic-literacy"]
        );
        assert_eq!(
            nav.statuses.keys().collect::<Vec<_>>(),
            vec![&format!("programs.program:{}", ids[0])],
            "stored by section key"
        );
        let across = app
            .get(
                &format!("/api/v1/answers/core_programs?question_id={PROGRAM_GOALS}"),
                Some(&owner.token),
            )
            .await;
        assert_eq!(across.body["answers"].as_array().unwrap().len(), 2);
        let again = delete(&app, &owner, &format!("/api/v1/core-programs/{}", ids[2])).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND);
        assert_eq!(
            again.error(),
            "Program not found. Please check the program ID."
        );
    }
}

#[tokio::test]
async fn another_organizations_programs_are_out_of_reach() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let other = app.seed_paying_owner("director@otherriver.org").await;
        let ids = seed_programs(&app, &owner).await;
        let before = snapshot(&app, &[&owner, &other]).await;
        let r = delete(&app, &other, &format!("/api/v1/core-programs/{}", ids[0])).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        let r = put(&app, &other, json!({"corePrograms": [{"id": ids[0], "program_name": "Taken", "program_description": "x"}]})).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(r.error(), "Program not found. Please check the program ID.");
        assert_eq!(snapshot(&app, &[&owner, &other]).await, before);
        let theirs = app.get("/api/v1/core-programs", Some(&other.token)).await;
        assert_eq!(theirs.body, json!({"corePrograms": []}));
    }
}

#[tokio::test]
async fn projects_are_saved_in_priority_order_and_deleted() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let member = app
            .seed_member(&owner, "margaret@riverbendliteracy.org")
            .await;
        let org = owner.user.org_id.clone();
        let ids = seed_projects(&app, &member).await;
        let list = app.get("/api/v1/projects", Some(&owner.token)).await;
        assert_eq!(list.status, StatusCode::OK);
        assert_eq!(
            list.body["projects"][1],
            json!({"id": ids[1], "project_name": "Digital Skills Lab",
                   "project_description": "A 16-seat computer lab at the Mill Street center teaching digital and online-safety skills.",
                   "priority": 2})
        );
        // Swap the priorities.
        let r = app
            .post(
                "/api/v1/projects",
                Some(&owner.token),
                json!({"projects": [
                    {"id": ids[1], "project_name": "Digital Skills Lab", "project_description": "A 16-seat computer lab."},
                    {"id": ids[0], "project_name": "Mobile Learning Van", "project_description": "A van for three rural townships."}
                ]}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["status"], true);
        assert_eq!(
            names(&r.body["projects"], "project_name"),
            vec!["Digital Skills Lab", "Mobile Learning Van"]
        );
        assert_eq!(r.body["projects"][0]["priority"], 1);
        set_nav(
            &app,
            &org,
            &["/steps/funding-new-projects/project/mobile-learning-van"],
            // A store of the release before the section catalogue: its pages go too.
            true,
        )
        .await;
        let d = delete(&app, &member, &format!("/api/v1/projects/{}", ids[0])).await;
        assert_eq!(d.status, StatusCode::OK);
        let (nav, _) = get_nav(&fundplan_data::OrgScope::of_verified(
            app.table.clone(),
            &org,
        ))
        .await
        .unwrap();
        assert!(nav.statuses.is_empty(), "its page is gone");
        let list = app.get("/api/v1/projects", Some(&owner.token)).await;
        assert_eq!(
            names(&list.body["projects"], "project_name"),
            vec!["Digital Skills Lab"]
        );
        let again = delete(&app, &owner, &format!("/api/v1/projects/{}", ids[0])).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND);
        assert_eq!(
            again.error(),
            "Project not found. Please check the project ID."
        );
    }
}

#[tokio::test]
async fn each_rule_of_the_projects_refuses_with_its_message_and_writes_nothing() {
    for app in apps(real).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let other = app.seed_paying_owner("director@otherriver.org").await;
        let ids = seed_projects(&app, &owner).await;
        let before = snapshot(&app, &[&owner, &other]).await;
        let project = |n: &str, d: &str| json!({"project_name": n, "project_description": d});
        let five: Vec<Value> = (1..=3)
            .map(|i| project(&format!("Project {i}"), "x"))
            .collect();
        let cases: Vec<(Value, u16, &str)> = vec![
            (
                json!({"projects": []}),
                422,
                "Please Add At Least One Project!",
            ),
            (json!({}), 422, "Please Add At Least One Project!"),
            (
                json!({"projects": [project("Van", "")]}),
                422,
                "Make Sure To Include Project Name And Description!",
            ),
            (
                json!({"projects": [project(" ", "A van.")]}),
                422,
                "Make Sure To Include Project Name And Description!",
            ),
            (
                json!({"projects": [project("Van", &vec!["w"; 86].join(" "))]}),
                422,
                "A project description can be at most 85 words.",
            ),
            (
                json!({"projects": five}),
                422,
                "You can have at most 4 new projects. Delete one before adding another.",
            ),
            (
                json!({"projects": [project("digital skills lab", "x")]}),
                422,
                "Two projects cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.",
            ),
            (
                json!({"projects": [{"id": "nope", "project_name": "Van", "project_description": "x"}]}),
                404,
                "Project not found. Please check the project ID.",
            ),
        ];
        for (body, status, message) in cases {
            let r = app
                .post("/api/v1/projects", Some(&owner.token), body.clone())
                .await;
            assert_eq!(r.status.as_u16(), status, "{body}: {}", r.body);
            assert_eq!(r.error(), message, "{body}");
        }
        let r = app
            .post("/api/v1/projects", Some(&other.token), json!({"projects": [{"id": ids[0], "project_name": "Van", "project_description": "x"}]}))
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        let r = delete(&app, &other, &format!("/api/v1/projects/{}", ids[0])).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(snapshot(&app, &[&owner, &other]).await, before);
        // Four are allowed.
        let two_more: Vec<Value> = (1..=2)
            .map(|i| project(&format!("Project {i}"), "x"))
            .collect();
        let r = app
            .post(
                "/api/v1/projects",
                Some(&owner.token),
                json!({"projects": two_more}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
        assert_eq!(r.body["projects"].as_array().unwrap().len(), 4);
    }
}

#[tokio::test]
async fn every_planning_call_needs_a_session() {
    for app in apps(real).await {
        let before = app.item_count().await;
        for (method, path) in [
            ("GET", "/api/v1/answers?question_id=304"),
            ("POST", "/api/v1/answers"),
            ("GET", "/api/v1/answers/core_program/x"),
            ("POST", "/api/v1/answers/core_program/x"),
            ("GET", "/api/v1/answers/project/x"),
            ("POST", "/api/v1/answers/project/x"),
            ("GET", "/api/v1/answers/core_programs?question_id=304"),
            ("GET", "/api/v1/answers/projects?question_id=304"),
            ("GET", "/api/v1/core-programs"),
            ("POST", "/api/v1/core-programs"),
            ("PUT", "/api/v1/core-programs"),
            ("DELETE", "/api/v1/core-programs/x"),
            ("GET", "/api/v1/projects"),
            ("POST", "/api/v1/projects"),
            ("DELETE", "/api/v1/projects/x"),
        ] {
            let body = (method != "GET" && method != "DELETE").then(|| json!({}));
            let r = app.call(method, path, None, body).await;
            assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{method} {path}");
        }
        assert_eq!(app.item_count().await, before);
    }
}

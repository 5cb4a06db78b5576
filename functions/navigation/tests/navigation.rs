use axum::http::StatusCode;
use fundplan_testkit::{TestApp, apigw_v2_event, lambda_invoke};
use serde_json::{Value, json};

fn app() -> TestApp {
    TestApp::new(fundplan_navigation::routes())
}

fn module1_complete() -> Value {
    json!({
        "/steps/getting-started/welcome": 1, "/steps/getting-started/teammember": 1,
        "/steps/getting-started/fundraising-resources-overview": 1, "/steps/getting-started/case-for-support": 1,
        "/steps/getting-started/stewardship-structure": 1
    })
}

#[tokio::test]
async fn a_new_plan_has_every_route_not_started_but_the_first() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    let r = app
        .get("/api/v1/steps-nav-status", Some(&owner.token))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    let s = r.body["steps_nav_status"].as_object().unwrap();
    assert_eq!(s["/steps/getting-started/welcome"], 0);
    assert_eq!(s["/steps/congratulations/certificate"], -1);
    assert_eq!(r.body["overall_progress"], 0);
    assert_eq!(r.body["modules"].as_array().unwrap().len(), 15);
    assert_eq!(
        r.body["modules"][10]["sections"][3]["path"],
        "/steps/finalize-your-case-for-support/our-vision"
    );
}

#[tokio::test]
async fn completing_a_module_moves_its_ring_and_the_overall_bar_and_emails_the_owner_once() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let body = json!({"steps_nav_status": {"/steps/getting-started/welcome": 1, "/steps/getting-started/teammember": 0}, "current_route": "/steps/getting-started/welcome"});
    let r = app
        .post("/api/v1/steps-nav-status", Some(&member.token), body)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["module_progress"]["getting-started"]["percent"], 20);
    assert!(r.body["module_progress"]["getting-started"]["last_interaction_time"].is_string());
    let r = app
        .post(
            "/api/v1/steps-nav-status",
            Some(&member.token),
            json!({"steps_nav_status": module1_complete()}),
        )
        .await;
    assert_eq!(r.body["module_progress"]["getting-started"]["percent"], 100);
    assert_eq!(
        r.body["module_progress"]["getting-started"]["completion_email_sent"],
        true
    );
    assert!(r.body["overall_progress"].as_u64().unwrap() > 0);
    app.post(
        "/api/v1/steps-nav-status",
        Some(&owner.token),
        json!({"steps_nav_status": module1_complete()}),
    )
    .await;
    let mails = app.emails().await;
    assert_eq!(mails.len(), 1, "one e-mail per module, ever");
    assert_eq!(mails[0].to, "olive@example.org", "the owner is told");
    assert_eq!(mails[0].subject, "Module 1 completed: Getting Started");
}

#[tokio::test]
async fn statuses_never_go_down_and_unknown_routes_are_ignored() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    app.post(
        "/api/v1/steps-nav-status",
        Some(&owner.token),
        json!({"steps_nav_status": {"/steps/getting-started/welcome": 1}}),
    )
    .await;
    let r = app.post("/api/v1/steps-nav-status", Some(&owner.token), json!({"steps_nav_status": {"/steps/getting-started/welcome": -1, "/steps/nowhere/page": 1}})).await;
    assert_eq!(
        r.body["steps_nav_status"]["/steps/getting-started/welcome"],
        1
    );
    assert!(
        r.body["steps_nav_status"]
            .get("/steps/nowhere/page")
            .is_none()
    );
    let bad = app
        .post(
            "/api/v1/steps-nav-status",
            Some(&owner.token),
            json!({"steps_nav_status": {"/steps/getting-started/welcome": 3}}),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_progress_from_two_people_is_all_kept_on_both_stores() {
    for app in TestApp::both(fundplan_navigation::routes()).await {
        concurrent_progress_is_all_kept(std::sync::Arc::new(app)).await;
    }
}

async fn concurrent_progress_is_all_kept(app: std::sync::Arc<TestApp>) {
    let owner = app.seed_paying_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    let paths: Vec<String> = app
        .get("/api/v1/steps-nav-status", Some(&owner.token))
        .await
        .body["steps_nav_status"]
        .as_object()
        .unwrap()
        .keys()
        .take(16)
        .cloned()
        .collect();
    let mut tasks = Vec::new();
    for (i, p) in paths.iter().enumerate() {
        let app = app.clone();
        let token = if i % 2 == 0 {
            owner.token.clone()
        } else {
            member.token.clone()
        };
        let p = p.clone();
        tasks.push(tokio::spawn(async move {
            app.post(
                "/api/v1/steps-nav-status",
                Some(&token),
                json!({"steps_nav_status": {p: 1}}),
            )
            .await
            .status
        }));
    }
    for t in tasks {
        assert_eq!(t.await.unwrap(), StatusCode::OK);
    }
    let r = app
        .get("/api/v1/steps-nav-status", Some(&owner.token))
        .await;
    for p in &paths {
        assert_eq!(
            r.body["steps_nav_status"][p],
            1,
            "{p} was lost on {}",
            app.store_name()
        );
    }
}

#[tokio::test]
async fn skipping_module_9_greys_it_out_and_takes_it_out_of_the_overall_figure() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    app.post(
        "/api/v1/steps-nav-status",
        Some(&owner.token),
        json!({"steps_nav_status": module1_complete()}),
    )
    .await;
    let before = app
        .get("/api/v1/steps-nav-status", Some(&owner.token))
        .await
        .body["overall_progress"]
        .as_u64()
        .unwrap();
    let r = app
        .post(
            "/api/v1/extensions/skipped_modules",
            Some(&owner.token),
            json!({"skipped_routes": ["/steps/funding-new-projects"]}),
        )
        .await;
    assert_eq!(
        r.body,
        json!({"status": true, "skipped_routes": ["/steps/funding-new-projects"]})
    );
    let nav = app
        .get("/api/v1/steps-nav-status", Some(&owner.token))
        .await
        .body;
    assert_eq!(
        nav["module_progress"]["funding-new-projects"]["skipped"],
        true
    );
    assert!(
        nav["overall_progress"].as_u64().unwrap() > before,
        "fewer sections count now"
    );
    let got = app
        .get("/api/v1/extensions/skipped_modules", Some(&owner.token))
        .await;
    assert_eq!(got.headers["cache-control"], "no-store");
    assert_eq!(
        got.body["skipped_routes"],
        json!(["/steps/funding-new-projects"])
    );
    let r = app
        .post(
            "/api/v1/extensions/skipped_modules",
            Some(&owner.token),
            json!({"skipped_routes": []}),
        )
        .await;
    assert_eq!(r.body["skipped_routes"], json!([]));
    let bad = app
        .post(
            "/api/v1/extensions/skipped_modules",
            Some(&owner.token),
            json!({"skipped_routes": ["/steps/gift-pyramid"]}),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn the_last_interaction_is_kept_per_module() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    let r = app
        .post(
            "/api/v1/extensions/last-interaction-time",
            Some(&owner.token),
            json!({"route_path": "/steps/funding-annual/overview"}),
        )
        .await;
    assert_eq!(r.body["module_name"], "funding-annual");
    assert_eq!(r.body["last_interaction_time"], "2026-11-21T12:00:00Z");
    let g = app.get("/api/v1/extensions/last-interaction-time?route_path=/steps/funding-annual/core-programs", Some(&owner.token)).await;
    assert_eq!(g.body["last_interaction_time"], "2026-11-21T12:00:00Z");
    let bad = app
        .post(
            "/api/v1/extensions/last-interaction-time",
            Some(&owner.token),
            json!({"route_path": "/settings"}),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn organizations_do_not_share_progress() {
    let app = app();
    let a = app.seed_paying_owner("a@example.org").await;
    let b = app.seed_paying_owner("b@example.org").await;
    app.post(
        "/api/v1/steps-nav-status",
        Some(&a.token),
        json!({"steps_nav_status": module1_complete()}),
    )
    .await;
    let rb = app.get("/api/v1/steps-nav-status", Some(&b.token)).await;
    assert_eq!(rb.body["overall_progress"], 0);
    assert_eq!(
        app.get("/api/v1/steps-nav-status", None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn the_lambda_entry_answers_an_api_gateway_v2_event() {
    let app = app();
    let owner = app.seed_paying_owner("olive@example.org").await;
    let out = lambda_invoke(
        app.router.clone(),
        apigw_v2_event("GET", "/api/v1/steps-nav-status", Some(&owner.token), None),
    )
    .await;
    assert_eq!(out["statusCode"], 200, "{out}");
}

/// Changes the organization's core programs as the planning function does.
async fn change_programs(
    app: &TestApp,
    org: &str,
    change: impl FnMut(&mut fundplan_data::plan::EntriesRecord),
) -> Vec<String> {
    let mut change = change;
    let list = fundplan_data::ops::save_entries(
        &fundplan_data::OrgScope::of_verified(app.table.clone(), org),
        fundplan_data::plan::EntryKind::Program,
        |l| {
            change(l);
            Ok::<_, fundplan_ports::StoreError>(())
        },
    )
    .await
    .unwrap();
    list.value.entries.into_iter().map(|e| e.id).collect()
}

#[tokio::test]
async fn program_pages_appear_keep_their_status_through_a_rename_and_go_with_the_program() {
    for app in TestApp::both(fundplan_navigation::routes()).await {
        let owner = app.seed_paying_owner("dana@riverbendliteracy.org").await;
        let org = owner.user.org_id.clone();
        let t = Some(owner.token.as_str());
        let ids = change_programs(&app, &org, |l| {
            for (i, name) in ["Adult Basic Literacy", "Family Reading Nights"]
                .iter()
                .enumerate()
            {
                l.entries.push(fundplan_data::plan::entries::new_entry(
                    format!("p{i}"),
                    name.to_string(),
                    "A program.".into(),
                    0,
                ));
            }
        })
        .await;
        let r = app.get("/api/v1/steps-nav-status", t).await;
        let s = &r.body["steps_nav_status"];
        for path in [
            "/steps/funding-annual/program/adult-basic-literacy",
            "/steps/funding-annual/program/family-reading-nights",
            "/steps/core-program-evaluation/program/family-reading-nights",
        ] {
            assert_eq!(s[path], -1, "{path} on {}", app.store_name());
        }
        let sections = &r.body["modules"][3]["sections"];
        assert_eq!(sections[3]["name"], "2. Family Reading Nights");

        let done =
            json!({"steps_nav_status": {"/steps/funding-annual/program/family-reading-nights": 1}});
        let r = app.post("/api/v1/steps-nav-status", t, done).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);

        change_programs(&app, &org, |l| {
            l.entries[1].name = "Family Reading Evenings".into()
        })
        .await;
        let r = app.get("/api/v1/steps-nav-status", t).await;
        let s = r.body["steps_nav_status"].as_object().unwrap();
        assert_eq!(
            s["/steps/funding-annual/program/family-reading-evenings"], 1,
            "the rename keeps it completed"
        );
        assert!(!s.contains_key("/steps/funding-annual/program/family-reading-nights"));

        fundplan_data::ops::delete_entry(
            &fundplan_data::OrgScope::of_verified(app.table.clone(), &org),
            fundplan_data::plan::EntryKind::Program,
            &ids[1],
        )
        .await
        .unwrap();
        let r = app.get("/api/v1/steps-nav-status", t).await;
        let s = r.body["steps_nav_status"].as_object().unwrap();
        assert!(
            !s.keys().any(|p| p.contains("family-reading")),
            "its pages are gone"
        );
        assert!(s.contains_key("/steps/core-program-evaluation/program/adult-basic-literacy"));
        assert_eq!(
            r.body["module_progress"]["funding-annual"]["sections"]
                .as_object()
                .unwrap()
                .len(),
            3
        );
    }
}

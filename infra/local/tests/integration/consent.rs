//! A funder reads only what a nonprofit agreed to show (issue 18 §4), proved field by field: the
//! organization's view through the funder's API holds exactly the disclosed fields and, for each
//! figure, a value only while the organization shares it; and none of the organization's private
//! texts (answers, prospect names, team members) ever appears in anything the funder reads.

use axum::http::StatusCode;
use fundplan_testkit::TestApp;
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// Texts of the organization the funder must never read.
const SECRETS: [&str; 5] = [
    "Riverbend's confidential mission draft",
    "Eleanor Whitfield",
    "mia.member@riverbend.org",
    "Mia",
    "dana@riverbend.org",
];

async fn funder_cohort(app: &TestApp) -> (String, String, String, String) {
    let (funder_id, admin) = app
        .seed_funder("Harbor Community Foundation", "ruth@harborfoundation.org")
        .await;
    let cohort = app
        .post(
            &format!("/api/v1/funders/{funder_id}/cohorts"),
            Some(&admin),
            json!({"name": "Spring 2027 Cohort", "kind": "group_coaching", "seats": 12, "starts_on": "2026-11-01", "ends_on": "2027-11-30"}),
        )
        .await;
    (
        funder_id,
        admin,
        cohort.body["cohort"]["id"].as_str().unwrap().to_owned(),
        cohort.body["code"].as_str().unwrap().to_owned(),
    )
}

/// Every key path of a JSON value (`organizations.0.goal_cents`, …), arrays' items as `*`.
fn paths(v: &Value, at: &str, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            for (k, v) in m {
                let p = if at.is_empty() {
                    k.clone()
                } else {
                    format!("{at}.{k}")
                };
                out.insert(p.clone());
                paths(v, &p, out);
            }
        }
        Value::Array(a) => {
            for v in a {
                paths(v, &format!("{at}.*"), out);
            }
        }
        _ => {}
    }
}

#[tokio::test]
async fn a_funder_reads_the_disclosed_fields_and_only_the_figures_shared() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let (funder_id, admin, cohort_id, code) = funder_cohort(&app).await;
        let owner = app.seed_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia.member@riverbend.org").await;
        let r = app
            .post(
                "/api/v1/licences/redeem",
                Some(&owner.token),
                json!({"code": code}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        // The organization's private work: an answer, a prospect's name, a team member.
        let q = fundplan_domain::questions::catalogue()
            .by_key("mission_statement")
            .unwrap();
        let saved = app
            .post(
                "/api/v1/answers",
                Some(&owner.token),
                json!({"category_id": q.category_id, "question_id": q.id, "answer": SECRETS[0]}),
            )
            .await;
        assert_eq!(saved.status, StatusCode::OK, "{store}: {:?}", saved.body);
        let prospects = app
            .post(
                "/api/v1/prospects",
                Some(&owner.token),
                json!({"prospectRatio": 3, "prospectNames": {"100000": [SECRETS[1]]}}),
            )
            .await;
        assert_eq!(
            prospects.status,
            StatusCode::OK,
            "{store}: {:?}",
            prospects.body
        );

        let path = format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}/organizations");
        let read = async || {
            let r = app.get(&path, Some(&admin)).await;
            assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
            r.body
        };
        // Nothing shared: the disclosed fields, every figure null.
        let body = read().await;
        let org = &body["organizations"][0];
        let mut fields = BTreeSet::new();
        paths(org, "", &mut fields);
        let disclosed: BTreeSet<String> = [
            "id",
            "name",
            "joined_on",
            "last_activity",
            "idle_days",
            "stalled",
            "onboarded",
            "finished",
            "current_module",
            "current_module.number",
            "current_module.name",
            "documents_shared",
            "documents",
            "modules",
            "modules.*.number",
            "modules.*.name",
            "modules.*.state",
            "modules_done",
            "users",
            "shared",
            "shared.goal",
            "shared.budget_totals",
            "shared.gift_chart",
            "goal_cents",
            "budget_totals",
            "gift_chart",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        assert_eq!(
            fields, disclosed,
            "{store}: the fields of an organization that shares nothing"
        );
        for figure in ["goal_cents", "budget_totals", "gift_chart"] {
            assert_eq!(org[figure], Value::Null, "{store}: {figure} before consent");
        }
        for item in ["goal", "budget_totals", "gift_chart"] {
            assert_eq!(
                org["shared"][item],
                Value::Null,
                "{store}: {item} before consent"
            );
        }
        assert_eq!(org["name"], "Acme Trust");
        assert_eq!(org["users"], 2, "{store}: the owner and the member");
        assert_eq!(org["modules"].as_array().unwrap().len(), 15);

        // Each figure appears while it is shared, alone, and goes when withdrawn.
        let figure_fields = [
            ("goal", "goal_cents", vec!["goal_cents"]),
            (
                "budget_totals",
                "budget_totals",
                vec![
                    "budget_totals.expenses_cents",
                    "budget_totals.revenue_cents",
                ],
            ),
            (
                "gift_chart",
                "gift_chart",
                vec![
                    "gift_chart.lead_gift_cents",
                    "gift_chart.gifts",
                    "gift_chart.levels",
                ],
            ),
        ];
        for (item, field, inner) in &figure_fields {
            // A member may not decide; the owner does.
            let by_member = app
                .call(
                    "PUT",
                    "/api/v1/sharing",
                    Some(&member.token),
                    Some(json!({"item": item, "shared": true})),
                )
                .await;
            assert_eq!(by_member.status, StatusCode::FORBIDDEN, "{store}");
            let granted = app
                .call(
                    "PUT",
                    "/api/v1/sharing",
                    Some(&owner.token),
                    Some(json!({"item": item, "shared": true})),
                )
                .await;
            assert_eq!(
                granted.status,
                StatusCode::OK,
                "{store}: {:?}",
                granted.body
            );
            let body = read().await;
            let org = &body["organizations"][0];
            assert_ne!(
                org[field],
                Value::Null,
                "{store}: {field} while {item} is shared"
            );
            assert!(org["shared"][item]["since"].is_string(), "{store}");
            let mut fields = BTreeSet::new();
            paths(org, "", &mut fields);
            let mut expected = disclosed.clone();
            expected.insert(format!("shared.{item}.since"));
            expected.extend(inner.iter().map(|s| (*s).to_owned()));
            assert_eq!(fields, expected, "{store}: only {item} added");
            for (other, other_field, _) in &figure_fields {
                if other != item {
                    assert_eq!(
                        org[other_field],
                        Value::Null,
                        "{store}: {other} while only {item} is shared"
                    );
                }
            }
            let withdrawn = app
                .call(
                    "PUT",
                    "/api/v1/sharing",
                    Some(&owner.token),
                    Some(json!({"item": item, "shared": false})),
                )
                .await;
            assert_eq!(withdrawn.status, StatusCode::OK);
            assert_eq!(
                read().await["organizations"][0][field],
                Value::Null,
                "{store}: {item} withdrawn"
            );
        }
        // The goal as shared is the plan's rounded goal (at least $500,000).
        app.call(
            "PUT",
            "/api/v1/sharing",
            Some(&owner.token),
            Some(json!({"item": "goal", "shared": true})),
        )
        .await;
        let body = read().await;
        assert_eq!(
            body["organizations"][0]["goal_cents"], 50_000_000,
            "{store}"
        );

        // Nothing the funder reads names the organization's private work or people.
        let mut everything = body.to_string();
        everything.push_str(
            &app.get(
                &format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}/log"),
                Some(&admin),
            )
            .await
            .body
            .to_string(),
        );
        everything.push_str(
            &app.get(
                &format!("/api/v1/funders/{funder_id}/cohorts/{cohort_id}"),
                Some(&admin),
            )
            .await
            .body
            .to_string(),
        );
        everything.push_str(
            &app.get(&format!("/api/v1/funders/{funder_id}"), Some(&admin))
                .await
                .body
                .to_string(),
        );
        for secret in SECRETS {
            assert!(
                !everything.contains(secret),
                "{store}: the funder reads {secret:?}"
            );
        }
        // The nonprofit sees what it shares, and every choice is logged.
        let sharing = app.get("/api/v1/sharing", Some(&member.token)).await;
        assert_eq!(sharing.body["funder_name"], "Harbor Community Foundation");
        assert_eq!(sharing.body["items"][0]["shared"], true);
        let org = fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
        let log = fundplan_data::consent::consent_log(&org).await.unwrap();
        assert_eq!(
            log.len(),
            7,
            "{store}: three grants, three withdrawals, the goal again"
        );
    }
}

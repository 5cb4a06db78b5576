//! The closing modules over HTTP, on both stores (embedded and DynamoDB in moto): success
//! stories, the prospect ratio and gift pyramid, the stewardship chart, policies, the talking
//! points, the collateral status and the certificate. Every refusal of the issue's bad input
//! (a fourth story, a 264-word story, ratios 2 and "abc", an unknown policy, 10,000 benefit
//! rows, a 10 kB benefit name) answers 4xx with its message and writes nothing; HTML is kept as
//! text; concurrent savers of one list never lose a save silently.

use axum::http::StatusCode;
use fundplan_domain::gift_chart::{Chart, standard_chart};
use fundplan_domain::messages as m;
use fundplan_testkit::{Reply, Seeded, TestApp};
use serde_json::{Value, json};
use std::sync::Arc;

const SCRIPT: &str = "<script>alert('x')</script><b>bold</b>";

async fn ok(app: &TestApp, method: &str, path: &str, who: &Seeded, body: Option<Value>) -> Value {
    app.ok(method, path, who, body).await
}

/// Sends a request that must be refused with `status` and `message`, and checks that nothing
/// was written (the store holds as many items as before, `read` answers the same).
async fn refused(
    app: &TestApp,
    who: &Seeded,
    (method, path, body): (&str, &str, Value),
    status: StatusCode,
    message: &str,
    read: &str,
) -> Reply {
    let before = (
        app.item_count().await,
        app.get(read, Some(&who.token)).await.body,
    );
    let r = app.call(method, path, Some(&who.token), Some(body)).await;
    assert_eq!(
        r.status,
        status,
        "{method} {path} on {}: {}",
        app.store_name(),
        r.body
    );
    if !message.is_empty() {
        assert_eq!(r.error(), message, "on {}", app.store_name());
    }
    let after = (
        app.item_count().await,
        app.get(read, Some(&who.token)).await.body,
    );
    assert_eq!(after, before, "{method} {path} wrote something on refusal");
    r
}

fn words(n: usize) -> String {
    vec!["read"; n].join(" ")
}

/// Overhead of `dollars` in each of the three years: the final goal is three times that.
async fn overhead(app: &TestApp, who: &Seeded, dollars: i64) {
    let body = json!({"expenses": [{"expense_type": "personnel_and_benefits",
        "expense_description": "Staff", "expense_cost": dollars,
        "expense_cost_year_2": dollars, "expense_cost_year_3": dollars}]});
    ok(
        app,
        "POST",
        "/api/v1/organization-expenses",
        who,
        Some(body),
    )
    .await;
}

#[tokio::test]
async fn success_stories_keep_their_order_refuse_bad_input_with_the_specs_messages_and_write_nothing_then()
 {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let empty = ok(&app, "GET", "/api/v1/success-stories", &owner, None).await;
        assert_eq!(empty, json!({"stories": [], "version": 0}));

        let saved = ok(
            &app,
            "POST",
            "/api/v1/success-stories",
            &member,
            Some(json!({"stories": [
                {"order": 2, "user_story": "Rosa, 52, now reads to her grandson every night."},
                {"order": 1, "user_story": SCRIPT},
                {"order": 3, "user_story": words(263)}]})),
        )
        .await;
        assert_eq!(saved["version"], 1);
        let stories = saved["stories"].as_array().unwrap();
        assert_eq!(stories.len(), 3);
        assert_eq!(stories[0]["user_story"], SCRIPT, "HTML is kept as text");
        assert_eq!(stories[0]["order"], 1);
        assert_eq!(
            stories[1]["user_story"],
            "Rosa, 52, now reads to her grandson every night."
        );
        let ids: Vec<String> = stories
            .iter()
            .map(|s| s["id"].as_str().unwrap().to_string())
            .collect();
        let read = ok(&app, "GET", "/api/v1/success-stories", &owner, None).await;
        assert_eq!(read, saved);

        let list = |extra: Value| {
            let mut s: Vec<Value> = ids
                .iter()
                .enumerate()
                .map(|(i, id)| json!({"id": id, "order": i + 1, "user_story": "A story."}))
                .collect();
            if !extra.is_null() {
                s.push(extra);
            }
            json!({"stories": s, "version": 1})
        };
        let path = "/api/v1/success-stories";
        let cases = [
            (
                list(json!({"order": 4, "user_story": "A fourth."})),
                "You can share at most 3 success stories.",
            ),
            (
                json!({"stories": [{"order": 1, "user_story": words(264)}], "version": 1}),
                "Please keep your story under 263 words",
            ),
            (
                json!({"stories": [{"order": 1, "user_story": " \n "}], "version": 1}),
                "Please Add Your Success Story!",
            ),
            (
                json!({"stories": [], "version": 1}),
                "Please Add At Least One Success Story!",
            ),
        ];
        for (body, message) in cases {
            refused(
                &app,
                &owner,
                ("POST", path, body),
                StatusCode::UNPROCESSABLE_ENTITY,
                message,
                path,
            )
            .await;
        }
        let unknown = json!({"stories": [{"id": "01NOTASTORY000000000000000", "order": 1,
            "user_story": "Mine."}], "version": 1});
        refused(
            &app,
            &owner,
            ("POST", path, unknown),
            StatusCode::NOT_FOUND,
            "Success story not found.",
            path,
        )
        .await;
        // Without the version a list that exists is stale.
        let stale = json!({"stories": [{"order": 1, "user_story": "Mine."}]});
        refused(
            &app,
            &owner,
            ("POST", path, stale),
            StatusCode::CONFLICT,
            "Your success stories were changed by someone else. Reload to see the latest version.",
            path,
        )
        .await;

        // An edit keeps the ids it names; a story left out is dropped.
        let edit = json!({"version": 1, "stories": [
            {"id": ids[2], "order": 1, "user_story": "Family Reading Nights changed our evenings."},
            {"id": ids[0], "order": 2, "user_story": SCRIPT}]});
        let edited = ok(&app, "POST", path, &owner, Some(edit)).await;
        assert_eq!(edited["version"], 2);
        assert_eq!(edited["stories"][0]["id"], ids[2].as_str());
        assert_eq!(edited["stories"].as_array().unwrap().len(), 2);

        let del = format!("{path}/{}", ids[2]);
        let left = ok(&app, "DELETE", &del, &member, None).await;
        assert_eq!(
            left["stories"],
            json!([{"id": ids[0], "user_story": SCRIPT, "order": 1}])
        );
        let again = app.call("DELETE", &del, Some(&owner.token), None).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND);
        assert_eq!(again.error(), "Success story not found.");
    }
}

#[tokio::test]
async fn the_gift_pyramid_follows_the_budget_and_keeps_the_ratio_and_the_prospect_names() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        // $1,100,000 a year for three years: $3,300,000, rounded up to $3,500,000.
        overhead(&app, &owner, 1_100_000).await;
        let p = ok(&app, "GET", "/api/v1/prospects", &owner, None).await;
        assert_eq!(
            p,
            json!({"prospectRatio": 3, "prospectNames": {}, "version": 0})
        );

        let names = json!({"250000": ["Harlan Family Foundation", "Mill Street Bank", " Eleanor Voss "],
            "100000": ["Riverbend Community Trust", "Okafor & Lee LLP"]});
        let saved = ok(
            &app,
            "POST",
            "/api/v1/prospects",
            &owner,
            Some(json!({"prospectRatio": 4, "prospectNames": names})),
        )
        .await;
        assert_eq!(saved["prospectRatio"], 4);
        assert_eq!(saved["prospectNames"]["250000"][2], "Eleanor Voss");

        let g = ok(&app, "GET", "/api/v1/gift-pyramid", &owner, None).await;
        let pyramid = &g["data"]["pyramid"];
        assert_eq!(pyramid["goal"], 3_500_000);
        assert_eq!(pyramid["prospectRatio"], 4);
        // The standard chart of $3,500,000 with a lead gift of 20 % (DECISIONS "Gift range
        // chart"): $700,000 rounds to $500,000.
        assert_eq!(
            (
                &pyramid["leadShare"],
                &pyramid["standard"],
                &pyramid["chartVersion"]
            ),
            (&json!(20), &json!(true), &json!(0))
        );
        let rows = pyramid["rows"].as_array().unwrap();
        assert_eq!(
            figures(rows),
            [
                json!([500000, 1, 4, 500000, 500000, 14.3]),
                json!([250000, 3, 12, 750000, 1250000, 21.4]),
                json!([100000, 6, 24, 600000, 1850000, 17.1]),
                json!([50000, 13, 52, 650000, 2500000, 18.6]),
                json!([25000, 25, 100, 625000, 3125000, 17.9]),
                json!(["Various (<$25,000)", "Many", "Many", 375000, 3500000, 10.7]),
            ]
        );
        assert_eq!(
            pyramid["chart"],
            json!({"levels": [{"amount": 500000, "gifts": 1}, {"amount": 250000, "gifts": 3},
                {"amount": 100000, "gifts": 6}, {"amount": 50000, "gifts": 13},
                {"amount": 25000, "gifts": 25}], "various": 375000})
        );
        assert_eq!(rows[1]["prospectNames"]["0"], "Harlan Family Foundation");
        assert_eq!(rows[1]["prospectNames"]["11"], "");
        assert_eq!(rows[4]["prospectNames"].as_object().unwrap().len(), 100);
        assert_eq!(
            pyramid["total"],
            json!({"giftAmount": "Grand Total", "numberOfGiftsNeeded": 48,
                "numberOfProspectsNeeded": 192, "amountByGiftLevel": 3500000,
                "cumulativeGiftAmount": 3500000, "fundingAllocation": 100.0, "prospectNames": {}})
        );
        let levels: Value = serde_json::from_str(g["data"]["levels"].as_str().unwrap()).unwrap();
        assert_eq!(levels.as_array().unwrap().len(), 7);
        assert_eq!(levels[6], pyramid["total"]);
        assert_eq!(
            passed(pyramid),
            [
                ("lead_gift", true),
                ("top_ten", true),
                ("base", true),
                ("total", true),
                ("prospects", false)
            ]
        );
        let checks = pyramid["feasibility"].as_array().unwrap();
        assert_eq!(checks[0]["title"], "Lead gift");
        assert!(checks[0]["detail"].as_str().unwrap().contains("14.3%"));
        assert!(
            checks[4]["detail"]
                .as_str()
                .unwrap()
                .contains("Your chart needs 192 prospects"),
            "{}",
            checks[4]["detail"]
        );
        assert!(
            checks[4]["detail"]
                .as_str()
                .unwrap()
                .contains("you have named 5")
        );

        // Bad ratios and names: 422, nothing written.
        let path = "/api/v1/prospects";
        for body in [
            json!({"prospectRatio": 2}),
            json!({"prospectRatio": "abc"}),
            json!({"prospectRatio": 0}),
            json!({"prospectNames": {}}),
        ] {
            refused(
                &app,
                &owner,
                ("POST", path, body),
                StatusCode::UNPROCESSABLE_ENTITY,
                "Please choose a prospect ratio of 5:1, 4:1 or 3:1.",
                path,
            )
            .await;
        }
        let bad_names = [
            json!({"300000": ["Someone"]}),
            json!({"250000": ["x".repeat(121)]}),
            json!({"25000": vec!["A donor"; 501]}),
        ];
        for names in bad_names {
            refused(
                &app,
                &owner,
                (
                    "POST",
                    path,
                    json!({"prospectRatio": 4, "prospectNames": names}),
                ),
                StatusCode::UNPROCESSABLE_ENTITY,
                "",
                path,
            )
            .await;
        }
        refused(
            &app,
            &owner,
            ("POST", path, json!({"prospectRatio": 3, "version": 0})),
            StatusCode::CONFLICT,
            "The prospect names were changed by someone else. Reload to see the latest version.",
            path,
        )
        .await;

        // The rows sent back store their names (the figures are recomputed).
        let mut rows_back = levels.clone();
        rows_back[1]["prospectNames"]["3"] = json!("Voss Family Trust");
        rows_back[1]["numberOfGiftsNeeded"] = json!(99);
        rows_back[3]["prospectNames"] = json!({"0": SCRIPT});
        let g = ok(
            &app,
            "POST",
            "/api/v1/gift-pyramid",
            &owner,
            Some(json!({"levels": rows_back.to_string()})),
        )
        .await;
        let rows = &g["data"]["pyramid"]["rows"];
        assert_eq!(rows[1]["numberOfGiftsNeeded"], 3);
        assert_eq!(rows[1]["prospectNames"]["3"], "Voss Family Trust");
        assert_eq!(rows[3]["prospectNames"]["0"], SCRIPT);
        // The rows as a JSON array (not text) are read the same.
        let as_array =
            json!([{"giftAmount": 100000, "prospectNames": ["Riverbend Community Trust"]}]);
        ok(
            &app,
            "POST",
            "/api/v1/gift-pyramid",
            &owner,
            Some(json!({"levels": as_array})),
        )
        .await;
        let p = ok(&app, "GET", path, &owner, None).await;
        assert_eq!(p["prospectRatio"], 4, "the ratio is kept");
        // One box sent: the first is replaced, the 23 boxes after it (saved with the table's
        // rows above) are kept.
        let at_100k = p["prospectNames"]["100000"].as_array().unwrap();
        assert_eq!(at_100k.len(), 24);
        assert_eq!(
            at_100k[..2],
            [
                json!("Riverbend Community Trust"),
                json!("Okafor & Lee LLP")
            ]
        );
        assert_eq!(p["prospectNames"]["50000"][0], SCRIPT);
        for levels in [
            json!([{"giftAmount": 300000, "prospectNames": {"0": "A"}}]).to_string(),
            json!([{"giftAmount": "Platinum", "prospectNames": {}}]).to_string(),
            "not the rows".to_string(),
        ] {
            refused(
                &app,
                &owner,
                ("POST", "/api/v1/gift-pyramid", json!({"levels": levels})),
                StatusCode::UNPROCESSABLE_ENTITY,
                "",
                path,
            )
            .await;
        }

        // The pyramid follows the plan: $1,300,000 more over three years makes $4,600,000, so
        // $5,000,000.
        let more = json!({"expenses": [{"expense_type": "legal_fees", "expense_description": "Audit",
            "expense_cost": 1_300_000}]});
        ok(
            &app,
            "POST",
            "/api/v1/organization-expenses",
            &owner,
            Some(more),
        )
        .await;
        let g = ok(&app, "GET", "/api/v1/gift-pyramid", &owner, None).await;
        assert_eq!(g["data"]["pyramid"]["goal"], 5_000_000);
        assert_eq!(g["data"]["pyramid"]["rows"][0]["giftAmount"], 1_000_000);
        assert_eq!(
            g["data"]["pyramid"]["chart"],
            chart_json(&standard_chart(500_000_000, 20))
        );

        let path = "/api/v1/gift_pyramid/increment_download_flag";
        let one = ok(&app, "PATCH", path, &owner, None).await;
        assert_eq!(one, json!({"status": "success", "downloads": 1}));
        let two = ok(&app, "PATCH", path, &owner, Some(json!({}))).await;
        assert_eq!(two["downloads"], 2);
    }
}

/// Each row's gift amount, gifts, prospects, amount, cumulative amount and share.
fn figures(rows: &[Value]) -> Vec<Value> {
    rows.iter()
        .map(|r| {
            json!([
                r["giftAmount"],
                r["numberOfGiftsNeeded"],
                r["numberOfProspectsNeeded"],
                r["amountByGiftLevel"],
                r["cumulativeGiftAmount"],
                r["fundingAllocation"]
            ])
        })
        .collect()
}

/// Each check's id and whether it passed.
fn passed(pyramid: &Value) -> Vec<(&str, bool)> {
    pyramid["feasibility"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["id"].as_str().unwrap(), c["passed"].as_bool().unwrap()))
        .collect()
}

/// A chart as `GET /gift-pyramid` gives it (`pyramid.chart`), whole dollars.
fn chart_json(c: &Chart) -> Value {
    json!({
        "levels": c.rows.iter()
            .map(|r| json!({"amount": r.amount_cents / 100, "gifts": r.gifts}))
            .collect::<Vec<_>>(),
        "various": c.various_cents / 100,
    })
}

#[tokio::test]
async fn the_gift_chart_is_edited_saved_with_its_version_and_reset_to_the_standard_chart() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        overhead(&app, &owner, 1_100_000).await;
        let names = json!({"50000": ["Harlan Family Foundation"], "25000": ["Mill Street Bank"]});
        ok(
            &app,
            "POST",
            "/api/v1/prospects",
            &owner,
            Some(json!({"prospectRatio": 4, "prospectNames": names})),
        )
        .await;
        let path = "/api/v1/gift-chart";
        let read = "/api/v1/gift-pyramid";

        // The old fixed table's $3,500,000 chart, typed in any order: stored top down, shown
        // as saved, and its checks say what is wrong with it.
        let edit = json!({"leadShare": 20, "version": 0, "various": 0, "levels": [
            {"amount": 100000, "gifts": 14}, {"amount": 250000, "gifts": 6},
            {"amount": 25000, "gifts": 24}]});
        let g = ok(&app, "PUT", path, &owner, Some(edit)).await;
        let pyramid = &g["data"]["pyramid"];
        assert_eq!(
            (&pyramid["standard"], &pyramid["chartVersion"]),
            (&json!(false), &json!(1))
        );
        assert_eq!(
            figures(pyramid["rows"].as_array().unwrap()),
            [
                json!([250000, 6, 24, 1500000, 1500000, 42.9]),
                json!([100000, 14, 56, 1400000, 2900000, 40.0]),
                json!([25000, 24, 96, 600000, 3500000, 17.1]),
                json!(["Various (<$25,000)", "-", "-", 0, 3500000, 0.0]),
            ]
        );
        assert_eq!(
            passed(pyramid),
            [
                ("lead_gift", false),
                ("top_ten", true),
                ("base", false),
                ("total", true),
                ("prospects", false)
            ]
        );
        assert_eq!(pyramid["rows"][2]["prospectNames"]["0"], "Mill Street Bank");
        assert_eq!(ok(&app, "GET", read, &owner, None).await, g);
        // The names typed at the $50,000 level, which this chart has not, are kept.
        let p = ok(&app, "GET", "/api/v1/prospects", &owner, None).await;
        assert_eq!(p["prospectNames"]["50000"][0], "Harlan Family Foundation");

        // Without the Various row: what the levels leave of the goal.
        let short =
            json!({"leadShare": 20, "version": 1, "levels": [{"amount": 500000, "gifts": 2}]});
        let g = ok(&app, "PUT", path, &owner, Some(short)).await;
        assert_eq!(g["data"]["pyramid"]["chart"]["various"], 2_500_000);
        assert_eq!(g["data"]["pyramid"]["chartVersion"], 2);

        // A stale version, and every bound: refused with its message, nothing written.
        refused(
            &app,
            &owner,
            (
                "PUT",
                path,
                json!({"leadShare": 20, "version": 1, "levels": []}),
            ),
            StatusCode::CONFLICT,
            "The gift chart was changed by someone else. Reload to see the latest version.",
            read,
        )
        .await;
        let level = |amount: Value, gifts: Value| json!([{"amount": amount, "gifts": gifts}]);
        let too_many: Vec<Value> = (1..=21)
            .map(|i| json!({"amount": i * 1000, "gifts": 1}))
            .collect();
        let bad = [
            (json!({"leadShare": 9}), m::GIFT_CHART_LEAD_SHARE),
            (json!({"leadShare": 36}), m::GIFT_CHART_LEAD_SHARE),
            (
                json!({"leadShare": 20, "levels": too_many}),
                m::GIFT_CHART_LEVELS_MAX,
            ),
            (
                json!({"leadShare": 20, "levels": level(json!(0), json!(1))}),
                m::GIFT_CHART_AMOUNT,
            ),
            (
                json!({"leadShare": 20, "levels": level(json!(100_000_001), json!(1))}),
                m::GIFT_CHART_AMOUNT,
            ),
            (
                json!({"leadShare": 20, "levels": level(json!(1000), json!(0))}),
                m::GIFT_CHART_GIFTS,
            ),
            (
                json!({"leadShare": 20, "levels": level(json!(1000), json!(10_001))}),
                m::GIFT_CHART_GIFTS,
            ),
            (
                json!({"leadShare": 20, "levels": [{"amount": 1000, "gifts": 1}, {"amount": 1000, "gifts": 2}]}),
                m::GIFT_CHART_SAME_AMOUNT,
            ),
            (
                json!({"leadShare": 20, "levels": level(json!(1000), json!(1)), "various": -1}),
                m::GIFT_CHART_VARIOUS,
            ),
        ];
        for (body, message) in bad {
            refused(
                &app,
                &owner,
                ("PUT", path, body),
                StatusCode::UNPROCESSABLE_ENTITY,
                message,
                read,
            )
            .await;
        }
        for body in [
            json!({"levels": []}),
            json!({"leadShare": 20, "levels": [{"amount": 2.5, "gifts": 1}]}),
        ] {
            refused(
                &app,
                &owner,
                ("PUT", path, body),
                StatusCode::UNPROCESSABLE_ENTITY,
                "",
                read,
            )
            .await;
        }

        // Reset: the standard chart of the goal at the share chosen, which follows the goal.
        let g = ok(
            &app,
            "PUT",
            path,
            &owner,
            Some(json!({"leadShare": 25, "levels": null, "version": 2})),
        )
        .await;
        let pyramid = &g["data"]["pyramid"];
        assert_eq!(
            (
                &pyramid["standard"],
                &pyramid["leadShare"],
                &pyramid["chartVersion"]
            ),
            (&json!(true), &json!(25), &json!(3))
        );
        assert_eq!(
            pyramid["chart"],
            chart_json(&standard_chart(350_000_000, 25))
        );
        assert_eq!(pyramid["rows"][0]["giftAmount"], 1_000_000);
        overhead(&app, &owner, 1_500_000).await;
        let g = ok(&app, "GET", read, &owner, None).await;
        // $2,600,000 a year: $7,800,000, rounded up to $8,000,000.
        assert_eq!(g["data"]["pyramid"]["goal"], 8_000_000);
        assert_eq!(
            g["data"]["pyramid"]["chart"],
            chart_json(&standard_chart(800_000_000, 25))
        );
    }
}

#[tokio::test]
async fn the_stewardship_chart_starts_with_the_default_rows_and_refuses_bad_input_writing_nothing()
{
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let path = "/api/v1/stewardships";
        let chart = ok(&app, "GET", path, &owner, None).await;
        assert_eq!(chart["version"], 0);
        assert_eq!(chart["totalFundraisingGoal"], 500_000);
        assert_eq!(chart["prospectRatio"], 3);
        let rows = chart["stewardships"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 8);
        assert!(rows.iter().all(|r| r["id"].is_null()));
        // The columns are the $500,000 chart's levels, then its base row.
        let pyramid = ok(&app, "GET", "/api/v1/gift-pyramid", &owner, None).await;
        let levels: Vec<String> = pyramid["data"]["pyramid"]["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| match &r["giftAmount"] {
                Value::String(label) => label.clone(),
                amount => amount.to_string(),
            })
            .collect();
        let keys: Vec<&str> = chart["columns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["key"].as_str().unwrap())
            .collect();
        assert_eq!(keys, levels);
        assert_eq!(chart["columns"][0]["label"], "$100,000");
        let every: serde_json::Map<String, Value> =
            keys.iter().map(|k| (k.to_string(), json!(true))).collect();
        assert_eq!(
            rows[1]["benefit"],
            json!({"benefit_name": "Name listed in the annual report", "prospect": every})
        );
        // Deleting a default row: it has no id, nothing is stored.
        let r = app
            .call(
                "DELETE",
                &format!("{path}/01NOROW"),
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);

        let mut first = rows.clone();
        first[0]["benefit"]["benefit_name"] = json!(format!("  Gala dinner {SCRIPT}  "));
        first.truncate(3);
        let saved = ok(
            &app,
            "POST",
            path,
            &owner,
            Some(json!({"stewardships": first})),
        )
        .await;
        assert_eq!(saved["version"], 1);
        let stored = saved["stewardships"].as_array().unwrap().clone();
        assert_eq!(stored.len(), 3);
        assert_eq!(
            stored[0]["benefit"]["benefit_name"],
            format!("Gala dinner {SCRIPT}"),
            "trimmed, HTML kept as text"
        );
        assert!(stored.iter().all(|r| r["id"].is_string()));

        let with = |edit: &dyn Fn(&mut Vec<Value>)| {
            let mut rows = stored.clone();
            edit(&mut rows);
            json!({"stewardships": rows, "version": 1})
        };
        let named = |name: String| {
            move |rows: &mut Vec<Value>| rows[1]["benefit"]["benefit_name"] = json!(name.clone())
        };
        let cases: Vec<(Value, StatusCode, &str)> = vec![
            (
                with(&named(" ".into())),
                StatusCode::UNPROCESSABLE_ENTITY,
                "Please fill in all benefit names before saving",
            ),
            (
                with(&named("x".repeat(10 * 1024))),
                StatusCode::UNPROCESSABLE_ENTITY,
                "A benefit name can be at most 200 characters.",
            ),
            (
                with(&|rows: &mut Vec<Value>| {
                    rows.extend(
                        (0..48)
                            .map(|i| json!({"benefit": {"benefit_name": format!("Benefit {i}")}})),
                    )
                }),
                StatusCode::UNPROCESSABLE_ENTITY,
                "A benefit chart holds at most 50 benefits.",
            ),
            (
                with(&|rows: &mut Vec<Value>| {
                    rows[0]["benefit"]["prospect"]["Platinum"] = json!(true)
                }),
                StatusCode::UNPROCESSABLE_ENTITY,
                fundplan_domain::messages::BENEFIT_LEVEL_UNKNOWN,
            ),
            (
                with(&|rows: &mut Vec<Value>| rows[0]["id"] = json!("01NOTAROW0000000000000000")),
                StatusCode::NOT_FOUND,
                "Donor benefit not found.",
            ),
            (
                json!({"stewardships": [{"benefit": {"benefit_name": "Mine"}}]}),
                StatusCode::CONFLICT,
                "The benefit chart was changed by someone else. Reload to see the latest version.",
            ),
        ];
        for (body, status, message) in cases {
            refused(&app, &owner, ("POST", path, body), status, message, path).await;
        }
        // 10,000 rows: refused before anything is read (the body is over the JSON limit).
        let huge: Vec<Value> = (0..10_000)
            .map(|i| json!({"benefit": {"benefit_name": format!("Benefit {i}")}}))
            .collect();
        let r = refused(
            &app,
            &owner,
            ("POST", path, json!({"stewardships": huge, "version": 1})),
            StatusCode::PAYLOAD_TOO_LARGE,
            "",
            path,
        )
        .await;
        assert!(!r.error().is_empty());

        let id = stored[1]["id"].as_str().unwrap();
        let left = ok(&app, "DELETE", &format!("{path}/{id}"), &owner, None).await;
        assert_eq!(left["version"], 2);
        assert_eq!(left["stewardships"].as_array().unwrap().len(), 2);
        let r = app
            .call("DELETE", &format!("{path}/{id}"), Some(&owner.token), None)
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(r.error(), "Donor benefit not found.");
    }
}

#[tokio::test]
async fn the_stewardship_columns_follow_the_gift_chart_and_no_tick_is_lost_when_it_changes() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        overhead(&app, &owner, 1_100_000).await;
        let path = "/api/v1/stewardships";
        let keys = |chart: &Value| -> Vec<String> {
            chart["columns"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["key"].as_str().unwrap().to_string())
                .collect()
        };
        let ticked = |chart: &Value, row: usize| -> Vec<String> {
            let prospect = chart["stewardships"][row]["benefit"]["prospect"]
                .as_object()
                .unwrap();
            keys(chart)
                .into_iter()
                .filter(|k| prospect[k.as_str()] == json!(true))
                .collect()
        };
        // The sample organization's $3,500,000 chart at 20 %.
        let chart = ok(&app, "GET", path, &owner, None).await;
        assert_eq!(
            keys(&chart),
            [
                "500000",
                "250000",
                "100000",
                "50000",
                "25000",
                "Various (<$25,000)"
            ]
        );
        assert_eq!(ticked(&chart, 5), ["500000", "250000", "100000"]);

        // A stale client sends the spec's fixed keys: each lands on its nearest level.
        let old = json!({"stewardships": [
            {"benefit": {"benefit_name": "Naming of the campaign's lead project",
                "prospect": {"1000000": true}}},
            {"benefit": {"benefit_name": "Donor wall", "prospect": {
                "1000000": true, "500000": true, "250000": true, "100000": true,
                "25000": true, "Various (<$25k)": false}}},
            {"benefit": {"benefit_name": "Hard-hat tour", "prospect": {"50000": true}}}]});
        let saved = ok(&app, "POST", path, &owner, Some(old)).await;
        assert_eq!(ticked(&saved, 0), ["500000"]);
        assert_eq!(ticked(&saved, 1), ["500000", "250000", "100000", "25000"]);
        assert_eq!(ticked(&saved, 2), ["50000"]);

        // The chart is edited down to three levels: every tick moves to the nearest one.
        let edit = json!({"leadShare": 20, "version": 0, "various": 400000, "levels": [
            {"amount": 1000000, "gifts": 1}, {"amount": 200000, "gifts": 6},
            {"amount": 40000, "gifts": 25}]});
        ok(&app, "PUT", "/api/v1/gift-chart", &owner, Some(edit)).await;
        let moved = ok(&app, "GET", path, &owner, None).await;
        assert_eq!(
            keys(&moved),
            ["1000000", "200000", "40000", "Various (<$40,000)"]
        );
        assert_eq!(
            ticked(&moved, 0),
            ["1000000"],
            "the lead project stays at the top"
        );
        assert_eq!(ticked(&moved, 1), ["1000000", "200000", "40000"]);
        assert_eq!(ticked(&moved, 2), ["40000"]);
        assert_eq!(moved["version"], saved["version"], "reading wrote nothing");

        // Reset to the standard chart: the ticks stored at the old levels are all back.
        let reset = json!({"leadShare": 20, "version": 1, "levels": null});
        ok(&app, "PUT", "/api/v1/gift-chart", &owner, Some(reset)).await;
        let back = ok(&app, "GET", path, &owner, None).await;
        for row in 0..3 {
            assert_eq!(ticked(&back, row), ticked(&saved, row), "row {row}");
        }
        // The recognition range of the talking points follows the chart.
        let pitch = ok(&app, "GET", "/api/v1/pitch-training", &owner, None).await;
        assert!(pitch.to_string().contains("$25,000 to $500,000"), "{pitch}");
    }
}

#[tokio::test]
async fn policies_are_answered_by_group_saved_by_identity_and_their_downloads_counted() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let path = "/api/v1/policies-and-procedures";
        let p = ok(&app, "GET", path, &owner, None).await;
        let count = |g: &str| p[g].as_object().unwrap().len();
        assert_eq!(
            (count("foundational"), count("development"), count("other")),
            (10, 6, 2)
        );
        assert!(
            ["foundational", "development", "other"]
                .iter()
                .all(|g| p[*g].as_object().unwrap().values().all(|v| v == false))
        );
        let saved = ok(
            &app,
            "POST",
            path,
            &owner,
            Some(json!({"gift_acceptance_policy": true, "pledge_form": true,
                "donor_acknowledgment_letter": true})),
        )
        .await;
        assert_eq!(saved["status"], "success");
        assert_eq!(saved["foundational"]["gift_acceptance_policy"], true);
        assert_eq!(saved["development"]["pledge_form"], true);
        assert_eq!(saved["other"]["donor_acknowledgment_letter"], true);
        let saved = ok(
            &app,
            "POST",
            path,
            &owner,
            Some(json!({"pledge_form": false})),
        )
        .await;
        assert_eq!(
            saved["foundational"]["gift_acceptance_policy"], true,
            "kept"
        );
        assert_eq!(saved["development"]["pledge_form"], false);

        refused(
            &app,
            &owner,
            (
                "POST",
                path,
                json!({"naming_rights_policy": true, "bake_sale_policy": true}),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unknown policy or document: bake_sale_policy",
            path,
        )
        .await;
        refused(
            &app,
            &owner,
            ("POST", path, json!({"pledge_form": "yes"})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "Each policy or document is selected with true or false.",
            path,
        )
        .await;

        let flag = "/api/v1/policies_and_procedures/increment_download_flag";
        assert_eq!(ok(&app, "PATCH", flag, &owner, None).await["downloads"], 1);
        assert_eq!(
            ok(&app, "PATCH", flag, &owner, Some(json!({}))).await["downloads"],
            2
        );
        let one = ok(
            &app,
            "PATCH",
            flag,
            &owner,
            Some(json!({"identity": "pledge_form"})),
        )
        .await;
        assert_eq!(one, json!({"status": "success", "downloads": 1}));
        let r = app
            .call(
                "PATCH",
                flag,
                Some(&owner.token),
                Some(json!({"identity": "bake_sale_policy"})),
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(r.error(), "Unknown policy or document: bake_sale_policy");
    }
}

/// Marks `paths` complete.
async fn complete(app: &TestApp, who: &Seeded, paths: &[String]) {
    let statuses: serde_json::Map<String, Value> =
        paths.iter().map(|p| (p.clone(), json!(1))).collect();
    ok(
        app,
        "POST",
        "/api/v1/steps-nav-status",
        who,
        Some(json!({"steps_nav_status": statuses})),
    )
    .await;
}

#[tokio::test]
async fn the_collateral_status_and_the_certificate_follow_the_plans_progress() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let status =
            |v: &Value, title: &str| v["fundraising_collateral_status"][title]["completed"].clone();
        let s = ok(
            &app,
            "GET",
            "/api/v1/fundraising-collateral-status",
            &owner,
            None,
        )
        .await;
        let all = s["fundraising_collateral_status"].as_object().unwrap();
        assert_eq!(all.len(), 25);
        assert_eq!(
            all.values().filter(|v| v["completed"] == true).count(),
            18,
            "the templates"
        );
        assert_eq!(status(&s, "Gift Acceptance Policy"), true);
        assert_eq!(status(&s, "Stewardship Structure"), false);

        complete(
            &app,
            &owner,
            &[
                "/steps/stewardship/donor-recognition".into(),
                "/steps/fundraising-operations/policies-procedures".into(),
            ],
        )
        .await;
        let s = ok(
            &app,
            "GET",
            "/api/v1/fundraising-collateral-status",
            &owner,
            None,
        )
        .await;
        assert_eq!(status(&s, "Stewardship Structure"), true);
        assert_eq!(
            status(&s, "Policies and Procedures"),
            false,
            "no policy selected yet"
        );
        ok(
            &app,
            "POST",
            "/api/v1/policies-and-procedures",
            &owner,
            Some(json!({"donor_privacy_policy": true})),
        )
        .await;
        let s = ok(
            &app,
            "GET",
            "/api/v1/fundraising-collateral-status",
            &owner,
            None,
        )
        .await;
        assert_eq!(status(&s, "Policies and Procedures"), true);

        let c = ok(&app, "GET", "/api/v1/certificate", &owner, None).await;
        assert_eq!(c["completed"], false);
        assert_eq!(c["completed_on"], Value::Null);
        assert_eq!(c["organization_name"], "Acme Trust");
        assert_eq!(c["total_fundraising_goal_3y"], 500_000);
        assert_eq!(c["team"], json!([{"name": "Olive Owner", "role": "Owner"}]));
        assert_eq!(c["remaining"][0]["path"], "/steps/getting-started/welcome");
        assert!(
            c["remaining"]
                .as_array()
                .unwrap()
                .iter()
                .all(|r| r["path"] != "/steps/stewardship/donor-recognition")
        );

        let every: Vec<String> = fundplan_domain::sections::fixed_paths()
            .into_iter()
            .filter(|p| p != "/steps/congratulations/certificate")
            .collect();
        complete(&app, &owner, &every).await;
        let c = ok(&app, "GET", "/api/v1/certificate", &owner, None).await;
        assert_eq!(c["completed"], true, "{c}");
        assert_eq!(c["remaining"], json!([]));
        assert_eq!(c["completed_on"], "November 21, 2026");
        // The date is kept: a later visit shows the day the plan was completed.
        app.clock.advance(time::Duration::days(3));
        let later = Seeded {
            user: owner.user.clone(),
            token: app.relogin(&owner),
        };
        let c = ok(&app, "GET", "/api/v1/certificate", &later, None).await;
        assert_eq!(c["completed_on"], "November 21, 2026");
        // The plan as completed is a version (issue 19 §1), saved once.
        let versions = ok(&app, "GET", "/api/v1/versions", &later, None).await;
        let list = versions["versions"].as_array().unwrap();
        assert_eq!(list.len(), 1, "{versions}");
        assert_eq!(list[0]["name"], "Plan completed");
        assert_eq!(list[0]["kind"], "certificate");
        assert_eq!(list[0]["by_name"], "");
        assert_eq!(
            list[0]["note"],
            "Saved by fundplan when the plan was completed and its certificate issued, on November 21, 2026."
        );
    }
}

#[tokio::test]
async fn the_talking_points_speak_the_riverbend_plan_in_twelve_points() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let q = |key: &str| {
            fundplan_domain::questions::catalogue()
                .by_key(key)
                .expect("a question")
                .clone()
        };
        let answer = |key: &str, text: &str| {
            let q = q(key);
            json!({"category_id": q.category_id, "question_id": q.id, "answer": text})
        };
        let mission = "Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence.";
        for body in [
            answer("mission_statement", mission),
            answer(
                "aspirational_vision_vision",
                "A Riverbend County where every adult can read, write and speak with confidence.",
            ),
            answer(
                "case_statement_ways_to_give",
                r#"["Cash", "Check", "Securities (Stock Transfers)", "Bequests"]"#,
            ),
        ] {
            ok(&app, "POST", "/api/v1/answers", &owner, Some(body)).await;
        }
        ok(
            &app,
            "PUT",
            "/api/v1/core-programs",
            &owner,
            Some(json!({"corePrograms": [
                {"program_name": "Adult Basic Literacy", "program_description": "Tutoring for adults."},
                {"program_name": "Family Reading Nights", "program_description": "Reading evenings."},
                {"program_name": "Workplace English", "program_description": "English at work."}]})),
        )
        .await;
        overhead(&app, &owner, 1_100_000).await;
        let revenue = json!({"revenues": [
            {"revenue_category": "annual_overhead", "revenue_type": "Philanthropic Contributions",
                "revenue_name": "Individual Gifts", "revenue_cost": 260_000},
            {"revenue_category": "annual_overhead", "revenue_type": "Philanthropic Contributions",
                "revenue_name": "Foundation Grants", "revenue_cost": 210_000},
            {"revenue_category": "annual_overhead", "revenue_type": "Earned Revenue",
                "revenue_name": "Tuition", "revenue_cost": 64_000}]});
        ok(&app, "POST", "/api/v1/revenues", &owner, Some(revenue)).await;

        let d = ok(&app, "GET", "/api/v1/pitch-training", &owner, None).await;
        let d = &d["data"];
        assert_eq!(d["mission"], mission);
        assert_eq!(
            d["vision"],
            "A Riverbend County where every adult can read, write and speak with confidence.",
            "the aspirational vision while Our Vision is blank"
        );
        assert_eq!(d["organization_budget"], 1_100_000);
        assert_eq!(
            d["philanthropic_total"], 470_000,
            "individual gifts and foundation grants"
        );
        assert_eq!(d["total_fundraising_goal_3y"], 3_500_000);
        assert_eq!(
            d["core_programs"][2],
            json!({"program_name": "Workplace English"})
        );
        assert_eq!(d["projects"], json!([]));
        assert_eq!(d["recognition_range"], "under $25,000 to $500,000");
        assert_eq!(d["ways_to_give"].as_array().unwrap().len(), 7);
        assert_eq!(d["ways_to_give"][3]["label"], "Planned Gifts");
        assert_eq!(d["ways_to_give"][3]["isSelected"], true);
        assert_eq!(
            d["ways_to_give"][3]["subOption"][0],
            json!({"label": "Bequests", "isSelected": true})
        );
        let points = d["talking_points"].as_array().unwrap();
        assert_eq!(points.len(), 12);
        assert_eq!(points[0]["number"], 1);
        assert_eq!(points[11]["number"], 12);
        assert_eq!(
            points[0]["text"],
            format!("Our mission at Acme Trust: {mission}")
        );
        assert_eq!(
            points[2]["text"],
            "We do this through 3 core programs: Adult Basic Literacy, Family Reading Nights and Workplace English."
        );
        assert_eq!(
            points[10]["text"],
            "You can give by cash, check and gifts of stock. You can also remember us with a planned gift: a bequest in your will."
        );
        // The pitch: the ask from the plan's chart ($3,500,000: the tenth gift is one of 6 of
        // $100,000), the five objections in order, and where to write the story and outcomes.
        let pitch = &d["pitch"];
        assert!(
            pitch["ask"]
                .as_str()
                .unwrap()
                .contains("Would you consider a gift of $100,000 over the next three years? It would be one of the 6 gifts of $100,000 our plan needs to reach $3,500,000."),
            "{pitch}"
        );
        let questions: Vec<&str> = pitch["objections"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["question"].as_str().unwrap())
            .collect();
        assert_eq!(
            questions,
            fundplan_domain::talking_points::pitch::OBJECTIONS
        );
        assert_eq!(pitch["has_story"], false);
        // A success story saved: it is the story to tell.
        let story =
            json!({"stories": [{"order": 1, "user_story": "Rosa reads to Mateo every night."}]});
        ok(&app, "POST", "/api/v1/success-stories", &owner, Some(story)).await;
        let d = ok(&app, "GET", "/api/v1/pitch-training", &owner, None).await;
        assert_eq!(
            d["data"]["pitch"]["story"],
            "Rosa reads to Mateo every night."
        );
        assert_eq!(d["data"]["pitch"]["has_story"], true);

        // A chart with nothing checked recognizes no gift: 11 points, no Recognition Range.
        let none = json!({"stewardships": [{"benefit": {"benefit_name": "Thank-you letter",
            "prospect": {}}}]});
        ok(&app, "POST", "/api/v1/stewardships", &owner, Some(none)).await;
        let d = ok(&app, "GET", "/api/v1/pitch-training", &owner, None).await;
        assert_eq!(d["data"]["recognition_range"], Value::Null);
        let points = d["data"]["talking_points"].as_array().unwrap();
        assert_eq!(points.len(), 11);
        assert!(points.iter().all(|p| p["title"] != "Recognition Range"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_people_saving_the_stories_and_the_chart_at_once_lose_nothing_and_the_stale_get_409()
 {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let app = Arc::new(app);
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        let first = json!({"stories": [{"order": 1, "user_story": "The first story."}]});
        ok(&app, "POST", "/api/v1/success-stories", &owner, Some(first)).await;
        let first = json!({"stewardships": [{"benefit": {"benefit_name": "Donor wall"}}]});
        ok(&app, "POST", "/api/v1/stewardships", &owner, Some(first)).await;

        for (path, body) in [
            (
                "/api/v1/success-stories",
                (|i: usize| json!({"version": 1, "stories": [{"order": 1, "user_story": format!("Writer {i}'s story.")}]}))
                    as fn(usize) -> Value,
            ),
            (
                "/api/v1/stewardships",
                |i: usize| json!({"version": 1, "stewardships": [{"benefit": {"benefit_name": format!("Writer {i}'s benefit")}}]}),
            ),
        ] {
            let mut tasks = Vec::new();
            for i in 0..16 {
                let (app, token) = (app.clone(), owner.token.clone());
                tasks.push(tokio::spawn(async move {
                    (i, app.call("POST", path, Some(&token), Some(body(i))).await)
                }));
            }
            let mut won = Vec::new();
            for t in tasks {
                let (i, r) = t.await.unwrap();
                match r.status {
                    StatusCode::OK => won.push((i, r.body)),
                    StatusCode::CONFLICT => {}
                    other => panic!(
                        "{path} writer {i} on {}: {other} {}",
                        app.store_name(),
                        r.body
                    ),
                }
            }
            assert_eq!(
                won.len(),
                1,
                "{path} on {}: one save wins",
                app.store_name()
            );
            let stored = ok(&app, "GET", path, &owner, None).await;
            assert_eq!(stored["version"], 2);
            assert_eq!(
                stored, won[0].1,
                "the winner's save is what is stored, whole"
            );
        }
    }
}

#[tokio::test]
async fn a_level_of_500_names_of_120_characters_is_saved_whole() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        // 120 characters of two bytes each: 120 kB of names, past the shared 64 kB JSON limit.
        let names: Vec<String> = (0..500)
            .map(|i| format!("{i:03}{}", "é".repeat(117)))
            .collect();
        let body = json!({"prospectRatio": 5, "prospectNames": {"25000": names}});
        assert!(body.to_string().len() > fundplan_http::extract::JSON_LIMIT);
        let saved = ok(&app, "POST", "/api/v1/prospects", &owner, Some(body)).await;
        assert_eq!(
            saved["prospectNames"]["25000"].as_array().unwrap().len(),
            500
        );
        assert_eq!(saved["prospectNames"]["25000"][499], names[499].as_str());
    }
}

#[tokio::test]
async fn the_largest_plan_a_table_accepts_gives_a_small_gift_pyramid_and_a_hostile_table_is_refused()
 {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let owner = app.seed_paying_owner("dana@riverbend.org").await;
        // The finding: 300 items at the item maximum ($10,000,000,000 a year each) was accepted,
        // and each gift pyramid read then built one empty name box per prospect (billions).
        let hostile: Vec<Value> = (0..300)
            .map(|i| {
                json!({"expense_type": "personnel_and_benefits",
                    "expense_description": format!("Line {i}"), "expense_cost": 10_000_000_000i64,
                    "expense_cost_year_2": 10_000_000_000i64, "expense_cost_year_3": 10_000_000_000i64})
            })
            .collect();
        refused(
            &app,
            &owner,
            (
                "POST",
                "/api/v1/organization-expenses",
                json!({ "expenses": hostile }),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            fundplan_domain::messages::EXPENSE_TABLE_YEAR_TOO_LARGE,
            "/api/v1/organization-expenses",
        )
        .await;

        // The most one table holds: $10,000,000,000 a year, a $30,000,000,000 goal.
        overhead(&app, &owner, 10_000_000_000).await;
        let r = app.get("/api/v1/gift-pyramid", Some(&owner.token)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["data"]["pyramid"]["goal"], 30_000_000_000i64);
        assert!(r.body.to_string().len() < 200_000);
        // A chart may ask for 10,000 gifts at a level (30,000 prospects at 3:1): the boxes
        // stop at what a level can hold.
        let edit = json!({"leadShare": 20, "levels": [{"amount": 100_000_000, "gifts": 10_000}]});
        let r = app
            .call("PUT", "/api/v1/gift-chart", Some(&owner.token), Some(edit))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let pyramid = &r.body["data"]["pyramid"];
        let rows = pyramid["rows"].as_array().unwrap();
        let most = rows
            .iter()
            .filter_map(|r| r["numberOfProspectsNeeded"].as_i64())
            .max()
            .unwrap();
        assert!(most > 500, "the chart needs {most} prospects at a level");
        for row in rows {
            let boxes = row["prospectNames"].as_object().unwrap().len();
            assert!(boxes <= 500, "{boxes} name boxes at {}", row["giftAmount"]);
        }
        let bytes = r.body.to_string().len();
        assert!(bytes < 200_000, "the answer is {bytes} bytes");
    }
}

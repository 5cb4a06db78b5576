//! Helpers of the budget tests: the app, programs and projects written straight into the store
//! (their API belongs to the planning function), skipping module 9, and the sample
//! organization of the brief (Riverbend Literacy Alliance) entered through the API.
#![allow(dead_code)]

use axum::http::StatusCode;
use fundplan_data::plan::{EntriesRecord, Entry, EntryKind};
use fundplan_data::{NavRecord, repo};
use fundplan_ports::{StoreError, Table};
use fundplan_testkit::{Reply, Seeded, TestApp};
use serde_json::{Value, json};

/// The apps every HTTP test runs on: one on the embedded store, one on DynamoDB (moto).
pub async fn apps() -> Vec<TestApp> {
    TestApp::both(fundplan_budget::routes()).await
}

pub fn table(app: &TestApp) -> &dyn Table {
    app.state.table.as_ref()
}

/// Writes the organization's programs or projects list (replacing it) with these names; returns
/// their ids in order.
pub async fn list(app: &TestApp, org_id: &str, kind: EntryKind, names: &[&str]) -> Vec<String> {
    let entries: Vec<Entry> = names
        .iter()
        .map(|n| Entry {
            id: app.state.ids.new_id(),
            name: n.to_string(),
            description: format!("{n}, as the plan describes it."),
            created_at: app.state.now(),
        })
        .collect();
    let ids = entries.iter().map(|e| e.id.clone()).collect();
    repo::update(
        table(app),
        &EntriesRecord::key(org_id, kind),
        |r: &EntriesRecord, v| r.to_item(org_id, kind, v),
        |r| -> Result<(), StoreError> {
            r.entries = entries.clone();
            Ok(())
        },
    )
    .await
    .expect("list written");
    ids
}

pub async fn programs(app: &TestApp, owner: &Seeded, names: &[&str]) -> Vec<String> {
    list(app, &owner.user.org_id, EntryKind::Program, names).await
}

pub async fn projects(app: &TestApp, owner: &Seeded, names: &[&str]) -> Vec<String> {
    list(app, &owner.user.org_id, EntryKind::Project, names).await
}

/// Skips (or unskips) module 9 as `POST /extensions/skipped_modules` stores it.
pub async fn skip_new_projects(app: &TestApp, org_id: &str, skipped: bool) {
    fundplan_data::ops::update_nav(
        &fundplan_data::OrgScope::of_verified(app.state.table.clone(), org_id),
        |n: &mut NavRecord| -> Result<(), StoreError> {
            n.set_skipped_paths(&if skipped {
                vec!["/steps/funding-new-projects".into()]
            } else {
                vec![]
            });
            Ok(())
        },
    )
    .await
    .expect("nav written");
}

/// An expense item of a program's table.
pub fn program_item(program: &str, category: &str, name: &str, years: [Value; 3]) -> Value {
    let [y1, y2, y3] = years;
    json!({"expense_type": category, "expense_description": name, "expense_cost": y1,
        "expense_cost_year_2": y2, "expense_cost_year_3": y3,
        "expenseable_type": "CoreProgram", "expenseable_id": program})
}

pub fn project_item(project: &str, category: &str, name: &str, years: [Value; 3]) -> Value {
    let mut v = program_item(project, category, name, years);
    v["expenseable_type"] = json!("Project");
    v
}

pub fn overhead_item(category: &str, name: &str, years: [Value; 3]) -> Value {
    let [y1, y2, y3] = years;
    json!({"expense_type": category, "expense_description": name, "expense_cost": y1,
        "expense_cost_year_2": y2, "expense_cost_year_3": y3})
}

pub async fn save(app: &TestApp, token: &str, path: &str, items: Vec<Value>) -> Reply {
    let key = if path.ends_with("revenues") {
        "revenues"
    } else {
        "expenses"
    };
    app.post(path, Some(token), json!({ key: items })).await
}

/// Saves and expects 200.
pub async fn saved(app: &TestApp, token: &str, path: &str, items: Vec<Value>) -> Value {
    let r = save(app, token, path, items).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    r.body
}

pub fn revenue(revenue_type: &str, name: &str, years: [i64; 3]) -> Value {
    json!({"revenue_category": "annual_overhead", "revenue_type": revenue_type, "revenue_name": name,
        "revenue_cost": years[0], "revenue_cost_year_2": years[1], "revenue_cost_year_3": years[2]})
}

/// Whole dollars as JSON numbers.
pub fn d(y: [i64; 3]) -> [Value; 3] {
    y.map(|v| json!(v))
}

/// The sample plan's ids.
pub struct Sample {
    pub programs: Vec<String>,
    pub projects: Vec<String>,
}

/// The Riverbend Literacy Alliance's plan (the brief's figures), entered through the API:
/// three core programs (year 1: $412,000, $186,500, $238,000), overhead ($301,500), the revenue
/// lines and two new projects (Mobile Learning Van $185,000/$50,000/$50,000, Digital Skills Lab
/// $140,000/$50,000/$50,000). Years 2 and 3 grow 3–4 % a year.
pub async fn sample_plan(app: &TestApp, owner: &Seeded) -> Sample {
    let t = owner.token.as_str();
    let programs = programs(
        app,
        owner,
        &[
            "Adult Basic Literacy",
            "Family Reading Nights",
            "Workplace English",
        ],
    )
    .await;
    let (abl, frn, we) = (&programs[0], &programs[1], &programs[2]);
    use self::program_item as p;
    // Adult Basic Literacy: 412,000 / 425,000 / 439,500
    saved(
        app,
        t,
        "/api/v1/expenses",
        vec![
            p(
                abl,
                "personnel_and_benefits",
                "Program manager (1 FTE)",
                d([78_000, 80_500, 83_000]),
            ),
            p(
                abl,
                "personnel_and_benefits",
                "Literacy instructors (3 FTE)",
                d([165_000, 170_000, 175_500]),
            ),
            p(
                abl,
                "personnel_and_benefits",
                "Volunteer coordinator (1 FTE)",
                d([52_000, 53_500, 55_000]),
            ),
            p(
                abl,
                "personnel_and_benefits",
                "Benefits and payroll taxes",
                d([64_000, 66_000, 68_000]),
            ),
            p(
                abl,
                "printing_and_publications",
                "Workbooks and reading materials",
                d([18_000, 18_500, 19_000]),
            ),
            p(
                abl,
                "travel_conferences_and_meetings",
                "Tutor training conference",
                d([6_000, 6_000, 6_500]),
            ),
            p(
                abl,
                "marketing_and_communications",
                "Learner outreach",
                d([9_000, 9_000, 9_500]),
            ),
            p(
                abl,
                "other_expenses",
                "Reading assessment licences",
                d([12_000, 12_500, 13_000]),
            ),
            p(
                abl,
                "other_expenses",
                "Tutor background checks",
                d([8_000, 9_000, 10_000]),
            ),
        ],
    )
    .await;
    // Family Reading Nights: 186,500 / 192,500 / 199,000
    saved(
        app,
        t,
        "/api/v1/expenses",
        vec![
            p(
                frn,
                "personnel_and_benefits",
                "Family program coordinator (1 FTE)",
                d([62_000, 64_000, 66_000]),
            ),
            p(
                frn,
                "personnel_and_benefits",
                "Evening facilitators (part-time)",
                d([48_000, 49_500, 51_000]),
            ),
            p(
                frn,
                "personnel_and_benefits",
                "Benefits and payroll taxes",
                d([22_000, 22_500, 23_500]),
            ),
            p(
                frn,
                "printing_and_publications",
                "Take-home books",
                d([30_000, 31_000, 32_000]),
            ),
            p(
                frn,
                "travel_conferences_and_meetings",
                "Mileage between schools and branches",
                d([4_000, 4_000, 4_500]),
            ),
            p(
                frn,
                "marketing_and_communications",
                "Flyers and school outreach",
                d([4_000, 4_500, 4_500]),
            ),
            p(
                frn,
                "other_expenses",
                "Family meals and supplies",
                d([16_500, 17_000, 17_500]),
            ),
        ],
    )
    .await;
    // Workplace English: 238,000 / 246,000 / 254,500
    saved(
        app,
        t,
        "/api/v1/expenses",
        vec![
            p(
                we,
                "personnel_and_benefits",
                "ESL instructors (2.5 FTE)",
                d([128_000, 132_000, 136_500]),
            ),
            p(
                we,
                "personnel_and_benefits",
                "Employer liaison (0.5 FTE)",
                d([34_000, 35_000, 36_000]),
            ),
            p(
                we,
                "personnel_and_benefits",
                "Benefits and payroll taxes",
                d([36_000, 37_000, 38_500]),
            ),
            p(
                we,
                "legal_fees",
                "Employer contract review",
                d([8_000, 8_500, 9_000]),
            ),
            p(
                we,
                "printing_and_publications",
                "Course books",
                d([12_000, 12_500, 13_000]),
            ),
            p(
                we,
                "travel_conferences_and_meetings",
                "Instructor travel to employer sites",
                d([9_000, 9_500, 10_000]),
            ),
            p(
                we,
                "other_expenses",
                "Language assessment tests",
                d([11_000, 11_500, 11_500]),
            ),
        ],
    )
    .await;
    // Overhead: 301,500 / 311,500 / 322,000
    use self::overhead_item as o;
    saved(
        app,
        t,
        "/api/v1/organization-expenses",
        vec![
            o(
                "personnel_and_benefits",
                "Executive Director",
                d([98_000, 101_000, 104_000]),
            ),
            o(
                "personnel_and_benefits",
                "Finance and operations manager",
                d([64_000, 66_000, 68_000]),
            ),
            o(
                "personnel_and_benefits",
                "Development associate",
                d([48_000, 49_500, 51_000]),
            ),
            o(
                "personnel_and_benefits",
                "Benefits and payroll taxes",
                d([46_000, 47_500, 49_000]),
            ),
            o(
                "finance_fees",
                "Audit and bookkeeping",
                d([14_000, 14_500, 15_000]),
            ),
            o("legal_fees", "Legal counsel", d([3_500, 3_500, 4_000])),
            o(
                "printing_and_publications",
                "Annual report",
                d([2_500, 2_500, 3_000]),
            ),
            o(
                "travel_conferences_and_meetings",
                "Board retreat",
                d([2_000, 2_000, 2_000]),
            ),
            o(
                "marketing_and_communications",
                "Website and donor communications",
                d([8_000, 8_500, 9_000]),
            ),
            o("other_expenses", "Insurance", d([11_500, 12_000, 12_500])),
            o(
                "in-kind_goods_services",
                "Donated accounting software",
                d([4_000, 4_500, 4_500]),
            ),
        ],
    )
    .await;
    let r = "Philanthropic Contributions";
    let e = "Earned Revenue";
    saved(
        app,
        t,
        "/api/v1/revenues",
        vec![
            revenue(r, "Individual Gifts", [260_000, 270_000, 280_000]),
            revenue(r, "Foundation Grants", [210_000, 215_000, 220_000]),
            revenue(r, "Government Grants", [120_000, 120_000, 125_000]),
            revenue(r, "Corporate Gifts", [45_000, 47_000, 49_000]),
            revenue(r, "Corporate Sponsorships", [30_000, 30_000, 32_000]),
            revenue(e, "Tuition", [64_000, 66_000, 68_000]),
            revenue(e, "Events", [38_000, 38_000, 39_000]),
            revenue(
                "Investment Income",
                "Endowment Income",
                [18_000, 18_500, 19_000],
            ),
            revenue(
                "Government Appropriations",
                "City",
                [40_000, 40_000, 40_000],
            ),
            revenue(
                "Government Appropriations",
                "State",
                [55_000, 55_000, 56_000],
            ),
            revenue(
                "In-Kind Goods/Services",
                "Goods/Services",
                [72_000, 72_500, 73_000],
            ),
        ],
    )
    .await;
    let projects = projects(app, owner, &["Mobile Learning Van", "Digital Skills Lab"]).await;
    let (van, lab) = (&projects[0], &projects[1]);
    use self::project_item as j;
    saved(
        app,
        t,
        "/api/v1/expenses",
        vec![
            j(
                van,
                "other_expenses",
                "Van purchase and fit-out",
                d([150_000, 0, 0]),
            ),
            j(
                van,
                "personnel_and_benefits",
                "Driver-tutor (0.5 FTE)",
                d([25_000, 40_000, 40_000]),
            ),
            j(
                van,
                "other_expenses",
                "Fuel, insurance and maintenance",
                d([10_000, 10_000, 10_000]),
            ),
        ],
    )
    .await;
    saved(
        app,
        t,
        "/api/v1/expenses",
        vec![
            j(
                lab,
                "other_expenses",
                "16 computers and lab fit-out",
                d([100_000, 0, 0]),
            ),
            j(
                lab,
                "personnel_and_benefits",
                "Lab instructor (0.5 FTE)",
                d([30_000, 42_000, 42_000]),
            ),
            j(
                lab,
                "other_expenses",
                "Software licences",
                d([10_000, 8_000, 8_000]),
            ),
        ],
    )
    .await;
    Sample { programs, projects }
}

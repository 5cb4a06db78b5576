//! A large plan for each seeded organization, for the planning reads: `programs` core programs,
//! each with `items` expense items in each of the 8 categories (10 × 8 × 30 = 2,400 items by
//! default), an overhead table of the same size and the 16 revenue lines, all saved through the
//! API as the screens save them (`PUT /core-programs`, `POST /expenses`,
//! `POST /organization-expenses`, `POST /revenues`).

use crate::load::{Account, client, for_each};
use anyhow::{Context, ensure};
use fundplan_domain::budget::{Category, REVENUE_LINES};
use reqwest::Client;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// How large each organization's plan is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlanShape {
    pub programs: usize,
    /// Items per category in each program's table and in the overhead table.
    pub items: usize,
}

impl PlanShape {
    /// Expense items of the whole plan (programs and overhead).
    pub fn expense_items(&self) -> usize {
        (self.programs + 1) * Category::ALL.len() * self.items
    }
}

/// What a planning read of one organization needs: its session and a program's id.
#[derive(Clone, Debug)]
pub struct SeededPlan {
    pub token: String,
    pub first_program: String,
}

#[derive(Deserialize)]
struct Programs {
    #[serde(rename = "corePrograms")]
    core_programs: Vec<Program>,
}

#[derive(Deserialize)]
struct Program {
    id: String,
}

/// One table's items: each category `items` times, with amounts that vary by item and carry
/// cents.
fn items(shape: PlanShape, table: usize, owner: Option<&str>) -> Vec<Value> {
    let mut out = Vec::with_capacity(Category::ALL.len() * shape.items);
    for c in Category::ALL {
        for i in 0..shape.items {
            let n = (table * 1_000 + c.index() * 100 + i) as i64;
            let dollars =
                |year: i64| format!("{}.{:02}", 500 + (n * 37 + year * 11) % 20_000, n % 100);
            let mut item = json!({
                "expense_type": c.key(),
                "expense_description": format!("{} item {} of table {}", c.label(), i + 1, table),
                "expense_cost": dollars(1), "expense_cost_year_2": dollars(2), "expense_cost_year_3": dollars(3),
            });
            if let Some(program) = owner {
                item["expenseable_type"] = json!("CoreProgram");
                item["expenseable_id"] = json!(program);
            }
            out.push(item);
        }
    }
    out
}

async fn post(
    http: &Client,
    base: &str,
    token: &str,
    path: &str,
    body: Value,
) -> anyhow::Result<()> {
    let r = http
        .post(format!("{base}{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .with_context(|| format!("POST {path}"))?;
    let status = r.status();
    let text = r.text().await.unwrap_or_default();
    ensure!(
        status.is_success(),
        "POST {path}: {status}: {}",
        text.chars().take(300).collect::<String>()
    );
    Ok(())
}

/// Gives each account's organization the plan, through the API.
pub async fn seed_plans(
    base: &str,
    accounts: &[Account],
    shape: PlanShape,
    concurrency: usize,
) -> anyhow::Result<Vec<SeededPlan>> {
    let http = client()?;
    let base = base.to_string();
    for_each(accounts.to_vec(), concurrency, move |account| {
        let (http, base) = (http.clone(), base.clone());
        async move {
            let programs: Vec<Value> = (0..shape.programs)
                .map(|p| {
                    json!({"program_name": format!("Program {}", p + 1),
                        "program_description": format!("Core program {} of the benchmark plan.", p + 1)})
                })
                .collect();
            let saved: Programs = http
                .put(format!("{base}/api/v1/core-programs"))
                .bearer_auth(&account.token)
                .json(&json!({ "corePrograms": programs }))
                .send()
                .await
                .context("PUT /api/v1/core-programs")?
                .error_for_status()
                .context("PUT /api/v1/core-programs")?
                .json()
                .await
                .context("reading PUT /api/v1/core-programs")?;
            let entries = saved.core_programs;
            for (p, program) in entries.iter().enumerate() {
                let body = json!({ "expenses": items(shape, p + 1, Some(&program.id)) });
                post(&http, &base, &account.token, "/api/v1/expenses", body).await?;
            }
            let body = json!({ "expenses": items(shape, 0, None) });
            post(&http, &base, &account.token, "/api/v1/organization-expenses", body).await?;
            let lines: Vec<Value> = REVENUE_LINES
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    json!({"revenue_category": "annual_overhead", "revenue_type": l.group.type_name(),
                        "revenue_name": l.name, "revenue_cost": 10_000 + i, "revenue_cost_year_2": 11_000 + i,
                        "revenue_cost_year_3": 12_000 + i})
                })
                .collect();
            post(&http, &base, &account.token, "/api/v1/revenues", json!({ "revenues": lines })).await?;
            Ok(SeededPlan {
                token: account.token,
                first_program: entries.first().map(|e| e.id.clone()).unwrap_or_default(),
            })
        }
    })
    .await
    .context("seeding the plans")
}

/// The planning reads, each with the path one organization's client asks for.
pub const READS: [(&str, &str); 6] = [
    (
        "plan: year-1 summary",
        "GET /api/v1/total_fundraising_goal/annual_operating_budget_summary_year_1",
    ),
    (
        "plan: annual goals",
        "GET /api/v1/total_fundraising_goal/annual_fundraising_goals_3years",
    ),
    (
        "plan: project goals",
        "GET /api/v1/total_fundraising_goal/projects_total_3_year_fundraising_goal",
    ),
    (
        "plan: total goal",
        "GET /api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years",
    ),
    ("plan: program expenses", "GET /api/v1/expenses?program_id="),
    ("plan: organization", "GET /api/v1/organizations"),
];

/// The path of read `request` (from [`READS`]) for `plan`.
pub fn path(request: &str, plan: &SeededPlan) -> String {
    let path = request.trim_start_matches("GET ");
    if path.ends_with('=') {
        format!("{path}{}", plan.first_program)
    } else {
        path.to_string()
    }
}

//! The JSON each template reads (`/data.json`). Every user-entered text travels as a JSON string
//! and reaches the page as typst text, never as markup; amounts travel as integer cents and are
//! formatted by `lib.typ`'s `money` (the same rule as `fundplan_domain::money::format_usd`).

use fundplan_domain::budget::{Category, EXPENSE_CHART_KEYS, PROGRAMS_CHART_KEY};
use fundplan_domain::organization::letterhead::{
    DEFAULT_BACKGROUND, DEFAULT_BODY, DEFAULT_HEADINGS, colour,
};
use fundplan_domain::pyramid::Pyramid;
use serde_json::{Value, json};

use crate::model::{CertificateDoc, GoalsDoc, ManualDoc, Org, StewardshipDoc, TalkingPointsDoc};

/// What every template knows of the organization (`data.org`); `font` is a list, the
/// organization's family first.
pub fn org(org: &Org, family: &str, has_logo: bool) -> Value {
    json!({
        "name": org.letterhead.name.trim(),
        "director": org.letterhead.director_name.trim(),
        "address": org.letterhead.address.trim(),
        "phone": org.letterhead.phone.trim(),
        "website": org.letterhead.website.trim(),
        "year": org.letterhead.year.trim(),
        // The organization's font, then the fallback fonts for what it lacks.
        "font": crate::fallback::font_list(family),
        // The letterhead's colours are `#rrggbb` already; read again here, so whatever a model
        // holds reaches typst's `rgb` as a colour.
        "background": colour(&org.letterhead.background_color, DEFAULT_BACKGROUND),
        "headings": colour(&org.letterhead.headings_color, DEFAULT_HEADINGS),
        "body": colour(&org.letterhead.body_color, DEFAULT_BODY),
        "has_logo": has_logo,
        // typst's paper name: "us-letter" or "a4".
        "paper": org.letterhead.paper.typst(),
    })
}

pub fn stewardship(d: &StewardshipDoc) -> Value {
    let rows: Vec<Value> = d
        .rows
        .iter()
        .map(|r| {
            let checks: Vec<bool> = (0..d.columns.len())
                .map(|i| r.checks.get(i).copied().unwrap_or(false))
                .collect();
            json!({"name": r.name.trim(), "checks": checks})
        })
        .collect();
    json!({
        "goal": d.goal_cents,
        "columns": d.columns,
        "rows": rows,
    })
}

pub fn talking_points(d: &TalkingPointsDoc) -> Value {
    json!({ "points": d.points, "script": d.script })
}

/// The label of a slice of the Year-1 expense chart.
fn expense_label(key: &str) -> &'static str {
    if key == PROGRAMS_CHART_KEY {
        return "Core Programs";
    }
    Category::ALL
        .iter()
        .find(|c| c.chart_key() == key)
        .map_or("Other", |c| c.label())
}

pub fn goals(d: &GoalsDoc) -> Value {
    let f = &d.figures;
    let g = &f.goals;
    let i = &f.inputs;
    let name = |names: &[String], n: usize, what: &str| {
        names
            .get(n)
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| format!("{what} {}", n + 1))
    };
    let programs: Vec<Value> = f
        .programs
        .iter()
        .enumerate()
        .map(|(n, t)| json!({"name": name(&d.programs, n, "Program"), "years": t.total}))
        .collect();
    let projects: Vec<Value> = f
        .projects
        .iter()
        .enumerate()
        .map(|(n, t)| json!({"name": name(&d.projects, n, "Project"), "years": t.total}))
        .collect();
    let mut expenses: Vec<(&str, i64)> = EXPENSE_CHART_KEYS
        .iter()
        .zip(f.expense_chart_year_1)
        .map(|(k, v)| (expense_label(k), v))
        .filter(|(_, v)| *v > 0)
        .collect();
    expenses.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let expenses: Vec<Value> = expenses
        .into_iter()
        .map(|(label, cents)| json!({"label": label, "cents": cents}))
        .collect();
    json!({
        "programs": programs,
        "projects": projects,
        "projects_skipped": d.new_projects_skipped || i.new_projects_skipped,
        "core_programs": i.core_programs,
        "overhead": i.overhead,
        "total_expenses": g.total_annual_expenses,
        "philanthropic": i.philanthropic_contributions,
        "earned": i.earned_revenue,
        "investment": i.investment_income,
        "government": i.government_appropriations,
        "in_kind": i.in_kind,
        "total_revenue": g.total_revenue,
        "annual_goal": g.annual_fundraising_goal,
        "annual_goal_3y": g.total_annual_fundraising_goal_for_3_years,
        "project_goal": g.new_project_fundraising_goal,
        "project_goal_3y": g.total_new_project_fundraising_goal_for_3_years,
        "exact_goal": g.final_total_fundraising_goal_for_3_years,
        "rounded_goal": d.rounded_goal_cents,
        "expenses_year_1": expenses,
        "chart": d.pyramid.as_ref().map(gift_chart),
    })
}

/// The gift range chart as the Goals document prints it: each level's gift, gifts, prospects,
/// amount, cumulative amount and share of the goal, the Various row and the total.
fn gift_chart(p: &Pyramid) -> Value {
    json!({
        "ratio": format!("{}:1", p.ratio.prospects_per_gift()),
        "levels": p.levels.iter().map(|l| json!({
            "gift": l.gift_amount,
            "gifts": l.gifts,
            "prospects": l.prospects,
            "amount": l.amount,
            "cumulative": l.cumulative,
            "share": l.allocation.screen(),
        })).collect::<Vec<_>>(),
        "various": {
            "label": p.various.label,
            "count": p.various.count_label(),
            "amount": p.various.amount,
            "cumulative": p.various.cumulative,
            "share": p.various.allocation.screen(),
        },
        "total": {
            "gifts": p.total.gifts,
            "prospects": p.total.prospects,
            "amount": p.total.amount,
        },
    })
}

pub fn manual(d: &ManualDoc) -> Value {
    json!({ "policies": d.policies })
}

pub fn certificate(d: &CertificateDoc) -> Value {
    json!({
        "completed_on": d.completed_on.trim(),
        "goal": d.goal_cents,
        "team": d.team,
    })
}

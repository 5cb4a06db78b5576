//! The shared test vectors (shared/vectors/*.json): rules that run on both sides, pinned by one set
//! of cases that this test and the SPA's Vitest tests (web/src/**/vectors.test.ts) both run.

use fundplan_domain::goals::{GoalInputs, Goals, goals};
use fundplan_domain::money::{format_usd, parse_amount_json};
use fundplan_domain::pyramid::{Allocation, ProspectRatio, pyramid};
use fundplan_domain::sections::{
    Statuses, is_last_of_module, is_skipped, next_unskipped, percent, progress, routes, slug,
};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::path::Path;

fn read<T: DeserializeOwned>(name: &str) -> T {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../vectors")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[derive(Deserialize)]
struct Cases<T> {
    cases: Vec<T>,
}

#[derive(Deserialize)]
struct SlugCase {
    name: String,
    slug: String,
}

#[test]
fn slugs_follow_the_shared_vectors() {
    let file: Cases<SlugCase> = read("slug.json");
    assert!(file.cases.len() >= 10);
    for c in &file.cases {
        assert_eq!(slug(&c.name), c.slug, "slug of {:?}", c.name);
    }
}

#[derive(Deserialize)]
struct SkipCase {
    path: String,
    skipped: Vec<String>,
    is_skipped: bool,
}

#[test]
fn the_skip_rule_follows_the_shared_vectors() {
    let file: Cases<SkipCase> = read("skip.json");
    assert!(file.cases.iter().any(|c| c.is_skipped) && file.cases.iter().any(|c| !c.is_skipped));
    for c in &file.cases {
        assert_eq!(
            is_skipped(&c.path, &c.skipped),
            c.is_skipped,
            "{} with {:?}",
            c.path,
            c.skipped
        );
    }
}

#[derive(Deserialize)]
struct NextCase {
    programs: Vec<String>,
    projects: Vec<String>,
    skipped: Vec<String>,
    from: String,
    next: Option<String>,
    next_module: bool,
}

#[test]
fn the_next_order_follows_the_shared_vectors() {
    let file: Cases<NextCase> = read("next.json");
    assert!(file.cases.iter().any(|c| c.next.is_none()));
    for c in &file.cases {
        let r = routes(&c.programs, &c.projects);
        assert_eq!(
            next_unskipped(&r, &c.from, &c.skipped).map(|x| x.path.as_str()),
            c.next.as_deref(),
            "Next from {} (programs {:?}, projects {:?}, skipped {:?})",
            c.from,
            c.programs,
            c.projects,
            c.skipped
        );
        assert_eq!(
            is_last_of_module(&r, &c.from, &c.skipped),
            c.next_module,
            "Next Module on {} (skipped {:?})",
            c.from,
            c.skipped
        );
    }
}

#[derive(Deserialize)]
struct PercentCase {
    done: usize,
    total: usize,
    percent: u8,
}

#[derive(Deserialize)]
struct PlanCase {
    about: String,
    programs: Vec<String>,
    projects: Vec<String>,
    completed: Vec<String>,
    skipped: Vec<String>,
    modules: BTreeMap<String, u8>,
    overall: u8,
}

#[derive(Deserialize)]
struct ProgressFile {
    percent: Vec<PercentCase>,
    plans: Vec<PlanCase>,
}

#[test]
fn progress_follows_the_shared_vectors() {
    let file: ProgressFile = read("progress.json");
    for c in &file.percent {
        assert_eq!(
            percent(c.done, c.total),
            c.percent,
            "{} of {}",
            c.done,
            c.total
        );
    }
    assert_eq!(
        routes(&[], &[]).len(),
        44,
        "the plan's fixed pages, as the file says"
    );
    for c in &file.plans {
        let r = routes(&c.programs, &c.projects);
        let statuses: Statuses = c.completed.iter().map(|p| (p.clone(), 1)).collect();
        let (modules, overall) = progress(&r, &statuses, &c.skipped);
        assert!(!c.modules.is_empty(), "{}: names no module", c.about);
        for (slug, expected) in &c.modules {
            let m = modules
                .iter()
                .find(|m| m.module.slug == slug)
                .unwrap_or_else(|| panic!("{}: no module {slug}", c.about));
            assert_eq!(m.percent, *expected, "{}: module {slug}", c.about);
        }
        assert_eq!(overall, c.overall, "{}: overall", c.about);
    }
}

#[derive(Deserialize)]
struct MoneyCase {
    cents: i64,
    text: String,
}

#[derive(Deserialize)]
struct ParseCase {
    value: serde_json::Value,
    cents: Option<i64>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct MoneyFile {
    format: Vec<MoneyCase>,
    parse: Vec<ParseCase>,
}

#[test]
fn money_formatting_follows_the_shared_vectors() {
    let file: MoneyFile = read("money.json");
    for c in &file.format {
        assert_eq!(format_usd(c.cents), c.text, "{} cents", c.cents);
    }
}

#[test]
fn amount_parsing_follows_the_shared_vectors() {
    let file: MoneyFile = read("money.json");
    assert!(
        file.parse.iter().any(|c| c.error.is_some())
            && file.parse.iter().any(|c| c.cents.is_some())
    );
    for c in &file.parse {
        let expected = match (c.cents, &c.error) {
            (Some(cents), None) => Ok(cents),
            (None, Some(code)) => Err(code.as_str()),
            _ => panic!("{}: give either cents or error", c.value),
        };
        assert_eq!(
            parse_amount_json(&c.value).map_err(|e| e.code()),
            expected,
            "{}",
            c.value
        );
    }
}

#[derive(Deserialize)]
struct GoalCase {
    about: String,
    input: GoalInputs,
    goals: Goals,
}

#[test]
fn goal_arithmetic_follows_the_shared_vectors() {
    let file: Cases<GoalCase> = read("goals.json");
    assert!(file.cases.len() >= 8);
    for c in &file.cases {
        assert_eq!(goals(&c.input), c.goals, "{}", c.about);
    }
}

#[derive(Deserialize)]
struct AllocationCase {
    amount: i64,
    goal: i64,
    screen: String,
    excel: String,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct LevelRow {
    gift_amount: i64,
    gifts: i64,
    prospects: i64,
    amount: i64,
    cumulative: i64,
    screen: String,
    excel: String,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct VariousRow {
    gifts: String,
    prospects: String,
    amount: i64,
    cumulative: i64,
    screen: String,
    excel: String,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct TotalRow {
    gifts: i64,
    prospects: i64,
    amount: i64,
    screen: String,
    excel: String,
}

#[derive(Deserialize)]
struct PyramidCase {
    about: String,
    goal: i64,
    ratio: i64,
    levels: Vec<LevelRow>,
    various: VariousRow,
    total: TotalRow,
}

#[derive(Deserialize)]
struct PyramidFile {
    allocation: Vec<AllocationCase>,
    cases: Vec<PyramidCase>,
}

#[test]
fn the_gift_pyramid_follows_the_shared_vectors() {
    let file: PyramidFile = read("pyramid.json");
    for c in &file.allocation {
        let a = Allocation::of(c.amount, c.goal);
        assert_eq!(
            (a.screen(), a.excel()),
            (c.screen.clone(), c.excel.clone()),
            "{} of {}",
            c.amount,
            c.goal
        );
    }
    for ratio in [3, 4, 5] {
        assert!(
            file.cases.iter().any(|c| c.ratio == ratio),
            "no case at {ratio}:1"
        );
    }
    for c in &file.cases {
        let ratio = ProspectRatio::from_prospects_per_gift(c.ratio).expect("ratio 3, 4 or 5");
        let p = pyramid(c.goal, ratio);
        let levels: Vec<LevelRow> = p
            .levels
            .iter()
            .map(|l| LevelRow {
                gift_amount: l.gift_amount,
                gifts: l.gifts,
                prospects: l.prospects,
                amount: l.amount,
                cumulative: l.cumulative,
                screen: l.allocation.screen(),
                excel: l.allocation.excel(),
            })
            .collect();
        assert_eq!(levels, c.levels, "{}", c.about);
        let various = VariousRow {
            gifts: p.various.count_label().to_string(),
            prospects: p.various.count_label().to_string(),
            amount: p.various.amount,
            cumulative: p.various.cumulative,
            screen: p.various.allocation.screen(),
            excel: p.various.allocation.excel(),
        };
        assert_eq!(various, c.various, "{}: {}", c.about, "Various (<$25k)");
        let total = TotalRow {
            gifts: p.total.gifts,
            prospects: p.total.prospects,
            amount: p.total.amount,
            screen: p.total.allocation.screen(),
            excel: p.total.allocation.excel(),
        };
        assert_eq!(total, c.total, "{}: Grand Total", c.about);
    }
}

#[derive(Deserialize)]
struct WordsCase {
    text: String,
    words: usize,
}

#[test]
fn word_counts_follow_the_shared_vectors() {
    let file: Cases<WordsCase> = read("words.json");
    assert!(file.cases.len() >= 10);
    for c in &file.cases {
        assert_eq!(
            fundplan_domain::words::count(&c.text),
            c.words,
            "{:?}",
            c.text
        );
    }
}

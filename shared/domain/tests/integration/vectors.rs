//! The shared test vectors (shared/vectors/*.json): rules that run on both sides, pinned by one set
//! of cases that this test and the SPA's Vitest tests (web/src/**/vectors.test.ts) both run.

use fundplan_domain::goals::{GoalInputs, Goals, goals};
use fundplan_domain::money::{format_usd, parse_amount_json};
use fundplan_domain::pyramid::Allocation;
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
    exact: Vec<MoneyCase>,
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
fn exact_amounts_follow_the_shared_vectors() {
    let file: MoneyFile = read("money.json");
    assert!(file.exact.len() >= 10);
    for c in &file.exact {
        assert_eq!(
            fundplan_domain::money::format_usd_cents(c.cents),
            c.text,
            "{} cents",
            c.cents
        );
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

#[derive(Deserialize)]
struct PyramidFile {
    allocation: Vec<AllocationCase>,
}

#[test]
fn the_allocation_percentages_follow_the_shared_vectors() {
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

/// The gift range chart (fundplan_domain::gift_chart; DECISIONS "Gift range chart"): each case's
/// inputs (goal, ratio, prospects named, and either a lead-gift share for the standard chart or an
/// edited chart) and what the code makes of them. The file is written from the code with
/// `FUNDPLAN_WRITE_VECTORS=1 cargo test -p fundplan-domain --test integration gift_chart`;
/// otherwise this test compares, case by case.
mod gift_chart_vectors {
    use fundplan_domain::gift_chart::{Chart, ChartRow, checks, standard_chart, table};
    use fundplan_domain::pyramid::ProspectRatio;
    use serde_json::{Value, json};
    use std::path::PathBuf;

    const M: i64 = 100_000_000;

    fn path() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors/gift_chart.json")
    }

    /// A standard chart's lead share, or an edited chart's rows (dollars, gifts) and Various row
    /// (dollars).
    type Shape = Result<u8, (&'static [(i64, i64)], i64)>;
    /// (about, goal in cents, ratio, prospects named, shape).
    type Input = (&'static str, i64, i64, i64, Shape);

    const INPUTS: &[Input] = &[
        (
            "The smallest rounded goal at the default share.",
            M / 2,
            3,
            0,
            Ok(20),
        ),
        (
            "$500,000 at 35 %: $175,000 would round to $200,000 (40 %), outside 10-35 %, so the lead gift is $100,000, the only round amount inside.",
            M / 2,
            5,
            10,
            Ok(35),
        ),
        (
            "$1,000,000 at 20 %: the classic chart; every prospect named.",
            M,
            3,
            75,
            Ok(20),
        ),
        (
            "$1,500,000 at 10 %: $150,000 is halfway between $100,000 and $200,000; a tie rounds up.",
            3 * M / 2,
            4,
            0,
            Ok(10),
        ),
        (
            "The sample organization: $3,500,000 at 20 %, 4:1.",
            7 * M / 2,
            4,
            60,
            Ok(20),
        ),
        (
            "$3,500,000 at 10 %: $350,000 would round to $250,000 (7.1 %), so the lead gift is $500,000, the nearest round amount inside 10-35 %.",
            7 * M / 2,
            3,
            0,
            Ok(10),
        ),
        ("$10,000,000 at 20 %.", 10 * M, 3, 0, Ok(20)),
        (
            "$25,000,000 at 10 %: the second level is the next round amount below the lead gift ($2M), not about half of it, so the ten largest gifts reach half the goal.",
            25 * M,
            4,
            0,
            Ok(10),
        ),
        ("$47,500,000 at 27 %.", 95 * M / 2, 5, 0, Ok(27)),
        ("$100,000,000 at 35 %.", 100 * M, 3, 0, Ok(35)),
        ("$100,000,000 at 10 %.", 100 * M, 4, 0, Ok(10)),
        (
            "A goal in cents that is no multiple of $500,000 (the rule holds for any goal from $500,000 to $100,000,000).",
            123_456_789,
            3,
            0,
            Ok(15),
        ),
        (
            "Edited: GuideStar's $1M chart with $50,000 left to the Various row; every check passes but the names.",
            M,
            3,
            40,
            Err((
                &[
                    (250_000, 1),
                    (100_000, 2),
                    (50_000, 4),
                    (25_000, 8),
                    (10_000, 10),
                ],
                50_000,
            )),
        ),
        (
            "Edited: the old fixed table's $3,500,000 pyramid: the lead gift is too small and the Various row gets nothing.",
            7 * M / 2,
            4,
            0,
            Err((&[(250_000, 6), (100_000, 14), (25_000, 24)], 0)),
        ),
        (
            "Edited: a lead gift of half the goal and a chart $200,000 short of it.",
            M,
            3,
            0,
            Err((&[(500_000, 1), (100_000, 2)], 100_000)),
        ),
        (
            "Edited: rows out of order, ten largest gifts under half, the Various row too large and the chart over the goal.",
            M,
            5,
            500,
            Err((&[(25_000, 20), (100_000, 1), (50_000, 2)], 500_000)),
        ),
        (
            "Edited: no levels at all.",
            2 * M,
            3,
            0,
            Err((&[], 2_000_000)),
        ),
    ];

    fn ratio(n: i64) -> ProspectRatio {
        ProspectRatio::from_prospects_per_gift(n).expect("3, 4 or 5")
    }

    /// The case's chart: the standard one, or the edited rows.
    fn chart_of(goal: i64, input: &Shape) -> Chart {
        match input {
            Ok(share) => standard_chart(goal, *share),
            Err((rows, various)) => Chart {
                goal_cents: goal,
                rows: rows
                    .iter()
                    .map(|&(d, n)| ChartRow {
                        amount_cents: d * 100,
                        gifts: n,
                    })
                    .collect(),
                various_cents: various * 100,
            },
        }
    }

    /// Everything the code makes of a case's inputs, as the file stores it.
    fn outputs(chart: &Chart, ratio_n: i64, named: i64) -> Value {
        let t = table(chart, ratio(ratio_n));
        json!({
            "table": {
                "rows": t.rows.iter().map(|r| json!({
                    "amount_cents": r.amount_cents, "gifts": r.gifts, "prospects": r.prospects,
                    "total_cents": r.total_cents, "cumulative_cents": r.cumulative_cents,
                    "screen": r.allocation.screen(), "excel": r.allocation.excel(),
                })).collect::<Vec<_>>(),
                "various": {
                    "label": t.various.label, "count_label": t.various.count_label,
                    "amount_cents": t.various.amount_cents, "cumulative_cents": t.various.cumulative_cents,
                    "screen": t.various.allocation.screen(), "excel": t.various.allocation.excel(),
                },
                "total": {
                    "gifts": t.total.gifts, "prospects": t.total.prospects,
                    "amount_cents": t.total.amount_cents,
                    "screen": t.total.allocation.screen(), "excel": t.total.allocation.excel(),
                },
            },
            "checks": checks(chart, ratio(ratio_n), named),
        })
    }

    fn made() -> Vec<Value> {
        INPUTS
            .iter()
            .map(|(about, goal, ratio_n, named, input)| {
                let chart = chart_of(*goal, input);
                let mut case = json!({
                    "about": about,
                    "goal_cents": goal,
                    "ratio": ratio_n,
                    "named_prospects": named,
                    "lead_share_percent": input.as_ref().ok(),
                    "chart": {
                        "rows": chart.rows.iter().map(|r| json!({"amount_cents": r.amount_cents, "gifts": r.gifts})).collect::<Vec<_>>(),
                        "various_cents": chart.various_cents,
                    },
                });
                let Value::Object(out) = outputs(&chart, *ratio_n, *named) else {
                    unreachable!()
                };
                case.as_object_mut().expect("an object").extend(out);
                case
            })
            .collect()
    }

    /// JSON with every object or array that holds only scalars on one line.
    fn render(v: &Value, indent: usize, out: &mut String) {
        let flat = |v: &Value| match v {
            Value::Object(m) => m.values().all(|x| !x.is_object() && !x.is_array()),
            Value::Array(a) => a.iter().all(|x| !x.is_object() && !x.is_array()),
            _ => true,
        };
        if flat(v) {
            out.push_str(
                &serde_json::to_string(v)
                    .expect("json")
                    .replace("\":", "\": ")
                    .replace(",\"", ", \""),
            );
            return;
        }
        let pad = "  ".repeat(indent + 1);
        match v {
            Value::Object(m) => {
                out.push_str("{\n");
                for (i, (k, x)) in m.iter().enumerate() {
                    out.push_str(&format!("{pad}{}: ", Value::String(k.clone())));
                    render(x, indent + 1, out);
                    out.push_str(if i + 1 < m.len() { ",\n" } else { "\n" });
                }
                out.push_str(&format!("{}}}", "  ".repeat(indent)));
            }
            Value::Array(a) => {
                out.push_str("[\n");
                for (i, x) in a.iter().enumerate() {
                    out.push_str(&pad);
                    render(x, indent + 1, out);
                    out.push_str(if i + 1 < a.len() { ",\n" } else { "\n" });
                }
                out.push_str(&format!("{}]", "  ".repeat(indent)));
            }
            _ => unreachable!(),
        }
    }

    #[test]
    fn the_gift_chart_follows_the_shared_vectors() {
        if std::env::var_os("FUNDPLAN_WRITE_VECTORS").is_some() {
            let file = json!({
                "about": "The gift range chart (DECISIONS \"Gift range chart\"; docs/decisions.md): amounts in cents, ratio is prospects per gift. A case with lead_share_percent is the standard chart for goal_cents at that share (its chart is what the generator makes); one with lead_share_percent null is an edited chart. table: each level's prospects (gifts x ratio), total (gifts x amount), cumulative and share of the goal (screen 1 decimal, excel 2, rounded half up), the Various (<$X) row (X the smallest level; count Many, or - when it carries nothing) and the Grand Total (levels' gifts and prospects, the chart's total and its share of the goal). checks: the five checks in order, each with its sentence. Rust: fundplan_domain::gift_chart; written from the code with FUNDPLAN_WRITE_VECTORS=1.",
                "cases": made(),
            });
            let mut text = String::new();
            render(&file, 0, &mut text);
            text.push('\n');
            std::fs::write(path(), text).expect("vectors written");
        }
        let text = std::fs::read_to_string(path()).expect("shared/vectors/gift_chart.json");
        let file: Value = serde_json::from_str(&text).expect("json");
        let cases = file["cases"].as_array().expect("cases");
        assert_eq!(cases.len(), INPUTS.len());
        for ratio_n in [3, 4, 5] {
            assert!(
                cases.iter().any(|c| c["ratio"] == ratio_n),
                "a case at {ratio_n}:1"
            );
        }
        for c in cases {
            let about = c["about"].as_str().expect("about");
            let goal = c["goal_cents"].as_i64().expect("goal");
            let ratio_n = c["ratio"].as_i64().expect("ratio");
            let named = c["named_prospects"].as_i64().expect("named");
            let chart: Chart = serde_json::from_value(json!({
                "goal_cents": goal,
                "rows": c["chart"]["rows"],
                "various_cents": c["chart"]["various_cents"],
            }))
            .expect("a chart");
            if let Some(share) = c["lead_share_percent"].as_u64() {
                let share = u8::try_from(share).expect("a share");
                assert_eq!(standard_chart(goal, share), chart, "{about}");
            }
            let made = outputs(&chart, ratio_n, named);
            assert_eq!(made["table"], c["table"], "{about}");
            assert_eq!(made["checks"], c["checks"], "{about}");
        }
    }
}

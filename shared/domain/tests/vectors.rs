//! The shared test vectors (shared/vectors/*.json): rules that run on both sides, pinned by one set
//! of cases that this test and the SPA's Vitest tests (web/src/**/vectors.test.ts) both run.

use fundplan_domain::money::format_usd;
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
struct MoneyFile {
    format: Vec<MoneyCase>,
}

#[test]
fn money_formatting_follows_the_shared_vectors() {
    let file: MoneyFile = read("money.json");
    for c in &file.format {
        assert_eq!(format_usd(c.cents), c.text, "{} cents", c.cents);
    }
}

//! The organization scope's rules (docs/decisions.md, "The organization scope"), read from the
//! source files, so the build holds them:
//! - `OrgScope::of_verified` is called, outside tests, only where a verified principal yields
//!   an organization: the session extractor (`shared/http/src/session.rs`), the document worker
//!   (`shared/documents/src/pipeline.rs`, from a job the server queued) and the directory
//!   (`shared/data/src/directory.rs`: login, sign-up, tokens, a verified payment event);
//! - `FunderScope::for_staff` likewise only in the funder session extractor
//!   (`shared/http/src/funders.rs`) and its own module;
//! - no handler (`functions/*/src`) touches the table port: no `state.table`, no `dyn Table`,
//!   no `fundplan_ports::Table`.
//!
//! Test code is left out: files under a `tests` folder, `tests.rs` / `*_tests.rs`, and what
//! follows a file's `#[cfg(test)]` (the test module closes each file).

use std::path::{Path, PathBuf};

/// Where a scope may be built outside tests, relative to the workspace root.
const CONSTRUCTOR_CALLERS: &[&str] = &[
    "shared/data/src/scope.rs",
    "shared/data/src/directory.rs",
    "shared/http/src/session.rs",
    "shared/documents/src/pipeline.rs",
    // A funder's scope reaches the organizations holding seats of its own cohorts, from the seat
    // items (their names, and a cohort's extension of their seats), nothing else.
    "shared/data/src/funder.rs",
    // A benchmark, not product code: it measures `load_plan` over a table it filled itself.
    "infra/bench/examples/budget_decode.rs",
];

/// Where a funder scope may be built outside tests: the funder session extractor (from the
/// verified user's own memberships) and its own module.
const FUNDER_SCOPE_CALLERS: &[&str] = &["shared/data/src/funder.rs", "shared/http/src/funders.rs"];

/// What a handler never names.
const TABLE_ACCESS: &[&str] = &["state.table", "dyn Table", "fundplan_ports::Table"];

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

fn is_test_file(relative: &str) -> bool {
    relative.split('/').any(|part| part == "tests")
        || relative.ends_with("/tests.rs")
        || relative.ends_with("_tests.rs")
}

/// The file's code before its test module, with `//` comments dropped.
fn product_code(text: &str) -> String {
    let code = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    code.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// (path relative to the root, product code) of every non-test Rust file of the workspace.
fn product_files() -> Vec<(String, String)> {
    let root = workspace_root();
    let mut files = Vec::new();
    for top in ["shared", "functions", "infra"] {
        rust_files(&root.join(top), &mut files);
    }
    let mut out: Vec<(String, String)> = files
        .into_iter()
        .filter_map(|path| {
            let relative = path
                .strip_prefix(&root)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            if is_test_file(&relative) {
                return None;
            }
            let text = std::fs::read_to_string(&path).ok()?;
            Some((relative, product_code(&text)))
        })
        .collect();
    out.sort();
    out
}

fn constructor_violations(files: &[(String, String)]) -> Vec<String> {
    let orgs = files
        .iter()
        .filter(|(path, code)| {
            code.contains("of_verified(") && !CONSTRUCTOR_CALLERS.contains(&path.as_str())
        })
        .map(|(path, _)| format!("{path} builds an OrgScope"));
    let funders = files
        .iter()
        .filter(|(path, code)| {
            code.contains("for_staff(") && !FUNDER_SCOPE_CALLERS.contains(&path.as_str())
        })
        .map(|(path, _)| format!("{path} builds a FunderScope"));
    orgs.chain(funders).collect()
}

fn table_violations(files: &[(String, String)]) -> Vec<String> {
    files
        .iter()
        .filter(|(path, _)| path.starts_with("functions/") && path.contains("/src/"))
        .flat_map(|(path, code)| {
            TABLE_ACCESS
                .iter()
                .filter(|needle| code.contains(*needle))
                .map(move |needle| format!("{path} names `{needle}`"))
        })
        .collect()
}

#[test]
fn only_verified_principals_build_an_organization_scope() {
    let files = product_files();
    assert!(
        files.iter().any(|(p, _)| p == "shared/http/src/session.rs"),
        "the source files are found"
    );
    assert_eq!(constructor_violations(&files), Vec::<String>::new());
}

#[test]
fn no_handler_touches_the_table_port() {
    let files = product_files();
    assert!(
        files.iter().any(|(p, _)| p.starts_with("functions/")),
        "the handlers are found"
    );
    assert_eq!(table_violations(&files), Vec::<String>::new());
}

#[test]
fn the_rules_catch_each_kind_of_violation() {
    let files = vec![
        (
            "functions/team/src/lib.rs".to_string(),
            product_code("let t = state.table.as_ref();\nfn f(t: &dyn Table) {}\n"),
        ),
        (
            "functions/budget/src/lib.rs".to_string(),
            product_code("use fundplan_ports::Table;\n#[cfg(test)]\nmod tests { state.table }"),
        ),
        (
            "shared/http/src/paid.rs".to_string(),
            product_code("let o = OrgScope::of_verified(t, body.org_id);"),
        ),
        (
            "functions/auth/src/me.rs".to_string(),
            product_code("// OrgScope::of_verified(t, x) in a comment\n#[cfg(test)]\nof_verified("),
        ),
        (
            "functions/funders/src/cohorts.rs".to_string(),
            product_code("let f = FunderScope::for_staff(t, &user, &path.funder_id);"),
        ),
    ];
    assert_eq!(
        table_violations(&files),
        vec![
            "functions/team/src/lib.rs names `state.table`",
            "functions/team/src/lib.rs names `dyn Table`",
            "functions/budget/src/lib.rs names `fundplan_ports::Table`",
        ]
    );
    assert_eq!(
        constructor_violations(&files),
        vec![
            "shared/http/src/paid.rs builds an OrgScope",
            "functions/funders/src/cohorts.rs builds a FunderScope",
        ]
    );
}

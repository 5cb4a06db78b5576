//! No import cycles between the Rust modules of the workspace (issue 16, §4).
//!
//! Every workspace crate's sources are read from disk (its `src/`, from each crate root through
//! its `mod` declarations). Each `.rs` file is a module; a `use crate::…`, a `crate::…`,
//! `super::…` or `self::…` path, or a bare name taken from a glob import is a reference from its
//! module to the module that defines the item, following re-exports (`pub use x::Name;`,
//! `pub use x::*;` in lib.rs or a mod.rs) to where the item comes from: a cycle through lib.rs's
//! re-exports is still a cycle. Modules that depend on each other, where neither is the other's
//! ancestor (a child using its parent's items is normal), are a cycle, reported as chains of
//! files with the reference that makes each step. See `model/` for the model and `examples.rs`
//! for what the checker finds and lets through.

mod examples;
mod find;
mod lexer;
mod model;

use find::Cycle;
use model::Graph;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Cycles tolerated for now, each listed as the sorted files of one group of modules that depend
/// on each other. The list is empty and can only stay so or shrink: the test fails when a listed
/// cycle no longer exists as listed and when a cycle that is not listed appears.
const KNOWN_CYCLES: &[&[&str]] = &[];

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `members` of the workspace's Cargo.toml.
fn members(root: &Path) -> Vec<String> {
    let manifest =
        std::fs::read_to_string(root.join("Cargo.toml")).expect("the workspace's Cargo.toml");
    let start = manifest.find("members").expect("a members list");
    let list = &manifest[start..];
    let list = &list[list.find('[').expect("[") + 1..list.find(']').expect("]")];
    list.split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

/// Every `.rs` file under `dir`, relative to `base`.
fn rust_files(base: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(base, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(base).expect("under the crate");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// One crate's graph: its roots are src/lib.rs, src/main.rs and src/bin/*.rs (or */main.rs).
fn crate_graph(root: &Path, member: &str) -> (Graph, Vec<String>) {
    let dir = root.join(member);
    let mut files = Vec::new();
    rust_files(&dir, &dir.join("src"), &mut files);
    files.sort();
    let roots: Vec<&str> = files
        .iter()
        .map(String::as_str)
        .filter(|f| {
            matches!(*f, "src/lib.rs" | "src/main.rs")
                || f.strip_prefix("src/bin/")
                    .is_some_and(|b| !b.contains('/') || b.ends_with("/main.rs"))
        })
        .collect();
    let read = |rel: &str| std::fs::read_to_string(dir.join(rel)).ok();
    (Graph::read(member, &roots, &read), files)
}

/// What is wrong with the cycles `found`, given the `known` ones (each as its sorted files): a
/// cycle not listed, and a listed cycle that no longer exists as listed.
fn problems(found: &[Cycle], known: &[&[&str]]) -> Vec<String> {
    let same = |c: &Cycle, k: &[&str]| c.files.iter().map(String::as_str).eq(k.iter().copied());
    let mut out = Vec::new();
    for c in found.iter().filter(|c| !known.iter().any(|k| same(c, k))) {
        out.push(format!("import cycle:\n    {}", c.chains.join("\n    ")));
    }
    for k in known.iter().filter(|k| !found.iter().any(|c| same(c, k))) {
        out.push(format!(
            "the listed cycle {k:?} no longer exists as listed: take it off KNOWN_CYCLES (a \
             smaller cycle that remains of it is reported above: list only that)"
        ));
    }
    out
}

#[test]
fn no_import_cycles_between_rust_modules() {
    let root = workspace_root();
    let mut found: Vec<Cycle> = Vec::new();
    let mut unread = Vec::new();
    let mut modules = 0;
    for member in members(&root) {
        let (graph, files) = crate_graph(&root, &member);
        let read: BTreeSet<&str> = graph.files.iter().map(|f| f.display.as_str()).collect();
        for f in files {
            let shown = format!("{member}/{f}");
            if !read.contains(shown.as_str()) {
                unread.push(shown);
            }
        }
        modules += graph.files.len();
        found.extend(find::cycles(&graph));
    }
    assert!(
        modules > 100,
        "the checker read only {modules} modules: is the workspace where it looks?"
    );
    assert!(
        unread.is_empty(),
        "files in a src/ that no crate root reaches through `mod` (the checker cannot see them): {unread:#?}"
    );

    let problems = problems(&found, KNOWN_CYCLES);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

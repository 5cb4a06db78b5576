//! The dependency rule of the workspace (ARCHITECTURE "The model of the plan"), read from
//! `cargo metadata`, so the build holds it:
//! - `fundplan-domain` depends on no crate of ours;
//! - a shared crate (`shared/…`) never depends on a function crate (`functions/…`);
//! - a function crate never depends on another function crate;
//!
//! for every kind of dependency (normal, build and dev), except that a dev-dependency on
//! `fundplan-testkit` is always allowed. `infra/…` crates assemble the product and may depend on
//! anything.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A crate of the workspace: its name and where it lives, relative to the workspace root.
struct Member {
    name: String,
    dir: PathBuf,
    /// (name, path relative to the root, kind: "normal", "dev" or "build").
    deps: Vec<(String, PathBuf, String)>,
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

fn members() -> Vec<Member> {
    let root = workspace_root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(root.join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
    let relative = |p: &str| {
        Path::new(p)
            .strip_prefix(&root)
            .map(Path::to_path_buf)
            .unwrap_or_else(|_| PathBuf::from(p))
    };
    meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| {
            let manifest = p["manifest_path"].as_str().expect("manifest_path");
            let dir = relative(
                Path::new(manifest)
                    .parent()
                    .and_then(Path::to_str)
                    .expect("a folder"),
            );
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter_map(|d| {
                    let path = d["path"].as_str()?;
                    Some((
                        d["name"].as_str().unwrap_or_default().to_string(),
                        relative(path),
                        d["kind"].as_str().unwrap_or("normal").to_string(),
                    ))
                })
                .collect();
            Member {
                name: p["name"].as_str().expect("name").to_string(),
                dir,
                deps,
            }
        })
        .collect()
}

/// Every edge that breaks the rule, as a sentence.
fn violations(members: &[Member]) -> Vec<String> {
    let mut out = Vec::new();
    for m in members {
        let shared = m.dir.starts_with("shared");
        let function = m.dir.starts_with("functions");
        for (dep, path, kind) in &m.deps {
            if dep == &m.name || (kind == "dev" && dep == "fundplan-testkit") {
                continue;
            }
            let to_function = path.starts_with("functions");
            if m.name == "fundplan-domain" {
                out.push(format!(
                    "fundplan-domain depends on {dep} ({kind}): the domain depends on no crate of ours"
                ));
            } else if shared && to_function {
                out.push(format!(
                    "the shared crate {} depends on the function crate {dep} ({kind})",
                    m.name
                ));
            } else if function && to_function {
                out.push(format!(
                    "the function crate {} depends on the function crate {dep} ({kind})",
                    m.name
                ));
            }
        }
    }
    out
}

#[test]
fn the_crate_graph_keeps_the_dependency_rule() {
    let members = members();
    // The metadata is the workspace's: every kind of crate is there.
    for needed in ["fundplan-domain", "fundplan-data", "fundplan-docgen"] {
        assert!(
            members.iter().any(|m| m.name == needed),
            "{needed} is not in the workspace's metadata"
        );
    }
    assert!(members.iter().any(|m| m.dir.starts_with("functions")));
    assert!(members.iter().any(|m| m.dir.starts_with("shared")));
    let broken = violations(&members);
    assert!(
        broken.is_empty(),
        "the dependency rule is broken:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_rule_catches_each_kind_of_wrong_edge() {
    let member = |name: &str, dir: &str, deps: &[(&str, &str, &str)]| Member {
        name: name.into(),
        dir: dir.into(),
        deps: deps
            .iter()
            .map(|(n, p, k)| (n.to_string(), PathBuf::from(p), k.to_string()))
            .collect(),
    };
    let good = [
        member("fundplan-domain", "shared/domain", &[]),
        member(
            "fundplan-data",
            "shared/data",
            &[("fundplan-domain", "shared/domain", "normal")],
        ),
        member(
            "fundplan-docgen",
            "functions/docgen",
            &[
                ("fundplan-data", "shared/data", "normal"),
                ("fundplan-testkit", "shared/testkit", "dev"),
            ],
        ),
        member(
            "fundplan-local",
            "infra/local",
            &[("fundplan-docgen", "functions/docgen", "normal")],
        ),
    ];
    assert_eq!(violations(&good), Vec::<String>::new());
    let bad = [
        member(
            "fundplan-domain",
            "shared/domain",
            &[("fundplan-ports", "shared/ports", "dev")],
        ),
        member(
            "fundplan-data",
            "shared/data",
            &[("fundplan-docgen", "functions/docgen", "normal")],
        ),
        member(
            "fundplan-casedoc",
            "functions/casedoc",
            &[("fundplan-docgen", "functions/docgen", "normal")],
        ),
        member(
            "fundplan-docgen",
            "functions/docgen",
            &[("fundplan-documents-api", "functions/documents", "dev")],
        ),
    ];
    assert_eq!(violations(&bad).len(), 4, "{:#?}", violations(&bad));
}

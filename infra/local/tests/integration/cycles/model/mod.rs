//! A crate's module tree and the references between its modules, read from the sources.
//!
//! - Modules: from each crate root (`src/lib.rs`, `src/main.rs`, `src/bin/*.rs`) every `mod x;`
//!   is followed to `x.rs` or `x/mod.rs` (or its `#[path]`), as rustc does; an inline `mod x { … }`
//!   is a module of its own for name resolution and belongs to its file for the graph.
//! - References: every `use` tree, every `crate::…`, `super::…` or `self::…` path, and the bare
//!   names a module takes from a glob import (`use crate::*;`, `use super::*;`).
//! - Resolution: a path is followed segment by segment through child modules, `use` bindings
//!   (a re-export such as `pub use settings::CloudSettings;` in lib.rs, or a private `use` its
//!   descendants can name) and glob imports, to the module that *defines* the item (or is the
//!   module named), so `crate::CloudSettings` is a reference to `settings.rs`, not to lib.rs.
//!
//! Limits, on the safe side where they matter: a path written inside a macro's expansion only
//! (or in an `include!`d file) is not seen; a bare name from a glob counts even where a local
//! variable of that name shadows it (except a name of a module, which counts only before `::`);
//! a name not found where a path leads (made by a macro) is taken as that module's own item.
//!
//! This file holds the model and reads the module tree; `parse.rs` reads one file's tokens into
//! its module (its `mod` declarations, `use` trees, paths and items) and `resolve.rs` turns the
//! references into edges between files.

mod parse;
mod resolve;

use super::lexer::lex;
use std::collections::{BTreeMap, BTreeSet};

/// A reference from a module to a path, with where it was written.
#[derive(Clone, Debug)]
struct Ref {
    path: Vec<String>,
    line: u32,
    glob: bool,
}

#[derive(Debug, Default)]
struct Module {
    parent: Option<usize>,
    file: usize,
    children: BTreeMap<String, usize>,
    /// `use` declarations at the module's top level (they are what other modules can name).
    bindings: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
    /// Items defined at the module's top level (fn, struct, enum, trait, type, const, …).
    defined: BTreeSet<String>,
    refs: Vec<Ref>,
    /// Bare identifiers written in the module (for names from globs): the first line, and
    /// whether one is followed by `::` (only then can it name a module).
    idents: BTreeMap<String, (u32, bool)>,
}

/// One `.rs` file: a node of the graph.
#[derive(Debug)]
pub struct File {
    /// As shown in reports, e.g. `shared/cloud/src/settings.rs`.
    pub display: String,
    /// The crate root it belongs to (an index into the roots given to [`Graph::read`]).
    root: usize,
    /// Its module's path from the crate root (`[]` for the root).
    path: Vec<String>,
}

/// An edge between two files, with the first reference that makes it.
#[derive(Clone, Debug)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    /// e.g. `settings.rs:4 crate::StripePayments`
    pub why: String,
}

#[derive(Debug, Default)]
pub struct Graph {
    pub files: Vec<File>,
    modules: Vec<Module>,
    pub edges: Vec<Edge>,
}

fn dir_of(path: &str) -> String {
    path.rsplit_once('/')
        .map(|(d, _)| d.to_string())
        .unwrap_or_default()
}

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

impl Graph {
    /// Reads one crate: `prefix` is prepended to file names in reports (e.g. `shared/cloud`),
    /// `roots` are its crate roots relative to the crate (e.g. `src/lib.rs`) and `read` gives a
    /// file's text by that relative path (`None` when it does not exist).
    pub fn read(prefix: &str, roots: &[&str], read: &dyn Fn(&str) -> Option<String>) -> Graph {
        let mut g = Graph::default();
        for (root, &root_path) in roots.iter().enumerate() {
            let Some(text) = read(root_path) else {
                continue;
            };
            let mut queue = vec![(root_path.to_string(), text, None::<(usize, String)>)];
            while let Some((path, text, parent)) = queue.pop() {
                let file = g.files.len();
                let module = g.modules.len();
                let module_path = match &parent {
                    Some((p, name)) => {
                        let mut mp = g.files[g.modules[*p].file].path.clone();
                        mp.extend(g.inline_path(*p));
                        mp.push(name.clone());
                        mp
                    }
                    None => Vec::new(),
                };
                g.files.push(File {
                    display: join(prefix, &path),
                    root,
                    path: module_path,
                });
                g.modules.push(Module {
                    parent: parent.as_ref().map(|p| p.0),
                    file,
                    ..Default::default()
                });
                if let Some((p, name)) = &parent {
                    g.modules[*p].children.insert(name.clone(), module);
                }
                // A crate root and a mod.rs own their folder; `a.rs` owns `a/`.
                let own_dir = if parent.is_none() || path.ends_with("/mod.rs") {
                    dir_of(&path)
                } else {
                    path.trim_end_matches(".rs").to_string()
                };
                for (decl, child_path, name) in g.parse(module, &path, &own_dir, &lex(&text)) {
                    match read(&child_path) {
                        Some(text) => queue.push((child_path, text, Some((decl, name)))),
                        None => {
                            let alt = child_path.trim_end_matches(".rs").to_string() + "/mod.rs";
                            if let Some(text) = read(&alt) {
                                queue.push((alt, text, Some((decl, name))));
                            }
                        }
                    }
                }
            }
        }
        g.resolve();
        g
    }

    /// The names of the inline modules from a module up to its file's module.
    fn inline_path(&self, mut m: usize) -> Vec<String> {
        let file = self.modules[m].file;
        let mut names = Vec::new();
        while let Some(p) = self.modules[m].parent {
            if self.modules[m].file != file || self.modules[p].file != file {
                break;
            }
            let name = self.modules[p]
                .children
                .iter()
                .find(|(_, c)| **c == m)
                .map(|(n, _)| n.clone());
            names.extend(name);
            m = p;
        }
        names.reverse();
        names
    }

    /// Whether file `a`'s module is `b`'s module or one of its ancestors.
    pub fn ancestor(&self, a: usize, b: usize) -> bool {
        let (a, b) = (&self.files[a], &self.files[b]);
        a.root == b.root && b.path.starts_with(&a.path)
    }
}

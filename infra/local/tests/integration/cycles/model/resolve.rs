//! Resolution: each reference followed segment by segment through child modules, `use`
//! bindings and glob imports to the module that defines the item, and made an edge between two
//! files.

use super::{Edge, Graph};
use std::collections::BTreeMap;

/// What a path leads to: a module itself, or an item defined in a module.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Res {
    Module(usize),
    Item(usize),
}

impl Res {
    fn module(self) -> usize {
        match self {
            Res::Module(m) | Res::Item(m) => m,
        }
    }
}

const MAX_DEPTH: usize = 24;

impl Graph {
    fn root_of(&self, mut m: usize) -> usize {
        while let Some(p) = self.modules[m].parent {
            m = p;
        }
        m
    }

    fn has_local(&self, m: usize, name: &str) -> bool {
        let module = &self.modules[m];
        module.children.contains_key(name)
            || module.bindings.contains_key(name)
            || module.defined.contains(name)
    }

    /// Whether `name` can be named in module `m` (its own, or through one of its globs).
    fn has_name(&self, m: usize, name: &str, depth: usize) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        self.has_local(m, name)
            || self.modules[m]
                .globs
                .iter()
                .any(|g| match self.resolve_use_path(m, g, depth + 1) {
                    Some(Res::Module(gm)) => self.has_name(gm, name, depth + 1),
                    _ => false,
                })
    }

    /// A path as written in module `ctx` (a `use` path, or a `crate::`/`super::`/`self::` path);
    /// `None` for a path into another crate.
    fn resolve_use_path(&self, ctx: usize, path: &[String], depth: usize) -> Option<Res> {
        if depth > MAX_DEPTH || path.is_empty() {
            return None;
        }
        match path[0].as_str() {
            "crate" => self.resolve_in(self.root_of(ctx), &path[1..], depth + 1),
            "self" => self.resolve_in(ctx, &path[1..], depth + 1),
            "super" => {
                let mut m = ctx;
                let mut k = 0;
                while path.get(k).map(String::as_str) == Some("super") {
                    m = self.modules[m].parent?;
                    k += 1;
                }
                self.resolve_in(m, &path[k..], depth + 1)
            }
            first if self.has_local(ctx, first) => self.resolve_in(ctx, path, depth + 1),
            _ => None,
        }
    }

    /// `segs` named from module `m`.
    fn resolve_in(&self, m: usize, segs: &[String], depth: usize) -> Option<Res> {
        if depth > MAX_DEPTH {
            return None;
        }
        let Some(s) = segs.first() else {
            return Some(Res::Module(m));
        };
        let module = &self.modules[m];
        if s == "self" {
            return self.resolve_in(m, &segs[1..], depth + 1);
        }
        if s == "super" {
            return self.resolve_in(module.parent?, &segs[1..], depth + 1);
        }
        if let Some(&child) = module.children.get(s) {
            return self.resolve_in(child, &segs[1..], depth + 1);
        }
        if let Some(path) = module.bindings.get(s) {
            return match self.resolve_use_path(m, path, depth + 1)? {
                Res::Module(x) => self.resolve_in(x, &segs[1..], depth + 1),
                item => Some(item),
            };
        }
        if module.defined.contains(s) {
            return Some(Res::Item(m));
        }
        for g in &module.globs {
            if let Some(Res::Module(gm)) = self.resolve_use_path(m, g, depth + 1)
                && self.has_name(gm, s, depth + 1)
            {
                return self.resolve_in(gm, segs, depth + 1);
            }
        }
        // Not found (made by a macro, or a name from another crate's glob): the module itself.
        Some(Res::Item(m))
    }

    /// Turns every reference into an edge between two files.
    pub(super) fn resolve(&mut self) {
        let mut edges: BTreeMap<(usize, usize), String> = BTreeMap::new();
        // A file as its crate's src/ names it: `casedoc/mod.rs`.
        let short = |g: &Graph, f: usize| {
            let d = &g.files[f].display;
            d.rsplit_once("src/")
                .map_or(d.as_str(), |(_, s)| s)
                .to_string()
        };
        for m in 0..self.modules.len() {
            let from = self.modules[m].file;
            for r in &self.modules[m].refs {
                let Some(res) = self.resolve_use_path(m, &r.path, 0) else {
                    continue;
                };
                let to = self.modules[res.module()].file;
                let star = if r.glob { "::*" } else { "" };
                let why = format!(
                    "{}:{} {}{star}",
                    short(self, from),
                    r.line,
                    r.path.join("::")
                );
                edges.entry((from, to)).or_insert(why);
                if !r.glob {
                    continue;
                }
                // The bare names this module takes from the glob.
                let Res::Module(gm) = res else { continue };
                for (name, (line, head)) in &self.modules[m].idents {
                    if self.has_local(m, name) || !self.has_name(gm, name, 0) {
                        continue;
                    }
                    let target = self.resolve_in(gm, std::slice::from_ref(name), 0);
                    // A variable named like a module is no reference to it.
                    if let Some(target) = target.filter(|t| *head || matches!(t, Res::Item(_))) {
                        let to = self.modules[target.module()].file;
                        let why = format!(
                            "{}:{line} {name} (from {}::*)",
                            short(self, from),
                            r.path.join("::")
                        );
                        edges.entry((from, to)).or_insert(why);
                    }
                }
            }
        }
        self.edges = edges
            .into_iter()
            .filter(|((from, to), _)| from != to)
            .map(|((from, to), why)| Edge { from, to, why })
            .collect();
    }
}

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

use super::lexer::{Tok, Token, lex};
use std::collections::{BTreeMap, BTreeSet};

/// A `use` tree item: the full path and what it binds.
#[derive(Clone, Debug)]
struct UseItem {
    path: Vec<String>,
    /// The name it binds (`None` for `as _`); ignored for a glob.
    name: Option<String>,
    glob: bool,
}

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

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "union",
];

const ITEM_KEYWORDS: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "union",
];

fn is(t: Option<&Token>, want: &Tok) -> bool {
    t.is_some_and(|t| &t.tok == want)
}

fn ident(t: Option<&Token>) -> Option<&str> {
    match t.map(|t| &t.tok) {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
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

/// Resolves `a/../b` segments of a `#[path]`.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}

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

    /// Reads one file's tokens into `file_module` (and the inline modules it holds); returns the
    /// file modules it declares: (declaring module, file to read, module name).
    fn parse(
        &mut self,
        file_module: usize,
        file_path: &str,
        own_dir: &str,
        toks: &[Token],
    ) -> Vec<(usize, String, String)> {
        let file = self.modules[file_module].file;
        let mut declared = Vec::new();
        // (module, brace depth of its body, folder of its `mod x;` children)
        let mut stack = vec![(file_module, 0usize, own_dir.to_string())];
        let mut depth = 0usize;
        let mut pending_path: Option<String> = None;
        let mut i = 0;
        while i < toks.len() {
            let (module, body_depth, dir) = stack.last().cloned().expect("the file's module");
            let top = depth == body_depth;
            let prev = i.checked_sub(1).map(|p| &toks[p].tok);
            match &toks[i].tok {
                Tok::Punct('#') => {
                    // An attribute: `#[…]` or `#![…]`, skipped whole; `#[path = "…"]` is kept.
                    let mut j = i + 1;
                    if is(toks.get(j), &Tok::Punct('!')) {
                        j += 1;
                    }
                    if !is(toks.get(j), &Tok::Punct('[')) {
                        i += 1;
                        continue;
                    }
                    let mut level = 0;
                    let start = j;
                    while j < toks.len() {
                        match toks[j].tok {
                            Tok::Punct('[') => level += 1,
                            Tok::Punct(']') => {
                                level -= 1;
                                if level == 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                        j += 1;
                    }
                    if ident(toks.get(start + 1)) == Some("path")
                        && is(toks.get(start + 2), &Tok::Punct('='))
                        && let Some(Tok::Str(p)) = toks.get(start + 3).map(|t| &t.tok)
                    {
                        pending_path = Some(p.clone());
                    }
                    i = j + 1;
                    continue;
                }
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    if depth == body_depth && stack.len() > 1 {
                        stack.pop();
                    }
                    depth = depth.saturating_sub(1);
                }
                Tok::Punct(';') => pending_path = None,
                Tok::Ident(kw) if kw == "mod" => {
                    if let Some(name) = ident(toks.get(i + 1)) {
                        let name = name.to_string();
                        if is(toks.get(i + 2), &Tok::Punct(';')) {
                            let child = match pending_path.take() {
                                Some(p) if stack.len() == 1 => {
                                    normalize(&join(&dir_of(file_path), &p))
                                }
                                Some(p) => normalize(&join(&dir, &p)),
                                None => join(&dir, &format!("{name}.rs")),
                            };
                            declared.push((module, child, name));
                            i += 3;
                            continue;
                        }
                        if is(toks.get(i + 2), &Tok::Punct('{')) {
                            let inline = self.modules.len();
                            self.modules.push(Module {
                                parent: Some(module),
                                file,
                                ..Default::default()
                            });
                            self.modules[module].children.insert(name.clone(), inline);
                            depth += 1;
                            stack.push((inline, depth, join(&dir, &name)));
                            pending_path = None;
                            i += 3;
                            continue;
                        }
                    }
                }
                Tok::Ident(kw) if kw == "use" => {
                    let mut items = Vec::new();
                    let line = toks[i].line;
                    let end = parse_use_tree(toks, i + 1, Vec::new(), &mut items);
                    let m = &mut self.modules[module];
                    for item in items {
                        if top {
                            if item.glob {
                                m.globs.push(item.path.clone());
                            } else if let Some(name) = &item.name {
                                m.bindings.insert(name.clone(), item.path.clone());
                            }
                        }
                        m.refs.push(Ref {
                            path: item.path,
                            line,
                            glob: item.glob,
                        });
                    }
                    i = end;
                    continue;
                }
                Tok::Ident(kw)
                    if matches!(kw.as_str(), "crate" | "super" | "self")
                        && is(toks.get(i + 1), &Tok::PathSep)
                        && !matches!(prev, Some(Tok::Punct('$') | Tok::PathSep)) =>
                {
                    let line = toks[i].line;
                    let mut path = vec![kw.clone()];
                    let mut j = i + 1;
                    while is(toks.get(j), &Tok::PathSep)
                        && let Some(seg) = ident(toks.get(j + 1))
                    {
                        path.push(seg.to_string());
                        j += 2;
                    }
                    self.modules[module].refs.push(Ref {
                        path,
                        line,
                        glob: false,
                    });
                    i = j;
                    continue;
                }
                Tok::Ident(kw) if kw == "macro_rules" && is(toks.get(i + 1), &Tok::Punct('!')) => {
                    if let Some(name) = ident(toks.get(i + 2)) {
                        self.modules[module].defined.insert(name.to_string());
                    }
                }
                Tok::Ident(kw) if top && ITEM_KEYWORDS.contains(&kw.as_str()) => {
                    if let Some(name) =
                        ident(toks.get(i + 1)).filter(|n| *n != "_" && !KEYWORDS.contains(n))
                    {
                        self.modules[module].defined.insert(name.to_string());
                    }
                }
                Tok::Ident(name)
                    if !KEYWORDS.contains(&name.as_str())
                        && !matches!(prev, Some(Tok::Punct('.') | Tok::PathSep)) =>
                {
                    let head = is(toks.get(i + 1), &Tok::PathSep);
                    let entry = self.modules[module]
                        .idents
                        .entry(name.clone())
                        .or_insert((toks[i].line, head));
                    entry.1 |= head;
                }
                _ => {}
            }
            i += 1;
        }
        declared
    }

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
    fn resolve(&mut self) {
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

    /// Whether file `a`'s module is `b`'s module or one of its ancestors.
    pub fn ancestor(&self, a: usize, b: usize) -> bool {
        let (a, b) = (&self.files[a], &self.files[b]);
        a.root == b.root && b.path.starts_with(&a.path)
    }
}

/// Parses a `use` tree starting at `i` (after `use`, or inside braces); returns the index after it
/// (after the `;` at the outermost level).
fn parse_use_tree(
    toks: &[Token],
    mut i: usize,
    prefix: Vec<String>,
    out: &mut Vec<UseItem>,
) -> usize {
    let outer = prefix.is_empty();
    let mut path = prefix;
    if is(toks.get(i), &Tok::PathSep) {
        // `::name`: always another crate.
        path.push("::".to_string());
        i += 1;
    }
    loop {
        match toks.get(i).map(|t| &t.tok) {
            Some(Tok::Ident(s)) if s != "as" => {
                path.push(s.clone());
                i += 1;
                if is(toks.get(i), &Tok::PathSep) {
                    i += 1;
                    continue;
                }
                break;
            }
            Some(Tok::Punct('{')) => {
                i += 1;
                while i < toks.len() && !is(toks.get(i), &Tok::Punct('}')) {
                    if is(toks.get(i), &Tok::Punct(',')) {
                        i += 1;
                        continue;
                    }
                    let before = i;
                    i = parse_use_tree(toks, i, path.clone(), out);
                    if i == before {
                        i += 1;
                    }
                }
                i += 1;
                return finish(toks, i, outer);
            }
            Some(Tok::Punct('*')) => {
                out.push(UseItem {
                    path,
                    name: None,
                    glob: true,
                });
                return finish(toks, i + 1, outer);
            }
            _ => break,
        }
    }
    let mut name = path.last().cloned();
    if ident(toks.get(i)) == Some("as") {
        name = ident(toks.get(i + 1))
            .filter(|n| *n != "_")
            .map(str::to_string);
        i += 2;
    }
    if path.last().map(String::as_str) == Some("self") {
        path.pop();
        if name.as_deref() == Some("self") {
            name = path.last().cloned();
        }
    }
    if !path.is_empty() {
        out.push(UseItem {
            path,
            name,
            glob: false,
        });
    }
    finish(toks, i, outer)
}

fn finish(toks: &[Token], mut i: usize, outer: bool) -> usize {
    if outer {
        while i < toks.len() && !is(toks.get(i), &Tok::Punct(';')) {
            i += 1;
        }
        i += 1;
    }
    i
}

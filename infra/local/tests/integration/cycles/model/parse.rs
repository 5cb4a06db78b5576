//! Reads one file's tokens into its module: the `mod` declarations it holds (inline or in
//! their own file, with their `#[path]`), its `use` trees, its `crate::`/`super::`/`self::`
//! paths, the items it defines and the bare identifiers it writes.

use super::{Graph, Module, Ref, dir_of, join};
use crate::cycles::lexer::{Tok, Token};

/// A `use` tree item: the full path and what it binds.
#[derive(Clone, Debug)]
struct UseItem {
    path: Vec<String>,
    /// The name it binds (`None` for `as _`); ignored for a glob.
    name: Option<String>,
    glob: bool,
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

impl Graph {
    /// Reads one file's tokens into `file_module` (and the inline modules it holds); returns the
    /// file modules it declares: (declaring module, file to read, module name).
    pub(super) fn parse(
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

//! The pages of the plan for one organization, in Next order: the routes made from the
//! catalogue and the organization's core programs and new projects (with the slugs of their
//! names and the keys their statuses are stored under), Next and the skip rule of module 9.

use super::{MODULES, Place, Section};

/// The module 9 overview is never skipped (it is where a skipped module is unskipped).
pub const NEVER_SKIPPED: &str = "/steps/funding-new-projects/overview";
/// Only module 9 can be skipped.
pub const SKIPPABLE_MODULE: &str = "/steps/funding-new-projects";
/// Where skipping module 9 leads: the first page after it.
pub const AFTER_SKIP: &str = "/steps/total-fundraising-goal/summary";

/// The fixed pages of the plan (every section but the program and project pages), in order.
pub fn fixed_paths() -> Vec<String> {
    routes(&[], &[]).into_iter().map(|r| r.path).collect()
}

/// Program and project slugs: lower-cased (as a whole, so a final Σ becomes ς, as in the
/// browser), runs of characters that are not alphanumeric (Unicode Alphabetic or Numeric) become
/// one hyphen, hyphens trimmed at both ends (spec §2). Pinned with the SPA's `slugify` by
/// shared/vectors/slug.json.
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut pending_hyphen = false;
    for c in name.to_lowercase().chars() {
        if c.is_alphanumeric() {
            if pending_hyphen && !out.is_empty() {
                out.push('-');
            }
            pending_hyphen = false;
            out.push(c);
        } else {
            pending_hyphen = true;
        }
    }
    out
}

/// One page of the plan, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub path: String,
    pub module: u8,
    pub module_slug: &'static str,
    pub name: String,
    /// What the page is.
    pub section: &'static Section,
    /// The id of the core program or new project of a repeated section.
    pub entry: Option<String>,
}

impl Route {
    /// The key of everything stored for this page (its status, its assignees): the section's
    /// id, and for a program or project page `<section id>:<program or project id>`. Unlike the
    /// path, it does not change when the program is renamed.
    pub fn key(&self) -> String {
        section_key(self.section.id, self.entry.as_deref())
    }
}

/// The stored key of a section, or of a program's or project's section ([`Route::key`]).
pub fn section_key(id: &str, entry: Option<&str>) -> String {
    match entry {
        Some(e) => format!("{id}:{e}"),
        None => id.to_string(),
    }
}

/// A core program or new project as the plan's pages need it: its stable id and its name (the
/// page's path is made from the name, its stored key from the id).
pub trait PlanEntry {
    fn entry_id(&self) -> &str;
    fn entry_name(&self) -> &str;
}

/// A bare name stands for an entry whose id is its name (tests and shared vectors, where only
/// paths and names matter).
impl PlanEntry for String {
    fn entry_id(&self) -> &str {
        self
    }
    fn entry_name(&self) -> &str {
        self
    }
}

/// `(id, name)`.
impl PlanEntry for (String, String) {
    fn entry_id(&self) -> &str {
        &self.0
    }
    fn entry_name(&self) -> &str {
        &self.1
    }
}

/// Every page of the plan in Next order, given the names of the organization's core programs
/// and new projects (in their order); each name stands for its entry's id ([`routes_of`]).
pub fn routes(programs: &[String], projects: &[String]) -> Vec<Route> {
    routes_of(programs, projects)
}

/// Every page of the plan in Next order, given the organization's core programs and new
/// projects (in their order).
pub fn routes_of<P: PlanEntry, Q: PlanEntry>(programs: &[P], projects: &[Q]) -> Vec<Route> {
    let mut out = Vec::new();
    for m in &MODULES {
        let base = m.path();
        let mut push =
            |section: &'static Section, path: String, name: String, entry: Option<&str>| {
                out.push(Route {
                    path,
                    module: m.number,
                    module_slug: m.slug,
                    name,
                    section,
                    entry: entry.map(str::to_string),
                })
            };
        for s in m.sections {
            let entries: Vec<(&str, &str)> = match s.place {
                Place::Slug(slug) => {
                    push(s, format!("{base}/{slug}"), s.name.to_string(), None);
                    continue;
                }
                Place::External(path) => {
                    push(s, path.to_string(), s.name.to_string(), None);
                    continue;
                }
                Place::Programs => programs
                    .iter()
                    .map(|p| (p.entry_id(), p.entry_name()))
                    .collect(),
                Place::Projects => projects
                    .iter()
                    .map(|p| (p.entry_id(), p.entry_name()))
                    .collect(),
            };
            let segment = if s.place == Place::Programs {
                "program"
            } else {
                "project"
            };
            for (i, (id, name)) in entries.into_iter().enumerate() {
                push(
                    s,
                    format!("{base}/{segment}/{}", slug(name)),
                    format!("{}. {name}", i + 1),
                    Some(id),
                );
            }
        }
    }
    out
}

/// The page Next leads to from `path` when nothing is skipped (`None` on the last page).
pub fn next_route<'a>(routes: &'a [Route], path: &str) -> Option<&'a Route> {
    next_unskipped(routes, path, &[])
}

/// Whether Next on `path` leads into another module, with `skipped` modules skipped: its button
/// then reads "Next Module". False on the plan's last page (there is no next module) and for a
/// path that is no page of the plan.
pub fn is_last_of_module(routes: &[Route], path: &str, skipped: &[String]) -> bool {
    let current = routes.iter().find(|r| r.path == path);
    match (current, next_unskipped(routes, path, skipped)) {
        (Some(current), Some(next)) => next.module != current.module,
        _ => false,
    }
}

/// A path without its trailing slashes (the root stays `/`).
pub(super) fn normalise(path: &str) -> &str {
    match path.trim_end_matches('/') {
        "" if path.starts_with('/') => "/",
        p => p,
    }
}

/// A route is skipped when it is listed, or its first three path segments equal a listed entry
/// (`/steps/<module>`), except the module 9 overview, which is never skipped (spec §4). Trailing
/// slashes of the path and of the entries are ignored, as in the SPA.
pub fn is_skipped(path: &str, skipped: &[String]) -> bool {
    let path = normalise(path);
    if path == NEVER_SKIPPED {
        return false;
    }
    let head: String = path.split('/').take(3).collect::<Vec<_>>().join("/");
    skipped
        .iter()
        .map(|s| normalise(s))
        .any(|s| s == path || s == head)
}

/// The page Next leads to from `path` when `skipped` modules are skipped: the next page that is
/// not skipped (so the overview of a skipped module 9 leads to the 3-year goal summary); `None`
/// on the last page and for a path that is no page of the plan.
pub fn next_unskipped<'a>(
    routes: &'a [Route],
    path: &str,
    skipped: &[String],
) -> Option<&'a Route> {
    let i = routes.iter().position(|r| r.path == path)?;
    routes[i + 1..]
        .iter()
        .find(|r| !is_skipped(&r.path, skipped))
}

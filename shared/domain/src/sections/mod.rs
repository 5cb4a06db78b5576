//! The section registry: the one list of the plan's 15 modules and their sections, in order,
//! with display names. It drives the routes, the sidebar, the Next order and the progress the
//! server computes; nothing else lists them (spec file 1 §2 step routes, docs/decisions.md).

mod catalogue;
pub use catalogue::MODULES;

/// What a section's screen is. The web renders every section through one table of page kinds
/// (web/src/app); the generated registry carries each section's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageKind {
    /// The plan's first page: the welcome and the plan's outline.
    Welcome,
    /// A static page of guidance (each has its own text).
    Guide,
    /// Written answers to the section's questions.
    Questions,
    /// The list of core programs (names and descriptions).
    ProgramList,
    /// The list of new projects.
    ProjectList,
    /// One core program: its goals and rationale and its expense table.
    Program,
    /// One core program's outcomes and outputs.
    ProgramEvaluation,
    /// One new project: its details and its expense table.
    Project,
    OverheadExpenses,
    AnnualRevenue,
    BudgetSummary,
    AnnualGoals,
    ProjectGoals,
    TotalGoal,
    WaysToGive,
    SuccessStories,
    TalkingPoints,
    GiftPyramid,
    DonorRecognition,
    PoliciesManual,
    DevelopmentDocuments,
    Certificate,
    /// The case for support's document editor.
    CaseDocument,
}

impl PageKind {
    pub const ALL: [PageKind; 23] = [
        PageKind::Welcome,
        PageKind::Guide,
        PageKind::Questions,
        PageKind::ProgramList,
        PageKind::ProjectList,
        PageKind::Program,
        PageKind::ProgramEvaluation,
        PageKind::Project,
        PageKind::OverheadExpenses,
        PageKind::AnnualRevenue,
        PageKind::BudgetSummary,
        PageKind::AnnualGoals,
        PageKind::ProjectGoals,
        PageKind::TotalGoal,
        PageKind::WaysToGive,
        PageKind::SuccessStories,
        PageKind::TalkingPoints,
        PageKind::GiftPyramid,
        PageKind::DonorRecognition,
        PageKind::PoliciesManual,
        PageKind::DevelopmentDocuments,
        PageKind::Certificate,
        PageKind::CaseDocument,
    ];

    /// The kind's name in the generated TypeScript (`'program-evaluation'`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            PageKind::Welcome => "welcome",
            PageKind::Guide => "guide",
            PageKind::Questions => "questions",
            PageKind::ProgramList => "program-list",
            PageKind::ProjectList => "project-list",
            PageKind::Program => "program",
            PageKind::ProgramEvaluation => "program-evaluation",
            PageKind::Project => "project",
            PageKind::OverheadExpenses => "overhead-expenses",
            PageKind::AnnualRevenue => "annual-revenue",
            PageKind::BudgetSummary => "budget-summary",
            PageKind::AnnualGoals => "annual-goals",
            PageKind::ProjectGoals => "project-goals",
            PageKind::TotalGoal => "total-goal",
            PageKind::WaysToGive => "ways-to-give",
            PageKind::SuccessStories => "success-stories",
            PageKind::TalkingPoints => "talking-points",
            PageKind::GiftPyramid => "gift-pyramid",
            PageKind::DonorRecognition => "donor-recognition",
            PageKind::PoliciesManual => "policies-manual",
            PageKind::DevelopmentDocuments => "development-documents",
            PageKind::Certificate => "certificate",
            PageKind::CaseDocument => "case-document",
        }
    }
}

/// The table of the plan a section edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SectionTable {
    /// The program's expense table (one per core program).
    ProgramExpenses,
    /// The project's expense table (one per new project).
    ProjectExpenses,
    OverheadExpenses,
    Revenue,
    GiftPyramid,
    Stewardship,
}

impl SectionTable {
    pub fn as_str(self) -> &'static str {
        match self {
            SectionTable::ProgramExpenses => "program-expenses",
            SectionTable::ProjectExpenses => "project-expenses",
            SectionTable::OverheadExpenses => "overhead-expenses",
            SectionTable::Revenue => "revenue",
            SectionTable::GiftPyramid => "gift-pyramid",
            SectionTable::Stewardship => "stewardship",
        }
    }
}

/// Where a section's page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// `/steps/<module>/<slug>`.
    Slug(&'static str),
    /// `/steps/<module>/program/<program slug>` for each core program, named
    /// "{n}. {program name}".
    Programs,
    /// `/steps/<module>/project/<project slug>` for each new project.
    Projects,
    /// A page outside `/steps` that belongs to the module (the case-statement document).
    External(&'static str),
}

/// A section of the plan, as the catalogue describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// Stable: `<module id>.<name>`, never changed when a title or a path changes. A section of
    /// each program or project is stored as `<id>:<program or project id>` ([`Route::key`]).
    pub id: &'static str,
    pub place: Place,
    /// The page's title; for a program or project section, what one of them is called.
    pub name: &'static str,
    pub page: PageKind,
    /// The question catalogue's keys (a question or a collection) the page answers, in order.
    pub questions: &'static [&'static str],
    pub table: Option<SectionTable>,
}

impl Section {
    /// Whether the module has one such section per core program or new project.
    pub fn is_repeated(&self) -> bool {
        matches!(self.place, Place::Programs | Place::Projects)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Module {
    /// Stable, like a section id (the first part of its sections' ids).
    pub id: &'static str,
    pub number: u8,
    pub slug: &'static str,
    pub name: &'static str,
    pub sections: &'static [Section],
}

impl Module {
    /// `/steps/<slug>`: the form of a skipped module and of a module's assignees in the API.
    pub fn path(&self) -> String {
        format!("/steps/{}", self.slug)
    }
}

/// The catalogue's section with this id.
pub fn section(id: &str) -> Option<&'static Section> {
    MODULES
        .iter()
        .flat_map(|m| m.sections.iter())
        .find(|s| s.id == id)
}

/// The path of the section `id` when it has one fixed path (every section but the pages of
/// programs and projects).
pub fn fixed_path(id: &str) -> Option<String> {
    MODULES.iter().find_map(|m| {
        let s = m.sections.iter().find(|s| s.id == id)?;
        match s.place {
            Place::Slug(slug) => Some(format!("{}/{slug}", m.path())),
            Place::External(path) => Some(path.to_string()),
            Place::Programs | Place::Projects => None,
        }
    })
}

/// The module with this id.
pub fn module(id: &str) -> Option<&'static Module> {
    MODULES.iter().find(|m| m.id == id)
}

/// The module whose path is `/steps/<slug>` (trailing slashes ignored).
pub fn module_by_path(path: &str) -> Option<&'static Module> {
    let path = normalise(path);
    MODULES
        .iter()
        .find(|m| path.strip_prefix("/steps/") == Some(m.slug))
}

/// The module 9 overview is never skipped (it is where a skipped module is unskipped).
pub const NEVER_SKIPPED: &str = "/steps/funding-new-projects/overview";
/// Only module 9 can be skipped.
pub const SKIPPABLE_MODULE: &str = "/steps/funding-new-projects";
/// Where skipping module 9 leads: the first page after it.
pub const AFTER_SKIP: &str = "/steps/total-fundraising-goal/summary";

/// A page of a module that is not a section of the plan: a "by question" view across all core
/// programs or new projects (one tab per program, one text area each), reachable by URL and from
/// the program pages (docs/decisions.md). It has no status and no place in the Next order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// The module's slug.
    pub module: &'static str,
    pub slug: &'static str,
    pub name: &'static str,
}

impl View {
    pub fn path(&self) -> String {
        format!("/steps/{}/{}", self.module, self.slug)
    }
}

const fn view(module: &'static str, slug: &'static str, name: &'static str) -> View {
    View { module, slug, name }
}

/// The "by question" views, in the order of their modules.
pub const BY_QUESTION_VIEWS: [View; 11] = [
    view("funding-annual", "core-expenses", "Core Program Expenses"),
    view("funding-annual", "goals", "Program Goals"),
    view("funding-annual", "strategy", "Program Strategy"),
    view("funding-annual", "societal-change", "Societal Change"),
    view("funding-annual", "solution", "Solution"),
    view("funding-annual", "impact", "Impact"),
    view("funding-annual", "beneficiaries", "Beneficiaries"),
    view("funding-annual", "benefits", "Benefits"),
    view("core-program-evaluation", "outcomes", "Outcomes"),
    view("core-program-evaluation", "outputs", "Outputs"),
    view(
        "funding-new-projects",
        "new-project-expenses",
        "New Project Expenses",
    ),
];

/// When a completion toast shows (spec file 1 §2 step container, file 3 §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastWhen {
    /// On reaching the page before it is completed.
    Arrival,
    /// On completing the page (the first Next on it).
    Completion,
}

/// How a toast's link points at its resource on the Fundraising Resources page: `highlight`
/// scrolls to a card and highlights it, `tab` presets a filter tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastAnchor {
    Highlight,
    Tab,
}

/// A "Well done!" toast: the resource (a collateral item or tab, spec file 3 §3) that becomes
/// ready on a page of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompletionToast {
    pub path: &'static str,
    pub when: ToastWhen,
    pub resource: &'static str,
    pub anchor: ToastAnchor,
}

/// The Fundraising Resources page, where every completion toast links.
pub const COLLATERAL_PAGE: &str = "/fundraising-collateral";

impl CompletionToast {
    /// The link to the resource: the page with the slug of the item title or tab name.
    pub fn href(&self) -> String {
        let key = match self.anchor {
            ToastAnchor::Highlight => "highlight",
            ToastAnchor::Tab => "tab",
        };
        format!("{COLLATERAL_PAGE}?{key}={}", slug(self.resource))
    }
}

const fn toast(
    path: &'static str,
    when: ToastWhen,
    resource: &'static str,
    anchor: ToastAnchor,
) -> CompletionToast {
    CompletionToast {
        path,
        when,
        resource,
        anchor,
    }
}

/// Every completion toast of the plan.
pub const COMPLETION_TOASTS: [CompletionToast; 6] = [
    toast(
        "/steps/total-fundraising-goal/summary",
        ToastWhen::Arrival,
        "Understanding Your Fundraising Goals",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/finalize-your-case-for-support/success-story-highlights",
        ToastWhen::Completion,
        "Talking Points",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/fundraising-operations/policies-procedures",
        ToastWhen::Completion,
        "Policies and Procedures",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/fundraising-operations/development-documents",
        ToastWhen::Completion,
        "Gift Documentation",
        ToastAnchor::Tab,
    ),
    toast(
        "/steps/stewardship/donor-recognition",
        ToastWhen::Completion,
        "Stewardship Structure",
        ToastAnchor::Highlight,
    ),
    toast(
        "/steps/gift-pyramid/prospect-to-donor-ratio",
        ToastWhen::Completion,
        "Campaign Gift Pyramid",
        ToastAnchor::Highlight,
    ),
];

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
fn normalise(path: &str) -> &str {
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

/// Completed sections over all sections, as a rounded percent (0 for an empty list).
pub fn percent(done: usize, total: usize) -> u8 {
    if total == 0 {
        0
    } else {
        ((done as f64 / total as f64) * 100.0).round() as u8
    }
}

/// Route path → status: -1 not started, 0 open, 1 completed.
pub type Statuses = std::collections::BTreeMap<String, i8>;

/// Every route of the plan with its status; a route without one is -1, except the first page,
/// which is open from the start.
pub fn full_statuses(routes: &[Route], stored: &Statuses) -> Statuses {
    routes
        .iter()
        .enumerate()
        .map(|(i, r)| {
            (
                r.path.clone(),
                stored
                    .get(&r.path)
                    .copied()
                    .unwrap_or(if i == 0 { 0 } else { -1 }),
            )
        })
        .collect()
}

/// Merges a client's statuses into the stored ones. Only routes of the plan are kept (orphaned
/// program and project pages drop out), values outside -1..=1 are refused, and a status never
/// goes down, so two people moving through the plan at once never undo each other's progress.
pub fn merge_statuses(
    routes: &[Route],
    stored: &Statuses,
    incoming: &Statuses,
) -> Result<Statuses, String> {
    if let Some((path, v)) = incoming.iter().find(|(_, v)| !(-1..=1).contains(*v)) {
        return Err(format!("Status {v} of {path} is not -1, 0 or 1."));
    }
    Ok(routes
        .iter()
        .filter_map(|r| {
            let merged = match (stored.get(&r.path), incoming.get(&r.path)) {
                (Some(a), Some(b)) => Some(*a.max(b)),
                (a, b) => a.or(b).copied(),
            };
            merged.map(|v| (r.path.clone(), v))
        })
        .collect())
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleProgress {
    pub module: &'static Module,
    /// (path, name, status) of each section, in order.
    pub sections: Vec<(String, String, i8)>,
    pub percent: u8,
    pub skipped: bool,
}

/// Progress per module, and overall: completed sections over sections, rounded. Skipped modules
/// show 0 and are left out of the overall figure.
pub fn progress(
    routes: &[Route],
    statuses: &Statuses,
    skipped: &[String],
) -> (Vec<ModuleProgress>, u8) {
    let (mut done_all, mut total_all) = (0, 0);
    let modules = MODULES
        .iter()
        .map(|m| {
            let is_skipped = is_skipped(&format!("/steps/{}/", m.slug), skipped);
            let sections: Vec<_> = routes
                .iter()
                .filter(|r| r.module == m.number)
                .map(|r| {
                    (
                        r.path.clone(),
                        r.name.clone(),
                        statuses.get(&r.path).copied().unwrap_or(-1),
                    )
                })
                .collect();
            let done = sections.iter().filter(|s| s.2 == 1).count();
            let percent = if is_skipped {
                0
            } else {
                percent(done, sections.len())
            };
            if !is_skipped {
                done_all += done;
                total_all += sections.len();
            }
            ModuleProgress {
                module: m,
                sections,
                percent,
                skipped: is_skipped,
            }
        })
        .collect();
    (modules, percent(done_all, total_all))
}

/// The module a path belongs to (`/steps/<slug>/…`, or an external page of a module).
pub fn module_of(path: &str) -> Option<&'static Module> {
    MODULES.iter().find(|m| {
        path.strip_prefix("/steps/")
            .and_then(|rest| rest.strip_prefix(m.slug))
            .is_some_and(|rest| rest.starts_with('/'))
            || m.sections
                .iter()
                .any(|s| matches!(s.place, Place::External(p) if p == path))
    })
}

#[cfg(test)]
mod tests;

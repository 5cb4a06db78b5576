//! The "by question" views: pages of a module that are not sections of the plan.

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

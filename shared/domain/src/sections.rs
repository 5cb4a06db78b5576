//! The section registry: the one list of the plan's 15 modules and their sections, in order,
//! with display names. It drives the routes, the sidebar, the Next order and the progress the
//! server computes; nothing else lists them (spec file 1 §2 step routes, docs/decisions.md).

/// A section of a module: a fixed page, or one page per core program or new project.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionKind {
    Page {
        slug: &'static str,
        name: &'static str,
    },
    /// `program/{slug}` for each core program, named "{n}. {program name}".
    Programs,
    /// `project/{slug}` for each new project, named "{n}. {project name}".
    Projects,
    /// A page outside `/steps` that belongs to the module (the case-statement document).
    External {
        path: &'static str,
        name: &'static str,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Module {
    pub number: u8,
    pub slug: &'static str,
    pub name: &'static str,
    pub sections: &'static [SectionKind],
}

use SectionKind::{External, Page, Programs, Projects};

pub const MODULES: [Module; 15] = [
    Module {
        number: 1,
        slug: "getting-started",
        name: "Getting Started",
        sections: &[
            Page {
                slug: "welcome",
                name: "Welcome",
            },
            Page {
                slug: "teammember",
                name: "Collaboration and Adding Team Members",
            },
            Page {
                slug: "fundraising-resources-overview",
                name: "Understanding Fundraising Resources Overview",
            },
            Page {
                slug: "case-for-support",
                name: "Understanding Case for Support",
            },
            Page {
                slug: "stewardship-structure",
                name: "Understanding Stewardship Structure",
            },
        ],
    },
    Module {
        number: 2,
        slug: "strategic-planning",
        name: "Strategic Planning for Fundraising",
        sections: &[Page {
            slug: "overview",
            name: "Overview",
        }],
    },
    Module {
        number: 3,
        slug: "aspirational-vision",
        name: "Aspirational Vision",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "societal-challenge",
                name: "Societal Challenge",
            },
            Page {
                slug: "societal-impact",
                name: "Societal Impact",
            },
            Page {
                slug: "mission-statement",
                name: "Mission Statement",
            },
            Page {
                slug: "aspirational-vision",
                name: "Aspirational Vision",
            },
        ],
    },
    Module {
        number: 4,
        slug: "funding-annual",
        name: "Core Annual Programs and Budgets",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "core-programs",
                name: "Naming Your Core Annual Programs",
            },
            Programs,
        ],
    },
    Module {
        number: 5,
        slug: "finalizing-budget",
        name: "Annual Operating Overhead Budget",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "overhead-expenses",
                name: "Overhead Expenses",
            },
            Page {
                slug: "budget-justification",
                name: "Budget Justification",
            },
        ],
    },
    Module {
        number: 6,
        slug: "annual-revenue",
        name: "Annual Revenue",
        sections: &[Page {
            slug: "annual-revenue",
            name: "Annual Revenue",
        }],
    },
    Module {
        number: 7,
        slug: "annual-operating-budget",
        name: "Annual Operating Budget",
        sections: &[
            Page {
                slug: "summary",
                name: "Budget Summary",
            },
            Page {
                slug: "fundraising-goals",
                name: "Annual Fundraising Goals",
            },
        ],
    },
    Module {
        number: 8,
        slug: "core-program-evaluation",
        name: "Evaluation: Outcomes and Outputs",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Programs,
        ],
    },
    Module {
        number: 9,
        slug: "funding-new-projects",
        name: "New Projects",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "new-projects",
                name: "Enter New Projects",
            },
            Projects,
            Page {
                slug: "new-project-fundraising-goals",
                name: "New Project(s) Fundraising Goal (3 Years)",
            },
        ],
    },
    Module {
        number: 10,
        slug: "total-fundraising-goal",
        name: "3-Year Fundraising Goal Overview",
        sections: &[Page {
            slug: "summary",
            name: "3-Year Fundraising Goal Summary",
        }],
    },
    Module {
        number: 11,
        slug: "finalize-your-case-for-support",
        name: "Case for Support",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "letter-from-executive-director",
                name: "Letter from the Executive Director",
            },
            Page {
                slug: "our-story",
                name: "Our Story",
            },
            Page {
                slug: "our-vision",
                name: "Our Vision",
            },
            Page {
                slug: "call-for-more",
                name: "Call for More",
            },
            Page {
                slug: "annual-programs-summary",
                name: "Annual Programs Summary",
            },
            Page {
                slug: "join-us",
                name: "Join Us",
            },
            Page {
                slug: "ways-to-give",
                name: "Ways to Give",
            },
            Page {
                slug: "impact-statement",
                name: "Impact Statement",
            },
            Page {
                slug: "success-story-highlights",
                name: "Success Story Highlights",
            },
            Page {
                slug: "fundraising-talking-points",
                name: "Fundraising Talking Points",
            },
            External {
                path: "/case-statement-document",
                name: "Case Statement Document",
            },
        ],
    },
    Module {
        number: 12,
        slug: "gift-pyramid",
        name: "Gift Pyramid",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "prospect-to-donor-ratio",
                name: "Donor: Prospect Ratio and Gift Pyramid",
            },
        ],
    },
    Module {
        number: 13,
        slug: "stewardship",
        name: "Stewardship Structure",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "donor-recognition",
                name: "Donor Recognition and Benefit Structure",
            },
        ],
    },
    Module {
        number: 14,
        slug: "fundraising-operations",
        name: "Policies & Procedures Manual",
        sections: &[
            Page {
                slug: "overview",
                name: "Overview",
            },
            Page {
                slug: "policies-procedures",
                name: "Policies and Procedures Manual",
            },
            Page {
                slug: "development-documents",
                name: "Development Documents",
            },
        ],
    },
    Module {
        number: 15,
        slug: "congratulations",
        name: "Congratulations Strategic Plan for Fundraising Completed",
        sections: &[Page {
            slug: "certificate",
            name: "Congratulations Strategic Plan for Fundraising Completed",
        }],
    },
];

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
}

/// Every page of the plan in Next order, given the organization's core programs and new
/// projects (names, in their order).
pub fn routes(programs: &[String], projects: &[String]) -> Vec<Route> {
    let mut out = Vec::new();
    for m in &MODULES {
        let base = format!("/steps/{}", m.slug);
        let mut push = |path: String, name: String| {
            out.push(Route {
                path,
                module: m.number,
                module_slug: m.slug,
                name,
            })
        };
        for s in m.sections {
            match s {
                Page { slug, name } => push(format!("{base}/{slug}"), name.to_string()),
                External { path, name } => push(path.to_string(), name.to_string()),
                Programs => {
                    for (i, p) in programs.iter().enumerate() {
                        push(
                            format!("{base}/program/{}", slug(p)),
                            format!("{}. {p}", i + 1),
                        );
                    }
                }
                Projects => {
                    for (i, p) in projects.iter().enumerate() {
                        push(
                            format!("{base}/project/{}", slug(p)),
                            format!("{}. {p}", i + 1),
                        );
                    }
                }
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
                .any(|s| matches!(s, External { path: p, .. } if *p == path))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn there_are_fifteen_modules_numbered_in_order_with_unique_slugs() {
        assert_eq!(MODULES.len(), 15);
        for (i, m) in MODULES.iter().enumerate() {
            assert_eq!(m.number as usize, i + 1);
        }
        let mut slugs: Vec<_> = MODULES.iter().map(|m| m.slug).collect();
        slugs.dedup();
        assert_eq!(slugs.len(), 15);
    }

    #[test]
    fn slugs_follow_the_spec_rule() {
        assert_eq!(
            slug("After-School Tutoring & Mentoring!"),
            "after-school-tutoring-mentoring"
        );
        assert_eq!(slug("  --Food  Bank--  "), "food-bank");
        assert_eq!(slug("Programa Educación 2026"), "programa-educación-2026");
        assert_eq!(slug("!!!"), "");
    }

    #[test]
    fn next_follows_programs_and_projects_and_crosses_modules() {
        let r = routes(
            &names(&["Tutoring", "Food Bank"]),
            &names(&["New Building"]),
        );
        let next = |p: &str| next_route(&r, p).map(|x| x.path.clone());
        assert_eq!(
            next("/steps/aspirational-vision/aspirational-vision").as_deref(),
            Some("/steps/funding-annual/overview")
        );
        assert_eq!(
            next("/steps/funding-annual/core-programs").as_deref(),
            Some("/steps/funding-annual/program/tutoring")
        );
        assert_eq!(
            next("/steps/funding-annual/program/tutoring").as_deref(),
            Some("/steps/funding-annual/program/food-bank")
        );
        assert_eq!(
            next("/steps/funding-annual/program/food-bank").as_deref(),
            Some("/steps/finalizing-budget/overview")
        );
        assert_eq!(
            next("/steps/core-program-evaluation/program/food-bank").as_deref(),
            Some("/steps/funding-new-projects/overview")
        );
        assert_eq!(
            next("/steps/funding-new-projects/new-projects").as_deref(),
            Some("/steps/funding-new-projects/project/new-building")
        );
        assert_eq!(
            next("/steps/funding-new-projects/project/new-building").as_deref(),
            Some("/steps/funding-new-projects/new-project-fundraising-goals")
        );
        assert_eq!(
            next("/steps/finalize-your-case-for-support/our-story").as_deref(),
            Some("/steps/finalize-your-case-for-support/our-vision")
        );
        assert_eq!(
            next("/steps/finalize-your-case-for-support/fundraising-talking-points").as_deref(),
            Some("/case-statement-document")
        );
        assert_eq!(next("/steps/congratulations/certificate"), None);
    }

    #[test]
    fn without_programs_core_programs_leads_to_the_next_module() {
        let r = routes(&[], &[]);
        assert_eq!(
            next_route(&r, "/steps/funding-annual/core-programs")
                .unwrap()
                .path,
            "/steps/finalizing-budget/overview"
        );
        assert_eq!(
            next_route(&r, "/steps/core-program-evaluation/overview")
                .unwrap()
                .path,
            "/steps/funding-new-projects/overview"
        );
    }

    #[test]
    fn the_last_page_of_a_module_says_next_module() {
        let r = routes(&names(&["A"]), &[]);
        assert!(is_last_of_module(
            &r,
            "/steps/getting-started/stewardship-structure",
            &[]
        ));
        assert!(!is_last_of_module(
            &r,
            "/steps/funding-annual/core-programs",
            &[]
        ));
        assert!(is_last_of_module(
            &r,
            "/steps/funding-annual/program/a",
            &[]
        ));
        // The plan's last page has no next module to go to.
        assert!(!is_last_of_module(
            &r,
            "/steps/congratulations/certificate",
            &[]
        ));
        // The overview of a skipped module 9 leads out of it.
        let nine = ["/steps/funding-new-projects".to_string()];
        assert!(!is_last_of_module(
            &r,
            "/steps/funding-new-projects/overview",
            &[]
        ));
        assert!(is_last_of_module(
            &r,
            "/steps/funding-new-projects/overview",
            &nine
        ));
    }

    #[test]
    fn program_pages_are_named_with_their_number() {
        let r = routes(&names(&["Tutoring", "Food Bank"]), &[]);
        assert!(r.iter().any(
            |x| x.path == "/steps/core-program-evaluation/program/food-bank"
                && x.name == "2. Food Bank"
        ));
    }

    #[test]
    fn a_skipped_module_skips_its_pages_but_never_the_module_9_overview() {
        let s = names(&["/steps/funding-new-projects"]);
        assert!(is_skipped("/steps/funding-new-projects/new-projects", &s));
        assert!(is_skipped("/steps/funding-new-projects/project/x", &s));
        assert!(!is_skipped("/steps/funding-new-projects/overview", &s));
        assert!(!is_skipped("/steps/total-fundraising-goal/summary", &s));
        assert!(!is_skipped("/steps/funding-new-projectsx/a", &s));
    }

    #[test]
    fn percentages_round() {
        assert_eq!(percent(1, 3), 33);
        assert_eq!(percent(2, 3), 67);
        assert_eq!(percent(0, 0), 0);
        assert_eq!(percent(5, 5), 100);
    }

    fn st(v: &[(&str, i8)]) -> Statuses {
        v.iter().map(|(k, s)| (k.to_string(), *s)).collect()
    }

    #[test]
    fn a_merge_keeps_only_plan_routes_and_never_lowers_a_status() {
        let r = routes(&names(&["Tutoring"]), &[]);
        let stored = st(&[
            ("/steps/getting-started/welcome", 1),
            ("/steps/funding-annual/program/old-name", 1),
        ]);
        let incoming = st(&[
            ("/steps/getting-started/welcome", 0),
            ("/steps/getting-started/teammember", 1),
            ("/not/a/route", 1),
        ]);
        let merged = merge_statuses(&r, &stored, &incoming).unwrap();
        assert_eq!(
            merged,
            st(&[
                ("/steps/getting-started/teammember", 1),
                ("/steps/getting-started/welcome", 1)
            ])
        );
        assert!(
            merge_statuses(&r, &stored, &st(&[("/steps/getting-started/welcome", 2)])).is_err()
        );
    }

    #[test]
    fn progress_counts_completed_sections_and_leaves_skipped_modules_out() {
        let r = routes(&[], &[]);
        let all: Vec<String> = r.iter().map(|x| x.path.clone()).collect();
        let module1: Statuses = r
            .iter()
            .filter(|x| x.module == 1)
            .map(|x| (x.path.clone(), 1))
            .collect();
        let (mods, overall) = progress(&r, &module1, &[]);
        assert_eq!(mods[0].percent, 100);
        assert_eq!(mods[1].percent, 0);
        assert_eq!(overall, percent(5, all.len()));
        let skipped = names(&["/steps/funding-new-projects"]);
        let (mods, overall_skipped) = progress(&r, &module1, &skipped);
        assert!(mods[8].skipped);
        assert_eq!(mods[8].percent, 0);
        let module9 = r.iter().filter(|x| x.module == 9).count();
        assert_eq!(
            overall_skipped,
            percent(5, all.len() - module9),
            "module 9 is out of the overall figure"
        );
    }

    #[test]
    fn the_first_page_is_open_from_the_start() {
        let r = routes(&[], &[]);
        let s = full_statuses(&r, &Statuses::new());
        assert_eq!(s["/steps/getting-started/welcome"], 0);
        assert_eq!(s["/steps/getting-started/teammember"], -1);
        assert_eq!(s.len(), r.len());
    }

    #[test]
    fn a_path_belongs_to_its_module() {
        assert_eq!(
            module_of("/steps/funding-annual/program/x").map(|m| m.number),
            Some(4)
        );
        assert_eq!(
            module_of("/case-statement-document").map(|m| m.number),
            Some(11)
        );
        assert_eq!(module_of("/steps/funding-annualx/overview"), None);
        assert_eq!(module_of("/settings"), None);
    }

    #[test]
    fn the_skip_constants_name_module_9_its_overview_and_the_page_after_it() {
        let nine = &MODULES[8];
        assert_eq!(SKIPPABLE_MODULE, format!("/steps/{}", nine.slug));
        assert_eq!(
            NEVER_SKIPPED,
            routes(&[], &[])
                .iter()
                .find(|r| r.module == 9)
                .unwrap()
                .path
        );
        for projects in [vec![], names(&["New Building", "Van"])] {
            let r = routes(&names(&["Tutoring"]), &projects);
            let after = r.iter().find(|x| x.module > 9).unwrap();
            assert_eq!(after.path, AFTER_SKIP);
        }
    }

    #[test]
    fn views_belong_to_a_module_and_are_no_section_of_it() {
        let r = routes(&names(&["Tutoring"]), &names(&["Van"]));
        let mut seen = Vec::new();
        for v in &BY_QUESTION_VIEWS {
            let path = v.path();
            assert!(module_of(&path).is_some(), "{path} has no module");
            assert!(r.iter().all(|x| x.path != path), "{path} is a section");
            assert!(!seen.contains(&path), "{path} twice");
            seen.push(path);
        }
        assert_eq!(
            BY_QUESTION_VIEWS[0].path(),
            "/steps/funding-annual/core-expenses"
        );
    }

    #[test]
    fn completion_toasts_are_on_fixed_pages_and_link_to_their_resource() {
        let fixed = fixed_paths();
        for t in &COMPLETION_TOASTS {
            assert!(fixed.iter().any(|p| p == t.path), "{} is no page", t.path);
        }
        assert_eq!(
            COMPLETION_TOASTS[3].href(),
            "/fundraising-collateral?tab=gift-documentation"
        );
        assert_eq!(
            COMPLETION_TOASTS[2].href(),
            "/fundraising-collateral?highlight=policies-and-procedures"
        );
    }
}

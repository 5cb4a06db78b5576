//! The section catalogue: the plan's 15 modules and their sections, in order, each section with
//! a stable id and a description of what it is (its page kind, its questions, its table). The
//! ids are the keys of everything stored per section (statuses, assignees, and later comments
//! and versions): they never change when a title or a path changes, so they are written here
//! once and pinned by a test (`the_ids_are_pinned`). A module's id is the first part of its
//! sections' ids.

use super::{Module, PageKind, Place, Section, SectionTable};

/// A section at `/steps/<module>/<slug>`.
const fn page(id: &'static str, slug: &'static str, name: &'static str, page: PageKind) -> Section {
    Section {
        id,
        place: Place::Slug(slug),
        name,
        page,
        questions: &[],
        table: None,
    }
}

/// A static page of guidance.
const fn guide(id: &'static str, slug: &'static str, name: &'static str) -> Section {
    page(id, slug, name, PageKind::Guide)
}

/// A page of written answers to `questions` (the question catalogue's keys, in order).
const fn questions(
    id: &'static str,
    slug: &'static str,
    name: &'static str,
    questions: &'static [&'static str],
) -> Section {
    Section {
        questions,
        ..page(id, slug, name, PageKind::Questions)
    }
}

/// A page that edits one of the plan's tables.
const fn table(
    id: &'static str,
    slug: &'static str,
    name: &'static str,
    kind: PageKind,
    table: SectionTable,
) -> Section {
    Section {
        table: Some(table),
        ..page(id, slug, name, kind)
    }
}

/// The questions of a core program's page: its goals and rationale (answers tab) and the
/// justification of its expenses (expenses tab), each a collection of the question catalogue.
const PROGRAM_QUESTIONS: &[&str] = &["core_programs_questions", "budget_justification"];

use PageKind as K;

pub const MODULES: [Module; 15] = [
    Module {
        id: "start",
        number: 1,
        slug: "getting-started",
        name: "Getting Started",
        sections: &[
            page("start.welcome", "welcome", "Welcome", K::Welcome),
            guide(
                "start.team",
                "teammember",
                "Collaboration and Adding Team Members",
            ),
            guide(
                "start.resources",
                "fundraising-resources-overview",
                "Understanding Fundraising Resources Overview",
            ),
            guide(
                "start.case",
                "case-for-support",
                "Understanding Case for Support",
            ),
            guide(
                "start.stewardship",
                "stewardship-structure",
                "Understanding Stewardship Structure",
            ),
        ],
    },
    Module {
        id: "strategy",
        number: 2,
        slug: "strategic-planning",
        name: "Strategic Planning for Fundraising",
        sections: &[guide("strategy.overview", "overview", "Overview")],
    },
    Module {
        id: "vision",
        number: 3,
        slug: "aspirational-vision",
        name: "Aspirational Vision",
        sections: &[
            guide("vision.overview", "overview", "Overview"),
            questions(
                "vision.challenge",
                "societal-challenge",
                "Societal Challenge",
                &["societal_change_change", "solution_solution"],
            ),
            questions(
                "vision.impact",
                "societal-impact",
                "Societal Impact",
                &["community_impact_impact"],
            ),
            questions(
                "vision.mission",
                "mission-statement",
                "Mission Statement",
                &["mission_statement"],
            ),
            questions(
                "vision.vision",
                "aspirational-vision",
                "Aspirational Vision",
                &["aspirational_vision_vision"],
            ),
        ],
    },
    Module {
        id: "programs",
        number: 4,
        slug: "funding-annual",
        name: "Core Annual Programs and Budgets",
        sections: &[
            guide("programs.overview", "overview", "Overview"),
            page(
                "programs.list",
                "core-programs",
                "Naming Your Core Annual Programs",
                K::ProgramList,
            ),
            Section {
                id: "programs.program",
                place: Place::Programs,
                name: "Core Program",
                page: K::Program,
                questions: PROGRAM_QUESTIONS,
                table: Some(SectionTable::ProgramExpenses),
            },
        ],
    },
    Module {
        id: "overhead",
        number: 5,
        slug: "finalizing-budget",
        name: "Annual Operating Overhead Budget",
        sections: &[
            guide("overhead.overview", "overview", "Overview"),
            table(
                "overhead.expenses",
                "overhead-expenses",
                "Overhead Expenses",
                K::OverheadExpenses,
                SectionTable::OverheadExpenses,
            ),
            questions(
                "overhead.justification",
                "budget-justification",
                "Budget Justification",
                &["overhead_budget_justification"],
            ),
        ],
    },
    Module {
        id: "revenue",
        number: 6,
        slug: "annual-revenue",
        name: "Annual Revenue",
        sections: &[table(
            "revenue.revenue",
            "annual-revenue",
            "Annual Revenue",
            K::AnnualRevenue,
            SectionTable::Revenue,
        )],
    },
    Module {
        id: "budget",
        number: 7,
        slug: "annual-operating-budget",
        name: "Annual Operating Budget",
        sections: &[
            page(
                "budget.summary",
                "summary",
                "Budget Summary",
                K::BudgetSummary,
            ),
            page(
                "budget.goals",
                "fundraising-goals",
                "Annual Fundraising Goals",
                K::AnnualGoals,
            ),
        ],
    },
    Module {
        id: "evaluation",
        number: 8,
        slug: "core-program-evaluation",
        name: "Evaluation: Outcomes and Outputs",
        sections: &[
            guide("evaluation.overview", "overview", "Overview"),
            Section {
                id: "evaluation.program",
                place: Place::Programs,
                name: "Core Program Evaluation",
                page: K::ProgramEvaluation,
                questions: &["measuring_impact_outcomes", "measuring_impact_outputs"],
                table: None,
            },
        ],
    },
    Module {
        id: "projects",
        number: 9,
        slug: "funding-new-projects",
        name: "New Projects",
        sections: &[
            guide("projects.overview", "overview", "Overview"),
            page(
                "projects.list",
                "new-projects",
                "Enter New Projects",
                K::ProjectList,
            ),
            Section {
                id: "projects.project",
                place: Place::Projects,
                name: "New Project",
                page: K::Project,
                questions: &["new_project_questions"],
                table: Some(SectionTable::ProjectExpenses),
            },
            page(
                "projects.goal",
                "new-project-fundraising-goals",
                "New Project(s) Fundraising Goal (3 Years)",
                K::ProjectGoals,
            ),
        ],
    },
    Module {
        id: "goal",
        number: 10,
        slug: "total-fundraising-goal",
        name: "3-Year Fundraising Goal Overview",
        sections: &[page(
            "goal.summary",
            "summary",
            "3-Year Fundraising Goal Summary",
            K::TotalGoal,
        )],
    },
    Module {
        id: "case",
        number: 11,
        slug: "finalize-your-case-for-support",
        name: "Case for Support",
        sections: &[
            guide("case.overview", "overview", "Overview"),
            questions(
                "case.letter",
                "letter-from-executive-director",
                "Letter from the Executive Director",
                &["finalize_case_for_support_executive_director_letter"],
            ),
            questions(
                "case.story",
                "our-story",
                "Our Story",
                &["finalize_case_for_support_story"],
            ),
            questions(
                "case.vision",
                "our-vision",
                "Our Vision",
                &["finalize_case_for_support_vision"],
            ),
            questions(
                "case.more",
                "call-for-more",
                "Call for More",
                &["finalize_case_for_support_more"],
            ),
            questions(
                "case.programs",
                "annual-programs-summary",
                "Annual Programs Summary",
                &["case_statement_summary"],
            ),
            questions(
                "case.join",
                "join-us",
                "Join Us",
                &["case_statement_join_us_message"],
            ),
            Section {
                questions: &["case_statement_ways_to_give"],
                ..page("case.ways", "ways-to-give", "Ways to Give", K::WaysToGive)
            },
            questions(
                "case.impact",
                "impact-statement",
                "Impact Statement",
                &["finalize_case_for_support_impact"],
            ),
            page(
                "case.stories",
                "success-story-highlights",
                "Success Story Highlights",
                K::SuccessStories,
            ),
            page(
                "case.talking",
                "fundraising-talking-points",
                "Fundraising Talking Points",
                K::TalkingPoints,
            ),
            Section {
                id: "case.document",
                place: Place::External("/case-statement-document"),
                name: "Case Statement Document",
                page: K::CaseDocument,
                questions: &[],
                table: None,
            },
        ],
    },
    Module {
        id: "pyramid",
        number: 12,
        slug: "gift-pyramid",
        name: "Gift Pyramid",
        sections: &[
            guide("pyramid.overview", "overview", "Overview"),
            table(
                "pyramid.chart",
                "prospect-to-donor-ratio",
                "Donor: Prospect Ratio and Gift Pyramid",
                K::GiftPyramid,
                SectionTable::GiftPyramid,
            ),
        ],
    },
    Module {
        id: "stewardship",
        number: 13,
        slug: "stewardship",
        name: "Stewardship Structure",
        sections: &[
            guide("stewardship.overview", "overview", "Overview"),
            table(
                "stewardship.recognition",
                "donor-recognition",
                "Donor Recognition and Benefit Structure",
                K::DonorRecognition,
                SectionTable::Stewardship,
            ),
        ],
    },
    Module {
        id: "operations",
        number: 14,
        slug: "fundraising-operations",
        name: "Policies & Procedures Manual",
        sections: &[
            guide("operations.overview", "overview", "Overview"),
            page(
                "operations.policies",
                "policies-procedures",
                "Policies and Procedures Manual",
                K::PoliciesManual,
            ),
            page(
                "operations.documents",
                "development-documents",
                "Development Documents",
                K::DevelopmentDocuments,
            ),
        ],
    },
    Module {
        id: "certificate",
        number: 15,
        slug: "congratulations",
        name: "Congratulations Strategic Plan for Fundraising Completed",
        sections: &[page(
            "certificate.certificate",
            "certificate",
            "Congratulations Strategic Plan for Fundraising Completed",
            K::Certificate,
        )],
    },
];

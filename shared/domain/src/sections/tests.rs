//! The catalogue's and the route rules' tests.
use super::*;

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// The ids are stored (statuses, assignees): changing one loses what was stored under it.
/// A new section adds its id here; an id is never renamed or reused.
#[test]
fn the_ids_are_pinned() {
    let ids: Vec<&str> = MODULES
        .iter()
        .flat_map(|m| m.sections.iter().map(|s| s.id))
        .collect();
    assert_eq!(
        ids,
        [
            "start.welcome",
            "start.team",
            "start.resources",
            "start.case",
            "start.stewardship",
            "strategy.overview",
            "vision.overview",
            "vision.challenge",
            "vision.impact",
            "vision.mission",
            "vision.vision",
            "programs.overview",
            "programs.list",
            "programs.program",
            "overhead.overview",
            "overhead.expenses",
            "overhead.justification",
            "revenue.revenue",
            "budget.summary",
            "budget.goals",
            "evaluation.overview",
            "evaluation.program",
            "projects.overview",
            "projects.list",
            "projects.project",
            "projects.goal",
            "goal.summary",
            "case.overview",
            "case.letter",
            "case.story",
            "case.vision",
            "case.more",
            "case.programs",
            "case.join",
            "case.ways",
            "case.impact",
            "case.stories",
            "case.talking",
            "case.document",
            "pyramid.overview",
            "pyramid.chart",
            "stewardship.overview",
            "stewardship.recognition",
            "operations.overview",
            "operations.policies",
            "operations.documents",
            "certificate.certificate",
        ]
    );
    let modules: Vec<&str> = MODULES.iter().map(|m| m.id).collect();
    assert_eq!(
        modules,
        [
            "start",
            "strategy",
            "vision",
            "programs",
            "overhead",
            "revenue",
            "budget",
            "evaluation",
            "projects",
            "goal",
            "case",
            "pyramid",
            "stewardship",
            "operations",
            "certificate"
        ]
    );
}

#[test]
fn a_section_id_is_its_module_id_and_a_name_and_finds_its_section() {
    for m in &MODULES {
        for s in m.sections {
            let (module_id, rest) = s.id.split_once('.').unwrap();
            assert_eq!(module_id, m.id, "{}", s.id);
            assert!(
                !rest.is_empty() && rest.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{}",
                s.id
            );
            assert_eq!(section(s.id), Some(s));
        }
        assert_eq!(module(m.id), Some(m));
        assert_eq!(module_by_path(&m.path()), Some(m));
        assert_eq!(module_by_path(&format!("{}/", m.path())), Some(m));
    }
    assert_eq!(section("vision.nothing"), None);
    assert_eq!(module_by_path("/steps/funding-annual/overview"), None);
}

#[test]
fn every_question_a_section_names_is_in_the_question_catalogue_and_is_answered_on_one_page() {
    let c = crate::questions::catalogue();
    let mut seen = std::collections::BTreeSet::new();
    for s in MODULES.iter().flat_map(|m| m.sections.iter()) {
        for key in s.questions {
            assert!(
                c.by_key(key).is_some() || c.collection(key).is_some(),
                "{}: {key} is no question",
                s.id
            );
            assert!(seen.insert(*key), "{key} on two pages");
        }
        let answers = matches!(
            s.page,
            PageKind::Questions
                | PageKind::Program
                | PageKind::ProgramEvaluation
                | PageKind::Project
                | PageKind::WaysToGive
        );
        assert_eq!(answers, !s.questions.is_empty(), "{}", s.id);
    }
}

#[test]
fn a_question_is_found_on_the_page_that_answers_it() {
    let section_of = |key: &str| section_of_question(key).map(|s| s.id);
    assert_eq!(section_of("mission_statement"), Some("vision.mission"));
    assert_eq!(
        section_of("overhead_budget_justification"),
        Some("overhead.justification")
    );
    // Through the collections a program's and a project's pages name.
    assert_eq!(
        section_of("measuring_impact_outcomes"),
        Some("evaluation.program")
    );
    let c = crate::questions::catalogue();
    let program_goal = &c.collection("core_programs_questions").unwrap()[0].key;
    assert_eq!(section_of(program_goal), Some("programs.program"));
    let rationale = "new_project_goals_rationale_goals";
    assert_eq!(section_of(rationale), Some("projects.project"));
    assert_eq!(section_of("no_such_question"), None);
}

#[test]
fn the_pages_of_programs_and_projects_have_their_kinds_and_tables() {
    for s in MODULES.iter().flat_map(|m| m.sections.iter()) {
        match s.place {
            Place::Programs => assert!(matches!(
                s.page,
                PageKind::Program | PageKind::ProgramEvaluation
            )),
            Place::Projects => assert_eq!(s.page, PageKind::Project),
            _ => assert!(!matches!(
                s.page,
                PageKind::Program | PageKind::ProgramEvaluation | PageKind::Project
            )),
        }
        if s.table == Some(SectionTable::ProgramExpenses) {
            assert_eq!(s.page, PageKind::Program);
        }
    }
    let kinds: std::collections::BTreeSet<&str> = MODULES
        .iter()
        .flat_map(|m| m.sections.iter().map(|s| s.page.as_str()))
        .collect();
    assert_eq!(kinds.len(), PageKind::ALL.len(), "every kind is used");
}

#[test]
fn a_program_page_keeps_its_key_when_the_program_is_renamed() {
    let before = routes_of(
        &[("P1".to_string(), "Tutoring".to_string())],
        &[("J1".to_string(), "Van".to_string())],
    );
    let after = routes_of(
        &[("P1".to_string(), "After-School Tutoring".to_string())],
        &[("J1".to_string(), "Mobile Van".to_string())],
    );
    assert_eq!(before.len(), after.len());
    for (a, b) in before.iter().zip(&after) {
        assert_eq!(a.key(), b.key());
    }
    let keys: Vec<String> = after
        .iter()
        .filter(|r| r.entry.is_some())
        .map(Route::key)
        .collect();
    assert_eq!(
        keys,
        [
            "programs.program:P1",
            "evaluation.program:P1",
            "projects.project:J1"
        ]
    );
    assert_eq!(
        after
            .iter()
            .find(|r| r.key() == "programs.program:P1")
            .unwrap()
            .path,
        "/steps/funding-annual/program/after-school-tutoring"
    );
    assert_eq!(
        routes(&[], &[])[0].key(),
        "start.welcome",
        "a fixed page's key is its section's id"
    );
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
    assert!(merge_statuses(&r, &stored, &st(&[("/steps/getting-started/welcome", 2)])).is_err());
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

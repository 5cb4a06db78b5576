//! The catalogue's tests: its rules (unique ids and keys, known collection members, nothing
//! blank) and its content (the spec's keys, pinned ids, word limits, no placeholder text).

use super::*;
use crate::words;
use regex::Regex;
use std::collections::BTreeSet;

/// Spec file 2 §3 "Question keys", with the `finalizing_your_budget_goal` prefix written out.
const SPEC_KEYS: &[&str] = &[
    "societal_change_change",
    "solution_solution",
    "community_impact_impact",
    "mission_statement",
    "aspirational_vision_vision",
    "annual_overhead_expenses",
    "annual_revenue",
    "budget_justification",
    "finalizing_your_budget_goal",
    "finalizing_your_budget_goal_strategy",
    "finalizing_your_budget_goal_societal_change",
    "finalizing_your_budget_goal_solution",
    "finalizing_your_budget_goal_impact",
    "finalizing_your_budget_goal_beneficiaries",
    "finalizing_your_budget_goal_benefits",
    "finalizing_your_budget_goal_uniqueness",
    "measuring_impact_outcomes",
    "measuring_impact_outputs",
    "new_projects_expenses",
    "annual_programs_expenses",
    "core_programs_questions",
];

/// Spec file 2 §3 "Expense categories": label and response key, in order.
const CATEGORIES: [(&str, &str); 8] = [
    ("Personnel and Benefits", "personnel_and_benefits"),
    ("Finance Fees", "finance_fees"),
    ("Legal Fees", "legal_fees"),
    ("Printing and Publications", "printing_and_publications"),
    (
        "Travel, Conferences, and Meetings",
        "travel_conferences_and_meetings",
    ),
    (
        "Marketing and Communications",
        "marketing_and_communications",
    ),
    ("Other Expenses", "other_expenses"),
    ("In-Kind Goods & Services", "in-kind_goods_services"),
];

/// The planning modules this catalogue's content covers (spec file 2).
fn is_planning_module(category_id: u32) -> bool {
    (3..=10).contains(&category_id)
}

fn keys(questions: &[&Question]) -> Vec<String> {
    questions.iter().map(|q| q.key.clone()).collect()
}

#[test]
fn the_catalogue_reads() {
    assert!(!catalogue().all().is_empty());
}

#[test]
fn every_question_key_of_the_planning_spec_is_a_question_or_a_collection() {
    let c = catalogue();
    for key in SPEC_KEYS {
        assert!(
            c.by_key(key).is_some() || c.collection(key).is_some(),
            "{key} is missing"
        );
    }
}

#[test]
fn the_per_program_collection_lists_the_eight_goal_questions_in_the_spec_order() {
    let questions = catalogue().collection("core_programs_questions").unwrap();
    let expected: Vec<String> = [
        "",
        "_strategy",
        "_societal_change",
        "_solution",
        "_impact",
        "_beneficiaries",
        "_benefits",
        "_uniqueness",
    ]
    .iter()
    .map(|suffix| format!("finalizing_your_budget_goal{suffix}"))
    .collect();
    assert_eq!(keys(&questions), expected);
    for q in questions {
        assert_eq!(q.scopes, [Scope::Program], "{}", q.key);
        assert_eq!(q.category_id, 4, "{}", q.key);
        assert!(q.placeholder.starts_with("Enter "), "{}", q.key);
    }
}

#[test]
fn each_budget_justification_has_one_question_per_expense_category_labelled_as_the_category() {
    for (collection, prefix, scope, module) in [
        (
            "budget_justification",
            "budget_justification_",
            Scope::Program,
            4,
        ),
        (
            "overhead_budget_justification",
            "overhead_justification_",
            Scope::Organization,
            5,
        ),
    ] {
        let questions = catalogue().collection(collection).unwrap();
        assert_eq!(questions.len(), CATEGORIES.len(), "{collection}");
        for (q, (label, key)) in questions.iter().zip(CATEGORIES) {
            assert_eq!(q.key, format!("{prefix}{key}"));
            assert_eq!(q.label, label, "{}", q.key);
            assert_eq!(q.scopes, [scope], "{}", q.key);
            assert_eq!(q.category_id, module, "{}", q.key);
            assert!(
                q.placeholder.contains("type N/A"),
                "{} does not tell the user to type N/A",
                q.key
            );
            assert!(
                q.question.contains(label),
                "{} does not name its category",
                q.key
            );
        }
    }
}

#[test]
fn the_project_questions_are_answered_per_project_and_start_with_the_printed_goals() {
    let questions = catalogue().collection("new_project_questions").unwrap();
    assert!((3..=5).contains(&questions.len()));
    assert_eq!(questions[0].key, "new_project_goals_rationale_goals");
    for q in questions {
        assert!(
            q.key.starts_with("new_project_goals_rationale_"),
            "{}",
            q.key
        );
        assert_eq!(q.scopes, [Scope::Project], "{}", q.key);
        assert_eq!(q.category_id, 9, "{}", q.key);
    }
}

#[test]
fn every_collection_resolves_to_its_questions_in_order() {
    let c = catalogue();
    assert!(!c.collections.is_empty());
    for (key, members) in &c.collections {
        let questions = c.collection(key).unwrap();
        assert!(!questions.is_empty(), "{key} is empty");
        assert_eq!(questions.len(), members.len());
        for (q, &i) in questions.iter().zip(members) {
            assert_eq!(c.by_key(&q.key), Some(&c.all()[i]));
        }
    }
    assert!(c.collection("no_such_collection").is_none());
}

#[test]
fn every_model_answer_respects_its_word_limit() {
    for q in catalogue().all() {
        if let Some(limit) = q.word_limit {
            let n = words::count(&q.model_answer);
            assert!(n <= limit, "{}: {n} words, limit {limit}", q.key);
        }
    }
}

#[test]
fn the_mission_statement_and_the_aspirational_vision_allow_70_words() {
    for key in ["mission_statement", "aspirational_vision_vision"] {
        assert_eq!(
            catalogue().by_key(key).unwrap().word_limit,
            Some(70),
            "{key}"
        );
    }
}

#[test]
fn the_project_goals_allow_85_words_as_the_case_document_prints_them() {
    let q = catalogue()
        .by_key("new_project_goals_rationale_goals")
        .unwrap();
    assert_eq!(q.word_limit, Some(85));
}

#[test]
fn every_id_lies_in_the_range_of_its_module() {
    for q in catalogue().all() {
        assert_eq!(
            q.id / 100,
            q.category_id,
            "{} (id {}) is outside module {}'s range",
            q.key,
            q.id,
            q.category_id
        );
    }
}

#[derive(Deserialize)]
struct PinnedIds {
    ids: BTreeMap<String, u32>,
    retired: BTreeMap<String, u32>,
}

fn pinned() -> PinnedIds {
    serde_json::from_str(include_str!("../../../vectors/question_ids.json")).unwrap()
}

#[test]
fn every_question_keeps_the_id_pinned_in_the_shared_vectors() {
    let pinned = pinned();
    for q in catalogue().all() {
        assert_eq!(
            pinned.ids.get(&q.key),
            Some(&q.id),
            "{} has id {}; shared/vectors/question_ids.json must list it, and ids never change",
            q.key,
            q.id
        );
    }
    for (key, id) in &pinned.ids {
        assert!(
            catalogue().by_id(*id).is_some_and(|q| &q.key == key),
            "the pinned question {key} (id {id}) is missing from the catalogue"
        );
    }
}

#[test]
fn no_retired_id_or_key_is_used_again() {
    let pinned = pinned();
    let live_ids: BTreeSet<u32> = pinned.ids.values().copied().collect();
    for (key, id) in &pinned.retired {
        assert!(!live_ids.contains(id), "retired id {id} ({key}) is in use");
        assert!(!pinned.ids.contains_key(key), "retired key {key} is in use");
        assert!(
            catalogue().by_id(*id).is_none(),
            "retired id {id} is in use"
        );
    }
}

#[test]
fn page_guidance_takes_no_answer_and_every_question_says_where_it_is_answered() {
    for q in catalogue().all() {
        match q.question_type {
            QuestionType::Page => {
                assert!(q.scopes.is_empty(), "{}", q.key);
                assert!(q.word_limit.is_none(), "{}", q.key);
            }
            QuestionType::List => assert!(!q.scopes.is_empty(), "{} has no scope", q.key),
            QuestionType::Text => {
                assert!(!q.scopes.is_empty(), "{} has no scope", q.key);
                assert!(
                    !words::is_blank(&q.placeholder),
                    "{} has no placeholder",
                    q.key
                );
            }
        }
    }
    for key in [
        "annual_programs_expenses",
        "annual_overhead_expenses",
        "annual_revenue",
        "new_projects_expenses",
    ] {
        assert_eq!(
            catalogue().by_key(key).unwrap().question_type,
            QuestionType::Page,
            "{key}"
        );
    }
}

#[test]
fn the_instructions_of_the_planning_modules_run_80_to_200_words() {
    for q in catalogue().all() {
        if is_planning_module(q.category_id) {
            let n = words::count(&q.instruction);
            assert!((80..=200).contains(&n), "{}: {n} words", q.key);
        }
    }
}

#[test]
fn every_dollar_figure_of_a_model_answer_is_one_of_the_sample_organization() {
    // A figure followed by k or M ("<$25k", "$3.5M") is a rounded label, not a plan figure.
    let figure = Regex::new(r"\$[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?[kKM]?").unwrap();
    let sample = include_str!("../../../../docs/sample-organization.md");
    let known: BTreeSet<&str> = figure.find_iter(sample).map(|m| m.as_str()).collect();
    assert!(known.contains("$851,000"));
    for q in catalogue().all() {
        for m in figure.find_iter(&q.model_answer) {
            if m.as_str().ends_with(['k', 'K', 'M']) {
                continue;
            }
            assert!(
                known.contains(m.as_str()),
                "{} names {}, which docs/sample-organization.md does not",
                q.key,
                m.as_str()
            );
        }
    }
}

#[test]
fn no_content_is_placeholder_text() {
    let filler =
        Regex::new(r"(?i)lorem|ipsum|\[insert|\btodo\b|\btbd\b|xxx|coming soon|\[your").unwrap();
    for q in catalogue().all() {
        for text in [
            &q.title,
            &q.label,
            &q.question,
            &q.placeholder,
            &q.instruction,
            &q.model_answer,
        ] {
            assert!(!filler.is_match(text), "{}: {text}", q.key);
        }
    }
}

#[test]
fn titles_and_labels_are_in_title_case() {
    const SMALL: &[&str] = &[
        "a", "an", "and", "as", "at", "for", "in", "of", "on", "or", "the", "to",
    ];
    for q in catalogue().all() {
        for text in [&q.title, &q.label] {
            for (i, word) in text.split_whitespace().enumerate() {
                let first = word.chars().find(|c| c.is_alphanumeric()).unwrap_or('A');
                assert!(
                    first.is_uppercase() || first.is_numeric() || (i > 0 && SMALL.contains(&word)),
                    "{}: {text}",
                    q.key
                );
            }
        }
    }
}

#[test]
fn a_catalogue_with_an_id_used_twice_is_refused() {
    let one = r#"
            [[question]]
            id = 301
            key = "a"
            category_id = 3
            title = "A"
            label = "A"
            question = "A?"
            instruction = "Do this."
            model_answer = "This."
        "#;
    let twice = one.replace("key = \"a\"", "key = \"b\"");
    let err = Catalogue::parse(&[("one.toml", one), ("two.toml", &twice)]).unwrap_err();
    assert_eq!(err, "question id 301 is used twice");
}

#[test]
fn a_collection_naming_an_unknown_question_is_refused() {
    let text = r#"
            [[question]]
            id = 301
            key = "a"
            category_id = 3
            title = "A"
            label = "A"
            question = "A?"
            instruction = "Do this."
            model_answer = "This."

            [[collection]]
            key = "group"
            questions = ["a", "b"]
        "#;
    let err = Catalogue::parse(&[("one.toml", text)]).unwrap_err();
    assert_eq!(err, "collection group names unknown question b");
}

#[test]
fn a_question_with_a_blank_model_answer_is_refused() {
    let text = r#"
            [[question]]
            id = 301
            key = "a"
            category_id = 3
            title = "A"
            label = "A"
            question = "A?"
            instruction = "Do this."
            model_answer = "  "
        "#;
    let err = Catalogue::parse(&[("one.toml", text)]).unwrap_err();
    assert_eq!(err, "question a has no model_answer");
}

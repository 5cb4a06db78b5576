//! The question catalogue of module 11 (Finalize Your Case for Support) and module 12 (Gift
//! Pyramid): the keys the screens fetch (spec file 3 §7) with their word limits (§5) and types, and
//! model answers that fit their limits, the case document's pages and the sample plan's figures.

use fundplan_domain::gift_chart;
use fundplan_domain::goals::{GoalInputs, goals};
use fundplan_domain::money::format_usd;
use fundplan_domain::pyramid::ProspectRatio;
use fundplan_domain::questions::{Question, QuestionType, Scope, catalogue};
use fundplan_domain::words;

/// Every key of the two modules: (id, key, module, type, word limit).
const KEYS: &[(u32, &str, u32, QuestionType, Option<usize>)] = &[
    (
        1101,
        "finalize_case_for_support_executive_director_letter",
        11,
        QuestionType::Text,
        Some(255),
    ),
    (
        1102,
        "finalize_case_for_support_story",
        11,
        QuestionType::Text,
        Some(294),
    ),
    (
        1103,
        "finalize_case_for_support_vision",
        11,
        QuestionType::Text,
        None,
    ),
    (
        1104,
        "finalize_case_for_support_more",
        11,
        QuestionType::Text,
        Some(285),
    ),
    (
        1105,
        "case_statement_summary",
        11,
        QuestionType::Text,
        Some(625),
    ),
    (
        1106,
        "case_statement_join_us_message",
        11,
        QuestionType::Text,
        Some(138),
    ),
    (
        1107,
        "case_statement_ways_to_give",
        11,
        QuestionType::List,
        None,
    ),
    (
        1108,
        "finalize_case_for_support_impact",
        11,
        QuestionType::Text,
        Some(260),
    ),
    (
        1109,
        "success_story_highlights",
        11,
        QuestionType::Page,
        None,
    ),
    (
        1201,
        "prospect_to_donor_ratio",
        12,
        QuestionType::Page,
        None,
    ),
];

/// The case document prints this many words of the summary on the programs page (DECISIONS
/// "Summary threshold").
const SUMMARY_FIRST_PAGE_WORDS: usize = 270;

/// The document editor's limit for the vision (spec file 3 §5).
const DOCUMENT_VISION_LIMIT: usize = 70;

fn question(key: &str) -> &'static Question {
    catalogue()
        .by_key(key)
        .unwrap_or_else(|| panic!("{key} is not in the catalogue"))
}

fn closing_questions() -> Vec<&'static Question> {
    catalogue()
        .all()
        .iter()
        .filter(|q| q.category_id == 11 || q.category_id == 12)
        .collect()
}

#[test]
fn every_case_and_pyramid_key_is_in_the_catalogue_with_its_id_module_type_and_limit() {
    for &(id, key, module, question_type, limit) in KEYS {
        let q = question(key);
        assert_eq!(q.id, id, "{key}: id");
        assert_eq!(q.category_id, module, "{key}: module");
        assert_eq!(q.question_type, question_type, "{key}: type");
        assert_eq!(q.word_limit, limit, "{key}: word limit");
        assert_eq!(catalogue().by_id(id).map(|q| q.key.as_str()), Some(key));
    }
}

#[test]
fn answers_are_per_organization_and_the_pyramid_guidance_takes_no_answer() {
    for &(_, key, _, question_type, _) in KEYS {
        let expected: &[Scope] = if question_type == QuestionType::Page {
            &[]
        } else {
            &[Scope::Organization]
        };
        assert_eq!(question(key).scopes, expected, "{key}: scopes");
    }
}

#[test]
fn modules_11_and_12_hold_exactly_these_questions_in_their_id_ranges() {
    let mut found: Vec<&str> = closing_questions().iter().map(|q| q.key.as_str()).collect();
    let mut expected: Vec<&str> = KEYS.iter().map(|k| k.1).collect();
    found.sort_unstable();
    expected.sort_unstable();
    assert_eq!(found, expected);
    for q in closing_questions() {
        let range = q.category_id * 100..q.category_id * 100 + 100;
        assert!(
            range.contains(&q.id),
            "{}: id {} outside {range:?}",
            q.key,
            q.id
        );
    }
}

#[test]
fn every_model_answer_of_modules_11_and_12_is_within_its_word_limit() {
    for q in closing_questions() {
        if let Some(limit) = q.word_limit {
            let n = words::count(&q.model_answer);
            assert!(n <= limit, "{}: {n} words, limit {limit}", q.key);
        }
    }
}

#[test]
fn every_limited_model_answer_of_modules_11_and_12_uses_at_least_80_percent_of_its_limit() {
    for q in closing_questions() {
        if let Some(limit) = q.word_limit {
            let n = words::count(&q.model_answer);
            assert!(n * 100 >= limit * 80, "{}: {n} of {limit} words", q.key);
        }
    }
}

#[test]
fn every_instruction_of_modules_11_and_12_is_between_100_and_220_words() {
    for q in closing_questions() {
        let n = words::count(&q.instruction);
        assert!((100..=220).contains(&n), "{}: {n} words", q.key);
    }
}

#[test]
fn the_model_vision_fits_the_document_editors_70_words() {
    let n = words::count(&question("finalize_case_for_support_vision").model_answer);
    assert!(n <= DOCUMENT_VISION_LIMIT, "{n} words");
}

#[test]
fn the_model_summary_fills_both_pages_and_its_first_page_ends_with_a_paragraph() {
    let text = &question("case_statement_summary").model_answer;
    let n = words::count(text);
    assert!((450..=600).contains(&n), "{n} words");
    // The text after the first page's last word starts with a paragraph break.
    let mut seen = 0;
    let mut rest = None;
    let mut in_word = false;
    for (i, c) in text.char_indices() {
        let space = words::is_space(c);
        if !space && !in_word {
            seen += 1;
        }
        if space && in_word && seen == SUMMARY_FIRST_PAGE_WORDS {
            rest = Some(&text[i..]);
            break;
        }
        in_word = !space;
    }
    let rest = rest.expect("the summary is longer than one page");
    let first_page = &text[..text.len() - rest.len()];
    assert!(first_page.ends_with('.'), "page 1 ends mid-sentence");
    assert!(rest.starts_with("\n\n"), "page 1 ends mid-paragraph");
}

#[test]
fn the_model_letter_is_signed_by_the_executive_director() {
    let letter = question("finalize_case_for_support_executive_director_letter")
        .model_answer
        .trim_end();
    assert!(letter.starts_with("Dear "));
    assert!(letter.ends_with("Dana Whitfield\nExecutive Director"));
}

#[test]
fn the_model_answers_quote_the_sample_plans_goals() {
    // The sample plan: year 1 as in the brief; in years 2 and 3 the expenses grow about 3 % with
    // the same non-philanthropic revenue, giving the $885,000 and $920,000 annual goals.
    let inputs = GoalInputs {
        core_programs: [83_650_000, 87_050_000, 90_550_000],
        overhead: [30_150_000; 3],
        philanthropic_contributions: [66_500_000; 3],
        earned_revenue: [10_200_000; 3],
        investment_income: [1_800_000; 3],
        government_appropriations: [9_500_000; 3],
        in_kind: [7_200_000; 3],
        new_project_expenses: [32_500_000, 10_000_000, 10_000_000],
        new_projects_skipped: false,
    };
    let plan = goals(&inputs);
    assert_eq!(plan.total_annual_expenses[0], 113_800_000);
    let call = &question("finalize_case_for_support_more").model_answer;
    for goal in plan.annual_fundraising_goal {
        assert!(call.contains(&format_usd(goal)), "{}", format_usd(goal));
    }
    let exact = plan.final_total_fundraising_goal_for_3_years;
    let rounded = plan.total_fundraising_goal_3y;
    assert_eq!(rounded, 350_000_000);
    assert!(call.contains(&format_usd(exact)));
    // What rounding up adds is a margin, not a reserve (issue 17 §2), with its exact figure.
    assert!(call.contains(&format!("a margin of {}", format_usd(rounded - exact))));
    assert!(!call.contains("reserve"));
    assert!(call.contains("$3.5 million"));
    let summary = &question("case_statement_summary").model_answer;
    assert!(summary.contains(&format_usd(inputs.core_programs[0])));
    let pyramid_page = &question("prospect_to_donor_ratio").model_answer;
    assert!(pyramid_page.contains(&format_usd(exact)));
    for key in [
        "finalize_case_for_support_executive_director_letter",
        "case_statement_join_us_message",
    ] {
        assert!(question(key).model_answer.contains("$3.5 million"), "{key}");
    }
}

#[test]
fn the_model_pyramid_reading_is_the_chart_the_product_builds_for_the_sample_goal_at_4_to_1() {
    // The standard chart of the $3,500,000 goal with the default lead gift (DECISIONS "Gift range
    // chart"), as the screen, the documents and the export show it.
    let p = gift_chart::pyramid(
        &gift_chart::standard_chart(350_000_000, gift_chart::LEAD_SHARE_DEFAULT),
        ProspectRatio::Average,
    );
    let text = &question("prospect_to_donor_ratio").model_answer;
    assert!(text.starts_with("We chose 4:1, Average maturity."));
    assert_eq!(p.levels.len(), 5);
    for level in &p.levels {
        let row = format!(
            "{} level: {} {} from {} prospects, {}",
            format_usd(level.gift_amount),
            level.gifts,
            if level.gifts == 1 { "gift" } else { "gifts" },
            level.prospects,
            format_usd(level.amount)
        );
        assert!(text.contains(&row), "{row}");
        assert!(text.contains(&level.allocation.screen()), "{row}");
        if level.cumulative != level.amount {
            assert!(text.contains(&format_usd(level.cumulative)), "{row}");
        }
    }
    assert_eq!(p.various.count_label(), "Many");
    let various = format!(
        "{}: many smaller gifts, {}, reaching {} ({})",
        p.various.label,
        format_usd(p.various.amount),
        format_usd(p.various.cumulative),
        p.various.allocation.screen()
    );
    assert!(text.contains(&various), "{various}");
    let total = format!(
        "{} gifts from {} prospects",
        p.total.gifts, p.total.prospects
    );
    assert!(text.contains(&total), "{total}");
    // The checks it quotes: the lead gift's share and the top ten's amount.
    let top_ten = gift_chart::top_ten_cents(
        &gift_chart::standard_chart(350_000_000, gift_chart::LEAD_SHARE_DEFAULT).rows,
    );
    assert!(text.contains(&format!(
        "ten largest gifts would bring in {}",
        format_usd(top_ten)
    )));
    assert!(text.contains(&format!(
        "lead gift is {} of the goal",
        p.levels[0].allocation.screen()
    )));
}

#[test]
fn the_success_stories_guide_teaches_the_parts_of_a_story_and_its_model_is_rosas_story_within_the_limit()
 {
    use fundplan_domain::stories::STORY_WORD_LIMIT;
    let q = question("success_story_highlights");
    assert!(
        q.scopes.is_empty(),
        "the stories are kept by /success-stories"
    );
    for part in [
        "one person",
        "before and the after",
        "specific moment",
        "number",
        "quote",
        "permission",
        "pseudonym",
        "dignity",
        "limit 263",
    ] {
        assert!(
            q.instruction.contains(part),
            "the instruction says nothing of {part}"
        );
    }
    let story = &q.model_answer;
    let n = words::count(story);
    assert!(
        n <= STORY_WORD_LIMIT && n * 100 >= STORY_WORD_LIMIT * 80,
        "{n} words"
    );
    // The sample organization's story (docs/sample-organization.md), with its facts.
    for fact in [
        "Rosa",
        "fifty-two",
        "Mateo",
        "Helen",
        "forklift certification",
        "reads to Mateo every night",
        "$1,290",
    ] {
        assert!(story.contains(fact), "{fact}");
    }
}

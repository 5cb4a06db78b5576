//! The tests of the lists' and the answers' rules.

use super::*;
use crate::error::DomainError;
use crate::messages as m;
use crate::questions::{Catalogue, Scope, catalogue};

fn fields(e: DomainError) -> (String, crate::FieldErrors) {
    match e {
        DomainError::Validation { message, fields } => (message, fields),
        other => panic!("not a validation error: {other:?}"),
    }
}

const RIVERBEND: [(&str, &str); 3] = [
    (
        "Adult Basic Literacy",
        "Free one-to-one and small-group tutoring for adults who read below a sixth-grade level.",
    ),
    (
        "Family Reading Nights",
        "Weekly evenings at six elementary schools and two library branches where parents and children read together.",
    ),
    (
        "Workplace English",
        "English classes for speakers of other languages at four employers and two community sites.",
    ),
];

#[test]
fn the_riverbend_programs_are_a_valid_list() {
    assert_eq!(check_list(ListKind::Programs, &RIVERBEND), Ok(()));
}

#[test]
fn an_empty_list_gets_the_spec_message_of_its_kind() {
    assert_eq!(
        fields(check_list(ListKind::Programs, &[]).unwrap_err()).0,
        "Please Add At Least One Core Program!"
    );
    assert_eq!(
        fields(check_list(ListKind::Projects, &[]).unwrap_err()).0,
        "Please Add At Least One Project!"
    );
}

#[test]
fn a_blank_name_or_description_gets_the_spec_message_on_its_field() {
    let (message, f) = fields(
        check_list(
            ListKind::Programs,
            &[RIVERBEND[0], ("  \n", RIVERBEND[1].1)],
        )
        .unwrap_err(),
    );
    assert_eq!(
        message,
        "Make Sure To Include Program Name And Description!"
    );
    assert_eq!(
        f.keys().collect::<Vec<_>>(),
        vec!["corePrograms[1].program_name"]
    );
    let (message, f) =
        fields(check_list(ListKind::Projects, &[("Mobile Learning Van", "\t")]).unwrap_err());
    assert_eq!(
        message,
        "Make Sure To Include Project Name And Description!"
    );
    assert!(f.contains_key("projects[0].project_description"));
}

#[test]
fn a_description_may_have_85_words_but_not_86() {
    let d85 = vec!["word"; 85].join(" ");
    let d86 = vec!["word"; 86].join(" ");
    assert_eq!(check_list(ListKind::Projects, &[("Van", &d85)]), Ok(()));
    let (message, f) = fields(check_list(ListKind::Projects, &[("Van", &d86)]).unwrap_err());
    assert_eq!(message, m::PROJECT_DESCRIPTION_TOO_LONG);
    assert!(f.contains_key("projects[0].project_description"));
}

#[test]
fn a_name_may_have_120_characters_and_needs_a_letter_or_digit() {
    let n120 = "é".repeat(120);
    let n121 = "é".repeat(121);
    assert_eq!(check_list(ListKind::Programs, &[(&n120, "x")]), Ok(()));
    assert_eq!(
        fields(check_list(ListKind::Programs, &[(&n121, "x")]).unwrap_err()).0,
        m::PROGRAM_NAME_TOO_LONG
    );
    assert_eq!(
        fields(check_list(ListKind::Programs, &[("!!! ---", "x")]).unwrap_err()).0,
        m::PROGRAM_NAME_WITHOUT_LETTERS
    );
}

#[test]
fn the_eleventh_program_and_the_fifth_project_are_refused() {
    let names: Vec<String> = (1..=11).map(|i| format!("Program {i}")).collect();
    let ten: Vec<(&str, &str)> = names[..10].iter().map(|n| (n.as_str(), "d")).collect();
    let eleven: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "d")).collect();
    assert_eq!(check_list(ListKind::Programs, &ten), Ok(()));
    assert_eq!(
        fields(check_list(ListKind::Programs, &eleven).unwrap_err()).0,
        m::PROGRAMS_MAX
    );
    assert_eq!(
        fields(check_list(ListKind::Projects, &ten[..5]).unwrap_err()).0,
        m::PROJECTS_MAX
    );
    assert_eq!(check_list(ListKind::Projects, &ten[..4]), Ok(()));
}

#[test]
fn names_that_would_share_a_page_are_refused() {
    let (message, f) = fields(
        check_list(
            ListKind::Programs,
            &[("Workplace English", "a"), ("workplace  english!", "b")],
        )
        .unwrap_err(),
    );
    assert_eq!(message, m::PROGRAM_NAMES_CLASH);
    assert!(f.contains_key("corePrograms[1].program_name"));
}

#[test]
fn a_program_has_a_page_in_modules_4_and_8_and_a_project_in_module_9() {
    assert_eq!(
        ListKind::Programs.page_paths("Family Reading Nights"),
        vec![
            "/steps/funding-annual/program/family-reading-nights",
            "/steps/core-program-evaluation/program/family-reading-nights"
        ]
    );
    assert_eq!(
        ListKind::Projects.page_paths("Digital Skills Lab"),
        vec!["/steps/funding-new-projects/project/digital-skills-lab"]
    );
    // The same paths as the routes of the plan.
    let routes = crate::sections::routes(
        &["Family Reading Nights".to_string()],
        &["Digital Skills Lab".to_string()],
    );
    for p in ListKind::Programs
        .page_paths("Family Reading Nights")
        .into_iter()
        .chain(ListKind::Projects.page_paths("Digital Skills Lab"))
    {
        assert!(routes.iter().any(|r| r.path == p), "{p} is no route");
    }
}

#[test]
fn tidy_trims_javascript_whitespace_only() {
    assert_eq!(tidy("\u{A0} Workplace English \n"), "Workplace English");
    assert_eq!(tidy("a  b"), "a  b");
}

/// A test catalogue with one question of each kind the rules tell apart.
fn test_catalogue() -> Catalogue {
    Catalogue::parse(&[(
        "test.toml",
        r#"
[[question]]
id = 9001
key = "t_org"
category_id = 3
scopes = ["organization"]
title = "T"
label = "T"
question = "Q?"
word_limit = 5
instruction = "I"
model_answer = "M"

[[question]]
id = 9002
key = "t_program"
category_id = 4
scopes = ["program"]
title = "T"
label = "T"
question = "Q?"
instruction = "I"
model_answer = "M"

[[question]]
id = 9003
key = "t_list"
category_id = 11
scopes = ["organization"]
question_type = "list"
title = "T"
label = "T"
question = "Q?"
word_limit = 4
instruction = "I"
model_answer = "M"

[[question]]
id = 9004
key = "t_page"
category_id = 5
question_type = "page"
title = "T"
label = "T"
question = "Q?"
instruction = "I"
model_answer = "M"
"#,
    )])
    .unwrap()
}

#[test]
fn the_mission_statement_takes_70_words_and_says_so_in_the_spec_words() {
    let q = catalogue().by_key("mission_statement").unwrap();
    assert_eq!((q.id, q.word_limit), (304, Some(70)));
    let seventy = vec!["read"; 70].join(" ");
    let seventy_one = vec!["read"; 71].join("\n");
    assert_eq!(check_answer(q, Scope::Organization, 3, &seventy), Ok(()));
    let (message, f) = fields(check_answer(q, Scope::Organization, 3, &seventy_one).unwrap_err());
    assert_eq!(message, "You cannot enter more than 70 words!");
    assert_eq!(message, m::MISSION_WORD_LIMIT);
    assert!(f.contains_key("answer"));
    assert_eq!(
        word_limit_message(85),
        "You cannot enter more than 85 words!"
    );
}

#[test]
fn an_empty_answer_is_accepted_as_a_cleared_text() {
    let cat = test_catalogue();
    assert_eq!(
        check_answer(cat.by_key("t_org").unwrap(), Scope::Organization, 3, ""),
        Ok(())
    );
    assert_eq!(
        check_answer(cat.by_key("t_list").unwrap(), Scope::Organization, 11, ""),
        Ok(())
    );
}

#[test]
fn an_answer_is_given_only_where_its_question_is_answered() {
    let cat = test_catalogue();
    let (message, _) = fields(
        check_answer(
            cat.by_key("t_program").unwrap(),
            Scope::Organization,
            4,
            "x",
        )
        .unwrap_err(),
    );
    assert_eq!(
        message,
        "Question t_program is answered for each core program, not once for the organization."
    );
    assert!(check_answer(cat.by_key("t_program").unwrap(), Scope::Program, 4, "x").is_ok());
    assert!(check_answer(cat.by_key("t_org").unwrap(), Scope::Project, 3, "x").is_err());
    assert_eq!(
        fields(
            check_answer(cat.by_key("t_page").unwrap(), Scope::Organization, 5, "x").unwrap_err()
        )
        .0,
        m::QUESTION_TAKES_NO_ANSWER
    );
}

#[test]
fn the_category_must_be_the_questions() {
    let cat = test_catalogue();
    let (message, f) = fields(
        check_answer(cat.by_key("t_org").unwrap(), Scope::Organization, 4, "x").unwrap_err(),
    );
    assert_eq!(message, m::CATEGORY_MISMATCH);
    assert!(f.contains_key("category_id"));
}

#[test]
fn an_answer_may_have_20000_characters_but_not_more() {
    let cat = test_catalogue();
    let q = cat.by_key("t_program").unwrap();
    assert!(check_answer(q, Scope::Program, 4, &"ü".repeat(20_000)).is_ok());
    assert_eq!(
        fields(check_answer(q, Scope::Program, 4, &"ü".repeat(20_001)).unwrap_err()).0,
        m::ANSWER_TOO_LONG
    );
}

#[test]
fn a_list_answer_is_a_json_array_of_strings_within_the_word_limit() {
    let cat = test_catalogue();
    let q = cat.by_key("t_list").unwrap();
    assert!(check_answer(q, Scope::Organization, 11, r#"["Bequests", "Stock gifts"]"#).is_ok());
    for bad in ["Bequests", r#"[1, 2]"#, r#"{"a": "b"}"#, r#"["a", null]"#] {
        assert_eq!(
            fields(check_answer(q, Scope::Organization, 11, bad).unwrap_err()).0,
            m::ANSWER_NOT_A_LIST,
            "{bad}"
        );
    }
    // Four words across the items are allowed, five are not.
    assert!(check_answer(q, Scope::Organization, 11, r#"["a b", "c d"]"#).is_ok());
    assert_eq!(
        fields(check_answer(q, Scope::Organization, 11, r#"["a b c", "d e"]"#).unwrap_err()).0,
        "You cannot enter more than 4 words!"
    );
}

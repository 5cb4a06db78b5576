//! The rules of the planning modules' lists and answers (spec file 2 §5, §9; DECISIONS "Planning
//! modules"; docs/decisions.md "Questions, answers, core programs and new projects"): core
//! programs and new projects (names, descriptions, limits, one page each), and what an answer to
//! a question of the catalogue may be. Every message is written in `messages.rs`.

use crate::error::{Checker, DomainError};
use crate::messages as m;
use crate::questions::{Question, QuestionType, Scope};
use crate::sections::{MODULES, Place, slug};
use crate::words;

/// At most this many core programs (spec §9).
pub const MAX_PROGRAMS: usize = 10;
/// At most this many new projects (spec §9).
pub const MAX_PROJECTS: usize = 4;
/// A program's or project's description has at most this many words (spec §9).
pub const DESCRIPTION_MAX_WORDS: usize = 85;
/// A program's or project's name has at most this many characters (ours: it titles a page).
pub const NAME_MAX_CHARS: usize = 120;
/// An answer has at most this many characters (ours).
pub const ANSWER_MAX_CHARS: usize = 20_000;
/// One read asks for at most this many questions.
pub const MAX_QUESTION_IDS: usize = 50;

/// The two lists of the plan: core programs (modules 4 and 8 have a page per program) and new
/// projects (module 9 has a page per project).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ListKind {
    Programs,
    Projects,
}

/// The messages of one list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListMessages {
    pub incomplete: &'static str,
    pub empty: &'static str,
    pub too_many: &'static str,
    pub description_too_long: &'static str,
    pub name_too_long: &'static str,
    pub name_without_letters: &'static str,
    pub names_clash: &'static str,
    pub listed_twice: &'static str,
    pub not_found: &'static str,
}

impl ListKind {
    /// The largest list.
    pub fn max(self) -> usize {
        match self {
            ListKind::Programs => MAX_PROGRAMS,
            ListKind::Projects => MAX_PROJECTS,
        }
    }

    /// The request and response field holding the list (`corePrograms`, `projects`).
    pub fn field(self) -> &'static str {
        match self {
            ListKind::Programs => "corePrograms",
            ListKind::Projects => "projects",
        }
    }

    /// The fields of one entry (`program_name`, `program_description`, …).
    pub fn name_field(self) -> &'static str {
        match self {
            ListKind::Programs => "program_name",
            ListKind::Projects => "project_name",
        }
    }
    pub fn description_field(self) -> &'static str {
        match self {
            ListKind::Programs => "program_description",
            ListKind::Projects => "project_description",
        }
    }

    /// Where an entry's answers are given.
    pub fn scope(self) -> Scope {
        match self {
            ListKind::Programs => Scope::Program,
            ListKind::Projects => Scope::Project,
        }
    }

    pub fn messages(self) -> ListMessages {
        match self {
            ListKind::Programs => ListMessages {
                incomplete: m::PROGRAM_NAME_AND_DESCRIPTION,
                empty: m::PROGRAMS_EMPTY,
                too_many: m::PROGRAMS_MAX,
                description_too_long: m::PROGRAM_DESCRIPTION_TOO_LONG,
                name_too_long: m::PROGRAM_NAME_TOO_LONG,
                name_without_letters: m::PROGRAM_NAME_WITHOUT_LETTERS,
                names_clash: m::PROGRAM_NAMES_CLASH,
                listed_twice: m::PROGRAM_LISTED_TWICE,
                not_found: m::PROGRAM_NOT_FOUND,
            },
            ListKind::Projects => ListMessages {
                incomplete: m::PROJECT_NAME_AND_DESCRIPTION,
                empty: m::PROJECTS_EMPTY,
                too_many: m::PROJECTS_MAX,
                description_too_long: m::PROJECT_DESCRIPTION_TOO_LONG,
                name_too_long: m::PROJECT_NAME_TOO_LONG,
                name_without_letters: m::PROJECT_NAME_WITHOUT_LETTERS,
                names_clash: m::PROJECT_NAMES_CLASH,
                listed_twice: m::PROJECT_LISTED_TWICE,
                not_found: m::PROJECT_NOT_FOUND,
            },
        }
    }

    /// The pages of the plan of an entry named `name`, in module order: for a program
    /// `/steps/funding-annual/program/<slug>` and `/steps/core-program-evaluation/program/<slug>`,
    /// for a project `/steps/funding-new-projects/project/<slug>` (read off the section
    /// registry, so a module that gains a program section is followed). Their statuses and
    /// assignees move with a rename and go with a deletion.
    /// Where the list's pages are in the section catalogue.
    pub fn place(self) -> Place {
        match self {
            ListKind::Programs => Place::Programs,
            ListKind::Projects => Place::Projects,
        }
    }

    pub fn page_paths(self, name: &str) -> Vec<String> {
        let (place, segment) = match self {
            ListKind::Programs => (self.place(), "program"),
            ListKind::Projects => (self.place(), "project"),
        };
        let s = slug(name);
        MODULES
            .iter()
            .filter(|module| module.sections.iter().any(|s| s.place == place))
            .map(|module| format!("/steps/{}/{segment}/{s}", module.slug))
            .collect()
    }
}

/// A name or description as stored: without surrounding whitespace.
pub fn tidy(text: &str) -> String {
    text.trim_matches(words::is_space).to_string()
}

/// Checks one entry (already tidied), recording messages under `name_field` and
/// `description_field`: both given (the spec's message), the description at most 85 words, the
/// name at most 120 characters and with a letter or digit (its page's slug is not empty).
pub fn check_entry(
    c: &mut Checker,
    kind: ListKind,
    name_field: &str,
    description_field: &str,
    name: &str,
    description: &str,
) {
    let msg = kind.messages();
    let name_given = c.check(!words::is_blank(name), name_field, msg.incomplete);
    let description_given = c.check(
        !words::is_blank(description),
        description_field,
        msg.incomplete,
    );
    if name_given {
        c.check(
            name.chars().count() <= NAME_MAX_CHARS,
            name_field,
            msg.name_too_long,
        );
        c.check(!slug(name).is_empty(), name_field, msg.name_without_letters);
    }
    if description_given {
        c.check(
            words::count(description) <= DESCRIPTION_MAX_WORDS,
            description_field,
            msg.description_too_long,
        );
    }
}

/// Checks a list as it is about to be stored, (name, description) in order: not empty, at most
/// the maximum, every entry valid ([`check_entry`], fields `corePrograms[i].program_name`, …)
/// and no two names with one slug (two entries cannot share a page).
pub fn check_list(kind: ListKind, entries: &[(&str, &str)]) -> Result<(), DomainError> {
    let msg = kind.messages();
    let mut c = Checker::new();
    if entries.is_empty() {
        c.fail(kind.field(), msg.empty);
        return c.finish();
    }
    c.check(entries.len() <= kind.max(), kind.field(), msg.too_many);
    let mut slugs: Vec<String> = Vec::with_capacity(entries.len());
    for (i, (name, description)) in entries.iter().enumerate() {
        let name_field = format!("{}[{i}].{}", kind.field(), kind.name_field());
        let description_field = format!("{}[{i}].{}", kind.field(), kind.description_field());
        check_entry(
            &mut c,
            kind,
            &name_field,
            &description_field,
            name,
            description,
        );
        let s = slug(name);
        if !s.is_empty() && slugs.contains(&s) {
            c.fail(&name_field, msg.names_clash);
        }
        slugs.push(s);
    }
    c.finish()
}

/// "You cannot enter more than N words!" (spec §5, for N = 70).
pub fn word_limit_message(limit: usize) -> String {
    format!("You cannot enter more than {limit} words!")
}

fn scope_phrase(scope: Scope) -> &'static str {
    match scope {
        Scope::Organization => "once for the organization",
        Scope::Program => "for each core program",
        Scope::Project => "for each new project",
    }
}

/// The texts of a `list` answer: a JSON array of strings (an empty answer is an empty list).
pub fn list_items(answer: &str) -> Option<Vec<String>> {
    if words::is_blank(answer) {
        return Some(Vec::new());
    }
    serde_json::from_str::<Vec<String>>(answer).ok()
}

/// Checks an answer to `question` given in `scope` with `category_id`: the question takes a
/// written answer there, the category is the question's, the text has at most 20,000 characters,
/// a `list` answer is a JSON array of strings, and the words (of every item of a list) stay
/// within the question's limit. An empty answer is accepted: a cleared text is saved as such.
pub fn check_answer(
    question: &Question,
    scope: Scope,
    category_id: u32,
    answer: &str,
) -> Result<(), DomainError> {
    check_answerable(question, scope)?;
    if category_id != question.category_id {
        return Err(DomainError::field("category_id", m::CATEGORY_MISMATCH));
    }
    if answer.chars().count() > ANSWER_MAX_CHARS {
        return Err(DomainError::field("answer", m::ANSWER_TOO_LONG));
    }
    let counted = match question.question_type {
        QuestionType::List => match list_items(answer) {
            Some(items) => items.iter().map(|i| words::count(i)).sum(),
            None => return Err(DomainError::field("answer", m::ANSWER_NOT_A_LIST)),
        },
        _ => words::count(answer),
    };
    if let Some(limit) = question.word_limit
        && counted > limit
    {
        return Err(DomainError::field("answer", word_limit_message(limit)));
    }
    Ok(())
}

/// Whether `question` has answers in `scope` (reads and writes of answers both ask): a page's
/// guidance has none, and a question answered per program has none for the organization.
pub fn check_answerable(question: &Question, scope: Scope) -> Result<(), DomainError> {
    if question.question_type == QuestionType::Page || question.scopes.is_empty() {
        return Err(DomainError::field(
            "question_id",
            m::QUESTION_TAKES_NO_ANSWER,
        ));
    }
    if !question.scopes.contains(&scope) {
        let answered: Vec<&str> = question.scopes.iter().map(|s| scope_phrase(*s)).collect();
        return Err(DomainError::field(
            "question_id",
            format!(
                "Question {} is answered {}, not {}.",
                question.key,
                answered.join(" and "),
                scope_phrase(scope)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::questions::{Catalogue, catalogue};

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
        let (message, f) =
            fields(check_answer(q, Scope::Organization, 3, &seventy_one).unwrap_err());
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
                check_answer(cat.by_key("t_page").unwrap(), Scope::Organization, 5, "x")
                    .unwrap_err()
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
}

//! What an answer to a question of the catalogue may be (spec file 2 §5): where it is given,
//! its category, its length, the form of a `list` answer and the question's word limit.

use crate::error::DomainError;
use crate::messages as m;
use crate::questions::{Question, QuestionType, Scope};
use crate::words;

/// An answer has at most this many characters (ours).
pub const ANSWER_MAX_CHARS: usize = 20_000;
/// One read asks for at most this many questions.
pub const MAX_QUESTION_IDS: usize = 50;

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

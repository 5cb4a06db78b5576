//! The rules of the planning modules' lists and answers (spec file 2 §5, §9; DECISIONS "Planning
//! modules"; docs/decisions.md "Questions, answers, core programs and new projects"): core
//! programs and new projects (names, descriptions, limits, one page each) in `lists.rs`, and what
//! an answer to a question of the catalogue may be in `answers.rs`. Every message is written in
//! `messages.rs`.

mod answers;
mod lists;

pub use answers::{
    ANSWER_MAX_CHARS, MAX_QUESTION_IDS, check_answer, check_answerable, list_items,
    word_limit_message,
};
pub use lists::{
    DESCRIPTION_MAX_WORDS, ListKind, ListMessages, MAX_PROGRAMS, MAX_PROJECTS, NAME_MAX_CHARS,
    check_entry, check_list, tidy,
};

#[cfg(test)]
mod tests;

//! Success stories (spec file 3 §5 "Success stories"): at most 3, each non-blank and at most 263
//! words, in the order the user gives them. Stored as text: HTML is kept as typed and is never
//! markup anywhere it is shown.

use crate::messages as m;
use crate::{DomainError, words};

/// At most this many stories.
pub const MAX_STORIES: usize = 3;
/// Words per story.
pub const STORY_WORD_LIMIT: usize = 263;
/// Characters per story: 263 words of ordinary prose are about 1,700; this only stops a story
/// of a few very long "words" from growing the item without bound.
pub const MAX_STORY_CHARS: usize = 5_000;

/// Checks a list of stories as it is about to be stored (the texts in order): at least one, at
/// most 3, none blank, none over 263 words or 5,000 characters. The first broken rule is the
/// message; `stories` is the field.
pub fn check_stories(texts: &[&str]) -> Result<(), DomainError> {
    if texts.is_empty() {
        return Err(DomainError::field("stories", m::STORIES_REQUIRED));
    }
    if texts.len() > MAX_STORIES {
        return Err(DomainError::field("stories", m::STORIES_MAX));
    }
    for t in texts {
        if words::is_blank(t) {
            return Err(DomainError::field("stories", m::STORY_REQUIRED));
        }
    }
    for t in texts {
        if words::count(t) > STORY_WORD_LIMIT {
            return Err(DomainError::field("stories", m::STORY_WORD_LIMIT));
        }
        if t.chars().count() > MAX_STORY_CHARS {
            return Err(DomainError::field("stories", m::STORY_TOO_LONG));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(r: Result<(), DomainError>) -> String {
        match r {
            Err(DomainError::Validation { message, .. }) => message,
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn one_to_three_stories_of_up_to_263_words_pass() {
        let story = vec!["word"; 263].join(" ");
        assert!(check_stories(&[&story]).is_ok());
        assert!(check_stories(&["a", "b", "c"]).is_ok());
        assert!(check_stories(&["<script>alert(1)</script> is kept as text"]).is_ok());
    }

    #[test]
    fn each_broken_rule_has_the_specs_message() {
        assert_eq!(message(check_stories(&[])), m::STORIES_REQUIRED);
        assert_eq!(
            message(check_stories(&["a", "b", "c", "d"])),
            m::STORIES_MAX
        );
        assert_eq!(message(check_stories(&["a", " \n\t"])), m::STORY_REQUIRED);
        let long = vec!["word"; 264].join(" ");
        assert_eq!(message(check_stories(&[&long])), m::STORY_WORD_LIMIT);
        let wide = "x".repeat(MAX_STORY_CHARS + 1);
        assert_eq!(message(check_stories(&[&wide])), m::STORY_TOO_LONG);
    }
}

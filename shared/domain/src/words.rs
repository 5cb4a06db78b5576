//! Word counts (spec file 2 §5: "words are whitespace-separated tokens"). The whitespace is the
//! set JavaScript's `\s` matches, so the SPA's `lib/words.ts` (`text.split(/\s+/)`) counts the
//! same; shared/vectors/words.json pins both.

/// JavaScript's `\s`: the ECMAScript WhiteSpace and LineTerminator code points.
pub fn is_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202F}'
                | '\u{205F}'
                | '\u{3000}'
                | '\u{FEFF}'
    )
}

/// The number of whitespace-separated words of `text` (0 for blank text).
pub fn count(text: &str) -> usize {
    text.split(is_space).filter(|w| !w.is_empty()).count()
}

/// Whether `text` is blank: empty or whitespace only (a required answer is not blank).
pub fn is_blank(text: &str) -> bool {
    text.chars().all(is_space)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_runs_of_anything_but_whitespace() {
        assert_eq!(count(""), 0);
        assert_eq!(count("  \n\t "), 0);
        assert_eq!(count("We teach adults to read."), 5);
        assert_eq!(count(" one\u{A0}two\u{3000}three\u{FEFF}four "), 4);
        assert_eq!(count("well-being, co-op; 3,000 readers"), 4);
    }

    #[test]
    fn the_next_line_character_is_not_whitespace_as_in_the_browser() {
        assert_eq!(count("a\u{85}b"), 1);
    }
}

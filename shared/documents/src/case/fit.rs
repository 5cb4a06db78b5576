//! Upper bounds on the height of the case document's prose, so `templates/case.typ` measures a
//! text only when it might not fit its space.
//!
//! The template sets each long text (the letter, the story, the programs summary, a project, a
//! success story) at the largest scale at which it fits the block it is given (`fitted`). Finding
//! that out takes a measurement: a whole extra layout of the text, about a fifth of a render with
//! nothing reused. Most texts fit at full size with room to spare, and for those this module
//! proves it without typst: it fills lines greedily, as typst's simple line breaking does, with
//! each word at least as wide as typst sets it and never more places to break, so it never
//! counts fewer lines than typst lays out. The template compares that bound with the room
//! and measures only when the bound does not fit (or cannot be given).
//!
//! Why the bound holds, step by step:
//! - **Widths.** A word's width is the sum of its characters' advances in the font's regular
//!   face, plus 2 % for the little positive kerning a font may have; kerning is otherwise
//!   negative and ligatures only narrow a word.
//! - **Breaks.** Only at the space character; typst may also break after hyphens, dashes and
//!   slashes, which can only save lines. Greedy filling with fewer places to break, or wider
//!   words, never ends a line later, so it never counts fewer lines.
//! - **Lines and paragraphs** are the template's: paragraphs at blank lines, each `\n` inside one
//!   a forced break. A line is the face's cap height tall (typst's `top-edge: cap-height`,
//!   `bottom-edge: baseline`); the template adds its own leading and paragraph spacing.
//! - **No bound** (the template measures, as before) for a text with a character the regular
//!   face lacks (a fallback font would set it, with its own widths and heights), a tab or a
//!   control character, or, at a given width, a word wider than the column (typst would break
//!   it where it must).

use serde_json::{Value, json};

use crate::pdf;

/// The widths the bound is given for, in em of the text's size: from `FIRST_EM` in steps of
/// `STEP_EM`. The template rounds its column's width down to a step, so the bound it reads is
/// for a column no wider than its own. Text columns of the case document are 14 to 30 em wide.
pub const FIRST_EM: f64 = 8.0;
pub const STEP_EM: f64 = 0.5;
pub const STEPS: usize = 81;

/// Kerning may widen a pair a little; every word is counted this much wider.
const KERNING_MARGIN: f64 = 1.02;

/// The bound for `text` in `family`'s regular face, as the template reads it:
/// `{first, step, cap, paragraphs, lines}`, `lines[k]` the most lines the text can take in a
/// column `first + k × step` em wide (`null` where a word is wider than that). `None` when no
/// bound can be given.
pub fn prose_bound(family: &str, text: &str) -> Option<Value> {
    let font = pdf::regular_face(family)?;
    let paragraphs = paragraphs(text);
    if paragraphs.is_empty() {
        return None;
    }
    // Each forced line: its words' widths, each with the width of the spaces before it.
    let mut lines: Vec<Vec<(f64, f64)>> = Vec::new();
    for paragraph in &paragraphs {
        for line in paragraph.split('\n') {
            lines.push(words(&font, line)?);
        }
    }
    let counts: Vec<Option<u32>> = (0..STEPS)
        .map(|k| {
            let width = FIRST_EM + k as f64 * STEP_EM;
            lines.iter().map(|words| greedy(words, width)).sum()
        })
        .collect();
    Some(json!({
        "first": FIRST_EM,
        "step": STEP_EM,
        "cap": font.metrics().cap_height.get(),
        "paragraphs": paragraphs.len(),
        "lines": counts,
    }))
}

/// The paragraphs as `templates/case.typ` splits them (`paragraphs`): at a line holding only
/// spaces and tabs between two line breaks, each trimmed, the empty ones left out.
fn paragraphs(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut at = 0;
    let bytes = text.as_bytes();
    while let Some(offset) = text[at..].find('\n') {
        let nl = at + offset;
        // A blank line: `\n`, then only spaces and tabs, then `\n`.
        let mut end = nl + 1;
        while end < bytes.len() && (bytes[end] == b' ' || bytes[end] == b'\t') {
            end += 1;
        }
        if end < bytes.len() && bytes[end] == b'\n' {
            out.push(&text[start..nl]);
            start = end + 1;
            at = end + 1;
        } else {
            at = nl + 1;
        }
    }
    out.push(&text[start..]);
    out.into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// A forced line's words: (the width of the spaces before it, its width), in em. `None` for a
/// character the face lacks, a tab or a control character.
fn words(font: &typst::text::FontInstance, line: &str) -> Option<Vec<(f64, f64)>> {
    let advance = |c: char| -> Option<f64> {
        if c.is_control() {
            return None;
        }
        let glyph = font.ttf().glyph_index(c)?;
        font.x_advance(glyph.0).map(|em| em.get())
    };
    let mut out = Vec::new();
    let (mut spaces, mut word, mut in_word) = (0.0, 0.0, false);
    for c in line.chars() {
        if c == ' ' {
            if in_word {
                out.push((spaces, word * KERNING_MARGIN));
                (spaces, word, in_word) = (0.0, 0.0, false);
            }
            spaces += advance(' ')?;
        } else {
            word += advance(c)?;
            in_word = true;
        }
    }
    if in_word {
        out.push((spaces, word * KERNING_MARGIN));
    }
    Some(out)
}

/// The lines greedy filling takes for `words` in a column `width` em wide (at least one: an
/// empty forced line is a line); `None` when a word alone is wider than the column.
fn greedy(words: &[(f64, f64)], width: f64) -> Option<u32> {
    let (mut lines, mut x) = (1u32, 0.0f64);
    for (i, &(spaces, word)) in words.iter().enumerate() {
        if word > width {
            return None;
        }
        if i == 0 {
            x = word;
        } else if x + spaces + word <= width {
            x += spaces + word;
        } else {
            lines += 1;
            x = word;
        }
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_split_at_blank_lines_as_the_template_splits_them() {
        assert_eq!(
            paragraphs("One.\nStill one.\n \t\nTwo.\n\n\n\nThree.\n"),
            ["One.\nStill one.", "Two.", "Three."]
        );
        assert_eq!(paragraphs("  \n\n "), Vec::<&str>::new());
    }

    #[test]
    fn greedy_filling_breaks_before_the_word_that_does_not_fit() {
        let words = [(0.0, 3.0), (0.25, 3.0), (0.25, 3.0), (0.5, 2.0)];
        assert_eq!(greedy(&words, 6.25), Some(2));
        assert_eq!(greedy(&words, 6.24), Some(3));
        assert_eq!(greedy(&words, 100.0), Some(1));
        assert_eq!(greedy(&words, 2.9), None);
        assert_eq!(greedy(&[], 10.0), Some(1));
    }

    #[test]
    fn the_line_counts_fall_as_the_column_widens_and_count_every_paragraph() {
        let doc = crate::sample::case_full();
        let letter = &doc.content.texts["director_letter"].text;
        let b = prose_bound("Montserrat", letter).expect("a bound");
        let all = b["lines"].as_array().unwrap();
        assert_eq!(all.len(), STEPS);
        // From 14 em (the narrowest text column) every word fits a line.
        let from = ((14.0 - FIRST_EM) / STEP_EM) as usize;
        let lines: Vec<u64> = all[from..]
            .iter()
            .map(|l| l.as_u64().expect("no word is wider than 14 em"))
            .collect();
        assert!(lines.windows(2).all(|w| w[0] >= w[1]), "{lines:?}");
        let paragraphs = b["paragraphs"].as_u64().unwrap();
        assert!(paragraphs >= 3 && lines[lines.len() - 1] >= paragraphs);
        let cap = b["cap"].as_f64().unwrap();
        assert!((0.6..0.8).contains(&cap), "Montserrat's cap height: {cap}");
    }

    #[test]
    fn a_text_the_regular_face_cannot_set_alone_gets_no_bound() {
        assert!(prose_bound("Montserrat", "Plain words, and more of them.").is_some());
        assert!(prose_bound("Montserrat", "A tab\there.").is_none());
        assert!(prose_bound("Montserrat", "Emoji 🎉 here.").is_none());
        assert!(prose_bound("Montserrat", "漢字").is_none());
        assert!(prose_bound("Montserrat", " \n\n ").is_none());
        assert!(prose_bound("No Such Family", "Plain words.").is_none());
    }
}

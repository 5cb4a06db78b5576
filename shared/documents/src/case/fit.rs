//! Upper and lower bounds on the size of the case document's texts, so `templates/case.typ`
//! measures a text only when the bounds cannot tell whether it fits its space.
//!
//! The template sets each long text (the letter, the story, the programs summary, a project, a
//! success story, the vision and mission, the invitation to join and the ways to give) at the
//! largest scale at which it fits the block it is given (`fitted`), and keeps a page title's
//! last words together when they fit a line (`title-text`). Finding that out takes a
//! measurement: a whole extra layout of the text, and typst lays out again every page that
//! measured (a measurement asks where its paragraphs and headings will be). This module counts
//! without typst the most and the fewest lines a text can take, and the widest and narrowest a
//! title's words can be; the template compares them with the room and measures only where they
//! disagree (or cannot be given).
//!
//! Why the bound holds, step by step:
//! - **Faces.** Each text is counted in the face typst picks for it (regular, bold or italic:
//!   [`Faces`]), by the same font selection.
//! - **Widths.** Each forced line is shaped at once as typst shapes it (rustybuzz with typst's
//!   plan: the face's default features, English, left to right). A piece (a run of letters and
//!   digits, or one other character) counts its glyphs' advances; where harfbuzz says the line
//!   cannot be cut after it without shaping again, its last glyph's kerning with the next piece
//!   is added (for the upper bound) or taken off (for the lower), as typst reshapes a line's
//!   edge; and 0.2 % more (less) besides.
//! - **Breaks.** Typst breaks where Unicode's line breaking (UAX #14) allows. The upper bound
//!   breaks only after spaces, and not before a closing bracket, `!`, `?`, `/` or a comma, stop,
//!   colon or semicolon (UAX #14 breaks before none of them, even after spaces); typst may also
//!   break after hyphens, dashes and slashes, which can only save lines. The lower bound may
//!   break beside every character that is not a letter or a digit, except where UAX #14 never
//!   breaks: before those marks, a hyphen, an en dash or a quotation mark or apostrophe (unless
//!   after a space), and after an opening bracket or a straight quotation mark. That is a
//!   superset of typst's places to break: typst breaks a run of letters and digits only where it
//!   hyphenates, and the case document does not hyphenate. A line holding a web address (typst
//!   breaks those its own way) gets no lower bound. Both fill lines first-fit, as typst's simple
//!   line breaking does, with spaces hanging at a line's end: with fewer places to break and
//!   wider pieces a line never ends later, with more places and narrower pieces never sooner, so
//!   typst's count lies between the two.
//! - **Lines and paragraphs** are the template's: paragraphs at blank lines, each `\n` inside one
//!   a forced break. A line is the face's cap height tall (typst's `top-edge: cap-height`,
//!   `bottom-edge: baseline`); the template adds its own leading and paragraph spacing.
//! - **No bound** (the template measures, as before) for a text with a character the face lacks
//!   (a fallback font would set it, with its own widths and heights), a tab or a control
//!   character, or, at a given width, a word wider than the column (typst would break it where
//!   it must).
//!
//! With both bounds the template decides most texts without measuring: one that fits at a
//! scale by its upper bound is taken, one whose lower bound is taller than the room is passed
//! over.
//!
//! A test renders the document with every bound checked against typst's own measurement
//! (`bounds_check: "verify"`), in the widest fonts and with every text at its limit; another
//! shows the sample document is set without a single measurement (`"strict"`).

use serde_json::{Value, json};
use typst::text::{FontInstance, FontStretch, FontStyle, FontVariant, FontWeight};

use crate::pdf;

/// The widths the bound is given for, in em of the text's size: from `FIRST_EM` in steps of
/// `STEP_EM`. The template rounds its column's width down to a step for the most lines, so that
/// bound is for a column no wider than its own, and up for the fewest. Text columns of the case
/// document are 14 to 48 em wide (at every scale tried); a quarter em is about 1 % of a column,
/// fine enough that the two bounds of the sample's texts meet.
pub const FIRST_EM: f64 = 8.0;
pub const STEP_EM: f64 = 0.25;
pub const STEPS: usize = 161;

/// What a piece's counted width may differ from typst's besides (rounding, a reshaped edge).
const MARGIN: f64 = 0.002;

/// The faces of a family the case document sets text in, as typst picks them (`None` where
/// typst would set a variable font: no bound is given in it).
pub struct Faces {
    pub regular: Option<Face>,
    pub bold: Option<Face>,
    pub italic: Option<Face>,
}

/// Which face a text is set in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Style {
    Regular,
    Bold,
    Italic,
}

impl Style {
    /// The face's key in `data.bounds` (the template's `face:`).
    fn key(self) -> &'static str {
        match self {
            Style::Regular => "regular",
            Style::Bold => "bold",
            Style::Italic => "italic",
        }
    }
}

impl Faces {
    pub fn of(family: &str) -> Faces {
        let variant = |style, weight| FontVariant {
            style,
            weight,
            stretch: FontStretch::NORMAL,
        };
        Faces {
            regular: pdf::face(family, variant(FontStyle::Normal, FontWeight::REGULAR))
                .map(Face::new),
            bold: pdf::face(family, variant(FontStyle::Normal, FontWeight::BOLD)).map(Face::new),
            italic: pdf::face(family, variant(FontStyle::Italic, FontWeight::REGULAR))
                .map(Face::new),
        }
    }

    fn get(&self, style: Style) -> Option<&Face> {
        match style {
            Style::Regular => self.regular.as_ref(),
            Style::Bold => self.bold.as_ref(),
            Style::Italic => self.italic.as_ref(),
        }
    }

    /// The bounds of `texts` as the template reads them (`data.bounds`):
    /// `{regular: {text: bound}, bold: …, italic: …}`, a text without a bound left out. Shaping
    /// the texts is most of the time a render spends before typst starts: it is shared between
    /// two threads, the longest texts first.
    pub fn bounds(&self, texts: impl IntoIterator<Item = (Style, String)>) -> Value {
        let mut jobs: Vec<(Style, String)> = texts.into_iter().collect();
        jobs.sort();
        jobs.dedup();
        jobs.sort_by_key(|(_, t)| std::cmp::Reverse(t.len()));
        // Dealt in turn, so each thread gets as many long texts as the other.
        let (one, two): (Vec<_>, Vec<_>) = jobs.iter().enumerate().partition(|(i, _)| i % 2 == 0);
        let work = |part: Vec<(usize, &(Style, String))>| -> Vec<(Style, String, Value)> {
            part.into_iter()
                .filter_map(|(_, (style, text))| {
                    prose_bound(self.get(*style), text).map(|b| (*style, text.clone(), b))
                })
                .collect()
        };
        let (a, b) = std::thread::scope(|scope| {
            let other = scope.spawn(|| work(two));
            let mine = work(one);
            (
                mine,
                other.join().expect("the bounds thread does not panic"),
            )
        });
        let mut out = json!({"regular": {}, "bold": {}, "italic": {}});
        for (style, text, bound) in a.into_iter().chain(b) {
            out[style.key()][text] = bound;
        }
        out
    }
}

/// A face and its shaping plan for Latin text (typst too keeps it).
pub struct Face {
    font: FontInstance,
    latin: rustybuzz::ShapePlan,
}

impl Face {
    fn new(font: FontInstance) -> Face {
        let latin = rustybuzz::ShapePlan::new(
            font.rusty(),
            rustybuzz::Direction::LeftToRight,
            Some(rustybuzz::script::LATIN),
            Some(&EN),
            &[],
        );
        Face { font, latin }
    }
}

/// The bound for `text` set in `font`, as the template reads it:
/// `{first, step, cap, paragraphs, lines, least}`: `lines[k]` the most lines the text can take
/// in a column `first + k × step` em wide, `least[k]` the fewest (each `null` where a word is
/// wider than that). `None` when no bound can be given.
pub fn prose_bound(font: Option<&Face>, text: &str) -> Option<Value> {
    let font = font?;
    let paragraphs = paragraphs(text);
    if paragraphs.is_empty() {
        return None;
    }
    // Each forced line, prepared for breaking by each bound (none for the fewest lines of a
    // line holding a web address).
    let mut lines: Vec<(Breaking, Option<Breaking>)> = Vec::new();
    for paragraph in &paragraphs {
        for line in paragraph.split('\n') {
            let pieces = pieces(font, line)?;
            let link = line.contains("://") || line.contains("www.");
            lines.push((
                Breaking::new(&pieces, Bound::Most),
                (!link).then(|| Breaking::new(&pieces, Bound::Least)),
            ));
        }
    }
    // Each forced line's counts at every width (few of them counted: `fill`), summed.
    let count = |bound: Bound| -> Vec<Option<u32>> {
        let mut total = vec![Some(0u32); STEPS];
        for (most, least) in &lines {
            let breaking = match bound {
                Bound::Most => most,
                Bound::Least => match least {
                    Some(least) => least,
                    None => return vec![None; STEPS],
                },
            };
            let at = |k: usize| breaking.lines(FIRST_EM + k as f64 * STEP_EM);
            let mut counts = vec![None; STEPS];
            counts[0] = at(0);
            counts[STEPS - 1] = at(STEPS - 1);
            fill(&mut counts, 0, STEPS - 1, &at);
            for (t, c) in total.iter_mut().zip(counts) {
                *t = t.zip(c).map(|(t, c)| t + c);
            }
        }
        total
    };
    Some(json!({
        "first": FIRST_EM,
        "step": STEP_EM,
        "cap": font.font.metrics().cap_height.get(),
        "paragraphs": paragraphs.len(),
        "lines": count(Bound::Most),
        "least": count(Bound::Least),
    }))
}

/// Fills `counts` strictly between `lo` and `hi` (both known) with `at`'s counts. The count
/// never rises as the column widens (`None`, a word wider than the column, only below every
/// count), so where the two ends agree everything between does: most widths are never counted.
fn fill(counts: &mut [Option<u32>], lo: usize, hi: usize, at: &dyn Fn(usize) -> Option<u32>) {
    if hi - lo < 2 {
        return;
    }
    if counts[lo] == counts[hi] {
        let same = counts[lo];
        counts[lo + 1..hi].fill(same);
        return;
    }
    let mid = (lo + hi) / 2;
    counts[mid] = at(mid);
    fill(counts, lo, mid, at);
    fill(counts, mid, hi, at);
}

/// A title's words as `title-text` splits them (at spaces), each at least and at most as wide
/// as `font` sets it, and the widest and narrowest space, in em:
/// `{space, words, space_least, words_least}`. `None` for a title with a character the face
/// lacks, a tab, a line break or a control character.
pub fn title_widths(font: Option<&Face>, title: &str) -> Option<Value> {
    let font = font?;
    if title.trim().is_empty() {
        return None;
    }
    let widths = |bound: Bound| -> Option<(Vec<f64>, f64)> {
        let (mut words, mut spaces, mut word, mut in_word) = (Vec::new(), Vec::new(), 0.0, false);
        for piece in pieces(font, &format!("{title} "))? {
            if piece.space {
                spaces.push(piece.width(bound));
                if in_word {
                    words.push(word);
                    (word, in_word) = (0.0, false);
                }
            } else {
                word += piece.width(bound);
                in_word = true;
            }
        }
        let space = match bound {
            Bound::Most => spaces.iter().copied().fold(0.0, f64::max),
            Bound::Least => spaces.iter().copied().fold(f64::INFINITY, f64::min),
        };
        Some((words, space))
    };
    let (words, space) = widths(Bound::Most)?;
    let (words_least, space_least) = widths(Bound::Least)?;
    Some(
        json!({"space": space, "words": words, "space_least": space_least, "words_least": words_least}),
    )
}

/// A piece of a line: a run of letters and digits, or one other character (`space`: the space
/// character), at most and at least as wide as typst sets it, in em; `glue_before`: a mark
/// UAX #14 never breaks before (but after a space), `glue_after`: one it never breaks after.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Piece {
    most: f64,
    least: f64,
    space: bool,
    glue_before: bool,
    glue_after: bool,
}

impl Piece {
    /// Its width as `bound` counts it: the widest or the narrowest.
    fn width(&self, bound: Bound) -> f64 {
        match bound {
            Bound::Most => self.most,
            Bound::Least => self.least,
        }
    }
}

/// Closing brackets, `!`, `?`, `/` and `, . : ;`: UAX #14 breaks before none of them, even
/// after spaces (LB13, and LB15c-d but before a digit, which the upper bound need not use).
const NEVER_BEFORE: &[char] = &[')', ']', '}', '!', '?', '/', ',', '.', ':', ';'];
/// Hyphens, en dashes and quotation marks and apostrophes: never broken before but after a
/// space (LB19, LB21).
const NOT_BEFORE: &[char] = &[
    '-', '\u{2010}', '\u{2013}', '\'', '"', '\u{2019}', '\u{201D}',
];
/// Opening brackets and straight quotation marks: never broken after (LB14, LB19).
const NOT_AFTER: &[char] = &['(', '[', '{', '\'', '"'];

/// Which bound a count is.
#[derive(Clone, Copy)]
enum Bound {
    Most,
    Least,
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

/// A forced line's pieces, shaped in `font`. `None` for a character the face lacks, a tab or a
/// control character.
fn pieces(font: &Face, line: &str) -> Option<Vec<Piece>> {
    if line.chars().any(char::is_control) {
        return None;
    }
    // The advances of the line shaped at once, by the byte at which each glyph's cluster starts;
    // for the last glyph of each cluster, how far kerning with what follows moved the next one
    // (its advance less its own), where harfbuzz says the line cannot be cut there without
    // shaping again (`unsafe_to_break`).
    let glyphs = shaped(font, line)?;
    let mut in_line = vec![0.0; line.len() + 1];
    let mut unsafe_at = vec![false; line.len() + 1];
    let mut kerned = vec![0.0; line.len() + 1];
    let mut starts = vec![false; line.len() + 1];
    for (i, glyph) in glyphs.iter().enumerate() {
        starts[glyph.cluster] = true;
        in_line[glyph.cluster] += glyph.advance;
        unsafe_at[glyph.cluster] |= glyph.unsafe_to_break;
        if glyphs
            .get(i + 1)
            .is_none_or(|next| next.cluster != glyph.cluster)
        {
            kerned[glyph.cluster] = glyph.advance - glyph.own;
        }
    }
    let mut out = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let mut end = at + c.len_utf8();
        if c.is_alphanumeric() {
            while let Some(&(next, d)) = chars.peek() {
                if !d.is_alphanumeric() {
                    break;
                }
                end = next + d.len_utf8();
                chars.next();
            }
        }
        let together: f64 = in_line[at..end].iter().sum();
        // Where the line is cut after the piece (typst shapes a line's edge again), the kerning
        // of its last glyph with the next piece's first is lost: the piece may be that much
        // wider or narrower.
        let last = (at..end).rev().find(|&b| starts[b]);
        let edge = match last {
            Some(last) if unsafe_at[end] => kerned[last].abs(),
            _ => 0.0,
        };
        out.push(Piece {
            most: (together + edge) * (1.0 + MARGIN),
            least: (together - edge) * (1.0 - MARGIN),
            space: c == ' ',
            glue_before: NEVER_BEFORE.contains(&c) || NOT_BEFORE.contains(&c),
            glue_after: NOT_AFTER.contains(&c),
        });
    }
    Some(out)
}

/// A glyph as shaped: where its cluster starts (a byte offset), its advance and its own (the
/// face's, before kerning) in em, and whether the text may not be cut before it without shaping
/// again.
struct Glyph {
    cluster: usize,
    advance: f64,
    own: f64,
    unsafe_to_break: bool,
}

/// `text` shaped as typst shapes it. `None` when the face lacks a character (typst would set it
/// in a fallback font).
fn shaped(face: &Face, text: &str) -> Option<Vec<Glyph>> {
    let font = face.font.rusty();
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.set_language(EN.clone());
    buffer.set_direction(rustybuzz::Direction::LeftToRight);
    buffer.guess_segment_properties();
    buffer.set_flags(rustybuzz::BufferFlags::REMOVE_DEFAULT_IGNORABLES);
    let glyphs = if buffer.script() == rustybuzz::script::LATIN {
        rustybuzz::shape_with_plan(font, &face.latin, buffer)
    } else {
        rustybuzz::shape(font, &[], buffer)
    };
    let units = font.units_per_em() as f64;
    glyphs
        .glyph_infos()
        .iter()
        .zip(glyphs.glyph_positions())
        .map(|(info, pos)| {
            let id = rustybuzz::ttf_parser::GlyphId(info.glyph_id as u16);
            (info.glyph_id != 0).then(|| Glyph {
                cluster: info.cluster as usize,
                advance: pos.x_advance as f64 / units,
                own: font.glyph_hor_advance(id).unwrap_or(0) as f64 / units,
                unsafe_to_break: info.unsafe_to_break(),
            })
        })
        .collect()
}

static EN: std::sync::LazyLock<rustybuzz::Language> =
    std::sync::LazyLock::new(|| "en".parse().expect("a language tag"));

/// A forced line prepared for typst's first-fit breaking by one bound: the places it may break
/// (the most: only after spaces; the fewest: beside every piece UAX #14 may break at, see the
/// module's notes), each with the width of the line up to it (its trailing spaces hanging), and
/// the running width of its pieces (wide ones for the most, narrow ones for the fewest).
struct Breaking {
    ends: Vec<usize>,
    hanging: Vec<f64>,
    running: Vec<f64>,
}

impl Breaking {
    fn new(pieces: &[Piece], bound: Bound) -> Breaking {
        let n = pieces.len();
        let mut running = Vec::with_capacity(n + 1);
        running.push(0.0);
        for p in pieces {
            running.push(running.last().copied().unwrap_or(0.0) + p.width(bound));
        }
        let (mut ends, mut hanging) = (Vec::new(), Vec::new());
        for end in 1..=n {
            let may = end == n || {
                let (before, after) = (&pieces[end - 1], &pieces[end]);
                match bound {
                    Bound::Most => before.space && !after.space && !after.glue_before,
                    Bound::Least => (before.space || !after.glue_before) && !before.glue_after,
                }
            };
            if may {
                let mut set = end;
                while set > 0 && pieces[set - 1].space {
                    set -= 1;
                }
                ends.push(end);
                hanging.push(running[set]);
            }
        }
        Breaking {
            ends,
            hanging,
            running,
        }
    }

    /// The lines first-fit breaking takes in a column `width` em wide: each line ends at the
    /// last place to break where it still fits, as typst's simple line breaking ends it. At least
    /// one: an empty forced line is a line. `None` when a line that cannot break is wider than
    /// the column.
    fn lines(&self, width: f64) -> Option<u32> {
        let (mut lines, mut start, mut next) = (1u32, 0usize, 0usize);
        while next < self.ends.len() {
            let from = self.running[start];
            // The line's width grows with the place it ends at: the last that fits, found by
            // galloping (a line holds a few places to break).
            let fits = |i: usize| (self.hanging[i] - from).max(0.0) <= width;
            if !fits(next) {
                return None;
            }
            let (mut lo, mut step) = (next, 1);
            while lo + step < self.ends.len() && fits(lo + step) {
                lo += step;
                step *= 2;
            }
            let hi = (lo + step).min(self.ends.len());
            let last =
                lo + self.hanging[lo + 1..hi].partition_point(|&h| (h - from).max(0.0) <= width);
            if last == self.ends.len() - 1 {
                break;
            }
            lines += 1;
            start = self.ends[last];
            next = last + 1;
        }
        Some(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regular(family: &str) -> Option<&'static Face> {
        // Leaked: a test's handful of faces, so the helper can hand out a plain reference.
        Faces::of(family).regular.map(|f| &*Box::leak(Box::new(f)))
    }

    #[test]
    fn paragraphs_split_at_blank_lines_as_the_template_splits_them() {
        assert_eq!(
            paragraphs("One.\nStill one.\n \t\nTwo.\n\n\n\nThree.\n"),
            ["One.\nStill one.", "Two.", "Three."]
        );
        assert_eq!(paragraphs("  \n\n "), Vec::<&str>::new());
    }

    fn first_fit(pieces: &[Piece], width: f64, bound: Bound) -> Option<u32> {
        Breaking::new(pieces, bound).lines(width)
    }

    fn piece(w: f64, space: bool) -> Piece {
        Piece {
            most: w,
            least: w * 0.9,
            space,
            glue_before: false,
            glue_after: false,
        }
    }

    #[test]
    fn first_fit_breaks_before_the_piece_that_does_not_fit_with_spaces_hanging() {
        let (a, sp, dash) = (piece(3.0, false), piece(0.25, true), piece(0.5, false));
        // "aaa aaa aaa": three lines below 6.25 em, two from 6.25, one from 9.5.
        let words = [a, sp, a, sp, a];
        assert_eq!(first_fit(&words, 6.24, Bound::Most), Some(3));
        assert_eq!(first_fit(&words, 6.25, Bound::Most), Some(2));
        assert_eq!(first_fit(&words, 9.5, Bound::Most), Some(1));
        assert_eq!(
            first_fit(&words, 2.9, Bound::Most),
            None,
            "a word wider than the column"
        );
        // A space at a line's end hangs: "aaa " fits 3 em.
        assert_eq!(first_fit(&[a, sp, sp, a], 3.0, Bound::Most), Some(2));
        // "aaa aaa-aaa": the upper bound breaks only after spaces; the lower one may break
        // after the dash too, with narrower pieces (2.7 em, the dash 0.45).
        let hyphenated = [a, sp, a, dash, a];
        assert_eq!(first_fit(&hyphenated, 6.4, Bound::Most), None);
        assert_eq!(first_fit(&hyphenated, 6.5, Bound::Most), Some(2));
        assert_eq!(first_fit(&hyphenated, 3.2, Bound::Least), Some(3));
        assert_eq!(first_fit(&hyphenated, 5.85, Bound::Least), Some(2));
        assert_eq!(first_fit(&[], 10.0, Bound::Most), Some(1));
        assert_eq!(first_fit(&[], 10.0, Bound::Least), Some(1));
    }

    #[test]
    fn shaping_counts_kerning_and_each_piece_at_its_widest_and_narrowest() {
        let font = regular("Montserrat").unwrap();
        let p = pieces(font, "AVAV To, well-known").unwrap();
        let kinds: Vec<bool> = p.iter().map(|p| p.space).collect();
        // AVAV, space, To, comma, space, well, hyphen, known.
        assert_eq!(
            kinds,
            [false, true, false, false, true, false, false, false]
        );
        for piece in &p {
            assert!(piece.least < piece.most, "{piece:?}");
        }
        // Kerned, "AVAV" is narrower than its letters' advances.
        let advances: f64 = "AVAV"
            .chars()
            .map(|c| {
                let g = font.font.ttf().glyph_index(c).unwrap();
                font.font.x_advance(g.0).unwrap().get()
            })
            .sum();
        assert!(p[0].most < advances, "{} < {advances}", p[0].most);
    }

    #[test]
    fn the_line_counts_fall_as_the_column_widens_and_count_every_paragraph() {
        let doc = crate::sample::case_full();
        let letter = &doc.content.texts["director_letter"].text;
        let b = prose_bound(regular("Montserrat"), letter).expect("a bound");
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
    fn the_counts_filled_between_agreeing_widths_are_the_counts_at_every_width() {
        let doc = crate::sample::case_at_limits();
        let face = regular("Montserrat").unwrap();
        for t in doc.content.texts.values() {
            let Some(b) = prose_bound(Some(face), &t.text) else {
                continue;
            };
            let pieces: Vec<Vec<Piece>> = paragraphs(&t.text)
                .iter()
                .flat_map(|p| p.split('\n'))
                .map(|line| pieces(face, line).unwrap())
                .collect();
            for (key, bound) in [("lines", Bound::Most), ("least", Bound::Least)] {
                for k in 0..STEPS {
                    let width = FIRST_EM + k as f64 * STEP_EM;
                    let direct: Option<u32> =
                        pieces.iter().map(|p| first_fit(p, width, bound)).sum();
                    assert_eq!(
                        b[key][k].as_u64(),
                        direct.map(u64::from),
                        "{} {key} {k}",
                        t.key
                    );
                }
            }
        }
    }

    #[test]
    fn a_text_the_regular_face_cannot_set_alone_gets_no_bound() {
        assert!(prose_bound(regular("Montserrat"), "Plain words, and more of them.").is_some());
        assert!(prose_bound(regular("Montserrat"), "A tab\there.").is_none());
        assert!(prose_bound(regular("Montserrat"), "Emoji 🎉 here.").is_none());
        assert!(prose_bound(regular("Montserrat"), "漢字").is_none());
        assert!(prose_bound(regular("Montserrat"), " \n\n ").is_none());
        assert!(prose_bound(regular("No Such Family"), "Plain words.").is_none());
    }

    #[test]
    fn each_face_is_the_one_typst_picks_and_anton_sets_bold_in_its_only_face() {
        let m = Faces::of("Montserrat");
        let width = |f: &Option<Face>| {
            title_widths(f.as_ref(), "Wide").unwrap()["words"][0]
                .as_f64()
                .unwrap()
        };
        // Montserrat's bold is wider than its regular; its italic is a face of its own.
        assert!(width(&m.bold) > width(&m.regular) * 1.03);
        assert!(m.italic.is_some());
        let a = Faces::of("Anton");
        assert_eq!(width(&a.bold), width(&a.regular));
    }

    #[test]
    fn a_titles_words_are_split_at_spaces_and_measured_with_the_margin() {
        let bold = Faces::of("Montserrat").bold;
        let t = title_widths(bold.as_ref(), "Our  Three-Year Goal").expect("widths");
        let words = t["words"].as_array().unwrap();
        assert_eq!(words.len(), 3, "{t}");
        let one = title_widths(bold.as_ref(), "Three-Year").unwrap()["words"][0].clone();
        assert_eq!(words[1], one);
        let space = t["space"].as_f64().unwrap();
        assert!((0.15..0.4).contains(&space), "{space}");
        // A word's width is the sum of its pieces' (shaped once, with the margin).
        let o = title_widths(bold.as_ref(), "o").unwrap()["words"][0]
            .as_f64()
            .unwrap();
        let oo = title_widths(bold.as_ref(), "oo").unwrap()["words"][0]
            .as_f64()
            .unwrap();
        assert!((oo - 2.0 * o).abs() < 1e-9 && o > 0.5);
        assert!(title_widths(bold.as_ref(), "Tab\there").is_none());
        assert!(title_widths(bold.as_ref(), "Line\nbreak").is_none());
        assert!(title_widths(bold.as_ref(), "漢字").is_none());
        assert!(title_widths(bold.as_ref(), "  ").is_none());
        let least = t["words_least"].as_array().unwrap();
        assert!(
            least
                .iter()
                .zip(words)
                .all(|(l, m)| l.as_f64() < m.as_f64())
        );
        assert!(t["space_least"].as_f64().unwrap() < space);
    }
}

//! Colours: Word prints on white paper whatever the page colour, so a colour too light to read
//! on white (the text of a dark theme) becomes the spec's default.

use crate::docx::word_color;
use fundplan_domain::organization::letterhead::DEFAULT_BACKGROUND;
#[cfg(test)]
use fundplan_domain::organization::letterhead::{DEFAULT_BODY, DEFAULT_HEADINGS};

/// The relative luminance (WCAG) of `#rrggbb`.
fn luminance(hex: &str) -> f64 {
    let [r, g, b] = crate::srgb::linear(hex);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// `value` for text on white when it contrasts enough (WCAG 3:1 for headings, 4.5:1 for body
/// text), else the default; without the `#`.
pub(super) fn on_white(value: &str, default: &'static str, min_contrast: f64) -> String {
    let c = word_color(value, default);
    if 1.05 / (luminance(&c) + 0.05) >= min_contrast {
        c
    } else {
        default.trim_start_matches('#').to_owned()
    }
}

/// A light fill for table headers and swatch-free cells: the background when it is light, else
/// a tint of the headings colour.
pub(super) fn light_fill(background: &str) -> String {
    let bg = word_color(background, DEFAULT_BACKGROUND);
    if luminance(&bg) > 0.6 {
        bg
    } else {
        "f2f2f2".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_too_light_for_white_paper_fall_back_to_the_defaults() {
        assert_eq!(on_white("#8c2104", DEFAULT_HEADINGS, 3.0), "8c2104");
        assert_eq!(on_white("#fca311", DEFAULT_HEADINGS, 3.0), "8c2104");
        assert_eq!(on_white("#e5e5e5", DEFAULT_BODY, 4.5), "301d17");
        assert_eq!(light_fill("#f4ede2"), "f4ede2");
        assert_eq!(light_fill("#14213d"), "f2f2f2");
    }
}

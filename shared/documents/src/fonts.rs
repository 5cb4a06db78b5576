//! The document fonts (`fonts/fonts.toml`): the case document's font select (the spec's fixed
//! list and the four organization fonts) and the open family that renders each name. Every
//! document resolves the organization's stored font through [`resolve`].

use crate::assets::FONT_CHOICES;
#[cfg(feature = "pdf")]
use crate::assets::FONT_FILES;
pub use crate::assets::FontChoice;
use fundplan_domain::organization::letterhead;

/// The font a Word file names for Chinese, Japanese and Korean text (`w:eastAsia`; Word sets
/// those characters in this slot, never in the Latin font). As for the select's names, the Word
/// file names the face its readers have (Windows' sans-serif CJK font, like Arial for Liberation
/// Sans) and Word substitutes where it is missing; the PDF renders the open counterpart, Noto
/// Sans CJK SC (`fallback.toml`). Arabic, Hebrew and Devanagari go in the complex-script slot
/// (`w:cs`), which names the organization's font as before: Word falls back per character there.
pub const WORD_EAST_ASIA: &str = "Microsoft YaHei";

/// Every name of the select, in the table's order.
pub fn choices() -> &'static [FontChoice] {
    &FONT_CHOICES
}

/// The choice for a stored font name (`Arial`, `times new roman`, `open-sans`), named by the
/// letterhead's rule (`fundplan_domain::organization::letterhead::font`); the default
/// (Montserrat) for anything else.
pub fn resolve(stored: &str) -> &'static FontChoice {
    let name = letterhead::font(stored);
    FONT_CHOICES
        .iter()
        .find(|c| c.name == name)
        .expect("fonts.toml lists every name of the select (tested)")
}

/// Every embedded font file, once: (file name, bytes). Only typst reads them (a Word or Excel
/// file names its font and embeds none).
#[cfg(feature = "pdf")]
pub(crate) fn files() -> &'static [(&'static str, &'static [u8])] {
    &FONT_FILES
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_select_lists_the_specs_fixed_fonts_and_the_four_organization_fonts() {
        let names: Vec<&str> = choices().iter().map(|c| c.name).collect();
        let expected = fundplan_domain::organization::DOCUMENT_FONTS
            .into_iter()
            .chain(fundplan_domain::organization::FONTS.map(|(_, name)| name));
        for name in expected {
            assert!(names.contains(&name), "{name} in {names:?}");
        }
        assert_eq!(names.len(), 15);
    }

    #[test]
    fn stored_names_resolve_whatever_their_case_or_spelling_and_unknown_ones_to_montserrat() {
        assert_eq!(resolve("Arial").family, "Liberation Sans");
        assert_eq!(resolve("times new roman").family, "Liberation Serif");
        assert_eq!(resolve("open-sans").name, "Open Sans");
        assert_eq!(resolve(" Courier New ").family, "Liberation Mono");
        assert_eq!(resolve("Impact").family, "Anton");
        assert_eq!(resolve("Comic Sans").name, "Montserrat");
        assert_eq!(resolve("").name, "Montserrat");
    }

    #[test]
    #[cfg(feature = "pdf")]
    fn every_choice_has_a_regular_face_and_its_files_are_truetype() {
        for c in choices() {
            assert!(
                c.files
                    .iter()
                    .any(|&i| files()[i].0.contains("_400Regular.")),
                "{} has a regular face",
                c.name
            );
            for &i in c.files {
                let (name, bytes) = files()[i];
                assert!(name.ends_with(".ttf"), "{name}");
                assert_eq!(&bytes[..4], &[0, 1, 0, 0], "{name} is TrueType");
            }
        }
    }
}

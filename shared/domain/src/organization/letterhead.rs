//! The organization as its documents print it: the one view of the stored organization that
//! every document, the case document's page and the policy templates read. It is derived once
//! from what the organization saved (`OrganizationRecord::letterhead` in `fundplan-data`), with
//! the rules below, so no reader trims, defaults or maps a font again.

use serde::{Deserialize, Serialize};

use super::{DOCUMENT_FONTS, FONTS, Paper};

/// The spec's default document colours (file 3 §9): the background, the headings and the body
/// text of a document whose organization saved none.
pub const DEFAULT_BACKGROUND: &str = "#f4ede2";
pub const DEFAULT_HEADINGS: &str = "#8c2104";
pub const DEFAULT_BODY: &str = "#301d17";
/// The spec's default document font.
pub const DEFAULT_FONT: &str = "Montserrat";

/// The organization's details, colours and font as documents show them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letterhead {
    /// Trimmed, as saved ("" when not saved yet: each document says what it prints instead).
    pub name: String,
    pub director_name: String,
    pub address: String,
    /// In the national format of its country, "(207) 555-0148" (`phone::display`).
    pub phone: String,
    pub website: String,
    /// `#rrggbb`, lower case; the default when the organization saved no colour.
    pub background_color: String,
    pub headings_color: String,
    pub body_color: String,
    /// A name of the font select (`Open Sans`, `Georgia`): the organization's font, else
    /// Montserrat.
    pub font_family: String,
    /// The plan year the organization saved ("" when none: documents print the current year).
    pub year: String,
    /// The paper every document is printed on: the organization's choice, else its country's.
    pub paper: Paper,
}

impl Default for Letterhead {
    /// The letterhead of an organization that saved nothing: blank details, the default colours
    /// and font.
    fn default() -> Self {
        Letterhead {
            name: String::new(),
            director_name: String::new(),
            address: String::new(),
            phone: String::new(),
            website: String::new(),
            background_color: DEFAULT_BACKGROUND.to_owned(),
            headings_color: DEFAULT_HEADINGS.to_owned(),
            body_color: DEFAULT_BODY.to_owned(),
            font_family: DEFAULT_FONT.to_owned(),
            year: String::new(),
            paper: Paper::default(),
        }
    }
}

/// What an organization saved, as the letterhead is derived from it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Saved<'a> {
    pub name: &'a str,
    pub director_name: &'a str,
    pub address: &'a str,
    pub phone: &'a str,
    pub website: &'a str,
    pub background_color: &'a str,
    pub headings_color: &'a str,
    pub body_color: &'a str,
    pub font_family: &'a str,
    pub year: &'a str,
    /// "letter", "a4", or "" to follow the country of `phone`.
    pub paper_size: &'a str,
}

impl Letterhead {
    /// The letterhead of what an organization saved.
    pub fn of(saved: Saved<'_>) -> Letterhead {
        let text = |s: &str| s.trim().to_owned();
        Letterhead {
            name: text(saved.name),
            director_name: text(saved.director_name),
            address: text(saved.address),
            phone: crate::phone::display(saved.phone),
            website: text(saved.website),
            background_color: colour(saved.background_color, DEFAULT_BACKGROUND),
            headings_color: colour(saved.headings_color, DEFAULT_HEADINGS),
            body_color: colour(saved.body_color, DEFAULT_BODY),
            font_family: font(saved.font_family).to_owned(),
            year: text(saved.year),
            paper: Paper::resolve(saved.paper_size, saved.phone),
        }
    }

    /// The year a document prints: the saved one, else `current`.
    pub fn year_or(&self, current: i32) -> String {
        if self.year.is_empty() {
            current.to_string()
        } else {
            self.year.clone()
        }
    }
}

/// A saved colour as `#rrggbb` in lower case (with or without its `#`), or `default` when what
/// is saved is no colour.
pub fn colour(saved: &str, default: &str) -> String {
    let v = saved.trim();
    let hex = v.strip_prefix('#').unwrap_or(v);
    if hex.len() == 6 && hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        format!("#{}", hex.to_ascii_lowercase())
    } else {
        default.to_owned()
    }
}

/// A name compared without case, spaces, hyphens or underscores: the organization form saves
/// `open-sans` for the select's `Open Sans`.
fn key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The select's name of a saved font: an organization font's id (`open-sans`) or a select name
/// in any case or spelling (`times new roman`); anything else is Montserrat.
pub fn font(saved: &str) -> &'static str {
    let wanted = key(saved);
    FONTS
        .iter()
        .flat_map(|(id, name)| [(*id, *name), (*name, *name)])
        .chain(DOCUMENT_FONTS.iter().map(|name| (*name, *name)))
        .find(|(spelling, _)| key(spelling) == wanted)
        .map_or(DEFAULT_FONT, |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_six_hex_digits_in_lower_case_else_the_default() {
        assert_eq!(colour("#2D67F6", DEFAULT_BACKGROUND), "#2d67f6");
        assert_eq!(colour(" 8C2104 ", "#000000"), "#8c2104");
        assert_eq!(colour("", DEFAULT_BACKGROUND), "#f4ede2");
        assert_eq!(colour("red", DEFAULT_HEADINGS), "#8c2104");
        assert_eq!(colour("#12345", DEFAULT_BODY), "#301d17");
        assert_eq!(colour("#1234567", DEFAULT_BODY), "#301d17");
        // What a document's template reads as a colour is never more than a colour.
        assert_eq!(colour("red\"); #eval(\"1", "#000000"), "#000000");
    }

    #[test]
    fn fonts_are_select_names_whatever_was_saved_and_unknown_ones_are_montserrat() {
        assert_eq!(font("open-sans"), "Open Sans");
        assert_eq!(font("Open Sans"), "Open Sans");
        assert_eq!(font("times new roman"), "Times New Roman");
        assert_eq!(font(" Courier New "), "Courier New");
        assert_eq!(font("Georgia"), "Georgia");
        assert_eq!(font("Comic Sans"), "Montserrat");
        assert_eq!(font(""), "Montserrat");
    }

    #[test]
    fn a_letterhead_trims_the_details_and_applies_the_defaults() {
        let l = Letterhead::of(Saved {
            name: "  Riverbend Literacy Alliance ",
            director_name: "Dana Whitfield",
            phone: "+15035550142",
            headings_color: "#1F4E79",
            font_family: "lato",
            year: " 2027 ",
            ..Saved::default()
        });
        assert_eq!(l.name, "Riverbend Literacy Alliance");
        assert_eq!(l.phone, "(503) 555-0142", "the national format");
        assert_eq!(l.address, "");
        assert_eq!(l.background_color, DEFAULT_BACKGROUND);
        assert_eq!(l.headings_color, "#1f4e79");
        assert_eq!(l.body_color, DEFAULT_BODY);
        assert_eq!(l.font_family, "Lato");
        assert_eq!(l.year, "2027");
        assert_eq!(l.year_or(2031), "2027");
        assert_eq!(Letterhead::of(Saved::default()), Letterhead::default());
        assert_eq!(Letterhead::default().year_or(2031), "2031");
    }
}

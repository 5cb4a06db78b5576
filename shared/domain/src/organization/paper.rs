//! The paper every document is printed on (issue 17 §4): US Letter in the countries that use it,
//! A4 elsewhere, unless the organization chose one in its settings. The country is the one of the
//! organization's phone number (stored in E.164, so its country is known), and the product's
//! default country (the United States, the phone inputs' default) when it gave none.

use serde::{Deserialize, Serialize};

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// US Letter, 8.5 × 11 in.
    #[default]
    Letter,
    /// A4, 210 × 297 mm.
    A4,
}

/// The countries (ISO 3166 alpha-2) where Letter is the usual paper: the United States and its
/// territories, Canada, Mexico, the Philippines, and the Central and South American countries
/// that kept the US size.
pub const LETTER_COUNTRIES: [&str; 20] = [
    "US", "PR", "GU", "VI", "AS", "MP", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "SV", "HN",
    "NI", "PA", "DO", "BZ",
];

impl Paper {
    /// The saved value: "letter" or "a4".
    pub fn key(self) -> &'static str {
        match self {
            Paper::Letter => "letter",
            Paper::A4 => "a4",
        }
    }

    /// What the settings select shows.
    pub fn label(self) -> &'static str {
        match self {
            Paper::Letter => "US Letter (8.5 × 11 in)",
            Paper::A4 => "A4 (210 × 297 mm)",
        }
    }

    /// A saved value ("letter", "a4"; any case, trimmed); `None` for anything else.
    pub fn parse(saved: &str) -> Option<Paper> {
        match saved.trim().to_ascii_lowercase().as_str() {
            "letter" => Some(Paper::Letter),
            "a4" => Some(Paper::A4),
            _ => None,
        }
    }

    /// The paper of a country (ISO 3166 alpha-2, any case).
    pub fn of_country(country: &str) -> Paper {
        let c = country.trim().to_ascii_uppercase();
        if LETTER_COUNTRIES.contains(&c.as_str()) {
            Paper::Letter
        } else {
            Paper::A4
        }
    }

    /// The paper an organization prints on: the one it chose, else its phone's country's, else
    /// Letter (the product's default country).
    pub fn resolve(chosen: &str, stored_phone: &str) -> Paper {
        Paper::parse(chosen).unwrap_or_else(|| {
            crate::phone::country(stored_phone).map_or(Paper::Letter, |c| Paper::of_country(&c))
        })
    }

    /// typst's name of the paper.
    pub fn typst(self) -> &'static str {
        match self {
            Paper::Letter => "us-letter",
            Paper::A4 => "a4",
        }
    }

    /// Width and height in twentieths of a point (Word's page size).
    pub fn twips(self) -> (u32, u32) {
        match self {
            Paper::Letter => (12_240, 15_840),
            Paper::A4 => (11_906, 16_838),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_organization_prints_on_its_countrys_paper_unless_it_chose_one() {
        // US, Canadian and Mexican numbers: Letter; British, French and Kenyan: A4.
        for (phone, paper) in [
            ("+12075550148", Paper::Letter),
            ("+14165550199", Paper::Letter),
            ("+525555555555", Paper::Letter),
            ("+442079460018", Paper::A4),
            ("+33142685300", Paper::A4),
            ("+254712345678", Paper::A4),
        ] {
            assert_eq!(Paper::resolve("", phone), paper, "{phone}");
        }
        // No phone, or one that is no stored number: the product's default country.
        assert_eq!(Paper::resolve("", ""), Paper::Letter);
        assert_eq!(Paper::resolve("", "(555) 014-2290"), Paper::Letter);
        // A choice wins over the country.
        assert_eq!(Paper::resolve("a4", "+12075550148"), Paper::A4);
        assert_eq!(Paper::resolve(" Letter ", "+442079460018"), Paper::Letter);
        assert_eq!(Paper::resolve("tabloid", "+442079460018"), Paper::A4);
    }

    #[test]
    fn each_paper_has_its_key_label_and_sizes() {
        for p in [Paper::Letter, Paper::A4] {
            assert_eq!(Paper::parse(p.key()), Some(p));
        }
        assert_eq!(Paper::parse(""), None);
        assert_eq!(Paper::A4.twips(), (11_906, 16_838));
        // 8.5 × 11 in at 1,440 twips an inch.
        assert_eq!(Paper::Letter.twips(), (8 * 1440 + 720, 11 * 1440));
        assert_eq!(Paper::of_country("ca"), Paper::Letter);
        assert_eq!(Paper::of_country("DE"), Paper::A4);
    }
}

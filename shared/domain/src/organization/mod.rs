//! The organization profile (spec §3, §5).

use crate::error::{Checker, DomainError};
use crate::messages as m;
use crate::phone::{self, PhoneProblem};
use regex::Regex;
use std::sync::LazyLock;

pub mod letterhead;
pub mod paper;
pub use letterhead::Letterhead;
pub use paper::Paper;

pub const DEFAULT_PRIMARY: &str = "#2D67F6";
pub const DEFAULT_SECONDARY: &str = "#0A9250";
pub const DEFAULT_BODY: &str = "#FFFFFF";
pub const DEFAULT_FONT: &str = "open-sans";
pub const FONTS: [(&str, &str); 4] = [
    ("roboto", "Roboto"),
    ("open-sans", "Open Sans"),
    ("lato", "Lato"),
    ("montserrat", "Montserrat"),
];
/// The case document's font select (spec file 3 §7, "Case document"): the fixed list, shown with
/// the four organization fonts of [`FONTS`]. Each is drawn with an open substitute the project
/// ships (`shared/documents/fonts/fonts.toml`).
pub const DOCUMENT_FONTS: [&str; 11] = [
    "Arial",
    "Calibri",
    "Cambria",
    "Courier New",
    "Georgia",
    "Impact",
    "Sans Serif",
    "Segoe UI",
    "Tahoma",
    "Times New Roman",
    "Verdana",
];
pub const TEXT_MAX_CHARS: usize = 200;

/// Whether `font` may be saved as the organization's `font_family`: an organization font by its
/// key (`open-sans`) or a document font by its name (`Georgia`).
pub fn is_font(font: &str) -> bool {
    FONTS.iter().any(|(id, _)| *id == font) || DOCUMENT_FONTS.contains(&font)
}

/// Optional http/https, optional www, a domain with a TLD of 2 to 5 letters, optional port and
/// path (spec §5).
static WEBSITE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(https?://)?(www\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,5}(:\d{1,5})?(/\S*)?$")
        .expect("website pattern")
});
static COLOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^#[0-9A-Fa-f]{6}$").expect("colour pattern"));
static YEAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\d{4}$").expect("year pattern"));

pub fn is_website(s: &str) -> bool {
    WEBSITE.is_match(s.trim())
}

pub fn is_color(s: &str) -> bool {
    COLOR.is_match(s.trim())
}

/// What a form sends; absent fields are `None` (the settings form sends fewer fields).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OrganizationInput {
    pub name: Option<String>,
    pub address: Option<String>,
    pub phone: Option<String>,
    pub phone_country: Option<String>,
    pub website: Option<String>,
    pub background_color: Option<String>,
    pub headings_color: Option<String>,
    pub body_color: Option<String>,
    pub font_family: Option<String>,
    pub director_name: Option<String>,
    pub year: Option<String>,
    /// Settings form only: "letter", "a4", or "" to follow the country of the phone.
    pub paper_size: Option<String>,
}

/// Which form is being saved: onboarding requires colours, font and logo; settings requires the
/// director's name and the year; the case document's style (colours and font, spec file 3 §7)
/// sends only what changed of the four and requires none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrganizationForm {
    Onboarding,
    Settings,
    Style,
}

impl OrganizationForm {
    /// The multipart field that names the form (`POST /organizations`); absent, the form is
    /// the onboarding one (the spec's payload).
    pub const FIELD: &'static str = "form";

    /// The form a `form` field names: `onboarding`, `settings` or `style`.
    pub fn parse(name: &str) -> Option<OrganizationForm> {
        match name {
            "onboarding" => Some(OrganizationForm::Onboarding),
            "settings" => Some(OrganizationForm::Settings),
            "style" => Some(OrganizationForm::Style),
            _ => None,
        }
    }

    /// Who may save it: the case document's style every member who edits the document, the
    /// organization's details only the owner.
    pub fn owner_only(self) -> bool {
        self != OrganizationForm::Style
    }

    /// The style fields, all the style form may send.
    pub const STYLE_FIELDS: [&str; 4] = [
        "background_color",
        "headings_color",
        "body_color",
        "font_family",
    ];
}

/// The checked values to store (only fields that were sent).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OrganizationUpdate {
    pub name: Option<String>,
    pub address: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    pub background_color: Option<String>,
    pub headings_color: Option<String>,
    pub body_color: Option<String>,
    pub font_family: Option<String>,
    pub director_name: Option<String>,
    pub year: Option<String>,
    /// "letter", "a4", or "" (the country's paper); `None` leaves it as saved.
    pub paper_size: Option<String>,
}

fn required(c: &mut Checker, value: &Option<String>, field: &str, message: &str) -> Option<String> {
    let v = value.as_deref().map(str::trim).unwrap_or("");
    if v.is_empty() {
        c.fail(field, message);
        None
    } else if v.chars().count() > TEXT_MAX_CHARS {
        c.fail(field, "This field is too long.");
        None
    } else {
        Some(v.to_string())
    }
}

fn color(
    c: &mut Checker,
    value: &Option<String>,
    field: &str,
    missing: &str,
    required_now: bool,
) -> Option<String> {
    match value.as_deref().map(str::trim) {
        None | Some("") if required_now => {
            c.fail(field, missing);
            None
        }
        None | Some("") => None,
        Some(v) if is_color(v) => Some(v.to_ascii_uppercase()),
        Some(_) => {
            c.fail(field, m::COLOR_FORMAT);
            None
        }
    }
}

fn font(c: &mut Checker, value: &Option<String>, required_now: bool) -> Option<String> {
    match value.as_deref().map(str::trim) {
        None | Some("") if required_now => {
            c.fail("font_family", m::FONT_REQUIRED);
            None
        }
        None | Some("") => None,
        Some(f) if is_font(f) => Some(f.to_string()),
        Some(_) => {
            c.fail("font_family", m::FONT_REQUIRED);
            None
        }
    }
}

/// Checks the organization form. `has_logo` says whether a logo is stored or uploaded with it.
pub fn check_organization(
    input: &OrganizationInput,
    form: OrganizationForm,
    has_logo: bool,
) -> Result<OrganizationUpdate, DomainError> {
    let mut c = Checker::new();
    if form == OrganizationForm::Style {
        let out = OrganizationUpdate {
            background_color: color(
                &mut c,
                &input.background_color,
                "background_color",
                "",
                false,
            ),
            headings_color: color(&mut c, &input.headings_color, "headings_color", "", false),
            body_color: color(&mut c, &input.body_color, "body_color", "", false),
            font_family: font(&mut c, &input.font_family, false),
            ..Default::default()
        };
        c.finish()?;
        return Ok(out);
    }
    let onboarding = form == OrganizationForm::Onboarding;
    let mut out = OrganizationUpdate {
        name: required(&mut c, &input.name, "name", m::ORG_NAME_REQUIRED),
        address: required(&mut c, &input.address, "address", m::ORG_ADDRESS_REQUIRED),
        ..Default::default()
    };
    out.phone = match phone::normalize(
        input.phone.as_deref().unwrap_or(""),
        input.phone_country.as_deref(),
    ) {
        Ok(p) => Some(p),
        Err(PhoneProblem::Missing) => {
            c.fail("phone", m::PHONE_REQUIRED);
            None
        }
        Err(_) => {
            c.fail("phone", m::PHONE_INVALID_FOR_COUNTRY);
            None
        }
    };
    out.website = match input.website.as_deref().map(str::trim) {
        None | Some("") => {
            c.fail("website", m::WEBSITE_REQUIRED);
            None
        }
        Some(w) if is_website(w) => Some(w.to_string()),
        Some(_) => {
            c.fail("website", m::WEBSITE_INVALID);
            None
        }
    };
    out.background_color = color(
        &mut c,
        &input.background_color,
        "background_color",
        m::PRIMARY_REQUIRED,
        onboarding,
    );
    out.headings_color = color(
        &mut c,
        &input.headings_color,
        "headings_color",
        m::SECONDARY_REQUIRED,
        onboarding,
    );
    out.body_color = color(
        &mut c,
        &input.body_color,
        "body_color",
        m::COLOR_FORMAT,
        false,
    );
    out.font_family = font(&mut c, &input.font_family, onboarding);
    if onboarding {
        c.check(has_logo, "logo", m::LOGO_REQUIRED);
    } else {
        out.director_name = required(
            &mut c,
            &input.director_name,
            "director_name",
            m::DIRECTOR_REQUIRED,
        );
        out.year = match input.year.as_deref().map(str::trim) {
            None | Some("") => {
                c.fail("year", m::YEAR_REQUIRED);
                None
            }
            Some(y) if YEAR.is_match(y) => Some(y.to_string()),
            Some(_) => {
                c.fail("year", m::YEAR_FORMAT);
                None
            }
        };
        out.paper_size = match input.paper_size.as_deref().map(str::trim) {
            None => None,
            Some("") => Some(String::new()),
            Some(p) => match Paper::parse(p) {
                Some(paper) => Some(paper.key().to_string()),
                None => {
                    c.fail("paper_size", m::PAPER_SIZE);
                    None
                }
            },
        };
    }
    c.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid() -> OrganizationInput {
        OrganizationInput {
            name: Some("Acme Trust".into()),
            address: Some("1 Main St, Springfield".into()),
            phone: Some("(202) 456-1111".into()),
            phone_country: Some("us".into()),
            website: Some("https://www.acme-trust.org/about".into()),
            background_color: Some("#2d67f6".into()),
            headings_color: Some("#0A9250".into()),
            body_color: Some("#FFFFFF".into()),
            font_family: Some("open-sans".into()),
            director_name: None,
            year: None,
            paper_size: None,
        }
    }

    #[test]
    fn the_style_form_checks_only_the_colours_and_font_it_sends() {
        let input = OrganizationInput {
            headings_color: Some("#1a2b3c".into()),
            font_family: Some("Georgia".into()),
            ..Default::default()
        };
        let u = check_organization(&input, OrganizationForm::Style, false).unwrap();
        assert_eq!(u.headings_color.as_deref(), Some("#1A2B3C"));
        assert_eq!(u.font_family.as_deref(), Some("Georgia"));
        assert_eq!((u.name, u.background_color), (None, None));
        let bad = OrganizationInput {
            body_color: Some("red".into()),
            font_family: Some("Comic Sans".into()),
            ..Default::default()
        };
        let e = check_organization(&bad, OrganizationForm::Style, false).unwrap_err();
        let text = format!("{e:?}");
        assert!(
            text.contains(m::COLOR_FORMAT) && text.contains(m::FONT_REQUIRED),
            "{text}"
        );
    }

    #[test]
    fn a_complete_onboarding_form_is_accepted_and_normalised() {
        let u = check_organization(&valid(), OrganizationForm::Onboarding, true).unwrap();
        assert_eq!(u.phone.as_deref(), Some("+12024561111"));
        assert_eq!(u.background_color.as_deref(), Some("#2D67F6"));
    }

    #[test]
    fn each_missing_field_gets_its_spec_message() {
        let e = check_organization(
            &OrganizationInput::default(),
            OrganizationForm::Onboarding,
            false,
        )
        .unwrap_err();
        let DomainError::Validation { fields, .. } = e else {
            panic!()
        };
        let first = |f: &str| fields[f][0].clone();
        assert_eq!(first("name"), m::ORG_NAME_REQUIRED);
        assert_eq!(first("address"), m::ORG_ADDRESS_REQUIRED);
        assert_eq!(first("phone"), m::PHONE_REQUIRED);
        assert_eq!(first("website"), m::WEBSITE_REQUIRED);
        assert_eq!(first("background_color"), m::PRIMARY_REQUIRED);
        assert_eq!(first("headings_color"), m::SECONDARY_REQUIRED);
        assert_eq!(first("font_family"), m::FONT_REQUIRED);
        assert_eq!(first("logo"), m::LOGO_REQUIRED);
    }

    #[test]
    fn websites_follow_the_spec_shape() {
        for ok in [
            "acme.org",
            "www.acme.org",
            "http://acme.org",
            "https://sub.acme.co.uk:8080/x/y?z=1",
            "acme-trust.io",
        ] {
            assert!(is_website(ok), "{ok}");
        }
        for bad in [
            "acme",
            "ftp://acme.org",
            "acme.toolongtld",
            "http://",
            "acme .org",
            "-acme.org",
        ] {
            assert!(!is_website(bad), "{bad}");
        }
    }

    #[test]
    fn colours_accept_only_six_hex_digits() {
        let mut i = valid();
        i.background_color = Some("#FFF".into());
        let e = check_organization(&i, OrganizationForm::Onboarding, true).unwrap_err();
        assert_eq!(e.to_string(), m::COLOR_FORMAT);
    }

    #[test]
    fn settings_require_the_director_and_a_four_digit_year() {
        let mut i = valid();
        let e = check_organization(&i, OrganizationForm::Settings, false).unwrap_err();
        assert_eq!(e.to_string(), m::DIRECTOR_REQUIRED);
        i.director_name = Some("Ada Lovelace".into());
        i.year = Some("19a5".into());
        assert_eq!(
            check_organization(&i, OrganizationForm::Settings, false)
                .unwrap_err()
                .to_string(),
            m::YEAR_FORMAT
        );
        i.year = Some("1985".into());
        assert!(check_organization(&i, OrganizationForm::Settings, false).is_ok());
    }

    #[test]
    fn settings_take_letter_a4_or_the_countrys_paper_and_nothing_else() {
        let mut i = valid();
        i.director_name = Some("Ada Lovelace".into());
        i.year = Some("1985".into());
        let paper = |i: &OrganizationInput| {
            check_organization(i, OrganizationForm::Settings, false).map(|u| u.paper_size)
        };
        assert_eq!(paper(&i).unwrap(), None, "not sent: left as saved");
        i.paper_size = Some(" A4 ".into());
        assert_eq!(paper(&i).unwrap().as_deref(), Some("a4"));
        i.paper_size = Some("".into());
        assert_eq!(
            paper(&i).unwrap().as_deref(),
            Some(""),
            "the country's paper"
        );
        i.paper_size = Some("tabloid".into());
        assert_eq!(paper(&i).unwrap_err().to_string(), m::PAPER_SIZE);
        // The onboarding form has no paper: it follows the country until settings choose one.
        assert_eq!(
            check_organization(&i, OrganizationForm::Onboarding, true)
                .unwrap()
                .paper_size,
            None
        );
    }

    #[test]
    fn a_number_invalid_for_the_country_is_refused() {
        let mut i = valid();
        i.phone = Some("020 7946 0018".into());
        let e = check_organization(&i, OrganizationForm::Onboarding, true).unwrap_err();
        assert_eq!(e.to_string(), m::PHONE_INVALID_FOR_COUNTRY);
        i.phone_country = Some("GB".into());
        assert!(check_organization(&i, OrganizationForm::Onboarding, true).is_ok());
    }
}

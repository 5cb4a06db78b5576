//! Phone numbers, checked with libphonenumber's metadata (the `phonenumber` crate) and stored in
//! E.164 form (digits with a leading `+`).

use phonenumber::Mode;
use phonenumber::country;

/// Default country of the phone inputs (spec §2).
pub const DEFAULT_COUNTRY: &str = "US";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneProblem {
    Missing,
    /// Not 7 to 15 digits with an optional leading `+`.
    Format,
    /// Well formed, but not a valid number for its country.
    InvalidForCountry,
}

/// Parses `raw` (international `+…`, or national for `country`, an ISO 3166 alpha-2 code) and
/// returns the E.164 form.
pub fn normalize(raw: &str, country_code: Option<&str>) -> Result<String, PhoneProblem> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(PhoneProblem::Missing);
    }
    let digits: String = trimmed.chars().filter(|c| c.is_ascii_digit()).collect();
    let shape_ok = trimmed
        .chars()
        .enumerate()
        .all(|(i, c)| c.is_ascii_digit() || " -().".contains(c) || (c == '+' && i == 0))
        && (7..=15).contains(&digits.len());
    if !shape_ok {
        return Err(PhoneProblem::Format);
    }
    let region = country_code
        .unwrap_or(DEFAULT_COUNTRY)
        .trim()
        .to_ascii_uppercase()
        .parse::<country::Id>()
        .map_err(|_| PhoneProblem::InvalidForCountry)?;
    let number =
        phonenumber::parse(Some(region), trimmed).map_err(|_| PhoneProblem::InvalidForCountry)?;
    if !phonenumber::is_valid(&number) {
        return Err(PhoneProblem::InvalidForCountry);
    }
    Ok(number.format().mode(Mode::E164).to_string())
}

/// A stored number as documents print it: the national format of the number's own country
/// ("(207) 555-0148" for "+12075550148", "020 7946 0018" for a London number), which is the
/// organization's country for the number it gave. Anything that is not a valid stored number is
/// printed as stored, trimmed.
pub fn display(stored: &str) -> String {
    let trimmed = stored.trim();
    match phonenumber::parse(None, trimmed) {
        Ok(number) if trimmed.starts_with('+') && phonenumber::is_valid(&number) => {
            number.format().mode(Mode::National).to_string()
        }
        _ => trimmed.to_owned(),
    }
}

/// The country (ISO 3166 alpha-2, upper case) of a stored number; `None` when it is no valid
/// stored number.
pub fn country(stored: &str) -> Option<String> {
    let trimmed = stored.trim();
    if !trimmed.starts_with('+') {
        return None;
    }
    let number = phonenumber::parse(None, trimmed).ok()?;
    if !phonenumber::is_valid(&number) {
        return None;
    }
    number.country().id().map(|id| id.as_ref().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_number_prints_in_its_countrys_national_format() {
        assert_eq!(display("+12075550148"), "(207) 555-0148");
        assert_eq!(display(" +442079460018 "), "020 7946 0018");
        // Not a stored number: printed as it is.
        assert_eq!(display("(555) 014-2290"), "(555) 014-2290");
        assert_eq!(display("+1 555"), "+1 555");
        assert_eq!(display(""), "");
    }

    #[test]
    fn a_us_number_is_normalised_to_e164() {
        assert_eq!(normalize("(202) 456-1111", None).unwrap(), "+12024561111");
        assert_eq!(
            normalize("+1 202 456 1111", Some("gb")).unwrap(),
            "+12024561111"
        );
    }

    #[test]
    fn a_uk_number_is_valid_for_gb_only() {
        assert_eq!(
            normalize("020 7946 0018", Some("GB")).unwrap(),
            "+442079460018"
        );
        assert_eq!(
            normalize("020 7946 0018", Some("US")),
            Err(PhoneProblem::InvalidForCountry)
        );
    }

    #[test]
    fn shapes_outside_7_to_15_digits_are_refused() {
        assert_eq!(normalize("12345", None), Err(PhoneProblem::Format));
        assert_eq!(
            normalize("1234567890123456", None),
            Err(PhoneProblem::Format)
        );
        assert_eq!(normalize("12a4567890", None), Err(PhoneProblem::Format));
        assert_eq!(normalize("", None), Err(PhoneProblem::Missing));
    }

    #[test]
    fn a_well_formed_but_impossible_number_is_invalid_for_its_country() {
        assert_eq!(
            normalize("(555) 555-5555", Some("US")),
            Err(PhoneProblem::InvalidForCountry)
        );
    }
}

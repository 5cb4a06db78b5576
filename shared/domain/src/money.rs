//! Money is whole US cents (integers, never floats), shown as USD with `$`, thousands
//! separators and no decimals (docs/decisions.md).
//!
//! Amounts arrive as US dollars: a JSON number, or a decimal string with at most 2 decimals. Both
//! are read from their text, digit by digit, never through a float (DECISIONS "Money and goals";
//! the accepted forms are in docs/decisions.md "Amounts"). The SPA's `lib/money.ts` applies the
//! same rule; shared/vectors/money.json pins both.

use crate::messages;
use regex::Regex;
use std::sync::LazyLock;

/// The largest amount of one item: $10,000,000,000, in cents.
pub const MAX_AMOUNT_CENTS: i64 = 1_000_000_000_000;

/// Why a value is not an amount. Checked in this order: empty, not a number, negative, too many
/// decimals, too large.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    /// Nothing but whitespace.
    Empty,
    /// Not a number in any accepted form (also `null`, `true`, an object …).
    NotANumber,
    /// Below zero (`-0` and `-0.00` are zero, and accepted).
    Negative,
    /// A fraction of a cent: more than 2 decimals once trailing zeros are dropped.
    TooManyDecimals,
    /// Over [`MAX_AMOUNT_CENTS`].
    TooLarge,
}

impl AmountError {
    /// The code the shared vectors and the SPA use: `empty`, `not_a_number`, `negative`,
    /// `too_many_decimals`, `too_large`.
    pub fn code(self) -> &'static str {
        match self {
            AmountError::Empty => "empty",
            AmountError::NotANumber => "not_a_number",
            AmountError::Negative => "negative",
            AmountError::TooManyDecimals => "too_many_decimals",
            AmountError::TooLarge => "too_large",
        }
    }

    /// The message a user sees (shared/domain/src/messages.rs).
    pub fn message(self) -> &'static str {
        match self {
            AmountError::Empty => messages::AMOUNT_EMPTY,
            AmountError::NotANumber => messages::AMOUNT_NOT_A_NUMBER,
            AmountError::Negative => messages::AMOUNT_NEGATIVE,
            AmountError::TooManyDecimals => messages::AMOUNT_TOO_MANY_DECIMALS,
            AmountError::TooLarge => messages::AMOUNT_TOO_LARGE,
        }
    }
}

impl std::fmt::Display for AmountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for AmountError {}

/// What a person types: surrounding whitespace, an optional `-`, an optional `$`, digits with or
/// without thousands separators (`1,200` but not `1,20`), an optional `.` with decimals (`.50`).
static TYPED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(-)?\$?((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)?)(?:\.([0-9]+))?$").expect("regex")
});

/// The text of a JSON number (RFC 8259), as `serde_json::Number` or JavaScript's `String(n)`
/// writes it: `1000`, `1000.0`, `0.1`, `1e21`, `1e+21`, `1.5e-7`.
static NUMBER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(-)?([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$").expect("regex")
});

/// A typed amount in dollars (see [`TYPED`]) → exact cents: `" $1,200.50 "` → 120050.
pub fn parse_amount(text: &str) -> Result<i64, AmountError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AmountError::Empty);
    }
    let c = TYPED.captures(text).ok_or(AmountError::NotANumber)?;
    let int = c.get(2).map_or("", |m| m.as_str()).replace(',', "");
    let frac = c.get(3).map_or("", |m| m.as_str());
    if int.is_empty() && frac.is_empty() {
        return Err(AmountError::NotANumber);
    }
    cents(c.get(1).is_some(), &int, frac, 0)
}

/// The text of a JSON number in dollars → exact cents: `1e3` → 100000, `0.1` → 10.
pub fn parse_number_text(text: &str) -> Result<i64, AmountError> {
    let c = NUMBER.captures(text).ok_or(AmountError::NotANumber)?;
    let exponent = c.get(4).map_or(0, |m| exponent(m.as_str()));
    cents(
        c.get(1).is_some(),
        &c[2],
        c.get(3).map_or("", |m| m.as_str()),
        exponent,
    )
}

/// An amount as the API receives it: a JSON number (read from its text) or a string as a person
/// types it. Anything else (`null`, booleans, arrays, objects) is not a number; a caller that
/// counts a missing amount as 0 decides that before calling.
pub fn parse_amount_json(value: &serde_json::Value) -> Result<i64, AmountError> {
    match value {
        serde_json::Value::Number(n) => parse_number_text(&n.to_string()),
        serde_json::Value::String(s) => parse_amount(s),
        _ => Err(AmountError::NotANumber),
    }
}

/// An exponent's value, kept within ±10,000 (anything beyond is out of range either way).
fn exponent(text: &str) -> i64 {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = digits
        .bytes()
        .fold(0i64, |acc, d| (acc * 10 + i64::from(d - b'0')).min(10_000));
    if negative { -magnitude } else { magnitude }
}

/// `int.frac × 10^exponent` dollars, digits only, as cents.
fn cents(negative: bool, int: &str, frac: &str, exponent: i64) -> Result<i64, AmountError> {
    let all = format!("{int}{frac}");
    let digits = all.trim_start_matches('0');
    if digits.is_empty() {
        return Ok(0);
    }
    if negative {
        return Err(AmountError::Negative);
    }
    // value = digits × 10^-scale dollars
    let mut scale = frac.len() as i64 - exponent;
    let mut digits = digits;
    while scale > 2 && digits.ends_with('0') {
        digits = &digits[..digits.len() - 1];
        scale -= 1;
    }
    if scale > 2 {
        return Err(AmountError::TooManyDecimals);
    }
    let zeros = 2 - scale;
    // MAX_AMOUNT_CENTS has 13 digits.
    if digits.len() as i64 + zeros > 13 {
        return Err(AmountError::TooLarge);
    }
    let value =
        digits.parse::<i64>().map_err(|_| AmountError::NotANumber)? * 10i64.pow(zeros as u32);
    if value > MAX_AMOUNT_CENTS {
        return Err(AmountError::TooLarge);
    }
    Ok(value)
}

/// `$1,234,568` for 123_456_789 cents (rounded half away from zero); negatives as `-$1,200`.
pub fn format_usd(cents: i64) -> String {
    let dollars = (cents.unsigned_abs() + 50) / 100;
    let digits = dollars.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 2);
    if cents < 0 && dollars > 0 {
        out.push('-');
    }
    out.push('$');
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `$5,400.00` for 540_000 cents: the exact amount, for invoices (negatives as `-$12.50`).
pub fn format_usd_cents(cents: i64) -> String {
    let c = cents.unsigned_abs();
    let whole = format_usd(i64::try_from(c / 100 * 100).unwrap_or(i64::MAX));
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{whole}.{:02}", c % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_show_as_whole_dollars_with_separators() {
        assert_eq!(format_usd(0), "$0");
        assert_eq!(format_usd(15_000), "$150");
        assert_eq!(format_usd(120_000), "$1,200");
        assert_eq!(format_usd(50_000_000_000), "$500,000,000");
        assert_eq!(format_usd(149), "$1");
        assert_eq!(format_usd(150), "$2");
    }

    #[test]
    fn negative_amounts_keep_their_sign() {
        assert_eq!(format_usd(-120_000), "-$1,200");
        assert_eq!(format_usd(-10), "$0");
    }

    fn json(text: &str) -> Result<i64, AmountError> {
        parse_amount_json(&serde_json::from_str(text).expect("JSON"))
    }

    #[test]
    fn json_numbers_are_read_from_their_text_exactly() {
        assert_eq!(json("0.1"), Ok(10));
        assert_eq!(json("0.29"), Ok(29));
        assert_eq!(json("1e3"), Ok(100_000));
        assert_eq!(json("1.005"), Err(AmountError::TooManyDecimals));
        assert_eq!(json("10000000000.01"), Err(AmountError::TooLarge));
        assert_eq!(json("null"), Err(AmountError::NotANumber));
    }

    #[test]
    fn every_error_has_a_message_from_the_list() {
        for e in [
            AmountError::Empty,
            AmountError::NotANumber,
            AmountError::Negative,
            AmountError::TooManyDecimals,
            AmountError::TooLarge,
        ] {
            assert!(
                messages::ALL.iter().any(|(_, text)| *text == e.message()),
                "{e:?}"
            );
        }
        assert_eq!(
            parse_amount("-1").unwrap_err().to_string(),
            "An amount cannot be negative."
        );
    }

    #[test]
    fn exponents_and_negative_zero_in_json_numbers_are_understood() {
        assert_eq!(json("1e+2"), Ok(10_000));
        assert_eq!(json("25E-2"), Ok(25));
        assert_eq!(json("1e21"), Err(AmountError::TooLarge));
        assert_eq!(json("1.5e-7"), Err(AmountError::TooManyDecimals));
        assert_eq!(json("-0"), Ok(0));
        assert_eq!(
            parse_number_text("1e99999999999999999999"),
            Err(AmountError::TooLarge)
        );
        assert_eq!(parse_number_text("0e99999999999999999999"), Ok(0));
    }

    proptest::proptest! {
        #[test]
        fn every_amount_in_range_survives_being_typed_and_sent_as_a_json_number(
            cents in 0..=MAX_AMOUNT_CENTS
        ) {
            let text = format!("{}.{:02}", cents / 100, cents % 100);
            proptest::prop_assert_eq!(parse_amount(&text), Ok(cents));
            proptest::prop_assert_eq!(json(&text), Ok(cents));
            // What a client computes as dollars (cents / 100 in floating point) still reads exactly.
            let float = serde_json::Value::from(cents as f64 / 100.0);
            proptest::prop_assert_eq!(parse_amount_json(&float), Ok(cents));
            let typed = format!(" {} ", format_usd(cents - cents % 100));
            proptest::prop_assert_eq!(parse_amount(&typed), Ok(cents - cents % 100));
        }

        #[test]
        fn no_amount_past_the_maximum_is_accepted(cents in MAX_AMOUNT_CENTS + 1..i64::MAX / 10) {
            let text = format!("{}.{:02}", cents / 100, cents % 100);
            proptest::prop_assert_eq!(parse_amount(&text), Err(AmountError::TooLarge));
        }
    }
}

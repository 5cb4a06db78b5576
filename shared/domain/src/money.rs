//! Money is whole US cents (integers, never floats), shown as USD with `$`, thousands
//! separators and no decimals (docs/decisions.md).

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

#[cfg(test)]
mod tests {
    use super::format_usd;

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
}

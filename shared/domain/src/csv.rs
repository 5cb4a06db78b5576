//! Writing CSV that spreadsheets and programs read alike (RFC 4180): quoted fields, text that
//! a spreadsheet will not run as a formula, amounts as plain decimal dollars.

/// A field as written: quoted when it holds a comma, a quote or a line break.
pub fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_owned()
    }
}

/// Text a person typed, as a spreadsheet will not take it for a formula: a leading `=`, `+`,
/// `-`, `@`, tab or carriage return gets an apostrophe (OWASP's advice on CSV injection).
pub fn inert(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_owned()
    }
}

/// Cents as dollars with two decimals (`-12.05`), exact, without a currency sign or grouping.
pub fn dollars(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let c = cents.unsigned_abs();
    format!("{sign}{}.{:02}", c / 100, c % 100)
}

/// One line: the fields joined by commas, ended by CRLF.
pub fn line(fields: impl IntoIterator<Item = String>) -> String {
    fields.into_iter().collect::<Vec<_>>().join(",") + "\r\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_is_quoted_only_when_it_must_be_and_its_quotes_are_doubled() {
        assert_eq!(field("Riverbend Literacy"), "Riverbend Literacy");
        assert_eq!(field("Smith, Jones"), "\"Smith, Jones\"");
        assert_eq!(field("the \"Reading\" van"), "\"the \"\"Reading\"\" van\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(line(["a".into(), field("b,c")]), "a,\"b,c\"\r\n");
    }

    #[test]
    fn text_that_looks_like_a_formula_is_made_inert() {
        for s in ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(inert(s), format!("'{s}"));
        }
        assert_eq!(inert("Riverbend = literacy"), "Riverbend = literacy");
    }

    #[test]
    fn dollars_are_exact_to_the_cent() {
        assert_eq!(dollars(50_000_000), "500000.00");
        assert_eq!(dollars(5), "0.05");
        assert_eq!(dollars(-1_205), "-12.05");
        assert_eq!(dollars(i64::MIN), "-92233720368547758.08");
    }
}

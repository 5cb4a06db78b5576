//! Accounts: e-mail addresses, passwords, names, sign-up input, roles.

use crate::error::{Checker, DomainError};
use crate::messages as m;
use serde::{Deserialize, Serialize};

pub const PASSWORD_MIN_CHARS: usize = 8;
/// Longest password accepted (argon2 takes any length; this bounds the work per request).
pub const PASSWORD_MAX_CHARS: usize = 256;
pub const EMAIL_MAX_CHARS: usize = 254;
pub const NAME_MAX_CHARS: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Member,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Member => "member",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "owner" => Some(Role::Owner),
            "member" => Some(Role::Member),
            _ => None,
        }
    }
}

/// A normalised e-mail address: trimmed, lower-cased, of a plausible shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self, DomainError> {
        let s = raw.trim().to_lowercase();
        if s.is_empty() {
            return Err(DomainError::field("email", m::FIELD_REQUIRED));
        }
        if !is_email_shape(&s) {
            return Err(DomainError::field("email", m::INVALID_EMAIL));
        }
        Ok(Email(s))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// `local@domain.tld`: no spaces, one `@`, a dot in the domain with non-empty labels, at most
/// 254 characters.
pub fn is_email_shape(s: &str) -> bool {
    if s.len() > EMAIL_MAX_CHARS || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && local.len() <= 64
        && !domain.contains('@')
        && domain.split('.').count() >= 2
        && domain
            .split('.')
            .all(|l| !l.is_empty() && l.chars().all(|c| c.is_alphanumeric() || c == '-'))
}

/// First word is the first name, the rest the last name (spec §5).
pub fn split_name(full: &str) -> (String, String) {
    let mut words = full.split_whitespace();
    let first = words.next().unwrap_or("").to_string();
    let last = words.collect::<Vec<_>>().join(" ");
    (first, last)
}

/// First plus last name, or the e-mail when both are missing (spec §2 team panel).
pub fn display_name(first: &str, last: &str, email: &str) -> String {
    let name = format!("{} {}", first.trim(), last.trim())
        .trim()
        .to_string();
    if name.is_empty() {
        email.to_string()
    } else {
        name
    }
}

/// Initials from the names, else from the e-mail local part split on `.`, `_` or `-`, else its
/// first two letters, else `??` (spec §2).
pub fn initials(first: &str, last: &str, email: &str) -> String {
    let initial = |s: &str| {
        s.trim()
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect::<String>())
    };
    match (initial(first), initial(last)) {
        (Some(a), Some(b)) => return a + &b,
        (Some(a), None) | (None, Some(a)) => return a,
        _ => {}
    }
    let local = email.split('@').next().unwrap_or("");
    let parts: Vec<&str> = local
        .split(['.', '_', '-'])
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() >= 2 {
        return parts[..2].iter().filter_map(|p| initial(p)).collect();
    }
    let letters: String = local
        .chars()
        .filter(|c| c.is_alphabetic())
        .take(2)
        .collect();
    if letters.is_empty() {
        "??".into()
    } else {
        letters.to_uppercase()
    }
}

pub fn check_password(c: &mut Checker, field: &str, password: &str) {
    if password.is_empty() {
        c.fail(field, m::FIELD_REQUIRED);
    } else if password.chars().count() < PASSWORD_MIN_CHARS {
        c.fail(field, m::PASSWORD_TOO_SHORT);
    } else if password.chars().count() > PASSWORD_MAX_CHARS {
        c.fail(field, "Password is too long.");
    }
}

/// A valid sign-up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignUp {
    pub first_name: String,
    pub last_name: String,
    pub email: Email,
    pub password: String,
}

/// Checks the sign-up form: name of two words, e-mail, password of at least 8 characters,
/// matching confirmation, accepted terms.
pub fn parse_sign_up(
    name: &str,
    email: &str,
    password: &str,
    confirmation: &str,
    terms_accepted: bool,
) -> Result<SignUp, DomainError> {
    let mut c = Checker::new();
    let (first, last) = split_name(name);
    if first.is_empty() {
        c.fail("name", m::FIELD_REQUIRED);
    } else if last.is_empty() {
        c.fail("name", m::FIRST_AND_LAST_NAME);
    } else if name.chars().count() > NAME_MAX_CHARS {
        c.fail("name", "Name is too long.");
    }
    let email = match Email::parse(email) {
        Ok(e) => Some(e),
        Err(DomainError::Validation { message, .. }) => {
            c.fail("email", &message);
            None
        }
        Err(e) => return Err(e),
    };
    check_password(&mut c, "password", password);
    if !c.has("password") {
        c.check(
            password == confirmation,
            "password_confirmation",
            m::PASSWORDS_MUST_MATCH,
        );
    }
    c.check(terms_accepted, "terms_of_service", m::TERMS_REQUIRED);
    c.finish()?;
    Ok(SignUp {
        first_name: first,
        last_name: last,
        email: email.expect("checked above"),
        password: password.to_string(),
    })
}

/// Checks a new password and its confirmation (reset page, settings).
pub fn check_new_password(
    password: &str,
    confirmation: &str,
    field: &str,
    confirmation_field: &str,
) -> Result<(), DomainError> {
    let mut c = Checker::new();
    check_password(&mut c, field, password);
    if !c.has(field) {
        c.check(
            password == confirmation,
            confirmation_field,
            m::PASSWORDS_MUST_MATCH,
        );
    }
    c.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn msg(e: DomainError) -> String {
        e.to_string()
    }

    #[test]
    fn an_email_is_trimmed_and_lower_cased() {
        assert_eq!(
            Email::parse("  Jane.Doe@Example.ORG ").unwrap().as_str(),
            "jane.doe@example.org"
        );
    }

    #[test]
    fn an_email_without_a_dotted_domain_is_invalid() {
        for bad in [
            "jane",
            "jane@",
            "@x.org",
            "jane@org",
            "ja ne@x.org",
            "a@b@c.org",
            "a@.org",
            "a@x..org",
        ] {
            assert_eq!(
                msg(Email::parse(bad).unwrap_err()),
                m::INVALID_EMAIL,
                "{bad}"
            );
        }
        assert_eq!(msg(Email::parse("   ").unwrap_err()), m::FIELD_REQUIRED);
    }

    #[test]
    fn the_first_word_is_the_first_name_and_the_rest_the_last_name() {
        assert_eq!(
            split_name("  Mary  Ann van Dyke "),
            ("Mary".into(), "Ann van Dyke".into())
        );
        assert_eq!(split_name("Cher"), ("Cher".into(), "".into()));
    }

    #[test]
    fn sign_up_reports_the_spec_messages() {
        let e = parse_sign_up("Jane Doe", "jane@x.org", "short", "short", true).unwrap_err();
        assert_eq!(msg(e), m::PASSWORD_TOO_SHORT);
        let e =
            parse_sign_up("Jane Doe", "jane@x.org", "longenough", "different", true).unwrap_err();
        assert_eq!(msg(e), m::PASSWORDS_MUST_MATCH);
        let e = parse_sign_up("Jane", "jane@x.org", "longenough", "longenough", true).unwrap_err();
        assert_eq!(msg(e), m::FIRST_AND_LAST_NAME);
        let e = parse_sign_up("Jane Doe", "jane", "longenough", "longenough", true).unwrap_err();
        assert_eq!(msg(e), m::INVALID_EMAIL);
        let e =
            parse_sign_up("Jane Doe", "jane@x.org", "longenough", "longenough", false).unwrap_err();
        assert_eq!(msg(e), m::TERMS_REQUIRED);
    }

    #[test]
    fn sign_up_lists_every_broken_field() {
        let DomainError::Validation { fields, .. } =
            parse_sign_up("", "", "", "", false).unwrap_err()
        else {
            panic!("validation")
        };
        assert_eq!(
            fields.keys().collect::<Vec<_>>(),
            ["email", "name", "password", "terms_of_service"]
        );
    }

    #[test]
    fn a_valid_sign_up_is_parsed() {
        let s = parse_sign_up(
            "Jane Q Doe",
            " JANE@x.org",
            "correct horse",
            "correct horse",
            true,
        )
        .unwrap();
        assert_eq!(
            (
                s.first_name.as_str(),
                s.last_name.as_str(),
                s.email.as_str()
            ),
            ("Jane", "Q Doe", "jane@x.org")
        );
    }

    #[test]
    fn initials_follow_the_spec_fallbacks() {
        assert_eq!(initials("jane", "doe", "x@y.org"), "JD");
        assert_eq!(initials("", "", "mary.ann@y.org"), "MA");
        assert_eq!(initials("", "", "bob_smith@y.org"), "BS");
        assert_eq!(initials("", "", "zoe@y.org"), "ZO");
        assert_eq!(initials("", "", "42@y.org"), "??");
    }

    #[test]
    fn the_display_name_falls_back_to_the_email() {
        assert_eq!(display_name("Jane", "Doe", "j@x.org"), "Jane Doe");
        assert_eq!(display_name(" ", "", "j@x.org"), "j@x.org");
    }

    proptest! {
        #[test]
        fn a_parsed_email_is_always_normalised(local in "[A-Za-z0-9._]{1,20}", dom in "[A-Za-z]{1,10}", tld in "[A-Za-z]{2,5}") {
            let raw = format!("  {local}@{dom}.{tld} ");
            let e = Email::parse(&raw).unwrap();
            prop_assert_eq!(e.as_str(), raw.trim().to_lowercase());
        }

        #[test]
        fn splitting_a_name_loses_no_word(words in proptest::collection::vec("[a-zA-Z]{1,8}", 0..6)) {
            let (first, last) = split_name(&words.join("  "));
            let rejoined = format!("{first} {last}").split_whitespace().map(String::from).collect::<Vec<_>>();
            prop_assert_eq!(rejoined, words);
        }
    }
}

//! Text as the product stores it: in Unicode's composed form (NFC), without control characters.
//!
//! Every string a request carries passes through [`clean_text`] at the HTTP edge (JSON bodies
//! and form fields, `fundplan_http::extract`), before any rule reads it:
//! - "Café Readers" typed with a composed é (U+00E9) and with e + a combining accent (U+0301)
//!   look the same and must be the same name: both are stored composed;
//! - control characters (C0 but tab, line feed and carriage return; DEL; C1) print as nothing or
//!   as a box, break the document engines and hide text from people: they are removed.
//!
//! Passwords are the exception ([`SECRET_FIELDS`]): they are compared with what was stored, so
//! they are kept exactly as typed.

use serde_json::Value;
use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

/// JSON fields whose strings are kept exactly as typed.
pub const SECRET_FIELDS: [&str; 5] = [
    "password",
    "password_confirmation",
    "current_password",
    "new_password",
    "confirm_new_password",
];

/// Whether `c` is a control character the product removes.
pub fn is_removed_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// `s` without removed control characters, in NFC. Returns `None` when `s` is already clean,
/// so the common case allocates nothing.
pub fn cleaned(s: &str) -> Option<String> {
    let has_controls = s.chars().any(is_removed_control);
    let composed = is_nfc_quick(s.chars()) == IsNormalized::Yes;
    if !has_controls && composed {
        return None;
    }
    let kept = s.chars().filter(|c| !is_removed_control(*c));
    Some(if composed {
        kept.collect()
    } else {
        kept.nfc().collect()
    })
}

/// `s` without removed control characters, in NFC.
pub fn clean_text(s: &str) -> String {
    cleaned(s).unwrap_or_else(|| s.to_owned())
}

/// Cleans every string of a JSON value in place (object keys too), except the values of
/// [`SECRET_FIELDS`].
pub fn clean_json(value: &mut Value) {
    match value {
        Value::String(s) => {
            if let Some(c) = cleaned(s) {
                *s = c;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(clean_json),
        Value::Object(map) => {
            let dirty_keys = map.keys().any(|k| cleaned(k).is_some());
            if dirty_keys {
                let old = std::mem::take(map);
                for (k, v) in old {
                    map.insert(clean_text(&k), v);
                }
            }
            for (k, v) in map.iter_mut() {
                if !SECRET_FIELDS.contains(&k.as_str()) {
                    clean_json(v);
                }
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_decomposed_name_is_stored_composed() {
        let decomposed = "Cafe\u{301} Readers";
        assert_ne!(decomposed, "Caf\u{e9} Readers");
        assert_eq!(clean_text(decomposed), "Caf\u{e9} Readers");
        assert_eq!(cleaned("Caf\u{e9} Readers"), None, "already clean: no copy");
    }

    #[test]
    fn control_characters_are_removed_but_tabs_and_line_breaks_kept() {
        assert_eq!(
            clean_text("Reading\u{0} Club\u{7}\u{1b}[31m\u{7f}\u{85}\tline\r\nnext"),
            "Reading Club[31m\tline\r\nnext"
        );
    }

    #[test]
    fn scripts_and_emoji_are_kept_as_typed() {
        for s in [
            "识字课程 Literacy",
            "قراءة",
            "קריאה",
            "पढ़ना",
            "Чтение",
            "Ανάγνωση",
            "Reading 📚 Club 🙂",
            "👩‍👩‍👧 families",
        ] {
            assert_eq!(clean_text(s), s.nfc().collect::<String>(), "{s}");
        }
    }

    #[test]
    fn every_string_of_a_body_is_cleaned_but_passwords() {
        let mut v = json!({
            "name": "Cafe\u{301}\u{0}",
            "items": [{"expense_description": "Books\u{1}"}],
            "Cafe\u{301}": 1,
            "password": "pa\u{1}sse\u{301}",
            "amount": 12.5,
        });
        clean_json(&mut v);
        assert_eq!(
            v,
            json!({
                "name": "Caf\u{e9}",
                "items": [{"expense_description": "Books"}],
                "Caf\u{e9}": 1,
                "password": "pa\u{1}sse\u{301}",
                "amount": 12.5,
            })
        );
    }
}

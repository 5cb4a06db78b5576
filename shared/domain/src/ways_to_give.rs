//! Ways to give (spec file 3 §9): the checklist of module 11, with its sub-options. The answer to
//! the question `case_statement_ways_to_give` is a JSON-encoded list of the selected labels
//! (options and sub-options alike, e.g. `["Cash", "Check", "Bequests"]`); an option with
//! sub-options counts as selected when it or any of its sub-options is listed.

use serde::Serialize;

/// One checklist option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WayOption {
    pub label: &'static str,
    /// The icon's name in the SPA's icon set.
    pub icon: &'static str,
    pub sub_options: &'static [&'static str],
}

/// The label of the planned-gifts option (index 3 of [`OPTIONS`], as the spec's pitch data has it).
pub const PLANNED_GIFTS: &str = "Planned Gifts";

/// The options in the spec's order.
pub const OPTIONS: [WayOption; 7] = [
    WayOption {
        label: "Cash",
        icon: "cash",
        sub_options: &[],
    },
    WayOption {
        label: "Check",
        icon: "check",
        sub_options: &[],
    },
    WayOption {
        label: "Securities (Stock Transfers)",
        icon: "securities",
        sub_options: &[],
    },
    WayOption {
        label: PLANNED_GIFTS,
        icon: "planned-gifts",
        sub_options: &[
            "Bequests",
            "Charitable Gift Annuities",
            "Charitable Remainder Trusts/Unitrust",
            "Other",
        ],
    },
    WayOption {
        label: "Real Estate",
        icon: "real-estate",
        sub_options: &[],
    },
    WayOption {
        label: "Other Tangible Property",
        icon: "tangible-property",
        sub_options: &["Art", "Automobiles"],
    },
    WayOption {
        label: "Cryptocurrency",
        icon: "cryptocurrency",
        sub_options: &[],
    },
];

/// A sub-option with its state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SubChoice {
    pub label: String,
    #[serde(rename = "isSelected")]
    pub is_selected: bool,
}

/// An option with its state and its sub-options' (the spec's ways-to-give item).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub label: String,
    #[serde(rename = "isSelected")]
    pub is_selected: bool,
    pub icon: String,
    #[serde(rename = "subOption")]
    pub sub_option: Vec<SubChoice>,
}

/// Every option with its state, from the selected labels (labels that are no option are
/// ignored; matching ignores case and surrounding spaces).
pub fn choices(selected: &[String]) -> Vec<Choice> {
    let picked = |label: &str| {
        selected
            .iter()
            .any(|s| s.trim().eq_ignore_ascii_case(label))
    };
    OPTIONS
        .iter()
        .map(|o| {
            let sub_option: Vec<SubChoice> = o
                .sub_options
                .iter()
                .map(|s| SubChoice {
                    label: s.to_string(),
                    is_selected: picked(s),
                })
                .collect();
            Choice {
                label: o.label.into(),
                is_selected: picked(o.label) || sub_option.iter().any(|s| s.is_selected),
                icon: o.icon.into(),
                sub_option,
            }
        })
        .collect()
}

/// Labels as a sentence: "a", "a and b", "a, b and c".
pub fn sentence_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sub_option_selects_its_option_and_unknown_labels_are_ignored() {
        let c = choices(&["cash".into(), " Bequests ".into(), "Gold bars".into()]);
        assert_eq!(c.len(), 7);
        assert!(c[0].is_selected);
        assert!(!c[1].is_selected);
        assert_eq!(c[3].label, PLANNED_GIFTS);
        assert!(c[3].is_selected);
        assert!(c[3].sub_option[0].is_selected);
        assert!(!c[3].sub_option[1].is_selected);
        assert!(!c[5].is_selected);
    }

    #[test]
    fn an_option_serializes_with_the_specs_field_names() {
        let c = &choices(&["Art".into()])[5];
        assert_eq!(
            serde_json::to_value(c).unwrap(),
            serde_json::json!({"label": "Other Tangible Property", "isSelected": true,
                "icon": "tangible-property", "subOption": [
                    {"label": "Art", "isSelected": true},
                    {"label": "Automobiles", "isSelected": false}]})
        );
    }

    #[test]
    fn lists_read_as_sentences() {
        let s = |v: &[&str]| sentence_list(&v.iter().map(|x| x.to_string()).collect::<Vec<_>>());
        assert_eq!(s(&[]), "");
        assert_eq!(s(&["Cash"]), "Cash");
        assert_eq!(s(&["Cash", "Check"]), "Cash and Check");
        assert_eq!(s(&["Cash", "Check", "Art"]), "Cash, Check and Art");
    }
}

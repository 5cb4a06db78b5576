//! The collateral page's tests: the cards and tabs as the spec and DECISIONS give them, the
//! sections each card names, and when a card is ready and complete.

use super::*;
use crate::sections::{COMPLETION_TOASTS, ToastAnchor, fixed_paths, section};

const SPEC_TITLES: [&str; 18] = [
    "Case for Support",
    "Stewardship Structure",
    "Case for Support Narrative",
    "Understanding Your Fundraising Goals",
    "Talking Points",
    "Campaign Gift Pyramid",
    "Policies and Procedures",
    "Gift Acceptance Policy",
    "Gift-Entry and Recording Policy",
    "Gift Acknowledgement Policy",
    "Naming Rights Policy",
    "Corporate Support Policy",
    "Donor Privacy Policy",
    "Gift Agreement: Pledge",
    "Gift Agreement: Planned Gift",
    "Pledge Form",
    "Stock and Wire Transfer Instructions",
    "Standard Tax Receipt and Acknowledgement Letter",
];

#[test]
fn the_cards_are_the_specs_18_titles_verbatim_the_two_agreements_and_the_five_added_templates() {
    let titles: Vec<_> = CARDS.iter().map(|c| c.title).collect();
    assert_eq!(&titles[..18], SPEC_TITLES);
    assert_eq!(
        &titles[18..],
        [
            "Gift Agreement for an Outright Gift",
            "Gift Agreement for Naming an Endowment",
            "Board Giving Policy",
            "Campaign Gift Counting and Crediting Policy",
            "Donor Recognition Policy",
            "Endowment Investment and Spending Policy",
            "Sponsorship Agreement"
        ]
    );
    assert!(titles_agree(), "every policy has its card, with its title");
}

#[test]
fn the_tabs_hold_the_cards_decisions_assigns_them() {
    let count = |t| CARDS.iter().filter(|c| c.tab == t).count();
    assert_eq!(count(Tab::DonorMaterials), 4);
    assert_eq!(count(Tab::InternalOperations), 13);
    assert_eq!(count(Tab::GiftDocumentation), 8);
}

#[test]
fn every_rule_names_pages_of_the_plan_and_every_toast_points_at_a_card_or_tab() {
    let pages = fixed_paths();
    for c in &CARDS {
        if let Rule::Sections(ids) | Rule::SectionsAndPolicies(ids) = c.rule {
            for id in ids {
                let path = fixed_path(id).unwrap_or_default();
                assert!(pages.contains(&path), "{}: {id}", c.title);
            }
        }
    }
    for t in COMPLETION_TOASTS {
        match t.anchor {
            ToastAnchor::Highlight => {
                assert!(
                    CARDS.iter().any(|c| c.anchor() == slug(t.resource)),
                    "{}",
                    t.resource
                )
            }
            ToastAnchor::Tab => {
                assert!(Tab::ALL.iter().any(|tab| tab.label() == t.resource))
            }
        }
    }
}

#[test]
fn every_section_a_card_names_is_in_the_catalogue_at_a_fixed_path() {
    for c in &CARDS {
        let ids = match c.rule {
            Rule::Sections(ids) | Rule::SectionsAndPolicies(ids) => ids,
            Rule::Template => &[],
        };
        for id in ids.iter().chain([&c.ready_from]) {
            assert!(section(id).is_some(), "{}: {id} is no section", c.title);
            assert!(
                fixed_path(id).is_some(),
                "{}: {id} has no fixed path",
                c.title
            );
        }
        assert!(c.ready_from_page().is_some(), "{}", c.title);
    }
}

/// The pages each card's rule named by path before the rules named sections by id.
#[test]
fn the_rules_resolve_to_the_pages_they_always_named() {
    let case = |s: &str| format!("/steps/finalize-your-case-for-support/{s}");
    let narrative: Vec<String> = [
        "letter-from-executive-director",
        "our-story",
        "our-vision",
        "call-for-more",
        "annual-programs-summary",
        "join-us",
        "ways-to-give",
        "impact-statement",
        "success-story-highlights",
    ]
    .map(case)
    .to_vec();
    let expected: [(&str, Vec<String>); 7] = [
        ("Case for Support", vec!["/case-statement-document".into()]),
        (
            "Stewardship Structure",
            vec!["/steps/stewardship/donor-recognition".into()],
        ),
        ("Case for Support Narrative", narrative),
        (
            "Understanding Your Fundraising Goals",
            vec!["/steps/total-fundraising-goal/summary".into()],
        ),
        (
            "Talking Points",
            vec![
                "/steps/aspirational-vision/mission-statement".into(),
                "/steps/total-fundraising-goal/summary".into(),
                case("ways-to-give"),
                case("success-story-highlights"),
            ],
        ),
        (
            "Campaign Gift Pyramid",
            vec!["/steps/gift-pyramid/prospect-to-donor-ratio".into()],
        ),
        (
            "Policies and Procedures",
            vec!["/steps/fundraising-operations/policies-procedures".into()],
        ),
    ];
    let resolved: Vec<(&str, Vec<String>)> = CARDS
        .iter()
        .filter_map(|c| match c.rule {
            Rule::Sections(ids) | Rule::SectionsAndPolicies(ids) => Some((
                c.title,
                ids.iter().filter_map(|id| fixed_path(id)).collect(),
            )),
            Rule::Template => None,
        })
        .collect();
    assert_eq!(resolved, expected);
    // Each card is complete exactly when its own pages are.
    for (title, paths) in &expected {
        let only = |p: &str| paths.iter().any(|x| x == p);
        let complete: Vec<_> = statuses(&only, true)
            .into_iter()
            .filter(|(t, d)| *d && *t == *title)
            .collect();
        assert_eq!(complete.len(), 1, "{title}");
        let all_but_last = |p: &str| paths[..paths.len() - 1].iter().any(|x| x == p);
        assert!(
            !statuses(&all_but_last, true)
                .iter()
                .any(|(t, d)| *d && t == title),
            "{title}"
        );
    }
}

/// The page a Not Ready card links to, as the web's table gave it before it was generated:
/// (anchor, path, name); templates of a foundational policy link to the policies page, the
/// others to Development Documents.
#[test]
fn each_card_is_made_ready_from_the_page_the_web_named() {
    let policies = (
        "/steps/fundraising-operations/policies-procedures",
        "Policies and Procedures Manual",
    );
    let documents = (
        "/steps/fundraising-operations/development-documents",
        "Development Documents",
    );
    let expected = [
        (
            "case-for-support",
            ("/case-statement-document", "Case Statement Document"),
        ),
        (
            "stewardship-structure",
            (
                "/steps/stewardship/donor-recognition",
                "Donor Recognition and Benefit Structure",
            ),
        ),
        (
            "case-for-support-narrative",
            (
                "/steps/finalize-your-case-for-support/overview",
                "Case for Support",
            ),
        ),
        (
            "understanding-your-fundraising-goals",
            (
                "/steps/total-fundraising-goal/summary",
                "3-Year Fundraising Goal Summary",
            ),
        ),
        (
            "talking-points",
            (
                "/steps/finalize-your-case-for-support/success-story-highlights",
                "Success Story Highlights",
            ),
        ),
        (
            "campaign-gift-pyramid",
            (
                "/steps/gift-pyramid/prospect-to-donor-ratio",
                "Donor: Prospect Ratio and Gift Pyramid",
            ),
        ),
        ("policies-and-procedures", policies),
        ("gift-acceptance-policy", policies),
        ("gift-entry-and-recording-policy", policies),
        ("gift-acknowledgement-policy", policies),
        ("naming-rights-policy", policies),
        ("corporate-support-policy", policies),
        ("donor-privacy-policy", policies),
        ("gift-agreement-pledge", documents),
        ("gift-agreement-planned-gift", documents),
        ("pledge-form", documents),
        ("stock-and-wire-transfer-instructions", documents),
        ("standard-tax-receipt-and-acknowledgement-letter", documents),
        ("gift-agreement-for-an-outright-gift", documents),
        ("gift-agreement-for-naming-an-endowment", documents),
        ("board-giving-policy", policies),
        ("campaign-gift-counting-and-crediting-policy", policies),
        ("donor-recognition-policy", policies),
        ("endowment-investment-and-spending-policy", policies),
        ("sponsorship-agreement", documents),
    ];
    let actual: Vec<_> = CARDS
        .iter()
        .map(|c| (c.anchor(), c.ready_from_page().unwrap()))
        .collect();
    let expected: Vec<_> = expected
        .iter()
        .map(|(a, (p, n))| (a.to_string(), (p.to_string(), *n)))
        .collect();
    assert_eq!(actual, expected);
    for c in CARDS.iter().filter(|c| c.rule == Rule::Template) {
        let group = policies::POLICIES
            .iter()
            .find(|p| Some(p.identity) == c.identity)
            .unwrap()
            .group;
        let page = if group == Group::Foundational {
            POLICIES_PAGE
        } else {
            DOCUMENTS_PAGE
        };
        assert_eq!(c.ready_from, page, "{}", c.title);
    }
}

#[test]
fn a_card_is_complete_when_its_pages_are_and_templates_always_are() {
    let none = statuses(&|_| false, true);
    let done: Vec<_> = none.iter().filter(|(_, d)| *d).map(|(t, _)| *t).collect();
    assert_eq!(done.len(), 18, "only the templates: {done:?}");
    let all = statuses(&|_| true, false);
    let manual = all
        .iter()
        .find(|(t, _)| *t == "Policies and Procedures")
        .unwrap();
    assert!(!manual.1, "no manual without a selected policy");
    assert_eq!(all.iter().filter(|(_, d)| *d).count(), 24);
    assert!(statuses(&|_| true, true).iter().all(|(_, d)| *d));
}

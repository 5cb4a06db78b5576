//! The Fundraising Resources page (spec file 3 §2, §3, §4; DECISIONS "Collateral cards and tabs",
//! "Item status"): 20 cards in three tabs, each Complete or Not Ready from the plan. A card is
//! Complete when every section it draws on is complete (the list is each card's `requires`,
//! written out in docs/decisions.md); the policy and form templates are always available. Cards
//! name sections by their catalogue id (`crate::sections`), never by path: a path is derived from
//! the catalogue where one is needed (the statuses are keyed by path, and a link needs one).

use crate::policies::{self, Group};
use crate::sections::{MODULES, fixed_path, slug};

/// A filter tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    DonorMaterials,
    InternalOperations,
    GiftDocumentation,
}

impl Tab {
    pub const ALL: [Tab; 3] = [
        Tab::DonorMaterials,
        Tab::InternalOperations,
        Tab::GiftDocumentation,
    ];

    /// The spec's type name (the tab's label).
    pub fn label(self) -> &'static str {
        match self {
            Tab::DonorMaterials => "Donor Materials",
            Tab::InternalOperations => "Internal Operations",
            Tab::GiftDocumentation => "Gift Documentation",
        }
    }
}

/// When a card's Download is enabled (spec file 3 §4 "Collateral downloads").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Only when the card is Complete (the generated documents).
    Complete,
    /// Unless the card is Not Ready (the case for support and the templates).
    NotNotReady,
}

impl Needs {
    pub fn key(self) -> &'static str {
        match self {
            Needs::Complete => "complete",
            Needs::NotNotReady => "not-not-ready",
        }
    }
}

/// What a card's status depends on. Sections are named by their catalogue id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Every listed section complete.
    Sections(&'static [&'static str]),
    /// Every listed section complete, and at least one foundational policy selected.
    SectionsAndPolicies(&'static [&'static str]),
    /// Always available.
    Template,
}

/// One card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// The spec's title, verbatim (the status answer's key).
    pub title: &'static str,
    pub tab: Tab,
    pub description: &'static str,
    /// The document kind its Download asks the pipeline for: a kind's API name in the catalogue
    /// of documents (`fundplan_documents::kind`, whose tests hold every card to its kind).
    pub document: &'static str,
    /// The policy identity of a template card.
    pub identity: Option<&'static str>,
    pub needs: Needs,
    pub rule: Rule,
    /// The id of the section a Not Ready card sends the user to finish (its note's link): the
    /// page that completes a generated card; for a template, the policies page when its policy
    /// is foundational, else the Development Documents page.
    pub ready_from: &'static str,
}

impl Card {
    /// The slug of the title: the `?highlight=` value and the card's element id.
    pub fn anchor(&self) -> String {
        slug(self.title)
    }

    /// The path and the name of the page the card is made ready from ([`Card::ready_from`]): the
    /// section's path and name in the catalogue, except that a module's overview (whose name,
    /// "Overview", says nothing on its own) is called by its module's name. `None` only for an
    /// id that is no fixed page of the catalogue (a test rules that out).
    pub fn ready_from_page(&self) -> Option<(String, &'static str)> {
        let path = fixed_path(self.ready_from)?;
        let (module, section) = MODULES.iter().find_map(|m| {
            let s = m.sections.iter().find(|s| s.id == self.ready_from)?;
            Some((m, s))
        })?;
        let name = if section.id.strip_prefix(module.id) == Some(".overview") {
            module.name
        } else {
            section.name
        };
        Some((path, name))
    }
}

/// The id of the Policies and Procedures Manual page (module 14).
const POLICIES_PAGE: &str = "operations.policies";
/// The id of the Development Documents page (module 14).
const DOCUMENTS_PAGE: &str = "operations.documents";

/// Whether two strings are equal, in a constant.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The page a template card is made ready from: the policies page for a foundational policy,
/// else the Development Documents page (which lists the development and other groups).
const fn template_ready_from(identity: &str) -> &'static str {
    let mut i = 0;
    while i < policies::POLICIES.len() {
        let p = &policies::POLICIES[i];
        if same(p.identity, identity) {
            return match p.group {
                Group::Foundational => POLICIES_PAGE,
                Group::Development | Group::Other => DOCUMENTS_PAGE,
            };
        }
        i += 1;
    }
    panic!("a template card's identity is a policy's")
}

/// The nine narrative sections of module 11 (the letter … the success stories).
const NARRATIVE: &[&str] = &[
    "case.letter",
    "case.story",
    "case.vision",
    "case.more",
    "case.programs",
    "case.join",
    "case.ways",
    "case.impact",
    "case.stories",
];

const fn generated(
    title: &'static str,
    tab: Tab,
    description: &'static str,
    document: &'static str,
    rule: Rule,
    ready_from: &'static str,
) -> Card {
    Card {
        title,
        tab,
        description,
        document,
        identity: None,
        needs: Needs::Complete,
        rule,
        ready_from,
    }
}

const fn template(
    identity: &'static str,
    title: &'static str,
    tab: Tab,
    description: &'static str,
) -> Card {
    Card {
        title,
        tab,
        description,
        document: "policy_document",
        identity: Some(identity),
        needs: Needs::NotNotReady,
        rule: Rule::Template,
        ready_from: template_ready_from(identity),
    }
}

/// The 20 cards, in the spec's order of titles, then the two agreements the policies screen
/// adds.
pub const CARDS: [Card; 20] = [
    Card {
        title: "Case for Support",
        tab: Tab::DonorMaterials,
        description: "Your designed case for support: story, vision, programs, goal and ways to give, ready to print or send.",
        document: "case_statement",
        identity: None,
        needs: Needs::NotNotReady,
        rule: Rule::Sections(&["case.document"]),
        ready_from: "case.document",
    },
    generated(
        "Stewardship Structure",
        Tab::DonorMaterials,
        "Your donor recognition and benefit chart by gift level, on one landscape page.",
        "stewardship_structure",
        Rule::Sections(&["stewardship.recognition"]),
        "stewardship.recognition",
    ),
    Card {
        title: "Case for Support Narrative",
        tab: Tab::DonorMaterials,
        description: "The narrative sections of your case for support as an editable text.",
        document: "case_narrative",
        identity: None,
        needs: Needs::NotNotReady,
        rule: Rule::Sections(NARRATIVE),
        ready_from: "case.overview",
    },
    generated(
        "Understanding Your Fundraising Goals",
        Tab::InternalOperations,
        "Your annual and three-year fundraising goals, with what each figure means and how it was reached.",
        "fundraising_goals",
        Rule::Sections(&["goal.summary"]),
        "goal.summary",
    ),
    generated(
        "Talking Points",
        Tab::DonorMaterials,
        "A numbered script your board and staff can use when they talk about your organization and its goal.",
        "talking_points",
        Rule::Sections(&[
            "vision.mission",
            "goal.summary",
            "case.ways",
            "case.stories",
        ]),
        "case.stories",
    ),
    generated(
        "Campaign Gift Pyramid",
        Tab::InternalOperations,
        "The gifts and prospects your three-year goal needs at each level, with your prospect names, as a spreadsheet.",
        "gift_pyramid",
        Rule::Sections(&["pyramid.chart"]),
        "pyramid.chart",
    ),
    generated(
        "Policies and Procedures",
        Tab::InternalOperations,
        "One manual of the foundational policies you selected, filled in with your organization's details.",
        "policies_manual",
        Rule::SectionsAndPolicies(&[POLICIES_PAGE]),
        POLICIES_PAGE,
    ),
    template(
        "gift_acceptance_policy",
        "Gift Acceptance Policy",
        Tab::InternalOperations,
        "Which gifts you accept, which need review, and who decides (Word).",
    ),
    template(
        "gift_entry_and_recording_policy",
        "Gift-Entry and Recording Policy",
        Tab::InternalOperations,
        "How every gift is entered, coded and reconciled (Word).",
    ),
    template(
        "gift_acknowledgement_policy",
        "Gift Acknowledgement Policy",
        Tab::InternalOperations,
        "Who thanks each donor, how quickly, and what the receipt says (Word).",
    ),
    template(
        "naming_rights_policy",
        "Naming Rights Policy",
        Tab::InternalOperations,
        "When a gift may carry a name, for how long, and how a name is removed (Word).",
    ),
    template(
        "corporate_support_policy",
        "Corporate Support Policy",
        Tab::InternalOperations,
        "How you accept sponsorships and gifts from businesses (Word).",
    ),
    template(
        "donor_privacy_policy",
        "Donor Privacy Policy",
        Tab::InternalOperations,
        "What you keep about donors and your promise to protect it (Word).",
    ),
    template(
        "gift_agreement_pledge",
        "Gift Agreement: Pledge",
        Tab::GiftDocumentation,
        "The agreement for a major pledge paid over time (Word).",
    ),
    template(
        "gift_agreement_planned_gift",
        "Gift Agreement: Planned Gift",
        Tab::GiftDocumentation,
        "The agreement recording a bequest or other planned gift (Word).",
    ),
    template(
        "pledge_form",
        "Pledge Form",
        Tab::GiftDocumentation,
        "A one-page form for a donor to pledge a gift (Word).",
    ),
    template(
        "stock_and_wire_transfer_instructions",
        "Stock and Wire Transfer Instructions",
        Tab::GiftDocumentation,
        "What a donor or broker needs to transfer shares or wire a gift (Word).",
    ),
    template(
        "donor_acknowledgment_letter",
        "Standard Tax Receipt and Acknowledgement Letter",
        Tab::GiftDocumentation,
        "A thank-you letter that is also the donor's tax receipt (Word).",
    ),
    template(
        "gift_agreement_for_an_outright_gift",
        "Gift Agreement for an Outright Gift",
        Tab::GiftDocumentation,
        "The agreement for a large gift paid at once (Word).",
    ),
    template(
        "gift_agreement_for_naming_an_endowment",
        "Gift Agreement for Naming an Endowment",
        Tab::GiftDocumentation,
        "The agreement creating a named endowment fund (Word).",
    ),
];

/// Each card's title and whether it is Complete, in card order. `completed(path)` says whether
/// a page of the plan is complete (each section's path comes from the catalogue);
/// `foundational_selected` whether at least one foundational policy is selected.
pub fn statuses(
    completed: &dyn Fn(&str) -> bool,
    foundational_selected: bool,
) -> Vec<(&'static str, bool)> {
    let all_complete = |ids: &[&str]| {
        ids.iter()
            .all(|id| fixed_path(id).is_some_and(|p| completed(&p)))
    };
    CARDS
        .iter()
        .map(|c| {
            let done = match c.rule {
                Rule::Template => true,
                Rule::Sections(ids) => all_complete(ids),
                Rule::SectionsAndPolicies(ids) => foundational_selected && all_complete(ids),
            };
            (c.title, done)
        })
        .collect()
}

/// Whether the card of a policy identity exists (every one of the 13 has a card).
pub fn card_of_identity(identity: &str) -> Option<&'static Card> {
    CARDS.iter().find(|c| c.identity == Some(identity))
}

/// The titles of the policies registry and the template cards agree.
pub fn titles_agree() -> bool {
    policies::POLICIES
        .iter()
        .all(|p| card_of_identity(p.identity).is_some_and(|c| c.title == p.title))
}

#[cfg(test)]
mod tests {
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
    fn the_cards_are_the_specs_18_titles_verbatim_and_the_two_agreements() {
        let titles: Vec<_> = CARDS.iter().map(|c| c.title).collect();
        assert_eq!(&titles[..18], SPEC_TITLES);
        assert_eq!(
            &titles[18..],
            [
                "Gift Agreement for an Outright Gift",
                "Gift Agreement for Naming an Endowment"
            ]
        );
        assert!(titles_agree(), "every policy has its card, with its title");
    }

    #[test]
    fn the_tabs_hold_the_cards_decisions_assigns_them() {
        let count = |t| CARDS.iter().filter(|c| c.tab == t).count();
        assert_eq!(count(Tab::DonorMaterials), 4);
        assert_eq!(count(Tab::InternalOperations), 9);
        assert_eq!(count(Tab::GiftDocumentation), 7);
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
        assert_eq!(done.len(), 13, "only the templates: {done:?}");
        let all = statuses(&|_| true, false);
        let manual = all
            .iter()
            .find(|(t, _)| *t == "Policies and Procedures")
            .unwrap();
        assert!(!manual.1, "no manual without a selected policy");
        assert_eq!(all.iter().filter(|(_, d)| *d).count(), 19);
        assert!(statuses(&|_| true, true).iter().all(|(_, d)| *d));
    }
}

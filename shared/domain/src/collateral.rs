//! The Fundraising Resources page (spec file 3 §2, §3, §4; DECISIONS "Collateral cards and tabs",
//! "Item status"): 20 cards in three tabs, each Complete or Not Ready from the plan. A card is
//! Complete when every section it draws on is complete (the list is each card's `requires`,
//! written out in docs/decisions.md); the policy and form templates are always available.

use crate::policies;
use crate::sections::slug;

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

/// What a card's status depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Every listed page complete.
    Sections(&'static [&'static str]),
    /// Every listed page complete, and at least one foundational policy selected.
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
}

impl Card {
    /// The slug of the title: the `?highlight=` value and the card's element id.
    pub fn anchor(&self) -> String {
        slug(self.title)
    }
}

const NARRATIVE: &[&str] = &[
    "/steps/finalize-your-case-for-support/letter-from-executive-director",
    "/steps/finalize-your-case-for-support/our-story",
    "/steps/finalize-your-case-for-support/our-vision",
    "/steps/finalize-your-case-for-support/call-for-more",
    "/steps/finalize-your-case-for-support/annual-programs-summary",
    "/steps/finalize-your-case-for-support/join-us",
    "/steps/finalize-your-case-for-support/ways-to-give",
    "/steps/finalize-your-case-for-support/impact-statement",
    "/steps/finalize-your-case-for-support/success-story-highlights",
];

const fn generated(
    title: &'static str,
    tab: Tab,
    description: &'static str,
    document: &'static str,
    rule: Rule,
) -> Card {
    Card {
        title,
        tab,
        description,
        document,
        identity: None,
        needs: Needs::Complete,
        rule,
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
        rule: Rule::Sections(&["/case-statement-document"]),
    },
    generated(
        "Stewardship Structure",
        Tab::DonorMaterials,
        "Your donor recognition and benefit chart by gift level, on one landscape page.",
        "stewardship_structure",
        Rule::Sections(&["/steps/stewardship/donor-recognition"]),
    ),
    Card {
        title: "Case for Support Narrative",
        tab: Tab::DonorMaterials,
        description: "The narrative sections of your case for support as an editable text.",
        document: "case_narrative",
        identity: None,
        needs: Needs::NotNotReady,
        rule: Rule::Sections(NARRATIVE),
    },
    generated(
        "Understanding Your Fundraising Goals",
        Tab::InternalOperations,
        "Your annual and three-year fundraising goals, with what each figure means and how it was reached.",
        "fundraising_goals",
        Rule::Sections(&["/steps/total-fundraising-goal/summary"]),
    ),
    generated(
        "Talking Points",
        Tab::DonorMaterials,
        "A numbered script your board and staff can use when they talk about your organization and its goal.",
        "talking_points",
        Rule::Sections(&[
            "/steps/aspirational-vision/mission-statement",
            "/steps/total-fundraising-goal/summary",
            "/steps/finalize-your-case-for-support/ways-to-give",
            "/steps/finalize-your-case-for-support/success-story-highlights",
        ]),
    ),
    generated(
        "Campaign Gift Pyramid",
        Tab::InternalOperations,
        "The gifts and prospects your three-year goal needs at each level, with your prospect names, as a spreadsheet.",
        "gift_pyramid",
        Rule::Sections(&["/steps/gift-pyramid/prospect-to-donor-ratio"]),
    ),
    generated(
        "Policies and Procedures",
        Tab::InternalOperations,
        "One manual of the foundational policies you selected, filled in with your organization's details.",
        "policies_manual",
        Rule::SectionsAndPolicies(&["/steps/fundraising-operations/policies-procedures"]),
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
/// a page of the plan is complete; `foundational_selected` whether at least one foundational
/// policy is selected.
pub fn statuses(
    completed: &dyn Fn(&str) -> bool,
    foundational_selected: bool,
) -> Vec<(&'static str, bool)> {
    CARDS
        .iter()
        .map(|c| {
            let done = match c.rule {
                Rule::Template => true,
                Rule::Sections(paths) => paths.iter().all(|p| completed(p)),
                Rule::SectionsAndPolicies(paths) => {
                    foundational_selected && paths.iter().all(|p| completed(p))
                }
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
    use crate::sections::{COMPLETION_TOASTS, ToastAnchor, fixed_paths};

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
            if let Rule::Sections(p) | Rule::SectionsAndPolicies(p) = c.rule {
                for path in p {
                    assert!(pages.iter().any(|x| x == path), "{}: {path}", c.title);
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

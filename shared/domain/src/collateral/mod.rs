//! The Fundraising Resources page (spec file 3 §2, §3, §4; DECISIONS "Collateral cards and tabs",
//! "Item status"): 25 cards in three tabs, each Complete or Not Ready from the plan. A card is
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

/// The 25 cards, in the spec's order of titles, then the two agreements the policies screen
/// adds, then the five templates added since (issue 17): four foundational policies and the
/// sponsorship agreement.
pub const CARDS: [Card; 25] = [
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
    template(
        "board_giving_policy",
        "Board Giving Policy",
        Tab::InternalOperations,
        "What each board member gives and raises, and how it is counted (Word).",
    ),
    template(
        "campaign_gift_counting_policy",
        "Campaign Gift Counting and Crediting Policy",
        Tab::InternalOperations,
        "Which gifts count toward a campaign goal, at what value, and who is credited (Word).",
    ),
    template(
        "donor_recognition_policy",
        "Donor Recognition Policy",
        Tab::InternalOperations,
        "How donors are recognized at your gift chart's levels, and how anonymity is kept (Word).",
    ),
    template(
        "endowment_investment_and_spending_policy",
        "Endowment Investment and Spending Policy",
        Tab::InternalOperations,
        "How endowment funds are invested and what is spent from them each year (Word).",
    ),
    template(
        "sponsorship_agreement",
        "Sponsorship Agreement",
        Tab::GiftDocumentation,
        "The agreement with a business sponsor, within the tax rules on sponsorship (Word).",
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

/// Whether the card of a policy identity exists (every one of the 18 has a card).
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
mod tests;

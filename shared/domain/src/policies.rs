//! The policies and development documents of module 14 (spec file 3 §9; DECISIONS "Development
//! Documents screen"): 18 identities in three groups. The policies screen lists the foundational
//! group; the Development Documents screen the development and other groups.

/// A group of the policies answer (`GET /policies-and-procedures`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Foundational,
    Development,
    Other,
}

impl Group {
    pub const ALL: [Group; 3] = [Group::Foundational, Group::Development, Group::Other];

    /// The answer's key.
    pub fn key(self) -> &'static str {
        match self {
            Group::Foundational => "foundational",
            Group::Development => "development",
            Group::Other => "other",
        }
    }
}

/// One policy or document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// The spec's snake_case key.
    pub identity: &'static str,
    /// As the selection screen lists it.
    pub name: &'static str,
    /// One sentence under the name.
    pub description: &'static str,
    pub group: Group,
    /// The collateral card's title (the spec's list), also the document's title.
    pub title: &'static str,
}

const fn policy(
    identity: &'static str,
    name: &'static str,
    description: &'static str,
    group: Group,
    title: &'static str,
) -> Policy {
    Policy {
        identity,
        name,
        description,
        group,
        title,
    }
}

/// Every policy and document, in screen order.
pub const POLICIES: [Policy; 18] = [
    policy(
        "gift_acceptance_policy",
        "Gift Acceptance Policy",
        "Which gifts you accept, which need review, and who decides.",
        Group::Foundational,
        "Gift Acceptance Policy",
    ),
    policy(
        "gift_entry_and_recording_policy",
        "Gift-Entry and Recording Policy",
        "How every gift is entered, coded and reconciled, and how soon.",
        Group::Foundational,
        "Gift-Entry and Recording Policy",
    ),
    policy(
        "gift_acknowledgement_policy",
        "Gift Acknowledgement Policy",
        "Who thanks each donor, how quickly, and what the receipt must say.",
        Group::Foundational,
        "Gift Acknowledgement Policy",
    ),
    policy(
        "naming_rights_policy",
        "Naming Rights Policy",
        "When a gift may name a program, room or fund, for how long, and how a name is removed.",
        Group::Foundational,
        "Naming Rights Policy",
    ),
    policy(
        "corporate_support_policy",
        "Corporate Support Policy",
        "How you work with businesses: sponsorships, gifts, logos and the limits you keep.",
        Group::Foundational,
        "Corporate Support Policy",
    ),
    policy(
        "donor_privacy_policy",
        "Donor Privacy Policy",
        "What you keep about donors, who may see it, and your promise never to sell or trade it.",
        Group::Foundational,
        "Donor Privacy Policy",
    ),
    policy(
        "board_giving_policy",
        "Board Giving Policy",
        "What each board member gives and raises every year and in a campaign, and how it is counted.",
        Group::Foundational,
        "Board Giving Policy",
    ),
    policy(
        "campaign_gift_counting_policy",
        "Campaign Gift Counting and Crediting Policy",
        "Which gifts and pledges count toward a campaign goal, at what value, and who is credited.",
        Group::Foundational,
        "Campaign Gift Counting and Crediting Policy",
    ),
    policy(
        "donor_recognition_policy",
        "Donor Recognition Policy",
        "How donors are thanked in public at your gift chart's levels, and how anonymity is kept.",
        Group::Foundational,
        "Donor Recognition Policy",
    ),
    policy(
        "endowment_investment_and_spending_policy",
        "Endowment Investment and Spending Policy",
        "How endowment funds are invested, what is spent each year, and what happens when markets fall.",
        Group::Foundational,
        "Endowment Investment and Spending Policy",
    ),
    policy(
        "pledge_form",
        "Pledge Form",
        "A one-page form a donor signs to pledge a gift paid over time.",
        Group::Development,
        "Pledge Form",
    ),
    policy(
        "gift_agreement_pledge",
        "Gift Agreement: Pledge",
        "The agreement for a major pledge: amount, schedule, purpose and recognition.",
        Group::Development,
        "Gift Agreement: Pledge",
    ),
    policy(
        "gift_agreement_planned_gift",
        "Gift Agreement: Planned Gift",
        "The agreement recording a bequest or other planned gift and how it will be used.",
        Group::Development,
        "Gift Agreement: Planned Gift",
    ),
    policy(
        "gift_agreement_for_an_outright_gift",
        "Gift Agreement for an Outright Gift",
        "The agreement for a large gift paid at once, with its purpose and recognition.",
        Group::Development,
        "Gift Agreement for an Outright Gift",
    ),
    policy(
        "gift_agreement_for_naming_an_endowment",
        "Gift Agreement for Naming an Endowment",
        "The agreement creating a named endowment fund: its purpose, spending and name.",
        Group::Development,
        "Gift Agreement for Naming an Endowment",
    ),
    policy(
        "sponsorship_agreement",
        "Sponsorship Agreement",
        "The agreement with a business sponsor: payment, acknowledgment and the limits the tax rules set.",
        Group::Development,
        "Sponsorship Agreement",
    ),
    policy(
        "donor_acknowledgment_letter",
        "Standard Tax Receipt and Acknowledgement Letter",
        "The thank-you letter that is also the donor's tax receipt.",
        Group::Other,
        "Standard Tax Receipt and Acknowledgement Letter",
    ),
    policy(
        "stock_and_wire_transfer_instructions",
        "Stock and Wire Transfer Instructions",
        "What a donor or their broker needs to transfer shares or wire a gift.",
        Group::Other,
        "Stock and Wire Transfer Instructions",
    ),
];

/// The policy or document of an identity.
pub fn find(identity: &str) -> Option<&'static Policy> {
    POLICIES.iter().find(|p| p.identity == identity)
}

/// The identities of a group, in screen order.
pub fn of_group(group: Group) -> impl Iterator<Item = &'static Policy> {
    POLICIES.iter().filter(move |p| p.group == group)
}

/// The message for an identity that is no policy or document.
pub fn unknown_message(identity: &str) -> String {
    crate::messages::POLICY_UNKNOWN.replace("{identity}", identity)
}

/// The selected foundational policies in screen order: the Policies and Procedures manual.
pub fn manual_selection(selected: &dyn Fn(&str) -> bool) -> Vec<&'static Policy> {
    of_group(Group::Foundational)
        .filter(|p| selected(p.identity))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_groups_hold_the_specs_identities_in_order() {
        let ids = |g| of_group(g).map(|p| p.identity).collect::<Vec<_>>();
        assert_eq!(
            ids(Group::Foundational),
            [
                "gift_acceptance_policy",
                "gift_entry_and_recording_policy",
                "gift_acknowledgement_policy",
                "naming_rights_policy",
                "corporate_support_policy",
                "donor_privacy_policy",
                "board_giving_policy",
                "campaign_gift_counting_policy",
                "donor_recognition_policy",
                "endowment_investment_and_spending_policy"
            ]
        );
        assert_eq!(ids(Group::Development).len(), 6);
        assert_eq!(
            ids(Group::Other),
            [
                "donor_acknowledgment_letter",
                "stock_and_wire_transfer_instructions"
            ]
        );
        let mut all: Vec<_> = POLICIES.iter().map(|p| p.identity).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 18);
    }

    #[test]
    fn an_unknown_identity_is_named_in_its_message() {
        assert!(find("naming_rights_policy").is_some());
        assert!(find("Naming_Rights_Policy").is_none());
        assert_eq!(
            unknown_message("bake_sale_policy"),
            "Unknown policy or document: bake_sale_policy"
        );
    }

    #[test]
    fn the_manual_is_the_selected_foundational_policies_in_order() {
        let picked = [
            "donor_privacy_policy",
            "pledge_form",
            "gift_acceptance_policy",
        ];
        let manual = manual_selection(&|id| picked.contains(&id));
        let ids: Vec<_> = manual.iter().map(|p| p.identity).collect();
        assert_eq!(ids, ["gift_acceptance_policy", "donor_privacy_policy"]);
    }
}

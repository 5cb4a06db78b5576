//! The catalogue of documents: every kind the pipeline makes (`POST /documents {kind}`), and
//! all that is known of it in one place ([`DocumentKind::spec`]): its API name, its file's
//! extension and name, its title, its inputs (whether it names a policy by identity), its
//! collateral card. It is metadata only (the documents API reads it without the renderers); the
//! model of each kind is assembled in [`crate::assemble`], whose dispatch is one exhaustive
//! `match` on the kind.
//!
//! Everything else derives from it: the parse of a request and the 422 message that lists the
//! kinds ([`unknown_kind_message`]), the OpenAPI enum of `DocumentRequest.kind` (and through it
//! the SPA's `DocumentKind` type), the file names, the object keys' extensions, the worker's
//! dispatch ([`crate::assemble::assemble`], exhaustive: a new kind does not compile without its
//! assembly) and the check that every collateral card of
//! `fundplan_domain::collateral` downloads a kind that says it is that card's.
//!
//! Adding a kind: a variant here with its [`Spec`], its model in [`crate::model`] (with its
//! renderer and template) and its assembly in [`crate::assemble`].

use fundplan_domain::messages as m;

/// One kind of document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    StewardshipStructure,
    TalkingPoints,
    FundraisingGoals,
    GiftPyramid,
    PoliciesManual,
    /// One policy or form; needs an identity.
    PolicyDocument,
    Certificate,
    /// The case for support (issue 9): the designed PDF.
    CaseStatement,
    /// The case for support as Word.
    CaseStatementDocx,
    /// The case for support's texts alone, as Word ("Case for Support Narrative").
    CaseNarrative,
}

/// What a request for a kind must carry besides the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inputs {
    /// The plan alone (an identity is refused).
    Plan,
    /// The plan and the identity of one policy or form (required).
    PlanAndIdentity,
}

/// The collateral card (`fundplan_domain::collateral::CARDS`) whose Download asks for a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Card {
    /// No card: the kind is downloaded elsewhere (the certificate page, the case document's
    /// editor).
    None,
    /// The card of this title.
    Titled(&'static str),
    /// One card per policy or form (the template cards, by identity).
    PerIdentity,
}

/// How a file of the kind is named (contract "File names").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileName {
    /// "{organization} {title}.{ext}" ("{title}.{ext}" without an organization name).
    OrganizationAndTitle,
    /// "{title}.{ext}" alone.
    Title,
    /// "{organization} {the policy's title}.{ext}".
    OrganizationAndPolicy,
}

/// Everything known of one kind.
#[derive(Clone, Copy)]
pub struct Spec {
    /// The API's name, e.g. `gift_pyramid` (the job item's `kind`, the `DOC#` key, the object
    /// key).
    pub name: &'static str,
    /// `pdf`, `docx` or `xlsx`: every kind has one format.
    pub extension: &'static str,
    /// The document's title, which its file is named after (a policy document's title is its
    /// policy's).
    pub title: &'static str,
    pub file_name: FileName,
    pub inputs: Inputs,
    /// Its case document pictures are read (the case for support's files).
    pub case_images: bool,
    pub card: Card,
}

impl std::fmt::Debug for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Spec").field("name", &self.name).finish()
    }
}

impl DocumentKind {
    /// Every kind, in the API's order.
    pub const ALL: [DocumentKind; 10] = [
        DocumentKind::StewardshipStructure,
        DocumentKind::TalkingPoints,
        DocumentKind::FundraisingGoals,
        DocumentKind::GiftPyramid,
        DocumentKind::PoliciesManual,
        DocumentKind::PolicyDocument,
        DocumentKind::Certificate,
        DocumentKind::CaseStatement,
        DocumentKind::CaseStatementDocx,
        DocumentKind::CaseNarrative,
    ];

    /// The catalogue's entry of the kind.
    pub const fn spec(self) -> &'static Spec {
        use FileName::{OrganizationAndPolicy, OrganizationAndTitle, Title};
        const fn doc(
            name: &'static str,
            extension: &'static str,
            title: &'static str,
            card: Card,
        ) -> Spec {
            Spec {
                name,
                extension,
                title,
                file_name: OrganizationAndTitle,
                inputs: Inputs::Plan,
                case_images: false,
                card,
            }
        }
        const fn case(
            name: &'static str,
            extension: &'static str,
            title: &'static str,
            card: Card,
        ) -> Spec {
            Spec {
                case_images: true,
                ..doc(name, extension, title, card)
            }
        }
        match self {
            DocumentKind::StewardshipStructure => {
                &const {
                    doc(
                        "stewardship_structure",
                        "pdf",
                        "Stewardship Structure",
                        Card::Titled("Stewardship Structure"),
                    )
                }
            }
            DocumentKind::TalkingPoints => {
                &const {
                    doc(
                        "talking_points",
                        "pdf",
                        "Talking Points",
                        Card::Titled("Talking Points"),
                    )
                }
            }
            DocumentKind::FundraisingGoals => {
                &const {
                    doc(
                        "fundraising_goals",
                        "pdf",
                        "Understanding Your Fundraising Goals",
                        Card::Titled("Understanding Your Fundraising Goals"),
                    )
                }
            }
            DocumentKind::GiftPyramid => {
                &const {
                    Spec {
                        file_name: Title,
                        ..doc(
                            "gift_pyramid",
                            "xlsx",
                            "Gift Pyramid",
                            Card::Titled("Campaign Gift Pyramid"),
                        )
                    }
                }
            }
            DocumentKind::PoliciesManual => {
                &const {
                    doc(
                        "policies_manual",
                        "pdf",
                        "Policies and Procedures",
                        Card::Titled("Policies and Procedures"),
                    )
                }
            }
            DocumentKind::PolicyDocument => {
                &const {
                    Spec {
                        file_name: OrganizationAndPolicy,
                        inputs: Inputs::PlanAndIdentity,
                        ..doc("policy_document", "docx", "Document", Card::PerIdentity)
                    }
                }
            }
            DocumentKind::Certificate => {
                &const { doc("certificate", "pdf", "Certificate", Card::None) }
            }
            // The spec's "{organization} case statement" (DECISIONS: a real .docx beside the PDF).
            DocumentKind::CaseStatement => {
                &const {
                    case(
                        "case_statement",
                        "pdf",
                        "case statement",
                        Card::Titled("Case for Support"),
                    )
                }
            }
            DocumentKind::CaseStatementDocx => {
                &const { case("case_statement_docx", "docx", "case statement", Card::None) }
            }
            DocumentKind::CaseNarrative => {
                &const {
                    case(
                        "case_narrative",
                        "docx",
                        "Case for Support Narrative",
                        Card::Titled("Case for Support Narrative"),
                    )
                }
            }
        }
    }

    /// The API's name of the kind, e.g. `gift_pyramid`.
    pub fn as_str(self) -> &'static str {
        self.spec().name
    }

    /// The kind of an API name (exactly, in its case).
    pub fn parse(s: &str) -> Option<DocumentKind> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// The API names of every kind, in order (the OpenAPI enum of `DocumentRequest.kind`).
    pub fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|k| k.as_str()).collect()
    }

    /// Whether the kind names one policy or form (`identity` required), else none is taken.
    pub fn needs_identity(self) -> bool {
        self.spec().inputs == Inputs::PlanAndIdentity
    }

    /// The file's extension: every kind has one format.
    pub fn extension(self) -> &'static str {
        self.spec().extension
    }

    /// The download name of a document of `organization` (contract "File names").
    pub fn file_name(self, identity: Option<&str>, organization: &str) -> String {
        let spec = self.spec();
        let org = organization.trim();
        let named = |title: &str| {
            if org.is_empty() {
                format!("{title}.{}", spec.extension)
            } else {
                format!("{org} {title}.{}", spec.extension)
            }
        };
        let name = match spec.file_name {
            FileName::OrganizationAndTitle => named(spec.title),
            FileName::Title => format!("{}.{}", spec.title, spec.extension),
            FileName::OrganizationAndPolicy => {
                named(identity.and_then(policy_title).unwrap_or(spec.title))
            }
        };
        safe_file_name(&name)
    }
}

/// The 422 message of an unknown kind: the domain's sentence and every kind's API name.
pub fn unknown_kind_message() -> String {
    format!(
        "{} {}.",
        m::DOCUMENT_UNKNOWN_KIND,
        DocumentKind::names().join(", ")
    )
}

/// The title of a policy or form (its collateral card's title, which its file is named after),
/// for a known identity (`fundplan_domain::policies`, the one list of the 18).
pub fn policy_title(identity: &str) -> Option<&'static str> {
    fundplan_domain::policies::find(identity).map(|p| p.title)
}

/// A file name any system accepts: characters Windows or macOS refuse (`\ / : * ? " < > |`
/// and control characters) are dropped (`": "` becomes `" - "`), runs of spaces become one.
pub fn safe_file_name(name: &str) -> String {
    let replaced = name.replace(": ", " - ");
    let kept: String = replaced
        .chars()
        .map(|c| {
            if c.is_control() || "\\/:*?\"<>|".contains(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::collateral::CARDS;

    #[test]
    fn every_kind_parses_from_its_api_name_and_nothing_else_does() {
        for kind in DocumentKind::ALL {
            assert_eq!(DocumentKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(
            DocumentKind::parse("case_statement"),
            Some(DocumentKind::CaseStatement)
        );
        assert_eq!(DocumentKind::parse("case_statement_pdf"), None);
        assert_eq!(DocumentKind::parse("Gift_Pyramid"), None);
        assert_eq!(DocumentKind::parse(""), None);
        let mut names = DocumentKind::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            DocumentKind::ALL.len(),
            "every name is one kind's"
        );
    }

    #[test]
    fn the_unknown_kind_message_lists_every_kind() {
        let message = unknown_kind_message();
        assert_eq!(
            message,
            "Unknown document kind. Choose one of stewardship_structure, talking_points, \
             fundraising_goals, gift_pyramid, policies_manual, policy_document, certificate, \
             case_statement, case_statement_docx, case_narrative."
        );
    }

    #[test]
    fn every_collateral_card_downloads_a_kind_that_says_it_is_that_cards() {
        for card in &CARDS {
            let kind = DocumentKind::parse(card.document)
                .unwrap_or_else(|| panic!("{}: no kind {}", card.title, card.document));
            match kind.spec().card {
                Card::Titled(title) => assert_eq!(title, card.title),
                Card::PerIdentity => {
                    let identity = card.identity.expect("a template card has an identity");
                    assert_eq!(policy_title(identity), Some(card.title));
                }
                Card::None => panic!("{}: {} has no card", card.title, card.document),
            }
        }
        for kind in DocumentKind::ALL {
            match kind.spec().card {
                Card::Titled(title) => assert!(
                    CARDS
                        .iter()
                        .any(|c| c.title == title && c.document == kind.as_str()),
                    "{}: no card {title}",
                    kind.as_str()
                ),
                Card::PerIdentity => assert_eq!(
                    CARDS.iter().filter(|c| c.document == kind.as_str()).count(),
                    fundplan_domain::policies::POLICIES.len()
                ),
                Card::None => assert!(CARDS.iter().all(|c| c.document != kind.as_str())),
            }
        }
    }

    #[test]
    fn file_names_follow_the_contract_and_drop_characters_no_system_accepts() {
        let org = "Riverbend Literacy Alliance";
        let name = |k: DocumentKind, i| k.file_name(i, org);
        assert_eq!(
            name(DocumentKind::StewardshipStructure, None),
            "Riverbend Literacy Alliance Stewardship Structure.pdf"
        );
        assert_eq!(
            name(DocumentKind::TalkingPoints, None),
            "Riverbend Literacy Alliance Talking Points.pdf"
        );
        assert_eq!(
            name(DocumentKind::FundraisingGoals, None),
            "Riverbend Literacy Alliance Understanding Your Fundraising Goals.pdf"
        );
        assert_eq!(name(DocumentKind::GiftPyramid, None), "Gift Pyramid.xlsx");
        assert_eq!(
            name(DocumentKind::PoliciesManual, None),
            "Riverbend Literacy Alliance Policies and Procedures.pdf"
        );
        assert_eq!(
            name(DocumentKind::PolicyDocument, Some("gift_agreement_pledge")),
            "Riverbend Literacy Alliance Gift Agreement - Pledge.docx"
        );
        assert_eq!(
            name(DocumentKind::Certificate, None),
            "Riverbend Literacy Alliance Certificate.pdf"
        );
        assert_eq!(
            name(DocumentKind::CaseStatement, None),
            "Riverbend Literacy Alliance case statement.pdf"
        );
        assert_eq!(
            name(DocumentKind::CaseStatementDocx, None),
            "Riverbend Literacy Alliance case statement.docx"
        );
        assert_eq!(
            name(DocumentKind::CaseNarrative, None),
            "Riverbend Literacy Alliance Case for Support Narrative.docx"
        );
        assert_eq!(
            DocumentKind::TalkingPoints.file_name(None, "A/B \"Trust\"\n"),
            "A B Trust Talking Points.pdf"
        );
        assert_eq!(
            DocumentKind::TalkingPoints.file_name(None, "  "),
            "Talking Points.pdf"
        );
    }

    #[test]
    fn every_policy_and_form_has_its_cards_title_and_nothing_else_has_one() {
        assert_eq!(
            policy_title("gift_acceptance_policy"),
            Some("Gift Acceptance Policy")
        );
        assert_eq!(
            policy_title("donor_acknowledgment_letter"),
            Some("Standard Tax Receipt and Acknowledgement Letter")
        );
        assert_eq!(
            fundplan_domain::policies::POLICIES
                .iter()
                .filter(|p| policy_title(p.identity) == Some(p.title))
                .count(),
            18
        );
        assert_eq!(policy_title("unknown_policy"), None);
        assert_eq!(policy_title(""), None);
    }
}

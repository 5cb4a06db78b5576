//! The policy and form templates (DECISIONS "Templates are real documents"): structured text kept
//! in the repository (`shared/domain/policies/*.toml`), filled with the organization's details and
//! rendered to Word and PDF by `fundplan-documents`, so they are reviewed in diffs like code.
//!
//! The content and its loader arrive with the closing-modules issue; these are the shapes every
//! renderer reads.

use serde::{Deserialize, Serialize};

/// Whether a text is a policy (a board adopts it) or a form (a donor or staff member fills it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextKind {
    Policy,
    Form,
}

/// One policy or form, filled with the organization's details.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PolicyText {
    /// The spec's snake_case identity, e.g. `gift_acceptance_policy`.
    pub identity: String,
    /// e.g. "Gift Acceptance Policy" (the collateral card's title).
    pub title: String,
    pub kind: TextKind,
    /// A short note for the user: where the practice comes from and what to decide before
    /// adopting it. Never legal advice. Not part of the adopted text.
    pub note: String,
    pub sections: Vec<Section>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Section {
    /// Empty for an untitled opening section.
    pub heading: String,
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Block {
    Paragraph {
        text: String,
    },
    /// Numbered clauses (1., 2., …).
    Numbered {
        items: Vec<String>,
    },
    Bullets {
        items: Vec<String>,
    },
    /// A blank to fill in on the printed form: a label and a line.
    Field {
        label: String,
    },
    /// Signature lines, e.g. ["Donor", "For Riverbend Literacy Alliance"], each with a date line.
    Signatures {
        parties: Vec<String>,
    },
}

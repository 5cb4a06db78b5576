//! The policy and form templates (DECISIONS "Templates are real documents"): structured text kept
//! in the repository (`shared/domain/policies/*.toml`), filled with the organization's details and
//! rendered to Word and PDF by `fundplan-documents`, so they are reviewed in diffs like code.
//!
//! Each file holds one text: `identity`, `title`, `kind`, `note`, then `[[sections]]` with a
//! `heading` and `[[sections.blocks]]` tagged by `type` (paragraph, numbered, bullets, field,
//! signatures). Placeholders `{organization}`, `{address}`, `{director}`, `{year}`, `{phone}` and
//! `{website}` are filled by [`fill`]; a bracketed blank such as `[$10,000]` is a choice the
//! organization makes before adopting the text, and the note explains each one.

use crate::organization::Letterhead;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// The identities, in the order of the policies screens: the ten foundational policies, the
/// development documents, then the other documents.
const IDENTITIES: &[&str] = &[
    "gift_acceptance_policy",
    "gift_entry_and_recording_policy",
    "gift_acknowledgement_policy",
    "naming_rights_policy",
    "corporate_support_policy",
    "donor_privacy_policy",
    "board_giving_policy",
    "campaign_gift_counting_policy",
    "donor_recognition_policy",
    "endowment_investment_and_spending_policy",
    "pledge_form",
    "gift_agreement_pledge",
    "gift_agreement_planned_gift",
    "gift_agreement_for_an_outright_gift",
    "gift_agreement_for_naming_an_endowment",
    "sponsorship_agreement",
    "donor_acknowledgment_letter",
    "stock_and_wire_transfer_instructions",
];

/// `(file name, contents)` of `shared/domain/policies/<identity>.toml`, compiled in.
macro_rules! template_file {
    ($identity:literal) => {
        (
            concat!($identity, ".toml"),
            include_str!(concat!("../policies/", $identity, ".toml")),
        )
    };
}

/// The template files, compiled in, in the order of [`IDENTITIES`].
const FILES: &[(&str, &str)] = &[
    template_file!("gift_acceptance_policy"),
    template_file!("gift_entry_and_recording_policy"),
    template_file!("gift_acknowledgement_policy"),
    template_file!("naming_rights_policy"),
    template_file!("corporate_support_policy"),
    template_file!("donor_privacy_policy"),
    template_file!("board_giving_policy"),
    template_file!("campaign_gift_counting_policy"),
    template_file!("donor_recognition_policy"),
    template_file!("endowment_investment_and_spending_policy"),
    template_file!("pledge_form"),
    template_file!("gift_agreement_pledge"),
    template_file!("gift_agreement_planned_gift"),
    template_file!("gift_agreement_for_an_outright_gift"),
    template_file!("gift_agreement_for_naming_an_endowment"),
    template_file!("sponsorship_agreement"),
    template_file!("donor_acknowledgment_letter"),
    template_file!("stock_and_wire_transfer_instructions"),
];

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

/// The placeholders a template may use, each with the blank that stands in for a missing detail.
const PLACEHOLDERS: &[(&str, &str)] = &[
    ("organization", "[organization name]"),
    ("address", "[organization address]"),
    ("director", "[executive director's name]"),
    ("year", "[year]"),
    ("phone", "[phone number]"),
    ("website", "[website]"),
];

/// One template file as written (the fixed types, plus no unknown keys).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplateFile {
    identity: String,
    title: String,
    kind: TextKind,
    note: String,
    sections: Vec<SectionFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionFile {
    #[serde(default)]
    heading: String,
    blocks: Vec<Block>,
}

/// Applies `f` to every piece of text of a policy: title, note, headings and blocks.
fn map_text(text: &PolicyText, f: &dyn Fn(&str) -> String) -> PolicyText {
    let all = |items: &[String]| items.iter().map(|i| f(i)).collect::<Vec<_>>();
    PolicyText {
        identity: text.identity.clone(),
        title: f(&text.title),
        kind: text.kind,
        note: f(&text.note),
        sections: text
            .sections
            .iter()
            .map(|s| Section {
                heading: f(&s.heading),
                blocks: s
                    .blocks
                    .iter()
                    .map(|b| match b {
                        Block::Paragraph { text } => Block::Paragraph { text: f(text) },
                        Block::Numbered { items } => Block::Numbered { items: all(items) },
                        Block::Bullets { items } => Block::Bullets { items: all(items) },
                        Block::Field { label } => Block::Field { label: f(label) },
                        Block::Signatures { parties } => Block::Signatures {
                            parties: all(parties),
                        },
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Every piece of text of a policy's adopted body (headings and blocks, not the note).
fn body_texts(text: &PolicyText) -> Vec<&str> {
    let mut out = Vec::new();
    for s in &text.sections {
        out.push(s.heading.as_str());
        for b in &s.blocks {
            out.extend(b.texts());
        }
    }
    out
}

impl Block {
    /// The texts a block prints, in order: its paragraph, items, field label or parties.
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Block::Paragraph { text } => vec![text],
            Block::Numbered { items } | Block::Bullets { items } => {
                items.iter().map(String::as_str).collect()
            }
            Block::Field { label } => vec![label],
            Block::Signatures { parties } => parties.iter().map(String::as_str).collect(),
        }
    }
}

/// The `{name}` placeholders of a text, in order (unknown names included).
fn placeholders_in(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                out.push(&after[..end]);
                rest = &after[end + 1..];
            }
            None => break,
        }
    }
    out
}

/// Reads and checks one template file: known identity, nothing blank, only known placeholders,
/// list items that do not number themselves.
fn parse(file_name: &str, source: &str) -> Result<PolicyText, String> {
    let file: TemplateFile = toml::from_str(source).map_err(|e| format!("{file_name}: {e}"))?;
    if !IDENTITIES.contains(&file.identity.as_str()) {
        return Err(format!("{file_name}: unknown identity {}", file.identity));
    }
    let raw = PolicyText {
        identity: file.identity,
        title: file.title,
        kind: file.kind,
        note: file.note,
        sections: file
            .sections
            .into_iter()
            .map(|s| Section {
                heading: s.heading,
                blocks: s.blocks,
            })
            .collect(),
    };
    // Multi-line TOML strings carry their line breaks at the edges; the text is what is between.
    let text = map_text(&raw, &|t| t.trim().to_string());
    for (what, t) in [("title", &text.title), ("note", &text.note)] {
        if crate::words::is_blank(t) {
            return Err(format!("{file_name}: the {what} is blank"));
        }
    }
    if text.sections.is_empty() {
        return Err(format!("{file_name}: no sections"));
    }
    for s in &text.sections {
        if s.blocks.is_empty() {
            return Err(format!("{file_name}: section \"{}\" is empty", s.heading));
        }
        for b in &s.blocks {
            let empty_list = match b {
                Block::Numbered { items } | Block::Bullets { items } => items.is_empty(),
                Block::Signatures { parties } => parties.is_empty(),
                _ => false,
            };
            if empty_list {
                return Err(format!(
                    "{file_name}: an empty list in section \"{}\"",
                    s.heading
                ));
            }
        }
    }
    let mut texts = body_texts(&text);
    texts.push(&text.note);
    for t in texts {
        for name in placeholders_in(t) {
            if !PLACEHOLDERS.iter().any(|(known, _)| *known == name) {
                return Err(format!("{file_name}: unknown placeholder {{{name}}}"));
            }
        }
    }
    for s in &text.sections {
        for b in &s.blocks {
            if let Block::Numbered { items } = b
                && let Some(item) = items.iter().find(|i| starts_with_number(i))
            {
                return Err(format!(
                    "{file_name}: a numbered item numbers itself: {item}"
                ));
            }
        }
    }
    Ok(text)
}

/// "1. …" or "(a) …": the renderer numbers items, so an item must not.
fn starts_with_number(item: &str) -> bool {
    let digits = item.chars().take_while(char::is_ascii_digit).count();
    (digits > 0 && item[digits..].starts_with(['.', ')'])) || item.starts_with("(a)")
}

static TEMPLATES: LazyLock<Vec<PolicyText>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|(name, source)| parse(name, source))
        .collect::<Result<Vec<_>, _>>()
        .unwrap_or_else(|e| panic!("policy templates: {e}"))
});

/// The 18 identities, in the order of the policies screens.
pub fn identities() -> &'static [&'static str] {
    IDENTITIES
}

/// The template of `identity` as written, placeholders unfilled; `None` for an unknown identity.
pub fn template(identity: &str) -> Option<&'static PolicyText> {
    TEMPLATES.iter().find(|t| t.identity == identity)
}

/// Replaces each known `{name}` of `text` with its value in one pass (a value is never read
/// again for placeholders, so a name like "{address}" stays as typed).
fn fill_text(text: &str, values: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let value = after
            .find('}')
            .and_then(|end| values.iter().find(|(name, _)| *name == &after[..end]));
        match value {
            Some((name, value)) => {
                out.push_str(value);
                rest = &after[name.len() + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The template of `identity` filled with the organization's details; `None` for an unknown
/// identity. The details are text: nothing in them is read as markup or as a placeholder.
pub fn fill(identity: &str, org: &Letterhead) -> Option<PolicyText> {
    let template = template(identity)?;
    let given = [
        &org.name,
        &org.address,
        &org.director_name,
        &org.year,
        &org.phone,
        &org.website,
    ];
    let values: Vec<(&str, String)> = PLACEHOLDERS
        .iter()
        .zip(given)
        .map(|((name, blank), value)| {
            let value = value.trim();
            let value = if crate::words::is_blank(value) {
                blank.to_string()
            } else {
                value.to_string()
            };
            (*name, value)
        })
        .collect();
    Some(map_text(template, &|t| fill_text(t, &values)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words;
    use regex::Regex;
    use std::collections::BTreeSet;

    /// The titles of the collateral cards and the policies screens, exactly.
    const TITLES: &[(&str, &str, TextKind)] = &[
        (
            "gift_acceptance_policy",
            "Gift Acceptance Policy",
            TextKind::Policy,
        ),
        (
            "gift_entry_and_recording_policy",
            "Gift-Entry and Recording Policy",
            TextKind::Policy,
        ),
        (
            "gift_acknowledgement_policy",
            "Gift Acknowledgement Policy",
            TextKind::Policy,
        ),
        (
            "naming_rights_policy",
            "Naming Rights Policy",
            TextKind::Policy,
        ),
        (
            "corporate_support_policy",
            "Corporate Support Policy",
            TextKind::Policy,
        ),
        (
            "donor_privacy_policy",
            "Donor Privacy Policy",
            TextKind::Policy,
        ),
        (
            "board_giving_policy",
            "Board Giving Policy",
            TextKind::Policy,
        ),
        (
            "campaign_gift_counting_policy",
            "Campaign Gift Counting and Crediting Policy",
            TextKind::Policy,
        ),
        (
            "donor_recognition_policy",
            "Donor Recognition Policy",
            TextKind::Policy,
        ),
        (
            "endowment_investment_and_spending_policy",
            "Endowment Investment and Spending Policy",
            TextKind::Policy,
        ),
        ("pledge_form", "Pledge Form", TextKind::Form),
        (
            "gift_agreement_pledge",
            "Gift Agreement: Pledge",
            TextKind::Form,
        ),
        (
            "gift_agreement_planned_gift",
            "Gift Agreement: Planned Gift",
            TextKind::Form,
        ),
        (
            "gift_agreement_for_an_outright_gift",
            "Gift Agreement for an Outright Gift",
            TextKind::Form,
        ),
        (
            "gift_agreement_for_naming_an_endowment",
            "Gift Agreement for Naming an Endowment",
            TextKind::Form,
        ),
        (
            "sponsorship_agreement",
            "Sponsorship Agreement",
            TextKind::Form,
        ),
        (
            "donor_acknowledgment_letter",
            "Standard Tax Receipt and Acknowledgement Letter",
            TextKind::Form,
        ),
        (
            "stock_and_wire_transfer_instructions",
            "Stock and Wire Transfer Instructions",
            TextKind::Form,
        ),
    ];

    fn riverbend() -> Letterhead {
        Letterhead {
            name: "Riverbend Literacy Alliance".into(),
            address: "412 Mill Street, Riverbend".into(),
            director_name: "Dana Whitfield".into(),
            year: "2026".into(),
            phone: "(555) 014-2290".into(),
            website: "www.riverbendliteracy.org".into(),
            ..Letterhead::default()
        }
    }

    fn filled_all(org: &Letterhead) -> Vec<PolicyText> {
        loaded()
            .map(|id| fill(id, org).unwrap_or_else(|| panic!("{id} does not fill")))
            .collect()
    }

    /// The identities of the templates loaded (the first test checks that every identity is).
    fn loaded() -> impl Iterator<Item = &'static str> {
        TEMPLATES.iter().map(|t| t.identity.as_str())
    }

    fn all_texts(text: &PolicyText) -> Vec<&str> {
        let mut texts = body_texts(text);
        texts.push(&text.title);
        texts.push(&text.note);
        texts
    }

    fn brackets(texts: &[&str]) -> BTreeSet<String> {
        let re = Regex::new(r"\[[^\[\]]*\]").unwrap();
        texts
            .iter()
            .flat_map(|t| re.find_iter(t).map(|m| m.as_str().to_string()))
            .collect()
    }

    fn body_words(text: &PolicyText) -> usize {
        body_texts(text).iter().map(|t| words::count(t)).sum()
    }

    #[test]
    fn every_identity_has_a_template_with_its_title_and_kind() {
        assert_eq!(
            identities(),
            TITLES.iter().map(|(id, _, _)| *id).collect::<Vec<_>>()
        );
        assert_eq!(FILES.len(), TITLES.len());
        for (id, title, kind) in TITLES {
            let t = template(id).unwrap_or_else(|| panic!("{id} has no template"));
            assert_eq!(t.title, *title, "{id}");
            assert_eq!(t.kind, *kind, "{id}");
        }
    }

    #[test]
    fn each_file_holds_the_identity_it_is_listed_under() {
        for (name, source) in FILES {
            let text = parse(name, source).unwrap();
            assert_eq!(format!("{}.toml", text.identity), *name);
        }
    }

    #[test]
    fn an_unknown_identity_has_no_template_and_does_not_fill() {
        assert!(template("gift_acceptance").is_none());
        assert!(fill("", &riverbend()).is_none());
        assert!(fill("GIFT_ACCEPTANCE_POLICY", &riverbend()).is_none());
    }

    #[test]
    fn every_identity_fills_and_no_placeholder_survives() {
        let org = riverbend();
        for text in filled_all(&org) {
            for t in all_texts(&text) {
                assert!(
                    !t.contains('{') && !t.contains('}'),
                    "{}: a placeholder survives in {t:?}",
                    text.identity
                );
            }
            let body = body_texts(&text).join("\n");
            assert!(
                body.contains("Riverbend Literacy Alliance"),
                "{} never names the organization",
                text.identity
            );
        }
    }

    #[test]
    fn the_sample_organization_reads_as_itself_in_a_filled_policy() {
        let text = fill("gift_acceptance_policy", &riverbend()).unwrap();
        assert_eq!(
            text.sections[0].blocks[0],
            Block::Paragraph {
                text: "Adopted by the Board of Directors of Riverbend Literacy Alliance, \
                       412 Mill Street, Riverbend, on [date of the board's vote]."
                    .into()
            }
        );
        let blank = fill("gift_acceptance_policy", &Letterhead::default()).unwrap();
        assert_eq!(
            blank.sections[0].blocks[0],
            Block::Paragraph {
                text: "Adopted by the Board of Directors of [organization name], \
                       [organization address], on [date of the board's vote]."
                    .into()
            }
        );
    }

    #[test]
    fn filling_puts_each_detail_where_its_placeholder_was() {
        let filled = fill_text(
            "{organization}, {address}. Call {phone} or visit {website}. Signed {director}, {year}.",
            &PLACEHOLDERS
                .iter()
                .map(|(name, _)| (*name, format!("<{name}>")))
                .collect::<Vec<_>>(),
        );
        assert_eq!(
            filled,
            "<organization>, <address>. Call <phone> or visit <website>. Signed <director>, <year>."
        );
    }

    #[test]
    fn a_blank_detail_becomes_a_bracketed_blank_never_an_empty_gap() {
        let org = Letterhead {
            address: "   ".into(),
            ..riverbend()
        };
        let empty = Letterhead::default();
        for id in loaded() {
            let source = template(id).unwrap();
            let uses = |name: &str| {
                all_texts(source)
                    .iter()
                    .any(|t| t.contains(&format!("{{{name}}}")))
            };
            let text = fill(id, &org).unwrap();
            let joined = all_texts(&text).join("\n");
            if uses("address") {
                assert!(joined.contains("[organization address]"), "{id}");
            }
            assert!(!joined.contains("   "), "{id}");
            let text = fill(id, &empty).unwrap();
            let joined = all_texts(&text).join("\n");
            for (name, blank) in PLACEHOLDERS {
                assert_eq!(uses(name), joined.contains(blank), "{id}: {name}");
            }
            assert!(!joined.contains(" , ") && !joined.contains(" ."), "{id}");
        }
    }

    #[test]
    fn every_bracketed_blank_is_one_the_note_explains() {
        for text in filled_all(&riverbend()) {
            let in_body = brackets(&body_texts(&text));
            let in_note = brackets(&[text.note.as_str()]);
            for b in &in_body {
                assert!(
                    in_note.contains(b),
                    "{}: the note does not explain {b}",
                    text.identity
                );
            }
            for b in &in_note {
                assert!(
                    in_body.contains(b),
                    "{}: the note explains {b}, which the text does not use",
                    text.identity
                );
            }
            assert!(
                !in_body
                    .iter()
                    .any(|b| b == "[]" || b.trim_matches(['[', ']', ' ']).is_empty()),
                "{}: an empty bracket",
                text.identity
            );
        }
    }

    #[test]
    fn policies_run_600_to_1400_words_and_forms_250_to_1400() {
        for text in filled_all(&riverbend()) {
            let n = body_words(&text);
            let range = match text.kind {
                TextKind::Policy => 600..=1400,
                TextKind::Form => 250..=1400,
            };
            assert!(range.contains(&n), "{}: {n} words", text.identity);
        }
    }

    #[test]
    fn no_template_holds_placeholder_filler() {
        let filler = Regex::new(
            r"(?i)lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|\bFIXME\b|\bXXX\b|placeholder|insert (text|here)",
        )
        .unwrap();
        for id in loaded() {
            for t in all_texts(template(id).unwrap()) {
                assert!(!filler.is_match(t), "{id}: {t:?}");
            }
        }
    }

    #[test]
    fn every_note_names_its_sources_disclaims_legal_advice_and_advises_counsel() {
        for id in loaded() {
            let note = &template(id).unwrap().note;
            assert!(note.contains("not legal advice"), "{id}");
            assert!(note.contains("counsel"), "{id}");
            assert!(
                ["IRS", "AFP", "CASE", "Internal Revenue Code", "FTC"]
                    .iter()
                    .any(|s| note.contains(s)),
                "{id} names no source of practice"
            );
        }
    }

    #[test]
    fn every_policy_ends_with_its_adoption_and_every_form_has_blanks_or_signatures() {
        for id in loaded() {
            let text = template(id).unwrap();
            let blocks = || text.sections.iter().flat_map(|s| &s.blocks);
            let signs = blocks().any(|b| matches!(b, Block::Signatures { .. }));
            let fields = blocks().any(|b| matches!(b, Block::Field { .. }));
            match text.kind {
                TextKind::Policy => {
                    let last = text.sections.last().unwrap();
                    assert!(
                        last.blocks
                            .iter()
                            .any(|b| matches!(b, Block::Signatures { .. })),
                        "{id} is not signed at the end"
                    );
                }
                TextKind::Form => assert!(signs || fields, "{id}"),
            }
        }
    }

    /// The bracketed blanks of a template's body.
    fn body_brackets(id: &str) -> BTreeSet<String> {
        brackets(&body_texts(template(id).unwrap()))
    }

    #[test]
    fn the_sponsorship_agreement_keeps_the_corporate_support_policys_thresholds() {
        let policy = template("corporate_support_policy").unwrap();
        let policy_body = body_texts(policy).join("\n");
        assert!(
            policy_body.contains("[$5,000] or more is set out in a written agreement, {organization}'s Sponsorship Agreement, signed by the Executive Director"),
            "the policy requires the agreement from its threshold"
        );
        let agreement = template("sponsorship_agreement").unwrap();
        let body = body_texts(agreement).join("\n");
        assert!(body.contains("every sponsorship of [$5,000] or more is set out in an agreement"));
        assert!(body.contains("If the sponsorship payment is [$25,000] or more"));
        for blank in ["[$5,000]", "[$25,000]"] {
            assert!(
                body_brackets("corporate_support_policy").contains(blank),
                "{blank}"
            );
            assert!(
                body_brackets("sponsorship_agreement").contains(blank),
                "{blank}"
            );
        }
        // What the policy says the agreement states, the agreement has a place for.
        let fields: Vec<&str> = agreement
            .sections
            .iter()
            .flat_map(|s| &s.blocks)
            .filter_map(|b| match b {
                Block::Field { label } => Some(label.as_str()),
                _ => None,
            })
            .collect();
        for part in [
            "Sponsorship payment",
            "Payment schedule",
            "Acknowledgment the Sponsor receives",
            "for how long",
        ] {
            assert!(fields.iter().any(|f| f.contains(part)), "{part}");
        }
        for clause in [
            "Use of Names and Logos.",
            "Ending the Agreement.",
            "No Advertising or Endorsement.",
        ] {
            assert!(body.contains(clause), "{clause}");
        }
        assert!(agreement.sections.iter().flat_map(|s| &s.blocks).any(|b| matches!(
            b,
            Block::Signatures { parties } if parties.iter().any(|p| p.contains("Executive Director"))
        )));
    }

    #[test]
    fn the_endowment_agreement_and_the_endowment_policy_set_the_same_spending_rule() {
        let agreement =
            body_texts(template("gift_agreement_for_naming_an_endowment").unwrap()).join("\n");
        let policy =
            body_texts(template("endowment_investment_and_spending_policy").unwrap()).join("\n");
        assert!(agreement.contains("invested under the Endowment Investment and Spending Policy"));
        assert!(agreement.contains("an amount set by the Endowment Investment and Spending Policy, currently [4%] of the Fund's average market value over the preceding [twelve] quarters"));
        assert!(policy.contains("The spending rate is currently [4%]. Each fund's yearly distribution is the spending rate times the fund's average market value over the preceding [twelve] quarters"));
        assert!(agreement.contains("Once the Fund's value reaches [$25,000]"));
        assert!(
            policy.contains("A named fund makes distributions once its value reaches [$25,000]")
        );
        let shared = body_brackets("gift_agreement_for_naming_an_endowment");
        let own = body_brackets("endowment_investment_and_spending_policy");
        for blank in ["[4%]", "[twelve]", "[$25,000]", "[state]"] {
            assert!(shared.contains(blank) && own.contains(blank), "{blank}");
        }
        assert!(policy.contains("net assets with donor restrictions"));
        assert!(policy.contains("net assets without donor restrictions"));
    }

    #[test]
    fn the_donor_recognition_policy_takes_its_levels_from_the_gift_chart_not_from_amounts() {
        let body = body_texts(template("donor_recognition_policy").unwrap()).join("\n");
        assert!(
            !body.contains('$'),
            "no dollar amount is written into the levels"
        );
        assert!(body.contains("the gift levels of its current gift chart"));
        assert!(body.contains("Stewardship Structure"));
        assert!(body.contains("only the Naming Rights Policy governs"));
        assert!(body.contains("“Anonymous”"));
    }

    /// The capitalized names ending in "Policy" in a text, each with the capitalized words (and
    /// "and") before it: "the Gift Acceptance Policy and" gives "Gift Acceptance Policy".
    fn policy_names(text: &str) -> Vec<String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut out = Vec::new();
        for (i, w) in words.iter().enumerate() {
            if !w.starts_with("Policy") {
                continue;
            }
            let mut start = i;
            while start > 0 {
                let prev = words[start - 1];
                let capital = prev.starts_with(|c: char| c.is_ascii_uppercase());
                let joins = prev == "and" || prev == "for";
                if !(capital || joins)
                    || prev.ends_with([',', '.', ':', ';'])
                    || prev.starts_with("Policy")
                {
                    break;
                }
                start -= 1;
            }
            out.push(format!("{} Policy", words[start..i].join(" ")));
        }
        out
    }

    #[test]
    fn every_policy_a_template_names_is_one_of_the_templates() {
        let titles: Vec<&str> = TITLES.iter().map(|(_, t, _)| *t).collect();
        assert_eq!(
            policy_names(
                "the Gift Acceptance Policy and Endowment Investment and Spending Policy."
            ),
            [
                "Gift Acceptance Policy",
                "and Endowment Investment and Spending Policy"
            ]
        );
        for id in loaded() {
            let text = template(id).unwrap();
            // Headings are title case throughout ("The Funds This Policy Covers"): not names.
            let headings: Vec<&str> = text.sections.iter().map(|s| s.heading.as_str()).collect();
            let mut texts = body_texts(text);
            texts.retain(|t| !headings.contains(t));
            texts.push(&text.note);
            for t in texts {
                for name in policy_names(t) {
                    assert!(
                        titles
                            .iter()
                            .any(|title| name.ends_with(&format!(" {title}"))
                                || name == *title
                                || name.ends_with(&format!("'s {title}"))),
                        "{id} names {name:?}, which is no template"
                    );
                }
            }
        }
    }

    #[test]
    fn html_in_the_organization_details_stays_text() {
        let org = Letterhead {
            name: "<script>alert('x')</script> & <b>Friends</b>".into(),
            address: "<img src=x onerror=alert(1)>".into(),
            ..riverbend()
        };
        let text = fill("gift_acceptance_policy", &org).unwrap();
        let body = body_texts(&text).join("\n");
        assert!(body.contains("<script>alert('x')</script> & <b>Friends</b>"));
        assert!(!body.contains("&lt;") && !body.contains("&amp;"));
    }

    #[test]
    fn a_detail_that_looks_like_a_placeholder_is_not_filled_again() {
        let org = Letterhead {
            name: "{address} Trust".into(),
            ..riverbend()
        };
        let text = fill("gift_acceptance_policy", &org).unwrap();
        let body = body_texts(&text).join("\n");
        assert!(body.contains("{address} Trust"));
        assert!(!body.contains("412 Mill Street, Riverbend Trust"));
    }

    #[test]
    fn the_loader_rejects_unknown_placeholders_keys_identities_and_self_numbered_items() {
        let good = r#"
identity = "pledge_form"
title = "Pledge Form"
kind = "form"
note = "A note."
[[sections]]
heading = "Pledge"
[[sections.blocks]]
type = "numbered"
items = ["One clause for {organization}."]
"#;
        assert!(parse("t.toml", good).is_ok());
        let bad = [
            good.replace("{organization}", "{organisation}"),
            good.replace("One clause", "1. One clause"),
            good.replace("pledge_form", "pledge"),
            good.replace("kind = \"form\"", "kind = \"form\"\nauthor = \"me\""),
            good.replace("A note.", " "),
            good.replace("\"numbered\"", "\"table\""),
        ];
        for source in bad {
            assert!(parse("t.toml", &source).is_err(), "{source}");
        }
    }
}

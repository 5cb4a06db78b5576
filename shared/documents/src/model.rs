//! What each document shows: plain data, assembled from the plan ([`crate::assemble`]) and
//! rendered by this crate. Amounts are integer cents.

use std::collections::BTreeMap;

use fundplan_domain::budget::Figures;
use fundplan_domain::case_content::CaseContent;
use fundplan_domain::organization::Letterhead;
use fundplan_domain::policy_texts::PolicyText;
use fundplan_domain::pyramid::Pyramid;
use serde::{Deserialize, Serialize};

/// The organization as every document names it: its letterhead, with the logo's bytes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Org {
    /// The details, colours and font, derived once from the organization
    /// (`OrganizationRecord::letterhead`); its `year` is the year documents print (the
    /// organization's, else the current year).
    pub letterhead: Letterhead,
    /// PNG or JPEG bytes of the logo, when the organization has one.
    #[serde(skip)]
    pub logo: Option<Vec<u8>>,
}

/// One file to render.
///
/// One model is built per job and rendered once, so the size of the largest variant (the
/// goals' figures) costs nothing worth a `Box` in every match.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Document {
    /// "Stewardship Structure": landscape PDF.
    Stewardship(StewardshipDoc),
    /// "Talking Points": PDF.
    TalkingPoints(TalkingPointsDoc),
    /// "Understanding Your Fundraising Goals": PDF.
    FundraisingGoals(GoalsDoc),
    /// "Campaign Gift Pyramid": .xlsx, file "Gift Pyramid", sheet "Gift Pyramid".
    GiftPyramid(PyramidDoc),
    /// "Policies and Procedures": one PDF manual of the selected foundational policies.
    PoliciesManual(ManualDoc),
    /// One policy or form as .docx.
    Template(TemplateDoc),
    /// Module 15's certificate: one landscape page, PDF.
    Certificate(CertificateDoc),
    /// The case for support, designed: A4 portrait PDF, the pages of its layout.
    CaseStatement(CaseDoc),
    /// The case for support as a Word file: the same sections, images and cost table.
    CaseStatementDocx(CaseDoc),
    /// "Case for Support Narrative": the case's texts alone (headings and paragraphs), .docx.
    CaseNarrative(CaseDoc),
}

impl Document {
    /// The logo the document carries (the organization's, or the case document's), which the
    /// worker hashes apart from the rest of the model.
    pub fn logo_mut(&mut self) -> &mut Option<Vec<u8>> {
        match self {
            Document::Stewardship(d) => &mut d.org.logo,
            Document::TalkingPoints(d) => &mut d.org.logo,
            Document::FundraisingGoals(d) => &mut d.org.logo,
            Document::GiftPyramid(d) => &mut d.org.logo,
            Document::PoliciesManual(d) => &mut d.org.logo,
            Document::Template(d) => &mut d.org.logo,
            Document::Certificate(d) => &mut d.org.logo,
            Document::CaseStatement(d)
            | Document::CaseStatementDocx(d)
            | Document::CaseNarrative(d) => &mut d.logo,
        }
    }

    /// The organization block of the documents that have one (every kind but the case
    /// documents, whose organization is part of their content).
    pub fn org_mut(&mut self) -> Option<&mut Org> {
        match self {
            Document::Stewardship(d) => Some(&mut d.org),
            Document::TalkingPoints(d) => Some(&mut d.org),
            Document::FundraisingGoals(d) => Some(&mut d.org),
            Document::GiftPyramid(d) => Some(&mut d.org),
            Document::PoliciesManual(d) => Some(&mut d.org),
            Document::Template(d) => Some(&mut d.org),
            Document::Certificate(d) => Some(&mut d.org),
            Document::CaseStatement(_)
            | Document::CaseStatementDocx(_)
            | Document::CaseNarrative(_) => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct StewardshipDoc {
    pub org: Org,
    /// The rounded three-year goal, cents.
    pub goal_cents: i64,
    /// The column headings, left to right: the gift chart's levels ("$500,000" …), then its base row
    /// ("Various (<$25,000)").
    pub columns: Vec<String>,
    pub rows: Vec<BenefitRow>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BenefitRow {
    pub name: String,
    /// One per column.
    pub checks: Vec<bool>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TalkingPointsDoc {
    pub org: Org,
    /// The 12 (or 11 without a recognition range) numbered points, in order.
    pub points: Vec<TalkingPoint>,
    /// The pitch after them: the ask, one story, one figure, five objections.
    pub script: fundplan_domain::talking_points::PitchScript,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TalkingPoint {
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GoalsDoc {
    pub org: Org,
    /// Program names in list order (matching `figures.programs`).
    pub programs: Vec<String>,
    /// Project names in priority order (matching `figures.projects`).
    pub projects: Vec<String>,
    pub new_projects_skipped: bool,
    pub figures: Figures,
    /// The three-year goal rounded up to the next $500,000 (what the pyramid uses), cents.
    pub rounded_goal_cents: i64,
    /// The saved gift range chart at the saved prospect ratio, as the Campaign Gift Pyramid
    /// shows it; `None` when the goal is too large to chart.
    pub pyramid: Option<Pyramid>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PyramidDoc {
    pub org: Org,
    pub pyramid: Pyramid,
    /// Names typed for each level, by gift amount in cents, in order.
    pub prospect_names: Vec<(i64, Vec<String>)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ManualDoc {
    pub org: Org,
    /// The selected foundational policies, filled with the organization's details, in the
    /// order of the policies screen.
    pub policies: Vec<PolicyText>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateDoc {
    pub org: Org,
    pub text: PolicyText,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CertificateDoc {
    pub org: Org,
    /// e.g. "November 23, 2026".
    pub completed_on: String,
    pub goal_cents: i64,
    /// "Dana Whitfield, Executive Director" style lines, owner first.
    pub team: Vec<String>,
}

/// The case for support: its resolved content (texts with overrides, layout, figures) and the
/// organization's stored images; an order without a stored image shows its default.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseDoc {
    pub content: CaseContent,
    /// By order (1–23); absent = the default image.
    pub images: BTreeMap<u32, CaseImage>,
    /// PNG or JPEG bytes of the organization's logo, when it has one.
    pub logo: Option<Vec<u8>>,
}

/// The kind of an image's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ImageFormat {
    Png,
    Jpeg,
    Svg,
}

/// A stored image of the case document (an upload or a crop).
#[derive(Clone, PartialEq)]
pub struct CaseImage {
    pub bytes: Vec<u8>,
    pub kind: ImageFormat,
    /// Pixels (an SVG's: its size in user units).
    pub width: u32,
    pub height: u32,
    /// The alternative text; blank = a sentence naming the page it illustrates.
    pub alt: String,
    /// The bytes the PDF embeds as they are, made when the image was uploaded (the upload
    /// scaled to its place's print resolution, or the upload itself when it is no larger);
    /// `None` for an image stored before print copies were made, which the render converts.
    pub print: Option<Vec<u8>>,
}

/// The bytes as their length and a hash, not as a list of numbers: the worker hashes a model's
/// debug text, and a megabyte image printed byte by byte would cost more than the render.
/// A 64-bit hash of bytes for cache keys and change detection (not for security): FNV-1a's
/// xor-and-multiply over 8-byte words instead of single bytes, so hashing 23 photographs (about
/// 10 MB) takes about a millisecond where the byte-wise FNV took about 12, twice per case job
/// (the worker's input hash, then the render's conversion cache).
pub fn content_hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325 ^ bytes.len() as u64;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
        hash = (hash ^ w).wrapping_mul(K);
        hash ^= hash >> 32;
    }
    for b in words.remainder() {
        hash = (hash ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
    }
    hash ^ (hash >> 29)
}

impl std::fmt::Debug for CaseImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hash = content_hash(&self.bytes);
        f.debug_struct("CaseImage")
            .field(
                "bytes",
                &format_args!("{} bytes, hash {hash:016x}", self.bytes.len()),
            )
            .field("kind", &self.kind)
            .field("width", &self.width)
            .field("height", &self.height)
            .field("alt", &self.alt)
            .field("print", &self.print.as_ref().map(|p| content_hash(p)))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn the_content_hash_follows_every_byte_and_the_length() {
        let photo: Vec<u8> = (0..100_003u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        let base = content_hash(&photo);
        assert_eq!(
            content_hash(&photo.clone()),
            base,
            "the same bytes, the same hash"
        );
        // One bit changed anywhere (a word, the tail) changes it.
        for at in [0, 7, 8, 50_000, 100_000, 100_002] {
            let mut changed = photo.clone();
            changed[at] ^= 1;
            assert_ne!(content_hash(&changed), base, "byte {at}");
        }
        // Two words swapped, a byte more or less, a trailing zero: all different.
        let mut swapped = photo.clone();
        swapped.swap(0, 8);
        assert_ne!(content_hash(&swapped), base);
        assert_ne!(content_hash(&photo[..100_002]), base);
        let mut longer = photo.clone();
        longer.push(0);
        assert_ne!(content_hash(&longer), base);
        assert_ne!(content_hash(&[]), content_hash(&[0]));
    }
}

//! The asset tables `build.rs` generates from `fonts/fonts.toml` and `case-images/images.toml`:
//! every file embedded with `include_bytes!`, so rendering reads nothing from disk.

/// One name of the case document's font select and the family that renders it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FontChoice {
    /// What the select shows and a Word file names (`Arial`).
    pub name: &'static str,
    /// The family typst renders it with (`Liberation Sans`).
    pub family: &'static str,
    /// Indices into [`FONT_FILES`].
    pub files: &'static [usize],
    /// The licence file beside the fonts.
    pub licence: &'static str,
}

/// One default image of the case for support (an SVG drawn for its frame).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefaultImage {
    /// 1–23, the image's place in the document (`fundplan_domain::case_layout`).
    pub order: u32,
    /// Its file in `case-images/`.
    pub file: &'static str,
    /// One plain sentence describing the picture: its alternative text.
    pub alt: &'static str,
    pub bytes: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/assets.rs"));

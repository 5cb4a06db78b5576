//! The asset tables `build.rs` generates from `fonts/fonts.toml`, `case-images/images.toml` and
//! `fonts/fallback.toml`: every file of the first two embedded with `include_bytes!`; the
//! fallback fonts as a table only (their files are read at run time, `crate::fallback`).
//! Without the feature `pdf` the fonts' files and the fallback table are not used.
#![cfg_attr(not(feature = "pdf"), allow(dead_code))]

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

/// One family of fallback fonts (`fonts/fallback.toml`): found at run time, never embedded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FallbackFont {
    /// The family the documents name after the organization's font (`Noto Sans CJK SC`; its
    /// collection holds other faces too).
    pub family: &'static str,
    /// What it is there for (`Chinese, Japanese, Korean`).
    pub scripts: &'static str,
    /// Its files, plain names looked up in the fonts folder.
    pub files: &'static [&'static str],
    /// The Debian package that carries the files.
    pub package: &'static str,
    /// Where that package installs them.
    pub debian_dir: &'static str,
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

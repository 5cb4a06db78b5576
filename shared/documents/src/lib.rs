//! fundplan's documents: the catalogue of kinds ([`kind`]), each document's model assembled
//! from the plan ([`assemble`]), its rendering, and the job pipeline around them ([`pipeline`]).
//!
//! - [`kind::DocumentKind`]: every kind the pipeline makes, with its API name, extension, file
//!   name, title, inputs, collateral card and assembly; the API's enum, the 422 message, the
//!   worker's dispatch and the check of the collateral cards derive from it.
//! - [`assemble::assemble`]: the model of a kind from the plan (`fundplan_data::Plan`), no I/O.
//! - [`pipeline`]: the only I/O of the crate: the plan, the logo and the pictures read for a
//!   document, and the worker ([`pipeline::DocGen`]) that runs a job's lifecycle
//!   (`fundplan_data::jobs`) around assembling, rendering and storing the file. `functions/docgen`
//!   runs it on SQS batches, the local server on its in-process queue.
//!
//! Every generated file is rendered here from a plain model ([`model::Document`]), with no I/O,
//! so the worker, the tests and the benchmarks render exactly the same bytes from the same data.
//!
//! - PDF with typst used as a library ([`pdf`]): one template per document in `templates/`, the
//!   shared pieces in `templates/lib.typ`, the data handed over as JSON in a virtual file (never
//!   spliced into markup, so a user's `#`, `*` or `<script>` is always text).
//! - Word with docx-rs ([`docx`]), Excel with rust_xlsxwriter ([`xlsx`]).
//!
//! The PDF engine (typst, the embedded document fonts and the fallback fonts) is the feature
//! `pdf`, on by default. Without it there is no [`render`], [`pipeline::DocGen::new`],
//! [`forget_memoized`], `case::pdf`, `case::fit` or `fallback`; [`render_office`] renders the
//! Word and Excel kinds. The case document's API (`functions/casedoc`) turns it off and renders
//! its Word download through [`render_case_docx`] alone. That call, not the feature, keeps typst
//! out of its Lambda binary: `infra/lambda` builds every function together with the worker, so
//! the feature is on there (cargo unifies features per build), and the linker keeps only the
//! code a binary reaches, where [`render`] reaches every engine. The feature makes the API crate
//! fail to compile (`cargo build -p fundplan-casedoc`) the day it calls a PDF renderer.
//!
//! Rendering is deterministic: the same model gives the same bytes, so the worker can hash the
//! model with [`TEMPLATE_VERSION`] and reuse the last file.

pub mod assemble;
mod assets;
pub mod case;
mod case_docx;
pub mod case_images;
#[cfg(feature = "pdf")]
mod data;
mod docx;
#[cfg(feature = "pdf")]
pub mod fallback;
pub mod fonts;
pub mod kind;
pub mod model;
#[cfg(feature = "pdf")]
mod pdf;
pub mod pipeline;
pub mod sample;
mod srgb;
mod templates;
mod xlsx;

use model::{CaseDoc, Document};

pub use assemble::{Assets, Failure, assemble};
pub use kind::DocumentKind;
pub use pipeline::{DocGen, Outcome, input_hash};

/// Changes whenever any document's output may change: the revision of the Rust-side layout
/// (bump [`RENDERER_REVISION`] when a change in `src/` alters a file) plus a hash of every
/// template. The worker hashes it with the model, so a new release never serves a file
/// rendered by an older template.
pub const TEMPLATE_VERSION: &str = TEMPLATE_VERSION_BYTES_STR;

/// The revision of the Rust-side rendering (the .docx and .xlsx layouts, the JSON the templates
/// read). Bump it with any change that alters a file; template edits change the version alone.
const RENDERER_REVISION: u8 = 5;

const TEMPLATE_VERSION_BYTES: [u8; 20] = {
    let hash = templates::templates_hash();
    let mut out = *b"r00-0000000000000000";
    out[1] = b'0' + RENDERER_REVISION / 10;
    out[2] = b'0' + RENDERER_REVISION % 10;
    let hex = b"0123456789abcdef";
    let mut i = 0;
    while i < 16 {
        out[4 + i] = hex[((hash >> (60 - 4 * i)) & 0xf) as usize];
        i += 1;
    }
    out
};

const TEMPLATE_VERSION_BYTES_STR: &str = match std::str::from_utf8(&TEMPLATE_VERSION_BYTES) {
    Ok(s) => s,
    Err(_) => panic!("the template version is ASCII"),
};

/// A rendered file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    pub bytes: Vec<u8>,
    /// e.g. `application/pdf`.
    pub content_type: &'static str,
    /// Without the dot: `pdf`, `docx`, `xlsx`.
    pub extension: &'static str,
}

pub const PDF: &str = "application/pdf";
pub const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Why a document could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A deterministic refusal: the model holds nothing to render (retrying cannot help). The
    /// message is the one the user sees.
    #[error("{0}")]
    Empty(&'static str),
    /// A template failed to compile: a bug, caught by the tests that render every template.
    #[error("template {template}: {message}")]
    Template {
        template: &'static str,
        message: String,
    },
    /// A text holds a character that no font of the engine has (a private-use character, or a
    /// script whose fallback font is not installed): PDF/UA-1 forbids printing a blank box in
    /// its place, and retrying cannot help. `text` is the document's text that holds it (cut
    /// around it), `field` where the data has it (for the log).
    #[error("the character {code} in {field} ({text:?}) is in no font", code = code_point(*.character))]
    Unprintable {
        character: char,
        text: String,
        field: String,
    },
    /// The Word or Excel writer failed.
    #[error("{format} writer: {message}")]
    Writer {
        format: &'static str,
        message: String,
    },
}

impl RenderError {
    /// The message to show the user when retrying cannot help (nothing to render, a character
    /// no font has); `None` for the other errors, which the worker retries and then reports with
    /// its generic message.
    pub fn user_message(&self) -> Option<String> {
        match self {
            RenderError::Empty(message) => Some((*message).to_owned()),
            RenderError::Unprintable {
                character, text, ..
            } => Some(unprintable_message(*character, text)),
            _ => None,
        }
    }
}

/// `U+E000`.
fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The message of [`RenderError::Unprintable`]: the character (and its code point, since it
/// may not show), the text that holds it, and what to do.
pub fn unprintable_message(character: char, text: &str) -> String {
    format!(
        "The character \"{character}\" ({}) in \"{text}\" cannot be printed. Remove it or replace it and make the document again.",
        code_point(character)
    )
}

/// The message of [`RenderError::Empty`] for a manual without policies (spec §8).
pub const NO_POLICIES: &str =
    "No policies found. Please ensure your policies are set up and try again.";

/// Forgets every layout, text shaping and image decoding typst has memoized in this process,
/// so the next render starts from nothing but the loaded fonts and parsed templates: what a
/// worker's first render of a plan costs (the benchmark's "nothing reused" figure).
#[cfg(feature = "pdf")]
pub fn forget_memoized() {
    comemo::evict(0);
}

/// The case statement as a Word file: what [`render`] makes of a
/// [`Document::CaseStatementDocx`], without reaching the other renderers (the case document's
/// API answers `GET /create_docx` with it, and links no PDF engine).
pub fn render_case_docx(d: &CaseDoc) -> Result<Rendered, RenderError> {
    case_docx::statement(d)
}

/// Renders one document.
#[cfg(feature = "pdf")]
pub fn render(doc: &Document) -> Result<Rendered, RenderError> {
    match doc {
        Document::Stewardship(d) => {
            pdf::render(pdf::Template::Stewardship, &d.org, data::stewardship(d))
        }
        Document::TalkingPoints(d) => pdf::render(
            pdf::Template::TalkingPoints,
            &d.org,
            data::talking_points(d),
        ),
        Document::FundraisingGoals(d) => pdf::render(pdf::Template::Goals, &d.org, data::goals(d)),
        Document::PoliciesManual(d) => {
            if d.policies.is_empty() {
                return Err(RenderError::Empty(NO_POLICIES));
            }
            pdf::render(pdf::Template::Manual, &d.org, data::manual(d))
        }
        Document::Certificate(d) => {
            pdf::render(pdf::Template::Certificate, &d.org, data::certificate(d))
        }
        Document::CaseStatement(d) => case::pdf(d),
        Document::GiftPyramid(_)
        | Document::Template(_)
        | Document::CaseStatementDocx(_)
        | Document::CaseNarrative(_) => {
            render_office(doc).expect("render_office renders the Word and Excel kinds")
        }
    }
}

/// Renders a document of a kind that needs no PDF engine (the Word files and the Excel
/// workbook); `None` for a PDF kind.
pub fn render_office(doc: &Document) -> Option<Result<Rendered, RenderError>> {
    Some(match doc {
        Document::GiftPyramid(d) => xlsx::pyramid(d),
        Document::Template(d) => docx::template(d),
        Document::CaseStatementDocx(d) => render_case_docx(d),
        Document::CaseNarrative(d) => case_docx::narrative(d),
        Document::Stewardship(_)
        | Document::TalkingPoints(_)
        | Document::FundraisingGoals(_)
        | Document::PoliciesManual(_)
        | Document::Certificate(_)
        | Document::CaseStatement(_) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_version_names_the_renderer_revision_and_a_hash_of_every_template() {
        assert_eq!(TEMPLATE_VERSION.len(), 20);
        assert!(TEMPLATE_VERSION.starts_with(&format!("r{RENDERER_REVISION:02}-")));
        let hash = u64::from_str_radix(&TEMPLATE_VERSION[4..], 16).expect("hex");
        assert_eq!(hash, templates::templates_hash());
        assert_ne!(hash, 0);
    }
}

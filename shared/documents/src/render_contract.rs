//! MERGE STAND-IN (pipeline branch only; the lead drops this file when the engine branch
//! lands): the contract's signature of the renderer, `render(&Document) -> Result<Rendered,
//! RenderError>` with [`TEMPLATE_VERSION`], shaped exactly as the engine branch defines them, so
//! the worker (`functions/docgen`) compiles and its pipeline tests run before the typst, docx-rs
//! and rust_xlsxwriter renderers are merged. The bytes written here are the model's debug text
//! under the format's content type; the engine's `render` replaces all of it.

use crate::model::Document;

/// The version of the templates and renderers, hashed with the model.
pub const TEMPLATE_VERSION: &str = "r00-merge-stand-in";

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
    #[error("template {template}: {message}")]
    Template {
        template: &'static str,
        message: String,
    },
    #[error("{format} writer: {message}")]
    Writer {
        format: &'static str,
        message: String,
    },
}

/// The message of [`RenderError::Empty`] for a manual without policies (spec §8).
pub const NO_POLICIES: &str =
    "No policies found. Please ensure your policies are set up and try again.";

/// Renders one document (stand-in: see the module comment).
pub fn render(doc: &Document) -> Result<Rendered, RenderError> {
    let (content_type, extension) = match doc {
        Document::GiftPyramid(_) => (XLSX, "xlsx"),
        Document::Template(_) => (DOCX, "docx"),
        Document::PoliciesManual(d) if d.policies.is_empty() => {
            return Err(RenderError::Empty(NO_POLICIES));
        }
        _ => (PDF, "pdf"),
    };
    Ok(Rendered {
        bytes: format!("{doc:?}").into_bytes(),
        content_type,
        extension,
    })
}

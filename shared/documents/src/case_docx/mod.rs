//! The case for support as Word files (docx-rs):
//! - the statement: the PDF's sections in the same order (each starting a page), Heading 1 and
//!   Heading 2 styles, every page's images as PNG (the default SVGs rendered with resvg at
//!   150 dpi of their placed size, uploads cropped to the frame like the PDF's `fit: cover`), the
//!   three-year cost table and the chart legends as Word tables, the charts as PNG;
//! - the narrative ("Case for Support Narrative"): the texts alone, headings and paragraphs.
//!
//! Word names the select's font (it substitutes on the reader's machine) and paginates on its
//! own, so the contents is a list of the sections without page numbers (docs/decisions.md).
//! docx-rs writes every picture without a description: the package is finished here with each
//! picture's alternative text, the document title and its language.
//!
//! This file holds what both documents share (the styles, headings and texts); `colours.rs` makes
//! the organization's colours readable on white paper, `pictures.rs` rasterizes the images and
//! charts, `tables.rs` writes the cost table and the chart legends, `statement.rs` and
//! `narrative.rs` write the two documents and `package.rs` finishes the Word package.

mod colours;
mod narrative;
mod package;
mod pictures;
mod statement;
mod tables;

pub use narrative::narrative;
pub use statement::statement;

use docx_rs::{Docx, Paragraph};
use fundplan_domain::case_content::CaseContent;

use crate::docx::{page, styles, text};
use crate::model::CaseDoc;
use colours::on_white;
use fundplan_domain::organization::letterhead::{DEFAULT_BODY, DEFAULT_HEADINGS};

fn slot<'a>(c: &'a CaseContent, key: &str) -> &'a str {
    c.texts.get(key).map_or("", |t| t.text.as_str())
}

fn heading(level: u8, s: &str) -> Paragraph {
    Paragraph::new()
        .style(if level == 1 { "Heading1" } else { "Heading2" })
        .keep_next(true)
        .add_run(text(s.trim()))
}

fn add_all(docx: Docx, ps: Vec<Paragraph>) -> Docx {
    ps.into_iter().fold(docx, |d, p| d.add_paragraph(p))
}

/// The Word styles in the organization's font and its colours as they read on white paper.
fn themed(d: &CaseDoc, title: &str) -> Docx {
    let o = &d.content.organization;
    let font = crate::fonts::resolve(&o.font_family).name;
    let headings = on_white(&o.headings_color, DEFAULT_HEADINGS, 3.0);
    let body = on_white(&o.body_color, DEFAULT_BODY, 4.5);
    styles(
        page(&format!("{} · {title}", o.name), o.paper),
        font,
        &headings,
        &body,
    )
}

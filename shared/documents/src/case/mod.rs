//! The case for support (issue 9): the model glue every renderer of it shares. It resolves each
//! page's images (the stored one of an order, else its default), the organization's colours and
//! font, the chart palette and the two donut charts (one SVG each, placed as vectors in the PDF
//! and rasterized for Word), and writes the JSON `templates/case.typ` reads. The layout itself
//! (pages, slots, numbers) is `fundplan_domain::case_layout`'s, carried in the content.
//!
//! This file holds the document's title and organization; `images.rs` resolves and converts the
//! pages' images, `charts.rs` makes the chart palette and the donut charts, and `render_pdf.rs`
//! writes the JSON of `templates/case.typ` and renders the PDF.

mod charts;
#[cfg(feature = "pdf")]
pub mod fit;
mod images;
#[cfg(feature = "pdf")]
mod render_pdf;

pub use charts::{chart_alt, donut_svg, palette, shares, slice_colors};
pub use images::{PRINT_DPI, Resolved, alt, placed_mm, print_copy, resolve};
pub(crate) use images::{converted, in_parallel};
#[cfg(feature = "pdf")]
pub use render_pdf::{pdf, pdf_data};

use crate::model::{CaseDoc, Org};

/// The document's title (its PDF title and the Word file's first heading).
pub const TITLE: &str = "Case for Support";

/// The organization of the content as the shared [`Org`]: its letterhead and logo.
pub fn org(d: &CaseDoc) -> Org {
    Org {
        letterhead: d.content.organization.clone(),
        logo: d.logo.clone(),
    }
}

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
mod images;
mod render_pdf;

pub use charts::{chart_alt, donut_svg, palette, shares, slice_colors};
pub use images::{PRINT_DPI, Resolved, alt, placed_mm, resolve};
pub(crate) use images::{converted, in_parallel};
pub use render_pdf::{pdf, pdf_data};

use crate::data::{self, DEFAULT_COLORS};
use crate::model::{CaseDoc, Org};

/// The document's title (its PDF title and the Word file's first heading).
pub const TITLE: &str = "Case for Support";

/// The organization of the content as the shared [`Org`] (name, contact, colours, font).
pub fn org(d: &CaseDoc) -> Org {
    let o = &d.content.organization;
    Org {
        name: o.name.trim().to_owned(),
        director_name: o.director_name.trim().to_owned(),
        address: o.address.trim().to_owned(),
        phone: o.phone.trim().to_owned(),
        website: o.website.trim().to_owned(),
        background_color: data::color(&o.background_color, DEFAULT_COLORS[0]),
        headings_color: data::color(&o.headings_color, DEFAULT_COLORS[1]),
        body_color: data::color(&o.body_color, DEFAULT_COLORS[2]),
        font_family: o.font_family.clone(),
        logo: d.logo.clone(),
        year: String::new(),
    }
}

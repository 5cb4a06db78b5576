//! The case for support narrative as a Word file: the texts alone, headings and paragraphs.

use docx_rs::{Docx, Paragraph};
use fundplan_domain::case_layout::PageKind;

use super::package::finish;
use super::{add_all, heading, slot, themed};
use crate::docx::{pack, paragraphs, text};
use crate::model::CaseDoc;
use crate::{RenderError, Rendered};

/// The narrative's title (the collateral card's name).
pub const NARRATIVE_TITLE: &str = "Case for Support Narrative";
/// The heading of the Impact Statement, after what the programs do.
pub const IMPACT_TITLE: &str = "Our Impact";

/// The narrative: the title, then each text under its heading, in the document's order.
pub fn narrative(d: &CaseDoc) -> Result<Rendered, RenderError> {
    let c = &d.content;
    let o = &d.content.organization;
    let mut docx = themed(d, NARRATIVE_TITLE)
        .add_paragraph(
            Paragraph::new()
                .style("Subtitle")
                .add_run(text(&o.name.to_uppercase())),
        )
        .add_paragraph(
            Paragraph::new()
                .style("Title")
                .add_run(text(NARRATIVE_TITLE)),
        );
    let texts = |docx: Docx, title: &str, key: &str| {
        let body = slot(c, key);
        if body.trim().is_empty() {
            return docx;
        }
        add_all(docx.add_paragraph(heading(1, title)), paragraphs(body))
    };
    for p in &c.layout.pages {
        docx = match p.kind {
            PageKind::DirectorLetter => texts(docx, &p.title, "director_letter"),
            PageKind::OurStory => texts(docx, &p.title, "our_story"),
            PageKind::VisionMission => {
                let d = docx.add_paragraph(heading(1, &p.title));
                let d = add_all(
                    d.add_paragraph(heading(2, "Our Vision")),
                    paragraphs(slot(c, "vision")),
                );
                add_all(
                    d.add_paragraph(heading(2, "Our Mission")),
                    paragraphs(slot(c, "mission")),
                )
            }
            PageKind::Programs => {
                let d = texts(docx, &p.title, "summary");
                if c.impact.trim().is_empty() {
                    d
                } else {
                    add_all(
                        d.add_paragraph(heading(1, IMPACT_TITLE)),
                        paragraphs(&c.impact),
                    )
                }
            }
            PageKind::CallForMore => texts(docx, &p.title, "call_for_more"),
            PageKind::FundingPriorities if !c.projects.is_empty() => {
                let mut d = docx.add_paragraph(heading(1, &p.title));
                for pr in &c.projects {
                    d = d.add_paragraph(heading(2, &pr.project_name));
                    d = add_all(d, paragraphs(slot(c, &pr.slot)));
                }
                d
            }
            PageKind::SuccessStories => {
                let mut d = docx.add_paragraph(heading(1, &p.title));
                for s in &c.success_stories {
                    d = add_all(d, paragraphs(slot(c, &s.slot)));
                }
                d
            }
            PageKind::JoinUs => texts(docx, &p.title, "join_us"),
            _ => docx,
        };
    }
    let title = format!("{NARRATIVE_TITLE} | {}", o.name);
    finish(pack(docx)?, &[], &title, &o.name)
}

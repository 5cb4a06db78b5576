//! The case statement as a Word file: the PDF's sections in the same order, each starting a
//! page, with their images, the cost table, the charts and their legends.

use docx_rs::{AlignmentType, Docx, Paragraph};
use fundplan_domain::case_layout::{Page, PageKind};
use fundplan_domain::money::format_usd;

use super::colours::{light_fill, on_white};
use super::package::finish;
use super::pictures::{Pictures, chart, pair, picture, prepare_uploads, word_width};
use super::tables::{cost_table, legend};
use super::{add_all, heading, slot, themed};
use crate::case;
use crate::docx::{pack, paragraphs, text};
use crate::model::CaseDoc;
use crate::{RenderError, Rendered};
use fundplan_domain::organization::letterhead::{DEFAULT_BODY, DEFAULT_HEADINGS};

/// A section's first heading, on a new page like the PDF's.
fn section(title: &str) -> Paragraph {
    heading(1, title).page_break_before(true)
}

fn caption(s: &str) -> Paragraph {
    Paragraph::new().style("Caption").add_run(text(s))
}

/// The statement's body: every page of the layout in order.
fn statement_body(d: &CaseDoc, mut docx: Docx, pictures: &mut Pictures) -> Docx {
    let c = &d.content;
    let o = &d.content.organization;
    let headings = on_white(&o.headings_color, DEFAULT_HEADINGS, 3.0);
    let body = on_white(&o.body_color, DEFAULT_BODY, 4.5);
    let header_fill = light_fill(&o.background_color);
    let colors = case::palette(&format!("#{headings}"), "#ffffff");
    let img = |pictures: &mut Pictures, order: u32, page: &Page| {
        pictures.paragraph(
            picture(d, order, page, word_width(order)),
            AlignmentType::Center,
        )
    };
    for p in &c.layout.pages {
        let first = p.images.first().copied();
        match p.kind {
            PageKind::Cover => {
                docx = docx
                    .add_paragraph(
                        Paragraph::new()
                            .style("Subtitle")
                            .add_run(text(&o.name.to_uppercase())),
                    )
                    .add_paragraph(Paragraph::new().style("Title").add_run(text(&p.title)))
                    .add_paragraph(
                        Paragraph::new()
                            .style("BodyText")
                            .add_run(text("A three-year campaign to raise "))
                            .add_run(text(&format_usd(c.goal.rounded_goal)).bold()),
                    );
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
            }
            PageKind::Contents => {
                docx = docx.add_paragraph(section(&p.title));
                for e in &c.layout.contents {
                    docx = docx.add_paragraph(
                        Paragraph::new()
                            .style("ListParagraph")
                            .add_run(text(&e.title)),
                    );
                }
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
            }
            PageKind::DirectorLetter => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = add_all(docx, paragraphs(slot(c, "director_letter")));
            }
            PageKind::OurStory | PageKind::Programs => {
                docx = docx.add_paragraph(section(&p.title));
                if p.kind == PageKind::Programs && !c.core_programs.is_empty() {
                    docx = docx.add_paragraph(caption(&c.core_programs.join(" · ")));
                }
                let text_of = match p.kind {
                    PageKind::OurStory => slot(c, "our_story").to_owned(),
                    _ => p.summary_words.map_or(String::new(), |(from, to)| {
                        fundplan_domain::case_layout::summary_part(slot(c, "summary"), from, to)
                    }),
                };
                docx = add_all(docx, paragraphs(&text_of));
                for two in p.images.chunks(2) {
                    let a = picture(d, two[0], p, word_width(two[0]));
                    let b = two.get(1).and_then(|&o| picture(d, o, p, word_width(o)));
                    docx = docx.add_table(pair(pictures, a, b));
                }
            }
            PageKind::ProgramsContinued => {
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                let part = p.summary_words.map_or(String::new(), |(from, to)| {
                    fundplan_domain::case_layout::summary_part(slot(c, "summary"), from, to)
                });
                docx = add_all(docx, paragraphs(&part));
            }
            PageKind::VisionMission => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = docx.add_paragraph(heading(2, "Our Vision"));
                docx = add_all(
                    docx,
                    paragraphs(slot(c, "vision"))
                        .into_iter()
                        .map(|par| par.italic().size(26))
                        .collect(),
                );
                docx = docx.add_paragraph(heading(2, "Our Mission"));
                docx = add_all(docx, paragraphs(slot(c, "mission")));
            }
            PageKind::CallForMore => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = add_all(docx, paragraphs(slot(c, "call_for_more")));
            }
            PageKind::ThreeYearGoal => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = docx
                    .add_paragraph(
                        Paragraph::new()
                            .style("BodyText")
                            .add_run(text("Our three-year goal: "))
                            .add_run(
                                text(&format_usd(c.goal.rounded_goal))
                                    .bold()
                                    .size(32)
                                    .color(&headings),
                            ),
                    )
                    .add_paragraph(Paragraph::new().style("BodyText").add_run(text(&format!(
                        "The costs below add up to {}. Our goal rounds that need up to the next $500,000: the difference is a rounding margin, not money set aside.",
                        format_usd(c.goal.total.total)
                    ))))
                    .add_table(cost_table(c, &headings, &header_fill));
            }
            PageKind::FundingPriorities | PageKind::FurtherPriorities => {
                if p.kind == PageKind::FundingPriorities {
                    docx = docx.add_paragraph(section(&p.title));
                }
                for (&i, &order) in p.projects.iter().zip(p.images.iter()) {
                    let Some(pr) = c.projects.get(i) else {
                        continue;
                    };
                    docx = docx
                        .add_paragraph(heading(2, &pr.project_name))
                        .add_paragraph(
                            Paragraph::new()
                                .style("BodyText")
                                .add_run(text(&format!("Priority {} · ", i + 1)))
                                .add_run(text(&format_usd(pr.project_cost)).bold())
                                .add_run(text(" over three years")),
                        );
                    if let Some(par) = img(pictures, order, p) {
                        docx = docx.add_paragraph(par);
                    }
                    docx = add_all(docx, paragraphs(slot(c, &pr.slot)));
                }
                if p.kind == PageKind::FundingPriorities {
                    let names = match c.core_programs.as_slice() {
                        [] => "our programs".to_owned(),
                        [one] => one.clone(),
                        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                    };
                    docx = docx
                        .add_paragraph(heading(2, "Annual Operations"))
                        .add_paragraph(
                            Paragraph::new()
                                .style("BodyText")
                                .add_run(text(&format_usd(c.goal.annual_goal_year_1)).bold())
                                .add_run(text(&format!(
                                    " in year 1, raised from donors to keep {names} running at full strength, alongside the new projects."
                                ))),
                        );
                    for (title, slices) in [
                        ("Projected Expenses", &c.expenses),
                        ("Projected Revenue", &c.revenues),
                    ] {
                        let slice_colors = case::slice_colors(slices, &colors);
                        docx = docx.add_paragraph(heading(2, title));
                        let alt = case::chart_alt(&format!("{title}, year 1"), slices);
                        if let Some(par) =
                            chart(pictures, slices, &slice_colors, "#ffffff", &body, alt)
                        {
                            docx = docx.add_paragraph(par);
                        }
                        docx = docx.add_table(legend(slices, &slice_colors));
                    }
                }
            }
            PageKind::SuccessStories | PageKind::SuccessStoriesContinued => {
                if p.kind == PageKind::SuccessStories {
                    docx = docx.add_paragraph(section(&p.title));
                    if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                        docx = docx.add_paragraph(par);
                    }
                }
                for &i in &p.stories {
                    if let Some(s) = c.success_stories.get(i) {
                        docx = add_all(docx, paragraphs(slot(c, &s.slot)));
                        docx = docx.add_paragraph(Paragraph::new().style("BodyText"));
                    }
                }
            }
            PageKind::JoinUs => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = add_all(docx, paragraphs(slot(c, "join_us")));
                if !c.ways_to_give.is_empty() {
                    docx = docx.add_paragraph(heading(2, "Ways to Give"));
                    for w in &c.ways_to_give {
                        let mut par = Paragraph::new()
                            .style("ListParagraph")
                            .add_run(text(w.label.trim()).bold());
                        if !w.sub_options.is_empty() {
                            par = par.add_run(text(&format!(": {}", w.sub_options.join(", "))));
                        }
                        docx = docx.add_paragraph(par);
                    }
                }
            }
            PageKind::Contact => {
                docx = docx.add_paragraph(section(&p.title));
                if let Some(par) = first.and_then(|i| img(pictures, i, p)) {
                    docx = docx.add_paragraph(par);
                }
                docx = docx.add_paragraph(heading(2, &o.name));
                for (label, value) in [
                    ("Executive Director", &o.director_name),
                    ("Address", &o.address),
                    ("Phone", &o.phone),
                    ("Website", &o.website),
                ] {
                    if !value.is_empty() {
                        docx = docx.add_paragraph(
                            Paragraph::new()
                                .style("BodyText")
                                .add_run(text(&format!("{label}: ")).bold())
                                .add_run(text(value)),
                        );
                    }
                }
            }
        }
    }
    docx
}

/// The case statement as a Word file.
pub fn statement(d: &CaseDoc) -> Result<Rendered, RenderError> {
    prepare_uploads(d);
    let mut pictures = Pictures::default();
    let docx = statement_body(d, themed(d, case::TITLE), &mut pictures);
    let title = format!("{} | {}", case::TITLE, d.content.organization.name);
    finish(
        pack(docx)?,
        &pictures.alts,
        &title,
        &d.content.organization.name,
    )
}

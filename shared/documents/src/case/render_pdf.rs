//! The designed PDF of the case for support: the JSON `templates/case.typ` reads, the files it
//! places (images and charts by virtual path), and the PDF compiled from them.

use fundplan_domain::case_content::{CaseContent, Slice};
use fundplan_domain::case_layout::{Page, PageKind, summary_part};
use serde_json::{Value, json};
use typst::foundations::Bytes;
use typst::syntax::FileId;

use super::charts::{chart_alt, donut_svg, palette, shares, slice_colors};
use super::images::{Resolved, alt, in_parallel, placed_mm, print_bytes, resolve};
use super::{TITLE, org};
use crate::data;
use crate::model::{CaseDoc, CaseImage, ImageFormat};
use crate::{RenderError, Rendered, pdf};

const EXPENSE_CHART: &str = "/chart/expenses.svg";
const REVENUE_CHART: &str = "/chart/revenues.svg";

/// The text of a slot ("" when the content has none).
fn text<'a>(c: &'a CaseContent, key: &str) -> &'a str {
    c.texts.get(key).map_or("", |t| t.text.as_str())
}

fn slices_json(slices: &[Slice], colors: &[String]) -> Value {
    let shares = shares(slices);
    Value::Array(
        slices
            .iter()
            .zip(shares)
            .enumerate()
            .map(|(i, (s, share))| {
                json!({
                    "label": s.label.trim(),
                    "cents": s.cents,
                    "share": share,
                    "color": colors[i % colors.len()],
                })
            })
            .collect(),
    )
}

/// The JSON `case.typ` reads and the files it places (images and charts by virtual path).
pub fn pdf_data(d: &CaseDoc, has_logo: bool) -> (Value, Vec<(FileId, Bytes)>) {
    let c = &d.content;
    let o = org(d);
    // Convert the uploads stored without a print copy (before they were made at upload time)
    // side by side first.
    let uploads: Vec<(u32, &CaseImage)> = c
        .layout
        .pages
        .iter()
        .flat_map(|p| p.images.iter())
        .filter_map(|&order| match resolve(d, order) {
            Some(Resolved::Stored(image))
                if image.kind != ImageFormat::Svg && image.print.is_none() =>
            {
                Some((order, image))
            }
            _ => None,
        })
        .collect();
    in_parallel(&uploads, |(order, image)| {
        print_bytes(image, *order);
    });
    let mut files: Vec<(FileId, Bytes)> = Vec::new();
    let mut image = |order: u32, page: &Page| -> Value {
        let Some(resolved) = resolve(d, order) else {
            return Value::Null;
        };
        let (ext, format) = match resolved.format() {
            ImageFormat::Png => ("png", "png"),
            ImageFormat::Jpeg => ("svg", "svg"),
            ImageFormat::Svg => ("svg", "svg"),
        };
        let path = format!("/img/{order}.{ext}");
        if !files.iter().any(|(id, _)| *id == pdf::file_id(&path)) {
            let bytes = match resolved {
                Resolved::Stored(image) if image.kind == ImageFormat::Jpeg => {
                    super::images::jpeg_in_svg(&print_bytes(image, order))
                }
                Resolved::Stored(image) => print_bytes(image, order),
                Resolved::Default(def) => def.bytes.to_vec(),
            };
            files.push(pdf::extra_file(&path, bytes));
        }
        json!({"order": order, "path": path, "format": format, "alt": alt(d, &resolved, page)})
    };
    let project = |i: usize| -> Value {
        c.projects.get(i).map_or(Value::Null, |p| {
            json!({
                "number": i + 1,
                "name": p.project_name.trim(),
                "cents": p.project_cost,
                "text": text(c, &p.slot),
            })
        })
    };
    let pages: Vec<Value> = c
        .layout
        .pages
        .iter()
        .map(|p| {
            let images: Vec<Value> = p.images.iter().map(|&o| image(o, p)).collect();
            let mut projects: Vec<Value> = p.projects.iter().map(|&i| project(i)).collect();
            // A project's image is its own (16 + its index): pair them by position.
            if matches!(
                p.kind,
                PageKind::FundingPriorities | PageKind::FurtherPriorities
            ) {
                for (proj, img) in projects.iter_mut().zip(&images) {
                    if let Value::Object(m) = proj {
                        m.insert("image".to_owned(), img.clone());
                    }
                }
            }
            let stories: Vec<Value> = p
                .stories
                .iter()
                .filter_map(|&i| c.success_stories.get(i))
                .map(|s| json!({"text": text(c, &s.slot)}))
                .collect();
            let summary = p
                .summary_words
                .map(|(from, to)| summary_part(text(c, "summary"), from, to));
            json!({
                "number": p.number,
                "kind": p.kind,
                "title": p.title,
                "images": images,
                "projects": projects,
                "stories": stories,
                "summary": summary,
            })
        })
        .collect();

    // The bounds of the texts the template fits to their space, by face and keyed by the text,
    // and the widths of the pages' titles (`super::fit`).
    use super::fit::Style;
    let faces = super::fit::Faces::of(pdf::family(&o));
    // The ways to give as the Join Us page prints them (`data.ways`); their labels and options
    // are bounded as printed.
    let ways: Vec<Value> = c
        .ways_to_give
        .iter()
        .map(|w| {
            json!({
                "label": w.label.trim(),
                "icon": w.icon.trim(),
                "sub_options": w.sub_options.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).map(sub_option).collect::<Vec<_>>(),
            })
        })
        .collect();
    let regular = [
        "director_letter",
        "our_story",
        "call_for_more",
        "mission",
        "join_us",
    ]
    .into_iter()
    .map(|key| text(c, key).to_owned())
    .chain(c.projects.iter().map(|p| text(c, &p.slot).to_owned()))
    .chain(
        c.success_stories
            .iter()
            .map(|s| text(c, &s.slot).to_owned()),
    )
    .chain(
        pages
            .iter()
            .filter_map(|p| p["summary"].as_str().map(str::to_owned)),
    )
    .chain(
        ways.iter()
            .flat_map(|w| w["sub_options"].as_array().into_iter().flatten())
            .filter_map(|o| o.as_str().map(str::to_owned)),
    )
    .map(|t| (Style::Regular, t));
    let italic = [(Style::Italic, text(c, "vision").to_owned())];
    // The Join Us page's heading over the ways to give, and their labels.
    let bold = [WAYS_HEADING.to_owned()]
        .into_iter()
        .chain(
            ways.iter()
                .filter_map(|w| w["label"].as_str().map(str::to_owned)),
        )
        .map(|t| (Style::Bold, t));
    let bounds = faces.bounds(regular.chain(italic).chain(bold));
    let titles: serde_json::Map<String, Value> = c
        .layout
        .pages
        .iter()
        .filter_map(|p| {
            super::fit::title_widths(faces.bold.as_ref(), &p.title).map(|w| (p.title.clone(), w))
        })
        .collect();

    let l = &o.letterhead;
    let colors = palette(&l.headings_color, &l.background_color);
    let expense_colors = slice_colors(&c.expenses, &colors);
    let revenue_colors = slice_colors(&c.revenues, &colors);
    files.push(pdf::extra_file(
        EXPENSE_CHART,
        donut_svg(
            &c.expenses,
            &expense_colors,
            &l.background_color,
            &l.body_color,
        )
        .into_bytes(),
    ));
    files.push(pdf::extra_file(
        REVENUE_CHART,
        donut_svg(
            &c.revenues,
            &revenue_colors,
            &l.background_color,
            &l.body_color,
        )
        .into_bytes(),
    ));
    let sum = |s: &[Slice]| s.iter().map(|x| x.cents.max(0)).sum::<i64>();
    let row = |r: &fundplan_domain::case_content::GoalRow| json!({"label": r.label.trim(), "years": r.years, "total": r.total});
    let data = json!({
        "org": data::org(&o, pdf::family(&o), has_logo),
        "title": TITLE,
        "texts": {
            "director_letter": text(c, "director_letter"),
            "our_story": text(c, "our_story"),
            "vision": text(c, "vision"),
            "mission": text(c, "mission"),
            "call_for_more": text(c, "call_for_more"),
            "join_us": text(c, "join_us"),
        },
        "core_programs": c.core_programs.iter().map(|p| p.trim()).filter(|p| !p.is_empty()).collect::<Vec<_>>(),
        "pages": pages,
        "bounds": bounds,
        "ways_heading": WAYS_HEADING,
        "titles": titles,
        "contents": c.layout.contents,
        "frames": (1..=fundplan_domain::case_layout::IMAGE_COUNT)
            .map(|order| (order.to_string(), json!(placed_mm(order))))
            .collect::<serde_json::Map<String, Value>>(),
        "goal": {
            "rows": c.goal.rows.iter().map(row).collect::<Vec<_>>(),
            "total": row(&c.goal.total),
            "rounded": c.goal.rounded_goal,
            "annual_year_1": c.goal.annual_goal_year_1,
        },
        "charts": {
            "expenses": {
                "path": EXPENSE_CHART,
                "alt": chart_alt("Projected year-1 expenses", &c.expenses),
                "total": sum(&c.expenses),
                "slices": slices_json(&c.expenses, &expense_colors),
            },
            "revenues": {
                "path": REVENUE_CHART,
                "alt": chart_alt("Projected year-1 revenue", &c.revenues),
                "total": sum(&c.revenues),
                "slices": slices_json(&c.revenues, &revenue_colors),
            },
        },
        "ways": ways,
    });
    (data, files)
}

/// The heading of the ways to give on the Join Us page (`ways-heading` in the template, which
/// the data names so the template reads its bound: `ways_heading`).
const WAYS_HEADING: &str = "Ways to Give";

/// A way to give's option as the Join Us page prints it, after a dash.
fn sub_option(option: &str) -> String {
    format!("– {option}")
}

/// The designed PDF. A logo typst cannot decode is dropped and the document rendered without it.
pub fn pdf(d: &CaseDoc) -> Result<Rendered, RenderError> {
    let logo = pdf::logo_bytes(d.logo.as_deref());
    let attempt = |logo: Option<Bytes>| {
        let (data, files) = pdf_data(d, logo.is_some());
        pdf::compile(pdf::Template::Case, &data, logo, files)
    };
    match attempt(logo.clone()) {
        Err(RenderError::Template { .. }) if logo.is_some() => attempt(None),
        result => result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The case PDF of `doc` as the worker makes it, and again with no bounds (every text
    /// measured).
    fn with_and_without_bounds(doc: &crate::model::CaseDoc) -> (Vec<u8>, Vec<u8>) {
        let (data, files) = pdf_data(doc, false);
        let mut without = data.clone();
        without["bounds"] = json!({});
        without["titles"] = json!({});
        let render = |data: &Value| {
            pdf::compile(pdf::Template::Case, data, None, files.clone())
                .expect("renders")
                .bytes
        };
        (render(&data), render(&without))
    }

    /// The typical sample in the default font and a wide one, and every text at its word limit
    /// in the widest fonts (Anton, for Impact, has no bold: its bold text is set in its regular
    /// face).
    fn cases() -> Vec<(&'static str, crate::model::CaseDoc)> {
        let mut cases = Vec::new();
        for font in ["Montserrat", "Verdana"] {
            let mut doc = crate::sample::case_full();
            doc.content.organization.font_family = font.to_owned();
            cases.push((font, doc));
        }
        for font in ["Courier New", "Impact", "Times New Roman"] {
            let mut doc = crate::sample::case_at_limits();
            doc.content.organization.font_family = font.to_owned();
            cases.push((font, doc));
        }
        cases
    }

    /// The case PDF of `doc` with the template's `bounds_check` switch set to `check`, after
    /// `edit` changed its data.
    fn checked(
        doc: &crate::model::CaseDoc,
        check: &str,
        edit: impl FnOnce(&mut Value),
    ) -> Result<Rendered, RenderError> {
        let (mut data, files) = pdf_data(doc, false);
        data["bounds_check"] = json!(check);
        edit(&mut data);
        pdf::compile(pdf::Template::Case, &data, None, files)
    }

    #[test]
    fn the_bounds_leave_every_page_as_measuring_every_text_sets_it() {
        // The bounds skip measurements, never change a scale or a title's breaks.
        for (font, doc) in &cases() {
            let (data, _) = pdf_data(doc, false);
            let regular = data["bounds"]["regular"].as_object().expect("bounds");
            for key in ["director_letter", "mission", "join_us"] {
                let text = data["texts"][key].as_str().unwrap();
                assert!(regular.contains_key(text), "{font}: the {key} has a bound");
            }
            assert!(
                data["bounds"]["italic"]
                    .as_object()
                    .is_some_and(|b| b.len() == 1)
            );
            assert!(!data["bounds"]["bold"].as_object().unwrap().is_empty());
            let titles = data["titles"].as_object().unwrap();
            for page in &doc.content.layout.pages {
                assert!(titles.contains_key(&page.title), "{font}: {}", page.title);
            }
            let (with, without) = with_and_without_bounds(doc);
            assert!(with == without, "{font}: the bounds changed the document");
        }
    }

    #[test]
    fn every_bound_is_at_least_what_typst_measures() {
        // Each bound the template reads is checked against typst's measurement of the same
        // text (an assertion in the template): texts' heights at every scale tried, titles'
        // widths.
        for (font, doc) in &cases() {
            if let Err(e) = checked(doc, "verify", |_| {}) {
                panic!("{font}: {e:?}");
            }
        }
    }

    #[test]
    fn a_bound_below_the_measurement_fails_the_check() {
        // The check can fail: a letter said to take one line, a title said to be narrow.
        let doc = crate::sample::case_full();
        let letter = doc.content.texts["director_letter"].text.clone();
        let short = checked(&doc, "verify", |data| {
            let lines = &mut data["bounds"]["regular"][letter.as_str()]["lines"];
            *lines = json!(vec![1; lines.as_array().unwrap().len()]);
        });
        let e = format!("{:?}", short.expect_err("the letter's bound is too low"));
        assert!(e.contains("a text's height measured"), "{e}");
        let title = doc.content.layout.pages[1].title.clone();
        let narrow = checked(&doc, "verify", |data| {
            let words = &mut data["titles"][title.as_str()]["words"];
            *words = json!(vec![0.1; words.as_array().unwrap().len()]);
        });
        let e = format!("{:?}", narrow.expect_err("the title's widths are too low"));
        assert!(e.contains("a title's width measured"), "{e}");
    }

    #[test]
    fn the_sample_is_set_without_a_single_measurement() {
        // Typst lays out a document that measured twice; the sample in the default font (the
        // benchmark's render) is set from the bounds alone. (In other fonts a text whose room
        // falls between its two bounds is measured, as every text was before.)
        let doc = crate::sample::case_full();
        if let Err(e) = checked(&doc, "strict", |_| {}) {
            panic!("{e:?}");
        }
        // Without its bounds, the same document needs measurements.
        let doc = crate::sample::case_full();
        let e = checked(&doc, "strict", |data| data["titles"] = json!({}))
            .expect_err("titles measured");
        assert!(
            format!("{e:?}").contains("measured a title's width"),
            "{e:?}"
        );
    }
}

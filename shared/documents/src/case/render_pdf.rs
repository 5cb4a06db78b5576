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

    // The height bounds of the texts the template fits to their space, keyed by the text.
    let family = pdf::family(&o);
    let fitted_texts = ["director_letter", "our_story", "call_for_more"]
        .into_iter()
        .map(|key| text(c, key))
        .chain(c.projects.iter().map(|p| text(c, &p.slot)))
        .chain(c.success_stories.iter().map(|s| text(c, &s.slot)))
        .chain(pages.iter().filter_map(|p| p["summary"].as_str()));
    let mut bounds = serde_json::Map::new();
    for t in fitted_texts {
        if !bounds.contains_key(t)
            && let Some(bound) = super::fit::prose_bound(family, t)
        {
            bounds.insert(t.to_owned(), bound);
        }
    }

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
        "ways": c.ways_to_give.iter().map(|w| json!({
            "label": w.label.trim(),
            "icon": w.icon.trim(),
            "sub_options": w.sub_options.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    });
    (data, files)
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
        let render = |data: &Value| {
            pdf::compile(pdf::Template::Case, data, None, files.clone())
                .expect("renders")
                .bytes
        };
        (render(&data), render(&without))
    }

    #[test]
    fn the_bounds_leave_every_page_as_measuring_every_text_sets_it() {
        // The typical sample in the default font and a wide one, and every text at its word
        // limit in the widest fonts: the bound skips measurements, never changes a scale.
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
        for (font, doc) in &cases {
            let (data, _) = pdf_data(doc, false);
            let bounds = data["bounds"].as_object().expect("bounds");
            assert!(
                bounds.contains_key(data["texts"]["director_letter"].as_str().unwrap()),
                "{font}: the letter has a bound"
            );
            let (with, without) = with_and_without_bounds(doc);
            assert!(with == without, "{font}: the bounds changed the document");
        }
    }
}

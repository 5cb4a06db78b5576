//! The case for support (issue 9): the model glue every renderer of it shares. It resolves each
//! page's images (the stored one of an order, else its default), the organization's colours and
//! font, the chart palette and the two donut charts (one SVG each, placed as vectors in the PDF
//! and rasterized for Word), and writes the JSON `templates/case.typ` reads. The layout itself
//! (pages, slots, numbers) is `fundplan_domain::case_layout`'s, carried in the content.

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::{Arc, LazyLock, Mutex};

use fundplan_domain::case_content::{CaseContent, Slice};
use fundplan_domain::case_layout::{Page, PageKind, summary_part};
use serde_json::{Value, json};
use typst::foundations::Bytes;
use typst::syntax::FileId;

use crate::case_images::{self, DefaultImage};
use crate::data::{self, DEFAULT_COLORS};
use crate::model::{CaseDoc, CaseImage, ImageFormat, Org};
use crate::{RenderError, Rendered, pdf};

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

// ---------------------------------------------------------------------------------------------
// Images

/// The image an order shows: the organization's stored one, or the default.
#[derive(Clone, Copy, Debug)]
pub enum Resolved<'a> {
    Stored(&'a CaseImage),
    Default(&'static DefaultImage),
}

impl Resolved<'_> {
    pub fn bytes(&self) -> &[u8] {
        match self {
            Resolved::Stored(i) => &i.bytes,
            Resolved::Default(d) => d.bytes,
        }
    }

    pub fn format(&self) -> ImageFormat {
        match self {
            Resolved::Stored(i) => i.kind,
            Resolved::Default(_) => ImageFormat::Svg,
        }
    }
}

/// Whether stored bytes are what their kind says and their header reads (a PNG or JPEG whose
/// dimensions decode, an SVG that parses). An image that fails is replaced by the default
/// rather than failing the whole document.
fn readable(image: &CaseImage) -> bool {
    let b = &image.bytes;
    match image.kind {
        ImageFormat::Png | ImageFormat::Jpeg => {
            let magic = match image.kind {
                ImageFormat::Png => b.starts_with(b"\x89PNG\r\n\x1a\n"),
                _ => b.starts_with(&[0xff, 0xd8, 0xff]),
            };
            magic
                && image::ImageReader::new(Cursor::new(b))
                    .with_guessed_format()
                    .ok()
                    .and_then(|r| r.into_dimensions().ok())
                    .is_some_and(|(w, h)| w > 0 && h > 0)
        }
        ImageFormat::Svg => resvg::usvg::Tree::from_data(b, &resvg::usvg::Options::default())
            .is_ok_and(|t| t.size().width() > 0.0 && t.size().height() > 0.0),
    }
}

/// The image of `order`: the stored one when it reads, else the default.
pub fn resolve(d: &CaseDoc, order: u32) -> Option<Resolved<'_>> {
    match d.images.get(&order) {
        Some(stored) if readable(stored) => Some(Resolved::Stored(stored)),
        _ => case_images::default_image(order).map(Resolved::Default),
    }
}

/// The alternative text of `order` on `page`: the stored image's, else a sentence naming the
/// page (for an upload without one), or the default image's description.
pub fn alt(d: &CaseDoc, image: &Resolved, page: &Page) -> String {
    match image {
        Resolved::Stored(i) if !i.alt.trim().is_empty() => i.alt.trim().to_owned(),
        Resolved::Stored(_) => format!(
            "A photograph from {} illustrating {}.",
            org(d).name,
            page.title.trim_end_matches(" (continued)")
        ),
        Resolved::Default(def) => def.alt.to_owned(),
    }
}

/// The width each order is placed at in the PDF, in millimetres: `templates/case.typ` reads
/// this table from its data (`frames`), so the layout and the image resolution agree.
pub fn placed_mm(order: u32) -> f64 {
    match order {
        1 | 8 | 23 => 210.0,
        2 => 70.0,
        3 => 54.0,
        4..=7 | 9..=12 => 56.0,
        16 => 72.0,
        17..=20 => 84.0,
        21 => 62.0,
        _ => 88.0,
    }
}

/// The resolution the PDF keeps an upload at, per inch of its placed size: 150, the floor of
/// issue 9 §4 and sharp on an office printer and on screen. A larger upload is scaled down
/// (never up) for the PDF, once per upload. At 300 dpi the full plan's PDF with 23 photographs
/// was 2.8 MB, 84 % of the original's raster export; at 150 it is 0.83 MB, a quarter of it
/// (docs/benchmarks.md, "The case for support").
pub const PRINT_DPI: f64 = 150.0;

/// Converted uploads by (hash of the upload, target width in pixels, purpose): a warm worker
/// converts an organization's images once, whatever it renders next. Bounded: cleared when full.
static CONVERTED: LazyLock<Mutex<Conversions>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// Converted bytes (`None`: kept as they were) by (hash, width, purpose).
type Conversions = HashMap<(u64, u32, u8), Option<Arc<Vec<u8>>>>;
const CONVERTED_MAX: usize = 128;

/// The conversion `key` from the cache, else made by `make` and kept. `None`: nothing to
/// convert (or it failed), use what there is.
pub(crate) fn converted(
    key: (u64, u32, u8),
    make: impl FnOnce() -> Option<Vec<u8>>,
) -> Option<Arc<Vec<u8>>> {
    if let Some(hit) = CONVERTED.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return hit;
    }
    let made = make().map(Arc::new);
    if let Ok(mut cache) = CONVERTED.lock() {
        if cache.len() >= CONVERTED_MAX {
            cache.clear();
        }
        cache.insert(key, made.clone());
    }
    made
}

/// Runs `jobs` on up to as many threads as the machine has cores (the conversions of a
/// document's uploads are independent).
pub(crate) fn in_parallel<T: Sync>(jobs: &[T], work: impl Fn(&T) + Sync) {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 4)
        .min(jobs.len().max(1));
    let chunk = jobs.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        for part in jobs.chunks(chunk) {
            let work = &work;
            scope.spawn(move || part.iter().for_each(work));
        }
    });
}

/// A stored PNG or JPEG as the PDF places it in `order`'s frame: scaled down, in its own
/// format, when it holds more than [`PRINT_DPI`] at the placed size once it covers the frame;
/// `None` when it is small enough already.
fn print_copy(image: &CaseImage, order: u32) -> Option<Vec<u8>> {
    let (fw, fh) = case_images::frame(order);
    let frame_ratio = f64::from(fw) / f64::from(fh);
    let img = image::load_from_memory(&image.bytes).ok()?;
    let (w, h) = (img.width(), img.height());
    let ratio = f64::from(w) / f64::from(h);
    let target = placed_mm(order) / 25.4 * PRINT_DPI * (ratio / frame_ratio).max(1.0);
    if f64::from(w) <= target * 1.15 {
        return None;
    }
    // Rounded up: never below the print resolution.
    let nw = target.ceil() as u32;
    let nh = ((f64::from(nw) / ratio).round() as u32).max(1);
    let small = img.resize_exact(nw, nh, image::imageops::FilterType::Triangle);
    let mut out = Vec::new();
    match image.kind {
        ImageFormat::Jpeg => {
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
                .encode_image(&small.to_rgb8())
                .ok()?;
        }
        ImageFormat::Png => {
            small
                .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
                .ok()?;
        }
        ImageFormat::Svg => return None,
    }
    Some(out)
}

/// The bytes the PDF embeds for a stored image: its print copy, else the upload itself.
fn print_bytes(image: &CaseImage, order: u32) -> Vec<u8> {
    let key = (crate::model::content_hash(&image.bytes), order, 0);
    converted(key, || print_copy(image, order))
        .map_or_else(|| image.bytes.clone(), |b| b.as_ref().clone())
}

// ---------------------------------------------------------------------------------------------
// Colours and charts

/// sRGB `#rrggbb` → linear → OKLab → (L, C, h in degrees).
fn oklch(hex: &str) -> (f64, f64, f64) {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    let lin = |c: u32| {
        let c = f64::from(c & 0xff) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (lin(v >> 16), lin(v >> 8), lin(v));
    let l = (0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b).cbrt();
    let m = (0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b).cbrt();
    let s = (0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b).cbrt();
    let ok_l = 0.210_454_255_3 * l + 0.793_617_785 * m - 0.004_072_046_8 * s;
    let a = 1.977_998_495_1 * l - 2.428_592_205 * m + 0.450_593_709_9 * s;
    let bb = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766 * s;
    (ok_l, a.hypot(bb), bb.atan2(a).to_degrees())
}

/// (L, C, h) → `#rrggbb`, each channel clamped into the gamut.
fn hex_of((l, c, h): (f64, f64, f64)) -> String {
    let (a, b) = (c * h.to_radians().cos(), c * h.to_radians().sin());
    let l_ = (l + 0.396_337_777_4 * a + 0.215_803_757_3 * b).powi(3);
    let m_ = (l - 0.105_561_345_8 * a - 0.063_854_172_8 * b).powi(3);
    let s_ = (l - 0.089_484_177_5 * a - 1.291_485_548 * b).powi(3);
    let r = 4.076_741_662_1 * l_ - 3.307_711_591_3 * m_ + 0.230_969_929_2 * s_;
    let g = -1.268_438_004_6 * l_ + 2.609_757_401_1 * m_ - 0.341_319_396_5 * s_;
    let bl = -0.004_196_086_3 * l_ - 0.703_418_614_7 * m_ + 1.707_614_701 * s_;
    let enc = |c: f64| {
        let c = c.clamp(0.0, 1.0);
        let s = if c <= 0.003_130_8 {
            12.92 * c
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        };
        (s * 255.0).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", enc(r), enc(g), enc(bl))
}

/// Nine slice colours around the headings colour: its own hue first, then hues stepping away
/// on both sides, at two lightnesses that stand apart from light and dark backgrounds alike.
pub fn palette(headings: &str, background: &str) -> Vec<String> {
    let (_, c, h) = oklch(headings);
    let (bg_l, _, _) = oklch(background);
    let chroma = c.clamp(0.08, 0.14);
    // On a dark page the slices are lighter, on a light page darker, so each reads.
    let (deep, light) = if bg_l < 0.5 {
        (0.62, 0.80)
    } else {
        (0.45, 0.66)
    };
    let offsets = [0.0, 40.0, -40.0, 80.0, -80.0, 125.0, -125.0, 170.0, 200.0];
    offsets
        .iter()
        .enumerate()
        .map(|(i, off)| {
            let l = if i % 2 == 0 { deep } else { light };
            hex_of((l, chroma, h + off))
        })
        .collect()
}

/// Each slice's share of the whole as the legend prints it: whole percent, "<1%" for a
/// positive slice under half a percent; negative amounts count as nothing.
pub fn shares(slices: &[Slice]) -> Vec<String> {
    let whole: i64 = slices.iter().map(|s| s.cents.max(0)).sum();
    slices
        .iter()
        .map(|s| {
            let c = s.cents.max(0);
            if whole == 0 || c == 0 {
                "0%".to_owned()
            } else if c * 200 < whole {
                "<1%".to_owned()
            } else {
                format!("{}%", (c * 100 + whole / 2) / whole)
            }
        })
        .collect()
}

/// A donut chart of the slices (clockwise from 12 o'clock, in their order), in `colors`,
/// separated by thin gaps of the page's background; a faint ring of `empty` when every slice
/// is 0.
pub fn donut_svg(slices: &[Slice], colors: &[String], background: &str, empty: &str) -> String {
    const C: f64 = 100.0;
    const R: f64 = 96.0;
    const INNER: f64 = 58.0;
    let whole: i64 = slices.iter().map(|s| s.cents.max(0)).sum();
    let mut out = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">"#,
    );
    let ring = |color: &str, opacity: f64| {
        format!(
            r#"<circle cx="{C}" cy="{C}" r="{}" fill="none" stroke="{color}" stroke-opacity="{opacity}" stroke-width="{}"/>"#,
            (R + INNER) / 2.0,
            R - INNER
        )
    };
    let positive: Vec<(usize, i64)> = slices
        .iter()
        .enumerate()
        .map(|(i, s)| (i, s.cents.max(0)))
        .filter(|(_, c)| *c > 0)
        .collect();
    if whole == 0 {
        out.push_str(&ring(empty, 0.2));
    } else if positive.len() == 1 {
        out.push_str(&ring(&colors[positive[0].0 % colors.len()], 1.0));
    } else {
        let point = |r: f64, turn: f64| {
            let a = turn * std::f64::consts::TAU - std::f64::consts::FRAC_PI_2;
            (C + r * a.cos(), C + r * a.sin())
        };
        let mut at = 0i64;
        for (i, cents) in positive {
            let (t0, t1) = (at as f64 / whole as f64, (at + cents) as f64 / whole as f64);
            at += cents;
            let large = i32::from(t1 - t0 > 0.5);
            let (x0, y0) = point(R, t0);
            let (x1, y1) = point(R, t1);
            let (x2, y2) = point(INNER, t1);
            let (x3, y3) = point(INNER, t0);
            out.push_str(&format!(
                r#"<path d="M{x0:.3} {y0:.3}A{R} {R} 0 {large} 1 {x1:.3} {y1:.3}L{x2:.3} {y2:.3}A{INNER} {INNER} 0 {large} 0 {x3:.3} {y3:.3}Z" fill="{}" stroke="{background}" stroke-width="1.6" stroke-linejoin="round"/>"#,
                colors[i % colors.len()]
            ));
        }
    }
    out.push_str("</svg>");
    out
}

/// The chart's alternative text: what it shows, then every slice with its amount and share.
pub fn chart_alt(what: &str, slices: &[Slice]) -> String {
    let shares = shares(slices);
    let parts: Vec<String> = slices
        .iter()
        .zip(&shares)
        .filter(|(s, _)| s.cents > 0)
        .map(|(s, share)| {
            format!(
                "{} {} ({share})",
                s.label.trim(),
                fundplan_domain::money::format_usd(s.cents)
            )
        })
        .collect();
    if parts.is_empty() {
        format!("{what}: no amounts entered yet.")
    } else {
        format!("{what}: {}.", parts.join(", "))
    }
}

// ---------------------------------------------------------------------------------------------
// The PDF

const EXPENSE_CHART: &str = "/chart/expenses.svg";
const REVENUE_CHART: &str = "/chart/revenues.svg";

/// The text of a slot ("" when the content has none).
fn text<'a>(c: &'a CaseContent, key: &str) -> &'a str {
    c.texts.get(key).map_or("", |t| t.text.as_str())
}

/// Each slice's colour: the palette by size, so the largest slice has the headings' own hue
/// (ties and empty slices in their order).
pub fn slice_colors(slices: &[Slice], palette: &[String]) -> Vec<String> {
    let mut rank: Vec<usize> = (0..slices.len()).collect();
    rank.sort_by_key(|&i| std::cmp::Reverse(slices[i].cents.max(0)));
    let mut out = vec![String::new(); slices.len()];
    for (r, i) in rank.into_iter().enumerate() {
        out[i] = palette[r % palette.len()].clone();
    }
    out
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
    // Convert the page's uploads (scaled to print resolution) side by side first.
    let uploads: Vec<(u32, &CaseImage)> = c
        .layout
        .pages
        .iter()
        .flat_map(|p| p.images.iter())
        .filter_map(|&order| match resolve(d, order) {
            Some(Resolved::Stored(image)) if image.kind != ImageFormat::Svg => Some((order, image)),
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
            ImageFormat::Jpeg => ("jpg", "jpg"),
            ImageFormat::Svg => ("svg", "svg"),
        };
        let path = format!("/img/{order}.{ext}");
        if !files.iter().any(|(id, _)| *id == pdf::file_id(&path)) {
            let bytes = match resolved {
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

    let colors = palette(&o.headings_color, &o.background_color);
    let expense_colors = slice_colors(&c.expenses, &colors);
    let revenue_colors = slice_colors(&c.revenues, &colors);
    files.push(pdf::extra_file(
        EXPENSE_CHART,
        donut_svg(
            &c.expenses,
            &expense_colors,
            &o.background_color,
            &o.body_color,
        )
        .into_bytes(),
    ));
    files.push(pdf::extra_file(
        REVENUE_CHART,
        donut_svg(
            &c.revenues,
            &revenue_colors,
            &o.background_color,
            &o.body_color,
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

    fn slice(label: &str, cents: i64) -> Slice {
        Slice {
            key: label.to_lowercase(),
            label: label.to_owned(),
            cents,
        }
    }

    #[test]
    fn shares_are_whole_percents_with_less_than_one_for_tiny_slices() {
        let s = [
            slice("A", 73_000),
            slice("B", 26_700),
            slice("C", 300),
            slice("D", 0),
        ];
        assert_eq!(shares(&s), ["73%", "27%", "<1%", "0%"]);
        assert_eq!(shares(&[slice("A", 0)]), ["0%"]);
        assert_eq!(shares(&[slice("A", -5), slice("B", 5)]), ["0%", "100%"]);
    }

    #[test]
    fn a_donut_draws_one_path_per_positive_slice_and_a_ring_for_one_or_none() {
        let colors = palette("#8c2104", "#f4ede2");
        let two = donut_svg(
            &[slice("A", 3), slice("B", 0), slice("C", 1)],
            &colors,
            "#f4ede2",
            "#ccc",
        );
        assert_eq!(two.matches("<path").count(), 2);
        assert!(two.contains(&colors[0]) && two.contains(&colors[2]));
        let one = donut_svg(&[slice("A", 3)], &colors, "#f4ede2", "#ccc");
        assert_eq!(one.matches("<circle").count(), 1);
        let none = donut_svg(&[slice("A", 0)], &colors, "#f4ede2", "#ccc");
        assert!(none.contains("#ccc"));
        for svg in [two, one, none] {
            assert!(resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).is_ok());
        }
    }

    #[test]
    fn the_palette_has_nine_distinct_colours_starting_near_the_headings_hue() {
        for (headings, background) in [("#8c2104", "#f4ede2"), ("#7dd3fc", "#0f172a")] {
            let p = palette(headings, background);
            assert_eq!(p.len(), 9);
            let mut unique = p.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), 9, "{p:?}");
            let (_, _, h0) = oklch(headings);
            let (_, _, h1) = oklch(&p[0]);
            let diff = (h0 - h1).rem_euclid(360.0);
            assert!(diff.min(360.0 - diff) < 6.0, "{headings} {p:?}");
        }
    }

    #[test]
    fn a_large_upload_is_kept_at_the_print_resolution_of_its_placed_size_and_a_small_one_as_is() {
        let photo = |w: u32, h: u32| {
            let img = image::RgbImage::from_fn(w, h, |x, y| {
                image::Rgb([(x % 251) as u8, (y % 241) as u8, 90])
            });
            let mut out = Vec::new();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
                .encode_image(&img)
                .unwrap();
            CaseImage {
                bytes: out,
                kind: ImageFormat::Jpeg,
                width: w,
                height: h,
                alt: "A photograph.".to_owned(),
            }
        };
        for order in [1, 4, 9, 16, 21] {
            let (fw, fh) = case_images::frame(order);
            // An upload of the frame's shape, far larger than the frame needs.
            let big = photo(
                2000,
                (2000.0 * f64::from(fh) / f64::from(fw)).round() as u32,
            );
            let copy = print_copy(&big, order).expect("scaled down");
            let scaled = image::load_from_memory(&copy).unwrap();
            let ppi = f64::from(scaled.width()) / (placed_mm(order) / 25.4);
            assert!(
                (PRINT_DPI..PRINT_DPI + 2.0).contains(&ppi),
                "order {order}: {ppi} ppi"
            );
            assert!(copy.len() < big.bytes.len());
            // One at about the print resolution already is embedded as uploaded.
            let w = (placed_mm(order) / 25.4 * PRINT_DPI).round() as u32;
            let small = photo(
                w,
                (f64::from(w) * f64::from(fh) / f64::from(fw)).round() as u32,
            );
            assert!(print_copy(&small, order).is_none(), "order {order}");
        }
        // Issue 9: images at 150 dpi or more at their placed size.
        const { assert!(PRINT_DPI >= 150.0) };
    }

    #[test]
    fn oklch_round_trips_colours() {
        for hex in ["#8c2104", "#f4ede2", "#301d17", "#0f172a", "#7dd3fc"] {
            assert_eq!(hex_of(oklch(hex)), hex);
        }
    }
}

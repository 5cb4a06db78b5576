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

use std::collections::HashMap;
use std::io::{Cursor, Read, Write};
use std::sync::{LazyLock, Mutex};

use docx_rs::{
    AlignmentType, BorderType, Docx, Paragraph, Pic, Run, Shading, ShdType, Table, TableBorder,
    TableBorderPosition, TableBorders, TableCell, TableCellMargins, TableRow, VAlignType,
    WidthType,
};
use fundplan_domain::case_content::{CaseContent, Slice};
use fundplan_domain::case_layout::{Page, PageKind};
use fundplan_domain::money::format_usd;

use crate::case::{self, Resolved};
use crate::case_images;
use crate::data::DEFAULT_COLORS;
use crate::docx::{TEXT_W, a4, no_borders, pack, paragraphs, styles, text, word_color};
use crate::model::{CaseDoc, ImageFormat};
use crate::{RenderError, Rendered};

/// English Metric Units per twip (914,400 per inch, 1,440 twips per inch).
const EMU_PER_TWIP: u32 = 635;
/// The resolution of the rasterized images, per inch of their placed size.
const DPI: f64 = 150.0;
/// An upload is kept up to the same resolution (Word files carry PNG only, so a photo costs its
/// pixels); larger ones are scaled down once.
const MAX_UPLOAD_DPI: f64 = 150.0;

/// The narrative's title (the collateral card's name).
pub const NARRATIVE_TITLE: &str = "Case for Support Narrative";

// ---------------------------------------------------------------------------------------------
// Colours: Word prints on white paper whatever the page colour, so a colour too light to read
// on white (the text of a dark theme) becomes the spec's default.

fn luminance(hex: &str) -> f64 {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    let lin = |c: u32| {
        let c = f64::from(c & 0xff) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(v >> 16) + 0.7152 * lin(v >> 8) + 0.0722 * lin(v)
}

/// `value` for text on white when it contrasts enough (WCAG 3:1 for headings, 4.5:1 for body
/// text), else the default; without the `#`.
fn on_white(value: &str, default: &'static str, min_contrast: f64) -> String {
    let c = word_color(value, default);
    if 1.05 / (luminance(&c) + 0.05) >= min_contrast {
        c
    } else {
        default.trim_start_matches('#').to_owned()
    }
}

/// A light fill for table headers and swatch-free cells: the background when it is light, else
/// a tint of the headings colour.
fn light_fill(background: &str) -> String {
    let bg = word_color(background, DEFAULT_COLORS[0]);
    if luminance(&bg) > 0.6 {
        bg
    } else {
        "f2f2f2".to_owned()
    }
}

// ---------------------------------------------------------------------------------------------
// Images

/// Rasterized default images by (order, width, height) in pixels: they never change, so a
/// warm worker renders each once.
static DEFAULTS: LazyLock<Mutex<Rasters>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// PNG bytes by (order, width, height).
type Rasters = HashMap<(u32, u32, u32), Vec<u8>>;

fn encode_png(image: &image::RgbaImage) -> Option<Vec<u8>> {
    encode_raw(
        image.as_raw(),
        image.width(),
        image.height(),
        image::ExtendedColorType::Rgba8,
    )
}

/// An opaque image as RGB, a quarter smaller than RGBA.
fn encode_any(image: &image::DynamicImage) -> Option<Vec<u8>> {
    if image.color().has_alpha() {
        encode_png(&image.to_rgba8())
    } else {
        let rgb = image.to_rgb8();
        encode_raw(
            rgb.as_raw(),
            rgb.width(),
            rgb.height(),
            image::ExtendedColorType::Rgb8,
        )
    }
}

/// PNG at the fastest compression: a Word file is built on request, and Word recompresses
/// nothing.
fn encode_raw(raw: &[u8], w: u32, h: u32, color: image::ExtendedColorType) -> Option<Vec<u8>> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut out,
        image::codecs::png::CompressionType::Fast,
        image::codecs::png::FilterType::Adaptive,
    )
    .write_image(raw, w, h, color)
    .ok()?;
    Some(out)
}

/// An SVG rendered to a PNG of `w × h` pixels, scaled to cover it (centred).
fn svg_png(svg: &[u8], w: u32, h: u32) -> Option<Vec<u8>> {
    let tree = resvg::usvg::Tree::from_data(svg, &resvg::usvg::Options::default()).ok()?;
    let size = tree.size();
    let scale = (w as f32 / size.width()).max(h as f32 / size.height());
    let dx = (w as f32 - size.width() * scale) / 2.0;
    let dy = (h as f32 - size.height() * scale) / 2.0;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h)?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
        &mut pixmap.as_mut(),
    );
    let image = image::RgbaImage::from_raw(w, h, pixmap.take_demultiplied())?;
    encode_png(&image)
}

/// A PNG or JPEG upload cropped to the frame's shape around its centre (the PDF's `fit: cover`)
/// and scaled down when it holds more than [`MAX_UPLOAD_DPI`] at the placed size; an upload
/// that already fits is passed through unchanged when it is a PNG.
fn upload_png(bytes: &[u8], kind: ImageFormat, ratio: f64, max_w: u32) -> Option<Vec<u8>> {
    let format = match kind {
        ImageFormat::Png => image::ImageFormat::Png,
        ImageFormat::Jpeg => image::ImageFormat::Jpeg,
        ImageFormat::Svg => return None,
    };
    let img = image::load_from_memory_with_format(bytes, format).ok()?;
    let (w, h) = (img.width(), img.height());
    let (cw, ch) = if f64::from(w) / f64::from(h) > ratio {
        (((f64::from(h) * ratio).round() as u32).max(1), h)
    } else {
        (w, ((f64::from(w) / ratio).round() as u32).max(1))
    };
    if kind == ImageFormat::Png && (cw, ch) == (w, h) && w <= max_w {
        return Some(bytes.to_vec());
    }
    let mut out = img.crop_imm((w - cw) / 2, (h - ch) / 2, cw, ch);
    if cw > max_w {
        let nh = ((f64::from(max_w) / ratio).round() as u32).max(1);
        out = out.resize_exact(max_w, nh, image::imageops::FilterType::Triangle);
    }
    encode_any(&out)
}

/// One picture placed in the text: its PNG, size and alternative text.
struct Picture {
    png: Vec<u8>,
    px: (u32, u32),
    width_twips: u32,
    height_twips: u32,
    alt: String,
}

/// The image of `order` on `page` as a PNG `width_twips` wide in its frame's shape.
fn picture(d: &CaseDoc, order: u32, page: &Page, width_twips: u32) -> Option<Picture> {
    let (fw, fh) = case_images::frame(order);
    let ratio = f64::from(fw) / f64::from(fh);
    let height_twips = (f64::from(width_twips) / ratio).round() as u32;
    let inches = f64::from(width_twips) / 1440.0;
    let px_w = (inches * DPI).round() as u32;
    let px_h = ((f64::from(px_w) / ratio).round() as u32).max(1);
    let resolved = case::resolve(d, order)?;
    let alt = case::alt(d, &resolved, page);
    let (png, px) = match resolved {
        Resolved::Default(def) => {
            let key = (order, px_w, px_h);
            let cached = DEFAULTS.lock().ok()?.get(&key).cloned();
            let png = match cached {
                Some(png) => png,
                None => {
                    let png = svg_png(def.bytes, px_w, px_h)?;
                    if let Ok(mut cache) = DEFAULTS.lock() {
                        cache.insert(key, png.clone());
                    }
                    png
                }
            };
            (png, (px_w, px_h))
        }
        Resolved::Stored(img) if img.kind == ImageFormat::Svg => {
            (svg_png(&img.bytes, px_w, px_h)?, (px_w, px_h))
        }
        Resolved::Stored(img) => {
            let max_w = (inches * MAX_UPLOAD_DPI).round() as u32;
            let key = (
                crate::model::content_hash(&img.bytes),
                max_w,
                1 + order as u8,
            );
            let png = case::converted(key, || upload_png(&img.bytes, img.kind, ratio, max_w))?
                .as_ref()
                .clone();
            let dims = image::ImageReader::new(Cursor::new(&png))
                .with_guessed_format()
                .ok()?
                .into_dimensions()
                .ok()?;
            (png, dims)
        }
    };
    Some(Picture {
        png,
        px,
        width_twips,
        height_twips,
        alt,
    })
}

/// The width each order is placed at in the Word file (twips): the full text width for the
/// cover and the wide images, half for the image pairs, the projects and the story, a third for
/// the contents and the letter.
fn word_width(order: u32) -> u32 {
    let full = TEXT_W as u32;
    match order {
        2 | 3 => full / 3,
        4..=7 | 9..=12 | 16..=21 => full / 2 - 240,
        _ => full,
    }
}

/// Converts the document's uploads for Word side by side (the conversions are cached, so the
/// pages then find them done).
fn prepare_uploads(d: &CaseDoc) {
    let uploads: Vec<(u32, &Page)> = d
        .content
        .layout
        .pages
        .iter()
        .flat_map(|p| p.images.iter().map(move |&o| (o, p)))
        .filter(|(o, _)| {
            matches!(case::resolve(d, *o), Some(Resolved::Stored(i)) if i.kind != ImageFormat::Svg)
        })
        .collect();
    case::in_parallel(&uploads, |(order, page)| {
        picture(d, *order, page, word_width(*order));
    });
}

/// The pictures of a document, numbered as they are added, with their alternative texts.
#[derive(Default)]
struct Pictures {
    alts: Vec<String>,
}

impl Pictures {
    fn run(&mut self, p: Picture) -> Run {
        self.alts.push(p.alt);
        let id = format!("rIdImage{}", self.alts.len());
        Run::new().add_image(
            Pic::new_with_dimensions(p.png, p.px.0, p.px.1)
                .id(id)
                .size(p.width_twips * EMU_PER_TWIP, p.height_twips * EMU_PER_TWIP),
        )
    }

    fn paragraph(&mut self, p: Option<Picture>, align: AlignmentType) -> Option<Paragraph> {
        let p = p?;
        Some(
            Paragraph::new()
                .style("BodyText")
                .align(align)
                .add_run(self.run(p)),
        )
    }
}

// ---------------------------------------------------------------------------------------------
// The statement

fn slot<'a>(c: &'a CaseContent, key: &str) -> &'a str {
    c.texts.get(key).map_or("", |t| t.text.as_str())
}

fn heading(level: u8, s: &str) -> Paragraph {
    Paragraph::new()
        .style(if level == 1 { "Heading1" } else { "Heading2" })
        .keep_next(true)
        .add_run(text(s.trim()))
}

/// A section's first heading, on a new page like the PDF's.
fn section(title: &str) -> Paragraph {
    heading(1, title).page_break_before(true)
}

fn cell(width: usize) -> TableCell {
    TableCell::new().width(width, WidthType::Dxa)
}

fn fill(c: TableCell, color: &str) -> TableCell {
    c.shading(
        Shading::new()
            .shd_type(ShdType::Clear)
            .color("auto")
            .fill(color),
    )
}

fn cell_text(s: &str, bold: bool, align: AlignmentType) -> Paragraph {
    let run = if bold { text(s).bold() } else { text(s) };
    Paragraph::new()
        .style("BodyText")
        .align(align)
        .add_run(run.size(19))
}

/// Rules in the headings colour above and below the table and between its rows.
fn ruled(headings: &str) -> TableBorders {
    let rule = |at: TableBorderPosition, size: usize| {
        TableBorder::new(at)
            .border_type(BorderType::Single)
            .size(size)
            .color(headings)
    };
    no_borders()
        .set(rule(TableBorderPosition::Top, 8))
        .set(rule(TableBorderPosition::InsideH, 4))
        .set(rule(TableBorderPosition::Bottom, 8))
}

/// The three-year goal's cost table: a header row, one row per line, the total in bold.
fn cost_table(c: &CaseContent, headings: &str, header_fill: &str) -> Table {
    let label_w = TEXT_W - 4 * 1_650;
    let widths = [label_w, 1_650, 1_650, 1_650, 1_650];
    let head = ["What we will fund", "Year 1", "Year 2", "Year 3", "Total"];
    let right = |i: usize| {
        if i == 0 {
            AlignmentType::Left
        } else {
            AlignmentType::Right
        }
    };
    let row = |cells: [String; 5], bold: bool, shade: Option<&str>| {
        TableRow::new(
            cells
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let c = cell(widths[i])
                        .vertical_align(VAlignType::Center)
                        .add_paragraph(cell_text(s, bold || i == 4, right(i)));
                    match shade {
                        Some(color) => fill(c, color),
                        None => c,
                    }
                })
                .collect(),
        )
        .cant_split()
    };
    let line = |label: &str, years: [i64; 3], total: i64| {
        [
            label.trim().to_owned(),
            format_usd(years[0]),
            format_usd(years[1]),
            format_usd(years[2]),
            format_usd(total),
        ]
    };
    let mut rows = vec![row(head.map(str::to_owned), true, Some(header_fill))];
    rows.extend(
        c.goal
            .rows
            .iter()
            .map(|r| row(line(&r.label, r.years, r.total), false, None)),
    );
    let t = &c.goal.total;
    rows.push(row(line(&t.label, t.years, t.total), true, None));
    Table::new(rows)
        .set_grid(widths.to_vec())
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(ruled(headings))
        .margins(TableCellMargins::new().margin(70, 100, 70, 100))
}

/// A chart's legend: a swatch of each slice's colour, its label, amount and share.
fn legend(slices: &[Slice], colors: &[String]) -> Table {
    let shares = case::shares(slices);
    let widths = [360, TEXT_W - 360 - 1_800 - 900, 1_800, 900];
    let rows = slices
        .iter()
        .zip(&shares)
        .zip(colors)
        .map(|((s, share), color)| {
            TableRow::new(vec![
                fill(cell(widths[0]), color.trim_start_matches('#'))
                    .add_paragraph(Paragraph::new().style("BodyText")),
                cell(widths[1]).add_paragraph(cell_text(&s.label, false, AlignmentType::Left)),
                cell(widths[2]).add_paragraph(cell_text(
                    &format_usd(s.cents),
                    false,
                    AlignmentType::Right,
                )),
                cell(widths[3]).add_paragraph(cell_text(share, false, AlignmentType::Right)),
            ])
            .cant_split()
        })
        .collect();
    Table::new(rows)
        .set_grid(widths.to_vec())
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(no_borders())
        .margins(TableCellMargins::new().margin(30, 80, 30, 80))
}

/// A chart's donut as a PNG (the PDF's SVG, rasterized), 6 cm wide.
fn chart(
    pictures: &mut Pictures,
    slices: &[Slice],
    colors: &[String],
    background: &str,
    body: &str,
    alt: String,
) -> Option<Paragraph> {
    let side_twips = 3_400;
    let px = (f64::from(side_twips) / 1440.0 * DPI * 2.0).round() as u32;
    let svg = case::donut_svg(slices, colors, background, body);
    let png = svg_png(svg.as_bytes(), px, px)?;
    pictures.paragraph(
        Some(Picture {
            png,
            px: (px, px),
            width_twips: side_twips,
            height_twips: side_twips,
            alt,
        }),
        AlignmentType::Center,
    )
}

/// Two images side by side in a borderless table, each half the text width.
fn pair(pictures: &mut Pictures, a: Option<Picture>, b: Option<Picture>) -> Table {
    let half = TEXT_W / 2;
    let mut one = |p: Option<Picture>| {
        let mut c = cell(half);
        c = match pictures.paragraph(p, AlignmentType::Center) {
            Some(par) => c.add_paragraph(par),
            None => c.add_paragraph(Paragraph::new().style("BodyText")),
        };
        c
    };
    let cells = vec![one(a), one(b)];
    Table::new(vec![TableRow::new(cells).cant_split()])
        .set_grid(vec![half, half])
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(no_borders())
        .margins(TableCellMargins::new().margin(0, 60, 120, 60))
}

fn add_all(docx: Docx, ps: Vec<Paragraph>) -> Docx {
    ps.into_iter().fold(docx, |d, p| d.add_paragraph(p))
}

fn caption(s: &str) -> Paragraph {
    Paragraph::new().style("Caption").add_run(text(s))
}

/// The statement's body: every page of the layout in order.
fn statement_body(d: &CaseDoc, mut docx: Docx, pictures: &mut Pictures) -> Docx {
    let c = &d.content;
    let o = case::org(d);
    let headings = on_white(&o.headings_color, DEFAULT_COLORS[1], 3.0);
    let body = on_white(&o.body_color, DEFAULT_COLORS[2], 4.5);
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
                        "The costs below add up to {}. Our goal rounds that need up, so the plan is met in full even when costs rise.",
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

/// The Word styles in the organization's font and its colours as they read on white paper.
fn themed(d: &CaseDoc, title: &str) -> Docx {
    let o = case::org(d);
    let font = crate::fonts::resolve(&o.font_family).name;
    let headings = on_white(&o.headings_color, DEFAULT_COLORS[1], 3.0);
    let body = on_white(&o.body_color, DEFAULT_COLORS[2], 4.5);
    styles(a4(&format!("{} · {title}", o.name)), font, &headings, &body)
}

/// The case statement as a Word file.
pub fn statement(d: &CaseDoc) -> Result<Rendered, RenderError> {
    prepare_uploads(d);
    let mut pictures = Pictures::default();
    let docx = statement_body(d, themed(d, case::TITLE), &mut pictures);
    let title = format!("{} | {}", case::TITLE, case::org(d).name);
    finish(pack(docx)?, &pictures.alts, &title, &case::org(d).name)
}

// ---------------------------------------------------------------------------------------------
// The narrative

/// The narrative: the title, then each text under its heading, in the document's order.
pub fn narrative(d: &CaseDoc) -> Result<Rendered, RenderError> {
    let c = &d.content;
    let o = case::org(d);
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
            PageKind::Programs => texts(docx, &p.title, "summary"),
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

// ---------------------------------------------------------------------------------------------
// Finishing the package

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The package with each picture's description (`wp:docPr descr`, unique ids), the title,
/// author and language in its core properties; every other part copied as it is.
fn finish(
    file: Rendered,
    alts: &[String],
    title: &str,
    author: &str,
) -> Result<Rendered, RenderError> {
    let fail = |e: &dyn std::fmt::Display| RenderError::Writer {
        format: "docx",
        message: e.to_string(),
    };
    let mut zip = zip::ZipArchive::new(Cursor::new(&file.bytes)).map_err(|e| fail(&e))?;
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::with_capacity(file.bytes.len())));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for i in 0..zip.len() {
        let name = zip.by_index_raw(i).map_err(|e| fail(&e))?.name().to_owned();
        let rewritten = match name.as_str() {
            "word/document.xml" | "docProps/core.xml" => {
                let mut xml = String::new();
                zip.by_index(i)
                    .map_err(|e| fail(&e))?
                    .read_to_string(&mut xml)
                    .map_err(|e| fail(&e))?;
                Some(if name == "word/document.xml" {
                    let mut n = 0;
                    let mut parts = xml.split(r#"<wp:docPr id="1" name="Figure" />"#);
                    let mut done = parts.next().unwrap_or_default().to_owned();
                    for part in parts {
                        n += 1;
                        let alt = alts.get(n - 1).map_or("", String::as_str);
                        done.push_str(&format!(
                            r#"<wp:docPr id="{n}" name="Picture {n}" descr="{}" />"#,
                            xml_escape(alt)
                        ));
                        done.push_str(part);
                    }
                    done
                } else {
                    xml.replace(
                        "<dc:creator>unknown</dc:creator>",
                        &format!("<dc:creator>{}</dc:creator>", xml_escape(author)),
                    )
                    .replace(
                        "<cp:lastModifiedBy>unknown</cp:lastModifiedBy>",
                        &format!(
                            "<cp:lastModifiedBy>{}</cp:lastModifiedBy>",
                            xml_escape(author)
                        ),
                    )
                    .replace(
                        "</cp:coreProperties>",
                        &format!(
                            "<dc:language>en-US</dc:language><dc:title>{}</dc:title></cp:coreProperties>",
                            xml_escape(title)
                        ),
                    )
                })
            }
            _ => None,
        };
        match rewritten {
            Some(xml) => {
                out.start_file(name, options).map_err(|e| fail(&e))?;
                out.write_all(xml.as_bytes()).map_err(|e| fail(&e))?;
            }
            None => {
                let entry = zip.by_index_raw(i).map_err(|e| fail(&e))?;
                out.raw_copy_file(entry).map_err(|e| fail(&e))?;
            }
        }
    }
    let bytes = out.finish().map_err(|e| fail(&e))?.into_inner();
    Ok(Rendered { bytes, ..file })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_too_light_for_white_paper_fall_back_to_the_defaults() {
        assert_eq!(on_white("#8c2104", DEFAULT_COLORS[1], 3.0), "8c2104");
        assert_eq!(on_white("#fca311", DEFAULT_COLORS[1], 3.0), "8c2104");
        assert_eq!(on_white("#e5e5e5", DEFAULT_COLORS[2], 4.5), "301d17");
        assert_eq!(light_fill("#f4ede2"), "f4ede2");
        assert_eq!(light_fill("#14213d"), "f2f2f2");
    }

    #[test]
    fn an_upload_of_another_shape_is_cropped_to_the_frame_around_its_centre() {
        let wide = image::RgbaImage::from_pixel(400, 100, image::Rgba([10, 20, 30, 255]));
        let png = encode_png(&wide).expect("a PNG");
        let out = upload_png(&png, ImageFormat::Png, 4.0 / 3.0, 1_000).expect("cropped");
        let img = image::load_from_memory(&out).expect("a PNG");
        assert_eq!((img.width(), img.height()), (133, 100));
        // Larger than the placed size allows: scaled down once.
        let out = upload_png(&png, ImageFormat::Png, 4.0 / 3.0, 60).expect("scaled");
        let img = image::load_from_memory(&out).expect("a PNG");
        assert_eq!((img.width(), img.height()), (60, 45));
        // Already the frame's shape and small enough: the same bytes.
        let fit = encode_png(&image::RgbaImage::new(40, 30)).expect("a PNG");
        assert_eq!(
            upload_png(&fit, ImageFormat::Png, 4.0 / 3.0, 1_000),
            Some(fit)
        );
    }
}

//! The Word files' pictures: the default images rendered to PNG, the uploads cropped to their
//! frames and scaled down (converted in parallel, and cached), the charts' donuts as PNG, and
//! the pictures numbered as they are placed, with their alternative texts.

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::{LazyLock, Mutex};

use docx_rs::{AlignmentType, Paragraph, Pic, Run, Table, TableCellMargins, TableRow, WidthType};
use fundplan_domain::case_content::Slice;
use fundplan_domain::case_layout::Page;

use super::tables::cell;
use crate::case::{self, Resolved};
use crate::case_images;
use crate::docx::{TEXT_W, no_borders};
use crate::model::{CaseDoc, ImageFormat};

/// English Metric Units per twip (914,400 per inch, 1,440 twips per inch).
const EMU_PER_TWIP: u32 = 635;
/// The resolution of the rasterized images, per inch of their placed size.
const DPI: f64 = 150.0;
/// An upload is kept up to the same resolution (Word files carry PNG only, so a photo costs its
/// pixels); larger ones are scaled down once.
const MAX_UPLOAD_DPI: f64 = 150.0;

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
pub(super) struct Picture {
    png: Vec<u8>,
    px: (u32, u32),
    width_twips: u32,
    height_twips: u32,
    alt: String,
}

/// The image of `order` on `page` as a PNG `width_twips` wide in its frame's shape.
pub(super) fn picture(d: &CaseDoc, order: u32, page: &Page, width_twips: u32) -> Option<Picture> {
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
pub(super) fn word_width(order: u32) -> u32 {
    let full = TEXT_W as u32;
    match order {
        2 | 3 => full / 3,
        4..=7 | 9..=12 | 16..=21 => full / 2 - 240,
        _ => full,
    }
}

/// Converts the document's uploads for Word side by side (the conversions are cached, so the
/// pages then find them done).
pub(super) fn prepare_uploads(d: &CaseDoc) {
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
pub(super) struct Pictures {
    pub(super) alts: Vec<String>,
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

    pub(super) fn paragraph(
        &mut self,
        p: Option<Picture>,
        align: AlignmentType,
    ) -> Option<Paragraph> {
        let p = p?;
        Some(
            Paragraph::new()
                .style("BodyText")
                .align(align)
                .add_run(self.run(p)),
        )
    }
}

/// A chart's donut as a PNG (the PDF's SVG, rasterized), 6 cm wide.
pub(super) fn chart(
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
pub(super) fn pair(pictures: &mut Pictures, a: Option<Picture>, b: Option<Picture>) -> Table {
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

#[cfg(test)]
mod tests {
    use super::*;

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

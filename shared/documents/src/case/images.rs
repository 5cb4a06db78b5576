//! The case for support's images: each order's image (the organization's stored one when it
//! reads, else the default), its alternative text, the size it is placed at in the PDF, and the
//! uploads scaled down to print resolution (converted once, in parallel, and cached).

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::{Arc, LazyLock, Mutex};

use fundplan_domain::case_layout::Page;

use crate::case_images::{self, DefaultImage};
use crate::model::{CaseDoc, CaseImage, ImageFormat};

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
            d.content.organization.name,
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
/// `None` when it is small enough already (or does not decode). The upload makes it once, when
/// the image is uploaded (`fundplan_data::casedoc::print_key`), so no render pays for it.
pub fn print_copy(bytes: &[u8], kind: ImageFormat, order: u32) -> Option<Vec<u8>> {
    let (fw, fh) = case_images::frame(order);
    let frame_ratio = f64::from(fw) / f64::from(fh);
    let img = image::load_from_memory(bytes).ok()?;
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
    match kind {
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

/// The bytes the PDF embeds for a stored image: the print copy made when it was uploaded;
/// for an image stored before those were made, its print copy made here (once per process),
/// else the upload itself.
#[cfg(feature = "pdf")]
pub(super) fn print_bytes(image: &CaseImage, order: u32) -> Vec<u8> {
    if let Some(print) = &image.print {
        return print.clone();
    }
    let key = (crate::model::content_hash(&image.bytes), order, 0);
    converted(key, || print_copy(&image.bytes, image.kind, order))
        .map_or_else(|| image.bytes.clone(), |b| b.as_ref().clone())
}

/// A JPEG as an SVG document that shows it whole: typst decodes every pixel of a raster image
/// when it lays a page out (about 1 ms per print-sized photo), though the PDF then embeds the
/// JPEG's own compressed data; inside an SVG only its header is read, and the PDF gets the same
/// JPEG data.
#[cfg(feature = "pdf")]
pub(crate) fn jpeg_in_svg(jpeg: &[u8]) -> Vec<u8> {
    use base64::Engine as _;
    let (w, h) = image::ImageReader::with_format(Cursor::new(jpeg), image::ImageFormat::Jpeg)
        .into_dimensions()
        .unwrap_or((1, 1));
    let data = base64::engine::general_purpose::STANDARD.encode(jpeg);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\"><image width=\"{w}\" height=\"{h}\" preserveAspectRatio=\"none\" href=\"data:image/jpeg;base64,{data}\"/></svg>"
    )
    .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

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
                print: None,
            }
        };
        for order in [1, 4, 9, 16, 21] {
            let (fw, fh) = case_images::frame(order);
            // An upload of the frame's shape, far larger than the frame needs.
            let big = photo(
                2000,
                (2000.0 * f64::from(fh) / f64::from(fw)).round() as u32,
            );
            let copy = print_copy(&big.bytes, big.kind, order).expect("scaled down");
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
            assert!(
                print_copy(&small.bytes, small.kind, order).is_none(),
                "order {order}"
            );
        }
        // Issue 9: images at 150 dpi or more at their placed size.
        const { assert!(PRINT_DPI >= 150.0) };
    }
}

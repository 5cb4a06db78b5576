//! The case for support (issue 9): the full plan's PDF and Word file rendered in this process as
//! the worker renders them, twice over: with the 23 default images (vector art) and with 23
//! uploaded photographs (JPEG, 1600 × 1200, the size an upload is kept at or below). For each:
//! the first render, then N timed renders of the same plan for organizations of different names
//! (median, p90, max), the file's size and pages, and the process's peak resident memory while
//! it rendered (`/proc/self/status` `VmHWM`, reset before each; blank elsewhere).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use anyhow::{Context, ensure};
use fundplan_documents::model::{CaseDoc, CaseImage, Document, ImageFormat};
use serde::Serialize;

use crate::documents::{ms, percentile, reset_peak, status_mib};

#[derive(Debug, Serialize)]
pub struct CaseBench {
    /// `case_statement` (PDF) or `case_statement_docx`.
    pub kind: &'static str,
    /// `default art` or `23 photos`.
    pub images: &'static str,
    pub extension: &'static str,
    /// Pages of the PDF (0 for Word, which paginates when it opens the file).
    pub pages: usize,
    pub bytes: usize,
    /// The first render of this document in the process.
    pub first_ms: f64,
    pub renders: usize,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
    /// The same renders with nothing reused: typst's memoized layout, shaping and image
    /// decoding forgotten before each ([`fundplan_documents::forget_memoized`]); the fonts and
    /// parsed templates stay loaded and the uploads stay converted, as in a worker that has
    /// rendered any document before and reads uploads converted when they were uploaded.
    pub cold_median_ms: f64,
    pub cold_p90_ms: f64,
    pub rss_before_mib: Option<f64>,
    pub peak_rss_mib: Option<f64>,
}

/// A photograph-like JPEG: soft light and shade with fine grain, so it compresses like a
/// photo (about 150–250 kB at quality 85), different for each `seed`.
pub(crate) fn photo(seed: u32) -> anyhow::Result<Vec<u8>> {
    let (w, h) = (1600u32, 1200u32);
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    let mut noise = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state % 23) as f32 - 11.0
    };
    let s = seed as f32;
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let (fx, fy) = (x as f32 / w as f32, y as f32 / h as f32);
        let wave = ((fx * (3.0 + s % 4.0) + fy * 2.0 + s).sin() * 0.5 + 0.5) * 120.0;
        let n = noise();
        let c = |base: f32| (base + wave * 0.6 + n).clamp(0.0, 255.0) as u8;
        image::Rgb([
            c(60.0 + fy * 90.0),
            c(80.0 + fx * 60.0),
            c(110.0 - fy * 40.0),
        ])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .context("encoding a photo")?;
    Ok(out)
}

/// The longest case (5 projects, 3 stories, a 625-word summary) with a stored photo in each of
/// the 23 orders.
fn with_photos() -> anyhow::Result<CaseDoc> {
    let mut doc = fundplan_documents::sample::case_full();
    let mut images = BTreeMap::new();
    for order in 1..=23 {
        let bytes = photo(order)?;
        // The print copy, as the upload makes it (`POST /case-statements/upload`).
        let print = fundplan_documents::case::print_copy(&bytes, ImageFormat::Jpeg, order)
            .unwrap_or_else(|| bytes.clone());
        images.insert(
            order,
            CaseImage {
                bytes,
                kind: ImageFormat::Jpeg,
                width: 1600,
                height: 1200,
                alt: format!("A photograph of the Alliance's work, number {order}."),
                print: Some(print),
            },
        );
    }
    doc.images = images;
    Ok(doc)
}

pub(crate) fn pdf_pages(bytes: &[u8]) -> usize {
    // Count page objects without a PDF library: typst writes `/Type/Page` once per page.
    let needle = b"/Type/Page";
    bytes
        .windows(needle.len() + 1)
        .filter(|w| w.starts_with(needle) && !w[needle.len()].is_ascii_alphabetic())
        .count()
}

fn one(
    kind: &'static str,
    images: &'static str,
    wrap: fn(CaseDoc) -> Document,
    doc: &CaseDoc,
    renders: usize,
) -> anyhow::Result<CaseBench> {
    let resettable = reset_peak();
    let rss_before_mib = status_mib("VmRSS:");
    let started = Instant::now();
    let file = fundplan_documents::render(&wrap(doc.clone()))
        .with_context(|| format!("rendering {kind}"))?;
    let first = started.elapsed();
    // `renders` timed renders, sorted; with `forget`, typst's memoized work is dropped before
    // each (nothing reused).
    let timed = |tag: &str, forget: bool| -> anyhow::Result<Vec<Duration>> {
        let mut times = Vec::with_capacity(renders);
        for i in 0..renders {
            // A different organization each time, as the worker gets different plans: the same
            // model again would be answered from typst's memoization cache.
            let mut d = doc.clone();
            d.content.organization.name = format!("{} {tag}{}", d.content.organization.name, i + 1);
            let d = wrap(d);
            if forget {
                fundplan_documents::forget_memoized();
            }
            let started = Instant::now();
            let out =
                fundplan_documents::render(&d).with_context(|| format!("rendering {kind}"))?;
            times.push(started.elapsed());
            ensure!(
                out.bytes.len() > file.bytes.len() / 2,
                "{kind}: a timed render came out much smaller than the first"
            );
        }
        times.sort();
        Ok(times)
    };
    let times = timed("", false)?;
    let cold = timed("cold ", true)?;
    let pages = if file.extension == "pdf" {
        pdf_pages(&file.bytes)
    } else {
        0
    };
    Ok(CaseBench {
        kind,
        images,
        extension: file.extension,
        pages,
        bytes: file.bytes.len(),
        first_ms: ms(first),
        renders,
        median_ms: ms(percentile(&times, 50)),
        p90_ms: ms(percentile(&times, 90)),
        max_ms: ms(times.last().copied().unwrap_or_default()),
        cold_median_ms: ms(percentile(&cold, 50)),
        cold_p90_ms: ms(percentile(&cold, 90)),
        rss_before_mib,
        peak_rss_mib: resettable.then(|| status_mib("VmHWM:")).flatten(),
    })
}

/// The case PDF and .docx with the default art, then (when `photos`) with 23 photos.
pub fn bench(
    renders: usize,
    photos: bool,
    progress: impl Fn(&str),
) -> anyhow::Result<Vec<CaseBench>> {
    let mut sets = vec![("default art", fundplan_documents::sample::case_full())];
    if photos {
        progress("case: making 23 photographs");
        sets.push(("23 photos", with_photos()?));
    }
    let mut out = Vec::new();
    for (images, doc) in &sets {
        for (kind, wrap) in [
            (
                "case_statement",
                Document::CaseStatement as fn(CaseDoc) -> Document,
            ),
            ("case_statement_docx", Document::CaseStatementDocx),
        ] {
            progress(&format!(
                "case: {kind} with {images}, a first render then {renders} timed"
            ));
            out.push(one(kind, images, wrap, doc, renders)?);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_photos_are_jpegs_of_a_realistic_size_and_differ() {
        let a = photo(1).unwrap();
        let b = photo(2).unwrap();
        assert!(a.starts_with(&[0xff, 0xd8, 0xff]));
        assert_ne!(a, b);
        assert!((80_000..600_000).contains(&a.len()), "{} bytes", a.len());
    }

    #[test]
    fn pages_are_counted_without_counting_the_page_tree() {
        assert_eq!(
            pdf_pages(b"<</Type/Pages/Kids[]>> <</Type/Page/Parent 1 0 R>> <</Type/Page>>"),
            2
        );
    }
}

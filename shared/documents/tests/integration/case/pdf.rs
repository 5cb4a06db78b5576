//! The designed PDF.

use std::collections::BTreeMap;

use fundplan_documents::model::{CaseDoc, CaseImage, Document, ImageFormat};
use fundplan_documents::{case_images, sample};
use fundplan_domain::case_layout::PageKind;

use super::read::{alt_texts, catalog_string, info_string, page_texts, raster_images};
use crate::common::{Pdf, pdftotext, render, squeeze};

fn pdf(doc: &CaseDoc) -> (fundplan_documents::Rendered, Pdf) {
    let file = render(&Document::CaseStatement(doc.clone()));
    let pdf = Pdf::read(&file);
    (file, pdf)
}

fn pages_of(doc: &CaseDoc) -> usize {
    pdf(doc).1.pages()
}

#[test]
fn the_pdf_has_the_layouts_pages_for_one_three_and_five_projects_and_one_or_three_stories() {
    for projects in [1, 3, 5] {
        for stories in [1, 3] {
            let doc = sample::case_with(projects, stories, 625);
            let expected = doc.content.layout.pages.len();
            assert_eq!(
                pages_of(&doc),
                expected,
                "{projects} projects, {stories} stories"
            );
        }
    }
    assert_eq!(sample::case_with(1, 1, 270).content.layout.pages.len(), 12);
    // The sample plan's two projects take one projects page; five take three.
    assert_eq!(sample::case().content.layout.pages.len(), 15);
    assert_eq!(sample::case_full().content.layout.pages.len(), 16);
}

#[test]
fn a_summary_longer_than_270_words_adds_the_continuation_page_and_no_other() {
    for (words, pages) in [(269, 15), (270, 15), (271, 16), (625, 16)] {
        let doc = sample::case_with(5, 3, words);
        assert_eq!(doc.content.layout.pages.len(), pages, "{words} words");
        let (file, pdf) = pdf(&doc);
        assert_eq!(pdf.pages(), pages, "{words} words");
        let texts = page_texts(&file);
        let continued = texts.iter().any(|t| t.contains("Our Programs (continued)"));
        assert_eq!(continued, words > 270, "{words} words");
    }
}

#[test]
fn every_page_but_the_cover_ends_with_its_number_in_the_file() {
    // The footer prints the layout's number (not typst's page counter, which would cost a second
    // layout pass): it must be the page's place in the file (the contents page's numbers are the
    // layout's too, tested below).
    let doc = sample::case_full();
    let (file, pdf) = pdf(&doc);
    let texts = page_texts(&file);
    assert_eq!(texts.len(), pdf.pages());
    for (i, (text, page)) in texts.iter().zip(&doc.content.layout.pages).enumerate() {
        assert_eq!(page.number as usize, i + 1);
        let last = text.split_whitespace().last().unwrap_or("");
        if i == 0 {
            assert_ne!(last, "1", "the cover has no footer");
        } else {
            assert_eq!(last, (i + 1).to_string(), "page {}: {text:?}", i + 1);
        }
    }
}

#[test]
fn the_longest_texts_in_the_widest_fonts_keep_every_page_on_its_page() {
    for font in ["Courier New", "Impact", "Verdana", "Times New Roman"] {
        let mut doc = sample::case_at_limits();
        doc.content.organization.font_family = font.to_owned();
        doc.content.organization.name =
            "The Riverbend County Adult and Family Literacy Alliance".to_owned();
        for p in &mut doc.content.projects {
            p.project_name = format!("{} for the Three Rural Townships", p.project_name);
        }
        let expected = doc.content.layout.pages.len();
        assert_eq!(expected, 16);
        assert_eq!(pages_of(&doc), expected, "{font}");
    }
}

#[test]
fn every_text_is_extractable_in_reading_order() {
    let doc = sample::case();
    let (file, _) = pdf(&doc);
    let text = squeeze(&page_texts(&file).join(" "));
    let letter = sample::CASE_LETTER;
    let first = squeeze(&letter[..60]);
    let last = squeeze(&letter[letter.len() - 60..]);
    let (a, b) = (text.find(&first), text.find(&last));
    assert!(
        a.is_some() && b.is_some(),
        "the letter's first and last words"
    );
    assert!(a < b, "the letter reads from its first words to its last");
    // Every text of the document, whole, and the pages in the layout's order.
    for t in doc.content.texts.values() {
        for paragraph in t.text.split("\n\n") {
            assert!(
                text.contains(&squeeze(paragraph)),
                "{}: {paragraph:.60}",
                t.key
            );
        }
    }
    let mut at = 0;
    for p in &doc.content.layout.pages {
        let found = text[at..].find(&squeeze(&p.title));
        assert!(found.is_some(), "{} after the page before", p.title);
        at += found.unwrap_or(0);
    }
}

#[test]
fn the_contents_page_numbers_are_the_numbers_printed_on_those_pages() {
    for (projects, stories, words) in [(5, 3, 625), (1, 1, 269), (3, 2, 400)] {
        let doc = sample::case_with(projects, stories, words);
        let (file, _) = pdf(&doc);
        let pages = page_texts(&file);
        let contents = &pages[1];
        for e in &doc.content.layout.contents {
            let entry = format!("{} {}", e.page, e.title);
            assert!(
                contents.contains(&entry),
                "contents lists {entry}: {contents}"
            );
            let page = &pages[e.page as usize - 1];
            assert!(
                squeeze(page).contains(&squeeze(&e.title)),
                "page {} is {}",
                e.page,
                e.title
            );
            assert!(
                page.ends_with(&format!(" {}", e.page)),
                "page {} prints its number last: {page:.80}",
                e.page
            );
        }
        // Every page but the cover prints its own number.
        for (i, text) in pages.iter().enumerate().skip(1) {
            assert!(text.ends_with(&format!(" {}", i + 1)), "page {}", i + 1);
        }
    }
}

#[test]
fn the_pdf_embeds_subsets_of_the_chosen_fonts_open_substitute() {
    for (font, embedded) in [
        ("Times New Roman", "LiberationSerif"),
        ("Calibri", "Carlito"),
        ("open-sans", "OpenSans"),
        ("Montserrat", "Montserrat"),
    ] {
        let mut doc = sample::case_with(1, 1, 100);
        doc.content.organization.font_family = font.to_owned();
        let fonts = pdf(&doc).1.embedded_fonts();
        assert!(!fonts.is_empty());
        assert!(
            fonts.iter().all(|f| f.contains(&format!("+{embedded}"))),
            "{font}: {fonts:?}"
        );
    }
}

#[test]
fn every_image_and_chart_is_present_with_its_alternative_text() {
    let doc = sample::case_full();
    let (_, pdf) = pdf(&doc);
    let alts = alt_texts(&pdf.doc);
    for order in 1..=23 {
        let alt = case_images::default_image(order).expect("a default").alt;
        assert!(alts.iter().any(|a| a == alt), "image {order}: {alt}");
    }
    assert!(
        alts.iter()
            .any(|a| a.starts_with("Projected year-1 expenses: ")
                && a.contains("Programs (all their costs) $836,500 (74%)")),
        "{alts:?}"
    );
    assert!(
        alts.iter()
            .any(|a| a.starts_with("Projected year-1 revenue: Philanthropic Contributions")),
        "{alts:?}"
    );
    assert_eq!(alts.len(), 25, "23 images and 2 charts");
    assert!(pdf.tagged());
}

/// A PNG of `w × h` pixels in one colour.
fn png(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbaImage::from_pixel(w, h, image::Rgba([30, 90, 160, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .expect("a PNG");
    out.into_inner()
}

fn stored(bytes: Vec<u8>, kind: ImageFormat, alt: &str) -> CaseImage {
    CaseImage {
        bytes,
        kind,
        width: 0,
        height: 0,
        alt: alt.to_owned(),
        print: None,
    }
}

#[test]
fn a_stored_image_replaces_the_default_of_its_order_and_a_broken_one_falls_back() {
    let mut doc = sample::case_full();
    doc.images = BTreeMap::from([
        (
            1,
            stored(
                png(300, 100),
                ImageFormat::Png,
                "Our learners at the spring celebration.",
            ),
        ),
        (4, stored(png(40, 40), ImageFormat::Png, "")),
        (
            9,
            stored(
                b"\x89PNG\r\n\x1a\nnot really".to_vec(),
                ImageFormat::Png,
                "Broken",
            ),
        ),
    ]);
    let (_, pdf) = pdf(&doc);
    assert_eq!(pdf.pages(), 16);
    assert_eq!(
        raster_images(&pdf.doc),
        2,
        "the two readable uploads, once each"
    );
    let alts = alt_texts(&pdf.doc);
    assert!(alts.contains(&"Our learners at the spring celebration.".to_owned()));
    assert!(
        alts.contains(
            &"A photograph from Riverbend Literacy Alliance illustrating Our Story.".to_owned()
        ),
        "{alts:?}"
    );
    let cover = case_images::default_image(1)
        .expect("a default")
        .alt
        .to_owned();
    assert!(!alts.contains(&cover), "the cover's default is replaced");
    let programs = case_images::default_image(9)
        .expect("a default")
        .alt
        .to_owned();
    assert!(
        alts.contains(&programs),
        "the broken upload shows the default"
    );
    assert!(!alts.contains(&"Broken".to_owned()));
}

/// A photo-like JPEG of `w × h` pixels (gradients and grain).
fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let grain = ((x * 7919 + y * 104_729) % 23) as u8;
        image::Rgb([
            (x % 256) as u8 / 2 + grain,
            (y % 256) as u8 / 2 + grain,
            120 + grain,
        ])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .expect("a JPEG");
    out
}

/// The PDF's JPEG images (`DCTDecode` streams): their pixel width and their data.
fn jpeg_streams(doc: &lopdf::Document) -> Vec<(i64, Vec<u8>)> {
    doc.objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| {
            let d = &s.dict;
            d.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(b"Image")
                && d.get(b"Filter").and_then(|v| v.as_name()).ok() == Some(b"DCTDecode")
        })
        .map(|s| {
            let width = s.dict.get(b"Width").and_then(|v| v.as_i64()).unwrap_or(0);
            (width, s.content.clone())
        })
        .collect()
}

#[test]
fn a_photo_is_embedded_as_the_print_copy_made_at_upload_and_an_older_upload_is_converted() {
    use fundplan_documents::case::{PRINT_DPI, placed_mm, print_copy};
    let mut doc = sample::case_full();
    let big = jpeg(1600, 1200);
    let copy = print_copy(&big, ImageFormat::Jpeg, 4).expect("a 1600 px photo is scaled down");
    doc.images = BTreeMap::from([
        (
            4,
            CaseImage {
                print: Some(copy.clone()),
                ..stored(big.clone(), ImageFormat::Jpeg, "Tutors at work.")
            },
        ),
        (
            16,
            stored(big.clone(), ImageFormat::Jpeg, "Learners at work."),
        ),
    ]);
    let (_, pdf) = pdf(&doc);
    assert_eq!(pdf.pages(), 16);
    assert_eq!(raster_images(&pdf.doc), 2);
    let jpegs = jpeg_streams(&pdf.doc);
    assert_eq!(jpegs.len(), 2, "both photos stay JPEGs");
    assert!(
        jpegs.iter().any(|(_, data)| *data == copy),
        "the print copy's own JPEG data, unchanged"
    );
    assert!(
        jpegs.iter().all(|(_, data)| *data != big),
        "never the upload"
    );
    // The upload stored before print copies were made: converted to its place's print width.
    let sixteen = (placed_mm(16) / 25.4 * PRINT_DPI).ceil() as i64;
    assert!(
        jpegs
            .iter()
            .any(|(w, _)| (sixteen..sixteen + 60).contains(w)),
        "{:?} against {sixteen}",
        jpegs.iter().map(|(w, _)| *w).collect::<Vec<_>>()
    );
    let alts = alt_texts(&pdf.doc);
    assert!(alts.contains(&"Tutors at work.".to_owned()), "{alts:?}");
    assert!(alts.contains(&"Learners at work.".to_owned()));
}

#[test]
fn the_pdf_carries_its_title_and_language_is_letter_portrait_and_declares_pdf_ua_1() {
    let (file, pdf) = pdf(&sample::case_with(1, 1, 100));
    // typst checked the file against PDF/UA-1 as it wrote it, and says so in its metadata.
    let xmp = String::from_utf8_lossy(&file.bytes);
    assert!(xmp.contains("<pdfuaid:part>1</pdfuaid:part>"));
    assert_eq!(
        info_string(&pdf.doc, b"Title").as_deref(),
        Some("Case for Support | Riverbend Literacy Alliance")
    );
    assert_eq!(catalog_string(&pdf.doc, b"Lang").as_deref(), Some("en-US"));
    // The sample organization prints on US Letter (8.5 × 11 in, 612 × 792 pt).
    for (w, h) in pdf.sizes() {
        assert!(
            (w - 612.0).abs() < 1.0 && (h - 792.0).abs() < 1.0,
            "{w} × {h}"
        );
    }
}

#[test]
fn texts_and_names_that_look_like_markup_print_as_typed() {
    let hostile = "<script>alert('x')</script> #set page(fill: red) $x^2$ *bold* _em_ @ref <label> // not a comment \\ [brackets] = heading";
    let mut doc = sample::case_with(1, 1, 100);
    for t in doc.content.texts.values_mut() {
        t.text = hostile.to_owned();
    }
    doc.content.organization.name = "Okafor & Lee <b>Fund</b> #1 $5 *star*".to_owned();
    doc.content.projects[0].project_name = "#panic(\"x\")".to_owned();
    let (file, pdf) = pdf(&doc);
    assert_eq!(pdf.pages(), doc.content.layout.pages.len());
    let text = squeeze(&page_texts(&file).join(" "));
    assert!(text.contains(&squeeze(hostile)));
    assert!(text.contains("Okafor&Lee<b>Fund</b>#1$5*star*"));
    assert!(text.contains("#panic(\"x\")"));
}

#[test]
fn a_dark_background_with_light_text_renders_the_same_pages() {
    let mut doc = sample::case_full();
    let o = &mut doc.content.organization;
    o.background_color = "#14213d".to_owned();
    o.headings_color = "#fca311".to_owned();
    o.body_color = "#e5e5e5".to_owned();
    let (file, pdf) = pdf(&doc);
    assert_eq!(pdf.pages(), 16);
    // The background colour fills every page (typst writes it as an rgb fill).
    let first = pdf.doc.get_pages()[&1];
    let content = pdf.doc.get_page_content(first).expect("content");
    let fill = format!(
        "{} {} {} scn",
        0x14 as f32 / 255.0,
        0x21 as f32 / 255.0,
        0x3d as f32 / 255.0
    );
    assert!(
        String::from_utf8_lossy(&content).contains(&fill),
        "{fill} in the first page"
    );
    assert!(!page_texts(&file)[2].is_empty());
}

#[test]
fn a_plan_without_projects_keeps_the_funding_priorities_page_with_the_annual_goal_and_charts() {
    let doc = sample::case_with(0, 1, 100);
    let layout = &doc.content.layout;
    assert!(
        layout
            .pages
            .iter()
            .any(|p| p.kind == PageKind::FundingPriorities && p.projects.is_empty())
    );
    let (file, pdf) = pdf(&doc);
    assert_eq!(pdf.pages(), layout.pages.len());
    let text = squeeze(&page_texts(&file).join(" "));
    assert!(text.contains("$851,000"));
    assert!(!text.contains("Priority1"));
}

#[test]
fn page_titles_never_break_inside_a_word_nor_leave_a_short_last_word_alone() {
    let doc = sample::case();
    let (file, _) = pdf(&doc);
    // The lines as the PDF sets them (pdftotext -raw keeps each line's words together).
    let text = pdftotext("case-titles", &file);
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    for p in &doc.content.layout.pages {
        let words: Vec<&str> = p.title.split_whitespace().collect();
        for (i, line) in lines.iter().enumerate() {
            let next = lines.get(i + 1).copied().unwrap_or("");
            for w in &words {
                // A word is never cut at the end of a line: not by hyphenation ("Exec-" /
                // "utive"), not at its own hyphen ("Three-" / "Year").
                let cut = (1..w.len()).filter(|&k| w.is_char_boundary(k)).any(|k| {
                    let (a, b) = w.split_at(k);
                    let a = a.strip_suffix('-').unwrap_or(a);
                    line.ends_with(&format!("{a}-")) && next.starts_with(b.trim_start_matches('-'))
                });
                assert!(
                    !cut,
                    "{}: \"{w}\" cut over \"{line}\" / \"{next}\"",
                    p.title
                );
            }
        }
    }
    // The example: the last short word stays with the one before it.
    assert!(
        lines.contains(&"A Call for More"),
        "\"A Call for More\" on one line: {lines:?}"
    );
}

#[test]
fn a_chart_slice_of_nothing_is_neither_drawn_nor_listed_and_the_labels_say_what_they_hold() {
    let mut doc = sample::case();
    let in_kind = doc
        .content
        .expenses
        .iter()
        .position(|s| s.key == "in_kind_goods_and_services")
        .expect("the in-kind slice");
    doc.content.expenses[in_kind].cents = 0;
    let gone = squeeze(&doc.content.expenses[in_kind].label);
    let (file, _) = pdf(&doc);
    let text = squeeze(&pdftotext("case-legend", &file));
    assert!(!text.contains(&gone), "{gone} listed at $0");
    assert!(text.contains("Programs(alltheircosts)"));
    assert!(text.contains("PersonnelandBenefits(overhead)"));
    let word = render(&Document::CaseStatementDocx(doc));
    let xml = crate::common::part(&word, "word/document.xml");
    let words = squeeze(&crate::common::word_text(&xml));
    assert!(!words.contains(&gone), "{gone} listed at $0 in Word");
    assert!(words.contains("Programs(alltheircosts)"));
}

//! The Word statement and the narrative.

use std::collections::BTreeMap;

use fundplan_documents::model::{CaseImage, Document, ImageFormat};
use fundplan_documents::{case_images, sample};

use super::read::{entries, entry, picture_descriptions, styled_paragraphs};
use crate::common::{part, render};

fn headings(xml: &str, style: &str) -> Vec<String> {
    styled_paragraphs(xml)
        .into_iter()
        .filter(|(s, _)| s == style)
        .map(|(_, t)| t)
        .collect()
}

#[test]
fn the_statement_has_the_pdfs_sections_in_order_as_heading_1_and_projects_as_heading_2() {
    let doc = sample::case();
    let file = render(&Document::CaseStatementDocx(doc.clone()));
    assert_eq!(file.extension, "docx");
    let xml = part(&file, "word/document.xml");
    let mut expected = vec!["Contents".to_owned()];
    expected.extend(doc.content.layout.contents.iter().map(|e| e.title.clone()));
    assert_eq!(headings(&xml, "Heading1"), expected);
    let h2 = headings(&xml, "Heading2");
    for p in &doc.content.projects {
        assert!(h2.contains(&p.project_name), "{}", p.project_name);
    }
    for h in [
        "Our Vision",
        "Our Mission",
        "Annual Operations",
        "Ways to Give",
    ] {
        assert!(h2.contains(&h.to_owned()), "{h} in {h2:?}");
    }
    // The styles are Word's own heading styles.
    let styles = part(&file, "word/styles.xml");
    assert!(styles.contains(r#"<w:name w:val="heading 1" />"#));
    assert!(styles.contains(r#"<w:name w:val="heading 2" />"#));
}

#[test]
fn the_statement_holds_every_text_and_the_contents_as_a_list_of_sections() {
    let doc = sample::case();
    let file = render(&Document::CaseStatementDocx(doc.clone()));
    let paragraphs = styled_paragraphs(&part(&file, "word/document.xml"));
    let all: Vec<&str> = paragraphs.iter().map(|(_, t)| t.as_str()).collect();
    let joined = all.join("\n");
    for t in doc.content.texts.values() {
        for p in t.text.split("\n\n") {
            // A line break inside a paragraph is a break, not text.
            let p = p.trim().replace('\n', "");
            assert!(joined.contains(&p), "{}: {p:.60}", t.key);
        }
    }
    let list: Vec<&str> = paragraphs
        .iter()
        .filter(|(s, _)| s == "ListParagraph")
        .map(|(_, t)| t.as_str())
        .collect();
    for e in &doc.content.layout.contents {
        assert!(list.contains(&e.title.as_str()), "{}", e.title);
    }
    assert!(list.contains(&"Planned Gifts: Bequests, Charitable Remainder Trusts/Unitrust, Other"));
}

#[test]
fn the_cost_table_is_a_word_table_with_each_line_and_the_total() {
    let file = render(&Document::CaseStatementDocx(sample::case()));
    let xml = part(&file, "word/document.xml");
    let table = xml
        .split("<w:tbl>")
        .find(|t| t.contains("What we will fund"))
        .and_then(|t| t.split("</w:tbl>").next())
        .expect("the cost table");
    let rows: Vec<Vec<String>> = table
        .split("<w:tr>")
        .skip(1)
        .map(|row| {
            row.split("<w:tc>")
                .skip(1)
                .map(|c| crate::common::word_text(c).trim().to_owned())
                .collect()
        })
        .collect();
    assert_eq!(
        rows[0],
        ["What we will fund", "Year 1", "Year 2", "Year 3", "Total"]
    );
    assert_eq!(
        rows[1],
        [
            "Annual operations",
            "$851,000",
            "$885,000",
            "$920,000",
            "$2,656,000"
        ]
    );
    assert_eq!(
        rows[2],
        [
            "Mobile Learning Van",
            "$185,000",
            "$50,000",
            "$50,000",
            "$285,000"
        ]
    );
    assert_eq!(
        rows[3],
        [
            "Digital Skills Lab",
            "$140,000",
            "$50,000",
            "$50,000",
            "$240,000"
        ]
    );
    // The sample plan's exact three-year need (docs/sample-organization.md).
    assert_eq!(
        rows.last().expect("a total"),
        &[
            "Total",
            "$1,176,000",
            "$985,000",
            "$1,020,000",
            "$3,181,000"
        ]
    );
    assert_eq!(rows.len(), 5);
}

fn stored(bytes: Vec<u8>, kind: ImageFormat) -> CaseImage {
    CaseImage {
        bytes,
        kind,
        width: 0,
        height: 0,
        alt: "Tutors and learners at the Mill Street center.".to_owned(),
        print: None,
    }
}

#[test]
fn every_image_is_a_png_picture_with_its_description_and_a_jpeg_upload_is_converted() {
    let mut doc = sample::case_full();
    let jpeg = {
        let img = image::RgbImage::from_pixel(320, 200, image::Rgb([200, 120, 40]));
        let mut out = std::io::Cursor::new(Vec::new());
        img.write_to(&mut out, image::ImageFormat::Jpeg)
            .expect("a JPEG");
        out.into_inner()
    };
    doc.images = BTreeMap::from([(5, stored(jpeg, ImageFormat::Jpeg))]);
    let file = render(&Document::CaseStatementDocx(doc));
    let xml = part(&file, "word/document.xml");
    let descriptions = picture_descriptions(&xml);
    assert_eq!(descriptions.len(), 25, "23 images and 2 charts");
    assert!(
        descriptions.iter().all(|d| !d.is_empty()),
        "{descriptions:?}"
    );
    assert!(descriptions.contains(&"Tutors and learners at the Mill Street center.".to_owned()));
    for order in [1, 2, 3, 8, 13, 16, 21, 23] {
        let alt = case_images::default_image(order).expect("a default").alt;
        assert!(descriptions.iter().any(|d| d == alt), "image {order}");
    }
    let media: Vec<String> = entries(&file)
        .into_iter()
        .filter(|n| n.starts_with("word/media/") && !n.ends_with('/'))
        .collect();
    assert!(!media.is_empty());
    for m in &media {
        assert!(m.ends_with(".png"), "{m}");
        assert!(
            entry(&file, m).starts_with(b"\x89PNG\r\n\x1a\n"),
            "{m} is a PNG"
        );
    }
    // The upload, cropped to its 4:3 frame.
    let crops: Vec<(u32, u32)> = media
        .iter()
        .filter_map(|m| {
            let img = image::load_from_memory(&entry(&file, m)).ok()?;
            Some((img.width(), img.height()))
        })
        .collect();
    assert!(crops.contains(&(267, 200)), "{crops:?}");
}

#[test]
fn the_statement_names_the_selects_font_and_carries_its_title() {
    let mut doc = sample::case_with(1, 1, 100);
    doc.content.organization.font_family = "Times New Roman".to_owned();
    let file = render(&Document::CaseStatementDocx(doc));
    let styles = part(&file, "word/styles.xml");
    assert!(styles.contains(r#"w:ascii="Times New Roman""#));
    let core = part(&file, "docProps/core.xml");
    assert!(core.contains("<dc:title>Case for Support | Riverbend Literacy Alliance</dc:title>"));
    assert!(core.contains("<dc:language>en-US</dc:language>"));
}

#[test]
fn the_narrative_is_the_texts_alone_under_their_headings() {
    let doc = sample::case();
    let file = render(&Document::CaseNarrative(doc.clone()));
    assert_eq!(file.extension, "docx");
    let xml = part(&file, "word/document.xml");
    assert!(!xml.contains("<w:drawing>"), "no pictures");
    assert!(!entries(&file).iter().any(|n| n.starts_with("word/media/")));
    let paragraphs = styled_paragraphs(&xml);
    assert_eq!(
        paragraphs[1],
        ("Title".to_owned(), "Case for Support Narrative".to_owned())
    );
    assert_eq!(
        headings(&xml, "Heading1"),
        [
            "A Letter from Our Executive Director",
            "Our Story",
            "Our Vision and Mission",
            "Our Programs",
            "Our Impact",
            "A Call for More",
            "Funding Priorities",
            "Success Stories",
            "Join Us",
        ]
    );
    // Each text's paragraphs follow its heading, in order, whole.
    let body: Vec<&str> = paragraphs
        .iter()
        .filter(|(s, _)| s == "BodyText")
        .map(|(_, t)| t.as_str())
        .collect();
    let c = &doc.content;
    let mut expected: Vec<String> = Vec::new();
    let text = |key: &str| c.texts[key].text.clone();
    for t in [
        text("director_letter"),
        text("our_story"),
        text("vision"),
        text("mission"),
        text("summary"),
        // The Impact Statement, after what the programs do.
        c.impact.clone(),
        text("call_for_more"),
    ] {
        expected.extend(t.split("\n\n").map(|p| p.trim().replace('\n', "")));
    }
    for p in &c.projects {
        expected.extend(
            c.texts[&p.slot]
                .text
                .split("\n\n")
                .map(|p| p.trim().to_owned()),
        );
    }
    for s in &c.success_stories {
        expected.extend(
            c.texts[&s.slot]
                .text
                .split("\n\n")
                .map(|p| p.trim().to_owned()),
        );
    }
    expected.extend(
        c.texts["join_us"]
            .text
            .split("\n\n")
            .map(|p| p.trim().to_owned()),
    );
    assert_eq!(body, expected);
}

#[test]
fn a_narrative_without_an_impact_statement_has_no_empty_section() {
    let mut doc = sample::case();
    assert!(doc.content.impact.contains("Rosa"), "the sample has one");
    doc.content.impact = "  ".to_owned();
    let file = render(&Document::CaseNarrative(doc));
    let xml = part(&file, "word/document.xml");
    assert!(!headings(&xml, "Heading1").contains(&"Our Impact".to_owned()));
}

//! The Word and Excel files, read back: a policy and a form as .docx (unzipped, `word/*.xml`),
//! the gift pyramid as .xlsx (values with calamine, formats and print setup from the XML).

use std::io::Cursor;

use crate::common::{part, render, word_text};
use calamine::{Data, Reader, Xlsx, open_workbook_from_rs};
use fundplan_documents::model::{Document, TemplateDoc};
use fundplan_documents::sample;
use fundplan_domain::gift_chart;
use fundplan_domain::policy_texts::Block;
use fundplan_domain::pyramid::ProspectRatio;

// ---------------------------------------------------------------------------------------------
// Policies and forms as .docx

#[test]
fn a_policy_docx_has_its_note_title_headings_and_numbered_clauses() {
    let doc = sample::policy_template();
    let file = render(&Document::Template(doc.clone()));
    assert_eq!(
        file.content_type,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    );
    assert_eq!(file.extension, "docx");
    let xml = part(&file, "word/document.xml");
    let text = word_text(&xml);

    // The note comes first, in a shaded box (a one-cell table with a fill).
    let note_at = text.find(&doc.text.note).expect("the note");
    let title_at = text.find("\nGift Acceptance Policy").expect("the title");
    assert!(note_at < title_at, "the note is above the title");
    let table = &xml[..xml.find("</w:tbl>").expect("the note's table")];
    assert!(
        table.contains("w:fill=\"f4ede2\""),
        "shaded with the background colour"
    );
    assert!(table.contains("NOTE FOR THE PREPARER"));

    // Title and section headings use styles, so Word's navigation and contents work.
    assert!(
        xml.contains("<w:pStyle w:val=\"Title\" />") || xml.contains("<w:pStyle w:val=\"Title\"/>")
    );
    let headings = xml.matches("w:val=\"Heading1\"").count();
    let titled = doc
        .text
        .sections
        .iter()
        .filter(|s| !s.heading.is_empty())
        .count();
    assert_eq!(headings, titled);
    for s in &doc.text.sections {
        assert!(text.contains(&s.heading));
    }
    let styles = part(&file, "word/styles.xml");
    assert!(styles.contains("w:styleId=\"Heading1\""));
    assert!(styles.contains("<w:name w:val=\"heading 1\""));
    assert!(
        styles.contains("w:ascii=\"Montserrat\""),
        "the organization's font is named"
    );

    // Numbered clauses: each list is its own numbering, starting at 1.
    let lists = doc
        .text
        .sections
        .iter()
        .flat_map(|s| &s.blocks)
        .filter(|b| matches!(b, Block::Numbered { .. }))
        .count();
    let numbering = part(&file, "word/numbering.xml");
    assert_eq!(
        numbering.matches("<w:startOverride w:val=\"1\"").count(),
        lists
    );
    assert!(numbering.contains("w:val=\"decimal\""));
    assert!(text.contains("Cash and checks made out to Riverbend Literacy Alliance."));

    // The footer names the organization and numbers the pages.
    let footer = (1..=3)
        .filter_map(|i| {
            let mut zip = zip::ZipArchive::new(Cursor::new(&file.bytes)).unwrap();
            let name = format!("word/footer{i}.xml");
            zip.by_name(&name).is_ok().then_some(name)
        })
        .map(|name| part(&file, &name))
        .next()
        .expect("a footer part");
    assert!(footer.contains("Riverbend Literacy Alliance"));
    assert!(footer.contains("PAGE"));
    assert!(footer.contains("NUMPAGES"));
}

#[test]
fn a_form_docx_has_lines_to_fill_and_signature_blocks() {
    let doc = sample::form_template();
    let file = render(&Document::Template(doc));
    let xml = part(&file, "word/document.xml");
    let text = word_text(&xml);
    for label in ["Address: ", "Total amount pledged ($): ", "Starting on: "] {
        assert!(text.contains(label), "{label}");
    }
    // Fields and signature lines are tab stops with an underscore leader.
    assert!(xml.contains("w:leader=\"underscore\""));
    assert!(text.contains("Signature: "));
    assert!(text.contains("Donor"));
    assert!(text.contains("For Riverbend Literacy Alliance"));
    assert!(text.contains("Name and title: "));
    assert!(text.contains("Date: "));
    // A form is not adopted by a board.
    assert!(!text.contains("Adopted by the Board"));
}

/// Every policy and form of the product, as its Word file: what `policy_document` renders for
/// each identity (the sample organization's details filled in), read back whole.
#[test]
fn every_policy_and_form_renders_to_word_with_all_of_its_text() {
    let org = sample::org();
    for id in fundplan_domain::policy_texts::identities() {
        let text = fundplan_domain::policy_texts::fill(id, &org.letterhead).expect("fills");
        let file = render(&Document::Template(TemplateDoc {
            org: org.clone(),
            text: text.clone(),
        }));
        assert_eq!(file.extension, "docx", "{id}");
        let words = word_text(&part(&file, "word/document.xml"));
        for paragraph in text.note.split("\n\n") {
            assert!(words.contains(paragraph), "{id}: the note's {paragraph}");
        }
        assert!(
            words.contains(&format!("\n{}", text.title)),
            "{id}: the title"
        );
        for section in &text.sections {
            assert!(
                words.contains(&section.heading),
                "{id}: {}",
                section.heading
            );
            for piece in section.blocks.iter().flat_map(Block::texts) {
                assert!(words.contains(piece), "{id}: {piece}");
            }
        }
        assert!(
            !words.contains('{') && !words.contains('}'),
            "{id}: a placeholder survives"
        );
    }
}

#[test]
fn docx_text_that_looks_like_markup_is_escaped_text() {
    let mut doc = sample::policy_template();
    doc.org.letterhead.name = "Okafor & Lee <Fund>".to_owned();
    doc.text.title = "<script>alert(1)</script> & \"quotes\"".to_owned();
    doc.text.sections[0].blocks = vec![Block::Paragraph {
        text: "# not a heading *not bold* ]]> <w:p>".to_owned(),
    }];
    let file = render(&Document::Template(doc));
    let xml = part(&file, "word/document.xml");
    assert!(!xml.contains("<script>"), "escaped in the XML");
    let text = word_text(&xml);
    assert!(text.contains("<script>alert(1)</script> & \"quotes\""));
    assert!(text.contains("# not a heading *not bold* ]]> <w:p>"));
    assert!(text.contains("OKAFOR & LEE <FUND>"));
}

#[test]
fn a_docx_without_a_note_starts_with_the_title() {
    let mut doc = sample::policy_template();
    doc.text.note.clear();
    let file = render(&Document::Template(doc));
    let xml = part(&file, "word/document.xml");
    assert!(!xml.contains("NOTE FOR THE PREPARER"));
    assert!(word_text(&xml).contains("Gift Acceptance Policy"));
}

// ---------------------------------------------------------------------------------------------
// Gift pyramid as .xlsx

fn sheet(file: &fundplan_documents::Rendered) -> (Vec<String>, calamine::Range<Data>) {
    let mut book: Xlsx<_> = open_workbook_from_rs(Cursor::new(file.bytes.clone())).expect("xlsx");
    let names = book.sheet_names();
    let range = book.worksheet_range("Gift Pyramid").expect("the sheet");
    (names, range)
}

fn cell(range: &calamine::Range<Data>, row: u32, col: u32) -> Data {
    range.get_value((row, col)).cloned().unwrap_or(Data::Empty)
}

#[test]
fn the_gift_pyramid_xlsx_has_one_sheet_with_the_levels_various_and_grand_total() {
    let file = render(&Document::GiftPyramid(sample::pyramid_doc()));
    assert_eq!(
        file.content_type,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    assert_eq!(file.extension, "xlsx");
    let (names, r) = sheet(&file);
    assert_eq!(names, vec!["Gift Pyramid".to_owned()]);
    assert_eq!(cell(&r, 0, 0), Data::String("Campaign Gift Pyramid".into()));
    assert_eq!(
        cell(&r, 1, 0),
        Data::String("Riverbend Literacy Alliance".into())
    );
    let headers: Vec<Data> = (0..7).map(|c| cell(&r, 4, c)).collect();
    assert_eq!(
        headers,
        [
            "Gift Amount",
            "Number of Gifts Needed",
            "Number of Prospects Needed",
            "Amount by Gift Level",
            "Cumulative Gift Amount",
            "Funding Allocation",
            "Prospect Names",
        ]
        .map(|h| Data::String(h.into()))
    );
    // The standard chart of $3,500,000 (a lead gift of 20 %) at 4:1; a level takes a row per
    // name typed at it, at least one.
    let rows = [
        (500_000.0, 1.0, 4.0, 500_000.0, 500_000.0, 0.1429),
        (250_000.0, 3.0, 12.0, 750_000.0, 1_250_000.0, 0.2143),
        (100_000.0, 6.0, 24.0, 600_000.0, 1_850_000.0, 0.1714),
        (50_000.0, 13.0, 52.0, 650_000.0, 2_500_000.0, 0.1857),
        (25_000.0, 25.0, 100.0, 625_000.0, 3_125_000.0, 0.1786),
    ];
    for ((gift, gifts, prospects, amount, cumulative, allocation), row) in
        rows.iter().zip([5, 6, 9, 11, 12])
    {
        assert_eq!(cell(&r, row, 0), Data::Float(*gift), "gift of row {row}");
        assert_eq!(cell(&r, row, 1), Data::Float(*gifts));
        assert_eq!(cell(&r, row, 2), Data::Float(*prospects));
        assert_eq!(cell(&r, row, 3), Data::Float(*amount));
        assert_eq!(cell(&r, row, 4), Data::Float(*cumulative));
        assert_eq!(cell(&r, row, 5), Data::Float(*allocation));
    }
    // The names go down column G, from their level's row.
    let names: Vec<Data> = (5..13).map(|row| cell(&r, row, 6)).collect();
    assert_eq!(
        names,
        [Data::Empty]
            .into_iter()
            .chain(
                [
                    "Harlan Family Foundation",
                    "Mill Street Bank",
                    "Eleanor Voss",
                    "Riverbend Community Trust",
                    "Okafor & Lee LLP",
                ]
                .map(|n| Data::String(n.into())),
            )
            .chain([Data::Empty, Data::Empty])
            .collect::<Vec<_>>()
    );
    assert_eq!(
        cell(&r, 9, 0),
        Data::Float(100_000.0),
        "the third level after its first name's row"
    );
    assert_eq!(cell(&r, 7, 0), Data::Empty);
    assert_eq!(cell(&r, 13, 0), Data::String("Various (<$25,000)".into()));
    assert_eq!(cell(&r, 13, 1), Data::String("Many".into()));
    assert_eq!(cell(&r, 13, 3), Data::Float(375_000.0));
    assert_eq!(cell(&r, 13, 5), Data::Float(0.1071));
    assert_eq!(cell(&r, 14, 0), Data::String("Grand Total".into()));
    assert_eq!(cell(&r, 14, 1), Data::Float(48.0));
    assert_eq!(cell(&r, 14, 2), Data::Float(192.0));
    assert_eq!(cell(&r, 14, 3), Data::Float(3_500_000.0));
    assert_eq!(cell(&r, 14, 5), Data::Float(1.0));
}

#[test]
fn the_pyramid_formats_dollars_without_decimals_and_the_allocation_with_two() {
    let file = render(&Document::GiftPyramid(sample::pyramid_doc()));
    let styles = part(&file, "xl/styles.xml");
    assert!(
        styles.contains("formatCode=\"\\$#,##0\"") || styles.contains("formatCode=\"$#,##0\""),
        "{styles}"
    );
    assert!(styles.contains("formatCode=\"0.00%\""));
    // Every amount cell uses the dollar format, every allocation cell the percent format.
    let sheet = part(&file, "xl/worksheets/sheet1.xml");
    let ids = |code: &str| -> Vec<String> {
        // numFmtId of the format with this code, then the cell styles (xf) that use it.
        let at = styles.find(&format!("formatCode=\"{code}\"")).unwrap();
        let before = &styles[..at];
        let id_at = before.rfind("numFmtId=\"").unwrap() + 10;
        let id: String = styles[id_at..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let xfs = &styles[styles.find("<cellXfs").unwrap()..styles.find("</cellXfs>").unwrap()];
        xfs.split("<xf ")
            .skip(1)
            .enumerate()
            .filter(|(_, xf)| xf.contains(&format!("numFmtId=\"{id}\"")))
            .map(|(i, _)| i.to_string())
            .collect()
    };
    let dollar_styles = ids("$#,##0");
    let percent_styles = ids("0.00%");
    let style_of = |cell_ref: &str| -> String {
        let at = sheet.find(&format!("<c r=\"{cell_ref}\"")).unwrap();
        let c = &sheet[at..at + sheet[at..].find('>').unwrap()];
        let s = c.find(" s=\"").map(|i| &c[i + 4..]).unwrap_or("0\"");
        s[..s.find('"').unwrap()].to_owned()
    };
    // Levels on rows 6, 7 and 10 (their names below them), …, Various on 14, Grand Total on 15.
    for c in [
        "A6", "D6", "E6", "A7", "D7", "E7", "A10", "D14", "E14", "D15",
    ] {
        assert!(dollar_styles.contains(&style_of(c)), "{c} in dollars");
    }
    for c in ["F6", "F7", "F10", "F14", "F15"] {
        assert!(percent_styles.contains(&style_of(c)), "{c} as a percentage");
    }
}

#[test]
fn the_pyramid_prints_landscape_one_page_wide_with_set_column_widths() {
    let file = render(&Document::GiftPyramid(sample::pyramid_doc()));
    let sheet = part(&file, "xl/worksheets/sheet1.xml");
    assert!(sheet.contains("orientation=\"landscape\""));
    // One page wide: fitToWidth is 1 by default, so it is written only when it is not.
    assert!(!sheet.contains("fitToWidth=") || sheet.contains("fitToWidth=\"1\""));
    assert!(sheet.contains("fitToHeight=\"0\""));
    assert!(sheet.contains("<pageSetUpPr fitToPage=\"1\"/>"));
    // Every column A to G has a width (columns of the same width share one `<col>`).
    let covered: u32 = sheet
        .split("<col ")
        .skip(1)
        .map(|c| {
            let attr = |name: &str| -> u32 {
                let at = c.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                c[at..at + c[at..].find('"').unwrap()].parse().unwrap()
            };
            attr("max") - attr("min") + 1
        })
        .sum();
    assert_eq!(covered, 7, "every column has a width");
    assert!(sheet.contains("customWidth=\"1\""));
    // The header row repeats on every printed page.
    let workbook = part(&file, "xl/workbook.xml");
    assert!(workbook.contains("_xlnm.Print_Titles"));
    assert!(workbook.contains("'Gift Pyramid'!$5:$5"));
}

#[test]
fn a_chart_without_levels_puts_it_all_in_the_various_row_as_many() {
    // A chart the user emptied of levels leaves the whole amount to "Various", with "Many"
    // gifts.
    let mut doc = sample::pyramid_doc();
    let chart = gift_chart::Chart {
        goal_cents: 400_000 * 100,
        rows: Vec::new(),
        various_cents: 400_000 * 100,
    };
    doc.pyramid = gift_chart::pyramid(&chart, ProspectRatio::High);
    doc.prospect_names.clear();
    assert!(doc.pyramid.levels.is_empty());
    let file = render(&Document::GiftPyramid(doc));
    let (_, r) = sheet(&file);
    assert_eq!(cell(&r, 5, 0), Data::String("Various".into()));
    assert_eq!(cell(&r, 5, 1), Data::String("Many".into()));
    assert_eq!(cell(&r, 5, 2), Data::String("Many".into()));
    assert_eq!(cell(&r, 5, 3), Data::Float(400_000.0));
    assert_eq!(cell(&r, 5, 5), Data::Float(1.0));
    assert_eq!(cell(&r, 6, 0), Data::String("Grand Total".into()));
    assert_eq!(cell(&r, 6, 1), Data::Float(0.0));
}

#[test]
fn five_hundred_names_of_120_characters_at_a_level_each_get_their_own_cell() {
    // The caps of POST /prospects: 500 names a level, 120 characters a name (60,000 characters,
    // more than one Excel cell holds).
    let mut doc = sample::pyramid_doc();
    let names: Vec<String> = (0..500)
        .map(|i| format!("{i:03}{}", "N".repeat(117)))
        .collect();
    doc.prospect_names = vec![(500_000 * 100, names.clone())];
    let file = render(&Document::GiftPyramid(doc));
    let (_, r) = sheet(&file);
    for (i, name) in names.iter().enumerate() {
        assert_eq!(cell(&r, 5 + i as u32, 6), Data::String(name.clone()));
    }
    assert_eq!(
        cell(&r, 505, 0),
        Data::Float(250_000.0),
        "the next level follows the names"
    );
}

#[test]
fn prospect_names_that_look_like_formulas_or_markup_stay_text() {
    let mut doc = sample::pyramid_doc();
    doc.org.letterhead.name = "Okafor & Lee <b>".to_owned();
    doc.prospect_names = vec![(
        500_000 * 100,
        vec![
            "=HYPERLINK(\"x\")".to_owned(),
            "<script>".to_owned(),
            "".to_owned(),
        ],
    )];
    let file = render(&Document::GiftPyramid(doc));
    let (_, r) = sheet(&file);
    assert_eq!(cell(&r, 5, 6), Data::String("=HYPERLINK(\"x\")".into()));
    assert_eq!(cell(&r, 6, 6), Data::String("<script>".into()));
    assert_eq!(
        cell(&r, 7, 0),
        Data::Float(250_000.0),
        "the blank name takes no row"
    );
    let sheet_xml = part(&file, "xl/worksheets/sheet1.xml");
    assert!(!sheet_xml.contains("<f>"), "no formula anywhere");
    assert!(sheet_xml.contains("&amp;L") || sheet_xml.contains("Okafor &amp;&amp; Lee"));
}

#[test]
fn the_same_model_renders_the_same_bytes() {
    for (name, doc) in sample::all() {
        let a = fundplan_documents::render(&doc).unwrap();
        let b = fundplan_documents::render(&doc).unwrap();
        assert!(a.bytes == b.bytes, "{name} is deterministic");
    }
}

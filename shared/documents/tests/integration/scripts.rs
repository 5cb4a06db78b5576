//! Every text prints (issue 15): names and stories in Chinese, Arabic, Hebrew, Devanagari,
//! Cyrillic and Greek, and emoji, in every PDF kind (read back with pdftotext) and every Word
//! file; a character that no font has fails the PDF at once with a message that names it.
//!
//! The PDFs need the fallback fonts (`fonts/fallback.toml`): `bash infra/scripts/fonts.sh`
//! installs them (or `FUNDPLAN_FONTS_DIR` names their folder).

use std::path::PathBuf;
use std::process::Command;

use crate::common::{part, pdftotext, word_text};
use fundplan_documents::model::{CaseDoc, Document};
use fundplan_documents::{RenderError, Rendered, sample};
use fundplan_domain::policy_texts::Block;

/// What the users write: each must be in the file as typed.
const TEXTS: [&str; 8] = [
    "识字课程 Literacy",
    "قراءة",
    "קריאה",
    "पढ़ना",
    "Чтение",
    "Ανάγνωση",
    "Reading 📚 Club",
    "🙂",
];

/// A program's name with every text.
fn program() -> String {
    TEXTS.join(" · ")
}

/// A success story with every text.
fn story() -> String {
    format!(
        "Our learners named their groups {}. Every one of them reads aloud now, and we are proud.",
        TEXTS.join(", ")
    )
}

fn fonts_installed() {
    let missing = fundplan_documents::fallback::missing();
    assert!(
        missing.is_empty(),
        "fallback fonts missing: {missing:?} (looked in {:?}); run `bash infra/scripts/fonts.sh` \
         or set FUNDPLAN_FONTS_DIR to their folder",
        fundplan_documents::fallback::search_dirs()
    );
}

fn render(name: &str, doc: &Document) -> Rendered {
    fundplan_documents::render(doc).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The error of a document that must not render.
fn unprintable(doc: &Document) -> RenderError {
    match fundplan_documents::render(doc) {
        Ok(file) => panic!("rendered ({} bytes)", file.bytes.len()),
        Err(e) => e,
    }
}

/// Without whitespace and the bidirectional marks pdftotext puts around right-to-left runs,
/// so a check does not depend on where lines wrap.
fn bare(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !c.is_whitespace()
                && !matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        })
        .collect()
}

fn assert_every_text_in(name: &str, text: &str) {
    let found = bare(text);
    for t in TEXTS {
        assert!(
            found.contains(&bare(t)),
            "{name}: {t:?} is in the file:\n{text}"
        );
    }
}

/// The organization of the sample with a name in Chinese and English.
fn org_named(doc: &mut Document) {
    if let Some(org) = doc.org_mut() {
        org.letterhead.name = "识字课程 Literacy Alliance".to_owned();
    }
}

fn case() -> CaseDoc {
    let mut doc = sample::case();
    doc.content.organization.name = "识字课程 Literacy Alliance".to_owned();
    doc.content.core_programs[0] = program();
    let slot = doc.content.success_stories[0].slot.clone();
    doc.content
        .texts
        .get_mut(&slot)
        .expect("the story's text")
        .text = story();
    doc
}

/// Whether a kind is a PDF (a new kind must be sorted here).
fn is_pdf(doc: &Document) -> bool {
    match doc {
        Document::Stewardship(_)
        | Document::TalkingPoints(_)
        | Document::FundraisingGoals(_)
        | Document::PoliciesManual(_)
        | Document::Certificate(_)
        | Document::CaseStatement(_) => true,
        Document::GiftPyramid(_)
        | Document::Template(_)
        | Document::CaseStatementDocx(_)
        | Document::CaseNarrative(_) => false,
    }
}

/// Every PDF kind, with the texts where the document prints a user's text.
fn pdfs() -> Vec<(&'static str, Document)> {
    let mut stewardship = sample::stewardship();
    stewardship.rows[0].name = program();
    let mut points = sample::talking_points();
    points.points[0].text = story();
    let mut goals = sample::goals();
    goals.programs[0] = program();
    let mut manual = sample::manual();
    manual.policies[0].sections[0]
        .blocks
        .insert(0, Block::Paragraph { text: story() });
    let mut certificate = sample::certificate();
    certificate.team[0] = program();
    let mut docs = vec![
        ("stewardship", Document::Stewardship(stewardship)),
        ("talking_points", Document::TalkingPoints(points)),
        ("goals", Document::FundraisingGoals(goals)),
        ("manual", Document::PoliciesManual(manual)),
        ("certificate", Document::Certificate(certificate)),
    ];
    for (_, doc) in &mut docs {
        org_named(doc);
    }
    docs.push(("case", Document::CaseStatement(case())));
    docs
}

#[test]
fn every_pdf_kind_prints_names_and_stories_in_every_script_and_emoji() {
    fonts_installed();
    let docs = pdfs();
    let kinds: Vec<&str> = sample::all()
        .into_iter()
        .filter(|(_, d)| is_pdf(d))
        .map(|(name, _)| name)
        .collect();
    assert_eq!(docs.len(), kinds.len(), "every PDF kind: {kinds:?}");
    for (name, doc) in docs {
        let file = render(name, &doc);
        let text = pdftotext(name, &file);
        assert_every_text_in(name, &text);
        assert!(
            bare(&text).contains(&bare("识字课程 Literacy Alliance")),
            "{name}: the organization's name"
        );
        // Still PDF/UA-1: typst writes it only when every glyph has a font.
        let raw = String::from_utf8_lossy(&file.bytes);
        assert!(raw.contains("<pdfuaid:part>1</pdfuaid:part>"), "{name}");
    }
}

#[test]
fn the_scripts_print_in_the_noto_faces_and_emoji_in_colour() {
    fonts_installed();
    let mut doc = sample::stewardship();
    doc.rows[0].name = program();
    let file = render("stewardship", &Document::Stewardship(doc));
    let pdf = lopdf::Document::load_mem(&file.bytes).expect("a PDF");
    let fonts: Vec<String> = pdf
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter_map(|d| d.get(b"BaseFont").ok()?.as_name().ok())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect();
    for face in [
        "NotoSansCJKsc-",
        "NotoSansArabic-",
        "NotoSansHebrew-",
        "NotoSansDevanagari-",
        "NotoSans-",
        "Montserrat-",
    ] {
        assert!(
            fonts.iter().any(|f| f.contains(face)),
            "{face} in {fonts:?}"
        );
    }
    // The colour emoji are bitmaps drawn by a Type 3 font.
    let type3 = pdf
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .any(|d| d.get(b"Subtype").and_then(|s| s.as_name()).ok() == Some(b"Type3"));
    assert!(type3, "the emoji are drawn in colour (a Type 3 font)");
}

#[test]
fn every_word_file_keeps_the_texts_and_names_a_cjk_font_for_east_asian_text() {
    let mut policy = sample::policy_template();
    policy.text.sections[0]
        .blocks
        .insert(0, Block::Paragraph { text: story() });
    let mut policy = Document::Template(policy);
    org_named(&mut policy);
    let docs = [
        ("policy", policy),
        ("case_docx", Document::CaseStatementDocx(case())),
        ("narrative", Document::CaseNarrative(case())),
    ];
    for (name, doc) in docs {
        let file = render(name, &doc);
        assert_eq!(file.extension, "docx");
        let text = word_text(&part(&file, "word/document.xml"));
        for t in TEXTS {
            assert!(text.contains(t), "{name}: {t:?} in {text}");
        }
        let styles = part(&file, "word/styles.xml");
        assert!(
            styles.contains(&format!(
                "w:eastAsia=\"{}\"",
                fundplan_documents::fonts::WORD_EAST_ASIA
            )),
            "{name}: the styles name a CJK font for east-Asian text"
        );
    }
}

#[test]
fn a_character_no_font_has_fails_the_pdf_at_once_naming_it_and_its_text() {
    fonts_installed();
    let mut doc = sample::stewardship();
    doc.rows[0].name = "Reading \u{E000} Club".to_owned();
    let err = unprintable(&Document::Stewardship(doc));
    let RenderError::Unprintable {
        character,
        text,
        field,
    } = &err
    else {
        panic!("not Unprintable: {err}");
    };
    assert_eq!(*character, '\u{E000}');
    assert_eq!(text, "Reading \u{E000} Club");
    assert_eq!(field, "rows[0].name");
    assert_eq!(
        err.user_message().as_deref(),
        Some(
            "The character \"\u{E000}\" (U+E000) in \"Reading \u{E000} Club\" cannot be printed. \
             Remove it or replace it and make the document again."
        ),
        "a message for the user: retrying cannot help"
    );

    // In a long story, the message quotes the words around it.
    let mut doc = case();
    let slot = doc.content.success_stories[1].slot.clone();
    // A character of the supplementary private use area (U+F8FF, of the basic one, is in
    // Carlito: Apple's logo).
    let long = format!(
        "{} \u{F0001} {}",
        sample::CASE_STORIES[1],
        sample::CASE_STORIES[1]
    );
    doc.content.texts.get_mut(&slot).unwrap().text = long;
    let err = unprintable(&Document::CaseStatement(doc));
    let message = err.user_message().expect("a message for the user");
    assert!(message.contains("(U+F0001)"), "{message}");
    let RenderError::Unprintable { text, .. } = &err else {
        panic!("{err}");
    };
    assert!(text.starts_with('…') && text.ends_with('…'), "{text}");
    assert!(text.chars().count() < 70, "{text}");

    // The Word files have no such limit: the reader's Word shows what it can.
    let mut doc = case();
    doc.content.core_programs[0] = "Reading \u{E000} Club".to_owned();
    render("case_docx", &Document::CaseStatementDocx(doc));
}

/// Renders with `FUNDPLAN_FONTS_DIR` naming an empty folder, in a process of its own (the fonts
/// are found once per process): [`without_the_fallback_fonts`] in this test binary.
#[test]
fn without_the_fallback_fonts_latin_text_prints_and_other_scripts_fail_naming_the_character() {
    let empty: PathBuf =
        std::env::temp_dir().join(format!("fundplan-no-fonts-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "scripts::without_the_fallback_fonts",
            "--ignored",
            "--nocapture",
        ])
        .env("FUNDPLAN_FONTS_DIR", &empty)
        .output()
        .expect("run this test binary again");
    let _ = std::fs::remove_dir(&empty);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
#[ignore = "run by without_the_fallback_fonts_latin_text_prints_and_other_scripts_fail_naming_the_character"]
fn without_the_fallback_fonts() {
    let Some(dir) = std::env::var_os("FUNDPLAN_FONTS_DIR") else {
        return;
    };
    assert_eq!(
        fundplan_documents::fallback::search_dirs(),
        vec![PathBuf::from(dir)]
    );
    assert_eq!(
        fundplan_documents::fallback::missing().len(),
        fundplan_documents::fallback::table()
            .iter()
            .map(|f| f.files.len())
            .sum::<usize>()
    );
    render("stewardship", &Document::Stewardship(sample::stewardship()));
    let mut doc = sample::stewardship();
    doc.rows[0].name = "识字课程 Literacy".to_owned();
    let err = unprintable(&Document::Stewardship(doc));
    assert!(
        matches!(
            err,
            RenderError::Unprintable {
                character: '识',
                ..
            }
        ),
        "{err}"
    );
}

//! Reading rendered files back with Rust crates only: PDF text with pdf-extract, pages, sizes
//! and fonts with lopdf; .docx and .xlsx parts by unzipping them.

#![allow(dead_code)]

use std::io::{Cursor, Read};

use fundplan_documents::Rendered;
use fundplan_documents::model::Document;

pub fn render(doc: &Document) -> Rendered {
    fundplan_documents::render(doc).unwrap_or_else(|e| panic!("renders: {e}"))
}

pub struct Pdf {
    pub doc: lopdf::Document,
    bytes: Vec<u8>,
}

impl Pdf {
    pub fn read(file: &Rendered) -> Pdf {
        assert_eq!(file.content_type, "application/pdf");
        assert_eq!(file.extension, "pdf");
        assert!(file.bytes.starts_with(b"%PDF-"), "a PDF header");
        Pdf {
            doc: lopdf::Document::load_mem(&file.bytes).expect("a readable PDF"),
            bytes: file.bytes.clone(),
        }
    }

    pub fn pages(&self) -> usize {
        self.doc.get_pages().len()
    }

    /// Every page's text, whitespace collapsed to single spaces.
    pub fn text(&self) -> String {
        collapse(&pdf_extract::extract_text_from_mem(&self.bytes).expect("extractable text"))
    }

    /// The text with no whitespace at all: a check that does not depend on where lines wrap.
    pub fn squeezed(&self) -> String {
        squeeze(&self.text())
    }

    /// Width and height of every page, in points.
    pub fn sizes(&self) -> Vec<(f32, f32)> {
        self.doc
            .get_pages()
            .values()
            .map(|id| {
                let page = self.doc.get_dictionary(*id).expect("a page");
                let b = page
                    .get(b"MediaBox")
                    .and_then(|o| o.as_array())
                    .expect("a media box");
                let n: Vec<f32> = b
                    .iter()
                    .map(|v| {
                        v.as_float()
                            .or_else(|_| v.as_i64().map(|i| i as f32))
                            .unwrap()
                    })
                    .collect();
                (n[2] - n[0], n[3] - n[1])
            })
            .collect()
    }

    /// The base names of the fonts embedded as TrueType programs (`/FontFile2`).
    pub fn embedded_fonts(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .doc
            .objects
            .values()
            .filter_map(|o| o.as_dict().ok())
            .filter(|d| d.has(b"FontFile2"))
            .filter_map(|d| {
                d.get(b"FontName")
                    .ok()?
                    .as_name()
                    .ok()
                    .map(|n| String::from_utf8_lossy(n).into_owned())
            })
            .collect();
        names.sort();
        names
    }

    /// Whether the document is tagged (`/MarkInfo << /Marked true >>`).
    pub fn tagged(&self) -> bool {
        self.doc
            .catalog()
            .ok()
            .and_then(|c| {
                c.get(b"MarkInfo")
                    .ok()?
                    .as_dict()
                    .ok()?
                    .get(b"Marked")
                    .ok()?
                    .as_bool()
                    .ok()
            })
            .unwrap_or(false)
    }

    /// The alternative texts of the tagged structure elements (`/Alt`), in object order.
    pub fn alt_texts(&self) -> Vec<String> {
        self.doc
            .objects
            .values()
            .filter_map(|o| o.as_dict().ok())
            .filter_map(|d| d.get(b"Alt").ok()?.as_str().ok().map(pdf_text))
            .collect()
    }
}

/// A PDF text string: UTF-16BE after a byte-order mark, else PDFDocEncoding (read as Latin-1).
pub fn pdf_text(bytes: &[u8]) -> String {
    match bytes.strip_prefix(&[0xFE, 0xFF]) {
        Some(utf16) => String::from_utf16_lossy(
            &utf16
                .chunks_exact(2)
                .map(|c| u16::from_be_bytes([c[0], c[1]]))
                .collect::<Vec<_>>(),
        ),
        None => bytes.iter().map(|&b| b as char).collect(),
    }
}

pub fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A part of a zip package (.docx, .xlsx) as text.
pub fn part(file: &Rendered, name: &str) -> String {
    let mut zip = zip::ZipArchive::new(Cursor::new(&file.bytes)).expect("a zip package");
    let mut entry = zip
        .by_name(name)
        .unwrap_or_else(|_| panic!("{name} in the package"));
    let mut text = String::new();
    entry.read_to_string(&mut text).expect("UTF-8 XML");
    text
}

/// The text of a WordprocessingML part: every `<w:t>` run, in order, paragraphs on their own lines.
pub fn word_text(xml: &str) -> String {
    let mut out = String::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<w:") {
        rest = &rest[start..];
        if rest.starts_with("<w:t>") || rest.starts_with("<w:t ") {
            let open_end = rest.find('>').expect("a closed tag") + 1;
            let close = rest.find("</w:t>").expect("a closed text run");
            out.push_str(&unescape(&rest[open_end..close]));
            rest = &rest[close + 6..];
        } else {
            if rest.starts_with("<w:p>") || rest.starts_with("<w:p ") {
                out.push('\n');
            }
            rest = &rest[3..];
        }
    }
    out
}

pub fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The text of a PDF as poppler's pdftotext reads it in content order (`-raw`: an emoji stays
/// beside its words).
pub fn pdftotext(name: &str, file: &Rendered) -> String {
    let dir = std::env::temp_dir();
    let path = dir.join(format!(
        "fundplan-scripts-{name}-{}.pdf",
        std::process::id()
    ));
    std::fs::write(&path, &file.bytes).expect("write the PDF");
    let out = std::process::Command::new("pdftotext")
        .arg("-raw")
        .arg("-enc")
        .arg("UTF-8")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (Debian poppler-utils)");
    let _ = std::fs::remove_file(&path);
    assert!(out.status.success(), "pdftotext: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8 text")
}

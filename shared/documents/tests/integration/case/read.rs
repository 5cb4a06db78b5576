//! Reading the case files back: per-page PDF text, alternative texts, Word parts and media.

use std::io::{Cursor, Read};
use std::sync::atomic::{AtomicUsize, Ordering};

use fundplan_documents::Rendered;

/// Each page's text, whitespace collapsed (pdf-extract reads pages from a file).
pub fn page_texts(file: &Rendered) -> Vec<String> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "fundplan-case-{}-{}.pdf",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, &file.bytes).expect("write the PDF");
    let pages = pdf_extract::extract_text_by_pages(&path).expect("extractable text");
    let _ = std::fs::remove_file(&path);
    pages.iter().map(|p| crate::common::collapse(p)).collect()
}

/// A PDF text string: UTF-16BE after a byte-order mark, else PDFDocEncoding (read as Latin-1).
pub fn pdf_string(bytes: &[u8]) -> String {
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

/// The alternative texts of the tagged structure elements (`/Alt`).
pub fn alt_texts(doc: &lopdf::Document) -> Vec<String> {
    doc.objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter_map(|d| d.get(b"Alt").ok()?.as_str().ok().map(pdf_string))
        .collect()
}

/// Image XObjects (raster images; the SVG defaults and charts are vector forms), not counting
/// the soft masks that carry their alpha channels.
pub fn raster_images(doc: &lopdf::Document) -> usize {
    let images: Vec<(&lopdf::ObjectId, &lopdf::Stream)> = doc
        .objects
        .iter()
        .filter_map(|(id, o)| Some((id, o.as_stream().ok()?)))
        .filter(|(_, s)| s.dict.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(b"Image"))
        .collect();
    let masks: Vec<lopdf::ObjectId> = images
        .iter()
        .filter_map(|(_, s)| s.dict.get(b"SMask").ok()?.as_reference().ok())
        .collect();
    images.iter().filter(|(id, _)| !masks.contains(id)).count()
}

/// A string entry of the catalog (`Lang`) or the info dictionary (`Title`).
pub fn catalog_string(doc: &lopdf::Document, key: &[u8]) -> Option<String> {
    let s = doc.catalog().ok()?.get(key).ok()?.as_str().ok()?;
    Some(pdf_string(s))
}

pub fn info_string(doc: &lopdf::Document, key: &[u8]) -> Option<String> {
    let info = doc.trailer.get(b"Info").ok()?.as_reference().ok()?;
    let s = doc
        .get_dictionary(info)
        .ok()?
        .get(key)
        .ok()?
        .as_str()
        .ok()?;
    Some(pdf_string(s))
}

/// The names of a zip package's entries.
pub fn entries(file: &Rendered) -> Vec<String> {
    let zip = zip::ZipArchive::new(Cursor::new(&file.bytes)).expect("a zip package");
    zip.file_names().map(str::to_owned).collect()
}

/// The bytes of a package entry.
pub fn entry(file: &Rendered, name: &str) -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(Cursor::new(&file.bytes)).expect("a zip package");
    let mut e = zip.by_name(name).expect("the entry");
    let mut out = Vec::new();
    e.read_to_end(&mut out).expect("read");
    out
}

/// Every paragraph of a WordprocessingML part with its style (`""` for none) and text.
pub fn styled_paragraphs(xml: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = xml;
    while let Some(at) = rest.find("<w:p") {
        let after = &rest[at + 4..];
        if !(after.starts_with('>') || after.starts_with(' ')) {
            rest = after;
            continue;
        }
        let end = after.find("</w:p>").unwrap_or(after.len());
        let body = &after[..end];
        let style = body
            .find("<w:pStyle w:val=\"")
            .map(|i| {
                let v = &body[i + 17..];
                v[..v.find('"').unwrap_or(0)].to_owned()
            })
            .unwrap_or_default();
        let text = crate::common::word_text(body).trim().to_owned();
        out.push((style, text));
        rest = &after[end..];
    }
    out
}

/// The descriptions of the pictures (`wp:docPr descr`), in order.
pub fn picture_descriptions(xml: &str) -> Vec<String> {
    xml.split("<wp:docPr ")
        .skip(1)
        .map(|tag| {
            let tag = &tag[..tag.find("/>").unwrap_or(tag.len())];
            tag.find("descr=\"")
                .map(|i| {
                    let v = &tag[i + 7..];
                    crate::common::unescape(&v[..v.find('"').unwrap_or(0)])
                })
                .unwrap_or_default()
        })
        .collect()
}

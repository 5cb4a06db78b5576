//! Finishing the Word package: docx-rs writes every picture without a description, so each gets
//! its alternative text here, and the core properties the document's title, author and language.

use std::io::{Cursor, Read, Write};

use crate::{RenderError, Rendered};

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The package with each picture's description (`wp:docPr descr`, unique ids), the title,
/// author and language in its core properties; every other part copied as it is.
pub(super) fn finish(
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

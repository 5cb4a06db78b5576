//! PDF through typst used as a library. The [`DocWorld`] serves the templates, the fonts and the
//! document's data from memory; nothing is read from the network, and from disk only the
//! fallback fonts ([`crate::fallback`]), each when typst first needs it. The fonts, the parsed
//! standard library and the parsed templates are loaded once per process ([`LazyLock`]), so a
//! warm render only parses its JSON and lays out the pages.

use std::sync::LazyLock;

use serde_json::Value;
use typst::diag::{FileError, FileResult, SourceDiagnostic};
use typst::foundations::{Bytes, Datetime, Duration, Smart};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook, is_default_ignorable};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World, WorldExt};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards};

use crate::model::Org;
use crate::templates::TEMPLATES;
use crate::{PDF, RenderError, Rendered};

/// The document templates (the main file of a compilation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Template {
    Stewardship,
    TalkingPoints,
    Goals,
    Manual,
    Certificate,
    Case,
}

impl Template {
    fn path(self) -> &'static str {
        match self {
            Template::Stewardship => "/stewardship.typ",
            Template::TalkingPoints => "/talking-points.typ",
            Template::Goals => "/goals.typ",
            Template::Manual => "/manual.typ",
            Template::Certificate => "/certificate.typ",
            Template::Case => "/case.typ",
        }
    }
}

/// The virtual files a template reads besides the templates.
const DATA_PATH: &str = "/data.json";
const LOGO_PATH: &str = "/logo";

pub(crate) fn file_id(path: &str) -> FileId {
    let vpath = VirtualPath::new(path).expect("the template paths are valid virtual paths");
    RootedPath::new(VirtualRoot::Project, vpath).intern()
}

/// The font book: the embedded document fonts first (indices `0..embedded.len()`), then the
/// fallback faces found on disk, which typst loads through [`World::font`] when it needs one.
struct Fonts {
    book: LazyHash<FontBook>,
    embedded: Vec<Font>,
}

static FONTS: LazyLock<Fonts> = LazyLock::new(|| {
    let embedded: Vec<Font> = crate::fonts::files()
        .iter()
        .flat_map(|(_, data)| Font::iter(Bytes::new(*data)))
        .collect();
    let mut book = FontBook::from_fonts(&embedded);
    for info in crate::fallback::FALLBACK.infos() {
        book.push(info.clone());
    }
    Fonts {
        book: LazyHash::new(book),
        embedded,
    }
});

impl Fonts {
    fn font(&self, index: usize) -> Option<Font> {
        match self.embedded.get(index) {
            Some(font) => Some(font.clone()),
            None => crate::fallback::FALLBACK.font(index - self.embedded.len()),
        }
    }

    /// Whether any font of the book has a glyph for `c`.
    fn covers(&self, c: char) -> bool {
        (0..)
            .map_while(|i| self.book.info(i))
            .any(|info| info.coverage.contains(c as u32))
    }
}

/// A face of a family of the book (an embedded document font, or a fallback) as typst picks it
/// for text of `variant` (its closest face: Anton's regular for bold text, having no other),
/// instantiated; `None` for a variable font (its widths would depend on the axes typst sets).
pub(crate) fn face(
    family: &str,
    variant: typst::text::FontVariant,
) -> Option<typst::text::FontInstance> {
    let index = FONTS.book.select(&family.to_lowercase(), variant)?;
    let font = FONTS.font(index)?;
    if !font.info().axes.is_empty() {
        return None;
    }
    Some(font.instantiate(
        variant,
        typst::layout::Abs::pt(10.0),
        &typst::text::FontVariations::default(),
    ))
}

static LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| LazyHash::new(Library::default()));

struct Files {
    sources: Vec<(FileId, Source)>,
    data: FileId,
    logo: FileId,
}

/// The templates, parsed once: typst's memoization (comemo) then reuses their evaluation
/// across renders, keyed by these sources and the data.
static FILES: LazyLock<Files> = LazyLock::new(|| Files {
    sources: TEMPLATES
        .iter()
        .map(|(path, text)| {
            let id = file_id(path);
            (id, Source::new(id, (*text).to_owned()))
        })
        .collect(),
    data: file_id(DATA_PATH),
    logo: file_id(LOGO_PATH),
});

/// One compilation's world: the shared fonts, library and templates, plus this document's data.
struct DocWorld {
    main: FileId,
    data: Bytes,
    logo: Option<Bytes>,
    /// The document's other files (the case document's images), by virtual path.
    extra: Vec<(FileId, Bytes)>,
}

impl DocWorld {
    fn not_found(id: FileId) -> FileError {
        FileError::NotFound(id.vpath().get_without_slash().into())
    }
}

impl World for DocWorld {
    fn library(&self) -> &LazyHash<Library> {
        &LIBRARY
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &FONTS.book
    }

    fn main(&self) -> FileId {
        self.main
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        FILES
            .sources
            .iter()
            .find(|(sid, _)| *sid == id)
            .map(|(_, source)| source.clone())
            .ok_or_else(|| Self::not_found(id))
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id == FILES.data {
            return Ok(self.data.clone());
        }
        if id == FILES.logo {
            return self.logo.clone().ok_or_else(|| Self::not_found(id));
        }
        if let Some((_, bytes)) = self.extra.iter().find(|(eid, _)| *eid == id) {
            return Ok(bytes.clone());
        }
        self.source(id)
            .map(|source| Bytes::from_string(source.text().to_owned()))
    }

    fn font(&self, index: usize) -> Option<Font> {
        FONTS.font(index)
    }

    /// Documents never read the clock: every date they show comes with the data, so the same
    /// model always gives the same file.
    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        None
    }
}

/// The font family the documents render an organization's font with (`fonts/fonts.toml`:
/// its own family, or the open substitute of a select name; Montserrat for anything else).
pub fn family(org: &Org) -> &'static str {
    crate::fonts::resolve(&org.letterhead.font_family).family
}

/// The logo when its bytes are a PNG or a JPEG (what the upload accepts); anything else is
/// left out rather than failing the document.
fn logo(org: &Org) -> Option<Bytes> {
    logo_bytes(org.logo.as_deref())
}

/// PNG or JPEG bytes as a typst file; `None` for anything else.
pub fn logo_bytes(bytes: Option<&[u8]>) -> Option<Bytes> {
    let bytes = bytes?;
    let png = bytes.starts_with(b"\x89PNG\r\n\x1a\n");
    let jpeg = bytes.starts_with(&[0xff, 0xd8, 0xff]);
    (png || jpeg).then(|| Bytes::new(bytes.to_vec()))
}

/// Renders a template with its data (`data` must be an object; the organization's `org` entry
/// is added here, so every template finds the name, colours, font and logo the same way). A
/// logo typst cannot decode is dropped and the document rendered without it.
pub fn render(template: Template, org: &Org, data: Value) -> Result<Rendered, RenderError> {
    let logo = logo(org);
    let with_org = |has_logo: bool| {
        let mut data = data.clone();
        if let Value::Object(map) = &mut data {
            map.insert(
                "org".to_owned(),
                crate::data::org(org, family(org), has_logo),
            );
        }
        data
    };
    match compile(
        template,
        &with_org(logo.is_some()),
        logo.clone(),
        Vec::new(),
    ) {
        Err(RenderError::Template { .. }) if logo.is_some() => {
            compile(template, &with_org(false), None, Vec::new())
        }
        result => result,
    }
}

/// The virtual file of a document's extra file (`/img/7.svg`).
pub fn extra_file(path: &str, bytes: Vec<u8>) -> (FileId, Bytes) {
    (file_id(path), Bytes::new(bytes))
}

/// Compiles `template` with `data` as `/data.json`, the logo at `/logo` and `extra` files.
pub fn compile(
    template: Template,
    data: &Value,
    logo: Option<Bytes>,
    extra: Vec<(FileId, Bytes)>,
) -> Result<Rendered, RenderError> {
    let json = serde_json::to_vec(data).map_err(|e| RenderError::Template {
        template: template.path(),
        message: e.to_string(),
    })?;
    let world = DocWorld {
        main: file_id(template.path()),
        data: Bytes::new(json),
        logo,
        extra,
    };
    let result = typst::compile::<PagedDocument>(&world).output;
    let document = result.map_err(|errors| fail(&world, template, &errors[..]))?;
    // Every PDF is checked against PDF/UA-1 as it is written (typst refuses what the standard
    // forbids: no title, an image without alt text, a skipped heading level).
    let standards = PdfStandards::new(&[PdfStandard::Ua_1]).unwrap_or_default();
    let options = PdfOptions {
        ident: Smart::Custom(format!("fundplan{}", template.path())),
        creator: Smart::Custom(Some("fundplan".to_owned())),
        standards,
        ..PdfOptions::default()
    };
    let bytes = typst_pdf::pdf(&document, &options).map_err(|errors| {
        unprintable(data, &errors[..]).unwrap_or_else(|| fail(&world, template, &errors[..]))
    })?;
    // typst's memoization keeps results across compilations; keep only what recent renders used
    // so a long-lived worker's memory stays flat.
    comemo::evict(10);
    Ok(Rendered {
        bytes,
        content_type: PDF,
        extension: "pdf",
    })
}

/// The diagnostics as one message, each with its file and line.
fn fail(world: &DocWorld, template: Template, errors: &[SourceDiagnostic]) -> RenderError {
    let message = errors
        .iter()
        .map(|e| {
            let hints: String = e
                .hints
                .iter()
                .map(|h| format!(" (hint: {})", h.v))
                .collect();
            let place = e
                .span
                .id()
                .and_then(|id| {
                    let source = world.source(id).ok()?;
                    let line = source.lines().byte_to_line(world.range(e.span)?.start)?;
                    Some(format!("{:?}:{}: ", id.vpath(), line + 1))
                })
                .unwrap_or_default();
            format!("{place}{}{hints}", e.message)
        })
        .collect::<Vec<_>>()
        .join("; ");
    RenderError::Template {
        template: template.path(),
        message,
    }
}

/// PDF/UA-1 refuses a glyph no font has ("the text `"…"` could not be displayed with font …"):
/// a character that none of the embedded and fallback fonts covers. Retrying cannot help, so
/// this is [`RenderError::Unprintable`], naming the character and the document's text that holds
/// it (found in the data); `None` for any other error.
fn unprintable(data: &Value, errors: &[SourceDiagnostic]) -> Option<RenderError> {
    const NOT_DISPLAYED: &str = "could not be displayed";
    let diagnostic = errors.iter().find(|e| e.message.contains(NOT_DISPLAYED))?;
    let reported = reported_text(&diagnostic.message);
    let printable = |c: char| !(c.is_whitespace() || c.is_control() || is_default_ignorable(c));
    let uncovered = |c: char| printable(c) && !FONTS.covers(c);
    // The character typst names, else the first one of the data that no font has.
    let wanted: Option<char> = reported
        .as_deref()
        .and_then(|t| t.chars().find(|&c| uncovered(c)));
    let mut found = None;
    walk(data, &mut String::new(), &mut |field, text| {
        if found.is_some() {
            return;
        }
        let hit = match wanted {
            Some(c) => text.contains(c).then_some(c),
            None => text.chars().find(|&c| uncovered(c)),
        };
        if let Some(c) = hit {
            found = Some((c, excerpt(text, c), field.to_owned()));
        }
    });
    let (character, text, field) = found.or_else(|| {
        // Text the template made itself: name what typst reports.
        let text = reported?;
        let c = text.chars().find(|&c| printable(c))?;
        Some((c, excerpt(&text, c), "the template".to_owned()))
    })?;
    Some(RenderError::Unprintable {
        character,
        text,
        field,
    })
}

/// The text of typst's message: the string literal after "the text " (a typst `repr`, with its
/// escapes undone).
fn reported_text(message: &str) -> Option<String> {
    let rest = &message[message.find("the text ")? + "the text ".len()..];
    let rest = rest.trim_start_matches('`').strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                't' => out.push('\t'),
                '0' => out.push('\0'),
                'u' => {
                    let hex: String = chars.by_ref().skip(1).take_while(|&h| h != '}').collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// Calls `f` with every string of `value` and where it is (`stories[1].text`).
fn walk(value: &Value, path: &mut String, f: &mut dyn FnMut(&str, &str)) {
    let len = path.len();
    match value {
        Value::String(text) => f(path, text),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push_str(&format!("[{i}]"));
                walk(item, path, f);
                path.truncate(len);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                walk(item, path, f);
                path.truncate(len);
            }
        }
        _ => {}
    }
}

/// `text` on one line, cut to about 60 characters around the first `c`.
fn excerpt(text: &str, c: char) -> String {
    const SIDE: usize = 30;
    let chars: Vec<char> = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .collect();
    let at = chars.iter().position(|&x| x == c).unwrap_or(0);
    let start = at.saturating_sub(SIDE);
    let end = (at + SIDE + 1).min(chars.len());
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

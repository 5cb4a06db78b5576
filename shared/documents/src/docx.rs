//! A policy or form as a Word file (docx-rs): the preparer's note in a shaded box at the top, the
//! title, a heading per section (real heading styles, so Word's navigation pane and contents
//! work), numbered clauses that restart in each list, fields as lines to write on and signature
//! blocks. Fonts are named, not embedded (DECISIONS "Document engines").

use docx_rs::{
    AbstractNumbering, BorderType, Docx, Footer, IndentLevel, Level, LevelJc, LevelOverride,
    LevelText, LineSpacing, LineSpacingType, NumPages, NumberFormat, Numbering, NumberingId,
    PageMargin, PageNum, Paragraph, Run, RunFonts, Shading, ShdType, SpecialIndentType, Start,
    Style, StyleType, Tab, TabLeaderType, TabValueType, Table, TableBorders, TableCell,
    TableCellBorder, TableCellBorderPosition, TableCellBorders, TableCellMargins, TableRow,
    WidthType,
};
use fundplan_domain::policy_texts::{Block, PolicyText, TextKind};

use crate::model::TemplateDoc;
use crate::{DOCX, RenderError, Rendered};
use fundplan_domain::organization::Paper;
use fundplan_domain::organization::letterhead::{
    DEFAULT_BACKGROUND, DEFAULT_BODY, DEFAULT_HEADINGS, colour as color,
};

/// The width of the text in twentieths of a point: A4's width less 2.2 cm margins. On US Letter
/// (wider, shorter) the text keeps this width, its side margins grow to centre it, and the body
/// flows onto the shorter pages.
const A4_W: u32 = 11_906;
pub(crate) const MARGIN: i32 = 1_247;
pub(crate) const TEXT_W: usize = (A4_W as usize) - 2 * (MARGIN as usize);

/// Numbering definitions: the abstract lists (decimal, bullet); each numbered block gets its own
/// instance so its clauses start again at 1.
const DECIMAL: usize = 1;
const BULLET: usize = 2;
const BULLET_NUM: usize = 2;
const FIRST_DECIMAL_NUM: usize = 10;

/// `8c2104` for Word from `#8c2104`.
pub(crate) fn word_color(value: &str, default: &'static str) -> String {
    color(value, default).trim_start_matches('#').to_owned()
}

/// Space before and after a paragraph (twips), single line spacing.
fn spacing(before: u32, after: u32) -> LineSpacing {
    LineSpacing::new().before(before).after(after)
}

/// Body text spacing: `after` twips after, lines at 1.15.
fn body_spacing(after: u32) -> LineSpacing {
    LineSpacing::new()
        .after(after)
        .line(276)
        .line_rule(LineSpacingType::Auto)
}

/// A paragraph style `id` shown as `name`, based on `base`.
fn style(id: &str, name: &str, base: &str) -> Style {
    Style::new(id, StyleType::Paragraph)
        .name(name)
        .based_on(base)
}

/// A heading style (Word's own "heading N", so the navigation pane and contents work).
fn heading_style(level: usize, size: usize, space: LineSpacing, color: &str) -> Style {
    style(
        &format!("Heading{level}"),
        &format!("heading {level}"),
        "Normal",
    )
    .next("BodyText")
    .q_format(true)
    .outline_lvl(level - 1)
    .size(size)
    .bold()
    .color(color)
    .line_spacing(space)
}

/// The styles every Word file uses: Body Text, footer, Title, Subtitle, Heading 1 and 2, List
/// Paragraph and caption, in `font` and the organization's colours.
pub(crate) fn styles(docx: Docx, font: &str, headings: &str, body: &str) -> Docx {
    let fonts = || {
        RunFonts::new()
            .ascii(font)
            .hi_ansi(font)
            .east_asia(crate::fonts::WORD_EAST_ASIA)
            .cs(font)
    };
    let display = |line_after: u32, before: u32| {
        LineSpacing::new()
            .before(before)
            .after(line_after)
            .line(240)
            .line_rule(LineSpacingType::Auto)
    };
    // docx-rs always writes a bare "Normal" style first, so the defaults carry the font and
    // size, and the text uses "Body Text" (Word's own style of that name) for its colour.
    docx.default_fonts(fonts())
        .default_size(21)
        .default_line_spacing(body_spacing(120))
        .add_style(
            style("BodyText", "Body Text", "Normal")
                .q_format(true)
                .fonts(fonts())
                .size(21)
                .color(body)
                .line_spacing(body_spacing(120)),
        )
        .add_style(
            style("Footer", "footer", "Normal")
                .size(16)
                .color(body)
                .line_spacing(spacing(0, 0)),
        )
        .add_style(
            style("Title", "Title", "Normal")
                .next("BodyText")
                .q_format(true)
                .size(44)
                .bold()
                .color(headings)
                .line_spacing(display(200, 60)),
        )
        .add_style(
            style("Subtitle", "Subtitle", "Normal")
                .next("BodyText")
                .q_format(true)
                .size(18)
                .bold()
                .color(headings)
                .line_spacing(display(0, 0)),
        )
        .add_style(heading_style(1, 28, spacing(320, 120), headings))
        .add_style(heading_style(2, 24, spacing(240, 80), headings))
        .add_style(
            style("ListParagraph", "List Paragraph", "BodyText")
                .q_format(true)
                .line_spacing(body_spacing(80)),
        )
        .add_style(
            style("Caption", "caption", "BodyText")
                .size(16)
                .color(body)
                .line_spacing(spacing(0, 160)),
        )
}

fn numbering(docx: Docx) -> Docx {
    docx.add_abstract_numbering(
        AbstractNumbering::new(DECIMAL).add_level(
            Level::new(
                0,
                Start::new(1),
                NumberFormat::new("decimal"),
                LevelText::new("%1."),
                LevelJc::new("left"),
            )
            .indent(Some(567), Some(SpecialIndentType::Hanging(425)), None, None),
        ),
    )
    .add_abstract_numbering(
        AbstractNumbering::new(BULLET).add_level(
            Level::new(
                0,
                Start::new(1),
                NumberFormat::new("bullet"),
                LevelText::new("•"),
                LevelJc::new("left"),
            )
            .indent(Some(567), Some(SpecialIndentType::Hanging(283)), None, None),
        ),
    )
    .add_numbering(Numbering::new(BULLET_NUM, BULLET))
}

pub(crate) fn text(s: &str) -> Run {
    Run::new().add_text(s)
}

/// A paragraph of text; single line breaks inside it are kept.
pub(crate) fn paragraph(s: &str) -> Paragraph {
    let mut run = Run::new();
    for (i, line) in s.trim().split('\n').enumerate() {
        if i > 0 {
            run = run.add_break(docx_rs::BreakType::TextWrapping);
        }
        run = run.add_text(line.trim_end());
    }
    Paragraph::new().style("BodyText").add_run(run)
}

/// Paragraphs split at blank lines.
pub(crate) fn paragraphs(s: &str) -> Vec<Paragraph> {
    s.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(paragraph)
        .collect()
}

/// "Label:" and a line to write on, to the right edge of `width` (twips).
fn field_line(label: &str, width: usize) -> Paragraph {
    Paragraph::new()
        .style("BodyText")
        .add_tab(
            Tab::new()
                .val(TabValueType::Right)
                .leader(TabLeaderType::Underscore)
                .pos(width),
        )
        .line_spacing(LineSpacing::new().before(200).after(80))
        .add_run(text(&format!("{label}: ")))
        .add_run(Run::new().add_tab())
}

pub(crate) fn no_borders() -> TableBorders {
    TableBorders::with_empty()
}

/// The note for the preparer: a one-cell shaded table with a rule in the headings colour.
fn note_box(note: &str, background: &str, headings: &str) -> Table {
    let mut cell = TableCell::new()
        .width(TEXT_W, WidthType::Dxa)
        .shading(
            Shading::new()
                .shd_type(ShdType::Clear)
                .color("auto")
                .fill(background),
        )
        .set_borders(
            TableCellBorders::with_empty().set(
                TableCellBorder::new(TableCellBorderPosition::Left)
                    .border_type(BorderType::Single)
                    .size(24)
                    .color(headings),
            ),
        )
        .add_paragraph(
            Paragraph::new().style("BodyText").add_run(
                text("NOTE FOR THE PREPARER (NOT PART OF THE DOCUMENT)")
                    .bold()
                    .size(16)
                    .color(headings),
            ),
        );
    for p in paragraphs(note) {
        cell = cell.add_paragraph(p.size(19));
    }
    Table::new(vec![TableRow::new(vec![cell])])
        .set_grid(vec![TEXT_W])
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(no_borders())
        .margins(TableCellMargins::new().margin(140, 160, 140, 200))
}

/// Signature blocks, two parties to a row: a line to sign on, the party, then name and date.
fn signatures(parties: &[String]) -> Table {
    let half = TEXT_W / 2;
    let line_w = half - 400;
    let cell = |party: Option<&String>| {
        let mut c = TableCell::new().width(half, WidthType::Dxa);
        if let Some(party) = party {
            let line = |label: &str| {
                Paragraph::new()
                    .style("BodyText")
                    .add_tab(
                        Tab::new()
                            .val(TabValueType::Right)
                            .leader(TabLeaderType::Underscore)
                            .pos(line_w),
                    )
                    .line_spacing(LineSpacing::new().before(360).after(0))
                    .add_run(text(label))
                    .add_run(Run::new().add_tab())
            };
            c = c
                .add_paragraph(line("Signature: "))
                .add_paragraph(
                    Paragraph::new()
                        .style("Caption")
                        .add_run(text(party).bold()),
                )
                .add_paragraph(line("Name and title: "))
                .add_paragraph(line("Date: "));
        } else {
            c = c.add_paragraph(Paragraph::new());
        }
        c
    };
    let rows = parties
        .chunks(2)
        .map(|pair| TableRow::new(vec![cell(pair.first()), cell(pair.get(1))]).cant_split())
        .collect();
    Table::new(rows)
        .set_grid(vec![half, half])
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(no_borders())
}

fn body(mut docx: Docx, text_doc: &PolicyText) -> Docx {
    let mut next_num = FIRST_DECIMAL_NUM;
    for section in &text_doc.sections {
        if !section.heading.trim().is_empty() {
            docx = docx.add_paragraph(
                Paragraph::new()
                    .style("Heading1")
                    .keep_next(true)
                    .add_run(text(section.heading.trim())),
            );
        }
        for block in &section.blocks {
            docx = match block {
                Block::Paragraph { text } => paragraphs(text)
                    .into_iter()
                    .fold(docx, |d, p| d.add_paragraph(p)),
                Block::Numbered { items } => {
                    let id = next_num;
                    next_num += 1;
                    let d = docx.add_numbering(
                        Numbering::new(id, DECIMAL).add_override(LevelOverride::new(0).start(1)),
                    );
                    items.iter().fold(d, |d, item| {
                        d.add_paragraph(
                            paragraph(item)
                                .style("ListParagraph")
                                .numbering(NumberingId::new(id), IndentLevel::new(0)),
                        )
                    })
                }
                Block::Bullets { items } => items.iter().fold(docx, |d, item| {
                    d.add_paragraph(
                        paragraph(item)
                            .style("ListParagraph")
                            .numbering(NumberingId::new(BULLET_NUM), IndentLevel::new(0)),
                    )
                }),
                Block::Field { label } => docx.add_paragraph(field_line(label.trim(), TEXT_W)),
                Block::Signatures { parties } => docx
                    .add_paragraph(Paragraph::new().style("BodyText"))
                    .add_table(signatures(parties)),
            };
        }
    }
    docx
}

pub fn template(d: &TemplateDoc) -> Result<Rendered, RenderError> {
    let org = &d.org;
    let t = &d.text;
    let font = crate::fonts::resolve(&org.letterhead.font_family).name;
    let background = word_color(&org.letterhead.background_color, DEFAULT_BACKGROUND);
    let headings = word_color(&org.letterhead.headings_color, DEFAULT_HEADINGS);
    let body_color = word_color(&org.letterhead.body_color, DEFAULT_BODY);
    let org_name = org.letterhead.name.trim();

    let mut docx = page(
        &format!("{org_name} · {}", t.title.trim()),
        org.letterhead.paper,
    );
    docx = styles(docx, font, &headings, &body_color);
    docx = numbering(docx);

    if !t.note.trim().is_empty() {
        docx = docx
            .add_table(note_box(&t.note, &background, &headings))
            .add_paragraph(Paragraph::new().style("BodyText"));
    }
    docx = docx
        .add_paragraph(
            Paragraph::new()
                .style("Subtitle")
                .add_run(text(&org_name.to_uppercase())),
        )
        .add_paragraph(
            Paragraph::new()
                .style("Title")
                .add_run(text(t.title.trim())),
        );
    if t.kind == TextKind::Policy && !org.letterhead.year.trim().is_empty() {
        docx = docx.add_paragraph(Paragraph::new().style("Caption").add_run(text(&format!(
            "Adopted by the Board of Directors of {org_name} on ____________, {}",
            org.letterhead.year.trim()
        ))));
    }
    docx = body(docx, t);

    pack(docx)
}

/// An A4 document with 2.2 cm margins and a footer of `left` and "Page N of M" at the right.
pub(crate) fn page(left: &str, paper: Paper) -> Docx {
    let (width, height) = paper.twips();
    let side = ((width as usize - TEXT_W) / 2) as i32;
    let footer = Footer::new().add_paragraph(
        Paragraph::new()
            .style("Footer")
            .add_tab(Tab::new().val(TabValueType::Right).pos(TEXT_W))
            .add_run(text(left))
            .add_run(Run::new().add_tab().add_text("Page "))
            .add_page_num(PageNum::new())
            .add_run(text(" of "))
            .add_num_pages(NumPages::new()),
    );
    Docx::new()
        .page_size(width, height)
        .page_margin(
            PageMargin::new()
                .top(MARGIN)
                .bottom(MARGIN)
                .left(side)
                .right(side)
                .header(620)
                .footer(620),
        )
        .footer(footer)
}

/// The Word package's bytes.
pub(crate) fn pack(docx: Docx) -> Result<Rendered, RenderError> {
    let mut out = std::io::Cursor::new(Vec::new());
    docx.build()
        .pack(&mut out)
        .map_err(|e| RenderError::Writer {
            format: "docx",
            message: e.to_string(),
        })?;
    Ok(Rendered {
        bytes: out.into_inner(),
        content_type: DOCX,
        extension: "docx",
    })
}

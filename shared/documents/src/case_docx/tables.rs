//! The statement's Word tables: the three-year goal's cost table and the charts' legends.

use docx_rs::{
    AlignmentType, BorderType, Paragraph, Shading, ShdType, Table, TableBorder,
    TableBorderPosition, TableBorders, TableCell, TableCellMargins, TableRow, VAlignType,
    WidthType,
};
use fundplan_domain::case_content::{CaseContent, Slice};
use fundplan_domain::money::format_usd;

use crate::case;
use crate::docx::{TEXT_W, no_borders, text};

pub(super) fn cell(width: usize) -> TableCell {
    TableCell::new().width(width, WidthType::Dxa)
}

fn fill(c: TableCell, color: &str) -> TableCell {
    c.shading(
        Shading::new()
            .shd_type(ShdType::Clear)
            .color("auto")
            .fill(color),
    )
}

fn cell_text(s: &str, bold: bool, align: AlignmentType) -> Paragraph {
    let run = if bold { text(s).bold() } else { text(s) };
    Paragraph::new()
        .style("BodyText")
        .align(align)
        .add_run(run.size(19))
}

/// Rules in the headings colour above and below the table and between its rows.
fn ruled(headings: &str) -> TableBorders {
    let rule = |at: TableBorderPosition, size: usize| {
        TableBorder::new(at)
            .border_type(BorderType::Single)
            .size(size)
            .color(headings)
    };
    no_borders()
        .set(rule(TableBorderPosition::Top, 8))
        .set(rule(TableBorderPosition::InsideH, 4))
        .set(rule(TableBorderPosition::Bottom, 8))
}

/// The three-year goal's cost table: a header row, one row per line, the total in bold.
pub(super) fn cost_table(c: &CaseContent, headings: &str, header_fill: &str) -> Table {
    let label_w = TEXT_W - 4 * 1_650;
    let widths = [label_w, 1_650, 1_650, 1_650, 1_650];
    let head = ["What we will fund", "Year 1", "Year 2", "Year 3", "Total"];
    let right = |i: usize| {
        if i == 0 {
            AlignmentType::Left
        } else {
            AlignmentType::Right
        }
    };
    let row = |cells: [String; 5], bold: bool, shade: Option<&str>| {
        TableRow::new(
            cells
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let c = cell(widths[i])
                        .vertical_align(VAlignType::Center)
                        .add_paragraph(cell_text(s, bold || i == 4, right(i)));
                    match shade {
                        Some(color) => fill(c, color),
                        None => c,
                    }
                })
                .collect(),
        )
        .cant_split()
    };
    let line = |label: &str, years: [i64; 3], total: i64| {
        [
            label.trim().to_owned(),
            format_usd(years[0]),
            format_usd(years[1]),
            format_usd(years[2]),
            format_usd(total),
        ]
    };
    let mut rows = vec![row(head.map(str::to_owned), true, Some(header_fill))];
    rows.extend(
        c.goal
            .rows
            .iter()
            .map(|r| row(line(&r.label, r.years, r.total), false, None)),
    );
    let t = &c.goal.total;
    rows.push(row(line(&t.label, t.years, t.total), true, None));
    Table::new(rows)
        .set_grid(widths.to_vec())
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(ruled(headings))
        .margins(TableCellMargins::new().margin(70, 100, 70, 100))
}

/// A chart's legend: a swatch of each slice's colour, its label, amount and share.
pub(super) fn legend(slices: &[Slice], colors: &[String]) -> Table {
    let shares = case::shares(slices);
    let widths = [360, TEXT_W - 360 - 1_800 - 900, 1_800, 900];
    let rows = slices
        .iter()
        .zip(&shares)
        .zip(colors)
        // A slice of $0 is neither drawn nor listed.
        .filter(|((s, _), _)| s.cents != 0)
        .map(|((s, share), color)| {
            TableRow::new(vec![
                fill(cell(widths[0]), color.trim_start_matches('#'))
                    .add_paragraph(Paragraph::new().style("BodyText")),
                cell(widths[1]).add_paragraph(cell_text(&s.label, false, AlignmentType::Left)),
                cell(widths[2]).add_paragraph(cell_text(
                    &format_usd(s.cents),
                    false,
                    AlignmentType::Right,
                )),
                cell(widths[3]).add_paragraph(cell_text(share, false, AlignmentType::Right)),
            ])
            .cant_split()
        })
        .collect();
    Table::new(rows)
        .set_grid(widths.to_vec())
        .width(TEXT_W, WidthType::Dxa)
        .set_borders(no_borders())
        .margins(TableCellMargins::new().margin(30, 80, 30, 80))
}

//! "Gift Pyramid.xlsx" (rust_xlsxwriter): one sheet "Gift Pyramid" with a title, the
//! organization, the goal and ratio, a header row, one row per gift level, the "Various (<$X)"
//! and "Grand Total" rows, and the prospect names down their own column. Amounts are numbers in
//! whole dollars formatted as USD without decimals; the allocation is a number formatted as a
//! percentage with 2 decimals, so a person can sum and chart them. Printed landscape, one page
//! wide, the header row repeated.

use fundplan_domain::pyramid::{Allocation, ProspectRatio};
use rust_xlsxwriter::{
    DocProperties, ExcelDateTime, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError,
};

use crate::model::PyramidDoc;
use crate::{RenderError, Rendered, XLSX};
use fundplan_domain::organization::letterhead::{
    DEFAULT_BACKGROUND, DEFAULT_HEADINGS, colour as color,
};

/// The sheet's name (spec).
pub const SHEET: &str = "Gift Pyramid";
/// The number formats: whole dollars, and a percentage with 2 decimals.
pub const USD_FORMAT: &str = "$#,##0";
pub const PERCENT_FORMAT: &str = "0.00%";

pub const HEADERS: [&str; 7] = [
    "Gift Amount",
    "Number of Gifts Needed",
    "Number of Prospects Needed",
    "Amount by Gift Level",
    "Cumulative Gift Amount",
    "Funding Allocation",
    "Prospect Names",
];
const WIDTHS: [f64; 7] = [18.0, 14.0, 14.0, 18.0, 18.0, 12.0, 44.0];

/// The row of the column headings (0-based); the levels follow it.
pub const HEADER_ROW: u32 = 4;

fn ratio_words(r: ProspectRatio) -> &'static str {
    match r {
        ProspectRatio::Low => "5:1 (Low)",
        ProspectRatio::Average => "4:1 (Average)",
        ProspectRatio::High => "3:1 (High)",
    }
}

fn dollars(cents: i64) -> f64 {
    // Levels and the goal are whole dollars; round half away from zero like format_usd.
    ((cents.abs() + 50) / 100 * cents.signum()) as f64
}

fn share(a: Allocation) -> f64 {
    a.hundredths as f64 / 10_000.0
}

/// `&` is a control character in Excel's header and footer strings.
fn header_text(s: &str) -> String {
    s.replace('&', "&&")
}

fn write(d: &PyramidDoc, sheet: &mut Worksheet) -> Result<(), XlsxError> {
    let org = &d.org;
    let p = &d.pyramid;
    let headings = color(&org.letterhead.headings_color, DEFAULT_HEADINGS);
    let background = color(&org.letterhead.background_color, DEFAULT_BACKGROUND);
    let font = crate::fonts::resolve(&org.letterhead.font_family).name;
    let base = Format::new().set_font_name(font).set_font_size(10);

    let title = base
        .clone()
        .set_font_size(16)
        .set_bold()
        .set_font_color(headings.as_str());
    let subtitle = base.clone().set_font_size(11).set_bold();
    let note = base.clone().set_italic();
    let header = base
        .clone()
        .set_bold()
        .set_font_color(headings.as_str())
        .set_background_color(background.as_str())
        .set_text_wrap()
        .set_align(FormatAlign::Center)
        .set_align(FormatAlign::VerticalCenter)
        .set_border_bottom(FormatBorder::Medium)
        .set_border_bottom_color(headings.as_str());
    let cell = base.clone().set_align(FormatAlign::Top);
    let money = cell.clone().set_num_format(USD_FORMAT);
    let count = cell
        .clone()
        .set_num_format("#,##0")
        .set_align(FormatAlign::Center);
    let label = cell.clone().set_align(FormatAlign::Center);
    let percent = cell.clone().set_num_format(PERCENT_FORMAT);
    let names = cell.clone().set_text_wrap().set_indent(1);
    let total = |f: &Format| {
        f.clone()
            .set_bold()
            .set_border_top(FormatBorder::Medium)
            .set_border_top_color(headings.as_str())
    };

    sheet.set_name(SHEET)?;
    sheet.write_string_with_format(0, 0, "Campaign Gift Pyramid", &title)?;
    sheet.write_string_with_format(1, 0, org.letterhead.name.trim(), &subtitle)?;
    sheet.write_string_with_format(
        2,
        0,
        format!(
            "Three-year fundraising goal: {} · Prospect ratio {}",
            fundplan_domain::money::format_usd(p.goal),
            ratio_words(p.ratio)
        ),
        &note,
    )?;
    sheet.set_row_height(0, 24)?;
    for (c, h) in HEADERS.iter().enumerate() {
        sheet.write_string_with_format(HEADER_ROW, c as u16, *h, &header)?;
        sheet.set_column_width(c as u16, WIDTHS[c])?;
    }
    sheet.set_row_height(HEADER_ROW, 42)?;

    // The names typed for a level, blanks left out.
    let names_for = |gift: i64| -> Vec<&str> {
        d.prospect_names
            .iter()
            .find(|(amount, _)| *amount == gift)
            .map(|(_, names)| {
                names
                    .iter()
                    .map(|n| n.trim())
                    .filter(|n| !n.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    };

    // One row per level; its prospect names go down column G, one a row, the first beside the
    // level and the others on the rows below it (no cell limit, and a printed list to work from).
    let mut row = HEADER_ROW + 1;
    for level in &p.levels {
        sheet.write_number_with_format(row, 0, dollars(level.gift_amount), &money)?;
        sheet.write_number_with_format(row, 1, level.gifts as f64, &count)?;
        sheet.write_number_with_format(row, 2, level.prospects as f64, &count)?;
        sheet.write_number_with_format(row, 3, dollars(level.amount), &money)?;
        sheet.write_number_with_format(row, 4, dollars(level.cumulative), &money)?;
        sheet.write_number_with_format(row, 5, share(level.allocation), &percent)?;
        let level_names = names_for(level.gift_amount);
        if level_names.is_empty() {
            sheet.write_blank(row, 6, &cell)?;
            row += 1;
        }
        for name in level_names {
            sheet.write_string_with_format(row, 6, name, &names)?;
            row += 1;
        }
    }

    let v = &p.various;
    sheet.write_string_with_format(row, 0, &v.label, &cell)?;
    sheet.write_string_with_format(row, 1, v.count_label(), &label)?;
    sheet.write_string_with_format(row, 2, v.count_label(), &label)?;
    sheet.write_number_with_format(row, 3, dollars(v.amount), &money)?;
    sheet.write_number_with_format(row, 4, dollars(v.cumulative), &money)?;
    sheet.write_number_with_format(row, 5, share(v.allocation), &percent)?;
    sheet.write_blank(row, 6, &cell)?;
    row += 1;

    let t = &p.total;
    sheet.write_string_with_format(row, 0, "Grand Total", &total(&cell))?;
    sheet.write_number_with_format(row, 1, t.gifts as f64, &total(&count))?;
    sheet.write_number_with_format(row, 2, t.prospects as f64, &total(&count))?;
    sheet.write_number_with_format(row, 3, dollars(t.amount), &total(&money))?;
    sheet.write_blank(row, 4, &total(&money))?;
    sheet.write_number_with_format(row, 5, share(t.allocation), &total(&percent))?;
    sheet.write_blank(row, 6, &total(&cell))?;

    sheet.set_freeze_panes(HEADER_ROW + 1, 0)?;
    sheet.set_landscape();
    sheet.set_print_fit_to_pages(1, 0);
    sheet.set_repeat_rows(HEADER_ROW, HEADER_ROW)?;
    sheet.set_print_center_horizontally(true);
    sheet.set_margins(0.5, 0.5, 0.6, 0.6, 0.3, 0.3);
    sheet.set_header(format!(
        "&L{}&RCampaign Gift Pyramid",
        header_text(org.letterhead.name.trim())
    ));
    sheet.set_footer("&CPage &P of &N");
    Ok(())
}

pub fn pyramid(d: &PyramidDoc) -> Result<Rendered, RenderError> {
    let fail = |e: XlsxError| RenderError::Writer {
        format: "xlsx",
        message: e.to_string(),
    };
    let mut workbook = Workbook::new();
    // A fixed date keeps the file the same for the same plan (the worker reuses files by hash).
    let created = ExcelDateTime::from_ymd(2026, 1, 1).map_err(fail)?;
    workbook.set_properties(
        &DocProperties::new()
            .set_title("Campaign Gift Pyramid")
            .set_company(d.org.letterhead.name.trim())
            .set_author(d.org.letterhead.name.trim())
            .set_creation_datetime(&created),
    );
    let sheet = workbook.add_worksheet();
    write(d, sheet).map_err(fail)?;
    let bytes = workbook.save_to_buffer().map_err(fail)?;
    Ok(Rendered {
        bytes,
        content_type: XLSX,
        extension: "xlsx",
    })
}

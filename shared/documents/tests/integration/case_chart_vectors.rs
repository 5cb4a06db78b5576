//! The case for support's charts, pinned by `shared/vectors/case_charts.json`: the slice palette
//! around the headings colour, each slice's colour and printed share, and the donut's shapes. The
//! PDF and the Word file draw them with `fundplan_documents::case`; the editor's preview draws the
//! same charts from the same vectors (web/src/features/casedoc/charts.test.ts), so what a user
//! sees while editing is what the downloaded document shows.
//!
//! `FUNDPLAN_WRITE_VECTORS=1 cargo test -p fundplan-documents --test integration case_chart_vectors` writes
//! the file from the code; the test then checks the file is exactly that.

use fundplan_documents::case::{donut_svg, palette, shares, slice_colors};
use fundplan_domain::case_content::Slice;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct PaletteCase {
    headings: String,
    background: String,
    palette: Vec<String>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct ChartCase {
    what: String,
    headings: String,
    background: String,
    cents: Vec<i64>,
    shares: Vec<String>,
    colors: Vec<String>,
    /// The donut as the PDF places it (`empty` for a chart with nothing: the body colour).
    empty: String,
    svg: String,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct File {
    palettes: Vec<PaletteCase>,
    charts: Vec<ChartCase>,
}

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors/case_charts.json")
}

/// Headings and background pairs: the spec's defaults, light and dark pages, a grey (no hue), pure
/// black and white, and colours at the edges of the gamut.
const STYLES: [(&str, &str); 10] = [
    ("#8c2104", "#f4ede2"),
    ("#1f5f8b", "#ffffff"),
    ("#0a9250", "#2d67f6"),
    ("#ffffff", "#000000"),
    ("#777777", "#f4ede2"),
    ("#000000", "#ffffff"),
    ("#ff0000", "#101010"),
    ("#00ffff", "#fafafa"),
    ("#6b3fa0", "#1e1b2e"),
    ("#c9a227", "#fffdf5"),
];

fn slices(cents: &[i64]) -> Vec<Slice> {
    cents
        .iter()
        .enumerate()
        .map(|(i, &c)| Slice {
            key: format!("s{i}"),
            label: format!("Slice {i}"),
            cents: c,
        })
        .collect()
}

/// Year-1 slices: the sample organization's, one slice, nothing, ties, tiny slices (under half a
/// percent, exactly half a percent), a negative amount, a slice over half the whole.
fn chart_inputs() -> Vec<(&'static str, Vec<i64>)> {
    vec![
        (
            "the sample's expenses",
            vec![
                18_000_000, 2_400_000, 800_000, 0, 0, 3_150_000, 83_650_000, 5_800_000, 0,
            ],
        ),
        (
            "the sample's revenue",
            vec![66_500_000, 10_200_000, 1_800_000, 9_500_000, 7_200_000],
        ),
        ("one slice", vec![0, 41_200_000, 0, 0, 0]),
        ("nothing entered", vec![0; 9]),
        ("ties", vec![100, 100, 100, 100, 100]),
        (
            "tiny slices",
            vec![1_000_000, 4_999, 5_000, 5_001, 1, 0, 0, 0, 0],
        ),
        ("a negative amount", vec![300_000, -50_000, 200_000, 0, 0]),
        ("more than half", vec![70, 20, 10, 0, 0]),
        ("every slice", vec![9, 8, 7, 6, 5, 4, 3, 2, 1]),
    ]
}

fn made() -> File {
    let palettes = STYLES
        .iter()
        .map(|&(headings, background)| PaletteCase {
            headings: headings.into(),
            background: background.into(),
            palette: palette(headings, background),
        })
        .collect();
    let mut charts = Vec::new();
    for (n, (what, cents)) in chart_inputs().into_iter().enumerate() {
        // Each chart with two styles, so colours follow the page in the vectors too.
        for &(headings, background) in [STYLES[0], STYLES[2 + n % (STYLES.len() - 2)]].iter() {
            let s = slices(&cents);
            let colors = slice_colors(&s, &palette(headings, background));
            let empty = "#301d17".to_owned();
            charts.push(ChartCase {
                what: what.into(),
                headings: headings.into(),
                background: background.into(),
                shares: shares(&s),
                svg: donut_svg(&s, &colors, background, &empty),
                colors,
                cents: cents.clone(),
                empty,
            });
        }
    }
    File { palettes, charts }
}

fn render(file: &File) -> String {
    let mut text = serde_json::to_string_pretty(file).expect("serializable");
    text.push('\n');
    text
}

#[test]
fn the_charts_follow_the_shared_vectors_and_the_file_is_what_the_code_writes() {
    let expected = made();
    if std::env::var_os("FUNDPLAN_WRITE_VECTORS").is_some() {
        std::fs::write(path(), render(&expected)).expect("vectors written");
    }
    let text = std::fs::read_to_string(path()).expect("shared/vectors/case_charts.json");
    let stored: File = serde_json::from_str(&text).expect("the vectors' shape");
    assert_eq!(stored.palettes.len(), STYLES.len());
    for (s, m) in stored.palettes.iter().zip(&expected.palettes) {
        assert_eq!(s, m, "palette of {} on {}", m.headings, m.background);
    }
    assert_eq!(stored.charts.len(), expected.charts.len());
    for (s, m) in stored.charts.iter().zip(&expected.charts) {
        assert_eq!(
            s, m,
            "chart {} in {} on {}",
            m.what, m.headings, m.background
        );
    }
    assert_eq!(text, render(&expected), "case_charts.json is stale");
}

#[test]
fn the_vectors_cover_rings_gaps_tiny_shares_and_a_palette_of_nine_per_style() {
    let file = made();
    assert!(file.palettes.iter().all(|p| p.palette.len() == 9));
    let svgs: Vec<&str> = file.charts.iter().map(|c| c.svg.as_str()).collect();
    assert!(svgs.iter().any(|s| s.contains("<circle")), "a ring");
    assert!(
        svgs.iter().any(|s| s.contains(" 0 1 1 ")),
        "an arc over half"
    );
    let shares: Vec<&str> = file
        .charts
        .iter()
        .flat_map(|c| c.shares.iter().map(String::as_str))
        .collect();
    assert!(shares.contains(&"<1%"));
    assert!(shares.contains(&"0%"));
    assert!(
        shares.contains(&"1%"),
        "a share between half a percent and one prints as 1%"
    );
}

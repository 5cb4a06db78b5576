//! sRGB colours as `#rrggbb`: their linear-light channels, which both the case PDF's chart
//! palette (OKLCH, `case/charts.rs`) and the Word file's contrast checks (`case_docx/colours.rs`)
//! start from.

/// The linear-light red, green and blue (0 to 1) of `#rrggbb` (black when it does not parse).
pub(crate) fn linear(hex: &str) -> [f64; 3] {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    let lin = |c: u32| {
        let c = f64::from(c & 0xff) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    [lin(v >> 16), lin(v >> 8), lin(v)]
}

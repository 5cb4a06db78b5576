//! The case for support's charts: the palette of slice colours around the headings colour, each
//! slice's share and colour, the donut chart as SVG and its alternative text.

use fundplan_domain::case_content::Slice;

/// sRGB `#rrggbb` → linear → OKLab → (L, C, h in degrees).
fn oklch(hex: &str) -> (f64, f64, f64) {
    let [r, g, b] = crate::srgb::linear(hex);
    let l = (0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b).cbrt();
    let m = (0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b).cbrt();
    let s = (0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b).cbrt();
    let ok_l = 0.210_454_255_3 * l + 0.793_617_785 * m - 0.004_072_046_8 * s;
    let a = 1.977_998_495_1 * l - 2.428_592_205 * m + 0.450_593_709_9 * s;
    let bb = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766 * s;
    (ok_l, a.hypot(bb), bb.atan2(a).to_degrees())
}

/// (L, C, h) → `#rrggbb`, each channel clamped into the gamut.
fn hex_of((l, c, h): (f64, f64, f64)) -> String {
    let (a, b) = (c * h.to_radians().cos(), c * h.to_radians().sin());
    let l_ = (l + 0.396_337_777_4 * a + 0.215_803_757_3 * b).powi(3);
    let m_ = (l - 0.105_561_345_8 * a - 0.063_854_172_8 * b).powi(3);
    let s_ = (l - 0.089_484_177_5 * a - 1.291_485_548 * b).powi(3);
    let r = 4.076_741_662_1 * l_ - 3.307_711_591_3 * m_ + 0.230_969_929_2 * s_;
    let g = -1.268_438_004_6 * l_ + 2.609_757_401_1 * m_ - 0.341_319_396_5 * s_;
    let bl = -0.004_196_086_3 * l_ - 0.703_418_614_7 * m_ + 1.707_614_701 * s_;
    let enc = |c: f64| {
        let c = c.clamp(0.0, 1.0);
        let s = if c <= 0.003_130_8 {
            12.92 * c
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        };
        (s * 255.0).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", enc(r), enc(g), enc(bl))
}

/// Nine slice colours around the headings colour: its own hue first, then hues stepping away
/// on both sides, at two lightnesses that stand apart from light and dark backgrounds alike.
pub fn palette(headings: &str, background: &str) -> Vec<String> {
    let (_, c, h) = oklch(headings);
    let (bg_l, _, _) = oklch(background);
    let chroma = c.clamp(0.08, 0.14);
    // On a dark page the slices are lighter, on a light page darker, so each reads.
    let (deep, light) = if bg_l < 0.5 {
        (0.62, 0.80)
    } else {
        (0.45, 0.66)
    };
    let offsets = [0.0, 40.0, -40.0, 80.0, -80.0, 125.0, -125.0, 170.0, 200.0];
    offsets
        .iter()
        .enumerate()
        .map(|(i, off)| {
            let l = if i % 2 == 0 { deep } else { light };
            hex_of((l, chroma, h + off))
        })
        .collect()
}

/// Each slice's share of the whole as the legend prints it: whole percent, "<1%" for a
/// positive slice under half a percent; negative amounts count as nothing.
pub fn shares(slices: &[Slice]) -> Vec<String> {
    let whole: i64 = slices.iter().map(|s| s.cents.max(0)).sum();
    slices
        .iter()
        .map(|s| {
            let c = s.cents.max(0);
            if whole == 0 || c == 0 {
                "0%".to_owned()
            } else if c * 200 < whole {
                "<1%".to_owned()
            } else {
                format!("{}%", (c * 100 + whole / 2) / whole)
            }
        })
        .collect()
}

/// A donut chart of the slices (clockwise from 12 o'clock, in their order), in `colors`,
/// separated by thin gaps of the page's background; a faint ring of `empty` when every slice
/// is 0.
pub fn donut_svg(slices: &[Slice], colors: &[String], background: &str, empty: &str) -> String {
    const C: f64 = 100.0;
    const R: f64 = 96.0;
    const INNER: f64 = 58.0;
    let whole: i64 = slices.iter().map(|s| s.cents.max(0)).sum();
    let mut out = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">"#,
    );
    let ring = |color: &str, opacity: f64| {
        format!(
            r#"<circle cx="{C}" cy="{C}" r="{}" fill="none" stroke="{color}" stroke-opacity="{opacity}" stroke-width="{}"/>"#,
            (R + INNER) / 2.0,
            R - INNER
        )
    };
    let positive: Vec<(usize, i64)> = slices
        .iter()
        .enumerate()
        .map(|(i, s)| (i, s.cents.max(0)))
        .filter(|(_, c)| *c > 0)
        .collect();
    if whole == 0 {
        out.push_str(&ring(empty, 0.2));
    } else if positive.len() == 1 {
        out.push_str(&ring(&colors[positive[0].0 % colors.len()], 1.0));
    } else {
        let point = |r: f64, turn: f64| {
            let a = turn * std::f64::consts::TAU - std::f64::consts::FRAC_PI_2;
            (C + r * a.cos(), C + r * a.sin())
        };
        let mut at = 0i64;
        for (i, cents) in positive {
            let (t0, t1) = (at as f64 / whole as f64, (at + cents) as f64 / whole as f64);
            at += cents;
            let large = i32::from(t1 - t0 > 0.5);
            let (x0, y0) = point(R, t0);
            let (x1, y1) = point(R, t1);
            let (x2, y2) = point(INNER, t1);
            let (x3, y3) = point(INNER, t0);
            out.push_str(&format!(
                r#"<path d="M{x0:.3} {y0:.3}A{R} {R} 0 {large} 1 {x1:.3} {y1:.3}L{x2:.3} {y2:.3}A{INNER} {INNER} 0 {large} 0 {x3:.3} {y3:.3}Z" fill="{}" stroke="{background}" stroke-width="1.6" stroke-linejoin="round"/>"#,
                colors[i % colors.len()]
            ));
        }
    }
    out.push_str("</svg>");
    out
}

/// The chart's alternative text: what it shows, then every slice with its amount and share.
pub fn chart_alt(what: &str, slices: &[Slice]) -> String {
    let shares = shares(slices);
    let parts: Vec<String> = slices
        .iter()
        .zip(&shares)
        .filter(|(s, _)| s.cents > 0)
        .map(|(s, share)| {
            format!(
                "{} {} ({share})",
                s.label.trim(),
                fundplan_domain::money::format_usd(s.cents)
            )
        })
        .collect();
    if parts.is_empty() {
        format!("{what}: no amounts entered yet.")
    } else {
        format!("{what}: {}.", parts.join(", "))
    }
}

/// Each slice's colour: the palette by size, so the largest slice has the headings' own hue
/// (ties and empty slices in their order).
pub fn slice_colors(slices: &[Slice], palette: &[String]) -> Vec<String> {
    let mut rank: Vec<usize> = (0..slices.len()).collect();
    rank.sort_by_key(|&i| std::cmp::Reverse(slices[i].cents.max(0)));
    let mut out = vec![String::new(); slices.len()];
    for (r, i) in rank.into_iter().enumerate() {
        out[i] = palette[r % palette.len()].clone();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slice(label: &str, cents: i64) -> Slice {
        Slice {
            key: label.to_lowercase(),
            label: label.to_owned(),
            cents,
        }
    }

    #[test]
    fn shares_are_whole_percents_with_less_than_one_for_tiny_slices() {
        let s = [
            slice("A", 73_000),
            slice("B", 26_700),
            slice("C", 300),
            slice("D", 0),
        ];
        assert_eq!(shares(&s), ["73%", "27%", "<1%", "0%"]);
        assert_eq!(shares(&[slice("A", 0)]), ["0%"]);
        assert_eq!(shares(&[slice("A", -5), slice("B", 5)]), ["0%", "100%"]);
    }

    #[test]
    fn a_donut_draws_one_path_per_positive_slice_and_a_ring_for_one_or_none() {
        let colors = palette("#8c2104", "#f4ede2");
        let two = donut_svg(
            &[slice("A", 3), slice("B", 0), slice("C", 1)],
            &colors,
            "#f4ede2",
            "#ccc",
        );
        assert_eq!(two.matches("<path").count(), 2);
        assert!(two.contains(&colors[0]) && two.contains(&colors[2]));
        let one = donut_svg(&[slice("A", 3)], &colors, "#f4ede2", "#ccc");
        assert_eq!(one.matches("<circle").count(), 1);
        let none = donut_svg(&[slice("A", 0)], &colors, "#f4ede2", "#ccc");
        assert!(none.contains("#ccc"));
        for svg in [two, one, none] {
            assert!(resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).is_ok());
        }
    }

    #[test]
    fn the_palette_has_nine_distinct_colours_starting_near_the_headings_hue() {
        for (headings, background) in [("#8c2104", "#f4ede2"), ("#7dd3fc", "#0f172a")] {
            let p = palette(headings, background);
            assert_eq!(p.len(), 9);
            let mut unique = p.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), 9, "{p:?}");
            let (_, _, h0) = oklch(headings);
            let (_, _, h1) = oklch(&p[0]);
            let diff = (h0 - h1).rem_euclid(360.0);
            assert!(diff.min(360.0 - diff) < 6.0, "{headings} {p:?}");
        }
    }

    #[test]
    fn oklch_round_trips_colours() {
        for hex in ["#8c2104", "#f4ede2", "#301d17", "#0f172a", "#7dd3fc"] {
            assert_eq!(hex_of(oklch(hex)), hex);
        }
    }
}

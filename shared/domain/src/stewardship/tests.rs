use super::*;
use crate::gift_chart::{ChartRow, LEAD_SHARE_MAX, LEAD_SHARE_MIN, standard_chart};

const D: i64 = 100;

/// The sample organization's chart: $3,500,000 at a 20 % lead share.
fn sample() -> Chart {
    standard_chart(3_500_000 * D, 20)
}

fn chart(levels: &[i64]) -> Chart {
    Chart {
        goal_cents: 1_000_000 * D,
        rows: levels
            .iter()
            .map(|&a| ChartRow {
                amount_cents: a * D,
                gifts: 1,
            })
            .collect(),
        various_cents: 0,
    }
}

fn keys(columns: &[Column]) -> Vec<&str> {
    columns.iter().map(|c| c.key.as_str()).collect()
}

#[test]
fn the_columns_are_the_charts_levels_top_down_then_its_base_row() {
    let columns = columns(&sample());
    assert_eq!(
        keys(&columns),
        [
            "500000",
            "250000",
            "100000",
            "50000",
            "25000",
            "Various (<$25,000)"
        ]
    );
    assert_eq!(columns[0].label, "$500,000");
    assert!(columns[5].is_base() && !columns[4].is_base());
    assert_eq!(columns[5].label, "Various (<$25,000)");
    // A chart without levels still has its base row.
    assert_eq!(keys(&super::columns(&chart(&[]))), ["Various"]);
}

#[test]
fn a_key_is_a_whole_dollar_amount_or_the_base_row() {
    assert_eq!(tick_of_key("250000"), Some(250_000 * D));
    assert_eq!(tick_of_key(" 1000000 "), Some(1_000_000 * D));
    assert_eq!(tick_of_key("Various (<$25k)"), Some(BASE));
    assert_eq!(tick_of_key("Various (<$25,000)"), Some(BASE));
    assert_eq!(tick_of_key("100000000"), Some(100_000_000 * D));
    for bad in [
        "",
        "0",
        "-5",
        "+5",
        "2.5",
        "1e6",
        "100000001",
        "$250,000",
        "levels",
        "9999999999999",
    ] {
        assert_eq!(tick_of_key(bad), None, "{bad:?}");
    }
}

#[test]
fn each_tick_lands_on_the_level_nearest_by_ratio_and_ties_go_up() {
    let columns = columns(&chart(&[500_000, 250_000, 100_000, 50_000, 25_000]));
    let on = |ticks: &[i64]| -> Vec<&str> {
        let checks = lay(ticks, &columns);
        columns
            .iter()
            .zip(checks)
            .filter(|(_, on)| *on)
            .map(|(c, _)| c.key.as_str())
            .collect()
    };
    // $1,000,000 is above every level: the top one.
    assert_eq!(on(&[1_000_000 * D]), ["500000"]);
    // $40,000: 1.25× from $50,000, 1.6× from $25,000.
    assert_eq!(on(&[40_000 * D]), ["50000"]);
    // $35,000: 1.43× from both $25,000 and $50,000 would tie only at √2; it is 1.40× above
    // $25,000 and 1.43× below $50,000, so $25,000.
    assert_eq!(on(&[35_000 * D]), ["25000"]);
    // An exact tie ($50,000 × $100,000 = $70,710.68² has no whole-cent tie; use 2× and ½ of
    // $200,000 between $100,000 and $400,000).
    let tie = columns_of(&[400_000, 100_000]);
    assert_eq!(lay(&[200_000 * D], &tie), [true, false, false]);
    // Below every level: the smallest level, never the base row.
    assert_eq!(on(&[1_000 * D]), ["25000"]);
    assert_eq!(on(&[BASE]), ["Various (<$25,000)"]);
    // Two ticks on one level make one check.
    assert_eq!(on(&[60_000 * D, 50_000 * D]), ["50000"]);
    // A chart with no levels: every tick on the base row.
    assert_eq!(
        lay(&[250_000 * D, BASE], &super::columns(&chart(&[]))),
        [true]
    );
}

fn columns_of(levels: &[i64]) -> Vec<Column> {
    columns(&chart(levels))
}

#[test]
fn ticks_saved_on_a_chart_read_back_the_same_on_it() {
    for goal in (500_000..=100_000_000).step_by(2_500_000) {
        for share in [LEAD_SHARE_MIN, 20, LEAD_SHARE_MAX] {
            let columns = columns(&standard_chart(goal * D, share));
            for mask in 0u32..(1 << columns.len().min(8)) {
                let checks: Vec<bool> = (0..columns.len()).map(|i| mask >> i & 1 == 1).collect();
                let ticks: Vec<i64> = columns
                    .iter()
                    .zip(&checks)
                    .filter(|(_, on)| **on)
                    .map(|(c, _)| c.amount_cents)
                    .collect();
                assert_eq!(lay(&ticks, &columns), checks, "goal {goal} share {share}");
            }
        }
    }
}

#[test]
fn when_the_chart_changes_no_benefit_loses_a_tick() {
    // The spec's six fixed columns, laid on the sample chart: $1,000,000 goes to $500,000, every
    // other tick to its own level; the new $50,000 level starts unticked.
    let columns = columns(&sample());
    assert_eq!(
        lay(&fixed_column_ticks([true; 6]), &columns),
        [true, true, true, false, true, true]
    );
    assert_eq!(
        lay(
            &fixed_column_ticks([true, false, false, false, false, false]),
            &columns
        ),
        [true, false, false, false, false, false]
    );
    // Any tick of any chart lands on some column of any other.
    for goal in (500_000..=100_000_000).step_by(4_500_000) {
        let from = super::columns(&standard_chart(goal * D, 20));
        for to_goal in [500_000, 3_500_000, 40_000_000] {
            let to = super::columns(&standard_chart(to_goal * D, 35));
            for c in &from {
                assert!(lay(&[c.amount_cents], &to).contains(&true));
            }
        }
    }
}

#[test]
fn a_larger_gift_receives_every_default_benefit_of_a_smaller_one() {
    for goal in (500_000..=100_000_000).step_by(500_000) {
        for share in LEAD_SHARE_MIN..=LEAD_SHARE_MAX {
            let chart = standard_chart(goal * D, share);
            let columns = columns(&chart);
            let rows = default_benefits(&chart);
            assert_eq!(rows.len(), 8);
            for b in &rows {
                let checks = lay(&b.ticks, &columns);
                assert!(checks[0], "{goal} {share}: {} at the top level", b.name);
                for i in 1..checks.len() {
                    assert!(
                        !checks[i] || checks[i - 1],
                        "{goal} {share}: {} column {i}",
                        b.name
                    );
                }
                assert!(clean_name(&b.name).is_ok());
            }
        }
    }
}

#[test]
fn the_default_rows_on_the_sample_chart() {
    let chart = sample();
    let columns = columns(&chart);
    let laid: Vec<(String, Vec<bool>)> = default_benefits(&chart)
        .into_iter()
        .map(|b| (b.name, lay(&b.ticks, &columns)))
        .collect();
    let (t, f) = (true, false);
    let expected: [(&str, [bool; 6]); 8] = [
        (
            "Personal thank-you letter from the Executive Director",
            [t; 6],
        ),
        ("Name listed in the annual report", [t; 6]),
        (
            "Year-end impact report with stories from the people we serve",
            [t; 6],
        ),
        (
            "Invitation to the annual donor appreciation event",
            [t, t, t, t, t, f],
        ),
        ("Name on the donor wall", [t, t, t, t, t, f]),
        // 2.5 % of $3,500,000 is $87,500: $100,000 and up.
        (
            "Private briefing and program visit with the Executive Director",
            [t, t, t, f, f, f],
        ),
        // 5 % is $175,000: $250,000 and up.
        (
            "Naming of a program, room or piece of equipment",
            [t, t, f, f, f, f],
        ),
        ("Naming of the campaign's lead project", [t, f, f, f, f, f]),
    ];
    for ((name, checks), (want_name, want)) in laid.iter().zip(expected) {
        assert_eq!(name, want_name);
        assert_eq!(checks, &want, "{name}");
    }
}

#[test]
fn names_are_trimmed_and_blank_or_long_names_are_refused() {
    assert_eq!(clean_name("  Donor wall \n").unwrap(), "Donor wall");
    assert!(clean_name(" \t").is_err());
    assert!(clean_name(&"x".repeat(200)).is_ok());
    assert!(clean_name(&"x".repeat(201)).is_err());
    assert!(check_count(50).is_ok());
    assert!(check_count(51).is_err());
}

#[test]
fn the_recognition_range_spans_the_checked_columns() {
    let chart = sample();
    let columns = columns(&chart);
    let defaults: Vec<Vec<bool>> = default_benefits(&chart)
        .iter()
        .map(|b| lay(&b.ticks, &columns))
        .collect();
    assert_eq!(
        recognition_range(&columns, &defaults).as_deref(),
        Some("under $25,000 to $500,000")
    );
    let (t, f) = (true, false);
    assert_eq!(
        recognition_range(&columns, &[vec![f, t, f, f, t, f]]).as_deref(),
        Some("$25,000 to $250,000")
    );
    assert_eq!(
        recognition_range(&columns, &[vec![f, f, t, f, f, f]]).as_deref(),
        Some("$100,000")
    );
    assert_eq!(recognition_range(&columns, &[vec![f; 6]]), None);
    assert_eq!(recognition_range(&columns, &[]), None);
    // A base row alone states no range.
    assert_eq!(recognition_range(&columns_of(&[]), &[vec![t]]), None);
}

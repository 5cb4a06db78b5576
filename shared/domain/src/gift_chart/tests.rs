use super::*;

const K: i64 = 100_000; // $1,000 in cents
const M: i64 = 100_000_000; // $1,000,000 in cents
const RATIOS: [ProspectRatio; 3] = [
    ProspectRatio::Low,
    ProspectRatio::Average,
    ProspectRatio::High,
];

/// The rows as (dollars, gifts).
fn dollars(c: &Chart) -> Vec<(i64, i64)> {
    c.rows
        .iter()
        .map(|r| (r.amount_cents / 100, r.gifts))
        .collect()
}

/// The lead gift the rule asks for, found the slow way: every round amount from $1 to $100M
/// (1, 2, 2.5, 5 × 10^k dollars), the nearest to share × G (ties up); if that is outside 10–35 %
/// of G, the nearest inside.
fn expected_lead(goal: i64, share: u8) -> i64 {
    let mut all = Vec::new();
    for e in 0..=9u32 {
        for m in [10, 20, 25, 50] {
            let dollars = m * 10i64.pow(e) / 10;
            if m != 25 || e > 0 {
                all.push(dollars * 100);
            }
        }
    }
    let target = goal as i128 * share as i128;
    let key = |c: &i64| ((*c as i128 * 100 - target).abs(), -*c);
    let inside =
        |c: &i64| *c as i128 * 100 >= 10 * goal as i128 && *c as i128 * 100 <= 35 * goal as i128;
    let best = *all.iter().min_by_key(|c| key(c)).unwrap();
    if inside(&best) {
        best
    } else {
        *all.iter()
            .filter(|c| inside(c))
            .min_by_key(|c| key(c))
            .unwrap()
    }
}

/// Every rule of the standard chart (DECISIONS "Gift range chart"), with the table at each ratio.
fn assert_rules(goal: i64, share: u8) {
    let c = standard_chart(goal, share);
    let at = format!("G = {goal}, share {share}");
    assert_eq!(c.goal_cents, goal, "{at}");
    assert!(!c.rows.is_empty(), "{at}");
    assert_eq!(c.rows[0].amount_cents, expected_lead(goal, share), "{at}");
    assert_eq!(c.rows[0].gifts, 1, "{at}");
    for r in &c.rows {
        assert!(is_round_amount(r.amount_cents), "{at}: {r:?}");
        assert!(r.gifts >= 1, "{at}: {r:?}");
    }
    for w in c.rows.windows(2) {
        assert!(w[0].amount_cents > w[1].amount_cents, "{at}: amounts fall");
        assert!(w[0].gifts <= w[1].gifts, "{at}: gifts never fall");
        assert!(
            w[0].amount_cents <= 5 * w[1].amount_cents,
            "{at}: at most 5 × below"
        );
    }
    let g = goal as i128;
    let top = top_ten_cents(&c.rows) as i128 * 100;
    assert!(top >= 50 * g && top <= 75 * g, "{at}: top ten {top}");
    let base = c.various_cents as i128 * 100;
    assert!(base >= 5 * g && base <= 20 * g, "{at}: base {base}");
    for ratio in RATIOS {
        let t = table(&c, ratio);
        assert_eq!(t.rows.len(), c.rows.len());
        for (row, r) in t.rows.iter().zip(&c.rows) {
            assert_eq!(row.prospects, r.gifts * ratio.prospects_per_gift(), "{at}");
            assert_eq!(row.total_cents, r.gifts * r.amount_cents, "{at}");
        }
        assert_eq!(
            t.various.cumulative_cents, goal,
            "{at}: the last cumulative is G"
        );
        assert_eq!(t.total.amount_cents, goal, "{at}");
        assert_eq!(t.total.allocation, Allocation::WHOLE, "{at}");
        assert_eq!(t.various.count_label, "Many", "{at}");
        let smallest = c.rows.last().unwrap().amount_cents;
        assert_eq!(
            t.various.label,
            format!("Various (<{})", format_usd(smallest)),
            "{at}"
        );
        // The standard chart passes all its own checks once every prospect it needs is named.
        let named = t.total.prospects;
        for check in checks(&c, ratio, named) {
            assert!(check.passed, "{at}: {}", check.message);
        }
    }
}

#[test]
fn every_rounded_goal_from_half_a_million_to_a_hundred_million_meets_every_rule() {
    for steps in 1..=200 {
        for share in LEAD_SHARE_MIN..=LEAD_SHARE_MAX {
            assert_rules(steps * M / 2, share);
        }
    }
}

proptest::proptest! {
    #[test]
    fn any_goal_in_cents_in_range_meets_every_rule(
        goal in GOAL_MIN_CENTS..=GOAL_MAX_CENTS,
        share in LEAD_SHARE_MIN..=LEAD_SHARE_MAX,
    ) {
        assert_rules(goal, share);
    }
}

#[test]
fn one_million_at_20_percent_is_the_classic_chart() {
    let c = standard_chart(M, 20);
    assert_eq!(
        dollars(&c),
        [
            (200_000, 1),
            (100_000, 2),
            (50_000, 4),
            (25_000, 8),
            (10_000, 10)
        ]
    );
    assert_eq!(c.various_cents, 100 * K);
    let t = table(&c, ProspectRatio::High);
    assert_eq!(t.various.label, "Various (<$10,000)");
    let shown: Vec<_> = t
        .rows
        .iter()
        .map(|r| (r.prospects, r.cumulative_cents / 100, r.allocation.screen()))
        .collect();
    assert_eq!(
        shown,
        [
            (3, 200_000, "20.0%".to_string()),
            (6, 400_000, "20.0%".to_string()),
            (12, 600_000, "20.0%".to_string()),
            (24, 800_000, "20.0%".to_string()),
            (30, 900_000, "10.0%".to_string()),
        ]
    );
    assert_eq!((t.total.gifts, t.total.prospects), (25, 75));
    assert_eq!(t.various.allocation.excel(), "10.00%");
}

#[test]
fn the_sample_organizations_three_and_a_half_million_chart() {
    let c = standard_chart(35 * M / 10, 20);
    assert_eq!(
        dollars(&c),
        [
            (500_000, 1),
            (250_000, 3),
            (100_000, 6),
            (50_000, 13),
            (25_000, 25)
        ]
    );
    assert_eq!(c.various_cents, 375 * K);
    let t = table(&c, ProspectRatio::Average);
    assert_eq!(t.various.label, "Various (<$25,000)");
    assert_eq!(t.various.allocation.screen(), "10.7%");
    assert_eq!((t.total.gifts, t.total.prospects), (48, 192));
}

#[test]
fn ten_million_at_20_percent() {
    let c = standard_chart(10 * M, 20);
    assert_eq!(
        dollars(&c),
        [
            (2_000_000, 1),
            (1_000_000, 2),
            (500_000, 4),
            (250_000, 8),
            (100_000, 10)
        ]
    );
    assert_eq!(c.various_cents, M);
}

#[test]
fn a_lead_gift_that_rounds_out_of_10_to_35_percent_takes_the_nearest_round_amount_inside() {
    // $3.5M at 10 %: $350,000 rounds to $250,000 (7.1 %), which the lead check refuses;
    // the nearest round amount from $350,000 to $1,225,000 is $500,000.
    assert_eq!(lead_gift(35 * M / 10, 10), 50 * M / 100);
    assert_eq!(
        standard_chart(35 * M / 10, 10).rows[0].amount_cents,
        50 * M / 100
    );
    // $500,000 at 35 %: $175,000 rounds to $200,000 (40 %); inside is only $100,000 (20 %).
    assert_eq!(lead_gift(M / 2, 35), 10 * M / 100);
    // In the band, plain rounding: $1M at 35 % is $350,000 → $250,000; at 13 %, $130,000 →
    // $100,000; a tie goes up ($1.5M at 10 %: $150,000 between $100,000 and $200,000).
    assert_eq!(lead_gift(M, 35), 25 * M / 100);
    assert_eq!(lead_gift(M, 13), 10 * M / 100);
    assert_eq!(lead_gift(15 * M / 10, 10), 20 * M / 100);
}

#[test]
fn shares_outside_10_to_35_are_taken_as_the_nearest_limit() {
    assert_eq!(standard_chart(M, 5), standard_chart(M, 10));
    assert_eq!(standard_chart(M, 90), standard_chart(M, 35));
}

#[test]
fn round_amounts_are_1_2_2_5_and_5_times_a_power_of_ten_in_whole_dollars() {
    for yes in [100, 200, 500, 1_000, 2_500, 25_000_000, 5 * M, 10 * M] {
        assert!(is_round_amount(yes), "{yes}");
    }
    for no in [0, 50, 250, 300, 1_500, 7_500_000, 12_500_000, -100] {
        assert!(!is_round_amount(no), "{no}");
    }
}

#[test]
fn the_generator_draws_only_round_amounts_rising_from_one_dollar() {
    let all: Vec<i64> = round_amounts().collect();
    let odd: Vec<i64> = all
        .iter()
        .copied()
        .filter(|&c| !is_round_amount(c))
        .collect();
    assert!(odd.is_empty(), "not round: {odd:?}");
    assert_eq!(all.first(), Some(&100));
    assert_eq!(all.last(), Some(&(50_000 * M)));
    assert!(all.windows(2).all(|w| w[0] < w[1]));
}

fn chart(goal: i64, rows: &[(i64, i64)], various: i64) -> Chart {
    Chart {
        goal_cents: goal,
        rows: rows
            .iter()
            .map(|&(d, n)| ChartRow {
                amount_cents: d * 100,
                gifts: n,
            })
            .collect(),
        various_cents: various * 100,
    }
}

fn check(c: &Chart, id: &str, named: i64) -> ChartCheck {
    checks(c, ProspectRatio::High, named)
        .into_iter()
        .find(|k| k.id == id)
        .unwrap()
}

#[test]
fn the_lead_gift_check_says_too_small_too_large_and_missing() {
    let low = chart(M, &[(50_000, 1), (25_000, 20), (10_000, 40)], 50_000);
    let k = check(&low, "lead_gift", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your lead gift, the single largest gift, is $50,000, only 5.0% of your $1,000,000 goal; campaigns that succeed start with one gift of at least 10%, so raise the top row to at least $100,000 and look for the one donor who could give it."
    );
    let high = chart(M, &[(500_000, 1), (100_000, 3)], 200_000);
    let k = check(&high, "lead_gift", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your lead gift, the single largest gift, is $500,000, 50.0% of your $1,000,000 goal, so the whole campaign would hang on one donor's yes; keep it at or below $350,000 (35%) and ask for more gifts at the levels below."
    );
    // A row of no gifts is no lead gift.
    let zero = chart(M, &[(500_000, 0), (200_000, 1), (100_000, 2)], 600_000);
    assert!(check(&zero, "lead_gift", 0).passed);
    let none = chart(M, &[], 1_000_000);
    let k = check(&none, "lead_gift", 0);
    assert!(!k.passed);
    assert!(k.message.contains("$100,000 to $350,000"), "{}", k.message);
    let k = check(&standard_chart(M, 20), "lead_gift", 0);
    assert!(k.passed);
    assert_eq!(
        k.message,
        "Your lead gift, the single largest gift, is $200,000, 20.0% of your $1,000,000 goal: within the 10% to 35% that gives a campaign a strong start, so secure it first, before the other asks."
    );
}

#[test]
fn the_top_ten_check_counts_the_ten_largest_gifts_in_any_order() {
    // Rows out of order: the ten largest are 1 × $100K, 2 × $50K, 7 × $25K = $375,000.
    let c = chart(M, &[(25_000, 20), (100_000, 1), (50_000, 2)], 125_000);
    let k = check(&c, "top_ten", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your ten largest gifts bring in $375,000, only 37.5% of the goal; in campaigns that succeed they bring in at least half, so ask for larger gifts or more gifts at the top levels until they reach $500,000."
    );
    let k = check(&standard_chart(M, 20), "top_ten", 0);
    assert!(k.passed);
    assert_eq!(
        k.message,
        "Your ten largest gifts bring in $675,000, 67.5% of the goal: at least half, as in most campaigns that succeed, so spend most of your time on these ten asks."
    );
}

#[test]
fn the_base_check_wants_5_to_20_percent_in_the_various_row() {
    let none = chart(M, &[(250_000, 2), (100_000, 3), (25_000, 8)], 0);
    let k = check(&none, "base", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "The Various (<$25,000) row, the many smaller gifts from your wider community, carries $0, only 0.0% of the goal; plan for at least $50,000 (5%) from them, by asking for fewer gifts at the levels above, so that many people take part and your future donors start here."
    );
    let heavy = chart(M, &[(200_000, 1), (100_000, 2), (50_000, 4)], 400_000);
    let k = check(&heavy, "base", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "The Various (<$50,000) row, the many smaller gifts from your wider community, carries $400,000, 40.0% of the goal, more than the 20% small gifts rarely exceed in a campaign; add gifts at the levels above until this row is at most $200,000."
    );
    assert!(check(&standard_chart(M, 20), "base", 0).passed);
}

#[test]
fn the_total_check_says_by_how_much_the_chart_misses_the_goal() {
    let short = chart(M, &[(200_000, 1), (100_000, 2), (50_000, 4)], 100_000);
    let k = check(&short, "total", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your chart adds up to $700,000, $300,000 short of your $1,000,000 goal; add gifts or raise amounts until the last cumulative figure reaches the goal, or the plan will fall short even if every gift comes in."
    );
    let over = chart(
        M,
        &[(200_000, 1), (100_000, 2), (50_000, 4), (25_000, 10)],
        250_000,
    );
    let k = check(&over, "total", 0);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your chart adds up to $1,100,000, $100,000 more than your $1,000,000 goal; lower some gifts or the Various (<$25,000) row so that the chart plans for the goal exactly."
    );
    let exact = check(&standard_chart(M, 20), "total", 0);
    assert!(exact.passed);
    assert_eq!(
        exact.message,
        "Your chart adds up to exactly your $1,000,000 goal, as the last cumulative figure shows."
    );
}

#[test]
fn the_prospects_check_compares_the_prospects_needed_with_those_named() {
    let c = standard_chart(M, 20); // 25 gifts in levels: 75 prospects at 3:1
    let k = check(&c, "prospects", 40);
    assert!(!k.passed);
    assert_eq!(
        k.message,
        "Your chart needs 75 prospects (people or organizations who could give at these levels: 3 for every gift, because most will say no or give less) and you have named 40; name 35 more with your board before you start asking."
    );
    let k = check(&c, "prospects", 75);
    assert!(k.passed);
    assert_eq!(
        k.message,
        "You have named 75 prospects (people or organizations who could give at these levels) for the 75 your chart needs at 3 per gift: enough to start asking, beginning with the largest gift."
    );
    let five = checks(&c, ProspectRatio::Low, 75);
    assert!(!five[4].passed, "{}", five[4].message);
    assert!(five[4].message.contains("needs 125 prospects"));
}

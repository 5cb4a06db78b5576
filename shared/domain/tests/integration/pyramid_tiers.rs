//! The gift pyramid at every tier boundary of issue 8 §8, for each prospect ratio: worked
//! examples computed by hand from DECISIONS "Gift pyramid" (per level, top down: target = G ×
//! share; gifts = ceil(target / level), or floor when the ceiling passes G, never more than
//! floor((G − C) / level)), and properties over any goal: the rows always sum to the goal and no
//! level takes more than its share rounded up to one gift.

use fundplan_domain::pyramid::{LEVELS, ProspectRatio, pyramid, shares};
use proptest::prelude::*;

const D: i64 = 100; // one dollar in cents
const M: i64 = 1_000_000 * D;

/// (goal in dollars, [(gift level in dollars, gifts)], remainder in dollars)
type Example = (i64, &'static [(i64, i64)], i64);

const EXAMPLES: [Example; 14] = [
    // Nothing to raise: no level, nothing left.
    (0, &[], 0),
    // Below $500,000: everything to the Various row.
    (499_999, &[], 499_999),
    // Exactly $500,000: .5 .4 .1 at $250K, $100K, $25K.
    (500_000, &[(250_000, 1), (100_000, 2), (25_000, 2)], 0),
    // Above $500,000: .1 .3 .6; the $25K level's ceiling (13) passes G, so 12, capped at 2.
    (500_001, &[(250_000, 1), (100_000, 2), (25_000, 2)], 1),
    (1_000_000, &[(250_000, 2), (100_000, 3), (25_000, 8)], 0),
    (2_500_000, &[(250_000, 4), (100_000, 10), (25_000, 20)], 0),
    (
        5_000_000,
        &[(1_000_000, 1), (500_000, 3), (250_000, 4), (100_000, 15)],
        0,
    ),
    (
        7_500_000,
        &[(1_000_000, 3), (500_000, 4), (250_000, 6), (100_000, 10)],
        0,
    ),
    (
        10_000_000,
        &[(5_000_000, 1), (1_000_000, 2), (500_000, 3), (250_000, 6)],
        0,
    ),
    (
        12_500_000,
        &[(5_000_000, 1), (1_000_000, 3), (500_000, 5), (250_000, 8)],
        0,
    ),
    (
        15_000_000,
        &[(5_000_000, 1), (1_000_000, 3), (500_000, 8), (250_000, 12)],
        0,
    ),
    (
        17_500_000,
        &[(5_000_000, 2), (1_000_000, 3), (500_000, 6), (250_000, 6)],
        0,
    ),
    (
        20_000_000,
        &[(5_000_000, 2), (1_000_000, 4), (500_000, 6), (250_000, 12)],
        0,
    ),
    // $73.2M: the $250K level's ceiling (44) and floor (43) both pass G; capped at 28, $200,000
    // left for the Various row.
    (
        73_200_000,
        &[
            (5_000_000, 8),
            (1_000_000, 15),
            (500_000, 22),
            (250_000, 28),
        ],
        200_000,
    ),
];

#[test]
fn every_tier_boundary_gives_its_worked_example_at_each_ratio() {
    for (goal, levels, remainder) in EXAMPLES {
        for ratio in [3, 4, 5] {
            let r = ProspectRatio::from_prospects_per_gift(ratio).unwrap();
            let p = pyramid(goal * D, r);
            let got: Vec<(i64, i64)> = p
                .levels
                .iter()
                .map(|l| (l.gift_amount / D, l.gifts))
                .collect();
            assert_eq!(got, levels, "${goal} at {ratio}:1");
            for l in &p.levels {
                assert_eq!(l.prospects, l.gifts * ratio, "${goal} at {ratio}:1");
            }
            assert_eq!(p.various.amount, remainder * D, "${goal} at {ratio}:1");
            let gifts: i64 = levels.iter().map(|(_, g)| g).sum();
            assert_eq!((p.total.gifts, p.total.prospects), (gifts, gifts * ratio));
            assert_eq!(p.total.amount, goal * D);
            let label = if remainder > 0 { "Many" } else { "-" };
            assert_eq!(p.various.count_label(), label, "${goal}");
        }
    }
}

#[test]
fn each_boundary_takes_the_tier_at_or_above_it() {
    assert_eq!(shares(500_000 * D - 1), [0; 6]);
    assert_eq!(shares(500_000 * D), [0, 0, 0, 500, 400, 100]);
    assert_eq!(shares(500_000 * D + 1), [0, 0, 0, 100, 300, 600]);
    assert_eq!(shares(M - 1), [0, 0, 0, 100, 300, 600]);
    assert_eq!(shares(M), [0, 0, 0, 450, 250, 300]);
    assert_eq!(shares(5 * M / 2), [0, 0, 0, 400, 375, 225]);
    assert_eq!(shares(5 * M), [0, 200, 270, 170, 350, 0]);
    assert_eq!(shares(15 * M / 2), [0, 300, 250, 200, 250, 0]);
    assert_eq!(shares(10 * M), [100, 150, 150, 600, 0, 0]);
    assert_eq!(shares(25 * M / 2), [150, 200, 200, 450, 0, 0]);
    assert_eq!(shares(15 * M), [150, 200, 250, 400, 0, 0]);
    assert_eq!(shares(35 * M / 2), [400, 150, 150, 300, 0, 0]);
    assert_eq!(shares(20 * M - 1), [400, 150, 150, 300, 0, 0]);
    assert_eq!(shares(20 * M), [500, 200, 150, 150, 0, 0]);
    assert_eq!(shares(732 * M / 10), [500, 200, 150, 150, 0, 0]);
}

proptest! {
    #[test]
    fn the_rows_of_any_goal_sum_to_it_and_no_level_over_allocates(
        dollars in 0i64..=150_000_000,
        ratio in prop::sample::select(vec![3i64, 4, 5]),
    ) {
        let goal = dollars * D;
        let p = pyramid(goal, ProspectRatio::from_prospects_per_gift(ratio).unwrap());
        let shares = shares(goal);
        let mut sum = 0;
        for l in &p.levels {
            let i = LEVELS.iter().position(|x| *x == l.gift_amount).unwrap();
            // Never more than the level's share of the goal, rounded up to one whole gift.
            let target = i128::from(goal) * i128::from(shares[i]);
            prop_assert!(i128::from(l.amount) * 1000 < target + 1000 * i128::from(l.gift_amount));
            prop_assert!(l.gifts > 0 && shares[i] > 0);
            sum += l.amount;
        }
        prop_assert!(p.various.amount >= 0);
        prop_assert_eq!(sum + p.various.amount, goal);
        prop_assert_eq!(p.total.amount, goal);
    }
}

//! The gift pyramid: one rule for the screen, the documents and the Excel export (DECISIONS
//! "Gift pyramid"). Computed from the rounded three-year goal ([`crate::goals::round_goal`]), in
//! integer cents throughout; the allocation percentages are integers too (tenths of a percent for
//! the screen and documents, hundredths for Excel), rounded half up. The SPA's `lib/pyramid.ts`
//! applies the same rule; shared/vectors/pyramid.json pins both.

/// The gift levels, top down, in cents: $5M, $1M, $500K, $250K, $100K, $25K.
pub const LEVELS: [i64; 6] = [
    500_000_000,
    100_000_000,
    50_000_000,
    25_000_000,
    10_000_000,
    2_500_000,
];

/// The label of the last row, which takes what the levels leave.
pub const VARIOUS_LABEL: &str = "Various (<$25k)";

const M: i64 = 100_000_000; // $1,000,000 in cents

/// The share of the goal each level aims at, in thousandths, by the rounded goal G (the
/// case-document table): the first tier whose test G passes applies.
const TIERS: [(Tier, [i64; 6]); 11] = [
    (Tier::AtLeast(20 * M), [500, 200, 150, 150, 0, 0]),
    (Tier::AtLeast(35 * M / 2), [400, 150, 150, 300, 0, 0]),
    (Tier::AtLeast(15 * M), [150, 200, 250, 400, 0, 0]),
    (Tier::AtLeast(25 * M / 2), [150, 200, 200, 450, 0, 0]),
    (Tier::AtLeast(10 * M), [100, 150, 150, 600, 0, 0]),
    (Tier::AtLeast(15 * M / 2), [0, 300, 250, 200, 250, 0]),
    (Tier::AtLeast(5 * M), [0, 200, 270, 170, 350, 0]),
    (Tier::AtLeast(5 * M / 2), [0, 0, 0, 400, 375, 225]),
    (Tier::AtLeast(M), [0, 0, 0, 450, 250, 300]),
    (Tier::Above(M / 2), [0, 0, 0, 100, 300, 600]),
    (Tier::Exactly(M / 2), [0, 0, 0, 500, 400, 100]),
];

#[derive(Clone, Copy)]
enum Tier {
    AtLeast(i64),
    Above(i64),
    Exactly(i64),
}

impl Tier {
    fn admits(self, goal: i64) -> bool {
        match self {
            Tier::AtLeast(t) => goal >= t,
            Tier::Above(t) => goal > t,
            Tier::Exactly(t) => goal == t,
        }
    }
}

/// The level shares (thousandths) for a rounded goal; all 0 below $500,000.
pub fn shares(goal: i64) -> [i64; 6] {
    TIERS
        .iter()
        .find(|(tier, _)| tier.admits(goal))
        .map_or([0; 6], |(_, s)| *s)
}

/// Prospects needed per gift, chosen by the organization's fundraising maturity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ProspectRatio {
    /// 5:1
    Low,
    /// 4:1
    Average,
    /// 3:1, the default.
    #[default]
    High,
}

impl ProspectRatio {
    /// 5, 4 or 3.
    pub fn prospects_per_gift(self) -> i64 {
        match self {
            ProspectRatio::Low => 5,
            ProspectRatio::Average => 4,
            ProspectRatio::High => 3,
        }
    }

    /// The ratio for 5, 4 or 3 (the stored `prospectRatio`); any other number is none of them.
    pub fn from_prospects_per_gift(n: i64) -> Option<Self> {
        match n {
            5 => Some(ProspectRatio::Low),
            4 => Some(ProspectRatio::Average),
            3 => Some(ProspectRatio::High),
            _ => None,
        }
    }
}

/// A share of the goal, as the screen (1 decimal) and the Excel export (2 decimals) show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allocation {
    /// Tenths of a percent: 500 is 50.0 %.
    pub tenths: i64,
    /// Hundredths of a percent: 5000 is 50.00 %.
    pub hundredths: i64,
}

impl Allocation {
    /// 100 %.
    pub const WHOLE: Allocation = Allocation {
        tenths: 1000,
        hundredths: 10_000,
    };

    /// `amount / goal` in percent, each precision rounded half up from the exact ratio (never
    /// from the other rounded figure); 0 for a goal of 0 or less.
    pub fn of(amount: i64, goal: i64) -> Allocation {
        let rounded = |per: i128| -> i64 {
            if goal <= 0 {
                return 0;
            }
            let (a, g) = (i128::from(amount), i128::from(goal));
            ((2 * a * per + g) / (2 * g)) as i64
        };
        Allocation {
            tenths: rounded(1000),
            hundredths: rounded(10_000),
        }
    }

    /// `"50.0%"`, as the screen and documents show it.
    pub fn screen(self) -> String {
        format!("{}.{}%", self.tenths / 10, self.tenths % 10)
    }

    /// `"50.00%"`, as the Excel export shows it.
    pub fn excel(self) -> String {
        format!("{}.{:02}%", self.hundredths / 100, self.hundredths % 100)
    }
}

/// One gift level with at least one gift.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// The gift size (`giftAmount`), in cents.
    pub gift_amount: i64,
    /// `numberOfGiftsNeeded`.
    pub gifts: i64,
    /// `numberOfProspectsNeeded`: gifts × the ratio.
    pub prospects: i64,
    /// `amountByGiftLevel`: gifts × gift amount, in cents.
    pub amount: i64,
    /// `cumulativeGiftAmount`: this level and every level above it, in cents.
    pub cumulative: i64,
    /// `fundingAllocation`: amount / goal.
    pub allocation: Allocation,
}

/// The "Various (<$25k)" row: what the levels leave of the goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Various {
    /// "Various (<$X)", X the smallest level (`gift_chart::various_label`).
    pub label: String,
    /// The goal minus every level's amount, in cents.
    pub amount: i64,
    /// The goal, in cents.
    pub cumulative: i64,
    pub allocation: Allocation,
}

impl Various {
    /// What the gifts and prospects columns show: "Many", or "-" when nothing is left.
    pub fn count_label(&self) -> &'static str {
        if self.amount > 0 { "Many" } else { "-" }
    }
}

/// The Grand Total row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrandTotal {
    /// The levels' gifts ("Many" and "-" are not counted).
    pub gifts: i64,
    /// The levels' prospects.
    pub prospects: i64,
    /// The goal, in cents.
    pub amount: i64,
    /// Always 100 %.
    pub allocation: Allocation,
}

/// The whole pyramid: what the screen, the documents and the Excel export all read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pyramid {
    /// The rounded three-year goal G, in cents.
    pub goal: i64,
    pub ratio: ProspectRatio,
    /// The levels with at least one gift, top down.
    pub levels: Vec<Level>,
    pub various: Various,
    pub total: GrandTotal,
}

/// The pyramid for the rounded three-year goal (cents) and a prospect ratio.
///
/// Per level, top down, with the running cumulative C: target = G × share; gifts =
/// ceil(target / level), or floor(target / level) when the ceiling would take C past G, and never
/// more than floor((G − C) / level).
pub fn pyramid(goal: i64, ratio: ProspectRatio) -> Pyramid {
    let shares = shares(goal);
    let mut cumulative = 0i64;
    let mut levels = Vec::new();
    for (level, share) in LEVELS.into_iter().zip(shares) {
        // target / level = goal × share / (1000 × level), kept as a fraction: no rounding yet.
        let numerator = i128::from(goal) * i128::from(share);
        let denominator = 1000 * i128::from(level);
        let mut gifts = (numerator + denominator - 1).div_euclid(denominator) as i64;
        if cumulative + gifts * level > goal {
            gifts = numerator.div_euclid(denominator) as i64;
        }
        gifts = gifts.min((goal - cumulative).max(0) / level).max(0);
        if gifts == 0 {
            continue;
        }
        let amount = gifts * level;
        cumulative += amount;
        levels.push(Level {
            gift_amount: level,
            gifts,
            prospects: gifts * ratio.prospects_per_gift(),
            amount,
            cumulative,
            allocation: Allocation::of(amount, goal),
        });
    }
    let remainder = (goal - cumulative).max(0);
    Pyramid {
        goal,
        ratio,
        various: Various {
            label: VARIOUS_LABEL.to_string(),
            amount: remainder,
            cumulative: cumulative + remainder,
            allocation: Allocation::of(remainder, goal),
        },
        total: GrandTotal {
            gifts: levels.iter().map(|l| l.gifts).sum(),
            prospects: levels.iter().map(|l| l.prospects).sum(),
            amount: goal,
            allocation: Allocation::WHOLE,
        },
        levels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_decisions_example_of_a_one_million_goal_holds() {
        let p = pyramid(M, ProspectRatio::High);
        let rows: Vec<_> = p
            .levels
            .iter()
            .map(|l| {
                (
                    l.gift_amount / 100,
                    l.gifts,
                    l.prospects,
                    l.allocation.screen(),
                )
            })
            .collect();
        assert_eq!(
            rows,
            [
                (250_000, 2, 6, "50.0%".to_string()),
                (100_000, 3, 9, "30.0%".to_string()),
                (25_000, 8, 24, "20.0%".to_string()),
            ]
        );
        assert_eq!(p.various.amount, 0);
        assert_eq!(p.various.count_label(), "-");
        assert_eq!((p.total.gifts, p.total.prospects), (13, 39));
    }

    #[test]
    fn allocations_round_half_up_in_each_precision() {
        let a = Allocation::of(1, 800);
        assert_eq!((a.screen(), a.excel()), ("0.1%".into(), "0.13%".into()));
        assert_eq!(Allocation::WHOLE.screen(), "100.0%");
        assert_eq!(Allocation::WHOLE.excel(), "100.00%");
    }

    proptest::proptest! {
        #[test]
        fn every_rounded_goal_is_shared_out_exactly_and_never_overshot(
            steps in 1i64..=400,
            ratio in proptest::sample::select(vec![3i64, 4, 5]),
        ) {
            let goal = steps * M / 2;
            let ratio = ProspectRatio::from_prospects_per_gift(ratio).unwrap();
            let p = pyramid(goal, ratio);
            let mut cumulative = 0;
            for l in &p.levels {
                proptest::prop_assert!(l.gifts > 0 && LEVELS.contains(&l.gift_amount));
                proptest::prop_assert_eq!(l.amount, l.gifts * l.gift_amount);
                proptest::prop_assert_eq!(l.prospects, l.gifts * ratio.prospects_per_gift());
                cumulative += l.amount;
                proptest::prop_assert_eq!(l.cumulative, cumulative);
            }
            proptest::prop_assert!(cumulative <= goal);
            proptest::prop_assert_eq!(p.various.amount, goal - cumulative);
            proptest::prop_assert_eq!(p.various.cumulative, goal);
            proptest::prop_assert_eq!(p.total.gifts, p.levels.iter().map(|l| l.gifts).sum::<i64>());
        }
    }
}

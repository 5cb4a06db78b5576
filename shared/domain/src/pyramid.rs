//! The gift pyramid's types: the table the screen, the documents and the Excel export read, with
//! its prospect ratio and its allocation percentages (integers: tenths of a percent for the screen
//! and documents, hundredths for Excel, rounded half up; shared/vectors/pyramid.json pins them for
//! the SPA's `lib/pyramid.ts`). The table is made from the plan's gift range chart
//! ([`crate::gift_chart::pyramid`]); the spec's fixed allocation table it replaced is retired
//! (DECISIONS "Gift range chart").

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocations_round_half_up_in_each_precision() {
        let a = Allocation::of(1, 800);
        assert_eq!((a.screen(), a.excel()), ("0.1%".into(), "0.13%".into()));
        assert_eq!(Allocation::WHOLE.screen(), "100.0%");
        assert_eq!(Allocation::WHOLE.excel(), "100.00%");
    }
}

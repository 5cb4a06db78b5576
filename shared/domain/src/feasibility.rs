//! The gift pyramid's feasibility checks (DECISIONS "Gift-pyramid feasibility"; ours): from
//! published gift-range practice, the lead gift is 10 % to 35 % of the goal, the ten largest gifts
//! bring in at least half, and every prospect the pyramid needs has a name. Each check says what
//! to change when it fails.

use crate::money::format_usd;
use crate::pyramid::{Allocation, Pyramid};
use crate::words;

/// Characters per prospect name (`POST /prospects`, `POST /gift-pyramid`).
pub const MAX_PROSPECT_NAME_CHARS: usize = 120;
/// Names per gift level.
pub const MAX_PROSPECT_NAMES_PER_LEVEL: usize = 500;

/// One check beside the pyramid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// `top_gift`, `top_ten` or `prospects_named`.
    pub id: &'static str,
    pub passed: bool,
    pub title: &'static str,
    /// What the figures are, and when the check fails, what to change.
    pub detail: String,
}

/// The lead gift's share of the goal, in tenths of a percent: at least 10 %.
pub const TOP_GIFT_MIN_TENTHS: i64 = 100;
/// … and at most 35 %.
pub const TOP_GIFT_MAX_TENTHS: i64 = 350;
/// The ten largest gifts: at least 50 %.
pub const TOP_TEN_MIN_TENTHS: i64 = 500;

fn percent(amount: i64, goal: i64) -> (i64, String) {
    let a = Allocation::of(amount, goal);
    (a.tenths, a.screen())
}

/// The three checks for a pyramid and the names typed per level (gift amount in cents → names,
/// blank names not counted).
pub fn checks(p: &Pyramid, names: &dyn Fn(i64) -> Vec<String>) -> Vec<Check> {
    vec![top_gift(p), top_ten(p), prospects_named(p, names)]
}

fn top_gift(p: &Pyramid) -> Check {
    let title = "Lead gift is 10% to 35% of the goal";
    let goal = format_usd(p.goal);
    let Some(top) = p.levels.first() else {
        return Check {
            id: "top_gift",
            passed: false,
            title,
            detail: format!(
                "Your {goal} goal has no gift of $25,000 or more. A campaign needs a lead gift of at least {}: name the donor who could give it.",
                format_usd((p.goal + 9) / 10)
            ),
        };
    };
    let (tenths, shown) = percent(top.gift_amount, p.goal);
    let gift = format_usd(top.gift_amount);
    let (passed, detail) = if tenths < TOP_GIFT_MIN_TENTHS {
        (
            false,
            format!(
                "Your largest gift, {gift}, is {shown} of your {goal} goal; a lead gift usually provides 10% to 35%. Seek one lead gift of at least {} before the other asks.",
                format_usd((p.goal + 9) / 10)
            ),
        )
    } else if tenths > TOP_GIFT_MAX_TENTHS {
        (
            false,
            format!(
                "Your largest gift, {gift}, is {shown} of your {goal} goal; above 35% the campaign depends on one donor. Plan a smaller lead gift of at most {} and more gifts at the levels below.",
                format_usd(p.goal * 35 / 100)
            ),
        )
    } else {
        (
            true,
            format!("Your largest gift, {gift}, is {shown} of your {goal} goal."),
        )
    };
    Check {
        id: "top_gift",
        passed,
        title,
        detail,
    }
}

fn top_ten(p: &Pyramid) -> Check {
    let mut left = 10i64;
    let mut sum = 0i64;
    for l in &p.levels {
        let n = l.gifts.min(left);
        sum += n * l.gift_amount;
        left -= n;
        if left == 0 {
            break;
        }
    }
    let (tenths, shown) = percent(sum, p.goal);
    let half = format_usd((p.goal + 1) / 2);
    let passed = tenths >= TOP_TEN_MIN_TENTHS;
    let detail = if passed {
        format!(
            "Your ten largest gifts bring in {} ({shown} of the goal).",
            format_usd(sum)
        )
    } else {
        format!(
            "Your ten largest gifts bring in {} ({shown} of the goal); they usually bring in at least half. Ask for larger gifts at the top so that the ten largest reach {half}.",
            format_usd(sum)
        )
    };
    Check {
        id: "top_ten",
        passed,
        title: "Ten largest gifts bring in at least half",
        detail,
    }
}

fn prospects_named(p: &Pyramid, names: &dyn Fn(i64) -> Vec<String>) -> Check {
    let mut short = Vec::new();
    let (mut named_all, mut needed_all) = (0i64, 0i64);
    for l in &p.levels {
        let named = names(l.gift_amount)
            .iter()
            .take(l.prospects as usize)
            .filter(|n| !words::is_blank(n))
            .count() as i64;
        named_all += named;
        needed_all += l.prospects;
        if named < l.prospects {
            short.push(format!(
                "{}: {named} of {}",
                format_usd(l.gift_amount),
                l.prospects
            ));
        }
    }
    let passed = short.is_empty();
    let detail = if passed {
        format!("Every prospect the pyramid needs has a name ({named_all} of {needed_all}).")
    } else {
        format!(
            "Name a prospect for each box before you ask: {}. Start at the top level with your board.",
            short.join("; ")
        )
    };
    Check {
        id: "prospects_named",
        passed,
        title: "Enough prospects named at each level",
        detail,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pyramid::{ProspectRatio, pyramid};

    const M: i64 = 100_000_000;

    fn riverbend() -> Pyramid {
        pyramid(35 * M / 10, ProspectRatio::Average)
    }

    #[test]
    fn the_riverbend_pyramids_lead_gift_is_too_small_and_says_what_to_seek() {
        let c = checks(&riverbend(), &|_| Vec::new());
        assert_eq!(c[0].id, "top_gift");
        assert!(!c[0].passed);
        assert_eq!(
            c[0].detail,
            "Your largest gift, $250,000, is 7.1% of your $3,500,000 goal; a lead gift usually provides 10% to 35%. Seek one lead gift of at least $350,000 before the other asks."
        );
    }

    #[test]
    fn the_riverbend_pyramids_ten_largest_gifts_bring_in_more_than_half() {
        let c = checks(&riverbend(), &|_| Vec::new());
        assert_eq!(c[1].id, "top_ten");
        assert!(c[1].passed);
        assert_eq!(
            c[1].detail,
            "Your ten largest gifts bring in $1,900,000 (54.3% of the goal)."
        );
    }

    #[test]
    fn a_lead_gift_over_35_percent_is_flagged() {
        // $500,000 goal: one $250,000 gift is 50 %.
        let c = checks(&pyramid(M / 2, ProspectRatio::High), &|_| Vec::new());
        assert!(!c[0].passed);
        assert!(c[0].detail.contains("50.0%"), "{}", c[0].detail);
        assert!(c[0].detail.contains("at most $175,000"), "{}", c[0].detail);
        // $1,000,000: $250,000 is 25 %.
        let c = checks(&pyramid(M, ProspectRatio::High), &|_| Vec::new());
        assert!(c[0].passed, "{}", c[0].detail);
    }

    #[test]
    fn the_names_check_counts_non_blank_names_up_to_the_prospects_needed() {
        let p = riverbend();
        let names = |level: i64| -> Vec<String> {
            match level {
                l if l == 25 * M / 100 => {
                    let mut v: Vec<String> = (0..30).map(|i| format!("Donor {i}")).collect();
                    v[0] = "  ".into();
                    v
                }
                _ => vec![
                    "Riverbend Community Trust".into(),
                    "Okafor & Lee LLP".into(),
                ],
            }
        };
        let c = checks(&p, &names);
        assert_eq!(c[2].id, "prospects_named");
        assert!(!c[2].passed);
        assert_eq!(
            c[2].detail,
            "Name a prospect for each box before you ask: $250,000: 23 of 24; $100,000: 2 of 56; $25,000: 2 of 96. Start at the top level with your board."
        );
        let full = |level: i64| -> Vec<String> {
            let l = p.levels.iter().find(|l| l.gift_amount == level).unwrap();
            (0..l.prospects).map(|i| format!("P{i}")).collect()
        };
        let c = checks(&p, &full);
        assert!(c[2].passed);
        assert_eq!(
            c[2].detail,
            "Every prospect the pyramid needs has a name (176 of 176)."
        );
    }
}

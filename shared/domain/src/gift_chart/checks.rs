//! The checks of any chart, standard or edited: each a plain sentence that says what it found and
//! what to do.

use super::{
    BASE_MAX_TENTHS, BASE_MIN_TENTHS, Chart, LEAD_MAX_TENTHS, LEAD_MIN_TENTHS, TOP_TEN_MIN_TENTHS,
    top_ten_cents, various_label,
};
use crate::money::format_usd;
use crate::pyramid::{Allocation, ProspectRatio};
use serde::Serialize;

/// One check of a chart: what it found, in one plain sentence that says what to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChartCheck {
    /// `lead_gift`, `top_ten`, `base`, `total` or `prospects`.
    pub id: &'static str,
    /// A short title for the screen's list of checks.
    pub title: &'static str,
    pub passed: bool,
    pub message: String,
}

/// Each check's id and its short title, in the checks' order (the screen lists them so; the web
/// reads this table, generated into `closing.ts`).
pub const CHECK_TITLES: [(&str, &str); 5] = [
    ("lead_gift", "Lead gift"),
    ("top_ten", "Top ten gifts"),
    ("base", "Broad base of smaller gifts"),
    ("total", "Chart total"),
    ("prospects", "Prospects named"),
];

fn title(id: &str) -> &'static str {
    CHECK_TITLES
        .iter()
        .find(|(i, _)| *i == id)
        .map_or("", |(_, t)| t)
}

/// The five checks of any chart, at a ratio, given how many prospects the user has named.
pub fn checks(chart: &Chart, ratio: ProspectRatio, named_prospects: i64) -> Vec<ChartCheck> {
    vec![
        lead_check(chart),
        top_ten_check(chart),
        base_check(chart),
        total_check(chart),
        prospects_check(chart, ratio, named_prospects),
    ]
}

fn pct(amount: i64, goal: i64) -> (i64, String) {
    let a = Allocation::of(amount, goal);
    (a.tenths, a.screen())
}

/// `goal × percent / 100`, rounded half up, in cents.
fn share_of(goal: i64, percent: i64) -> i64 {
    (goal * percent + 50) / 100
}

fn lead_check(c: &Chart) -> ChartCheck {
    let goal = c.goal_cents;
    let (min, max) = (
        format_usd(share_of(goal, 10)),
        format_usd(share_of(goal, 35)),
    );
    let g = format_usd(goal);
    let Some(lead) = c
        .rows
        .iter()
        .filter(|r| r.gifts > 0)
        .map(|r| r.amount_cents)
        .max()
    else {
        return ChartCheck {
            id: "lead_gift",
            title: title("lead_gift"),
            passed: false,
            message: format!(
                "Your chart has no gift levels yet: add a top row for the lead gift, the single largest gift that sets the pace for every other donor, of {min} to {max} (10% to 35% of your {g} goal)."
            ),
        };
    };
    let (tenths, shown) = pct(lead, goal);
    let l = format_usd(lead);
    let (passed, message) = if tenths < LEAD_MIN_TENTHS {
        (
            false,
            format!(
                "Your lead gift, the single largest gift, is {l}, only {shown} of your {g} goal; campaigns that succeed start with one gift of at least 10%, so raise the top row to at least {min} and look for the one donor who could give it."
            ),
        )
    } else if tenths > LEAD_MAX_TENTHS {
        (
            false,
            format!(
                "Your lead gift, the single largest gift, is {l}, {shown} of your {g} goal, so the whole campaign would hang on one donor's yes; keep it at or below {max} (35%) and ask for more gifts at the levels below."
            ),
        )
    } else {
        (
            true,
            format!(
                "Your lead gift, the single largest gift, is {l}, {shown} of your {g} goal: within the 10% to 35% that gives a campaign a strong start, so secure it first, before the other asks."
            ),
        )
    };
    ChartCheck {
        id: "lead_gift",
        title: title("lead_gift"),
        passed,
        message,
    }
}

fn top_ten_check(c: &Chart) -> ChartCheck {
    let goal = c.goal_cents;
    let sum = top_ten_cents(&c.rows);
    let (tenths, shown) = pct(sum, goal);
    let s = format_usd(sum);
    let passed = tenths >= TOP_TEN_MIN_TENTHS;
    let message = if passed {
        format!(
            "Your ten largest gifts bring in {s}, {shown} of the goal: at least half, as in most campaigns that succeed, so spend most of your time on these ten asks."
        )
    } else {
        format!(
            "Your ten largest gifts bring in {s}, only {shown} of the goal; in campaigns that succeed they bring in at least half, so ask for larger gifts or more gifts at the top levels until they reach {}.",
            format_usd(share_of(goal, 50))
        )
    };
    ChartCheck {
        id: "top_ten",
        title: title("top_ten"),
        passed,
        message,
    }
}

fn base_check(c: &Chart) -> ChartCheck {
    let goal = c.goal_cents;
    let label = various_label(&c.rows);
    let (tenths, shown) = pct(c.various_cents, goal);
    let v = format_usd(c.various_cents);
    let (min, max) = (
        format_usd(share_of(goal, 5)),
        format_usd(share_of(goal, 20)),
    );
    let (passed, message) = if tenths < BASE_MIN_TENTHS {
        (
            false,
            format!(
                "The {label} row, the many smaller gifts from your wider community, carries {v}, only {shown} of the goal; plan for at least {min} (5%) from them, by asking for fewer gifts at the levels above, so that many people take part and your future donors start here."
            ),
        )
    } else if tenths > BASE_MAX_TENTHS {
        (
            false,
            format!(
                "The {label} row, the many smaller gifts from your wider community, carries {v}, {shown} of the goal, more than the 20% small gifts rarely exceed in a campaign; add gifts at the levels above until this row is at most {max}."
            ),
        )
    } else {
        (
            true,
            format!(
                "The {label} row, the many smaller gifts from your wider community, carries {v}, {shown} of the goal: within the 5% to 20% a broad base of smaller donors usually gives."
            ),
        )
    };
    ChartCheck {
        id: "base",
        title: title("base"),
        passed,
        message,
    }
}

fn total_check(c: &Chart) -> ChartCheck {
    let goal = c.goal_cents;
    let total: i64 = c.rows.iter().map(|r| r.amount_cents * r.gifts).sum::<i64>() + c.various_cents;
    let (t, g) = (format_usd(total), format_usd(goal));
    let diff = format_usd((total - goal).abs());
    let (passed, message) = match total.cmp(&goal) {
        std::cmp::Ordering::Equal => (
            true,
            format!(
                "Your chart adds up to exactly your {g} goal, as the last cumulative figure shows."
            ),
        ),
        std::cmp::Ordering::Less => (
            false,
            format!(
                "Your chart adds up to {t}, {diff} short of your {g} goal; add gifts or raise amounts until the last cumulative figure reaches the goal, or the plan will fall short even if every gift comes in."
            ),
        ),
        std::cmp::Ordering::Greater => (
            false,
            format!(
                "Your chart adds up to {t}, {diff} more than your {g} goal; lower some gifts or the {} row so that the chart plans for the goal exactly.",
                various_label(&c.rows)
            ),
        ),
    };
    ChartCheck {
        id: "total",
        title: title("total"),
        passed,
        message,
    }
}

fn prospects_check(c: &Chart, ratio: ProspectRatio, named: i64) -> ChartCheck {
    let per = ratio.prospects_per_gift();
    let needed: i64 = c.rows.iter().map(|r| r.gifts * per).sum();
    let named = named.max(0);
    let passed = named >= needed;
    let message = if passed {
        format!(
            "You have named {named} prospects (people or organizations who could give at these levels) for the {needed} your chart needs at {per} per gift: enough to start asking, beginning with the largest gift."
        )
    } else {
        format!(
            "Your chart needs {needed} prospects (people or organizations who could give at these levels: {per} for every gift, because most will say no or give less) and you have named {named}; name {} more with your board before you start asking.",
            needed - named
        )
    };
    ChartCheck {
        id: "prospects",
        title: title("prospects"),
        passed,
        message,
    }
}

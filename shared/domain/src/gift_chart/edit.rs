//! A chart the user edited (issue 17 §1): what the editor may send, checked before it is saved.
//! The levels are stored top down (largest amount first), whatever order they were typed in.

use super::{Chart, ChartRow, GOAL_MAX_CENTS, LEAD_SHARE_MAX, LEAD_SHARE_MIN};
use crate::error::DomainError;
use crate::messages as m;

/// Gift levels a chart may have (the standard chart of $100,000,000 has 12).
pub const MAX_LEVELS: usize = 20;
/// Gifts a level may ask for.
pub const MAX_GIFTS_PER_LEVEL: i64 = 10_000;
/// The largest gift amount, and the largest Various row: $100,000,000, in cents.
pub const MAX_AMOUNT_CENTS: i64 = GOAL_MAX_CENTS;

/// The lead-gift share of a request, in whole percent from 10 to 35.
pub fn parse_lead_share(percent: i64) -> Result<u8, DomainError> {
    u8::try_from(percent)
        .ok()
        .filter(|p| (LEAD_SHARE_MIN..=LEAD_SHARE_MAX).contains(p))
        .ok_or_else(|| DomainError::field("leadShare", m::GIFT_CHART_LEAD_SHARE))
}

/// An edited chart's levels (gift amounts in whole dollars) and Various row (dollars), checked:
/// at most 20 levels, each amount $1 to $100,000,000 and its own, 1 to 10,000 gifts each, the
/// Various row $0 to $100,000,000. Answers the levels in cents, largest amount first.
pub fn check_edited(
    levels: &[(i64, i64)],
    various_dollars: i64,
) -> Result<(Vec<ChartRow>, i64), DomainError> {
    if levels.len() > MAX_LEVELS {
        return Err(DomainError::field("levels", m::GIFT_CHART_LEVELS_MAX));
    }
    let max_dollars = MAX_AMOUNT_CENTS / 100;
    let mut rows = Vec::with_capacity(levels.len());
    for &(amount, gifts) in levels {
        if !(1..=max_dollars).contains(&amount) {
            return Err(DomainError::field("levels", m::GIFT_CHART_AMOUNT));
        }
        if !(1..=MAX_GIFTS_PER_LEVEL).contains(&gifts) {
            return Err(DomainError::field("levels", m::GIFT_CHART_GIFTS));
        }
        rows.push(ChartRow {
            amount_cents: amount * 100,
            gifts,
        });
    }
    rows.sort_by_key(|r| std::cmp::Reverse(r.amount_cents));
    if rows
        .windows(2)
        .any(|w| w[0].amount_cents == w[1].amount_cents)
    {
        return Err(DomainError::field("levels", m::GIFT_CHART_SAME_AMOUNT));
    }
    if !(0..=max_dollars).contains(&various_dollars) {
        return Err(DomainError::field("various", m::GIFT_CHART_VARIOUS));
    }
    Ok((rows, various_dollars * 100))
}

/// What levels (whole dollars, gifts) leave of a goal (cents), in whole dollars, at least 0: the
/// Various row of an edited chart saved without one. Any levels are added up (saturating), so
/// this is safe before [`check_edited`] has bounded them.
pub fn rest_of_goal(goal_cents: i64, levels: &[(i64, i64)]) -> i64 {
    let levels: i64 = levels
        .iter()
        .map(|(amount, gifts)| amount.saturating_mul(*gifts).saturating_mul(100))
        .fold(0, i64::saturating_add);
    goal_cents.saturating_sub(levels).max(0) / 100
}

/// The chart of a goal: the edited levels and Various row when the user saved some, else the
/// standard chart of the goal and lead share.
pub fn resolve(goal_cents: i64, lead_share: u8, edited: Option<(&[ChartRow], i64)>) -> Chart {
    match edited {
        Some((rows, various_cents)) => Chart {
            goal_cents,
            rows: rows.to_vec(),
            various_cents,
        },
        None => super::standard_chart(goal_cents, lead_share),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_message(e: DomainError) -> String {
        match e {
            DomainError::Validation { message, fields } => {
                assert_eq!(fields.len(), 1, "{fields:?}");
                message
            }
            other => panic!("not a field error: {other:?}"),
        }
    }

    #[test]
    fn an_edited_chart_is_stored_top_down_in_cents() {
        let (rows, various) =
            check_edited(&[(100_000, 3), (500_000, 1), (250_000, 2)], 350_000).unwrap();
        assert_eq!(
            rows.iter()
                .map(|r| (r.amount_cents, r.gifts))
                .collect::<Vec<_>>(),
            vec![(50_000_000, 1), (25_000_000, 2), (10_000_000, 3)]
        );
        assert_eq!(various, 35_000_000);
        assert_eq!(check_edited(&[], 0).unwrap(), (vec![], 0));
    }

    #[test]
    fn every_bound_of_an_edited_chart_has_its_message() {
        let too_many: Vec<(i64, i64)> = (1..=21).map(|i| (i * 1_000, 1)).collect();
        // (levels, Various row, the message).
        type Case<'a> = (&'a [(i64, i64)], i64, &'a str);
        let cases: [Case; 8] = [
            (&too_many, 0, m::GIFT_CHART_LEVELS_MAX),
            (&[(0, 1)], 0, m::GIFT_CHART_AMOUNT),
            (&[(100_000_001, 1)], 0, m::GIFT_CHART_AMOUNT),
            (&[(1_000, 0)], 0, m::GIFT_CHART_GIFTS),
            (&[(1_000, 10_001)], 0, m::GIFT_CHART_GIFTS),
            (&[(1_000, 1), (1_000, 2)], 0, m::GIFT_CHART_SAME_AMOUNT),
            (&[(1_000, 1)], -1, m::GIFT_CHART_VARIOUS),
            (&[(1_000, 1)], 100_000_001, m::GIFT_CHART_VARIOUS),
        ];
        for (levels, various, message) in cases {
            let e = check_edited(levels, various).unwrap_err();
            assert_eq!(field_message(e), message, "{levels:?} {various}");
        }
        assert!(check_edited(&[(100_000_000, 10_000)], 100_000_000).is_ok());
    }

    #[test]
    fn without_a_various_row_it_is_what_the_levels_leave_of_the_goal() {
        assert_eq!(rest_of_goal(350_000_000, &[(500_000, 2)]), 2_500_000);
        assert_eq!(rest_of_goal(350_000_000, &[(500_000, 7), (1, 1)]), 0);
        assert_eq!(rest_of_goal(350_000_000, &[(i64::MAX, i64::MAX)]), 0);
        assert_eq!(rest_of_goal(350_000_000, &[]), 3_500_000);
    }

    #[test]
    fn the_lead_share_is_10_to_35_percent() {
        assert_eq!(parse_lead_share(10).unwrap(), 10);
        assert_eq!(parse_lead_share(35).unwrap(), 35);
        for bad in [9, 36, -20, 300] {
            assert_eq!(
                field_message(parse_lead_share(bad).unwrap_err()),
                m::GIFT_CHART_LEAD_SHARE
            );
        }
    }

    #[test]
    fn a_chart_never_edited_is_the_standard_chart_of_the_goal() {
        assert_eq!(
            resolve(350_000_000, 20, None),
            super::super::standard_chart(350_000_000, 20)
        );
        let rows = [ChartRow {
            amount_cents: 100_000_000,
            gifts: 2,
        }];
        let edited = resolve(350_000_000, 20, Some((&rows, 150_000_000)));
        assert_eq!(edited.rows, rows.to_vec());
        assert_eq!(
            (edited.goal_cents, edited.various_cents),
            (350_000_000, 150_000_000)
        );
    }
}

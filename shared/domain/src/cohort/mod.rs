//! Funder cohorts (issue 18): a funder sponsors seats for nonprofits, who join with a licence
//! code instead of paying. This module holds the rules every store and screen share: the
//! licence codes ([`code`]), what a cohort may be, and whether a code may be redeemed now, with
//! the words a nonprofit reads when it may not.

pub mod code;
pub mod dashboard;
pub mod guesses;

use crate::messages as m;
use serde::{Deserialize, Serialize};

/// The two ways a funder runs a cohort (spec file 1, "Premium"); stored as `group_coaching` and
/// `self_guided`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CohortKind {
    /// A group coaching cohort: at least [`GROUP_MIN_SEATS`] organizations together.
    GroupCoaching,
    /// A year of self-guided access: [`SELF_GUIDED_MONTHS`] months from the start.
    SelfGuided,
}

/// What the funder of a cohort always sees of an organization in it, said to the nonprofit
/// before it joins (the redeem page) and in Settings, Sharing. The dashboard reads nothing else
/// without the organization's choice: its current module, days idle and being stalled are
/// worked out from the module statuses and the last activity.
pub const FUNDER_SEES: [&str; 5] = [
    "Your organization's name and the date you joined",
    "When someone last worked on your plan",
    "Whether you finished setting up your account (the four onboarding steps)",
    "Each module's status: not started, in progress or complete",
    "How many users your organization has",
];

/// What the funder never sees, whatever the organization shares.
pub const FUNDER_NEVER_SEES: [&str; 3] = [
    "Your answers or drafts",
    "Your prospect or donor names",
    "Your team members' personal details",
];

/// [`FUNDER_NEVER_SEES`] in one sentence, for a list of what the funder sees.
pub const FUNDER_NEVER_SEES_LINE: &str = "Nothing of your answers, drafts, prospect or donor names, or your team members' personal details";

/// The fewest seats of a group coaching cohort (spec file 1: "at least 10 licences").
pub const GROUP_MIN_SEATS: u32 = 10;
/// The most seats of any cohort.
pub const MAX_SEATS: u32 = 5_000;

/// The seat prices the operator may set for a funder, in cents ($1.00 to $100,000.00): a funder
/// is invoiced seats × its price (issue 18 §6).
pub const SEAT_PRICE_CENTS: std::ops::RangeInclusive<i64> = 100..=10_000_000;
/// Why a seat price was refused.
pub const SEAT_PRICE_REFUSED: &str = "A seat's price is between $1.00 and $100,000.00, in cents.";
/// How long self-guided access lasts.
pub const SELF_GUIDED_MONTHS: u32 = 12;

/// A funder's person: the admin runs cohorts, codes, staff and billing; a programme officer
/// reads the cohorts assigned to them. Stored as `admin` and `programme_officer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FunderRole {
    Admin,
    ProgrammeOfficer,
}

impl FunderRole {
    /// The stored and API name.
    pub fn as_str(self) -> &'static str {
        match self {
            FunderRole::Admin => "admin",
            FunderRole::ProgrammeOfficer => "programme_officer",
        }
    }

    pub fn parse(s: &str) -> Option<FunderRole> {
        match s {
            "admin" => Some(FunderRole::Admin),
            "programme_officer" => Some(FunderRole::ProgrammeOfficer),
            _ => None,
        }
    }
}

/// What a nonprofit may choose to share with the funder of its cohort, each on its own, at any
/// time, and withdraw (issue 18 §4). Stored by these names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConsentItem {
    /// The three-year fundraising goal.
    Goal,
    /// Three-year budget totals: expenses and revenue.
    BudgetTotals,
    /// The gift chart's summary: the lead gift, the number of gifts and of levels.
    GiftChart,
}

impl ConsentItem {
    pub const ALL: [ConsentItem; 3] = [
        ConsentItem::Goal,
        ConsentItem::BudgetTotals,
        ConsentItem::GiftChart,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ConsentItem::Goal => "goal",
            ConsentItem::BudgetTotals => "budget_totals",
            ConsentItem::GiftChart => "gift_chart",
        }
    }

    pub fn parse(s: &str) -> Option<ConsentItem> {
        ConsentItem::ALL.into_iter().find(|i| i.as_str() == s)
    }

    /// How the nonprofit's consent screen names it.
    pub fn label(self) -> &'static str {
        match self {
            ConsentItem::Goal => "Your three-year fundraising goal",
            ConsentItem::BudgetTotals => {
                "Your budget totals (expenses and revenue over three years)"
            }
            ConsentItem::GiftChart => {
                "Your gift chart's summary (the lead gift and how many gifts it takes)"
            }
        }
    }
}

/// Whether a code may be used now, as its funder set it; stored as `active`, `paused` and
/// `revoked`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CodeState {
    Active,
    /// Held by the funder for now; it may be resumed.
    Paused,
    /// Withdrawn for good.
    Revoked,
}

/// What a redemption is checked against: the code as stored and its cohort's seats and dates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redeemable<'a> {
    pub state: CodeState,
    /// Unix seconds after which the code no longer works (the cohort's end when not set).
    pub expires_at: Option<i64>,
    /// A single-use code is for one e-mail address (lower case); a cohort code for anyone.
    pub for_email: Option<&'a str>,
    /// The organization a single-use code was redeemed by.
    pub used_by: Option<&'a str>,
    pub seats: u32,
    pub seats_used: u32,
    /// Unix seconds: the cohort's end (access ends then).
    pub cohort_ends_at: i64,
    /// The organization that already holds a seat of this cohort through this code, if the
    /// redeeming organization does.
    pub already_redeemed: bool,
}

/// A redemption that may go ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redemption {
    /// A new seat is taken.
    New,
    /// The organization already holds its seat: nothing more is taken (a retry, a second click).
    Again,
}

/// Why a code cannot be redeemed now, in the order they are checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    Revoked,
    Expired,
    Paused,
    NotForThisEmail,
    AlreadyUsed,
    Full,
}

impl Refusal {
    /// What the nonprofit reads.
    pub fn message(self) -> &'static str {
        match self {
            Refusal::Revoked => m::LICENCE_REVOKED,
            Refusal::Expired => m::LICENCE_EXPIRED,
            Refusal::Paused => m::LICENCE_PAUSED,
            Refusal::NotForThisEmail => m::LICENCE_NOT_FOR_THIS_EMAIL,
            Refusal::AlreadyUsed => m::LICENCE_ALREADY_USED,
            Refusal::Full => m::LICENCE_FULL,
        }
    }
}

/// Whether `email`'s organization may redeem the code at `now` (Unix seconds). An organization
/// that already holds its seat always may (the same answer again, nothing taken twice), unless
/// the funder has since revoked the code or the cohort has ended.
pub fn check(r: &Redeemable, email: &str, now: i64) -> Result<Redemption, Refusal> {
    if r.state == CodeState::Revoked {
        return Err(Refusal::Revoked);
    }
    let ends = r
        .expires_at
        .unwrap_or(r.cohort_ends_at)
        .min(r.cohort_ends_at);
    if now >= ends {
        return Err(Refusal::Expired);
    }
    if r.already_redeemed {
        return Ok(Redemption::Again);
    }
    if r.state == CodeState::Paused {
        return Err(Refusal::Paused);
    }
    if let Some(to) = r.for_email
        && !to.eq_ignore_ascii_case(email.trim())
    {
        return Err(Refusal::NotForThisEmail);
    }
    if r.used_by.is_some() {
        return Err(Refusal::AlreadyUsed);
    }
    if r.seats_used >= r.seats {
        return Err(Refusal::Full);
    }
    Ok(Redemption::New)
}

/// Why a cohort as a funder admin typed it cannot be saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CohortProblem {
    Name,
    Seats,
    GroupTooSmall,
    Dates,
}

impl CohortProblem {
    pub fn message(self) -> &'static str {
        match self {
            CohortProblem::Name => m::COHORT_NAME,
            CohortProblem::Seats => m::COHORT_SEATS,
            CohortProblem::GroupTooSmall => m::COHORT_GROUP_TOO_SMALL,
            CohortProblem::Dates => m::COHORT_DATES,
        }
    }
}

/// The checks of a new cohort: a name of 1–120 characters, 1–[`MAX_SEATS`] seats (at least
/// [`GROUP_MIN_SEATS`] for group coaching), and an end after its start.
pub fn check_cohort(
    kind: CohortKind,
    name: &str,
    seats: u32,
    starts_at: i64,
    ends_at: i64,
) -> Result<(), CohortProblem> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 120 {
        return Err(CohortProblem::Name);
    }
    if seats == 0 || seats > MAX_SEATS {
        return Err(CohortProblem::Seats);
    }
    if kind == CohortKind::GroupCoaching && seats < GROUP_MIN_SEATS {
        return Err(CohortProblem::GroupTooSmall);
    }
    if ends_at <= starts_at {
        return Err(CohortProblem::Dates);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;

    fn open() -> Redeemable<'static> {
        Redeemable {
            state: CodeState::Active,
            expires_at: None,
            for_email: None,
            used_by: None,
            seats: 10,
            seats_used: 3,
            cohort_ends_at: NOW + 86_400,
            already_redeemed: false,
        }
    }

    #[test]
    fn an_open_code_takes_a_seat_and_a_second_try_takes_none() {
        assert_eq!(
            check(&open(), "dana@riverbend.org", NOW),
            Ok(Redemption::New)
        );
        let again = Redeemable {
            already_redeemed: true,
            seats_used: 10,
            state: CodeState::Paused,
            ..open()
        };
        assert_eq!(
            check(&again, "dana@riverbend.org", NOW),
            Ok(Redemption::Again)
        );
    }

    #[test]
    fn each_refusal_has_its_reason_checked_in_order() {
        let cases = [
            (
                Redeemable {
                    state: CodeState::Revoked,
                    expires_at: Some(NOW),
                    ..open()
                },
                Refusal::Revoked,
            ),
            (
                Redeemable {
                    state: CodeState::Paused,
                    expires_at: Some(NOW),
                    ..open()
                },
                Refusal::Expired,
            ),
            (
                Redeemable {
                    expires_at: Some(NOW),
                    ..open()
                },
                Refusal::Expired,
            ),
            (
                Redeemable {
                    state: CodeState::Paused,
                    seats_used: 10,
                    ..open()
                },
                Refusal::Paused,
            ),
            (
                Redeemable {
                    cohort_ends_at: NOW - 1,
                    expires_at: Some(NOW + 5),
                    ..open()
                },
                Refusal::Expired,
            ),
            (
                Redeemable {
                    for_email: Some("mia@riverbend.org"),
                    ..open()
                },
                Refusal::NotForThisEmail,
            ),
            (
                Redeemable {
                    for_email: Some("dana@riverbend.org"),
                    used_by: Some("o2"),
                    ..open()
                },
                Refusal::AlreadyUsed,
            ),
            (
                Redeemable {
                    seats_used: 10,
                    ..open()
                },
                Refusal::Full,
            ),
        ];
        for (r, refusal) in cases {
            assert_eq!(check(&r, "Dana@Riverbend.org ", NOW), Err(refusal), "{r:?}");
            assert!(!refusal.message().is_empty());
        }
        // A revoked code or an ended cohort ends even a seat already held.
        let held = Redeemable {
            already_redeemed: true,
            ..open()
        };
        assert_eq!(
            check(
                &Redeemable {
                    state: CodeState::Revoked,
                    ..held.clone()
                },
                "dana@riverbend.org",
                NOW
            ),
            Err(Refusal::Revoked)
        );
        assert_eq!(
            check(&held, "dana@riverbend.org", NOW + 86_400),
            Err(Refusal::Expired)
        );
    }

    #[test]
    fn a_single_use_code_is_for_its_address_in_any_case() {
        let mine = Redeemable {
            for_email: Some("dana@riverbend.org"),
            ..open()
        };
        assert_eq!(check(&mine, "DANA@riverbend.org", NOW), Ok(Redemption::New));
    }

    #[test]
    fn a_cohort_needs_a_name_seats_a_group_of_ten_and_an_end_after_its_start() {
        use CohortKind::*;
        assert_eq!(
            check_cohort(GroupCoaching, "Spring 2027 cohort", 12, 0, 1),
            Ok(())
        );
        assert_eq!(check_cohort(SelfGuided, "Rural libraries", 1, 0, 1), Ok(()));
        assert_eq!(
            check_cohort(SelfGuided, "  ", 5, 0, 1),
            Err(CohortProblem::Name)
        );
        assert_eq!(
            check_cohort(SelfGuided, &"x".repeat(121), 5, 0, 1),
            Err(CohortProblem::Name)
        );
        assert_eq!(
            check_cohort(SelfGuided, "A", 0, 0, 1),
            Err(CohortProblem::Seats)
        );
        assert_eq!(
            check_cohort(SelfGuided, "A", MAX_SEATS + 1, 0, 1),
            Err(CohortProblem::Seats)
        );
        assert_eq!(
            check_cohort(GroupCoaching, "A", 9, 0, 1),
            Err(CohortProblem::GroupTooSmall)
        );
        assert_eq!(
            check_cohort(SelfGuided, "A", 5, 10, 10),
            Err(CohortProblem::Dates)
        );
        for p in [
            CohortProblem::Name,
            CohortProblem::Seats,
            CohortProblem::GroupTooSmall,
            CohortProblem::Dates,
        ] {
            assert!(!p.message().is_empty());
        }
    }
}

//! Due dates of assignments (issue 19 §3): the day a module or section should be done, and which
//! reminder it calls for on a given day. Days are calendar days in UTC, written `2027-03-12`.
//!
//! - two days before, or the day before when the date was set later: "due soon", once per due
//!   date and assignee;
//! - on the day: "due today", once;
//! - after it, while not done: listed in the owner's weekly summary of what is overdue.
//!
//! Nothing is sent about a module or section marked completed (or a skipped module).

use time::{Date, Duration, OffsetDateTime};

/// How many days before its due date an assignee is first reminded.
pub const DAYS_BEFORE: i64 = 2;

/// How far in the past a due date may be set: a day, for the user west of UTC whose today is
/// still UTC's yesterday.
const PAST_SLACK_DAYS: i64 = 1;

/// The latest due date accepted: five years ahead (a plan is revised every year).
const MAX_DAYS_AHEAD: i64 = 5 * 366;

/// A day written `YYYY-MM-DD`, if it is one.
pub fn parse_day(s: &str) -> Option<Date> {
    Date::parse(
        s.trim(),
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .ok()
}

/// The day (UTC) of an instant.
pub fn day_of(epoch_seconds: i64) -> Date {
    OffsetDateTime::from_unix_timestamp(epoch_seconds)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
        .date()
}

/// A day as `YYYY-MM-DD`.
pub fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month() as u8, d.day())
}

/// A day as the e-mails write it: "Friday, March 12, 2027".
pub fn long_day(d: Date) -> String {
    format!("{}, {} {}, {}", d.weekday(), d.month(), d.day(), d.year())
}

/// The ISO week of an instant (`2026-W48`): what is sent once a week is sent once per week.
pub fn iso_week(epoch_seconds: i64) -> String {
    let t =
        OffsetDateTime::from_unix_timestamp(epoch_seconds).unwrap_or(OffsetDateTime::UNIX_EPOCH);
    let (year, week, _) = t.to_iso_week_date();
    format!("{year}-W{week:02}")
}

/// Whether a weekly e-mail that goes out on Mondays at `hour` (UTC) is due at `now`: from then
/// to the end of Sunday.
pub fn week_under_way(epoch_seconds: i64, hour: u8) -> bool {
    let t =
        OffsetDateTime::from_unix_timestamp(epoch_seconds).unwrap_or(OffsetDateTime::UNIX_EPOCH);
    !(t.weekday() == time::Weekday::Monday && t.hour() < hour)
}

/// Why a due date given by a user is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadDue {
    /// Not a `YYYY-MM-DD` day.
    NotADay,
    /// Before yesterday.
    Past,
    /// More than five years ahead.
    TooFar,
}

/// The due date a user gave, checked against `today`.
pub fn check_due(s: &str, today: Date) -> Result<Date, BadDue> {
    let d = parse_day(s).ok_or(BadDue::NotADay)?;
    if d < today - Duration::days(PAST_SLACK_DAYS) {
        return Err(BadDue::Past);
    }
    if d > today + Duration::days(MAX_DAYS_AHEAD) {
        return Err(BadDue::TooFar);
    }
    Ok(d)
}

/// What a due date calls for on `today`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reminder {
    /// Due in `days` (1 or 2) days: the assignees' "due soon" e-mail.
    Soon { days: i64 },
    /// Due today: the assignees' "due today" e-mail.
    Today,
    /// Past its day by `days`: in the owner's weekly summary.
    Overdue { days: i64 },
}

impl Reminder {
    /// The kind, as the sent marker names it (`soon`, `today`).
    pub fn marker(self) -> &'static str {
        match self {
            Reminder::Soon { .. } => "soon",
            Reminder::Today => "today",
            Reminder::Overdue { .. } => "overdue",
        }
    }
}

/// The reminder a due date calls for on `today`, if any.
pub fn reminder(due: Date, today: Date) -> Option<Reminder> {
    let days = (due - today).whole_days();
    match days {
        0 => Some(Reminder::Today),
        1..=DAYS_BEFORE => Some(Reminder::Soon { days }),
        d if d < 0 => Some(Reminder::Overdue { days: -d }),
        _ => None,
    }
}

/// "in 2 days", "tomorrow", "today": when a due date falls, from today.
pub fn when(r: Reminder) -> String {
    match r {
        Reminder::Soon { days: 1 } => "tomorrow".into(),
        Reminder::Soon { days } => format!("in {days} days"),
        Reminder::Today => "today".into(),
        Reminder::Overdue { days: 1 } => "1 day overdue".into(),
        Reminder::Overdue { days } => format!("{days} days overdue"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn a_due_date_calls_for_a_reminder_two_days_before_one_on_the_day_then_the_summary() {
        let due = date!(2027 - 03 - 12);
        let on = |d: Date| reminder(due, d);
        assert_eq!(on(date!(2027 - 03 - 09)), None);
        assert_eq!(on(date!(2027 - 03 - 10)), Some(Reminder::Soon { days: 2 }));
        assert_eq!(on(date!(2027 - 03 - 11)), Some(Reminder::Soon { days: 1 }));
        assert_eq!(on(date!(2027 - 03 - 12)), Some(Reminder::Today));
        assert_eq!(
            on(date!(2027 - 03 - 15)),
            Some(Reminder::Overdue { days: 3 })
        );
        assert_eq!(when(Reminder::Soon { days: 2 }), "in 2 days");
        assert_eq!(when(Reminder::Soon { days: 1 }), "tomorrow");
        assert_eq!(when(Reminder::Overdue { days: 1 }), "1 day overdue");
    }

    #[test]
    fn a_given_due_date_must_be_a_day_from_yesterday_to_five_years_ahead() {
        let today = date!(2026 - 11 - 28);
        assert_eq!(check_due("2027-03-12", today), Ok(date!(2027 - 03 - 12)));
        assert_eq!(check_due(" 2026-11-27 ", today), Ok(date!(2026 - 11 - 27)));
        assert_eq!(check_due("2026-11-26", today), Err(BadDue::Past));
        assert_eq!(check_due("2026-02-30", today), Err(BadDue::NotADay));
        assert_eq!(check_due("12/03/2027", today), Err(BadDue::NotADay));
        assert_eq!(check_due("", today), Err(BadDue::NotADay));
        assert_eq!(check_due("2033-01-01", today), Err(BadDue::TooFar));
    }

    #[test]
    fn days_are_written_as_the_api_and_the_e_mails_write_them() {
        let d = date!(2027 - 03 - 12);
        assert_eq!(iso(d), "2027-03-12");
        assert_eq!(long_day(d), "Friday, March 12, 2027");
        assert_eq!(day_of(1_795_000_000), date!(2026 - 11 - 18));
    }

    #[test]
    fn a_weekly_e_mail_is_due_from_monday_at_its_hour_to_the_end_of_sunday() {
        // Monday 30 November 2026, 00:00 UTC.
        let monday = 1_795_996_800;
        assert_eq!(iso_week(monday), "2026-W49");
        assert_eq!(iso_week(monday - 1), "2026-W48");
        assert!(!week_under_way(monday + 12 * 3600, 13));
        assert!(week_under_way(monday + 13 * 3600, 13));
        assert!(week_under_way(monday + 6 * 86_400 + 23 * 3600, 13));
    }
}

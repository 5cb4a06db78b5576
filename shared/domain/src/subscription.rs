//! Subscription state, changed only by verified payment webhooks (docs/decisions.md).

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Subscription {
    pub plan: String,
    pub term: String,
    /// The provider's status: active, trialing, past_due, canceled, unpaid, incomplete…
    pub provider_status: String,
    pub provider_subscription_id: String,
    pub start: i64,
    pub end: i64,
    /// `created` of the newest provider event applied; older events change nothing.
    pub last_event_at: i64,
}

impl Subscription {
    /// Active: the provider says active (or trialing) and the paid period has not ended.
    pub fn is_active(&self, now: OffsetDateTime) -> bool {
        self.is_active_at(now.unix_timestamp())
    }

    /// [`Subscription::is_active`] at `now` in Unix seconds.
    pub fn is_active_at(&self, now: i64) -> bool {
        matches!(self.provider_status.as_str(), "active" | "trialing") && self.end > now
    }

    /// What the API shows: `active` or `inactive`.
    pub fn status(&self, now: OffsetDateTime) -> &'static str {
        if self.is_active(now) {
            "active"
        } else {
            "inactive"
        }
    }
}

/// `active` or `inactive` for an optional subscription.
pub fn status_of(sub: Option<&Subscription>, now: OffsetDateTime) -> &'static str {
    sub.map_or("inactive", |s| s.status(now))
}

/// A moment as RFC 3339 (UTC, `2026-11-21T12:00:00Z`); none for epoch seconds out of range,
/// which no clock gives.
pub fn rfc3339(epoch: i64) -> Option<String> {
    OffsetDateTime::from_unix_timestamp(epoch)
        .ok()?
        .format(&time::format_description::well_known::Rfc3339)
        .ok()
}

/// A date as `YYYY-MM-DD` (UTC); the client shows it in US long format.
pub fn iso_date(epoch: i64) -> String {
    OffsetDateTime::from_unix_timestamp(epoch)
        .map(|t| format!("{:04}-{:02}-{:02}", t.year(), t.month() as u8, t.day()))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn a_moment_is_written_in_rfc_3339_utc() {
        assert_eq!(
            rfc3339(1_795_262_400).as_deref(),
            Some("2026-11-21T12:00:00Z")
        );
        assert_eq!(rfc3339(0).as_deref(), Some("1970-01-01T00:00:00Z"));
        assert_eq!(rfc3339(i64::MAX), None);
    }

    fn sub(status: &str, end: i64) -> Subscription {
        Subscription {
            plan: "pro".into(),
            term: "month".into(),
            provider_status: status.into(),
            provider_subscription_id: "sub_1".into(),
            start: 0,
            end,
            last_event_at: 0,
        }
    }

    #[test]
    fn a_subscription_is_active_until_its_end_date() {
        let now = datetime!(2026-11-21 12:00 UTC);
        assert!(sub("active", now.unix_timestamp() + 1).is_active(now));
        assert!(!sub("active", now.unix_timestamp()).is_active(now));
        assert!(!sub("canceled", now.unix_timestamp() + 100).is_active(now));
        assert_eq!(status_of(None, now), "inactive");
    }

    #[test]
    fn dates_are_shown_as_iso_days() {
        assert_eq!(
            iso_date(datetime!(2026-02-03 23:59 UTC).unix_timestamp()),
            "2026-02-03"
        );
    }
}

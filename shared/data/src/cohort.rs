//! Funder cohorts in the store (issue 18): the funder, its cohorts, the licence codes that open
//! them, and a redemption, which takes a seat in one transaction.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | funder | `FUNDER#<funder>` | `FUNDER` | `name`, `created_at`, `seat_price_cents?`, `billing_email?`, `customer_id?` |
//! | cohort | `FUNDER#<funder>` | `COHORT#<cohort>` | `name`, `kind`, `seats`, `used`, `starts_at`, `ends_at`, `kickoff_at?`, `created_at` |
//! | seat | `FUNDER#<funder>` | `COHORT#<cohort>#SEAT#<org>` | `org_id`, `code`, `email`, `at` |
//! | code | `CODE#<code>` | `CODE` | `funder_id`, `cohort_id`, `state`, `expires_at?`, `for_email?`, `used_by?`, `created_at`; GSI1 `FUNDER#<funder>#COHORT#<cohort>` / the code |
//! | sponsorship | `ORG#<org>` | `SPONSOR` | `funder_id`, `cohort_id`, `code`, `redeemed_at`, `ends_at` |
//!
//! A redemption also writes the organization's subscription (`ORG#<org>` / `SUBSCRIPTION`):
//! Premium, term `cohort`, active until the cohort ends, provider id `cohort:<funder>/<cohort>`
//! ([`sponsored_subscription`]), so the payment gate and the subscription screens need nothing
//! new.
//!
//! A code is found by its own partition (the canonical code, `fundplan_domain::cohort::code`).
//! The cohort's `used` is its seat counter: a redemption takes a seat with one bounded
//! increment (`WriteOp::Bump`, `used < seats`) in the same transaction that writes the seat,
//! the organization's sponsorship and, for a single-use code, who used it; so two organizations
//! never take the last seat twice, and a retry by the same organization takes none.

use crate::record::{Record, Versioned, org_pk};
use crate::repo::get;
use crate::scope::OrgScope;
use crate::subscription::{subscription_item, subscription_key};
use fundplan_domain::cohort::code::LicenceCode;
use fundplan_domain::cohort::{self, CodeState, CohortKind, Redeemable, Redemption, Refusal};
use fundplan_domain::subscription::Subscription;
use fundplan_ports::table::{Condition, Item, Key, StoreError, Table, WriteOp};
use serde::{Deserialize, Serialize};

/// The partition of a funder's items.
pub fn funder_pk(funder_id: &str) -> String {
    format!("FUNDER#{funder_id}")
}

/// A funder: an organization that sponsors seats for nonprofits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunderRecord {
    pub name: String,
    pub created_at: i64,
    /// The price of a seat in cents, set by the operator (Premium is priced by contact); none
    /// yet: the funder's invoices wait (`crate::invoices`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_price_cents: Option<i64>,
    /// Where invoices are sent: the first admin's address unless the operator set another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_email: Option<String>,
    /// The payment provider's customer, made with the first invoice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customer_id: Option<String>,
}

impl Record for FunderRecord {
    const ENTITY: &'static str = "funder";
}

impl FunderRecord {
    pub fn key(funder_id: &str) -> Key {
        Key::new(funder_pk(funder_id), "FUNDER")
    }

    /// The GSI1 partition listing every funder (the weekly digest goes through them).
    pub const INDEX: &'static str = "FUNDERS";

    /// The item, listed under [`FunderRecord::INDEX`].
    pub fn to_item(&self, funder_id: &str, version: u64) -> Item {
        self.encode(Self::key(funder_id), version)
            .with_gsi1(Key::new(Self::INDEX, funder_id))
    }
}

/// A cohort and its seat counter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CohortRecord {
    pub name: String,
    pub kind: CohortKind,
    pub seats: u32,
    /// Seats taken (only a redemption's bounded increment raises it).
    pub used: u32,
    pub starts_at: i64,
    pub ends_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kickoff_at: Option<i64>,
    pub created_at: i64,
    /// Days without activity after which the dashboard calls an organization stalled.
    #[serde(default = "stalled_after_days")]
    pub stalled_after_days: u32,
}

fn stalled_after_days() -> u32 {
    fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS
}

impl Record for CohortRecord {
    const ENTITY: &'static str = "cohort";
}

impl CohortRecord {
    pub fn key(funder_id: &str, cohort_id: &str) -> Key {
        Key::new(funder_pk(funder_id), format!("COHORT#{cohort_id}"))
    }
}

/// A licence code: a cohort code (anyone, until the seats run out) or a single-use code for
/// one e-mail address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeRecord {
    pub funder_id: String,
    pub cohort_id: String,
    pub state: CodeState,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<i64>,
    /// A single-use code's address, lower case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_email: Option<String>,
    /// The organization that used a single-use code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used_by: Option<String>,
    pub created_at: i64,
}

impl Record for CodeRecord {
    const ENTITY: &'static str = "licence code";
}

impl CodeRecord {
    pub fn key(code: &LicenceCode) -> Key {
        Key::new(format!("CODE#{}", code.as_str()), "CODE")
    }

    /// The index key that lists a cohort's codes (GSI1: `FUNDER#<funder>#COHORT#<cohort>`,
    /// the code).
    pub fn cohort_index(funder_id: &str, cohort_id: &str, code: &LicenceCode) -> Key {
        Key::new(
            format!("FUNDER#{funder_id}#COHORT#{cohort_id}"),
            code.as_str(),
        )
    }

    /// The item, listed under its cohort.
    pub fn to_item(&self, code: &LicenceCode, version: u64) -> Item {
        self.encode(Self::key(code), version)
            .with_gsi1(Self::cohort_index(&self.funder_id, &self.cohort_id, code))
    }
}

/// A seat of a cohort, held by one organization.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub org_id: String,
    /// The code it was taken with (canonical).
    pub code: String,
    pub email: String,
    pub at: i64,
}

impl Record for SeatRecord {
    const ENTITY: &'static str = "cohort seat";
}

impl SeatRecord {
    pub fn key(funder_id: &str, cohort_id: &str, org_id: &str) -> Key {
        Key::new(
            funder_pk(funder_id),
            format!("COHORT#{cohort_id}#SEAT#{org_id}"),
        )
    }
}

/// The organization's sponsored seat: which funder and cohort pay for it, until when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SponsorRecord {
    pub funder_id: String,
    pub cohort_id: String,
    pub code: String,
    pub redeemed_at: i64,
    pub ends_at: i64,
}

impl Record for SponsorRecord {
    const ENTITY: &'static str = "sponsorship";
}

impl SponsorRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "SPONSOR")
    }
}

/// Why a redemption did not go through.
#[derive(Debug, thiserror::Error)]
pub enum RedeemError {
    /// No such code.
    #[error("{}", fundplan_domain::messages::LICENCE_UNKNOWN)]
    Unknown,
    #[error("{}", .0.message())]
    Refused(Refusal),
    /// The organization holds a seat of another cohort that has not ended.
    #[error("{}", fundplan_domain::messages::LICENCE_SPONSORED_ELSEWHERE)]
    SponsoredElsewhere,
    /// The organization pays for an active subscription.
    #[error("{}", fundplan_domain::messages::LICENCE_PAID_SUBSCRIPTION)]
    PaidSubscription,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A redemption that went through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redeemed {
    pub redemption: Redemption,
    pub sponsor: SponsorRecord,
    /// The funder's and the cohort's names, for the nonprofit's welcome.
    pub funder_name: String,
    pub cohort_name: String,
}

/// The provider id of a sponsored subscription (`cohort:<funder>/<cohort>`).
pub fn sponsored_subscription_id(funder_id: &str, cohort_id: &str) -> String {
    format!("cohort:{funder_id}/{cohort_id}")
}

/// Whether a subscription is a sponsored seat (not one paid through the payment provider).
pub fn is_sponsored(sub: &Subscription) -> bool {
    sub.provider_subscription_id.starts_with("cohort:")
}

/// The subscription a seat gives: Premium, active from `now` until the cohort ends.
pub fn sponsored_subscription(sponsor: &SponsorRecord, now: i64) -> Subscription {
    Subscription {
        plan: "premium".into(),
        term: "cohort".into(),
        provider_status: "active".into(),
        provider_subscription_id: sponsored_subscription_id(&sponsor.funder_id, &sponsor.cohort_id),
        start: now,
        end: sponsor.ends_at,
        last_event_at: now,
    }
}

/// Moves the end of the organization's seat (sponsorship and subscription) to `ends_at`, when
/// its subscription is still the seat `provider_id` and ends earlier (a cohort extended).
pub async fn extend_seat(
    org: &OrgScope,
    provider_id: &str,
    ends_at: i64,
) -> Result<(), StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let mut retry = crate::repo::Retry::new(format!("seat of {org_id}"));
    loop {
        let (sponsor_key, sub_key) = (SponsorRecord::key(org_id), subscription_key(org_id));
        let (sponsor, sub) = tokio::try_join!(
            get::<SponsorRecord>(table, &sponsor_key),
            get::<Subscription>(table, &sub_key),
        )?;
        let (Some(sponsor), Some(sub)) = (sponsor, sub) else {
            return Ok(());
        };
        if sub.value.provider_subscription_id != provider_id || sub.value.end >= ends_at {
            return Ok(());
        }
        let mut next_sub = sub.value.clone();
        next_sub.end = ends_at;
        let mut next_sponsor = sponsor.value.clone();
        next_sponsor.ends_at = ends_at;
        let ops = vec![
            WriteOp::Put {
                item: subscription_item(org_id, &next_sub, sub.version + 1),
                condition: Condition::VersionIs(sub.version),
            },
            WriteOp::Put {
                item: next_sponsor.encode(sponsor_key, sponsor.version + 1),
                condition: Condition::VersionIs(sponsor.version),
            },
        ];
        match table.transact(ops).await {
            Ok(()) => return Ok(()),
            Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
            Err(e) => return Err(e),
        }
    }
}

/// The funder and cohort of the organization's seat (their names), when it holds one.
pub async fn sponsorship(org: &OrgScope) -> Result<Option<(String, String)>, StoreError> {
    let table = org.table();
    let Some(sponsor) = get::<SponsorRecord>(table, &SponsorRecord::key(org.org_id())).await?
    else {
        return Ok(None);
    };
    let s = sponsor.value;
    let (funder_key, cohort_key) = (
        FunderRecord::key(&s.funder_id),
        CohortRecord::key(&s.funder_id, &s.cohort_id),
    );
    let (funder, cohort) = tokio::try_join!(
        get::<FunderRecord>(table, &funder_key),
        get::<CohortRecord>(table, &cohort_key),
    )?;
    Ok(Some((
        funder.map(|f| f.value.name).unwrap_or_default(),
        cohort.map(|c| c.value.name).unwrap_or_default(),
    )))
}

/// How many times a redemption starts over when its code changed under it (a pause, a revoke
/// or another organization's use between the read and the write).
const REDEEM_ATTEMPTS: u32 = 4;

/// Redeems `code` for the organization `org`, whose user `email` typed it, at `now`: one
/// transaction takes a seat (a bounded increment of the cohort's counter), writes the seat, the
/// organization's sponsorship and its Premium subscription, and marks a single-use code used.
/// The same organization redeeming again takes nothing more. An organization that pays for an
/// active subscription, or holds a seat of another cohort that has not ended, is refused.
pub async fn redeem(
    org: &OrgScope,
    code: &LicenceCode,
    email: &str,
    now: i64,
) -> Result<Redeemed, RedeemError> {
    let table = org.table();
    let org_id = org.org_id();
    let email = email.trim().to_lowercase();
    let mut attempt = 0;
    loop {
        let stored: Versioned<CodeRecord> = get(table, &CodeRecord::key(code))
            .await?
            .ok_or(RedeemError::Unknown)?;
        let c = &stored.value;
        let cohort_key = CohortRecord::key(&c.funder_id, &c.cohort_id);
        let seat_key = SeatRecord::key(&c.funder_id, &c.cohort_id, org_id);
        // The cohort, the organization's seat in it, its sponsorship and its subscription,
        // read together.
        let (sponsor_key, sub_key) = (SponsorRecord::key(org_id), subscription_key(org_id));
        let funder_key = FunderRecord::key(&c.funder_id);
        let (funder, cohort, seat, current_sponsor, subscription) = tokio::try_join!(
            get::<FunderRecord>(table, &funder_key),
            get::<CohortRecord>(table, &cohort_key),
            table.get(&seat_key),
            get::<SponsorRecord>(table, &sponsor_key),
            get::<Subscription>(table, &sub_key),
        )?;
        let cohort = cohort.ok_or(RedeemError::Unknown)?.value;
        let funder_name = funder.map(|f| f.value.name).unwrap_or_default();
        let names = |redemption, sponsor| Redeemed {
            redemption,
            sponsor,
            funder_name: funder_name.clone(),
            cohort_name: cohort.name.clone(),
        };
        let held = seat.is_some();
        let sponsor = SponsorRecord {
            funder_id: c.funder_id.clone(),
            cohort_id: c.cohort_id.clone(),
            code: code.as_str().to_owned(),
            redeemed_at: now,
            ends_at: cohort.ends_at,
        };
        let verdict = cohort::check(
            &Redeemable {
                state: c.state,
                expires_at: c.expires_at,
                for_email: c.for_email.as_deref(),
                used_by: c.used_by.as_deref(),
                seats: cohort.seats,
                seats_used: cohort.used,
                cohort_ends_at: cohort.ends_at,
                already_redeemed: held,
            },
            &email,
            now,
        )
        .map_err(RedeemError::Refused)?;
        if verdict == Redemption::Again {
            return Ok(names(
                Redemption::Again,
                current_sponsor.map_or(sponsor, |s| s.value),
            ));
        }
        if let Some(s) = &subscription
            && !is_sponsored(&s.value)
            && s.value.is_active_at(now)
        {
            return Err(RedeemError::PaidSubscription);
        }
        if let Some(s) = &current_sponsor
            && s.value.ends_at > now
        {
            // A sponsorship of this very cohort without the seat read beside it: the same
            // organization's other request committed between the two reads. Read again (it
            // answers as the same redemption).
            if s.value.funder_id == c.funder_id
                && s.value.cohort_id == c.cohort_id
                && attempt + 1 < REDEEM_ATTEMPTS
            {
                attempt += 1;
                continue;
            }
            return Err(RedeemError::SponsoredElsewhere);
        }
        let (sponsor_version, sponsor_condition) = next_version(current_sponsor.as_ref());
        let (sub_version, sub_condition) = next_version(subscription.as_ref());
        // The code as read: a single-use code records who used it, a cohort code must still
        // be as it was (not paused or revoked meanwhile).
        let code_op = if c.for_email.is_some() {
            let mut used = c.clone();
            used.used_by = Some(org_id.to_owned());
            WriteOp::Put {
                item: used.to_item(code, stored.version + 1),
                condition: Condition::VersionIs(stored.version),
            }
        } else {
            WriteOp::Check {
                key: CodeRecord::key(code),
                condition: Condition::VersionIs(stored.version),
            }
        };
        let seat = SeatRecord {
            org_id: org_id.to_owned(),
            code: code.as_str().to_owned(),
            email: email.clone(),
            at: now,
        };
        let ops = vec![
            WriteOp::Bump {
                key: cohort_key,
                counter: "used".into(),
                limit: "seats".into(),
            },
            WriteOp::Put {
                item: seat.encode(seat_key.clone(), 1),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: sponsor.encode(SponsorRecord::key(org_id), sponsor_version),
                condition: sponsor_condition,
            },
            code_op,
            WriteOp::Put {
                item: subscription_item(
                    org_id,
                    &sponsored_subscription(&sponsor, now),
                    sub_version,
                ),
                condition: sub_condition,
            },
        ];
        match table.transact(ops).await {
            Ok(()) => return Ok(names(Redemption::New, sponsor)),
            // The last seat went to another organization meanwhile.
            Err(StoreError::TransactionCancelled { index: 0 }) => {
                return Err(RedeemError::Refused(Refusal::Full));
            }
            // The same organization's other request took the seat first: start over, it
            // answers as a redemption again. The code, the sponsorship or the subscription
            // changed: start over and check them anew.
            Err(StoreError::TransactionCancelled { index: 1..=4 })
                if attempt + 1 < REDEEM_ATTEMPTS =>
            {
                attempt += 1;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The version to write over `current` and the condition that it is still that one.
fn next_version<T>(current: Option<&Versioned<T>>) -> (u64, Condition) {
    match current {
        Some(c) => (c.version + 1, Condition::VersionIs(c.version)),
        None => (1, Condition::NotExists),
    }
}

/// Stores a new cohort of `funder_id` (the checks of `fundplan_domain::cohort::check_cohort`
/// are the caller's), with no seat taken, and `invoice`, the write of the invoice for its
/// seats, in the same transaction. A cohort id taken already is `ConditionFailed`.
pub async fn create_cohort(
    table: &dyn Table,
    funder_id: &str,
    cohort_id: &str,
    cohort: &CohortRecord,
    invoice: Option<WriteOp>,
) -> Result<(), StoreError> {
    let fresh = CohortRecord {
        used: 0,
        ..cohort.clone()
    };
    let put = WriteOp::Put {
        item: fresh.encode(CohortRecord::key(funder_id, cohort_id), 1),
        condition: Condition::NotExists,
    };
    match invoice {
        None => table.transact(vec![put]).await,
        Some(invoice) => table.transact(vec![put, invoice]).await,
    }
    .map_err(|e| match e {
        StoreError::TransactionCancelled { .. } => StoreError::ConditionFailed,
        e => e,
    })
}

/// Stores a new code; a code already taken is `ConditionFailed` (draw another).
pub async fn issue_code(
    table: &dyn Table,
    code: &LicenceCode,
    record: &CodeRecord,
) -> Result<(), StoreError> {
    table
        .put(record.to_item(code, 1), Condition::NotExists)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::{scope, table};
    use fundplan_ports::embedded::EmbeddedTable;
    use std::sync::Arc;

    const NOW: i64 = 1_800_000_000;
    const DAY: i64 = 86_400;

    fn code(s: &str) -> LicenceCode {
        LicenceCode::parse(s).expect("a code")
    }

    /// A funder's cohort of `seats` and a cohort code for it.
    async fn cohort_with_code(t: &EmbeddedTable, cohort_id: &str, seats: u32, c: &LicenceCode) {
        let cohort = CohortRecord {
            name: "Spring 2027".into(),
            kind: CohortKind::GroupCoaching,
            seats,
            used: 0,
            starts_at: NOW - DAY,
            ends_at: NOW + 365 * DAY,
            kickoff_at: Some(NOW),
            created_at: NOW - 2 * DAY,
            stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
        };
        create_cohort(t, "f1", cohort_id, &cohort, None)
            .await
            .unwrap();
        let record = CodeRecord {
            funder_id: "f1".into(),
            cohort_id: cohort_id.into(),
            state: CodeState::Active,
            expires_at: None,
            for_email: None,
            used_by: None,
            created_at: NOW - DAY,
        };
        issue_code(t, c, &record).await.unwrap();
    }

    async fn used(t: &EmbeddedTable, cohort_id: &str) -> u32 {
        get::<CohortRecord>(t, &CohortRecord::key("f1", cohort_id))
            .await
            .unwrap()
            .unwrap()
            .value
            .used
    }

    #[tokio::test]
    async fn a_cohort_code_takes_one_seat_per_organization_until_the_seats_run_out() {
        let (_d, t) = table();
        let c = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 2, &c).await;
        let r = redeem(&scope(&t, "o1"), &c, "Dana@Riverbend.org", NOW)
            .await
            .unwrap();
        assert_eq!(r.redemption, Redemption::New);
        assert_eq!(
            (r.sponsor.cohort_id.as_str(), r.sponsor.ends_at),
            ("c1", NOW + 365 * DAY)
        );
        // Again, by the same organization: the same seat, nothing more taken.
        let again = redeem(&scope(&t, "o1"), &c, "mia@riverbend.org", NOW + 5)
            .await
            .unwrap();
        assert_eq!(again.redemption, Redemption::Again);
        assert_eq!(again.sponsor, r.sponsor);
        assert_eq!(used(&t, "c1").await, 1);
        redeem(&scope(&t, "o2"), &c, "a@b.org", NOW).await.unwrap();
        let full = redeem(&scope(&t, "o3"), &c, "c@d.org", NOW).await;
        assert!(
            matches!(full, Err(RedeemError::Refused(Refusal::Full))),
            "{full:?}"
        );
        assert_eq!(used(&t, "c1").await, 2);
        assert!(t.get(&SponsorRecord::key("o3")).await.unwrap().is_none());
        assert!(
            t.get(&SeatRecord::key("f1", "c1", "o3"))
                .await
                .unwrap()
                .is_none()
        );
        // An unknown code.
        let unknown = redeem(&scope(&t, "o3"), &code("2222-2222-2222"), "c@d.org", NOW).await;
        assert!(matches!(unknown, Err(RedeemError::Unknown)));
    }

    #[tokio::test]
    async fn a_single_use_code_is_for_its_address_and_used_once() {
        let (_d, t) = table();
        let cohort = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 10, &cohort).await;
        let single = code("ABCD-EFGH-JKMN");
        let record = CodeRecord {
            funder_id: "f1".into(),
            cohort_id: "c1".into(),
            state: CodeState::Active,
            expires_at: Some(NOW + DAY),
            for_email: Some("dana@riverbend.org".into()),
            used_by: None,
            created_at: NOW,
        };
        issue_code(&t, &single, &record).await.unwrap();
        let other = redeem(&scope(&t, "o2"), &single, "mia@riverbend.org", NOW).await;
        assert!(matches!(
            other,
            Err(RedeemError::Refused(Refusal::NotForThisEmail))
        ));
        redeem(&scope(&t, "o1"), &single, "DANA@riverbend.org", NOW)
            .await
            .unwrap();
        let stored = get::<CodeRecord>(&t, &CodeRecord::key(&single))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stored.value.used_by.as_deref(), Some("o1"));
        // The same address from another organization: already used.
        let twice = redeem(&scope(&t, "o3"), &single, "dana@riverbend.org", NOW).await;
        assert!(matches!(
            twice,
            Err(RedeemError::Refused(Refusal::AlreadyUsed))
        ));
        // Expired after its own date, though the cohort runs on.
        let late = redeem(&scope(&t, "o1"), &single, "dana@riverbend.org", NOW + DAY).await;
        assert!(matches!(late, Err(RedeemError::Refused(Refusal::Expired))));
        assert_eq!(used(&t, "c1").await, 1);
    }

    #[tokio::test]
    async fn an_organization_sponsored_in_another_cohort_takes_no_second_seat() {
        let (_d, t) = table();
        let first = code("7KQM-4TXR-P9WD");
        let second = code("ABCD-EFGH-JKMN");
        cohort_with_code(&t, "c1", 10, &first).await;
        cohort_with_code(&t, "c2", 10, &second).await;
        redeem(&scope(&t, "o1"), &first, "dana@riverbend.org", NOW)
            .await
            .unwrap();
        let e = redeem(&scope(&t, "o1"), &second, "dana@riverbend.org", NOW).await;
        assert!(matches!(e, Err(RedeemError::SponsoredElsewhere)), "{e:?}");
        assert_eq!(used(&t, "c2").await, 0, "nothing taken");
        assert!(
            t.get(&SeatRecord::key("f1", "c2", "o1"))
                .await
                .unwrap()
                .is_none()
        );
    }

    #[tokio::test]
    async fn a_redemption_makes_the_subscription_premium_until_the_cohort_ends() {
        let (_d, t) = table();
        let c = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 10, &c).await;
        let org = scope(&t, "o1");
        redeem(&org, &c, "dana@riverbend.org", NOW).await.unwrap();
        let sub = crate::repo::get_subscription(&org).await.unwrap().unwrap();
        assert_eq!(
            sub.value,
            Subscription {
                plan: "premium".into(),
                term: "cohort".into(),
                provider_status: "active".into(),
                provider_subscription_id: "cohort:f1/c1".into(),
                start: NOW,
                end: NOW + 365 * DAY,
                last_event_at: NOW,
            }
        );
        assert!(sub.value.is_active_at(NOW + 364 * DAY));
        assert!(
            !sub.value.is_active_at(NOW + 365 * DAY),
            "not after the cohort"
        );
    }

    fn paid(end: i64) -> Subscription {
        Subscription {
            plan: "pro".into(),
            term: "year".into(),
            provider_status: "active".into(),
            provider_subscription_id: "sub_1".into(),
            start: NOW - 30 * DAY,
            end,
            last_event_at: NOW - 30 * DAY,
        }
    }

    #[tokio::test]
    async fn an_organization_paying_for_an_active_subscription_is_refused_and_nothing_is_taken() {
        let (_d, t) = table();
        let c = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 10, &c).await;
        t.put(
            subscription_item("o1", &paid(NOW + DAY), 1),
            Condition::NotExists,
        )
        .await
        .unwrap();
        let e = redeem(&scope(&t, "o1"), &c, "dana@riverbend.org", NOW).await;
        assert!(matches!(e, Err(RedeemError::PaidSubscription)), "{e:?}");
        assert_eq!(used(&t, "c1").await, 0);
        assert!(t.get(&SponsorRecord::key("o1")).await.unwrap().is_none());
        // Once the paid period is over, the code works and the subscription becomes Premium.
        let r = redeem(&scope(&t, "o1"), &c, "dana@riverbend.org", NOW + 2 * DAY)
            .await
            .unwrap();
        assert_eq!(r.redemption, Redemption::New);
        let sub = crate::repo::get_subscription(&scope(&t, "o1"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((sub.value.plan.as_str(), sub.version), ("premium", 2));
    }

    #[tokio::test]
    async fn an_organization_whose_cohort_has_ended_may_join_another() {
        let (_d, t) = table();
        let first = code("7KQM-4TXR-P9WD");
        let second = code("ABCD-EFGH-JKMN");
        cohort_with_code(&t, "c1", 10, &first).await;
        redeem(&scope(&t, "o1"), &first, "dana@riverbend.org", NOW)
            .await
            .unwrap();
        // The second cohort starts when the first ends.
        let later = NOW + 366 * DAY;
        let cohort = CohortRecord {
            name: "Spring 2028".into(),
            kind: CohortKind::SelfGuided,
            seats: 10,
            used: 0,
            starts_at: later - DAY,
            ends_at: later + 365 * DAY,
            kickoff_at: None,
            created_at: later - DAY,
            stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
        };
        create_cohort(&t, "f1", "c2", &cohort, None).await.unwrap();
        let record = CodeRecord {
            funder_id: "f1".into(),
            cohort_id: "c2".into(),
            state: CodeState::Active,
            expires_at: None,
            for_email: None,
            used_by: None,
            created_at: later - DAY,
        };
        issue_code(&t, &second, &record).await.unwrap();
        let r = redeem(&scope(&t, "o1"), &second, "dana@riverbend.org", later)
            .await
            .unwrap();
        assert_eq!(
            (r.redemption, r.sponsor.cohort_id.as_str()),
            (Redemption::New, "c2")
        );
        let sponsor = get::<SponsorRecord>(&t, &SponsorRecord::key("o1"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (sponsor.value.cohort_id.as_str(), sponsor.version),
            ("c2", 2)
        );
        assert_eq!(
            used(&t, "c1").await,
            1,
            "the old seat stays in its cohort's count"
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn two_hundred_organizations_racing_for_a_hundred_seats_take_exactly_a_hundred() {
        let (_d, t) = table();
        let c = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 100, &c).await;
        let t = Arc::new(t);
        let mut tasks = Vec::new();
        for i in 0..200 {
            let (t, c) = (t.clone(), c.clone());
            tasks.push(tokio::spawn(async move {
                let org = OrgScope::of_verified(t, &format!("o{i:03}"));
                redeem(&org, &c, &format!("owner{i}@example.org"), NOW).await
            }));
        }
        let (mut taken, mut full) = (0, 0);
        for task in tasks {
            match task.await.unwrap() {
                Ok(r) if r.redemption == Redemption::New => taken += 1,
                Err(RedeemError::Refused(Refusal::Full)) => full += 1,
                other => panic!("{other:?}"),
            }
        }
        assert_eq!((taken, full), (100, 100));
        assert_eq!(used(&t, "c1").await, 100);
        let seats = t
            .query(fundplan_ports::Query::partition(funder_pk("f1")).prefix("COHORT#c1#SEAT#"))
            .await
            .unwrap();
        assert_eq!(seats.items.len(), 100, "one seat item per redemption");
        let mut premium = 0;
        for i in 0..200 {
            let org = OrgScope::of_verified(t.clone(), &format!("o{i:03}"));
            if crate::repo::get_subscription(&org)
                .await
                .unwrap()
                .is_some_and(|s| s.value.is_active_at(NOW))
            {
                premium += 1;
            }
        }
        assert_eq!(
            premium, 100,
            "an active subscription per seat, none without"
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn one_organization_clicking_ten_times_at_once_holds_one_seat() {
        let (_d, t) = table();
        let c = code("7KQM-4TXR-P9WD");
        cohort_with_code(&t, "c1", 100, &c).await;
        let t = Arc::new(t);
        let mut tasks = Vec::new();
        for _ in 0..10 {
            let (t, c) = (t.clone(), c.clone());
            tasks.push(tokio::spawn(async move {
                redeem(
                    &OrgScope::of_verified(t, "o1"),
                    &c,
                    "dana@riverbend.org",
                    NOW,
                )
                .await
            }));
        }
        let mut new = 0;
        for task in tasks {
            if task.await.unwrap().unwrap().redemption == Redemption::New {
                new += 1;
            }
        }
        assert_eq!(new, 1);
        assert_eq!(used(&t, "c1").await, 1);
    }

    #[test]
    fn the_items_have_their_pinned_layout() {
        let item = SponsorRecord {
            funder_id: "f1".into(),
            cohort_id: "c1".into(),
            code: "7KQM4TXRP9WD".into(),
            redeemed_at: 1,
            ends_at: 2,
        }
        .encode(SponsorRecord::key("o1"), 1);
        assert_eq!(item.key, Key::new("ORG#o1", "SPONSOR"));
        assert_eq!(
            serde_json::Value::Object(item.attrs),
            serde_json::json!({"funder_id": "f1", "cohort_id": "c1", "code": "7KQM4TXRP9WD", "redeemed_at": 1, "ends_at": 2})
        );
        assert_eq!(
            CodeRecord::key(&code("7kqm 4txr p9wd")),
            Key::new("CODE#7KQM4TXRP9WD", "CODE")
        );
        assert_eq!(
            SeatRecord::key("f1", "c1", "o1"),
            Key::new("FUNDER#f1", "COHORT#c1#SEAT#o1")
        );
        // The kind and the state by the names docs/data-model.md gives them.
        let cohort = CohortRecord {
            name: "Spring".into(),
            kind: CohortKind::SelfGuided,
            seats: 10,
            used: 0,
            starts_at: 1,
            ends_at: 2,
            kickoff_at: None,
            created_at: 0,
            stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
        }
        .encode(CohortRecord::key("f1", "c1"), 1);
        assert_eq!(cohort.attrs["kind"], "self_guided");
        let paused = CodeRecord {
            funder_id: "f1".into(),
            cohort_id: "c1".into(),
            state: CodeState::Paused,
            expires_at: None,
            for_email: None,
            used_by: None,
            created_at: 0,
        }
        .encode(CodeRecord::key(&code("7KQM4TXRP9WD")), 1);
        assert_eq!(paused.attrs["state"], "paused");
    }
}

//! Reminders a funder sends to the stalled organizations of its cohort (issue 18 §5): at most
//! one a week to each organization, never to one that opted out, each with a link that turns
//! them off without logging in.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | reminders | `ORG#<org>` | `REMINDERS` | `last_at`, `opted_out_at` |
//! | opt-out link | `OPTOUT#<sha-256 of the token>` | `OPTOUT` | `org_id`, `expires_at` (TTL) |
//!
//! A reminder is claimed before it is sent (the week's slot written with a version check), so
//! two admins pressing the button at once send one e-mail; a failed e-mail gives the slot back.

use crate::record::{Record, org_pk};
use crate::repo::{Retry, get};
use crate::scope::OrgScope;
use crate::token::token_hash;
use fundplan_ports::table::{Condition, Key, StoreError, Table, WriteOp};
use serde::{Deserialize, Serialize};

/// The fewest seconds between two reminders to one organization: a week.
pub const REMINDER_INTERVAL: i64 = 7 * 86_400;
/// How long a reminder's opt-out link works.
pub const OPT_OUT_LINK_DAYS: i64 = 180;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemindersRecord {
    /// When the last reminder was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_at: Option<i64>,
    /// When the organization asked for no more reminders; none: it gets them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opted_out_at: Option<i64>,
}

impl Record for RemindersRecord {
    const ENTITY: &'static str = "reminders";
}

impl RemindersRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "REMINDERS")
    }
}

/// An opt-out link's token, stored by its hash: a leaked table holds no live link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptOutLinkRecord {
    pub org_id: String,
    pub expires_at: i64,
}

impl Record for OptOutLinkRecord {
    const ENTITY: &'static str = "opt-out link";
    fn expires_at(&self) -> Option<i64> {
        Some(self.expires_at)
    }
}

impl OptOutLinkRecord {
    pub fn key(token: &str) -> Key {
        Key::new(format!("OPTOUT#{}", token_hash(token)), "OPTOUT")
    }
}

/// Why an organization gets no reminder now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// Reminded less than a week ago.
    Recent,
    /// It asked for no more reminders.
    OptedOut,
}

/// A reminder's slot, claimed: send the e-mail, then keep it, or give it back if the e-mail
/// failed ([`release`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The record before the claim, restored by [`release`].
    before: Option<RemindersRecord>,
    /// The version the claim wrote.
    version: u64,
}

/// The organization's reminders record (none stored: reminded never, not opted out).
pub async fn reminders(org: &OrgScope) -> Result<RemindersRecord, StoreError> {
    Ok(
        get::<RemindersRecord>(org.table(), &RemindersRecord::key(org.org_id()))
            .await?
            .map(|v| v.value)
            .unwrap_or_default(),
    )
}

/// Claims this week's reminder of the organization at `now`, and stores the opt-out link
/// `token` its e-mail carries, in one transaction; or says why not.
pub async fn claim(
    org: &OrgScope,
    now: i64,
    token: &str,
) -> Result<Result<Claim, Skip>, StoreError> {
    let table = org.table();
    let key = RemindersRecord::key(org.org_id());
    let mut retry = Retry::new(format!("reminders of {}", org.org_id()));
    loop {
        let stored = get::<RemindersRecord>(table, &key).await?;
        let (before, condition, version) = match &stored {
            Some(v) => (
                Some(v.value.clone()),
                Condition::VersionIs(v.version),
                v.version + 1,
            ),
            None => (None, Condition::NotExists, 1),
        };
        let current = before.clone().unwrap_or_default();
        if current.opted_out_at.is_some() {
            return Ok(Err(Skip::OptedOut));
        }
        if current.last_at.is_some_and(|t| now - t < REMINDER_INTERVAL) {
            return Ok(Err(Skip::Recent));
        }
        let next = RemindersRecord {
            last_at: Some(now),
            ..current
        };
        let link = OptOutLinkRecord {
            org_id: org.org_id().to_owned(),
            expires_at: now + OPT_OUT_LINK_DAYS * 86_400,
        };
        let ops = vec![
            WriteOp::Put {
                item: next.encode(key.clone(), version),
                condition,
            },
            WriteOp::Put {
                item: link.encode(OptOutLinkRecord::key(token), 1),
                condition: Condition::None,
            },
        ];
        match table.transact(ops).await {
            Ok(()) => return Ok(Ok(Claim { before, version })),
            Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
            Err(e) => return Err(e),
        }
    }
}

/// Gives a claimed reminder's slot back (its e-mail failed): the record as it was, unless it
/// changed since (an opt-out meanwhile stays).
pub async fn release(org: &OrgScope, claim: Claim) -> Result<(), StoreError> {
    let key = RemindersRecord::key(org.org_id());
    let stored = get::<RemindersRecord>(org.table(), &key).await?;
    let Some(stored) = stored.filter(|s| s.version == claim.version) else {
        return Ok(());
    };
    let restored = RemindersRecord {
        last_at: claim.before.and_then(|b| b.last_at),
        opted_out_at: stored.value.opted_out_at,
    };
    match org
        .table()
        .put(
            restored.encode(key, stored.version + 1),
            Condition::VersionIs(stored.version),
        )
        .await
    {
        Ok(()) | Err(StoreError::ConditionFailed) => Ok(()),
        Err(e) => Err(e),
    }
}

/// Turns the organization's reminders off (`on` false) or back on (nothing is written when they
/// already are). Returns the record stored.
pub async fn set_reminders(
    org: &OrgScope,
    on: bool,
    now: i64,
) -> Result<RemindersRecord, StoreError> {
    let key = RemindersRecord::key(org.org_id());
    crate::repo::update(
        org.table(),
        &key,
        |r: &RemindersRecord, version| r.encode(key.clone(), version),
        |r| {
            if r.opted_out_at.is_none() != on {
                r.opted_out_at = (!on).then_some(now);
            }
            Ok::<_, StoreError>(())
        },
    )
    .await
}

/// The organization an opt-out link is for, if the link is live.
pub async fn opt_out_link(
    table: &dyn Table,
    token: &str,
    now: i64,
) -> Result<Option<String>, StoreError> {
    Ok(
        get::<OptOutLinkRecord>(table, &OptOutLinkRecord::key(token))
            .await?
            .map(|v| v.value)
            .filter(|l| l.expires_at > now)
            .map(|l| l.org_id),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn table() -> (tempfile::TempDir, Arc<dyn Table>) {
        let (dir, t) = crate::ops::testing::table();
        (dir, Arc::new(t))
    }

    const NOW: i64 = 1_800_000_000;

    #[tokio::test]
    async fn one_reminder_a_week_and_none_after_opting_out() {
        let (_dir, t) = table();
        let org = OrgScope::of_verified(t.clone(), "o1");
        assert!(claim(&org, NOW, "tok1").await.unwrap().is_ok());
        assert_eq!(
            claim(&org, NOW + REMINDER_INTERVAL - 1, "tok2")
                .await
                .unwrap(),
            Err(Skip::Recent)
        );
        assert!(
            claim(&org, NOW + REMINDER_INTERVAL, "tok3")
                .await
                .unwrap()
                .is_ok()
        );
        // The first e-mail's link still works; a made-up one does not; an old one expires.
        assert_eq!(
            opt_out_link(t.as_ref(), "tok1", NOW + 1)
                .await
                .unwrap()
                .as_deref(),
            Some("o1")
        );
        assert_eq!(opt_out_link(t.as_ref(), "nope", NOW).await.unwrap(), None);
        assert_eq!(
            opt_out_link(t.as_ref(), "tok1", NOW + OPT_OUT_LINK_DAYS * 86_400)
                .await
                .unwrap(),
            None
        );
        set_reminders(&org, false, NOW + 10).await.unwrap();
        assert_eq!(
            claim(&org, NOW + 10 * REMINDER_INTERVAL, "tok4")
                .await
                .unwrap(),
            Err(Skip::OptedOut)
        );
        set_reminders(&org, true, NOW + 11).await.unwrap();
        assert!(
            claim(&org, NOW + 10 * REMINDER_INTERVAL, "tok5")
                .await
                .unwrap()
                .is_ok()
        );
    }

    #[tokio::test]
    async fn a_released_claim_lets_the_reminder_be_sent_again() {
        let (_dir, t) = table();
        let org = OrgScope::of_verified(t, "o1");
        let first = claim(&org, NOW, "a").await.unwrap().unwrap();
        release(&org, first).await.unwrap();
        assert_eq!(reminders(&org).await.unwrap().last_at, None);
        claim(&org, NOW + 60, "b").await.unwrap().unwrap();
        assert_eq!(reminders(&org).await.unwrap().last_at, Some(NOW + 60));
        // A later week's claim released: the earlier reminder's time comes back.
        let third = claim(&org, NOW + 60 + REMINDER_INTERVAL, "c")
            .await
            .unwrap()
            .unwrap();
        release(&org, third).await.unwrap();
        assert_eq!(reminders(&org).await.unwrap().last_at, Some(NOW + 60));
    }

    #[tokio::test]
    async fn two_claims_at_once_send_one_reminder() {
        let (_dir, t) = table();
        let org = OrgScope::of_verified(t, "o1");
        let (a, b) = tokio::join!(claim(&org, NOW, "a"), claim(&org, NOW, "b"));
        let won = [a.unwrap(), b.unwrap()]
            .iter()
            .filter(|c| c.is_ok())
            .count();
        assert_eq!(won, 1);
    }
}

//! Payments: applying a provider's subscription event once.

use crate::repo::get_subscription;
use crate::{PaymentEventRecord, subscription_item};
use fundplan_domain::subscription::Subscription;
use fundplan_ports::{Condition, StoreError, WriteOp};

/// Attempts before a subscription that keeps changing under an event is given up.
const ATTEMPTS: u32 = 5;

/// What became of a payment event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentEventOutcome {
    /// The subscription now reflects the event.
    Applied,
    /// The event was applied before (a redelivery); nothing changed.
    AlreadyApplied,
    /// A newer event was applied before this one arrived; nothing changed.
    Outdated,
    /// The organization holds a funder's seat, active when the event was sent, and the event
    /// is about another (paid) subscription, such as one that ended before it joined; nothing
    /// changed.
    Sponsored,
}

/// Records the event `event_id` and sets the organization's subscription to `sub` (whose
/// `last_event_at` is the event's time) in one transaction, so a redelivered event is applied
/// once and an event older than the one applied changes nothing. A subscription changed
/// meanwhile is read again and the event retried.
pub async fn apply_payment_event(
    org: &crate::OrgScope,
    event_id: &str,
    event: &PaymentEventRecord,
    sub: &Subscription,
) -> Result<PaymentEventOutcome, StoreError> {
    let (table, org_id) = (org.table(), org.org_id());
    let mut retry =
        crate::repo::Retry::at_most("subscription (applying a payment event)", ATTEMPTS);
    loop {
        let current = get_subscription(org).await?;
        if let Some(c) = &current
            && c.value.last_event_at > sub.last_event_at
        {
            return Ok(PaymentEventOutcome::Outdated);
        }
        if let Some(c) = &current
            && crate::cohort::is_sponsored(&c.value)
            && c.value.is_active_at(sub.last_event_at)
            && c.value.provider_subscription_id != sub.provider_subscription_id
        {
            return Ok(PaymentEventOutcome::Sponsored);
        }
        let (version, condition) = match &current {
            Some(c) => (c.version + 1, Condition::VersionIs(c.version)),
            None => (1, Condition::NotExists),
        };
        let ops = vec![
            WriteOp::Put {
                item: event.to_item(event_id),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: subscription_item(org_id, sub, version),
                condition,
            },
        ];
        match table.transact(ops).await {
            Ok(()) => return Ok(PaymentEventOutcome::Applied),
            Err(StoreError::TransactionCancelled { index: 0 }) => {
                return Ok(PaymentEventOutcome::AlreadyApplied);
            }
            Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use fundplan_ports::Table;

    fn sub(status: &str, at: i64) -> Subscription {
        Subscription {
            plan: "pro".into(),
            term: "month".into(),
            provider_status: status.into(),
            provider_subscription_id: "sub_1".into(),
            start: 0,
            end: 100,
            last_event_at: at,
        }
    }

    fn event(at: i64) -> PaymentEventRecord {
        PaymentEventRecord {
            kind: "customer.subscription.updated".into(),
            received_at: at,
        }
    }

    #[tokio::test]
    async fn a_payment_event_is_applied_once_and_an_older_one_changes_nothing() {
        let (_dir, t) = table();
        let applied = apply_payment_event(
            &crate::ops::testing::scope(&t, "o1"),
            "evt_2",
            &event(20),
            &sub("active", 20),
        )
        .await;
        assert_eq!(applied.unwrap(), PaymentEventOutcome::Applied);
        let again = apply_payment_event(
            &crate::ops::testing::scope(&t, "o1"),
            "evt_2",
            &event(21),
            &sub("canceled", 20),
        )
        .await;
        assert_eq!(again.unwrap(), PaymentEventOutcome::AlreadyApplied);
        let older = apply_payment_event(
            &crate::ops::testing::scope(&t, "o1"),
            "evt_1",
            &event(22),
            &sub("canceled", 10),
        )
        .await;
        assert_eq!(older.unwrap(), PaymentEventOutcome::Outdated);
        let stored = get_subscription(&crate::ops::testing::scope(&t, "o1"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((stored.value, stored.version), (sub("active", 20), 1));
        assert_eq!(t.count().await, 2);
    }

    #[tokio::test]
    async fn concurrent_events_for_one_subscription_are_each_applied() {
        let (_dir, t) = table();
        let (e, s) = (event(1), sub("active", 5));
        let org = crate::ops::testing::scope(&t, "o1");
        let (a, b) = tokio::join!(
            apply_payment_event(&org, "evt_a", &e, &s),
            apply_payment_event(&org, "evt_b", &e, &s),
        );
        assert_eq!(
            (a.unwrap(), b.unwrap()),
            (PaymentEventOutcome::Applied, PaymentEventOutcome::Applied)
        );
        assert_eq!(
            get_subscription(&crate::ops::testing::scope(&t, "o1"))
                .await
                .unwrap()
                .unwrap()
                .version,
            2
        );
    }

    #[tokio::test]
    async fn an_event_of_another_subscription_leaves_an_active_funder_seat_alone() {
        let (_dir, t) = table();
        let org = crate::ops::testing::scope(&t, "o1");
        let seat = Subscription {
            plan: "premium".into(),
            term: "cohort".into(),
            provider_status: "active".into(),
            provider_subscription_id: crate::cohort::sponsored_subscription_id("f1", "c1"),
            start: 10,
            end: 1000,
            last_event_at: 10,
        };
        t.put(
            crate::subscription_item("o1", &seat, 1),
            fundplan_ports::Condition::NotExists,
        )
        .await
        .unwrap();
        // The paid subscription it had before is canceled after it joined.
        let late = apply_payment_event(&org, "evt_9", &event(50), &sub("canceled", 50)).await;
        assert_eq!(late.unwrap(), PaymentEventOutcome::Sponsored);
        assert_eq!(get_subscription(&org).await.unwrap().unwrap().value, seat);
        // Once the seat has ended, a payment (a new Pro subscription) applies.
        let paid = apply_payment_event(&org, "evt_10", &event(1001), &sub("active", 1001)).await;
        assert_eq!(paid.unwrap(), PaymentEventOutcome::Applied);
        assert_eq!(
            get_subscription(&org).await.unwrap().unwrap().value.plan,
            "pro"
        );
    }
}

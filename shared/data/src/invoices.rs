//! A funder's invoices (issue 18 §6): a funder is invoiced per cohort, not charged at sign-up.
//! Creating a cohort records an invoice for its seats, and adding seats one for the seats
//! added, each in the same transaction as the change, so no seat goes uninvoiced and none is
//! invoiced twice. The invoice is then sent through the payment provider (net 30); it is paid
//! by the provider's verified `invoice.paid` webhook, or by the operator for a payment outside
//! the provider (a cheque, a wire).
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | invoice | `FUNDER#<funder>` | `INVOICE#<invoice>` | `cohort_id`, `cohort_name`, `reason`, `seats`, `state`, amounts, provider fields, payment |
//!
//! The funder's seat price, billing address and provider customer are on the funder item
//! (`FunderRecord`). An invoice waits as `pending` while the funder has no seat price; once the
//! operator sets one, the pending invoices are sent.
//!
//! Sending is claimed first (`pending` → `sending`, version-checked), so two senders never
//! send one invoice twice; a failed send gives it back to `pending`, and a claim left by a
//! sender that died is taken over after [`SENDING_TIMEOUT`] (the provider's idempotency key,
//! the invoice id, answers the same invoice again).

use crate::cohort::{FunderRecord, funder_pk};
use crate::record::{Record, Versioned, values_of};
use crate::repo::get;
use fundplan_ports::IssuedInvoice;
use fundplan_ports::table::{Condition, Key, Query, StoreError, Table, WriteOp};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Days an invoice is due after it is sent.
pub const DAYS_UNTIL_DUE: u32 = 30;
/// Seconds after which a claim to send an invoice is taken over (its sender died).
pub const SENDING_TIMEOUT: i64 = 10 * 60;

/// Why an invoice was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InvoiceReason {
    /// The seats of a new cohort.
    Cohort,
    /// Seats added to a cohort.
    SeatsAdded,
}

/// Where an invoice stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InvoiceState {
    /// Recorded, not sent yet (no seat price yet, or the provider could not be reached).
    Pending,
    /// A sender has claimed it (since `sending_since`).
    Sending,
    /// Sent: due on `due_at`.
    Open,
    /// Paid on `paid_at`.
    Paid,
}

/// Who recorded a payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaidVia {
    /// The provider's verified `invoice.paid` webhook.
    Provider,
    /// The operator, for a payment outside the provider (a cheque, a wire).
    Operator,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceRecord {
    pub cohort_id: String,
    /// The cohort's name when the invoice was made (the invoice's line says it).
    pub cohort_name: String,
    pub reason: InvoiceReason,
    pub seats: u32,
    pub created_at: i64,
    pub created_by: String,
    pub state: InvoiceState,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sending_since: Option<i64>,
    /// The seat price it was sent at, in cents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit_amount_cents: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_cents: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<String>,
    /// The provider's page where the invoice is read and paid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paid_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paid_via: Option<PaidVia>,
    /// The operator's note of an outside payment, e.g. `Cheque 10443`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_reference: Option<String>,
}

impl Record for InvoiceRecord {
    const ENTITY: &'static str = "invoice";
}

impl InvoiceRecord {
    pub const SK_PREFIX: &'static str = "INVOICE#";

    pub fn key(funder_id: &str, invoice_id: &str) -> Key {
        Key::new(
            funder_pk(funder_id),
            format!("{}{invoice_id}", Self::SK_PREFIX),
        )
    }

    /// A new invoice for `seats` of the cohort, not sent yet.
    pub fn new(
        cohort_id: &str,
        cohort_name: &str,
        reason: InvoiceReason,
        seats: u32,
        by: &str,
        now: i64,
    ) -> Self {
        InvoiceRecord {
            cohort_id: cohort_id.to_owned(),
            cohort_name: cohort_name.to_owned(),
            reason,
            seats,
            created_at: now,
            created_by: by.to_owned(),
            state: InvoiceState::Pending,
            sending_since: None,
            unit_amount_cents: None,
            total_cents: None,
            sent_at: None,
            due_at: None,
            provider_id: None,
            number: None,
            url: None,
            paid_at: None,
            paid_via: None,
            payment_reference: None,
        }
    }

    /// The write that records a new invoice, for the transaction of the change it bills.
    pub fn create_op(&self, funder_id: &str, invoice_id: &str) -> WriteOp {
        WriteOp::Put {
            item: self.encode(Self::key(funder_id, invoice_id), 1),
            condition: Condition::NotExists,
        }
    }

    /// The invoice's line: what the seats are for.
    pub fn description(&self) -> String {
        match self.reason {
            InvoiceReason::Cohort => format!("Seats in {}", self.cohort_name),
            InvoiceReason::SeatsAdded => format!("Seats added to {}", self.cohort_name),
        }
    }

    /// Whether a sender may claim it at `now`: pending, or claimed by a sender that died.
    pub fn claimable(&self, now: i64) -> bool {
        match self.state {
            InvoiceState::Pending => true,
            InvoiceState::Sending => self
                .sending_since
                .is_none_or(|since| now - since >= SENDING_TIMEOUT),
            InvoiceState::Open | InvoiceState::Paid => false,
        }
    }
}

/// What marking an invoice paid did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaidOutcome {
    /// Now paid.
    Paid(InvoiceRecord),
    /// It was paid already (a webhook again, or paid both ways): nothing changed.
    AlreadyPaid(InvoiceRecord),
    /// Not sent yet: there is nothing to pay.
    NotSent,
    /// No such invoice at this funder.
    Unknown,
}

/// The billing of one funder, for those verified to act on it: its admin (through
/// `FunderScope::billing`), the operator, and the provider's verified webhook (through the
/// `Directory`).
#[derive(Clone)]
pub struct FunderBilling {
    table: Arc<dyn Table>,
    funder_id: Arc<str>,
}

impl FunderBilling {
    pub(crate) fn new(table: Arc<dyn Table>, funder_id: &str) -> Self {
        FunderBilling {
            table,
            funder_id: funder_id.into(),
        }
    }

    pub fn funder_id(&self) -> &str {
        &self.funder_id
    }

    fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The funder (its seat price, billing address and provider customer).
    pub async fn funder(&self) -> Result<Option<Versioned<FunderRecord>>, StoreError> {
        get::<FunderRecord>(self.table(), &FunderRecord::key(&self.funder_id)).await
    }

    /// Sets the seat price and the billing address (the operator's), keeping what is `None`.
    /// `false`: no such funder.
    pub async fn set_terms(
        &self,
        seat_price_cents: Option<i64>,
        billing_email: Option<&str>,
    ) -> Result<bool, StoreError> {
        self.change_funder(|f| {
            if let Some(p) = seat_price_cents {
                f.seat_price_cents = Some(p);
            }
            if let Some(e) = billing_email {
                f.billing_email = Some(e.to_owned());
            }
        })
        .await
    }

    /// Keeps the provider's customer for the funder's next invoices.
    pub async fn set_customer(&self, customer_id: &str) -> Result<bool, StoreError> {
        self.change_funder(|f| f.customer_id = Some(customer_id.to_owned()))
            .await
    }

    async fn change_funder(&self, change: impl Fn(&mut FunderRecord)) -> Result<bool, StoreError> {
        let key = FunderRecord::key(&self.funder_id);
        let mut retry = crate::repo::Retry::new(format!("funder {}", self.funder_id));
        loop {
            let Some(stored) = get::<FunderRecord>(self.table(), &key).await? else {
                return Ok(false);
            };
            let mut next = stored.value.clone();
            change(&mut next);
            if next == stored.value {
                return Ok(true);
            }
            let item = next.to_item(&self.funder_id, stored.version + 1);
            if crate::repo::written(
                self.table()
                    .put(item, Condition::VersionIs(stored.version))
                    .await,
            )? {
                return Ok(true);
            }
            retry.conflict().await?;
        }
    }

    /// The funder's invoices, newest first.
    pub async fn invoices(&self) -> Result<Vec<(String, InvoiceRecord)>, StoreError> {
        let items = self
            .table()
            .query_all(
                Query::partition(funder_pk(&self.funder_id)).prefix(InvoiceRecord::SK_PREFIX),
            )
            .await?;
        let values: Vec<InvoiceRecord> = values_of(&items)?;
        let mut invoices: Vec<(String, InvoiceRecord)> = items
            .iter()
            .map(|i| i.key.sk[InvoiceRecord::SK_PREFIX.len()..].to_owned())
            .zip(values)
            .collect();
        invoices.sort_by(|a, b| (b.1.created_at, &b.0).cmp(&(a.1.created_at, &a.0)));
        Ok(invoices)
    }

    pub async fn invoice(
        &self,
        invoice_id: &str,
    ) -> Result<Option<Versioned<InvoiceRecord>>, StoreError> {
        get::<InvoiceRecord>(
            self.table(),
            &InvoiceRecord::key(&self.funder_id, invoice_id),
        )
        .await
    }

    async fn write(
        &self,
        invoice_id: &str,
        next: &InvoiceRecord,
        version: u64,
    ) -> Result<bool, StoreError> {
        let item = next.encode(InvoiceRecord::key(&self.funder_id, invoice_id), version + 1);
        crate::repo::written(self.table().put(item, Condition::VersionIs(version)).await)
    }

    /// Claims the invoice for sending at `now`: `Some` with the claim's version when this
    /// sender may send it, `None` when it is sent, paid, or claimed by a live sender.
    pub async fn claim_for_sending(
        &self,
        invoice_id: &str,
        now: i64,
    ) -> Result<Option<(InvoiceRecord, u64)>, StoreError> {
        loop {
            let Some(stored) = self.invoice(invoice_id).await? else {
                return Ok(None);
            };
            if !stored.value.claimable(now) {
                return Ok(None);
            }
            let mut next = stored.value.clone();
            next.state = InvoiceState::Sending;
            next.sending_since = Some(now);
            if self.write(invoice_id, &next, stored.version).await? {
                return Ok(Some((next, stored.version + 1)));
            }
            // Another sender wrote first: read again (it is claimed now, or changed).
        }
    }

    /// Records the claimed invoice as sent: `unit_amount_cents` a seat, due
    /// [`DAYS_UNTIL_DUE`] days after `now`. `false`: the claim was lost meanwhile.
    pub async fn mark_sent(
        &self,
        invoice_id: &str,
        claim_version: u64,
        unit_amount_cents: i64,
        sent: &IssuedInvoice,
        now: i64,
    ) -> Result<bool, StoreError> {
        let Some(stored) = self.invoice(invoice_id).await? else {
            return Ok(false);
        };
        if stored.version != claim_version {
            return Ok(false);
        }
        let mut next = stored.value;
        next.state = InvoiceState::Open;
        next.sending_since = None;
        next.unit_amount_cents = Some(unit_amount_cents);
        next.total_cents = Some(unit_amount_cents * i64::from(next.seats));
        next.sent_at = Some(now);
        next.due_at = Some(now + i64::from(DAYS_UNTIL_DUE) * 86_400);
        next.provider_id = Some(sent.provider_id.clone());
        next.number = sent.number.clone();
        next.url = Some(sent.url.clone());
        self.write(invoice_id, &next, claim_version).await
    }

    /// Gives a claimed invoice back (its send failed): pending again.
    pub async fn release(&self, invoice_id: &str, claim_version: u64) -> Result<(), StoreError> {
        let Some(stored) = self.invoice(invoice_id).await? else {
            return Ok(());
        };
        if stored.version != claim_version {
            return Ok(());
        }
        let mut next = stored.value;
        next.state = InvoiceState::Pending;
        next.sending_since = None;
        self.write(invoice_id, &next, claim_version)
            .await
            .map(|_| ())
    }

    /// Marks the invoice paid at `at`, once: a second report of the same payment changes
    /// nothing. Only a sent invoice can be paid.
    pub async fn mark_paid(
        &self,
        invoice_id: &str,
        at: i64,
        via: PaidVia,
        reference: Option<&str>,
    ) -> Result<PaidOutcome, StoreError> {
        loop {
            let Some(stored) = self.invoice(invoice_id).await? else {
                return Ok(PaidOutcome::Unknown);
            };
            match stored.value.state {
                InvoiceState::Paid => return Ok(PaidOutcome::AlreadyPaid(stored.value)),
                InvoiceState::Pending | InvoiceState::Sending => return Ok(PaidOutcome::NotSent),
                InvoiceState::Open => {}
            }
            let mut next = stored.value.clone();
            next.state = InvoiceState::Paid;
            next.paid_at = Some(at);
            next.paid_via = Some(via);
            next.payment_reference = reference.map(str::to_owned);
            if self.write(invoice_id, &next, stored.version).await? {
                return Ok(PaidOutcome::Paid(next));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_790_000_000;

    async fn billing() -> (tempfile::TempDir, FunderBilling) {
        let (dir, t) = crate::ops::testing::table();
        let table: Arc<dyn Table> = Arc::new(t);
        let funder = FunderRecord {
            name: "Harbor Community Foundation".into(),
            created_at: NOW,
            ..FunderRecord::default()
        };
        table
            .put(funder.to_item("f1", 1), Condition::NotExists)
            .await
            .unwrap();
        let invoice = InvoiceRecord::new(
            "c1",
            "Spring 2027 Cohort",
            InvoiceReason::Cohort,
            12,
            "u1",
            NOW,
        );
        table
            .transact(vec![invoice.create_op("f1", "i1")])
            .await
            .unwrap();
        (dir, FunderBilling::new(table, "f1"))
    }

    fn sent() -> IssuedInvoice {
        IssuedInvoice {
            provider_id: "in_1".into(),
            customer_id: "cus_1".into(),
            number: Some("F00D-0001".into()),
            url: "https://invoice.example/in_1".into(),
        }
    }

    #[tokio::test]
    async fn one_of_two_senders_claims_an_invoice_and_a_dead_senders_claim_is_taken_over() {
        let (_dir, b) = billing().await;
        let (first, second) = tokio::join!(
            b.claim_for_sending("i1", NOW),
            b.claim_for_sending("i1", NOW)
        );
        assert_eq!(
            u8::from(first.unwrap().is_some()) + u8::from(second.unwrap().is_some()),
            1,
            "exactly one sender holds the claim"
        );
        assert!(
            b.claim_for_sending("i1", NOW + SENDING_TIMEOUT - 1)
                .await
                .unwrap()
                .is_none()
        );
        let (_, version) = b
            .claim_for_sending("i1", NOW + SENDING_TIMEOUT)
            .await
            .unwrap()
            .expect("a claim ten minutes old is taken over");
        assert!(
            b.mark_sent("i1", version, 45_000, &sent(), NOW + SENDING_TIMEOUT)
                .await
                .unwrap()
        );
        let stored = b.invoice("i1").await.unwrap().unwrap().value;
        assert_eq!(stored.state, InvoiceState::Open);
        assert_eq!(stored.total_cents, Some(540_000), "12 seats at $450.00");
        assert_eq!(stored.due_at, Some(NOW + SENDING_TIMEOUT + 30 * 86_400));
        assert!(
            b.claim_for_sending("i1", NOW + 2 * SENDING_TIMEOUT)
                .await
                .unwrap()
                .is_none(),
            "a sent invoice is never sent again"
        );
    }

    #[tokio::test]
    async fn a_lost_claim_cannot_mark_the_invoice_sent_and_a_failed_send_gives_it_back() {
        let (_dir, b) = billing().await;
        let (_, old) = b.claim_for_sending("i1", NOW).await.unwrap().unwrap();
        let (_, new) = b
            .claim_for_sending("i1", NOW + SENDING_TIMEOUT)
            .await
            .unwrap()
            .unwrap();
        assert!(!b.mark_sent("i1", old, 45_000, &sent(), NOW).await.unwrap());
        b.release("i1", new).await.unwrap();
        let stored = b.invoice("i1").await.unwrap().unwrap().value;
        assert_eq!(stored.state, InvoiceState::Pending);
        assert_eq!(stored.provider_id, None);
    }

    #[tokio::test]
    async fn an_invoice_is_paid_once_and_only_after_it_was_sent() {
        let (_dir, b) = billing().await;
        assert_eq!(
            b.mark_paid("i1", NOW, PaidVia::Provider, None)
                .await
                .unwrap(),
            PaidOutcome::NotSent
        );
        assert_eq!(
            b.mark_paid("nope", NOW, PaidVia::Provider, None)
                .await
                .unwrap(),
            PaidOutcome::Unknown
        );
        let (_, v) = b.claim_for_sending("i1", NOW).await.unwrap().unwrap();
        b.mark_sent("i1", v, 45_000, &sent(), NOW).await.unwrap();
        let PaidOutcome::Paid(paid) = b
            .mark_paid("i1", NOW + 86_400, PaidVia::Operator, Some("Cheque 10443"))
            .await
            .unwrap()
        else {
            panic!("an open invoice is paid");
        };
        assert_eq!(paid.paid_via, Some(PaidVia::Operator));
        assert_eq!(paid.payment_reference.as_deref(), Some("Cheque 10443"));
        let again = b
            .mark_paid("i1", NOW + 2 * 86_400, PaidVia::Provider, None)
            .await
            .unwrap();
        assert_eq!(
            again,
            PaidOutcome::AlreadyPaid(paid),
            "the first payment stands"
        );
    }

    #[tokio::test]
    async fn the_operator_sets_the_seat_price_and_billing_address_keeping_the_rest() {
        let (_dir, b) = billing().await;
        assert!(
            b.set_terms(Some(45_000), Some("grants@harborfoundation.org"))
                .await
                .unwrap()
        );
        assert!(b.set_customer("cus_1").await.unwrap());
        assert!(b.set_terms(Some(40_000), None).await.unwrap());
        let f = b.funder().await.unwrap().unwrap().value;
        assert_eq!(f.seat_price_cents, Some(40_000));
        assert_eq!(
            f.billing_email.as_deref(),
            Some("grants@harborfoundation.org")
        );
        assert_eq!(f.customer_id.as_deref(), Some("cus_1"));
        assert_eq!(f.name, "Harbor Community Foundation");
        let nobody = FunderBilling::new(b.table.clone(), "f2");
        assert!(!nobody.set_terms(Some(1), None).await.unwrap());
    }
}

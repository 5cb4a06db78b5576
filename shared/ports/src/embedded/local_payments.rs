//! [`Payments`] without Stripe: a checkout page and an invoice page served by the local server.
//! Completing the checkout produces a Stripe-shaped `customer.subscription.created` event, and
//! paying an invoice an `invoice.paid` event, each signed exactly as Stripe signs webhooks; the
//! local server posts it to the same webhook endpoint, where the same verification code checks it.
//!
//! Invoices keep no state here: an invoice's page is read from the store (the funder's invoice
//! record), so it outlives a restart of the server as a Stripe invoice outlives a deploy.

use crate::payments::*;
use async_trait::async_trait;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalCheckout {
    pub id: String,
    pub request: CheckoutRequest,
    pub completed: bool,
}

pub struct LocalPayments {
    /// Base of the developer pages, e.g. `http://localhost:3000/dev`: checkouts are
    /// `…/checkout/{id}`, invoices `…/invoice/{funder}/{invoice}`.
    base_url: String,
    secret: String,
    sessions: Mutex<HashMap<String, LocalCheckout>>,
}

impl LocalPayments {
    pub fn new(base_url: impl Into<String>, webhook_secret: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into().trim_end_matches('/').to_string(),
            secret: webhook_secret.into(),
            sessions: Mutex::new(HashMap::new()),
        }
    }

    /// The provider id of the local invoice for our invoice `invoice_id`.
    pub fn invoice_provider_id(invoice_id: &str) -> String {
        format!("in_local_{invoice_id}")
    }

    /// The `invoice.paid` webhook of a local invoice paid at `now`: the JSON body and its
    /// `Stripe-Signature` header. The metadata is what [`Payments::send_invoice`] put on it.
    pub fn invoice_paid(
        &self,
        funder_id: &str,
        invoice_id: &str,
        cohort_id: &str,
        amount_cents: i64,
        now: i64,
    ) -> (String, String) {
        let event = json!({
            "id": format!("evt_local_{}", ulid::Ulid::new()),
            "object": "event",
            "type": "invoice.paid",
            "created": now,
            "livemode": false,
            "data": { "object": {
                "id": Self::invoice_provider_id(invoice_id),
                "object": "invoice",
                "customer": format!("cus_local_{funder_id}"),
                "collection_method": "send_invoice",
                "status": "paid",
                "currency": "usd",
                "amount_due": amount_cents,
                "amount_paid": amount_cents,
                "status_transitions": { "paid_at": now },
                "metadata": {
                    "funder_id": funder_id,
                    "invoice_id": invoice_id,
                    "cohort_id": cohort_id,
                },
            }}
        })
        .to_string();
        let signature = sign(event.as_bytes(), &self.secret, now);
        (event, signature)
    }

    pub fn session(&self, id: &str) -> Option<LocalCheckout> {
        self.sessions
            .lock()
            .expect("sessions lock")
            .get(id)
            .cloned()
    }

    /// Marks the session paid and returns the webhook to deliver: the JSON body and its
    /// `Stripe-Signature` header, signed at `now` (epoch seconds). `None` for an unknown session.
    pub fn complete(&self, id: &str, now: i64) -> Option<(String, String)> {
        let mut sessions = self.sessions.lock().expect("sessions lock");
        let s = sessions.get_mut(id)?;
        s.completed = true;
        let r = &s.request;
        let period_end = match r.term.as_str() {
            "year" => add_months(now, 12),
            _ => add_months(now, 1),
        };
        let event = json!({
            "id": format!("evt_local_{}", ulid::Ulid::new()),
            "object": "event",
            "type": "customer.subscription.created",
            "created": now,
            "livemode": false,
            "data": { "object": {
                "id": format!("sub_local_{id}"),
                "object": "subscription",
                "customer": format!("cus_local_{}", r.organization_id),
                "status": "active",
                "start_date": now,
                "current_period_start": now,
                "current_period_end": period_end,
                "cancel_at_period_end": false,
                "metadata": {
                    "organization_id": r.organization_id,
                    "user_id": r.user_id,
                    "plan": r.plan,
                    "term": r.term,
                },
                "items": { "object": "list", "data": [{
                    "id": format!("si_local_{id}"),
                    "current_period_start": now,
                    "current_period_end": period_end,
                    "price": { "id": format!("price_local_{}_{}", r.plan, r.term), "recurring": { "interval": r.term } }
                }]}
            }}
        })
        .to_string();
        let signature = sign(event.as_bytes(), &self.secret, now);
        Some((event, signature))
    }
}

/// `epoch` plus `months` calendar months (day clamped to the month's length), as Stripe bills.
pub fn add_months(epoch: i64, months: u32) -> i64 {
    let t = time::OffsetDateTime::from_unix_timestamp(epoch)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let total = t.year() * 12 + (t.month() as i32 - 1) + months as i32;
    let (year, month0) = (total.div_euclid(12), total.rem_euclid(12));
    let month = time::Month::try_from((month0 + 1) as u8).expect("month in range");
    let day = t.day().min(month.length(year));
    let date = time::Date::from_calendar_date(year, month, day).expect("valid date");
    t.replace_date(date).unix_timestamp()
}

#[async_trait]
impl Payments for LocalPayments {
    async fn checkout_url(&self, request: &CheckoutRequest) -> Result<String, PaymentsError> {
        let id = format!("cs_local_{}", ulid::Ulid::new());
        self.sessions.lock().expect("sessions lock").insert(
            id.clone(),
            LocalCheckout {
                id: id.clone(),
                request: request.clone(),
                completed: false,
            },
        );
        Ok(format!("{}/checkout/{id}", self.base_url))
    }

    async fn send_invoice(&self, request: &InvoiceRequest) -> Result<IssuedInvoice, PaymentsError> {
        if request.quantity == 0 || request.unit_amount_cents <= 0 {
            return Err(PaymentsError::Provider(
                "an invoice needs at least one seat at a positive price".into(),
            ));
        }
        let tail: String = request.invoice_id.chars().rev().take(8).collect();
        let number: String = tail.chars().rev().collect::<String>().to_uppercase();
        Ok(IssuedInvoice {
            provider_id: Self::invoice_provider_id(&request.invoice_id),
            customer_id: request
                .customer_id
                .clone()
                .unwrap_or_else(|| format!("cus_local_{}", request.funder_id)),
            number: Some(format!("LOCAL-{number}")),
            url: format!(
                "{}/invoice/{}/{}",
                self.base_url, request.funder_id, request.invoice_id
            ),
        })
    }

    fn webhook_secret(&self) -> &str {
        &self.secret
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> CheckoutRequest {
        CheckoutRequest {
            organization_id: "org1".into(),
            user_id: "u1".into(),
            customer_email: "a@b.org".into(),
            plan: "pro".into(),
            term: "year".into(),
            success_url: "http://localhost:3000/subscription/success".into(),
            cancel_url: "http://localhost:3000/payment".into(),
        }
    }

    #[tokio::test]
    async fn a_completed_local_checkout_sends_a_webhook_that_verifies_with_the_stripe_scheme() {
        let p = LocalPayments::new("http://localhost:3000/dev", "whsec_local");
        let url = p.checkout_url(&request()).await.unwrap();
        let id = url.rsplit('/').next().unwrap();
        let (body, sig) = p.complete(id, 1_700_000_000).unwrap();
        verify_signature(body.as_bytes(), &sig, p.webhook_secret(), 1_700_000_010).unwrap();
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["type"], "customer.subscription.created");
        assert_eq!(v["data"]["object"]["metadata"]["organization_id"], "org1");
        assert_eq!(v["data"]["object"]["metadata"]["term"], "year");
        assert!(p.session(id).unwrap().completed);
        assert!(p.complete("cs_unknown", 0).is_none());
    }

    #[tokio::test]
    async fn a_local_invoice_is_paid_by_a_signed_invoice_paid_event_that_names_it() {
        let p = LocalPayments::new("http://localhost:3000/dev", "whsec_local");
        let request = InvoiceRequest {
            invoice_id: "01JINV0000000000000000ABCD".into(),
            funder_id: "f1".into(),
            cohort_id: "c1".into(),
            customer_id: None,
            customer_name: "Harbor Community Foundation".into(),
            customer_email: "grants@harborfoundation.org".into(),
            description: "Seats in Spring 2027 Cohort (group coaching)".into(),
            quantity: 12,
            unit_amount_cents: 45_000,
            days_until_due: 30,
        };
        let sent = p.send_invoice(&request).await.unwrap();
        assert_eq!(
            sent.url,
            "http://localhost:3000/dev/invoice/f1/01JINV0000000000000000ABCD"
        );
        assert_eq!(sent.number.as_deref(), Some("LOCAL-0000ABCD"));
        assert_eq!(
            sent,
            p.send_invoice(&request).await.unwrap(),
            "the same invoice again"
        );
        let (body, sig) = p.invoice_paid("f1", &request.invoice_id, "c1", 540_000, 1_700_000_000);
        verify_signature(body.as_bytes(), &sig, p.webhook_secret(), 1_700_000_001).unwrap();
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["type"], "invoice.paid");
        assert_eq!(v["data"]["object"]["id"], sent.provider_id);
        assert_eq!(
            v["data"]["object"]["metadata"]["invoice_id"],
            request.invoice_id
        );
        assert_eq!(v["data"]["object"]["amount_paid"], 540_000);
        let free = InvoiceRequest {
            unit_amount_cents: 0,
            ..request
        };
        assert!(p.send_invoice(&free).await.is_err());
    }

    #[tokio::test]
    async fn the_local_checkout_passes_the_payments_conformance_suite() {
        let p = LocalPayments::new("http://localhost:3000/dev", "whsec_local");
        crate::conformance::payments_suite(std::sync::Arc::new(p)).await;
    }

    #[test]
    fn a_month_later_clamps_to_the_end_of_a_shorter_month() {
        // 2026-01-31 -> 2026-02-28
        let jan31 = time::macros::datetime!(2026-01-31 12:00 UTC).unix_timestamp();
        let feb28 = time::macros::datetime!(2026-02-28 12:00 UTC).unix_timestamp();
        assert_eq!(add_months(jan31, 1), feb28);
        let y = time::macros::datetime!(2027-01-31 12:00 UTC).unix_timestamp();
        assert_eq!(add_months(jan31, 12), y);
    }
}

//! [`Payments`] without Stripe: a checkout page served by the local server. Completing it
//! produces a Stripe-shaped `customer.subscription.created` event signed exactly as Stripe signs
//! webhooks; the local server posts it to the same webhook endpoint, where the same verification
//! code checks it.

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
    /// Base of checkout links, e.g. `http://localhost:3000/dev/checkout`.
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
        Ok(format!("{}/{id}", self.base_url))
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
        let p = LocalPayments::new("http://localhost:3000/dev/checkout", "whsec_local");
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
    async fn the_local_checkout_passes_the_payments_conformance_suite() {
        let p = LocalPayments::new("http://localhost:3000/dev/checkout", "whsec_local");
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

//! Payments: a hosted checkout for a subscription, invoices sent to a funder (issue 18 §6), and
//! signed webhooks that report their state.
//!
//! Both adapters (Stripe and the local checkout) sign webhooks with Stripe's scheme and are
//! verified by [`verify_signature`]; a subscription, and a funder's invoice, change to paid
//! only through a verified webhook (or the operator's own act for a payment outside Stripe).

use async_trait::async_trait;
use hmac::{Hmac, Mac};
use sha2::Sha256;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckoutRequest {
    pub organization_id: String,
    pub user_id: String,
    pub customer_email: String,
    /// `pro`
    pub plan: String,
    /// `month` or `year`
    pub term: String,
    pub success_url: String,
    pub cancel_url: String,
}

/// An invoice to send to a funder: `quantity` seats at `unit_amount_cents` each, due
/// `days_until_due` days after it is sent (`collection_method=send_invoice` on Stripe).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvoiceRequest {
    /// Ours: the provider's idempotency keys and the invoice's metadata carry it, so a retry
    /// never makes a second invoice and the paid webhook finds it.
    pub invoice_id: String,
    pub funder_id: String,
    pub cohort_id: String,
    /// The provider's customer for this funder, when one was made for an earlier invoice.
    pub customer_id: Option<String>,
    pub customer_name: String,
    /// Where the provider e-mails the invoice.
    pub customer_email: String,
    /// The invoice's one line, e.g. `Seats in Spring 2027 Cohort (group coaching)`.
    pub description: String,
    pub quantity: u32,
    pub unit_amount_cents: i64,
    pub days_until_due: u32,
}

/// An invoice the provider has sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssuedInvoice {
    /// The provider's id (`in_…`); the paid webhook names it.
    pub provider_id: String,
    /// The provider's customer the invoice was sent to (kept for the funder's next invoice).
    pub customer_id: String,
    /// The number printed on the invoice, when the provider gives one.
    pub number: Option<String>,
    /// The hosted page where the invoice is read and paid.
    pub url: String,
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentsError {
    #[error("no price configured for plan {plan} and term {term}")]
    NoPrice { plan: String, term: String },
    #[error("payment service error: {0}")]
    Provider(String),
    #[error("invalid webhook signature")]
    BadSignature,
    #[error("webhook timestamp outside the tolerance")]
    StaleSignature,
}

#[async_trait]
pub trait Payments: Send + Sync {
    /// Creates a hosted checkout session and returns the URL to send the browser to.
    async fn checkout_url(&self, request: &CheckoutRequest) -> Result<String, PaymentsError>;
    /// Creates, finalizes and sends an invoice. Calling it again with the same
    /// [`InvoiceRequest::invoice_id`] answers the same invoice, not a second one.
    async fn send_invoice(&self, request: &InvoiceRequest) -> Result<IssuedInvoice, PaymentsError>;
    /// The secret webhooks are signed with.
    fn webhook_secret(&self) -> &str;
}

/// Seconds a webhook signature stays acceptable (Stripe's default tolerance).
pub const SIGNATURE_TOLERANCE_SECONDS: i64 = 300;

type HmacSha256 = Hmac<Sha256>;

/// The `Stripe-Signature` header value for `payload` signed at `timestamp`.
pub fn sign(payload: &[u8], secret: &str, timestamp: i64) -> String {
    format!(
        "t={timestamp},v1={}",
        hex::encode(mac(payload, secret, timestamp))
    )
}

fn mac(payload: &[u8], secret: &str, timestamp: i64) -> Vec<u8> {
    let mut m = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac takes any key");
    m.update(timestamp.to_string().as_bytes());
    m.update(b".");
    m.update(payload);
    m.finalize().into_bytes().to_vec()
}

/// Verifies a `Stripe-Signature` header: one `t=` timestamp within the tolerance of `now` and at
/// least one `v1=` signature equal (in constant time) to the HMAC-SHA256 of `t.payload`.
pub fn verify_signature(
    payload: &[u8],
    header: &str,
    secret: &str,
    now: i64,
) -> Result<(), PaymentsError> {
    if secret.is_empty() {
        // Anyone can compute an HMAC with an empty key: without a secret nothing verifies.
        return Err(PaymentsError::BadSignature);
    }
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", v)) => timestamp = v.parse::<i64>().ok(),
            Some(("v1", v)) => {
                if let Ok(bytes) = hex::decode(v) {
                    signatures.push(bytes)
                }
            }
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(PaymentsError::BadSignature)?;
    let valid = signatures.iter().any(|sig| {
        let mut m = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac takes any key");
        m.update(timestamp.to_string().as_bytes());
        m.update(b".");
        m.update(payload);
        m.verify_slice(sig).is_ok()
    });
    if !valid {
        return Err(PaymentsError::BadSignature);
    }
    if (now - timestamp).abs() > SIGNATURE_TOLERANCE_SECONDS {
        return Err(PaymentsError::StaleSignature);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_made_with_the_secret_verifies() {
        let h = sign(b"{\"id\":1}", "whsec_x", 1000);
        assert!(verify_signature(b"{\"id\":1}", &h, "whsec_x", 1010).is_ok());
    }

    #[test]
    fn a_tampered_payload_is_rejected() {
        let h = sign(b"{\"id\":1}", "whsec_x", 1000);
        assert!(matches!(
            verify_signature(b"{\"id\":2}", &h, "whsec_x", 1000),
            Err(PaymentsError::BadSignature)
        ));
    }

    #[test]
    fn another_secret_is_rejected() {
        let h = sign(b"{}", "whsec_a", 1000);
        assert!(matches!(
            verify_signature(b"{}", &h, "whsec_b", 1000),
            Err(PaymentsError::BadSignature)
        ));
    }

    #[test]
    fn an_old_signature_is_stale() {
        let h = sign(b"{}", "whsec_a", 1000);
        assert!(matches!(
            verify_signature(b"{}", &h, "whsec_a", 1000 + 301),
            Err(PaymentsError::StaleSignature)
        ));
    }

    #[test]
    fn nothing_verifies_without_a_secret() {
        let h = sign(b"{}", "", 1000);
        assert!(matches!(
            verify_signature(b"{}", &h, "", 1000),
            Err(PaymentsError::BadSignature)
        ));
    }

    #[test]
    fn a_header_without_timestamp_is_rejected() {
        assert!(verify_signature(b"{}", "v1=00", "s", 0).is_err());
        assert!(verify_signature(b"{}", "", "s", 0).is_err());
    }

    #[test]
    fn a_matching_signature_among_several_is_enough() {
        let good = sign(b"{}", "s", 5);
        let v1 = good.split("v1=").nth(1).unwrap();
        let header = format!("t=5,v1=deadbeef,v1={v1}");
        assert!(verify_signature(b"{}", &header, "s", 5).is_ok());
    }
}

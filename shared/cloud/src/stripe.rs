//! [`Payments`] on Stripe, through its form-encoded API: a subscription-mode Checkout Session
//! for a subscription, and the invoices sent to funders (a customer when the funder has none
//! yet, a draft `send_invoice` invoice, its one line, then finalized and e-mailed by Stripe).
//! Every invoice call carries an `Idempotency-Key` derived from our invoice id, so a retry
//! answers the same invoice instead of making a second one. The subscription and the invoice's
//! payment are reported by signed webhooks, verified with
//! [`fundplan_ports::payments::verify_signature`] and [`Payments::webhook_secret`].

use crate::settings::StripeSettings;
use async_trait::async_trait;
use fundplan_ports::payments::{
    CheckoutRequest, InvoiceRequest, IssuedInvoice, Payments, PaymentsError,
};
use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct StripePayments {
    http: reqwest::Client,
    settings: StripeSettings,
}

#[derive(Deserialize)]
struct Session {
    url: Option<String>,
}

/// A customer or an invoice Stripe created: only its id is read.
#[derive(Deserialize)]
struct Created {
    id: String,
}

#[derive(Deserialize)]
struct FinalizedInvoice {
    number: Option<String>,
    hosted_invoice_url: Option<String>,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Deserialize)]
struct ErrorDetail {
    message: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
}

impl StripePayments {
    pub fn new(settings: StripeSettings) -> Result<Self, PaymentsError> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| PaymentsError::Provider(format!("HTTP client: {e}")))?;
        Ok(Self { http, settings })
    }

    pub fn settings(&self) -> &StripeSettings {
        &self.settings
    }

    /// The form fields of the Checkout Session for `request` billed with `price`.
    pub fn checkout_form(request: &CheckoutRequest, price: &str) -> Vec<(String, String)> {
        let metadata = [
            ("organization_id", &request.organization_id),
            ("user_id", &request.user_id),
            ("plan", &request.plan),
            ("term", &request.term),
        ];
        let mut form = vec![
            ("mode".to_string(), "subscription".to_string()),
            ("line_items[0][price]".to_string(), price.to_string()),
            ("line_items[0][quantity]".to_string(), "1".to_string()),
            ("success_url".to_string(), request.success_url.clone()),
            ("cancel_url".to_string(), request.cancel_url.clone()),
            (
                "client_reference_id".to_string(),
                request.organization_id.clone(),
            ),
            ("customer_email".to_string(), request.customer_email.clone()),
        ];
        form.extend(
            metadata
                .iter()
                .map(|(k, v)| (format!("metadata[{k}]"), v.to_string())),
        );
        form.extend(
            metadata
                .iter()
                .map(|(k, v)| (format!("subscription_data[metadata][{k}]"), v.to_string())),
        );
        form
    }

    /// POSTs the form-encoded `form` to Stripe's `path` (`/v1/…`) with the secret key and, when
    /// given, an `Idempotency-Key`, and reads the answer as `T`. A refusal is a
    /// [`PaymentsError::Provider`] carrying Stripe's own message; `what` names the request in the
    /// log and in the error of an unreadable answer.
    async fn post_form<T: DeserializeOwned>(
        &self,
        path: &str,
        form: &(impl Serialize + ?Sized),
        idempotency_key: Option<&str>,
        what: &str,
    ) -> Result<T, PaymentsError> {
        let endpoint = format!("{}{path}", self.settings.api_base.trim_end_matches('/'));
        let mut post = self
            .http
            .post(&endpoint)
            .bearer_auth(&self.settings.secret_key)
            .form(form);
        if let Some(key) = idempotency_key {
            post = post.header("Idempotency-Key", key);
        }
        let response = post
            .send()
            .await
            .map_err(|e| PaymentsError::Provider(format!("Stripe could not be reached: {e}")))?;
        let status = response.status();
        let body = response.bytes().await.map_err(|e| {
            PaymentsError::Provider(format!("Stripe's answer could not be read: {e}"))
        })?;
        if !status.is_success() {
            let message = match serde_json::from_slice::<ErrorBody>(&body) {
                Ok(ErrorBody {
                    error:
                        ErrorDetail {
                            message: Some(m), ..
                        },
                }) => m,
                Ok(ErrorBody {
                    error: ErrorDetail { kind: Some(k), .. },
                }) => format!("{k} (HTTP {status})"),
                _ => format!("HTTP {status}"),
            };
            tracing::warn!(%status, %message, path, "Stripe refused the {what} request");
            return Err(PaymentsError::Provider(message));
        }
        serde_json::from_slice(&body).map_err(|e| {
            PaymentsError::Provider(format!("Stripe's {what} answer is unreadable: {e}"))
        })
    }
}

#[async_trait]
impl Payments for StripePayments {
    async fn checkout_url(&self, request: &CheckoutRequest) -> Result<String, PaymentsError> {
        let price = self
            .settings
            .price(&request.plan, &request.term)
            .ok_or_else(|| PaymentsError::NoPrice {
                plan: request.plan.clone(),
                term: request.term.clone(),
            })?;
        let session: Session = self
            .post_form(
                "/v1/checkout/sessions",
                &Self::checkout_form(request, price),
                None,
                "checkout session",
            )
            .await?;
        session
            .url
            .filter(|u| !u.is_empty())
            .ok_or_else(|| PaymentsError::Provider("the checkout session has no url".into()))
    }

    async fn send_invoice(&self, request: &InvoiceRequest) -> Result<IssuedInvoice, PaymentsError> {
        if request.quantity == 0 {
            return Err(PaymentsError::Provider(
                "an invoice needs at least one seat, and this one has none".into(),
            ));
        }
        if request.unit_amount_cents <= 0 {
            return Err(PaymentsError::Provider(format!(
                "an invoice needs a positive price per seat, and this one is {} cents",
                request.unit_amount_cents
            )));
        }
        let invoice_id = request.invoice_id.as_str();
        let customer_id = match request
            .customer_id
            .as_deref()
            .filter(|c| !c.trim().is_empty())
        {
            Some(id) => id.to_string(),
            None => {
                let customer: Created = self
                    .post_form(
                        "/v1/customers",
                        &[
                            ("name", request.customer_name.as_str()),
                            ("email", request.customer_email.as_str()),
                            ("metadata[funder_id]", request.funder_id.as_str()),
                        ],
                        Some(&format!("fundplan-customer-{invoice_id}")),
                        "customer",
                    )
                    .await?;
                customer.id
            }
        };
        let days_until_due = request.days_until_due.to_string();
        let invoice: Created = self
            .post_form(
                "/v1/invoices",
                &[
                    ("customer", customer_id.as_str()),
                    ("collection_method", "send_invoice"),
                    ("days_until_due", days_until_due.as_str()),
                    ("auto_advance", "false"),
                    ("pending_invoice_items_behavior", "exclude"),
                    ("description", request.description.as_str()),
                    ("metadata[funder_id]", request.funder_id.as_str()),
                    ("metadata[invoice_id]", invoice_id),
                    ("metadata[cohort_id]", request.cohort_id.as_str()),
                ],
                Some(&format!("fundplan-invoice-{invoice_id}")),
                "invoice",
            )
            .await?;
        let quantity = request.quantity.to_string();
        let unit_amount_cents = request.unit_amount_cents.to_string();
        // `unit_amount_decimal`, not `unit_amount` (removed from invoice items by newer API
        // versions): integer cents written as a decimal string.
        let _item: IgnoredAny = self
            .post_form(
                "/v1/invoiceitems",
                &[
                    ("customer", customer_id.as_str()),
                    ("invoice", invoice.id.as_str()),
                    ("currency", "usd"),
                    ("quantity", quantity.as_str()),
                    ("unit_amount_decimal", unit_amount_cents.as_str()),
                    ("description", request.description.as_str()),
                    ("metadata[invoice_id]", invoice_id),
                ],
                Some(&format!("fundplan-invoice-item-{invoice_id}")),
                "invoice item",
            )
            .await?;
        let path = format!("/v1/invoices/{}", urlencoding::encode(&invoice.id));
        let no_fields: [(&str, &str); 0] = [];
        let finalized: FinalizedInvoice = self
            .post_form(
                &format!("{path}/finalize"),
                &no_fields,
                Some(&format!("fundplan-invoice-finalize-{invoice_id}")),
                "invoice finalization",
            )
            .await?;
        // Checked before the e-mail goes out: the funder is never sent an invoice we cannot link.
        let url = finalized
            .hosted_invoice_url
            .filter(|u| !u.is_empty())
            .ok_or_else(|| {
                PaymentsError::Provider("the finalized invoice has no hosted_invoice_url".into())
            })?;
        let _sent: IgnoredAny = self
            .post_form(
                &format!("{path}/send"),
                &no_fields,
                Some(&format!("fundplan-invoice-send-{invoice_id}")),
                "invoice sending",
            )
            .await?;
        Ok(IssuedInvoice {
            provider_id: invoice.id,
            customer_id,
            number: finalized.number.filter(|n| !n.is_empty()),
            url,
        })
    }

    fn webhook_secret(&self) -> &str {
        &self.settings.webhook_secret
    }
}

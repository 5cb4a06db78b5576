//! [`Payments`] on Stripe Checkout: a subscription-mode Checkout Session created through
//! Stripe's form-encoded API. The subscription itself is reported by signed webhooks, verified
//! with [`fundplan_ports::payments::verify_signature`] and [`Payments::webhook_secret`].

use crate::settings::StripeSettings;
use async_trait::async_trait;
use fundplan_ports::payments::{CheckoutRequest, Payments, PaymentsError};
use serde::Deserialize;
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
        let endpoint = format!(
            "{}/v1/checkout/sessions",
            self.settings.api_base.trim_end_matches('/')
        );
        let response = self
            .http
            .post(&endpoint)
            .bearer_auth(&self.settings.secret_key)
            .form(&Self::checkout_form(request, price))
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
            tracing::warn!(%status, %message, "Stripe refused the checkout session");
            return Err(PaymentsError::Provider(message));
        }
        let session: Session = serde_json::from_slice(&body)
            .map_err(|e| PaymentsError::Provider(format!("unreadable checkout session: {e}")))?;
        session
            .url
            .filter(|u| !u.is_empty())
            .ok_or_else(|| PaymentsError::Provider("the checkout session has no url".into()))
    }

    fn webhook_secret(&self) -> &str {
        &self.settings.webhook_secret
    }
}

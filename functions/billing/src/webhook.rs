//! The payment webhook: Stripe-signed events about subscriptions, and about the invoices sent
//! to funders (issue 18 §6). Verified with the shared Stripe scheme. A subscription event is
//! applied once (the event id is recorded in the same transaction that changes the
//! subscription), and never older over newer (an event created before the last applied one
//! changes nothing); an `invoice.paid` event marks the funder's invoice paid once.

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use fundplan_data::PaymentEventRecord;
use fundplan_data::invoices::{PaidOutcome, PaidVia};
use fundplan_data::ops::{PaymentEventOutcome, apply_payment_event};

use fundplan_domain::subscription::Subscription;
use fundplan_http::{ApiError, ApiResult, AppState};
use fundplan_ports::payments::verify_signature;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct Received {
    pub received: bool,
}

#[derive(Deserialize)]
struct Event {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    created: i64,
    data: EventData,
}

#[derive(Deserialize)]
struct EventData {
    object: Value,
}

/// What a subscription event says, read from Stripe's subscription object (period dates on the
/// object, or on its first item in newer API versions).
struct SubscriptionChange {
    org_id: String,
    plan: String,
    term: String,
    status: String,
    id: String,
    start: i64,
    end: i64,
}

fn read_change(kind: &str, obj: &Value) -> Option<SubscriptionChange> {
    let meta = &obj["metadata"];
    let item = &obj["items"]["data"][0];
    let num = |k: &str| obj[k].as_i64().or_else(|| item[k].as_i64());
    let term = meta["term"].as_str().map(String::from).or_else(|| {
        item["price"]["recurring"]["interval"]
            .as_str()
            .map(String::from)
    })?;
    Some(SubscriptionChange {
        org_id: meta["organization_id"].as_str()?.to_string(),
        plan: meta["plan"].as_str().unwrap_or("pro").to_string(),
        term,
        status: if kind == "customer.subscription.deleted" {
            "canceled".into()
        } else {
            obj["status"].as_str()?.to_string()
        },
        id: obj["id"].as_str()?.to_string(),
        start: num("current_period_start").or_else(|| obj["start_date"].as_i64())?,
        end: num("current_period_end")?,
    })
}

/// Receives a payment-provider event. 400 for a bad or stale signature; 200 for every verified
/// event, including duplicates and events that change nothing.
#[utoipa::path(post, path = "/api/v1/payments/webhook", tag = "billing",
    params(("Stripe-Signature" = String, Header, description = "t=<unix time>,v1=<hex HMAC-SHA256 of `t.body`>")),
    request_body(content = Object, description = "a Stripe event"),
    responses((status = 200, body = Received), (status = 400, description = "signature missing, invalid or too old")))]
pub async fn receive(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<Json<Received>> {
    let signature = headers
        .get("stripe-signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    verify_signature(
        &body,
        signature,
        state.payments.webhook_secret(),
        state.now(),
    )?;
    let event: Event = serde_json::from_slice(&body)
        .map_err(|_| ApiError::bad_request("The event is not a valid payment event."))?;
    let ok = Json(Received { received: true });
    if event.kind == "invoice.paid" {
        invoice_paid(&state, &event).await?;
        return Ok(ok);
    }
    if !event.kind.starts_with("customer.subscription.") {
        tracing::info!(event_id = %event.id, kind = %event.kind, "payment event ignored");
        return Ok(ok);
    }
    let Some(change) = read_change(&event.kind, &event.data.object) else {
        tracing::warn!(event_id = %event.id, kind = %event.kind, "subscription event without organization or period; ignored");
        return Ok(ok);
    };
    // The webhook's scope: the organization a verified event names, when it exists.
    let Some(org) = state
        .directory()
        .organization_of_event(&change.org_id)
        .await?
    else {
        tracing::warn!(event_id = %event.id, org_id = %change.org_id, "subscription event for an unknown organization; ignored");
        return Ok(ok);
    };
    let sub = Subscription {
        plan: change.plan.clone(),
        term: change.term.clone(),
        provider_status: change.status.clone(),
        provider_subscription_id: change.id.clone(),
        start: change.start,
        end: change.end,
        last_event_at: event.created,
    };
    let record = PaymentEventRecord {
        kind: event.kind.clone(),
        received_at: state.now(),
    };
    match apply_payment_event(&org, &event.id, &record, &sub).await? {
        PaymentEventOutcome::Applied => {
            tracing::info!(event_id = %event.id, org_id = %change.org_id, status = %sub.provider_status, "subscription updated");
        }
        PaymentEventOutcome::AlreadyApplied => {
            tracing::info!(event_id = %event.id, "payment event already applied");
        }
        PaymentEventOutcome::Outdated => {
            tracing::info!(event_id = %event.id, "an older payment event arrived after a newer one; ignored");
        }
        PaymentEventOutcome::Sponsored => {
            tracing::info!(event_id = %event.id, org_id = %change.org_id, "payment event about another subscription while a funder's seat is active; ignored");
        }
    }
    Ok(ok)
}

/// A funder's invoice paid on the provider's page: the invoice the event's metadata names is
/// marked paid, once, when the provider's id on it is the event's. Events for invoices this
/// product did not send (no funder in the metadata) are ignored.
async fn invoice_paid(state: &AppState, event: &Event) -> Result<(), ApiError> {
    let obj = &event.data.object;
    let meta = &obj["metadata"];
    let (Some(funder_id), Some(invoice_id), Some(provider_id)) = (
        meta["funder_id"].as_str(),
        meta["invoice_id"].as_str(),
        obj["id"].as_str(),
    ) else {
        tracing::info!(event_id = %event.id, "a paid invoice that is not a funder's; ignored");
        return Ok(());
    };
    let billing = state.directory().funder_billing(funder_id);
    let Some(stored) = billing.invoice(invoice_id).await? else {
        tracing::warn!(event_id = %event.id, %funder_id, %invoice_id, "a paid invoice this product does not know; ignored");
        return Ok(());
    };
    if stored.value.provider_id.as_deref() != Some(provider_id) {
        tracing::warn!(event_id = %event.id, %funder_id, %invoice_id, %provider_id, "a paid invoice whose provider id is not the one sent; ignored");
        return Ok(());
    }
    let paid_at = obj["status_transitions"]["paid_at"]
        .as_i64()
        .unwrap_or(event.created);
    match billing
        .mark_paid(invoice_id, paid_at, PaidVia::Provider, None)
        .await?
    {
        PaidOutcome::Paid(_) => {
            tracing::info!(event_id = %event.id, %funder_id, %invoice_id, "funder invoice paid")
        }
        PaidOutcome::AlreadyPaid(_) => {
            tracing::info!(event_id = %event.id, %invoice_id, "funder invoice already paid")
        }
        PaidOutcome::NotSent | PaidOutcome::Unknown => {
            tracing::warn!(event_id = %event.id, %invoice_id, "a paid event for an invoice not sent; ignored")
        }
    }
    Ok(())
}

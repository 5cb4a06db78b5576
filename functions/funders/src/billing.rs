//! Billing the funder (issue 18 §6): the funder is invoiced per cohort, not charged at sign-up.
//! A new cohort records an invoice for its seats and added seats one for the seats added (in
//! the same transaction as the change, `fundplan_data::invoices`); the invoice is then sent
//! through the payment provider with `collection_method=send_invoice`, net 30, quantity =
//! seats. It is paid by the provider's verified `invoice.paid` webhook (function `billing`) or
//! by the operator for a payment outside the provider.
//!
//! The seat price is the operator's to set (Premium is priced by contact); until it is set, a
//! funder's invoices wait, and setting it sends them. A send that fails leaves the invoice
//! waiting: the next send of that funder's invoices (a new cohort, added seats, or the
//! operator's retry) sends it.

use axum::Json;
use axum::extract::State;
use fundplan_data::invoices::{
    DAYS_UNTIL_DUE, FunderBilling, InvoiceReason, InvoiceRecord, InvoiceState, PaidOutcome, PaidVia,
};
use fundplan_domain::DomainError;
use fundplan_domain::account::Email;
use fundplan_domain::cohort::{SEAT_PRICE_CENTS, SEAT_PRICE_REFUSED};
use fundplan_domain::error::Checker;
use fundplan_domain::messages as m;
use fundplan_domain::subscription::{iso_date, rfc3339};
use fundplan_http::extract::PathIds;
use fundplan_http::funders::{FunderAdmin, Operator};
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, PathId};
use fundplan_ports::InvoiceRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct InvoiceView {
    pub id: String,
    pub cohort_id: String,
    /// The cohort's name when the invoice was made.
    pub cohort_name: String,
    /// `cohort` (the seats of a new cohort) or `seats_added`.
    pub reason: String,
    pub seats: u32,
    /// `pending` (not sent yet), `open` (sent, to be paid by `due_on`) or `paid`.
    pub status: String,
    /// Open and past its due day.
    pub overdue: bool,
    /// The seat price it was sent at, in cents; none while pending.
    pub unit_amount_cents: Option<i64>,
    /// Seats × the seat price, in cents; none while pending.
    pub total_cents: Option<i64>,
    /// The number printed on the invoice.
    pub number: Option<String>,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339, when it was sent.
    pub sent_at: Option<String>,
    /// `YYYY-MM-DD`, the day it is due.
    pub due_on: Option<String>,
    /// RFC 3339.
    pub paid_at: Option<String>,
    /// `provider` (paid on the invoice's page) or `operator` (a payment outside it, recorded
    /// by fundplan).
    pub paid_via: Option<String>,
    /// How an outside payment was made, e.g. `Cheque 10443`.
    pub payment_reference: Option<String>,
    /// The page where the invoice is read and paid.
    pub url: Option<String>,
}

fn invoice_view(id: &str, i: &InvoiceRecord, now: i64) -> InvoiceView {
    let status = match i.state {
        InvoiceState::Pending | InvoiceState::Sending => "pending",
        InvoiceState::Open => "open",
        InvoiceState::Paid => "paid",
    };
    InvoiceView {
        id: id.to_owned(),
        cohort_id: i.cohort_id.clone(),
        cohort_name: i.cohort_name.clone(),
        reason: match i.reason {
            InvoiceReason::Cohort => "cohort",
            InvoiceReason::SeatsAdded => "seats_added",
        }
        .into(),
        seats: i.seats,
        status: status.into(),
        overdue: i.state == InvoiceState::Open && i.due_at.is_some_and(|due| now >= due),
        unit_amount_cents: i.unit_amount_cents,
        total_cents: i.total_cents,
        number: i.number.clone(),
        created_at: rfc3339(i.created_at).unwrap_or_default(),
        sent_at: i.sent_at.and_then(rfc3339),
        // Net 30: the 30th day after the day it was sent (as Stripe's `due_date`).
        due_on: i.due_at.map(iso_date),
        paid_at: i.paid_at.and_then(rfc3339),
        paid_via: i.paid_via.map(|v| {
            match v {
                PaidVia::Provider => "provider",
                PaidVia::Operator => "operator",
            }
            .into()
        }),
        payment_reference: i.payment_reference.clone(),
        url: i.url.clone(),
    }
}

#[derive(Serialize, ToSchema)]
pub struct FunderInvoices {
    /// The price of a seat in cents; none: fundplan has not set it yet, and invoices wait.
    pub seat_price_cents: Option<i64>,
    /// Where invoices are e-mailed.
    pub billing_email: Option<String>,
    /// Net terms: an invoice is due this many days after it is sent.
    pub days_until_due: u32,
    /// The total of the invoices sent and not paid, in cents.
    pub outstanding_cents: i64,
    /// Newest first.
    pub invoices: Vec<InvoiceView>,
}

/// The funder's invoices (admin only).
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/invoices", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path)),
    responses((status = 200, body = FunderInvoices), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn invoices(
    State(state): State<AppState>,
    FunderAdmin(admin): FunderAdmin,
) -> ApiResult<Json<FunderInvoices>> {
    let billing = admin_billing(&admin.funder)?;
    let funder = billing.funder().await?.ok_or_else(no_funder)?.value;
    let now = state.now();
    let invoices = billing.invoices().await?;
    let outstanding_cents = invoices
        .iter()
        .filter(|(_, i)| i.state == InvoiceState::Open)
        .filter_map(|(_, i)| i.total_cents)
        .sum();
    Ok(Json(FunderInvoices {
        seat_price_cents: funder.seat_price_cents,
        billing_email: funder.billing_email,
        days_until_due: DAYS_UNTIL_DUE,
        outstanding_cents,
        invoices: invoices
            .iter()
            .map(|(id, i)| invoice_view(id, i, now))
            .collect(),
    }))
}

fn admin_billing(funder: &fundplan_data::funder::FunderScope) -> Result<FunderBilling, ApiError> {
    funder
        .billing()
        .ok_or_else(|| ApiError(DomainError::Forbidden(m::FUNDER_ADMIN_ONLY.into())))
}

/// What a send of a funder's waiting invoices did.
#[derive(Clone, Copy, Debug, Default, Serialize, ToSchema)]
pub struct SendCount {
    /// Invoices sent now.
    pub sent: usize,
    /// Invoices still waiting: no seat price or billing address yet, or the provider failed.
    pub waiting: usize,
}

/// Sends every waiting invoice of the funder through the payment provider, each claimed first
/// so two senders never send one twice. A failure leaves the invoice waiting.
pub(crate) async fn send_waiting(
    state: &AppState,
    billing: &FunderBilling,
) -> Result<SendCount, ApiError> {
    let now = state.now();
    let Some(funder) = billing.funder().await? else {
        return Ok(SendCount::default());
    };
    let funder = funder.value;
    let waiting: Vec<String> = billing
        .invoices()
        .await?
        .into_iter()
        .filter(|(_, i)| i.claimable(now))
        .map(|(id, _)| id)
        .collect();
    let (Some(price), Some(email)) = (funder.seat_price_cents, funder.billing_email.clone()) else {
        return Ok(SendCount {
            sent: 0,
            waiting: waiting.len(),
        });
    };
    let mut count = SendCount::default();
    let mut customer = funder.customer_id.clone();
    for id in waiting {
        let Some((invoice, version)) = billing.claim_for_sending(&id, now).await? else {
            continue;
        };
        let request = InvoiceRequest {
            invoice_id: id.clone(),
            funder_id: billing.funder_id().to_owned(),
            cohort_id: invoice.cohort_id.clone(),
            customer_id: customer.clone(),
            customer_name: funder.name.clone(),
            customer_email: email.clone(),
            description: invoice.description(),
            quantity: invoice.seats,
            unit_amount_cents: price,
            days_until_due: DAYS_UNTIL_DUE,
        };
        match state.payments.send_invoice(&request).await {
            Ok(sent) => {
                if customer.as_deref() != Some(sent.customer_id.as_str()) {
                    billing.set_customer(&sent.customer_id).await?;
                    customer = Some(sent.customer_id.clone());
                }
                if billing.mark_sent(&id, version, price, &sent, now).await? {
                    tracing::info!(funder_id = %billing.funder_id(), invoice_id = %id, seats = invoice.seats, "invoice sent");
                    count.sent += 1;
                }
            }
            Err(e) => {
                tracing::warn!(funder_id = %billing.funder_id(), invoice_id = %id, error = %e, "the invoice could not be sent; it waits for the next send");
                billing.release(&id, version).await?;
                count.waiting += 1;
            }
        }
    }
    Ok(count)
}

/// Sends the funder's waiting invoices after a change that billed seats; a failure is logged,
/// never the admin's error (the cohort or its seats are stored, the invoice waits).
pub(crate) async fn after_billed_change(
    state: &AppState,
    funder: &fundplan_data::funder::FunderScope,
) {
    let Some(billing) = funder.billing() else {
        return;
    };
    if let Err(e) = send_waiting(state, &billing).await {
        tracing::warn!(funder_id = %funder.funder_id(), error = %e.0, "the funder's invoices could not be sent now");
    }
}

#[derive(Deserialize, ToSchema)]
pub struct BillingTerms {
    /// The price of a seat in cents (100 to 10,000,000); absent: unchanged.
    #[serde(default)]
    pub seat_price_cents: Option<i64>,
    /// Where invoices are e-mailed; absent: unchanged.
    #[serde(default)]
    pub billing_email: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct BillingRun {
    pub funder_id: String,
    pub seat_price_cents: Option<i64>,
    pub billing_email: Option<String>,
    pub sent: usize,
    pub waiting: usize,
}

/// Checks a seat price (cents) and a billing address given to the operator API, each under its
/// field; the address as stored (lower case), when one was given and is valid.
pub(crate) fn check_terms(
    c: &mut Checker,
    seat_price_cents: Option<i64>,
    billing_email: Option<&str>,
) -> Option<String> {
    if seat_price_cents.is_some_and(|p| !SEAT_PRICE_CENTS.contains(&p)) {
        c.fail("seat_price_cents", SEAT_PRICE_REFUSED);
    }
    match billing_email.map(Email::parse) {
        None => None,
        Some(Ok(e)) => Some(e.to_string()),
        Some(Err(_)) => {
            c.fail("billing_email", m::INVALID_EMAIL);
            None
        }
    }
}

/// Sets a funder's seat price and billing address (operator only), then sends the invoices
/// that waited for them.
#[utoipa::path(put, path = "/api/v1/operator/funders/{funder_id}/billing", tag = "funders", request_body = BillingTerms,
    params(("funder_id" = String, Path), ("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses(
        (status = 200, body = BillingRun),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured"),
        (status = 404, body = ErrorBody, description = "no such funder"),
        (status = 422, body = ErrorBody),
    ))]
pub async fn set_billing(
    State(state): State<AppState>,
    PathId(funder_id): PathId,
    _: Operator,
    ApiJson(req): ApiJson<BillingTerms>,
) -> ApiResult<Json<BillingRun>> {
    let mut c = Checker::new();
    let email = check_terms(&mut c, req.seat_price_cents, req.billing_email.as_deref());
    c.finish()?;
    let billing = state.directory().funder_billing(&funder_id);
    if !billing
        .set_terms(req.seat_price_cents, email.as_deref())
        .await?
    {
        return Err(no_funder());
    }
    run(&state, &billing).await
}

/// Sends a funder's waiting invoices again (operator only), after the provider failed.
#[utoipa::path(post, path = "/api/v1/operator/funders/{funder_id}/invoices/send", tag = "funders",
    params(("funder_id" = String, Path), ("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses(
        (status = 200, body = BillingRun),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured"),
        (status = 404, body = ErrorBody, description = "no such funder"),
    ))]
pub async fn send_invoices(
    State(state): State<AppState>,
    PathId(funder_id): PathId,
    _: Operator,
) -> ApiResult<Json<BillingRun>> {
    let billing = state.directory().funder_billing(&funder_id);
    run(&state, &billing).await
}

async fn run(state: &AppState, billing: &FunderBilling) -> ApiResult<Json<BillingRun>> {
    let count = send_waiting(state, billing).await?;
    let funder = billing.funder().await?.ok_or_else(no_funder)?.value;
    Ok(Json(BillingRun {
        funder_id: billing.funder_id().to_owned(),
        seat_price_cents: funder.seat_price_cents,
        billing_email: funder.billing_email,
        sent: count.sent,
        waiting: count.waiting,
    }))
}

fn no_funder() -> ApiError {
    ApiError(DomainError::NotFound("No funder has this id.".into()))
}

#[derive(Deserialize, ToSchema)]
pub struct OutsidePayment {
    /// How it was paid, for the funder's records, e.g. `Cheque 10443` or `Wire 2027-03-02`.
    #[serde(default)]
    pub reference: String,
}

/// Marks a sent invoice paid outside the provider, by cheque or wire (operator only). Marking
/// a paid invoice again changes nothing and answers it as it is.
#[utoipa::path(post, path = "/api/v1/operator/funders/{funder_id}/invoices/{invoice_id}/paid", tag = "funders", request_body = OutsidePayment,
    params(("funder_id" = String, Path), ("invoice_id" = String, Path), ("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses(
        (status = 200, body = InvoiceView),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured"),
        (status = 404, body = ErrorBody, description = "no such invoice at this funder"),
        (status = 409, body = ErrorBody, description = "the invoice has not been sent yet"),
        (status = 422, body = ErrorBody),
    ))]
pub async fn mark_paid(
    State(state): State<AppState>,
    PathIds(ids): PathIds,
    _: Operator,
    ApiJson(req): ApiJson<OutsidePayment>,
) -> ApiResult<Json<InvoiceView>> {
    let [funder_id, invoice_id] =
        <[String; 2]>::try_from(ids).map_err(|_| ApiError::bad_request(m::PATH_ID_INVALID))?;
    let reference = req.reference.trim();
    if reference.is_empty() {
        return Err(DomainError::field(
            "reference",
            "Say how it was paid, e.g. Cheque 10443 or Wire 2027-03-02.",
        )
        .into());
    }
    if reference.chars().count() > 120 {
        return Err(DomainError::field(
            "reference",
            "A payment reference has at most 120 characters.",
        )
        .into());
    }
    let now = state.now();
    let billing = state.directory().funder_billing(&funder_id);
    match billing
        .mark_paid(&invoice_id, now, PaidVia::Operator, Some(reference))
        .await?
    {
        PaidOutcome::Paid(i) => {
            tracing::info!(%funder_id, %invoice_id, "invoice marked paid by the operator");
            Ok(Json(invoice_view(&invoice_id, &i, now)))
        }
        PaidOutcome::AlreadyPaid(i) => Ok(Json(invoice_view(&invoice_id, &i, now))),
        PaidOutcome::NotSent => Err(ApiError(DomainError::Conflict(
            "This invoice has not been sent yet: set the funder's seat price, or send its invoices again.".into(),
        ))),
        PaidOutcome::Unknown => Err(ApiError(DomainError::NotFound(
            "This funder has no invoice with this id.".into(),
        ))),
    }
}

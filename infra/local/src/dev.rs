//! Developer pages of the embedded adapters: the e-mail outbox, the local checkout and the local
//! invoice page standing in for Stripe, and the signed object downloads of the folder store.

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::get;
use fundplan_http::AppState;
use fundplan_http::emails::escape;
use fundplan_http::runtime::LocalHandles;
use std::collections::HashMap;

#[derive(Clone)]
struct Dev {
    state: AppState,
    local: LocalHandles,
    port: u16,
}

pub fn routes(state: AppState, local: LocalHandles, port: u16) -> Router {
    Router::new()
        .route("/dev/outbox", get(outbox_page))
        .route("/dev/outbox.json", get(outbox_json))
        .route(
            "/dev/checkout/{id}",
            get(checkout_page).post(checkout_complete),
        )
        .route(
            "/dev/invoice/{funder_id}/{invoice_id}",
            get(invoice_page).post(invoice_pay),
        )
        .route("/blobs/{*key}", get(download))
        .with_state(Dev { state, local, port })
}

fn page(title: &str, body: &str) -> Html<String> {
    Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>{t}</title>\
<style>body{{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f4f7f5;color:#17241d}}main{{max-width:880px;margin:0 auto;padding:32px 20px}}\
h1{{font-size:24px}}.card{{background:#fff;border:1px solid #dde5e0;border-radius:10px;padding:18px 20px;margin:14px 0}}.meta{{color:#5b6b62;font-size:13px}}\
pre{{white-space:pre-wrap;font-family:inherit;margin:10px 0}}a{{color:#0a6b3c}}button{{background:#0A9250;color:#fff;border:0;border-radius:8px;padding:12px 22px;font-size:16px;cursor:pointer}}\
.price{{font-size:34px;font-weight:700}}.note{{background:#fff8e1;border:1px solid #f0d98c;border-radius:8px;padding:10px 14px;font-size:14px}}</style></head>\
<body><main>{body}</main></body></html>",
        t = escape(title)
    ))
}

fn no_adapter(what: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        format!("the {what} is not the embedded one in this configuration"),
    )
        .into_response()
}

async fn outbox_json(State(dev): State<Dev>) -> Response {
    let Some(outbox) = &dev.local.outbox else {
        return no_adapter("mailer");
    };
    match outbox.list().await {
        Ok(mut mails) => {
            mails.reverse();
            axum::Json(mails).into_response()
        }
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}

async fn outbox_page(State(dev): State<Dev>) -> Response {
    let Some(outbox) = &dev.local.outbox else {
        return no_adapter("mailer");
    };
    let mails = outbox.list().await.unwrap_or_default();
    let mut body = format!(
        "<h1>Outbox</h1><p class=\"meta\">{} e-mail(s) sent by this server, newest first. <a href=\"/dev/outbox.json\">JSON</a></p>",
        mails.len()
    );
    for m in mails.iter().rev() {
        let mut text = escape(&m.text);
        for link in &m.links {
            let e = escape(link);
            text = text.replace(&e, &format!("<a href=\"{e}\">{e}</a>"));
        }
        body.push_str(&format!(
            "<div class=\"card\"><div class=\"meta\">{} · to {}</div><strong>{}</strong><pre>{}</pre></div>",
            escape(&m.sent_at),
            escape(&m.to),
            escape(&m.subject),
            text
        ));
    }
    page("Outbox", &body).into_response()
}

async fn checkout_page(State(dev): State<Dev>, Path(id): Path<String>) -> Response {
    let Some(payments) = &dev.local.payments else {
        return no_adapter("payment adapter");
    };
    let Some(session) = payments.session(&id) else {
        return (StatusCode::NOT_FOUND, page("Checkout", "<h1>Checkout not found</h1><p>This checkout session does not exist (the server may have restarted). Go back and choose your plan again.</p>")).into_response();
    };
    let r = &session.request;
    let plan = fundplan_domain::plans::PLANS
        .iter()
        .find(|p| p.id == r.plan);
    let cents = plan
        .and_then(|p| p.price_cents)
        .map(|(m, y)| if r.term == "year" { y } else { m })
        .unwrap_or(0);
    let title = plan.map_or(r.plan.as_str(), |p| p.title);
    let per = if r.term == "year" { "year" } else { "month" };
    let body = format!(
        "<h1>Local checkout</h1><p class=\"note\">This page stands in for Stripe Checkout on a developer machine. Paying here charges nothing: it sends the same signed <code>customer.subscription.created</code> webhook Stripe would send.</p>\
<div class=\"card\"><div class=\"meta\">fundplan · {email}</div><h2>{title}</h2><div class=\"price\">{dollars} <span class=\"meta\">per {per}</span></div>\
<form method=\"post\"><button type=\"submit\">Pay {dollars}</button></form><p><a href=\"{cancel}\">Cancel and go back</a></p></div>",
        email = escape(&r.customer_email),
        title = escape(title),
        dollars = fundplan_domain::money::format_usd(cents),
        cancel = escape(&r.cancel_url),
    );
    page("Checkout", &body).into_response()
}

/// The local stand-in for Stripe's hosted invoice page: what the funder owes, and a button that
/// pays it. The invoice is read from the store, so the page outlives a restart.
async fn invoice_page(
    State(dev): State<Dev>,
    Path((funder_id, invoice_id)): Path<(String, String)>,
) -> Response {
    if dev.local.payments.is_none() {
        return no_adapter("payment adapter");
    }
    let billing = dev.state.directory().funder_billing(&funder_id);
    let (Ok(Some(funder)), Ok(Some(invoice))) =
        (billing.funder().await, billing.invoice(&invoice_id).await)
    else {
        return (
            StatusCode::NOT_FOUND,
            page(
                "Invoice",
                "<h1>Invoice not found</h1><p>No invoice has this address.</p>",
            ),
        )
            .into_response();
    };
    let (funder, i) = (funder.value, invoice.value);
    let usd = fundplan_domain::money::format_usd_cents;
    let (Some(unit), Some(total)) = (i.unit_amount_cents, i.total_cents) else {
        return (
            StatusCode::NOT_FOUND,
            page(
                "Invoice",
                "<h1>Invoice not sent</h1><p>This invoice has not been sent yet.</p>",
            ),
        )
            .into_response();
    };
    let due = i
        .due_at
        .map(fundplan_domain::subscription::iso_date)
        .unwrap_or_default();
    let action = match i.state {
        fundplan_data::invoices::InvoiceState::Paid => format!(
            "<p><strong>Paid</strong> on {}.</p>",
            i.paid_at
                .map(fundplan_domain::subscription::iso_date)
                .unwrap_or_default()
        ),
        _ => format!(
            "<form method=\"post\"><button type=\"submit\">Pay {}</button></form>",
            usd(total)
        ),
    };
    let body = format!(
        "<h1>Local invoice</h1><p class=\"note\">This page stands in for Stripe's hosted invoice page on a developer machine. Paying here charges nothing: it sends the same signed <code>invoice.paid</code> webhook Stripe would send.</p>\
<div class=\"card\"><div class=\"meta\">fundplan · invoice {number} · to {name}, {email}</div><h2>{line}</h2>\
<p>{seats} seats × {unit}</p><div class=\"price\">{total}</div><p class=\"meta\">Due {due}</p>{action}</div>",
        number = escape(i.number.as_deref().unwrap_or("")),
        name = escape(&funder.name),
        email = escape(funder.billing_email.as_deref().unwrap_or("")),
        line = escape(&i.description()),
        seats = i.seats,
        unit = usd(unit),
        total = usd(total),
        due = escape(&due),
    );
    page("Invoice", &body).into_response()
}

/// Pays the local invoice: signs an `invoice.paid` event and delivers it over HTTP to this
/// server's webhook endpoint, exactly as Stripe would, then shows the page again.
async fn invoice_pay(
    State(dev): State<Dev>,
    Path((funder_id, invoice_id)): Path<(String, String)>,
) -> Response {
    let Some(payments) = &dev.local.payments else {
        return no_adapter("payment adapter");
    };
    let billing = dev.state.directory().funder_billing(&funder_id);
    let Ok(Some(invoice)) = billing.invoice(&invoice_id).await else {
        return (StatusCode::NOT_FOUND, "unknown invoice").into_response();
    };
    let i = invoice.value;
    let (body, signature) = payments.invoice_paid(
        &funder_id,
        &invoice_id,
        &i.cohort_id,
        i.total_cents.unwrap_or(0),
        dev.state.now(),
    );
    match deliver(&dev, body, signature).await {
        Ok(()) => Redirect::to(&format!("/dev/invoice/{funder_id}/{invoice_id}")).into_response(),
        Err(message) => (
            StatusCode::BAD_GATEWAY,
            page(
                "Invoice",
                &format!("<h1>Payment not recorded</h1><p>{}</p>", escape(&message)),
            ),
        )
            .into_response(),
    }
}

/// Posts a signed event to this server's webhook endpoint, as Stripe would.
async fn deliver(dev: &Dev, body: String, signature: String) -> Result<(), String> {
    let url = format!("http://127.0.0.1:{}/api/v1/payments/webhook", dev.port);
    let sent = reqwest::Client::new()
        .post(&url)
        .header("Content-Type", "application/json")
        .header("Stripe-Signature", signature)
        .body(body)
        .send()
        .await;
    match sent {
        Ok(r) if r.status().is_success() => Ok(()),
        Ok(r) => {
            let status = r.status();
            tracing::error!(%status, "the local webhook was refused");
            Err(format!("The webhook was refused ({status})."))
        }
        Err(e) => {
            tracing::error!(error = %e, "the local webhook could not be delivered");
            Err("The webhook could not be delivered.".into())
        }
    }
}

/// Completes the checkout: signs the subscription event and delivers it over HTTP to this
/// server's webhook endpoint, exactly as Stripe would, then returns the browser to the app.
async fn checkout_complete(State(dev): State<Dev>, Path(id): Path<String>) -> Response {
    let Some(payments) = &dev.local.payments else {
        return no_adapter("payment adapter");
    };
    let Some(session) = payments.session(&id) else {
        return (StatusCode::NOT_FOUND, "unknown checkout").into_response();
    };
    let Some((body, signature)) = payments.complete(&id, dev.state.now()) else {
        return (StatusCode::NOT_FOUND, "unknown checkout").into_response();
    };
    match deliver(&dev, body, signature).await {
        Ok(()) => Redirect::to(&session.request.success_url).into_response(),
        Err(message) => (
            StatusCode::BAD_GATEWAY,
            page(
                "Checkout",
                &format!("<h1>Payment not recorded</h1><p>{}</p>", escape(&message)),
            ),
        )
            .into_response(),
    }
}

async fn download(
    State(dev): State<Dev>,
    Path(key): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let Some(blobs) = &dev.local.blobs else {
        return no_adapter("object store");
    };
    let expires = q.get("expires").and_then(|e| e.parse().ok()).unwrap_or(0);
    let filename = q.get("filename").cloned().unwrap_or_default();
    let signature = q.get("signature").cloned().unwrap_or_default();
    match blobs
        .open_signed(&key, expires, &filename, &signature, dev.state.now())
        .await
    {
        Some((blob, name)) => {
            let mut res = Response::builder()
                .header(header::CONTENT_TYPE, blob.content_type)
                .header(header::CACHE_CONTROL, "private, max-age=300")
                .header("X-Content-Type-Options", "nosniff");
            if let Some(name) = name {
                // The exact name (RFC 6266 `filename*`), as S3 sends it on AWS.
                res = res.header(
                    header::CONTENT_DISPOSITION,
                    fundplan_ports::blobs::attachment(&name),
                );
            }
            res.body(Body::from(blob.bytes))
                .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
        }
        None => (StatusCode::FORBIDDEN, "this link is invalid or has expired").into_response(),
    }
}

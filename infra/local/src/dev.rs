//! Developer pages of the embedded adapters: the e-mail outbox, the local checkout standing in
//! for Stripe, and the signed object downloads of the folder store.

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
    let url = format!("http://127.0.0.1:{}/api/v1/payments/webhook", dev.port);
    let sent = reqwest::Client::new()
        .post(&url)
        .header("Content-Type", "application/json")
        .header("Stripe-Signature", signature)
        .body(body)
        .send()
        .await;
    match sent {
        Ok(r) if r.status().is_success() => {
            Redirect::to(&session.request.success_url).into_response()
        }
        Ok(r) => {
            let status = r.status();
            tracing::error!(%status, "the local webhook was refused");
            (
                StatusCode::BAD_GATEWAY,
                page(
                    "Checkout",
                    &format!(
                        "<h1>Payment not recorded</h1><p>The webhook was refused ({status}).</p>"
                    ),
                ),
            )
                .into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "the local webhook could not be delivered");
            (
                StatusCode::BAD_GATEWAY,
                page(
                    "Checkout",
                    "<h1>Payment not recorded</h1><p>The webhook could not be delivered.</p>",
                ),
            )
                .into_response()
        }
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

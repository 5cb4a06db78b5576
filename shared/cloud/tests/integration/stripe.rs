//! StripePayments against a local stand-in for Stripe's Checkout Sessions, Customers, Invoices
//! and Invoice Items endpoints, which records each request's path, headers and form fields.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use fundplan_cloud::{StripePayments, StripeSettings};
use fundplan_ports::{CheckoutRequest, InvoiceRequest, IssuedInvoice, Payments, PaymentsError};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug)]
struct Recorded {
    path: String,
    authorization: String,
    content_type: String,
    /// The `Idempotency-Key` header, when sent.
    idempotency_key: Option<String>,
    fields: HashMap<String, String>,
}

#[derive(Clone, Default)]
struct FakeStripe {
    requests: Arc<Mutex<Vec<Recorded>>>,
    /// When set, requests are refused with this status and Stripe-shaped error body.
    refuse: Option<(StatusCode, serde_json::Value)>,
    /// When set, only requests to this path are refused (every request otherwise).
    refuse_only: Option<&'static str>,
    /// The finalized invoice comes back without its `hosted_invoice_url`.
    finalize_without_url: bool,
}

impl FakeStripe {
    fn recorded(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }

    fn paths(&self) -> Vec<String> {
        self.recorded().into_iter().map(|r| r.path).collect()
    }
}

/// Every route of the stand-in: records the request, then answers as Stripe would.
async fn stripe_api(
    State(stripe): State<FakeStripe>,
    uri: Uri,
    headers: HeaderMap,
    body: String,
) -> Response {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(body.as_bytes())
        .into_owned()
        .collect();
    let fields: HashMap<String, String> = pairs.iter().cloned().collect();
    assert_eq!(fields.len(), pairs.len(), "no field is sent twice");
    let path = uri.path().to_string();
    stripe.requests.lock().unwrap().push(Recorded {
        path: path.clone(),
        authorization: header("authorization"),
        content_type: header("content-type"),
        idempotency_key: headers
            .get("idempotency-key")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string),
        fields,
    });
    if let Some((status, body)) = stripe.refuse
        && stripe.refuse_only.is_none_or(|only| only == path)
    {
        return (status, Json(body)).into_response();
    }
    let finalized = |status: &str| {
        let mut invoice = json!({
            "id": "in_test_1",
            "object": "invoice",
            "status": status,
            "number": "F00D-0001",
            "hosted_invoice_url": "https://invoice.stripe.com/i/acct_x/test_1",
        });
        if stripe.finalize_without_url {
            invoice["hosted_invoice_url"] = serde_json::Value::Null;
        }
        invoice
    };
    let answer = match path.as_str() {
        "/v1/checkout/sessions" => {
            let n = stripe.requests.lock().unwrap().len();
            let id = format!("cs_test_a{n}");
            json!({
                "id": id,
                "object": "checkout.session",
                "mode": "subscription",
                "url": format!("https://checkout.stripe.com/c/pay/{id}")
            })
        }
        "/v1/customers" => json!({"id": "cus_test_1", "object": "customer"}),
        "/v1/invoices" => json!({"id": "in_test_1", "object": "invoice", "status": "draft"}),
        "/v1/invoiceitems" => json!({"id": "ii_test_1"}),
        "/v1/invoices/in_test_1/finalize" | "/v1/invoices/in_test_1/send" => finalized("open"),
        _ => {
            let error = json!({"error": {"type": "invalid_request_error", "message": format!("Unrecognized request URL (POST: {path})")}});
            return (StatusCode::NOT_FOUND, Json(error)).into_response();
        }
    };
    Json(answer).into_response()
}

async fn serve(stripe: FakeStripe) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = Router::new()
        .route("/v1/checkout/sessions", post(stripe_api))
        .route("/v1/customers", post(stripe_api))
        .route("/v1/invoices", post(stripe_api))
        .route("/v1/invoiceitems", post(stripe_api))
        .route("/v1/invoices/{id}/finalize", post(stripe_api))
        .route("/v1/invoices/{id}/send", post(stripe_api))
        .with_state(stripe);
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}")
}

fn settings(api_base: &str) -> StripeSettings {
    StripeSettings::new("sk_test_123", "whsec_abc")
        .with_prices("price_month", "price_year")
        .with_api_base(api_base)
}

fn request(term: &str) -> CheckoutRequest {
    CheckoutRequest {
        organization_id: "01ORG".into(),
        user_id: "01USER".into(),
        customer_email: "owner@acme.org".into(),
        plan: "pro".into(),
        term: term.into(),
        success_url: "https://app.fundplan.org/subscription/success?session={CHECKOUT_SESSION_ID}"
            .into(),
        cancel_url: "https://app.fundplan.org/payment".into(),
    }
}

#[tokio::test]
async fn a_checkout_posts_the_subscription_session_form_and_returns_the_session_url() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let url = payments.checkout_url(&request("year")).await.unwrap();
    assert_eq!(url, "https://checkout.stripe.com/c/pay/cs_test_a1");

    let recorded = stripe.requests.lock().unwrap().clone();
    assert_eq!(recorded.len(), 1);
    let r = &recorded[0];
    assert_eq!(r.path, "/v1/checkout/sessions");
    assert_eq!(r.authorization, "Bearer sk_test_123");
    assert_eq!(r.content_type, "application/x-www-form-urlencoded");
    let expected: HashMap<String, String> = [
        ("mode", "subscription"),
        ("line_items[0][price]", "price_year"),
        ("line_items[0][quantity]", "1"),
        (
            "success_url",
            "https://app.fundplan.org/subscription/success?session={CHECKOUT_SESSION_ID}",
        ),
        ("cancel_url", "https://app.fundplan.org/payment"),
        ("client_reference_id", "01ORG"),
        ("customer_email", "owner@acme.org"),
        ("metadata[organization_id]", "01ORG"),
        ("metadata[user_id]", "01USER"),
        ("metadata[plan]", "pro"),
        ("metadata[term]", "year"),
        ("subscription_data[metadata][organization_id]", "01ORG"),
        ("subscription_data[metadata][user_id]", "01USER"),
        ("subscription_data[metadata][plan]", "pro"),
        ("subscription_data[metadata][term]", "year"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    assert_eq!(r.fields, expected);
}

#[tokio::test]
async fn the_monthly_term_uses_the_monthly_price() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&format!("{base}/"))).unwrap();
    payments.checkout_url(&request("month")).await.unwrap();
    let recorded = stripe.requests.lock().unwrap().clone();
    assert_eq!(recorded[0].fields["line_items[0][price]"], "price_month");
    assert_eq!(
        recorded[0].fields["subscription_data[metadata][term]"],
        "month"
    );
}

#[tokio::test]
async fn a_stripe_error_becomes_a_provider_error_with_stripes_message() {
    let stripe = FakeStripe {
        refuse: Some((
            StatusCode::BAD_REQUEST,
            json!({"error": {"type": "invalid_request_error", "code": "resource_missing", "message": "No such price: 'price_year'"}}),
        )),
        ..FakeStripe::default()
    };
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    match payments.checkout_url(&request("year")).await {
        Err(PaymentsError::Provider(message)) => assert_eq!(message, "No such price: 'price_year'"),
        other => panic!("expected a provider error, got {other:?}"),
    }
}

#[tokio::test]
async fn an_unreachable_stripe_is_a_provider_error() {
    // A port that was free a moment ago: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let payments = StripePayments::new(settings(&format!("http://127.0.0.1:{port}"))).unwrap();
    assert!(matches!(
        payments.checkout_url(&request("year")).await,
        Err(PaymentsError::Provider(_))
    ));
}

#[tokio::test]
async fn an_unknown_plan_or_term_has_no_price_and_calls_nobody() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let mut weekly = request("week");
    assert!(matches!(
        payments.checkout_url(&weekly).await,
        Err(PaymentsError::NoPrice { .. })
    ));
    weekly.term = "year".into();
    weekly.plan = "premium".into();
    assert!(matches!(
        payments.checkout_url(&weekly).await,
        Err(PaymentsError::NoPrice { .. })
    ));
    let unpriced =
        StripePayments::new(StripeSettings::new("sk", "whsec").with_api_base(&base)).unwrap();
    assert!(matches!(
        unpriced.checkout_url(&request("month")).await,
        Err(PaymentsError::NoPrice { .. })
    ));
    assert!(
        stripe.requests.lock().unwrap().is_empty(),
        "Stripe is not called without a price"
    );
}

#[test]
fn the_webhook_secret_is_the_configured_one_and_debug_output_hides_the_secrets() {
    let payments = StripePayments::new(settings("http://127.0.0.1:1")).unwrap();
    assert_eq!(payments.webhook_secret(), "whsec_abc");
    let debug = format!("{:?}", payments.settings());
    assert!(
        !debug.contains("sk_test_123") && !debug.contains("whsec_abc"),
        "{debug}"
    );
}

#[tokio::test]
async fn stripe_passes_the_payments_conformance_suite() {
    let base = serve(FakeStripe::default()).await;
    let stripe = StripePayments::new(settings(&base)).unwrap();
    fundplan_ports::conformance::payments_suite(Arc::new(stripe)).await;
}

const INVOICE_ID: &str = "01JINV0000000000000000ABCD";

fn invoice_request(customer_id: Option<&str>) -> InvoiceRequest {
    InvoiceRequest {
        invoice_id: INVOICE_ID.into(),
        funder_id: "01FUNDER".into(),
        cohort_id: "01COHORT".into(),
        customer_id: customer_id.map(str::to_string),
        customer_name: "Harbor Community Foundation".into(),
        customer_email: "grants@harborfoundation.org".into(),
        description: "Seats in Spring 2027 Cohort (group coaching)".into(),
        quantity: 12,
        unit_amount_cents: 45_000,
        days_until_due: 30,
    }
}

fn fields(pairs: &[(&str, &str)]) -> HashMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn the_issued_invoice(customer_id: &str) -> IssuedInvoice {
    IssuedInvoice {
        provider_id: "in_test_1".into(),
        customer_id: customer_id.into(),
        number: Some("F00D-0001".into()),
        url: "https://invoice.stripe.com/i/acct_x/test_1".into(),
    }
}

#[tokio::test]
async fn an_invoice_makes_the_customer_the_invoice_its_line_then_finalizes_and_sends_it() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let issued = payments.send_invoice(&invoice_request(None)).await.unwrap();
    assert_eq!(issued, the_issued_invoice("cus_test_1"));

    let recorded = stripe.recorded();
    assert_eq!(
        stripe.paths(),
        [
            "/v1/customers",
            "/v1/invoices",
            "/v1/invoiceitems",
            "/v1/invoices/in_test_1/finalize",
            "/v1/invoices/in_test_1/send",
        ]
    );
    for r in &recorded {
        assert_eq!(r.authorization, "Bearer sk_test_123", "{}", r.path);
        assert_eq!(
            r.content_type, "application/x-www-form-urlencoded",
            "{}",
            r.path
        );
    }
    assert_eq!(
        recorded[0].fields,
        fields(&[
            ("name", "Harbor Community Foundation"),
            ("email", "grants@harborfoundation.org"),
            ("metadata[funder_id]", "01FUNDER"),
        ])
    );
    assert_eq!(
        recorded[1].fields,
        fields(&[
            ("customer", "cus_test_1"),
            ("collection_method", "send_invoice"),
            ("days_until_due", "30"),
            ("auto_advance", "false"),
            ("pending_invoice_items_behavior", "exclude"),
            (
                "description",
                "Seats in Spring 2027 Cohort (group coaching)"
            ),
            ("metadata[funder_id]", "01FUNDER"),
            ("metadata[invoice_id]", INVOICE_ID),
            ("metadata[cohort_id]", "01COHORT"),
        ])
    );
    assert_eq!(
        recorded[2].fields,
        fields(&[
            ("customer", "cus_test_1"),
            ("invoice", "in_test_1"),
            ("currency", "usd"),
            ("quantity", "12"),
            ("unit_amount_decimal", "45000"),
            (
                "description",
                "Seats in Spring 2027 Cohort (group coaching)"
            ),
            ("metadata[invoice_id]", INVOICE_ID),
        ])
    );
    assert!(recorded[3].fields.is_empty(), "{:?}", recorded[3].fields);
    assert!(recorded[4].fields.is_empty(), "{:?}", recorded[4].fields);
}

#[tokio::test]
async fn a_funder_with_a_customer_id_gets_no_customer_call_and_the_invoice_names_that_customer() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let issued = payments
        .send_invoice(&invoice_request(Some("cus_known_7")))
        .await
        .unwrap();
    assert_eq!(issued, the_issued_invoice("cus_known_7"));
    assert_eq!(
        stripe.paths(),
        [
            "/v1/invoices",
            "/v1/invoiceitems",
            "/v1/invoices/in_test_1/finalize",
            "/v1/invoices/in_test_1/send",
        ]
    );
    let recorded = stripe.recorded();
    assert_eq!(recorded[0].fields["customer"], "cus_known_7");
    assert_eq!(recorded[1].fields["customer"], "cus_known_7");
}

#[tokio::test]
async fn every_invoice_call_carries_an_idempotency_key_derived_from_the_invoice_id() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let first = payments.send_invoice(&invoice_request(None)).await.unwrap();
    let keys: Vec<Option<String>> = stripe
        .recorded()
        .into_iter()
        .map(|r| r.idempotency_key)
        .collect();
    let expected: Vec<Option<String>> = [
        "fundplan-customer-",
        "fundplan-invoice-",
        "fundplan-invoice-item-",
        "fundplan-invoice-finalize-",
        "fundplan-invoice-send-",
    ]
    .into_iter()
    .map(|prefix| Some(format!("{prefix}{INVOICE_ID}")))
    .collect();
    assert_eq!(keys, expected);

    // A retry of the same invoice sends the very same keys, so Stripe answers the first
    // invoice again instead of making a second one.
    let again = payments.send_invoice(&invoice_request(None)).await.unwrap();
    assert_eq!(again, first);
    let retried: Vec<Option<String>> = stripe.recorded()[5..]
        .iter()
        .map(|r| r.idempotency_key.clone())
        .collect();
    assert_eq!(retried, expected);

    // Another invoice has keys of its own.
    let other = InvoiceRequest {
        invoice_id: "01JINV0000000000000000WXYZ".into(),
        ..invoice_request(None)
    };
    payments.send_invoice(&other).await.unwrap();
    let recorded = stripe.recorded();
    for r in &recorded[10..] {
        let key = r.idempotency_key.as_deref().unwrap();
        assert!(key.ends_with("-01JINV0000000000000000WXYZ"), "{key}");
    }
}

#[tokio::test]
async fn a_stripe_refusal_of_an_invoice_becomes_a_provider_error_with_stripes_message() {
    let refusal =
        json!({"error": {"message": "No such customer", "type": "invalid_request_error"}});
    let stripe = FakeStripe {
        refuse: Some((StatusCode::PAYMENT_REQUIRED, refusal.clone())),
        ..FakeStripe::default()
    };
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    match payments.send_invoice(&invoice_request(None)).await {
        Err(PaymentsError::Provider(message)) => assert_eq!(message, "No such customer"),
        other => panic!("expected a provider error, got {other:?}"),
    }
    assert_eq!(stripe.paths(), ["/v1/customers"], "nothing after a refusal");

    // A customer id Stripe no longer knows: the invoice is refused, and nothing follows it.
    let stripe = FakeStripe {
        refuse: Some((StatusCode::PAYMENT_REQUIRED, refusal)),
        refuse_only: Some("/v1/invoices"),
        ..FakeStripe::default()
    };
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    match payments
        .send_invoice(&invoice_request(Some("cus_gone")))
        .await
    {
        Err(PaymentsError::Provider(message)) => assert_eq!(message, "No such customer"),
        other => panic!("expected a provider error, got {other:?}"),
    }
    assert_eq!(stripe.paths(), ["/v1/invoices"]);
}

#[tokio::test]
async fn a_finalized_invoice_without_a_hosted_url_is_a_provider_error_and_is_not_sent() {
    let stripe = FakeStripe {
        finalize_without_url: true,
        ..FakeStripe::default()
    };
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    assert!(matches!(
        payments
            .send_invoice(&invoice_request(Some("cus_known_7")))
            .await,
        Err(PaymentsError::Provider(_))
    ));
    assert_eq!(
        stripe.paths().last().map(String::as_str),
        Some("/v1/invoices/in_test_1/finalize"),
        "the invoice is not e-mailed"
    );
}

#[tokio::test]
async fn zero_seats_or_a_zero_price_is_refused_without_calling_stripe() {
    let stripe = FakeStripe::default();
    let base = serve(stripe.clone()).await;
    let payments = StripePayments::new(settings(&base)).unwrap();
    let no_seats = InvoiceRequest {
        quantity: 0,
        ..invoice_request(None)
    };
    let free = InvoiceRequest {
        unit_amount_cents: 0,
        ..invoice_request(None)
    };
    let negative = InvoiceRequest {
        unit_amount_cents: -45_000,
        ..invoice_request(Some("cus_known_7"))
    };
    for request in [no_seats, free, negative] {
        match payments.send_invoice(&request).await {
            Err(PaymentsError::Provider(message)) => assert!(!message.is_empty()),
            other => panic!("expected a provider error, got {other:?}"),
        }
    }
    assert!(
        stripe.recorded().is_empty(),
        "Stripe is not called for an invoice of nothing"
    );
}

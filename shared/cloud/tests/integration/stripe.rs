//! StripePayments against a local stand-in for Stripe's Checkout Sessions endpoint, which
//! records each request's headers and form fields.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use fundplan_cloud::{StripePayments, StripeSettings};
use fundplan_ports::{CheckoutRequest, Payments, PaymentsError};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug)]
struct Recorded {
    authorization: String,
    content_type: String,
    fields: HashMap<String, String>,
}

#[derive(Clone, Default)]
struct FakeStripe {
    requests: Arc<Mutex<Vec<Recorded>>>,
    /// When set, every request is refused with this status and Stripe-shaped error body.
    refuse: Option<(StatusCode, serde_json::Value)>,
}

async fn create_session(
    State(stripe): State<FakeStripe>,
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
    stripe.requests.lock().unwrap().push(Recorded {
        authorization: header("authorization"),
        content_type: header("content-type"),
        fields,
    });
    if let Some((status, body)) = stripe.refuse {
        return (status, Json(body)).into_response();
    }
    let n = stripe.requests.lock().unwrap().len();
    let id = if n == 1 {
        "cs_test_a1".to_string()
    } else {
        format!("cs_test_a{n}")
    };
    Json(json!({
        "id": id,
        "object": "checkout.session",
        "mode": "subscription",
        "url": format!("https://checkout.stripe.com/c/pay/{id}")
    }))
    .into_response()
}

async fn serve(stripe: FakeStripe) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = Router::new()
        .route("/v1/checkout/sessions", post(create_session))
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

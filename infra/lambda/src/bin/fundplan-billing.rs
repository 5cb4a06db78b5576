//! The billing Lambda: the subscription: checkout, the renewal page and the Stripe webhook, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_billing::routes).await
}

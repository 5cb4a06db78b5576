//! The closing Lambda: the closing modules: stories, talking points, the gift pyramid, stewardship, policies, the collateral status and the certificate, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_closing::routes).await
}

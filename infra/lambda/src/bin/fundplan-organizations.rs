//! The organizations Lambda: the organization, its settings and its style, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_organizations::routes).await
}

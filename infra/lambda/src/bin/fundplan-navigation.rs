//! The navigation Lambda: the plan's navigation: statuses, skipped modules and the next page, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_navigation::routes).await
}

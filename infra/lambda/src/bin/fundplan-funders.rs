//! The funders Lambda: funders, their staff, cohorts and licence codes, on API Gateway through
//! lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_funders::routes).await
}

//! The casedoc Lambda: the case statement document: its texts, pictures and Word file, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_casedoc::routes).await
}

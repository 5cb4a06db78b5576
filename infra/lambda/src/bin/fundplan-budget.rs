//! The budget Lambda: expense tables, revenues and the budget and goal summaries, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_budget::routes).await
}

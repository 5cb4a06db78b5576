//! The planning Lambda: the planning modules' answers, programs and projects, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_planning::routes).await
}

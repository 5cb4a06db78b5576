#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_casedoc::routes).await
}

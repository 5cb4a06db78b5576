#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_closing::routes).await
}

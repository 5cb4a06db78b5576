//! The auth Lambda: accounts: sign-up, confirmation, login, sessions, the profile and passwords, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_auth::routes).await
}

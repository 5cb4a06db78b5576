//! The team Lambda: the team: invitations, members and assignments, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_team::routes).await
}

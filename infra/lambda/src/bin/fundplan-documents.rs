//! The documents Lambda: the documents API: document jobs and their download links, on API Gateway through lambda_http.

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    fundplan_http::runtime::run_lambda(fundplan_documents_api::routes).await
}

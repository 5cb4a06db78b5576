//! The digest Lambda: invoked by its EventBridge schedule (Mondays, 13:00 UTC), it sends this
//! week's digest to each funder's staff member who follows a cohort under way and has not had
//! it (once a week each, however often it runs: a retried invocation sends nothing twice).

use lambda_runtime::{Error, LambdaEvent, service_fn};

#[tokio::main]
async fn main() -> Result<(), Error> {
    fundplan_http::runtime::init_tracing();
    let config = fundplan_http::config::Config::from_env()?;
    let (state, _) = fundplan_http::runtime::build(&config).await?;
    let state = &state;
    lambda_runtime::run(service_fn(
        move |_: LambdaEvent<serde_json::Value>| async move {
            let run = fundplan_funders::send_weekly_digests(state).await?;
            Ok::<_, Error>(serde_json::to_value(run)?)
        },
    ))
    .await
}

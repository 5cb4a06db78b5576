//! The due-date reminders Lambda: invoked by its EventBridge schedule (every day, 13:00 UTC), it
//! e-mails each assignee whose module or section is due in two days, tomorrow or today, and on
//! Mondays each owner what is overdue (each e-mail once, however often it runs: a retried
//! invocation sends nothing twice).

use lambda_runtime::{Error, LambdaEvent, service_fn};

#[tokio::main]
async fn main() -> Result<(), Error> {
    fundplan_http::runtime::init_tracing();
    let config = fundplan_http::config::Config::from_env()?;
    let (state, _) = fundplan_http::runtime::build(&config).await?;
    let state = &state;
    lambda_runtime::run(service_fn(
        move |_: LambdaEvent<serde_json::Value>| async move {
            let run = fundplan_team::send_due_reminders(state).await?;
            Ok::<_, Error>(serde_json::to_value(run)?)
        },
    ))
    .await
}

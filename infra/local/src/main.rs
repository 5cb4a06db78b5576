//! `fundplan-local`: the product on one machine.
//!
//! ```text
//! fundplan-local                 serve everything on $PORT (3000)
//! fundplan-local bootstrap-aws   create the table, bucket, queues and mail identity (moto, LocalStack)
//! fundplan-local table-schema    print the single table's definition (checked against template.yaml)
//! fundplan-local openapi         print the OpenAPI document
//! fundplan-local routes          print each function's documented routes (checked against template.yaml)
//! fundplan-local security-headers  print the SPA's security headers (checked against template.yaml)
//! fundplan-local funder create --name NAME --admin-email EMAIL [--seat-price DOLLARS]
//! fundplan-local funder billing FUNDER_ID [--seat-price DOLLARS] [--billing-email EMAIL]
//! fundplan-local funder paid FUNDER_ID INVOICE_ID --reference TEXT
//!                                create a funder on a running fundplan (the operator API) and
//!                                invite its first admin
//! fundplan-local digest          send this week's funder digest now to whoever has not had it
//!                                (the server also does, every hour from Monday 13:00 UTC)
//! fundplan-local due-reminders   send today's due-date reminders and this week's overdue
//!                                summaries now to whoever has not had them (the server also
//!                                does, every hour from 13:00 UTC)
//! ```

use fundplan_http::config::Config;
use fundplan_local::{openapi, serve};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cmd = std::env::args().nth(1).unwrap_or_else(|| "serve".into());
    match cmd.as_str() {
        "serve" => {
            fundplan_http::runtime::init_tracing();
            let config = Config::from_env()?;
            serve(config).await
        }
        "bootstrap-aws" => {
            fundplan_http::runtime::init_tracing();
            // Only the resource names: no session key or other secret is needed to create them.
            let settings =
                fundplan_cloud::CloudSettings::for_bootstrap(|name| std::env::var(name).ok());
            let report = fundplan_cloud::bootstrap(&settings).await?;
            println!(
                "table:  {} ({})",
                report.table,
                if report.table_created {
                    "created"
                } else {
                    "exists"
                }
            );
            println!(
                "bucket: {} ({})",
                report.bucket,
                if report.bucket_created {
                    "created"
                } else {
                    "exists"
                }
            );
            println!("queue:  {}", report.queue_url);
            println!("dlq:    {}", report.dead_letter_queue_url);
            println!("mail:   {}", report.mail_identity);
            println!("FUNDPLAN_QUEUE_URL={}", report.queue_url);
            Ok(())
        }
        "table-schema" => {
            println!("{}", fundplan_cloud::schema::table_schema_json());
            Ok(())
        }
        "security-headers" => {
            // As CloudFront sends them: images also from the objects bucket's regional domain.
            let headers = fundplan_http::security::spa_headers(&[
                "https://${ObjectsBucket.RegionalDomainName}",
            ]);
            let map: serde_json::Map<String, serde_json::Value> = headers
                .into_iter()
                .map(|(name, value)| (name.as_str().to_string(), value.into()))
                .collect();
            println!("{}", serde_json::Value::Object(map));
            Ok(())
        }
        "openapi" => {
            println!("{}", openapi::document_json());
            Ok(())
        }
        "routes" => {
            println!(
                "{}",
                serde_json::to_string_pretty(&openapi::routes_by_function())?
            );
            Ok(())
        }
        "funder" => {
            let args: Vec<String> = std::env::args().skip(2).collect();
            fundplan_local::operator::command(&args).await
        }
        "digest" => fundplan_local::operator::digest_command().await,
        "due-reminders" => fundplan_local::operator::due_reminders_command().await,
        "-h" | "--help" | "help" => {
            println!(
                "usage: fundplan-local [serve|bootstrap-aws|table-schema|openapi|routes|security-headers|funder create|billing|paid …|digest|due-reminders]"
            );
            Ok(())
        }
        other => anyhow::bail!("unknown command {other:?}; try --help"),
    }
}

//! Test harness: the moto server and SDK clients of `fundplan_testkit::moto`, plus what only
//! these adapter tests need.

#![allow(dead_code)]

use fundplan_cloud::{AwsClients, BootstrapReport, CloudSettings, bootstrap_with};
pub use fundplan_testkit::moto::*;

/// Fresh resources, bootstrapped on moto.
pub async fn bootstrapped() -> (AwsClients, CloudSettings, BootstrapReport) {
    let clients = clients().await;
    let settings = fresh_settings();
    let report = bootstrap_with(&clients, &settings)
        .await
        .expect("bootstrap on moto");
    (clients, settings, report)
}

/// Everything moto holds, as `GET /moto-api/data.json` shows it.
pub async fn moto_data() -> serde_json::Value {
    reqwest::get(format!("{}/moto-api/data.json", moto_url()))
        .await
        .expect("moto answers")
        .json()
        .await
        .expect("moto's data is JSON")
}

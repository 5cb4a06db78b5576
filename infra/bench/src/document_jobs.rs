//! Document jobs end to end through the local queue: a client posts a job
//! (`POST /api/v1/documents`) and polls `GET /api/v1/documents/{id}` every 5 ms until the job is
//! done; the latency runs from the POST to the answer that says done, so it holds the API, the
//! in-process queue, the worker (`DocGen`: the plan read, the input hash, the render or the
//! reuse, the object store) and the job's state writes. Each organization's first job renders
//! its file; later jobs with unchanged inputs reuse it.

use crate::load::Account;
use crate::report::Scenario;
use crate::stats::Sample;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

/// The kind measured: a PDF built from the whole budget.
pub const KIND: &str = "fundraising_goals";
/// How often a client asks for its job's state.
const POLL: Duration = Duration::from_millis(5);
/// A job not done within this is counted an error.
const GIVE_UP: Duration = Duration::from_secs(60);

/// One job, from the POST to the GET that says done.
async fn one_job(client: &Client, base: &str, token: &str) -> Result<Duration, String> {
    let started = Instant::now();
    let res = client
        .post(format!("{base}/api/v1/documents"))
        .bearer_auth(token)
        .json(&json!({ "kind": KIND }))
        .send()
        .await
        .map_err(|e| format!("POST /documents: {e}"))?;
    if res.status() != StatusCode::ACCEPTED {
        return Err(format!("POST /documents: {}", res.status()));
    }
    let job: Value = res.json().await.map_err(|e| e.to_string())?;
    let id = job["id"].as_str().ok_or("no job id")?.to_string();
    loop {
        let res = client
            .get(format!("{base}/api/v1/documents/{id}"))
            .bearer_auth(token)
            .send()
            .await
            .map_err(|e| format!("GET /documents/{{id}}: {e}"))?;
        let job: Value = res.json().await.map_err(|e| e.to_string())?;
        match job["state"].as_str() {
            Some("done") if job["download_url"].is_string() => return Ok(started.elapsed()),
            Some("failed") => return Err(format!("job failed: {}", job["error"])),
            _ if started.elapsed() > GIVE_UP => return Err("job not done within 60 s".into()),
            _ => tokio::time::sleep(POLL).await,
        }
    }
}

/// Every client runs `rounds` jobs one after the other for its own organization.
async fn jobs(clients: &[Client], base: &str, accounts: &[Account], rounds: usize) -> Sample {
    let started = Instant::now();
    let mut set = JoinSet::new();
    for (client, account) in clients.iter().zip(accounts) {
        let (client, base, token) = (client.clone(), base.to_string(), account.token.clone());
        set.spawn(async move {
            let mut sample = Sample::default();
            for _ in 0..rounds {
                match one_job(&client, &base, &token).await {
                    Ok(latency) => sample.ok(latency),
                    Err(e) => sample.error(e),
                }
            }
            sample
        });
    }
    let mut all = Sample::default();
    while let Some(sample) = set.join_next().await {
        all.merge(sample.unwrap_or_default());
    }
    all.wall = started.elapsed();
    all
}

/// The two scenarios: each organization's first job (rendered), then `rounds` more each with
/// unchanged inputs (reused). (No store round trips per job: the client's polls would count.)
pub async fn scenarios(
    base: &str,
    clients: &[Client],
    accounts: &[Account],
    rounds: usize,
) -> Vec<Scenario> {
    let mut out = Vec::new();
    for (name, request, n) in [
        (
            "document job, rendered",
            "POST /documents -> done (first job)",
            1,
        ),
        (
            "document job, reused",
            "POST /documents -> done (same inputs)",
            rounds,
        ),
    ] {
        let before = crate::cpu::snapshot();
        let mut sample = jobs(clients, base, accounts, n).await;
        let after = crate::cpu::snapshot();
        out.push(Scenario {
            first_error: sample.first_error.take(),
            ..Scenario::new(
                name,
                request,
                clients.len(),
                sample.summary(),
                crate::cpu::usage(&before, &after),
            )
        });
    }
    out
}

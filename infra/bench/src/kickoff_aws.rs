//! The kickoff again, smaller, against a server on the AWS adapters (`--kickoff-aws MOTO_URL`):
//! DynamoDB, S3 and SQS in the moto at that URL. The server is the `fundplan-local` binary
//! beside this one, started as `fundplan-local serve` (and `bootstrap-aws` before it, creating
//! this run's own table, bucket and queues), as the browser tests start it on moto.
//!
//! E-mails go to the server's outbox folder, not to SES: moto's SES can only be read back
//! through `/moto-api/data.json`, which serializes every model of every service, DynamoDB's
//! items included, under the same lock as DynamoDB's requests (`infra/scripts/moto_serialized.py`):
//! reading it while the organizations arrive would stall the store being measured.

use crate::Options;
use crate::kickoff::{self, KickoffReport, MailSource, Shape, Target};
use anyhow::{Context, bail, ensure};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The `fundplan-local` binary beside this executable (`cargo build --release -p fundplan-local`).
fn local_binary() -> anyhow::Result<PathBuf> {
    let me = std::env::current_exe().context("finding this executable")?;
    let dir = me.parent().context("this executable's folder")?;
    // Under `cargo test` the executable is in `deps/`, the binaries one folder up.
    for d in [dir, dir.parent().unwrap_or(dir)] {
        let bin = d.join("fundplan-local");
        if bin.is_file() {
            return Ok(bin);
        }
    }
    bail!(
        "--kickoff-aws needs the fundplan-local binary in {}: cargo build --release -p fundplan-local",
        dir.display()
    )
}

/// The server process; killed and waited for when dropped.
struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn run(
    opts: &Options,
    moto: &str,
    clients: &tokio::runtime::Runtime,
    progress: impl Fn(&str),
) -> anyhow::Result<KickoffReport> {
    let moto = moto.trim_end_matches('/');
    let bin = local_binary()?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let run = format!("fundplan-bench-{:x}", stamp / 1_000_000);
    let data = tempfile::Builder::new()
        .prefix("fundplan-bench-aws-")
        .tempdir()
        .context("creating the AWS server's data directory")?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .context("finding a free port")?
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let operator_key = format!("bench-operator-{stamp:032x}");
    let env: Vec<(&str, String)> = vec![
        ("AWS_ENDPOINT_URL", moto.to_owned()),
        ("AWS_REGION", "us-east-1".into()),
        ("AWS_ACCESS_KEY_ID", "test".into()),
        ("AWS_SECRET_ACCESS_KEY", "test".into()),
        ("FUNDPLAN_STORE", "dynamodb".into()),
        ("FUNDPLAN_BLOBS", "s3".into()),
        ("FUNDPLAN_QUEUE", "sqs".into()),
        ("FUNDPLAN_MAILER", "outbox".into()),
        ("FUNDPLAN_TABLE", run.clone()),
        ("FUNDPLAN_BUCKET", run.clone()),
        ("FUNDPLAN_QUEUE_NAME", run.clone()),
        ("FUNDPLAN_MAIL_FROM", "no-reply@fundplan.local".into()),
        ("FUNDPLAN_JWT_SECRET", format!("bench-jwt-{stamp:040x}")),
        ("FUNDPLAN_OPERATOR_KEY", operator_key.clone()),
        ("FUNDPLAN_DATA_DIR", data.path().display().to_string()),
        ("FUNDPLAN_WEB_DIR", data.path().display().to_string()),
        ("FUNDPLAN_PUBLIC_URL", base.clone()),
        ("PORT", port.to_string()),
        ("RUST_LOG", "warn".into()),
    ];
    progress(&format!(
        "kickoff on the AWS adapters: creating {run} in moto at {moto}"
    ));
    let out = Command::new(&bin)
        .arg("bootstrap-aws")
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .with_context(|| format!("running {} bootstrap-aws", bin.display()))?;
    ensure!(
        out.status.success(),
        "bootstrap-aws: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let log = std::fs::File::create(data.path().join("server.log"))?;
    let child = Command::new(&bin)
        .arg("serve")
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .with_context(|| format!("starting {} serve", bin.display()))?;
    let server = Process(child);
    let pid = server.0.id();
    // Until it answers (the routes and the AWS clients are built at start).
    let started = Instant::now();
    clients.block_on(async {
        let http = reqwest::Client::new();
        loop {
            let ok = http
                .get(format!("{base}/api/v1/openapi.json"))
                .timeout(Duration::from_secs(2))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success());
            if ok {
                return Ok(());
            }
            if started.elapsed() > Duration::from_secs(60) {
                let log =
                    std::fs::read_to_string(data.path().join("server.log")).unwrap_or_default();
                bail!("fundplan-local serve did not answer within 60 s: {log}");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    })?;
    let target = Target {
        base_url: base,
        operator_key,
        mail: MailSource::Outbox(data.path().join("outbox")),
        adapters: "AWS adapters: DynamoDB, S3 and SQS in moto",
        server_pid: Some(pid),
    };
    let shape = Shape {
        orgs: opts.kickoff_aws_orgs,
        seconds: opts.kickoff_aws_duration.as_secs_f64(),
        peak: opts.kickoff_peak,
    };
    let report = clients.block_on(kickoff::bench(&target, shape, progress));
    drop(server);
    report
}

//! The kickoff again, smaller, against a server on the AWS adapters (`--kickoff-aws MOTO_URL`):
//! DynamoDB, S3 and SQS in the moto at that URL. The server is the `fundplan-local` binary
//! beside this one, started as `fundplan-local serve` (and `bootstrap-aws` before it, creating
//! this run's own table, bucket and queues), as the browser tests start it on moto.
//!
//! E-mails go to the server's outbox folder, not to SES: moto's SES can only be read back
//! through `/moto-api/data.json`, which serializes every model of every service, DynamoDB's
//! items included, under the same lock as DynamoDB's requests (`infra/scripts/moto_serialized.py`):
//! reading it while the organizations arrive would stall the store being measured.
//!
//! The cold-start benchmark (`cold_start.rs`) sets up its accounts on the same kind of server
//! ([`AwsServer`]) and finds the Lambda binaries the same way ([`binary`]).

use crate::Options;
use crate::kickoff::{self, KickoffReport, MailSource, Shape, Target};
use anyhow::{Context, bail, ensure};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The folder of this executable's sibling binaries: `target/release` (under `cargo test`, the
/// executable is in `deps/` and the binaries one folder up).
pub(crate) fn binary_dirs() -> anyhow::Result<Vec<PathBuf>> {
    let me = std::env::current_exe().context("finding this executable")?;
    let dir = me.parent().context("this executable's folder")?;
    Ok(vec![
        dir.to_path_buf(),
        dir.parent().unwrap_or(dir).to_path_buf(),
    ])
}

/// The binary `name` beside this executable; else an error saying how to build it (`build`,
/// e.g. `cargo build --release -p fundplan-local`), for the option `option`.
pub(crate) fn binary(name: &str, option: &str, build: &str) -> anyhow::Result<PathBuf> {
    let dirs = binary_dirs()?;
    for d in &dirs {
        let bin = d.join(name);
        if bin.is_file() {
            return Ok(bin);
        }
    }
    bail!(
        "{option} needs the {name} binary in {}: {build}",
        dirs[0].display()
    )
}

/// A child process; killed and waited for when dropped.
pub(crate) struct Process(pub(crate) Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `fundplan-local serve` on the AWS adapters in moto (DynamoDB, S3, SQS; e-mails to its outbox
/// folder), with this run's own table, bucket and queues made by `bootstrap-aws` first. Stopped,
/// and its folder deleted, when dropped.
pub(crate) struct AwsServer {
    /// First, so that the server is stopped before its folder is deleted.
    _process: Process,
    pub(crate) pid: u32,
    pub(crate) base_url: String,
    pub(crate) operator_key: String,
    /// The session key the server signs with (a Lambda function given the same one accepts the
    /// server's sessions).
    pub(crate) jwt_secret: String,
    /// The name of this run's table, bucket and job queue.
    pub(crate) name: String,
    /// The job queue's URL, as `bootstrap-aws` printed it.
    pub(crate) queue_url: String,
    /// The sender `bootstrap-aws` verified in SES.
    pub(crate) mail_from: String,
    data: tempfile::TempDir,
}

impl AwsServer {
    /// Creates the run's resources in the moto at `moto` and starts the server, waiting until it
    /// answers. `option` names the bench option that needs it (for the error when the binary is
    /// missing).
    pub(crate) fn start(
        moto: &str,
        option: &str,
        clients: &tokio::runtime::Runtime,
        progress: impl Fn(&str),
    ) -> anyhow::Result<Self> {
        let moto = moto.trim_end_matches('/');
        let bin = binary(
            "fundplan-local",
            option,
            "cargo build --release -p fundplan-local",
        )?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let name = format!("fundplan-bench-{:x}", stamp / 1_000_000);
        let data = tempfile::Builder::new()
            .prefix("fundplan-bench-aws-")
            .tempdir()
            .context("creating the AWS server's data directory")?;
        let port = free_port()?;
        let base = format!("http://127.0.0.1:{port}");
        let operator_key = format!("bench-operator-{stamp:032x}");
        let jwt_secret = format!("bench-jwt-{stamp:040x}");
        let mail_from = "no-reply@fundplan.local".to_owned();
        let env: Vec<(&str, String)> = vec![
            ("AWS_ENDPOINT_URL", moto.to_owned()),
            ("AWS_REGION", "us-east-1".into()),
            ("AWS_ACCESS_KEY_ID", "test".into()),
            ("AWS_SECRET_ACCESS_KEY", "test".into()),
            ("FUNDPLAN_STORE", "dynamodb".into()),
            ("FUNDPLAN_BLOBS", "s3".into()),
            ("FUNDPLAN_QUEUE", "sqs".into()),
            ("FUNDPLAN_MAILER", "outbox".into()),
            ("FUNDPLAN_TABLE", name.clone()),
            ("FUNDPLAN_BUCKET", name.clone()),
            ("FUNDPLAN_QUEUE_NAME", name.clone()),
            ("FUNDPLAN_MAIL_FROM", mail_from.clone()),
            ("FUNDPLAN_JWT_SECRET", jwt_secret.clone()),
            ("FUNDPLAN_OPERATOR_KEY", operator_key.clone()),
            ("FUNDPLAN_DATA_DIR", data.path().display().to_string()),
            ("FUNDPLAN_WEB_DIR", data.path().display().to_string()),
            ("FUNDPLAN_PUBLIC_URL", base.clone()),
            ("PORT", port.to_string()),
            ("RUST_LOG", "warn".into()),
        ];
        progress(&format!("AWS adapters: creating {name} in moto at {moto}"));
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
        let queue_url = String::from_utf8_lossy(&out.stdout)
            .lines()
            .find_map(|l| l.strip_prefix("FUNDPLAN_QUEUE_URL="))
            .map(str::to_owned)
            .context("bootstrap-aws printed no FUNDPLAN_QUEUE_URL")?;
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
        let process = Process(child);
        let pid = process.0.id();
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
        Ok(Self {
            _process: process,
            pid,
            base_url: base,
            operator_key,
            jwt_secret,
            name,
            queue_url,
            mail_from,
            data,
        })
    }

    /// The folder of the server's e-mails.
    pub(crate) fn outbox(&self) -> PathBuf {
        self.data.path().join("outbox")
    }

    /// A folder of this run, deleted with it.
    pub(crate) fn dir(&self) -> &Path {
        self.data.path()
    }
}

/// A port nobody listens on now.
pub(crate) fn free_port() -> anyhow::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .context("finding a free port")?
        .port())
}

pub fn run(
    opts: &Options,
    moto: &str,
    clients: &tokio::runtime::Runtime,
    progress: impl Fn(&str),
) -> anyhow::Result<KickoffReport> {
    let server = AwsServer::start(moto, "--kickoff-aws", clients, &progress)?;
    let target = Target {
        base_url: server.base_url.clone(),
        operator_key: server.operator_key.clone(),
        mail: MailSource::Outbox(server.outbox()),
        adapters: "AWS adapters: DynamoDB, S3 and SQS in moto",
        server_pid: Some(server.pid),
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

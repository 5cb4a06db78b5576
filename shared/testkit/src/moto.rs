//! A moto server for tests of the AWS adapters: the one at `FUNDPLAN_TEST_MOTO_URL` (as `make
//! test` starts it), or one started for this test process and stopped with it. SDK clients
//! pointed at it, and unique resource names, so tests run in parallel against one moto.

use aws_config::{BehaviorVersion, Region, SdkConfig};
use aws_sdk_dynamodb::config::Credentials;
use fundplan_cloud::{AwsClients, CloudSettings};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

pub const MOTO_URL_VAR: &str = "FUNDPLAN_TEST_MOTO_URL";
const START_TIMEOUT: Duration = Duration::from_secs(60);

struct Server {
    url: String,
    /// The watcher shell stops moto when this pipe closes, i.e. when the test process exits.
    _lifeline: Option<Mutex<(Child, ChildStdin)>>,
}

static MOTO: OnceLock<Server> = OnceLock::new();

/// The base URL of moto, e.g. `http://127.0.0.1:40123`.
pub fn moto_url() -> &'static str {
    &MOTO.get_or_init(start_or_reuse).url
}

fn start_or_reuse() -> Server {
    if let Ok(url) = std::env::var(MOTO_URL_VAR) {
        let url = url.trim_end_matches('/').to_string();
        let addr = authority(&url);
        if !answers(&addr) {
            panic!("{MOTO_URL_VAR}={url}, but no moto answers there");
        }
        return Server {
            url,
            _lifeline: None,
        };
    }
    let Some(moto) = find_on_path("moto_server") else {
        panic!(
            "moto_server is not installed, and these tests need it: run `pip install \"moto[server]\"` \
             (the Makefile does), or set {MOTO_URL_VAR} to the URL of a running moto server"
        );
    };
    let mut last_error = String::new();
    for _ in 0..3 {
        match spawn(&moto) {
            Ok(server) => return server,
            Err(e) => last_error = e,
        }
    }
    panic!("moto_server did not start: {last_error}");
}

fn authority(url: &str) -> String {
    url.trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap_or_default()
        .to_string()
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")
        .map(|p| {
            std::env::split_paths(&p)
                .map(|dir| dir.join(name))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .find(|p| p.is_file())
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free local port")
}

/// Whether an HTTP server answers at `addr` (host:port).
fn answers(addr: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = format!("GET /moto-api/ HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut head = [0u8; 5];
    stream.read_exact(&mut head).is_ok() && &head == b"HTTP/"
}

/// moto's server with its DynamoDB requests applied one at a time (see the file: DynamoDB
/// applies a conditional write atomically, moto's threads do not). `make test` starts the same
/// file.
const SERIALIZED_MOTO: &str = include_str!("../../../infra/scripts/moto_serialized.py");

/// The Python that runs `moto_server` (its `#!` line), so the moto package it imports is the one
/// installed with it.
fn interpreter(moto: &PathBuf) -> String {
    std::fs::read_to_string(moto)
        .ok()
        .and_then(|text| {
            let first = text.lines().next()?.strip_prefix("#!")?.trim().to_string();
            (!first.is_empty() && !first.contains(' ')).then_some(first)
        })
        .unwrap_or_else(|| "python3".to_string())
}

fn spawn(moto: &PathBuf) -> Result<Server, String> {
    let port = free_port();
    let log = std::env::temp_dir().join(format!("fundplan-cloud-moto-{port}.log"));
    // The shell runs moto and stops it when its stdin closes: the test process holds the other
    // end of that pipe, so moto never outlives the tests, however they end.
    let script = r#"
        "$1" -c "$4" 127.0.0.1 "$2" >"$3" 2>&1 &
        moto=$!
        trap 'kill $moto 2>/dev/null' EXIT INT TERM HUP
        read -r _ || true
    "#;
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg("sh")
        .arg(interpreter(moto))
        .arg(port.to_string())
        .arg(&log)
        .arg(SERIALIZED_MOTO)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run sh: {e}"))?;
    let stdin = child.stdin.take().ok_or("no stdin pipe")?;
    let addr = format!("127.0.0.1:{port}");
    let started = Instant::now();
    while started.elapsed() < START_TIMEOUT {
        if answers(&addr) {
            return Ok(Server {
                url: format!("http://{addr}"),
                _lifeline: Some(Mutex::new((child, stdin))),
            });
        }
        if let Ok(Some(status)) = child.try_wait() {
            let output = std::fs::read_to_string(&log).unwrap_or_default();
            return Err(format!(
                "moto_server on port {port} exited ({status}): {output}"
            ));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(stdin);
    let _ = child.wait();
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    Err(format!(
        "moto_server on port {port} did not answer within {START_TIMEOUT:?}: {output}"
    ))
}

/// SDK configuration for moto: its endpoint, region us-east-1, static test credentials.
pub async fn sdk_config() -> SdkConfig {
    aws_config::defaults(BehaviorVersion::latest())
        .endpoint_url(moto_url())
        .region(Region::new("us-east-1"))
        .credentials_provider(Credentials::new("test", "test", None, None, "moto"))
        .load()
        .await
}

pub async fn clients() -> AwsClients {
    AwsClients::from_config(&sdk_config().await)
}

/// A name no other test uses (lowercase, valid for tables, buckets and queues).
pub fn unique(prefix: &str) -> String {
    format!("{prefix}-{}", ulid::Ulid::new().to_string().to_lowercase())
}

/// Settings naming fresh resources.
pub fn fresh_settings() -> CloudSettings {
    let run = unique("fundplan-test");
    CloudSettings::new(
        format!("{run}-table"),
        run.clone(),
        "Fundplan <no-reply@fundplan.test>",
    )
    .with_queue_name(format!("{run}-jobs"))
}

//! Lambda cold start (issue 18 §7), measured locally: the release binary of a function (the one
//! SAM deploys, `infra/lambda`) is started against a stand-in for the Lambda Runtime API in this
//! process, as Lambda starts it in a new execution environment, and handed two API Gateway HTTP
//! API (v2) events one after the other.
//!
//! **What is timed** (all on this process's monotonic clock):
//! - *cold*: from just before the process is spawned to the moment the stand-in has received the
//!   first invocation's whole answer (`POST /2018-06-01/runtime/invocation/{id}/response`): the
//!   binary's loading, the configuration, the AWS SDK clients, the runtime's first poll, then the
//!   first request with its first connections to the store;
//! - *init*, part of it: spawn to the first `GET /2018-06-01/runtime/invocation/next`;
//! - *first invocation*, the rest: that `next` to the first answer;
//! - *warm*, the baseline of the same run: the second invocation on the same process, from its
//!   `next` to its answer. The ratio cold ÷ warm is the price of a cold start in this run, and
//!   cold − warm, launch by launch, what it adds to an answer;
//! - *process start*, a second baseline in the same invocation: spawning `true` and waiting for
//!   its exit (the floor of any process start on this machine).
//!
//! Each launch is made twice: with the binary in the page cache (it was just run), and with its
//! pages evicted first (`posix_fadvise(DONTNEED)` on that file, Linux), so that the start reads
//! the binary again, as a new execution environment does: there the size of the binary counts.
//! The init alone (spawn to the first poll, no event) is also timed both ways for every Lambda
//! binary, beside its size and whether it links typst (the PDF engine: only the document worker
//! may).
//!
//! **The functions** run on the AWS adapters in moto (DynamoDB, S3, SQS, SES), configured as
//! `template.yaml` configures them (the global variables and each function's own) plus
//! `AWS_ENDPOINT_URL`. The accounts and the cohort are set up untimed through `fundplan-local
//! serve` on the same table ([`AwsServer`]): the sign-up function (`fundplan-auth`) signs up a new
//! address each invocation (`POST /api/v1/users`, 201); the redemption function
//! (`fundplan-billing`) redeems a real cohort code for a confirmed owner each invocation
//! (`POST /api/v1/licences/redeem` with the owner's session, 200 `redemption: new`). Each run
//! takes every measure once, in the same order, so a slower minute of the machine touches all of
//! them.

use crate::columns::table;
use crate::kickoff::{self, CohortPlan, MailSource, Mailbox, Target};
use crate::kickoff_aws::{self, AwsServer, Process};
use crate::options::Options;
use crate::stats::percentile;
use anyhow::{Context, bail, ensure};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path as UrlPath, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderName, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use reqwest::Method;
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};
use tokio::sync::{mpsc, watch};

/// The Lambda entry points (`infra/lambda/Cargo.toml`), read when this crate is built.
const LAMBDA_MANIFEST: &str = include_str!("../../lambda/Cargo.toml");
/// How the binaries are built.
const BUILD: &str = "cargo build --release -p fundplan-lambda, then cargo build --release -p fundplan-local (make bench-cold-start does both)";
/// A launch that has not answered twice by then fails the benchmark.
const LAUNCH_LIMIT: Duration = Duration::from_secs(60);
/// The answer's time limit a function gets (`template.yaml`'s `Timeout`), as the deadline header.
const FUNCTION_TIMEOUT: Duration = Duration::from_secs(10);
/// The marker of typst's code in a binary: the source paths of its panics (`…/typst-library-0.15.1/src/…`).
const TYPST_MARKER: &[u8] = b"typst-library-";

/// One function whose requests are timed.
struct Function {
    binary: &'static str,
    request: &'static str,
}

const SIGN_UP: Function = Function {
    binary: "fundplan-auth",
    request: "POST /api/v1/users",
};
const REDEEM: Function = Function {
    binary: "fundplan-billing",
    request: "POST /api/v1/licences/redeem",
};

/// `template.yaml`'s `MemorySize` of a function (Lambda sizes the CPU from it; locally it is
/// only passed on): 1024 MB for these, the global 256 MB for the others.
fn memory_mb(binary: &str) -> u32 {
    match binary {
        "fundplan-auth" | "fundplan-casedoc" | "fundplan-docgen" => 1024,
        _ => 256,
    }
}

/// The functions `template.yaml` gives Stripe's settings (`FUNDPLAN_PAYMENTS: stripe`).
fn takes_payments(binary: &str) -> bool {
    matches!(binary, "fundplan-billing" | "fundplan-funders")
}

// ----------------------------------------------------------------------------------------------
// The report

/// Median, p95 (nearest rank) and extremes of one measure, in milliseconds.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Timing {
    pub runs: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub min_ms: f64,
    pub max_ms: f64,
}

impl Timing {
    pub fn of(times: &[Duration]) -> Self {
        Self::of_ms(
            &times
                .iter()
                .map(|d| d.as_secs_f64() * 1000.0)
                .collect::<Vec<_>>(),
        )
    }

    /// Of values in milliseconds (a difference may be negative), kept to the microsecond.
    pub fn of_ms(values: &[f64]) -> Self {
        let mut us: Vec<i64> = values.iter().map(|v| (v * 1000.0).round() as i64).collect();
        us.sort_unstable();
        // Nearest rank (`stats::percentile`), on values that may be negative.
        let low = us.first().copied().unwrap_or(0);
        let shifted: Vec<u64> = us.iter().map(|v| v.abs_diff(low)).collect();
        let ms = |v: i64| v as f64 / 1000.0;
        let at = |p: f64| ms(low + percentile(&shifted, p) as i64);
        Self {
            runs: us.len(),
            median_ms: at(50.0),
            p95_ms: at(95.0),
            min_ms: ms(low),
            max_ms: ms(us.last().copied().unwrap_or(0)),
        }
    }
}

/// One launch of a function: a new process, two invocations.
#[derive(Clone, Debug, Serialize)]
pub struct Launch {
    /// Spawn to the first answer received.
    pub cold_ms: f64,
    /// Spawn to the first `GET …/invocation/next`.
    pub init_ms: f64,
    /// That `next` to the first answer.
    pub first_invocation_ms: f64,
    /// The second invocation: its `next` to its answer.
    pub warm_ms: f64,
    /// The HTTP status of each answer.
    pub statuses: [u16; 2],
}

/// The launches of one function made one way (the binary cached or evicted).
#[derive(Debug, Serialize)]
pub struct Launches {
    pub launches: Vec<Launch>,
    pub cold: Timing,
    pub init: Timing,
    pub first_invocation: Timing,
    pub warm: Timing,
    /// Each launch's cold minus its own warm: what the cold start adds to an answer.
    pub cold_minus_warm: Timing,
    /// Median cold ÷ median warm.
    pub cold_to_warm: f64,
    /// Median cold ÷ the median process start.
    pub cold_to_process_start: f64,
}

impl Launches {
    fn of(launches: Vec<Launch>, process_start: &Timing) -> Self {
        let of = |pick: fn(&Launch) -> f64| {
            Timing::of_ms(&launches.iter().map(pick).collect::<Vec<_>>())
        };
        let (cold, warm) = (of(|l| l.cold_ms), of(|l| l.warm_ms));
        Self {
            init: of(|l| l.init_ms),
            first_invocation: of(|l| l.first_invocation_ms),
            cold_minus_warm: of(|l| l.cold_ms - l.warm_ms),
            cold_to_warm: ratio(cold.median_ms, warm.median_ms),
            cold_to_process_start: ratio(cold.median_ms, process_start.median_ms),
            cold,
            warm,
            launches,
        }
    }
}

#[derive(Debug, Serialize)]
pub struct FunctionColdStart {
    pub function: &'static str,
    pub request: &'static str,
    pub memory_mb: u32,
    pub binary_bytes: u64,
    /// How long before the run the binary was built (its modification time): a stale binary
    /// measures old code.
    pub binary_age_minutes: Option<f64>,
    /// The binary in the page cache (it was just run).
    pub cached: Launches,
    /// Its pages evicted from the page cache before each launch (Linux only).
    pub evicted: Option<Launches>,
}

/// A Lambda binary beside this executable.
#[derive(Debug, Serialize)]
pub struct BinarySize {
    pub name: String,
    /// `None` when it is not built.
    pub bytes: Option<u64>,
    /// Whether typst's code is in it (its panics' source paths).
    pub links_typst: Option<bool>,
    /// Spawn to its first `GET …/invocation/next`, the binary in the page cache.
    pub init: Option<Timing>,
    /// The same with the binary's pages evicted first (Linux only).
    pub init_evicted: Option<Timing>,
}

#[derive(Debug, Serialize)]
pub struct ColdStartReport {
    pub build: &'static str,
    pub cores: usize,
    pub runs: usize,
    /// `started by the bench`, or the URL given.
    pub moto: String,
    /// `/proc/loadavg` (1, 5, 15 minutes) before the set-up and after the last launch.
    pub load_before: Option<String>,
    pub load_after: Option<String>,
    pub binaries: Vec<BinarySize>,
    /// Spawning `true` and waiting for its exit.
    pub process_start: Timing,
    pub functions: Vec<FunctionColdStart>,
    pub total_seconds: f64,
}

fn mb(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / 1e6)
}

impl ColdStartReport {
    pub fn to_table(&self) -> String {
        format!(
            "fundplan-bench ({} build): {} cores\n\n{}\ntotal {:.1} s\n",
            self.build,
            self.cores,
            self.tables(),
            self.total_seconds
        )
    }

    /// The tables without the build line (the whole benchmark's report prints them too).
    pub fn tables(&self) -> String {
        let mut out = format!(
            "Lambda cold start against a local stand-in for the Runtime API, AWS adapters on moto ({}), {} launches of each function ({:.1} s)\n\
             load average before {}, after {}\n\n",
            self.moto,
            self.runs,
            self.total_seconds,
            self.load_before.as_deref().unwrap_or("-"),
            self.load_after.as_deref().unwrap_or("-"),
        );
        out.push_str(&binaries_table(&self.binaries));
        out.push('\n');
        let mut rows = vec![
            [
                "measure",
                "runs",
                "median ms",
                "p95 ms",
                "min ms",
                "max ms",
                "median / warm",
                "median / process start",
            ]
            .map(String::from)
            .to_vec(),
        ];
        let p = &self.process_start;
        rows.push(timing_row(
            "process start: spawn `true` to its exit".into(),
            p,
            None,
            None,
        ));
        let start = (p.median_ms > 0.0).then_some(p.median_ms);
        for f in &self.functions {
            rows.push(vec![format!(
                "{} {} ({} MB on AWS)",
                f.function, f.request, f.memory_mb,
            )]);
            for (how, l) in [("cached", Some(&f.cached)), ("evicted", f.evicted.as_ref())] {
                let Some(l) = l else { continue };
                let warm = (l.warm.median_ms > 0.0).then_some(l.warm.median_ms);
                let binary = if how == "cached" {
                    "binary in the page cache"
                } else {
                    "binary evicted from the page cache"
                };
                rows.push(timing_row(
                    format!("  cold, {binary}: spawn to the first answer"),
                    &l.cold,
                    warm,
                    start,
                ));
                rows.push(timing_row(
                    "    init: spawn to the first GET /next".into(),
                    &l.init,
                    warm,
                    start,
                ));
                rows.push(timing_row(
                    "    first invocation: GET /next to the answer".into(),
                    &l.first_invocation,
                    warm,
                    start,
                ));
                rows.push(timing_row(
                    "    warm: the second invocation, GET /next to the answer".into(),
                    &l.warm,
                    warm,
                    start,
                ));
                rows.push(timing_row(
                    "    cold minus warm, launch by launch".into(),
                    &l.cold_minus_warm,
                    None,
                    None,
                ));
            }
        }
        out.push_str(&table(&rows, 1));
        for f in &self.functions {
            let mut launches: Vec<Launch> = f.cached.launches.clone();
            launches.extend(f.evicted.iter().flat_map(|e| e.launches.iter().cloned()));
            out.push_str(&format!(
                "{}: {} MB, built {}; answers {}\n",
                f.function,
                mb(f.binary_bytes),
                f.binary_age_minutes
                    .map_or("at an unknown time".into(), |m| format!(
                        "{m:.0} min before the run"
                    )),
                statuses(&launches),
            ));
        }
        out
    }

    pub fn to_json(&self) -> anyhow::Result<String> {
        Ok(serde_json::to_string_pretty(self)?)
    }
}

/// `201 ×20`: the statuses the function answered, with their counts.
fn statuses(launches: &[Launch]) -> String {
    let mut counts = std::collections::BTreeMap::<u16, usize>::new();
    for l in launches {
        for s in l.statuses {
            *counts.entry(s).or_default() += 1;
        }
    }
    counts
        .iter()
        .map(|(s, n)| format!("{s} x{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn timing_row(name: String, t: &Timing, warm: Option<f64>, start: Option<f64>) -> Vec<String> {
    let ratio =
        |base: Option<f64>| base.map_or(String::new(), |b| format!("{:.1}x", t.median_ms / b));
    vec![
        name,
        t.runs.to_string(),
        format!("{:.1}", t.median_ms),
        format!("{:.1}", t.p95_ms),
        format!("{:.1}", t.min_ms),
        format!("{:.1}", t.max_ms),
        ratio(warm),
        ratio(start),
    ]
}

/// Every Lambda binary: its size in MB (10⁶ bytes), whether it links typst, and its init
/// (spawn to the first poll) with the binary cached and evicted.
pub fn binaries_table(binaries: &[BinarySize]) -> String {
    let mut rows = vec![
        [
            "Lambda binary",
            "bytes",
            "MB",
            "typst",
            "init runs",
            "init median ms",
            "p95 ms",
            "init evicted median ms",
            "p95 ms",
        ]
        .map(String::from)
        .to_vec(),
    ];
    let median = |t: &Option<Timing>| t.map_or(String::new(), |t| format!("{:.1}", t.median_ms));
    let p95 = |t: &Option<Timing>| t.map_or(String::new(), |t| format!("{:.1}", t.p95_ms));
    for b in binaries {
        rows.push(vec![
            b.name.clone(),
            b.bytes.map_or("not built".into(), |v| v.to_string()),
            b.bytes.map_or(String::new(), mb),
            match b.links_typst {
                Some(true) => "yes".into(),
                Some(false) => "no".into(),
                None => String::new(),
            },
            b.init.map_or(String::new(), |t| t.runs.to_string()),
            median(&b.init),
            p95(&b.init),
            median(&b.init_evicted),
            p95(&b.init_evicted),
        ]);
    }
    table(&rows, 1)
}

// ----------------------------------------------------------------------------------------------
// The binaries

/// The names of the Lambda binaries (`[[bin]]` entries of `infra/lambda/Cargo.toml`).
pub fn lambda_binaries() -> Vec<&'static str> {
    LAMBDA_MANIFEST
        .split("[[bin]]")
        .skip(1)
        .filter_map(|entry| {
            entry.lines().find_map(|l| {
                l.trim()
                    .strip_prefix("name = \"")
                    .and_then(|n| n.strip_suffix('"'))
            })
        })
        .collect()
}

/// Whether `bytes` hold `needle`.
fn contains(bytes: &[u8], needle: &[u8]) -> bool {
    let Some((&first, rest)) = needle.split_first() else {
        return true;
    };
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == first)
        .any(|(i, _)| bytes[i + 1..].starts_with(rest))
}

/// The size of each Lambda binary beside this executable, and whether it links typst.
pub fn binary_sizes() -> anyhow::Result<Vec<BinarySize>> {
    let dirs = kickoff_aws::binary_dirs()?;
    Ok(lambda_binaries()
        .into_iter()
        .map(|name| {
            let path = dirs.iter().map(|d| d.join(name)).find(|p| p.is_file());
            let bytes = path
                .as_ref()
                .and_then(|p| std::fs::metadata(p).ok())
                .map(|m| m.len());
            let links_typst = path
                .and_then(|p| std::fs::read(p).ok())
                .map(|b| contains(&b, TYPST_MARKER));
            BinarySize {
                name: name.to_owned(),
                bytes,
                links_typst,
                init: None,
                init_evicted: None,
            }
        })
        .collect())
}

// ----------------------------------------------------------------------------------------------
// The stand-in for the Lambda Runtime API

/// What the stand-in received, in order.
#[derive(Debug)]
enum Seen {
    /// A `GET …/invocation/next`.
    Next(Instant),
    /// An invocation's answer (`…/response`) or failure (`…/error`), received whole.
    Answer {
        at: Instant,
        id: String,
        body: Bytes,
        failed: bool,
    },
    /// `POST …/init/error`.
    InitError(Bytes),
}

#[derive(Clone)]
struct StandIn {
    /// The invocations not handed out yet: request id and event.
    pending: Arc<Mutex<VecDeque<(String, String)>>>,
    seen: mpsc::UnboundedSender<Seen>,
    arn: Arc<str>,
    /// Set when the launch is over: a `next` waiting for an event then ends.
    over: watch::Receiver<bool>,
}

fn stand_in(state: StandIn) -> Router {
    Router::new()
        .route("/2018-06-01/runtime/invocation/next", get(next))
        .route("/2018-06-01/runtime/invocation/{id}/response", post(answer))
        .route("/2018-06-01/runtime/invocation/{id}/error", post(failure))
        .route("/2018-06-01/runtime/init/error", post(init_error))
        .with_state(state)
}

/// The next event, with the headers Lambda sends; without one the call waits, as on Lambda
/// (there the environment is frozen meanwhile), until the launch is over.
async fn next(State(s): State<StandIn>) -> Response {
    let _ = s.seen.send(Seen::Next(Instant::now()));
    let event = s.pending.lock().ok().and_then(|mut q| q.pop_front());
    let Some((id, event)) = event else {
        let mut over = s.over.clone();
        let _ = over.wait_for(|o| *o).await;
        return StatusCode::GONE.into_response();
    };
    let deadline = (SystemTime::now() + FUNCTION_TIMEOUT)
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let headers = [
        (
            HeaderName::from_static("lambda-runtime-aws-request-id"),
            id.clone(),
        ),
        (
            HeaderName::from_static("lambda-runtime-deadline-ms"),
            deadline.to_string(),
        ),
        (
            HeaderName::from_static("lambda-runtime-invoked-function-arn"),
            s.arn.to_string(),
        ),
        (
            HeaderName::from_static("lambda-runtime-trace-id"),
            format!(
                "Root=1-{:08x}-{id};Parent={:016x};Sampled=0",
                deadline / 1000,
                deadline
            ),
        ),
        (CONTENT_TYPE, "application/json".to_owned()),
    ];
    (headers, event).into_response()
}

fn accepted() -> Response {
    (StatusCode::ACCEPTED, axum::Json(json!({ "status": "OK" }))).into_response()
}

async fn answer(State(s): State<StandIn>, UrlPath(id): UrlPath<String>, body: Bytes) -> Response {
    let at = Instant::now();
    let _ = s.seen.send(Seen::Answer {
        at,
        id,
        body,
        failed: false,
    });
    accepted()
}

async fn failure(State(s): State<StandIn>, UrlPath(id): UrlPath<String>, body: Bytes) -> Response {
    let at = Instant::now();
    let _ = s.seen.send(Seen::Answer {
        at,
        id,
        body,
        failed: true,
    });
    accepted()
}

async fn init_error(State(s): State<StandIn>, body: Bytes) -> Response {
    let _ = s.seen.send(Seen::InitError(body));
    accepted()
}

/// An API Gateway HTTP API (payload 2.0) event for `method path` with a JSON body, from
/// `source_ip`, as API Gateway hands it to the function.
pub fn api_event(
    method: &str,
    path: &str,
    bearer: Option<&str>,
    body: &Value,
    source_ip: &str,
    request_id: &str,
) -> Value {
    let body = body.to_string();
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let mut headers = json!({
        "accept": "application/json",
        "content-length": body.len().to_string(),
        "content-type": "application/json",
        "host": "api.fundplan.example",
        "user-agent": "Mozilla/5.0 (fundplan-bench)",
        "x-amzn-trace-id": format!("Root=1-{:08x}-{request_id}", now / 1000),
        "x-forwarded-for": source_ip,
        "x-forwarded-port": "443",
        "x-forwarded-proto": "https",
    });
    if let Some(t) = bearer {
        headers["authorization"] = Value::String(format!("Bearer {t}"));
    }
    json!({
        "version": "2.0",
        "routeKey": format!("{method} {path}"),
        "rawPath": path,
        "rawQueryString": "",
        "headers": headers,
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "fundplanbench",
            "domainName": "api.fundplan.example",
            "domainPrefix": "api",
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": source_ip,
                "userAgent": "Mozilla/5.0 (fundplan-bench)",
            },
            "requestId": request_id,
            "routeKey": format!("{method} {path}"),
            "stage": "$default",
            "time": "28/Nov/2026:10:00:00 +0000",
            "timeEpoch": now,
        },
        "body": body,
        "isBase64Encoded": false,
    })
}

/// The status and the decoded body of a function's answer (an HTTP API response: `statusCode`,
/// `headers`, `body`, `isBase64Encoded`).
fn decode_answer(bytes: &[u8]) -> anyhow::Result<(u16, Value)> {
    let answer: Value = serde_json::from_slice(bytes).context("the answer is not JSON")?;
    let status = answer["statusCode"]
        .as_u64()
        .and_then(|s| u16::try_from(s).ok())
        .with_context(|| format!("no statusCode in the answer: {answer}"))?;
    let body = answer["body"].as_str().unwrap_or_default();
    Ok((status, serde_json::from_str(body).unwrap_or(Value::Null)))
}

/// The last lines of a log file (for an error).
fn log_tail(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}

/// A stand-in listening on 127.0.0.1 (an ephemeral port) on the current runtime.
struct RunningStandIn {
    port: u16,
    seen: mpsc::UnboundedReceiver<Seen>,
    over: watch::Sender<bool>,
    server: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl RunningStandIn {
    /// Serves `events` (request id, event) in order to `function`.
    async fn start(events: Vec<(String, String)>, function: &str) -> anyhow::Result<Self> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .context("binding the Runtime API stand-in")?;
        let port = listener.local_addr()?.port();
        let (seen_tx, seen) = mpsc::unbounded_channel();
        let (over, over_rx) = watch::channel(false);
        let state = StandIn {
            pending: Arc::new(Mutex::new(events.into())),
            seen: seen_tx,
            arn: Arc::from(format!(
                "arn:aws:lambda:us-east-1:123456789012:function:{function}"
            )),
            over: over_rx,
        };
        let server = tokio::spawn(async move { axum::serve(listener, stand_in(state)).await });
        Ok(Self {
            port,
            seen,
            over,
            server,
        })
    }

    /// Ends a waiting `next` and stops listening.
    fn stop(self) {
        let _ = self.over.send(true);
        self.server.abort();
    }
}

/// Drops `path`'s pages from the page cache (those no process maps), so that the next start
/// reads the binary again. `false` where it cannot (not Linux).
#[cfg(target_os = "linux")]
fn evict(path: &Path) -> anyhow::Result<bool> {
    use std::os::fd::AsRawFd;
    let file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
    // SAFETY: advice on a descriptor this function holds open; no memory is passed or touched.
    let rc = unsafe { libc::posix_fadvise(file.as_raw_fd(), 0, 0, libc::POSIX_FADV_DONTNEED) };
    ensure!(rc == 0, "posix_fadvise({}): error {rc}", path.display());
    Ok(true)
}

#[cfg(not(target_os = "linux"))]
fn evict(_: &Path) -> anyhow::Result<bool> {
    Ok(false)
}

/// Spawns `binary` with `env` against the stand-in on `port`, its output to `log`, the binary's
/// pages evicted first when `evicted`: the child and the instant just before the spawn.
fn spawn(
    binary: &Path,
    env: &[(String, String)],
    port: u16,
    log: &Path,
    evicted: bool,
) -> anyhow::Result<(tokio::process::Child, Instant)> {
    let file = std::fs::File::create(log).with_context(|| format!("creating {}", log.display()))?;
    let mut command = tokio::process::Command::new(binary);
    command
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .env("AWS_LAMBDA_RUNTIME_API", format!("127.0.0.1:{port}"))
        .stdin(Stdio::null())
        .stdout(file.try_clone()?)
        .stderr(file)
        .kill_on_drop(true);
    if evicted {
        evict(binary)?;
    }
    let spawned = Instant::now();
    let child = command
        .spawn()
        .with_context(|| format!("starting {}", binary.display()))?;
    Ok((child, spawned))
}

/// Starts `binary` with `env` against a stand-in serving `events` (two), and times it until it
/// has answered both. Returns the launch and each answer's decoded body.
async fn time_launch(
    binary: &Path,
    env: &[(String, String)],
    function: &str,
    events: [Value; 2],
    log: &Path,
    evicted: bool,
) -> anyhow::Result<(Launch, [Value; 2])> {
    let ids: Vec<String> = events
        .iter()
        .map(|e| {
            e["requestContext"]["requestId"]
                .as_str()
                .unwrap_or("")
                .to_owned()
        })
        .collect();
    let pending = ids
        .iter()
        .cloned()
        .zip(events.iter().map(Value::to_string))
        .collect();
    let mut stand_in = RunningStandIn::start(pending, function).await?;
    let (mut child, spawned) = spawn(binary, env, stand_in.port, log, evicted)?;
    let watched = watch_launch(spawned, &mut stand_in.seen, &mut child, &ids).await;
    let _ = child.start_kill();
    let _ = child.wait().await;
    stand_in.stop();
    let (launch, bodies) =
        watched.with_context(|| format!("{function}; its log:\n{}", log_tail(log)))?;
    Ok((launch, bodies))
}

/// Starts `binary` with `env` against a stand-in with no event, and times it until its first
/// poll (`GET …/invocation/next`): its init alone.
async fn time_init(
    binary: &Path,
    env: &[(String, String)],
    function: &str,
    log: &Path,
    evicted: bool,
) -> anyhow::Result<Duration> {
    let mut stand_in = RunningStandIn::start(Vec::new(), function).await?;
    let (mut child, spawned) = spawn(binary, env, stand_in.port, log, evicted)?;
    let polled = tokio::select! {
        s = tokio::time::timeout(LAUNCH_LIMIT, stand_in.seen.recv()) => match s {
            Ok(Some(Seen::Next(at))) => Ok(at - spawned),
            Ok(Some(Seen::InitError(body))) => Err(anyhow::anyhow!(
                "the function failed to start: {}", String::from_utf8_lossy(&body)
            )),
            Ok(other) => Err(anyhow::anyhow!("{other:?} before the first poll")),
            Err(_) => Err(anyhow::anyhow!("no poll within {} s", LAUNCH_LIMIT.as_secs())),
        },
        status = child.wait() => Err(anyhow::anyhow!("the function exited ({status:?}) before its first poll")),
    };
    let _ = child.start_kill();
    let _ = child.wait().await;
    stand_in.stop();
    polled.with_context(|| format!("{function}; its log:\n{}", log_tail(log)))
}

async fn watch_launch(
    spawned: Instant,
    seen: &mut mpsc::UnboundedReceiver<Seen>,
    child: &mut tokio::process::Child,
    ids: &[String],
) -> anyhow::Result<(Launch, [Value; 2])> {
    let deadline = tokio::time::Instant::now() + LAUNCH_LIMIT;
    let mut nexts = Vec::new();
    let mut answers: Vec<(Instant, Bytes)> = Vec::new();
    while answers.len() < 2 {
        tokio::select! {
            s = tokio::time::timeout_at(deadline, seen.recv()) => match s {
                Err(_) => bail!("no two answers within {} s", LAUNCH_LIMIT.as_secs()),
                Ok(None) => bail!("the stand-in stopped"),
                Ok(Some(Seen::Next(at))) => nexts.push(at),
                Ok(Some(Seen::Answer { at, id, body, failed })) => {
                    ensure!(!failed, "the invocation failed: {}", String::from_utf8_lossy(&body));
                    ensure!(
                        ids.get(answers.len()) == Some(&id),
                        "an answer for {id}, expected {:?}", ids.get(answers.len())
                    );
                    answers.push((at, body));
                }
                Ok(Some(Seen::InitError(body))) => {
                    bail!("the function failed to start: {}", String::from_utf8_lossy(&body))
                }
            },
            status = child.wait() => bail!("the function exited ({status:?}) before answering twice"),
        }
    }
    ensure!(nexts.len() >= 2, "two answers without two polls");
    let (s0, b0) = decode_answer(&answers[0].1)?;
    let (s1, b1) = decode_answer(&answers[1].1)?;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    Ok((
        Launch {
            cold_ms: ms(answers[0].0 - spawned),
            init_ms: ms(nexts[0] - spawned),
            first_invocation_ms: ms(answers[0].0 - nexts[0]),
            warm_ms: ms(answers[1].0 - nexts[1]),
            statuses: [s0, s1],
        },
        [b0, b1],
    ))
}

// ----------------------------------------------------------------------------------------------
// moto

/// The moto the functions use: one started here (`infra/scripts/moto_serialized.py`, stopped when
/// dropped) or the one at a given URL.
struct Moto {
    url: String,
    /// First, so that moto stops before its log's folder is deleted.
    _process: Option<Process>,
    _dir: Option<tempfile::TempDir>,
}

fn start_moto(given: Option<&str>) -> anyhow::Result<Moto> {
    if let Some(url) = given {
        return Ok(Moto {
            url: url.trim_end_matches('/').to_owned(),
            _process: None,
            _dir: None,
        });
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/moto_serialized.py");
    ensure!(
        script.is_file(),
        "{} is missing: give a running moto with --cold-start-moto URL",
        script.display()
    );
    let dir = tempfile::Builder::new()
        .prefix("fundplan-bench-moto-")
        .tempdir()?;
    let log_path = dir.path().join("moto.log");
    let log = std::fs::File::create(&log_path)?;
    let port = kickoff_aws::free_port()?;
    let child = std::process::Command::new("python3")
        .arg(&script)
        .arg("127.0.0.1")
        .arg(port.to_string())
        .stdin(Stdio::null())
        .stdout(log.try_clone()?)
        .stderr(log)
        .spawn()
        .context("starting moto with python3 (pip install \"moto[server]\")")?;
    let mut process = Process(child);
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = process.0.try_wait() {
            bail!(
                "moto exited ({status}); is it installed (pip install \"moto[server]\")?\n{}",
                log_tail(&log_path)
            );
        }
        ensure!(
            started.elapsed() < Duration::from_secs(60),
            "moto did not listen within 60 s:\n{}",
            log_tail(&log_path)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(Moto {
        url: format!("http://127.0.0.1:{port}"),
        _process: Some(process),
        _dir: Some(dir),
    })
}

// ----------------------------------------------------------------------------------------------
// The run

/// Signs up a confirmed owner through the set-up server and logs them in: their session.
async fn owner(
    http: reqwest::Client,
    base: String,
    mailbox: Mailbox,
    email: String,
) -> anyhow::Result<String> {
    let user = json!({ "user": {
        "name": "Cold Start Owner", "email": email, "password": crate::load::PASSWORD,
        "password_confirmation": crate::load::PASSWORD, "terms_of_service": 1,
    }});
    let post = Method::POST;
    kickoff::setup_call(
        &http,
        post.clone(),
        &format!("{base}/api/v1/users"),
        None,
        None,
        Some(user),
        StatusCode::CREATED,
    )
    .await?;
    let link = mailbox
        .link(
            &email,
            "/api/v1/users/confirm?token=",
            kickoff::MAIL_TIMEOUT,
        )
        .await
        .with_context(|| format!("no confirmation e-mail to {email}"))?;
    kickoff::setup_call(
        &http,
        Method::GET,
        &link,
        None,
        None,
        None,
        StatusCode::SEE_OTHER,
    )
    .await?;
    let login = kickoff::setup_call(
        &http,
        post,
        &format!("{base}/api/v1/auth"),
        None,
        None,
        Some(json!({ "email": email, "password": crate::load::PASSWORD })),
        StatusCode::OK,
    )
    .await?;
    Ok(login["token"]
        .as_str()
        .context("the login's session")?
        .to_owned())
}

/// The cohort code and `count` confirmed owners' sessions, made through the set-up server.
async fn set_up(
    server: &AwsServer,
    count: usize,
    run: &str,
    progress: &impl Fn(&str),
) -> anyhow::Result<(String, Vec<String>)> {
    let target = Target {
        base_url: server.base_url.clone(),
        operator_key: server.operator_key.clone(),
        mail: MailSource::Outbox(server.outbox()),
        adapters: "AWS adapters in moto",
        server_pid: Some(server.pid),
    };
    let http = kickoff::client()?;
    let mailbox = Mailbox::start(target.mail.clone(), Duration::from_millis(50));
    let result = async {
        progress(&format!(
            "cold start: a funder and its cohort, then {count} confirmed owners (untimed)"
        ));
        // The first of the kickoff's cohorts has a third of the seats asked for (at least 10).
        let setup =
            kickoff::set_up(&target, &http, &mailbox, &CohortPlan::new(3 * count), run).await?;
        let code = setup.cohorts[0].code.clone();
        let mut owners = tokio::task::JoinSet::new();
        let mut sessions = vec![String::new(); count];
        for i in 0..count {
            // A few at a time: each hashes a password twice.
            if owners.len() >= 4
                && let Some(done) = owners.join_next().await
            {
                let (j, s): (usize, anyhow::Result<String>) = done?;
                sessions[j] = s?;
            }
            let email = format!("cold-owner-{run}-{i}@example.org");
            let (http, base, mailbox) = (http.clone(), server.base_url.clone(), mailbox.clone());
            owners.spawn(async move { (i, owner(http, base, mailbox, email).await) });
        }
        while let Some(done) = owners.join_next().await {
            let (j, s) = done?;
            sessions[j] = s?;
        }
        anyhow::Ok((code, sessions))
    }
    .await;
    mailbox.stop();
    result
}

/// The environment `template.yaml` gives the function `binary` on AWS (the globals and its own),
/// with the variables Lambda itself sets, pointed at moto.
fn lambda_env(binary: &str, server: &AwsServer, moto: &str) -> Vec<(String, String)> {
    let mut env: Vec<(&str, String)> = vec![
        // Set by Lambda.
        ("AWS_LAMBDA_FUNCTION_NAME", binary.into()),
        (
            "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
            memory_mb(binary).to_string(),
        ),
        ("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST".into()),
        (
            "AWS_LAMBDA_LOG_STREAM_NAME",
            "2026/11/28/[$LATEST]0123456789abcdef0123456789abcdef".into(),
        ),
        ("AWS_LAMBDA_LOG_GROUP_NAME", format!("/aws/lambda/{binary}")),
        ("AWS_LAMBDA_LOG_FORMAT", "JSON".into()),
        ("AWS_LAMBDA_LOG_LEVEL", "INFO".into()),
        ("AWS_LAMBDA_INITIALIZATION_TYPE", "on-demand".into()),
        ("AWS_REGION", "us-east-1".into()),
        ("AWS_DEFAULT_REGION", "us-east-1".into()),
        ("AWS_ACCESS_KEY_ID", "test".into()),
        ("AWS_SECRET_ACCESS_KEY", "test".into()),
        ("AWS_SESSION_TOKEN", "test".into()),
        ("TZ", ":UTC".into()),
        ("PATH", "/usr/local/bin:/usr/bin/:/bin".into()),
        // Not on AWS: where the AWS services are.
        ("AWS_ENDPOINT_URL", moto.into()),
        // template.yaml's globals.
        ("FUNDPLAN_STORE", "dynamodb".into()),
        ("FUNDPLAN_BLOBS", "s3".into()),
        ("FUNDPLAN_QUEUE", "sqs".into()),
        ("FUNDPLAN_MAILER", "ses".into()),
        ("FUNDPLAN_TABLE", server.name.clone()),
        ("FUNDPLAN_BUCKET", server.name.clone()),
        ("FUNDPLAN_QUEUE_URL", server.queue_url.clone()),
        ("FUNDPLAN_MAIL_FROM", server.mail_from.clone()),
        ("FUNDPLAN_PUBLIC_URL", server.base_url.clone()),
    ];
    if binary != "fundplan-docgen" {
        // Every function's but the worker's (the same key as the set-up server's).
        env.push(("FUNDPLAN_JWT_SECRET", server.jwt_secret.clone()));
    }
    if binary == "fundplan-funders" {
        env.push(("FUNDPLAN_OPERATOR_KEY", server.operator_key.clone()));
    }
    if takes_payments(binary) {
        // A redemption never calls Stripe: nothing listens at the API base.
        env.extend([
            ("FUNDPLAN_PAYMENTS", "stripe".into()),
            ("STRIPE_SECRET_KEY", "sk_test_fundplan_bench".into()),
            ("STRIPE_WEBHOOK_SECRET", "whsec_fundplan_bench".into()),
            ("STRIPE_PRICE_PRO_MONTH", "price_bench_month".into()),
            ("STRIPE_PRICE_PRO_YEAR", "price_bench_year".into()),
            ("STRIPE_API_BASE", "http://127.0.0.1:9".into()),
        ]);
    }
    env.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
}

/// Spawns `true` and waits for it.
fn process_start() -> anyhow::Result<Duration> {
    let started = Instant::now();
    let status = std::process::Command::new("true")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .context("running true")?;
    let elapsed = started.elapsed();
    ensure!(status.success(), "true exited with {status}");
    Ok(elapsed)
}

/// Why the cold start cannot run here (a binary or moto missing), in words; `None` when it can.
/// The whole benchmark then skips it with this reason; `--cold-start` fails with it.
pub fn missing(opts: &Options) -> Option<String> {
    let bins = [SIGN_UP.binary, REDEEM.binary, "fundplan-local"];
    if let Some(e) = bins
        .iter()
        .find_map(|b| kickoff_aws::binary(b, "the cold start", BUILD).err())
    {
        return Some(e.to_string());
    }
    if opts.cold_start_moto.is_none() {
        let moto = std::process::Command::new("python3")
            .args(["-c", "import moto.server, werkzeug"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if !moto.is_ok_and(|s| s.success()) {
            return Some(
                "the cold start needs moto: pip install \"moto[server]\" (or --cold-start-moto URL)"
                    .into(),
            );
        }
    }
    None
}

/// Minutes since `path` was last written.
fn age_minutes(path: &Path) -> Option<f64> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    Some(
        SystemTime::now()
            .duration_since(modified)
            .ok()?
            .as_secs_f64()
            / 60.0,
    )
}

/// Runs the cold-start benchmark (`--cold-start`). Call it outside any tokio runtime.
pub fn run(opts: &Options, progress: impl Fn(&str)) -> anyhow::Result<ColdStartReport> {
    let started = Instant::now();
    if let Some(why) = missing(opts) {
        bail!("{why}");
    }
    let runs = opts.cold_start_runs;
    let functions = [SIGN_UP, REDEEM];
    let binaries: Vec<PathBuf> = functions
        .iter()
        .map(|f| kickoff_aws::binary(f.binary, "the cold start", BUILD))
        .collect::<anyhow::Result<_>>()?;
    let ages: Vec<Option<f64>> = binaries.iter().map(|b| age_minutes(b)).collect();
    let dirs = kickoff_aws::binary_dirs()?;
    // Every Lambda binary that is built, for its init alone.
    let all: Vec<(&str, PathBuf)> = lambda_binaries()
        .into_iter()
        .filter_map(|n| {
            dirs.iter()
                .map(|d| d.join(n))
                .find(|p| p.is_file())
                .map(|p| (n, p))
        })
        .collect();
    // The binaries' pages can be evicted here (Linux): then every measure is made both ways.
    let modes: &[bool] = if evict(&binaries[0])? {
        &[false, true]
    } else {
        &[false]
    };
    let load_before = kickoff::load_average();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("bench-cold-start")
        .build()
        .context("starting the runtime")?;
    progress("cold start: starting moto");
    let moto = start_moto(opts.cold_start_moto.as_deref())?;
    let server = AwsServer::start(&moto.url, "--cold-start", &rt, &progress)?;
    let run = format!(
        "{:x}",
        SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis())
    );
    // Two redemptions per launch of the redemption function.
    let (code, sessions) = rt.block_on(set_up(&server, 2 * modes.len() * runs, &run, &progress))?;
    let mut sessions = sessions.into_iter();
    let logs = server.dir().join("lambda-logs");
    std::fs::create_dir_all(&logs)?;
    // Read once, so that the first "cached" launch of each finds the binary in the page cache.
    for (_, path) in &all {
        std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    }
    let mut process_starts = Vec::new();
    // By function, then by mode (cached, evicted).
    let mut launches: Vec<Vec<Vec<Launch>>> = vec![vec![Vec::new(); modes.len()]; 2];
    // By binary of `all`, then by mode.
    let mut inits: Vec<Vec<Duration>> = vec![Vec::new(); all.len() * modes.len()];
    for i in 0..runs {
        progress(&format!(
            "cold start: run {} of {runs}: {} and {} launched {}, the init of {} binaries, a process start",
            i + 1,
            SIGN_UP.binary,
            REDEEM.binary,
            if modes.len() == 2 {
                "with the binary cached and evicted"
            } else {
                "with the binary cached"
            },
            all.len(),
        ));
        process_starts.push(process_start()?);
        for (m, &evicted) in modes.iter().enumerate() {
            let tag = if evicted { "evicted" } else { "cached" };
            // Two sign-ups of new addresses.
            let events = [0, 1].map(|k| {
                let email = format!("cold-signup-{run}-{i}-{tag}-{k}@example.org");
                api_event(
                    "POST",
                    "/api/v1/users",
                    None,
                    &json!({ "user": {
                        "name": "Cold Start", "email": email, "password": crate::load::PASSWORD,
                        "password_confirmation": crate::load::PASSWORD, "terms_of_service": 1,
                    }}),
                    &format!("198.51.100.{}", (4 * i + 2 * m + k) % 250 + 1),
                    &format!("signup-{run}-{i}-{tag}-{k}"),
                )
            });
            let log = logs.join(format!("{}-{i}-{tag}.log", SIGN_UP.binary));
            let (launch, bodies) = rt.block_on(time_launch(
                &binaries[0],
                &lambda_env(SIGN_UP.binary, &server, &moto.url),
                SIGN_UP.binary,
                events,
                &log,
                evicted,
            ))?;
            ensure!(
                launch.statuses == [201, 201],
                "{}: sign-ups answered {:?}: {bodies:?}",
                SIGN_UP.binary,
                launch.statuses
            );
            launches[0][m].push(launch);
            // Two owners redeem the cohort's code.
            let owners = [
                sessions.next().context("an owner's session")?,
                sessions.next().context("an owner's session")?,
            ];
            let events = [0, 1].map(|k| {
                api_event(
                    "POST",
                    "/api/v1/licences/redeem",
                    Some(&owners[k]),
                    &json!({ "code": code }),
                    &format!("203.0.113.{}", (4 * i + 2 * m + k) % 250 + 1),
                    &format!("redeem-{run}-{i}-{tag}-{k}"),
                )
            });
            let log = logs.join(format!("{}-{i}-{tag}.log", REDEEM.binary));
            let (launch, bodies) = rt.block_on(time_launch(
                &binaries[1],
                &lambda_env(REDEEM.binary, &server, &moto.url),
                REDEEM.binary,
                events,
                &log,
                evicted,
            ))?;
            ensure!(
                launch.statuses == [200, 200] && bodies.iter().all(|b| b["redemption"] == "new"),
                "{}: redemptions answered {:?}: {bodies:?}",
                REDEEM.binary,
                launch.statuses
            );
            launches[1][m].push(launch);
            // The init of every binary.
            for (b, (name, path)) in all.iter().enumerate() {
                let log = logs.join(format!("{name}-init-{tag}.log"));
                let env = lambda_env(name, &server, &moto.url);
                let took = rt.block_on(time_init(path, &env, name, &log, evicted))?;
                inits[b * modes.len() + m].push(took);
            }
        }
    }
    let load_after = kickoff::load_average();
    drop(server);
    drop(moto);
    rt.shutdown_timeout(Duration::from_secs(5));
    let process_start = Timing::of(&process_starts);
    let mut sizes = binary_sizes()?;
    for s in &mut sizes {
        if let Some(b) = all.iter().position(|(n, _)| *n == s.name) {
            s.init = Some(Timing::of(&inits[b * modes.len()]));
            s.init_evicted = (modes.len() == 2).then(|| Timing::of(&inits[b * modes.len() + 1]));
        }
    }
    let functions = functions
        .into_iter()
        .zip(launches)
        .zip(ages)
        .map(|((f, mut by_mode), binary_age_minutes)| {
            let evicted = (by_mode.len() == 2)
                .then(|| by_mode.pop())
                .flatten()
                .map(|l| Launches::of(l, &process_start));
            FunctionColdStart {
                function: f.binary,
                request: f.request,
                memory_mb: memory_mb(f.binary),
                binary_bytes: sizes
                    .iter()
                    .find(|s| s.name == f.binary)
                    .and_then(|s| s.bytes)
                    .unwrap_or(0),
                binary_age_minutes,
                cached: Launches::of(by_mode.pop().unwrap_or_default(), &process_start),
                evicted,
            }
        })
        .collect();
    Ok(ColdStartReport {
        build: if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
        cores: std::thread::available_parallelism().map_or(1, |c| c.get()),
        runs,
        moto: opts
            .cold_start_moto
            .clone()
            .unwrap_or_else(|| "started by the bench".into()),
        load_before,
        load_after,
        binaries: sizes,
        process_start,
        functions,
        total_seconds: started.elapsed().as_secs_f64(),
    })
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lambda_entry_point_is_listed_and_the_two_measured_are_among_them() {
        let names = lambda_binaries();
        assert_eq!(names.len(), 15, "{names:?}");
        assert!(names.iter().all(|n| n.starts_with("fundplan-")));
        assert!(!names.contains(&"fundplan-lambda"));
        for f in [
            SIGN_UP.binary,
            REDEEM.binary,
            "fundplan-docgen",
            "fundplan-casedoc",
        ] {
            assert!(names.contains(&f), "{f}");
        }
    }

    #[test]
    fn the_event_is_an_http_api_payload_2_with_its_body_as_text() {
        let e = api_event(
            "POST",
            "/api/v1/licences/redeem",
            Some("t0ken"),
            &json!({ "code": "ABCD" }),
            "203.0.113.7",
            "id-1",
        );
        assert_eq!(e["version"], "2.0");
        assert_eq!(e["routeKey"], "POST /api/v1/licences/redeem");
        assert_eq!(e["requestContext"]["http"]["sourceIp"], "203.0.113.7");
        assert_eq!(e["headers"]["authorization"], "Bearer t0ken");
        assert_eq!(e["body"], "{\"code\":\"ABCD\"}");
        assert_eq!(e["headers"]["content-length"], "15");
    }

    #[test]
    fn an_answer_gives_its_status_and_its_json_body() {
        let (status, body) = decode_answer(
            br#"{"statusCode":201,"headers":{},"body":"{\"a\":1}","isBase64Encoded":false}"#,
        )
        .unwrap();
        assert_eq!((status, body), (201, json!({ "a": 1 })));
        assert!(decode_answer(b"{}").is_err());
    }

    #[test]
    fn a_marker_is_found_anywhere_and_only_where_it_is() {
        assert!(contains(b"xx typst-library-0.15 yy", TYPST_MARKER));
        assert!(contains(b"typst-library-", TYPST_MARKER));
        assert!(!contains(b"typst-librar", TYPST_MARKER));
        assert!(!contains(b"", TYPST_MARKER));
    }

    #[tokio::test]
    async fn the_stand_in_hands_out_each_event_once_with_lambdas_headers_and_records_the_answers() {
        let events = vec![("id-1".to_owned(), "{\"a\":1}".to_owned())];
        let mut s = RunningStandIn::start(events, "fundplan-auth")
            .await
            .unwrap();
        let base = format!("http://127.0.0.1:{}/2018-06-01/runtime", s.port);
        let http = reqwest::Client::new();
        let next = http
            .get(format!("{base}/invocation/next"))
            .send()
            .await
            .unwrap();
        let header = |name: &str| next.headers()[name].to_str().unwrap().to_owned();
        assert_eq!(header("lambda-runtime-aws-request-id"), "id-1");
        assert_eq!(
            header("lambda-runtime-invoked-function-arn"),
            "arn:aws:lambda:us-east-1:123456789012:function:fundplan-auth"
        );
        let now_ms = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap()
            .as_millis();
        let deadline: u128 = header("lambda-runtime-deadline-ms").parse().unwrap();
        assert!(deadline > now_ms && deadline <= now_ms + 10_000);
        assert!(header("lambda-runtime-trace-id").starts_with("Root=1-"));
        assert_eq!(next.text().await.unwrap(), "{\"a\":1}");
        let posted = http
            .post(format!("{base}/invocation/id-1/response"))
            .body("{\"statusCode\":201}")
            .send()
            .await
            .unwrap();
        assert_eq!(posted.status(), 202);
        assert!(matches!(s.seen.recv().await, Some(Seen::Next(_))));
        match s.seen.recv().await {
            Some(Seen::Answer {
                id, body, failed, ..
            }) => assert_eq!(
                (id.as_str(), &body[..], failed),
                ("id-1", &b"{\"statusCode\":201}"[..], false)
            ),
            other => panic!("{other:?}"),
        }
        let failed = http
            .post(format!("{base}/invocation/id-2/error"))
            .body("boom")
            .send()
            .await
            .unwrap();
        assert_eq!(failed.status(), 202);
        assert!(matches!(
            s.seen.recv().await,
            Some(Seen::Answer { failed: true, .. })
        ));
        http.post(format!("{base}/init/error"))
            .body("no config")
            .send()
            .await
            .unwrap();
        assert!(matches!(s.seen.recv().await, Some(Seen::InitError(b)) if &b[..] == b"no config"));
        // No event left: the poll waits until the launch is over.
        let waiting = tokio::spawn(http.get(format!("{base}/invocation/next")).send());
        assert!(matches!(s.seen.recv().await, Some(Seen::Next(_))));
        assert!(!waiting.is_finished());
        let _ = s.over.send(true);
        assert_eq!(waiting.await.unwrap().unwrap().status(), 410);
        s.stop();
    }

    #[test]
    fn timings_are_nearest_rank_and_may_be_negative() {
        let t = Timing::of(&(1..=10).map(Duration::from_millis).collect::<Vec<_>>());
        assert_eq!(
            (t.runs, t.median_ms, t.p95_ms, t.min_ms, t.max_ms),
            (10, 5.0, 10.0, 1.0, 10.0)
        );
        let t = Timing::of_ms(&[2.5, -1.25, 0.5]);
        assert_eq!(
            (t.median_ms, t.p95_ms, t.min_ms, t.max_ms),
            (0.5, 2.5, -1.25, 2.5)
        );
        assert_eq!(Timing::of_ms(&[]).runs, 0);
    }
}

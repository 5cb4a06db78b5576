//! The kickoff burst (issue 18 §7): a funder's cohorts start, and hundreds of nonprofits sign
//! up and redeem its licence codes within minutes.
//!
//! **Set-up, through the API, untimed.** The operator creates a funder (`POST
//! /api/v1/operator/funders` with `X-Operator-Key`); its admin follows the invitation e-mail
//! and signs up (`POST /api/v1/funder-invitations/sign-up`), then creates three group-coaching
//! cohorts with a third of the organizations' seats each (rounded up) and a small self-guided
//! "pilot" cohort with a third as many seats as organizations that try it (one in a hundred),
//! so that it runs full: those turned away then redeem their main cohort's code.
//!
//! **Arrivals, open loop.** Organization `i` starts its own flow (a task) at its scheduled time
//! ([`Shape::schedule`]), whatever the server is doing: a tenth of the way into the run, a third
//! of the organizations arrive at `peak` a second; the other two thirds arrive evenly over the
//! remaining time. All share one `reqwest` client (a pool of keep-alive connections). A slow
//! server shows up as latency and as organizations in flight, never as a slower arrival rate.
//!
//! **Each organization** signs up (`POST /api/v1/users`), waits for its confirmation e-mail (a
//! background task indexes the server's outbox by recipient as files appear: the time a person
//! waits for their mail, not server time), follows the link, logs in and redeems its code
//! (`POST /api/v1/licences/redeem`). A 429 is retried after its `Retry-After` (or a backoff when
//! it has none, which is counted), at most [`MAX_RETRIES`] times. Each step's latency runs from
//! its first send to its last answer (retries included).
//!
//! **Afterwards** the seats are counted three ways and compared: each cohort's `used` (the
//! funder's home, `GET /api/v1/funders/{id}`), the organizations holding a seat (each cohort's
//! `/organizations`, by id: none twice, none missing, none extra), the redemptions the clients
//! saw answered `new`, and the organizations whose `GET /api/v1/me/subscription_details` says
//! active Premium, sponsored by the cohort they redeemed. Last, one more account types unknown
//! codes until it is answered 429, to show that the answer carries `Retry-After`.

use crate::cpu::{self, CpuUsage};
use crate::stats::percentile;
use anyhow::{Context, bail, ensure};
use reqwest::{Client, Method, StatusCode, header};
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// Three cohorts of at most 5,000 seats each.
pub const MAX_ORGS: usize = 15_000;
/// Main cohorts the organizations are spread over (organization `i` takes cohort `i % 3`).
pub const MAIN_COHORTS: usize = 3;
/// 429s retried per request before it counts as an error.
pub const MAX_RETRIES: u32 = 5;
/// A request's time limit: long, so that a queue shows up as latency rather than as errors.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(120);
/// How long an organization waits for its confirmation e-mail.
pub const MAIL_TIMEOUT: Duration = Duration::from_secs(120);
/// After the last arrival, how long the flows still in progress may take before they count as
/// errors.
pub const DRAIN_LIMIT: Duration = Duration::from_secs(900);
/// API Gateway's integration timeout: an answer slower than this would be a 504 on AWS.
pub const GATEWAY_LIMIT_MS: f64 = 29_000.0;
const PASSWORD: &str = crate::load::PASSWORD;

/// The arrival profile: `orgs` organizations over `seconds`, a third of them at `peak` a second
/// starting a tenth of the way in, the others evenly over the rest of the time.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Shape {
    pub orgs: usize,
    pub seconds: f64,
    pub peak: f64,
}

impl Shape {
    /// Organizations arriving during the peak: a third.
    pub fn peak_orgs(&self) -> usize {
        (self.orgs as f64 / 3.0).round() as usize
    }

    /// When the peak starts, in seconds from the first arrival's window.
    pub fn peak_start(&self) -> f64 {
        self.seconds / 10.0
    }

    /// How long the peak lasts.
    pub fn peak_seconds(&self) -> f64 {
        self.peak_orgs() as f64 / self.peak
    }

    /// Arrivals per second outside the peak.
    pub fn base_rate(&self) -> f64 {
        let rest = (self.orgs - self.peak_orgs()) as f64;
        rest / (self.seconds - self.peak_seconds())
    }

    pub fn check(&self, option: &str) -> anyhow::Result<()> {
        if !(1..=MAX_ORGS).contains(&self.orgs) {
            bail!("{option}: the organizations must be between 1 and {MAX_ORGS}");
        }
        if !(self.seconds > 0.0 && self.seconds <= 3600.0) {
            bail!("{option}: the seconds must be more than 0 and at most 3600");
        }
        if !(self.peak.is_finite() && self.peak > 0.0 && self.peak <= 1000.0) {
            bail!("{option}: the peak must be more than 0 and at most 1000 a second");
        }
        if self.peak_start() + self.peak_seconds() >= self.seconds {
            bail!(
                "{option}: a third of {} organizations at {} a second take {:.0} s, longer than the {:.0} s left after the first tenth",
                self.orgs,
                self.peak,
                self.peak_seconds(),
                self.seconds - self.peak_start()
            );
        }
        Ok(())
    }

    /// Each organization's arrival, in seconds from the start, ascending.
    pub fn schedule(&self) -> Vec<f64> {
        let (start, d) = (self.peak_start(), self.peak_seconds());
        let peak = self.peak_orgs();
        let rest = self.orgs - peak;
        let spread = self.seconds - d;
        let mut at: Vec<f64> = (0..rest)
            .map(|k| {
                let t = (k as f64 + 0.5) * spread / rest as f64;
                if t >= start { t + d } else { t }
            })
            .chain((0..peak).map(|j| start + j as f64 / self.peak))
            .collect();
        at.sort_by(f64::total_cmp);
        at
    }

    /// The profile in words, for the report.
    pub fn describe(&self) -> String {
        format!(
            "{} organizations over {} s: {} of them at {} a second from {} s to {} s, the other {} evenly over the rest ({:.2} a second)",
            self.orgs,
            short(self.seconds),
            self.peak_orgs(),
            self.peak,
            short(self.peak_start()),
            short(self.peak_start() + self.peak_seconds()),
            self.orgs - self.peak_orgs(),
            self.base_rate()
        )
    }
}

/// Which cohort each organization redeems, and the seats.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct CohortPlan {
    /// Seats of each main cohort: a third of the organizations, rounded up (at least 10, the
    /// smallest group-coaching cohort).
    pub main_seats: u32,
    /// Organizations that first try the pilot cohort: one in a hundred, at least 2.
    pub pilot_tries: usize,
    /// The pilot's seats: a third of its tries, at least 1, so it runs full.
    pub pilot_seats: u32,
    step: usize,
}

impl CohortPlan {
    pub fn new(orgs: usize) -> Self {
        let pilot_tries = (orgs / 100).max(2).min(orgs);
        Self {
            main_seats: u32::try_from(orgs.div_ceil(MAIN_COHORTS).max(10)).unwrap_or(u32::MAX),
            pilot_tries,
            pilot_seats: u32::try_from((pilot_tries / 3).max(1)).unwrap_or(1),
            step: (orgs / pilot_tries).max(1),
        }
    }

    /// Whether organization `i` (in order of arrival) tries the pilot's code first.
    pub fn tries_pilot(&self, i: usize) -> bool {
        (i + 1).is_multiple_of(self.step) && (i + 1) / self.step <= self.pilot_tries
    }

    /// The main cohort of organization `i`.
    pub fn main_cohort(i: usize) -> usize {
        i % MAIN_COHORTS
    }
}

// ----------------------------------------------------------------------------------------------
// E-mails

/// The links of every e-mail seen so far, by recipient, filled by a background reader.
#[derive(Clone)]
pub struct Mailbox {
    links: Arc<Mutex<HashMap<String, Vec<String>>>>,
    changed: watch::Receiver<u64>,
    stop: Arc<AtomicBool>,
}

/// Where a server's e-mails are read: the outbox folder of the embedded mailer, one JSON file
/// per e-mail (`to`, `links`), renamed into place whole.
#[derive(Clone, Debug)]
pub enum MailSource {
    Outbox(PathBuf),
}

impl Mailbox {
    /// Starts reading `source` every `every` on the current runtime; [`Mailbox::stop`] ends it.
    pub fn start(source: MailSource, every: Duration) -> Self {
        let links = Arc::new(Mutex::new(HashMap::<String, Vec<String>>::new()));
        let (tx, changed) = watch::channel(0u64);
        let stop = Arc::new(AtomicBool::new(false));
        let (l, s) = (links.clone(), stop.clone());
        tokio::spawn(async move {
            let mut seen = HashSet::<String>::new();
            let mut round = 0u64;
            while !s.load(Ordering::Relaxed) {
                let found = match &source {
                    MailSource::Outbox(dir) => {
                        let (dir, before) = (dir.clone(), std::mem::take(&mut seen));
                        match tokio::task::spawn_blocking(move || read_outbox(&dir, before)).await {
                            Ok((after, found)) => {
                                seen = after;
                                found
                            }
                            Err(_) => Vec::new(),
                        }
                    }
                };
                if !found.is_empty() {
                    if let Ok(mut map) = l.lock() {
                        for (to, mut ls) in found {
                            map.entry(to.to_lowercase()).or_default().append(&mut ls);
                        }
                    }
                    round += 1;
                    let _ = tx.send(round);
                }
                tokio::time::sleep(every).await;
            }
        });
        Self {
            links,
            changed,
            stop,
        }
    }

    /// The first link containing `part` in an e-mail to `to`, waiting for it at most `limit`.
    pub async fn link(&self, to: &str, part: &str, limit: Duration) -> Option<String> {
        let mut changed = self.changed.clone();
        let to = to.to_lowercase();
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            // Marked seen before the look, so an e-mail indexed meanwhile wakes the wait below.
            changed.borrow_and_update();
            let hit = self.links.lock().ok().and_then(|m| {
                m.get(&to)
                    .and_then(|ls| ls.iter().find(|l| l.contains(part)).cloned())
            });
            if hit.is_some() {
                return hit;
            }
            match tokio::time::timeout_at(deadline, changed.changed()).await {
                Ok(Ok(())) => {}
                _ => return None,
            }
        }
    }

    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[derive(serde::Deserialize)]
struct OutboxMail {
    to: String,
    links: Vec<String>,
}

/// The e-mails of `dir` not in `seen` (file names), read; `seen` with them added.
fn read_outbox(
    dir: &std::path::Path,
    mut seen: HashSet<String>,
) -> (HashSet<String>, Vec<(String, Vec<String>)>) {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (seen, found);
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".json") || seen.contains(&name) {
            continue;
        }
        // Renamed into place whole, so a file that is there can be read; one that cannot be
        // read or parsed is tried again next time.
        let Ok(bytes) = std::fs::read(e.path()) else {
            continue;
        };
        let Ok(mail) = serde_json::from_slice::<OutboxMail>(&bytes) else {
            continue;
        };
        seen.insert(name);
        found.push((mail.to, mail.links));
    }
    (seen, found)
}

// ----------------------------------------------------------------------------------------------
// Requests

/// A server to run the kickoff against.
pub struct Target {
    pub base_url: String,
    pub operator_key: String,
    pub mail: MailSource,
    /// `embedded`, or the AWS adapters in moto.
    pub adapters: &'static str,
    /// The server's process when it is not this one: its CPU time is read from `/proc`.
    pub server_pid: Option<u32>,
}

/// What the kickoff's client saw of one request.
struct Answer {
    status: StatusCode,
    body: Value,
    location: Option<String>,
    elapsed: Duration,
}

/// A failure of a step: its kind (`HTTP 500`, `timeout`, ...) and the message.
#[derive(Debug)]
struct Failure {
    kind: String,
    message: String,
}

/// 429s seen by one flow.
#[derive(Debug, Default, Clone, Copy)]
struct Throttling {
    answers: usize,
    without_retry_after: usize,
    retries: usize,
}

pub(crate) fn client() -> anyhow::Result<Client> {
    Client::builder()
        .tcp_nodelay(true)
        .timeout(REQUEST_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .context("building the kickoff's HTTP client")
}

/// Sends a request; a 429 is retried after its `Retry-After` (or after a backoff when it has
/// none), with backoff growing each time, at most [`MAX_RETRIES`] times.
async fn call(
    http: &Client,
    method: Method,
    url: &str,
    bearer: Option<&str>,
    body: Option<&Value>,
    jitter: Duration,
    throttling: &mut Throttling,
) -> Result<Answer, Failure> {
    let started = Instant::now();
    let mut attempt = 0u32;
    loop {
        let mut b = http.request(method.clone(), url);
        if let Some(t) = bearer {
            b = b.bearer_auth(t);
        }
        if let Some(j) = body {
            b = b.json(j);
        }
        let resp = b.send().await.map_err(|e| Failure {
            kind: transport_kind(&e).into(),
            message: format!("{method} {url}: {e}"),
        })?;
        let status = resp.status();
        if status == StatusCode::TOO_MANY_REQUESTS {
            throttling.answers += 1;
            let retry_after = resp
                .headers()
                .get(header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse::<u64>().ok());
            if retry_after.is_none() {
                throttling.without_retry_after += 1;
            }
            if attempt >= MAX_RETRIES {
                return Err(Failure {
                    kind: "HTTP 429 (retries used up)".into(),
                    message: format!("{method} {url}: 429 {MAX_RETRIES} retries later"),
                });
            }
            let backoff = Duration::from_millis(500 << attempt.min(6));
            let wait = Duration::from_secs(retry_after.unwrap_or(0)).max(backoff) + jitter;
            tokio::time::sleep(wait).await;
            attempt += 1;
            throttling.retries += 1;
            continue;
        }
        let location = resp
            .headers()
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let bytes = resp.bytes().await.map_err(|e| Failure {
            kind: transport_kind(&e).into(),
            message: format!("{method} {url}: reading the answer: {e}"),
        })?;
        return Ok(Answer {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            location,
            elapsed: started.elapsed(),
        });
    }
}

fn transport_kind(e: &reqwest::Error) -> &'static str {
    if e.is_timeout() {
        "timeout"
    } else if e.is_connect() {
        "connection refused or reset"
    } else {
        "transport"
    }
}

/// `Err` unless the answer has the `expected` status.
fn expect(a: Result<Answer, Failure>, expected: StatusCode, what: &str) -> Result<Answer, Failure> {
    let a = a?;
    if a.status == expected {
        Ok(a)
    } else {
        let text: String = a.body.to_string().chars().take(300).collect();
        Err(Failure {
            kind: format!("HTTP {}", a.status.as_u16()),
            message: format!("{what}: {} (expected {expected}): {text}", a.status),
        })
    }
}

/// A request of the set-up, whose failure ends the benchmark.
pub(crate) async fn setup_call(
    http: &Client,
    method: Method,
    url: &str,
    bearer: Option<&str>,
    key: Option<&str>,
    body: Option<Value>,
    expected: StatusCode,
) -> anyhow::Result<Value> {
    let mut b = http.request(method.clone(), url);
    if let Some(t) = bearer {
        b = b.bearer_auth(t);
    }
    if let Some(k) = key {
        b = b.header("X-Operator-Key", k);
    }
    if let Some(j) = &body {
        b = b.json(j);
    }
    let resp = b.send().await.with_context(|| format!("{method} {url}"))?;
    let status = resp.status();
    let body: Value = resp.json().await.unwrap_or(Value::Null);
    ensure!(
        status == expected,
        "{method} {url}: {status} (expected {expected}): {body}"
    );
    Ok(body)
}

// ----------------------------------------------------------------------------------------------
// Set-up

/// A cohort made for the kickoff.
#[derive(Clone, Debug)]
pub(crate) struct Cohort {
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) code: String,
}

pub(crate) struct Setup {
    funder_id: String,
    admin_token: String,
    /// The three main cohorts, then the pilot.
    pub(crate) cohorts: Vec<Cohort>,
}

/// Today's date in UTC as `YYYY-MM-DD`, and the date `days` later (the civil calendar from
/// days since 1970-01-01, after Howard Hinnant's `civil_from_days`).
fn iso_day(days_from_today: i64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    civil(now.div_euclid(86_400) + days_from_today)
}

/// The date of `days` since 1970-01-01.
fn civil(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

pub(crate) async fn set_up(
    target: &Target,
    http: &Client,
    mailbox: &Mailbox,
    plan: &CohortPlan,
    run: &str,
) -> anyhow::Result<Setup> {
    let base = target.base_url.as_str();
    let admin_email = format!("kickoff-admin-{run}@example.org");
    let funder = setup_call(
        http,
        Method::POST,
        &format!("{base}/api/v1/operator/funders"),
        None,
        Some(&target.operator_key),
        Some(json!({ "name": "Kickoff Bench Foundation", "admin_email": admin_email })),
        StatusCode::CREATED,
    )
    .await
    .context("creating the funder (operator API)")?;
    let funder_id = funder["funder_id"]
        .as_str()
        .context("the funder's id")?
        .to_owned();
    let link = mailbox
        .link(&admin_email, "funder-invitation?token=", MAIL_TIMEOUT)
        .await
        .context("no invitation e-mail for the funder's admin")?;
    let token = link
        .split("token=")
        .nth(1)
        .context("a token in the invitation link")?
        .split('&')
        .next()
        .unwrap_or_default();
    let joined = setup_call(
        http,
        Method::POST,
        &format!("{base}/api/v1/funder-invitations/sign-up"),
        None,
        None,
        Some(json!({ "token": token, "name": "Ruth Okafor", "password": PASSWORD, "password_confirmation": PASSWORD })),
        StatusCode::CREATED,
    )
    .await
    .context("the admin's sign-up")?;
    let admin_token = joined["token"]
        .as_str()
        .context("the admin's session")?
        .to_owned();
    let (starts_on, ends_on) = (iso_day(0), iso_day(364));
    let mut specs: Vec<(String, &str, u32)> = (0..MAIN_COHORTS)
        .map(|c| {
            (
                format!("Kickoff cohort {}", (b'A' + c as u8) as char),
                "group_coaching",
                plan.main_seats,
            )
        })
        .collect();
    specs.push(("Pilot (runs full)".into(), "self_guided", plan.pilot_seats));
    let mut cohorts = Vec::new();
    for (name, kind, seats) in specs {
        let made = setup_call(
            http,
            Method::POST,
            &format!("{base}/api/v1/funders/{funder_id}/cohorts"),
            Some(&admin_token),
            None,
            Some(json!({ "name": name, "kind": kind, "seats": seats, "starts_on": starts_on, "ends_on": ends_on })),
            StatusCode::CREATED,
        )
        .await
        .with_context(|| format!("creating the cohort {name}"))?;
        cohorts.push(Cohort {
            id: made["cohort"]["id"]
                .as_str()
                .context("the cohort's id")?
                .to_owned(),
            name,
            code: made["code"]
                .as_str()
                .context("the cohort's code")?
                .to_owned(),
        });
    }
    Ok(Setup {
        funder_id,
        admin_token,
        cohorts,
    })
}

// ----------------------------------------------------------------------------------------------
// One organization

/// The steps timed for each organization.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Step {
    SignUp,
    MailWait,
    Confirm,
    Login,
    Redeem,
}

impl Step {
    const ALL: [Step; 5] = [
        Step::SignUp,
        Step::MailWait,
        Step::Confirm,
        Step::Login,
        Step::Redeem,
    ];

    fn name(self) -> &'static str {
        match self {
            Step::SignUp => "sign-up",
            Step::MailWait => "confirmation e-mail (bench side)",
            Step::Confirm => "confirmation link",
            Step::Login => "login",
            Step::Redeem => "redeem",
        }
    }

    fn request(self) -> &'static str {
        match self {
            Step::SignUp => "POST /api/v1/users",
            Step::MailWait => "outbox, by recipient",
            Step::Confirm => "GET /api/v1/users/confirm",
            Step::Login => "POST /api/v1/auth",
            Step::Redeem => "POST /api/v1/licences/redeem",
        }
    }
}

/// What happened to one organization.
#[derive(Debug, Default)]
struct Org {
    /// Scheduled arrival, seconds from the start.
    at: f64,
    /// How late its flow started against the schedule.
    late: Duration,
    /// Seconds from the start when its flow ended, however it ended.
    finished: f64,
    steps: Vec<(Step, Duration)>,
    failure: Option<(Step, Failure)>,
    throttling: Throttling,
    org_id: Option<String>,
    token: Option<String>,
    /// The cohort whose seat it took (index into the set-up's cohorts), `new` or `again`.
    redeemed: Option<(usize, bool)>,
    pilot_full: bool,
    /// From arrival to the redemption's answer.
    to_premium: Option<Duration>,
}

struct Flow {
    http: Client,
    base: String,
    mailbox: Mailbox,
    cohorts: Vec<Cohort>,
    plan: CohortPlan,
    start: tokio::time::Instant,
    run: String,
}

impl Flow {
    async fn org(self: Arc<Self>, i: usize, at: f64) -> Org {
        tokio::time::sleep_until(self.start + Duration::from_secs_f64(at)).await;
        let arrived = Instant::now();
        let mut o = Org {
            at,
            late: self
                .start
                .elapsed()
                .saturating_sub(Duration::from_secs_f64(at)),
            ..Org::default()
        };
        if let Err((step, f)) = self.steps(i, arrived, &mut o).await {
            o.failure = Some((step, f));
        }
        o.finished = self.start.elapsed().as_secs_f64();
        o
    }

    async fn steps(&self, i: usize, arrived: Instant, o: &mut Org) -> Result<(), (Step, Failure)> {
        let base = &self.base;
        let email = format!("kickoff-{}-{i}@example.org", self.run);
        let jitter = Duration::from_millis((i as u64 * 7919) % 250);
        let mut t = o.throttling;
        let user = json!({ "user": {
            "name": "Dana Kickoff", "email": email, "password": PASSWORD,
            "password_confirmation": PASSWORD, "terms_of_service": 1,
        }});
        let url = format!("{base}/api/v1/users");
        let a = call(
            &self.http,
            Method::POST,
            &url,
            None,
            Some(&user),
            jitter,
            &mut t,
        )
        .await;
        o.throttling = t;
        let a = expect(a, StatusCode::CREATED, "sign-up").map_err(|f| (Step::SignUp, f))?;
        o.steps.push((Step::SignUp, a.elapsed));
        o.org_id = a.body["user"]["organization_id"]
            .as_str()
            .map(str::to_owned);

        let waited = Instant::now();
        let link = self
            .mailbox
            .link(&email, "/api/v1/users/confirm?token=", MAIL_TIMEOUT)
            .await
            .ok_or_else(|| {
                (
                    Step::MailWait,
                    Failure {
                        kind: "no e-mail".into(),
                        message: format!(
                            "no confirmation e-mail to {email} within {} s",
                            MAIL_TIMEOUT.as_secs()
                        ),
                    },
                )
            })?;
        o.steps.push((Step::MailWait, waited.elapsed()));

        let a = call(&self.http, Method::GET, &link, None, None, jitter, &mut t).await;
        o.throttling = t;
        let a = expect(a, StatusCode::SEE_OTHER, "confirmation link")
            .map_err(|f| (Step::Confirm, f))?;
        if !a
            .location
            .as_deref()
            .is_some_and(|l| l.contains("confirmed=true"))
        {
            return Err((
                Step::Confirm,
                Failure {
                    kind: "not confirmed".into(),
                    message: format!("{link} sent to {:?}", a.location),
                },
            ));
        }
        o.steps.push((Step::Confirm, a.elapsed));

        let login = json!({ "email": email, "password": PASSWORD });
        let url = format!("{base}/api/v1/auth");
        let a = call(
            &self.http,
            Method::POST,
            &url,
            None,
            Some(&login),
            jitter,
            &mut t,
        )
        .await;
        o.throttling = t;
        let a = expect(a, StatusCode::OK, "login").map_err(|f| (Step::Login, f))?;
        o.steps.push((Step::Login, a.elapsed));
        let token = a.body["token"]
            .as_str()
            .ok_or_else(|| {
                (
                    Step::Login,
                    Failure {
                        kind: "no token".into(),
                        message: format!("login answered {}", a.body),
                    },
                )
            })?
            .to_owned();
        o.token = Some(token.clone());

        let main = CohortPlan::main_cohort(i);
        let pilot = MAIN_COHORTS;
        let mut order = vec![main];
        if self.plan.tries_pilot(i) {
            order.insert(0, pilot);
        }
        let url = format!("{base}/api/v1/licences/redeem");
        for (n, &c) in order.iter().enumerate() {
            let body = json!({ "code": self.cohorts[c].code });
            let a = call(
                &self.http,
                Method::POST,
                &url,
                Some(&token),
                Some(&body),
                jitter,
                &mut t,
            )
            .await;
            o.throttling = t;
            let a = a.map_err(|f| (Step::Redeem, f))?;
            let full = a.status == StatusCode::UNPROCESSABLE_ENTITY
                && a.body["errors"]["code"]
                    .to_string()
                    .contains(fundplan_domain::messages::LICENCE_FULL);
            if full && n + 1 < order.len() {
                // The pilot is full: counted, and the main cohort's code is typed next.
                o.pilot_full = true;
                o.steps.push((Step::Redeem, a.elapsed));
                continue;
            }
            let a = expect(Ok(a), StatusCode::OK, "redeem").map_err(|f| (Step::Redeem, f))?;
            o.steps.push((Step::Redeem, a.elapsed));
            o.redeemed = Some((c, a.body["redemption"] == "new"));
            o.to_premium = Some(arrived.elapsed());
            return Ok(());
        }
        Ok(())
    }
}

// ----------------------------------------------------------------------------------------------
// The report

/// One step's latencies, in milliseconds.
#[derive(Debug, Clone, Serialize)]
pub struct StepSummary {
    pub step: &'static str,
    pub request: &'static str,
    pub answered: usize,
    pub errors: usize,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// Answers slower than API Gateway's 29 s.
    pub over_29_s: usize,
}

impl StepSummary {
    fn of(step: &'static str, request: &'static str, mut us: Vec<u64>, errors: usize) -> Self {
        us.sort_unstable();
        let ms = |v: u64| v as f64 / 1000.0;
        Self {
            step,
            request,
            answered: us.len(),
            errors,
            p50_ms: ms(percentile(&us, 50.0)),
            p95_ms: ms(percentile(&us, 95.0)),
            p99_ms: ms(percentile(&us, 99.0)),
            max_ms: ms(us.last().copied().unwrap_or(0)),
            over_29_s: us.iter().filter(|v| ms(**v) > GATEWAY_LIMIT_MS).count(),
        }
    }
}

/// A cohort at the end: its seats, `used`, and the organizations holding a seat.
#[derive(Debug, Clone, Serialize)]
pub struct CohortCount {
    pub name: String,
    pub kind: String,
    pub seats: u64,
    pub used: u64,
    /// Organizations listed by the cohort's `/organizations`.
    pub organizations: usize,
    /// Redemptions answered `new` for this cohort's code.
    pub redeemed: usize,
}

/// The seats counted three ways.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Accounting {
    /// Sum of the cohorts' `used`.
    pub seats_used: u64,
    /// Redemptions answered `new`.
    pub redemptions: usize,
    /// Redemptions answered `again` (none expected: nobody redeems twice).
    pub again: usize,
    /// Organizations whose subscription details say active Premium.
    pub premium: usize,
    /// Organizations whose subscription details were read (every one that logged in).
    pub checked: usize,
    /// Premium organizations whose sponsor is not the cohort they redeemed.
    pub wrong_sponsor: usize,
    /// Organizations holding a seat in two cohorts, or twice.
    pub double: usize,
    /// Organizations answered `new` that hold no seat of that cohort.
    pub lost: usize,
    /// Organizations holding a seat without a redemption answered `new`.
    pub unexplained: usize,
    /// Cohorts with more seats used than they have.
    pub over_seats: usize,
    /// Pilot redemptions refused because every seat was taken.
    pub refused_full: usize,
    /// Every check holds: used = redemptions = Premium, nothing double, lost or unexplained,
    /// no cohort over its seats.
    pub ok: bool,
}

/// The answer to too many unknown codes from one account.
#[derive(Debug, Clone, Serialize)]
pub struct Probe {
    /// Unknown codes typed before the 429.
    pub unknown_codes: usize,
    pub status: u16,
    pub retry_after_s: Option<u64>,
}

/// A window of the run: arrivals in it, what they saw, and the CPU.
#[derive(Debug, Clone, Serialize)]
pub struct Window {
    pub from_s: f64,
    pub to_s: f64,
    pub arrivals: usize,
    /// p95 of the sign-ups of the organizations that arrived in this window.
    pub sign_up_p95_ms: f64,
    /// p95 from arrival to Premium of the organizations that arrived in this window.
    pub to_premium_p95_ms: f64,
    /// Organizations arrived and not finished at the window's end.
    pub in_flight: usize,
    pub cpu: Option<CpuUsage>,
}

#[derive(Debug, Serialize)]
pub struct KickoffReport {
    pub adapters: &'static str,
    pub shape: Shape,
    pub profile: String,
    pub plan: CohortPlan,
    pub cohorts: Vec<CohortCount>,
    pub steps: Vec<StepSummary>,
    /// From arrival to the redemption's answer.
    pub to_premium: StepSummary,
    /// Failed flows by step and kind (`sign-up: HTTP 500`), each with its first message.
    pub errors: BTreeMap<String, usize>,
    pub first_errors: BTreeMap<String, String>,
    /// Flows that did not finish within the drain limit.
    pub unfinished: usize,
    pub throttled: usize,
    pub throttled_without_retry_after: usize,
    pub retries: usize,
    pub probe: Option<Probe>,
    pub accounting: Accounting,
    /// The latest start of a flow against its schedule (the open loop held if this is small).
    pub max_start_late_ms: f64,
    pub max_in_flight: usize,
    /// From the first scheduled arrival until the last flow finished.
    pub wall_seconds: f64,
    pub cpu: Option<CpuUsage>,
    /// Server CPU time per organization (sign-up, confirmation, login, redemption).
    pub server_cpu_ms_per_org: Option<f64>,
    /// Peak resident memory during the arrivals: of this process (server and clients) on the
    /// embedded adapters, of the server's process on AWS.
    pub peak_rss_mib: Option<f64>,
    /// `/proc/loadavg` before the set-up and after the last flow.
    pub load_before: Option<String>,
    pub load_after: Option<String>,
    pub timeline: Vec<Window>,
}

impl KickoffReport {
    /// Errors of any kind, unfinished flows, a 429 without `Retry-After`, or a failed count.
    pub fn failed(&self) -> bool {
        self.errors.values().sum::<usize>() > 0
            || self.unfinished > 0
            || self.throttled_without_retry_after > 0
            || !self.accounting.ok
            || self
                .probe
                .as_ref()
                .is_some_and(|p| p.status != 429 || p.retry_after_s.is_none())
    }

    pub fn total_errors(&self) -> usize {
        self.errors.values().sum::<usize>() + self.unfinished
    }
}

/// A server in another process: its CPU time (`ticks` before and after, over `seconds`) moves
/// from "other" to "server" (this process's threads are all clients then).
fn with_server_process(
    cpu: Option<CpuUsage>,
    ticks: Option<(u64, u64)>,
    seconds: f64,
) -> Option<CpuUsage> {
    let mut c = cpu?;
    if let Some((a, b)) = ticks {
        let server = b.saturating_sub(a) as f64 / 100.0 / seconds;
        c.client_cores += c.server_cores;
        c.server_cores = server;
        c.other_cores = (c.other_cores - server).max(0.0);
    }
    Some(c)
}

/// A process's peak resident memory (`VmHWM`), in MiB.
fn process_peak_mib(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<f64>().ok()? / 1024.0)
}

/// `utime + stime` of a process, in ticks of 10 ms.
fn process_ticks(pid: u32) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &text[text.rfind(')')? + 1..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

pub(crate) fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    Some(
        text.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" "),
    )
}

// ----------------------------------------------------------------------------------------------
// The run

/// Runs the kickoff against `target` on the current runtime.
pub async fn bench(
    target: &Target,
    shape: Shape,
    progress: impl Fn(&str),
) -> anyhow::Result<KickoffReport> {
    shape.check("kickoff")?;
    let load_before = load_average();
    let plan = CohortPlan::new(shape.orgs);
    let http = client()?;
    let mailbox = Mailbox::start(target.mail.clone(), Duration::from_millis(50));
    // Names of this run, so that a server used before (moto) holds no account of the same name.
    let run = format!(
        "{:x}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis())
    );
    let result = run_kickoff(target, shape, plan, &http, &mailbox, &run, &progress).await;
    mailbox.stop();
    let mut report = result?;
    report.load_before = load_before;
    report.load_after = load_average();
    Ok(report)
}

async fn run_kickoff(
    target: &Target,
    shape: Shape,
    plan: CohortPlan,
    http: &Client,
    mailbox: &Mailbox,
    run: &str,
    progress: &impl Fn(&str),
) -> anyhow::Result<KickoffReport> {
    progress(&format!(
        "kickoff ({}): a funder, its admin, {MAIN_COHORTS} cohorts of {} seats and a pilot of {} through the API",
        target.adapters, plan.main_seats, plan.pilot_seats
    ));
    let setup = set_up(target, http, mailbox, &plan, run).await?;
    progress(&format!("kickoff: {}", shape.describe()));

    let schedule = shape.schedule();
    let window = shape.seconds / 20.0;
    let flow = Arc::new(Flow {
        http: http.clone(),
        base: target.base_url.clone(),
        mailbox: mailbox.clone(),
        cohorts: setup.cohorts.clone(),
        plan,
        start: tokio::time::Instant::now() + Duration::from_millis(200),
        run: run.to_owned(),
    });
    // The CPU at each window's edge, sampled until the flows are done.
    let sampling = Arc::new(AtomicBool::new(true));
    let sampler = {
        let (sampling, start, pid) = (sampling.clone(), flow.start, target.server_pid);
        tokio::spawn(async move {
            let mut snaps = Vec::new();
            let mut k = 0u32;
            while sampling.load(Ordering::Relaxed) {
                tokio::time::sleep_until(start + Duration::from_secs_f64(window * f64::from(k)))
                    .await;
                let snap = tokio::task::spawn_blocking(move || {
                    (cpu::snapshot(), pid.and_then(process_ticks))
                })
                .await
                .unwrap_or((None, None));
                snaps.push(snap);
                k += 1;
            }
            snaps
        })
    };
    tokio::time::sleep_until(flow.start).await;
    // The peak resident memory from here: this process's (server and clients) when the server
    // runs in it, else the server process's since it started.
    let rss_reset = target.server_pid.is_none() && crate::documents::reset_peak();
    let before = cpu::snapshot();
    let server_before = target.server_pid.and_then(process_ticks);
    let mut set = tokio::task::JoinSet::new();
    for (i, &at) in schedule.iter().enumerate() {
        set.spawn(flow.clone().org(i, at));
    }
    let limit = flow.start + Duration::from_secs_f64(shape.seconds) + DRAIN_LIMIT;
    let mut orgs = Vec::with_capacity(shape.orgs);
    let mut next_note = shape.seconds / 10.0;
    loop {
        match tokio::time::timeout_at(limit, set.join_next()).await {
            Ok(Some(Ok(o))) => {
                if o.finished >= next_note {
                    progress(&format!(
                        "kickoff: {:.0} s, {} of {} organizations done",
                        o.finished,
                        orgs.len() + 1,
                        shape.orgs
                    ));
                    next_note += shape.seconds / 10.0;
                }
                orgs.push(o);
            }
            Ok(Some(Err(e))) => bail!("a kickoff task failed: {e}"),
            Ok(None) => break,
            Err(_) => break,
        }
    }
    let unfinished = set.len();
    set.abort_all();
    let after = cpu::snapshot();
    let server_after = target.server_pid.and_then(process_ticks);
    let wall = flow.start.elapsed().as_secs_f64();
    sampling.store(false, Ordering::Relaxed);
    let snaps = sampler.await.unwrap_or_default();
    progress("kickoff: counting the seats, the redemptions and the Premium subscriptions");

    let accounting = count(target, http, &setup, &orgs).await?;
    let (cohorts, mut accounting) = accounting;
    progress("kickoff: unknown codes from one account until 429");
    let probe = probe(target, http, mailbox, run).await.ok();

    let mut by_step: HashMap<Step, Vec<u64>> = HashMap::new();
    let mut errors = BTreeMap::new();
    let mut first_errors = BTreeMap::new();
    let mut errors_by_step: HashMap<Step, usize> = HashMap::new();
    let mut throttled = Throttling::default();
    for o in &orgs {
        for (s, d) in &o.steps {
            by_step
                .entry(*s)
                .or_default()
                .push(u64::try_from(d.as_micros()).unwrap_or(u64::MAX));
        }
        if let Some((s, f)) = &o.failure {
            let key = format!("{}: {}", s.name(), f.kind);
            *errors.entry(key.clone()).or_insert(0) += 1;
            first_errors.entry(key).or_insert_with(|| f.message.clone());
            *errors_by_step.entry(*s).or_insert(0) += 1;
        }
        throttled.answers += o.throttling.answers;
        throttled.without_retry_after += o.throttling.without_retry_after;
        throttled.retries += o.throttling.retries;
    }
    accounting.refused_full = orgs.iter().filter(|o| o.pilot_full).count();
    let steps = Step::ALL
        .iter()
        .map(|s| {
            StepSummary::of(
                s.name(),
                s.request(),
                by_step.remove(s).unwrap_or_default(),
                errors_by_step.get(s).copied().unwrap_or(0),
            )
        })
        .collect();
    let us = |d: Duration| u64::try_from(d.as_micros()).unwrap_or(u64::MAX);
    let to_premium = StepSummary::of(
        "arrival to Premium",
        "the whole flow",
        orgs.iter().filter_map(|o| o.to_premium.map(us)).collect(),
        orgs.iter().filter(|o| o.failure.is_some()).count() + unfinished,
    );
    let peak_rss_mib = match target.server_pid {
        None => rss_reset
            .then(|| crate::documents::status_mib("VmHWM:"))
            .flatten(),
        Some(pid) => process_peak_mib(pid),
    };
    let cpu = with_server_process(
        cpu::usage(&before, &after),
        server_before.zip(server_after),
        wall,
    );
    let n_windows = ((wall / window).ceil() as usize).clamp(1, 200);
    let timeline = (0..n_windows)
        .map(|k| {
            let (from, to) = (window * k as f64, window * (k + 1) as f64);
            let here: Vec<&Org> = orgs.iter().filter(|o| o.at >= from && o.at < to).collect();
            let p95 = |mut v: Vec<u64>| {
                v.sort_unstable();
                percentile(&v, 95.0) as f64 / 1000.0
            };
            Window {
                from_s: from,
                to_s: to,
                arrivals: schedule.iter().filter(|&&t| t >= from && t < to).count(),
                sign_up_p95_ms: p95(here
                    .iter()
                    .flat_map(|o| o.steps.iter())
                    .filter(|(s, _)| *s == Step::SignUp)
                    .map(|(_, d)| us(*d))
                    .collect()),
                to_premium_p95_ms: p95(here.iter().filter_map(|o| o.to_premium.map(us)).collect()),
                in_flight: orgs
                    .iter()
                    .filter(|o| o.at <= to && o.finished > to)
                    .count(),
                cpu: snaps.get(k).zip(snaps.get(k + 1)).and_then(|(a, b)| {
                    with_server_process(cpu::usage(&a.0, &b.0), a.1.zip(b.1), window)
                }),
            }
        })
        .collect::<Vec<_>>();
    // In flight at any arrival: arrived at or before it and finished after it.
    let mut events: Vec<(f64, i32)> = orgs
        .iter()
        .flat_map(|o| [(o.at, 1), (o.finished, -1)])
        .collect();
    events.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)));
    let (mut now, mut max_in_flight) = (0i32, 0i32);
    for (_, d) in events {
        now += d;
        max_in_flight = max_in_flight.max(now);
    }
    Ok(KickoffReport {
        adapters: target.adapters,
        shape,
        profile: shape.describe(),
        plan,
        cohorts,
        steps,
        to_premium,
        errors,
        first_errors,
        unfinished,
        throttled: throttled.answers,
        throttled_without_retry_after: throttled.without_retry_after,
        retries: throttled.retries,
        probe,
        accounting,
        max_start_late_ms: orgs
            .iter()
            .map(|o| o.late.as_secs_f64() * 1000.0)
            .fold(0.0, f64::max),
        max_in_flight: usize::try_from(max_in_flight).unwrap_or(0),
        wall_seconds: wall,
        cpu,
        server_cpu_ms_per_org: cpu.map(|c| c.server_cores * wall * 1000.0 / shape.orgs as f64),
        peak_rss_mib,
        load_before: None,
        load_after: None,
        timeline,
    })
}

/// The seats, the redemptions and the Premium subscriptions, counted and compared.
async fn count(
    target: &Target,
    http: &Client,
    setup: &Setup,
    orgs: &[Org],
) -> anyhow::Result<(Vec<CohortCount>, Accounting)> {
    let base = &target.base_url;
    let admin = Some(setup.admin_token.as_str());
    let home = setup_call(
        http,
        Method::GET,
        &format!("{base}/api/v1/funders/{}", setup.funder_id),
        admin,
        None,
        None,
        StatusCode::OK,
    )
    .await
    .context("reading the funder's cohorts")?;
    let mut a = Accounting::default();
    let mut cohorts = Vec::new();
    let mut holders: HashMap<String, Vec<usize>> = HashMap::new();
    for (c, cohort) in setup.cohorts.iter().enumerate() {
        let view = home["cohorts"]
            .as_array()
            .and_then(|cs| cs.iter().find(|v| v["id"] == cohort.id.as_str()))
            .with_context(|| format!("the cohort {} in the funder's home", cohort.name))?;
        let listed = setup_call(
            http,
            Method::GET,
            &format!(
                "{base}/api/v1/funders/{}/cohorts/{}/organizations",
                setup.funder_id, cohort.id
            ),
            admin,
            None,
            None,
            StatusCode::OK,
        )
        .await
        .with_context(|| format!("reading the organizations of {}", cohort.name))?;
        let ids: Vec<String> = listed["organizations"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["id"].as_str().map(str::to_owned))
            .collect();
        for id in &ids {
            holders.entry(id.clone()).or_default().push(c);
        }
        let (seats, used) = (
            view["seats"].as_u64().unwrap_or(0),
            view["used"].as_u64().unwrap_or(u64::MAX),
        );
        a.seats_used += used;
        if used > seats {
            a.over_seats += 1;
        }
        cohorts.push(CohortCount {
            name: cohort.name.clone(),
            kind: view["kind"].as_str().unwrap_or_default().to_owned(),
            seats,
            used,
            organizations: ids.len(),
            redeemed: orgs
                .iter()
                .filter(|o| o.redeemed == Some((c, true)))
                .count(),
        });
    }
    a.double = holders.values().filter(|cs| cs.len() > 1).count();
    for o in orgs {
        match o.redeemed {
            Some((c, true)) => {
                a.redemptions += 1;
                let held = o
                    .org_id
                    .as_ref()
                    .and_then(|id| holders.get(id))
                    .is_some_and(|cs| cs.contains(&c));
                if !held {
                    a.lost += 1;
                }
            }
            Some((_, false)) => a.again += 1,
            None => {}
        }
    }
    let redeemed_ids: HashSet<&str> = orgs
        .iter()
        .filter(|o| o.redeemed.is_some_and(|(_, new)| new))
        .filter_map(|o| o.org_id.as_deref())
        .collect();
    a.unexplained = holders
        .keys()
        .filter(|id| !redeemed_ids.contains(id.as_str()))
        .count();
    // Every organization that logged in: is it Premium, and sponsored by the cohort it redeemed?
    let checks: Vec<(String, Option<String>)> = orgs
        .iter()
        .filter_map(|o| {
            o.token
                .clone()
                .map(|t| (t, o.redeemed.map(|(c, _)| setup.cohorts[c].name.clone())))
        })
        .collect();
    a.checked = checks.len();
    let (h, b) = (http.clone(), base.clone());
    let results = crate::load::for_each(checks, 16, move |(token, cohort)| {
        let (h, b) = (h.clone(), b.clone());
        async move {
            let d = setup_call(
                &h,
                Method::GET,
                &format!("{b}/api/v1/me/subscription_details"),
                Some(&token),
                None,
                None,
                StatusCode::OK,
            )
            .await?;
            let d = &d["subscription_details"];
            let premium = d["subscription_status"] == "active" && d["plan"] == "premium";
            let sponsor_ok = cohort
                .as_deref()
                .is_none_or(|c| d["sponsor"]["cohort_name"] == c);
            Ok((premium, sponsor_ok))
        }
    })
    .await
    .context("reading the organizations' subscriptions")?;
    a.premium = results.iter().filter(|(p, _)| *p).count();
    a.wrong_sponsor = results.iter().filter(|(p, ok)| *p && !ok).count();
    a.ok = a.seats_used == a.redemptions as u64
        && a.redemptions == a.premium
        && a.double == 0
        && a.lost == 0
        && a.unexplained == 0
        && a.over_seats == 0
        && a.wrong_sponsor == 0
        && a.again == 0;
    Ok((cohorts, a))
}

/// One more account types unknown codes until it is answered 429 (at most 20): the answer
/// must carry `Retry-After`.
async fn probe(
    target: &Target,
    http: &Client,
    mailbox: &Mailbox,
    run: &str,
) -> anyhow::Result<Probe> {
    let base = &target.base_url;
    let email = format!("kickoff-probe-{run}@example.org");
    setup_call(
        http,
        Method::POST,
        &format!("{base}/api/v1/users"),
        None,
        None,
        Some(json!({ "user": {
            "name": "Pat Mistype", "email": email, "password": PASSWORD,
            "password_confirmation": PASSWORD, "terms_of_service": 1,
        }})),
        StatusCode::CREATED,
    )
    .await?;
    let link = mailbox
        .link(&email, "/api/v1/users/confirm?token=", MAIL_TIMEOUT)
        .await
        .context("the probe's confirmation e-mail")?;
    http.get(&link).send().await?;
    let login = setup_call(
        http,
        Method::POST,
        &format!("{base}/api/v1/auth"),
        None,
        None,
        Some(json!({ "email": email, "password": PASSWORD })),
        StatusCode::OK,
    )
    .await?;
    let token = login["token"].as_str().context("the probe's session")?;
    for n in 0..20 {
        let resp = http
            .post(format!("{base}/api/v1/licences/redeem"))
            .bearer_auth(token)
            .json(&json!({ "code": format!("ZZZZ-ZZZZ-ZZ{n:02}") }))
            .send()
            .await?;
        if resp.status() == StatusCode::TOO_MANY_REQUESTS {
            return Ok(Probe {
                unknown_codes: n,
                status: 429,
                retry_after_s: resp
                    .headers()
                    .get(header::RETRY_AFTER)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.trim().parse().ok()),
            });
        }
    }
    Ok(Probe {
        unknown_codes: 20,
        status: 422,
        retry_after_s: None,
    })
}

// ----------------------------------------------------------------------------------------------
// Tables

/// Seconds with a decimal only when they are few.
fn short(s: f64) -> String {
    if s >= 10.0 || s.fract() == 0.0 {
        format!("{s:.0}")
    } else {
        format!("{s:.2}")
    }
}

fn fmt_ms(v: f64) -> String {
    if v >= 10_000.0 {
        format!("{:.1} s", v / 1000.0)
    } else {
        format!("{v:.1}")
    }
}

/// The plain sign-up burst of the same run, printed beside the kickoff's sign-ups.
pub struct BurstRow<'a> {
    pub clients: usize,
    pub request: &'a str,
    pub summary: &'a crate::stats::Summary,
}

impl KickoffReport {
    /// The report as text: the steps beside the plain sign-up burst of the same run, the
    /// accounting, the errors and the timeline.
    pub fn to_table(&self, burst: Option<BurstRow<'_>>) -> String {
        let mut out = format!(
            "kickoff burst ({}): {}\nset-up: 3 group-coaching cohorts of {} seats, a self-guided pilot of {} seats tried first by {} organizations (one in {})\nload average before {} after {}; wall {:.1} s; at most {} organizations in flight; flows started at most {:.1} ms late\n\n",
            self.adapters,
            self.profile,
            self.plan.main_seats,
            self.plan.pilot_seats,
            self.plan.pilot_tries,
            self.plan.step,
            self.load_before.as_deref().unwrap_or("?"),
            self.load_after.as_deref().unwrap_or("?"),
            self.wall_seconds,
            self.max_in_flight,
            self.max_start_late_ms,
        );
        let mut rows = vec![
            [
                "step",
                "request",
                "answered",
                "errors",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "max ms",
                "over 29 s",
            ]
            .map(String::from)
            .to_vec(),
        ];
        for s in self.steps.iter().chain(std::iter::once(&self.to_premium)) {
            rows.push(vec![
                s.step.into(),
                s.request.into(),
                s.answered.to_string(),
                s.errors.to_string(),
                fmt_ms(s.p50_ms),
                fmt_ms(s.p95_ms),
                fmt_ms(s.p99_ms),
                fmt_ms(s.max_ms),
                s.over_29_s.to_string(),
            ]);
        }
        if let Some(b) = burst {
            let m = b.summary;
            rows.push(vec![
                format!("plain sign-up burst ({} clients, closed loop)", b.clients),
                b.request.into(),
                (m.requests - m.errors).to_string(),
                m.errors.to_string(),
                fmt_ms(m.p50_ms),
                fmt_ms(m.p95_ms),
                fmt_ms(m.p99_ms),
                fmt_ms(m.max_ms),
                "".into(),
            ]);
        }
        out.push_str(&crate::columns::table(&rows, 2));
        out.push('\n');
        let mut rows = vec![
            [
                "cohort",
                "kind",
                "seats",
                "used",
                "organizations",
                "redeemed new",
            ]
            .map(String::from)
            .to_vec(),
        ];
        for c in &self.cohorts {
            rows.push(vec![
                c.name.clone(),
                c.kind.clone(),
                c.seats.to_string(),
                c.used.to_string(),
                c.organizations.to_string(),
                c.redeemed.to_string(),
            ]);
        }
        out.push_str(&crate::columns::table(&rows, 2));
        let a = &self.accounting;
        out.push_str(&format!(
            "\naccounting: seats used {} = redemptions {} = Premium {} (of {} checked): {}; double {}, lost {}, unexplained {}, again {}, wrong sponsor {}, cohorts over their seats {}; pilot refusals (full) {}\n",
            a.seats_used,
            a.redemptions,
            a.premium,
            a.checked,
            if a.ok { "holds" } else { "DOES NOT HOLD" },
            a.double,
            a.lost,
            a.unexplained,
            a.again,
            a.wrong_sponsor,
            a.over_seats,
            a.refused_full,
        ));
        out.push_str(&format!(
            "429s: {} ({} without Retry-After), {} retries",
            self.throttled, self.throttled_without_retry_after, self.retries
        ));
        match &self.probe {
            Some(p) if p.status == 429 => out.push_str(&format!(
                "; probe: 429 after {} unknown codes from one account, Retry-After {}\n",
                p.unknown_codes,
                p.retry_after_s
                    .map_or_else(|| "MISSING".to_string(), |s| format!("{s} s"))
            )),
            Some(p) => out.push_str(&format!(
                "; probe: no 429 after {} unknown codes\n",
                p.unknown_codes
            )),
            None => out.push_str("; probe: did not run\n"),
        }
        if let Some(c) = self.cpu {
            out.push_str(&format!(
                "cores: server {:.2}, clients {:.2}, other {:.2}; server CPU per organization {}; peak resident memory {}\n",
                c.server_cores,
                c.client_cores,
                c.other_cores,
                self.server_cpu_ms_per_org
                    .map_or_else(String::new, |v| format!("{v:.1} ms")),
                self.peak_rss_mib
                    .map_or_else(|| "?".to_string(), |v| format!("{v:.0} MiB"))
            ));
        }
        out.push_str(&format!("errors: {}", self.total_errors()));
        if self.unfinished > 0 {
            out.push_str(&format!(
                " ({} not finished within {} s of the last arrival)",
                self.unfinished,
                DRAIN_LIMIT.as_secs()
            ));
        }
        out.push('\n');
        for (k, n) in &self.errors {
            out.push_str(&format!(
                "  {k}: {n}, first: {}\n",
                self.first_errors.get(k).map_or("", String::as_str)
            ));
        }
        out.push('\n');
        let mut rows = vec![
            [
                "window s",
                "arrivals",
                "arrivals/s",
                "sign-up p95 ms",
                "to Premium p95 ms",
                "in flight at end",
                "cores server",
                "cores other",
            ]
            .map(String::from)
            .to_vec(),
        ];
        for w in &self.timeline {
            let span = w.to_s - w.from_s;
            rows.push(vec![
                format!("{}-{}", short(w.from_s), short(w.to_s)),
                w.arrivals.to_string(),
                format!("{:.1}", w.arrivals as f64 / span),
                if w.arrivals > 0 {
                    fmt_ms(w.sign_up_p95_ms)
                } else {
                    String::new()
                },
                if w.arrivals > 0 {
                    fmt_ms(w.to_premium_p95_ms)
                } else {
                    String::new()
                },
                w.in_flight.to_string(),
                w.cpu
                    .map_or_else(String::new, |c| format!("{:.2}", c.server_cores)),
                w.cpu
                    .map_or_else(String::new, |c| format!("{:.2}", c.other_cores)),
            ]);
        }
        out.push_str(&crate::columns::table(&rows, 1));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_profile_has_its_peak_a_minute_in_and_the_rest_spread_evenly() {
        let s = Shape {
            orgs: 3000,
            seconds: 600.0,
            peak: 50.0,
        };
        s.check("test").unwrap();
        let at = s.schedule();
        assert_eq!(at.len(), 3000);
        assert!(at.windows(2).all(|w| w[0] <= w[1]));
        assert!(at[0] >= 0.0 && *at.last().unwrap() < 600.0);
        assert_eq!(
            (s.peak_orgs(), s.peak_start(), s.peak_seconds()),
            (1000, 60.0, 20.0)
        );
        assert!((s.base_rate() - 2000.0 / 580.0).abs() < 1e-9);
        // Exactly the peak's arrivals in its 20 s, and at most 50 in any second.
        assert_eq!(
            at.iter().filter(|&&t| (60.0..80.0).contains(&t)).count(),
            1000
        );
        for k in 0..600 {
            let n = at
                .iter()
                .filter(|&&t| t >= k as f64 && t < k as f64 + 1.0)
                .count();
            assert!(n <= 50, "{n} arrivals in second {k}");
        }
        assert_eq!(at.iter().filter(|&&t| t < 60.0).count(), 207);
    }

    #[test]
    fn a_peak_longer_than_the_run_is_refused() {
        let s = Shape {
            orgs: 3000,
            seconds: 60.0,
            peak: 10.0,
        };
        assert!(s.check("test").is_err());
        let quick = Shape {
            orgs: 6,
            seconds: 3.0,
            peak: 50.0,
        };
        quick.check("test").unwrap();
        assert_eq!(quick.schedule().len(), 6);
    }

    #[test]
    fn one_in_a_hundred_tries_the_pilot_which_has_a_third_as_many_seats() {
        let p = CohortPlan::new(3000);
        assert_eq!((p.main_seats, p.pilot_tries, p.pilot_seats), (1000, 30, 10));
        let tries: Vec<usize> = (0..3000).filter(|&i| p.tries_pilot(i)).collect();
        assert_eq!(tries.len(), 30);
        assert_eq!((tries[0], tries[29]), (99, 2999));
        let q = CohortPlan::new(6);
        assert_eq!((q.main_seats, q.pilot_tries, q.pilot_seats), (10, 2, 1));
        assert_eq!(
            (0..6).filter(|&i| q.tries_pilot(i)).collect::<Vec<_>>(),
            [2, 5]
        );
        let h = CohortPlan::new(100);
        assert_eq!((h.main_seats, h.pilot_tries, h.pilot_seats), (34, 2, 1));
    }

    #[test]
    fn dates_are_civil_days() {
        assert_eq!(civil(0), "1970-01-01");
        assert_eq!(civil(20_454), "2026-01-01");
        assert_eq!(civil(20_513), "2026-03-01");
        assert_eq!(civil(20_784), "2026-11-27");
        assert!(iso_day(364) > iso_day(0));
    }
}

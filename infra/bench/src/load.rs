//! The client side: seeding through the API, closed-loop phases (each client a task sending its
//! request again as soon as the answer is read) and the sign-up burst.

use crate::stats::Sample;
use anyhow::{Context, bail, ensure};
use reqwest::{Client, Method, StatusCode};
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

pub const PASSWORD: &str = "bench-password-1234";

/// One client: its own connection pool, so every client keeps its own connection alive.
pub fn client() -> anyhow::Result<Client> {
    Client::builder()
        .tcp_nodelay(true)
        .pool_max_idle_per_host(1)
        .timeout(Duration::from_secs(30))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .context("building an HTTP client")
}

/// A request prepared before the clock starts; sent as often as the phase allows.
#[derive(Clone, Debug)]
pub struct Req {
    method: Method,
    url: String,
    bearer: Option<String>,
    json: Option<String>,
    expect: StatusCode,
}

impl Req {
    pub fn login(base: &str, email: &str) -> Self {
        Self {
            method: Method::POST,
            url: format!("{base}/api/v1/auth"),
            bearer: None,
            json: Some(json!({ "email": email, "password": PASSWORD }).to_string()),
            expect: StatusCode::OK,
        }
    }

    pub fn get(base: &str, path: &str, token: &str) -> Self {
        Self {
            method: Method::GET,
            url: format!("{base}{path}"),
            bearer: Some(token.to_string()),
            json: None,
            expect: StatusCode::OK,
        }
    }

    pub fn sign_up(base: &str, email: &str) -> Self {
        let user = json!({ "user": {
            "name": "Bench User", "email": email, "password": PASSWORD,
            "password_confirmation": PASSWORD, "terms_of_service": 1,
        }});
        Self {
            method: Method::POST,
            url: format!("{base}/api/v1/users"),
            bearer: None,
            json: Some(user.to_string()),
            expect: StatusCode::CREATED,
        }
    }

    /// Sends the request and reads the whole answer; `Err` unless the status is the expected one.
    pub async fn send(&self, client: &Client) -> Result<impl AsRef<[u8]> + use<>, String> {
        let mut b = client.request(self.method.clone(), &self.url);
        if let Some(t) = &self.bearer {
            b = b.bearer_auth(t);
        }
        if let Some(j) = &self.json {
            b = b
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(j.clone());
        }
        let resp = b
            .send()
            .await
            .map_err(|e| format!("{} {}: {e}", self.method, self.url))?;
        let status = resp.status();
        let body = resp
            .bytes()
            .await
            .map_err(|e| format!("{} {}: reading the answer: {e}", self.method, self.url))?;
        if status != self.expect {
            let text = String::from_utf8_lossy(&body);
            let text: String = text.chars().take(300).collect();
            return Err(format!(
                "{} {}: {status} (expected {}): {text}",
                self.method, self.url, self.expect
            ));
        }
        Ok(body)
    }
}

/// Every client sends its own request in a loop, at least once, then while the phase has
/// time left and the client is under `max` requests.
pub async fn closed_loop(
    clients: &[Client],
    reqs: &[Req],
    duration: Duration,
    max: usize,
) -> Sample {
    let start = Instant::now();
    let deadline = start + duration;
    let mut set = JoinSet::new();
    for (client, req) in clients.iter().cloned().zip(reqs.iter().cloned()) {
        set.spawn(async move {
            let mut sample = Sample::default();
            for _ in 0..max.max(1) {
                let t = Instant::now();
                match req.send(&client).await {
                    Ok(_) => sample.ok(t.elapsed()),
                    Err(e) => sample.error(e),
                }
                if Instant::now() >= deadline {
                    break;
                }
            }
            sample
        });
    }
    collect(set, start).await
}

/// `reqs` sent once each by `clients.len()` clients taking the next unsent one, until all are
/// sent or `limit` has passed; the ones left unsent count as errors.
pub async fn burst(clients: &[Client], reqs: Vec<Req>, limit: Duration) -> Sample {
    let total = reqs.len();
    let reqs = Arc::new(reqs);
    let next = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    let deadline = start + limit;
    let mut set = JoinSet::new();
    for client in clients {
        let (client, reqs, next) = (client.clone(), reqs.clone(), next.clone());
        set.spawn(async move {
            let mut sample = Sample::default();
            while Instant::now() < deadline {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(req) = reqs.get(i) else { break };
                let t = Instant::now();
                match req.send(&client).await {
                    Ok(_) => sample.ok(t.elapsed()),
                    Err(e) => sample.error(e),
                }
            }
            sample
        });
    }
    let mut sample = collect(set, start).await;
    let unsent = total.saturating_sub(sample.requests());
    if unsent > 0 {
        for _ in 0..unsent {
            sample.error(format!(
                "not sent within the burst's limit of {} s",
                limit.as_secs()
            ));
        }
    }
    sample
}

async fn collect(mut set: JoinSet<Sample>, start: Instant) -> Sample {
    let mut all = Sample::default();
    while let Some(done) = set.join_next().await {
        match done {
            Ok(s) => all.merge(s),
            Err(e) => all.error(format!("a client task failed: {e}")),
        }
    }
    all.wall = start.elapsed();
    all
}

/// Runs `f` over `items` with at most `concurrency` at a time; the first error wins.
pub(crate) async fn for_each<T, R, F, Fut>(
    items: Vec<T>,
    concurrency: usize,
    f: F,
) -> anyhow::Result<Vec<R>>
where
    T: Send + 'static,
    R: Send + 'static,
    F: Fn(T) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = anyhow::Result<R>> + Send,
{
    let n = items.len();
    let queue = Arc::new(std::sync::Mutex::new(
        items.into_iter().enumerate().collect::<Vec<_>>(),
    ));
    let f = Arc::new(f);
    let mut set = JoinSet::new();
    for _ in 0..concurrency.clamp(1, n.max(1)) {
        let (queue, f) = (queue.clone(), f.clone());
        set.spawn(async move {
            let mut out = Vec::new();
            loop {
                let item = match queue.lock() {
                    Ok(mut q) => q.pop(),
                    Err(_) => bail!("the work queue was poisoned"),
                };
                let Some((i, item)) = item else { break };
                out.push((i, f(item).await?));
            }
            Ok(out)
        });
    }
    let mut results: Vec<(usize, R)> = Vec::with_capacity(n);
    while let Some(done) = set.join_next().await {
        results.extend(done.context("a seeding task failed")??);
    }
    results.sort_by_key(|(i, _)| *i);
    Ok(results.into_iter().map(|(_, r)| r).collect())
}

/// A confirmed account with a session token.
#[derive(Clone, Debug)]
pub struct Account {
    pub email: String,
    pub token: String,
}

#[derive(Deserialize)]
struct OutboxMail {
    to: String,
    links: Vec<String>,
}

#[derive(Deserialize)]
struct LoginAnswer {
    token: String,
}

/// Signs up `n` users through the API, confirms each by following the link of its
/// confirmation e-mail (from `/dev/outbox.json`) and logs each in once.
pub async fn seed(base: &str, n: usize, concurrency: usize) -> anyhow::Result<Vec<Account>> {
    let http = client()?;
    let emails: Vec<String> = (0..n)
        .map(|i| format!("bench-user-{i}@example.com"))
        .collect();
    let (b, h) = (base.to_string(), http.clone());
    for_each(emails.clone(), concurrency, move |email| {
        let (b, h) = (b.clone(), h.clone());
        async move {
            Req::sign_up(&b, &email)
                .send(&h)
                .await
                .map_err(anyhow::Error::msg)
        }
    })
    .await
    .context("signing up the seeded users")?;

    let outbox = http
        .get(format!("{base}/dev/outbox.json"))
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .context("reading /dev/outbox.json")?
        .json::<Vec<OutboxMail>>()
        .await
        .context("reading /dev/outbox.json")?;
    let mut links = Vec::with_capacity(n);
    for email in &emails {
        let link = outbox
            .iter()
            .filter(|m| &m.to == email)
            .flat_map(|m| m.links.iter())
            .find(|l| l.contains("/api/v1/users/confirm?token="))
            .with_context(|| format!("no confirmation link for {email} in the outbox"))?;
        links.push(link.clone());
    }
    let h = http.clone();
    for_each(links, concurrency, move |link| {
        let h = h.clone();
        async move {
            let resp = h
                .get(&link)
                .send()
                .await
                .with_context(|| format!("following {link}"))?;
            let to = resp
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            ensure!(
                resp.status() == StatusCode::SEE_OTHER && to.contains("confirmed=true"),
                "{link} answered {} to {to:?}, not a redirect to confirmed=true",
                resp.status()
            );
            Ok(())
        }
    })
    .await
    .context("confirming the seeded users")?;

    let (b, h) = (base.to_string(), http);
    for_each(emails, concurrency, move |email| {
        let (b, h) = (b.clone(), h.clone());
        async move {
            let body = Req::login(&b, &email)
                .send(&h)
                .await
                .map_err(anyhow::Error::msg)?;
            let answer: LoginAnswer =
                serde_json::from_slice(body.as_ref()).context("reading the login answer")?;
            pay(&h, &b, &answer.token).await?;
            Ok(Account {
                email,
                token: answer.token,
            })
        }
    })
    .await
    .context("logging the seeded users in and paying")
}

/// Pays for the account's organization through the local checkout (the plan and the
/// documents answer 402 to an organization without an active subscription).
async fn pay(http: &Client, base: &str, token: &str) -> anyhow::Result<()> {
    let checkout: serde_json::Value = http
        .post(format!("{base}/api/v1/payments/url/"))
        .bearer_auth(token)
        .json(&json!({ "plan": "pro", "term": "month" }))
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .context("asking for a checkout link")?
        .json()
        .await
        .context("reading the checkout link")?;
    let link = checkout["data"].as_str().context("a checkout link")?;
    let paid = http
        .post(if link.starts_with("http") {
            link.to_owned()
        } else {
            format!("{base}{link}")
        })
        .send()
        .await
        .context("the local checkout")?;
    ensure!(paid.status().as_u16() < 400, "checkout: {}", paid.status());
    Ok(())
}

/// The algorithm, version and parameters of the hashes, from one untimed hash (which also
/// warms the allocator).
pub async fn argon2_params() -> anyhow::Result<String> {
    let sample = fundplan_http::passwords::hash(PASSWORD.into()).await?;
    Ok(sample
        .split('$')
        .filter(|p| !p.is_empty())
        .take(3)
        .collect::<Vec<_>>()
        .join(" "))
}

/// Hashes `n` times with `fundplan_http::passwords::hash`, `concurrency` at a time; returns the
/// wall time.
pub async fn argon2_hashes(n: usize, concurrency: usize) -> anyhow::Result<Duration> {
    let t = Instant::now();
    for_each(vec![(); n], concurrency, |()| {
        fundplan_http::passwords::hash(PASSWORD.into())
    })
    .await?;
    Ok(t.elapsed())
}

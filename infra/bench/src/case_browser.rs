//! The case for support's PDF made two ways in one run (issue 9 §4): the product's way, a job
//! through the local queue rendered by the worker, and the original product's way, every page of
//! the editor's preview rendered to a bitmap in Chromium with html2canvas at scale 1.75 and
//! stitched into an A4 PDF with jsPDF (JPEG and PNG variants, `web/scripts/bench-case-browser.mjs`).
//!
//! Both use one full plan on a server of their own, seeded through the API: 3 core programs,
//! 4 new projects (the most a plan holds, spec file 2) with their costs and rationales, 3 success stories, a 625-word programs
//! summary, the other narratives of module 11, and an uploaded photograph (JPEG, 1600 × 1200) in
//! each of the 23 image orders. The server's side is timed from `POST /api/v1/documents` to the
//! poll that says done, `rounds` times, each after an edit of the director's letter, so every
//! job renders instead of reusing the last file. The browser's side is timed inside the page from
//! the start of the export to the finished Blob. Without Chromium, node or the built SPA the
//! browser's side is reported as skipped, with the reason.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use reqwest::{Client, StatusCode};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::documents::{ms, percentile};
use crate::server::Server;

#[derive(Debug, Default, Serialize)]
pub struct CaseBrowserBench {
    /// The server's PDF: jobs timed, median / p90 / max ms from POST to done, bytes and pages.
    pub server_jobs: usize,
    pub server_median_ms: f64,
    pub server_p90_ms: f64,
    pub server_max_ms: f64,
    pub server_bytes: usize,
    pub server_pages: usize,
    /// The same jobs with nothing reused: before each, everything typst memoized in the
    /// process (layout, shaping, decoded images) is forgotten; the fonts and templates stay
    /// loaded, the uploads' print copies were made when they were uploaded.
    pub cold: Timing,
    /// The original's method, when it could run.
    pub browser: Option<BrowserBench>,
    /// Why the browser's side did not run.
    pub browser_skipped: Option<String>,
}

/// Runs of one measurement: median, p90 and max in ms.
#[derive(Debug, Default, Clone, Serialize)]
pub struct Timing {
    pub runs: usize,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
}

impl Timing {
    fn of(times: &[Duration]) -> Self {
        let mut sorted = times.to_vec();
        sorted.sort_unstable();
        Timing {
            runs: sorted.len(),
            median_ms: ms(percentile(&sorted, 50)),
            p90_ms: ms(percentile(&sorted, 90)),
            max_ms: ms(percentile(&sorted, 100)),
        }
    }
}

#[derive(Debug, Deserialize, Serialize)]
pub struct BrowserBench {
    /// Pages of the preview the export drew.
    pub pages: usize,
    pub variants: Vec<Variant>,
    /// The product's download in the same browser: the owner clicks Download, PDF File on the
    /// editor and the time runs until the file is on disk (`POST /documents`, the polls, the
    /// download), each after an edit and with nothing reused on the server. In ms, in order.
    #[serde(default)]
    pub clicks: Vec<f64>,
    #[serde(default)]
    pub click_bytes: usize,
}

impl BrowserBench {
    /// The click-to-file runs (all counted), as the server's jobs are summed up.
    pub fn click_timing(&self) -> Timing {
        let runs: Vec<Duration> = self
            .clicks
            .iter()
            .map(|ms| Duration::from_secs_f64(ms / 1000.0))
            .collect();
        Timing::of(&runs)
    }
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Variant {
    /// `jpeg` or `png`.
    pub variant: String,
    /// Each run's time from the click to the file, in order (the first one is cold).
    pub ms: Vec<f64>,
    pub bytes: usize,
}

impl Variant {
    /// The median of the runs after the first (the first warms html2canvas up), or of all when
    /// there is only one.
    pub fn median_ms(&self) -> f64 {
        let runs = if self.ms.len() > 1 {
            &self.ms[1..]
        } else {
            &self.ms[..]
        };
        let mut sorted = runs.to_vec();
        sorted.sort_by(f64::total_cmp);
        match sorted.len() {
            0 => 0.0,
            n if n % 2 == 1 => sorted[n / 2],
            n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
        }
    }
}

/// The built SPA the browser's side needs (`web/dist`, from the workspace root).
fn web_dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist")
}

/// Why the browser's side cannot run here, if it cannot.
fn browser_missing(dist: &Path) -> Option<String> {
    let chromium = std::env::var("CHROMIUM_PATH").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !dist.join("index.html").is_file() {
        return Some(format!(
            "no built SPA at {} (npm --prefix web run build)",
            dist.display()
        ));
    }
    if !Path::new(&chromium).is_file() {
        return Some(format!(
            "no Chromium at {chromium} (apt-get install chromium)"
        ));
    }
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        return Some("no node on PATH".into());
    }
    None
}

/// Runs both sides. Call it outside any tokio runtime (the server builds its own).
pub fn bench(
    rounds: usize,
    browser_rounds: Option<usize>,
    progress: impl Fn(&str),
) -> anyhow::Result<CaseBrowserBench> {
    let dist = web_dist();
    let missing = match browser_rounds {
        None => Some("--no-browser".to_owned()),
        Some(_) => browser_missing(&dist),
    };
    let browser_rounds = browser_rounds.unwrap_or(0);
    let server = Server::start_with_web(missing.is_none().then_some(dist.as_path()))
        .context("starting the local server for the case document")?;
    let base = server.base_url.clone();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the client runtime")?;
    progress("case document, server and browser: seeding the full plan with 23 photographs");
    let owner = runtime.block_on(seed(&base))?;
    progress(&format!(
        "case document: {rounds} PDF jobs through the local queue, each after an edit"
    ));
    let mut out = runtime.block_on(server_jobs(&base, &owner, rounds))?;
    match missing {
        Some(reason) => out.browser_skipped = Some(reason),
        None => {
            progress(&format!(
                "case document: the original's export in Chromium (html2canvas at 1.75 + jsPDF), JPEG and PNG, {browser_rounds} runs each"
            ));
            out.browser = Some(browser(&base, &owner, browser_rounds)?);
        }
    }
    drop(runtime);
    drop(server);
    Ok(out)
}

struct Owner {
    token: String,
    user: Value,
}

async fn call(
    http: &Client,
    method: reqwest::Method,
    url: String,
    token: &str,
    body: Option<Value>,
) -> anyhow::Result<Value> {
    let mut req = http.request(method.clone(), &url).bearer_auth(token);
    if let Some(body) = body {
        req = req.json(&body);
    }
    let r = req
        .send()
        .await
        .with_context(|| format!("{method} {url}"))?;
    let status = r.status();
    let text = r.text().await.unwrap_or_default();
    ensure!(status.is_success(), "{method} {url}: {status} {text}");
    Ok(if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).with_context(|| format!("{method} {url}: {text}"))?
    })
}

/// A multipart body of text fields and one file part named `image`.
fn multipart(fields: &[(&str, String)], file: &[u8], name: &str) -> (String, Vec<u8>) {
    let boundary = "fundplan-bench-boundary-7d1f0a";
    let mut body = Vec::new();
    for (k, v) in fields {
        body.extend_from_slice(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n")
                .as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"{name}\"\r\nContent-Type: image/jpeg\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// The sample organization's full plan, through the API, as an owner would build it.
async fn seed(base: &str) -> anyhow::Result<Owner> {
    use fundplan_documents::sample::{
        CASE_CALL_FOR_MORE, CASE_JOIN_US, CASE_LETTER, CASE_MISSION, CASE_OUR_STORY, CASE_PROJECTS,
        CASE_STORIES, CASE_SUMMARY, CASE_VISION,
    };
    use reqwest::Method;
    let account = crate::load::seed(base, 1, 1)
        .await?
        .pop()
        .context("no account")?;
    let (http, token) = (crate::load::client()?, account.token.as_str());
    let api = |path: &str| format!("{base}/api/v1{path}");
    // A paying (`load::seed` pays), onboarded owner: the SPA sends anyone else to payment or
    // onboarding.
    call(
        &http,
        Method::POST,
        api("/onboarding/status"),
        token,
        Some(json!({ "step_statuses": { "steps": { "welcome": 1, "organization": 1, "about-you": 1, "team": 1 } } })),
    )
    .await?;

    call(
        &http,
        Method::PUT,
        api("/core-programs"),
        token,
        Some(json!({ "corePrograms": [
            { "program_name": "Adult Basic Literacy", "program_description": "Free one-to-one and small-group tutoring for adults who read below a sixth-grade level." },
            { "program_name": "Family Reading Nights", "program_description": "Weekly evenings at six schools and two library branches where parents and children read together." },
            { "program_name": "Workplace English", "program_description": "English classes for speakers of other languages at four employers and two community sites." },
        ]})),
    )
    .await?;
    // A plan holds at most four new projects (spec file 2), one fewer than the layout allows.
    let shown = &CASE_PROJECTS[..4];
    let projects: Vec<Value> = shown
        .iter()
        .map(|(_, name, _, _)| json!({ "project_name": name, "project_description": format!("{name}: a new project of the three-year plan.") }))
        .collect();
    let saved = call(
        &http,
        Method::POST,
        api("/projects"),
        token,
        Some(json!({ "projects": projects })),
    )
    .await?;
    let saved = saved["projects"].as_array().context("no projects")?.clone();
    ensure!(saved.len() == shown.len(), "projects: {saved:?}");
    for (project, (_, name, years, rationale)) in saved.iter().zip(shown) {
        let id = project["id"].as_str().context("a project id")?;
        call(&http, Method::POST, api("/expenses"), token, Some(json!({ "expenses": [{
            "expense_type": "other_expenses", "expense_description": format!("{name}: equipment and staff"),
            "expense_cost": years[0], "expense_cost_year_2": years[1], "expense_cost_year_3": years[2],
            "expenseable_type": "Project", "expenseable_id": id,
        }]}))).await?;
        call(
            &http,
            Method::PUT,
            api(&format!("/case-statements/overrides/project:{id}")),
            token,
            Some(json!({ "text": rationale })),
        )
        .await?;
    }
    let summary = fundplan_domain::case_layout::summary_part(CASE_SUMMARY, 1, 625);
    let ways = serde_json::to_string(&["Cash", "Check", "Securities (Stock Transfers)"])?;
    for (category, question, answer) in [
        (11, 1101, CASE_LETTER),
        (11, 1102, CASE_OUR_STORY),
        (11, 1104, CASE_CALL_FOR_MORE),
        (11, 1105, summary.as_str()),
        (11, 1106, CASE_JOIN_US),
        (11, 1107, ways.as_str()),
        (3, 304, CASE_MISSION),
        (3, 305, CASE_VISION),
    ] {
        call(
            &http,
            Method::POST,
            api("/answers"),
            token,
            Some(json!({ "category_id": category, "question_id": question, "answer": answer })),
        )
        .await?;
    }
    let stories: Vec<Value> = CASE_STORIES
        .iter()
        .enumerate()
        .map(|(i, s)| json!({ "id": null, "order": i + 1, "user_story": s }))
        .collect();
    call(
        &http,
        Method::POST,
        api("/success-stories"),
        token,
        Some(json!({ "stories": stories, "version": 0 })),
    )
    .await?;
    for order in 1..=23u32 {
        let photo = crate::case::photo(order)?;
        let (content_type, body) = multipart(
            &[("order", order.to_string()), ("page_no", "1".to_string())],
            &photo,
            &format!("photo-{order}.jpg"),
        );
        let r = http
            .post(api("/case-statements/upload"))
            .bearer_auth(token)
            .header(reqwest::header::CONTENT_TYPE, content_type)
            .body(body)
            .send()
            .await
            .context("uploading a photograph")?;
        let status = r.status();
        ensure!(
            status == StatusCode::CREATED,
            "upload {order}: {status} {}",
            r.text().await.unwrap_or_default()
        );
    }
    let me = call(&http, Method::GET, api("/me"), token, None).await?;
    Ok(Owner {
        token: account.token.clone(),
        user: me["data"].clone(),
    })
}

/// `rounds` case statement PDF jobs, each after an edit of the letter so it renders, then
/// `rounds` more with nothing reused.
async fn server_jobs(base: &str, owner: &Owner, rounds: usize) -> anyhow::Result<CaseBrowserBench> {
    let (warm, bytes) = jobs(base, owner, rounds, false).await?;
    let (cold, _) = jobs(base, owner, rounds, true).await?;
    let warm = Timing::of(&warm);
    Ok(CaseBrowserBench {
        server_jobs: warm.runs,
        server_median_ms: warm.median_ms,
        server_p90_ms: warm.p90_ms,
        server_max_ms: warm.max_ms,
        server_bytes: bytes.len(),
        server_pages: crate::case::pdf_pages(&bytes),
        cold: Timing::of(&cold),
        ..CaseBrowserBench::default()
    })
}

/// `rounds` jobs, each after an edit of the letter (and, when `cold`, with typst's memoized
/// work forgotten first): each one's time from the POST to the poll that says done, and the
/// last file.
async fn jobs(
    base: &str,
    owner: &Owner,
    rounds: usize,
    cold: bool,
) -> anyhow::Result<(Vec<Duration>, Vec<u8>)> {
    use fundplan_documents::sample::CASE_LETTER;
    use reqwest::Method;
    let http = crate::load::client()?;
    let token = owner.token.as_str();
    let mut times = Vec::with_capacity(rounds);
    let mut link = None;
    for round in 0..rounds.max(1) {
        // Another greeting each round: the job's inputs change, so the worker renders.
        let greeting = if cold { "Dear Reader" } else { "Dear Friend" };
        let letter = CASE_LETTER.replacen("Dear Friend,", &format!("{greeting} {},", round + 1), 1);
        call(
            &http,
            Method::PUT,
            format!("{base}/api/v1/case-statements/overrides/director_letter"),
            token,
            Some(json!({ "text": letter })),
        )
        .await?;
        if cold {
            // The server runs in this process: its worker's memoized work goes too.
            fundplan_documents::forget_memoized();
        }
        let started = Instant::now();
        let job = call(
            &http,
            Method::POST,
            format!("{base}/api/v1/documents"),
            token,
            Some(json!({ "kind": "case_statement" })),
        )
        .await?;
        let id = job["id"].as_str().context("a job id")?.to_string();
        loop {
            let job = call(
                &http,
                Method::GET,
                format!("{base}/api/v1/documents/{id}"),
                token,
                None,
            )
            .await?;
            match job["state"].as_str() {
                Some("done") => {
                    times.push(started.elapsed());
                    link = job["download_url"].as_str().map(str::to_owned);
                    break;
                }
                Some("failed") => bail!("the case statement job failed: {}", job["error"]),
                _ if started.elapsed() > Duration::from_secs(120) => {
                    bail!("the case statement job was not done within 120 s")
                }
                _ => tokio::time::sleep(Duration::from_millis(5)).await,
            }
        }
    }
    let link = link.context("no download link")?;
    let url = if link.starts_with("http") {
        link
    } else {
        format!("{base}{link}")
    };
    let bytes = http
        .get(&url)
        .send()
        .await?
        .error_for_status()?
        .bytes()
        .await?;
    ensure!(bytes.starts_with(b"%PDF"), "the download is not a PDF");
    Ok((times, bytes.to_vec()))
}

/// The original's export, by `web/scripts/bench-case-browser.mjs`.
fn browser(base: &str, owner: &Owner, rounds: usize) -> anyhow::Result<BrowserBench> {
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/scripts/bench-case-browser.mjs");
    let mut child = Command::new("node")
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .with_context(|| format!("running node {}", script.display()))?;
    let input = json!({
        "base": base, "token": owner.token, "user": owner.user, "rounds": rounds.max(1),
        "clicks": rounds.max(1) + 1, "forget": crate::server::FORGET_PATH,
        "letter": fundplan_documents::sample::CASE_LETTER,
    });
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().context("no stdin")?;
        stdin.write_all(input.to_string().as_bytes())?;
    }
    let out = child.wait_with_output()?;
    ensure!(out.status.success(), "{} failed", script.display());
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().last().context("no output from the browser")?;
    serde_json::from_str(line).with_context(|| format!("reading {line}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variants_median_leaves_the_cold_first_run_out() {
        let v = Variant {
            variant: "jpeg".into(),
            ms: vec![9_000.0, 3_000.0, 5_000.0, 4_000.0],
            bytes: 1,
        };
        assert_eq!(v.median_ms(), 4_000.0);
        let one = Variant {
            variant: "png".into(),
            ms: vec![6_000.0],
            bytes: 1,
        };
        assert_eq!(one.median_ms(), 6_000.0);
    }

    #[test]
    fn a_multipart_body_carries_each_field_and_the_image() {
        let (content_type, body) = multipart(&[("order", "7".into())], b"JPEGDATA", "p.jpg");
        let text = String::from_utf8_lossy(&body);
        let boundary = content_type.split("boundary=").nth(1).unwrap();
        assert!(text.contains("name=\"order\"\r\n\r\n7\r\n"));
        assert!(text.contains("name=\"image\"; filename=\"p.jpg\""));
        assert!(text.contains("JPEGDATA"));
        assert!(text.ends_with(&format!("--{boundary}--\r\n")));
    }
}

//! The results: a table for people, JSON for tools.

use crate::case::CaseBench;
use crate::case_browser::CaseBrowserBench;
use crate::cold_start::ColdStartReport;
use crate::columns::table;
use crate::cpu::CpuUsage;
use crate::documents::DocumentBench;
use crate::kickoff::{self, KickoffReport};
use crate::options::Options;
use crate::stats::Summary;
use serde::Serialize;
use std::time::Duration;

#[derive(Debug, Serialize)]
pub struct Report {
    /// `release` or `debug`: figures from a debug build mean little.
    pub build: &'static str,
    pub cores: usize,
    pub options: Options,
    /// Rendering each document kind, measured before the server starts.
    pub documents: Vec<DocumentBench>,
    /// The case for support, full plan (`case.rs`).
    pub case: Vec<CaseBench>,
    /// The case statement PDF both ways (`case_browser.rs`), when asked for.
    pub case_jobs: Option<CaseBrowserBench>,
    /// The summaries' whole-partition read beside the range query before it (`partition.rs`).
    pub partition: Option<crate::partition::PartitionReport>,
    /// Saving a version of the plan and comparing two beside `load_plan` (`versions.rs`).
    pub versions: Option<crate::versions::VersionsReport>,
    /// The Lambda cold start (`cold_start.rs`), when its binaries and moto are there.
    pub cold_start: Option<ColdStartReport>,
    /// Why the cold start was skipped.
    pub cold_start_skipped: Option<String>,
    pub argon2: Argon2Report,
    pub scenarios: Vec<Scenario>,
    /// The kickoff burst (`kickoff.rs`), when asked for: on the embedded adapters, and on the
    /// AWS adapters in moto.
    pub kickoff: Option<KickoffReport>,
    pub kickoff_aws: Option<KickoffReport>,
    pub total_seconds: f64,
}

/// The results of `--documents`: the documents alone.
#[derive(Debug, Serialize)]
pub struct DocumentsReport {
    pub build: &'static str,
    pub cores: usize,
    pub renders: usize,
    pub documents: Vec<DocumentBench>,
    pub case: Vec<CaseBench>,
    pub total_seconds: f64,
}

impl DocumentsReport {
    pub fn to_table(&self) -> String {
        format!(
            "fundplan-bench ({} build): document rendering only, {} cores\n\n{}\n{}\ntotal {:.1} s\n",
            self.build,
            self.cores,
            documents_table(&self.documents),
            case_table(&self.case),
            self.total_seconds
        )
    }

    pub fn to_json(&self) -> anyhow::Result<String> {
        Ok(serde_json::to_string_pretty(self)?)
    }
}

/// One row per document kind: size, first render, median / p90 / max of the timed renders, and
/// the process's resident memory before and at its peak.
pub fn documents_table(docs: &[DocumentBench]) -> String {
    let mut rows = vec![
        [
            "document",
            "file",
            "kB",
            "first ms",
            "renders",
            "median ms",
            "p90 ms",
            "max ms",
            "cold median ms",
            "cold p90 ms",
            "rss before MiB",
            "peak rss MiB",
        ]
        .map(String::from)
        .to_vec(),
    ];
    for d in docs {
        rows.push(vec![
            d.kind.into(),
            d.extension.into(),
            format!("{:.1}", d.bytes as f64 / 1000.0),
            format!("{:.1}", d.first_ms),
            d.renders.to_string(),
            format!("{:.1}", d.median_ms),
            format!("{:.1}", d.p90_ms),
            format!("{:.1}", d.max_ms),
            opt(d.rss_before_mib, 1),
            opt(d.peak_rss_mib, 1),
        ]);
    }
    table(&rows, 2)
}

/// The case statement PDF both ways: the server's job through the local queue, then each
/// variant of the original's export in Chromium with its time and bytes as a multiple of the
/// server's (how many times slower, how many times bigger).
pub fn case_jobs_table(c: &CaseBrowserBench) -> String {
    let cold = c.cold.median_ms;
    let mut rows = vec![
        [
            "case statement PDF, full plan (4 projects), 23 photos",
            "runs",
            "pages",
            "median ms",
            "p90 ms",
            "max ms",
            "kB",
            "time / server",
            "time / cold",
            "bytes / server",
        ]
        .map(String::from)
        .to_vec(),
        vec![
            "server: job through the local queue".into(),
            c.server_jobs.to_string(),
            c.server_pages.to_string(),
            format!("{:.1}", c.server_median_ms),
            format!("{:.1}", c.server_p90_ms),
            format!("{:.1}", c.server_max_ms),
            format!("{:.1}", c.server_bytes as f64 / 1000.0),
            "1".into(),
            ratio(c.server_median_ms, cold),
            "1".into(),
        ],
        vec![
            "server: job with nothing reused".into(),
            c.cold.runs.to_string(),
            c.server_pages.to_string(),
            format!("{:.1}", c.cold.median_ms),
            format!("{:.1}", c.cold.p90_ms),
            format!("{:.1}", c.cold.max_ms),
            format!("{:.1}", c.server_bytes as f64 / 1000.0),
            ratio(cold, c.server_median_ms),
            "1".into(),
            "1".into(),
        ],
    ];
    match (&c.browser, &c.browser_skipped) {
        (Some(b), _) => {
            if !b.clicks.is_empty() {
                let t = b.click_timing();
                rows.push(vec![
                    "browser: click Download to file on disk (the product)".into(),
                    t.runs.to_string(),
                    c.server_pages.to_string(),
                    format!("{:.1}", t.median_ms),
                    format!("{:.1}", t.p90_ms),
                    format!("{:.1}", t.max_ms),
                    format!("{:.1}", b.click_bytes as f64 / 1000.0),
                    ratio(t.median_ms, c.server_median_ms),
                    ratio(t.median_ms, cold),
                    ratio(b.click_bytes as f64, c.server_bytes as f64),
                ]);
            }
            for v in &b.variants {
                let median = v.median_ms();
                let counted = &v.ms[usize::from(v.ms.len() > 1)..];
                let max = counted.iter().copied().fold(0.0f64, f64::max);
                rows.push(vec![
                    format!("browser: html2canvas 1.75 + jsPDF, {}", v.variant),
                    counted.len().to_string(),
                    b.pages.to_string(),
                    format!("{median:.1}"),
                    "-".into(),
                    format!("{max:.1}"),
                    format!("{:.1}", v.bytes as f64 / 1000.0),
                    ratio(median, c.server_median_ms),
                    ratio(median, cold),
                    ratio(v.bytes as f64, c.server_bytes as f64),
                ]);
            }
        }
        (None, Some(why)) => rows.push(vec![format!("browser: skipped ({why})")]),
        (None, None) => {}
    }
    table(&rows, 2)
}

/// `a / b` as a multiple, `-` when `b` is 0.
fn ratio(a: f64, b: f64) -> String {
    if b > 0.0 {
        format!("{:.1}x", a / b)
    } else {
        "-".into()
    }
}

/// The case for support: one row per file and image set.
pub fn case_table(rows: &[CaseBench]) -> String {
    let mut out = vec![
        [
            "case for support (full plan)",
            "images",
            "file",
            "pages",
            "kB",
            "first ms",
            "renders",
            "median ms",
            "p90 ms",
            "max ms",
            "cold median ms",
            "cold p90 ms",
            "rss before MiB",
            "peak rss MiB",
        ]
        .map(String::from)
        .to_vec(),
    ];
    for r in rows {
        out.push(vec![
            r.kind.into(),
            r.images.into(),
            r.extension.into(),
            if r.pages > 0 {
                r.pages.to_string()
            } else {
                "-".into()
            },
            format!("{:.1}", r.bytes as f64 / 1000.0),
            format!("{:.1}", r.first_ms),
            r.renders.to_string(),
            format!("{:.1}", r.median_ms),
            format!("{:.1}", r.p90_ms),
            format!("{:.1}", r.max_ms),
            format!("{:.1}", r.cold_median_ms),
            format!("{:.1}", r.cold_p90_ms),
            opt(r.rss_before_mib, 1),
            opt(r.peak_rss_mib, 1),
        ]);
    }
    table(&out, 2)
}

#[derive(Debug, Serialize)]
pub struct Argon2Report {
    /// The algorithm, version and parameters of the hashes, as in their PHC string.
    pub params: String,
    pub sequential: HashTiming,
    pub parallel: HashTiming,
}

#[derive(Debug, Serialize)]
pub struct HashTiming {
    pub hashes: usize,
    pub concurrency: usize,
    pub seconds: f64,
    /// Wall time divided by the number of hashes.
    pub ms_per_hash: f64,
    pub hashes_per_second: f64,
    /// Cores used during the phase (the hashing runs in this process, counted as clients).
    pub cpu: Option<CpuUsage>,
    /// CPU time of this process per hash: the cost of a hash whatever else runs on the machine.
    pub cpu_ms_per_hash: Option<f64>,
}

impl HashTiming {
    pub fn new(hashes: usize, concurrency: usize, wall: Duration, cpu: Option<CpuUsage>) -> Self {
        let seconds = wall.as_secs_f64();
        Self {
            hashes,
            concurrency,
            seconds,
            ms_per_hash: seconds * 1000.0 / hashes.max(1) as f64,
            hashes_per_second: if seconds > 0.0 {
                hashes as f64 / seconds
            } else {
                0.0
            },
            cpu,
            cpu_ms_per_hash: cpu.map(|c| {
                (c.server_cores + c.client_cores) * seconds * 1000.0 / hashes.max(1) as f64
            }),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct Scenario {
    pub name: &'static str,
    pub request: &'static str,
    pub clients: usize,
    #[serde(flatten)]
    pub summary: Summary,
    pub warmup_requests: usize,
    pub warmup_errors: usize,
    /// The first failure seen (measured or warm-up), to explain a non-zero error count.
    pub first_error: Option<String>,
    /// Cores used by the server, the clients and other processes during the measured phase.
    pub cpu: Option<CpuUsage>,
    /// CPU time of the server's threads per request: what a request costs the server, whatever
    /// else runs on the machine.
    pub server_cpu_ms_per_request: Option<f64>,
    /// A read's p99 divided by the bare handler's p99 measured just before it with as many
    /// clients: how much slower than doing nothing on the same server, in the same run.
    pub p99_to_baseline: Option<f64>,
    /// Store round trips (each `get`, `put`, `delete`, query page and transaction) per request
    /// of the measured phase.
    pub store_round_trips_per_request: Option<f64>,
}

impl Scenario {
    pub fn new(
        name: &'static str,
        request: &'static str,
        clients: usize,
        summary: Summary,
        cpu: Option<CpuUsage>,
    ) -> Self {
        let server_cpu_ms_per_request = cpu
            .filter(|_| summary.requests > 0)
            .map(|c| c.server_cores * summary.seconds * 1000.0 / summary.requests as f64);
        Self {
            name,
            request,
            clients,
            summary,
            warmup_requests: 0,
            warmup_errors: 0,
            first_error: None,
            cpu,
            server_cpu_ms_per_request,
            p99_to_baseline: None,
            store_round_trips_per_request: None,
        }
    }
}

/// A figure with `decimals`, blank when unknown (no `/proc`, or a phase too short).
fn opt(v: Option<f64>, decimals: usize) -> String {
    v.map(|v| format!("{v:.decimals$}")).unwrap_or_default()
}

impl Report {
    pub fn to_table(&self) -> String {
        let o = &self.options;
        let mut out = format!(
            "fundplan-bench ({} build): in-process local server on 127.0.0.1, embedded adapters, {} cores\n\
             {} clients (login, sign-ups), {:?} connections (reads beside the bare handler), {:.0} s per timed scenario after {:.0} s of warm-up (at most {} requests per client)\n\
             planning reads with {} connections, each organization's plan {} programs x 8 categories x {} items plus an overhead table of that size ({} expense items) and 16 revenue lines\n\n",
            self.build,
            self.cores,
            o.clients,
            o.connections,
            o.duration.as_secs_f64(),
            o.warmup.as_secs_f64(),
            o.max_requests,
            o.connections.iter().max().copied().unwrap_or(0),
            o.plan.programs,
            o.plan.items,
            o.plan.expense_items(),
        );
        if o.kickoff_only {
            // Only the argon2 phase, the plain burst and the kickoff ran: the lines about the
            // reads do not apply.
            out = format!(
                "fundplan-bench ({} build): argon2, the plain sign-up burst ({} clients) and the kickoff burst only, {} cores\n\n",
                self.build, o.clients, self.cores
            );
        }
        if !self.documents.is_empty() {
            out.push_str(&documents_table(&self.documents));
            out.push('\n');
        }
        if !self.case.is_empty() {
            out.push_str(&case_table(&self.case));
            out.push('\n');
        }
        if let Some(c) = &self.case_jobs {
            out.push_str(&case_jobs_table(c));
            out.push('\n');
        }
        if let Some(p) = &self.partition {
            out.push_str(&p.to_table());
            out.push('\n');
        }
        if let Some(v) = &self.versions {
            out.push_str(&v.to_table());
            out.push('\n');
        }
        if let Some(c) = &self.cold_start {
            out.push_str(&c.tables());
            out.push('\n');
        }
        if let Some(why) = &self.cold_start_skipped {
            out.push_str(&format!("Lambda cold start: skipped: {why}\n\n"));
        }
        let mut rows = vec![vec![
            format!("argon2 ({})", self.argon2.params),
            "hashes".into(),
            "concurrency".into(),
            "seconds".into(),
            "ms/hash".into(),
            "hashes/s".into(),
            "cpu ms/hash".into(),
            "cores bench".into(),
            "cores other".into(),
        ]];
        for (name, t) in [
            ("sequential", &self.argon2.sequential),
            ("parallel", &self.argon2.parallel),
        ] {
            let mut row = vec![
                name.into(),
                t.hashes.to_string(),
                t.concurrency.to_string(),
                format!("{:.2}", t.seconds),
                format!("{:.1}", t.ms_per_hash),
                format!("{:.1}", t.hashes_per_second),
            ];
            row.extend([
                opt(t.cpu_ms_per_hash, 1),
                opt(t.cpu.map(|c| c.server_cores + c.client_cores), 2),
                opt(t.cpu.map(|c| c.other_cores), 2),
            ]);
            rows.push(row);
        }
        out.push_str(&table(&rows, 1));
        out.push('\n');
        let mut rows = vec![
            [
                "scenario",
                "request",
                "clients",
                "requests",
                "errors",
                "req/s",
                "p50 ms",
                "p99 ms",
                "p99 / bare",
                "max ms",
            ]
            .map(String::from)
            .to_vec(),
        ];
        rows[0].extend(
            [
                "cores server",
                "cores clients",
                "cores other",
                "server cpu ms/req",
                "store rt/req",
            ]
            .map(String::from),
        );
        for s in &self.scenarios {
            let m = &s.summary;
            let mut row = vec![
                s.name.into(),
                s.request.into(),
                s.clients.to_string(),
                m.requests.to_string(),
                m.errors.to_string(),
                format!("{:.1}", m.throughput),
                format!("{:.2}", m.p50_ms),
                format!("{:.2}", m.p99_ms),
                opt(s.p99_to_baseline, 2),
                format!("{:.2}", m.max_ms),
            ];
            row.extend([
                opt(s.cpu.map(|c| c.server_cores), 2),
                opt(s.cpu.map(|c| c.client_cores), 2),
                opt(s.cpu.map(|c| c.other_cores), 2),
                opt(s.server_cpu_ms_per_request, 3),
                opt(s.store_round_trips_per_request, 2),
            ]);
            rows.push(row);
        }
        out.push_str(&table(&rows, 2));
        // The plain burst beside the kickoff on the same (embedded) adapters.
        let burst = self.scenarios.iter().find(|s| s.name == "sign-up burst");
        if let Some(k) = &self.kickoff {
            out.push('\n');
            out.push_str(&k.to_table(burst.map(|b| kickoff::BurstRow {
                clients: b.clients,
                request: b.request,
                summary: &b.summary,
            })));
        }
        if let Some(k) = &self.kickoff_aws {
            out.push('\n');
            out.push_str(&k.to_table(None));
        }
        for s in &self.scenarios {
            if s.warmup_errors > 0 {
                out.push_str(&format!(
                    "\n{}: {} of {} warm-up requests failed",
                    s.name, s.warmup_errors, s.warmup_requests
                ));
            }
            if let Some(e) = &s.first_error {
                out.push_str(&format!("\n{}: first error: {e}", s.name));
            }
        }
        out.push_str(&format!("\ntotal {:.1} s\n", self.total_seconds));
        out
    }

    pub fn to_json(&self) -> anyhow::Result<String> {
        Ok(serde_json::to_string_pretty(self)?)
    }
}

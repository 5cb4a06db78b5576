//! `fundplan-bench`: starts the local server in this process (127.0.0.1, an ephemeral port, the
//! embedded adapters in a temporary directory), seeds users through the API and measures login
//! and a burst of sign-ups with concurrent keep-alive clients; `GET /me` and
//! `GET /organizations` beside a bare handler on the same server (the baseline) at each number
//! of connections, each read's p99 as a ratio to the baseline's; the planning reads on a large
//! plan per organization beside the same baseline; store round trips per request; and the
//! argon2id cost per hash; and, before the server starts, the rendering of every document kind
//! (time per file and peak memory), the summaries' read of a whole plan partition and the saving
//! and comparing of versions of the plan beside `load_plan` (`versions.rs`); the Lambda cold
//! start of the sign-up and redemption functions' release binaries against a local stand-in for
//! the Runtime API on moto (`cold_start.rs`, when they are built); and, when asked
//! (`--kickoff`), the kickoff burst of issue 18 on a server of its own (`kickoff.rs`). Every
//! loop is bounded by a count and a time; only loopback traffic (and moto's, with
//! `--kickoff-aws` and the cold start).
//! See `docs/benchmarks.md`.

pub mod case;
pub mod case_browser;
pub mod cold_start;
pub mod columns;
pub mod cpu;
pub mod document_jobs;
pub mod documents;
pub mod kickoff;
pub mod kickoff_aws;
pub mod load;
pub mod options;
pub mod partition;
pub mod plan;
pub mod report;
pub mod server;
pub mod stats;
pub mod versions;

pub use options::{Command, Options, USAGE};
pub use report::{DocumentsReport, Report};

use anyhow::{Context, bail};
use fundplan_ports::CountingTable;
use load::{Req, argon2_hashes, argon2_params, burst, client, closed_loop, seed};
use report::{Argon2Report, HashTiming, Scenario};
use server::Server;
use std::time::Instant;

/// Runs the whole benchmark and returns its results. Call it outside any tokio runtime: the
/// server and the clients each get their own.
pub fn run(opts: &Options) -> anyhow::Result<Report> {
    opts.check()?;
    if tokio::runtime::Handle::try_current().is_ok() {
        bail!("fundplan_bench::run starts its own runtimes; call it outside a tokio runtime");
    }
    let started = Instant::now();
    let (mut documents, mut case, mut case_jobs, mut partition, mut versions) =
        (Vec::new(), Vec::new(), None, None, None);
    if !opts.kickoff_only {
        // The documents first, in a quiet process: their peak memory is not the server's.
        documents = documents::bench(opts.renders, |m| progress(opts, m))?;
        case = case::bench(opts.renders, opts.case_photos, |m| progress(opts, m))?;
        // The case statement both ways, on a server of its own that is stopped before the others.
        if opts.case_jobs {
            case_jobs = Some(case_browser::bench(
                opts.renders,
                opts.browser.then_some(opts.browser_runs),
                |m| progress(opts, m),
            )?);
        }
        progress(opts, "the summaries' read: whole partition and range query");
        partition = Some(partition::bench(opts.plan, opts.partition_runs)?);
        progress(
            opts,
            "versions of the plan: load_plan, save_version, compare two versions",
        );
        versions = Some(versions::bench(opts.plan, opts.versions_runs)?);
    }
    // The Lambda cold start, before the server starts: processes of its own and moto.
    let (mut cold_start, mut cold_start_skipped) = (None, None);
    if opts.cold_start && !opts.kickoff_only {
        match cold_start::missing(opts) {
            Some(why) => {
                progress(opts, &format!("cold start: skipped: {why}"));
                cold_start_skipped = Some(why);
            }
            None => cold_start = Some(cold_start::run(opts, |m| progress(opts, m))?),
        }
    }
    let server = Server::start().context("starting the local server")?;
    let clients = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("bench-client")
        .thread_keep_alive(std::time::Duration::from_secs(600))
        .build()
        .context("starting the client runtime")?;
    let report = clients.block_on(measure(opts, &server));
    drop(server);
    let mut report = match report {
        Ok(r) => r,
        Err(e) => {
            clients.shutdown_timeout(std::time::Duration::from_secs(5));
            return Err(e);
        }
    };
    // The kickoff on a server of its own (a fresh store and outbox), after the other is stopped.
    let kickoff = if opts.kickoff {
        kickoff_embedded(opts, &clients)
    } else {
        Ok(None)
    };
    let kickoff_aws = match (&kickoff, &opts.kickoff_aws) {
        (Ok(_), Some(moto)) => {
            kickoff_aws::run(opts, moto, &clients, |m| progress(opts, m)).map(Some)
        }
        _ => Ok(None),
    };
    clients.shutdown_timeout(std::time::Duration::from_secs(5));
    report.kickoff = kickoff?;
    report.kickoff_aws = kickoff_aws?;
    report.documents = documents;
    report.case = case;
    report.case_jobs = case_jobs;
    report.partition = partition;
    report.versions = versions;
    report.cold_start = cold_start;
    report.cold_start_skipped = cold_start_skipped;
    report.total_seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

/// The kickoff burst on the embedded adapters, on a server of its own.
fn kickoff_embedded(
    opts: &Options,
    clients: &tokio::runtime::Runtime,
) -> anyhow::Result<Option<kickoff::KickoffReport>> {
    progress(
        opts,
        "kickoff: starting a server of its own (embedded adapters)",
    );
    let server = Server::start().context("starting the kickoff's server")?;
    let target = kickoff::Target {
        base_url: server.base_url.clone(),
        operator_key: server::OPERATOR_KEY.to_owned(),
        mail: kickoff::MailSource::Outbox(server.outbox_dir()),
        adapters: "embedded",
        server_pid: None,
    };
    let shape = kickoff::Shape {
        orgs: opts.kickoff_orgs,
        seconds: opts.kickoff_duration.as_secs_f64(),
        peak: opts.kickoff_peak,
    };
    let report = clients.block_on(kickoff::bench(&target, shape, |m| progress(opts, m)));
    drop(server);
    report.map(Some)
}

/// Only the documents (`--documents`): no server, no argon2.
pub fn run_documents(opts: &Options) -> anyhow::Result<DocumentsReport> {
    opts.check()?;
    let started = Instant::now();
    let documents = documents::bench(opts.renders, |m| progress(opts, m))?;
    let case = case::bench(opts.renders, opts.case_photos, |m| progress(opts, m))?;
    Ok(DocumentsReport {
        build: build(),
        cores: cores(),
        renders: opts.renders,
        documents,
        case,
        total_seconds: started.elapsed().as_secs_f64(),
    })
}

fn build() -> &'static str {
    if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |c| c.get())
}

fn progress(opts: &Options, message: &str) {
    if opts.progress {
        eprintln!("fundplan-bench: {message}");
    }
}

async fn measure(opts: &Options, server: &Server) -> anyhow::Result<Report> {
    let base = server.base_url.as_str();
    let store = server.store.as_ref();
    let n = opts.clients;
    progress(
        opts,
        &format!(
            "argon2: {} hashes sequentially, then {} with {n} at a time",
            opts.hashes, opts.hashes
        ),
    );
    let params = argon2_params().await?;
    let before = cpu::snapshot();
    let sequential = argon2_hashes(opts.hashes, 1).await?;
    let middle = cpu::snapshot();
    let parallel = argon2_hashes(opts.hashes, n).await?;
    let after = cpu::snapshot();
    let argon2 = Argon2Report {
        params,
        sequential: HashTiming::new(opts.hashes, 1, sequential, cpu::usage(&before, &middle)),
        parallel: HashTiming::new(opts.hashes, n, parallel, cpu::usage(&middle, &after)),
    };

    let mut scenarios = Vec::new();
    // With --kickoff-only: no seeded users, reads, plans or document jobs; the burst's clients only.
    let clients = if opts.kickoff_only {
        (0..n)
            .map(|_| client())
            .collect::<anyhow::Result<Vec<_>>>()?
    } else {
        let most_connections = opts.connections.iter().copied().max().unwrap_or(n);
        let most = most_connections.max(n);
        progress(
            opts,
            &format!("seeding {most} users (sign-up, confirmation link, login) at {base}"),
        );
        let accounts = seed(base, most, n).await?;
        let clients = (0..most)
            .map(|_| client())
            .collect::<anyhow::Result<Vec<_>>>()?;

        let login: Vec<Req> = accounts[..n]
            .iter()
            .map(|a| Req::login(base, &a.email))
            .collect();
        scenarios.push(
            timed(
                opts,
                store,
                "login",
                "POST /api/v1/auth",
                &clients[..n],
                &login,
            )
            .await,
        );

        // The reads, each beside the baseline measured just before it with as many connections.
        for &c in &opts.connections {
            let get = |path: &str| -> Vec<Req> {
                accounts[..c]
                    .iter()
                    .map(|a| Req::get(base, path, &a.token))
                    .collect()
            };
            let baseline = timed(
                opts,
                store,
                "bare handler",
                "GET /bench/baseline",
                &clients[..c],
                &get(server::BASELINE_PATH),
            )
            .await;
            let p99 = baseline.summary.p99_ms;
            scenarios.push(baseline);
            for (name, path) in [
                ("me", "/api/v1/me"),
                ("organization", "/api/v1/organizations"),
            ] {
                let request = if name == "me" {
                    "GET /api/v1/me"
                } else {
                    "GET /api/v1/organizations"
                };
                let mut read = timed(opts, store, name, request, &clients[..c], &get(path)).await;
                read.p99_to_baseline = (p99 > 0.0).then(|| read.summary.p99_ms / p99);
                scenarios.push(read);
            }
            // The planning reads, with the most connections, beside the same baseline: seeded
            // only now, so the reads above measure organizations without a plan, as before.
            if c == most_connections {
                progress(
                    opts,
                    &format!(
                        "seeding {c} plans of {} programs x 8 categories x {} items (and an overhead table of that size)",
                        opts.plan.programs, opts.plan.items
                    ),
                );
                let plans = plan::seed_plans(base, &accounts[..c], opts.plan, n).await?;
                for (name, request) in plan::READS {
                    let reqs: Vec<Req> = plans
                        .iter()
                        .map(|p| Req::get(base, &plan::path(request, p), &p.token))
                        .collect();
                    let mut read = timed(opts, store, name, request, &clients[..c], &reqs).await;
                    read.p99_to_baseline = (p99 > 0.0).then(|| read.summary.p99_ms / p99);
                    scenarios.push(read);
                }
            }
        }

        progress(
            opts,
            &format!(
                "document jobs ({}): one per organization, then {} more each with unchanged inputs, {n} at a time",
                document_jobs::KIND,
                DOCUMENT_ROUNDS
            ),
        );
        scenarios.extend(
            document_jobs::scenarios(base, &clients[..n], &accounts[..n], DOCUMENT_ROUNDS).await,
        );
        clients
    };

    progress(
        opts,
        &format!("sign-up burst: {} sign-ups, {n} at a time", opts.signups),
    );
    let reqs = (0..opts.signups)
        .map(|i| Req::sign_up(base, &format!("burst-{i}@example.com")))
        .collect();
    let before = cpu::snapshot();
    let trips = store.round_trips();
    let mut sample = burst(&clients[..n], reqs, opts.burst_limit).await;
    let trips = store.round_trips().since(&trips);
    let after = cpu::snapshot();
    scenarios.push(Scenario {
        first_error: sample.first_error.take(),
        store_round_trips_per_request: per_request(trips.total(), sample.requests()),
        ..Scenario::new(
            "sign-up burst",
            "POST /api/v1/users",
            n,
            sample.summary(),
            cpu::usage(&before, &after),
        )
    });

    Ok(Report {
        build: build(),
        cores: cores(),
        options: opts.clone(),
        documents: Vec::new(),
        case: Vec::new(),
        case_jobs: None,
        partition: None,
        versions: None,
        cold_start: None,
        cold_start_skipped: None,
        argon2,
        scenarios,
        kickoff: None,
        kickoff_aws: None,
        total_seconds: 0.0,
    })
}

/// Jobs per client with unchanged inputs, after the first (see [`document_jobs`]).
pub const DOCUMENT_ROUNDS: usize = 10;

/// Round trips per request of a phase (none for a phase without requests).
fn per_request(trips: u64, requests: usize) -> Option<f64> {
    (requests > 0).then(|| trips as f64 / requests as f64)
}

/// One closed-loop scenario: a warm-up that is not recorded, then the measured phase.
async fn timed(
    opts: &Options,
    store: &CountingTable,
    name: &'static str,
    request: &'static str,
    clients: &[reqwest::Client],
    reqs: &[Req],
) -> Scenario {
    progress(
        opts,
        &format!(
            "{name} with {} clients: warm-up (at most {:.0} s or {} requests per client), then measured (at most {:.0} s or {} requests per client)",
            clients.len(),
            opts.warmup.as_secs_f64(),
            opts.warmup_requests,
            opts.duration.as_secs_f64(),
            opts.max_requests,
        ),
    );
    let warm = closed_loop(clients, reqs, opts.warmup, opts.warmup_requests).await;
    let before = cpu::snapshot();
    let trips = store.round_trips();
    let mut sample = closed_loop(clients, reqs, opts.duration, opts.max_requests).await;
    let trips = store.round_trips().since(&trips);
    let after = cpu::snapshot();
    Scenario {
        store_round_trips_per_request: per_request(trips.total(), sample.requests()),
        warmup_requests: warm.requests(),
        warmup_errors: warm.errors,
        first_error: sample.first_error.take().or(warm.first_error),
        ..Scenario::new(
            name,
            request,
            clients.len(),
            sample.summary(),
            cpu::usage(&before, &after),
        )
    }
}

//! `fundplan-bench`: starts the local server in this process (127.0.0.1, an ephemeral port, the
//! embedded adapters in a temporary directory), seeds users through the API and measures login,
//! `GET /me`, `GET /organizations` and a burst of sign-ups with concurrent keep-alive clients,
//! plus the argon2id cost per hash. Every loop is bounded by a count and a time; only loopback
//! traffic. See `docs/benchmarks.md`.

pub mod cpu;
pub mod load;
pub mod options;
pub mod report;
pub mod server;
pub mod stats;

pub use options::{Command, Options, USAGE};
pub use report::Report;

use anyhow::{Context, bail};
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
    let server = Server::start().context("starting the local server")?;
    let clients = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("bench-client")
        .thread_keep_alive(std::time::Duration::from_secs(600))
        .build()
        .context("starting the client runtime")?;
    let report = clients.block_on(measure(opts, &server.base_url));
    clients.shutdown_timeout(std::time::Duration::from_secs(5));
    drop(server);
    let mut report = report?;
    report.total_seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

fn progress(opts: &Options, message: &str) {
    if opts.progress {
        eprintln!("fundplan-bench: {message}");
    }
}

async fn measure(opts: &Options, base: &str) -> anyhow::Result<Report> {
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

    progress(
        opts,
        &format!("seeding {n} users (sign-up, confirmation link, login) at {base}"),
    );
    let accounts = seed(base, n, n).await?;
    let clients = (0..n)
        .map(|_| client())
        .collect::<anyhow::Result<Vec<_>>>()?;

    let timed: [(&'static str, &'static str, Vec<Req>); 3] = [
        (
            "login",
            "POST /api/v1/auth",
            accounts
                .iter()
                .map(|a| Req::login(base, &a.email))
                .collect(),
        ),
        (
            "me",
            "GET /api/v1/me",
            accounts
                .iter()
                .map(|a| Req::get(base, "/api/v1/me", &a.token))
                .collect(),
        ),
        (
            "organization",
            "GET /api/v1/organizations",
            accounts
                .iter()
                .map(|a| Req::get(base, "/api/v1/organizations", &a.token))
                .collect(),
        ),
    ];
    let mut scenarios = Vec::new();
    for (name, request, reqs) in timed {
        progress(
            opts,
            &format!(
                "{name}: warm-up (at most {:.0} s or {} requests per client), then measured (at most {:.0} s or {} requests per client)",
                opts.warmup.as_secs_f64(),
                opts.warmup_requests,
                opts.duration.as_secs_f64(),
                opts.max_requests,
            ),
        );
        let warm = closed_loop(&clients, &reqs, opts.warmup, opts.warmup_requests).await;
        let before = cpu::snapshot();
        let mut sample = closed_loop(&clients, &reqs, opts.duration, opts.max_requests).await;
        let after = cpu::snapshot();
        scenarios.push(Scenario {
            warmup_requests: warm.requests(),
            warmup_errors: warm.errors,
            first_error: sample.first_error.take().or(warm.first_error),
            ..Scenario::new(
                name,
                request,
                n,
                sample.summary(),
                cpu::usage(&before, &after),
            )
        });
    }

    progress(
        opts,
        &format!("sign-up burst: {} sign-ups, {n} at a time", opts.signups),
    );
    let reqs = (0..opts.signups)
        .map(|i| Req::sign_up(base, &format!("burst-{i}@example.com")))
        .collect();
    let before = cpu::snapshot();
    let mut sample = burst(&clients, reqs, opts.burst_limit).await;
    let after = cpu::snapshot();
    scenarios.push(Scenario {
        first_error: sample.first_error.take(),
        ..Scenario::new(
            "sign-up burst",
            "POST /api/v1/users",
            n,
            sample.summary(),
            cpu::usage(&before, &after),
        )
    });

    Ok(Report {
        build: if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
        cores: std::thread::available_parallelism().map_or(1, |c| c.get()),
        options: opts.clone(),
        argon2,
        scenarios,
        total_seconds: 0.0,
    })
}

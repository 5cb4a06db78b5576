//! Command-line options. Every loop of the benchmark is bounded by a count and a time, both
//! taken from here.

use anyhow::{Context, bail};
use serde::Serialize;
use std::time::Duration;

pub const USAGE: &str = "\
usage: cargo run --release -p fundplan-bench -- [options]

Starts the local server in this process on 127.0.0.1 (ephemeral port, embedded adapters, fresh
temporary data directory), seeds users through the API and measures, over loopback with N
concurrent keep-alive clients: login and a burst of sign-ups with --clients; the reads GET /me and
GET /organizations beside a bare handler on the same server (the baseline) with each of
--connections, each read's p99 as a ratio to the baseline's; the planning reads (the four goal
summaries, a program's expenses, the organization) on a large plan per organization with the
largest of --connections, beside the same baseline; store round trips per request; the
argon2id cost per hash; document jobs end to end through the in-process queue (POST
/documents until GET /documents/{id} says done) with --clients, each organization's first job
(rendered) and 10 more with unchanged inputs (reused); and first, before the server starts, the
rendering of every document kind (time per file and peak memory), the summaries' read of a
whole plan partition beside the range query before it, and the saving of a version of the plan
and the comparing of two versions beside load_plan.
Prints a table (or JSON) and exits.

options:
  --clients N         concurrent clients of login and the sign-up burst (default 16, at most 256)
  --connections A,B   concurrent clients of the reads and the baseline, one run each (default 16,64)
  --seconds S         measured seconds per timed scenario (default 10)
  --warmup S          warm-up seconds before each timed scenario, not recorded (default 2)
  --max-requests N    per client and scenario, an upper bound besides the time (default 1000000)
  --signups N         sign-ups in the burst (default 500)
  --hashes N          argon2 hashes timed sequentially and again in parallel (default 64)
  --plan-programs N   core programs in each organization's plan for the planning reads (default 10)
  --plan-items N      expense items per category in each program's and the overhead's table
                      (default 30: 10 programs x 8 categories x 30 = 2,400 items, plus the overhead)
  --renders N         timed renders of each document kind, after a first one (default 20)
  --partition-runs N  timed reads of the whole plan partition and of the range query before it,
                      in five turns (default 500)
  --versions-runs N   timed runs of each of load_plan, saving a version of the plan, comparing
                      two versions and comparing a version with the plan now, in turns
                      (default 100; --quick 5)
  --case-jobs         the case statement PDF both ways (on by default, off with --quick): jobs
                      through the local queue on a full plan with 23 photographs (--renders of
                      them), and the original's export in Chromium (html2canvas at scale 1.75 +
                      jsPDF, JPEG and PNG); needs web/dist, node and Chromium, else skipped
  --no-case-jobs      leave that out
  --no-browser        only the server's side of it
  --browser-runs N    runs of each browser variant, the first one not counted (default 4)
  --kickoff           the kickoff burst (issue 18 §7) after the rest, on a server of its own
                      (off by default: it takes --kickoff-seconds; on in --quick, tiny): a funder,
                      its cohorts and codes set up through the operator and funder APIs, then
                      --kickoff-orgs nonprofits arriving on a schedule (open loop: each starts at
                      its time, however slow the server is), a tenth of the way in a third of
                      them at --kickoff-peak a second, the rest evenly over the other seconds;
                      each signs up, waits for its confirmation e-mail, follows the link, logs in
                      and redeems its cohort's code; then the seats, the redemptions and the
                      Premium subscriptions are counted and compared
  --no-kickoff        leave it out (also in --quick)
  --kickoff-only      only the argon2 phase, the plain sign-up burst and the kickoff
  --kickoff-orgs N    organizations in the kickoff (default 3000; --quick 6)
  --kickoff-seconds S seconds of arrivals (default 600; --quick 3)
  --kickoff-peak R    arrivals per second during the peak (default 50)
  --kickoff-aws URL   the kickoff again, smaller, against a fundplan-local server on the AWS
                      adapters (DynamoDB, S3, SQS, SES) in the moto at URL; needs the release
                      binary of fundplan-local beside this one
  --kickoff-aws-orgs N     organizations of that run (default 100)
  --kickoff-aws-seconds S  its seconds of arrivals (default 60)
  --cold-start        measure only the Lambda cold start (issue 18 §7): the release binaries of
                      the sign-up function (fundplan-auth) and the redemption function
                      (fundplan-billing), each started --cold-start-runs times against a local
                      stand-in for the Lambda Runtime API on the AWS adapters in moto, timed
                      from the process's spawn to its first answer and to a warm second one,
                      beside a bare process start; and the size of every Lambda binary. Needs
                      cargo build --release -p fundplan-lambda, the same for fundplan-local, and
                      moto (python3 with moto[server]); about 30 s. Part of the whole benchmark
                      too (skipped, with the reason, when those are missing; off in --quick)
  --no-cold-start     leave it out of the whole benchmark
  --cold-start-runs N launches of each function (default 10; --quick 2)
  --cold-start-moto URL    use the moto at URL instead of starting one
  --documents         measure only the documents (no server, no argon2): a few seconds
  --partition         measure only the summaries' read (no server): a few seconds
  --versions          measure only the versions of the plan (no server): a few seconds
  --quick             tiny numbers for a smoke run (2 clients, 2 and 4 connections, at most 5
                      requests each, 6 sign-ups, plans of 2 programs x 8 categories x 2 items,
                      2 renders of each document, a kickoff of 6 organizations over 3 s)
  --json              print the results as JSON instead of the table
  -h, --help          this text
";

/// What to measure and how much; see [`USAGE`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Options {
    pub clients: usize,
    /// The reads and their baseline run once with each of these numbers of clients.
    pub connections: Vec<usize>,
    #[serde(serialize_with = "seconds")]
    pub duration: Duration,
    #[serde(serialize_with = "seconds")]
    pub warmup: Duration,
    /// Upper bound of requests per client in one measured phase.
    pub max_requests: usize,
    /// Upper bound of requests per client in one warm-up phase.
    pub warmup_requests: usize,
    pub signups: usize,
    /// A safety bound on the sign-up burst's duration; unsent sign-ups count as errors.
    #[serde(serialize_with = "seconds")]
    pub burst_limit: Duration,
    pub hashes: usize,
    /// Each organization's plan for the planning reads.
    pub plan: crate::plan::PlanShape,
    /// Timed renders of each document kind (after an untimed first one).
    pub renders: usize,
    /// Timed reads of each kind in the summaries' read (`partition.rs`), in five turns.
    pub partition_runs: usize,
    /// Only the documents: no server, no argon2.
    pub documents_only: bool,
    /// Only the summaries' read (`partition.rs`).
    pub partition_only: bool,
    /// Timed runs of each measure of the versions of the plan (`versions.rs`), in turns.
    pub versions_runs: usize,
    /// Only the versions of the plan (`versions.rs`).
    pub versions_only: bool,
    /// The Lambda cold start (`cold_start.rs`) in the whole benchmark, when its binaries and
    /// moto are there (off in quick mode).
    pub cold_start: bool,
    /// Only the Lambda cold start.
    pub cold_start_only: bool,
    /// Launches of each function in the cold start.
    pub cold_start_runs: usize,
    /// A running moto for the cold start, instead of one it starts.
    pub cold_start_moto: Option<String>,
    /// The case for support also with 23 uploaded photographs (off in quick mode: building the
    /// photos alone takes seconds in a debug build).
    pub case_photos: bool,
    /// The case statement PDF made both ways on one full plan: jobs through the local queue,
    /// and the original's export in Chromium (off in quick mode: 23 uploads and the renders).
    pub case_jobs: bool,
    /// The Chromium side of `case_jobs` (html2canvas + jsPDF).
    pub browser: bool,
    /// Runs of each variant of the browser's export (the first is not counted in the median).
    pub browser_runs: usize,
    /// The kickoff burst (`kickoff.rs`): nonprofits arriving on a schedule (open loop), each
    /// signing up, confirming, logging in and redeeming a cohort's licence code. Off by default
    /// (ten minutes); on in quick mode, tiny.
    pub kickoff: bool,
    /// Only the argon2 phase, the plain sign-up burst and the kickoff: no documents, reads,
    /// plans or document jobs.
    pub kickoff_only: bool,
    /// Organizations in the kickoff.
    pub kickoff_orgs: usize,
    /// How long the arrivals take.
    #[serde(serialize_with = "seconds")]
    pub kickoff_duration: Duration,
    /// Arrivals per second during the peak (a third of the organizations).
    pub kickoff_peak: f64,
    /// The kickoff also against a server on the AWS adapters in moto (this URL), smaller.
    pub kickoff_aws: Option<String>,
    /// Organizations of that run.
    pub kickoff_aws_orgs: usize,
    /// Its arrivals' duration.
    #[serde(serialize_with = "seconds")]
    pub kickoff_aws_duration: Duration,
    #[serde(skip)]
    pub json: bool,
    /// Progress lines on stderr.
    #[serde(skip)]
    pub progress: bool,
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

pub const MAX_CLIENTS: usize = 256;

impl Default for Options {
    fn default() -> Self {
        Self {
            clients: 16,
            connections: vec![16, 64],
            duration: Duration::from_secs(10),
            warmup: Duration::from_secs(2),
            max_requests: 1_000_000,
            warmup_requests: 100_000,
            signups: 500,
            burst_limit: Duration::from_secs(120),
            hashes: 64,
            plan: crate::plan::PlanShape {
                programs: 10,
                items: 30,
            },
            renders: 20,
            partition_runs: 500,
            documents_only: false,
            partition_only: false,
            versions_runs: 100,
            versions_only: false,
            cold_start: true,
            cold_start_only: false,
            cold_start_runs: 10,
            cold_start_moto: None,
            case_photos: true,
            case_jobs: true,
            browser: true,
            browser_runs: 4,
            kickoff: false,
            kickoff_only: false,
            kickoff_orgs: 3000,
            kickoff_duration: Duration::from_secs(600),
            kickoff_peak: 50.0,
            kickoff_aws: None,
            kickoff_aws_orgs: 100,
            kickoff_aws_duration: Duration::from_secs(60),
            json: false,
            progress: true,
        }
    }
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Boxed: the options are far larger than `Help`.
    Run(Box<Options>),
    Help,
}

impl Options {
    /// A smoke run: a handful of requests, bounded by count long before the time bounds.
    pub fn quick() -> Self {
        Self {
            clients: 2,
            connections: vec![2, 4],
            duration: Duration::from_secs(5),
            warmup: Duration::from_secs(1),
            max_requests: 5,
            warmup_requests: 2,
            signups: 6,
            burst_limit: Duration::from_secs(60),
            hashes: 2,
            plan: crate::plan::PlanShape {
                programs: 2,
                items: 2,
            },
            renders: 2,
            partition_runs: 10,
            versions_runs: 5,
            cold_start: false,
            cold_start_runs: 2,
            case_photos: false,
            case_jobs: false,
            browser_runs: 2,
            kickoff: true,
            kickoff_orgs: 6,
            kickoff_duration: Duration::from_secs(3),
            kickoff_aws_orgs: 6,
            kickoff_aws_duration: Duration::from_secs(3),
            ..Self::default()
        }
    }

    /// Parses the arguments after the program name. `--quick` sets the starting values; the
    /// other options override them wherever they appear.
    pub fn parse<I: IntoIterator<Item = String>>(args: I) -> anyhow::Result<Command> {
        let args: Vec<String> = args.into_iter().collect();
        let mut opts = if args.iter().any(|a| a == "--quick") {
            Self::quick()
        } else {
            Self::default()
        };
        let mut it = args.into_iter();
        while let Some(arg) = it.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
                _ => (arg.clone(), None),
            };
            let mut value = || -> anyhow::Result<String> {
                match inline.clone() {
                    Some(v) => Ok(v),
                    None => it.next().with_context(|| format!("{name} needs a value")),
                }
            };
            match name.as_str() {
                "-h" | "--help" => return Ok(Command::Help),
                "--quick" => {}
                "--json" => opts.json = true,
                "--clients" => opts.clients = count(&name, &value()?)?,
                "--connections" => {
                    opts.connections = value()?
                        .split(',')
                        .map(|c| count(&name, c.trim()))
                        .collect::<anyhow::Result<_>>()?
                }
                "--seconds" => opts.duration = secs(&name, &value()?)?,
                "--warmup" => opts.warmup = secs(&name, &value()?)?,
                "--max-requests" => opts.max_requests = count(&name, &value()?)?,
                "--signups" => opts.signups = count(&name, &value()?)?,
                "--hashes" => opts.hashes = count(&name, &value()?)?,
                "--plan-programs" => opts.plan.programs = count(&name, &value()?)?,
                "--plan-items" => opts.plan.items = count(&name, &value()?)?,
                "--renders" => opts.renders = count(&name, &value()?)?,
                "--partition-runs" => opts.partition_runs = count(&name, &value()?)?,
                "--documents" => opts.documents_only = true,
                "--partition" => opts.partition_only = true,
                "--versions-runs" => opts.versions_runs = count(&name, &value()?)?,
                "--versions" => opts.versions_only = true,
                "--cold-start" => opts.cold_start_only = true,
                "--no-cold-start" => opts.cold_start = false,
                "--cold-start-runs" => opts.cold_start_runs = count(&name, &value()?)?,
                "--cold-start-moto" => opts.cold_start_moto = Some(value()?),
                "--case-jobs" => opts.case_jobs = true,
                "--no-case-jobs" => opts.case_jobs = false,
                "--no-browser" => opts.browser = false,
                "--browser-runs" => opts.browser_runs = count(&name, &value()?)?,
                "--kickoff" => opts.kickoff = true,
                "--no-kickoff" => opts.kickoff = false,
                "--kickoff-only" => opts.kickoff_only = true,
                "--kickoff-orgs" => opts.kickoff_orgs = count(&name, &value()?)?,
                "--kickoff-seconds" => opts.kickoff_duration = secs(&name, &value()?)?,
                "--kickoff-peak" => opts.kickoff_peak = rate(&name, &value()?)?,
                "--kickoff-aws" => opts.kickoff_aws = Some(value()?),
                "--kickoff-aws-orgs" => opts.kickoff_aws_orgs = count(&name, &value()?)?,
                "--kickoff-aws-seconds" => opts.kickoff_aws_duration = secs(&name, &value()?)?,
                other => bail!("unknown option {other:?}\n\n{USAGE}"),
            }
        }
        if opts.kickoff_only {
            opts.kickoff = true;
        }
        opts.check()?;
        Ok(Command::Run(Box::new(opts)))
    }

    /// Refuses values that would not end in reasonable time or memory (each concurrent login
    /// holds 19 MiB of argon2 memory on the server).
    pub fn check(&self) -> anyhow::Result<()> {
        if !(1..=MAX_CLIENTS).contains(&self.clients) {
            bail!("--clients must be between 1 and {MAX_CLIENTS}");
        }
        if self.connections.is_empty()
            || self
                .connections
                .iter()
                .any(|c| !(1..=MAX_CLIENTS).contains(c))
        {
            bail!("--connections must list numbers between 1 and {MAX_CLIENTS}");
        }
        if self.duration.is_zero() || self.duration > Duration::from_secs(600) {
            bail!("--seconds must be more than 0 and at most 600");
        }
        if self.warmup > Duration::from_secs(60) {
            bail!("--warmup must be at most 60");
        }
        if self.max_requests == 0 {
            bail!("--max-requests must be at least 1");
        }
        if self.signups > 100_000 {
            bail!("--signups must be at most 100000");
        }
        if !(1..=10_000).contains(&self.hashes) {
            bail!("--hashes must be between 1 and 10000");
        }
        // A program's table holds at most 300 items (8 categories x 37); the plan has at most 10.
        if !(1..=10).contains(&self.plan.programs) {
            bail!("--plan-programs must be between 1 and 10");
        }
        if !(1..=37).contains(&self.plan.items) {
            bail!("--plan-items must be between 1 and 37 (a table holds at most 300 items)");
        }
        if !(5..=100_000).contains(&self.partition_runs) {
            bail!("--partition-runs must be between 5 and 100000");
        }
        if !(1..=10_000).contains(&self.versions_runs) {
            bail!("--versions-runs must be between 1 and 10000");
        }
        if !(1..=1000).contains(&self.renders) {
            bail!("--renders must be between 1 and 1000");
        }
        if !(1..=100).contains(&self.cold_start_runs) {
            bail!("--cold-start-runs must be between 1 and 100");
        }
        if !(1..=50).contains(&self.browser_runs) {
            bail!("--browser-runs must be between 1 and 50");
        }
        crate::kickoff::Shape {
            orgs: self.kickoff_orgs,
            seconds: self.kickoff_duration.as_secs_f64(),
            peak: self.kickoff_peak,
        }
        .check("--kickoff")?;
        if self.kickoff_aws.is_some() {
            crate::kickoff::Shape {
                orgs: self.kickoff_aws_orgs,
                seconds: self.kickoff_aws_duration.as_secs_f64(),
                peak: self.kickoff_peak,
            }
            .check("--kickoff-aws")?;
        }
        Ok(())
    }
}

fn count(name: &str, v: &str) -> anyhow::Result<usize> {
    v.parse()
        .with_context(|| format!("{name} {v:?} is not a whole number"))
}

fn rate(name: &str, v: &str) -> anyhow::Result<f64> {
    let r: f64 = v
        .parse()
        .with_context(|| format!("{name} {v:?} is not a number per second"))?;
    if !r.is_finite() || r <= 0.0 {
        bail!("{name} {v:?} is not a number per second");
    }
    Ok(r)
}

fn secs(name: &str, v: &str) -> anyhow::Result<Duration> {
    let s: f64 = v
        .parse()
        .with_context(|| format!("{name} {v:?} is not a number of seconds"))?;
    if !s.is_finite() || s < 0.0 {
        bail!("{name} {v:?} is not a number of seconds");
    }
    Ok(Duration::from_secs_f64(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> anyhow::Result<Command> {
        Options::parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn no_arguments_mean_the_documented_defaults() {
        let Command::Run(o) = parse(&[]).unwrap() else {
            panic!("not a run")
        };
        assert_eq!(
            (o.clients, o.duration, o.signups, o.hashes, o.json),
            (16, Duration::from_secs(10), 500, 64, false)
        );
        assert_eq!(o.connections, [16, 64]);
        assert_eq!((o.plan.programs, o.plan.items), (10, 30));
        assert_eq!(o.plan.expense_items(), 2_640);
        assert_eq!((o.renders, o.documents_only), (20, false));
    }

    #[test]
    fn the_case_jobs_run_by_default_and_quick_mode_leaves_them_out_unless_asked() {
        let Command::Run(o) = parse(&[]).unwrap() else {
            panic!()
        };
        assert!(o.case_jobs && o.browser);
        assert_eq!(o.browser_runs, 4);
        let Command::Run(o) = parse(&["--quick"]).unwrap() else {
            panic!()
        };
        assert!(!o.case_jobs);
        let Command::Run(o) = parse(&[
            "--quick",
            "--case-jobs",
            "--no-browser",
            "--browser-runs",
            "3",
        ])
        .unwrap() else {
            panic!()
        };
        assert!(o.case_jobs && !o.browser);
        assert_eq!(o.browser_runs, 3);
        assert!(parse(&["--browser-runs", "0"]).is_err());
    }

    #[test]
    fn documents_alone_and_their_number_of_renders_can_be_asked_for() {
        let Command::Run(o) = parse(&["--documents", "--renders", "5"]).unwrap() else {
            panic!("not a run")
        };
        assert_eq!((o.renders, o.documents_only), (5, true));
        assert!(parse(&["--renders", "0"]).is_err());
        assert!(parse(&["--renders", "1001"]).is_err());
    }

    #[test]
    fn the_cold_start_is_in_the_whole_run_but_not_the_quick_one_and_runs_alone_when_asked() {
        let Command::Run(o) = parse(&[]).unwrap() else {
            panic!()
        };
        assert!(o.cold_start && !o.cold_start_only);
        assert_eq!((o.cold_start_runs, o.cold_start_moto), (10, None));
        let Command::Run(o) = parse(&["--no-cold-start"]).unwrap() else {
            panic!()
        };
        assert!(!o.cold_start);
        let Command::Run(o) = parse(&["--quick"]).unwrap() else {
            panic!()
        };
        assert!(!o.cold_start);
        let Command::Run(o) = parse(&["--cold-start", "--quick"]).unwrap() else {
            panic!()
        };
        assert!(o.cold_start_only);
        assert_eq!(o.cold_start_runs, 2);
        let Command::Run(o) = parse(&[
            "--cold-start",
            "--cold-start-runs=20",
            "--cold-start-moto",
            "http://127.0.0.1:5000",
        ])
        .unwrap() else {
            panic!()
        };
        assert_eq!(o.cold_start_runs, 20);
        assert_eq!(o.cold_start_moto.as_deref(), Some("http://127.0.0.1:5000"));
        assert!(parse(&["--cold-start-runs", "0"]).is_err());
        assert!(parse(&["--cold-start-runs", "101"]).is_err());
    }

    #[test]
    fn the_versions_run_in_the_whole_benchmark_and_alone_when_asked() {
        let Command::Run(o) = parse(&[]).unwrap() else {
            panic!()
        };
        assert_eq!((o.versions_runs, o.versions_only), (100, false));
        let Command::Run(o) = parse(&["--quick"]).unwrap() else {
            panic!()
        };
        assert_eq!(o.versions_runs, 5);
        let Command::Run(o) = parse(&["--versions", "--versions-runs=300"]).unwrap() else {
            panic!()
        };
        assert_eq!((o.versions_runs, o.versions_only), (300, true));
        assert_eq!((o.plan.programs, o.plan.items), (10, 30));
        assert!(parse(&["--versions-runs", "0"]).is_err());
        assert!(parse(&["--versions-runs", "10001"]).is_err());
        assert!(parse(&["--versions-runs"]).is_err());
    }

    #[test]
    fn connections_are_a_comma_separated_list() {
        let Command::Run(o) = parse(&["--connections", "8, 32,128"]).unwrap() else {
            panic!("not a run")
        };
        assert_eq!(o.connections, [8, 32, 128]);
        assert!(parse(&["--connections", "16,0"]).is_err());
        assert!(parse(&["--connections", "16,x"]).is_err());
        assert!(parse(&["--connections", "300"]).is_err());
    }

    #[test]
    fn explicit_options_override_quick_mode_in_any_order() {
        let Command::Run(o) =
            parse(&["--clients=3", "--quick", "--signups", "9", "--json"]).unwrap()
        else {
            panic!("not a run")
        };
        assert_eq!(
            (o.clients, o.signups, o.max_requests, o.json),
            (3, 9, 5, true)
        );
    }

    #[test]
    fn unknown_options_and_out_of_range_values_are_refused() {
        assert!(parse(&["--client", "3"]).is_err());
        assert!(parse(&["--clients", "0"]).is_err());
        assert!(parse(&["--clients", "1000"]).is_err());
        assert!(parse(&["--seconds", "-1"]).is_err());
        assert!(parse(&["--seconds"]).is_err());
        assert!(parse(&["--plan-programs", "11"]).is_err());
        assert!(parse(&["--plan-items", "38"]).is_err());
        assert_eq!(parse(&["--help"]).unwrap(), Command::Help);
    }

    #[test]
    fn the_kickoff_is_off_by_default_tiny_in_quick_mode_and_alone_when_asked() {
        let Command::Run(o) = parse(&[]).unwrap() else {
            panic!()
        };
        assert!(!o.kickoff && !o.kickoff_only);
        assert_eq!(
            (o.kickoff_orgs, o.kickoff_duration, o.kickoff_peak),
            (3000, Duration::from_secs(600), 50.0)
        );
        let Command::Run(o) = parse(&["--quick"]).unwrap() else {
            panic!()
        };
        assert!(o.kickoff);
        assert_eq!(
            (o.kickoff_orgs, o.kickoff_duration),
            (6, Duration::from_secs(3))
        );
        let Command::Run(o) = parse(&["--quick", "--no-kickoff"]).unwrap() else {
            panic!()
        };
        assert!(!o.kickoff);
        let Command::Run(o) = parse(&[
            "--kickoff-only",
            "--kickoff-orgs",
            "300",
            "--kickoff-seconds=60",
            "--kickoff-peak",
            "10",
        ])
        .unwrap() else {
            panic!()
        };
        assert!(o.kickoff && o.kickoff_only);
        assert_eq!(
            (o.kickoff_orgs, o.kickoff_duration, o.kickoff_peak),
            (300, Duration::from_secs(60), 10.0)
        );
        // A third of them at 1 a second would take longer than the arrivals.
        assert!(
            parse(&[
                "--kickoff",
                "--kickoff-seconds",
                "60",
                "--kickoff-peak",
                "1"
            ])
            .is_err()
        );
        assert!(parse(&["--kickoff-peak", "0"]).is_err());
        assert!(parse(&["--kickoff-orgs", "0"]).is_err());
        assert!(parse(&["--kickoff-orgs", "20000"]).is_err());
    }
}

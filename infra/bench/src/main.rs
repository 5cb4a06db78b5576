//! `cargo run --release -p fundplan-bench -- [options]` (also `make bench`); `--help` lists the
//! options. See `docs/benchmarks.md`.

use fundplan_bench::{Command, Options, USAGE, run, run_documents};
use std::process::ExitCode;

fn main() -> ExitCode {
    let opts = match Options::parse(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Ok(Command::Run(opts)) => *opts,
        Err(e) => {
            eprintln!("fundplan-bench: {e:#}");
            return ExitCode::from(2);
        }
    };
    if cfg!(debug_assertions) {
        eprintln!("fundplan-bench: this is a debug build; measure with --release");
    }
    if opts.partition_only {
        return print(
            fundplan_bench::partition::bench(opts.plan, opts.partition_runs).and_then(|report| {
                if opts.json {
                    Ok(serde_json::to_string_pretty(&report)?)
                } else {
                    Ok(report.to_table())
                }
            }),
        );
    }
    if opts.versions_only {
        return print(
            fundplan_bench::versions::bench(opts.plan, opts.versions_runs).and_then(|report| {
                if opts.json {
                    Ok(serde_json::to_string_pretty(&report)?)
                } else {
                    Ok(report.to_table())
                }
            }),
        );
    }
    if opts.cold_start_only {
        return print(
            fundplan_bench::cold_start::run(&opts, |m| {
                if opts.progress {
                    eprintln!("fundplan-bench: {m}");
                }
            })
            .and_then(|report| {
                if opts.json {
                    report.to_json()
                } else {
                    Ok(report.to_table())
                }
            }),
        );
    }
    if opts.documents_only {
        return print(run_documents(&opts).and_then(|report| {
            if opts.json {
                report.to_json()
            } else {
                Ok(report.to_table())
            }
        }));
    }
    let output = run(&opts).and_then(|report| {
        let failed = report
            .scenarios
            .iter()
            .any(|s| s.summary.errors > 0 || s.warmup_errors > 0)
            || report
                .kickoff
                .iter()
                .chain(report.kickoff_aws.iter())
                .any(|k| k.failed());
        let text = if opts.json {
            report.to_json()?
        } else {
            report.to_table()
        };
        Ok((text, failed))
    });
    match output {
        Ok((text, failed)) => {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            if failed {
                eprintln!(
                    "fundplan-bench: some requests failed (see first error), or the kickoff's seats did not add up"
                );
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("fundplan-bench: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Prints a part's report, or its error.
fn print(output: anyhow::Result<String>) -> ExitCode {
    match output {
        Ok(text) => {
            println!("{}", text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("fundplan-bench: {e:#}");
            ExitCode::FAILURE
        }
    }
}

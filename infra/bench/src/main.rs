//! `cargo run --release -p fundplan-bench -- [options]` (also `make bench`); `--help` lists the
//! options. See `docs/benchmarks.md`.

use fundplan_bench::{Command, USAGE, run};

fn main() -> anyhow::Result<()> {
    let opts = match fundplan_bench::Options::parse(std::env::args().skip(1))? {
        Command::Help => {
            print!("{USAGE}");
            return Ok(());
        }
        Command::Run(opts) => opts,
    };
    if cfg!(debug_assertions) {
        eprintln!("fundplan-bench: this is a debug build; measure with --release");
    }
    let report = run(&opts)?;
    if opts.json {
        println!("{}", report.to_json()?);
    } else {
        print!("{}", report.to_table());
    }
    Ok(())
}

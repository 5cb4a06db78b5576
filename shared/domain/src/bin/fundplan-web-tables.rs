//! Writes the SPA's generated tables (`fundplan_domain::web_tables`) into a folder:
//! `fundplan-web-tables [DIR]`, by default `web/src/generated` (run from the repository root;
//! `make web-tables`). `make test` writes them elsewhere and compares.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = match args.as_slice() {
        [] => PathBuf::from(fundplan_domain::web_tables::DIR),
        [d] if !d.starts_with('-') => PathBuf::from(d),
        _ => {
            eprintln!(
                "usage: fundplan-web-tables [DIR]   (default {})",
                fundplan_domain::web_tables::DIR
            );
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for (name, text) in fundplan_domain::web_tables::files() {
        let path = dir.join(name);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

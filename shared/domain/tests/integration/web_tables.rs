//! The generated TypeScript in web/src/generated is what the Rust side emits now
//! (regenerate with `make web-tables`).

use std::path::Path;

#[test]
fn the_committed_web_tables_are_up_to_date() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(fundplan_domain::web_tables::DIR);
    for (name, expected) in fundplan_domain::web_tables::files() {
        let path = dir.join(name);
        let committed =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            committed == expected,
            "{} is stale: run `make web-tables` and commit the result",
            path.display()
        );
    }
}

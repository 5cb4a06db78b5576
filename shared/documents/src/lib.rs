//! fundplan's documents: every generated file is rendered here from a plain model
//! ([`model::Document`]), with no I/O, so the worker (`functions/docgen`), the tests and the
//! benchmarks render exactly the same bytes from the same data.

pub mod model;
mod render_contract;
pub use render_contract::*;

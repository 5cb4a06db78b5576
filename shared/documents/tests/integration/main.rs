//! Every integration test of fundplan-documents in one test binary: each file is a module, so the
//! renderer and its dependencies (typst among them) are linked once, not once a file (nextest
//! still runs each test in its own process).

mod case;
mod case_chart_vectors;
mod common;
mod office;
mod pdf;
mod scripts;

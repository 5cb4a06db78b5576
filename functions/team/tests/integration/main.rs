//! Every integration test of this crate in one test binary: each file is a module. One binary
//! links the crate and its dependencies once, where one binary per file linked them once a file
//! (nextest still runs each test in its own process).

mod due;
mod lambda;
mod manage;
mod team;

//! Every integration test of this crate in one test binary: each file is a module. One binary
//! links the crate and its dependencies once, where one binary per file linked them once a file
//! (nextest still runs each test in its own process).

mod local;
#[path = "../../../../shared/cloud/tests/integration/support/mod.rs"]
mod support;

mod budget;
mod casedoc;
mod closing;
mod consent;
mod conversations;
mod cycles;
mod dashboard;
mod documents;
mod funders;
mod invoices;
mod journey;
mod openapi;
mod operator_cli;
mod roles;
mod roles_funders;
mod upgrade;
mod versions;
mod web;

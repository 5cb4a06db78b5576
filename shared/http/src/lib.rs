//! HTTP plumbing shared by every function: one error type rendered with the spec's messages,
//! extractors that turn bad input into clear 4xx answers, the verified session, configuration,
//! adapter wiring and the Lambda entry point.

pub mod config;
pub mod emails;
pub mod error;
pub mod extract;
pub mod funders;
pub mod images;
pub mod jwt;
pub mod openapi;
pub mod paid;
pub mod passwords;
pub mod runtime;
pub mod security;
pub mod session;
pub mod state;
pub mod tokens;

pub use error::{ApiError, ApiResult};
pub use extract::{ApiJson, ClientAddress, PathId, UploadForm};
pub use session::{CurrentUser, Owner};
pub use state::AppState;

/// Base path of every API route.
pub const API_BASE: &str = "/api/v1";

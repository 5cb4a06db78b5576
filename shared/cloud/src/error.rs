//! Rendering of AWS SDK errors: the whole cause chain, once.

use std::error::Error;

/// `error` with its sources, as `DisplayErrorContext` renders it (service error code, message,
/// and the connector's cause when the service could not be reached).
pub(crate) fn chain<E: Error>(error: &E) -> String {
    aws_sdk_dynamodb::error::DisplayErrorContext(error).to_string()
}

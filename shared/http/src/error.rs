//! One error type at the HTTP edge. It renders `{ "error": message }` (plus `errors` for field
//! validation and `code` where the client reacts to it). 5xx answers say nothing internal; the
//! cause is logged once with its chain.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_ports::{BlobsError, JobsError, MailerError, PaymentsError, StoreError};
use serde_json::json;

#[derive(Debug)]
pub struct ApiError(pub DomainError);

pub type ApiResult<T> = Result<T, ApiError>;

impl From<DomainError> for ApiError {
    fn from(e: DomainError) -> Self {
        ApiError(e)
    }
}

impl ApiError {
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        ApiError(DomainError::Internal(cause.to_string()))
    }
    pub fn unauthorized() -> Self {
        ApiError(DomainError::Unauthorized(m::AUTH_REQUIRED.into()))
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError(DomainError::Validation {
            message: message.into(),
            fields: Default::default(),
        })
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::ConditionFailed | StoreError::TransactionCancelled { .. } => {
                ApiError(DomainError::Conflict(m::STALE_WRITE.into()))
            }
            other => ApiError(DomainError::Internal(format!("store: {other}"))),
        }
    }
}

impl From<BlobsError> for ApiError {
    fn from(e: BlobsError) -> Self {
        ApiError(DomainError::Internal(format!("blobs: {e}")))
    }
}

impl From<MailerError> for ApiError {
    fn from(e: MailerError) -> Self {
        ApiError(DomainError::Internal(format!("mailer: {e}")))
    }
}

impl From<JobsError> for ApiError {
    fn from(e: JobsError) -> Self {
        ApiError(DomainError::Internal(format!("jobs: {e}")))
    }
}

impl From<PaymentsError> for ApiError {
    fn from(e: PaymentsError) -> Self {
        match e {
            PaymentsError::NoPrice { .. } => ApiError(DomainError::field("plan", m::INVALID_PLAN)),
            PaymentsError::BadSignature | PaymentsError::StaleSignature => {
                ApiError::bad_request(e.to_string())
            }
            PaymentsError::Provider(cause) => {
                tracing::error!(%cause, "payment provider failed");
                ApiError(DomainError::Unavailable(
                    "Payment service error. Please try again or contact support.".into(),
                ))
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, body) = match self.0 {
            DomainError::Validation { message, fields } => {
                if fields.is_empty() {
                    (StatusCode::BAD_REQUEST, json!({ "error": message }))
                } else {
                    (
                        StatusCode::UNPROCESSABLE_ENTITY,
                        json!({ "error": message, "errors": fields }),
                    )
                }
            }
            DomainError::Unauthorized(msg) => (StatusCode::UNAUTHORIZED, json!({ "error": msg })),
            DomainError::Forbidden(msg) => (StatusCode::FORBIDDEN, json!({ "error": msg })),
            DomainError::Precondition { message, code } => (
                StatusCode::FORBIDDEN,
                json!({ "error": message, "code": code }),
            ),
            DomainError::PaymentRequired { message, code } => (
                StatusCode::PAYMENT_REQUIRED,
                json!({ "error": message, "code": code }),
            ),
            DomainError::NotFound(msg) => (StatusCode::NOT_FOUND, json!({ "error": msg })),
            DomainError::Conflict(msg) => (StatusCode::CONFLICT, json!({ "error": msg })),
            DomainError::TooManyRequests {
                message,
                retry_after,
            } => {
                let mut response = (
                    StatusCode::TOO_MANY_REQUESTS,
                    Json(json!({ "error": message })),
                )
                    .into_response();
                response
                    .headers_mut()
                    .insert(axum::http::header::RETRY_AFTER, retry_after.max(1).into());
                return response;
            }
            DomainError::PayloadTooLarge(msg) => {
                (StatusCode::PAYLOAD_TOO_LARGE, json!({ "error": msg }))
            }
            DomainError::UnsupportedMedia(msg) => {
                (StatusCode::UNSUPPORTED_MEDIA_TYPE, json!({ "error": msg }))
            }
            DomainError::Unavailable(msg) => {
                (StatusCode::SERVICE_UNAVAILABLE, json!({ "error": msg }))
            }
            DomainError::Internal(cause) => {
                tracing::error!(%cause, "internal error");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    json!({ "error": m::UNAVAILABLE }),
                )
            }
        };
        (status, Json(body)).into_response()
    }
}

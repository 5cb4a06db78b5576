//! The one domain error. The HTTP edge maps each variant to a status code and renders
//! `{ "error": message, "errors": fields }`.

use std::collections::BTreeMap;

/// Field name → messages, in the order the rules were checked.
pub type FieldErrors = BTreeMap<String, Vec<String>>;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    /// Input broke a rule. `message` is the first field message (what a form shows on top).
    #[error("{message}")]
    Validation {
        message: String,
        fields: FieldErrors,
    },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    /// The caller must do something first (confirm the e-mail); `code` lets the client react.
    #[error("{message}")]
    Precondition { message: String, code: &'static str },
    /// The organization has no active subscription (402); `code` lets the client react.
    #[error("{message}")]
    PaymentRequired { message: String, code: &'static str },
    #[error("{0}")]
    NotFound(String),
    /// A stale write or a taken unique value.
    #[error("{0}")]
    Conflict(String),
    /// Too many attempts; the client may try again after `retry_after` seconds (the answer's
    /// `Retry-After`).
    #[error("{message}")]
    TooManyRequests { message: String, retry_after: u32 },
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMedia(String),
    /// A dependency (store, mailer, payment provider) failed; the message is safe to show.
    #[error("{0}")]
    Unavailable(String),
    /// A bug or an unexpected state; the message is logged, never shown.
    #[error("{0}")]
    Internal(String),
}

impl DomainError {
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut fields = FieldErrors::new();
        fields.insert(field.to_string(), vec![message.clone()]);
        DomainError::Validation { message, fields }
    }
}

/// Collects field messages while a form is checked, then turns into one error.
#[derive(Debug, Default)]
pub struct Checker {
    first: Option<String>,
    fields: FieldErrors,
}

impl Checker {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn fail(&mut self, field: &str, message: &str) {
        if self.first.is_none() {
            self.first = Some(message.to_string());
        }
        self.fields
            .entry(field.to_string())
            .or_default()
            .push(message.to_string());
    }

    /// Records `message` for `field` unless `ok`.
    pub fn check(&mut self, ok: bool, field: &str, message: &str) -> bool {
        if !ok {
            self.fail(field, message);
        }
        ok
    }

    pub fn has(&self, field: &str) -> bool {
        self.fields.contains_key(field)
    }

    pub fn finish(self) -> Result<(), DomainError> {
        match self.first {
            None => Ok(()),
            Some(message) => Err(DomainError::Validation {
                message,
                fields: self.fields,
            }),
        }
    }
}

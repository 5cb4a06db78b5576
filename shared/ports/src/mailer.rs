//! Every e-mail of the product goes through one mailer.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum MailerError {
    #[error("invalid e-mail: {0}")]
    Invalid(String),
    #[error("mailer unavailable: {0}")]
    Unavailable(String),
}

#[async_trait]
pub trait Mailer: Send + Sync {
    /// Sends the e-mail; returns the provider's message id.
    async fn send(&self, email: &Email) -> Result<String, MailerError>;
}

/// The address shape every mailer accepts: one `@`, a non-empty local part, a dotted domain.
pub fn plausible_address(to: &str) -> bool {
    match to.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !to.chars().any(|c| c.is_whitespace() || c.is_control())
        }
        None => false,
    }
}

/// The http(s) links in a text, in order (what the outbox lists as clickable links).
pub fn links_in(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == '<' || c == '>' || c == '"')
        .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
        .map(|w| w.trim_end_matches(['.', ',', ')', ';']).to_string())
        .collect()
}

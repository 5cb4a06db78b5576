//! [`Mailer`] on SESv2: simple content (text, optional HTML) from one configured sender.

use crate::error::chain;
use async_trait::async_trait;
use aws_sdk_sesv2::Client;
use aws_sdk_sesv2::types::{Body, Content, Destination, EmailContent, Message};
use fundplan_ports::mailer::{Email, Mailer, MailerError};

pub use fundplan_ports::plausible_address;

/// The bare address of a sender written `Name <address>` or `address`.
pub(crate) fn bare_address(from: &str) -> &str {
    match (from.rfind('<'), from.rfind('>')) {
        (Some(start), Some(end)) if start < end => from[start + 1..end].trim(),
        _ => from.trim(),
    }
}

#[derive(Clone, Debug)]
pub struct SesMailer {
    client: Client,
    from: String,
}

impl SesMailer {
    /// A mailer sending from `from` (`no-reply@example.org` or `Fundplan <no-reply@example.org>`),
    /// which must be a verified SES identity.
    pub fn new(client: Client, from: impl Into<String>) -> Self {
        Self {
            client,
            from: from.into(),
        }
    }

    pub fn from_address(&self) -> &str {
        &self.from
    }
}

fn content(data: &str) -> Result<Content, MailerError> {
    Content::builder()
        .data(data)
        .charset("UTF-8")
        .build()
        .map_err(|e| MailerError::Invalid(chain(&e)))
}

#[async_trait]
impl Mailer for SesMailer {
    async fn send(&self, email: &Email) -> Result<String, MailerError> {
        if !plausible_address(&email.to) {
            return Err(MailerError::Invalid(format!("recipient {:?}", email.to)));
        }
        let mut body = Body::builder().text(content(&email.text)?);
        if let Some(html) = &email.html {
            body = body.html(content(html)?);
        }
        let message = Message::builder()
            .subject(content(&email.subject)?)
            .body(body.build())
            .build();
        let out = self
            .client
            .send_email()
            .from_email_address(&self.from)
            .destination(Destination::builder().to_addresses(&email.to).build())
            .content(EmailContent::builder().simple(message).build())
            .send()
            .await
            .map_err(|e| match e.as_service_error() {
                Some(s) if s.is_bad_request_exception() => MailerError::Invalid(chain(&e)),
                _ => MailerError::Unavailable(chain(&e)),
            })?;
        tracing::info!(subject = %email.subject, "e-mail sent through SES");
        Ok(out.message_id.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implausible_recipients_are_recognised() {
        for ok in ["a@b.org", "first.last+tag@sub.example.co.uk"] {
            assert!(plausible_address(ok), "{ok}");
        }
        for bad in [
            "",
            "not-an-address",
            "@b.org",
            "a@b",
            "a@.org",
            "a@b.",
            "a@b@c.org",
            "a b@c.org",
            "a@c.org\n",
        ] {
            assert!(!plausible_address(bad), "{bad:?}");
        }
    }

    #[test]
    fn the_sender_identity_is_the_bare_address() {
        assert_eq!(
            bare_address("Fundplan <no-reply@fundplan.org>"),
            "no-reply@fundplan.org"
        );
        assert_eq!(
            bare_address(" no-reply@fundplan.org "),
            "no-reply@fundplan.org"
        );
    }
}

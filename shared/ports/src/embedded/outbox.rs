//! [`Mailer`] that writes each e-mail as a JSON file into an outbox folder, which the local
//! server lists at `/dev/outbox` (a page) and `/dev/outbox.json`.

use crate::mailer::*;
use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SentEmail {
    pub id: String,
    pub sent_at: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    pub links: Vec<String>,
}

#[derive(Clone)]
pub struct OutboxMailer {
    dir: PathBuf,
}

impl OutboxMailer {
    pub fn new(dir: &Path) -> std::io::Result<Self> {
        std::fs::create_dir_all(dir)?;
        Ok(Self {
            dir: dir.to_path_buf(),
        })
    }

    /// Every e-mail in the outbox, oldest first.
    pub async fn list(&self) -> std::io::Result<Vec<SentEmail>> {
        let mut names = Vec::new();
        let mut rd = tokio::fs::read_dir(&self.dir).await?;
        while let Some(e) = rd.next_entry().await? {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".json") {
                names.push(name);
            }
        }
        names.sort(); // ULID names sort by time
        let mut out = Vec::with_capacity(names.len());
        for n in names {
            let bytes = tokio::fs::read(self.dir.join(&n)).await?;
            if let Ok(m) = serde_json::from_slice(&bytes) {
                out.push(m);
            }
        }
        Ok(out)
    }
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, email: &Email) -> Result<String, MailerError> {
        if !plausible_address(&email.to) {
            return Err(MailerError::Invalid(format!("recipient {:?}", email.to)));
        }
        let id = ulid::Ulid::new().to_string();
        let sent = SentEmail {
            id: id.clone(),
            sent_at: time::OffsetDateTime::now_utc()
                .format(&time::format_description::well_known::Rfc3339)
                .unwrap_or_default(),
            to: email.to.clone(),
            subject: email.subject.clone(),
            text: email.text.clone(),
            html: email.html.clone(),
            links: links_in(&email.text),
        };
        let bytes = serde_json::to_vec_pretty(&sent)
            .map_err(|e| MailerError::Unavailable(e.to_string()))?;
        let tmp = self.dir.join(format!("{id}.tmp"));
        tokio::fs::write(&tmp, bytes)
            .await
            .map_err(|e| MailerError::Unavailable(e.to_string()))?;
        tokio::fs::rename(&tmp, self.dir.join(format!("{id}.json")))
            .await
            .map_err(|e| MailerError::Unavailable(e.to_string()))?;
        tracing::info!(to = %email.to, subject = %email.subject, "e-mail written to the outbox");
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[tokio::test]
    async fn the_outbox_passes_the_mailer_conformance_suite() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = OutboxMailer::new(dir.path()).unwrap();
        let reader = outbox.clone();
        crate::conformance::mailer_suite(Arc::new(outbox), move || {
            let reader = reader.clone();
            async move {
                reader
                    .list()
                    .await
                    .unwrap()
                    .into_iter()
                    .map(|m| Email {
                        to: m.to,
                        subject: m.subject,
                        text: m.text,
                        html: m.html,
                    })
                    .collect()
            }
        })
        .await;
    }

    #[tokio::test]
    async fn the_outbox_lists_the_links_of_an_email() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = OutboxMailer::new(dir.path()).unwrap();
        outbox
            .send(&Email {
                to: "a@b.org".into(),
                subject: "s".into(),
                text: "Go to http://localhost:3000/x?y=1. Or https://e.org/z".into(),
                html: None,
            })
            .await
            .unwrap();
        let sent = outbox.list().await.unwrap();
        assert_eq!(
            sent[0].links,
            ["http://localhost:3000/x?y=1", "https://e.org/z"]
        );
    }
}

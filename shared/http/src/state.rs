use crate::jwt::SessionKeys;
use fundplan_ports::{Blobs, Clock, Ids, Jobs, Mailer, Payments, Table};
use std::sync::Arc;
use std::time::Duration;

/// Links to stored images last this long; the client reloads its data well within it.
pub const IMAGE_LINK_TTL: Duration = Duration::from_secs(6 * 3600);

/// Everything a handler may use: the ports (as trait objects, chosen at start-up), the clock,
/// id generation, session keys and the public URL links are built from.
#[derive(Clone)]
pub struct AppState {
    pub table: Arc<dyn Table>,
    pub blobs: Arc<dyn Blobs>,
    pub jobs: Arc<dyn Jobs>,
    pub mailer: Arc<dyn Mailer>,
    pub payments: Arc<dyn Payments>,
    pub clock: Arc<dyn Clock>,
    pub ids: Arc<dyn Ids>,
    pub keys: Arc<SessionKeys>,
    /// Where the SPA is served, e.g. `http://localhost:3000`; links in e-mails start with it.
    pub public_url: Arc<str>,
    /// The operator API's key (`crate::operator`); none: the operator API refuses every call.
    pub operator_key: Option<Arc<str>>,
}

impl AppState {
    /// The operations that belong to no organization (sign-up, login, tokens, throttles, …).
    pub fn directory(&self) -> fundplan_data::Directory {
        fundplan_data::Directory::new(self.table.clone())
    }

    pub fn now(&self) -> i64 {
        self.clock.epoch_seconds()
    }
    /// A short-lived link to a stored image, or `None` (logged) when none can be made.
    pub async fn image_url(&self, key: Option<&str>) -> Option<String> {
        let key = key?;
        match self.blobs.download_url(key, IMAGE_LINK_TTL, None).await {
            Ok(url) => Some(url),
            Err(e) => {
                tracing::warn!(error = %e, "no link for a stored image");
                None
            }
        }
    }

    pub fn link(&self, path: &str) -> String {
        format!("{}{}", self.public_url.trim_end_matches('/'), path)
    }
}

//! Object storage: logos, profile pictures, case-statement images, generated documents.

use async_trait::async_trait;
use bytes::Bytes;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq)]
pub struct Blob {
    pub bytes: Bytes,
    pub content_type: String,
}

#[derive(Debug, thiserror::Error)]
pub enum BlobsError {
    #[error("invalid object key: {0}")]
    InvalidKey(String),
    #[error("object store unavailable: {0}")]
    Unavailable(String),
}

#[async_trait]
pub trait Blobs: Send + Sync {
    async fn put(&self, key: &str, blob: Blob) -> Result<(), BlobsError>;
    async fn get(&self, key: &str) -> Result<Option<Blob>, BlobsError>;
    /// Deleting a missing object is not an error.
    async fn delete(&self, key: &str) -> Result<(), BlobsError>;
    /// A link anyone holding it can download the object with until `ttl` has passed.
    /// `filename`, when given, is offered to the browser as the download name.
    async fn download_url(
        &self,
        key: &str,
        ttl: Duration,
        filename: Option<&str>,
    ) -> Result<String, BlobsError>;
}

/// Object keys are relative paths of `[A-Za-z0-9._-]` segments separated by `/`.
pub fn validate_key(key: &str) -> Result<(), BlobsError> {
    let ok = !key.is_empty()
        && key.len() <= 512
        && key.split('/').all(|seg| {
            !seg.is_empty()
                && seg != "."
                && seg != ".."
                && seg
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
        });
    if ok {
        Ok(())
    } else {
        Err(BlobsError::InvalidKey(key.to_string()))
    }
}

/// `Content-Disposition` offering `filename` as the download name: a plain ASCII fallback
/// (quotes, backslashes, control and non-ASCII characters replaced by `_`) and the exact name
/// in RFC 5987 form for browsers that read it.
pub fn attachment(filename: &str) -> String {
    let fallback: String = filename
        .chars()
        .map(|c| {
            if c.is_ascii() && !c.is_ascii_control() && c != '"' && c != '\\' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let exact = urlencoding::encode(filename);
    format!("attachment; filename=\"{fallback}\"; filename*=UTF-8''{exact}")
}

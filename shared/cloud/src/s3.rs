//! [`Blobs`] on S3: one bucket, objects under their port keys, content type as the object's
//! `Content-Type`, downloads through presigned GET links.

use crate::error::chain;
use async_trait::async_trait;
use aws_sdk_s3::Client;
use aws_sdk_s3::presigning::PresigningConfig;
use aws_sdk_s3::primitives::ByteStream;
use fundplan_ports::blobs::{Blob, Blobs, BlobsError, attachment, validate_key};
use std::time::Duration;

/// S3 refuses presigned links valid for longer than a week.
const MAX_LINK_TTL: Duration = Duration::from_secs(7 * 24 * 3600);

#[derive(Clone, Debug)]
pub struct S3Blobs {
    client: Client,
    bucket: String,
}

impl S3Blobs {
    pub fn new(client: Client, bucket: impl Into<String>) -> Self {
        Self {
            client,
            bucket: bucket.into(),
        }
    }

    pub fn bucket(&self) -> &str {
        &self.bucket
    }
}

fn unavailable<E: std::error::Error>(e: &E) -> BlobsError {
    BlobsError::Unavailable(chain(e))
}

#[async_trait]
impl Blobs for S3Blobs {
    async fn put(&self, key: &str, blob: Blob) -> Result<(), BlobsError> {
        validate_key(key)?;
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(key)
            .content_type(blob.content_type)
            .body(ByteStream::from(blob.bytes))
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(())
    }

    async fn get(&self, key: &str) -> Result<Option<Blob>, BlobsError> {
        validate_key(key)?;
        let out = match self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
        {
            Ok(out) => out,
            Err(e) if e.as_service_error().is_some_and(|s| s.is_no_such_key()) => return Ok(None),
            Err(e) => return Err(unavailable(&e)),
        };
        let content_type = out
            .content_type
            .clone()
            .unwrap_or_else(|| "application/octet-stream".to_string());
        let bytes = out
            .body
            .collect()
            .await
            .map_err(|e| unavailable(&e))?
            .into_bytes();
        Ok(Some(Blob {
            bytes,
            content_type,
        }))
    }

    async fn delete(&self, key: &str) -> Result<(), BlobsError> {
        validate_key(key)?;
        self.client
            .delete_object()
            .bucket(&self.bucket)
            .key(key)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(())
    }

    async fn download_url(
        &self,
        key: &str,
        ttl: Duration,
        filename: Option<&str>,
    ) -> Result<String, BlobsError> {
        validate_key(key)?;
        let config = PresigningConfig::expires_in(ttl.clamp(Duration::from_secs(1), MAX_LINK_TTL))
            .map_err(|e| unavailable(&e))?;
        let request = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(key)
            .set_response_content_disposition(filename.map(attachment))
            .presigned(config)
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(request.uri().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_name_is_offered_as_an_attachment_in_both_forms() {
        assert_eq!(
            attachment("Acme logo.png"),
            "attachment; filename=\"Acme logo.png\"; filename*=UTF-8''Acme%20logo.png"
        );
        assert_eq!(
            attachment("Zoë \"best\".pdf"),
            "attachment; filename=\"Zo_ _best_.pdf\"; filename*=UTF-8''Zo%C3%AB%20%22best%22.pdf"
        );
    }
}

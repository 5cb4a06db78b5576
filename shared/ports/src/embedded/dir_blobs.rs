//! [`Blobs`] in a folder. Objects live under `objects/`, their content types under `meta/`.
//! Download links are signed (HMAC-SHA256 over key, expiry and file name) and served by the
//! local server through [`DirBlobs::open_signed`].

use crate::blobs::*;
use async_trait::async_trait;
use bytes::Bytes;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Clone)]
pub struct DirBlobs {
    root: PathBuf,
    /// Base of download links, e.g. `http://localhost:3000/blobs`.
    base_url: String,
    secret: Vec<u8>,
}

fn unavailable(e: impl std::fmt::Display) -> BlobsError {
    BlobsError::Unavailable(e.to_string())
}

impl DirBlobs {
    pub fn new(
        root: &Path,
        base_url: impl Into<String>,
        secret: impl Into<Vec<u8>>,
    ) -> Result<Self, BlobsError> {
        std::fs::create_dir_all(root.join("objects")).map_err(unavailable)?;
        std::fs::create_dir_all(root.join("meta")).map_err(unavailable)?;
        Ok(Self {
            root: root.to_path_buf(),
            base_url: base_url.into().trim_end_matches('/').to_string(),
            secret: secret.into(),
        })
    }

    fn paths(&self, key: &str) -> (PathBuf, PathBuf) {
        (
            self.root.join("objects").join(key),
            self.root.join("meta").join(key),
        )
    }

    fn mac(&self, key: &str, expires: i64, filename: &str) -> Hmac<Sha256> {
        let mut m = Hmac::<Sha256>::new_from_slice(&self.secret).expect("hmac takes any key");
        m.update(key.as_bytes());
        m.update(b"\n");
        m.update(expires.to_string().as_bytes());
        m.update(b"\n");
        m.update(filename.as_bytes());
        m
    }

    fn signature(&self, key: &str, expires: i64, filename: &str) -> String {
        hex::encode(self.mac(key, expires, filename).finalize().into_bytes())
    }

    /// The object behind a download link, when its signature is valid and not expired at `now`
    /// (epoch seconds). Returns the blob and the download file name, if one was given.
    pub async fn open_signed(
        &self,
        key: &str,
        expires: i64,
        filename: &str,
        signature: &str,
        now: i64,
    ) -> Option<(Blob, Option<String>)> {
        validate_key(key).ok()?;
        let ok = hex::decode(signature)
            .ok()
            .is_some_and(|sig| self.mac(key, expires, filename).verify_slice(&sig).is_ok());
        if !ok || now > expires {
            return None;
        }
        let blob = self.get(key).await.ok()??;
        Some((blob, (!filename.is_empty()).then(|| filename.to_string())))
    }

    /// The object behind a whole link this store made ([`Blobs::download_url`]), checked as
    /// [`DirBlobs::open_signed`] checks it; `None` for a link of another base or a bad query.
    pub async fn open_link(&self, url: &str, now: i64) -> Option<(Blob, Option<String>)> {
        let rest = url.strip_prefix(&self.base_url)?.strip_prefix('/')?;
        let (key, query) = rest.split_once('?')?;
        let (mut expires, mut filename, mut signature) = (0, String::new(), String::new());
        for pair in query.split('&') {
            let (k, v) = pair.split_once('=')?;
            let v = urlencoding::decode(v).ok()?.into_owned();
            match k {
                "expires" => expires = v.parse().ok()?,
                "filename" => filename = v,
                "signature" => signature = v,
                _ => {}
            }
        }
        self.open_signed(key, expires, &filename, &signature, now)
            .await
    }
}

async fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        tokio::fs::create_dir_all(dir).await?;
    }
    let tmp = path.with_extension(format!("tmp-{}", ulid::Ulid::new()));
    tokio::fs::write(&tmp, bytes).await?;
    tokio::fs::rename(&tmp, path).await
}

#[async_trait]
impl Blobs for DirBlobs {
    async fn put(&self, key: &str, blob: Blob) -> Result<(), BlobsError> {
        validate_key(key)?;
        let (obj, meta) = self.paths(key);
        write_atomically(&meta, blob.content_type.as_bytes())
            .await
            .map_err(unavailable)?;
        write_atomically(&obj, &blob.bytes)
            .await
            .map_err(unavailable)
    }

    async fn get(&self, key: &str) -> Result<Option<Blob>, BlobsError> {
        validate_key(key)?;
        let (obj, meta) = self.paths(key);
        let bytes = match tokio::fs::read(&obj).await {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(unavailable(e)),
        };
        let content_type = tokio::fs::read_to_string(&meta)
            .await
            .unwrap_or_else(|_| "application/octet-stream".into());
        Ok(Some(Blob {
            bytes: Bytes::from(bytes),
            content_type,
        }))
    }

    async fn delete(&self, key: &str) -> Result<(), BlobsError> {
        validate_key(key)?;
        let (obj, meta) = self.paths(key);
        for p in [obj, meta] {
            match tokio::fs::remove_file(&p).await {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(unavailable(e)),
            }
        }
        Ok(())
    }

    async fn download_url(
        &self,
        key: &str,
        ttl: Duration,
        filename: Option<&str>,
    ) -> Result<String, BlobsError> {
        validate_key(key)?;
        let expires = time::OffsetDateTime::now_utc().unix_timestamp() + ttl.as_secs() as i64;
        let filename = filename.unwrap_or("");
        let sig = self.signature(key, expires, filename);
        Ok(format!(
            "{}/{}?expires={expires}&filename={}&signature={sig}",
            self.base_url,
            key,
            urlencoding::encode(filename)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// Resolves a link the way the local server's `/blobs/...` route does.
    async fn fetch(blobs: DirBlobs, url: String) -> Option<Vec<u8>> {
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        blobs
            .open_link(&url, now)
            .await
            .map(|(b, _)| b.bytes.to_vec())
    }

    #[tokio::test]
    async fn the_folder_passes_the_blobs_conformance_suite() {
        let dir = tempfile::tempdir().unwrap();
        let blobs =
            DirBlobs::new(dir.path(), "http://local.test/blobs", b"secret".to_vec()).unwrap();
        let b2 = blobs.clone();
        crate::conformance::blobs_suite(Arc::new(blobs), move |url| fetch(b2.clone(), url)).await;
    }

    #[tokio::test]
    async fn an_expired_link_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let blobs =
            DirBlobs::new(dir.path(), "http://local.test/blobs", b"secret".to_vec()).unwrap();
        blobs
            .put(
                "a/b.txt",
                Blob {
                    bytes: Bytes::from_static(b"x"),
                    content_type: "text/plain".into(),
                },
            )
            .await
            .unwrap();
        let sig = blobs.signature("a/b.txt", 100, "");
        assert!(
            blobs
                .open_signed("a/b.txt", 100, "", &sig, 100)
                .await
                .is_some()
        );
        assert!(
            blobs
                .open_signed("a/b.txt", 100, "", &sig, 101)
                .await
                .is_none()
        );
    }
}

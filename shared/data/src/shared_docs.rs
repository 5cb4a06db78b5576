//! Documents a sponsored organization chooses to share with the funder of its cohort (issue 18
//! §4): a copy of a document it made, taken when it shares it, so later changes to the plan are
//! not seen until it shares the document again; withdrawn at any time (the copy is deleted);
//! every share and withdrawal logged.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | shared document | `ORG#<org>` | `SHARED#DOC#<doc>` | `doc`, `kind`, `identity?`, `title`, `blob_key`, `content_type`, `bytes`, `shared_at`, `by` |
//! | sharing log | `ORG#<org>` | `SHARED#LOG#<at, 12 digits>#<id>` | `doc`, `shared`, `by`, `at` |
//!
//! The copy is the object `orgs/<org>/shared/<unique>.<ext>`; `<doc>` is the kind's API name,
//! with a policy document's policy after a dot (`policy_document.pledge_form`).

use crate::jobs::{JobRecord, JobState};
use crate::record::{Record, org_pk, values_of};
use crate::scope::OrgScope;
use fundplan_ports::blobs::{Blobs, BlobsError};
use fundplan_ports::table::{Condition, Key, Query, StoreError, WriteOp};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SharedDocumentRecord {
    pub doc: String,
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identity: Option<String>,
    /// The file's name, e.g. "Riverbend Literacy Alliance Case Statement.pdf".
    pub title: String,
    pub blob_key: String,
    pub content_type: String,
    pub bytes: u64,
    pub shared_at: i64,
    /// The user who shared it.
    pub by: String,
}

impl Record for SharedDocumentRecord {
    const ENTITY: &'static str = "shared document";
}

impl SharedDocumentRecord {
    pub const SK_PREFIX: &'static str = "SHARED#DOC#";

    pub fn key(org_id: &str, doc: &str) -> Key {
        Key::new(org_pk(org_id), format!("{}{doc}", Self::SK_PREFIX))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SharingLogRecord {
    pub doc: String,
    pub shared: bool,
    pub by: String,
    pub at: i64,
}

impl Record for SharingLogRecord {
    const ENTITY: &'static str = "document sharing log entry";
}

impl SharingLogRecord {
    pub fn key(org_id: &str, at: i64, id: &str) -> Key {
        Key::new(org_pk(org_id), format!("SHARED#LOG#{at:012}#{id}"))
    }
}

/// A document's name in the sharing items: its kind, and a policy document's policy.
pub fn doc_name(kind: &str, identity: Option<&str>) -> String {
    match identity {
        Some(i) => format!("{kind}.{i}"),
        None => kind.to_owned(),
    }
}

/// Whether `doc` is a well-formed document name (`[a-z0-9_]`, one optional dot).
pub fn is_doc_name(doc: &str) -> bool {
    !doc.is_empty()
        && doc.len() <= 80
        && doc.split('.').count() <= 2
        && doc.split('.').all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
}

/// Why a document could not be shared.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    /// The job has no finished file (queued, running or failed).
    #[error("the document is not made")]
    NotMade,
    /// The file is gone from the object store (expired with its job).
    #[error("the document's file is gone")]
    FileGone,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Blobs(#[from] BlobsError),
}

/// The documents the organization shares now, newest first.
pub async fn shared_documents(org: &OrgScope) -> Result<Vec<SharedDocumentRecord>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(org_pk(org.org_id())).prefix(SharedDocumentRecord::SK_PREFIX))
        .await?;
    let mut docs: Vec<SharedDocumentRecord> = values_of(&items)?;
    docs.sort_by_key(|d| std::cmp::Reverse(d.shared_at));
    Ok(docs)
}

fn extension(file_name: &str) -> &str {
    match file_name.rsplit_once('.') {
        Some((_, ext))
            if !ext.is_empty()
                && ext.len() <= 5
                && ext.bytes().all(|b| b.is_ascii_alphanumeric()) =>
        {
            ext
        }
        _ => "bin",
    }
}

/// Shares the finished document of `job` (the organization's own): copies its file, then
/// records the copy with its log entry in one transaction; a document of the same name shared
/// before is replaced and its old copy deleted.
pub async fn share_document(
    org: &OrgScope,
    blobs: &dyn Blobs,
    job: &JobRecord,
    by: &str,
    now: i64,
    unique: &str,
) -> Result<SharedDocumentRecord, ShareError> {
    let (JobState::Done, Some(source)) = (job.state, job.blob_key.as_deref()) else {
        return Err(ShareError::NotMade);
    };
    let blob = blobs.get(source).await?.ok_or(ShareError::FileGone)?;
    let doc = doc_name(&job.kind, job.identity.as_deref());
    let key = SharedDocumentRecord::key(org.org_id(), &doc);
    let before = crate::repo::get::<SharedDocumentRecord>(org.table(), &key).await?;
    let record = SharedDocumentRecord {
        doc: doc.clone(),
        kind: job.kind.clone(),
        identity: job.identity.clone(),
        title: job.file_name.clone(),
        blob_key: format!(
            "{}shared/{unique}.{}",
            crate::objects::org_prefix(org.org_id()),
            extension(&job.file_name)
        ),
        content_type: blob.content_type.clone(),
        bytes: blob.bytes.len() as u64,
        shared_at: now,
        by: by.to_owned(),
    };
    blobs.put(&record.blob_key, blob).await?;
    let log = SharingLogRecord {
        doc,
        shared: true,
        by: by.to_owned(),
        at: now,
    };
    let version = before.as_ref().map_or(1, |b| b.version + 1);
    let condition = before
        .as_ref()
        .map_or(Condition::NotExists, |b| Condition::VersionIs(b.version));
    let written = org
        .table()
        .transact(vec![
            WriteOp::Put {
                item: record.encode(key, version),
                condition,
            },
            WriteOp::Put {
                item: log.encode(SharingLogRecord::key(org.org_id(), now, unique), 1),
                condition: Condition::NotExists,
            },
        ])
        .await;
    if let Err(e) = written {
        // Shared meanwhile by another request: this copy is nobody's.
        let _ = blobs.delete(&record.blob_key).await;
        return Err(e.into());
    }
    if let Some(old) = before
        && let Err(e) = blobs.delete(&old.value.blob_key).await
    {
        tracing::warn!(error = %e, key = %old.value.blob_key, "an old shared copy was not deleted");
    }
    Ok(record)
}

/// Stops sharing `doc`: the record goes with its log entry in one transaction, then the copy.
/// False when it was not shared.
pub async fn withdraw_document(
    org: &OrgScope,
    blobs: &dyn Blobs,
    doc: &str,
    by: &str,
    now: i64,
    unique: &str,
) -> Result<bool, ShareError> {
    let key = SharedDocumentRecord::key(org.org_id(), doc);
    let Some(before) = crate::repo::get::<SharedDocumentRecord>(org.table(), &key).await? else {
        return Ok(false);
    };
    let log = SharingLogRecord {
        doc: doc.to_owned(),
        shared: false,
        by: by.to_owned(),
        at: now,
    };
    org.table()
        .transact(vec![
            WriteOp::Delete {
                key,
                condition: Condition::VersionIs(before.version),
            },
            WriteOp::Put {
                item: log.encode(SharingLogRecord::key(org.org_id(), now, unique), 1),
                condition: Condition::NotExists,
            },
        ])
        .await?;
    blobs.delete(&before.value.blob_key).await?;
    Ok(true)
}

/// Every share and withdrawal, oldest first.
pub async fn sharing_log(org: &OrgScope) -> Result<Vec<SharingLogRecord>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(org_pk(org.org_id())).prefix("SHARED#LOG#"))
        .await?;
    values_of(&items)
}

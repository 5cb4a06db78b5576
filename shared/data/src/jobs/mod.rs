//! Document jobs and the last file of each document (the documents API and the `docgen` worker).
//!
//! | item | PK | SK | ttl |
//! |---|---|---|---|
//! | document job | `ORG#<org>` | `JOB#<job id>` | 7 days after creation |
//! | last file of a document | `ORG#<org>` | `DOC#<kind>[#<identity>]` | |
//!
//! A job lives in its organization's partition: `GET /documents/{id}` reads
//! `ORG#<caller's org>`/`JOB#<id>`, so another organization's job id is simply not found. The
//! queue message carries the organization and the job id; the worker reads and updates the job
//! item (state, progress), and remembers the file it made under `DOC#…` with the hash of the
//! inputs it was made from, so an unchanged document is not rendered twice.
//!
//! **The lifecycle** is the job's own: [`JobRecord::queued`] makes one, and each change of state
//! is a method of [`JobItem`] (the stored job of an organization): [`JobItem::start`],
//! [`JobItem::progress`], [`JobItem::finish`], [`JobItem::fail`], [`JobItem::requeue`]. Each is
//! one conditional write over the version it read (retried on a conflict), and each leaves a
//! finished job alone (a failure never overwrites a done job), so a second delivery, a late
//! progress or a stale retry cannot move a job backwards.
//!
//! The kinds of document are the catalogue of `fundplan_documents` (the crate above this one);
//! a job keeps its kind as the kind's API name (`gift_pyramid`), as the item always stored it.

use crate::record::{Record, Versioned, org_pk};
use crate::scope::OrgScope;
use fundplan_ports::table::{Condition, Item, Key, StoreError};
use serde::{Deserialize, Serialize};

/// How long a job item is kept (DynamoDB TTL).
pub const JOB_TTL_SECONDS: i64 = 7 * 24 * 3600;

/// Where a job stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    Queued,
    Running,
    Done,
    Failed,
}

impl JobState {
    pub fn as_str(self) -> &'static str {
        match self {
            JobState::Queued => "queued",
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Failed => "failed",
        }
    }

    /// Done or failed: nothing more happens to the job.
    pub fn is_final(self) -> bool {
        matches!(self, JobState::Done | JobState::Failed)
    }
}

/// One document job: `ORG#<org>` / `JOB#<id>`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobRecord {
    pub id: String,
    /// The kind's API name (`fundplan_documents`' catalogue), e.g. `gift_pyramid`.
    pub kind: String,
    pub identity: Option<String>,
    pub state: JobState,
    /// 0–100.
    pub progress: u8,
    /// The hash of the inputs the file was made from (set when done).
    pub input_hash: Option<String>,
    /// The object-store key of the file (set when done).
    pub blob_key: Option<String>,
    /// The download name, e.g. "Riverbend Literacy Alliance Talking Points.pdf".
    pub file_name: String,
    /// The user-facing message of a failed job.
    pub error: Option<String>,
    /// How many times a worker started on the job.
    #[serde(default)]
    pub attempts: u32,
    pub created_at: i64,
    pub updated_at: i64,
    /// The version of the plan the document is made from (issue 19 §1: "the case as
    /// approved"); none for the plan now. Such a file is never the document's last file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_version: Option<String>,
}

impl Record for JobRecord {
    const ENTITY: &'static str = "document job";
    fn expires_at(&self) -> Option<i64> {
        Some(self.created_at + JOB_TTL_SECONDS)
    }
}

impl JobRecord {
    pub const SK_PREFIX: &'static str = "JOB#";
    pub fn key(org_id: &str, job_id: &str) -> Key {
        Key::new(org_pk(org_id), format!("{}{job_id}", Self::SK_PREFIX))
    }
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(Self::key(org_id, &self.id), version)
    }
    /// The document this job makes (its `DOC#` key part).
    pub fn document(&self) -> DocumentKey<'_> {
        DocumentKey {
            kind: &self.kind,
            identity: self.identity.as_deref(),
        }
    }

    /// A new job, queued at `now`.
    pub fn queued(
        id: String,
        kind: &str,
        identity: Option<String>,
        file_name: String,
        now: i64,
    ) -> JobRecord {
        JobRecord {
            id,
            kind: kind.to_string(),
            identity,
            state: JobState::Queued,
            progress: 0,
            input_hash: None,
            blob_key: None,
            file_name,
            error: None,
            attempts: 0,
            created_at: now,
            updated_at: now,
            plan_version: None,
        }
    }

    /// The same job, made from the version `version_id` of the plan.
    pub fn of_version(self, version_id: &str) -> JobRecord {
        JobRecord {
            plan_version: Some(version_id.to_owned()),
            ..self
        }
    }

    /// A worker starts on the job (one more attempt, running, progress
    /// [`PROGRESS_STARTED`]); `false` for a finished job, which stays as it is.
    pub fn start(&mut self, now: i64) -> bool {
        if self.state.is_final() {
            return false;
        }
        self.attempts += 1;
        self.state = JobState::Running;
        self.progress = PROGRESS_STARTED;
        self.error = None;
        self.updated_at = now;
        true
    }

    /// The job moved on to `progress`; `false` (nothing to write) when it is finished or
    /// already further.
    pub fn advance(&mut self, progress: u8, now: i64) -> bool {
        if self.state.is_final() || self.progress >= progress {
            return false;
        }
        self.progress = progress;
        self.updated_at = now;
        true
    }

    /// The file is made: done, with the hash of its inputs and its object key.
    pub fn finish(&mut self, input_hash: &str, blob_key: &str, now: i64) -> bool {
        if self.state.is_final() {
            return false;
        }
        self.state = JobState::Done;
        self.progress = 100;
        self.input_hash = Some(input_hash.to_string());
        self.blob_key = Some(blob_key.to_string());
        self.error = None;
        self.updated_at = now;
        true
    }

    /// The job failed for good with the user's `message`; a done job stays done.
    pub fn fail(&mut self, message: &str, now: i64) -> bool {
        if self.state == JobState::Done {
            return false;
        }
        self.state = JobState::Failed;
        self.error = Some(message.to_string());
        self.updated_at = now;
        true
    }

    /// The delivery failed and the queue will deliver the job again: queued, progress 0.
    pub fn requeue(&mut self, now: i64) -> bool {
        if self.state.is_final() {
            return false;
        }
        self.state = JobState::Queued;
        self.progress = 0;
        self.updated_at = now;
        true
    }
}

/// The progress of a job a worker started on.
pub const PROGRESS_STARTED: u8 = 10;
/// The progress once the document's model is assembled from the plan.
pub const PROGRESS_ASSEMBLED: u8 = 40;
/// The progress once the file is rendered (before it is stored).
pub const PROGRESS_RENDERED: u8 = 80;

/// What a worker's start on a job came to ([`JobItem::start`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// No such job (expired, or never stored).
    Gone,
    /// The job is done or failed already (a repeated delivery): nothing to do.
    Finished(JobRecord),
    /// The job is running; `attempts` counts the starts, this one included.
    Started { job: JobRecord, attempts: u32 },
}

/// The stored job `id` of an organization: its lifecycle's writes. Each is one conditional
/// write of the job item over the version it read, retried on a conflict ([`update_job`]).
#[derive(Clone, Copy)]
pub struct JobItem<'a> {
    org: &'a OrgScope,
    id: &'a str,
}

impl<'a> JobItem<'a> {
    pub fn new(org: &'a OrgScope, id: &'a str) -> Self {
        JobItem { org, id }
    }

    async fn change(
        &self,
        change: impl FnMut(&mut JobRecord) -> bool,
    ) -> Result<Option<JobRecord>, StoreError> {
        update_job(self.org, self.id, change).await
    }

    /// Stores the new job `job` (fails with `ConditionFailed` if its id is taken).
    pub async fn create(&self, job: &JobRecord) -> Result<(), StoreError> {
        create_job(self.org, job).await
    }

    /// A worker starts on the job ([`JobRecord::start`]).
    pub async fn start(&self, now: i64) -> Result<Start, StoreError> {
        let mut started = None;
        let stored = self
            .change(|j| {
                let changed = j.start(now);
                if changed {
                    started = Some(j.attempts);
                }
                changed
            })
            .await?;
        Ok(match (stored, started) {
            (None, _) => Start::Gone,
            (Some(job), None) => Start::Finished(job),
            (Some(job), Some(attempts)) => Start::Started { job, attempts },
        })
    }

    /// The job moved on to `progress` ([`JobRecord::advance`]).
    pub async fn progress(&self, progress: u8, now: i64) -> Result<(), StoreError> {
        self.change(|j| j.advance(progress, now)).await.map(drop)
    }

    /// The job is done ([`JobRecord::finish`]).
    pub async fn finish(
        &self,
        input_hash: &str,
        blob_key: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.change(|j| j.finish(input_hash, blob_key, now))
            .await
            .map(drop)
    }

    /// The job failed for good ([`JobRecord::fail`]).
    pub async fn fail(&self, message: &str, now: i64) -> Result<(), StoreError> {
        self.change(|j| j.fail(message, now)).await.map(drop)
    }

    /// The job waits for the queue's next delivery ([`JobRecord::requeue`]).
    pub async fn requeue(&self, now: i64) -> Result<(), StoreError> {
        self.change(|j| j.requeue(now)).await.map(drop)
    }
}

/// Which document: a kind (its API name), and for a policy document its identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DocumentKey<'a> {
    pub kind: &'a str,
    pub identity: Option<&'a str>,
}

impl DocumentKey<'_> {
    /// `<kind>` or `<kind>-<identity>`, as object keys name the document.
    pub fn slug(&self) -> String {
        match self.identity {
            Some(id) => format!("{}-{id}", self.kind),
            None => self.kind.to_string(),
        }
    }

    /// The object-store key of the file made from inputs hashed to `input_hash` (16 hex), with
    /// the kind's `extension`: `orgs/<org>/documents/<kind>[-<identity>]-<hash>.<ext>`, under the
    /// organization's folder.
    pub fn blob_key(&self, org_id: &str, input_hash: &str, extension: &str) -> String {
        format!(
            "{}documents/{}-{input_hash}.{extension}",
            crate::objects::org_prefix(org_id),
            self.slug(),
        )
    }
}

/// The last file made of one document: `ORG#<org>` / `DOC#<kind>[#<identity>]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DocRecord {
    pub input_hash: String,
    pub blob_key: String,
    pub file_name: String,
}

impl Record for DocRecord {
    const ENTITY: &'static str = "document file";
}

impl DocRecord {
    pub fn key(org_id: &str, doc: DocumentKey<'_>) -> Key {
        let sk = match doc.identity {
            Some(id) => format!("DOC#{}#{id}", doc.kind),
            None => format!("DOC#{}", doc.kind),
        };
        Key::new(org_pk(org_id), sk)
    }
    pub fn to_item(&self, org_id: &str, doc: DocumentKey<'_>, version: u64) -> Item {
        self.encode(Self::key(org_id, doc), version)
    }
}

/// The job `job_id` of the organization, with its version (`None`: no such job here).
pub async fn get_job(
    org: &OrgScope,
    job_id: &str,
) -> Result<Option<Versioned<JobRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    if job_id.is_empty() || job_id.len() > 64 || job_id.contains('#') {
        return Ok(None);
    }
    crate::repo::get(table, &JobRecord::key(org_id, job_id)).await
}

/// Writes a new job (fails with `ConditionFailed` if the id is taken).
pub async fn create_job(org: &OrgScope, job: &JobRecord) -> Result<(), StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    table
        .put(job.to_item(org_id, 1), Condition::NotExists)
        .await
}

/// Read-modify-write of a job with optimistic concurrency; `change` returns whether to write.
/// Returns the job as stored, or `None` when there is no such job.
pub async fn update_job(
    org: &OrgScope,
    job_id: &str,
    mut change: impl FnMut(&mut JobRecord) -> bool,
) -> Result<Option<JobRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let mut retry = crate::repo::Retry::new(format!("job {job_id}"));
    loop {
        let Some(Versioned { mut value, version }) = get_job(org, job_id).await? else {
            return Ok(None);
        };
        if !change(&mut value) {
            return Ok(Some(value));
        }
        let write = table
            .put(
                value.to_item(org_id, version + 1),
                Condition::VersionIs(version),
            )
            .await;
        if crate::repo::written(write)? {
            return Ok(Some(value));
        }
        retry.conflict().await?;
    }
}

/// The last file made of a document, if any.
pub async fn get_doc(
    org: &OrgScope,
    doc: DocumentKey<'_>,
) -> Result<Option<DocRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    Ok(
        crate::repo::get::<DocRecord>(table, &DocRecord::key(org_id, doc))
            .await?
            .map(|v| v.value),
    )
}

/// Remembers the last file made of a document (last writer wins: both wrote a valid file).
pub async fn put_doc(
    org: &OrgScope,
    doc: DocumentKey<'_>,
    record: &DocRecord,
) -> Result<(), StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    table
        .put(record.to_item(org_id, doc, 1), Condition::None)
        .await
}

/// The `kind` of every queue message of the document pipeline.
pub const QUEUE_KIND: &str = "document";

/// What a queue message of the pipeline carries besides the job id: the organization, so the
/// worker finds the job item (`ORG#<org>`/`JOB#<id>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobPayload {
    pub org_id: String,
}

/// The queue message of job `job_id` of `org_id`.
pub fn queue_message(org_id: &str, job_id: &str) -> fundplan_ports::Job {
    fundplan_ports::Job {
        id: job_id.to_string(),
        kind: QUEUE_KIND.to_string(),
        payload: serde_json::json!({ "org_id": org_id }),
    }
}

/// The organization and job id of a queue message of the pipeline, if it is one.
pub fn parse_queue_message(job: &fundplan_ports::Job) -> Option<(String, String)> {
    if job.kind != QUEUE_KIND || job.id.is_empty() {
        return None;
    }
    let payload: JobPayload = serde_json::from_value(job.payload.clone()).ok()?;
    (!payload.org_id.is_empty()).then(|| (payload.org_id, job.id.clone()))
}

/// The selected foundational policies, in the order of the policies screen (none when the
/// selection was never saved): the `PLAN#POLICIES` item as the closing module reads it.
pub async fn selected_foundational_policies(
    org: &OrgScope,
) -> Result<Vec<&'static str>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let key = crate::closing::closing_key(org_id, crate::closing::POLICIES_SK);
    let policies = crate::repo::get::<crate::closing::PoliciesRecord>(table, &key)
        .await?
        .map(|v| v.value)
        .unwrap_or_default();
    Ok(
        fundplan_domain::policies::manual_selection(&|id| policies.is_selected(id))
            .into_iter()
            .map(|p| p.identity)
            .collect(),
    )
}

#[cfg(test)]
mod tests;

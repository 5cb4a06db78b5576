//! The document pipeline's I/O (contract "Documents API and the worker"): what the renderer
//! modules of this crate never do. [`document`] reads what a document is made of and assembles
//! its model; [`DocGen`] handles one queued document job. The same [`DocGen`] runs on Lambda,
//! fed by SQS (`functions/docgen`, a thin runner of SQS batches), and in the local server, fed by
//! the in-process queue (`fundplan_ports::jobs::run_worker`).
//!
//! For one job it:
//! 1. starts the job (`fundplan_data::jobs::JobItem::start`); a job already done or failed is
//!    left alone, so a second delivery does nothing;
//! 2. reads the plan (one query), the logo and, for the case for support, its images, and
//!    assembles the document's model ([`crate::assemble`]; progress 40);
//! 3. hashes the model with the templates' version; when the last file of this document
//!    (`DOC#…`) was made from the same hash and is still stored, or a file of that hash is
//!    stored at all (a delivery that died after writing it), the file is reused;
//! 4. else renders it (progress 80), stores it under
//!    `orgs/<org>/documents/<kind>[-<identity>]-<hash>.<ext>` and remembers it in `DOC#…`;
//! 5. finishes the job (progress 100) with the file's key.
//!
//! A failure that retrying cannot mend (nothing to render, a document not available yet, a
//! character no font has) fails the job at once with its message. Any other failure is
//! returned, so the queue retries the job; on the last attempt ([`MAX_ATTEMPTS`]) the job is
//! first failed with "We could not generate your document. Please try again.", then the queue
//! parks it in the dead letters. The user never waits on a job nobody works on.

use crate::assemble::{Assets, Failure, assemble};
use crate::kind::DocumentKind;
use crate::model::{CaseImage, Document, ImageFormat};
use crate::{RenderError, Rendered};
use async_trait::async_trait;
use fundplan_data::as_of::open_version;
use fundplan_data::jobs::{
    DocRecord, JobItem, JobRecord, PROGRESS_ASSEMBLED, PROGRESS_RENDERED, Start, get_doc,
    parse_queue_message, put_doc,
};
use fundplan_data::versions::reach_certificate;
use fundplan_data::{OrgScope, Plan, load_plan};
use fundplan_domain::messages as m;
#[cfg(feature = "pdf")]
use fundplan_ports::SystemClock;
use fundplan_ports::jobs::{Job, JobHandler, MAX_ATTEMPTS};
use fundplan_ports::{Blob, Blobs, Clock, Table};
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// The model of a document of the organization: the plan (one query), the logo and, for the
/// case for support, its stored images (read at once), then [`assemble`]. The certificate's
/// completion date is recorded here the first time a complete plan is seen.
pub async fn document(
    org: &OrgScope,
    blobs: &dyn Blobs,
    kind: DocumentKind,
    identity: Option<&str>,
    now: i64,
) -> Result<Document, Failure> {
    let org_id = org.org_id();
    let mut plan = load_plan(org).await?;
    if plan.organization.is_none() {
        tracing::warn!(%org_id, kind = kind.as_str(), "document of an organization that is gone");
    }
    if kind == DocumentKind::Certificate {
        record_certificate(org, blobs, &mut plan, now).await?;
    }
    let logo = logo(blobs, plan.org().and_then(|o| o.logo_key.as_deref()));
    let spec = kind.spec();
    let images = case_images(
        blobs,
        org_id,
        &plan,
        spec.case_images,
        spec.extension == "pdf",
    );
    let (logo, images) = tokio::try_join!(logo, images)?;
    let assets = Assets {
        identity: identity.map(str::to_string),
        logo,
        images,
        now,
    };
    assemble(&plan, kind, assets)
}

/// The first time a complete plan's certificate is asked for, its date is recorded (once), and
/// a version of the plan as completed is saved.
async fn record_certificate(
    org: &OrgScope,
    blobs: &dyn Blobs,
    plan: &mut Plan,
    now: i64,
) -> Result<(), Failure> {
    if plan.flags.value.certificate_completed_at.is_none()
        && plan.organization.is_some()
        && plan.remaining_pages().is_empty()
    {
        let at = reach_certificate(org, blobs, now).await?;
        plan.flags.value.certificate_completed_at = Some(at);
    }
    Ok(())
}

/// The bytes of the organization's logo, when it has one stored.
async fn logo(blobs: &dyn Blobs, key: Option<&str>) -> Result<Option<Vec<u8>>, Failure> {
    match key {
        Some(key) => Ok(blobs.get(key).await?.map(|b| b.bytes.to_vec())),
        None => Ok(None),
    }
}

/// The case document's stored images by order, read at once (none unless `wanted`). The PDF
/// (`print_only`) reads only what it embeds: an image's print copy, made when it was uploaded,
/// not the larger upload (the upload when it has none, which the render then converts); the
/// Word files read the uploads.
async fn case_images(
    blobs: &dyn Blobs,
    org_id: &str,
    plan: &Plan,
    wanted: bool,
    print_only: bool,
) -> Result<std::collections::BTreeMap<u32, CaseImage>, Failure> {
    if !wanted {
        return Ok(Default::default());
    }
    let stored = &plan.casedoc.value.images;
    let images = futures::future::try_join_all(stored.iter().map(|stored| async move {
        let kind = if stored.content_type == "image/png" {
            ImageFormat::Png
        } else {
            ImageFormat::Jpeg
        };
        let image = |bytes: Vec<u8>, print: Option<Vec<u8>>| {
            Some((
                stored.order,
                CaseImage {
                    bytes,
                    kind,
                    width: stored.width,
                    height: stored.height,
                    alt: String::new(),
                    print,
                },
            ))
        };
        let print_key = stored.print_key.as_deref();
        if print_only && let Some(key) = print_key {
            if let Some(copy) = blobs.get(key).await? {
                let bytes = copy.bytes.to_vec();
                return Ok::<_, Failure>(image(bytes.clone(), Some(bytes)));
            }
            tracing::warn!(%org_id, %key, "a case image's print copy is missing: the render converts the upload");
        }
        let Some(blob) = blobs.get(&stored.blob_key).await? else {
            tracing::warn!(%org_id, key = %stored.blob_key, "a stored case image is missing: its default is shown");
            return Ok(None);
        };
        Ok(image(blob.bytes.to_vec(), None))
    }))
    .await?;
    Ok(images.into_iter().flatten().collect())
}

/// The renderer the worker calls: [`crate::render`] (tests and the benchmark may time or count
/// it through [`DocGen::with_renderer`]).
pub type Render = fn(&Document) -> Result<Rendered, RenderError>;

/// The document worker: the store and the object store it reads and writes.
#[derive(Clone)]
pub struct DocGen {
    pub table: Arc<dyn Table>,
    pub blobs: Arc<dyn Blobs>,
    pub clock: Arc<dyn Clock>,
    render: Render,
}

/// What a delivery came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The file was rendered and stored.
    Rendered,
    /// The last file was made from the same inputs: reused, nothing rendered.
    Reused,
    /// The job was already done or failed (a repeated delivery), or is gone.
    Nothing,
    /// The job is failed for good (its message is on the job).
    Failed,
}

/// The hash of a document's inputs: the templates' version, and the model (the logo by its
/// bytes). 16 hex digits.
pub fn input_hash(doc: &Document) -> String {
    struct HashWriter(Sha256);
    impl std::fmt::Write for HashWriter {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.update(s.as_bytes());
            Ok(())
        }
    }
    let mut doc = doc.clone();
    let logo = doc.logo_mut().take();
    let mut w = HashWriter(Sha256::new());
    w.0.update(crate::TEMPLATE_VERSION.as_bytes());
    w.0.update([0]);
    // Every model type is plain data (no maps): its debug text is deterministic.
    let _ = std::fmt::write(&mut w, format_args!("{doc:?}"));
    w.0.update([0]);
    w.0.update(logo.unwrap_or_default());
    hex::encode(&w.0.finalize()[..8])
}

fn store(e: fundplan_ports::StoreError) -> String {
    format!("store: {e}")
}

impl DocGen {
    /// The worker with the renderer of every kind, [`crate::render`] (the feature `pdf`).
    #[cfg(feature = "pdf")]
    pub fn new(table: Arc<dyn Table>, blobs: Arc<dyn Blobs>) -> Self {
        DocGen {
            table,
            blobs,
            clock: Arc::new(SystemClock),
            render: crate::render,
        }
    }

    /// The same worker with another clock (tests use the app's fixed clock).
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> Self {
        DocGen { clock, ..self }
    }

    /// The same worker with another renderer.
    pub fn with_renderer(self, render: Render) -> Self {
        DocGen { render, ..self }
    }

    fn now(&self) -> i64 {
        self.clock.epoch_seconds()
    }

    /// Handles one delivery of a job; `attempt` is the queue's count of deliveries (1 on the
    /// first), when the queue tells it. `Err` means: let the queue deliver it again (or park it
    /// in the dead letters after the last attempt).
    pub async fn process(&self, job: &Job, attempt: Option<u32>) -> Result<Outcome, String> {
        let Some((org_id, job_id)) = parse_queue_message(job) else {
            // Not a document job: it stays on the queue's retry path and ends in the dead
            // letters, where it can be inspected.
            return Err(format!("not a document job: kind {:?}", job.kind));
        };
        // The worker's scope: the organization of a job the server itself queued (the queue
        // message names it, and the job must be stored under it, else `Start::Gone`).
        let org = OrgScope::of_verified(self.table.clone(), org_id.as_str());
        let item = JobItem::new(&org, &job_id);
        let (record, stored_attempts) = match item.start(self.now()).await.map_err(store)? {
            Start::Gone => {
                tracing::warn!(%org_id, %job_id, "document job not found (expired or never stored)");
                return Ok(Outcome::Nothing);
            }
            Start::Finished(record) => {
                tracing::info!(%job_id, state = record.state.as_str(), "document job already finished");
                return Ok(Outcome::Nothing);
            }
            Start::Started { job, attempts } => (job, attempts),
        };
        let attempt = attempt.unwrap_or(0).max(stored_attempts);
        match self.make(&org, &record).await {
            Ok(outcome) => Ok(outcome),
            Err(Failure::Final(message)) => {
                tracing::info!(%job_id, kind = %record.kind, %message, "document job cannot be made");
                item.fail(&message, self.now()).await.map_err(store)?;
                Ok(Outcome::Failed)
            }
            Err(Failure::Retry(cause)) => {
                if attempt >= MAX_ATTEMPTS {
                    tracing::error!(%job_id, kind = %record.kind, attempt, %cause, "document job failed for good");
                    item.fail(m::DOCUMENT_FAILED, self.now())
                        .await
                        .map_err(store)?;
                } else {
                    let _ = item.requeue(self.now()).await;
                }
                Err(cause)
            }
        }
    }

    /// Steps 2–5 of the module comment.
    async fn make(&self, org: &OrgScope, job: &JobRecord) -> Result<Outcome, Failure> {
        let org_id = org.org_id();
        let Some(kind) = DocumentKind::parse(&job.kind) else {
            tracing::warn!(job_id = %job.id, kind = %job.kind, "a stored job of no known kind");
            return Err(Failure::Final(m::DOCUMENT_FAILED.into()));
        };
        let item = JobItem::new(org, &job.id);
        // A document of a version of the plan reads the plan as the version holds it.
        let read = match job.plan_version.as_deref() {
            None => org.clone(),
            Some(version_id) => open_version(org, self.blobs.as_ref(), version_id)
                .await
                .map_err(|e| Failure::Retry(format!("the version {version_id}: {e}")))?
                .ok_or_else(|| Failure::Final(m::DOCUMENT_FAILED.into()))?,
        };
        let doc = document(
            &read,
            self.blobs.as_ref(),
            kind,
            job.identity.as_deref(),
            self.now(),
        )
        .await?;
        item.progress(PROGRESS_ASSEMBLED, self.now()).await?;
        let hash = input_hash(&doc);
        let which = job.document();
        let key = which.blob_key(org_id, &hash, kind.extension());
        let last = get_doc(org, which).await?;
        let reusable = match &last {
            Some(last) if last.input_hash == hash => self
                .blobs
                .get(&last.blob_key)
                .await?
                .is_some()
                .then(|| last.blob_key.clone()),
            _ => self.blobs.get(&key).await?.is_some().then(|| key.clone()),
        };
        let (key, outcome) = match reusable {
            Some(key) => (key, Outcome::Reused),
            None => {
                let render = self.render;
                let rendered = tokio::task::spawn_blocking(move || render(&doc))
                    .await
                    .map_err(|e| Failure::Retry(format!("renderer panicked: {e}")))?
                    .map_err(|e| match e.user_message() {
                        Some(message) => Failure::Final(message),
                        None => Failure::Retry(format!("render: {e}")),
                    })?;
                if rendered.extension != kind.extension() {
                    return Err(Failure::Retry(format!(
                        "the renderer made a .{} file for {}",
                        rendered.extension,
                        kind.as_str()
                    )));
                }
                item.progress(PROGRESS_RENDERED, self.now()).await?;
                self.blobs
                    .put(
                        &key,
                        Blob {
                            bytes: rendered.bytes.into(),
                            content_type: rendered.content_type.to_string(),
                        },
                    )
                    .await?;
                (key, Outcome::Rendered)
            }
        };
        // The last file of a document is the plan now's: a version's file never replaces it.
        if job.plan_version.is_none() && last.as_ref().is_none_or(|l| l.blob_key != key) {
            put_doc(
                org,
                which,
                &DocRecord {
                    input_hash: hash.clone(),
                    blob_key: key.clone(),
                    file_name: job.file_name.clone(),
                },
            )
            .await?;
        }
        item.finish(&hash, &key, self.now()).await?;
        tracing::info!(job_id = %job.id, kind = kind.as_str(), ?outcome, "document job done");
        Ok(outcome)
    }
}

#[async_trait]
impl JobHandler for DocGen {
    /// The in-process queue's entry: the attempt is counted on the job item.
    async fn handle(&self, job: &Job) -> Result<(), String> {
        self.process(job, None).await.map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GoalsDoc, Org};
    use fundplan_domain::organization::Letterhead;

    fn goals(name: &str, logo: Option<Vec<u8>>) -> Document {
        Document::FundraisingGoals(GoalsDoc {
            org: Org {
                letterhead: Letterhead {
                    name: name.into(),
                    ..Letterhead::default()
                },
                logo,
            },
            programs: vec!["Adult Basic Literacy".into()],
            projects: vec![],
            new_projects_skipped: false,
            figures: Default::default(),
            rounded_goal_cents: 350_000_000,
            pyramid: None,
        })
    }

    #[test]
    fn the_input_hash_is_sixteen_hex_digits_that_change_with_any_input_and_only_then() {
        let a = input_hash(&goals("Riverbend Literacy Alliance", None));
        assert_eq!(a.len(), 16);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(a, input_hash(&goals("Riverbend Literacy Alliance", None)));
        assert_ne!(
            a,
            input_hash(&goals("Riverbend Literacy Alliance, Inc.", None))
        );
        let with_logo = input_hash(&goals("Riverbend Literacy Alliance", Some(vec![1, 2, 3])));
        assert_ne!(a, with_logo);
        assert_ne!(
            with_logo,
            input_hash(&goals("Riverbend Literacy Alliance", Some(vec![1, 2, 4])))
        );
    }
}

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

use crate::record::{Record, Versioned, org_pk};
use fundplan_ports::table::{Condition, Item, Key, StoreError, Table};
use serde::{Deserialize, Serialize};

/// How long a job item is kept (DynamoDB TTL).
pub const JOB_TTL_SECONDS: i64 = 7 * 24 * 3600;

/// The kinds of document the pipeline makes (the `kind` of `POST /documents`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocumentKind {
    StewardshipStructure,
    TalkingPoints,
    FundraisingGoals,
    GiftPyramid,
    PoliciesManual,
    /// One policy or form; needs an identity.
    PolicyDocument,
    Certificate,
    /// The case for support (issue 9): the designed PDF.
    CaseStatement,
    /// The case for support as Word.
    CaseStatementDocx,
    /// The case for support's texts alone, as Word ("Case for Support Narrative").
    CaseNarrative,
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 10] = [
        DocumentKind::StewardshipStructure,
        DocumentKind::TalkingPoints,
        DocumentKind::FundraisingGoals,
        DocumentKind::GiftPyramid,
        DocumentKind::PoliciesManual,
        DocumentKind::PolicyDocument,
        DocumentKind::Certificate,
        DocumentKind::CaseStatement,
        DocumentKind::CaseStatementDocx,
        DocumentKind::CaseNarrative,
    ];

    /// The API's name of the kind, e.g. `gift_pyramid`.
    pub fn as_str(self) -> &'static str {
        match self {
            DocumentKind::StewardshipStructure => "stewardship_structure",
            DocumentKind::TalkingPoints => "talking_points",
            DocumentKind::FundraisingGoals => "fundraising_goals",
            DocumentKind::GiftPyramid => "gift_pyramid",
            DocumentKind::PoliciesManual => "policies_manual",
            DocumentKind::PolicyDocument => "policy_document",
            DocumentKind::Certificate => "certificate",
            DocumentKind::CaseStatement => "case_statement",
            DocumentKind::CaseStatementDocx => "case_statement_docx",
            DocumentKind::CaseNarrative => "case_narrative",
        }
    }

    pub fn parse(s: &str) -> Option<DocumentKind> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// Whether the kind names one policy or form (`identity` required), else none is taken.
    pub fn needs_identity(self) -> bool {
        self == DocumentKind::PolicyDocument
    }

    /// The file's extension: every kind has one format.
    pub fn extension(self) -> &'static str {
        match self {
            DocumentKind::GiftPyramid => "xlsx",
            DocumentKind::PolicyDocument
            | DocumentKind::CaseStatementDocx
            | DocumentKind::CaseNarrative => "docx",
            _ => "pdf",
        }
    }
}

/// The title of a policy or form (its collateral card's title, which its file is named after),
/// for a known identity (`fundplan_domain::policies`, the one list of the 13).
pub fn policy_title(identity: &str) -> Option<&'static str> {
    fundplan_domain::policies::find(identity).map(|p| p.title)
}

/// A file name any system accepts: characters Windows or macOS refuse (`\ / : * ? " < > |`
/// and control characters) are dropped (`": "` becomes `" - "`), runs of spaces become one.
pub fn safe_file_name(name: &str) -> String {
    let replaced = name.replace(": ", " - ");
    let kept: String = replaced
        .chars()
        .map(|c| {
            if c.is_control() || "\\/:*?\"<>|".contains(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The download name of a document of `organization` (contract "File names").
pub fn file_name(kind: DocumentKind, identity: Option<&str>, organization: &str) -> String {
    let org = organization.trim();
    let named = |title: &str| {
        if org.is_empty() {
            format!("{title}.{}", kind.extension())
        } else {
            format!("{org} {title}.{}", kind.extension())
        }
    };
    let name = match kind {
        DocumentKind::StewardshipStructure => named("Stewardship Structure"),
        DocumentKind::TalkingPoints => named("Talking Points"),
        DocumentKind::FundraisingGoals => named("Understanding Your Fundraising Goals"),
        DocumentKind::GiftPyramid => "Gift Pyramid.xlsx".to_string(),
        DocumentKind::PoliciesManual => named("Policies and Procedures"),
        DocumentKind::PolicyDocument => {
            named(identity.and_then(policy_title).unwrap_or("Document"))
        }
        DocumentKind::Certificate => named("Certificate"),
        // The spec's "{organization} case statement" (DECISIONS: a real .docx beside the PDF).
        DocumentKind::CaseStatement | DocumentKind::CaseStatementDocx => named("case statement"),
        DocumentKind::CaseNarrative => named("Case for Support Narrative"),
    };
    safe_file_name(&name)
}

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
    pub kind: DocumentKind,
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
            kind: self.kind,
            identity: self.identity.as_deref(),
        }
    }
}

/// Which document: a kind, and for a policy document its identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DocumentKey<'a> {
    pub kind: DocumentKind,
    pub identity: Option<&'a str>,
}

impl DocumentKey<'_> {
    /// `<kind>` or `<kind>-<identity>`, as object keys name the document.
    pub fn slug(&self) -> String {
        match self.identity {
            Some(id) => format!("{}-{id}", self.kind.as_str()),
            None => self.kind.as_str().to_string(),
        }
    }

    /// The object-store key of the file made from inputs hashed to `input_hash` (16 hex):
    /// `orgs/<org>/documents/<kind>[-<identity>]-<hash>.<ext>`, under the organization's folder.
    pub fn blob_key(&self, org_id: &str, input_hash: &str) -> String {
        format!(
            "{}documents/{}-{input_hash}.{}",
            crate::objects::org_prefix(org_id),
            self.slug(),
            self.kind.extension()
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
            Some(id) => format!("DOC#{}#{id}", doc.kind.as_str()),
            None => format!("DOC#{}", doc.kind.as_str()),
        };
        Key::new(org_pk(org_id), sk)
    }
    pub fn to_item(&self, org_id: &str, doc: DocumentKey<'_>, version: u64) -> Item {
        self.encode(Self::key(org_id, doc), version)
    }
}

/// The job `job_id` of the organization, with its version (`None`: no such job here).
pub async fn get_job(
    table: &dyn Table,
    org_id: &str,
    job_id: &str,
) -> Result<Option<Versioned<JobRecord>>, StoreError> {
    if job_id.is_empty() || job_id.len() > 64 || job_id.contains('#') {
        return Ok(None);
    }
    crate::repo::get(table, &JobRecord::key(org_id, job_id)).await
}

/// Writes a new job (fails with `ConditionFailed` if the id is taken).
pub async fn create_job(
    table: &dyn Table,
    org_id: &str,
    job: &JobRecord,
) -> Result<(), StoreError> {
    table
        .put(job.to_item(org_id, 1), Condition::NotExists)
        .await
}

/// Read-modify-write of a job with optimistic concurrency; `change` returns whether to write.
/// Returns the job as stored, or `None` when there is no such job.
pub async fn update_job(
    table: &dyn Table,
    org_id: &str,
    job_id: &str,
    mut change: impl FnMut(&mut JobRecord) -> bool,
) -> Result<Option<JobRecord>, StoreError> {
    for _ in 0..crate::repo::UPDATE_ATTEMPTS {
        let Some(Versioned { mut value, version }) = get_job(table, org_id, job_id).await? else {
            return Ok(None);
        };
        if !change(&mut value) {
            return Ok(Some(value));
        }
        match table
            .put(
                value.to_item(org_id, version + 1),
                Condition::VersionIs(version),
            )
            .await
        {
            Ok(()) => return Ok(Some(value)),
            Err(StoreError::ConditionFailed) => {
                tokio::time::sleep(std::time::Duration::from_millis(rand::random::<u64>() % 20))
                    .await
            }
            Err(e) => return Err(e),
        }
    }
    Err(StoreError::Unavailable(format!(
        "job {job_id} kept changing"
    )))
}

/// The last file made of a document, if any.
pub async fn get_doc(
    table: &dyn Table,
    org_id: &str,
    doc: DocumentKey<'_>,
) -> Result<Option<DocRecord>, StoreError> {
    Ok(
        crate::repo::get::<DocRecord>(table, &DocRecord::key(org_id, doc))
            .await?
            .map(|v| v.value),
    )
}

/// Remembers the last file made of a document (last writer wins: both wrote a valid file).
pub async fn put_doc(
    table: &dyn Table,
    org_id: &str,
    doc: DocumentKey<'_>,
    record: &DocRecord,
) -> Result<(), StoreError> {
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
    table: &dyn Table,
    org_id: &str,
) -> Result<Vec<&'static str>, StoreError> {
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
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn job() -> JobRecord {
        JobRecord {
            id: "01JOB".into(),
            kind: DocumentKind::PolicyDocument,
            identity: Some("pledge_form".into()),
            state: JobState::Done,
            progress: 100,
            input_hash: Some("0123456789abcdef".into()),
            blob_key: Some(
                "orgs/o1/documents/policy_document-pledge_form-0123456789abcdef.docx".into(),
            ),
            file_name: "Acme Trust Pledge Form.docx".into(),
            error: None,
            attempts: 1,
            created_at: 1000,
            updated_at: 1005,
        }
    }

    #[test]
    fn a_job_item_has_its_pinned_layout_and_expires_a_week_after_it_was_made() {
        let item = job().to_item("o1", 4);
        assert_eq!(item.key, Key::new("ORG#o1", "JOB#01JOB"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, Some(1000 + 604_800), 4)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"id":"01JOB","kind":"policy_document","identity":"pledge_form","state":"done",
                   "progress":100,"input_hash":"0123456789abcdef",
                   "blob_key":"orgs/o1/documents/policy_document-pledge_form-0123456789abcdef.docx",
                   "file_name":"Acme Trust Pledge Form.docx","error":null,"attempts":1,
                   "created_at":1000,"updated_at":1005})
        );
        assert_eq!(JobRecord::decode(&item).unwrap().value, job());
    }

    #[test]
    fn a_document_file_item_has_its_pinned_layout_with_and_without_an_identity() {
        let doc = DocRecord {
            input_hash: "0123456789abcdef".into(),
            blob_key: "orgs/o1/documents/gift_pyramid-0123456789abcdef.xlsx".into(),
            file_name: "Gift Pyramid.xlsx".into(),
        };
        let pyramid = DocumentKey {
            kind: DocumentKind::GiftPyramid,
            identity: None,
        };
        let item = doc.to_item("o1", pyramid, 2);
        assert_eq!(item.key, Key::new("ORG#o1", "DOC#gift_pyramid"));
        assert_eq!((item.gsi1.clone(), item.expires_at), (None, None));
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"input_hash":"0123456789abcdef",
                   "blob_key":"orgs/o1/documents/gift_pyramid-0123456789abcdef.xlsx",
                   "file_name":"Gift Pyramid.xlsx"})
        );
        assert_eq!(DocRecord::decode(&item).unwrap().value, doc);
        let form = DocumentKey {
            kind: DocumentKind::PolicyDocument,
            identity: Some("pledge_form"),
        };
        assert_eq!(
            DocRecord::key("o1", form),
            Key::new("ORG#o1", "DOC#policy_document#pledge_form")
        );
    }

    #[test]
    fn document_files_live_under_the_organizations_folder_named_by_kind_and_input_hash() {
        let form = DocumentKey {
            kind: DocumentKind::PolicyDocument,
            identity: Some("pledge_form"),
        };
        assert_eq!(
            form.blob_key("o1", "00ff00ff00ff00ff"),
            "orgs/o1/documents/policy_document-pledge_form-00ff00ff00ff00ff.docx"
        );
        let goals = DocumentKey {
            kind: DocumentKind::FundraisingGoals,
            identity: None,
        };
        let key = goals.blob_key("o1", "00ff00ff00ff00ff");
        assert_eq!(
            key,
            "orgs/o1/documents/fundraising_goals-00ff00ff00ff00ff.pdf"
        );
        assert!(fundplan_ports::blobs::validate_key(&key).is_ok());
    }

    #[test]
    fn the_kinds_are_the_domains_list_the_spa_is_generated_from() {
        let names: Vec<&str> = DocumentKind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(names, fundplan_domain::collateral::DOCUMENT_KINDS);
    }

    #[test]
    fn every_kind_parses_from_its_api_name_and_nothing_else_does() {
        for kind in DocumentKind::ALL {
            assert_eq!(DocumentKind::parse(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), json!(kind.as_str()));
        }
        assert_eq!(
            DocumentKind::parse("case_statement"),
            Some(DocumentKind::CaseStatement)
        );
        assert_eq!(DocumentKind::parse("case_statement_pdf"), None);
        assert_eq!(DocumentKind::parse("Gift_Pyramid"), None);
        assert_eq!(DocumentKind::parse(""), None);
    }

    #[test]
    fn file_names_follow_the_contract_and_drop_characters_no_system_accepts() {
        let org = "Riverbend Literacy Alliance";
        let name = |k, i| file_name(k, i, org);
        assert_eq!(
            name(DocumentKind::StewardshipStructure, None),
            "Riverbend Literacy Alliance Stewardship Structure.pdf"
        );
        assert_eq!(
            name(DocumentKind::TalkingPoints, None),
            "Riverbend Literacy Alliance Talking Points.pdf"
        );
        assert_eq!(
            name(DocumentKind::FundraisingGoals, None),
            "Riverbend Literacy Alliance Understanding Your Fundraising Goals.pdf"
        );
        assert_eq!(name(DocumentKind::GiftPyramid, None), "Gift Pyramid.xlsx");
        assert_eq!(
            name(DocumentKind::PoliciesManual, None),
            "Riverbend Literacy Alliance Policies and Procedures.pdf"
        );
        assert_eq!(
            name(DocumentKind::PolicyDocument, Some("gift_agreement_pledge")),
            "Riverbend Literacy Alliance Gift Agreement - Pledge.docx"
        );
        assert_eq!(
            name(DocumentKind::Certificate, None),
            "Riverbend Literacy Alliance Certificate.pdf"
        );
        assert_eq!(
            name(DocumentKind::CaseStatement, None),
            "Riverbend Literacy Alliance case statement.pdf"
        );
        assert_eq!(
            name(DocumentKind::CaseStatementDocx, None),
            "Riverbend Literacy Alliance case statement.docx"
        );
        assert_eq!(
            name(DocumentKind::CaseNarrative, None),
            "Riverbend Literacy Alliance Case for Support Narrative.docx"
        );
        assert_eq!(
            file_name(DocumentKind::TalkingPoints, None, "A/B \"Trust\"\n"),
            "A B Trust Talking Points.pdf"
        );
        assert_eq!(
            file_name(DocumentKind::TalkingPoints, None, "  "),
            "Talking Points.pdf"
        );
    }

    #[test]
    fn a_queue_message_names_the_organization_and_the_job_and_other_messages_are_refused() {
        let m = queue_message("o1", "01JOB");
        assert_eq!(
            serde_json::to_value(&m).unwrap(),
            json!({"id":"01JOB","kind":"document","payload":{"org_id":"o1"}})
        );
        assert_eq!(parse_queue_message(&m), Some(("o1".into(), "01JOB".into())));
        let other = fundplan_ports::Job {
            kind: "email".into(),
            ..m.clone()
        };
        assert_eq!(parse_queue_message(&other), None);
        let no_org = fundplan_ports::Job {
            payload: json!({}),
            ..m
        };
        assert_eq!(parse_queue_message(&no_org), None);
    }

    #[test]
    fn every_policy_and_form_has_its_cards_title_and_nothing_else_has_one() {
        assert_eq!(
            policy_title("gift_acceptance_policy"),
            Some("Gift Acceptance Policy")
        );
        assert_eq!(
            policy_title("donor_acknowledgment_letter"),
            Some("Standard Tax Receipt and Acknowledgement Letter")
        );
        assert_eq!(
            fundplan_domain::policies::POLICIES
                .iter()
                .filter(|p| policy_title(p.identity) == Some(p.title))
                .count(),
            13
        );
        assert_eq!(policy_title("unknown_policy"), None);
        assert_eq!(policy_title(""), None);
    }
}

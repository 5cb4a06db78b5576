//! The job records' tests: their pinned item layouts, their files' keys, the queue messages and
//! the lifecycle (forward only, written over the version read).

use super::*;
use serde_json::{Value, json};

fn job() -> JobRecord {
    JobRecord {
        id: "01JOB".into(),
        kind: "policy_document".into(),
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
        plan_version: None,
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
        kind: "gift_pyramid",
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
        kind: "policy_document",
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
        kind: "policy_document",
        identity: Some("pledge_form"),
    };
    assert_eq!(
        form.blob_key("o1", "00ff00ff00ff00ff", "docx"),
        "orgs/o1/documents/policy_document-pledge_form-00ff00ff00ff00ff.docx"
    );
    let goals = DocumentKey {
        kind: "fundraising_goals",
        identity: None,
    };
    let key = goals.blob_key("o1", "00ff00ff00ff00ff", "pdf");
    assert_eq!(
        key,
        "orgs/o1/documents/fundraising_goals-00ff00ff00ff00ff.pdf"
    );
    assert!(fundplan_ports::blobs::validate_key(&key).is_ok());
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
fn each_step_of_the_lifecycle_moves_a_job_forward_and_never_back() {
    let mut j = JobRecord::queued(
        "01J".into(),
        "gift_pyramid",
        None,
        "Gift Pyramid.xlsx".into(),
        100,
    );
    assert_eq!(
        (j.state, j.progress, j.attempts, j.updated_at),
        (JobState::Queued, 0, 0, 100)
    );
    assert_eq!(j.expires_at(), Some(100 + JOB_TTL_SECONDS));
    assert!(j.start(101));
    assert_eq!(
        (j.state, j.progress, j.attempts, j.updated_at),
        (JobState::Running, PROGRESS_STARTED, 1, 101)
    );
    assert!(j.advance(PROGRESS_ASSEMBLED, 102));
    assert!(
        !j.advance(PROGRESS_STARTED, 103),
        "progress never goes back"
    );
    assert!(j.requeue(104));
    assert_eq!((j.state, j.progress), (JobState::Queued, 0));
    assert!(j.start(105));
    assert_eq!(j.attempts, 2);
    assert!(j.finish("00ff00ff00ff00ff", "orgs/o1/documents/x.xlsx", 106));
    assert_eq!(
        (j.state, j.progress, j.error.clone()),
        (JobState::Done, 100, None)
    );
    assert_eq!(j.blob_key.as_deref(), Some("orgs/o1/documents/x.xlsx"));
    // A done job stays done: no start, progress, requeue, failure or second finish.
    let done = j.clone();
    assert!(!j.start(107) && !j.advance(90, 107) && !j.requeue(107));
    assert!(!j.fail("no", 107) && !j.finish("x", "y", 107));
    assert_eq!(j, done);
    // A failed job takes no more steps, but its message may be replaced.
    let mut f = JobRecord::queued("01K".into(), "certificate", None, "C.pdf".into(), 100);
    assert!(f.fail("first", 101));
    assert_eq!(
        (f.state, f.error.as_deref()),
        (JobState::Failed, Some("first"))
    );
    assert!(!f.start(102) && !f.requeue(102) && !f.finish("x", "y", 102));
    assert!(f.fail("second", 103));
    assert_eq!(f.error.as_deref(), Some("second"));
}

#[tokio::test]
async fn the_stored_lifecycle_writes_each_step_over_the_version_it_read() {
    let (_dir, t) = crate::ops::testing::table();
    let org = crate::ops::testing::scope(&t, "o1");
    let item = JobItem::new(&org, "01J");
    assert_eq!(item.start(1).await.unwrap(), Start::Gone);
    let job = JobRecord::queued(
        "01J".into(),
        "gift_pyramid",
        None,
        "Gift Pyramid.xlsx".into(),
        1,
    );
    item.create(&job).await.unwrap();
    assert!(matches!(
        item.create(&job).await,
        Err(StoreError::ConditionFailed)
    ));
    let Start::Started {
        job: started,
        attempts,
    } = item.start(2).await.unwrap()
    else {
        panic!("not started")
    };
    assert_eq!((attempts, started.state), (1, JobState::Running));
    item.progress(PROGRESS_RENDERED, 3).await.unwrap();
    item.progress(PROGRESS_ASSEMBLED, 4).await.unwrap();
    let stored = get_job(&crate::ops::testing::scope(&t, "o1"), "01J")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            stored.value.progress,
            stored.value.updated_at,
            stored.version
        ),
        (PROGRESS_RENDERED, 3, 3)
    );
    item.finish("00ff00ff00ff00ff", "orgs/o1/documents/k.xlsx", 5)
        .await
        .unwrap();
    item.fail("late", 6).await.unwrap();
    item.requeue(6).await.unwrap();
    let Start::Finished(done) = item.start(7).await.unwrap() else {
        panic!("started a done job")
    };
    assert_eq!(
        (done.state, done.progress, done.attempts, done.updated_at),
        (JobState::Done, 100, 1, 5)
    );
    assert_eq!(
        get_job(&crate::ops::testing::scope(&t, "o1"), "01J")
            .await
            .unwrap()
            .unwrap()
            .version,
        4
    );
    // Another organization's item is another job.
    assert_eq!(
        JobItem::new(&crate::ops::testing::scope(&t, "o2"), "01J")
            .start(8)
            .await
            .unwrap(),
        Start::Gone
    );
}

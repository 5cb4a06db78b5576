//! The document pipeline end to end: `POST /documents` queues a job, the worker (`DocGen`, the
//! same handler the docgen Lambda runs) takes it from the queue, and `GET /documents/{id}` gives
//! the link that downloads the file. Every test runs twice: on the embedded adapters (store on
//! disk, folder blobs, in-process queue) and on AWS's APIs in moto (DynamoDB, S3, SQS with its
//! dead-letter queue).

use async_trait::async_trait;
use axum::http::StatusCode;
use fundplan_cloud::{S3Blobs, SqsJobs, bootstrap_with};
use fundplan_data::jobs::{DocRecord, DocumentKey, get_job};
use fundplan_docgen::{DocGen, Outcome, sqs_batch};
use fundplan_domain::messages as m;
use fundplan_ports::jobs::{Jobs, MAX_ATTEMPTS, work_once};
use fundplan_ports::{Blob, Blobs, BlobsError, Table};
use fundplan_testkit::{Reply, Seeded, TestApp, moto};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// The object store as the worker sees it: every `put` counted, and `put` made to fail on demand.
struct Watched {
    inner: Arc<dyn Blobs>,
    puts: AtomicUsize,
    failing: AtomicBool,
}

#[async_trait]
impl Blobs for Watched {
    async fn put(&self, key: &str, blob: Blob) -> Result<(), BlobsError> {
        self.puts.fetch_add(1, Ordering::SeqCst);
        if self.failing.load(Ordering::SeqCst) {
            return Err(BlobsError::Unavailable("the object store is down".into()));
        }
        self.inner.put(key, blob).await
    }
    async fn get(&self, key: &str) -> Result<Option<Blob>, BlobsError> {
        self.inner.get(key).await
    }
    async fn delete(&self, key: &str) -> Result<(), BlobsError> {
        self.inner.delete(key).await
    }
    async fn download_url(
        &self,
        key: &str,
        ttl: Duration,
        filename: Option<&str>,
    ) -> Result<String, BlobsError> {
        self.inner.download_url(key, ttl, filename).await
    }
}

/// An app with its queue, and the worker on the same store and object store.
struct Rig {
    app: TestApp,
    worker: DocGen,
    blobs: Arc<Watched>,
    on_aws: bool,
}

impl Rig {
    fn name(&self) -> &'static str {
        if self.on_aws { "moto" } else { "embedded" }
    }

    fn jobs(&self) -> &dyn Jobs {
        self.app.state.jobs.as_ref()
    }

    fn table(&self) -> &dyn Table {
        self.app.state.table.as_ref()
    }

    /// The scope of an organization of the rig (a test builds it with the constructor).
    fn scope(&self, org_id: &str) -> fundplan_data::OrgScope {
        fundplan_data::OrgScope::of_verified(self.app.state.table.clone(), org_id)
    }

    fn puts(&self) -> usize {
        self.blobs.puts.load(Ordering::SeqCst)
    }

    /// Runs the worker on the queue until it is idle (nothing received for a short wait) or
    /// `until` holds.
    async fn work(&self) {
        let wait = Duration::from_millis(if self.on_aws { 1500 } else { 300 });
        for _ in 0..20 {
            let n = work_once(self.jobs(), &self.worker, wait)
                .await
                .expect("queue");
            if n == 0 {
                return;
            }
        }
        panic!("{}: the queue never went idle", self.name());
    }

    /// The file behind a download link.
    async fn download(&self, url: &str) -> Vec<u8> {
        if self.on_aws {
            let res = reqwest::get(url).await.expect("moto answers the link");
            assert_eq!(res.status(), reqwest::StatusCode::OK, "{url}");
            return res.bytes().await.expect("body").to_vec();
        }
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        let (blob, name) = self
            .app
            .blobs
            .open_link(url, now)
            .await
            .expect("the link is valid");
        assert!(name.is_some(), "the link names the file");
        blob.bytes.to_vec()
    }
}

fn rig_of(app: TestApp, store: Arc<dyn Blobs>, on_aws: bool) -> Rig {
    let blobs = Arc::new(Watched {
        inner: store,
        puts: AtomicUsize::new(0),
        failing: AtomicBool::new(false),
    });
    let worker = DocGen::new(app.state.table.clone(), blobs.clone()).with_clock(app.clock.clone());
    Rig {
        app,
        worker,
        blobs,
        on_aws,
    }
}

/// One rig on the embedded adapters, one on DynamoDB + S3 + SQS in moto.
async fn rigs() -> Vec<Rig> {
    let local = TestApp::new(fundplan_local::api_routes());
    let store: Arc<dyn Blobs> = Arc::new(local.blobs.clone());
    let mut rigs = vec![rig_of(local, store, false)];

    let mut app = TestApp::on_dynamo(fundplan_local::api_routes()).await;
    let clients = moto::clients().await;
    let settings = moto::fresh_settings();
    let report = bootstrap_with(&clients, &settings)
        .await
        .expect("bucket and queues in moto");
    let s3: Arc<dyn Blobs> = Arc::new(S3Blobs::new(clients.s3.clone(), &settings.bucket));
    app.state.blobs = s3.clone();
    app.state.jobs = Arc::new(
        SqsJobs::new(clients.sqs.clone(), &report.queue_url)
            .with_dead_letter_queue(&report.dead_letter_queue_url),
    );
    app.router = fundplan_http::runtime::app(fundplan_local::api_routes(), app.state.clone());
    rigs.push(rig_of(app, s3, true));
    rigs
}

/// The sample organization's owner (Riverbend Literacy Alliance), with one revenue line.
async fn alliance(rig: &Rig) -> Seeded {
    let owner = rig
        .app
        .seed_paying_owner("dana@riverbend-literacy.org")
        .await;
    rename(rig, &owner, "Riverbend Literacy Alliance").await;
    owner
}

/// Changes the stored organization as its forms would.
async fn organization(
    rig: &Rig,
    owner: &Seeded,
    change: impl Fn(&mut fundplan_data::OrganizationRecord),
) {
    fundplan_data::repo::update(
        rig.table(),
        &fundplan_data::OrganizationRecord::key(&owner.user.org_id),
        |o: &fundplan_data::OrganizationRecord, v| o.to_item(v),
        |o| -> Result<(), fundplan_ports::StoreError> {
            change(o);
            Ok(())
        },
    )
    .await
    .expect("organization saved");
}

async fn rename(rig: &Rig, owner: &Seeded, name: &str) {
    organization(rig, owner, |o| o.name = name.to_string()).await;
}

async fn address(rig: &Rig, owner: &Seeded, address: &str) {
    organization(rig, owner, |o| o.address = address.to_string()).await;
}

/// Calls the API and expects a success; `Value::Null` sends no body.
async fn api(rig: &Rig, who: &Seeded, method: &str, path: &str, body: Value) -> Value {
    let body = (!body.is_null()).then_some(body);
    let r = rig.app.call(method, path, Some(&who.token), body).await;
    assert!(
        r.status.is_success(),
        "{method} {path} on {}: {} {}",
        rig.name(),
        r.status,
        r.body
    );
    r.body
}

/// Overhead of `dollars` in each of the three years: a three-year goal of three times that,
/// rounded up to the next $500,000.
async fn overhead(rig: &Rig, who: &Seeded, dollars: i64) {
    let body = json!({"expenses": [{"expense_type": "personnel_and_benefits",
        "expense_description": "Staff", "expense_cost": dollars,
        "expense_cost_year_2": dollars, "expense_cost_year_3": dollars}]});
    api(rig, who, "POST", "/api/v1/organization-expenses", body).await;
}

/// Queues a document, runs the worker and downloads the file: (the job when done, the file).
async fn made(rig: &Rig, owner: &Seeded, body: Value) -> (Value, Vec<u8>) {
    let id = queued(rig, owner, body.clone()).await;
    rig.work().await;
    let done = job(rig, owner, &id).await;
    assert_eq!(done["state"], "done", "{}: {body} {done}", rig.name());
    let url = done["download_url"].as_str().expect("a link when done");
    let bytes = rig.download(url).await;
    (done, bytes)
}

/// A PDF's text, whitespace collapsed to single spaces.
fn pdf_text(bytes: &[u8]) -> String {
    assert!(bytes.starts_with(b"%PDF-"), "a PDF");
    let text = pdf_extract::extract_text_from_mem(bytes).expect("extractable text");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Text without any whitespace: a check that does not depend on where lines wrap.
fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The text of a .docx: every `<w:t>` run of `word/document.xml`, paragraphs on their own lines.
fn docx_text(bytes: &[u8]) -> String {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a .docx package");
    let mut xml = String::new();
    zip.by_name("word/document.xml")
        .expect("the document part")
        .read_to_string(&mut xml)
        .expect("UTF-8 XML");
    let mut out = String::new();
    let mut rest = xml.as_str();
    while let Some(start) = rest.find("<w:") {
        rest = &rest[start..];
        if rest.starts_with("<w:t>") || rest.starts_with("<w:t ") {
            let open_end = rest.find('>').expect("a closed tag") + 1;
            let close = rest.find("</w:t>").expect("a closed text run");
            out.push_str(&rest[open_end..close]);
            rest = &rest[close + 6..];
        } else {
            if rest.starts_with("<w:p>") || rest.starts_with("<w:p ") {
                out.push('\n');
            }
            rest = &rest[3..];
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

async fn request(rig: &Rig, owner: &Seeded, body: Value) -> Reply {
    rig.app
        .post("/api/v1/documents", Some(&owner.token), body)
        .await
}

/// Queues a document and expects 202; returns the job id.
async fn queued(rig: &Rig, owner: &Seeded, body: Value) -> String {
    let r = request(rig, owner, body).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}: {}", rig.name(), r.body);
    r.body["id"].as_str().expect("a job id").to_string()
}

async fn job(rig: &Rig, owner: &Seeded, id: &str) -> Value {
    let r = rig
        .app
        .get(&format!("/api/v1/documents/{id}"), Some(&owner.token))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}: {}", rig.name(), r.body);
    r.body
}

#[tokio::test]
async fn a_queued_document_is_made_by_the_worker_and_its_link_downloads_the_stored_file() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let r = request(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        assert_eq!(r.status, StatusCode::ACCEPTED, "{}: {}", rig.name(), r.body);
        let id = r.body["id"].as_str().unwrap().to_string();
        assert_eq!(id.len(), 26, "a ULID");
        assert_eq!(r.body["state"], "queued");
        assert_eq!(r.body["progress"], 0);
        assert_eq!(r.body["kind"], "fundraising_goals");
        assert_eq!(r.body["identity"], Value::Null);
        assert_eq!(r.body["download_url"], Value::Null);
        assert_eq!(r.body["created_at"], "2026-11-21T12:00:00Z");
        assert_eq!(
            r.body["file_name"],
            "Riverbend Literacy Alliance Understanding Your Fundraising Goals.pdf"
        );
        assert_eq!(job(&rig, &owner, &id).await["state"], "queued");

        rig.work().await;

        let done = job(&rig, &owner, &id).await;
        assert_eq!(done["state"], "done", "{}: {done}", rig.name());
        assert_eq!(done["progress"], 100);
        assert_eq!(done["error"], Value::Null);
        let url = done["download_url"].as_str().expect("a link when done");
        let stored = get_job(&rig.scope(&owner.user.org_id), &id)
            .await
            .unwrap()
            .unwrap()
            .value;
        let key = stored.blob_key.clone().expect("the file's key");
        assert!(
            key.starts_with(&format!(
                "orgs/{}/documents/fundraising_goals-",
                owner.user.org_id
            )),
            "{key}"
        );
        assert!(key.ends_with(".pdf"), "{key}");
        let blob = rig
            .app
            .state
            .blobs
            .get(&key)
            .await
            .unwrap()
            .expect("stored");
        assert_eq!(blob.content_type, "application/pdf");
        assert!(!blob.bytes.is_empty());
        assert_eq!(
            rig.download(url).await,
            blob.bytes.to_vec(),
            "{}",
            rig.name()
        );
        assert_eq!(rig.puts(), 1);
        // Every GET signs a fresh link.
        assert!(job(&rig, &owner, &id).await["download_url"].is_string());
    }
}

#[tokio::test]
async fn the_gift_pyramid_is_an_excel_file_with_the_saved_ratio_and_prospect_names() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        // $1,100,000 a year for three years: $3,300,000, rounded up to $3,500,000.
        overhead(&rig, &owner, 1_100_000).await;
        let names = json!({"250000": ["Harlan Family Foundation", "Mill Street Bank", "Eleanor Voss"],
            "100000": ["Riverbend Community Trust", "Okafor & Lee LLP"]});
        api(
            &rig,
            &owner,
            "POST",
            "/api/v1/prospects",
            json!({"prospectRatio": 4, "prospectNames": names}),
        )
        .await;
        let (done, bytes) = made(&rig, &owner, json!({"kind": "gift_pyramid"})).await;
        assert_eq!(done["file_name"], "Gift Pyramid.xlsx");
        let key = get_job(&rig.scope(&owner.user.org_id), done["id"].as_str().unwrap())
            .await
            .unwrap()
            .unwrap()
            .value
            .blob_key
            .unwrap();
        assert!(key.ends_with(".xlsx"), "{key}");
        let blob = rig.app.state.blobs.get(&key).await.unwrap().unwrap();
        assert_eq!(
            blob.content_type,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        );

        use calamine::{Data, Reader, Xlsx, open_workbook_from_rs};
        let mut book: Xlsx<_> =
            open_workbook_from_rs(std::io::Cursor::new(bytes)).expect("an .xlsx workbook");
        let sheet = book.worksheet_range("Gift Pyramid").expect("the sheet");
        let rows: Vec<Vec<Data>> = sheet.rows().map(|r| r.to_vec()).collect();
        // The levels at 4:1: gift, gifts, prospects.
        let level = |gift: f64| {
            rows.iter()
                .find(|r| r.first() == Some(&Data::Float(gift)))
                .unwrap_or_else(|| panic!("{}: a row for ${gift}", rig.name()))
                .clone()
        };
        // The standard chart of $3,500,000 (a lead gift of 20 %).
        for (gift, gifts) in [
            (500_000.0, 1.0),
            (250_000.0, 3.0),
            (100_000.0, 6.0),
            (50_000.0, 13.0),
            (25_000.0, 25.0),
        ] {
            assert_eq!(
                level(gift)[1..3],
                [Data::Float(gifts), Data::Float(gifts * 4.0)],
                "{}: the ${gift} level",
                rig.name()
            );
        }
        let names: Vec<String> = rows
            .iter()
            .filter_map(|r| match r.get(6) {
                Some(Data::String(s)) => Some(s.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(
            names[1..],
            [
                "Harlan Family Foundation",
                "Mill Street Bank",
                "Eleanor Voss",
                "Riverbend Community Trust",
                "Okafor & Lee LLP"
            ],
            "{}: the names column under its header {names:?}",
            rig.name()
        );

        // The chart edited and saved: the next file is made from it.
        let edit = json!({"leadShare": 20, "various": 350_000, "levels": [
            {"amount": 750_000, "gifts": 1}, {"amount": 250_000, "gifts": 4},
            {"amount": 100_000, "gifts": 10}, {"amount": 20_000, "gifts": 20}]});
        api(&rig, &owner, "PUT", "/api/v1/gift-chart", edit).await;
        let (_, bytes) = made(&rig, &owner, json!({"kind": "gift_pyramid"})).await;
        let mut book: Xlsx<_> =
            open_workbook_from_rs(std::io::Cursor::new(bytes)).expect("an .xlsx workbook");
        let sheet = book.worksheet_range("Gift Pyramid").expect("the sheet");
        let rows: Vec<Vec<Data>> = sheet.rows().map(|r| r.to_vec()).collect();
        let levels: Vec<(f64, f64)> = rows
            .iter()
            .filter_map(|r| match (r.first(), r.get(1)) {
                (Some(Data::Float(gift)), Some(Data::Float(gifts))) => Some((*gift, *gifts)),
                _ => None,
            })
            .collect();
        assert_eq!(
            levels,
            [
                (750_000.0, 1.0),
                (250_000.0, 4.0),
                (100_000.0, 10.0),
                (20_000.0, 20.0)
            ],
            "{}: the edited chart's levels",
            rig.name()
        );
        assert!(
            rows.iter().any(
                |r| r.first() == Some(&Data::String("Various (<$20,000)".into()))
                    && r.get(3) == Some(&Data::Float(350_000.0))
            ),
            "{}: the edited Various row",
            rig.name()
        );
        // The Goals document prints the same saved chart.
        let (_, goals) = made(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        let text = squeeze(&pdf_text(&goals));
        for expected in [
            "5. How the goal will be raised",
            "Various (<$20,000)",
            "lead gift of $750,000",
            "each under $20,000, bring the last $350,000",
        ] {
            assert!(
                text.contains(&squeeze(expected)),
                "{}: the Goals document has no \"{expected}\":\n{text}",
                rig.name()
            );
        }
    }
}

#[tokio::test]
async fn the_stewardship_structure_prints_the_saved_chart() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let chart = json!({"stewardships": [
            {"benefit": {"benefit_name": "Breakfast with the tutors of the year",
                "prospect": {"100000": true, "25000": true}}},
            {"benefit": {"benefit_name": "Name on the Mill Street donor wall",
                "prospect": {"1000000": true}}}]});
        let saved = api(&rig, &owner, "POST", "/api/v1/stewardships", chart).await;
        let (done, bytes) = made(&rig, &owner, json!({"kind": "stewardship_structure"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Stewardship Structure.pdf"
        );
        let text = pdf_text(&bytes);
        let labels: Vec<String> = saved["columns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["label"].as_str().unwrap().to_string())
            .collect();
        assert!(labels.len() >= 4, "{labels:?}");
        for saved in [
            "Breakfast with the tutors of the year",
            "Name on the Mill Street donor wall",
        ]
        .into_iter()
        .chain(labels.iter().map(String::as_str))
        {
            assert!(
                squeeze(&text).contains(&squeeze(saved)),
                "{}: {saved} in {text}",
                rig.name()
            );
        }
        assert!(
            !text.contains("Name listed in the annual report"),
            "the default rows are replaced by the saved chart"
        );

        // The chart edited: the columns are its levels, and no fixed level is left.
        let edit = json!({"leadShare": 20, "various": 350_000, "levels": [
            {"amount": 750_000, "gifts": 1}, {"amount": 250_000, "gifts": 4},
            {"amount": 100_000, "gifts": 10}, {"amount": 20_000, "gifts": 20}]});
        api(&rig, &owner, "PUT", "/api/v1/gift-chart", edit).await;
        let (_, bytes) = made(&rig, &owner, json!({"kind": "stewardship_structure"})).await;
        let text = squeeze(&pdf_text(&bytes));
        for label in [
            "$750,000",
            "$250,000",
            "$100,000",
            "$20,000",
            "Various (<$20,000)",
        ] {
            assert!(
                text.contains(&squeeze(label)),
                "{}: {label} in {text}",
                rig.name()
            );
        }
        for gone in ["$1,000,000", "$25,000"] {
            assert!(
                !text.contains(&squeeze(gone)),
                "{}: {gone} in {text}",
                rig.name()
            );
        }
    }
}

#[tokio::test]
async fn the_talking_points_pdf_says_the_organizations_mission_once_named() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let mission = "Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence.";
        let q = fundplan_domain::questions::catalogue()
            .by_key("mission_statement")
            .expect("the mission question")
            .clone();
        api(
            &rig,
            &owner,
            "POST",
            "/api/v1/answers",
            json!({"category_id": q.category_id, "question_id": q.id, "answer": mission}),
        )
        .await;
        let screen = api(&rig, &owner, "GET", "/api/v1/pitch-training", Value::Null).await;
        let (done, bytes) = made(&rig, &owner, json!({"kind": "talking_points"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Talking Points.pdf"
        );
        let text = squeeze(&pdf_text(&bytes));
        assert!(
            text.contains(&squeeze(&format!("Our mission: {mission}"))),
            "{}: {text}",
            rig.name()
        );
        let points = screen["data"]["talking_points"].as_array().unwrap();
        assert_eq!(points.len(), 12);
        for point in points {
            let said = squeeze(point["text"].as_str().unwrap());
            assert!(
                text.contains(&said),
                "{}: the screen's point {point}",
                rig.name()
            );
        }
    }
}

#[tokio::test]
async fn a_policy_document_is_filled_with_the_organizations_name_and_address() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        address(&rig, &owner, "412 Mill Street, Riverbend").await;
        let (done, bytes) = made(
            &rig,
            &owner,
            json!({"kind": "policy_document", "identity": "pledge_form"}),
        )
        .await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Pledge Form.docx"
        );
        let text = docx_text(&bytes);
        assert!(text.contains("Pledge Form"), "{}: {text}", rig.name());
        assert!(text.contains("Riverbend Literacy Alliance"), "{text}");
        assert!(text.contains("412 Mill Street, Riverbend"), "{text}");
        assert!(!text.contains("[organization address]"), "{text}");
        assert!(!text.contains('{'), "every placeholder filled: {text}");
    }
}

#[tokio::test]
async fn the_policies_manual_holds_exactly_the_selected_foundational_policies() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        api(
            &rig,
            &owner,
            "POST",
            "/api/v1/policies-and-procedures",
            json!({"gift_acknowledgement_policy": true, "donor_privacy_policy": true,
                "pledge_form": true, "naming_rights_policy": false}),
        )
        .await;
        let (done, bytes) = made(&rig, &owner, json!({"kind": "policies_manual"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Policies and Procedures.pdf"
        );
        let text = pdf_text(&bytes);
        for title in ["Gift Acknowledgement Policy", "Donor Privacy Policy"] {
            assert!(text.contains(title), "{}: {title} in {text}", rig.name());
        }
        for title in [
            "Gift Acceptance Policy",
            "Gift-Entry and Recording Policy",
            "Naming Rights Policy",
            "Corporate Support Policy",
            "Pledge Form",
        ] {
            assert!(
                !text.contains(title),
                "{}: {title} is not selected",
                rig.name()
            );
        }
        assert!(text.contains("Riverbend Literacy Alliance"));
    }
}

#[tokio::test]
async fn a_job_delivered_twice_writes_one_file() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let id = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        let message = fundplan_data::jobs::queue_message(&owner.user.org_id, &id);
        // The queue delivers the same message again (SQS is at-least-once).
        rig.jobs().enqueue(message.clone()).await.unwrap();
        rig.work().await;
        assert_eq!(rig.puts(), 1, "{}", rig.name());
        assert_eq!(
            rig.worker.process(&message, Some(1)).await.unwrap(),
            Outcome::Nothing
        );
        assert_eq!(rig.puts(), 1);
        let done = job(&rig, &owner, &id).await;
        assert_eq!(done["state"], "done");
        assert_eq!(
            get_job(&rig.scope(&owner.user.org_id), &id)
                .await
                .unwrap()
                .unwrap()
                .value
                .attempts,
            1,
            "the second delivery did not start the job again"
        );
    }
}

#[tokio::test]
async fn a_second_job_with_unchanged_inputs_reuses_the_file_and_a_changed_plan_makes_a_new_one() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let org = owner.user.org_id.clone();
        let first = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        rig.work().await;
        let second = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        rig.work().await;
        assert_eq!(rig.puts(), 1, "{}: nothing rendered again", rig.name());
        let key = |id: String| {
            let rig = &rig;
            let org = org.clone();
            async move {
                get_job(&rig.scope(&org), &id)
                    .await
                    .unwrap()
                    .unwrap()
                    .value
                    .blob_key
                    .unwrap()
            }
        };
        let first_key = key(first.clone()).await;
        assert_eq!(key(second.clone()).await, first_key);
        assert_eq!(job(&rig, &owner, &second).await["state"], "done");
        let last = fundplan_data::jobs::get_doc(
            &rig.scope(&org),
            DocumentKey {
                kind: "fundraising_goals",
                identity: None,
            },
        )
        .await
        .unwrap()
        .expect("the last file is remembered");
        assert_eq!(last.blob_key, first_key);

        // The plan changes (a revenue line): the inputs differ, a new file is made.
        let r = rig
            .app
            .post(
                "/api/v1/revenues",
                Some(&owner.token),
                json!({"revenues": [{"revenue_category": "annual_overhead",
                    "revenue_type": "Earned Revenue", "revenue_name": "Events",
                    "revenue_cost": 38000, "revenue_cost_year_2": 39000, "revenue_cost_year_3": 40000}]}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let third = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        rig.work().await;
        assert_eq!(rig.puts(), 2, "{}", rig.name());
        let third_key = key(third).await;
        assert_ne!(third_key, first_key);
        assert!(
            rig.app.state.blobs.get(&first_key).await.unwrap().is_some(),
            "the older file stays for links already handed out"
        );
        let DocRecord { blob_key, .. } = fundplan_data::jobs::get_doc(
            &rig.scope(&org),
            DocumentKey {
                kind: "fundraising_goals",
                identity: None,
            },
        )
        .await
        .unwrap()
        .unwrap();
        assert_eq!(blob_key, third_key);
    }
}

#[tokio::test]
async fn a_failing_job_is_retried_then_failed_with_its_message_and_parked_in_the_dead_letters() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        rig.blobs.failing.store(true, Ordering::SeqCst);
        let id = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        let mut dead = Vec::new();
        for _ in 0..40 {
            let wait = Duration::from_millis(if rig.on_aws { 1500 } else { 300 });
            work_once(rig.jobs(), &rig.worker, wait).await.unwrap();
            dead = rig.jobs().dead_letters(10).await.unwrap();
            if !dead.is_empty() {
                break;
            }
            if !rig.on_aws {
                // The in-process queue parks a job on its next reception after the last attempt.
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        assert_eq!(dead.len(), 1, "{}: parked in the dead letters", rig.name());
        assert_eq!(dead[0].id, id);
        assert_eq!(rig.puts(), MAX_ATTEMPTS as usize, "one try per delivery");
        let failed = job(&rig, &owner, &id).await;
        assert_eq!(failed["state"], "failed", "{}: {failed}", rig.name());
        assert_eq!(failed["error"], m::DOCUMENT_FAILED);
        assert_eq!(failed["download_url"], Value::Null);
    }
}

#[tokio::test]
async fn the_certificate_of_an_unfinished_plan_fails_at_once_and_a_complete_plans_is_made() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        overhead(&rig, &owner, 1_100_000).await;
        let id = queued(&rig, &owner, json!({"kind": "certificate"})).await;
        rig.work().await;
        let failed = job(&rig, &owner, &id).await;
        assert_eq!(failed["state"], "failed", "{}: {failed}", rig.name());
        assert_eq!(failed["error"], m::DOCUMENT_CERTIFICATE_NOT_EARNED);
        assert_eq!(failed["download_url"], Value::Null);
        assert_eq!(rig.puts(), 0);
        let stored = get_job(&rig.scope(&owner.user.org_id), &id)
            .await
            .unwrap()
            .unwrap()
            .value;
        assert_eq!(stored.attempts, 1, "no retry");
        assert!(rig.jobs().dead_letters(10).await.unwrap().is_empty());

        let every: serde_json::Map<String, Value> = fundplan_domain::sections::fixed_paths()
            .into_iter()
            .filter(|p| {
                Some(p)
                    != fundplan_domain::sections::fixed_path(
                        fundplan_domain::certificate::CERTIFICATE,
                    )
                    .as_ref()
            })
            .map(|p| (p, json!(1)))
            .collect();
        api(
            &rig,
            &owner,
            "POST",
            "/api/v1/steps-nav-status",
            json!({"steps_nav_status": every}),
        )
        .await;
        let (done, bytes) = made(&rig, &owner, json!({"kind": "certificate"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Certificate.pdf"
        );
        let text = pdf_text(&bytes);
        for said in [
            "Riverbend Literacy Alliance",
            "November 21, 2026",
            "$3,500,000",
            // The team line "Olive Owner, Owner": the name, then the role beneath it.
            "Olive Owner Owner",
        ] {
            assert!(text.contains(said), "{}: {said} in {text}", rig.name());
        }
        // The date is recorded: the certificate page shows the same day later on.
        rig.app.clock.advance(time::Duration::days(2));
        let later = Seeded {
            user: owner.user.clone(),
            token: rig.app.relogin(&owner),
        };
        let c = api(&rig, &later, "GET", "/api/v1/certificate", Value::Null).await;
        assert_eq!(c["completed_on"], "November 21, 2026");
    }
}

#[tokio::test]
async fn another_organizations_job_and_an_unknown_job_are_not_found() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let member = rig
            .app
            .seed_member(&owner, "tutor@riverbend-literacy.org")
            .await;
        let other = rig.app.seed_paying_owner("owner@another-trust.org").await;
        let id = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        rig.work().await;
        assert_eq!(job(&rig, &member, &id).await["state"], "done");
        for path in [
            format!("/api/v1/documents/{id}"),
            "/api/v1/documents/01JZZZZZZZZZZZZZZZZZZZZZZZ".to_string(),
        ] {
            let r = rig.app.get(&path, Some(&other.token)).await;
            assert_eq!(r.status, StatusCode::NOT_FOUND, "{}: {path}", rig.name());
            assert_eq!(r.error(), m::DOCUMENT_NOT_FOUND);
            assert!(!r.body.to_string().contains("download_url"));
        }
        // A path that cannot be a job's id is refused before any read.
        let r = rig
            .app
            .get("/api/v1/documents/..%2F..%2Fsecret", Some(&other.token))
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", rig.name());
        assert_eq!(r.error(), m::PATH_ID_INVALID);
        assert!(!r.body.to_string().contains("download_url"));
        let r = rig.app.get(&format!("/api/v1/documents/{id}"), None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn bad_document_requests_get_422_and_nothing_is_stored_or_queued() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        let before = rig.app.item_count().await;
        let long = "x".repeat(10_000);
        let cases = [
            (
                json!({"kind": "case_statement_pdf"}),
                fundplan_documents::kind::unknown_kind_message(),
            ),
            (
                json!({"kind": ""}),
                fundplan_documents::kind::unknown_kind_message(),
            ),
            (
                json!({"kind": "policy_document"}),
                m::DOCUMENT_IDENTITY_REQUIRED.to_string(),
            ),
            (
                json!({"kind": "policy_document", "identity": "<script>alert(1)</script>"}),
                format!("{} <script>alert(1)</script>", m::DOCUMENT_UNKNOWN_IDENTITY),
            ),
            (
                json!({"kind": "policy_document", "identity": long}),
                format!("{} {}", m::DOCUMENT_UNKNOWN_IDENTITY, "x".repeat(80)),
            ),
            (
                json!({"kind": "gift_pyramid", "identity": "pledge_form"}),
                m::DOCUMENT_IDENTITY_NOT_TAKEN.to_string(),
            ),
            (
                json!({"kind": "policies_manual"}),
                m::DOCUMENT_NO_POLICIES.to_string(),
            ),
        ];
        for (body, message) in cases {
            let r = request(&rig, &owner, body.clone()).await;
            assert_eq!(
                r.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{}: {body}",
                rig.name()
            );
            assert_eq!(r.error(), message, "{body}");
        }
        let r = request(&rig, &owner, json!({"identity": "pledge_form"})).await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "kind is required"
        );
        assert_eq!(rig.app.item_count().await, before, "nothing stored");
        assert_eq!(
            work_once(rig.jobs(), &rig.worker, Duration::from_millis(200))
                .await
                .unwrap(),
            0,
            "nothing queued"
        );
    }
}

#[tokio::test]
async fn the_policies_manual_is_queued_once_a_foundational_policy_is_selected() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        // The selection as the closing function stores it (`PLAN#POLICIES`).
        let item = fundplan_ports::Item::new(
            fundplan_ports::Key::new(
                format!("ORG#{}", owner.user.org_id),
                fundplan_data::closing::POLICIES_SK,
            ),
            json!({"selected": {"pledge_form": true, "gift_acceptance_policy": false}})
                .as_object()
                .unwrap()
                .clone(),
        );
        rig.table()
            .put(item.clone(), fundplan_ports::Condition::None)
            .await
            .unwrap();
        let r = request(&rig, &owner, json!({"kind": "policies_manual"})).await;
        assert_eq!(r.error(), m::DOCUMENT_NO_POLICIES, "a form is no policy");
        let mut selected = item;
        selected.attrs["selected"]["donor_privacy_policy"] = json!(true);
        rig.table()
            .put(selected, fundplan_ports::Condition::None)
            .await
            .unwrap();
        let r = request(&rig, &owner, json!({"kind": "policies_manual"})).await;
        assert_eq!(r.status, StatusCode::ACCEPTED, "{}: {}", rig.name(), r.body);
        assert_eq!(
            r.body["file_name"],
            "Riverbend Literacy Alliance Policies and Procedures.pdf"
        );
        let r = request(
            &rig,
            &owner,
            json!({"kind": "policy_document", "identity": "gift_agreement_pledge"}),
        )
        .await;
        assert_eq!(r.status, StatusCode::ACCEPTED);
        assert_eq!(r.body["identity"], "gift_agreement_pledge");
        assert_eq!(
            r.body["file_name"],
            "Riverbend Literacy Alliance Gift Agreement - Pledge.docx"
        );
    }
}

#[tokio::test]
async fn a_job_nobody_works_on_for_half_an_hour_is_answered_as_failed() {
    let rig = rigs().await.remove(0);
    let owner = alliance(&rig).await;
    let id = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
    rig.app.clock.advance(time::Duration::minutes(29));
    assert_eq!(job(&rig, &owner, &id).await["state"], "queued");
    rig.app.clock.advance(time::Duration::minutes(2));
    let stale = job(&rig, &owner, &id).await;
    assert_eq!(stale["state"], "failed");
    assert_eq!(stale["error"], m::DOCUMENT_FAILED);
}

/// An SQS event as Lambda delivers it.
fn sqs_event(records: &[(&str, String, u32)]) -> aws_lambda_events::event::sqs::SqsEvent {
    let records: Vec<Value> = records
        .iter()
        .map(|(id, body, count)| {
            json!({"messageId": id, "receiptHandle": format!("handle-{id}"), "body": body,
                   "attributes": {"ApproximateReceiveCount": count.to_string(),
                                  "SentTimestamp": "1795262400000"},
                   "messageAttributes": {}, "md5OfBody": "", "eventSource": "aws:sqs",
                   "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:fundplan-jobs",
                   "awsRegion": "us-east-1"})
        })
        .collect();
    serde_json::from_value(json!({ "Records": records })).expect("an SQS event")
}

#[tokio::test]
async fn the_lambda_handler_reports_only_the_failed_records_and_fails_a_job_on_its_last_attempt() {
    let rig = rigs().await.remove(0);
    let owner = alliance(&rig).await;
    let org = owner.user.org_id.clone();
    let good = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
    let message =
        |id: &str| serde_json::to_string(&fundplan_data::jobs::queue_message(&org, id)).unwrap();

    let event = sqs_event(&[
        ("m-good", message(&good), 1),
        ("m-garbage", "not a job".to_string(), 1),
    ]);
    let response = sqs_batch(&rig.worker, event).await;
    let failed: Vec<_> = response
        .batch_item_failures
        .iter()
        .map(|f| f.item_identifier.as_str())
        .collect();
    assert_eq!(failed, ["m-garbage"]);
    assert_eq!(job(&rig, &owner, &good).await["state"], "done");

    // The object store fails: a first delivery is reported for retry and the job waits; the
    // third (ApproximateReceiveCount 3, the last) marks it failed with the user's message.
    rig.blobs.failing.store(true, Ordering::SeqCst);
    rename(&rig, &owner, "Riverbend Literacy Alliance, Inc.").await;
    let doomed = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
    let response = sqs_batch(&rig.worker, sqs_event(&[("m-doomed", message(&doomed), 1)])).await;
    assert_eq!(response.batch_item_failures.len(), 1);
    assert_eq!(response.batch_item_failures[0].item_identifier, "m-doomed");
    let waiting = job(&rig, &owner, &doomed).await;
    assert_eq!(waiting["state"], "queued", "{waiting}");
    assert_eq!(waiting["error"], Value::Null);
    let response = sqs_batch(
        &rig.worker,
        sqs_event(&[("m-doomed", message(&doomed), MAX_ATTEMPTS)]),
    )
    .await;
    assert_eq!(
        response.batch_item_failures.len(),
        1,
        "on to the dead letters"
    );
    let failed = job(&rig, &owner, &doomed).await;
    assert_eq!(failed["state"], "failed");
    assert_eq!(failed["error"], m::DOCUMENT_FAILED);
    // Delivered once more (after the redrive, by hand): nothing happens and nothing fails.
    let response = sqs_batch(&rig.worker, sqs_event(&[("m-doomed", message(&doomed), 4)])).await;
    assert!(response.batch_item_failures.is_empty());
    assert_eq!(
        serde_json::to_value(&response).unwrap(),
        json!({"batchItemFailures": []})
    );
}

/// A real 640 × 480 PNG (a two-colour gradient).
fn photo_png() -> Vec<u8> {
    let img = image::RgbImage::from_fn(640, 480, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 120])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("a PNG");
    out.into_inner()
}

/// The case for support's three files (the designed PDF, the Word statement and the narrative)
/// are made through the pipeline from the document as the editor left it (an override in place
/// of the plan's text, a stored picture), and `GET /create_docx` answers the same Word file at once.
#[tokio::test]
async fn the_case_statement_is_made_as_pdf_word_and_narrative_from_the_edited_document() {
    use fundplan_domain::questions::catalogue;
    const LETTER: &str =
        "Dear friend, every Tuesday night our tutors sit beside adults who are learning to read.";
    const STORY: &str =
        "Margaret Hale founded the Alliance at a kitchen table on Mill Street in 2009.";
    const EDITED: &str = "Our story began with one retired teacher and one determined learner.";
    const IMPACT: &str =
        "Last year 62% of learners who completed 40 hours of tutoring gained a reading level.";
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        // Stored as the organization form stores it (E.164); printed in the national format.
        organization(&rig, &owner, |o| o.phone = "+12075550148".into()).await;
        overhead(&rig, &owner, 400_000).await;
        for (key, text) in [
            (
                "finalize_case_for_support_executive_director_letter",
                LETTER,
            ),
            ("finalize_case_for_support_story", STORY),
            ("finalize_case_for_support_impact", IMPACT),
        ] {
            let q = catalogue().by_key(key).expect("a question");
            let body = json!({"category_id": q.category_id, "question_id": q.id, "answer": text});
            api(&rig, &owner, "POST", "/api/v1/answers", body).await;
        }
        api(
            &rig,
            &owner,
            "PUT",
            "/api/v1/case-statements/overrides/our_story",
            json!({ "text": EDITED }),
        )
        .await;
        let r = rig
            .app
            .multipart(
                "POST",
                "/api/v1/case-statements/upload",
                Some(&owner.token),
                &[("order", "4"), ("page_no", "1")],
                &[("image", "kitchen.png", &photo_png())],
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}: {}", rig.name(), r.body);

        let (done, pdf) = made(&rig, &owner, json!({"kind": "case_statement"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance case statement.pdf"
        );
        let text = squeeze(&pdf_text(&pdf));
        for expected in [
            "CaseforSupport",
            "RiverbendLiteracyAlliance",
            &squeeze(LETTER),
            &squeeze(EDITED),
            "(207)555-0148",
        ] {
            assert!(
                text.contains(expected),
                "{}: the PDF says {expected}",
                rig.name()
            );
        }
        assert!(
            !text.contains(&squeeze(STORY)),
            "the override replaces the plan's story in the PDF"
        );

        let (done, word) = made(&rig, &owner, json!({"kind": "case_statement_docx"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance case statement.docx"
        );
        let words = docx_text(&word);
        assert!(words.contains(LETTER) && words.contains(EDITED), "{words}");
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&word)).expect("a .docx");
        let media = (0..zip.len())
            .filter(|&i| {
                zip.by_index(i)
                    .expect("an entry")
                    .name()
                    .starts_with("word/media/")
            })
            .count();
        assert!(
            media >= 2,
            "the stored picture and the defaults are in the Word file: {media}"
        );

        let (done, narrative) = made(&rig, &owner, json!({"kind": "case_narrative"})).await;
        assert_eq!(
            done["file_name"],
            "Riverbend Literacy Alliance Case for Support Narrative.docx"
        );
        let narrative = docx_text(&narrative);
        assert!(narrative.contains(LETTER) && narrative.contains(EDITED));
        assert!(
            narrative.contains(&format!("Our Impact\n{IMPACT}")),
            "{}: the Impact Statement under its heading in {narrative}",
            rig.name()
        );

        let r = rig.app.get("/api/v1/create_docx", Some(&owner.token)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", rig.name());
        assert_eq!(
            r.headers["content-type"],
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        );
        assert!(
            r.headers["content-disposition"]
                .to_str()
                .unwrap()
                .contains("filename=\"Riverbend Literacy Alliance case statement.docx\"")
        );
        assert_eq!(
            docx_text(&r.raw),
            words,
            "the same Word file as the pipeline's"
        );
        let other = rig.app.seed_paying_owner("olive@example.org").await;
        let theirs = rig.app.get("/api/v1/create_docx", Some(&other.token)).await;
        assert_eq!(theirs.status, StatusCode::OK);
        assert!(
            !docx_text(&theirs.raw).contains(LETTER),
            "another organization never gets this text"
        );
        assert_eq!(
            rig.app.get("/api/v1/create_docx", None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn a_name_in_any_script_prints_and_a_character_no_font_has_fails_at_once_naming_it() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        // Chinese and an emoji print with the fallback fonts (infra/scripts/fonts.sh).
        rename(&rig, &owner, "识字课程 Literacy Alliance 🙂").await;
        made(&rig, &owner, json!({"kind": "fundraising_goals"})).await;

        // A private-use character is in no font: the job fails on its first attempt with a
        // message that names it, instead of three tries and "Please try again".
        rename(&rig, &owner, "Riverbend \u{E000} Literacy Alliance").await;
        let id = queued(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        rig.work().await;
        let failed = job(&rig, &owner, &id).await;
        assert_eq!(failed["state"], "failed", "{}: {failed}", rig.name());
        assert_eq!(
            failed["error"],
            "The character \"\u{E000}\" (U+E000) in \"Riverbend \u{E000} Literacy Alliance\" \
             cannot be printed. Remove it or replace it and make the document again."
        );
        assert_eq!(failed["download_url"], Value::Null);
        let stored = get_job(&rig.scope(&owner.user.org_id), &id)
            .await
            .unwrap()
            .unwrap()
            .value;
        assert_eq!(stored.attempts, 1, "{}: no retry", rig.name());
        assert!(rig.jobs().dead_letters(10).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_document_is_made_from_a_version_of_the_plan_and_the_plan_nows_stays_the_last_file() {
    for rig in rigs().await {
        let owner = alliance(&rig).await;
        overhead(&rig, &owner, 100_000).await;
        let v1 = api(
            &rig,
            &owner,
            "POST",
            "/api/v1/versions",
            json!({"name": "Approved by the board"}),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        overhead(&rig, &owner, 400_000).await;
        let (now_job, now_pdf) = made(&rig, &owner, json!({"kind": "fundraising_goals"})).await;
        let (then_job, then_pdf) = made(
            &rig,
            &owner,
            json!({"kind": "fundraising_goals", "version_id": v1}),
        )
        .await;
        assert_eq!(
            then_job["file_name"],
            "Riverbend Literacy Alliance Understanding Your Fundraising Goals (Approved by the board).pdf",
            "{}",
            rig.name()
        );
        let (now_text, then_text) = (pdf_text(&now_pdf), pdf_text(&then_pdf));
        assert!(
            now_text.contains("$1,500,000"),
            "{}: {now_text}",
            rig.name()
        );
        assert!(
            then_text.contains("$500,000"),
            "{}: {then_text}",
            rig.name()
        );
        assert!(!then_text.contains("$1,500,000"), "{}", rig.name());
        // The document's last file is still the plan now's.
        let last = fundplan_data::jobs::get_doc(
            &rig.scope(&owner.user.org_id),
            DocumentKey {
                kind: "fundraising_goals",
                identity: None,
            },
        )
        .await
        .unwrap()
        .unwrap();
        let now_key = get_job(
            &rig.scope(&owner.user.org_id),
            now_job["id"].as_str().unwrap(),
        )
        .await
        .unwrap()
        .unwrap()
        .value
        .blob_key
        .unwrap();
        assert_eq!(last.blob_key, now_key, "{}", rig.name());

        // An unknown version, or one that cannot be an id, makes nothing.
        let unknown = request(
            &rig,
            &owner,
            json!({"kind": "fundraising_goals", "version_id": "01JNOVERSION00000000000000"}),
        )
        .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{}", rig.name());
        let bad = request(
            &rig,
            &owner,
            json!({"kind": "fundraising_goals", "version_id": "a/b"}),
        )
        .await;
        assert_eq!(
            bad.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            rig.name()
        );
        // Another organization's version is not found.
        let other = rig.app.seed_paying_owner("sam@harborhill.org").await;
        let theirs = request(
            &rig,
            &other,
            json!({"kind": "fundraising_goals", "version_id": v1}),
        )
        .await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND, "{}", rig.name());
    }
}

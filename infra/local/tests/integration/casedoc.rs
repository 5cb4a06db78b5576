//! The case for support document's editor over HTTP, on both adapters: the embedded ones (store
//! on disk, folder blobs) and AWS's APIs in moto (DynamoDB and S3). An empty plan and the
//! Alliance's sample plan (seeded through the API) read as their documents; overrides are set,
//! refused with the spec's messages, reset, and never touch the plan's answers; images are
//! uploaded, replaced, cropped and removed with their objects kept in step, bad files are
//! refused with nothing written; another organization reaches none of it; sixteen concurrent
//! editors lose no edit.

use axum::http::StatusCode;
use fundplan_cloud::{AwsClients, S3Blobs, bootstrap_with};
use fundplan_data::casedoc::case_image_key;
use fundplan_domain::case_images::dimensions;
use fundplan_domain::image::{ImageKind, MAX_IMAGE_BYTES};
use fundplan_domain::messages as m;
use fundplan_domain::questions::catalogue;
use fundplan_ports::embedded::DirBlobs;
use fundplan_ports::{Blobs, CountingTable};
use fundplan_testkit::{Reply, Seeded, TestApp, moto};
use serde_json::{Value, json};
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where a rig's objects are: a folder of its own, or a bucket in moto.
enum Objects {
    Dir {
        blobs: DirBlobs,
        root: PathBuf,
        _dir: tempfile::TempDir,
    },
    S3 {
        clients: AwsClients,
        bucket: String,
    },
}

/// An app with the object store its API writes to.
struct Rig {
    app: TestApp,
    objects: Objects,
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

impl Rig {
    fn name(&self) -> &'static str {
        match self.objects {
            Objects::Dir { .. } => "embedded",
            Objects::S3 { .. } => "moto",
        }
    }

    /// The object keys under `prefix`, listed from the store itself.
    async fn objects(&self, prefix: &str) -> Vec<String> {
        let mut keys: Vec<String> = match &self.objects {
            Objects::S3 { clients, bucket } => clients
                .s3
                .list_objects_v2()
                .bucket(bucket)
                .prefix(prefix)
                .send()
                .await
                .expect("list the bucket in moto")
                .contents()
                .iter()
                .filter_map(|o| o.key().map(String::from))
                .collect(),
            Objects::Dir { root, .. } => {
                let base = root.join("objects");
                let mut files = Vec::new();
                walk(&base, &mut files);
                files
                    .iter()
                    .filter_map(|f| f.strip_prefix(&base).ok())
                    .map(|k| k.to_string_lossy().to_string())
                    .filter(|k| k.starts_with(prefix))
                    .collect()
            }
        };
        keys.sort();
        keys
    }

    /// The bytes of a stored object.
    async fn object(&self, key: &str) -> Option<Vec<u8>> {
        self.app
            .state
            .blobs
            .get(key)
            .await
            .expect("the object store answers")
            .map(|b| b.bytes.to_vec())
    }

    /// The file behind a link the API gave.
    async fn download(&self, url: &str) -> Vec<u8> {
        let blobs = match &self.objects {
            Objects::S3 { .. } => {
                let res = reqwest::get(url).await.expect("moto answers the link");
                assert_eq!(res.status(), reqwest::StatusCode::OK, "{url}");
                return res.bytes().await.expect("body").to_vec();
            }
            Objects::Dir { blobs, .. } => blobs,
        };
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        let (blob, _) = blobs.open_link(url, now).await.expect("the link is valid");
        blob.bytes.to_vec()
    }
}

fn with_blobs(mut app: TestApp, blobs: Arc<dyn Blobs>) -> TestApp {
    app.state.blobs = blobs;
    app.router = fundplan_http::runtime::app(fundplan_local::api_routes(), app.state.clone());
    app
}

/// One rig on the embedded adapters (objects in a folder), one on DynamoDB + S3 in moto.
async fn rigs() -> Vec<Rig> {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().join("blobs");
    let blobs = DirBlobs::new(
        &root,
        "http://localhost:3000/blobs",
        b"case-secret".to_vec(),
    )
    .expect("blobs");
    let local = with_blobs(
        TestApp::new(fundplan_local::api_routes()),
        Arc::new(blobs.clone()),
    );
    let mut rigs = vec![Rig {
        app: local,
        objects: Objects::Dir {
            blobs,
            root,
            _dir: dir,
        },
    }];
    let app = TestApp::on_dynamo(fundplan_local::api_routes()).await;
    let clients = moto::clients().await;
    let settings = moto::fresh_settings();
    bootstrap_with(&clients, &settings)
        .await
        .expect("bucket in moto");
    let s3: Arc<dyn Blobs> = Arc::new(S3Blobs::new(clients.s3.clone(), &settings.bucket));
    rigs.push(Rig {
        app: with_blobs(app, s3),
        objects: Objects::S3 {
            clients,
            bucket: settings.bucket.clone(),
        },
    });
    rigs
}

async fn ok(rig: &Rig, who: &Seeded, method: &str, path: &str, body: Option<Value>) -> Value {
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

async fn statement(rig: &Rig, who: &Seeded) -> Value {
    ok(rig, who, "GET", "/api/v1/case-statements", None).await["data"].clone()
}

/// What must not change when a request is refused: the items, the document as read and the
/// organization's objects.
async fn state_of(rig: &Rig, who: &Seeded) -> (usize, Value, Vec<String>) {
    let mut doc = statement(rig, who).await;
    // Links are signed afresh on every read.
    for a in doc["attachments"].as_array_mut().into_iter().flatten() {
        a["url"] = Value::Null;
    }
    (
        rig.app.item_count().await,
        doc,
        rig.objects(&format!("orgs/{}/case-images/", who.user.org_id))
            .await,
    )
}

/// Sends a request that must be refused with `status` and `message`, and checks that nothing
/// was written.
async fn refused<F: Future<Output = Reply>>(
    rig: &Rig,
    who: &Seeded,
    send: impl FnOnce() -> F,
    status: StatusCode,
    message: &str,
) {
    let before = state_of(rig, who).await;
    let r = send().await;
    assert_eq!(r.status, status, "on {}: {}", rig.name(), r.body);
    if !message.is_empty() {
        assert_eq!(r.error(), message, "on {}", rig.name());
    }
    assert_eq!(
        state_of(rig, who).await,
        before,
        "refused, yet something was written"
    );
}

fn words(n: usize) -> String {
    (1..=n)
        .map(|i| format!("w{i}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn model(key: &str) -> String {
    catalogue()
        .by_key(key)
        .expect("a question")
        .model_answer
        .trim()
        .to_string()
}

async fn answer(rig: &Rig, who: &Seeded, key: &str, text: &str) {
    let q = catalogue().by_key(key).expect("a question");
    let body = json!({"category_id": q.category_id, "question_id": q.id, "answer": text});
    ok(rig, who, "POST", "/api/v1/answers", Some(body)).await;
}

fn expense(name: &str, years: [i64; 3], owner: Option<(&str, &str)>) -> Value {
    let mut e = json!({"expense_type": "personnel_and_benefits", "expense_description": name,
        "expense_cost": years[0], "expense_cost_year_2": years[1], "expense_cost_year_3": years[2]});
    if let Some((kind, id)) = owner {
        e["expenseable_type"] = json!(kind);
        e["expenseable_id"] = json!(id);
    }
    e
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect()
}

const STORIES: [&str; 3] = [
    "Rosa, 52, came to us unable to read a bus schedule. Today she reads to her grandson every night.",
    "Luis studied with a volunteer tutor for two years and passed his citizenship test in March.",
    "The Okafor family has not missed a Family Reading Night in three years; their shelf holds 60 books.",
];

/// The Riverbend Literacy Alliance's plan, through the API: the organization's details, the
/// texts of modules 3 and 11 (Our Vision left blank), three programs and the overhead with their
/// budgets, the revenue, two new projects with their rationales, and three success stories.
async fn alliance(rig: &Rig, owner: &Seeded) -> (Vec<String>, Vec<String>) {
    let r = rig
        .app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &[
                ("form", "settings"),
                ("name", "Riverbend Literacy Alliance"),
                ("address", "412 Mill Street, Riverbend"),
                ("phone", "+1 202 555 0143"),
                ("website", "https://riverbendliteracy.org"),
                ("director_name", "Dana Whitfield"),
                ("year", "2026"),
            ],
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    for key in [
        "finalize_case_for_support_executive_director_letter",
        "finalize_case_for_support_story",
        "aspirational_vision_vision",
        "mission_statement",
        "case_statement_summary",
        "finalize_case_for_support_more",
        "case_statement_join_us_message",
    ] {
        answer(rig, owner, key, &model(key)).await;
    }
    answer(
        rig,
        owner,
        "case_statement_ways_to_give",
        r#"["Cash", "Check", "Securities (Stock Transfers)", "Bequests", "Charitable Gift Annuities"]"#,
    )
    .await;
    let programs = ok(rig, owner, "PUT", "/api/v1/core-programs", Some(json!({"corePrograms": [
        {"program_name": "Adult Basic Literacy", "program_description": "Free tutoring for adults who read below a sixth-grade level."},
        {"program_name": "Family Reading Nights", "program_description": "Weekly evenings where parents and children read together."},
        {"program_name": "Workplace English", "program_description": "English classes at employers and community sites."}]})))
    .await;
    let programs = ids(&programs["corePrograms"]);
    for (id, years) in programs.iter().zip([
        [412_000, 426_000, 441_000],
        [186_500, 193_000, 199_500],
        [238_000, 246_000, 255_000],
    ]) {
        let body =
            json!({"expenses": [expense("Program staff", years, Some(("CoreProgram", id)))]});
        ok(rig, owner, "POST", "/api/v1/expenses", Some(body)).await;
    }
    let body = json!({"expenses": [expense("Administration", [301_500, 312_000, 323_000], None)]});
    ok(
        rig,
        owner,
        "POST",
        "/api/v1/organization-expenses",
        Some(body),
    )
    .await;
    let line = |t: &str, n: &str, y: [i64; 3]| {
        json!({"revenue_category": "annual_overhead", "revenue_type": t, "revenue_name": n,
            "revenue_cost": y[0], "revenue_cost_year_2": y[1], "revenue_cost_year_3": y[2]})
    };
    let revenue = json!({"revenues": [
        line("Philanthropic Contributions", "Individual Gifts", [260_000, 270_000, 280_000]),
        line("Philanthropic Contributions", "Foundation Grants", [210_000, 215_000, 220_000]),
        line("Earned Revenue", "Tuition", [64_000, 66_000, 68_000]),
        line("Earned Revenue", "Events", [38_000, 39_000, 40_000]),
        line("Investment Income", "Endowment Income", [18_000, 18_000, 18_000]),
        line("Government Appropriations", "City", [40_000, 40_000, 40_000]),
        line("Government Appropriations", "State", [55_000, 55_000, 55_000]),
        line("In-Kind Goods/Services", "Goods/Services", [72_000, 72_000, 72_000])]});
    ok(rig, owner, "POST", "/api/v1/revenues", Some(revenue)).await;
    let projects = ok(rig, owner, "POST", "/api/v1/projects", Some(json!({"projects": [
        {"project_name": "Mobile Learning Van", "project_description": "A fitted van taking tutoring to three rural townships."},
        {"project_name": "Digital Skills Lab", "project_description": "A 16-seat computer lab at the Mill Street center."}]})))
    .await;
    let projects = ids(&projects["projects"]);
    for (id, years) in projects
        .iter()
        .zip([[185_000, 50_000, 50_000], [140_000, 50_000, 50_000]])
    {
        let body =
            json!({"expenses": [expense("Purchase and fit-out", years, Some(("Project", id)))]});
        ok(rig, owner, "POST", "/api/v1/expenses", Some(body)).await;
    }
    let rationale = catalogue()
        .by_key("new_project_goals_rationale_goals")
        .unwrap();
    let body = json!({"category_id": rationale.category_id, "question_id": rationale.id,
        "answer": model("new_project_goals_rationale_goals")});
    ok(
        rig,
        owner,
        "POST",
        &format!("/api/v1/answers/project/{}", projects[0]),
        Some(body),
    )
    .await;
    let stories: Vec<Value> = STORIES
        .iter()
        .enumerate()
        .map(|(i, s)| json!({"order": i + 1, "user_story": s}))
        .collect();
    let saved = ok(
        rig,
        owner,
        "POST",
        "/api/v1/success-stories",
        Some(json!({"stories": stories})),
    )
    .await;
    (projects, ids(&saved["stories"]))
}

fn kinds(doc: &Value) -> Vec<String> {
    doc["layout"]["pages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn an_empty_plan_reads_as_the_eleven_page_document_in_the_specs_colours() {
    for rig in rigs().await {
        let owner = rig.app.seed_paying_owner("dana@riverbend.org").await;
        let d = statement(&rig, &owner).await;
        assert_eq!(d["version"], 0);
        assert_eq!(d["attachments"], json!([]));
        assert_eq!(d["organization_name"], "Acme Trust");
        assert_eq!(
            d["organization"],
            json!({"name": "Acme Trust", "director_name": "", "address": "", "phone": "",
                   "website": "", "background_color": "#f4ede2", "headings_color": "#8c2104",
                   "body_color": "#301d17", "font_family": "Montserrat"})
        );
        let texts = d["texts"].as_object().unwrap();
        assert_eq!(texts.len(), 7);
        assert_eq!(
            d["texts"]["summary"],
            json!({"key": "summary", "text": "", "plan_text": "", "overridden": false,
                   "limit": 625, "words": 0})
        );
        for flat in [
            "director_letter",
            "our_story",
            "vision",
            "mission",
            "case_statement_summary",
            "call_for_more",
            "case_statement_join_us_message",
        ] {
            assert_eq!(d[flat], "", "{flat}");
        }
        assert_eq!(
            kinds(&d),
            [
                "cover",
                "contents",
                "director_letter",
                "our_story",
                "vision_mission",
                "programs",
                "call_for_more",
                "three_year_goal",
                "funding_priorities",
                "join_us",
                "contact"
            ]
        );
        assert_eq!(
            d["layout"]["contents"][0],
            json!({"title": "A Letter from Our Executive Director", "page": 3})
        );
        assert_eq!(d["goal"]["rounded_goal"], 500_000);
        assert_eq!(
            d["goal"]["rows"],
            json!([{"label": "Annual operations", "years": [0, 0, 0], "total": 0}])
        );
        assert_eq!(d["expenses"].as_array().unwrap().len(), 9);
        assert_eq!(d["revenues"].as_array().unwrap().len(), 5);
        assert_eq!(d["projects"], json!([]));
        assert_eq!(d["success_stories"], json!([]));
        assert_eq!(d["ways_to_give"], json!([]));
    }
}

#[tokio::test]
async fn the_sample_plan_reads_as_the_alliances_case_for_support() {
    for rig in rigs().await {
        let owner = rig
            .app
            .seed_paying_owner("dana@riverbend-literacy.org")
            .await;
        let member = rig
            .app
            .seed_member(&owner, "mia@riverbend-literacy.org")
            .await;
        let (projects, stories) = alliance(&rig, &owner).await;
        let d = statement(&rig, &member).await;
        let o = &d["organization"];
        assert_eq!(o["name"], "Riverbend Literacy Alliance");
        assert_eq!(o["director_name"], "Dana Whitfield");
        assert_eq!(o["address"], "412 Mill Street, Riverbend");
        assert_eq!(o["phone"], "(202) 555-0143", "the national format");
        assert_eq!(
            d["director_letter"],
            model("finalize_case_for_support_executive_director_letter")
        );
        assert_eq!(d["our_story"], model("finalize_case_for_support_story"));
        assert_eq!(
            d["vision"],
            model("aspirational_vision_vision"),
            "module 3's vision while Our Vision is blank"
        );
        assert_eq!(d["mission"], model("mission_statement"));
        assert_eq!(d["case_statement_summary"], model("case_statement_summary"));
        assert_eq!(d["call_for_more"], model("finalize_case_for_support_more"));
        assert_eq!(
            d["case_statement_join_us_message"],
            model("case_statement_join_us_message")
        );
        assert_eq!(d["texts"]["director_letter"]["limit"], 255);
        assert_eq!(d["texts"]["director_letter"]["overridden"], false);

        assert_eq!(
            d["core_programs"],
            json!([
                "Adult Basic Literacy",
                "Family Reading Nights",
                "Workplace English"
            ])
        );
        assert_eq!(
            d["projects"],
            json!([
                {"id": projects[0], "project_name": "Mobile Learning Van", "project_cost": 285_000,
                 "slot": format!("project:{}", projects[0])},
                {"id": projects[1], "project_name": "Digital Skills Lab", "project_cost": 240_000,
                 "slot": format!("project:{}", projects[1])}
            ])
        );
        let van = format!("project:{}", projects[0]);
        assert_eq!(
            d["texts"][&van]["text"],
            model("new_project_goals_rationale_goals")
        );
        assert_eq!(d["texts"][&van]["limit"], 85);
        assert_eq!(d["success_stories"].as_array().unwrap().len(), 3);
        assert_eq!(d["success_stories"][1]["id"], stories[1].as_str());
        assert_eq!(d["success_stories"][1]["user_story"], STORIES[1]);
        assert_eq!(
            d["ways_to_give"],
            json!([
                {"label": "Cash", "icon": "cash", "sub_options": []},
                {"label": "Check", "icon": "check", "sub_options": []},
                {"label": "Securities (Stock Transfers)", "icon": "securities", "sub_options": []},
                {"label": "Planned Gifts", "icon": "planned-gifts",
                 "sub_options": ["Bequests", "Charitable Gift Annuities"]}
            ])
        );

        // Year 1: $1,138,000 of expenses less $287,000 of revenue not raised from donors.
        let g = &d["goal"];
        assert_eq!(g["annual_goal_year_1"], 851_000);
        assert_eq!(d["totals"]["annual_fundraising_goal"], 851_000);
        assert_eq!(
            g["rows"][0],
            json!({"label": "Annual operations",
            "years": [851_000, 887_000, 925_500], "total": 2_663_500})
        );
        assert_eq!(
            g["rows"][1],
            json!({"label": "Mobile Learning Van",
            "years": [185_000, 50_000, 50_000], "total": 285_000})
        );
        assert_eq!(g["rows"][2]["label"], "Digital Skills Lab");
        assert_eq!(g["total"]["total"], 3_188_500);
        assert_eq!(g["rounded_goal"], 3_500_000);
        let summary = ok(
            &rig,
            &owner,
            "GET",
            "/api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years",
            None,
        )
        .await;
        assert_eq!(
            summary["final_total_fundraising_goal_for_3_years"],
            g["total"]["total"]
        );
        assert_eq!(summary["total_fundraising_goal_3y"], g["rounded_goal"]);
        assert_eq!(
            d["expenses"][6],
            json!({"key": "programs_cost", "label": "Programs (all their costs)", "amount": 836_500})
        );
        assert_eq!(
            d["revenues"][0],
            json!({"key": "philanthropic_contributions",
            "label": "Philanthropic Contributions", "amount": 470_000})
        );

        // The 531-word summary continues on a second page; two projects need a further page,
        // three stories a second page: 15 pages.
        assert_eq!(
            kinds(&d),
            [
                "cover",
                "contents",
                "director_letter",
                "our_story",
                "vision_mission",
                "programs",
                "programs_continued",
                "call_for_more",
                "three_year_goal",
                "funding_priorities",
                "further_priorities",
                "success_stories",
                "success_stories_continued",
                "join_us",
                "contact"
            ]
        );
        let words = d["texts"]["summary"]["words"].as_u64().unwrap();
        assert_eq!(
            d["layout"]["pages"][6]["summary_words"],
            json!([271, words])
        );
        assert_eq!(d["layout"]["pages"][10]["images"], json!([17]));
        assert_eq!(d["layout"]["pages"][12]["stories"], json!([1, 2]));

        // Next marks the document and the talking points page complete through the navigation.
        let nav = json!({"steps_nav_status": {"/case-statement-document": 1,
            "/steps/finalize-your-case-for-support/fundraising-talking-points": 1}});
        let n = ok(&rig, &member, "POST", "/api/v1/steps-nav-status", Some(nav)).await;
        assert_eq!(n["steps_nav_status"]["/case-statement-document"], 1);
        let s = ok(
            &rig,
            &owner,
            "GET",
            "/api/v1/fundraising-collateral-status",
            None,
        )
        .await;
        assert_eq!(
            s["fundraising_collateral_status"]["Case for Support"]["completed"],
            true
        );
    }
}

async fn put_text(rig: &Rig, who: &Seeded, slot: &str, text: &str) -> Reply {
    rig.app
        .call(
            "PUT",
            &format!("/api/v1/case-statements/overrides/{slot}"),
            Some(&who.token),
            Some(json!({ "text": text })),
        )
        .await
}

#[tokio::test]
async fn overrides_are_set_refused_with_the_specs_messages_reset_and_never_touch_the_plans_answers()
{
    for rig in rigs().await {
        let owner = rig
            .app
            .seed_paying_owner("dana@riverbend-literacy.org")
            .await;
        let member = rig
            .app
            .seed_member(&owner, "mia@riverbend-literacy.org")
            .await;
        let (projects, stories) = alliance(&rig, &owner).await;
        let letter = model("finalize_case_for_support_executive_director_letter");

        let edit = "Dear Friend,\n\nThank you for reading. Dana Whitfield";
        let r = put_text(&rig, &member, "director_letter", &format!("  {edit}\n")).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(
            r.body,
            json!({"key": "director_letter", "text": edit, "plan_text": letter,
                   "overridden": true, "limit": 255, "words": 8})
        );
        let d = statement(&rig, &owner).await;
        assert_eq!(d["director_letter"], edit);
        assert_eq!(d["texts"]["director_letter"]["plan_text"], letter);
        assert_eq!(d["version"], 1);
        // The plan's answer is untouched.
        let q = catalogue()
            .by_key("finalize_case_for_support_executive_director_letter")
            .unwrap();
        let a = ok(
            &rig,
            &owner,
            "GET",
            &format!("/api/v1/answers?question_id={}", q.id),
            None,
        )
        .await;
        assert!(
            a.to_string()
                .contains("When I joined Riverbend Literacy Alliance"),
            "{a}"
        );
        assert!(!a.to_string().contains("Thank you for reading"));

        // Refusals: over the limit, blank, too many characters, unknown or foreign slots, too
        // large a body. Nothing is written.
        let first_story = format!("story:{}", stories[0]);
        let cases: Vec<(&str, String, StatusCode, &str)> = vec![
            (
                "director_letter",
                words(256),
                StatusCode::UNPROCESSABLE_ENTITY,
                "You cannot enter more than 255 words!",
            ),
            (
                "summary",
                words(626),
                StatusCode::UNPROCESSABLE_ENTITY,
                "You cannot enter more than 625 words!",
            ),
            (
                &first_story,
                words(264),
                StatusCode::UNPROCESSABLE_ENTITY,
                "You cannot enter more than 263 words!",
            ),
            (
                "mission",
                " \n\t ".into(),
                StatusCode::UNPROCESSABLE_ENTITY,
                "Answer is required!",
            ),
            (
                "vision",
                "x".repeat(701),
                StatusCode::UNPROCESSABLE_ENTITY,
                "This text can be at most 700 characters.",
            ),
            (
                "impact",
                "A text.".into(),
                StatusCode::NOT_FOUND,
                m::CASE_SLOT_NOT_FOUND,
            ),
            (
                "story:01NOTASTORY000000000000000",
                "A text.".into(),
                StatusCode::NOT_FOUND,
                m::CASE_SLOT_NOT_FOUND,
            ),
            (
                "project:01NOTAPROJECT00000000000000",
                "A text.".into(),
                StatusCode::NOT_FOUND,
                m::CASE_SLOT_NOT_FOUND,
            ),
            (
                "join_us",
                "é".repeat(40_000),
                StatusCode::PAYLOAD_TOO_LARGE,
                m::BODY_TOO_LARGE,
            ),
        ];
        for (slot, text, status, message) in cases {
            refused(
                &rig,
                &owner,
                || put_text(&rig, &owner, slot, &text),
                status,
                message,
            )
            .await;
        }

        // The summary override that passes 270 words adds the continuation page; at 270 it is
        // gone; a reset brings back the plan's 531 words.
        let r = put_text(&rig, &owner, "summary", &words(271)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let d = statement(&rig, &owner).await;
        assert_eq!(kinds(&d)[6], "programs_continued");
        assert_eq!(d["layout"]["pages"][6]["summary_words"], json!([271, 271]));
        assert_eq!(
            d["layout"]["contents"][4],
            json!({"title": "A Call for More", "page": 8})
        );
        put_text(&rig, &owner, "summary", &words(270)).await;
        let d = statement(&rig, &owner).await;
        assert!(!kinds(&d).contains(&"programs_continued".to_string()));
        assert_eq!(
            d["layout"]["contents"][4],
            json!({"title": "A Call for More", "page": 7})
        );
        let r = rig
            .app
            .call(
                "DELETE",
                "/api/v1/case-statements/overrides/summary",
                Some(&member.token),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
        assert_eq!(r.body["overridden"], false);
        assert_eq!(r.body["text"], model("case_statement_summary"));
        assert_eq!(
            kinds(&statement(&rig, &owner).await)[6],
            "programs_continued"
        );

        // A story's and a project's texts are overridden by their slot; the same text as the
        // plan's is no override.
        let story = format!("story:{}", stories[2]);
        let r = put_text(&rig, &owner, &story, "The Okafors read every night.").await;
        assert_eq!(r.body["overridden"], true);
        let d = statement(&rig, &owner).await;
        assert_eq!(
            d["success_stories"][2]["user_story"],
            "The Okafors read every night."
        );
        let van = format!("project:{}", projects[0]);
        let r = put_text(
            &rig,
            &owner,
            &van,
            &model("new_project_goals_rationale_goals"),
        )
        .await;
        assert_eq!(r.body["overridden"], false);

        let r = rig
            .app
            .call(
                "DELETE",
                "/api/v1/case-statements/overrides/director_letter",
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(r.body["text"], letter.as_str());
        let r = rig
            .app
            .call(
                "DELETE",
                "/api/v1/case-statements/overrides/impact",
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(
            statement(&rig, &owner).await["director_letter"],
            letter.as_str()
        );

        // A deleted story's override leaves the document with the story.
        ok(
            &rig,
            &owner,
            "DELETE",
            &format!("/api/v1/success-stories/{}", stories[2]),
            None,
        )
        .await;
        let d = statement(&rig, &owner).await;
        assert!(d["texts"].get(&story).is_none());
        let r = put_text(&rig, &owner, &story, "Back again.").await;
        assert_eq!(r.status, StatusCode::NOT_FOUND);
    }
}

fn picture(width: u32, height: u32) -> image::DynamicImage {
    image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
            ((x / 16 + y / 16) % 2 * 120) as u8,
        ])
    }))
}

/// Form fields, the file, its name, and the status and message of the refusal.
type BadUpload<'a> = (
    Vec<(&'a str, &'a str)>,
    &'a [u8],
    &'a str,
    StatusCode,
    &'a str,
);

fn png_of(width: u32, height: u32) -> Vec<u8> {
    fundplan_domain::case_images::encode(&picture(width, height), ImageKind::Png).unwrap()
}

fn jpeg_of(width: u32, height: u32) -> Vec<u8> {
    fundplan_domain::case_images::encode(&picture(width, height), ImageKind::Jpeg).unwrap()
}

/// A real 20,000 × 20,000 PNG of zeros (about 90 kB, 400 MB of pixels once decoded).
fn png_bomb() -> Vec<u8> {
    let side = 20_000u32;
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, side, side);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::One);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().expect("header");
        let mut stream = writer.stream_writer().expect("stream");
        let row = vec![0u8; (side as usize).div_ceil(8)];
        for _ in 0..side {
            std::io::Write::write_all(&mut stream, &row).expect("row");
        }
        stream.finish().expect("image");
        writer.finish().expect("end");
    }
    out
}

async fn upload(
    rig: &Rig,
    who: &Seeded,
    fields: &[(&str, &str)],
    file: &[u8],
    name: &str,
) -> Reply {
    rig.app
        .multipart(
            "POST",
            "/api/v1/case-statements/upload",
            Some(&who.token),
            fields,
            &[("image", name, file)],
        )
        .await
}

async fn remove(rig: &Rig, who: &Seeded, id: &str) -> Reply {
    rig.app
        .call(
            "DELETE",
            "/api/v1/case-statements/remove-image",
            Some(&who.token),
            Some(json!({ "id": id })),
        )
        .await
}

#[tokio::test]
async fn images_are_uploaded_replaced_cropped_and_removed_and_bad_files_are_refused_writing_nothing()
 {
    for rig in rigs().await {
        let owner = rig
            .app
            .seed_paying_owner("dana@riverbend-literacy.org")
            .await;
        let member = rig
            .app
            .seed_member(&owner, "mia@riverbend-literacy.org")
            .await;
        let org = owner.user.org_id.clone();
        let folder = format!("orgs/{org}/case-images/");

        // A PNG within 2000 px is stored as uploaded.
        let cover = png_of(800, 600);
        let r = upload(
            &rig,
            &member,
            &[("order", "1"), ("page_no", "1")],
            &cover,
            "cover.png",
        )
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
        assert_eq!(
            (
                r.body["order"].clone(),
                r.body["width"].clone(),
                r.body["height"].clone()
            ),
            (json!(1), json!(800), json!(600))
        );
        assert_eq!(r.body["content_type"], "image/png");
        let cover_id = r.body["id"].as_str().unwrap().to_string();
        assert_eq!(rig.download(r.body["url"].as_str().unwrap()).await, cover);

        // A 3000 × 2000 JPEG is stored as a 2000 × 1333 JPEG.
        let photo = jpeg_of(3000, 2000);
        assert!(photo.len() <= MAX_IMAGE_BYTES);
        let r = upload(
            &rig,
            &owner,
            &[("order", "4"), ("page_no", "1")],
            &photo,
            "story.jpg",
        )
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
        assert_eq!(
            (r.body["width"].clone(), r.body["height"].clone()),
            (json!(2000), json!(1333))
        );
        assert_eq!(r.body["content_type"], "image/jpeg");
        let photo_id = r.body["id"].as_str().unwrap().to_string();
        let stored = rig.download(r.body["url"].as_str().unwrap()).await;
        assert_eq!(
            dimensions("image", ImageKind::Jpeg, &stored).unwrap(),
            (2000, 1333)
        );

        let d = statement(&rig, &owner).await;
        assert_eq!(d["attachments"].as_array().unwrap().len(), 2);
        assert_eq!(d["attachments"][0]["id"], cover_id.as_str());
        assert_eq!(d["attachments"][1]["order"], 4);
        // The photo is larger than its place needs: its print copy was made as it was
        // uploaded, so no render converts it; the cover is small enough to print as it is.
        assert_eq!(rig.objects(&folder).await, {
            let mut v = vec![
                format!("{folder}{cover_id}.png"),
                format!("{folder}{photo_id}.jpg"),
                format!("{folder}{photo_id}.print.jpg"),
            ];
            v.sort();
            v
        });
        let print = rig
            .object(&format!("{folder}{photo_id}.print.jpg"))
            .await
            .expect("the print copy");
        assert_eq!(
            Some(print),
            fundplan_documents::case::print_copy(
                &stored,
                fundplan_documents::model::ImageFormat::Jpeg,
                4
            )
        );

        // Replacing by id stores a new version (a new id and object); the old object is gone.
        let r = upload(
            &rig,
            &owner,
            &[("order", "4"), ("id", photo_id.as_str())],
            &jpeg_of(1200, 900),
            "new.jpg",
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let replaced_id = r.body["id"].as_str().unwrap().to_string();
        assert_ne!(replaced_id, photo_id);
        assert!(
            rig.object(&case_image_key(&org, &photo_id, "jpg"))
                .await
                .is_none()
        );
        assert!(
            rig.object(&format!("{folder}{photo_id}.print.jpg"))
                .await
                .is_none(),
            "its print copy went with it"
        );
        // A crop comes back as a PNG of the cropped area, with the image's id.
        let r = upload(
            &rig,
            &member,
            &[
                ("order", "4"),
                ("page_no", "1"),
                ("id", replaced_id.as_str()),
            ],
            &png_of(600, 600),
            "blob",
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        assert_eq!(r.body["content_type"], "image/png");
        assert_eq!(
            (r.body["width"].clone(), r.body["height"].clone()),
            (json!(600), json!(600))
        );
        let cropped_id = r.body["id"].as_str().unwrap().to_string();
        assert!(
            rig.object(&case_image_key(&org, &replaced_id, "jpg"))
                .await
                .is_none()
        );
        // An upload to an order with a stored image, without an id, replaces it too.
        let r = upload(
            &rig,
            &owner,
            &[("order", "1")],
            &png_of(400, 300),
            "cover2.png",
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.body);
        let cover2_id = r.body["id"].as_str().unwrap().to_string();
        assert!(
            rig.object(&case_image_key(&org, &cover_id, "png"))
                .await
                .is_none()
        );
        let d = statement(&rig, &owner).await;
        let ids: Vec<&str> = d["attachments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, [cover2_id.as_str(), cropped_id.as_str()]);
        assert_eq!(rig.objects(&folder).await, {
            let mut v = vec![
                format!("{folder}{cover2_id}.png"),
                format!("{folder}{cropped_id}.png"),
                format!("{folder}{cropped_id}.print.png"),
            ];
            v.sort();
            v
        });

        // Refused, with nothing written: bad files, a bad order, an id not stored, an id at
        // another order.
        let mut big = png_of(400, 300);
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        let bomb = png_bomb();
        assert!(bomb.len() < MAX_IMAGE_BYTES);
        let text = b"Riverbend Literacy Alliance\n412 Mill Street\n".to_vec();
        let truncated = png_of(400, 300)[..200].to_vec();
        let small = png_of(100, 100);
        let cases: Vec<BadUpload> = vec![
            (
                vec![("order", "2")],
                b"",
                "empty.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::IMAGE_EMPTY,
            ),
            (
                vec![("order", "2")],
                &text,
                "notes.png",
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                m::IMAGE_TYPE,
            ),
            (
                vec![("order", "2")],
                &big,
                "big.png",
                StatusCode::PAYLOAD_TOO_LARGE,
                m::FILE_TOO_LARGE,
            ),
            (
                vec![("order", "2")],
                &bomb,
                "bomb.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::IMAGE_TOO_MANY_PIXELS,
            ),
            (
                vec![("order", "2")],
                &truncated,
                "half.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::IMAGE_UNREADABLE,
            ),
            (
                vec![("order", "24")],
                &small,
                "a.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::CASE_IMAGE_ORDER,
            ),
            (
                vec![("order", "first")],
                &small,
                "a.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::CASE_IMAGE_ORDER,
            ),
            (
                vec![],
                &small,
                "a.png",
                StatusCode::UNPROCESSABLE_ENTITY,
                m::CASE_IMAGE_ORDER,
            ),
            (
                vec![("order", "2"), ("id", "01NOTANIMAGE00000000000000")],
                &small,
                "a.png",
                StatusCode::NOT_FOUND,
                m::CASE_IMAGE_NOT_FOUND,
            ),
            (
                vec![("order", "2"), ("id", "../../logo")],
                &small,
                "a.png",
                StatusCode::NOT_FOUND,
                m::CASE_IMAGE_NOT_FOUND,
            ),
            (
                vec![("order", "2"), ("id", cropped_id.as_str())],
                &small,
                "a.png",
                StatusCode::CONFLICT,
                m::CASE_IMAGE_WRONG_ORDER,
            ),
        ];
        for (fields, file, name, status, message) in cases {
            refused(
                &rig,
                &owner,
                || upload(&rig, &owner, &fields, file, name),
                status,
                message,
            )
            .await;
        }
        let no_file = || {
            rig.app.multipart(
                "POST",
                "/api/v1/case-statements/upload",
                Some(&owner.token),
                &[("order", "2")],
                &[],
            )
        };
        refused(
            &rig,
            &owner,
            no_file,
            StatusCode::UNPROCESSABLE_ENTITY,
            m::CASE_IMAGE_REQUIRED,
        )
        .await;

        // Removing: 204, the object goes, the order shows the default image again.
        let r = remove(&rig, &member, &cropped_id).await;
        assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.body);
        assert!(
            rig.object(&case_image_key(&org, &cropped_id, "png"))
                .await
                .is_none()
        );
        let d = statement(&rig, &owner).await;
        assert_eq!(d["attachments"].as_array().unwrap().len(), 1);
        assert_eq!(
            rig.objects(&folder).await,
            [format!("{folder}{cover2_id}.png")]
        );
        refused(
            &rig,
            &owner,
            || remove(&rig, &owner, &cropped_id),
            StatusCode::NOT_FOUND,
            m::CASE_IMAGE_NOT_FOUND,
        )
        .await;
        refused(
            &rig,
            &owner,
            || remove(&rig, &owner, ""),
            StatusCode::NOT_FOUND,
            m::CASE_IMAGE_NOT_FOUND,
        )
        .await;
    }
}

#[tokio::test]
async fn another_organization_never_reads_nor_edits_this_documents_texts_and_images() {
    for rig in rigs().await {
        let owner = rig
            .app
            .seed_paying_owner("dana@riverbend-literacy.org")
            .await;
        let other = rig.app.seed_paying_owner("olive@acme.org").await;
        let (projects, stories) = alliance(&rig, &owner).await;
        let secret = "Our waiting list has 212 adults on it.";
        assert_eq!(
            put_text(&rig, &owner, "call_for_more", secret).await.status,
            StatusCode::OK
        );
        let r = upload(
            &rig,
            &owner,
            &[("order", "21")],
            &png_of(300, 200),
            "rosa.png",
        )
        .await;
        let image_id = r.body["id"].as_str().unwrap().to_string();

        let theirs = statement(&rig, &other).await;
        let text = theirs.to_string();
        for leak in [
            secret,
            image_id.as_str(),
            stories[0].as_str(),
            projects[0].as_str(),
            "Riverbend",
            "Mobile Learning Van",
        ] {
            assert!(!text.contains(leak), "another organization reads {leak}");
        }
        assert_eq!(theirs["attachments"], json!([]));
        assert_eq!(theirs["version"], 0);

        for slot in [
            format!("story:{}", stories[0]),
            format!("project:{}", projects[0]),
        ] {
            refused(
                &rig,
                &owner,
                || put_text(&rig, &other, &slot, "Mine now."),
                StatusCode::NOT_FOUND,
                m::CASE_SLOT_NOT_FOUND,
            )
            .await;
        }
        refused(
            &rig,
            &owner,
            || remove(&rig, &other, &image_id),
            StatusCode::NOT_FOUND,
            m::CASE_IMAGE_NOT_FOUND,
        )
        .await;
        let small = png_of(50, 50);
        let fields = [("order", "21"), ("id", image_id.as_str())];
        refused(
            &rig,
            &owner,
            || upload(&rig, &other, &fields, &small, "x.png"),
            StatusCode::NOT_FOUND,
            m::CASE_IMAGE_NOT_FOUND,
        )
        .await;
        let mine = statement(&rig, &owner).await;
        assert_eq!(mine["call_for_more"], secret);
        assert_eq!(mine["attachments"][0]["id"], image_id.as_str());
        assert!(
            rig.object(&case_image_key(&owner.user.org_id, &image_id, "png"))
                .await
                .is_some()
        );
        assert!(
            rig.objects(&format!("orgs/{}/", other.user.org_id))
                .await
                .is_empty()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_concurrent_override_writers_keep_every_write() {
    for rig in rigs().await {
        let rig = Arc::new(rig);
        let owner = rig
            .app
            .seed_paying_owner("dana@riverbend-literacy.org")
            .await;
        let slots = [
            "director_letter",
            "our_story",
            "vision",
            "mission",
            "summary",
            "call_for_more",
            "join_us",
        ];
        let mut tasks = Vec::new();
        for i in 0..16usize {
            let (rig, token) = (rig.clone(), owner.token.clone());
            let slot = slots[i % slots.len()];
            tasks.push(tokio::spawn(async move {
                let r = rig
                    .app
                    .call(
                        "PUT",
                        &format!("/api/v1/case-statements/overrides/{slot}"),
                        Some(&token),
                        Some(json!({"text": format!("Writer {i} wrote this.")})),
                    )
                    .await;
                (i, slot, r)
            }));
        }
        let mut last: std::collections::BTreeMap<&str, Vec<String>> = Default::default();
        for t in tasks {
            let (i, slot, r) = t.await.unwrap();
            assert_eq!(
                r.status,
                StatusCode::OK,
                "writer {i} on {}: {}",
                rig.name(),
                r.body
            );
            last.entry(slot)
                .or_default()
                .push(format!("Writer {i} wrote this."));
        }
        let d = statement(&rig, &owner).await;
        // Every write changed the item once: none was lost or overwritten unseen.
        assert_eq!(d["version"], 16, "on {}", rig.name());
        for (slot, texts) in last {
            let shown = d["texts"][slot]["text"].as_str().unwrap().to_string();
            assert!(texts.contains(&shown), "{slot}: {shown}");
            assert_eq!(d["texts"][slot]["overridden"], true);
        }
    }
}

#[tokio::test]
async fn the_document_is_read_with_one_query_besides_the_session() {
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_paying_owner("dana@riverbend.org").await;
    let counting = Arc::new(CountingTable::new(app.state.table.clone()));
    let mut state = app.state.clone();
    state.table = counting.clone();
    let router = fundplan_http::runtime::app(fundplan_casedoc::routes(), state);
    let before = counting.round_trips();
    let req = axum::http::Request::get("/api/v1/case-statements")
        .header("authorization", format!("Bearer {}", owner.token))
        .body(axum::body::Body::empty())
        .unwrap();
    let res = tower::ServiceExt::oneshot(router, req).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let trips = counting.round_trips().since(&before);
    // The session: the user's `get` and the payment gate's `get` of the subscription; the
    // document: the plan's one query.
    assert_eq!((trips.gets, trips.queries, trips.total()), (2, 1, 3));
}

#[test]
fn no_schema_of_the_casedoc_function_shares_its_name_with_another_functions() {
    let schemas = |router: fn() -> utoipa_axum::router::OpenApiRouter<fundplan_http::AppState>| {
        let doc = serde_json::to_value(router().into_openapi()).unwrap();
        doc["components"]["schemas"]
            .as_object()
            .cloned()
            .unwrap_or_default()
    };
    let ours = schemas(fundplan_casedoc::router);
    assert!(ours.contains_key("CaseStatement"));
    for (name, router) in fundplan_local::FUNCTIONS {
        if name == "casedoc" {
            continue;
        }
        for (schema, def) in schemas(router) {
            if let Some(mine) = ours.get(&schema) {
                assert_eq!(
                    mine, &def,
                    "the schema {schema} differs from the {name} function's"
                );
            }
        }
    }
}

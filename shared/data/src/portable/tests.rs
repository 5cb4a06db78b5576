use super::*;
use crate::casedoc::StoredImage;
use crate::model::load_plan;
use crate::ops::testing::{blobs, expense, table};
use crate::plan::answers::AnswerRecord;
use crate::plan::budget::ExpenseTableRecord;
use crate::plan::{EntriesRecord, Entry, EntryKind, Owner};
use fundplan_domain::budget::Category;
use fundplan_domain::questions::catalogue;
use fundplan_ports::embedded::DirBlobs;
use fundplan_ports::table::{Condition, Table};
use std::sync::Arc;

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n0123456789abcdefghijklmnop";
const JPEG: &[u8] = &[0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 4, 5, 6];

fn organization(org: &str, name: &str, logo: Option<&str>) -> Item {
    OrganizationRecord {
        id: org.into(),
        owner_id: format!("{org}-owner"),
        name: name.into(),
        address: "12 Main Street, Riverbend".into(),
        director_name: "Dana Whitfield".into(),
        logo_key: logo.map(str::to_owned),
        ..OrganizationRecord::default()
    }
    .to_item(1)
}

/// The sample organization's plan, with a logo and one case picture (and its print copy).
async fn seed(t: &dyn Table, b: &DirBlobs) {
    let q = catalogue().by_key("mission_statement").unwrap();
    let mut nav = NavRecord::default();
    nav.statuses.insert("vision.mission".into(), 1);
    nav.assignees
        .insert("vision".into(), vec!["o1-member".into()]);
    let doc = CaseDocRecord {
        overrides: [("director_letter".to_owned(), "Dear friends,".to_owned())].into(),
        images: vec![StoredImage {
            id: "01IMG".into(),
            order: 1,
            blob_key: "orgs/o1/case-images/01IMG.jpg".into(),
            content_type: "image/jpeg".into(),
            width: 10,
            height: 10,
            print_key: Some("orgs/o1/case-images/01IMG.print.jpg".into()),
        }],
    };
    for item in [
        organization(
            "o1",
            "Riverbend Literacy Alliance",
            Some("orgs/o1/logo-1.png"),
        ),
        nav.to_item("o1", 1),
        EntriesRecord {
            entries: vec![Entry {
                id: "P1".into(),
                name: "Adult Basic Literacy".into(),
                description: "Tutoring for adults.".into(),
                created_at: 1,
            }],
        }
        .to_item("o1", EntryKind::Program, 1),
        ExpenseTableRecord {
            items: vec![expense("a", Category::FinanceFees, [120_000, 0, 0])],
        }
        .to_item("o1", &Owner::Organization, 1),
        AnswerRecord {
            question_id: q.id,
            category_id: q.category_id,
            answer: "Riverbend Literacy Alliance helps adults read.".into(),
            updated_at: 1,
            updated_by: "o1-owner".into(),
        }
        .to_item("o1", &Owner::Organization, 1),
        doc.to_item("o1", 1),
    ] {
        t.put(item, Condition::None).await.unwrap();
    }
    for (key, bytes) in [
        ("orgs/o1/logo-1.png", PNG),
        ("orgs/o1/case-images/01IMG.jpg", JPEG),
        ("orgs/o1/case-images/01IMG.print.jpg", JPEG),
    ] {
        b.put(
            key,
            Blob {
                bytes: bytes.to_vec().into(),
                content_type: "image/x".into(),
            },
        )
        .await
        .unwrap();
    }
}

fn entries_of(zip_bytes: &[u8]) -> BTreeMap<String, Vec<u8>> {
    unpack(zip_bytes).unwrap()
}

fn plan_file(zip_bytes: &[u8]) -> PlanFile {
    serde_json::from_slice(&entries_of(zip_bytes)[PLAN_JSON]).unwrap()
}

fn counter() -> impl FnMut() -> String {
    let mut n = 0;
    move || {
        n += 1;
        format!("NEW{n:03}")
    }
}

/// An empty organization to import into, with its own owner's navigation (an assignment).
async fn empty(t: &dyn Table, org: &str) {
    let mut nav = NavRecord::default();
    nav.assignees
        .insert("programs".into(), vec![format!("{org}-member")]);
    t.put(organization(org, "New organization", None), Condition::None)
        .await
        .unwrap();
    t.put(nav.to_item(org, 1), Condition::None).await.unwrap();
}

#[tokio::test]
async fn export_then_import_then_export_gives_the_same_plan_file() {
    let (_d, t) = table();
    let (_bd, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref(), &b).await;
    let o1 = OrgScope::of_verified(t.clone(), "o1");
    let first = export_plan(&o1, &b, "2027-03-12T18:00:00Z").await.unwrap();
    let file = plan_file(&first);
    assert_eq!(file.fundplan_plan, FORMAT);
    assert_eq!(file.organization.name, "Riverbend Literacy Alliance");
    assert_eq!(
        file.organization.logo.as_deref(),
        Some("pictures/logo-1.png")
    );
    let json = String::from_utf8(entries_of(&first)[PLAN_JSON].clone()).unwrap();
    assert!(!json.contains("o1-member"), "no assignment of a person");
    assert!(!json.contains("orgs/o1"), "no key of this store");

    empty(t.as_ref(), "o2").await;
    let o2 = OrgScope::of_verified(t.clone(), "o2");
    let done = import_plan(&o2, &b, &first, counter()).await.unwrap();
    assert_eq!(done.pictures, 3);
    let plan = load_plan(&o2).await.unwrap();
    assert_eq!(plan.programs[0].name, "Adult Basic Literacy");
    assert_eq!(plan.figures().unwrap().overhead.total, [120_000, 0, 0]);
    assert_eq!(plan.org().unwrap().name, "Riverbend Literacy Alliance");
    assert_eq!(plan.statuses.values().filter(|s| **s == 1).count(), 1);
    let nav = crate::repo::get::<NavRecord>(t.as_ref(), &NavRecord::key("o2"))
        .await
        .unwrap()
        .unwrap()
        .value;
    assert_eq!(
        nav.assignees["programs"],
        ["o2-member"],
        "its own assignments stay"
    );
    let image = &plan.casedoc.value.images[0];
    assert!(image.blob_key.starts_with("orgs/o2/case-images/"));
    assert_eq!(
        b.get(&image.blob_key)
            .await
            .unwrap()
            .unwrap()
            .bytes
            .to_vec(),
        JPEG
    );

    let second = export_plan(&o2, &b, "2027-03-12T18:00:00Z").await.unwrap();
    let (a, z) = (plan_file(&first), plan_file(&second));
    assert_eq!(a.items.len(), z.items.len());
    // The pictures have new names in the new organization; everything else is the same.
    let renamed = |f: PlanFile| {
        serde_json::to_string(&f)
            .unwrap()
            .replace("01IMG.print.jpg", "P")
            .replace("NEW002.print.jpg", "P")
            .replace("01IMG.jpg", "I")
            .replace("NEW001.jpg", "I")
            .replace("logo-1.png", "L")
            .replace("logo-NEW003.png", "L")
    };
    assert_eq!(renamed(a), renamed(z));
    let pictures = |bytes: &[u8]| -> Vec<Vec<u8>> {
        entries_of(bytes)
            .into_iter()
            .filter(|(k, _)| k != PLAN_JSON)
            .map(|(_, v)| v)
            .collect()
    };
    let (mut p1, mut p2) = (pictures(&first), pictures(&second));
    p1.sort();
    p2.sort();
    assert_eq!(p1, p2);
}

fn zip_of(entries: &[(&str, &[u8])], method: zip::CompressionMethod) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in entries {
        zip.start_file(
            *name,
            zip::write::SimpleFileOptions::default().compression_method(method),
        )
        .unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// A plan file of `items` (and `logo`), with `pictures`.
fn file_with(items: Value, logo: Option<&str>, pictures: &[(&str, &[u8])], format: u32) -> Vec<u8> {
    let json = serde_json::json!({
        "fundplan_plan": format,
        "exported_at": "2027-03-12T18:00:00Z",
        "organization": {"name": "Riverbend Literacy Alliance", "address": "", "phone": "", "website": "",
            "background_color": "", "headings_color": "", "body_color": "", "font_family": "",
            "director_name": "", "year": "", "paper_size": "", "logo": logo},
        "items": items,
    });
    let text = serde_json::to_vec(&json).unwrap();
    let mut all: Vec<(&str, &[u8])> = vec![(PLAN_JSON, &text)];
    all.extend_from_slice(pictures);
    zip_of(&all, zip::CompressionMethod::Deflated)
}

async fn refused_with_nothing_written(bytes: &[u8], says: &str) {
    let (_d, t) = table();
    let (_bd, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    empty(t.as_ref(), "o2").await;
    let o2 = OrgScope::of_verified(t.clone(), "o2");
    let before = t
        .query_all(fundplan_ports::table::Query::partition(org_pk("o2")))
        .await
        .unwrap();
    match import_plan(&o2, &b, bytes, counter()).await {
        Err(ImportError::Refused(message)) => {
            assert!(message.contains(says), "{message}")
        }
        other => panic!("{says}: {other:?}"),
    }
    let after = t
        .query_all(fundplan_ports::table::Query::partition(org_pk("o2")))
        .await
        .unwrap();
    assert_eq!(before, after, "{says}: nothing written");
    for key in ["orgs/o2/case-images/NEW001.jpg", "orgs/o2/logo-NEW001.png"] {
        assert!(b.get(key).await.unwrap().is_none(), "{says}: {key}");
    }
}

#[tokio::test]
async fn a_malformed_or_hostile_file_is_refused_with_nothing_written() {
    let programs = |entries: Value| serde_json::json!([{"sk": "PLAN#PROGRAMS", "attrs": {"entries": entries}}]);
    let ok_items = programs(serde_json::json!([]));
    // Not a zip; a zip without plan.json.
    refused_with_nothing_written(b"%PDF-1.7 not a zip", "not a fundplan plan file").await;
    refused_with_nothing_written(
        &zip_of(&[("notes.txt", b"hello")], zip::CompressionMethod::Stored),
        "does not read",
    )
    .await;
    // Path traversal and other folders.
    for name in [
        "../plan.json",
        "pictures/../../etc/passwd",
        "/plan.json",
        "other/x.png",
        "pictures/.hidden",
    ] {
        let text = serde_json::to_vec(&ok_items).unwrap();
        refused_with_nothing_written(
            &zip_of(
                &[(PLAN_JSON, &text), (name, PNG)],
                zip::CompressionMethod::Stored,
            ),
            "does not read",
        )
        .await;
    }
    // A zip bomb: 17 MiB of zeros as plan.json, a few kilobytes packed.
    let zeros = vec![0u8; 17 * 1024 * 1024];
    let bomb = zip_of(&[(PLAN_JSON, &zeros)], zip::CompressionMethod::Deflated);
    assert!(bomb.len() < 100_000);
    refused_with_nothing_written(&bomb, "too large").await;
    // An oversized picture.
    let big = [PNG, &vec![0u8; 4 * 1024 * 1024]].concat();
    refused_with_nothing_written(
        &file_with(
            ok_items.clone(),
            Some("pictures/logo.png"),
            &[("pictures/logo.png", &big)],
            FORMAT,
        ),
        "too large",
    )
    .await;
    // A "picture" that is no image; one that is missing.
    refused_with_nothing_written(
        &file_with(
            ok_items.clone(),
            Some("pictures/logo.png"),
            &[("pictures/logo.png", b"<svg onload=alert(1)>")],
            FORMAT,
        ),
        "not a PNG or JPEG",
    )
    .await;
    refused_with_nothing_written(
        &file_with(ok_items.clone(), Some("pictures/logo.png"), &[], FORMAT),
        "does not hold",
    )
    .await;
    // Another format; none.
    refused_with_nothing_written(
        &file_with(ok_items.clone(), None, &[], FORMAT + 1),
        "newer fundplan",
    )
    .await;
    refused_with_nothing_written(&file_with(ok_items.clone(), None, &[], 0), "no format").await;
    // Items that are not the plan's, twice the same, with wrong types or reserved fields.
    refused_with_nothing_written(
        &file_with(
            serde_json::json!([{"sk": "USER#u1", "attrs": {"email": "x@y.z"}}]),
            None,
            &[],
            FORMAT,
        ),
        "does not import",
    )
    .await;
    refused_with_nothing_written(
        &file_with(
            serde_json::json!([{"sk": "SUBSCRIPTION", "attrs": {}}]),
            None,
            &[],
            FORMAT,
        ),
        "does not import",
    )
    .await;
    let twice = serde_json::json!([
        {"sk": "PLAN#PROGRAMS", "attrs": {"entries": []}},
        {"sk": "PLAN#PROGRAMS", "attrs": {"entries": []}}
    ]);
    refused_with_nothing_written(&file_with(twice, None, &[], FORMAT), "does not import").await;
    refused_with_nothing_written(
        &file_with(programs(serde_json::json!("not a list")), None, &[], FORMAT),
        "cannot be read",
    )
    .await;
    refused_with_nothing_written(
        &file_with(
            serde_json::json!([{"sk": "PLAN#PROGRAMS", "attrs": {"entries": [], "version": 9}}]),
            None,
            &[],
            FORMAT,
        ),
        "reserved field",
    )
    .await;
}

#[tokio::test]
async fn an_organization_whose_plan_is_not_empty_imports_nothing() {
    let (_d, t) = table();
    let (_bd, b) = blobs();
    let t: Arc<dyn Table> = Arc::new(t);
    seed(t.as_ref(), &b).await;
    let o1 = OrgScope::of_verified(t.clone(), "o1");
    let file = export_plan(&o1, &b, "2027-03-12T18:00:00Z").await.unwrap();
    assert!(matches!(
        import_plan(&o1, &b, &file, counter()).await,
        Err(ImportError::NotEmpty)
    ));
    assert!(
        b.get("orgs/o1/case-images/NEW001.jpg")
            .await
            .unwrap()
            .is_none()
    );
}

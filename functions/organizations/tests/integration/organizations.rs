use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::{Seeded, TestApp, png};

fn app() -> TestApp {
    TestApp::new(fundplan_organizations::routes())
}

/// An owner whose organization went through onboarding, logo included.
async fn onboarded(app: &TestApp) -> Seeded {
    let owner = app.seed_owner("olive@example.org").await;
    app.multipart(
        "POST",
        "/api/v1/organizations",
        Some(&owner.token),
        &ONBOARDING,
        &[("logo", "logo.png", &png(500))],
    )
    .await;
    owner
}

const ONBOARDING: [(&str, &str); 8] = [
    ("name", "Acme Trust"),
    ("address", "1 Main St, Springfield"),
    ("phone", "(202) 456-1111"),
    ("website", "acme-trust.org"),
    ("background_color", "#2D67F6"),
    ("headings_color", "#0A9250"),
    ("body_color", "#FFFFFF"),
    ("font_family", "lato"),
];

#[tokio::test]
async fn the_owner_saves_the_onboarding_form_with_a_logo_and_reads_it_back() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[("logo", "logo.png", &png(4096))],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["message"], m::ORG_UPDATED);
    let got = app.get("/api/v1/organizations", Some(&owner.token)).await;
    let d = &got.body["data"];
    assert_eq!(
        (
            d["name"].as_str(),
            d["phone"].as_str(),
            d["font_family"].as_str()
        ),
        (Some("Acme Trust"), Some("+12024561111"), Some("lato"))
    );
    let url = d["logo_url"].as_str().unwrap();
    let (blob, _) = app
        .blobs
        .open_link(url, app.state.now())
        .await
        .expect("the logo link works");
    assert_eq!(blob.bytes.len(), 4096);
    assert_eq!(blob.content_type, "image/png");
}

#[tokio::test]
async fn the_onboarding_form_requires_a_logo_and_reports_every_field() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let before = app.item_count().await;
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.error(), m::LOGO_REQUIRED);
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &[("website", "not a site")],
            &[],
        )
        .await;
    assert_eq!(r.body["errors"]["name"][0], m::ORG_NAME_REQUIRED);
    assert_eq!(r.body["errors"]["website"][0], m::WEBSITE_INVALID);
    assert_eq!(r.body["errors"]["phone"][0], m::PHONE_REQUIRED);
    assert_eq!(app.item_count().await, before, "nothing written");
}

#[tokio::test]
async fn a_logo_is_checked_by_content_and_size() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[("logo", "logo.png", b"%PDF-1.7 not an image")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[("logo", "logo.png", &png(1_048_577))],
        )
        .await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(r.error(), m::FILE_TOO_LARGE);
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[("logo", "logo.png", &png(3_500_000))],
        )
        .await;
    assert_eq!(
        r.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "a body over the request limit is refused too"
    );
}

#[tokio::test]
async fn the_settings_form_requires_the_director_and_year_and_keeps_the_logo() {
    let app = app();
    let owner = onboarded(&app).await;
    let settings = [
        ("form", "settings"),
        ("name", "Acme Trust Fund"),
        ("address", "2 Main St"),
        ("phone", "+44 20 7946 0018"),
        ("website", "https://acme.org"),
        ("director_name", ""),
        ("year", "1999"),
    ];
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &settings,
            &[],
        )
        .await;
    assert_eq!(r.error(), m::DIRECTOR_REQUIRED);
    let mut ok = settings;
    ok[5] = ("director_name", "Ada Lovelace");
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ok,
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["data"]["year"], "1999");
    assert_eq!(
        r.body["data"]["font_family"], "lato",
        "fields the settings form does not send are kept"
    );
    assert!(r.body["data"]["logo_url"].is_string());
    // A London number: the documents follow the country's paper, A4, until settings choose.
    assert_eq!(
        (&r.body["data"]["paper_size"], &r.body["data"]["paper"]),
        (&serde_json::json!(""), &serde_json::json!("a4"))
    );
}

#[tokio::test]
async fn the_settings_form_chooses_the_documents_paper_and_refuses_any_other() {
    let app = app();
    let owner = onboarded(&app).await;
    let save = |paper: &'static str| {
        let settings = [
            ("form", "settings"),
            ("name", "Acme Trust Fund"),
            ("address", "2 Main St"),
            ("phone", "+1 202 456 1111"),
            ("website", "https://acme.org"),
            ("director_name", "Ada Lovelace"),
            ("year", "1999"),
            ("paper_size", paper),
        ];
        let (app, token) = (&app, owner.token.clone());
        async move {
            app.multipart(
                "POST",
                "/api/v1/organizations",
                Some(&token),
                &settings,
                &[],
            )
            .await
        }
    };
    let r = save("a4").await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(
        (&r.body["data"]["paper_size"], &r.body["data"]["paper"]),
        (&serde_json::json!("a4"), &serde_json::json!("a4"))
    );
    let r = save("tabloid").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.error(), m::PAPER_SIZE);
    let kept = app.get("/api/v1/organizations", Some(&owner.token)).await;
    assert_eq!(kept.body["data"]["paper_size"], "a4", "nothing written");
    // Back to the country's paper: a US number prints on Letter.
    let r = save("").await;
    assert_eq!(
        (&r.body["data"]["paper_size"], &r.body["data"]["paper"]),
        (&serde_json::json!(""), &serde_json::json!("letter"))
    );
}

#[tokio::test]
async fn a_member_reads_but_cannot_edit_the_organization() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    assert_eq!(
        app.get("/api/v1/organizations", Some(&member.token))
            .await
            .status,
        StatusCode::OK
    );
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&member.token),
            &ONBOARDING,
            &[("logo", "l.png", &png(100))],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn every_member_saves_the_case_documents_colours_and_font_and_nothing_else() {
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let member = app.seed_member(&owner, "mia@example.org").await;
    app.multipart(
        "POST",
        "/api/v1/organizations",
        Some(&owner.token),
        &ONBOARDING,
        &[("logo", "l.png", &png(100))],
    )
    .await;
    let style = [
        ("form", "style"),
        ("headings_color", "#8c2104"),
        ("font_family", "Georgia"),
    ];
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&member.token),
            &style,
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(r.body["data"]["headings_color"], "#8C2104");
    assert_eq!(r.body["data"]["font_family"], "Georgia");
    assert_eq!(
        r.body["data"]["background_color"], "#2D67F6",
        "the colours it does not send are kept"
    );
    assert_eq!(r.body["data"]["name"], "Acme Trust");

    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&member.token),
            &[
                ("form", "style"),
                ("body_color", "white"),
                ("font_family", "Comic Sans"),
            ],
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // The form is named, never guessed from the fields: the style form saves the style alone,
    // and a form without a name is the onboarding form, the owner's.
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&member.token),
            &[
                ("form", "style"),
                ("headings_color", "#000000"),
                ("name", "Taken Over"),
            ],
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.body["errors"]["form"][0], m::ORG_STYLE_FIELDS_ONLY);
    for fields in [
        &[("headings_color", "#000000"), ("name", "Taken Over")][..],
        &[("headings_color", "#000000")][..],
        &[("form", "settings"), ("headings_color", "#000000")][..],
    ] {
        let r = app
            .multipart(
                "POST",
                "/api/v1/organizations",
                Some(&member.token),
                fields,
                &[],
            )
            .await;
        assert_eq!(
            r.status,
            StatusCode::FORBIDDEN,
            "{fields:?}: the organization's details are the owner's"
        );
    }
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &[("form", "colours"), ("headings_color", "#000000")],
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.body["errors"]["form"][0], m::ORG_FORM_UNKNOWN);
    let r = app.get("/api/v1/organizations", Some(&owner.token)).await;
    assert_eq!(
        (&r.body["data"]["name"], &r.body["data"]["headings_color"]),
        (
            &serde_json::json!("Acme Trust"),
            &serde_json::json!("#8C2104")
        ),
        "nothing refused was written"
    );
}

#[tokio::test]
async fn an_owner_sees_only_their_own_organization() {
    let app = app();
    let a = app.seed_owner("a@example.org").await;
    let b = app.seed_owner("b@example.org").await;
    app.multipart(
        "POST",
        "/api/v1/organizations",
        Some(&a.token),
        &ONBOARDING,
        &[("logo", "l.png", &png(100))],
    )
    .await;
    let rb = app.get("/api/v1/organizations", Some(&b.token)).await;
    assert_eq!(rb.body["data"]["id"], b.user.org_id.as_str());
    assert_ne!(rb.body["data"]["address"], "1 Main St, Springfield");
}

/// Writes an expense table straight into the store (the budget function's items).
async fn store_table(
    app: &TestApp,
    org_id: &str,
    owner: &fundplan_data::plan::Owner,
    years: [i64; 3],
) {
    use fundplan_data::plan::budget::ExpenseTableRecord;
    use fundplan_domain::budget::{Category, ExpenseItem};
    let table = ExpenseTableRecord {
        items: vec![ExpenseItem {
            id: app.state.ids.new_id(),
            expense_type: Category::PersonnelAndBenefits,
            expense_description: "Staff".into(),
            cents: years,
            version: 1,
        }],
    };
    app.state
        .table
        .put(
            table.to_item(org_id, owner, 1),
            fundplan_ports::Condition::None,
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn the_organization_carries_its_plans_three_year_goal_rounded_up_to_500000() {
    use fundplan_data::plan::{EntriesRecord, Entry, EntryKind, Owner};
    let app = app();
    let owner = app.seed_owner("olive@example.org").await;
    let org = owner.user.org_id.clone();
    let goal = |body: &serde_json::Value| body["data"]["total_fundraising_goal_3y"].clone();
    let r = app.get("/api/v1/organizations", Some(&owner.token)).await;
    assert_eq!(goal(&r.body), 500_000, "no plan yet: the minimum");

    // Overhead of $400,000.01 a year: $1,200,000.03 over three years, rounded up to $1,500,000.
    store_table(
        &app,
        &org,
        &Owner::Organization,
        [40_000_001, 40_000_001, 40_000_001],
    )
    .await;
    let r = app.get("/api/v1/organizations", Some(&owner.token)).await;
    assert_eq!(goal(&r.body), 1_500_000);

    // A new project of $600,000 in year 1 takes it to $2,000,000 ($1,800,000.03 exactly).
    let project = Entry {
        id: app.state.ids.new_id(),
        name: "Mobile Learning Van".into(),
        ..Entry::default()
    };
    let list = EntriesRecord {
        entries: vec![project.clone()],
    };
    app.state
        .table
        .put(
            list.to_item(&org, EntryKind::Project, 1),
            fundplan_ports::Condition::None,
        )
        .await
        .unwrap();
    store_table(&app, &org, &Owner::Project(project.id), [60_000_000, 0, 0]).await;
    let r = app.get("/api/v1/organizations", Some(&owner.token)).await;
    assert_eq!(goal(&r.body), 2_000_000);

    // The owner's save answers the same figure.
    let r = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &ONBOARDING,
            &[("logo", "logo.png", &png(1024))],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    assert_eq!(goal(&r.body), 2_000_000);
}

//! A cohort's dashboard and exports (issue 18 §5), through the API on both stores: nonprofits
//! join, onboard and complete modules; the funder's dashboard counts the funnel, finds the
//! stalled, hides the goal aggregates until five organizations share a goal; the exports say the
//! same as the dashboard, with each item's consent status.

use axum::http::StatusCode;
use fundplan_domain::messages as m;
use fundplan_testkit::{Seeded, TestApp};
use serde_json::{Value, json};

struct Cohort {
    funder_id: String,
    admin: String,
    cohort_id: String,
    code: String,
}

impl Cohort {
    fn path(&self, rest: &str) -> String {
        format!(
            "/api/v1/funders/{}/cohorts/{}{rest}",
            self.funder_id, self.cohort_id
        )
    }
}

async fn cohort(app: &TestApp) -> Cohort {
    let (funder_id, admin) = app
        .seed_funder("Harbor Community Foundation", "ruth@harborfoundation.org")
        .await;
    let r = app
        .post(
            &format!("/api/v1/funders/{funder_id}/cohorts"),
            Some(&admin),
            json!({"name": "Spring 2027 Cohort", "kind": "group_coaching", "seats": 12, "starts_on": "2026-11-01", "ends_on": "2027-11-30"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{:?}", r.body);
    Cohort {
        funder_id,
        admin,
        cohort_id: r.body["cohort"]["id"].as_str().unwrap().to_owned(),
        code: r.body["code"].as_str().unwrap().to_owned(),
    }
}

async fn join(app: &TestApp, c: &Cohort, email: &str) -> Seeded {
    join_with(app, &c.code, email).await
}

async fn join_with(app: &TestApp, code: &str, email: &str) -> Seeded {
    let owner = app.seed_owner(email).await;
    let r = app
        .post(
            "/api/v1/licences/redeem",
            Some(&owner.token),
            json!({"code": code}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{email}: {:?}", r.body);
    owner
}

async fn onboard(app: &TestApp, owner: &Seeded) {
    let steps = json!({"welcome": 1, "organization": 1, "about-you": 1, "team": 1});
    let r = app
        .post(
            "/api/v1/onboarding/status",
            Some(&owner.token),
            json!({"step_statuses": {"steps": steps}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
}

/// Marks every section of modules 1 to `through` completed, as the screens do, with the last
/// one's page as the current route.
async fn complete_modules(app: &TestApp, owner: &Seeded, through: u8) {
    complete_modules_as(app, &owner.token, through).await;
}

async fn complete_modules_as(app: &TestApp, token: &str, through: u8) {
    let nav = app.get("/api/v1/steps-nav-status", Some(token)).await;
    let mut statuses = serde_json::Map::new();
    let mut last = None;
    for module in nav.body["modules"].as_array().unwrap() {
        if module["number"].as_u64().unwrap() > u64::from(through) {
            continue;
        }
        for s in module["sections"].as_array().unwrap() {
            let path = s["path"].as_str().unwrap().to_owned();
            statuses.insert(path.clone(), json!(1));
            last = Some(path);
        }
    }
    let r = app
        .post(
            "/api/v1/steps-nav-status",
            Some(token),
            json!({"steps_nav_status": statuses, "current_route": last}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
}

/// The funder's admin logs in again (a session lasts 12 hours; the tests move the clock days).
async fn admin_login(app: &TestApp) -> String {
    app.login("ruth@harborfoundation.org", "harbor harbor")
        .await
}

async fn share_goal(app: &TestApp, owner: &Seeded) {
    let r = app
        .call(
            "PUT",
            "/api/v1/sharing",
            Some(&owner.token),
            Some(json!({"item": "goal", "shared": true})),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
}

fn by_name<'a>(body: &'a Value, email: &str) -> &'a Value {
    body["organizations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == email)
        .unwrap_or_else(|| panic!("{email} is not on the dashboard"))
}

/// Names each seeded organization after its owner's address, so rows can be told apart.
async fn rename(app: &TestApp, owner: &Seeded) {
    rename_to(app, owner, &owner.user.email).await;
}

async fn rename_to(app: &TestApp, owner: &Seeded, name: &str) {
    let org = fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
    let stored = fundplan_data::repo::get_organization(&org)
        .await
        .unwrap()
        .unwrap();
    let mut renamed = stored.value.clone();
    renamed.name = name.to_owned();
    fundplan_data::ops::save_organization(&org, &renamed, stored.version)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_dashboard_follows_each_organization_and_hides_goals_until_five_share_them() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let c = cohort(&app).await;
        let dashboard = async || {
            let r = app.get(&c.path("/organizations"), Some(&c.admin)).await;
            assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
            r.body
        };
        let empty = dashboard().await;
        assert_eq!(empty["funnel"]["redeemed"], 0, "{store}");
        assert_eq!(empty["aggregates"]["goal"]["shown"], false, "{store}");
        assert_eq!(empty["aggregates"]["min_contributors"], 5, "{store}");

        // Six organizations: one only joined; one onboarded; two through module 5; two
        // finished. Five of them share their goal, one at a time.
        let mut owners = Vec::new();
        for i in 0..6 {
            let owner = join(&app, &c, &format!("owner{i}@cohort.org")).await;
            rename(&app, &owner).await;
            owners.push(owner);
        }
        for owner in &owners[1..] {
            onboard(&app, owner).await;
        }
        for owner in &owners[2..4] {
            complete_modules(&app, owner, 5).await;
        }
        for owner in &owners[4..] {
            complete_modules(&app, owner, 15).await;
        }
        for (i, owner) in owners[1..].iter().enumerate() {
            let before = dashboard().await;
            assert_eq!(
                before["aggregates"]["goal"],
                json!({"shown": false, "contributors": i, "total_cents": null, "median_cents": null}),
                "{store}: {i} goals shared"
            );
            share_goal(&app, owner).await;
        }
        let body = dashboard().await;
        assert_eq!(
            body["funnel"],
            json!({"redeemed": 6, "onboarded": 5, "module_5": 4, "all_modules": 2, "documents_shared": 0}),
            "{store}"
        );
        // Every default plan's goal is the $500,000 floor.
        assert_eq!(
            body["aggregates"]["goal"],
            json!({"shown": true, "contributors": 5, "total_cents": 250_000_000i64, "median_cents": 50_000_000}),
            "{store}"
        );
        assert_eq!(
            body["aggregates"]["completion"],
            json!({"shown": true, "contributors": 6, "finished": 2}),
            "{store}"
        );
        let joined_only = by_name(&body, "owner0@cohort.org");
        assert_eq!(joined_only["onboarded"], false);
        assert_eq!(joined_only["modules_done"], 0);
        assert_eq!(joined_only["current_module"]["number"], 1);
        assert_eq!(
            joined_only["goal_cents"],
            Value::Null,
            "{store}: not shared"
        );
        let halfway = by_name(&body, "owner2@cohort.org");
        assert_eq!(halfway["modules_done"], 5, "{store}");
        assert_eq!(halfway["current_module"]["number"], 6, "{store}");
        assert_eq!(halfway["finished"], false);
        let done = by_name(&body, "owner5@cohort.org");
        assert_eq!(done["modules_done"], 15, "{store}");
        assert_eq!(done["finished"], true);
        assert_eq!(done["current_module"], Value::Null);
        // Progress: the weeks since the cohort's start (2026-11-01) to now (2026-11-21): two
        // whole weeks, then today, which counts every module done.
        let progress = body["progress"].as_array().unwrap();
        assert_eq!(
            progress
                .iter()
                .map(|p| p["on"].as_str().unwrap())
                .collect::<Vec<_>>(),
            ["2026-11-08", "2026-11-15", "2026-11-21"],
            "{store}"
        );
        assert_eq!(
            progress[2],
            json!({"on": "2026-11-21", "organizations": 6, "modules_done": 2 * 5 + 2 * 15, "finished": 2}),
            "{store}"
        );
        assert_eq!(progress[0]["organizations"], 0, "{store}: all joined today");

        // Nobody stalls on the day they worked; fourteen idle days later, all but the two
        // finished have.
        assert!(
            body["organizations"]
                .as_array()
                .unwrap()
                .iter()
                .all(|o| o["stalled"] == false && o["idle_days"] == 0),
            "{store}"
        );
        app.clock.advance(time::Duration::days(14));
        // The admin's session has expired meanwhile: they log in again.
        let admin = admin_login(&app).await;
        let dashboard = async || {
            let r = app.get(&c.path("/organizations"), Some(&admin)).await;
            assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
            r.body
        };
        let later = dashboard().await;
        let stalled: Vec<&str> = later["organizations"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["stalled"] == true)
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            stalled,
            [
                "owner0@cohort.org",
                "owner1@cohort.org",
                "owner2@cohort.org",
                "owner3@cohort.org"
            ],
            "{store}"
        );
        assert_eq!(
            by_name(&later, "owner0@cohort.org")["idle_days"],
            14,
            "{store}"
        );
        // The admin moves the threshold; out of range is refused with the reason.
        for bad in [0, 2, 91] {
            let r = app
                .call(
                    "PUT",
                    &c.path("/stalled-after"),
                    Some(&admin),
                    Some(json!({"days": bad})),
                )
                .await;
            assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{store}: {bad}");
            assert_eq!(
                r.body["errors"]["days"][0],
                m::COHORT_STALLED_DAYS,
                "{store}"
            );
        }
        let set = app
            .call(
                "PUT",
                &c.path("/stalled-after"),
                Some(&admin),
                Some(json!({"days": 21})),
            )
            .await;
        assert_eq!(set.status, StatusCode::OK, "{store}: {:?}", set.body);
        assert_eq!(set.body["stalled_after_days"], 21);
        let relaxed = dashboard().await;
        assert_eq!(relaxed["cohort"]["stalled_after_days"], 21, "{store}");
        assert!(
            relaxed["organizations"]
                .as_array()
                .unwrap()
                .iter()
                .all(|o| o["stalled"] == false),
            "{store}: nobody idle 21 days"
        );
    }
}

/// The CSV's rows as cells (the exports quote nothing these tests need unquoted).
fn rows(csv: &str) -> Vec<Vec<String>> {
    let csv = csv.strip_prefix('\u{feff}').expect("a byte-order mark");
    csv.split("\r\n")
        .filter(|l| !l.is_empty())
        .map(|l| l.split(',').map(str::to_owned).collect())
        .collect()
}

#[tokio::test]
async fn the_exports_say_what_the_dashboard_says_with_each_items_consent() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let c = cohort(&app).await;
        let sharing = join(&app, &c, "shares@cohort.org").await;
        rename(&app, &sharing).await;
        share_goal(&app, &sharing).await;
        let private = join(&app, &c, "private@cohort.org").await;
        rename(&app, &private).await;

        let r = app.get(&c.path("/organizations.csv"), Some(&c.admin)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}");
        assert_eq!(r.headers["content-type"], "text/csv; charset=utf-8");
        assert!(
            r.headers["content-disposition"]
                .to_str()
                .unwrap()
                .contains("Spring 2027 Cohort organizations 2026-11-21.csv"),
            "{store}"
        );
        let table = rows(std::str::from_utf8(&r.raw).unwrap());
        assert_eq!(table.len(), 3, "{store}: headings and two organizations");
        let col = |name: &str| table[0].iter().position(|h| h == name).unwrap();
        let row = |org: &str| table.iter().find(|r| r[0] == org).unwrap();
        let (goal, since, figure) = (
            col("Goal"),
            col("Goal shared since"),
            col("Three-year goal"),
        );
        assert_eq!(row("shares@cohort.org")[goal], "Shared");
        assert_eq!(row("shares@cohort.org")[since], "2026-11-21T12:00:00Z");
        assert_eq!(row("shares@cohort.org")[figure], "500000.00");
        assert_eq!(row("private@cohort.org")[goal], "Not shared");
        assert_eq!(row("private@cohort.org")[since], "");
        assert_eq!(row("private@cohort.org")[figure], "", "{store}: no figure");
        for item in ["Budget totals", "Gift chart"] {
            assert!(
                table[1..].iter().all(|r| r[col(item)] == "Not shared"),
                "{store}: {item}"
            );
        }
        assert!(
            table[1..]
                .iter()
                .all(|r| r[col("Three-year expenses")].is_empty()
                    && r[col("Lead gift")].is_empty()),
            "{store}"
        );

        // The codes: the cohort code, used by both organizations.
        let r = app.get(&c.path("/codes.csv"), Some(&c.admin)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}");
        let codes = rows(std::str::from_utf8(&r.raw).unwrap());
        assert_eq!(
            codes[0],
            [
                "Code",
                "Link",
                "For",
                "State",
                "Organizations joined with it"
            ]
        );
        assert_eq!(codes.len(), 2, "{store}");
        assert_eq!(
            codes[1][0].replace('-', ""),
            c.code.replace('-', ""),
            "{store}"
        );
        assert_eq!(
            codes[1][2..],
            ["Any organization of the cohort", "Active", "2"]
        );

        // The workbook: a zip with the three sheets for an admin.
        let r = app.get(&c.path("/export.xlsx"), Some(&c.admin)).await;
        assert_eq!(r.status, StatusCode::OK, "{store}");
        assert_eq!(
            r.headers["content-type"],
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        );
        assert!(r.raw.starts_with(b"PK"), "{store}: a zip");
        // Nobody but the funder's staff reads them, and only an admin the codes.
        let nonprofit = app
            .get(&c.path("/organizations.csv"), Some(&sharing.token))
            .await;
        assert_eq!(nonprofit.status, StatusCode::FORBIDDEN, "{store}");
        assert_eq!(
            app.get(&c.path("/export.xlsx"), None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn stalled_organizations_get_one_reminder_a_week_and_can_stop_them() {
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let c = cohort(&app).await;
        let quiet = join(&app, &c, "quiet@cohort.org").await;
        rename_to(&app, &quiet, "Quiet Creek Literacy").await;
        let declined = join(&app, &c, "declined@cohort.org").await;
        rename_to(&app, &declined, "Declining Hills Tutors").await;
        let busy = join(&app, &c, "busy@cohort.org").await;
        rename_to(&app, &busy, "Busy Bend Readers").await;
        // One owner turns reminders off in Settings; a member may not.
        let off = app
            .call(
                "PUT",
                "/api/v1/sharing/reminders",
                Some(&declined.token),
                Some(json!({"on": false})),
            )
            .await;
        assert_eq!(off.status, StatusCode::OK, "{store}: {:?}", off.body);
        assert_eq!(off.body["reminders"], false);
        // Fifteen days later, two have done nothing since joining; one works today.
        app.clock.advance(time::Duration::days(15));
        let busy_token = app.relogin(&busy);
        complete_modules_as(&app, &busy_token, 1).await;
        let admin = admin_login(&app).await;
        let remind = async || {
            app.post(&c.path("/reminders"), Some(&admin), json!({}))
                .await
        };
        let before = app.emails().await.len();
        let r = remind().await;
        assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
        assert_eq!(
            r.body,
            json!({"reminded": ["Quiet Creek Literacy"], "skipped_recent": 0, "skipped_opted_out": 1, "failed": []}),
            "{store}"
        );
        let mails = app.emails().await;
        let sent: Vec<_> = mails[before..].iter().collect();
        assert_eq!(sent.len(), 1, "{store}: one e-mail");
        let mail = sent[0];
        assert_eq!(mail.to, "quiet@cohort.org");
        assert_eq!(
            mail.subject,
            "Your fundraising plan is waiting: a reminder from Harbor Community Foundation"
        );
        assert!(
            mail.text.contains("for 15 days") && mail.text.contains("module 1, Getting Started"),
            "{store}: {}",
            mail.text
        );
        // Pressed again the same week: nobody is e-mailed twice.
        let again = remind().await;
        assert_eq!(
            again.body,
            json!({"reminded": [], "skipped_recent": 1, "skipped_opted_out": 1, "failed": []}),
            "{store}"
        );
        assert_eq!(app.emails().await.len(), before + 1, "{store}");

        // The link in the e-mail stops them, without logging in, as often as it is opened.
        let stop = mail
            .links
            .iter()
            .find(|l| l.contains("/reminders/stop?token="))
            .expect("an opt-out link");
        let token = stop.split("token=").nth(1).unwrap();
        for _ in 0..2 {
            let r = app
                .post("/api/v1/reminders/opt-out", None, json!({"token": token}))
                .await;
            assert_eq!(r.status, StatusCode::OK, "{store}: {:?}", r.body);
            assert_eq!(r.body["organization"], "Quiet Creek Literacy");
        }
        let bad = app
            .post(
                "/api/v1/reminders/opt-out",
                None,
                json!({"token": "made-up"}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::NOT_FOUND);
        assert_eq!(bad.error(), m::REMINDER_LINK_INVALID);
        let quiet_token = app.relogin(&quiet);
        let sharing = app.get("/api/v1/sharing", Some(&quiet_token)).await;
        assert_eq!(sharing.body["reminders"], false, "{store}");

        // A week on, the declined owner turns them back on and is the only one reminded.
        app.clock.advance(time::Duration::days(7));
        let declined_token = app.relogin(&declined);
        app.call(
            "PUT",
            "/api/v1/sharing/reminders",
            Some(&declined_token),
            Some(json!({"on": true})),
        )
        .await;
        let admin_later = admin_login(&app).await;
        let r = app
            .post(&c.path("/reminders"), Some(&admin_later), json!({}))
            .await;
        assert_eq!(
            r.body,
            json!({"reminded": ["Declining Hills Tutors"], "skipped_recent": 0, "skipped_opted_out": 1, "failed": []}),
            "{store}"
        );
        // The funder learns which organizations, never to whom.
        let answer = r.body.to_string();
        assert!(
            !answer.contains("@cohort.org") && !answer.contains("Olive"),
            "{store}: {answer}"
        );
    }
}

async fn operator_digest(app: &TestApp) -> Value {
    let req = axum::http::Request::builder()
        .method("POST")
        .uri("/api/v1/operator/digest")
        .header("X-Operator-Key", fundplan_testkit::OPERATOR_KEY)
        .body(axum::body::Body::empty())
        .unwrap();
    let r = app.send(req).await;
    assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
    r.body
}

#[tokio::test]
async fn the_weekly_digest_reaches_each_follower_once_a_week_with_their_cohorts_only() {
    // Due from Monday 13:00 UTC to the end of Sunday.
    assert!(fundplan_funders::digest_due(1795262400)); // Saturday 2026-11-21 12:00
    assert!(!fundplan_funders::digest_due(1795424400)); // Monday 2026-11-23 09:00
    assert!(fundplan_funders::digest_due(1795438800)); // Monday 2026-11-23 13:00
    assert!(fundplan_funders::digest_due(1795996799)); // Sunday 2026-11-29 23:59:59
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let spring = cohort(&app).await;
        let autumn = app
            .post(
                &format!("/api/v1/funders/{}/cohorts", spring.funder_id),
                Some(&spring.admin),
                json!({"name": "Autumn 2026 Cohort", "kind": "self_guided", "seats": 5, "starts_on": "2026-09-01"}),
            )
            .await;
        assert_eq!(
            autumn.status,
            StatusCode::CREATED,
            "{store}: {:?}",
            autumn.body
        );
        let autumn_id = autumn.body["cohort"]["id"].as_str().unwrap().to_owned();
        let invited = app
            .post(
                &format!("/api/v1/funders/{}/staff", spring.funder_id),
                Some(&spring.admin),
                json!({"email": "leo@harborfoundation.org", "role": "programme_officer", "cohorts": [autumn_id]}),
            )
            .await;
        assert_eq!(
            invited.status,
            StatusCode::OK,
            "{store}: {:?}",
            invited.body
        );
        app.join_funder("leo@harborfoundation.org").await;
        let a = join(&app, &spring, "a@cohort.org").await;
        join(&app, &spring, "b@cohort.org").await;
        complete_modules(&app, &a, 1).await;
        let autumn_code = autumn.body["code"].as_str().unwrap().to_owned();
        join_with(&app, &autumn_code, "c@cohort.org").await;

        let before = app.emails().await.len();
        let run = operator_digest(&app).await;
        assert_eq!(
            run,
            json!({"week": "2026-W47", "sent": 2, "already_sent": 0, "failed": 0}),
            "{store}"
        );
        let mails = app.emails().await;
        let to = |who: &str| {
            mails[before..]
                .iter()
                .find(|m| m.to == who)
                .unwrap_or_else(|| panic!("{store}: no digest to {who}"))
        };
        let admin = to("ruth@harborfoundation.org");
        assert_eq!(
            admin.subject,
            "This week in Harbor Community Foundation's cohorts"
        );
        assert!(
            admin.text.contains("Spring 2027 Cohort: 2 of 12 seats taken.")
                && admin.text.contains(
                    "In the last seven days: 2 organizations joined, 1 module completed, 0 organizations finished the whole plan."
                )
                && admin.text.contains("Autumn 2026 Cohort: 1 of 5 seats taken."),
            "{store}: {}",
            admin.text
        );
        let officer = to("leo@harborfoundation.org");
        assert_eq!(officer.subject, "This week in Autumn 2026 Cohort");
        assert!(
            !officer.text.contains("Spring 2027"),
            "{store}: the officer follows Autumn only: {}",
            officer.text
        );
        assert!(
            officer
                .links
                .iter()
                .any(|l| l.ends_with(&format!("/cohorts/{autumn_id}"))),
            "{store}"
        );
        // Run again the same week: nobody gets a second digest.
        assert_eq!(
            operator_digest(&app).await,
            json!({"week": "2026-W47", "sent": 0, "already_sent": 2, "failed": 0}),
            "{store}"
        );
        assert_eq!(app.emails().await.len(), before + 2, "{store}");
        // The next week, again once each.
        app.clock.advance(time::Duration::days(7));
        assert_eq!(
            operator_digest(&app).await,
            json!({"week": "2026-W48", "sent": 2, "already_sent": 0, "failed": 0}),
            "{store}"
        );
    }
}

/// A finished document job of the organization, its file in the object store (as the worker
/// leaves it): returns the job's id and the file's key.
async fn made_document(
    app: &TestApp,
    owner: &Seeded,
    kind: &str,
    bytes: &'static [u8],
) -> (String, String) {
    use fundplan_ports::blobs::Blob;
    let org = fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
    let id = app.state.ids.new_id();
    let key = format!("orgs/{}/documents/{id}.xlsx", owner.user.org_id);
    app.state
        .blobs
        .put(
            &key,
            Blob {
                bytes: bytes.to_vec().into(),
                content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    .into(),
            },
        )
        .await
        .unwrap();
    let mut job = fundplan_data::jobs::JobRecord::queued(
        id.clone(),
        kind,
        None,
        "Acme Trust Gift Pyramid.xlsx".into(),
        app.state.now(),
    );
    assert!(job.finish("hash", &key, app.state.now()));
    fundplan_data::jobs::create_job(&org, &job).await.unwrap();
    (id, key)
}

#[tokio::test]
async fn a_shared_document_is_a_copy_the_funder_reads_until_it_is_withdrawn() {
    use fundplan_ports::blobs::Blob;
    for app in TestApp::both(fundplan_local::api_routes()).await {
        let store = app.store_name();
        let c = cohort(&app).await;
        let owner = join(&app, &c, "dana@riverbend.org").await;
        let member = app.seed_member(&owner, "mia@riverbend.org").await;
        let (job_id, file) = made_document(&app, &owner, "gift_pyramid", b"version one").await;
        let share = |token: String, job: String| {
            let app = &app;
            async move {
                app.post(
                    "/api/v1/sharing/documents",
                    Some(&token),
                    json!({"job_id": job}),
                )
                .await
            }
        };
        assert_eq!(
            share(member.token.clone(), job_id.clone()).await.status,
            StatusCode::FORBIDDEN,
            "{store}: the owner decides"
        );
        assert_eq!(
            share(owner.token.clone(), "01JZZZZZZZZZZZZZZZZZZZZZZZ".into())
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{store}"
        );
        let org = fundplan_data::OrgScope::of_verified(app.state.table.clone(), &owner.user.org_id);
        let queued = fundplan_data::jobs::JobRecord::queued(
            app.state.ids.new_id(),
            "fundraising_goals",
            None,
            "Goals.pdf".into(),
            app.state.now(),
        );
        fundplan_data::jobs::create_job(&org, &queued)
            .await
            .unwrap();
        let not_made = share(owner.token.clone(), queued.id.clone()).await;
        assert_eq!(not_made.status, StatusCode::CONFLICT, "{store}");

        let shared = share(owner.token.clone(), job_id.clone()).await;
        assert_eq!(shared.status, StatusCode::OK, "{store}: {:?}", shared.body);
        assert_eq!(shared.body["documents"][0]["doc"], "gift_pyramid");
        assert_eq!(
            shared.body["documents"][0]["title"],
            "Acme Trust Gift Pyramid.xlsx"
        );
        // The plan as the funder got it is a version (issue 19 §1).
        let versions = app.get("/api/v1/versions", Some(&owner.token)).await;
        let first = &versions.body["versions"][0];
        assert_eq!(first["kind"], "shared", "{store}: {}", versions.body);
        assert_eq!(
            first["name"], "Shared with Harbor Community Foundation",
            "{store}"
        );
        assert_eq!(
            first["note"],
            "Saved by fundplan when “Acme Trust Gift Pyramid.xlsx” was shared with Harbor Community Foundation.",
            "{store}"
        );

        // The funder sees it listed, and its link opens the copy.
        let dash = app.get(&c.path("/organizations"), Some(&c.admin)).await;
        let o = &dash.body["organizations"][0];
        assert_eq!(o["documents_shared"], 1, "{store}");
        assert_eq!(o["documents"][0]["doc"], "gift_pyramid", "{store}");
        let link_path = c.path(&format!(
            "/organizations/{}/documents/gift_pyramid",
            owner.user.org_id
        ));
        let link = app.get(&link_path, Some(&c.admin)).await;
        assert_eq!(link.status, StatusCode::OK, "{store}: {:?}", link.body);
        assert_eq!(link.body["file_name"], "Acme Trust Gift Pyramid.xlsx");
        // The organization remakes the document: the funder's copy does not change.
        app.state
            .blobs
            .put(
                &file,
                Blob {
                    bytes: b"version two".to_vec().into(),
                    content_type: "text/plain".into(),
                },
            )
            .await
            .unwrap();
        let copies = fundplan_data::shared_docs::shared_documents(&org)
            .await
            .unwrap();
        assert_ne!(copies[0].blob_key, file, "{store}: a copy, not the file");
        let copy = app
            .state
            .blobs
            .get(&copies[0].blob_key)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(&copy.bytes[..], b"version one", "{store}");
        // Another document name, or an organization outside the cohort: nothing.
        let other = app.seed_owner("other@elsewhere.org").await;
        for path in [
            c.path(&format!(
                "/organizations/{}/documents/case_statement",
                owner.user.org_id
            )),
            c.path(&format!(
                "/organizations/{}/documents/gift_pyramid",
                other.user.org_id
            )),
        ] {
            assert_eq!(
                app.get(&path, Some(&c.admin)).await.status,
                StatusCode::NOT_FOUND,
                "{store}: {path}"
            );
        }

        // Withdrawn: the copy is deleted and the funder's link goes.
        let withdrawn = app
            .call(
                "DELETE",
                "/api/v1/sharing/documents/gift_pyramid",
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(
            withdrawn.status,
            StatusCode::OK,
            "{store}: {:?}",
            withdrawn.body
        );
        assert_eq!(withdrawn.body["documents"], json!([]));
        assert!(
            app.state
                .blobs
                .get(&copies[0].blob_key)
                .await
                .unwrap()
                .is_none(),
            "{store}"
        );
        assert_eq!(
            app.get(&link_path, Some(&c.admin)).await.status,
            StatusCode::NOT_FOUND,
            "{store}"
        );
        let again = app
            .call(
                "DELETE",
                "/api/v1/sharing/documents/gift_pyramid",
                Some(&owner.token),
                None,
            )
            .await;
        assert_eq!(again.status, StatusCode::NOT_FOUND, "{store}");
        let log = fundplan_data::shared_docs::sharing_log(&org).await.unwrap();
        assert_eq!(
            log.iter().map(|l| l.shared).collect::<Vec<_>>(),
            [true, false],
            "{store}"
        );
    }
}

//! The owner's whole path, over HTTP against the local server: sign-up, confirmation e-mail,
//! login, checkout, the signed webhook, onboarding (organization with logo, profile with
//! picture, invitations) and the final login routing. Run twice: on the embedded adapters, and
//! with every port on its AWS adapter against moto.

use crate::support;

use crate::local;

use reqwest::StatusCode;
use serde_json::{Value, json};

struct Server {
    base: String,
    http: reqwest::Client,
    mails: MailSource,
    _dir: tempfile::TempDir,
}

enum MailSource {
    Outbox,
    Moto,
}

/// Starts the local server on an ephemeral port with `env` on top of the defaults, reached as
/// 127.0.0.1, as it is configured (another loopback name would be redirected).
async fn start(
    env: &[(&str, String)],
    clients: Option<fundplan_cloud::AwsClients>,
    mails: MailSource,
) -> Server {
    let spawned = local::spawn(env, clients, "127.0.0.1").await;
    Server {
        base: format!("http://127.0.0.1:{}", spawned.port),
        http: local::client(),
        mails,
        _dir: spawned.dir,
    }
}

impl Server {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    async fn json(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut req = self.http.request(method, self.url(path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await.unwrap();
        let status = res.status();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// Links in every e-mail sent to `to`, oldest first.
    async fn links_to(&self, to: &str) -> Vec<String> {
        let link = regex::Regex::new(r#"https?://[^\s"<>]+"#).unwrap();
        match self.mails {
            MailSource::Outbox => {
                let mails: Vec<Value> = self
                    .http
                    .get(self.url("/dev/outbox.json"))
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                mails
                    .iter()
                    .rev()
                    .filter(|m| m["to"] == to)
                    .flat_map(|m| m["links"].as_array().cloned().unwrap_or_default())
                    .filter_map(|l| l.as_str().map(String::from))
                    .collect()
            }
            MailSource::Moto => {
                let data = support::moto_data().await;
                let msgs = data["ses"]["Message"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                msgs.iter()
                    .filter(|m| m["destinations"]["ToAddresses"][0] == to)
                    .flat_map(|m| {
                        link.find_iter(m["body"].as_str().unwrap_or_default())
                            .map(|x| x.as_str().replace("&amp;", "&"))
                            .collect::<Vec<_>>()
                    })
                    .collect()
            }
        }
    }

    async fn multipart(
        &self,
        method: reqwest::Method,
        path: &str,
        token: &str,
        fields: &[(&str, &str)],
        file: Option<(&str, Vec<u8>)>,
    ) -> (StatusCode, Value) {
        let mut form = reqwest::multipart::Form::new();
        for (k, v) in fields {
            form = form.text(k.to_string(), v.to_string());
        }
        if let Some((name, bytes)) = file {
            form = form.part(
                name.to_string(),
                reqwest::multipart::Part::bytes(bytes).file_name("image.png"),
            );
        }
        let res = self
            .http
            .request(method, self.url(path))
            .bearer_auth(token)
            .multipart(form)
            .send()
            .await
            .unwrap();
        let status = res.status();
        (status, res.json().await.unwrap_or(Value::Null))
    }
}

async fn the_owner_journey(s: &Server) {
    use reqwest::Method;
    let email = format!(
        "owner-{}@example.org",
        ulid::Ulid::new().to_string().to_lowercase()
    );
    // Sign up and confirm.
    let body = json!({"user": {"name": "Jane Doe", "email": email, "password": "correct horse", "password_confirmation": "correct horse", "terms_of_service": 1}});
    let (status, r) = s
        .json(Method::POST, "/api/v1/users", None, Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{r}");
    let login = json!({"email": email, "password": "correct horse"});
    let (status, _) = s
        .json(Method::POST, "/api/v1/auth", None, Some(login.clone()))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not before confirming");
    let confirm = s
        .links_to(&email)
        .await
        .into_iter()
        .find(|l| l.contains("/api/v1/users/confirm?token="))
        .expect("a confirmation link");
    let path = &confirm[confirm.find("/api/").unwrap()..];
    let res = s.http.get(s.url(path)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(res.headers()["location"], "/login?confirmed=true");

    // Log in: not paid yet.
    let (status, r) = s
        .json(Method::POST, "/api/v1/auth", None, Some(login.clone()))
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["shouldRedirectToPayment"], true);
    let token = r["token"].as_str().unwrap().to_string();

    // Pay on the local checkout; the webhook activates the subscription.
    let (status, r) = s
        .json(
            Method::POST,
            "/api/v1/payments/url/",
            Some(&token),
            Some(json!({"plan": "pro", "term": "month"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let checkout = r["data"].as_str().unwrap();
    let checkout_path = &checkout[checkout.find("/dev/checkout/").unwrap()..];
    let page = s
        .http
        .get(s.url(checkout_path))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        page.contains("Self-Guided E-Tool") && page.contains("$150"),
        "{page}"
    );
    let done = s.http.post(s.url(checkout_path)).send().await.unwrap();
    assert_eq!(done.status(), StatusCode::SEE_OTHER);
    assert!(
        done.headers()["location"]
            .to_str()
            .unwrap()
            .ends_with("/subscription/success")
    );
    let (_, d) = s
        .json(
            Method::GET,
            "/api/v1/me/subscription_details",
            Some(&token),
            None,
        )
        .await;
    assert_eq!(
        d["subscription_details"]["subscription_status"], "active",
        "{d}"
    );

    // Log in again: onboarding from its first step.
    let (_, r) = s
        .json(Method::POST, "/api/v1/auth", None, Some(login.clone()))
        .await;
    assert_eq!(
        (
            r["shouldRedirectToPayment"].clone(),
            r["shouldRedirectToOnboarding"].clone(),
            r["firstIncompleteStep"].clone()
        ),
        (json!(false), json!(true), json!("welcome"))
    );

    // Onboarding: welcome, organization (with logo), about you (with picture), team (invite).
    let step = |name: &str| json!({"step_statuses": {"steps": {name: 1}}});
    s.json(
        Method::POST,
        "/api/v1/onboarding/status",
        Some(&token),
        Some(step("welcome")),
    )
    .await;
    // A real picture (uploads are decoded whole), 3,000 bytes.
    let logo = fundplan_testkit::png(3000);
    let org = [
        ("name", "Acme Trust"),
        ("address", "1 Main St"),
        ("phone", "+1 202 456 1111"),
        ("website", "acme.org"),
        ("background_color", "#2D67F6"),
        ("headings_color", "#0A9250"),
        ("body_color", "#FFFFFF"),
        ("font_family", "montserrat"),
    ];
    let (status, r) = s
        .multipart(
            Method::POST,
            "/api/v1/organizations",
            &token,
            &org,
            Some(("logo", logo.clone())),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let logo_url = r["data"]["logo_url"].as_str().unwrap().to_string();
    let fetched = s.http.get(&logo_url).send().await.unwrap();
    assert_eq!(
        fetched.status(),
        StatusCode::OK,
        "the logo link serves the logo: {logo_url}"
    );
    assert_eq!(fetched.bytes().await.unwrap().to_vec(), logo);
    s.json(
        Method::POST,
        "/api/v1/onboarding/status",
        Some(&token),
        Some(step("organization")),
    )
    .await;
    let me = [
        ("first_name", "Jane"),
        ("last_name", "Doe"),
        ("position", "Executive Director"),
        ("phone", "(202) 456-1111"),
    ];
    let (status, r) = s
        .multipart(Method::PUT, "/api/v1/me", &token, &me, Some(("logo", logo)))
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    s.json(
        Method::POST,
        "/api/v1/onboarding/status",
        Some(&token),
        Some(step("about-you")),
    )
    .await;
    let invitee = format!(
        "team-{}@example.org",
        ulid::Ulid::new().to_string().to_lowercase()
    );
    let (status, r) = s
        .json(
            Method::POST,
            "/api/v1/users/invite",
            Some(&token),
            Some(json!({"emails": [invitee]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert!(
        s.links_to(&invitee)
            .await
            .iter()
            .any(|l| l.contains("/invitation?token=")),
        "the invitee got a link"
    );
    // The invitation page's public lookup, through the local server's `/api/{*path}` mount.
    let link = s
        .links_to(&invitee)
        .await
        .into_iter()
        .find(|l| l.contains("/invitation?token="))
        .unwrap();
    let invite_token = link.split("token=").nth(1).unwrap().to_string();
    let (status, r) = s
        .json(
            Method::GET,
            &format!("/api/v1/invitations/{invite_token}"),
            None,
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["email"], invitee.as_str());
    let (_, r) = s
        .json(
            Method::POST,
            "/api/v1/onboarding/status",
            Some(&token),
            Some(step("team")),
        )
        .await;
    assert_eq!(
        r["step_statuses"]["steps"],
        json!({"welcome": 1, "organization": 1, "about-you": 1, "team": 1})
    );

    // Done: the next login goes straight to the plan.
    let (_, r) = s
        .json(Method::POST, "/api/v1/auth", None, Some(login))
        .await;
    assert_eq!(
        (
            r["shouldRedirectToPayment"].clone(),
            r["shouldRedirectToOnboarding"].clone()
        ),
        (json!(false), json!(false)),
        "{r}"
    );
    let (_, team) = s
        .json(
            Method::GET,
            "/api/v1/users/team-members",
            Some(&token),
            None,
        )
        .await;
    assert_eq!(team["data"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn the_owner_journey_works_on_the_embedded_adapters() {
    let s = start(&[], None, MailSource::Outbox).await;
    the_owner_journey(&s).await;
}

#[tokio::test]
async fn the_owner_journey_works_with_every_port_on_its_aws_adapter_against_moto() {
    let (clients, settings, report) = support::bootstrapped().await;
    let env = [
        ("FUNDPLAN_STORE", "dynamodb".to_string()),
        ("FUNDPLAN_BLOBS", "s3".to_string()),
        ("FUNDPLAN_QUEUE", "sqs".to_string()),
        ("FUNDPLAN_MAILER", "ses".to_string()),
        ("FUNDPLAN_TABLE", settings.table.clone()),
        ("FUNDPLAN_BUCKET", settings.bucket.clone()),
        ("FUNDPLAN_QUEUE_URL", report.queue_url.clone()),
        ("FUNDPLAN_MAIL_FROM", settings.mail_from.clone()),
        (
            "FUNDPLAN_JWT_SECRET",
            "journey-test-secret-journey-test-secret".to_string(),
        ),
    ];
    let s = start(&env, Some(clients), MailSource::Moto).await;
    the_owner_journey(&s).await;
}

#[tokio::test]
async fn the_spa_is_served_for_client_routes_and_unknown_api_paths_get_json() {
    let s = start(&[], None, MailSource::Outbox).await;
    let page = s
        .http
        .get(s.url("/onboarding/organization"))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert!(
        page.text()
            .await
            .unwrap()
            .contains("<title>fundplan</title>")
    );
    let (status, body) = s
        .json(reqwest::Method::GET, "/api/v1/nothing-here", None, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"], "No such API route.");
    let (status, _) = s
        .json(reqwest::Method::GET, "/api/v1/openapi.json", None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[test]
fn the_committed_openapi_document_matches_the_rust_types() {
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/openapi.json"
    ))
    .unwrap();
    let generated = fundplan_local::openapi::document_json();
    // A short message on purpose: the documents are long.
    assert!(
        committed.trim_end() == generated.trim_end(),
        "docs/openapi.json is stale: run `make openapi` and commit it"
    );
}

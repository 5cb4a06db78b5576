//! A `TestApp`: a function's routes on the real embedded adapters (store on disk in a temporary
//! folder, folder blobs, in-process queue, outbox, local checkout) with a fixed clock, driven
//! through the router with `oneshot`. Nothing is mocked. [`TestApp::on_dynamo`] puts its table on
//! DynamoDB (a fresh table in moto, see [`moto`]) and [`TestApp::both`] gives one app on each
//! store, so an HTTP test runs its steps on both.

pub mod moto;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use fundplan_http::AppState;
use fundplan_http::session::SessionKeys;
use fundplan_ports::embedded::{
    DirBlobs, EmbeddedTable, LocalPayments, MemoryJobs, OutboxMailer, SentEmail,
};
use fundplan_ports::{FixedClock, Table, UlidIds};
use http_body_util::BodyExt;
use serde_json::Value;
use std::sync::Arc;
use tower::ServiceExt;

pub const PUBLIC_URL: &str = "http://localhost:3000";
pub const WEBHOOK_SECRET: &str = "whsec_test_secret";

pub struct TestApp {
    pub state: AppState,
    pub router: Router,
    pub clock: Arc<FixedClock>,
    pub outbox: OutboxMailer,
    pub payments: Arc<LocalPayments>,
    pub blobs: DirBlobs,
    /// The store the routes use (also `state.table`).
    pub table: Arc<dyn Table>,
    store: Store,
    _dir: tempfile::TempDir,
}

/// Which store a [`TestApp`] runs on.
#[derive(Clone)]
enum Store {
    Embedded(Arc<EmbeddedTable>),
    Dynamo {
        client: aws_sdk_dynamodb::Client,
        table: String,
    },
}

#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: Value,
    pub raw: Vec<u8>,
}

impl Reply {
    pub fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or("")
    }
}

/// The operator API's key in tests (`X-Operator-Key`).
pub const OPERATOR_KEY: &str = "test-operator-key-test-operator-key-0";

/// Now, for tests: 2026-11-21 12:00 UTC.
pub fn test_now() -> time::OffsetDateTime {
    time::macros::datetime!(2026-11-21 12:00 UTC)
}

impl TestApp {
    /// `routes` is one function's (or several merged) routes.
    pub fn new(routes: Router<AppState>) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let table = Arc::new(EmbeddedTable::open(&dir.path().join("store.redb")).expect("store"));
        Self::build(routes, dir, table.clone(), Store::Embedded(table))
    }

    /// The same app with its table on DynamoDB: a fresh table in moto (the one `make test`
    /// starts, or one started for this test process).
    pub async fn on_dynamo(routes: Router<AppState>) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let clients = moto::clients().await;
        let name = moto::unique("fundplan-http");
        fundplan_cloud::schema::TABLE
            .create_table(&clients.dynamodb, &name)
            .expect("table request")
            .send()
            .await
            .expect("create the table in moto");
        let table = Arc::new(fundplan_cloud::DynamoTable::new(
            clients.dynamodb.clone(),
            name.clone(),
        ));
        let store = Store::Dynamo {
            client: clients.dynamodb,
            table: name,
        };
        Self::build(routes, dir, table, store)
    }

    /// One app on the embedded store and one on DynamoDB (moto), for tests that run their
    /// steps on both: `for app in TestApp::both(routes()).await { … }`.
    pub async fn both(routes: Router<AppState>) -> Vec<Self> {
        vec![Self::new(routes.clone()), Self::on_dynamo(routes).await]
    }

    /// `embedded` or `dynamodb`, for assertion messages.
    pub fn store_name(&self) -> &'static str {
        match self.store {
            Store::Embedded(_) => "embedded",
            Store::Dynamo { .. } => "dynamodb",
        }
    }

    fn build(
        routes: Router<AppState>,
        dir: tempfile::TempDir,
        table: Arc<dyn Table>,
        store: Store,
    ) -> Self {
        let blobs = DirBlobs::new(
            &dir.path().join("blobs"),
            format!("{PUBLIC_URL}/blobs"),
            b"blob-secret".to_vec(),
        )
        .expect("blobs");
        let outbox = OutboxMailer::new(&dir.path().join("outbox")).expect("outbox");
        let payments = Arc::new(LocalPayments::new(
            format!("{PUBLIC_URL}/dev"),
            WEBHOOK_SECRET,
        ));
        let clock = Arc::new(FixedClock::at(test_now()));
        let state = AppState {
            table: table.clone(),
            blobs: Arc::new(blobs.clone()),
            jobs: Arc::new(MemoryJobs::new()),
            mailer: Arc::new(outbox.clone()),
            payments: payments.clone(),
            clock: clock.clone(),
            ids: Arc::new(UlidIds),
            keys: Arc::new(SessionKeys::new(b"test-jwt-secret-test-jwt-secret-0")),
            public_url: Arc::from(PUBLIC_URL),
            operator_key: Some(Arc::from(OPERATOR_KEY)),
        };
        let router = fundplan_http::runtime::app(routes, state.clone());
        TestApp {
            state,
            router,
            clock,
            outbox,
            payments,
            blobs,
            table,
            store,
            _dir: dir,
        }
    }

    pub async fn send(&self, req: Request<Body>) -> Reply {
        let res = self
            .router
            .clone()
            .oneshot(req)
            .await
            .expect("router is infallible");
        let status = res.status();
        let headers = res.headers().clone();
        let raw = res
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        let body = serde_json::from_slice(&raw).unwrap_or(Value::Null);
        Reply {
            status,
            headers,
            body,
            raw,
        }
    }

    pub async fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        let bearer = token.map(|t| format!("Bearer {t}"));
        let auth = bearer
            .as_deref()
            .map(|b| (header::AUTHORIZATION.as_str(), b));
        self.call_with(method, path, auth, body).await
    }

    /// A request with one optional header (a session, the operator key) and a JSON body.
    async fn call_with(
        &self,
        method: &str,
        path: &str,
        header: Option<(&str, &str)>,
        body: Option<Value>,
    ) -> Reply {
        let mut b = Request::builder().method(method).uri(path);
        if let Some((name, value)) = header {
            b = b.header(name, value);
        }
        let req = match body {
            Some(v) => b
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(v.to_string())),
            None => b.body(Body::empty()),
        };
        self.send(req.expect("request")).await
    }

    /// A request with a session and a raw body of `content_type` (a file).
    pub async fn call_bytes(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        content_type: &str,
        bytes: Vec<u8>,
    ) -> Reply {
        let mut b = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, content_type);
        if let Some(t) = token {
            b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(b.body(Body::from(bytes)).expect("request")).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.call("GET", path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.call("POST", path, token, Some(body)).await
    }

    /// A multipart request: text fields and (field, file name, bytes) files.
    pub async fn multipart(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        fields: &[(&str, &str)],
        files: &[(&str, &str, &[u8])],
    ) -> Reply {
        let boundary = "----fundplan-test-boundary";
        let mut body = Vec::new();
        for (name, value) in fields {
            body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").as_bytes());
        }
        for (name, filename, bytes) in files {
            body.extend_from_slice(
                format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\nContent-Type: application/octet-stream\r\n\r\n").as_bytes(),
            );
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let mut b = Request::builder().method(method).uri(path).header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        );
        if let Some(t) = token {
            b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        self.send(b.body(Body::from(body)).expect("request")).await
    }

    pub async fn emails(&self) -> Vec<SentEmail> {
        self.outbox.list().await.expect("outbox")
    }

    /// The first link of the newest e-mail sent to `to`.
    pub async fn last_link_to(&self, to: &str) -> String {
        let mails = self.emails().await;
        let mail = mails
            .iter()
            .rev()
            .find(|m| m.to == to)
            .unwrap_or_else(|| panic!("no e-mail to {to}"));
        mail.links
            .first()
            .cloned()
            .unwrap_or_else(|| panic!("no link in {:?}", mail.subject))
    }

    /// Every item in the store (to assert that nothing was written).
    pub async fn item_count(&self) -> usize {
        match &self.store {
            Store::Embedded(t) => t.count().await,
            Store::Dynamo { client, table } => {
                let mut count = 0usize;
                let mut start = None;
                loop {
                    let out = client
                        .scan()
                        .table_name(table)
                        .select(aws_sdk_dynamodb::types::Select::Count)
                        .set_exclusive_start_key(start)
                        .send()
                        .await
                        .expect("scan the table in moto");
                    count += usize::try_from(out.count).unwrap_or(0);
                    match out.last_evaluated_key {
                        Some(k) if !k.is_empty() => start = Some(k),
                        _ => return count,
                    }
                }
            }
        }
    }
}

/// A valid PNG of `len` bytes: one pixel, decodable (uploads are decoded whole), padded with
/// bytes after its end chunk, which decoders do not read.
pub fn png(len: usize) -> Vec<u8> {
    const ONE_PIXEL: &[u8] = b"\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\x0d\x49\x44\x41\x54\x78\x9c\x63\x90\x8f\xea\xf9\x0f\x00\x03\xa6\x02\x05\xe5\x18\x75\x87\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82";
    let mut v = ONE_PIXEL.to_vec();
    v.resize(len.max(v.len()), 0);
    v
}

/// The hash of `password123`, made once per test process (hashing takes a while, and some
/// tests seed hundreds of owners).
async fn password123_hash() -> String {
    static HASH: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    HASH.get_or_init(|| async {
        fundplan_http::passwords::hash("password123".into())
            .await
            .expect("hash")
    })
    .await
    .clone()
}

/// A user written straight into the store (for tests of other functions), with a session token.
pub struct Seeded {
    pub user: fundplan_data::UserRecord,
    pub token: String,
}

impl TestApp {
    /// A confirmed owner of a new organization (no subscription yet), password `password123`.
    pub async fn seed_owner(&self, email: &str) -> Seeded {
        use fundplan_data::*;
        use fundplan_ports::{Condition, WriteOp};
        let now = self.state.now();
        let (uid, oid) = (self.state.ids.new_id(), self.state.ids.new_id());
        let user = UserRecord {
            id: uid.clone(),
            org_id: oid.clone(),
            email: email.to_string(),
            first_name: "Olive".into(),
            last_name: "Owner".into(),
            role: "owner".into(),
            password_hash: password123_hash().await,
            confirmed: true,
            token_version: 1,
            created_at: now,
            ..Default::default()
        };
        let org = OrganizationRecord {
            id: oid.clone(),
            owner_id: uid.clone(),
            name: "Acme Trust".into(),
            ..Default::default()
        };
        let claim = EmailRecord {
            email: email.into(),
            user_id: uid,
            org_id: oid.clone(),
        };
        self.state
            .table
            .transact(vec![
                WriteOp::Put {
                    item: claim.to_item(),
                    condition: Condition::NotExists,
                },
                WriteOp::Put {
                    item: user.to_item(1),
                    condition: Condition::NotExists,
                },
                WriteOp::Put {
                    item: org.to_item(1),
                    condition: Condition::NotExists,
                },
                WriteOp::Put {
                    item: onboarding_item(&oid, &fundplan_domain::onboarding::Steps::default(), 1),
                    condition: Condition::NotExists,
                },
            ])
            .await
            .expect("seed owner");
        let token = self.state.keys.issue(&user, now).expect("token");
        Seeded { user, token }
    }

    /// A confirmed owner of a new organization with an active subscription (30 days): what
    /// the plan and document functions need, since they answer 402 to an unpaid organization.
    pub async fn seed_paying_owner(&self, email: &str) -> Seeded {
        let owner = self.seed_owner(email).await;
        self.seed_subscription(&owner.user.org_id, 30).await;
        owner
    }

    /// A confirmed member of `owner`'s organization.
    pub async fn seed_member(&self, owner: &Seeded, email: &str) -> Seeded {
        use fundplan_data::*;
        use fundplan_ports::{Condition, WriteOp};
        let uid = self.state.ids.new_id();
        let user = UserRecord {
            id: uid.clone(),
            org_id: owner.user.org_id.clone(),
            email: email.to_string(),
            first_name: "Mia".into(),
            last_name: "Member".into(),
            role: "member".into(),
            password_hash: owner.user.password_hash.clone(),
            confirmed: true,
            token_version: 1,
            ..Default::default()
        };
        let claim = EmailRecord {
            email: email.into(),
            user_id: uid,
            org_id: owner.user.org_id.clone(),
        };
        self.state
            .table
            .transact(vec![
                WriteOp::Put {
                    item: claim.to_item(),
                    condition: Condition::NotExists,
                },
                WriteOp::Put {
                    item: user.to_item(1),
                    condition: Condition::NotExists,
                },
            ])
            .await
            .expect("seed member");
        let token = self
            .state
            .keys
            .issue(&user, self.state.now())
            .expect("token");
        Seeded { user, token }
    }

    /// A funder (`Harbor Community Foundation`) with a group coaching cohort of `seats` that
    /// runs from a day ago for a year, and an active cohort code `code` for it.
    pub async fn seed_cohort(&self, funder_id: &str, cohort_id: &str, seats: u32, code: &str) {
        use fundplan_data::cohort::*;
        use fundplan_data::record::Record;
        let now = self.state.now();
        let table = self.state.table.as_ref();
        let funder = FunderRecord {
            name: "Harbor Community Foundation".into(),
            created_at: now,
            ..FunderRecord::default()
        };
        // The funder may exist already (a second cohort).
        let _ = table
            .put(
                funder.encode(FunderRecord::key(funder_id), 1),
                fundplan_ports::Condition::NotExists,
            )
            .await;
        let cohort = CohortRecord {
            name: "Spring 2027 Cohort".into(),
            kind: fundplan_domain::cohort::CohortKind::GroupCoaching,
            seats,
            used: 0,
            starts_at: now - 86_400,
            ends_at: now + 365 * 86_400,
            kickoff_at: Some(now),
            created_at: now - 86_400,
            stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
        };
        create_cohort(table, funder_id, cohort_id, &cohort, None)
            .await
            .expect("seed cohort");
        let record = CodeRecord {
            funder_id: funder_id.into(),
            cohort_id: cohort_id.into(),
            state: fundplan_domain::cohort::CodeState::Active,
            expires_at: None,
            for_email: None,
            used_by: None,
            created_at: now,
        };
        let code = fundplan_domain::cohort::code::LicenceCode::parse(code).expect("a licence code");
        issue_code(table, &code, &record).await.expect("seed code");
    }

    /// `POST /api/v1/operator/funders` with the operator key (`key`, or none).
    pub async fn operator_create_funder(&self, key: Option<&str>, body: Value) -> Reply {
        self.operator_call("POST", "/api/v1/operator/funders", key, Some(body))
            .await
    }

    /// A call of the operator API with the operator key (`key`, or none).
    pub async fn operator_call(
        &self,
        method: &str,
        path: &str,
        key: Option<&str>,
        body: Option<Value>,
    ) -> Reply {
        self.call_with(method, path, key.map(|k| ("X-Operator-Key", k)), body)
            .await
    }

    /// A call by `who` that must succeed; its JSON answer (the failure names the store).
    pub async fn ok(&self, method: &str, path: &str, who: &Seeded, body: Option<Value>) -> Value {
        let r = self.call(method, path, Some(&who.token), body).await;
        assert!(
            r.status.is_success(),
            "{method} {path} on {}: {} {}",
            self.store_name(),
            r.status,
            r.body
        );
        r.body
    }

    /// Logs in with `email` and `password`; the new session token.
    pub async fn login(&self, email: &str, password: &str) -> String {
        let r = self
            .post(
                "/api/v1/auth",
                None,
                serde_json::json!({"email": email, "password": password}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{:?}", r.body);
        r.body["token"].as_str().expect("a token").to_owned()
    }

    /// Delivers a payment webhook `body` with its `Stripe-Signature` header.
    pub async fn deliver_webhook(&self, body: &str, signature: &str) -> Reply {
        let req = Request::builder()
            .method("POST")
            .uri("/api/v1/payments/webhook")
            .header(header::CONTENT_TYPE, "application/json")
            .header("Stripe-Signature", signature)
            .body(Body::from(body.to_string()))
            .expect("request");
        self.send(req).await
    }

    /// A funder made with the operator key, its first admin (`admin_email`, Ruth Okafor)
    /// signed up through the e-mailed invitation: (funder id, the admin's session token).
    /// The routes must include the function `funders`.
    pub async fn seed_funder(&self, name: &str, admin_email: &str) -> (String, String) {
        let created = self
            .operator_create_funder(
                Some(OPERATOR_KEY),
                serde_json::json!({"name": name, "admin_email": admin_email}),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
        let funder_id = created.body["funder_id"]
            .as_str()
            .expect("an id")
            .to_owned();
        (funder_id, self.join_funder(admin_email).await)
    }

    /// Signs up through the last funder invitation sent to `email` (Ruth Okafor, password
    /// `harbor harbor`); the new session token.
    pub async fn join_funder(&self, email: &str) -> String {
        let link = self.last_link_to(email).await;
        let token = link.split("token=").nth(1).expect("a token in the link");
        let joined = self
            .post(
                "/api/v1/funder-invitations/sign-up",
                None,
                serde_json::json!({"token": token, "name": "Ruth Okafor", "password": "harbor harbor", "password_confirmation": "harbor harbor"}),
            )
            .await;
        assert_eq!(joined.status, StatusCode::CREATED, "{:?}", joined.body);
        joined.body["token"].as_str().expect("a token").to_owned()
    }

    /// Gives the organization an active subscription until `days` from now.
    pub async fn seed_subscription(&self, org_id: &str, days: i64) {
        let now = self.state.now();
        let sub = fundplan_domain::subscription::Subscription {
            plan: "pro".into(),
            term: "month".into(),
            provider_status: "active".into(),
            provider_subscription_id: "sub_seed".into(),
            start: now,
            end: now + days * 86_400,
            last_event_at: now,
        };
        self.state
            .table
            .put(
                fundplan_data::subscription_item(org_id, &sub, 1),
                fundplan_ports::Condition::None,
            )
            .await
            .expect("seed subscription");
    }
}

impl TestApp {
    /// A new session token for a seeded user, issued at the clock's current time.
    pub fn relogin(&self, seeded: &Seeded) -> String {
        self.state
            .keys
            .issue(&seeded.user, self.state.now())
            .expect("token")
    }
}

/// A real API Gateway HTTP API (payload 2.0) event, as Lambda receives it.
pub fn apigw_v2_event(method: &str, path: &str, token: Option<&str>, body: Option<&str>) -> Value {
    let mut headers = serde_json::json!({
        "accept": "application/json",
        "content-type": "application/json",
        "host": "abc123.execute-api.us-east-1.amazonaws.com",
        "user-agent": "Mozilla/5.0",
        "x-forwarded-for": "203.0.113.7",
        "x-forwarded-proto": "https"
    });
    if let Some(t) = token {
        headers["authorization"] = Value::String(format!("Bearer {t}"));
    }
    serde_json::json!({
        "version": "2.0",
        "routeKey": format!("{method} {path}"),
        "rawPath": path,
        "rawQueryString": "",
        "headers": headers,
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "abc123",
            "domainName": "abc123.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "abc123",
            "http": { "method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": "203.0.113.7", "userAgent": "Mozilla/5.0" },
            "requestId": "JKJaXmPLvHcESHA=",
            "routeKey": format!("{method} {path}"),
            "stage": "$default",
            "time": "21/Nov/2026:12:00:00 +0000",
            "timeEpoch": 1_795_348_800_000i64
        },
        "body": body,
        "isBase64Encoded": false
    })
}

/// Invokes `router` the way `lambda_http::run` does: the event is parsed as a Lambda HTTP
/// request, handled, and the answer rendered as API Gateway expects it (JSON).
pub async fn lambda_invoke(router: Router, event: Value) -> Value {
    use lambda_http::Service;
    let request: lambda_http::request::LambdaRequest =
        serde_json::from_value(event).expect("an API Gateway event");
    let mut adapter = lambda_http::Adapter::from(router);
    let response = adapter
        .call(lambda_http::LambdaEvent::new(
            request,
            lambda_http::Context::default(),
        ))
        .await
        .expect("the handler answers");
    serde_json::to_value(response).expect("a Lambda response")
}

//! The OpenAPI document tells the truth about errors: every status it derives from an operation's
//! extractors (fundplan_http::openapi) is provoked here on that operation and answered as
//! documented, with the JSON error body and nothing written. The operations are read from the
//! document, so a new operation is covered without a new row.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use fundplan_http::extract::{JSON_LIMIT, MULTIPART_LIMIT};
use fundplan_http::openapi::{extractor_errors, operations_mut};
use fundplan_testkit::{Reply, TestApp};
use serde_json::Value;

struct Call<'a> {
    method: &'a str,
    path: String,
    token: Option<&'a str>,
    content_type: Option<&'a str>,
    body: Vec<u8>,
    /// Sent with the operator key (the operator API's operations).
    operator: bool,
}

async fn send(app: &TestApp, c: Call<'_>) -> Reply {
    let mut b = Request::builder().method(c.method).uri(&c.path);
    if c.operator {
        b = b.header("X-Operator-Key", fundplan_testkit::OPERATOR_KEY);
    }
    if let Some(t) = c.token {
        b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    if let Some(ct) = c.content_type {
        b = b.header(header::CONTENT_TYPE, ct);
    }
    app.send(b.body(Body::from(c.body)).expect("request")).await
}

/// `path` with every placeholder (`{token}`, `{id}`, …) replaced by `with`.
fn fill(path: &str, with: &str) -> String {
    path.split('/')
        .map(|seg| {
            if seg.starts_with('{') && seg.ends_with('}') {
                with
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The operation's path with its placeholders filled in, and a valid query.
fn callable(path: &str, op: &Value) -> String {
    let mut path = fill(path, "not-a-token");
    let query: Vec<String> = op["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p["in"] == "query")
        .map(|p| {
            format!(
                "{}=/steps/stewardship/overview",
                p["name"].as_str().unwrap()
            )
        })
        .collect();
    if !query.is_empty() {
        path = format!("{path}?{}", query.join("&"));
    }
    path
}

fn is_error_body(reply: &Reply) -> bool {
    reply
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
        && reply.body["error"].as_str().is_some_and(|e| !e.is_empty())
}

/// A funder created with the operator key, and its admin's session (signed up by invitation).
async fn seed_funder(app: &TestApp) -> (String, String) {
    app.seed_funder("Harbor Community Foundation", "ruth@harborfoundation.org")
        .await
}

#[tokio::test]
async fn every_status_derived_from_the_extractors_is_one_the_operation_really_answers() {
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_paying_owner("owner@example.org").await;
    let member = app.seed_member(&owner, "member@example.org").await;
    let (funder_id, funder_admin) = seed_funder(&app).await;
    let mut doc = fundplan_local::openapi::document();
    let json = serde_json::to_value(&doc).unwrap();

    let mut failures = Vec::new();
    let mut checked = 0;
    for (path, item) in doc.paths.paths.iter_mut() {
        for op in operations_mut(item) {
            let op_json = {
                let id = op.operation_id.clone().unwrap_or_default();
                json["paths"][path.as_str()]
                    .as_object()
                    .unwrap()
                    .values()
                    .find(|o| o["operationId"] == id.as_str())
                    .cloned()
                    .unwrap()
            };
            let method = json["paths"][path.as_str()]
                .as_object()
                .unwrap()
                .iter()
                .find(|(_, o)| o["operationId"] == op_json["operationId"])
                .map(|(m, _)| m.to_uppercase())
                .unwrap();
            let body_types: Vec<String> = op_json["requestBody"]["content"]
                .as_object()
                .map(|c| c.keys().cloned().collect())
                .unwrap_or_default();
            let multipart = body_types.iter().any(|t| t == "multipart/form-data");
            // A funder's operations are called on a real funder by its admin; the operator's
            // with the operator key.
            let on_funder = path.replace("{funder_id}", &funder_id);
            let url = callable(&on_funder, &op_json);
            let operator = path.starts_with("/api/v1/operator/");
            for (status, why) in extractor_errors(op) {
                let call = |token, content_type, body: Vec<u8>| Call {
                    method: &method,
                    path: url.clone(),
                    token,
                    content_type,
                    body,
                    operator: operator && status != 401,
                };
                let owner_token = Some(if path.contains("{funder_id}") {
                    funder_admin.as_str()
                } else {
                    owner.token.as_str()
                });
                let call = match status {
                    401 => call(None, None, vec![]),
                    403 => call(
                        Some(member.token.as_str()),
                        Some("application/json"),
                        b"{}".to_vec(),
                    ),
                    400 if body_types.is_empty() => {
                        // a parameter that cannot be read: an undecodable path segment, or a
                        // query parameter given twice
                        let mut c = call(owner_token, None, vec![]);
                        c.path = if path.contains('{') {
                            fill(path, "%FF%FE")
                        } else {
                            format!("{url}&{}", url.split_once('?').unwrap().1)
                        };
                        c
                    }
                    400 if multipart => call(
                        owner_token,
                        Some("multipart/form-data; boundary=XYZ"),
                        b"--XYZ\r\nthis is not a form part".to_vec(),
                    ),
                    400 => call(owner_token, Some("application/json"), b"{\"user\":".to_vec()),
                    413 if multipart => call(
                        owner_token,
                        Some("multipart/form-data; boundary=XYZ"),
                        big(MULTIPART_LIMIT, b"--XYZ\r\nContent-Disposition: form-data; name=\"logo\"; filename=\"a.png\"\r\n\r\n"),
                    ),
                    413 => call(
                        owner_token,
                        Some("application/json"),
                        big(json_limit(&method, path), b"{\"x\":\""),
                    ),
                    415 if multipart => call(owner_token, Some("application/json"), b"{}".to_vec()),
                    415 => call(owner_token, Some("text/plain"), b"{}".to_vec()),
                    422 => call(
                        owner_token,
                        Some("application/json"),
                        b"\"a string, not an object\"".to_vec(),
                    ),
                    other => panic!("no way to provoke {other} here: extend this test"),
                };
                let shown = format!("{method} {} ({status}: {why})", call.path);
                let before = app.item_count().await;
                let reply = send(&app, call).await;
                checked += 1;
                if reply.status != StatusCode::from_u16(status).unwrap() {
                    failures.push(format!("{shown}: answered {} {}", reply.status, reply.body));
                } else if !is_error_body(&reply) {
                    failures.push(format!(
                        "{shown}: no JSON error body: {:?}",
                        String::from_utf8_lossy(&reply.raw)
                    ));
                } else if app.item_count().await != before {
                    failures.push(format!("{shown}: something was written"));
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} answers checked");
    assert!(
        failures.is_empty(),
        "documented but not answered:\n{}",
        failures.join("\n")
    );
}

/// The JSON body limit of an operation: the shared one, or a route's own (`DefaultBodyLimit`).
fn json_limit(method: &str, path: &str) -> usize {
    match (method, path) {
        // A full expense table (300 items with long names) passes the shared limit.
        ("POST", "/api/v1/expenses" | "/api/v1/organization-expenses") => {
            fundplan_budget::TABLE_BODY_LIMIT
        }
        // Every prospect name the server accepts passes the shared limit.
        ("POST", "/api/v1/prospects" | "/api/v1/gift-pyramid") => {
            fundplan_closing::NAMES_BODY_LIMIT
        }
        // A plan file (issue 19 §4).
        ("POST", "/api/v1/plan/import") => fundplan_planning::IMPORT_LIMIT,
        _ => JSON_LIMIT,
    }
}

/// A body of `limit + 1` bytes beginning with `start`.
fn big(limit: usize, start: &[u8]) -> Vec<u8> {
    let mut body = start.to_vec();
    body.resize(limit + 1, b'a');
    body
}

#[tokio::test]
async fn every_documented_error_answer_has_a_json_body_and_extractor_answers_the_error_body() {
    let mut doc = fundplan_local::openapi::document();
    let json = serde_json::to_value(&doc).unwrap();
    let mut missing = Vec::new();
    for (path, item) in doc.paths.paths.iter_mut() {
        for op in operations_mut(item) {
            let id = op.operation_id.clone().unwrap_or_default();
            let (method, op_json) = json["paths"][path.as_str()]
                .as_object()
                .unwrap()
                .iter()
                .find(|(_, o)| o["operationId"] == id.as_str())
                .unwrap();
            let derived: Vec<String> = extractor_errors(op)
                .into_iter()
                .map(|(s, _)| s.to_string())
                .collect();
            for (status, response) in op_json["responses"].as_object().unwrap() {
                if !status.starts_with('4') && !status.starts_with('5') {
                    continue;
                }
                let schema = &response["content"]["application/json"]["schema"];
                let refs: Vec<&str> = std::iter::once(schema)
                    .chain(schema["anyOf"].as_array().into_iter().flatten())
                    .filter_map(|s| s["$ref"].as_str())
                    .collect();
                let error_body = refs.contains(&"#/components/schemas/ErrorBody");
                if refs.is_empty() || (derived.contains(status) && !error_body) {
                    missing.push(format!("{method} {path} {status}: {schema}"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "error answers documented without their JSON body:\n{}",
        missing.join("\n")
    );
}

#[tokio::test]
async fn answers_axum_gives_before_a_handler_runs_have_the_json_error_body_too() {
    let app = TestApp::new(fundplan_local::api_routes());
    let wrong_method = app.call("DELETE", "/api/v1/plans", None, None).await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(is_error_body(&wrong_method), "{:?}", wrong_method.raw);
    assert!(
        wrong_method.headers.contains_key(header::ALLOW),
        "Allow is kept"
    );

    let bad_segment = app.get("/api/v1/invitations/%FF%FE", None).await;
    assert_eq!(bad_segment.status, StatusCode::BAD_REQUEST);
    assert!(is_error_body(&bad_segment), "{:?}", bad_segment.raw);

    let unknown = app.get("/api/v1/nothing-here", None).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert!(is_error_body(&unknown));
}

#[tokio::test]
async fn the_profile_and_organization_forms_accept_a_logo_larger_than_a_json_body() {
    // The multipart routes keep their own body limit (DefaultBodyLimit), above the JSON one.
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_owner("owner@example.org").await;
    let logo = fundplan_testkit::png(JSON_LIMIT * 8);
    let me = app
        .multipart(
            "PUT",
            "/api/v1/me",
            Some(&owner.token),
            &[
                ("first_name", "Pat"),
                ("last_name", "Lee"),
                ("position", "Director"),
                ("phone", "(202) 456-1111"),
            ],
            &[("logo", "me.png", &logo)],
        )
        .await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.body);
    let org = app
        .multipart(
            "POST",
            "/api/v1/organizations",
            Some(&owner.token),
            &[
                ("name", "Acme Trust"),
                ("address", "1 Main St"),
                ("phone", "+1 202 456 1111"),
                ("website", "acme.org"),
                ("background_color", "#2D67F6"),
                ("headings_color", "#0A9250"),
                ("font_family", "lato"),
            ],
            &[("logo", "logo.png", &logo)],
        )
        .await;
    assert_eq!(org.status, StatusCode::OK, "{}", org.body);
}

#[tokio::test]
async fn a_path_parameter_that_cannot_name_anything_gets_400_on_every_operation() {
    // A NUL once reached the embedded store's key and answered 500 (`GET /documents/%00`).
    let app = TestApp::new(fundplan_local::api_routes());
    let owner = app.seed_paying_owner("owner@example.org").await;
    let doc = serde_json::to_value(fundplan_local::openapi::document()).unwrap();
    let long = "a".repeat(fundplan_http::extract::PATH_ID_MAX + 1);
    let before = app.item_count().await;
    let mut failures = Vec::new();
    let mut checked = 0;
    for (path, ops) in doc["paths"].as_object().unwrap() {
        if !path.contains('{') {
            continue;
        }
        for method in ops.as_object().unwrap().keys() {
            for bad in [
                "%00",
                "a%00b",
                "a%0Ab",
                "ORG%23x",
                "a%20b",
                "%C3%A9",
                long.as_str(),
            ] {
                let url = fill(path, bad);
                let content_type = (method != "get").then_some("application/json");
                let body = if method == "get" {
                    vec![]
                } else {
                    b"{}".to_vec()
                };
                let reply = send(
                    &app,
                    Call {
                        method: &method.to_uppercase(),
                        path: url.clone(),
                        token: Some(&owner.token),
                        content_type,
                        body,
                        operator: false,
                    },
                )
                .await;
                checked += 1;
                if reply.status != StatusCode::BAD_REQUEST || !is_error_body(&reply) {
                    failures.push(format!("{method} {url}: {} {}", reply.status, reply.body));
                }
            }
        }
    }
    assert!(checked >= 7 * 15, "only {checked} calls");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(app.item_count().await, before, "a refused call wrote");
}

#[test]
fn the_api_document_and_docs_api_list_every_document_kind_of_the_catalogue() {
    let doc: Value =
        serde_json::from_str(&fundplan_local::openapi::document_json()).expect("the document");
    let kinds: Vec<&str> =
        doc["components"]["schemas"]["DocumentRequest"]["properties"]["kind"]["enum"]
            .as_array()
            .expect("DocumentRequest.kind is an enum")
            .iter()
            .map(|v| v.as_str().expect("a name"))
            .collect();
    assert_eq!(kinds, fundplan_documents::DocumentKind::names());
    assert_eq!(kinds.len(), 10);
    let api = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/api.md"))
        .expect("docs/api.md");
    let row = api
        .lines()
        .find(|l| l.starts_with("| `POST /documents` |"))
        .expect("docs/api.md documents POST /documents");
    for kind in &kinds {
        assert!(
            row.contains(&format!("`{kind}`")),
            "docs/api.md's POST /documents does not name {kind}"
        );
    }
    assert!(row.contains(&fundplan_documents::kind::unknown_kind_message()));
}

/// Operation ids are unique: the SPA's generated types key operations by them, and two
/// handlers of one name in two functions would merge their types.
#[test]
fn every_operation_id_is_unique() {
    let doc = serde_json::to_value(fundplan_local::openapi::document()).unwrap();
    let mut seen = std::collections::BTreeMap::<String, Vec<String>>::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if let Some(id) = op["operationId"].as_str() {
                seen.entry(id.to_owned())
                    .or_default()
                    .push(format!("{} {path}", method.to_uppercase()));
            }
        }
    }
    let twice: Vec<_> = seen.into_iter().filter(|(_, ops)| ops.len() > 1).collect();
    assert!(
        twice.is_empty(),
        "operation ids used more than once: {twice:?}"
    );
}

#[test]
fn no_two_functions_define_one_schema_name_differently() {
    // The OpenAPI document keeps one schema per name: two functions defining the same name
    // would silently describe one of them with the other's fields (and the web's generated
    // types with them).
    let mut seen: std::collections::BTreeMap<String, (&str, serde_json::Value)> =
        std::collections::BTreeMap::new();
    for (name, router) in fundplan_local::FUNCTIONS {
        let doc = serde_json::to_value(router().into_openapi()).unwrap();
        let schemas = doc["components"]["schemas"]
            .as_object()
            .cloned()
            .unwrap_or_default();
        for (schema, def) in schemas {
            match seen.get(&schema) {
                Some((first, ours)) => assert_eq!(
                    ours, &def,
                    "the schema {schema} of the {first} function differs from the {name} function's"
                ),
                None => {
                    seen.insert(schema, (name, def));
                }
            }
        }
    }
}

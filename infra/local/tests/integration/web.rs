//! What the local server sends besides the API's data: the SPA with its security headers,
//! cache rules and compression; the API's security headers; and the one public origin a page
//! is opened under (issue: paying from http://127.0.0.1:3000 logged the user out).

use fundplan_http::security::{api_headers, spa_headers};
use reqwest::header::{HeaderMap, HeaderName};
use reqwest::{Method, StatusCode};
use std::io::Read;

use crate::local;

struct Server {
    port: u16,
    http: reqwest::Client,
    _dir: tempfile::TempDir,
}

/// The local server on an ephemeral port, its public URL on `public_host`, with a small built
/// SPA: an index page and one hashed asset.
async fn start(public_host: &str) -> Server {
    let spawned = local::spawn(&[], None, public_host).await;
    let assets = spawned.dir.path().join("assets");
    std::fs::create_dir(&assets).unwrap();
    std::fs::write(
        assets.join("index-abc123.js"),
        "console.log('fundplan');\n".repeat(200),
    )
    .unwrap();
    Server {
        port: spawned.port,
        http: local::client(),
        _dir: spawned.dir,
    }
}

impl Server {
    /// A request to this server (always over 127.0.0.1) with `host` as its Host header.
    async fn get(&self, host: &str, path: &str) -> reqwest::Response {
        self.request(Method::GET, host, path).await
    }

    async fn request(&self, method: Method, host: &str, path: &str) -> reqwest::Response {
        self.http
            .request(method, format!("http://127.0.0.1:{}{path}", self.port))
            .header("host", host)
            .send()
            .await
            .unwrap()
    }
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> &'a str {
    h.get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header"))
}

fn assert_has(h: &HeaderMap, expected: &[(HeaderName, impl AsRef<str>)]) {
    for (name, value) in expected {
        assert_eq!(header(h, name.as_str()), value.as_ref(), "{name}");
    }
}

#[tokio::test]
async fn every_spa_file_carries_the_spa_security_headers_and_a_strict_csp() {
    let s = start("127.0.0.1").await;
    let host = format!("127.0.0.1:{}", s.port);
    for path in [
        "/",
        "/login",
        "/steps/getting-started/welcome",
        "/assets/index-abc123.js",
    ] {
        let res = s.get(&host, path).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_has(res.headers(), &spa_headers(&[]));
        let csp = header(res.headers(), "content-security-policy");
        assert!(
            csp.contains("script-src 'self';") && !csp.contains("unsafe-inline"),
            "{csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year_and_pages_are_revalidated() {
    let s = start("127.0.0.1").await;
    let host = format!("127.0.0.1:{}", s.port);
    let asset = s.get(&host, "/assets/index-abc123.js").await;
    assert_eq!(
        header(asset.headers(), "cache-control"),
        "public, max-age=31536000, immutable"
    );
    let page = s.get(&host, "/login").await;
    assert_eq!(header(page.headers(), "cache-control"), "no-cache");
}

#[tokio::test]
async fn spa_files_are_sent_compressed_to_a_browser_that_accepts_it() {
    let s = start("127.0.0.1").await;
    let res = s
        .http
        .get(format!(
            "http://127.0.0.1:{}/assets/index-abc123.js",
            s.port
        ))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(header(res.headers(), "content-encoding"), "gzip");
    let compressed = res.bytes().await.unwrap();
    let mut plain = String::new();
    flate2::read::GzDecoder::new(&compressed[..])
        .read_to_string(&mut plain)
        .unwrap();
    assert_eq!(plain, "console.log('fundplan');\n".repeat(200));
    assert!(compressed.len() < plain.len() / 10);
}

#[tokio::test]
async fn api_answers_carry_nosniff_and_no_store() {
    let s = start("127.0.0.1").await;
    let host = format!("127.0.0.1:{}", s.port);
    // Anonymous, an error, and a signed-in request with a token the server refuses: all of
    // them, whatever the status.
    let plans = s.get(&host, "/api/v1/plans").await;
    let missing = s.get(&host, "/api/v1/nothing-here").await;
    let signed_in = s
        .http
        .get(format!("http://127.0.0.1:{}/api/v1/me", s.port))
        .bearer_auth("not-a-token")
        .send()
        .await
        .unwrap();
    for res in [plans, missing, signed_in] {
        assert_has(res.headers(), &api_headers());
        assert_eq!(header(res.headers(), "cache-control"), "no-store");
    }
}

#[tokio::test]
async fn a_page_opened_under_another_loopback_name_is_sent_to_the_public_origin() {
    let s = start("localhost").await;
    for host in [
        format!("127.0.0.1:{}", s.port),
        format!("[::1]:{}", s.port),
        format!("app.localhost:{}", s.port),
    ] {
        let res = s.get(&host, "/subscription/success?session=cs_1").await;
        assert_eq!(res.status(), StatusCode::TEMPORARY_REDIRECT, "{host}");
        assert_eq!(
            header(res.headers(), "location"),
            format!(
                "http://localhost:{}/subscription/success?session=cs_1",
                s.port
            )
        );
    }
    // The public name itself is served.
    let res = s.get(&format!("localhost:{}", s.port), "/login").await;
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_redirect_never_takes_its_address_from_a_foreign_host_header() {
    let s = start("localhost").await;
    let res = s.get("evil.example", "/login").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get("location").is_none());
    // A loopback alias with a path that looks like another host still stays on the public origin.
    let res = s
        .get(&format!("127.0.0.1:{}", s.port), "//evil.example/login")
        .await;
    let location = header(res.headers(), "location");
    assert!(
        location.starts_with(&format!("http://localhost:{}/", s.port)),
        "{location}"
    );
}

#[tokio::test]
async fn a_download_link_offers_the_files_exact_name() {
    use fundplan_ports::Blobs;
    let s = start("localhost").await;
    let data = s._dir.path().join("data");
    let secret = std::fs::read_to_string(data.join("blobs.key")).unwrap();
    let blobs = fundplan_ports::embedded::DirBlobs::new(
        &data.join("blobs"),
        format!("http://localhost:{}/blobs", s.port),
        secret.trim().as_bytes().to_vec(),
    )
    .unwrap();
    let key = "orgs/o1/documents/case.pdf";
    let blob = fundplan_ports::blobs::Blob {
        bytes: b"%PDF-1.7".to_vec().into(),
        content_type: "application/pdf".into(),
    };
    blobs.put(key, blob).await.unwrap();
    let name = "Harbor & Hill Literacy Trust – Case for Support (2027).pdf";
    let url = blobs
        .download_url(key, std::time::Duration::from_secs(600), Some(name))
        .await
        .unwrap();
    let path = url.split_once(&format!(":{}", s.port)).unwrap().1;
    let r = s.get(&format!("localhost:{}", s.port), path).await;
    assert_eq!(r.status(), StatusCode::OK);
    let disposition = header(r.headers(), "content-disposition").to_owned();
    assert_eq!(disposition, fundplan_ports::blobs::attachment(name));
    assert!(
        disposition.contains(
            "filename*=UTF-8''Harbor%20%26%20Hill%20Literacy%20Trust%20%E2%80%93%20Case%20for%20Support%20%282027%29.pdf"
        ),
        "{disposition}"
    );
    assert!(
        disposition
            .contains("filename=\"Harbor & Hill Literacy Trust _ Case for Support (2027).pdf\"")
    );
    assert_eq!(r.bytes().await.unwrap().as_ref(), b"%PDF-1.7");
}

#[tokio::test]
async fn the_api_and_writes_answer_under_any_loopback_name() {
    let s = start("localhost").await;
    let host = format!("127.0.0.1:{}", s.port);
    let api = s.get(&host, "/api/v1/plans").await;
    assert_eq!(api.status(), StatusCode::OK);
    let outbox = s.get(&host, "/dev/outbox.json").await;
    assert_eq!(outbox.status(), StatusCode::OK);
    let post = s.request(Method::POST, &host, "/login").await;
    assert_ne!(post.status(), StatusCode::TEMPORARY_REDIRECT);
}

//! How the local server serves the SPA: the built files with the SPA's security headers
//! (the same list CloudFront's policy sends), cache rules for hashed assets, compression, and one
//! canonical origin: a page opened under another loopback name is sent to the public URL first.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use fundplan_http::config::{BlobsKind, Config};
use fundplan_http::security::{set_missing, spa_headers};
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::Arc;
use tower::{Service, ServiceExt, service_fn};
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};

/// The origin images may come from besides this one: the object store's, when it is S3 (its
/// endpoint when one is set, as with moto or LocalStack; else the bucket's regional domain).
pub fn object_store_origin(config: &Config) -> Option<String> {
    if config.blobs != BlobsKind::S3 {
        return None;
    }
    match std::env::var("AWS_ENDPOINT_URL") {
        Ok(endpoint) if !endpoint.is_empty() => origin_of(&endpoint),
        _ => {
            let region = std::env::var("AWS_REGION").unwrap_or_else(|_| "us-east-1".into());
            Some(format!(
                "https://{}.s3.{region}.amazonaws.com",
                config.bucket
            ))
        }
    }
}

/// `scheme://host[:port]` of a URL, without its path.
fn origin_of(url: &str) -> Option<String> {
    let uri: Uri = url.parse().ok()?;
    Some(format!("{}://{}", uri.scheme_str()?, uri.authority()?))
}

/// The built SPA: every file with the SPA's security headers, `index.html` for every client
/// route, hashed assets cached for a year, everything else revalidated, compressed (br, gzip)
/// for browsers that accept it.
pub fn spa_service(
    config: &Config,
) -> impl Service<Request, Response = Response, Error = Infallible, Future: Send> + Clone + Send + 'static
{
    let files =
        ServeDir::new(&config.web_dir).fallback(ServeFile::new(config.web_dir.join("index.html")));
    let files = tower::ServiceBuilder::new()
        .layer(CompressionLayer::new())
        .service(files);
    let image_origin = object_store_origin(config);
    let headers = Arc::new(spa_headers(
        &image_origin.iter().map(String::as_str).collect::<Vec<_>>(),
    ));
    service_fn(move |req: Request| {
        let (files, headers) = (files.clone(), headers.clone());
        async move {
            let immutable = req.uri().path().starts_with("/assets/");
            let mut res = match files.oneshot(req).await {
                Ok(res) => res.map(Body::new),
                Err(never) => match never {},
            };
            let cache = if immutable && res.status().is_success() {
                // Vite names every asset by its content hash: a new build has new names.
                "public, max-age=31536000, immutable"
            } else {
                "no-cache"
            };
            let h = res.headers_mut();
            set_missing(h, &headers);
            h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            Ok::<_, Infallible>(res)
        }
    })
}

/// Whether a Host header names this machine's loopback interface (`localhost`, `*.localhost`,
/// `127.0.0.0/8`, `[::1]`), with or without a port.
fn is_loopback_host(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    let name = name.to_ascii_lowercase();
    name == "localhost"
        || name.ends_with(".localhost")
        || name.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// The public URL's origin parts the redirect needs: its authority (to compare with Host) and
/// its origin (to build the new address from).
#[derive(Clone)]
pub struct CanonicalOrigin {
    authority: String,
    origin: String,
}

impl CanonicalOrigin {
    pub fn new(public_url: &str) -> Option<Self> {
        let uri: Uri = public_url.parse().ok()?;
        let authority = uri.authority()?.as_str().to_ascii_lowercase();
        Some(Self {
            origin: format!("{}://{authority}", uri.scheme_str()?),
            authority,
        })
    }
}

/// A page requested under another loopback name than the public URL's (127.0.0.1 for
/// localhost, or the other way round) is redirected to the same path on the public URL before
/// the SPA loads: a session lives in one origin's storage, and the checkout, e-mails and
/// redirects all lead back to the public URL. The new address is built from the configured
/// public URL, never from the Host header; a Host that is not a loopback name is left alone,
/// and so is every method but GET and HEAD. Only the SPA's pages go through it: the API, the
/// developer pages and signed downloads answer under any name.
pub async fn canonical_loopback_origin(
    State(canonical): State<Option<CanonicalOrigin>>,
    request: Request,
    next: Next,
) -> Response {
    let Some(canonical) = canonical else {
        return next.run(request).await;
    };
    let readable = request.method() == Method::GET || request.method() == Method::HEAD;
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_ascii_lowercase);
    match host {
        Some(host) if readable && host != canonical.authority && is_loopback_host(&host) => {
            let path_and_query = request.uri().path_and_query().map_or("/", |pq| pq.as_str());
            let to = format!("{}{path_and_query}", canonical.origin);
            match HeaderValue::from_str(&to) {
                Ok(location) => (
                    StatusCode::TEMPORARY_REDIRECT,
                    [(header::LOCATION, location)],
                )
                    .into_response(),
                Err(_) => next.run(request).await,
            }
        }
        _ => next.run(request).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_are_recognised_with_and_without_ports() {
        for host in [
            "localhost",
            "localhost:3000",
            "127.0.0.1:3000",
            "127.1.2.3",
            "[::1]:3000",
            "app.localhost:3000",
            "LOCALHOST:3000",
        ] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in [
            "example.org",
            "evil.example:3000",
            "10.0.0.1:3000",
            "localhost.example.org",
            "[2001:db8::1]:3000",
        ] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }

    #[test]
    fn the_canonical_origin_comes_from_the_public_url() {
        let c = CanonicalOrigin::new("http://LOCALHOST:3000/").unwrap();
        assert_eq!(c.authority, "localhost:3000");
        assert_eq!(c.origin, "http://localhost:3000");
    }

    #[test]
    fn an_s3_endpoint_gives_its_origin_without_the_path() {
        assert_eq!(
            origin_of("http://127.0.0.1:5000/some/path").as_deref(),
            Some("http://127.0.0.1:5000")
        );
    }
}

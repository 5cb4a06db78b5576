//! Security headers, written once. The API's answers get [`api_headers`] from [`crate::runtime::app`]
//! on Lambda and in the local server alike. The SPA's files get [`spa_headers`]: from the local
//! server, and on AWS from CloudFront's response-headers policy in `template.yaml`, which
//! `infra/sam/check.sh` compares with `fundplan-local security-headers` (this list).

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// Browsers must not guess content types (a JSON answer or an upload is never run as a script).
pub const CONTENT_TYPE_OPTIONS: &str = "nosniff";
/// The full address stays on this origin; other sites see only the origin, and only over HTTPS.
pub const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";
/// No page of the product is shown inside another site's frame (older browsers; CSP says the same).
pub const FRAME_OPTIONS: &str = "DENY";
/// An API answer is data, never a document: it loads nothing and is framed by nobody.
pub const API_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// The SPA's Content-Security-Policy: its own scripts, styles, fonts and API only, no inline
/// script, nothing framed, forms posted only to itself. Images may also come from `data:` and
/// `blob:` (previews of a picture before upload) and from `image_origins` (the object store's
/// signed links when it is not this origin, e.g. S3); fonts from `data:` (the build inlines the
/// smallest font files of the bundled typefaces).
pub fn spa_content_security_policy(image_origins: &[&str]) -> String {
    let mut img = String::from("'self' data: blob:");
    for origin in image_origins {
        img.push(' ');
        img.push_str(origin);
    }
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src {img}; font-src 'self' data:; \
         connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
         frame-ancestors 'none'"
    )
}

/// The headers of every SPA file (the HTML and its assets), in the order CloudFront's policy
/// lists them.
pub fn spa_headers(image_origins: &[&str]) -> Vec<(HeaderName, String)> {
    vec![
        (
            header::CONTENT_SECURITY_POLICY,
            spa_content_security_policy(image_origins),
        ),
        (header::X_CONTENT_TYPE_OPTIONS, CONTENT_TYPE_OPTIONS.into()),
        (header::X_FRAME_OPTIONS, FRAME_OPTIONS.into()),
        (header::REFERRER_POLICY, REFERRER_POLICY.into()),
    ]
}

/// The headers of every API answer.
pub fn api_headers() -> Vec<(HeaderName, &'static str)> {
    vec![
        (header::CONTENT_SECURITY_POLICY, API_CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, CONTENT_TYPE_OPTIONS),
        (header::X_FRAME_OPTIONS, FRAME_OPTIONS),
        (header::REFERRER_POLICY, REFERRER_POLICY),
    ]
}

/// Sets each header the answer does not already carry.
pub fn set_missing<V: AsRef<str>>(headers: &mut HeaderMap, list: &[(HeaderName, V)]) {
    for (name, value) in list {
        if !headers.contains_key(name)
            && let Ok(value) = HeaderValue::from_str(value.as_ref())
        {
            headers.insert(name.clone(), value);
        }
    }
}

/// Middleware of the API: the security headers on every answer, and `Cache-Control: no-store`
/// unless the handler chose a cache policy itself. Answers to signed-in requests carry personal
/// data, and so do some public ones (an invitation looked up by its token names a person), so
/// no browser or shared cache keeps any of them by default.
pub async fn api_security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    set_missing(headers, &api_headers());
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spa_policy_allows_no_inline_script_and_no_framing() {
        let csp = spa_content_security_policy(&[]);
        assert!(csp.contains("script-src 'self';"));
        assert!(!csp.contains("unsafe-inline"));
        assert!(!csp.contains("unsafe-eval"));
        assert!(csp.ends_with("frame-ancestors 'none'"));
        assert!(csp.contains("img-src 'self' data: blob:;"));
    }

    #[test]
    fn the_spa_policy_lets_images_come_from_the_object_store_origin() {
        let csp = spa_content_security_policy(&["https://objects.example"]);
        assert!(csp.contains("img-src 'self' data: blob: https://objects.example;"));
    }

    #[test]
    fn set_missing_keeps_a_header_the_answer_already_has() {
        let mut h = HeaderMap::new();
        h.insert(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("SAMEORIGIN"),
        );
        set_missing(&mut h, &api_headers());
        assert_eq!(h[header::X_FRAME_OPTIONS], "SAMEORIGIN");
        assert_eq!(h[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    }
}

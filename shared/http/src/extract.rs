//! Extractors that refuse bad input with a JSON error before a handler runs.

use crate::error::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, FromRequestParts, Multipart, Path, Request};
use axum::http::request::Parts;
use bytes::Bytes;
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::text::{clean_json, clean_text};
use serde::de::DeserializeOwned;
use std::collections::HashMap;

/// Largest JSON body accepted (bigger ones get 413).
pub const JSON_LIMIT: usize = 64 * 1024;
/// Largest multipart body accepted; each image is further limited to 1 MB by the domain.
pub const MULTIPART_LIMIT: usize = 3 * 1024 * 1024;

/// `Json<T>` whose rejections become the API's JSON errors: 400 malformed, 415 not JSON,
/// 422 wrong shape or types, 413 too large.
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(v)) => typed(v).map(ApiJson),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

/// A parsed body as `T`, after every string in it is cleaned (NFC, no control characters:
/// `fundplan_domain::text`). 422 when it has the wrong shape.
fn typed<T: DeserializeOwned>(mut v: serde_json::Value) -> Result<T, ApiError> {
    clean_json(&mut v);
    serde_json::from_value(v).map_err(|e| wrong_shape(&e.to_string()))
}

/// A JSON body already read as bytes (by a handler that accepts other types too), refused as
/// [`ApiJson`] refuses it: 400 malformed, 422 wrong shape or types.
pub fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    let v: serde_json::Value =
        serde_json::from_slice(body).map_err(|_| ApiError::bad_request(m::MALFORMED_JSON))?;
    typed(v)
}

fn wrong_shape(detail: &str) -> ApiError {
    ApiError(DomainError::Validation {
        message: format!("The request body has the wrong shape: {detail}"),
        fields: [("body".to_string(), vec!["wrong shape".to_string()])]
            .into_iter()
            .collect(),
    })
}

fn json_rejection(r: JsonRejection) -> ApiError {
    match r {
        JsonRejection::JsonDataError(e) => wrong_shape(
            e.body_text()
                .trim_start_matches("Failed to deserialize the JSON body into the target type: "),
        ),
        JsonRejection::JsonSyntaxError(_) => ApiError::bad_request(m::MALFORMED_JSON),
        JsonRejection::MissingJsonContentType(_) => ApiError(DomainError::UnsupportedMedia(
            "Send the request body as JSON (Content-Type: application/json).".into(),
        )),
        JsonRejection::BytesRejection(_) => {
            ApiError(DomainError::PayloadTooLarge(m::BODY_TOO_LARGE.into()))
        }
        other => ApiError::bad_request(other.body_text()),
    }
}

/// A parsed multipart form: text fields and uploaded files.
#[derive(Debug, Default)]
pub struct UploadForm {
    pub fields: HashMap<String, String>,
    pub files: HashMap<String, Bytes>,
}

impl UploadForm {
    pub fn text(&self, name: &str) -> Option<String> {
        self.fields.get(name).cloned()
    }
    /// A file field; an empty file part (no file chosen) counts as absent.
    pub fn file(&self, name: &str) -> Option<&Bytes> {
        self.files.get(name).filter(|b| !b.is_empty())
    }
}

impl<S: Send + Sync> FromRequest<S> for UploadForm {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let mut multipart = Multipart::from_request(req, state).await.map_err(|_| {
            ApiError(DomainError::UnsupportedMedia(
                "Send the form as multipart/form-data.".into(),
            ))
        })?;
        let mut form = UploadForm::default();
        loop {
            let field = match multipart.next_field().await {
                Ok(Some(f)) => f,
                Ok(None) => break,
                Err(e) => return Err(multipart_error(e)),
            };
            let name = field.name().unwrap_or_default().to_string();
            let is_file = field.file_name().is_some();
            let bytes = field.bytes().await.map_err(multipart_error)?;
            if is_file {
                form.files.insert(name, bytes);
            } else {
                let text = String::from_utf8(bytes.to_vec())
                    .map_err(|_| ApiError::bad_request("Form fields must be UTF-8 text."))?;
                form.fields.insert(name, clean_text(&text));
            }
        }
        Ok(form)
    }
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        ApiError(DomainError::PayloadTooLarge(m::FILE_TOO_LARGE.into()))
    } else {
        ApiError::bad_request("The form could not be read.")
    }
}

/// Longest id accepted in a path.
pub const PATH_ID_MAX: usize = 200;

/// One path parameter naming a stored thing (an id, a token, a key): 1 to [`PATH_ID_MAX`]
/// characters of ASCII letters, digits and `-`, `_`, `.`, `:`, `~`. Anything else (a NUL, a
/// control character, a `#` that would reach into the store's key layout, a space) cannot name
/// anything we store, so it is refused with 400 before the handler runs, and never reaches the
/// store (where a NUL in a key is an error of the embedded database).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathId(pub String);

/// Whether `s` can be an id in a path (see [`PathId`]).
pub fn is_path_id(s: &str) -> bool {
    (1..=PATH_ID_MAX).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':' | b'~'))
}

impl<S: Send + Sync> FromRequestParts<S> for PathId {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError::bad_request(m::PATH_ID_INVALID))?;
        if is_path_id(&id) {
            Ok(PathId(id))
        } else {
            Err(ApiError::bad_request(m::PATH_ID_INVALID))
        }
    }
}

/// Every path parameter of a route with several, each checked as a [`PathId`] (400 before the
/// handler runs otherwise), in the order of the route's path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathIds(pub Vec<String>);

impl<S: Send + Sync> FromRequestParts<S> for PathIds {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Path(ids) = Path::<Vec<String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError::bad_request(m::PATH_ID_INVALID))?;
        if ids.iter().all(|id| is_path_id(id)) {
            Ok(PathIds(ids))
        } else {
            Err(ApiError::bad_request(m::PATH_ID_INVALID))
        }
    }
}

/// The network address a request came from, for limits per client: on Lambda the source IP
/// API Gateway saw (its request context, which a client cannot set, unlike `X-Forwarded-For`),
/// locally the peer of the connection; `unknown` when neither is there (a test calling the
/// router directly).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientAddress(pub String);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        use lambda_http::request::RequestContext;
        let from_gateway = match parts.extensions.get::<RequestContext>() {
            Some(RequestContext::ApiGatewayV2(c)) => c.http.source_ip.clone(),
            Some(RequestContext::ApiGatewayV1(c)) => c.identity.source_ip.clone(),
            _ => None,
        };
        let from_peer = || {
            parts
                .extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|c| c.0.ip().to_string())
        };
        Ok(ClientAddress(
            from_gateway
                .or_else(from_peer)
                .unwrap_or_else(|| "unknown".into()),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_tokens_and_keys_are_path_ids() {
        for ok in [
            "01JD3M6W5B8Q9X2ZK7R4T1V0YA",
            "mission_statement",
            "our-story.heading",
            "invite:abc",
            "a~b",
        ] {
            assert!(is_path_id(ok), "{ok}");
        }
    }

    #[test]
    fn nul_controls_separators_spaces_and_overlong_ids_are_not() {
        let long = "a".repeat(PATH_ID_MAX + 1);
        for bad in [
            "",
            "\0",
            "a\0b",
            "a\nb",
            "ORG#1",
            "a b",
            "a/b",
            "caf\u{e9}",
            "%00",
            &long,
        ] {
            assert!(!is_path_id(bad), "{bad:?}");
        }
    }
}

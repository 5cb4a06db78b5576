//! The error answers of the OpenAPI document that come from the shared extractors, derived from
//! what each operation declares instead of being typed by hand on every operation:
//!
//! - a bearer security requirement ([`CurrentUser`](crate::CurrentUser)) → 401; with the role
//!   [`OWNER_ROLE`] (`security(("bearer" = ["owner"]))`, [`Owner`](crate::Owner)) also 403;
//! - a JSON request body typed by a component schema ([`ApiJson`](crate::ApiJson)) → 400
//!   malformed JSON, 413 too large, 415 not JSON, 422 wrong shape or types;
//! - a multipart request body typed by a component schema ([`UploadForm`](crate::UploadForm)) →
//!   400 unreadable form, 413 too large, 415 not multipart;
//! - an untyped (inline) request body, read as raw bytes (the signed payment webhook) → 413;
//! - query or path parameters → 400 when they cannot be read (a repeated or undecodable one).
//!
//! Every error answer is `{ "error": message, ... }` ([`ErrorBody`]); where an operation
//! documents its own body for a status an extractor can also answer, both are allowed (`anyOf`).
//! A test in `infra/local/tests/integration/openapi.rs` provokes each derived status on each operation.

use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::AnyOfBuilder;
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Schema};

/// The role of `security(("bearer" = ["owner"]))`: only the organization's owner may call.
pub const OWNER_ROLE: &str = "owner";

/// Error body of every failed call.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: String,
    /// Field name → messages, for validation errors.
    #[schema(value_type = Option<Object>)]
    pub errors: Option<serde_json::Value>,
    /// Where the client reacts to the reason: `unconfirmed` (a login before the e-mail address
    /// is confirmed).
    pub code: Option<String>,
}

const ERROR_BODY: &str = "ErrorBody";

/// The statuses the extractors of one operation can answer, with a description each.
pub fn extractor_errors(op: &Operation) -> Vec<(u16, &'static str)> {
    let mut out = Vec::new();
    let roles: Option<Vec<String>> = op.security.as_ref().and_then(|reqs| {
        reqs.iter().find_map(|r| {
            let v = serde_json::to_value(r).ok()?;
            let roles = v.get("bearer")?.as_array()?;
            Some(
                roles
                    .iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect(),
            )
        })
    });
    if let Some(roles) = &roles {
        out.push((
            401,
            "No session token, or one that is invalid, expired or revoked.",
        ));
        if roles.iter().any(|r| r == OWNER_ROLE) {
            out.push((403, "The caller is not the organization's owner."));
        }
    }
    if let Some(RefOr::T(body)) = &op.request_body {
        let typed = |ct: &str| {
            body.content.get(ct).is_some_and(
                |c| matches!(c, RefOr::T(c) if matches!(c.schema, Some(RefOr::Ref(_)))),
            )
        };
        if typed("application/json") {
            out.push((400, "The request body is not valid JSON."));
            out.push((413, "The request body is too large."));
            out.push((415, "The request body is not sent as `application/json`."));
            out.push((
                422,
                "The request body has the wrong shape or types, or a field is invalid.",
            ));
        } else if typed("multipart/form-data") {
            out.push((400, "The form cannot be read."));
            out.push((413, "The request body or a file in it is too large."));
            out.push((415, "The form is not sent as `multipart/form-data`."));
        } else if !body.content.is_empty() {
            out.push((413, "The request body is too large."));
        }
    }
    let has_params = op
        .parameters
        .as_ref()
        .is_some_and(|ps| ps.iter().any(|p| matches!(p, RefOr::T(p) if !matches!(p.parameter_in, utoipa::openapi::path::ParameterIn::Header))));
    if has_params && !out.iter().any(|(s, _)| *s == 400) {
        out.push((400, "A query or path parameter cannot be read."));
    }
    out
}

/// The error body's schema reference.
pub(crate) fn error_ref() -> RefOr<Schema> {
    RefOr::Ref(Ref::from_schema_name(ERROR_BODY))
}

fn is_error_ref(schema: &RefOr<Schema>) -> bool {
    matches!(schema, RefOr::Ref(r) if r.ref_location.ends_with(&format!("/{ERROR_BODY}")))
}

/// The operations of a path item, each with its method.
pub fn operations_mut(item: &mut PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        item.get.as_mut(),
        item.put.as_mut(),
        item.post.as_mut(),
        item.delete.as_mut(),
        item.options.as_mut(),
        item.head.as_mut(),
        item.patch.as_mut(),
        item.trace.as_mut(),
    ]
    .into_iter()
    .flatten()
}

/// Adds the extractors' error answers to every operation, and the error body to every 4xx and
/// 5xx answer documented without one.
pub fn document_errors(doc: &mut OpenApi) {
    for item in doc.paths.paths.values_mut() {
        for op in operations_mut(item) {
            let derived = extractor_errors(op);
            for (status, description) in &derived {
                let key = status.to_string();
                match op.responses.responses.get_mut(&key) {
                    None => {
                        let response = ResponseBuilder::new()
                            .description(*description)
                            .content(
                                "application/json",
                                ContentBuilder::new().schema(Some(error_ref())).build(),
                            )
                            .build();
                        op.responses.responses.insert(key, RefOr::T(response));
                    }
                    Some(RefOr::T(existing)) => allow_error_body(existing),
                    Some(RefOr::Ref(_)) => {}
                }
            }
            for (status, response) in op.responses.responses.iter_mut() {
                if (status.starts_with('4') || status.starts_with('5'))
                    && let RefOr::T(response) = response
                    && response.content.is_empty()
                {
                    response.content.insert(
                        "application/json".into(),
                        ContentBuilder::new()
                            .schema(Some(error_ref()))
                            .build()
                            .into(),
                    );
                }
            }
        }
    }
    let components = doc.components.get_or_insert_with(Default::default);
    components
        .schemas
        .entry(ERROR_BODY.into())
        .or_insert_with(<ErrorBody as utoipa::PartialSchema>::schema);
}

/// A documented answer that an extractor can also give: its own body, or the error body.
fn allow_error_body(response: &mut Response) {
    let content = response
        .content
        .entry("application/json".into())
        .or_insert_with(|| ContentBuilder::new().build().into());
    let RefOr::T(content) = content else { return };
    content.schema = Some(match content.schema.take() {
        None => error_ref(),
        Some(s) if is_error_ref(&s) => s,
        Some(own) => AnyOfBuilder::new().item(own).item(error_ref()).into(),
    });
}

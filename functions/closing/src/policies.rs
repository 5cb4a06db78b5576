//! Policies and development documents (`/policies-and-procedures`, spec file 3 §7): the grouped
//! selection, saved from a flat map of identity → selected; keys not sent stay as stored.

use crate::pyramid::DownloadCounted;
use axum::Json;
use axum::extract::State;
use bytes::Bytes;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::PoliciesRecord;
use fundplan_data::ops::{count_policy_download, select_policies};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::policies::{Group, find, of_group, unknown_message};
use fundplan_http::AppState;
use fundplan_http::extract::parse_json;
use fundplan_http::{ApiJson, ApiResult, CurrentUser};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// Every identity of each group with whether it is selected.
#[derive(Serialize, ToSchema, Debug)]
pub struct PoliciesAndProcedures {
    /// The ten foundational policies (the Policies and Procedures Manual screen).
    #[schema(value_type = HashMap<String, bool>)]
    pub foundational: BTreeMap<&'static str, bool>,
    /// The development documents.
    #[schema(value_type = HashMap<String, bool>)]
    pub development: BTreeMap<&'static str, bool>,
    /// Other documents.
    #[schema(value_type = HashMap<String, bool>)]
    pub other: BTreeMap<&'static str, bool>,
    /// 0 while never saved.
    pub version: u64,
    /// "success" after a save.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<&'static str>,
}

fn view(p: &PoliciesRecord, version: u64, status: Option<&'static str>) -> PoliciesAndProcedures {
    let group = |g: Group| {
        of_group(g)
            .map(|x| (x.identity, p.is_selected(x.identity)))
            .collect()
    };
    PoliciesAndProcedures {
        foundational: group(Group::Foundational),
        development: group(Group::Development),
        other: group(Group::Other),
        version,
        status,
    }
}

/// The selection.
#[utoipa::path(get, path = "/api/v1/policies-and-procedures", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = PoliciesAndProcedures), (status = 401)))]
pub async fn get_policies(me: CurrentUser) -> ApiResult<Json<PoliciesAndProcedures>> {
    let p = crate::common::plan(&me.org).await?;
    Ok(Json(view(&p.policies.value, p.policies.version, None)))
}

/// Sets the selection of the identities sent (`{identity: true|false}`, any subset): 422
/// "Unknown policy or document: {identity}" for a key that is none, and for a value that is not
/// true or false; nothing is written then.
#[utoipa::path(post, path = "/api/v1/policies-and-procedures", tag = "closing", security(("bearer" = [])),
    request_body(content = HashMap<String, bool>, description = "identity → selected"),
    // The body is an inline map, so the statuses of its JSON extractor are written out here.
    responses((status = 200, body = PoliciesAndProcedures), (status = 400), (status = 401), (status = 413), (status = 415), (status = 422)))]
pub async fn post_policies(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<BTreeMap<String, Value>>,
) -> ApiResult<Json<PoliciesAndProcedures>> {
    let mut changes = BTreeMap::new();
    for (identity, value) in body {
        if find(&identity).is_none() {
            return Err(DomainError::field("identity", unknown_message(&identity)).into());
        }
        let Value::Bool(on) = value else {
            return Err(DomainError::field(&identity, m::POLICY_VALUE_NOT_BOOLEAN).into());
        };
        changes.insert(identity, on);
    }
    let saved = select_policies(&me.org, &changes).await?;
    me.note(
        &state,
        Activity::on(ActivityKind::Table, "operations.policies"),
    )
    .await;
    Ok(Json(view(&saved.value, saved.version, Some("success"))))
}

/// Which download is counted.
#[derive(Deserialize, ToSchema, Debug, Default)]
pub struct PolicyDownload {
    /// A policy or document; absent or null: the Policies and Procedures manual.
    #[serde(default)]
    pub identity: Option<String>,
}

/// Counts a download of a policy or document, or of the manual (no body, `{}` or no
/// `identity`); 422 for an unknown identity.
#[utoipa::path(patch, path = "/api/v1/policies_and_procedures/increment_download_flag", tag = "closing", security(("bearer" = [])),
    request_body(content = Option<PolicyDownload>),
    // An optional body is an inline schema, so the statuses of its JSON reading are written out here.
    responses((status = 200, body = DownloadCounted), (status = 400), (status = 401), (status = 413), (status = 415), (status = 422)))]
pub async fn increment_policy_downloads(
    me: CurrentUser,
    body: Bytes,
) -> ApiResult<Json<DownloadCounted>> {
    let req: PolicyDownload = if body.iter().all(|b| b.is_ascii_whitespace()) {
        PolicyDownload::default()
    } else {
        parse_json(&body)?
    };
    let identity = req.identity.filter(|i| !i.is_empty());
    if let Some(id) = &identity
        && find(id).is_none()
    {
        return Err(DomainError::field("identity", unknown_message(id)).into());
    }
    let downloads = count_policy_download(&me.org, identity.as_deref()).await?;
    Ok(Json(DownloadCounted {
        status: "success",
        downloads,
    }))
}

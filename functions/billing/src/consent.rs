//! What a sponsored organization shares with its funder (issue 18 §4): the facts it agreed to
//! show when it joined, and each figure it chooses to share, revocable at any time (owner only),
//! every choice logged.

use axum::Json;
use axum::extract::State;
use fundplan_data::consent::{ConsentRecord, consent, set_consent};
use fundplan_data::reminders::{RemindersRecord, reminders, set_reminders};
use fundplan_data::shared_docs::{
    ShareError, SharedDocumentRecord, is_doc_name, share_document, shared_documents,
    withdraw_document,
};
use fundplan_domain::DomainError;
use fundplan_domain::cohort::ConsentItem;
use fundplan_domain::messages as m;
use fundplan_domain::subscription::rfc3339;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, Owner};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct ConsentItemView {
    /// `goal`, `budget_totals` or `gift_chart`
    pub item: String,
    pub label: String,
    pub shared: bool,
    /// RFC 3339: since when, if shared.
    pub since: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct SharingView {
    pub funder_name: String,
    pub cohort_name: String,
    /// What the funder always sees (agreed when joining).
    pub disclosed: Vec<String>,
    /// What the organization may choose to share, each on its own.
    pub items: Vec<ConsentItemView>,
    /// Whether the owner gets the funder's reminders when nobody has worked on the plan for a
    /// while (at most one a week).
    pub reminders: bool,
    /// The documents shared with the funder (a copy taken when shared), newest first.
    pub documents: Vec<SharedDocumentView>,
}

#[derive(Serialize, ToSchema)]
pub struct SharedDocumentView {
    /// The document's name: its kind, and a policy document's policy after a dot.
    pub doc: String,
    pub kind: String,
    /// The file's name.
    pub title: String,
    /// RFC 3339: when this copy was shared.
    pub shared_at: String,
}

fn view(
    funder_name: String,
    cohort_name: String,
    c: &ConsentRecord,
    r: &RemindersRecord,
    docs: Vec<SharedDocumentRecord>,
) -> SharingView {
    SharingView {
        funder_name,
        cohort_name,
        reminders: r.opted_out_at.is_none(),
        documents: docs
            .into_iter()
            .map(|d| SharedDocumentView {
                shared_at: rfc3339(d.shared_at).unwrap_or_default(),
                doc: d.doc,
                kind: d.kind,
                title: d.title,
            })
            .collect(),
        disclosed: fundplan_domain::cohort::FUNDER_SEES
            .iter()
            .chain([&fundplan_domain::cohort::FUNDER_NEVER_SEES_LINE])
            .map(|s| (*s).to_owned())
            .collect(),
        items: ConsentItem::ALL
            .into_iter()
            .map(|item| ConsentItemView {
                item: item.as_str().into(),
                label: item.label().into(),
                shared: c.since(item).is_some(),
                since: c.since(item).and_then(rfc3339),
            })
            .collect(),
    }
}

/// The sharing view as stored now.
async fn the_view(
    org: &fundplan_data::OrgScope,
    funder: String,
    cohort: String,
) -> ApiResult<Json<SharingView>> {
    let (c, r, docs) = tokio::try_join!(consent(org), reminders(org), shared_documents(org))?;
    Ok(Json(view(funder, cohort, &c, &r, docs)))
}

fn no_seat() -> ApiError {
    ApiError(DomainError::NotFound(
        "Your organization is not in a funder's cohort.".into(),
    ))
}

/// What the organization shares with the funder of its cohort (any member may look; 404 when
/// it holds no seat).
#[utoipa::path(get, path = "/api/v1/sharing", tag = "billing", security(("bearer" = [])),
    responses((status = 200, body = SharingView), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn sharing(me: CurrentUser) -> ApiResult<Json<SharingView>> {
    let (funder, cohort) = fundplan_data::cohort::sponsorship(&me.org)
        .await?
        .ok_or_else(no_seat)?;
    the_view(&me.org, funder, cohort).await
}

#[derive(Deserialize, ToSchema)]
pub struct ConsentChange {
    /// `goal`, `budget_totals` or `gift_chart`
    #[serde(default)]
    pub item: String,
    /// Share it (true) or stop sharing it (false).
    #[serde(default)]
    pub shared: bool,
}

/// Shares one figure with the funder, or stops sharing it (owner only); the choice is logged
/// and the funder's view follows at once.
#[utoipa::path(put, path = "/api/v1/sharing", tag = "billing", security(("bearer" = ["owner"])), request_body = ConsentChange,
    responses((status = 200, body = SharingView), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_sharing(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<ConsentChange>,
) -> ApiResult<Json<SharingView>> {
    let item = ConsentItem::parse(&req.item).ok_or_else(|| {
        ApiError(DomainError::field(
            "item",
            "Choose goal, budget_totals or gift_chart.",
        ))
    })?;
    let (funder, cohort) = fundplan_data::cohort::sponsorship(&me.org)
        .await?
        .ok_or_else(no_seat)?;
    let c = set_consent(
        &me.org,
        item,
        req.shared,
        &me.user.id,
        state.now(),
        &state.ids.new_id(),
    )
    .await?;
    tracing::info!(org_id = %me.org_id(), item = item.as_str(), shared = req.shared, "consent changed");
    let _ = c;
    the_view(&me.org, funder, cohort).await
}

#[derive(Deserialize, ToSchema)]
pub struct RemindersChange {
    /// Get the funder's reminders (true) or not (false).
    #[serde(default)]
    pub on: bool,
}

/// Turns the funder's reminders to the owner on or off (owner only).
#[utoipa::path(put, path = "/api/v1/sharing/reminders", tag = "billing", security(("bearer" = ["owner"])), request_body = RemindersChange,
    responses((status = 200, body = SharingView), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_sharing_reminders(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<RemindersChange>,
) -> ApiResult<Json<SharingView>> {
    let (funder, cohort) = fundplan_data::cohort::sponsorship(&me.org)
        .await?
        .ok_or_else(no_seat)?;
    set_reminders(&me.org, req.on, state.now()).await?;
    tracing::info!(org_id = %me.org_id(), on = req.on, "reminders changed");
    the_view(&me.org, funder, cohort).await
}

#[derive(Deserialize, ToSchema)]
pub struct OptOut {
    /// The token of a reminder's link.
    #[serde(default)]
    pub token: String,
}

#[derive(Serialize, ToSchema)]
pub struct OptedOut {
    /// The organization whose reminders stop.
    pub organization: String,
}

/// Stops the funder's reminders from the link in a reminder, without logging in (any number of
/// times); 404 for a link that is not valid or has expired.
#[utoipa::path(post, path = "/api/v1/reminders/opt-out", tag = "billing", request_body = OptOut,
    responses((status = 200, body = OptedOut), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn opt_out_of_reminders(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<OptOut>,
) -> ApiResult<Json<OptedOut>> {
    let invalid = || ApiError(DomainError::NotFound(m::REMINDER_LINK_INVALID.into()));
    if req.token.is_empty() || req.token.len() > 200 {
        return Err(invalid());
    }
    let (org_id, organization) = state
        .directory()
        .opt_out_of_reminders(&req.token, state.now())
        .await?
        .ok_or_else(invalid)?;
    tracing::info!(%org_id, "reminders stopped from a link");
    Ok(Json(OptedOut { organization }))
}

fn share_error(e: ShareError) -> ApiError {
    match e {
        ShareError::NotMade => ApiError(DomainError::Conflict(
            "This document is not made yet. Make it, then share it.".into(),
        )),
        ShareError::FileGone => ApiError(DomainError::Conflict(
            "This document's file is no longer kept. Make it again, then share it.".into(),
        )),
        ShareError::Store(e) => e.into(),
        ShareError::Blobs(e) => e.into(),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ShareDocument {
    /// A finished document job of the organization (`POST /documents`).
    #[serde(default)]
    pub job_id: String,
}

/// Shares a document the organization made with the funder of its cohort (owner only): a copy
/// of the file is taken now, so the funder sees this version until the document is shared
/// again; a document of the same kind shared before is replaced. Logged.
#[utoipa::path(post, path = "/api/v1/sharing/documents", tag = "billing", security(("bearer" = ["owner"])), request_body = ShareDocument,
    responses((status = 200, body = SharingView), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn share(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<ShareDocument>,
) -> ApiResult<Json<SharingView>> {
    let (funder, cohort) = fundplan_data::cohort::sponsorship(&me.org)
        .await?
        .ok_or_else(no_seat)?;
    let job = fundplan_data::jobs::get_job(&me.org, &req.job_id)
        .await?
        .ok_or_else(|| ApiError(DomainError::NotFound("There is no such document.".into())))?;
    let shared = share_document(
        &me.org,
        state.blobs.as_ref(),
        &job.value,
        &me.user.id,
        state.now(),
        &state.ids.new_id(),
    )
    .await
    .map_err(share_error)?;
    tracing::info!(org_id = %me.org_id(), doc = %shared.doc, "document shared");
    // The plan as it was when the funder got the document (issue 19 §1).
    let note = format!(
        "Saved by fundplan when “{}” was shared with {funder}.",
        shared.title
    );
    fundplan_data::versions::save_automatic(
        &me.org,
        state.blobs.as_ref(),
        &state.ids.new_id(),
        fundplan_data::versions::VersionKind::Shared,
        &format!("Shared with {funder}"),
        &note,
        state.now(),
    )
    .await;
    the_view(&me.org, funder, cohort).await
}

/// Stops sharing a document (owner only): the funder's copy is deleted. Logged. 404 when it is
/// not shared.
#[utoipa::path(delete, path = "/api/v1/sharing/documents/{doc}", tag = "billing", security(("bearer" = ["owner"])),
    params(("doc" = String, Path, description = "The document's name, as in the sharing view")),
    responses((status = 200, body = SharingView), (status = 400, body = ErrorBody), (status = 401), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    Owner(me): Owner,
    axum::extract::Path(doc): axum::extract::Path<String>,
) -> ApiResult<Json<SharingView>> {
    if !is_doc_name(&doc) {
        return Err(ApiError::bad_request(m::PATH_ID_INVALID));
    }
    let (funder, cohort) = fundplan_data::cohort::sponsorship(&me.org)
        .await?
        .ok_or_else(no_seat)?;
    let withdrawn = withdraw_document(
        &me.org,
        state.blobs.as_ref(),
        &doc,
        &me.user.id,
        state.now(),
        &state.ids.new_id(),
    )
    .await
    .map_err(share_error)?;
    if !withdrawn {
        return Err(ApiError(DomainError::NotFound(
            "This document is not shared.".into(),
        )));
    }
    tracing::info!(org_id = %me.org_id(), %doc, "document no longer shared");
    the_view(&me.org, funder, cohort).await
}

//! The editor's text overrides (`/case-statements/overrides/{slot}`; DECISIONS "Product": edits
//! are stored on the server, change only the document and never the plan's answers). A slot is
//! one of the document's texts: `director_letter`, `our_story`, `vision`, `mission`, `summary`,
//! `call_for_more`, `join_us`, `story:<id>` or `project:<id>` of a story or shown project of the
//! caller's organization; any other key is 404.

use crate::common::case;
use crate::view::SlotText;
use axum::Json;
use fundplan_data::casedoc::write::{reset_override, set_override};
use fundplan_domain::DomainError;
use fundplan_domain::case_content::slot_text;
use fundplan_domain::case_layout::Slot;
use fundplan_domain::messages as m;
use fundplan_domain::words;
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, CurrentUser};
use serde::Deserialize;
use std::collections::BTreeSet;
use utoipa::ToSchema;

/// Characters a text may have per word of its limit (a 625-word summary: 6,250 characters), so
/// every override of a document fits its item many times over.
pub const CHARS_PER_WORD: usize = 10;

/// The text the document shows instead of the plan's.
#[derive(Deserialize, ToSchema, Debug)]
pub struct OverrideText {
    /// Not blank, within the slot's word limit (spec §5); surrounding whitespace is dropped.
    pub text: String,
}

fn not_found() -> ApiError {
    ApiError(DomainError::NotFound(m::CASE_SLOT_NOT_FOUND.into()))
}

/// The slot of `key`, and the document's current text of it with every slot key it has.
async fn slot_of(
    org: &fundplan_data::OrgScope,
    key: &str,
) -> ApiResult<(
    Slot,
    fundplan_domain::case_content::SlotText,
    BTreeSet<String>,
)> {
    let slot = Slot::parse(key).ok_or_else(not_found)?;
    let c = case(org).await?;
    let current = c
        .content
        .texts
        .get(&slot.key())
        .cloned()
        .ok_or_else(not_found)?;
    Ok((slot, current, c.content.texts.into_keys().collect()))
}

/// Checks an override: not blank, at most the slot's words and characters.
pub fn check_text(slot: &Slot, text: &str) -> Result<(), DomainError> {
    if words::is_blank(text) {
        return Err(DomainError::field("text", m::CASE_TEXT_REQUIRED));
    }
    let limit = slot.limit();
    if words::count(text) > limit {
        return Err(DomainError::field(
            "text",
            m::CASE_WORD_LIMIT.replace("{limit}", &limit.to_string()),
        ));
    }
    let chars = limit * CHARS_PER_WORD;
    if text.chars().count() > chars {
        return Err(DomainError::field(
            "text",
            m::CASE_TEXT_TOO_LONG.replace("{limit}", &chars.to_string()),
        ));
    }
    Ok(())
}

/// Stores the document's text of a slot: 422 "Answer is required!" when blank, "You cannot
/// enter more than {limit} words!" over the limit; 404 for a slot the document does not have.
/// A text equal to the plan's is no override (the slot follows the plan again).
#[utoipa::path(put, path = "/api/v1/case-statements/overrides/{slot}", tag = "casedoc", security(("bearer" = [])),
    params(("slot" = String, Path, description = "The slot key: `director_letter`, `our_story`, `vision`, `mission`, `summary`, `call_for_more`, `join_us`, `story:<id>` or `project:<id>`")),
    request_body = OverrideText,
    responses((status = 200, body = SlotText), (status = 401), (status = 404), (status = 413), (status = 422)))]
pub async fn put_override(
    me: CurrentUser,
    PathId(key): PathId,
    ApiJson(body): ApiJson<OverrideText>,
) -> ApiResult<Json<SlotText>> {
    let (slot, current, keep) = slot_of(&me.org, &key).await?;
    let text = body.text.trim();
    check_text(&slot, text)?;
    let over = if text == current.plan_text {
        reset_override(&me.org, &slot.key(), &keep).await?;
        None
    } else {
        set_override(&me.org, &slot.key(), text, &keep).await?;
        Some(text)
    };
    Ok(Json(SlotText::from(&slot_text(
        &slot,
        &current.plan_text,
        over,
    ))))
}

/// Returns a slot to the plan's text; 404 for a slot the document does not have.
#[utoipa::path(delete, path = "/api/v1/case-statements/overrides/{slot}", tag = "casedoc", security(("bearer" = [])),
    params(("slot" = String, Path, description = "The slot key, as for the PUT")),
    responses((status = 200, body = SlotText), (status = 401), (status = 404)))]
pub async fn delete_override(me: CurrentUser, PathId(key): PathId) -> ApiResult<Json<SlotText>> {
    let (slot, current, keep) = slot_of(&me.org, &key).await?;
    reset_override(&me.org, &slot.key(), &keep).await?;
    Ok(Json(SlotText::from(&slot_text(
        &slot,
        &current.plan_text,
        None,
    ))))
}

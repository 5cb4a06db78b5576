//! Success stories (`/success-stories`, spec file 3 §5): at most 3, each at most 263 words, in
//! the user's order. The list is one versioned item: a save names the version it was edited
//! from (none: only when there are no stories yet) and a stale one gets 409, nothing written.

use crate::common::{plan, write_error};
use axum::Json;
use axum::extract::State;
use fundplan_data::Versioned;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::{StoriesRecord, StoryEntry};
use fundplan_data::ops::{delete_story as remove_story, save_stories};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::stories::check_stories;
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One story.
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq)]
pub struct SuccessStory {
    pub id: String,
    /// The text as typed (HTML is text).
    pub user_story: String,
    /// 1-based.
    pub order: u32,
}

/// The stories in order, and the version to send back with the next save.
#[derive(Serialize, ToSchema, Debug)]
pub struct SuccessStories {
    pub stories: Vec<SuccessStory>,
    /// 0 while no story was ever saved.
    pub version: u64,
}

impl From<&Versioned<StoriesRecord>> for SuccessStories {
    fn from(v: &Versioned<StoriesRecord>) -> Self {
        SuccessStories {
            stories: v
                .value
                .stories
                .iter()
                .map(|s| SuccessStory {
                    id: s.id.clone(),
                    user_story: s.user_story.clone(),
                    order: s.order,
                })
                .collect(),
            version: v.version,
        }
    }
}

/// A story as sent: without `id` (or null) it is new.
#[derive(Deserialize, ToSchema, Debug)]
pub struct StoryInput {
    #[serde(default)]
    pub id: Option<String>,
    /// 1-based; the list is stored in this order (ties keep the order sent).
    #[serde(default)]
    pub order: Option<u32>,
    #[serde(default)]
    pub user_story: String,
}

/// The whole list, replacing the stored one.
#[derive(Deserialize, ToSchema, Debug)]
pub struct SaveSuccessStories {
    pub stories: Vec<StoryInput>,
    /// The version the list was read at; absent or 0 when there were no stories yet.
    #[serde(default)]
    pub version: Option<u64>,
}

/// The organization's success stories.
#[utoipa::path(get, path = "/api/v1/success-stories", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = SuccessStories), (status = 401)))]
pub async fn get_stories(me: CurrentUser) -> ApiResult<Json<SuccessStories>> {
    let p = plan(&me.org).await?;
    Ok(Json(SuccessStories::from(&p.stories)))
}

/// Replaces the stories: 422 with the spec's message for none, a blank one, one over 263 words
/// or a fourth; 404 for an id that is not stored; 409 for a stale version (unless the list sent
/// is the one stored: then it is answered as stored, nothing written).
#[utoipa::path(post, path = "/api/v1/success-stories", tag = "closing", security(("bearer" = [])),
    request_body = SaveSuccessStories,
    responses((status = 200, body = SuccessStories), (status = 401), (status = 404), (status = 409), (status = 422)))]
pub async fn post_stories(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveSuccessStories>,
) -> ApiResult<Json<SuccessStories>> {
    let texts: Vec<&str> = body.stories.iter().map(|s| s.user_story.as_str()).collect();
    check_stories(&texts)?;
    let stored = plan(&me.org).await?.stories;
    let mut inputs: Vec<(usize, StoryInput)> = body.stories.into_iter().enumerate().collect();
    inputs.sort_by_key(|(i, s)| (s.order.unwrap_or(u32::MAX), *i));
    let expected = body.version.unwrap_or(0);
    if expected != stored.version {
        // A stale save of exactly what is stored (a retry, or two people saving the same) is
        // no conflict: the stored list is the answer and nothing is written.
        let same = inputs.len() == stored.value.stories.len()
            && inputs.iter().zip(&stored.value.stories).all(|((_, s), x)| {
                s.user_story == x.user_story && s.id.as_ref().is_none_or(|id| *id == x.id)
            });
        if same {
            return Ok(Json(SuccessStories::from(&stored)));
        }
        return Err(ApiError(DomainError::Conflict(m::STORIES_CHANGED.into())));
    }
    let mut seen = Vec::new();
    let mut stories = Vec::new();
    for (n, (_, s)) in inputs.into_iter().enumerate() {
        let id = match s.id.filter(|id| !id.is_empty()) {
            Some(id) => {
                if !stored.value.stories.iter().any(|x| x.id == id) {
                    return Err(ApiError(DomainError::NotFound(m::STORY_NOT_FOUND.into())));
                }
                if seen.contains(&id) {
                    return Err(DomainError::field("stories", m::STORY_LISTED_TWICE).into());
                }
                seen.push(id.clone());
                id
            }
            None => state.ids.new_id(),
        };
        stories.push(StoryEntry {
            id,
            user_story: s.user_story,
            order: n as u32 + 1,
        });
    }
    let saved = save_stories(&me.org, &StoriesRecord { stories }, Some(expected))
        .await
        .map_err(|e| write_error(e, m::STORIES_CHANGED, m::STORY_NOT_FOUND))?;
    me.note(&state, Activity::on(ActivityKind::Table, "case.stories"))
        .await;
    Ok(Json(SuccessStories::from(&saved)))
}

/// Deletes one story (the rest keep their order, numbered again from 1); 404 when it is not
/// stored.
#[utoipa::path(delete, path = "/api/v1/success-stories/{id}", tag = "closing", security(("bearer" = [])),
    params(("id" = String, Path, description = "The story's id")),
    responses((status = 200, body = SuccessStories), (status = 401), (status = 404)))]
pub async fn delete_story(me: CurrentUser, PathId(id): PathId) -> ApiResult<Json<SuccessStories>> {
    let left = remove_story(&me.org, &id)
        .await
        .map_err(|e| write_error(e, m::STORIES_CHANGED, m::STORY_NOT_FOUND))?;
    Ok(Json(SuccessStories::from(&left)))
}

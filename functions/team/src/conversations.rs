//! Conversations on the plan's sections and the plan's activity (issue 19 §2).
//!
//! Any member of the team (owner or member) reads and writes the conversations of their own
//! organization's plan; a comment may mention team members who have joined, and each mentioned
//! person (but the author) gets an e-mail with a link to the section and the thread. The
//! activity list says who changed which section and when; the team reads it, a funder never
//! (a funder's session reaches none of these operations).

use crate::manage::not_in_plan;
use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use fundplan_data::activity::{self, Activity, ActivityKind, ActivityRecord};
use fundplan_data::conversations::{
    CommentRecord, ReplyError, Thread, ThreadRecord, all_threads, find_thread, reply,
    section_threads, set_resolved, start_thread,
};
use fundplan_data::ops::users_of;
use fundplan_data::plan::entries::plan_routes;
use fundplan_data::{OrgScope, UserRecord};
use fundplan_domain::DomainError;
use fundplan_domain::account::display_name;
use fundplan_domain::messages as m;
use fundplan_domain::sections::{MODULES, Route, module};
use fundplan_domain::subscription::rfc3339;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, PathId};
use fundplan_ports::Email as Mail;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};

/// The most characters of a comment.
pub const COMMENT_MAX: usize = 4000;
/// The most people one comment mentions.
const MENTIONS_MAX: usize = 20;

#[derive(Deserialize, IntoParams)]
pub struct SectionQuery {
    /// The section's route path (`/steps/aspirational-vision/mission-statement`).
    #[serde(default)]
    pub section: String,
}

#[derive(Serialize, ToSchema)]
pub struct CommentView {
    pub id: String,
    pub author_id: String,
    /// The author's name, or "A former team member".
    pub author_name: String,
    pub body: String,
    /// Ids of the members it mentions.
    pub mentions: Vec<String>,
    /// RFC 3339.
    pub created_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct ThreadView {
    pub id: String,
    /// The section's route path.
    pub route_path: String,
    pub open: bool,
    /// Who resolved it, while it is resolved.
    pub resolved_by_name: Option<String>,
    /// RFC 3339, while it is resolved.
    pub resolved_at: Option<String>,
    /// Oldest first.
    pub comments: Vec<CommentView>,
}

#[derive(Serialize, ToSchema)]
pub struct SectionConversations {
    pub route_path: String,
    /// Oldest first.
    pub threads: Vec<ThreadView>,
}

#[derive(Serialize, ToSchema)]
pub struct OpenThreads {
    /// Route path → number of open threads, for the sections that have any.
    pub open: BTreeMap<String, u32>,
}

#[derive(Deserialize, ToSchema)]
pub struct NewThread {
    /// The section's route path.
    #[serde(default)]
    pub route_path: String,
    #[serde(default)]
    pub body: String,
    /// Ids of the team members the comment mentions; each gets an e-mail.
    #[serde(default)]
    pub mentions: Vec<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct NewComment {
    #[serde(default)]
    pub body: String,
    #[serde(default)]
    pub mentions: Vec<String>,
}

/// The section key of a page's route path, or 422.
fn section_of(routes: &[Route], path: &str) -> Result<(String, String), ApiError> {
    let trimmed = path.trim_end_matches('/');
    routes
        .iter()
        .find(|r| r.path == trimmed)
        .map(|r| (r.key(), r.path.clone()))
        .ok_or_else(|| ApiError(DomainError::field("route_path", not_in_plan(path))))
}

/// The route path of a section key or module id, while the plan has it.
fn path_of(routes: &[Route], key: &str) -> Option<String> {
    routes
        .iter()
        .find(|r| r.key() == key)
        .map(|r| r.path.clone())
        .or_else(|| module(key).map(|m| m.path()))
}

/// The page's own name ("Mission Statement"; a program's page: the program's name), or the
/// module's ("Module 12: Gift Pyramid").
fn name_of(routes: &[Route], key: &str) -> Option<String> {
    if let Some(r) = routes.iter().find(|r| r.key() == key) {
        return Some(match &r.entry {
            Some(_) => {
                let module = MODULES.get(usize::from(r.module).checked_sub(1)?)?;
                let name = r.name.split_once(". ").map_or(r.name.as_str(), |(_, n)| n);
                format!("{} ({})", name, module.name)
            }
            None => r.name.clone(),
        });
    }
    module(key).map(|m| format!("Module {}: {}", m.number, m.name))
}

fn name(users: &[UserRecord], id: &str) -> String {
    users
        .iter()
        .find(|u| u.id == id)
        .map(|u| display_name(&u.first_name, &u.last_name, &u.email))
        .unwrap_or_else(|| "A former team member".into())
}

fn thread_view(t: Thread, route_path: String, users: &[UserRecord]) -> ThreadView {
    ThreadView {
        id: t.thread.id.clone(),
        route_path,
        open: t.thread.is_open(),
        resolved_by_name: t.thread.resolved_by.as_deref().map(|id| name(users, id)),
        resolved_at: t.thread.resolved_at.and_then(rfc3339),
        comments: t
            .comments
            .into_iter()
            .map(|c| CommentView {
                author_name: name(users, &c.author_id),
                created_at: rfc3339(c.created_at).unwrap_or_default(),
                id: c.id,
                author_id: c.author_id,
                body: c.body,
                mentions: c.mentions,
            })
            .collect(),
    }
}

/// The comment's text and mentions, checked: 1 to 4,000 characters; mentions of joined members.
fn checked(
    body: &str,
    mentions: &[String],
    users: &[UserRecord],
) -> Result<(String, Vec<String>), ApiError> {
    let body = body.trim();
    if body.is_empty() {
        return Err(DomainError::field("body", m::COMMENT_EMPTY).into());
    }
    if body.chars().count() > COMMENT_MAX {
        return Err(DomainError::field("body", m::COMMENT_TOO_LONG).into());
    }
    let mut ids: Vec<String> = Vec::new();
    for id in mentions {
        if !users.iter().any(|u| &u.id == id && u.confirmed) || ids.len() >= MENTIONS_MAX {
            return Err(DomainError::field("mentions", m::COMMENT_MENTION_OUTSIDER).into());
        }
        if !ids.contains(id) {
            ids.push(id.clone());
        }
    }
    Ok((body.to_owned(), ids))
}

/// E-mails each mentioned member but the author.
async fn mail_mentions(
    state: &AppState,
    me: &CurrentUser,
    comment: &CommentRecord,
    section_name: &str,
    link: &str,
    users: &[UserRecord],
) {
    let who = display_name(&me.user.first_name, &me.user.last_name, &me.user.email);
    for id in comment.mentions.iter().filter(|id| **id != me.user.id) {
        let Some(to) = users.iter().find(|u| &u.id == id) else {
            continue;
        };
        let excerpt: String = comment.body.chars().take(600).collect();
        let more = if comment.body.chars().count() > 600 {
            "…"
        } else {
            ""
        };
        let hello = match to.first_name.trim() {
            "" => "Hello".to_owned(),
            n => format!("Hello {n}"),
        };
        let mail = Mail {
            to: to.email.clone(),
            subject: format!("{who} mentioned you on {section_name}"),
            text: format!(
                "{hello},\n\n{who} mentioned you in a conversation on {section_name}:\n\n\"{excerpt}{more}\"\n\nReply here: {link}\n"
            ),
            html: None,
        };
        if let Err(e) = state.mailer.send(&mail).await {
            tracing::error!(error = %e, "a mention e-mail was not sent");
        }
    }
}

/// The link to a thread on its section's page.
fn thread_link(state: &AppState, route_path: &str, thread_id: &str) -> String {
    state.link(&format!("{route_path}?thread={thread_id}"))
}

/// The conversations of one section, oldest first, with their comments.
#[utoipa::path(get, path = "/api/v1/conversations", tag = "team", security(("bearer" = [])), params(SectionQuery),
    responses((status = 200, body = SectionConversations), (status = 401), (status = 422, body = ErrorBody, description = "not a section of the plan")))]
pub async fn section_conversations(
    me: CurrentUser,
    Query(q): Query<SectionQuery>,
) -> ApiResult<Json<SectionConversations>> {
    let routes = plan_routes(&me.org).await?;
    let (key, route_path) = section_of(&routes, &q.section)?;
    let users = users_of(&me.org).await?;
    let threads = section_threads(&me.org, &key)
        .await?
        .into_iter()
        .map(|t| thread_view(t, route_path.clone(), &users))
        .collect();
    Ok(Json(SectionConversations {
        route_path,
        threads,
    }))
}

/// How many open conversations each section has (the sidebar's counts).
#[utoipa::path(get, path = "/api/v1/conversations/open", tag = "team", security(("bearer" = [])),
    responses((status = 200, body = OpenThreads), (status = 401)))]
pub async fn open_threads(me: CurrentUser) -> ApiResult<Json<OpenThreads>> {
    let routes = plan_routes(&me.org).await?;
    let mut open = BTreeMap::new();
    for t in all_threads(&me.org).await?.iter().filter(|t| t.is_open()) {
        // A thread of a deleted program's page is no longer counted.
        if let Some(path) = routes.iter().find(|r| r.key() == t.section) {
            *open.entry(path.path.clone()).or_insert(0) += 1;
        }
    }
    Ok(Json(OpenThreads { open }))
}

/// Starts a conversation on a section with its first comment.
#[utoipa::path(post, path = "/api/v1/conversations", tag = "team", security(("bearer" = [])), request_body = NewThread,
    responses((status = 201, body = ThreadView), (status = 401), (status = 422, body = ErrorBody)))]
pub async fn start(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<NewThread>,
) -> ApiResult<(StatusCode, Json<ThreadView>)> {
    let routes = plan_routes(&me.org).await?;
    let (key, route_path) = section_of(&routes, &req.route_path)?;
    let users = users_of(&me.org).await?;
    let (body, mentions) = checked(&req.body, &req.mentions, &users)?;
    let now = state.now();
    let id = state.ids.new_id();
    let comment = CommentRecord {
        id: state.ids.new_id(),
        author_id: me.user.id.clone(),
        body,
        mentions,
        created_at: now,
    };
    let thread = ThreadRecord {
        id: id.clone(),
        section: key.clone(),
        created_by: me.user.id.clone(),
        created_at: now,
        resolved_by: None,
        resolved_at: None,
        comments: 1,
        last_at: now,
    };
    start_thread(&me.org, &thread, &comment).await?;
    activity::note(
        &me.org,
        &me.user.id,
        Activity::on(ActivityKind::Commented, &key),
        now,
        &id,
    )
    .await;
    let section_name = name_of(&routes, &key).unwrap_or_default();
    let link = thread_link(&state, &route_path, &id);
    mail_mentions(&state, &me, &comment, &section_name, &link, &users).await;
    let view = thread_view(
        Thread {
            thread,
            comments: vec![comment],
        },
        route_path,
        &users,
    );
    Ok((StatusCode::CREATED, Json(view)))
}

/// The thread `id` with its comments, as a view; 404 when there is none.
async fn reread(org: &OrgScope, routes: &[Route], id: &str) -> ApiResult<ThreadView> {
    let no_thread = || ApiError(DomainError::NotFound(m::COMMENT_NO_THREAD.into()));
    let t = find_thread(org, id).await?.ok_or_else(no_thread)?;
    let route_path = path_of(routes, &t.value.section).ok_or_else(no_thread)?;
    let users = users_of(org).await?;
    let thread = section_threads(org, &t.value.section)
        .await?
        .into_iter()
        .find(|x| x.thread.id == id)
        .ok_or_else(no_thread)?;
    Ok(thread_view(thread, route_path, &users))
}

/// Adds a comment to a conversation (a resolved one opens again).
#[utoipa::path(post, path = "/api/v1/conversations/{id}/comments", tag = "team", security(("bearer" = [])),
    params(("id" = String, Path)), request_body = NewComment,
    responses((status = 201, body = ThreadView), (status = 401), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn comment(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
    ApiJson(req): ApiJson<NewComment>,
) -> ApiResult<(StatusCode, Json<ThreadView>)> {
    let routes = plan_routes(&me.org).await?;
    let users = users_of(&me.org).await?;
    let (body, mentions) = checked(&req.body, &req.mentions, &users)?;
    let now = state.now();
    let comment = CommentRecord {
        id: state.ids.new_id(),
        author_id: me.user.id.clone(),
        body,
        mentions,
        created_at: now,
    };
    let thread = match reply(&me.org, &id, &comment).await {
        Ok(t) => t,
        Err(ReplyError::NoThread) => {
            return Err(DomainError::NotFound(m::COMMENT_NO_THREAD.into()).into());
        }
        Err(ReplyError::Full) => {
            return Err(DomainError::field("body", m::COMMENT_THREAD_FULL).into());
        }
        Err(ReplyError::Store(e)) => return Err(e.into()),
    };
    activity::note(
        &me.org,
        &me.user.id,
        Activity::on(ActivityKind::Commented, &thread.section),
        now,
        &comment.id,
    )
    .await;
    if let Some(route_path) = path_of(&routes, &thread.section) {
        let section_name = name_of(&routes, &thread.section).unwrap_or_default();
        let link = thread_link(&state, &route_path, &id);
        mail_mentions(&state, &me, &comment, &section_name, &link, &users).await;
    }
    Ok((
        StatusCode::CREATED,
        Json(reread(&me.org, &routes, &id).await?),
    ))
}

async fn resolve_or_reopen(
    state: &AppState,
    me: &CurrentUser,
    id: &str,
    resolve: bool,
) -> ApiResult<Json<ThreadView>> {
    let now = state.now();
    let by = resolve.then_some(me.user.id.as_str());
    let thread = set_resolved(&me.org, id, by, now)
        .await?
        .ok_or_else(|| ApiError(DomainError::NotFound(m::COMMENT_NO_THREAD.into())))?;
    if resolve && thread.resolved_at == Some(now) {
        activity::note(
            &me.org,
            &me.user.id,
            Activity::on(ActivityKind::Resolved, &thread.section),
            now,
            id,
        )
        .await;
    }
    let routes = plan_routes(&me.org).await?;
    Ok(Json(reread(&me.org, &routes, id).await?))
}

/// Marks a conversation resolved.
#[utoipa::path(post, path = "/api/v1/conversations/{id}/resolve", tag = "team", security(("bearer" = [])),
    params(("id" = String, Path)),
    responses((status = 200, body = ThreadView), (status = 401), (status = 404, body = ErrorBody)))]
pub async fn resolve(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<ThreadView>> {
    resolve_or_reopen(&state, &me, &id, true).await
}

/// Opens a resolved conversation again.
#[utoipa::path(post, path = "/api/v1/conversations/{id}/reopen", tag = "team", security(("bearer" = [])),
    params(("id" = String, Path)),
    responses((status = 200, body = ThreadView), (status = 401), (status = 404, body = ErrorBody)))]
pub async fn reopen(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<ThreadView>> {
    resolve_or_reopen(&state, &me, &id, false).await
}

#[derive(Deserialize, IntoParams)]
pub struct ActivityQuery {
    /// The `next` of the previous page.
    pub cursor: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ActivityView {
    /// RFC 3339.
    pub at: String,
    pub user_id: String,
    /// Who: a name, or "A former team member".
    pub who: String,
    /// What, in words, after the name: "edited Mission Statement".
    pub what: String,
    /// The section's route path, while the plan has it.
    pub route_path: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ActivityPage {
    /// Newest first.
    pub items: Vec<ActivityView>,
    /// The cursor of the next page; none on the last.
    pub next: Option<String>,
}

/// What an entry says after the person's name.
fn what(a: &ActivityRecord, section: Option<&str>) -> String {
    let s = section.unwrap_or("a section that was deleted");
    let detail = a.detail.as_deref().unwrap_or_default();
    match a.kind {
        ActivityKind::Answers => format!("edited {s}"),
        ActivityKind::Table => format!("changed the table of {s}"),
        ActivityKind::Completed => format!("marked {s} completed"),
        ActivityKind::Assigned => format!("assigned {detail} to {s}"),
        ActivityKind::DueDate if detail.is_empty() => format!("took the due date off {s}"),
        ActivityKind::DueDate => format!("set {s} due on {detail}"),
        ActivityKind::VersionSaved => format!("saved the version “{detail}”"),
        ActivityKind::Restored => match section {
            Some(s) => format!("restored {s} from the version “{detail}”"),
            None => format!("restored the plan from the version “{detail}”"),
        },
        ActivityKind::Document => format!("made “{detail}”"),
        ActivityKind::Commented => format!("commented on {s}"),
        ActivityKind::Resolved => format!("resolved a conversation on {s}"),
    }
}

/// Who changed what in the plan, newest first, a page of 50 at a time.
#[utoipa::path(get, path = "/api/v1/activity", tag = "team", security(("bearer" = [])), params(ActivityQuery),
    responses((status = 200, body = ActivityPage), (status = 401), (status = 422, body = ErrorBody, description = "a cursor this list did not give")))]
pub async fn activity_list(
    me: CurrentUser,
    Query(q): Query<ActivityQuery>,
) -> ApiResult<Json<ActivityPage>> {
    let routes = plan_routes(&me.org).await?;
    let users = users_of(&me.org).await?;
    let (items, next) = activity::list(&me.org, q.cursor)
        .await
        .map_err(|e| match e {
            fundplan_ports::StoreError::Invalid(_) => ApiError(DomainError::field(
                "cursor",
                "This page of the activity is not available.",
            )),
            e => e.into(),
        })?;
    let items = items
        .iter()
        .map(|a| {
            let section = a.section.as_deref();
            let section_name = section.and_then(|k| name_of(&routes, k));
            ActivityView {
                at: rfc3339(a.at).unwrap_or_default(),
                user_id: a.user_id.clone(),
                who: name(&users, &a.user_id),
                what: what(a, section_name.as_deref()),
                route_path: section.and_then(|k| path_of(&routes, k)),
            }
        })
        .collect();
    Ok(Json(ActivityPage { items, next }))
}

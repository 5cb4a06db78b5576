//! Core programs (`/core-programs`) and new projects (`/projects`): each list is one item,
//! changed by optimistic read-modify-write (`ops::save_entries`), so its limit (10 programs,
//! 4 projects) holds under concurrent writers and no change is lost. A rename moves the
//! progress of the entry's pages in the same write; a deletion takes the entry's expenses,
//! answers and pages with it in one transaction (`ops::delete_entry`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use fundplan_data::ops::{DeleteEntryError, delete_entry, save_entries};
use fundplan_data::plan::entries::{get_entries, new_entry};
use fundplan_data::plan::{EntriesRecord, Entry, EntryKind};
use fundplan_domain::DomainError;
use fundplan_domain::error::Checker;
use fundplan_domain::planning::{check_entry, check_list, tidy};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A core program.
#[derive(Serialize, ToSchema, Debug)]
pub struct CoreProgramView {
    pub id: String,
    pub program_name: String,
    pub program_description: String,
    /// Its place in the list, from 1.
    pub position: usize,
}

#[derive(Serialize, ToSchema)]
pub struct CoreProgramsResponse {
    #[serde(rename = "corePrograms")]
    pub core_programs: Vec<CoreProgramView>,
}

#[derive(Serialize, ToSchema)]
pub struct CoreProgramsSaved {
    pub status: bool,
    #[serde(rename = "corePrograms")]
    pub core_programs: Vec<CoreProgramView>,
}

#[derive(Serialize, ToSchema)]
pub struct ProgramCreated {
    pub status: bool,
    pub program: CoreProgramView,
}

/// A program as the user typed it: with the id of a saved program (that program is updated), or
/// without (a new program).
#[derive(Deserialize, ToSchema)]
pub struct ProgramInput {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub program_name: Option<String>,
    #[serde(default)]
    pub program_description: Option<String>,
}

/// The programs in the order the user wants them. Saved programs not listed are kept, after
/// the listed ones.
#[derive(Deserialize, ToSchema)]
pub struct CoreProgramsBody {
    #[serde(default, rename = "corePrograms")]
    pub core_programs: Vec<ProgramInput>,
}

/// One new program (`program_name`, `program_description`), or with `corePrograms` the whole
/// list, as `PUT /core-programs` takes it.
#[derive(Deserialize, ToSchema)]
pub struct CoreProgramsPost {
    #[serde(default, rename = "corePrograms")]
    pub core_programs: Option<Vec<ProgramInput>>,
    #[serde(default)]
    pub program_name: Option<String>,
    #[serde(default)]
    pub program_description: Option<String>,
}

/// A new project.
#[derive(Serialize, ToSchema, Debug)]
pub struct ProjectView {
    pub id: String,
    pub project_name: String,
    pub project_description: String,
    /// Its place in the list, 1 to 4.
    pub priority: usize,
}

#[derive(Serialize, ToSchema)]
pub struct ProjectsResponse {
    pub projects: Vec<ProjectView>,
}

#[derive(Serialize, ToSchema)]
pub struct ProjectsSaved {
    pub status: bool,
    pub projects: Vec<ProjectView>,
}

/// A project as the user typed it, with the id of a saved project or without (a new one).
#[derive(Deserialize, ToSchema)]
pub struct ProjectInput {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub project_name: Option<String>,
    #[serde(default)]
    pub project_description: Option<String>,
}

/// The projects in priority order. Saved projects not listed are kept, after the listed ones.
#[derive(Deserialize, ToSchema)]
pub struct ProjectsBody {
    #[serde(default)]
    pub projects: Vec<ProjectInput>,
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub status: bool,
}

fn programs(list: &EntriesRecord) -> Vec<CoreProgramView> {
    list.entries
        .iter()
        .enumerate()
        .map(|(i, e)| CoreProgramView {
            id: e.id.clone(),
            program_name: e.name.clone(),
            program_description: e.description.clone(),
            position: i + 1,
        })
        .collect()
}

fn projects(list: &EntriesRecord) -> Vec<ProjectView> {
    list.entries
        .iter()
        .enumerate()
        .map(|(i, e)| ProjectView {
            id: e.id.clone(),
            project_name: e.name.clone(),
            project_description: e.description.clone(),
            priority: i + 1,
        })
        .collect()
}

/// An entry as sent: its id (none or empty: a new entry), tidied name and description.
struct Draft {
    id: Option<String>,
    name: String,
    description: String,
}

impl Draft {
    fn new(id: Option<String>, name: Option<String>, description: Option<String>) -> Self {
        Draft {
            id: id.filter(|i| !i.is_empty()),
            name: tidy(name.as_deref().unwrap_or_default()),
            description: tidy(description.as_deref().unwrap_or_default()),
        }
    }
}

fn not_found(kind: EntryKind) -> ApiError {
    ApiError(DomainError::NotFound(
        kind.list().messages().not_found.into(),
    ))
}

fn check_stored(kind: EntryKind, entries: &[Entry]) -> ApiResult<()> {
    let pairs: Vec<(&str, &str)> = entries
        .iter()
        .map(|e| (e.name.as_str(), e.description.as_str()))
        .collect();
    Ok(check_list(kind.list(), &pairs)?)
}

/// Saves the list of `kind` as `drafts` order it: drafts with an id update that entry, drafts
/// without become new entries, and entries not listed are kept after the listed ones. The whole
/// list is checked as it would be stored; nothing is written when a rule fails.
async fn save_list(
    state: &AppState,
    org: &fundplan_data::OrgScope,
    kind: EntryKind,
    drafts: Vec<Draft>,
) -> ApiResult<EntriesRecord> {
    let msg = kind.list().messages();
    if drafts.is_empty() {
        return Err(DomainError::field(kind.list().field(), msg.empty).into());
    }
    let mut seen: Vec<&str> = Vec::new();
    for id in drafts.iter().filter_map(|d| d.id.as_deref()) {
        if seen.contains(&id) {
            return Err(DomainError::field(kind.list().field(), msg.listed_twice).into());
        }
        seen.push(id);
    }
    // Ids and time are fixed before the first attempt, so a retried write makes the same list.
    let now = state.now();
    let fresh: Vec<String> = drafts.iter().map(|_| state.ids.new_id()).collect();
    let saved = save_entries(org, kind, |list| {
        let mut entries = Vec::with_capacity(list.entries.len().max(drafts.len()));
        for (draft, fresh_id) in drafts.iter().zip(&fresh) {
            let entry = match &draft.id {
                Some(id) => {
                    let stored = list.find(id).ok_or_else(|| not_found(kind))?;
                    Entry {
                        name: draft.name.clone(),
                        description: draft.description.clone(),
                        ..stored.clone()
                    }
                }
                None => new_entry(
                    fresh_id.clone(),
                    draft.name.clone(),
                    draft.description.clone(),
                    now,
                ),
            };
            entries.push(entry);
        }
        let listed: Vec<String> = entries.iter().map(|e| e.id.clone()).collect();
        entries.extend(
            list.entries
                .iter()
                .filter(|e| !listed.contains(&e.id))
                .cloned(),
        );
        check_stored(kind, &entries)?;
        list.entries = entries;
        Ok::<_, ApiError>(())
    })
    .await?;
    Ok(saved.value)
}

async fn delete(
    org: &fundplan_data::OrgScope,
    kind: EntryKind,
    id: &str,
) -> ApiResult<Json<Deleted>> {
    match delete_entry(org, kind, id).await {
        Ok(_) => Ok(Json(Deleted { status: true })),
        Err(DeleteEntryError::NotFound) => Err(not_found(kind)),
        Err(DeleteEntryError::Store(e)) => Err(e.into()),
    }
}

/// The organization's core programs, in order.
#[utoipa::path(get, path = "/api/v1/core-programs", tag = "planning", security(("bearer" = [])),
    responses((status = 200, body = CoreProgramsResponse)))]
pub async fn get_core_programs(me: CurrentUser) -> ApiResult<Json<CoreProgramsResponse>> {
    let list = get_entries(&me.org, EntryKind::Program).await?;
    Ok(Json(CoreProgramsResponse {
        core_programs: programs(&list.value),
    }))
}

/// Adds one program at the end of the list (201), or with `corePrograms` saves the list as
/// `PUT /core-programs` does (200).
#[utoipa::path(post, path = "/api/v1/core-programs", tag = "planning", security(("bearer" = [])), request_body = CoreProgramsPost,
    responses((status = 201, body = ProgramCreated), (status = 200, body = CoreProgramsSaved), (status = 404), (status = 422)))]
pub async fn post_core_programs(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<CoreProgramsPost>,
) -> ApiResult<Response> {
    let kind = EntryKind::Program;
    if let Some(list) = body.core_programs {
        return Ok(save_programs(&state, &me.org, list).await?.into_response());
    }
    let draft = Draft::new(None, body.program_name, body.program_description);
    let mut c = Checker::new();
    check_entry(
        &mut c,
        kind.list(),
        kind.list().name_field(),
        kind.list().description_field(),
        &draft.name,
        &draft.description,
    );
    c.finish()?;
    let id = state.ids.new_id();
    let entry = new_entry(id.clone(), draft.name, draft.description, state.now());
    let saved = save_entries(&me.org, kind, |list| {
        let mut entries = list.entries.clone();
        entries.push(entry.clone());
        check_stored(kind, &entries)?;
        list.entries = entries;
        Ok::<_, ApiError>(())
    })
    .await?;
    let program = programs(&saved.value)
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| ApiError::internal("the new program is not in the saved list"))?;
    Ok((
        StatusCode::CREATED,
        Json(ProgramCreated {
            status: true,
            program,
        }),
    )
        .into_response())
}

async fn save_programs(
    state: &AppState,
    org: &fundplan_data::OrgScope,
    list: Vec<ProgramInput>,
) -> ApiResult<Json<CoreProgramsSaved>> {
    let drafts = list
        .into_iter()
        .map(|p| Draft::new(p.id, p.program_name, p.program_description))
        .collect();
    let saved = save_list(state, org, EntryKind::Program, drafts).await?;
    Ok(Json(CoreProgramsSaved {
        status: true,
        core_programs: programs(&saved),
    }))
}

/// Saves the programs in the given order: an entry with an id updates that program (404 when
/// there is none), one without creates a program; programs not listed are kept after the
/// listed ones.
#[utoipa::path(put, path = "/api/v1/core-programs", tag = "planning", security(("bearer" = [])), request_body = CoreProgramsBody,
    responses((status = 200, body = CoreProgramsSaved), (status = 404), (status = 422)))]
pub async fn put_core_programs(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<CoreProgramsBody>,
) -> ApiResult<Json<CoreProgramsSaved>> {
    save_programs(&state, &me.org, body.core_programs).await
}

/// Deletes a program with its expenses, its answers and the progress of its pages, in one
/// transaction.
#[utoipa::path(delete, path = "/api/v1/core-programs/{id}", tag = "planning", security(("bearer" = [])),
    params(("id" = String, Path, description = "The program's id")),
    responses((status = 200, body = Deleted), (status = 404)))]
pub async fn delete_core_program(me: CurrentUser, PathId(id): PathId) -> ApiResult<Json<Deleted>> {
    delete(&me.org, EntryKind::Program, &id).await
}

/// The organization's new projects, in priority order.
#[utoipa::path(get, path = "/api/v1/projects", tag = "planning", security(("bearer" = [])),
    responses((status = 200, body = ProjectsResponse)))]
pub async fn get_projects(me: CurrentUser) -> ApiResult<Json<ProjectsResponse>> {
    let list = get_entries(&me.org, EntryKind::Project).await?;
    Ok(Json(ProjectsResponse {
        projects: projects(&list.value),
    }))
}

/// Saves the projects in priority order: an entry with an id updates that project (404 when
/// there is none), one without creates a project; projects not listed are kept after the
/// listed ones.
#[utoipa::path(post, path = "/api/v1/projects", tag = "planning", security(("bearer" = [])), request_body = ProjectsBody,
    responses((status = 200, body = ProjectsSaved), (status = 404), (status = 422)))]
pub async fn post_projects(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<ProjectsBody>,
) -> ApiResult<Json<ProjectsSaved>> {
    let drafts = body
        .projects
        .into_iter()
        .map(|p| Draft::new(p.id, p.project_name, p.project_description))
        .collect();
    let saved = save_list(&state, &me.org, EntryKind::Project, drafts).await?;
    Ok(Json(ProjectsSaved {
        status: true,
        projects: projects(&saved),
    }))
}

/// Deletes a project with its expenses, its answers and the progress of its page, in one
/// transaction.
#[utoipa::path(delete, path = "/api/v1/projects/{id}", tag = "planning", security(("bearer" = [])),
    params(("id" = String, Path, description = "The project's id")),
    responses((status = 200, body = Deleted), (status = 404)))]
pub async fn delete_project(me: CurrentUser, PathId(id): PathId) -> ApiResult<Json<Deleted>> {
    delete(&me.org, EntryKind::Project, &id).await
}

//! Answers: of the organization (`/answers`), of one core program
//! (`/answers/core_program/{programId}`), of one new project (`/answers/project/{projectId}`),
//! and one question across every program or project (`/answers/core_programs`,
//! `/answers/projects`, the "by question" views).
//!
//! Every answer carries its store version. A save names the version it was edited from and is
//! written only over that version (none: only when there is no answer yet); a stale one gets 409
//! and nothing is written, so two people editing one answer never overwrite each other silently.

use crate::{Questions, rfc3339};
use axum::extract::{Query, State};
use axum::{Extension, Json};
use fundplan_data::Versioned;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::ops::{SaveAnswerError, save_answer};
use fundplan_data::plan::answers::{AnswerRecord, answers_across, answers_of, get_answer};
use fundplan_data::plan::entries::get_entries;
use fundplan_data::plan::{EntryKind, Owner};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::planning::{MAX_QUESTION_IDS, check_answer, check_answerable};
use fundplan_domain::questions::{Catalogue, Question, Scope};
use fundplan_domain::sections::section_key;
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};

/// One saved answer.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct AnswerView {
    pub question_id: u32,
    pub category_id: u32,
    /// The text (for a `list` question, a JSON-encoded array of strings); may be empty.
    pub answer: String,
    /// The store version: send it back with the next save of this answer.
    pub version: u64,
    /// RFC 3339, when it was last saved.
    pub updated_at: String,
    /// The id of the user who saved it last.
    pub updated_by: String,
}

impl From<&Versioned<AnswerRecord>> for AnswerView {
    fn from(a: &Versioned<AnswerRecord>) -> Self {
        AnswerView {
            question_id: a.value.question_id,
            category_id: a.value.category_id,
            answer: a.value.answer.clone(),
            version: a.version,
            updated_at: rfc3339(a.value.updated_at),
            updated_by: a.value.updated_by.clone(),
        }
    }
}

/// The answer to the first asked question (null when there is none yet, or when no question was
/// named), and every existing answer among those asked, in the order asked (without
/// `question_id`: every answer of the organization, program or project, in question order).
#[derive(Serialize, ToSchema)]
pub struct AnswersResponse {
    pub answer: Option<AnswerView>,
    pub answers: Vec<AnswerView>,
}

/// The questions whose answers are read.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QuestionIds {
    /// A question's id; repeat the parameter for several (`?question_id=301&question_id=302`,
    /// at most 50). Without it, every answer is read.
    #[param(style = Form, explode)]
    #[allow(dead_code)]
    question_id: Option<Vec<u32>>,
}

/// One question.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OneQuestion {
    /// The question's id.
    question_id: u32,
}

#[derive(Deserialize, ToSchema)]
pub struct AnswerBody {
    /// The module of the question (must be the question's).
    pub category_id: u32,
    pub question_id: u32,
    /// The text; empty clears the answer. A `list` question takes a JSON-encoded array of
    /// strings.
    pub answer: String,
    /// The version the text was edited from (from the answer read); absent or 0 when there was
    /// no answer yet.
    #[serde(default)]
    pub version: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct SavedAnswer {
    pub answer: AnswerView,
}

#[derive(Serialize, ToSchema)]
pub struct AnswerSaved {
    pub status: bool,
    pub data: SavedAnswer,
}

/// One program's answer to the question asked.
#[derive(Serialize, ToSchema)]
pub struct ProgramAnswer {
    pub program_id: String,
    pub answer: Option<AnswerView>,
}

/// Every core program, in list order, with its answer.
#[derive(Serialize, ToSchema)]
pub struct ProgramAnswers {
    pub answers: Vec<ProgramAnswer>,
}

/// One project's answer to the question asked.
#[derive(Serialize, ToSchema)]
pub struct ProjectAnswer {
    pub project_id: String,
    pub answer: Option<AnswerView>,
}

/// Every new project, in list order, with its answer.
#[derive(Serialize, ToSchema)]
pub struct ProjectAnswers {
    pub answers: Vec<ProjectAnswer>,
}

fn not_found(kind: EntryKind) -> ApiError {
    ApiError(DomainError::NotFound(
        kind.list().messages().not_found.into(),
    ))
}

/// The question `id`, answerable in `scope`: 404 when there is none, 422 when it is not
/// answered there.
fn question(catalogue: &'static Catalogue, id: u32, scope: Scope) -> ApiResult<&'static Question> {
    let q = catalogue
        .by_id(id)
        .ok_or_else(|| ApiError(DomainError::NotFound(m::QUESTION_NOT_FOUND.into())))?;
    check_answerable(q, scope)?;
    Ok(q)
}

/// The distinct `question_id`s of a query string, in order: 400 when one is not a number.
fn question_ids(params: &[(String, String)]) -> ApiResult<Vec<u32>> {
    let mut ids = Vec::new();
    for (name, value) in params {
        if name != "question_id" {
            continue;
        }
        let id: u32 = value
            .trim()
            .parse()
            .map_err(|_| ApiError::bad_request(m::QUESTION_ID_INVALID))?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.len() > MAX_QUESTION_IDS {
        return Err(DomainError::field("question_id", m::TOO_MANY_QUESTIONS).into());
    }
    Ok(ids)
}

/// 404 unless the organization's list of `kind` holds `id`.
async fn entry_exists(org: &fundplan_data::OrgScope, kind: EntryKind, id: &str) -> ApiResult<()> {
    let list = get_entries(org, kind).await?;
    match list.value.find(id) {
        Some(_) => Ok(()),
        None => Err(not_found(kind)),
    }
}

fn scope_of(owner: &Owner) -> Scope {
    match owner {
        Owner::Organization => Scope::Organization,
        Owner::Program(_) => Scope::Program,
        Owner::Project(_) => Scope::Project,
    }
}

/// The answers of `owner` to the asked questions: one `get` for one question, one query for
/// several (the range of their ids) or for all.
async fn read(
    catalogue: &'static Catalogue,
    org: &fundplan_data::OrgScope,
    owner: &Owner,
    params: &[(String, String)],
) -> ApiResult<AnswersResponse> {
    let ids = question_ids(params)?;
    for &id in &ids {
        question(catalogue, id, scope_of(owner))?;
    }
    let found: Vec<Versioned<AnswerRecord>> = match ids.as_slice() {
        [] => answers_of(org, owner, None).await?,
        [one] => get_answer(org, owner, *one).await?.into_iter().collect(),
        many => {
            let low = many.iter().copied().min().unwrap_or_default();
            let high = many.iter().copied().max().unwrap_or_default();
            let mut by_id: BTreeMap<u32, Versioned<AnswerRecord>> =
                answers_of(org, owner, Some((low, high)))
                    .await?
                    .into_iter()
                    .map(|a| (a.value.question_id, a))
                    .collect();
            many.iter().filter_map(|id| by_id.remove(id)).collect()
        }
    };
    let answers: Vec<AnswerView> = found.iter().map(AnswerView::from).collect();
    let answer = ids
        .first()
        .and_then(|first| answers.iter().find(|a| a.question_id == *first).cloned());
    Ok(AnswersResponse { answer, answers })
}

/// Checks and saves an answer of `owner`.
async fn write(
    state: &AppState,
    catalogue: &'static Catalogue,
    me: &CurrentUser,
    owner: &Owner,
    body: AnswerBody,
) -> ApiResult<Json<AnswerSaved>> {
    let q = question(catalogue, body.question_id, scope_of(owner))?;
    check_answer(q, scope_of(owner), body.category_id, &body.answer)?;
    let record = AnswerRecord {
        question_id: q.id,
        category_id: q.category_id,
        answer: body.answer,
        updated_at: state.now(),
        updated_by: me.user.id.clone(),
    };
    let saved = save_answer(&me.org, owner, &record, body.version)
        .await
        .map_err(|e| match e {
            SaveAnswerError::OwnerNotFound => match owner {
                Owner::Project(_) => not_found(EntryKind::Project),
                _ => not_found(EntryKind::Program),
            },
            SaveAnswerError::Stale => ApiError(DomainError::Conflict(m::ANSWER_CONFLICT.into())),
            SaveAnswerError::Store(e) => e.into(),
        })?;
    if let Some(section) = fundplan_domain::sections::section_of_question(&q.key) {
        let entry = match owner {
            Owner::Program(id) | Owner::Project(id) if section.is_repeated() => Some(id.as_str()),
            _ => None,
        };
        me.note(
            state,
            Activity::on(ActivityKind::Answers, section_key(section.id, entry)),
        )
        .await;
    }
    Ok(Json(AnswerSaved {
        status: true,
        data: SavedAnswer {
            answer: AnswerView::from(&saved),
        },
    }))
}

/// The organization's answers to the questions named by `question_id` (one or several).
#[utoipa::path(get, path = "/api/v1/answers", tag = "planning", security(("bearer" = [])), params(QuestionIds),
    responses((status = 200, body = AnswersResponse), (status = 404), (status = 422)))]
pub async fn get_answers(
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    Query(params): Query<Vec<(String, String)>>,
) -> ApiResult<Json<AnswersResponse>> {
    let read = read(catalogue, &me.org, &Owner::Organization, &params).await?;
    Ok(Json(read))
}

/// Saves an answer of the organization.
#[utoipa::path(post, path = "/api/v1/answers", tag = "planning", security(("bearer" = [])), request_body = AnswerBody,
    responses((status = 200, body = AnswerSaved), (status = 404), (status = 409), (status = 422)))]
pub async fn post_answer(
    State(state): State<AppState>,
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    ApiJson(body): ApiJson<AnswerBody>,
) -> ApiResult<Json<AnswerSaved>> {
    write(&state, catalogue, &me, &Owner::Organization, body).await
}

/// A core program's answers to the questions named by `question_id` (one, several, or every one).
#[utoipa::path(get, path = "/api/v1/answers/core_program/{programId}", tag = "planning", security(("bearer" = [])),
    params(("programId" = String, Path, description = "A core program's id"), QuestionIds),
    responses((status = 200, body = AnswersResponse), (status = 404), (status = 422)))]
pub async fn get_program_answers(
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    PathId(program_id): PathId,
    Query(params): Query<Vec<(String, String)>>,
) -> ApiResult<Json<AnswersResponse>> {
    entry_exists(&me.org, EntryKind::Program, &program_id).await?;
    let owner = Owner::Program(program_id);
    Ok(Json(read(catalogue, &me.org, &owner, &params).await?))
}

/// Saves an answer of a core program (only while the program exists).
#[utoipa::path(post, path = "/api/v1/answers/core_program/{programId}", tag = "planning", security(("bearer" = [])),
    params(("programId" = String, Path, description = "A core program's id")), request_body = AnswerBody,
    responses((status = 200, body = AnswerSaved), (status = 404), (status = 409), (status = 422)))]
pub async fn post_program_answer(
    State(state): State<AppState>,
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    PathId(program_id): PathId,
    ApiJson(body): ApiJson<AnswerBody>,
) -> ApiResult<Json<AnswerSaved>> {
    write(&state, catalogue, &me, &Owner::Program(program_id), body).await
}

/// A new project's answers to the questions named by `question_id` (one, several, or every one).
#[utoipa::path(get, path = "/api/v1/answers/project/{projectId}", tag = "planning", security(("bearer" = [])),
    params(("projectId" = String, Path, description = "A new project's id"), QuestionIds),
    responses((status = 200, body = AnswersResponse), (status = 404), (status = 422)))]
pub async fn get_project_answers(
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    PathId(project_id): PathId,
    Query(params): Query<Vec<(String, String)>>,
) -> ApiResult<Json<AnswersResponse>> {
    entry_exists(&me.org, EntryKind::Project, &project_id).await?;
    let owner = Owner::Project(project_id);
    Ok(Json(read(catalogue, &me.org, &owner, &params).await?))
}

/// Saves an answer of a new project (only while the project exists).
#[utoipa::path(post, path = "/api/v1/answers/project/{projectId}", tag = "planning", security(("bearer" = [])),
    params(("projectId" = String, Path, description = "A new project's id")), request_body = AnswerBody,
    responses((status = 200, body = AnswerSaved), (status = 404), (status = 409), (status = 422)))]
pub async fn post_project_answer(
    State(state): State<AppState>,
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    PathId(project_id): PathId,
    ApiJson(body): ApiJson<AnswerBody>,
) -> ApiResult<Json<AnswerSaved>> {
    write(&state, catalogue, &me, &Owner::Project(project_id), body).await
}

/// The list of `kind` in order, each entry with its answer to `question_id`: one `get` of the
/// list and one query of the answers.
async fn across(
    catalogue: &'static Catalogue,
    org: &fundplan_data::OrgScope,
    kind: EntryKind,
    question_id: u32,
) -> ApiResult<Vec<(String, Option<AnswerView>)>> {
    question(catalogue, question_id, kind.list().scope())?;
    let list = get_entries(org, kind).await?;
    let mut answers: BTreeMap<String, AnswerView> = answers_across(org, kind, question_id)
        .await?
        .iter()
        .map(|(id, a)| (id.clone(), AnswerView::from(a)))
        .collect();
    Ok(list
        .value
        .entries
        .iter()
        .map(|e| (e.id.clone(), answers.remove(&e.id)))
        .collect())
}

/// Every core program with its answer to one question (the "by question" views).
#[utoipa::path(get, path = "/api/v1/answers/core_programs", tag = "planning", security(("bearer" = [])), params(OneQuestion),
    responses((status = 200, body = ProgramAnswers), (status = 404), (status = 422)))]
pub async fn get_answers_across_programs(
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    Query(q): Query<OneQuestion>,
) -> ApiResult<Json<ProgramAnswers>> {
    let rows = across(catalogue, &me.org, EntryKind::Program, q.question_id).await?;
    Ok(Json(ProgramAnswers {
        answers: rows
            .into_iter()
            .map(|(program_id, answer)| ProgramAnswer { program_id, answer })
            .collect(),
    }))
}

/// Every new project with its answer to one question.
#[utoipa::path(get, path = "/api/v1/answers/projects", tag = "planning", security(("bearer" = [])), params(OneQuestion),
    responses((status = 200, body = ProjectAnswers), (status = 404), (status = 422)))]
pub async fn get_answers_across_projects(
    me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    Query(q): Query<OneQuestion>,
) -> ApiResult<Json<ProjectAnswers>> {
    let rows = across(catalogue, &me.org, EntryKind::Project, q.question_id).await?;
    Ok(Json(ProjectAnswers {
        answers: rows
            .into_iter()
            .map(|(project_id, answer)| ProjectAnswer { project_id, answer })
            .collect(),
    }))
}

//! `GET /questions/{key}`: one question of the catalogue, or a collection of them.

use crate::Questions;
use axum::{Extension, Json};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::questions::{Question, QuestionType};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiResult, CurrentUser};
use serde::Serialize;
use utoipa::ToSchema;

/// What kind of answer a question takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// Free text.
    Text,
    /// A JSON-encoded array of strings.
    List,
    /// Guidance for a table page; takes no answer.
    Page,
}

/// One question of the plan.
#[derive(Serialize, ToSchema)]
pub struct QuestionView {
    /// Stable across releases; answers name it as `question_id`.
    pub id: u32,
    pub title: String,
    pub label: String,
    /// The module's number; answers must carry the same.
    pub category_id: u32,
    /// The question's key (`mission_statement`, …).
    pub question_name: String,
    /// The question itself, as the page asks it.
    pub question: String,
    pub question_type: QuestionKind,
    /// The text area's placeholder.
    pub placeholder: String,
    /// At most this many words (null: no limit).
    pub word_limit: Option<usize>,
    /// How to answer (the side panel's "Instruction").
    pub instruction: String,
    /// An answer for the sample organization (the side panel's "Model Answer").
    pub model_answer: String,
}

impl From<&Question> for QuestionView {
    fn from(q: &Question) -> Self {
        QuestionView {
            id: q.id,
            title: q.title.clone(),
            label: q.label.clone(),
            category_id: q.category_id,
            question_name: q.key.clone(),
            question: q.question.clone(),
            question_type: match q.question_type {
                QuestionType::Text => QuestionKind::Text,
                QuestionType::List => QuestionKind::List,
                QuestionType::Page => QuestionKind::Page,
            },
            placeholder: q.placeholder.clone(),
            word_limit: q.word_limit,
            instruction: q.instruction.trim().to_string(),
            model_answer: q.model_answer.trim().to_string(),
        }
    }
}

/// A question (`question`, and alone in `questions`), or a collection (`question` null).
#[derive(Serialize, ToSchema)]
pub struct QuestionsResponse {
    pub question: Option<QuestionView>,
    pub questions: Vec<QuestionView>,
}

/// The question named `key`, or the questions of the collection named `key`
/// (`budget_justification`, `core_programs_questions`, …) in order.
#[utoipa::path(get, path = "/api/v1/questions/{key}", tag = "planning", security(("bearer" = [])),
    params(("key" = String, Path, description = "A question's key, or a collection's")),
    responses((status = 200, body = QuestionsResponse), (status = 404)))]
pub async fn get_question(
    _me: CurrentUser,
    Extension(Questions(catalogue)): Extension<Questions>,
    PathId(key): PathId,
) -> ApiResult<Json<QuestionsResponse>> {
    if let Some(q) = catalogue.by_key(&key) {
        return Ok(Json(QuestionsResponse {
            question: Some(q.into()),
            questions: vec![q.into()],
        }));
    }
    match catalogue.collection(&key) {
        Some(qs) => Ok(Json(QuestionsResponse {
            question: None,
            questions: qs.into_iter().map(QuestionView::from).collect(),
        })),
        None => Err(ApiError(DomainError::NotFound(
            m::QUESTION_KEY_NOT_FOUND.into(),
        ))),
    }
}

//! The planning modules (spec file 2): the questions of the plan and their answers (of the
//! organization, of each core program, of each new project), the core programs and the new
//! projects, and versions of the whole plan (issue 19 §1). Every signed-in user of the organization, owner or member, reads and writes the
//! plan; the organization is the token's, never the request's.
//!
//! The question catalogue is handed to the router (`router_with`), so the tests can serve a
//! catalogue of their own; the product serves [`fundplan_domain::questions::catalogue`].

mod answers;
mod lists;
mod portable;
pub use portable::IMPORT_LIMIT;
mod questions;
mod versions;

use axum::{Extension, Router};
use fundplan_domain::questions::{Catalogue, catalogue};
use fundplan_http::AppState;
use utoipa::OpenApi;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

pub use answers::{
    AnswerBody, AnswerSaved, AnswerView, AnswersResponse, ProgramAnswer, ProgramAnswers,
    ProjectAnswer, ProjectAnswers, SavedAnswer,
};
pub use lists::{
    CoreProgramView, CoreProgramsBody, CoreProgramsPost, CoreProgramsResponse, CoreProgramsSaved,
    Deleted, ProgramCreated, ProgramInput, ProjectInput, ProjectView, ProjectsBody,
    ProjectsResponse, ProjectsSaved,
};
pub use questions::{QuestionKind, QuestionView, QuestionsResponse};

/// The question catalogue the handlers serve and check answers against.
#[derive(Clone, Copy)]
pub struct Questions(pub &'static Catalogue);

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    router_with(catalogue())
}

/// The routes, serving the questions of `questions`.
pub fn router_with(questions: &'static Catalogue) -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::with_openapi(Api::openapi())
            .routes(routes!(questions::get_question))
            .routes(routes!(answers::get_answers, answers::post_answer))
            .routes(routes!(
                answers::get_program_answers,
                answers::post_program_answer
            ))
            .routes(routes!(
                answers::get_project_answers,
                answers::post_project_answer
            ))
            .routes(routes!(answers::get_answers_across_programs))
            .routes(routes!(answers::get_answers_across_projects))
            .routes(routes!(
                lists::get_core_programs,
                lists::post_core_programs,
                lists::put_core_programs
            ))
            .routes(routes!(lists::delete_core_program))
            .routes(routes!(lists::get_projects, lists::post_projects))
            .routes(routes!(lists::delete_project))
            .routes(routes!(versions::create_version, versions::list_versions))
            .routes(routes!(versions::compare_version))
            .routes(routes!(versions::restore_version))
            .routes(routes!(versions::open_version))
            .routes(routes!(portable::export))
            .routes(
                routes!(portable::import)
                    .layer(axum::extract::DefaultBodyLimit::max(portable::IMPORT_LIMIT)),
            )
            .layer(Extension(Questions(questions))),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

/// The axum router serving the questions of `questions` (tests).
pub fn routes_with(questions: &'static Catalogue) -> Router<AppState> {
    router_with(questions).into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "planning", description = "Questions, answers, core programs and new projects")))]
struct Api;

/// RFC 3339 of epoch seconds (the epoch for a value out of range, which no clock gives).
pub(crate) fn rfc3339(epoch: i64) -> String {
    fundplan_domain::subscription::rfc3339(epoch).unwrap_or_else(|| "1970-01-01T00:00:00Z".into())
}

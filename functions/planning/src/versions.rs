//! Versions of the plan (issue 19 §1): save one with a name and a note, list them, and see what
//! changed between two versions or between a version and the plan now. Any member of the team
//! saves and reads them; a version is never changed (`fundplan_data::versions`).

use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::compare::{Comparison, compare};
use fundplan_data::load_plan;
use fundplan_data::restore::{Restore, RestoreError, Restorer, restorable_modules, restore};
use fundplan_data::versions::{
    NAME_MAX, NOTE_MAX, NewVersion, PlanSnapshot, VersionError, VersionKind, VersionRecord,
    load_version, save_version, versions,
};
use fundplan_domain::DomainError;
use fundplan_domain::account::display_name;
use fundplan_domain::error::Checker;
use fundplan_domain::subscription::rfc3339;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::session::CurrentUser;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, PathId};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Deserialize, ToSchema)]
pub struct NewVersionBody {
    /// 1–120 characters, e.g. `Approved by the board`.
    #[serde(default)]
    pub name: String,
    /// At most 1,000 characters, e.g. `Approved at the board meeting of March 12, 2027.`
    #[serde(default)]
    pub note: String,
}

#[derive(Serialize, ToSchema)]
pub struct VersionView {
    pub id: String,
    pub name: String,
    pub note: String,
    /// `manual`, `certificate`, `shared` or `before_restore`.
    pub kind: String,
    /// RFC 3339.
    pub taken_at: String,
    /// Who saved it ("" for a version the product saved).
    pub by_name: String,
    /// The compressed size of the version.
    pub bytes: u64,
}

fn view(id: &str, v: &VersionRecord) -> VersionView {
    VersionView {
        id: id.to_owned(),
        name: v.name.clone(),
        note: v.note.clone(),
        kind: match v.kind {
            VersionKind::Manual => "manual",
            VersionKind::Certificate => "certificate",
            VersionKind::Shared => "shared",
            VersionKind::BeforeRestore => "before_restore",
        }
        .into(),
        taken_at: rfc3339(v.taken_at).unwrap_or_default(),
        by_name: v.by_name.clone(),
        bytes: v.bytes,
    }
}

#[derive(Serialize, ToSchema)]
pub struct RestorableModule {
    /// The module's id, as `section` of a restore takes it.
    pub id: String,
    pub number: u8,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct VersionsResponse {
    /// Newest first.
    pub versions: Vec<VersionView>,
    /// The modules a restore may bring back one by one, in order (the others are guides and
    /// summaries, which hold nothing of their own).
    pub restorable: Vec<RestorableModule>,
}

fn version_error(e: VersionError) -> ApiError {
    match e {
        VersionError::Store(e) => e.into(),
        other => {
            tracing::error!(error = %other, "a version could not be saved or read");
            ApiError(DomainError::Unavailable(
                "The version could not be read. Try again in a moment.".into(),
            ))
        }
    }
}

/// Saves a version of the whole plan as it is now, with a name and a note.
#[utoipa::path(post, path = "/api/v1/versions", tag = "planning", security(("bearer" = [])), request_body = NewVersionBody,
    responses((status = 201, body = VersionView), (status = 401), (status = 402, body = ErrorBody), (status = 422, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn create_version(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<NewVersionBody>,
) -> ApiResult<(StatusCode, Json<VersionView>)> {
    let name = body.name.trim();
    let note = body.note.trim();
    let mut c = Checker::new();
    if name.is_empty() || name.chars().count() > NAME_MAX {
        c.fail(
            "name",
            "Name the version in up to 120 characters, for example \"Approved by the board\".",
        );
    }
    if note.chars().count() > NOTE_MAX {
        c.fail("note", "A version's note has at most 1,000 characters.");
    }
    c.finish()?;
    let id = state.ids.new_id();
    let by_name = display_name(&me.user.first_name, &me.user.last_name, &me.user.email);
    let record = save_version(
        &me.org,
        state.blobs.as_ref(),
        &id,
        &NewVersion {
            name,
            note,
            kind: VersionKind::Manual,
            by: Some(&me.user.id),
            by_name: &by_name,
        },
        state.now(),
    )
    .await
    .map_err(version_error)?;
    tracing::info!(org_id = %me.org_id(), version_id = %id, bytes = record.bytes, "version saved");
    me.note(
        &state,
        Activity::event(ActivityKind::VersionSaved).detail(name),
    )
    .await;
    Ok((StatusCode::CREATED, Json(view(&id, &record))))
}

/// The plan's versions, newest first.
#[utoipa::path(get, path = "/api/v1/versions", tag = "planning", security(("bearer" = [])),
    responses((status = 200, body = VersionsResponse), (status = 401), (status = 402, body = ErrorBody)))]
pub async fn list_versions(me: CurrentUser) -> ApiResult<Json<VersionsResponse>> {
    let list = versions(&me.org).await?;
    Ok(Json(VersionsResponse {
        versions: list.iter().map(|(id, v)| view(id, v)).collect(),
        restorable: restorable_modules()
            .into_iter()
            .map(|(id, number, name)| RestorableModule {
                id: id.into(),
                number,
                name: name.into(),
            })
            .collect(),
    }))
}

#[derive(Deserialize, IntoParams)]
pub struct CompareWith {
    /// Another version's id, or `now` (the default): the plan as it is now.
    #[serde(default)]
    pub with: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct GoalChangeView {
    pub label: String,
    pub before_cents: i64,
    pub after_cents: i64,
}

#[derive(Serialize, ToSchema)]
pub struct WordRunView {
    /// `same`, `added` or `removed`.
    pub op: String,
    pub text: String,
}

#[derive(Serialize, ToSchema)]
pub struct AnswerChangeView {
    pub question_id: u32,
    pub module: u32,
    pub title: String,
    pub words: Vec<WordRunView>,
}

#[derive(Serialize, ToSchema)]
pub struct EntryChangeView {
    /// `program` or `project`.
    pub kind: String,
    pub id: String,
    /// None: added.
    pub before: Option<String>,
    /// None: removed.
    pub after: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct LineChangeView {
    /// `Overhead`, or the program's or project's name.
    pub table: String,
    pub category: String,
    pub description: String,
    /// Years 1–3 in cents; none: added.
    pub before: Option<Vec<i64>>,
    /// None: removed.
    pub after: Option<Vec<i64>>,
}

#[derive(Serialize, ToSchema)]
pub struct ComparisonView {
    /// The older side.
    pub from: VersionView,
    /// The newer side: another version, or none for the plan now.
    pub to: Option<VersionView>,
    /// What changed, in plain sentences, most telling first.
    pub summary: Vec<String>,
    pub goals: Vec<GoalChangeView>,
    pub answers: Vec<AnswerChangeView>,
    pub entries: Vec<EntryChangeView>,
    /// Expense lines, and the revenue's (table `Revenue`).
    pub lines: Vec<LineChangeView>,
    /// The gift chart before and after, when it changed.
    pub chart: Option<ChartChangeView>,
    /// The other parts of the plan that changed, in words ("the success stories").
    pub parts: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct GiftLevelView {
    pub amount_cents: i64,
    /// None for the "Various" row (many gifts below the smallest level).
    pub gifts: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct ChartChangeView {
    /// Top level first, the "Various" row last.
    pub before: Vec<GiftLevelView>,
    pub after: Vec<GiftLevelView>,
}

fn comparison_view(from: VersionView, to: Option<VersionView>, c: Comparison) -> ComparisonView {
    ComparisonView {
        from,
        to,
        summary: c.summary,
        goals: c
            .goals
            .into_iter()
            .map(|g| GoalChangeView {
                label: g.label.into(),
                before_cents: g.before_cents,
                after_cents: g.after_cents,
            })
            .collect(),
        answers: c
            .answers
            .into_iter()
            .map(|a| AnswerChangeView {
                question_id: a.question_id,
                module: a.module,
                title: a.title,
                words: a
                    .words
                    .into_iter()
                    .map(|w| WordRunView {
                        op: w.op.into(),
                        text: w.text,
                    })
                    .collect(),
            })
            .collect(),
        entries: c
            .entries
            .into_iter()
            .map(|e| EntryChangeView {
                kind: e.kind.into(),
                id: e.id,
                before: e.before,
                after: e.after,
            })
            .collect(),
        lines: c
            .lines
            .into_iter()
            .map(|l| LineChangeView {
                table: l.table,
                category: l.category.into(),
                description: l.description,
                before: l.before.map(Vec::from),
                after: l.after.map(Vec::from),
            })
            .collect(),
        chart: c.chart.map(|c| {
            let levels = |v: Vec<fundplan_data::compare::GiftLevel>| {
                v.into_iter()
                    .map(|l| GiftLevelView {
                        amount_cents: l.amount_cents,
                        gifts: l.gifts,
                    })
                    .collect()
            };
            ChartChangeView {
                before: levels(c.before),
                after: levels(c.after),
            }
        }),
        parts: c.parts.into_iter().map(str::to_owned).collect(),
    }
}

fn no_version() -> ApiError {
    ApiError(DomainError::NotFound(
        "This plan has no version with this id.".into(),
    ))
}

async fn snapshot_of(
    state: &AppState,
    me: &CurrentUser,
    id: &str,
) -> ApiResult<(VersionRecord, PlanSnapshot)> {
    load_version(&me.org, state.blobs.as_ref(), id)
        .await
        .map_err(version_error)?
        .ok_or_else(no_version)
}

/// What changed from a version to another version (`with`), or to the plan now.
#[utoipa::path(get, path = "/api/v1/versions/{version_id}/compare", tag = "planning", security(("bearer" = [])),
    params(("version_id" = String, Path), CompareWith),
    responses((status = 200, body = ComparisonView), (status = 400, body = ErrorBody), (status = 401), (status = 402, body = ErrorBody), (status = 404, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn compare_version(
    State(state): State<AppState>,
    PathId(version_id): PathId,
    me: CurrentUser,
    Query(q): Query<CompareWith>,
) -> ApiResult<Json<ComparisonView>> {
    let (from_record, from) = snapshot_of(&state, &me, &version_id).await?;
    let unreadable = |e: String| {
        tracing::error!(error = %e, "a version's plan could not be read");
        ApiError(DomainError::Unavailable(
            "The version could not be read. Try again in a moment.".into(),
        ))
    };
    let before = from.plan(me.org_id()).map_err(unreadable)?;
    let (to, after) = match q.with.as_deref().map(str::trim) {
        None | Some("") | Some("now") => (None, load_plan(&me.org).await?),
        Some(other) => {
            if !fundplan_http::extract::is_path_id(other) {
                return Err(ApiError::bad_request(
                    fundplan_domain::messages::PATH_ID_INVALID,
                ));
            }
            let (record, snapshot) = snapshot_of(&state, &me, other).await?;
            let plan = snapshot.plan(me.org_id()).map_err(unreadable)?;
            (Some(view(other, &record)), plan)
        }
    };
    Ok(Json(comparison_view(
        view(&version_id, &from_record),
        to,
        compare(&before, &after),
    )))
}

#[derive(Deserialize, ToSchema)]
pub struct RestoreBody {
    /// A module's id (`vision`, `programs`, …) or a section's (`vision.mission`); absent or
    /// empty: the whole plan.
    #[serde(default)]
    pub section: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RestoredView {
    /// What was restored, in words: "the whole plan", "module 4, Core Annual Programs and
    /// Budgets", "the section Mission Statement".
    pub restored: String,
    /// The version of the plan as it was just before, saved first.
    pub before: VersionView,
    /// Items of the plan written back.
    pub written: usize,
    /// Items the version did not hold, deleted (a program added since, its budget, …).
    pub deleted: usize,
}

/// Restores the whole plan, a module or a section from a version. The plan as it is is saved
/// first as a version (kind `before_restore`), so a restore can itself be undone. The
/// organization's settings, the statuses, assignments and the team stay as they are.
#[utoipa::path(post, path = "/api/v1/versions/{version_id}/restore", tag = "planning", security(("bearer" = [])),
    params(("version_id" = String, Path)), request_body = RestoreBody,
    responses((status = 200, body = RestoredView), (status = 400, body = ErrorBody), (status = 401), (status = 402, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 503, body = ErrorBody)))]
pub async fn restore_version(
    State(state): State<AppState>,
    PathId(version_id): PathId,
    me: CurrentUser,
    ApiJson(body): ApiJson<RestoreBody>,
) -> ApiResult<Json<RestoredView>> {
    let section = body.section.as_deref().map(str::trim).unwrap_or("");
    let what = if section.is_empty() {
        Restore::Plan
    } else {
        let mut c = Checker::new();
        let what = Restore::section(section);
        if what.is_none() {
            c.fail(
                "section",
                "Choose a module or a section that holds answers or tables, for example \"vision\" or \"programs\".",
            );
        }
        c.finish()?;
        what.expect("checked above")
    };
    let before_id = state.ids.new_id();
    let by_name = display_name(&me.user.first_name, &me.user.last_name, &me.user.email);
    let done = restore(
        &me.org,
        state.blobs.as_ref(),
        &version_id,
        what,
        Restorer {
            before_id: &before_id,
            by: Some(&me.user.id),
            by_name: &by_name,
        },
        state.now(),
    )
    .await
    .map_err(|e| match e {
        RestoreError::NotFound => no_version(),
        RestoreError::Version(e) => version_error(e),
        RestoreError::Store(e) => e.into(),
    })?;
    tracing::info!(org_id = %me.org_id(), %version_id, restored = %what.describe(), written = done.written, deleted = done.deleted, "version restored");
    let source = fundplan_data::versions::version(&me.org, &version_id)
        .await
        .ok()
        .flatten()
        .map(|v| v.value.name)
        .unwrap_or_default();
    let mut a = Activity::event(ActivityKind::Restored).detail(source);
    if let Restore::Section(s) = what {
        a.section = Some(s.to_owned());
    }
    me.note(&state, a).await;
    Ok(Json(RestoredView {
        restored: what.describe(),
        before: view(&done.before_id, &done.before),
        written: done.written,
        deleted: done.deleted,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct VersionViewToken {
    /// A token of this session that reads the plan as the version holds it, in every screen,
    /// and changes nothing: any call but a read made with it is refused (401).
    pub token: String,
    /// RFC 3339: two hours from now, or when the session's own token expires if sooner.
    pub expires_at: String,
    pub version: VersionView,
}

/// Opens a version to read it in the usual screens: a token of the same session that reads the
/// whole plan as the version holds it (answers, programs, budgets, goals, closing pages, the
/// case document); the team, the subscription and the organization's settings are read as they
/// are now.
#[utoipa::path(post, path = "/api/v1/versions/{version_id}/open", tag = "planning", security(("bearer" = [])),
    params(("version_id" = String, Path)),
    responses((status = 200, body = VersionViewToken), (status = 400, body = ErrorBody), (status = 401), (status = 402, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn open_version(
    State(state): State<AppState>,
    PathId(version_id): PathId,
    me: CurrentUser,
) -> ApiResult<Json<VersionViewToken>> {
    let record = fundplan_data::versions::version(&me.org, &version_id)
        .await?
        .ok_or_else(no_version)?;
    let now = state.now();
    let (token, exp) = state
        .keys
        .issue_version_view(&me.claims, &version_id, now)?;
    Ok(Json(VersionViewToken {
        token,
        expires_at: rfc3339(exp).unwrap_or_default(),
        version: view(&version_id, &record.value),
    }))
}

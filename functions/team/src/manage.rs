//! Managing the team: resending and withdrawing invitations, removing members, assigning
//! members to modules and sections, and accepting an invitation with an existing account.

use crate::{InviteContext, send_invitation};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use fundplan_data::TokenPurpose;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::ops::{self, AcceptInvitationError, update_nav};
use fundplan_data::plan::entries::plan_routes;
use fundplan_data::repo::{get_organization, get_user};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, Role, display_name};
use fundplan_domain::messages as m;
use fundplan_domain::sections::{self, Route};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, Owner};
use fundplan_ports::Email as Mail;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct Outcome {
    pub success: bool,
    pub status: bool,
    pub message: String,
}

fn outcome(code: StatusCode, ok: bool, message: impl Into<String>) -> Response {
    let message = message.into();
    (
        code,
        Json(Outcome {
            success: ok,
            status: ok,
            message,
        }),
    )
        .into_response()
}

#[derive(Deserialize, ToSchema)]
pub struct ResendRequest {
    #[serde(default)]
    pub email: String,
}

/// Sends a pending invitation again with a new link; the old link stops working (owner only).
#[utoipa::path(post, path = "/api/v1/users/resend_invite_email", tag = "team", security(("bearer" = ["owner"])), request_body = ResendRequest,
    responses((status = 200, body = Outcome), (status = 403), (status = 404, body = Outcome)))]
pub async fn resend(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<ResendRequest>,
) -> ApiResult<Response> {
    let email = Email::parse(&req.email)?;
    if !ops::has_invitation(&me.org, email.as_str()).await? {
        return Ok(outcome(
            StatusCode::NOT_FOUND,
            false,
            format!("There is no pending invitation for {email}."),
        ));
    }
    let ctx = InviteContext::load(&me).await?;
    send_invitation(&state, &me, &ctx, &email).await?;
    Ok(outcome(StatusCode::OK, true, m::INVITE_RESENT))
}

#[derive(Deserialize, ToSchema)]
pub struct RemoveRequest {
    /// A member's id, or `invite:<email>` to withdraw a pending invitation.
    #[serde(default)]
    pub id: String,
}

/// Removes a member from the team, or withdraws a pending invitation (owner only). Nobody can
/// remove the owner or themself. A removed member's sessions end at once.
#[utoipa::path(delete, path = "/api/v1/users", tag = "team", security(("bearer" = ["owner"])), request_body = RemoveRequest,
    responses((status = 200, body = Outcome), (status = 403, body = Outcome), (status = 404, body = Outcome)))]
pub async fn remove(Owner(me): Owner, ApiJson(req): ApiJson<RemoveRequest>) -> ApiResult<Response> {
    let org_id = me.org_id().to_string();
    if let Some(email) = req.id.strip_prefix("invite:") {
        if ops::withdraw_invitation(&me.org, email).await?.is_none() {
            return Ok(outcome(
                StatusCode::NOT_FOUND,
                false,
                "There is no such invitation.",
            ));
        }
        return Ok(outcome(
            StatusCode::OK,
            true,
            "The invitation was withdrawn.",
        ));
    }
    let Some(target) = get_user(&me.org, &req.id).await? else {
        return Ok(outcome(
            StatusCode::NOT_FOUND,
            false,
            "There is no such member.",
        ));
    };
    if target.value.role == Role::Owner.as_str() {
        return Ok(outcome(
            StatusCode::FORBIDDEN,
            false,
            m::CANNOT_REMOVE_OWNER,
        ));
    }
    if target.value.id == me.user.id {
        return Ok(outcome(StatusCode::FORBIDDEN, false, m::CANNOT_REMOVE_SELF));
    }
    ops::remove_member(&me.org, &target).await?;
    tracing::info!(%org_id, removed = %target.value.id, "member removed");
    Ok(outcome(StatusCode::OK, true, m::MEMBER_REMOVED))
}

#[derive(Deserialize, ToSchema)]
pub struct AssignRequest {
    /// A section's path, or a module as `/steps/<module>`.
    #[serde(default)]
    pub route_path: String,
    #[serde(default)]
    pub assignee_id: String,
    /// Accepted for compatibility; the server names the module and section from its registry.
    #[allow(dead_code)]
    pub module_name: Option<String>,
    /// Accepted for compatibility (see `module_name`).
    #[allow(dead_code)]
    pub section_name: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Assignees {
    pub status: bool,
    /// Route path → assigned member ids.
    pub assignees: BTreeMap<String, Vec<String>>,
    /// Route path → due date (`2027-03-12`), for the assignments that have one.
    pub due_dates: BTreeMap<String, String>,
}

impl Assignees {
    pub(crate) fn of(nav: &fundplan_data::NavRecord, routes: &[Route]) -> Assignees {
        Assignees {
            status: true,
            assignees: nav.assignees_by_path(routes),
            due_dates: nav.due_by_path(routes),
        }
    }
}

/// The error of a route path that names no module or page of the plan.
pub(crate) fn not_in_plan(route: &str) -> String {
    format!("{route} is not a module or section of the plan.")
}

/// What a route path names, in words: a module (`/steps/<module>`) or a page of the plan
/// (`routes`, with the organization's programs and projects).
pub(crate) fn describe(routes: &[Route], route: &str) -> Option<String> {
    if let Some(m) = sections::module_by_path(route) {
        return Some(format!("Module {}: {}", m.number, m.name));
    }
    let r = routes
        .iter()
        .find(|r| r.path == route.trim_end_matches('/'))?;
    let m = sections::MODULES.get(usize::from(r.module).checked_sub(1)?)?;
    // A program's or project's page is named "<n>. <name>": the e-mail names the program.
    let name = match &r.entry {
        Some(_) => r.name.split_once(". ").map_or(r.name.as_str(), |(_, n)| n),
        None => r.name.as_str(),
    };
    Some(format!("{name} in module {}: {}", m.number, m.name))
}

/// Assigns an accepted member (or the owner) to a module or section and e-mails them (owner
/// only). A pending invitee cannot be assigned.
#[utoipa::path(post, path = "/api/v1/update-assignee", tag = "team", security(("bearer" = ["owner"])), request_body = AssignRequest,
    responses((status = 200, body = Assignees), (status = 403), (status = 404), (status = 422)))]
pub async fn assign(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<AssignRequest>,
) -> ApiResult<Json<Assignees>> {
    let routes = plan_routes(&me.org).await?;
    let route = req.route_path.clone();
    let what = describe(&routes, &route)
        .ok_or_else(|| ApiError(DomainError::field("route_path", not_in_plan(&route))))?;
    if req.assignee_id.starts_with("invite:") {
        return Err(DomainError::field("assignee_id", m::ASSIGNEE_PENDING).into());
    }
    let assignee = get_user(&me.org, &req.assignee_id)
        .await?
        .ok_or_else(|| ApiError(DomainError::NotFound("There is no such member.".into())))?
        .value;
    let mut added = false;
    let nav = update_nav(&me.org, |nav| {
        let key = nav
            .assignment_key(&routes, &route)
            .ok_or_else(|| ApiError(DomainError::field("route_path", not_in_plan(&route))))?;
        let ids = nav.assignees.entry(key).or_default();
        added = !ids.contains(&assignee.id);
        if added {
            ids.push(assignee.id.clone());
        }
        Ok::<_, ApiError>(())
    })
    .await?;
    if added && let Some(key) = nav.assignment_key(&routes, &route) {
        let name = display_name(&assignee.first_name, &assignee.last_name, &assignee.email);
        me.note(
            &state,
            Activity::on(ActivityKind::Assigned, key).detail(name),
        )
        .await;
    }
    if added && assignee.id != me.user.id {
        let who = display_name(&me.user.first_name, &me.user.last_name, &me.user.email);
        let link = state.link(&route);
        let mail = Mail {
            to: assignee.email.clone(),
            subject: format!("{who} assigned you to {what}"),
            text: format!(
                "Hello {},\n\n{who} assigned you to {what} of your organization's strategic plan for fundraising.\n\nOpen it here: {link}\n",
                assignee.first_name
            ),
            html: None,
        };
        if let Err(e) = state.mailer.send(&mail).await {
            tracing::error!(error = %e, "assignment e-mail not sent");
        }
    }
    Ok(Json(Assignees::of(&nav, &routes)))
}

#[derive(Deserialize, ToSchema)]
pub struct UnassignRequest {
    #[serde(default)]
    pub route_path: String,
    #[serde(default)]
    pub assignee_id: String,
}

/// Takes a member off a module or section (owner only).
#[utoipa::path(delete, path = "/api/v1/remove-assignee", tag = "team", security(("bearer" = ["owner"])), request_body = UnassignRequest,
    responses((status = 200, body = Assignees), (status = 403)))]
pub async fn unassign(
    Owner(me): Owner,
    ApiJson(req): ApiJson<UnassignRequest>,
) -> ApiResult<Json<Assignees>> {
    let routes = plan_routes(&me.org).await?;
    let nav = update_nav(&me.org, |nav| {
        if let Some(key) = nav.assignment_key(&routes, &req.route_path)
            && let Some(ids) = nav.assignees.get_mut(&key)
        {
            ids.retain(|x| *x != req.assignee_id);
        }
        nav.assignees.retain(|_, ids| !ids.is_empty());
        nav.prune_due();
        Ok::<_, ApiError>(())
    })
    .await?;
    Ok(Json(Assignees::of(&nav, &routes)))
}

#[derive(Serialize, ToSchema)]
pub struct InvitationView {
    pub email: String,
    pub organization_name: String,
    pub invited_by: String,
    /// The address already has an account: accept by signing in instead of signing up.
    pub has_account: bool,
}

fn invitation_invalid() -> ApiError {
    ApiError(DomainError::NotFound(m::INVITATION_INVALID.into()))
}

/// What an invitation link invites to (public: the token is the secret).
#[utoipa::path(get, path = "/api/v1/invitations/{token}", tag = "team", params(("token" = String, Path)),
    responses((status = 200, body = InvitationView), (status = 404)))]
pub async fn invitation(
    State(state): State<AppState>,
    PathId(token): PathId,
) -> ApiResult<Json<InvitationView>> {
    let directory = state.directory();
    let (t, inviting) = directory
        .get_token_scoped(&token, TokenPurpose::Invite, state.now())
        .await?
        .ok_or_else(invitation_invalid)?;
    let org = get_organization(&inviting)
        .await?
        .ok_or_else(invitation_invalid)?
        .value;
    let inviter = get_user(&inviting, &org.owner_id)
        .await?
        .map(|u| display_name(&u.value.first_name, &u.value.last_name, &u.value.email));
    let has_account = directory.email_claimed(&t.email).await?;
    Ok(Json(InvitationView {
        email: t.email,
        organization_name: org.name,
        invited_by: inviter.unwrap_or_default(),
        has_account,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct AcceptRequest {
    #[serde(default)]
    pub token: String,
}

#[derive(Serialize, ToSchema)]
pub struct Accepted {
    pub status: bool,
    /// A new session token: the account now belongs to the inviting organization.
    pub token: String,
    pub organization_id: String,
}

/// Accepts an invitation with the signed-in account (its address must be the invited one). A
/// member of another organization moves to the inviting one; an owner keeps their organization
/// and cannot accept.
#[utoipa::path(post, path = "/api/v1/invitations/accept", tag = "team", security(("bearer" = [])), request_body = AcceptRequest,
    responses((status = 200, body = Accepted), (status = 403), (status = 404), (status = 422)))]
pub async fn accept(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<AcceptRequest>,
) -> ApiResult<Json<Accepted>> {
    let now = state.now();
    let directory = state.directory();
    let t = directory
        .get_token(&req.token, TokenPurpose::Invite, now)
        .await?
        .ok_or_else(invitation_invalid)?;
    if t.email != me.user.email {
        return Err(ApiError(DomainError::Forbidden(format!(
            "This invitation was sent to {}; sign in with that address to accept it.",
            t.email
        ))));
    }
    if t.org_id == me.user.org_id {
        return Err(
            DomainError::field("token", "You are already a member of this organization.").into(),
        );
    }
    if me.role() == Role::Owner {
        return Err(DomainError::field(
            "token",
            "You own an organization on fundplan; ask to be invited with another e-mail address.",
        )
        .into());
    }
    let member = fundplan_data::Versioned {
        value: me.user.clone(),
        version: me.version,
    };
    let moved = match directory.accept_invitation(&req.token, &t, &member).await {
        Ok(moved) => moved,
        Err(
            AcceptInvitationError::InvitationGone
            | AcceptInvitationError::AccountChanged
            | AcceptInvitationError::AlreadyMember,
        ) => return Err(invitation_invalid()),
        Err(AcceptInvitationError::Store(e)) => return Err(e.into()),
    };
    let old = &me.user;
    tracing::info!(user_id = %moved.id, from = %old.org_id, to = %moved.org_id, "invitation accepted by an existing account");
    let token = state.keys.issue(&moved, now)?;
    Ok(Json(Accepted {
        status: true,
        token,
        organization_id: moved.org_id,
    }))
}

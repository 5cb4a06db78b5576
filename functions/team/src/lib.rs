//! The team: the owner invites people by e-mail, resends and withdraws invitations, removes
//! members and assigns them to modules and sections; invitees accept by signing up or in.

mod conversations;
mod due;
mod manage;

pub use conversations::COMMENT_MAX;
pub use due::{DueRun, reminders_due, send_due_reminders};

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use fundplan_data::repo::get_organization;
use fundplan_data::{InvitationRecord, token_hash};
use fundplan_domain::account::{Email, display_name};
use fundplan_domain::messages as m;
use fundplan_http::tokens::{INVITE_DAYS, random_token};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, Owner, emails};
use serde::{Deserialize, Serialize};
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Most addresses one invitation request may carry.
pub const MAX_INVITES: usize = 50;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi())
        .routes(routes!(invite))
        .routes(routes!(team_members))
        .routes(routes!(manage::resend))
        .routes(routes!(manage::remove))
        .routes(routes!(manage::assign))
        .routes(routes!(manage::unassign))
        .routes(routes!(due::set_due))
        .routes(routes!(due::run_due_reminders))
        .routes(routes!(manage::accept))
        .routes(routes!(manage::invitation))
        .merge(talk())
}

/// The conversations on the plan's sections and its activity: part of the paid plan, so gated
/// behind an active subscription as the plan's own functions are.
fn talk() -> OpenApiRouter<AppState> {
    fundplan_http::paid::require_subscription(
        OpenApiRouter::new()
            .routes(routes!(
                conversations::section_conversations,
                conversations::start
            ))
            .routes(routes!(conversations::open_threads))
            .routes(routes!(conversations::comment))
            .routes(routes!(conversations::resolve))
            .routes(routes!(conversations::reopen))
            .routes(routes!(conversations::activity_list)),
    )
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "team", description = "Invitations, members and assignees")))]
struct Api;

#[derive(Deserialize, ToSchema)]
pub struct InviteRequest {
    #[serde(default)]
    pub emails: Vec<String>,
}

/// The invited addresses, or on failure the message.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum InviteData {
    Invited(Vec<String>),
    Message(String),
}

#[derive(Serialize, ToSchema)]
pub struct InviteResponse {
    pub status: bool,
    pub data: InviteData,
    pub error: Option<String>,
}

fn refuse(message: &str) -> Response {
    let body = InviteResponse {
        status: false,
        data: InviteData::Message(message.into()),
        error: Some(message.into()),
    };
    (StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response()
}

/// Who invites, to which organization (the words of the invitation e-mail).
pub struct InviteContext {
    org_name: String,
    inviter: String,
}

impl InviteContext {
    pub async fn load(me: &CurrentUser) -> Result<Self, ApiError> {
        let org = get_organization(&me.org).await?.map(|o| o.value);
        Ok(Self {
            org_name: org
                .map(|o| o.name)
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| "your organization".into()),
            inviter: display_name(&me.user.first_name, &me.user.last_name, &me.user.email),
        })
    }
}

/// Creates (or renews) the invitation of `email` with a new single-use link valid for 7 days,
/// replacing any earlier link, and e-mails it.
pub async fn send_invitation(
    state: &AppState,
    me: &CurrentUser,
    ctx: &InviteContext,
    email: &Email,
) -> Result<(), ApiError> {
    let token = random_token();
    let now = state.now();
    let expires_at = now + INVITE_DAYS * 86_400;
    let record = InvitationRecord {
        email: email.to_string(),
        org_id: me.org_id().into(),
        invited_by: me.user.id.clone(),
        token_hash: token_hash(&token),
        invited_at: now,
        expires_at,
    };
    fundplan_data::ops::issue_invitation(&me.org, &record, &token).await?;
    let link = state.link(&format!("/invitation?token={token}"));
    state
        .mailer
        .send(&emails::invitation(
            email.as_str(),
            &ctx.inviter,
            &ctx.org_name,
            &link,
        ))
        .await?;
    Ok(())
}

/// Invites people to the organization (owner only): each gets an e-mail with a single-use link
/// valid for 7 days. Inviting an address again replaces its earlier link.
#[utoipa::path(post, path = "/api/v1/users/invite", tag = "team", security(("bearer" = ["owner"])), request_body = InviteRequest,
    responses((status = 200, body = InviteResponse), (status = 403), (status = 422, body = InviteResponse)))]
pub async fn invite(
    State(state): State<AppState>,
    Owner(me): Owner,
    ApiJson(req): ApiJson<InviteRequest>,
) -> ApiResult<Response> {
    if req.emails.iter().all(|e| e.trim().is_empty()) {
        return Ok(refuse(m::EMAILS_REQUIRED));
    }
    if req.emails.len() > MAX_INVITES {
        return Ok(refuse(&format!(
            "You can invite at most {MAX_INVITES} people at once."
        )));
    }
    let mut addresses: Vec<Email> = Vec::new();
    for raw in req.emails.iter().filter(|e| !e.trim().is_empty()) {
        match Email::parse(raw) {
            Ok(e) if !addresses.contains(&e) => addresses.push(e),
            Ok(_) => {}
            Err(_) => {
                return Ok(refuse(&format!(
                    "{} is not a valid email address",
                    raw.trim()
                )));
            }
        }
    }
    let members = fundplan_data::ops::users_of(&me.org).await?;
    if let Some(member) = members
        .iter()
        .find(|u| addresses.iter().any(|a| a.as_str() == u.email))
    {
        return Ok(refuse(&format!(
            "{} is already a member of your team",
            member.email
        )));
    }
    let ctx = InviteContext::load(&me).await?;
    let mut invited = Vec::new();
    for email in addresses {
        send_invitation(&state, &me, &ctx, &email).await?;
        invited.push(email.to_string());
    }
    tracing::info!(org_id = %me.org_id(), count = invited.len(), "invitations sent");
    Ok(Json(InviteResponse {
        status: true,
        data: InviteData::Invited(invited),
        error: None,
    })
    .into_response())
}

#[derive(Serialize, ToSchema)]
pub struct TeamMember {
    /// The user id, or `invite:<email>` for a pending invitation.
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub logo_url: Option<String>,
    /// `owner` or `member`
    pub role: String,
    /// false while the invitation is pending.
    pub invite_accepted: bool,
}

#[derive(Serialize, ToSchema)]
pub struct TeamResponse {
    pub data: Vec<TeamMember>,
}

/// The organization's people: the owner first, then members, then pending invitations.
#[utoipa::path(get, path = "/api/v1/users/team-members", tag = "team", security(("bearer" = [])),
    responses((status = 200, body = TeamResponse), (status = 401)))]
pub async fn team_members(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<Json<TeamResponse>> {
    let mut users = fundplan_data::ops::users_of(&me.org).await?;
    let invites = fundplan_data::ops::invitations_of(&me.org).await?;
    users.sort_by_key(|u| (u.role != "owner", u.created_at));
    let mut data = Vec::new();
    for u in &users {
        data.push(TeamMember {
            id: u.id.clone(),
            first_name: u.first_name.clone(),
            last_name: u.last_name.clone(),
            email: u.email.clone(),
            logo_url: state.image_url(u.avatar_key.as_deref()).await,
            role: u.role.clone(),
            invite_accepted: true,
        });
    }
    for inv in invites {
        if users.iter().any(|u| u.email == inv.email) {
            continue;
        }
        data.push(TeamMember {
            id: format!("invite:{}", inv.email),
            first_name: String::new(),
            last_name: String::new(),
            email: inv.email,
            logo_url: None,
            role: "member".into(),
            invite_accepted: false,
        });
    }
    Ok(Json(TeamResponse { data }))
}

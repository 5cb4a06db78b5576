//! Funders and their people: the operator creates a funder with its first admin's invitation;
//! an invitation link is accepted with the account its address already has, or with a new
//! account that works only for funders.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use fundplan_data::funder::{FunderInviteRecord, JoinFunderError};
use fundplan_data::{FunderMembership, UserRecord, Versioned, token_hash};
use fundplan_domain::DomainError;
use fundplan_domain::account::{Email, check_password, display_name, split_name};
use fundplan_domain::cohort::FunderRole;
use fundplan_domain::error::Checker;
use fundplan_domain::messages as m;
use fundplan_http::funders::Operator;
use fundplan_http::openapi::ErrorBody;
use fundplan_http::session::LiveSession;
use fundplan_http::tokens::{INVITE_DAYS, random_token};
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, PathId, passwords};
use fundplan_ports::Email as Mail;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
pub struct NewFunder {
    /// The funder's name as its grantees know it, e.g. `Harbor Community Foundation`.
    #[serde(default)]
    pub name: String,
    /// The first admin's e-mail address: they get the invitation.
    #[serde(default)]
    pub admin_email: String,
    /// The price of a seat in cents (100 to 10,000,000); absent: set later, and invoices wait
    /// for it (`PUT /operator/funders/{funder_id}/billing`).
    #[serde(default)]
    pub seat_price_cents: Option<i64>,
    /// Where invoices are e-mailed; absent: the first admin's address.
    #[serde(default)]
    pub billing_email: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedFunder {
    pub funder_id: String,
    pub name: String,
    /// Where the invitation was sent.
    pub admin_email: String,
}

/// The invitation e-mail to a funder's staff.
fn invitation_email(to: &str, funder: &str, role: FunderRole, link: &str) -> Mail {
    let what = match role {
        FunderRole::Admin => {
            "As an admin you will set up cohorts, hand out licence codes to the nonprofits you sponsor, and follow their progress where they choose to share it."
        }
        FunderRole::ProgrammeOfficer => {
            "As a programme officer you will follow the progress of the cohorts assigned to you, where the nonprofits choose to share it."
        }
    };
    let p1 = format!(
        "You are invited to join {funder} on fundplan, where the nonprofits it sponsors write their strategic plans for fundraising."
    );
    let p2 = "Accept the invitation to create your account, or sign in if you already have one. The link expires in 7 days.";
    let text = format!("Hello,\n\n{p1}\n\n{what}\n\nAccept the invitation: {link}\n\n{p2}\n");
    let esc = fundplan_http::emails::escape;
    let html = format!(
        "<div style=\"font-family:Helvetica,Arial,sans-serif;max-width:560px;color:#1d2b24\"><p>Hello,</p><p>{}</p><p>{}</p><p><a href=\"{l}\" style=\"display:inline-block;background:#0A9250;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none\">Accept the invitation</a></p><p style=\"color:#66756d;font-size:13px\">{}</p><p style=\"color:#66756d;font-size:13px\">fundplan</p></div>",
        esc(&p1),
        esc(what),
        esc(p2),
        l = esc(link)
    );
    Mail {
        to: to.into(),
        subject: format!("You're invited to {funder} on fundplan"),
        text,
        html: Some(html),
    }
}

/// Creates a funder and e-mails its first admin an invitation (operator only: Premium is sold
/// by contact, so a funder is set up by us, not signed up).
#[utoipa::path(post, path = "/api/v1/operator/funders", tag = "funders", request_body = NewFunder,
    params(("X-Operator-Key" = String, Header, description = "The operator key.")),
    responses(
        (status = 201, body = CreatedFunder),
        (status = 401, body = ErrorBody, description = "no operator key"),
        (status = 403, body = ErrorBody, description = "a wrong operator key, or none configured"),
        (status = 422, body = ErrorBody),
    ))]
pub async fn create_funder(
    State(state): State<AppState>,
    _: Operator,
    ApiJson(req): ApiJson<NewFunder>,
) -> ApiResult<(StatusCode, Json<CreatedFunder>)> {
    let mut c = Checker::new();
    let name = req.name.trim().to_owned();
    if name.is_empty() {
        c.fail("name", m::FIELD_REQUIRED);
    } else if name.chars().count() > 120 {
        c.fail("name", "A funder's name has at most 120 characters.");
    }
    let email = match Email::parse(&req.admin_email) {
        Ok(e) => Some(e),
        Err(_) => {
            c.fail("admin_email", m::INVALID_EMAIL);
            None
        }
    };
    let billing_email =
        crate::billing::check_terms(&mut c, req.seat_price_cents, req.billing_email.as_deref());
    c.finish()?;
    let email = email.expect("checked");
    let now = state.now();
    let funder_id = state.ids.new_id();
    let token = random_token();
    let invite = FunderInviteRecord {
        email: email.to_string(),
        funder_id: funder_id.clone(),
        role: FunderRole::Admin,
        cohorts: Vec::new(),
        invited_by: "operator".into(),
        token_hash: token_hash(&token),
        invited_at: now,
        expires_at: now + INVITE_DAYS * 86_400,
    };
    let funder = fundplan_data::cohort::FunderRecord {
        name: name.clone(),
        created_at: now,
        seat_price_cents: req.seat_price_cents,
        billing_email: Some(billing_email.unwrap_or_else(|| email.to_string())),
        customer_id: None,
    };
    state
        .directory()
        .create_funder(&funder_id, &funder, &invite, &token)
        .await?;
    let link = state.link(&format!("/funder-invitation?token={token}"));
    state
        .mailer
        .send(&invitation_email(
            email.as_str(),
            &name,
            FunderRole::Admin,
            &link,
        ))
        .await?;
    tracing::info!(%funder_id, "funder created by the operator");
    Ok((
        StatusCode::CREATED,
        Json(CreatedFunder {
            funder_id,
            name,
            admin_email: email.to_string(),
        }),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct FunderInvitationView {
    pub email: String,
    pub funder_name: String,
    /// `admin` or `programme_officer`
    pub role: String,
    /// The address already has an account: accept by signing in instead of signing up.
    pub has_account: bool,
}

fn invitation_invalid() -> ApiError {
    ApiError(DomainError::NotFound(m::FUNDER_INVITATION_INVALID.into()))
}

/// What a funder invitation link invites to (public: the token is the secret).
#[utoipa::path(get, path = "/api/v1/funder-invitations/{token}", tag = "funders", params(("token" = String, Path)),
    responses((status = 200, body = FunderInvitationView), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn funder_invitation(
    State(state): State<AppState>,
    PathId(token): PathId,
) -> ApiResult<Json<FunderInvitationView>> {
    let directory = state.directory();
    let (invite, funder) = directory
        .funder_invitation(&token, state.now())
        .await?
        .ok_or_else(invitation_invalid)?;
    let has_account = directory.email_claimed(&invite.email).await?;
    Ok(Json(FunderInvitationView {
        email: invite.email,
        funder_name: funder.name,
        role: invite.role.as_str().into(),
        has_account,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct AcceptFunderInvitation {
    #[serde(default)]
    pub token: String,
}

#[derive(Serialize, ToSchema)]
pub struct JoinedFunder {
    pub funder_id: String,
    pub funder_name: String,
    /// `admin` or `programme_officer`
    pub role: String,
    /// A session token of the account (the new account's first, after a sign-up).
    pub token: String,
}

/// Accepts a funder invitation with the signed-in account (its address must be the invited
/// one). The person keeps their nonprofit, if they have one, and works for the funder too.
#[utoipa::path(post, path = "/api/v1/funder-invitations/accept", tag = "funders", security(("bearer" = [])), request_body = AcceptFunderInvitation,
    responses((status = 200, body = JoinedFunder), (status = 401), (status = 403, body = ErrorBody, description = "the invitation is for another address"), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "already on this funder's staff")))]
pub async fn accept_funder_invitation(
    State(state): State<AppState>,
    LiveSession(session): LiveSession,
    ApiJson(req): ApiJson<AcceptFunderInvitation>,
) -> ApiResult<Json<JoinedFunder>> {
    let now = state.now();
    let directory = state.directory();
    let (invite, funder) = directory
        .funder_invitation(&req.token, now)
        .await?
        .ok_or_else(invitation_invalid)?;
    if invite.email != session.user.email {
        return Err(ApiError(DomainError::Forbidden(format!(
            "This invitation was sent to {}; sign in with that address to accept it.",
            invite.email
        ))));
    }
    let account = Versioned {
        value: session.user.clone(),
        version: session.version,
    };
    let joined = match directory
        .join_funder(&req.token, &invite, &account, now)
        .await
    {
        Ok(u) => u,
        Err(JoinFunderError::AlreadyStaff) => {
            return Err(ApiError(DomainError::Conflict(
                "You are already on this funder's staff.".into(),
            )));
        }
        Err(JoinFunderError::InvitationGone | JoinFunderError::AccountChanged) => {
            return Err(invitation_invalid());
        }
        Err(JoinFunderError::Store(e)) => return Err(e.into()),
    };
    tracing::info!(user_id = %joined.id, funder_id = %invite.funder_id, "funder invitation accepted by an existing account");
    Ok(Json(JoinedFunder {
        funder_id: invite.funder_id,
        funder_name: funder.name,
        role: invite.role.as_str().into(),
        token: state.keys.issue(&joined, now)?,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct FunderSignUp {
    #[serde(default)]
    pub token: String,
    /// First and last name.
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub password_confirmation: String,
}

/// Accepts a funder invitation with a new account (the address has none): the account works
/// for the funder only; its address is confirmed by the link. Answers a session.
#[utoipa::path(post, path = "/api/v1/funder-invitations/sign-up", tag = "funders", request_body = FunderSignUp,
    responses((status = 201, body = JoinedFunder), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "invalid input, or the address has an account (sign in and accept instead)")))]
pub async fn sign_up_funder_staff(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<FunderSignUp>,
) -> ApiResult<(StatusCode, Json<JoinedFunder>)> {
    let mut c = Checker::new();
    let (first, last) = split_name(&req.name);
    if first.is_empty() {
        c.fail("name", m::FIELD_REQUIRED);
    } else if last.is_empty() {
        c.fail("name", m::FIRST_AND_LAST_NAME);
    }
    check_password(&mut c, "password", &req.password);
    if !c.has("password") {
        c.check(
            req.password == req.password_confirmation,
            "password_confirmation",
            m::PASSWORDS_MUST_MATCH,
        );
    }
    c.finish()?;
    let now = state.now();
    let directory = state.directory();
    let (invite, funder) = directory
        .funder_invitation(&req.token, now)
        .await?
        .ok_or_else(invitation_invalid)?;
    if directory.email_claimed(&invite.email).await? {
        return Err(DomainError::field("email", m::EMAIL_TAKEN).into());
    }
    let hash = passwords::hash(req.password.clone())
        .await
        .map_err(ApiError::internal)?;
    let user = UserRecord {
        id: state.ids.new_id(),
        // A partition of the person's own: they belong to no nonprofit.
        org_id: state.ids.new_id(),
        email: invite.email.clone(),
        first_name: first,
        last_name: last,
        role: String::new(),
        password_hash: hash,
        confirmed: true,
        token_version: 1,
        created_at: now,
        funders: vec![FunderMembership {
            funder_id: invite.funder_id.clone(),
            role: invite.role,
        }],
        ..Default::default()
    };
    let joined = match directory
        .sign_up_funder_staff(&req.token, &invite, &user, now)
        .await
    {
        Ok(u) => u,
        Err(JoinFunderError::AccountChanged) => {
            return Err(DomainError::field("email", m::EMAIL_TAKEN).into());
        }
        Err(JoinFunderError::InvitationGone | JoinFunderError::AlreadyStaff) => {
            return Err(invitation_invalid());
        }
        Err(JoinFunderError::Store(e)) => return Err(e.into()),
    };
    tracing::info!(user_id = %joined.id, funder_id = %invite.funder_id, "funder staff signed up");
    Ok((
        StatusCode::CREATED,
        Json(JoinedFunder {
            funder_id: invite.funder_id,
            funder_name: funder.name,
            role: invite.role.as_str().into(),
            token: state.keys.issue(&joined, now)?,
        }),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct MyFunder {
    pub id: String,
    pub name: String,
    /// `admin` or `programme_officer`
    pub role: String,
}

#[derive(Serialize, ToSchema)]
pub struct MyFunders {
    pub funders: Vec<MyFunder>,
    /// Whether the person also belongs to a nonprofit (its home is the plan).
    pub has_organization: bool,
    pub name: String,
}

/// The funders the signed-in person works for, for the app to show each of their homes.
#[utoipa::path(get, path = "/api/v1/me/funders", tag = "funders", security(("bearer" = [])),
    responses((status = 200, body = MyFunders), (status = 401)))]
pub async fn my_funders(
    State(state): State<AppState>,
    LiveSession(session): LiveSession,
) -> ApiResult<Json<MyFunders>> {
    let user = &session.user;
    let ids: Vec<&str> = user.funders.iter().map(|f| f.funder_id.as_str()).collect();
    let records = state.directory().funders(&ids).await?;
    let funders = user
        .funders
        .iter()
        .zip(records)
        .filter_map(|(membership, record)| {
            record.map(|f| MyFunder {
                id: membership.funder_id.clone(),
                name: f.name,
                role: membership.role.as_str().into(),
            })
        })
        .collect();
    Ok(Json(MyFunders {
        funders,
        has_organization: fundplan_domain::account::Role::parse(&user.role).is_some(),
        name: display_name(&user.first_name, &user.last_name, &user.email),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct StaffInvite {
    #[serde(default)]
    pub email: String,
    /// `admin` or `programme_officer`
    #[serde(default)]
    pub role: String,
    /// The cohorts a programme officer follows (ids of this funder's cohorts).
    #[serde(default)]
    pub cohorts: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct StaffMember {
    pub user_id: String,
    pub name: String,
    pub email: String,
    /// `admin` or `programme_officer`
    pub role: String,
    pub cohorts: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct PendingStaff {
    pub email: String,
    pub role: String,
    pub cohorts: Vec<String>,
    /// `YYYY-MM-DD`: when the link stops working.
    pub expires_on: String,
}

#[derive(Serialize, ToSchema)]
pub struct StaffList {
    pub staff: Vec<StaffMember>,
    pub invitations: Vec<PendingStaff>,
}

async fn staff_list(funder: &fundplan_data::funder::FunderScope) -> ApiResult<StaffList> {
    let (staff, invitations) = tokio::try_join!(funder.staff(), funder.invitations())?;
    Ok(StaffList {
        staff: staff
            .into_iter()
            .map(|s| StaffMember {
                name: display_name(&s.first_name, &s.last_name, &s.email),
                user_id: s.user_id,
                email: s.email,
                role: s.role.as_str().into(),
                cohorts: s.cohorts,
            })
            .collect(),
        invitations: invitations
            .into_iter()
            .map(|i| PendingStaff {
                email: i.email,
                role: i.role.as_str().into(),
                cohorts: i.cohorts,
                expires_on: fundplan_domain::subscription::iso_date(i.expires_at),
            })
            .collect(),
    })
}

/// The funder's people and pending invitations (admin only).
#[utoipa::path(get, path = "/api/v1/funders/{funder_id}/staff", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path)),
    responses((status = 200, body = StaffList), (status = 401), (status = 403, body = ErrorBody)))]
pub async fn list_staff(
    fundplan_http::funders::FunderAdmin(admin): fundplan_http::funders::FunderAdmin,
) -> ApiResult<Json<StaffList>> {
    Ok(Json(staff_list(&admin.funder).await?))
}

/// Invites a person to the funder's staff by e-mail (admin only): an admin, or a programme
/// officer who follows the cohorts named. Inviting an address again replaces its link.
#[utoipa::path(post, path = "/api/v1/funders/{funder_id}/staff", tag = "funders", security(("bearer" = [])),
    params(("funder_id" = String, Path)), request_body = StaffInvite,
    responses((status = 200, body = StaffList), (status = 401), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "already on the staff"), (status = 422, body = ErrorBody)))]
pub async fn invite_staff(
    State(state): State<AppState>,
    fundplan_http::funders::FunderAdmin(admin): fundplan_http::funders::FunderAdmin,
    ApiJson(req): ApiJson<StaffInvite>,
) -> ApiResult<Json<StaffList>> {
    let mut c = Checker::new();
    let email = match Email::parse(&req.email) {
        Ok(e) => Some(e),
        Err(_) => {
            c.fail("email", m::INVALID_EMAIL);
            None
        }
    };
    let role = FunderRole::parse(&req.role);
    if role.is_none() {
        c.fail("role", "Choose admin or programme officer.");
    }
    let funder = &admin.funder;
    let known: Vec<String> = funder
        .cohorts()
        .await?
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    if req.cohorts.iter().any(|id| !known.contains(id)) {
        c.fail("cohorts", "Choose cohorts of this funder.");
    }
    c.finish()?;
    let (email, role) = (email.expect("checked"), role.expect("checked"));
    if funder
        .staff()
        .await?
        .iter()
        .any(|s| s.email == email.as_str())
    {
        return Err(ApiError(DomainError::Conflict(
            "This person is already on your staff.".into(),
        )));
    }
    let now = state.now();
    let token = random_token();
    let invite = FunderInviteRecord {
        email: email.to_string(),
        funder_id: funder.funder_id().to_owned(),
        role,
        cohorts: if role == FunderRole::Admin {
            Vec::new()
        } else {
            req.cohorts.clone()
        },
        invited_by: admin.user.id.clone(),
        token_hash: token_hash(&token),
        invited_at: now,
        expires_at: now + INVITE_DAYS * 86_400,
    };
    funder.invite(&invite, &token).await?;
    let name = funder.funder().await?.map(|f| f.name).unwrap_or_default();
    let link = state.link(&format!("/funder-invitation?token={token}"));
    state
        .mailer
        .send(&invitation_email(email.as_str(), &name, role, &link))
        .await?;
    Ok(Json(staff_list(funder).await?))
}

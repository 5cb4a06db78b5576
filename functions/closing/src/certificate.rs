//! Module 15's certificate (`GET /certificate`; DECISIONS "Certificate"): the organization, its
//! three-year goal and team, and whether every page of every module not skipped is complete;
//! before that, the pages left with their links. The completion date is recorded the first time
//! the plan is seen complete, and kept.

use crate::common::{overflow, plan};
use axum::Json;
use axum::extract::State;
use fundplan_data::Plan;
use fundplan_data::versions::reach_certificate;
use fundplan_domain::budget::Dollars;
use fundplan_domain::certificate::long_date;
use fundplan_http::{ApiResult, AppState, CurrentUser};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct CertificateTeamMember {
    /// First and last name.
    pub name: String,
    /// The member's position, else "Owner" or "Team Member".
    pub role: String,
}

/// A page still to complete.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct RemainingPage {
    pub path: String,
    pub name: String,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct Certificate {
    pub organization_name: String,
    /// A short-lived link to the logo.
    pub logo_url: Option<String>,
    pub completed: bool,
    /// e.g. "November 23, 2026"; null until completed.
    pub completed_on: Option<String>,
    /// The rounded three-year goal, dollars.
    #[schema(value_type = f64)]
    pub total_fundraising_goal_3y: Dollars,
    /// Owner first, then members in the order they joined (pending invitations are not listed).
    pub team: Vec<CertificateTeamMember>,
    /// The pages left, in plan order (empty once completed).
    pub remaining: Vec<RemainingPage>,
}

/// The pages of the plan not yet complete, for this plan.
pub fn pages_left(p: &Plan) -> Vec<RemainingPage> {
    p.remaining_pages()
        .into_iter()
        .map(|(path, name)| RemainingPage { path, name })
        .collect()
}

/// The certificate, or what is left before it.
#[utoipa::path(get, path = "/api/v1/certificate", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = Certificate), (status = 401)))]
pub async fn get_certificate(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<Json<Certificate>> {
    let p = plan(&me.org).await?;
    let left = pages_left(&p);
    let completed = left.is_empty();
    let completed_on = if !completed {
        None
    } else {
        let at = match p.flags.value.certificate_completed_at {
            Some(at) => at,
            None => reach_certificate(&me.org, state.blobs.as_ref(), state.now()).await?,
        };
        Some(long_date(at))
    };
    let org = p.org();
    Ok(Json(Certificate {
        organization_name: org.map(|o| o.name.clone()).unwrap_or_default(),
        logo_url: state
            .image_url(org.and_then(|o| o.logo_key.as_deref()))
            .await,
        completed,
        completed_on,
        total_fundraising_goal_3y: Dollars(p.rounded_goal().map_err(overflow)?),
        team: p
            .team
            .iter()
            .map(|t| CertificateTeamMember {
                name: t.name.clone(),
                role: t.role.clone(),
            })
            .collect(),
        remaining: left,
    }))
}

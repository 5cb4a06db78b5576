//! The Fundraising Resources status (`GET /fundraising-collateral-status`, spec file 3 §3;
//! DECISIONS "Collateral cards and tabs", "Item status"): each of the 25 cards Complete or not,
//! from the plan (`fundplan_domain::collateral`).

use crate::common::plan;
use axum::Json;
use fundplan_domain::collateral::statuses;
use fundplan_domain::policies::Group;
use fundplan_http::{ApiResult, CurrentUser};
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema, Debug, Clone, Copy, PartialEq)]
pub struct CardStatus {
    pub completed: bool,
}

/// Card title → status, for the 25 cards.
#[derive(Serialize, ToSchema, Debug)]
pub struct CollateralStatus {
    #[schema(value_type = HashMap<String, CardStatus>)]
    pub fundraising_collateral_status: BTreeMap<&'static str, CardStatus>,
}

/// Whether each card is Complete.
#[utoipa::path(get, path = "/api/v1/fundraising-collateral-status", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = CollateralStatus), (status = 401)))]
pub async fn get_collateral_status(me: CurrentUser) -> ApiResult<Json<CollateralStatus>> {
    let p = plan(&me.org).await?;
    let foundational = !p.selected_policies(Group::Foundational).is_empty();
    let status = statuses(&|path| p.completed(path), foundational)
        .into_iter()
        .map(|(title, completed)| (title, CardStatus { completed }))
        .collect();
    Ok(Json(CollateralStatus {
        fundraising_collateral_status: status,
    }))
}

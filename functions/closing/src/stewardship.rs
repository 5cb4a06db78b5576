//! The donor benefit chart (`/stewardships`, spec file 3 §3, §5, §7): benefit rows against the
//! six gift-level columns. A plan that never saved a chart answers the default rows (ids null);
//! the chart is one versioned item, replaced whole over the version it was read at.

use crate::common::{overflow, plan, write_error};
use crate::prospects::dollar_keys;
use axum::Json;
use axum::extract::State;
use fundplan_data::Plan;
use fundplan_data::closing::{BenefitEntry, StewardshipRecord};
use fundplan_data::ops::{delete_benefit, save_stewardship};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::stewardship::{check_count, clean_name, column_index};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// A benefit's check per gift-level column.
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq)]
pub struct BenefitChecks {
    #[serde(rename = "1000000")]
    pub level_1000000: bool,
    #[serde(rename = "500000")]
    pub level_500000: bool,
    #[serde(rename = "250000")]
    pub level_250000: bool,
    #[serde(rename = "100000")]
    pub level_100000: bool,
    #[serde(rename = "25000")]
    pub level_25000: bool,
    #[serde(rename = "Various (<$25k)")]
    pub various: bool,
}

impl From<[bool; 6]> for BenefitChecks {
    fn from(c: [bool; 6]) -> Self {
        BenefitChecks {
            level_1000000: c[0],
            level_500000: c[1],
            level_250000: c[2],
            level_100000: c[3],
            level_25000: c[4],
            various: c[5],
        }
    }
}

#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct BenefitView {
    pub benefit_name: String,
    pub prospect: BenefitChecks,
}

/// One row of the chart.
#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct Stewardship {
    /// Null for a default row of a chart never saved.
    pub id: Option<String>,
    pub benefit: BenefitView,
}

/// The chart with the goal, ratio and names of the pyramid.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Stewardships {
    /// The rounded three-year goal, dollars.
    pub total_fundraising_goal: i64,
    pub prospect_ratio: i64,
    /// Gift level in dollars → names.
    pub prospect_names: BTreeMap<String, Vec<String>>,
    pub stewardships: Vec<Stewardship>,
    /// 0 while the chart was never saved.
    pub version: u64,
}

fn view(p: &Plan) -> ApiResult<Stewardships> {
    Ok(Stewardships {
        total_fundraising_goal: p.rounded_goal().map_err(overflow)? / 100,
        prospect_ratio: p.prospects.value.ratio().prospects_per_gift(),
        prospect_names: dollar_keys(&p.prospects.value),
        stewardships: p
            .stewardship_rows()
            .into_iter()
            .map(|r| Stewardship {
                id: r.id,
                benefit: BenefitView {
                    benefit_name: r.benefit.name,
                    prospect: r.benefit.checks.into(),
                },
            })
            .collect(),
        version: p.stewardship.version,
    })
}

/// A benefit as sent.
#[derive(Deserialize, ToSchema, Debug)]
pub struct BenefitInput {
    #[serde(default)]
    pub benefit_name: String,
    /// Column key ("1000000" … "25000", "Various (<$25k)") → checked; a column not sent is
    /// unchecked.
    #[serde(default)]
    #[schema(value_type = HashMap<String, bool>)]
    pub prospect: BTreeMap<String, bool>,
}

/// A row as sent: without `id` (or null) it is new.
#[derive(Deserialize, ToSchema, Debug)]
pub struct StewardshipInput {
    #[serde(default)]
    pub id: Option<String>,
    pub benefit: BenefitInput,
}

/// The whole chart, replacing the stored one (rows in this order).
#[derive(Deserialize, ToSchema, Debug)]
pub struct SaveStewardships {
    pub stewardships: Vec<StewardshipInput>,
    /// The version the chart was read at; absent or 0 for a chart never saved.
    #[serde(default)]
    pub version: Option<u64>,
}

/// The organization's benefit chart (the default rows while never saved).
#[utoipa::path(get, path = "/api/v1/stewardships", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = Stewardships), (status = 401)))]
pub async fn get_stewardships(me: CurrentUser) -> ApiResult<Json<Stewardships>> {
    let p = plan(&me.org).await?;
    Ok(Json(view(&p)?))
}

/// Replaces the chart: 422 for a blank name ("Please fill in all benefit names before saving"),
/// a name over 200 characters, more than 50 rows or an unknown column; 404 for an id that is not
/// stored; 409 for a stale version.
#[utoipa::path(post, path = "/api/v1/stewardships", tag = "closing", security(("bearer" = [])),
    request_body = SaveStewardships,
    responses((status = 200, body = Stewardships), (status = 401), (status = 404), (status = 409), (status = 422)))]
pub async fn post_stewardships(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveStewardships>,
) -> ApiResult<Json<Stewardships>> {
    check_count(body.stewardships.len())?;
    let mut checked = Vec::with_capacity(body.stewardships.len());
    for row in &body.stewardships {
        let name = clean_name(&row.benefit.benefit_name)?;
        let mut checks = [false; 6];
        for (key, on) in &row.benefit.prospect {
            let i = column_index(key.trim())
                .ok_or_else(|| DomainError::field("prospect", m::BENEFIT_LEVEL_UNKNOWN))?;
            checks[i] = *on;
        }
        checked.push((row.id.clone().filter(|id| !id.is_empty()), name, checks));
    }
    let stored = plan(&me.org).await?;
    let expected = body.version.unwrap_or(0);
    if expected != stored.stewardship.version {
        // A stale save of exactly the stored chart (a retry) is no conflict: nothing is written.
        let rows = &stored.stewardship.value.rows;
        let same = stored.stewardship.version > 0
            && checked.len() == rows.len()
            && checked.iter().zip(rows).all(|((id, name, checks), r)| {
                *name == r.name && *checks == r.checks && id.as_ref().is_none_or(|id| *id == r.id)
            });
        if same {
            return Ok(Json(view(&stored)?));
        }
        return Err(ApiError(DomainError::Conflict(
            m::STEWARDSHIP_CHANGED.into(),
        )));
    }
    let mut seen = Vec::new();
    let mut rows = Vec::with_capacity(checked.len());
    for (id, name, checks) in checked {
        let id = match id {
            Some(id) => {
                if !stored.stewardship.value.rows.iter().any(|r| r.id == id) {
                    return Err(ApiError(DomainError::NotFound(m::BENEFIT_NOT_FOUND.into())));
                }
                if seen.contains(&id) {
                    return Err(DomainError::field("stewardships", m::BENEFIT_LISTED_TWICE).into());
                }
                seen.push(id.clone());
                id
            }
            None => state.ids.new_id(),
        };
        rows.push(BenefitEntry { id, name, checks });
    }
    let saved = save_stewardship(&me.org, &StewardshipRecord { rows }, Some(expected))
        .await
        .map_err(|e| write_error(e, m::STEWARDSHIP_CHANGED, m::BENEFIT_NOT_FOUND))?;
    let mut p = stored;
    p.stewardship = saved;
    Ok(Json(view(&p)?))
}

/// Deletes one benefit row; 404 when it is not stored (a default row has no id).
#[utoipa::path(delete, path = "/api/v1/stewardships/{id}", tag = "closing", security(("bearer" = [])),
    params(("id" = String, Path, description = "The benefit row's id")),
    responses((status = 200, body = Stewardships), (status = 401), (status = 404)))]
pub async fn delete_stewardship(
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<Stewardships>> {
    let left = delete_benefit(&me.org, &id)
        .await
        .map_err(|e| write_error(e, m::STEWARDSHIP_CHANGED, m::BENEFIT_NOT_FOUND))?;
    let mut p = plan(&me.org).await?;
    p.stewardship = left;
    Ok(Json(view(&p)?))
}

//! The donor benefit chart (`/stewardships`, spec file 3 §3, §5, §7; issue 17 §2): benefit rows
//! against the columns of the plan's gift chart (its levels, then its base row). A plan that never
//! saved a chart answers the default rows (ids null); the chart is one versioned item, replaced
//! whole over the version it was read at. Each benefit stores its ticks as gift amounts, so a
//! chart that changes moves each tick to its nearest level and loses none.

use crate::common::{overflow, plan, write_error};
use crate::prospects::dollar_keys;
use axum::Json;
use axum::extract::State;
use fundplan_data::Plan;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::{BenefitEntry, StewardshipRecord};
use fundplan_data::ops::{delete_benefit, save_stewardship};
use fundplan_domain::DomainError;
use fundplan_domain::messages as m;
use fundplan_domain::stewardship::{check_count, clean_name, sorted_ticks, tick_of_key};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// A column of the chart: a level of the gift chart, or its base row (the last).
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq)]
pub struct StewardshipColumn {
    /// The benefit's `prospect` map key: the level's gift in whole dollars ("250000"), or the
    /// base row's label ("Various (<$25,000)").
    pub key: String,
    /// The heading: "$250,000", or the base row's label.
    pub label: String,
}

#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct BenefitView {
    pub benefit_name: String,
    /// Column key → checked, one entry per column.
    #[schema(value_type = HashMap<String, bool>)]
    pub prospect: BTreeMap<String, bool>,
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
    /// The columns, left to right: the gift chart's levels top down, then its base row.
    pub columns: Vec<StewardshipColumn>,
    pub stewardships: Vec<Stewardship>,
    /// 0 while the chart was never saved.
    pub version: u64,
}

fn view(p: &Plan) -> ApiResult<Stewardships> {
    let chart = p.stewardship().map_err(overflow)?;
    Ok(Stewardships {
        total_fundraising_goal: p.rounded_goal().map_err(overflow)? / 100,
        prospect_ratio: p.prospects.value.ratio().prospects_per_gift(),
        prospect_names: dollar_keys(&p.prospects.value),
        stewardships: chart
            .rows
            .into_iter()
            .map(|r| Stewardship {
                id: r.id,
                benefit: BenefitView {
                    benefit_name: r.name,
                    prospect: chart
                        .columns
                        .iter()
                        .zip(r.checks)
                        .map(|(c, on)| (c.key.clone(), on))
                        .collect(),
                },
            })
            .collect(),
        columns: chart
            .columns
            .into_iter()
            .map(|c| StewardshipColumn {
                key: c.key,
                label: c.label,
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
    /// Column key → checked; a column not sent is unchecked. A key is a level's gift in whole
    /// dollars ($1 to $100,000,000; a level of a chart read before it changed lands on the
    /// nearest level) or the base row's ("Various …").
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
/// a name over 200 characters, more than 50 rows or a key that is no gift amount nor the base row; 404 for an id that is not
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
        let mut ticks = Vec::new();
        for (key, on) in &row.benefit.prospect {
            let tick = tick_of_key(key)
                .ok_or_else(|| DomainError::field("prospect", m::BENEFIT_LEVEL_UNKNOWN))?;
            if *on {
                ticks.push(tick);
            }
        }
        checked.push((
            row.id.clone().filter(|id| !id.is_empty()),
            name,
            sorted_ticks(ticks),
        ));
    }
    let stored = plan(&me.org).await?;
    let expected = body.version.unwrap_or(0);
    if expected != stored.stewardship.version {
        // A stale save of exactly the stored chart (a retry) is no conflict: nothing is written.
        let rows = &stored.stewardship.value.rows;
        let same = stored.stewardship.version > 0
            && checked.len() == rows.len()
            && checked.iter().zip(rows).all(|((id, name, ticks), r)| {
                *name == r.name && *ticks == r.ticks && id.as_ref().is_none_or(|id| *id == r.id)
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
    for (id, name, ticks) in checked {
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
        rows.push(BenefitEntry { id, name, ticks });
    }
    let saved = save_stewardship(&me.org, &StewardshipRecord { rows }, Some(expected))
        .await
        .map_err(|e| write_error(e, m::STEWARDSHIP_CHANGED, m::BENEFIT_NOT_FOUND))?;
    let mut p = stored;
    p.stewardship = saved;
    me.note(
        &state,
        Activity::on(ActivityKind::Table, "stewardship.recognition"),
    )
    .await;
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

//! The prospect ratio and the names typed per gift level (`/prospects`, spec file 3 §7): one
//! record (`PLAN#PROSPECTS`), autosaved by the gift pyramid's page, its names checked against the
//! levels of the plan's gift chart.

use crate::common::{overflow, plan, write_error};
use axum::Json;
use axum::extract::State;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::ProspectsRecord;
use fundplan_data::ops::save_prospects;
use fundplan_domain::DomainError;
use fundplan_domain::gift_chart::Chart;
use fundplan_domain::messages as m;
use fundplan_domain::pyramid::ProspectRatio;
use fundplan_domain::words;
use fundplan_http::AppState;
use fundplan_http::{ApiJson, ApiResult, CurrentUser};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::ToSchema;

pub use fundplan_domain::feasibility::{
    MAX_PROSPECT_NAME_CHARS as MAX_NAME_CHARS, MAX_PROSPECT_NAMES_PER_LEVEL as MAX_NAMES_PER_LEVEL,
};
/// Bytes of every name together (the item stays far below the store's 400 KB).
pub const MAX_NAMES_BYTES: usize = 200_000;

/// The prospect ratio and the names typed per level.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Prospects {
    /// Prospects per gift: 5 (Low maturity), 4 (Average) or 3 (High, the default).
    pub prospect_ratio: i64,
    /// Gift level in whole dollars ("250000") → names in box order ("" keeps an empty box).
    pub prospect_names: BTreeMap<String, Vec<String>>,
    /// 0 while never saved.
    pub version: u64,
}

/// The ratio and names to store.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SaveProspects {
    /// 5, 4 or 3 (also as text, "4" or "4:1"); missing is refused with the ratio's message.
    #[serde(default)]
    #[schema(value_type = i64)]
    pub prospect_ratio: Value,
    /// Gift level in dollars → names; absent keeps the stored names. Names are trimmed.
    #[serde(default)]
    #[schema(value_type = Option<HashMap<String, Vec<String>>>)]
    pub prospect_names: Option<BTreeMap<String, Vec<Option<String>>>>,
    /// When given, the save is refused (409) if the names changed since this version.
    #[serde(default)]
    pub version: Option<u64>,
}

fn prospects_view(p: &ProspectsRecord, version: u64) -> Prospects {
    Prospects {
        prospect_ratio: p.ratio().prospects_per_gift(),
        prospect_names: dollar_keys(p),
        version,
    }
}

/// The stored names with their levels in whole dollars, top level first in the map's order.
pub fn dollar_keys(p: &ProspectsRecord) -> BTreeMap<String, Vec<String>> {
    p.by_level()
        .into_iter()
        .map(|(cents, names)| ((cents / 100).to_string(), names))
        .collect()
}

/// The ratio of a request: 5, 4 or 3 as a number or text ("4", "4:1"); else 422.
pub fn parse_ratio(v: &Value) -> Result<ProspectRatio, DomainError> {
    let n = match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => {
            let s = s.trim();
            let s = s.strip_suffix(":1").unwrap_or(s);
            s.trim().parse::<i64>().ok()
        }
        _ => None,
    };
    n.and_then(ProspectRatio::from_prospects_per_gift)
        .ok_or_else(|| DomainError::field("prospectRatio", m::PROSPECT_RATIO_INVALID))
}

/// The level (cents) of a gift amount in dollars, if it is one of the chart's levels.
pub(crate) fn level_of_dollars(chart: &Chart, dollars: i64) -> Option<i64> {
    chart
        .rows
        .iter()
        .map(|r| r.amount_cents)
        .find(|l| Some(*l) == dollars.checked_mul(100))
}

/// Names as stored: trimmed, a null is an empty box; refused when one is over 120 characters or
/// a level holds more than 500.
pub(crate) fn clean_names(names: Vec<Option<String>>) -> Result<Vec<String>, DomainError> {
    if names.len() > MAX_NAMES_PER_LEVEL {
        return Err(DomainError::field("prospectNames", m::PROSPECT_NAMES_MAX));
    }
    names
        .into_iter()
        .map(|n| {
            let n = n.unwrap_or_default();
            let n = n.trim_matches(words::is_space);
            if n.chars().count() > MAX_NAME_CHARS {
                return Err(DomainError::field(
                    "prospectNames",
                    m::PROSPECT_NAME_TOO_LONG,
                ));
            }
            Ok(n.to_string())
        })
        .collect()
}

/// Names by level (dollar keys) as stored (cent keys), checked against the chart's levels.
fn names_by_level(
    chart: &Chart,
    given: BTreeMap<String, Vec<Option<String>>>,
) -> Result<BTreeMap<String, Vec<String>>, DomainError> {
    let mut out = BTreeMap::new();
    for (key, names) in given {
        let level = key
            .trim()
            .parse::<i64>()
            .ok()
            .and_then(|d| level_of_dollars(chart, d))
            .ok_or_else(|| DomainError::field("prospectNames", m::PROSPECT_LEVEL_UNKNOWN))?;
        out.insert(level.to_string(), clean_names(names)?);
    }
    check_size(&out)?;
    Ok(out)
}

pub(crate) fn check_size(names: &BTreeMap<String, Vec<String>>) -> Result<(), DomainError> {
    let bytes: usize = names.values().flatten().map(|n| n.len() + 3).sum();
    if bytes > MAX_NAMES_BYTES {
        return Err(DomainError::field(
            "prospectNames",
            m::PROSPECT_NAMES_TOO_LARGE,
        ));
    }
    Ok(())
}

/// The prospect ratio and names.
#[utoipa::path(get, path = "/api/v1/prospects", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = Prospects), (status = 401)))]
pub async fn get_prospects(me: CurrentUser) -> ApiResult<Json<Prospects>> {
    let p = plan(&me.org).await?;
    Ok(Json(prospects_view(
        &p.prospects.value,
        p.prospects.version,
    )))
}

/// Saves the ratio (and the names, when given): 422 for a ratio that is not 5, 4 or 3, a level
/// that is no gift level, a name over 120 characters or more than 500 names at a level; 409 for
/// a stale `version`.
#[utoipa::path(post, path = "/api/v1/prospects", tag = "closing", security(("bearer" = [])),
    request_body = SaveProspects,
    responses((status = 200, body = Prospects), (status = 401), (status = 409), (status = 422)))]
pub async fn post_prospects(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveProspects>,
) -> ApiResult<Json<Prospects>> {
    let ratio = parse_ratio(&body.prospect_ratio)?;
    let p = plan(&me.org).await?;
    let chart = p.gift_chart().map_err(overflow)?;
    let names = body
        .prospect_names
        .map(|n| names_by_level(&chart, n))
        .transpose()?;
    let stored = p.prospects;
    if let Some(v) = body.version
        && v != stored.version
    {
        return Err(fundplan_http::ApiError(DomainError::Conflict(
            m::PROSPECTS_CHANGED.into(),
        )));
    }
    let record = ProspectsRecord {
        ratio: ratio.prospects_per_gift(),
        names: names.unwrap_or(stored.value.names),
    };
    let saved = save_prospects(&me.org, &record, body.version)
        .await
        .map_err(|e| write_error(e, m::PROSPECTS_CHANGED, m::NOT_FOUND))?;
    me.note(&state, Activity::on(ActivityKind::Table, "pyramid.chart"))
        .await;
    Ok(Json(prospects_view(&saved.value, saved.version)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::gift_chart;
    use serde_json::json;

    #[test]
    fn ratios_are_5_4_or_3_as_numbers_or_text() {
        for ok in [json!(3), json!(4), json!(5), json!("4"), json!(" 5:1 ")] {
            assert!(parse_ratio(&ok).is_ok(), "{ok}");
        }
        for bad in [
            json!(2),
            json!(0),
            json!("abc"),
            json!(4.5),
            json!(null),
            json!([4]),
        ] {
            assert!(parse_ratio(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names_are_taken_only_for_the_charts_levels() {
        let chart = gift_chart::standard_chart(350_000_000, 20);
        assert_eq!(level_of_dollars(&chart, 250_000), Some(25_000_000));
        assert_eq!(level_of_dollars(&chart, 5_000_000), None);
        assert_eq!(level_of_dollars(&chart, i64::MAX), None);
    }
}

//! The prospect ratio and the gift pyramid (`/prospects`, `/gift-pyramid`, spec file 3 §7;
//! DECISIONS "Gift pyramid"). The pyramid is computed from the plan on every read (the rounded
//! three-year goal from the budget, the ratio and names from `PLAN#PROSPECTS`) by
//! `fundplan_domain::pyramid`, which the documents and the Excel export read too; only the ratio
//! and the prospect names are stored.

use crate::common::{overflow, plan, write_error};
use axum::Json;
use fundplan_data::Plan;
use fundplan_data::closing::ProspectsRecord;
use fundplan_data::ops::{count_pyramid_download, save_prospect_names, save_prospects};
use fundplan_domain::DomainError;
use fundplan_domain::feasibility::checks;
use fundplan_domain::messages as m;
use fundplan_domain::pyramid::{LEVELS, ProspectRatio, Pyramid, VARIOUS_LABEL};
use fundplan_domain::words;
use fundplan_http::{ApiJson, ApiResult, CurrentUser};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::ToSchema;

pub use fundplan_domain::feasibility::{
    MAX_PROSPECT_NAME_CHARS as MAX_NAME_CHARS, MAX_PROSPECT_NAMES_PER_LEVEL as MAX_NAMES_PER_LEVEL,
};
/// Bytes of every name together (the item stays far below the store's 400 KB).
pub const MAX_NAMES_BYTES: usize = 200_000;
/// The label of the pyramid's total row.
pub const GRAND_TOTAL: &str = "Grand Total";

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

/// The level (cents) of a gift amount in dollars, if it is one of the pyramid's levels.
fn level_of_dollars(dollars: i64) -> Option<i64> {
    LEVELS.iter().copied().find(|l| *l == dollars * 100)
}

/// Names as stored: trimmed, a null is an empty box; refused when one is over 120 characters or
/// a level holds more than 500.
fn clean_names(names: Vec<Option<String>>) -> Result<Vec<String>, DomainError> {
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

/// Names by level (dollar keys) as stored (cent keys), checked.
fn names_by_level(
    given: BTreeMap<String, Vec<Option<String>>>,
) -> Result<BTreeMap<String, Vec<String>>, DomainError> {
    let mut out = BTreeMap::new();
    for (key, names) in given {
        let level = key
            .trim()
            .parse::<i64>()
            .ok()
            .and_then(level_of_dollars)
            .ok_or_else(|| DomainError::field("prospectNames", m::PROSPECT_LEVEL_UNKNOWN))?;
        out.insert(level.to_string(), clean_names(names)?);
    }
    check_size(&out)?;
    Ok(out)
}

fn check_size(names: &BTreeMap<String, Vec<String>>) -> Result<(), DomainError> {
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
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveProspects>,
) -> ApiResult<Json<Prospects>> {
    let ratio = parse_ratio(&body.prospect_ratio)?;
    let names = body.prospect_names.map(names_by_level).transpose()?;
    let stored = plan(&me.org).await?.prospects;
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
    Ok(Json(prospects_view(&saved.value, saved.version)))
}

/// A gift amount, gift count or prospect count: a number, or a label ("Various (<$25k)",
/// "Grand Total", "Many", "-").
#[derive(Serialize, Deserialize, ToSchema, Clone, Debug, PartialEq)]
#[serde(untagged)]
pub enum NumberOrLabel {
    Number(i64),
    Label(String),
}

/// The names typed for a level's prospects, one per box: `{"0": name, "1": name, …}` in box
/// order ("" for an empty box).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NameBoxes(pub Vec<String>);

impl Serialize for NameBoxes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (i, n) in self.0.iter().enumerate() {
            map.serialize_entry(&i.to_string(), n)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for NameBoxes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = NameBoxes;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of box number to name, or a list of names")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<NameBoxes, A::Error> {
                let mut boxes: Vec<(usize, String)> = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, Option<String>>()? {
                    let i = k
                        .trim()
                        .parse::<usize>()
                        .map_err(|_| serde::de::Error::custom("box numbers are 0, 1, 2, …"))?;
                    if i >= MAX_NAMES_PER_LEVEL {
                        return Err(serde::de::Error::custom(m::PROSPECT_NAMES_MAX));
                    }
                    boxes.push((i, v.unwrap_or_default()));
                }
                let len = boxes.iter().map(|(i, _)| i + 1).max().unwrap_or(0);
                let mut out = vec![String::new(); len];
                for (i, v) in boxes {
                    out[i] = v;
                }
                Ok(NameBoxes(out))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<NameBoxes, A::Error> {
                let mut out = Vec::new();
                while let Some(v) = a.next_element::<Option<String>>()? {
                    out.push(v.unwrap_or_default());
                }
                Ok(NameBoxes(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// One row of the pyramid table.
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GiftPyramidRow {
    /// The gift size in dollars, "Various (<$25k)" or "Grand Total".
    pub gift_amount: NumberOrLabel,
    /// A number, "Many" (the Various row with a remainder) or "-" (nothing left).
    pub number_of_gifts_needed: NumberOrLabel,
    /// Gifts × the ratio, "Many" or "-".
    pub number_of_prospects_needed: NumberOrLabel,
    /// Dollars.
    pub amount_by_gift_level: i64,
    /// Dollars: this row and every row above it.
    pub cumulative_gift_amount: i64,
    /// Percent of the goal with 1 decimal, e.g. 42.9.
    pub funding_allocation: f64,
    /// One entry per prospect needed, in box order.
    #[schema(value_type = HashMap<String, String>)]
    pub prospect_names: NameBoxes,
}

/// One feasibility check beside the table.
#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct FeasibilityCheck {
    /// `top_gift`, `top_ten` or `prospects_named`.
    pub id: &'static str,
    pub passed: bool,
    pub title: &'static str,
    /// The figures, and what to change when the check fails.
    pub detail: String,
}

/// The whole pyramid.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct GiftPyramid {
    /// The three-year goal rounded up to the next $500,000, in dollars.
    pub goal: i64,
    pub prospect_ratio: i64,
    /// The levels with gifts, top down, then the "Various (<$25k)" row.
    pub rows: Vec<GiftPyramidRow>,
    /// The "Grand Total" row.
    pub total: GiftPyramidRow,
    pub feasibility: Vec<FeasibilityCheck>,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct GiftPyramidData {
    /// The JSON text of the table's rows: `rows` then `total` (the spec's `data.levels`).
    pub levels: String,
    pub pyramid: GiftPyramid,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct GiftPyramidResponse {
    pub data: GiftPyramidData,
}

fn tenths_percent(tenths: i64) -> f64 {
    tenths as f64 / 10.0
}

/// The name boxes of a level: one per prospect needed, but never more than a level can hold
/// ([`MAX_NAMES_PER_LEVEL`]), so the answer stays small however large the goal (a plan of
/// 300 items at the largest amount once needed millions of boxes and froze the server).
fn boxes(p: &ProspectsRecord, level: i64, count: i64) -> NameBoxes {
    let names = p.names_at(level);
    let count = usize::try_from(count.max(0))
        .unwrap_or(usize::MAX)
        .min(MAX_NAMES_PER_LEVEL);
    NameBoxes(
        (0..count)
            .map(|i| names.get(i).cloned().unwrap_or_default())
            .collect(),
    )
}

/// The table, the total row and the checks of a pyramid with the stored names.
pub fn table(p: &Pyramid, prospects: &ProspectsRecord) -> GiftPyramid {
    let mut rows: Vec<GiftPyramidRow> = p
        .levels
        .iter()
        .map(|l| GiftPyramidRow {
            gift_amount: NumberOrLabel::Number(l.gift_amount / 100),
            number_of_gifts_needed: NumberOrLabel::Number(l.gifts),
            number_of_prospects_needed: NumberOrLabel::Number(l.prospects),
            amount_by_gift_level: l.amount / 100,
            cumulative_gift_amount: l.cumulative / 100,
            funding_allocation: tenths_percent(l.allocation.tenths),
            prospect_names: boxes(prospects, l.gift_amount, l.prospects),
        })
        .collect();
    let count = NumberOrLabel::Label(p.various.count_label().into());
    rows.push(GiftPyramidRow {
        gift_amount: NumberOrLabel::Label(VARIOUS_LABEL.into()),
        number_of_gifts_needed: count.clone(),
        number_of_prospects_needed: count,
        amount_by_gift_level: p.various.amount / 100,
        cumulative_gift_amount: p.various.cumulative / 100,
        funding_allocation: tenths_percent(p.various.allocation.tenths),
        prospect_names: NameBoxes::default(),
    });
    let total = GiftPyramidRow {
        gift_amount: NumberOrLabel::Label(GRAND_TOTAL.into()),
        number_of_gifts_needed: NumberOrLabel::Number(p.total.gifts),
        number_of_prospects_needed: NumberOrLabel::Number(p.total.prospects),
        amount_by_gift_level: p.total.amount / 100,
        cumulative_gift_amount: p.total.amount / 100,
        funding_allocation: tenths_percent(p.total.allocation.tenths),
        prospect_names: NameBoxes::default(),
    };
    let feasibility = checks(p, &|level| prospects.names_at(level).to_vec())
        .into_iter()
        .map(|c| FeasibilityCheck {
            id: c.id,
            passed: c.passed,
            title: c.title,
            detail: c.detail,
        })
        .collect();
    GiftPyramid {
        goal: p.goal / 100,
        prospect_ratio: p.ratio.prospects_per_gift(),
        rows,
        total,
        feasibility,
    }
}

fn response(plan: &Plan, prospects: &ProspectsRecord) -> ApiResult<GiftPyramidResponse> {
    let goal = plan.rounded_goal().map_err(overflow)?;
    let p = fundplan_domain::pyramid::pyramid(goal, prospects.ratio());
    let pyramid = table(&p, prospects);
    let mut all = pyramid.rows.clone();
    all.push(pyramid.total.clone());
    let levels = serde_json::to_string(&all).map_err(fundplan_http::ApiError::internal)?;
    Ok(GiftPyramidResponse {
        data: GiftPyramidData { levels, pyramid },
    })
}

/// The gift pyramid of the plan, computed now, with the stored names and the feasibility checks.
#[utoipa::path(get, path = "/api/v1/gift-pyramid", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = GiftPyramidResponse), (status = 401)))]
pub async fn get_gift_pyramid(me: CurrentUser) -> ApiResult<Json<GiftPyramidResponse>> {
    let p = plan(&me.org).await?;
    Ok(Json(response(&p, &p.prospects.value)?))
}

/// The table's rows as the screen sends them back.
#[derive(Deserialize, ToSchema, Debug)]
pub struct SaveGiftPyramid {
    /// The JSON text of the rows (as `data.levels` gives them). Only each level row's
    /// `prospectNames` is stored; the figures are always recomputed. The "Various (<$25k)" and
    /// "Grand Total" rows are accepted and ignored. The rows themselves (a JSON array) are
    /// accepted too.
    #[schema(value_type = String)]
    pub levels: Value,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RowNames {
    gift_amount: NumberOrLabel,
    #[serde(default)]
    prospect_names: NameBoxes,
}

/// Stores the prospect names the rows carry and answers the recomputed pyramid: 422 for rows
/// that are not the pyramid's JSON, or whose gift amount is not a level.
#[utoipa::path(post, path = "/api/v1/gift-pyramid", tag = "closing", security(("bearer" = [])),
    request_body = SaveGiftPyramid,
    responses((status = 200, body = GiftPyramidResponse), (status = 401), (status = 422)))]
pub async fn post_gift_pyramid(
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveGiftPyramid>,
) -> ApiResult<Json<GiftPyramidResponse>> {
    let rows: Result<Vec<RowNames>, _> = match body.levels {
        Value::String(text) => serde_json::from_str(&text),
        rows => serde_json::from_value(rows),
    };
    let rows = rows.map_err(|_| DomainError::field("levels", m::PYRAMID_LEVELS_INVALID))?;
    let mut given = BTreeMap::new();
    for r in rows {
        match r.gift_amount {
            NumberOrLabel::Number(d) => {
                let level = level_of_dollars(d)
                    .ok_or_else(|| DomainError::field("levels", m::PROSPECT_LEVEL_UNKNOWN))?;
                let names = r.prospect_names.0.into_iter().map(Some).collect();
                given.insert(level.to_string(), clean_names(names)?);
            }
            NumberOrLabel::Label(l) if l == VARIOUS_LABEL || l == GRAND_TOTAL => {}
            NumberOrLabel::Label(_) => {
                return Err(DomainError::field("levels", m::PROSPECT_LEVEL_UNKNOWN).into());
            }
        }
    }
    check_size(&given)?;
    let prospects = save_prospect_names(&me.org, given).await?;
    let p = plan(&me.org).await?;
    Ok(Json(response(&p, &prospects)?))
}

/// A download counter after it was counted.
#[derive(Serialize, ToSchema, Debug)]
pub struct DownloadCounted {
    /// Always "success".
    pub status: &'static str,
    pub downloads: u64,
}

/// Counts an Excel export of the pyramid (any body, or none, is accepted and ignored).
#[utoipa::path(patch, path = "/api/v1/gift_pyramid/increment_download_flag", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = DownloadCounted), (status = 401)))]
pub async fn increment_pyramid_downloads(me: CurrentUser) -> ApiResult<Json<DownloadCounted>> {
    let downloads = count_pyramid_download(&me.org).await?;
    Ok(Json(DownloadCounted {
        status: "success",
        downloads,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::pyramid::pyramid;
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
    fn the_riverbend_table_has_its_rows_allocations_and_total() {
        let mut names = ProspectsRecord {
            ratio: 4,
            ..ProspectsRecord::default()
        };
        names.names.insert(
            "25000000".into(),
            vec!["Harlan Family Foundation".into(), "Mill Street Bank".into()],
        );
        let t = table(&pyramid(350_000_000, ProspectRatio::Average), &names);
        let v = serde_json::to_value(&t.rows).unwrap();
        assert_eq!(v[0]["giftAmount"], 250_000);
        assert_eq!(v[0]["numberOfGiftsNeeded"], 6);
        assert_eq!(v[0]["numberOfProspectsNeeded"], 24);
        assert_eq!(v[0]["fundingAllocation"], 42.9);
        assert_eq!(v[0]["prospectNames"]["0"], "Harlan Family Foundation");
        assert_eq!(v[0]["prospectNames"]["23"], "");
        assert_eq!(v[0]["prospectNames"].as_object().unwrap().len(), 24);
        assert_eq!(v[1]["fundingAllocation"], 40.0);
        assert_eq!(v[2]["cumulativeGiftAmount"], 3_500_000);
        assert_eq!(v[3]["giftAmount"], "Various (<$25k)");
        assert_eq!(v[3]["numberOfGiftsNeeded"], "-");
        let total = serde_json::to_value(&t.total).unwrap();
        assert_eq!(total["giftAmount"], "Grand Total");
        assert_eq!(total["numberOfProspectsNeeded"], 176);
        assert_eq!(total["fundingAllocation"], 100.0);
    }

    #[test]
    fn name_boxes_read_back_from_an_object_or_a_list() {
        let b: NameBoxes = serde_json::from_value(json!({"1": "Eleanor Voss", "0": null})).unwrap();
        assert_eq!(b.0, ["", "Eleanor Voss"]);
        let b: NameBoxes = serde_json::from_value(json!(["a", null])).unwrap();
        assert_eq!(b.0, ["a", ""]);
        assert!(serde_json::from_value::<NameBoxes>(json!({"x": "a"})).is_err());
        assert!(serde_json::from_value::<NameBoxes>(json!({"9999": "a"})).is_err());
    }
}

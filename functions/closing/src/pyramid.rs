//! The gift pyramid (`/gift-pyramid`, spec file 3 §7; DECISIONS "Gift range chart"); the ratio
//! and names it shows are `crate::prospects`'. The pyramid is the plan's gift chart (`PLAN#GIFTCHART`: the
//! standard chart of the rounded goal, or the one the user edited, `crate::gift_chart`) at the
//! stored ratio, with the names typed per level (`PLAN#PROSPECTS`), computed on every read by
//! `fundplan_domain::gift_chart`, which the documents and the Excel export read too.

use crate::common::{overflow, plan};
use crate::prospects::{MAX_NAMES_PER_LEVEL, check_size, clean_names, level_of_dollars};
use axum::Json;
use axum::extract::State;
use fundplan_data::Plan;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::ProspectsRecord;
use fundplan_data::ops::{count_pyramid_download, save_prospect_names};
use fundplan_domain::DomainError;
use fundplan_domain::gift_chart::{self, Chart};
use fundplan_domain::messages as m;
use fundplan_domain::pyramid::Pyramid;
use fundplan_http::AppState;
use fundplan_http::{ApiJson, ApiResult, CurrentUser};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// The label of the pyramid's total row.
pub const GRAND_TOTAL: &str = "Grand Total";
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

/// One check of the chart beside the table.
#[derive(Serialize, ToSchema, Clone, Debug)]
pub struct FeasibilityCheck {
    /// `lead_gift`, `top_ten`, `base`, `total` or `prospects`.
    pub id: &'static str,
    pub passed: bool,
    pub title: &'static str,
    /// One plain sentence: what the check found and what to do.
    pub detail: String,
}

/// A level of the chart as the editor shows it: whole dollars.
#[derive(Serialize, Deserialize, ToSchema, Clone, Debug, PartialEq)]
pub struct GiftChartLevel {
    /// The gift amount, whole dollars.
    pub amount: i64,
    /// How many gifts of that amount.
    pub gifts: i64,
}

/// The chart as saved: what the editor starts from.
#[derive(Serialize, ToSchema, Clone, Debug, PartialEq)]
pub struct GiftChartView {
    /// Top down.
    pub levels: Vec<GiftChartLevel>,
    /// The "Various (<$X)" row, whole dollars.
    pub various: i64,
}

/// The whole pyramid.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct GiftPyramid {
    /// The three-year goal rounded up to the next $500,000, in dollars.
    pub goal: i64,
    pub prospect_ratio: i64,
    /// The levels with gifts, top down, then the "Various (<$X)" row (X the smallest level).
    pub rows: Vec<GiftPyramidRow>,
    /// The "Grand Total" row.
    pub total: GiftPyramidRow,
    /// The five checks of the chart, in order.
    pub feasibility: Vec<FeasibilityCheck>,
    /// The lead gift's share of the goal the standard chart is made for, in percent (10–35).
    pub lead_share: u8,
    /// The chart is the standard chart of the goal and the lead share (never edited, or reset).
    pub standard: bool,
    pub chart: GiftChartView,
    /// The chart's version, for `PUT /gift-chart` (0 while never saved).
    pub chart_version: u64,
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

/// How many prospects are named for the chart: the non-empty boxes each level shows.
pub fn named_prospects(p: &Pyramid, prospects: &ProspectsRecord) -> i64 {
    p.levels
        .iter()
        .map(|l| {
            let shown = usize::try_from(l.prospects.max(0)).unwrap_or(usize::MAX);
            prospects
                .names_at(l.gift_amount)
                .iter()
                .take(shown)
                .filter(|n| !n.trim().is_empty())
                .count() as i64
        })
        .sum()
}

/// The table, the total row and the checks of a chart with the stored names.
pub fn table(plan: &Plan, chart: &Chart, prospects: &ProspectsRecord) -> GiftPyramid {
    let p = gift_chart::pyramid(chart, prospects.ratio());
    let feasibility = gift_chart::checks(chart, p.ratio, named_prospects(&p, prospects))
        .into_iter()
        .map(|c| FeasibilityCheck {
            id: c.id,
            passed: c.passed,
            title: c.title,
            detail: c.message,
        })
        .collect();
    let (rows, total) = rows(&p, prospects);
    let record = &plan.gift_chart;
    GiftPyramid {
        goal: p.goal / 100,
        prospect_ratio: p.ratio.prospects_per_gift(),
        rows,
        total,
        feasibility,
        lead_share: record.value.lead_share,
        standard: record.value.edited.is_none(),
        chart: GiftChartView {
            levels: chart
                .rows
                .iter()
                .map(|r| GiftChartLevel {
                    amount: r.amount_cents / 100,
                    gifts: r.gifts,
                })
                .collect(),
            various: chart.various_cents / 100,
        },
        chart_version: record.version,
    }
}

/// The table's rows (the levels with their name boxes, then the Various row) and its Grand
/// Total row.
fn rows(p: &Pyramid, prospects: &ProspectsRecord) -> (Vec<GiftPyramidRow>, GiftPyramidRow) {
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
        gift_amount: NumberOrLabel::Label(p.various.label.clone()),
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
    (rows, total)
}

/// The answer of `GET /gift-pyramid` (and of the writes that change it) for a plan, with the
/// given names.
pub fn response(plan: &Plan, prospects: &ProspectsRecord) -> ApiResult<GiftPyramidResponse> {
    let chart = plan.gift_chart().map_err(overflow)?;
    let pyramid = table(plan, &chart, prospects);
    let mut all = pyramid.rows.clone();
    all.push(pyramid.total.clone());
    let levels = serde_json::to_string(&all).map_err(fundplan_http::ApiError::internal)?;
    Ok(GiftPyramidResponse {
        data: GiftPyramidData { levels, pyramid },
    })
}

/// The gift pyramid of the plan, computed now from its gift chart, with the stored names and the
/// chart's checks.
#[utoipa::path(get, path = "/api/v1/gift-pyramid", tag = "closing", security(("bearer" = [])),
    responses((status = 200, body = GiftPyramidResponse), (status = 401)))]
pub async fn get_gift_pyramid(me: CurrentUser) -> ApiResult<Json<GiftPyramidResponse>> {
    let p = plan(&me.org).await?;
    Ok(Json(response(&p, &p.prospects.value)?))
}

/// Whether a row's label is the Various row's ("Various (<$25,000)", or the old "Various
/// (<$25k)") or the Grand Total's: rows the screen sends back and the server ignores.
fn is_total_label(label: &str) -> bool {
    label == GRAND_TOTAL || label == "Various" || label.starts_with("Various (<")
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
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveGiftPyramid>,
) -> ApiResult<Json<GiftPyramidResponse>> {
    let rows: Result<Vec<RowNames>, _> = match body.levels {
        Value::String(text) => serde_json::from_str(&text),
        rows => serde_json::from_value(rows),
    };
    let rows = rows.map_err(|_| DomainError::field("levels", m::PYRAMID_LEVELS_INVALID))?;
    let p = plan(&me.org).await?;
    let chart = p.gift_chart().map_err(overflow)?;
    let mut given = BTreeMap::new();
    for r in rows {
        match r.gift_amount {
            NumberOrLabel::Number(d) => {
                let level = level_of_dollars(&chart, d)
                    .ok_or_else(|| DomainError::field("levels", m::PROSPECT_LEVEL_UNKNOWN))?;
                let names = r.prospect_names.0.into_iter().map(Some).collect();
                given.insert(level.to_string(), clean_names(names)?);
            }
            NumberOrLabel::Label(l) if is_total_label(&l) => {}
            NumberOrLabel::Label(_) => {
                return Err(DomainError::field("levels", m::PROSPECT_LEVEL_UNKNOWN).into());
            }
        }
    }
    check_size(&given)?;
    let prospects = save_prospect_names(&me.org, given).await?;
    me.note(&state, Activity::on(ActivityKind::Table, "pyramid.chart"))
        .await;
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
    use serde_json::json;

    fn riverbend_names() -> ProspectsRecord {
        let mut names = ProspectsRecord {
            ratio: 4,
            ..ProspectsRecord::default()
        };
        names.names.insert(
            "25000000".into(),
            vec!["Harlan Family Foundation".into(), "Mill Street Bank".into()],
        );
        names
    }

    #[test]
    fn the_riverbend_standard_chart_has_its_rows_allocations_checks_and_total() {
        let names = riverbend_names();
        let plan = Plan::default();
        let chart = plan.gift_chart.value.chart(350_000_000);
        let t = table(&plan, &chart, &names);
        assert!(t.standard);
        assert_eq!((t.lead_share, t.chart_version), (20, 0));
        assert_eq!(
            t.chart.levels,
            [
                (500_000, 1),
                (250_000, 3),
                (100_000, 6),
                (50_000, 13),
                (25_000, 25)
            ]
            .map(|(amount, gifts)| GiftChartLevel { amount, gifts })
        );
        assert_eq!(t.chart.various, 375_000);
        let v = serde_json::to_value(&t.rows).unwrap();
        assert_eq!(v[0]["giftAmount"], 500_000);
        assert_eq!(v[0]["fundingAllocation"], 14.3);
        assert_eq!(v[1]["giftAmount"], 250_000);
        assert_eq!(v[1]["numberOfGiftsNeeded"], 3);
        assert_eq!(v[1]["numberOfProspectsNeeded"], 12);
        assert_eq!(v[1]["prospectNames"]["0"], "Harlan Family Foundation");
        assert_eq!(v[1]["prospectNames"].as_object().unwrap().len(), 12);
        assert_eq!(v[5]["giftAmount"], "Various (<$25,000)");
        assert_eq!(v[5]["numberOfGiftsNeeded"], "Many");
        assert_eq!(v[5]["amountByGiftLevel"], 375_000);
        assert_eq!(v[5]["cumulativeGiftAmount"], 3_500_000);
        let total = serde_json::to_value(&t.total).unwrap();
        assert_eq!(total["numberOfGiftsNeeded"], 48);
        assert_eq!(total["numberOfProspectsNeeded"], 192);
        assert_eq!(total["fundingAllocation"], 100.0);
        let ids: Vec<&str> = t.feasibility.iter().map(|c| c.id).collect();
        assert_eq!(ids, ["lead_gift", "top_ten", "base", "total", "prospects"]);
        assert!(t.feasibility[..4].iter().all(|c| c.passed));
        assert_eq!(t.feasibility[0].title, "Lead gift");
        // Two of the 192 prospects are named.
        assert!(!t.feasibility[4].passed);
        assert!(
            t.feasibility[4].detail.contains("you have named 2"),
            "{}",
            t.feasibility[4].detail
        );
    }

    /// The old fixed table's $3,500,000 pyramid, as an edited chart: the same figures, and the
    /// checks say what is wrong with it.
    #[test]
    fn an_edited_chart_is_shown_as_saved_with_its_checks() {
        let names = riverbend_names();
        let mut plan = Plan::default();
        plan.gift_chart.version = 2;
        plan.gift_chart.value.edited = Some(fundplan_data::closing::EditedChart {
            rows: [(25_000_000, 6), (10_000_000, 14), (2_500_000, 24)]
                .map(|(amount_cents, gifts)| gift_chart::ChartRow {
                    amount_cents,
                    gifts,
                })
                .to_vec(),
            various_cents: 0,
        });
        let chart = plan.gift_chart.value.chart(350_000_000);
        let t = table(&plan, &chart, &names);
        assert!(!t.standard);
        assert_eq!(t.chart_version, 2);
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
        assert_eq!(v[3]["giftAmount"], "Various (<$25,000)");
        assert_eq!(v[3]["numberOfGiftsNeeded"], "-");
        let total = serde_json::to_value(&t.total).unwrap();
        assert_eq!(total["giftAmount"], "Grand Total");
        assert_eq!(total["numberOfProspectsNeeded"], 176);
        assert_eq!(total["fundingAllocation"], 100.0);
        let failed: Vec<&str> = t
            .feasibility
            .iter()
            .filter(|c| !c.passed)
            .map(|c| c.id)
            .collect();
        assert_eq!(failed, ["lead_gift", "base", "prospects"]);
    }

    #[test]
    fn the_total_rows_the_screen_sends_back_are_recognized() {
        for label in [
            "Grand Total",
            "Various (<$25,000)",
            "Various (<$25k)",
            "Various",
        ] {
            assert!(is_total_label(label), "{label}");
        }
        assert!(!is_total_label("250000"));
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

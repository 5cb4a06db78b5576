//! The gift chart the user edits (`PUT /gift-chart`; DECISIONS "Gift range chart"): the lead
//! share of the standard chart, or levels and a Various row of the user's own. The answer is the
//! gift pyramid recomputed from what was saved (`GET /gift-pyramid`'s body).

use crate::common::{overflow, plan, write_error};
use crate::pyramid::{GiftChartLevel, GiftPyramidResponse, response};
use axum::Json;
use axum::extract::State;
use fundplan_data::activity::{Activity, ActivityKind};
use fundplan_data::closing::{EditedChart, GiftChartRecord};
use fundplan_data::ops::save_gift_chart;
use fundplan_domain::gift_chart::edit::{check_edited, parse_lead_share, rest_of_goal};
use fundplan_domain::messages as m;
use fundplan_http::AppState;
use fundplan_http::{ApiJson, ApiResult, CurrentUser};
use serde::Deserialize;
use utoipa::ToSchema;

/// The chart to save.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SaveGiftChart {
    /// The lead gift's share of the goal the standard chart is made for: whole percent, 10–35.
    pub lead_share: i64,
    /// The levels in any order (stored largest first): at most 20, each a whole-dollar amount
    /// from $1 to $100,000,000 of its own with 1 to 10,000 gifts. Absent or null: the standard
    /// chart of the goal and `leadShare` (a reset).
    #[serde(default)]
    pub levels: Option<Vec<GiftChartLevel>>,
    /// The "Various (<$X)" row, whole dollars from $0 to $100,000,000, with `levels`; absent:
    /// what the levels leave of the goal (at least $0).
    #[serde(default)]
    pub various: Option<i64>,
    /// The `chartVersion` the editor read: the save is refused (409) when the chart changed
    /// since. Absent: saved over whatever is stored.
    #[serde(default)]
    pub version: Option<u64>,
}

/// Saves the gift chart and answers the gift pyramid computed from it: 422 for a lead share
/// outside 10–35 % or a level or Various row outside its bounds (each with its message), 409
/// when `version` is not the stored chart's.
#[utoipa::path(put, path = "/api/v1/gift-chart", tag = "closing", security(("bearer" = [])),
    request_body = SaveGiftChart,
    responses((status = 200, body = GiftPyramidResponse), (status = 401), (status = 409),
        (status = 422)))]
pub async fn put_gift_chart(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SaveGiftChart>,
) -> ApiResult<Json<GiftPyramidResponse>> {
    let lead_share = parse_lead_share(body.lead_share)?;
    let mut p = plan(&me.org).await?;
    let edited = match body.levels {
        None => None,
        Some(levels) => {
            let pairs: Vec<(i64, i64)> = levels.iter().map(|l| (l.amount, l.gifts)).collect();
            let various = match body.various {
                Some(v) => v,
                None => rest_of_goal(p.rounded_goal().map_err(overflow)?, &pairs),
            };
            let (rows, various_cents) = check_edited(&pairs, various)?;
            Some(EditedChart {
                rows,
                various_cents,
            })
        }
    };
    let record = GiftChartRecord { lead_share, edited };
    p.gift_chart = save_gift_chart(&me.org, &record, body.version)
        .await
        .map_err(|e| write_error(e, m::GIFT_CHART_CHANGED, m::NOT_FOUND))?;
    me.note(&state, Activity::on(ActivityKind::Table, "pyramid.chart"))
        .await;
    Ok(Json(response(&p, &p.prospects.value)?))
}

//! Redeeming a licence code (issue 18): a funder's seat instead of a payment. The owner of an
//! organization types the code a funder gave them (or opens its link); one transaction takes a
//! seat of the cohort and makes the organization's subscription Premium until the cohort ends
//! (`fundplan_data::cohort::redeem`). No payment provider is called.
//!
//! Guessing is slowed down: a code that does not exist counts against the user's address and
//! the client's network address (`fundplan_domain::cohort::guesses`), and a subject over its
//! limit gets 429 with `Retry-After` until its window ends.

use crate::{SubscriptionDetails, details_for};
use axum::Json;
use axum::extract::State;
use fundplan_data::cohort::{RedeemError, redeem as redeem_code};
use fundplan_domain::DomainError;
use fundplan_domain::cohort::Redemption;
use fundplan_domain::cohort::code::LicenceCode;
use fundplan_domain::cohort::guesses::{PER_ADDRESS, PER_CLIENT};
use fundplan_domain::messages as m;
use fundplan_domain::subscription::iso_date;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, ClientAddress, Owner};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
pub struct RedeemBody {
    /// The licence code as typed: 12 letters and digits, with or without dashes and spaces, in
    /// any case.
    pub code: String,
}

#[derive(Serialize, ToSchema)]
pub struct RedeemResponse {
    /// `new` when a seat was taken now, `again` when the organization already held it.
    pub redemption: String,
    /// The funder who sponsors the seat.
    pub funder_name: String,
    pub cohort_name: String,
    /// `YYYY-MM-DD`: the last day of sponsored access (the cohort's last day).
    pub ends_on: String,
    pub subscription_details: SubscriptionDetails,
}

/// Redeems a licence code for the caller's organization (owner only): the organization joins
/// the funder's cohort and its subscription is Premium until the cohort ends. Redeeming the
/// same code again answers the same, taking nothing more.
#[utoipa::path(post, path = "/api/v1/licences/redeem", tag = "billing", security(("bearer" = ["owner"])), request_body = RedeemBody,
    responses(
        (status = 200, body = RedeemResponse),
        (status = 401),
        (status = 403, description = "not the organization's owner"),
        (status = 409, body = fundplan_http::openapi::ErrorBody, description = "the organization pays for an active subscription, or holds a seat of another cohort that has not ended"),
        (status = 422, body = fundplan_http::openapi::ErrorBody, description = "the code is missing, unknown, revoked, expired, paused, for another address, already used, or its cohort is full (`errors.code`)"),
        (status = 429, body = fundplan_http::openapi::ErrorBody, description = "too many unknown codes from this address or client", headers(("Retry-After" = u32, description = "Seconds until another code may be tried."))),
    ))]
pub async fn redeem(
    State(state): State<AppState>,
    Owner(me): Owner,
    ClientAddress(client): ClientAddress,
    ApiJson(body): ApiJson<RedeemBody>,
) -> ApiResult<Json<RedeemResponse>> {
    let now = state.now();
    let email = me.user.email.to_lowercase();
    let subjects = [format!("email:{email}"), format!("client:{client}")];
    let directory = state.directory();
    let (by_address, by_client) = tokio::try_join!(
        directory.licence_guesses(&subjects[0]),
        directory.licence_guesses(&subjects[1]),
    )?;
    let wait = by_address
        .guesses()
        .wait(PER_ADDRESS, now)
        .max(by_client.guesses().wait(PER_CLIENT, now));
    if let Some(retry_after) = wait {
        return Err(ApiError(DomainError::TooManyRequests {
            message: m::LICENCE_GUESSES.into(),
            retry_after,
        }));
    }
    if body.code.trim().is_empty() {
        return Err(DomainError::field("code", m::FIELD_REQUIRED).into());
    }
    let unknown = async || -> ApiResult<Json<RedeemResponse>> {
        tokio::try_join!(
            directory.record_licence_guess(&subjects[0], now),
            directory.record_licence_guess(&subjects[1], now),
        )?;
        tracing::info!(org_id = %me.org_id(), %client, "unknown licence code");
        Err(DomainError::field("code", m::LICENCE_UNKNOWN).into())
    };
    let Some(code) = LicenceCode::parse(&body.code) else {
        return unknown().await;
    };
    let redeemed = match redeem_code(&me.org, &code, &email, now).await {
        Ok(r) => r,
        Err(RedeemError::Unknown) => return unknown().await,
        Err(RedeemError::Refused(refusal)) => {
            return Err(DomainError::field("code", refusal.message()).into());
        }
        Err(e @ (RedeemError::PaidSubscription | RedeemError::SponsoredElsewhere)) => {
            return Err(ApiError(DomainError::Conflict(e.to_string())));
        }
        Err(RedeemError::Store(e)) => return Err(e.into()),
    };
    let redemption = match redeemed.redemption {
        Redemption::New => "new",
        Redemption::Again => "again",
    };
    tracing::info!(
        org_id = %me.org_id(), funder_id = %redeemed.sponsor.funder_id, cohort_id = %redeemed.sponsor.cohort_id,
        redemption, "licence code redeemed"
    );
    let subscription_details = details_for(&me.org, state.clock.now()).await?;
    Ok(Json(RedeemResponse {
        redemption: redemption.into(),
        funder_name: redeemed.funder_name,
        cohort_name: redeemed.cohort_name,
        ends_on: iso_date(redeemed.sponsor.ends_at - 1),
        subscription_details,
    }))
}

//! The payment gate: the plan and its documents are the paid product, so every operation of a
//! gated function answers 402 to a signed-in user whose organization has no active subscription
//! (none yet, canceled, unpaid or past its end date). The SPA sends such owners to payment; the
//! server refuses whatever the client does.
//!
//! A function opts in with [`require_subscription`] on its router. That marks each request with
//! [`SubscriptionRequired`], which the session extractor
//! ([`CurrentUser`](crate::session::CurrentUser)) checks after it has verified the token, so a
//! request without a valid session still gets 401 first; and it documents the 402 on every
//! signed-in operation of the router's OpenAPI document.

use crate::error::ApiError;
use crate::state::AppState;
use axum::Extension;
use axum::http::request::Parts;
use fundplan_domain::DomainError;
use fundplan_domain::account::Role;
use fundplan_domain::messages as m;
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::{ContentBuilder, RefOr};
use utoipa_axum::router::OpenApiRouter;

/// The `code` of a 402 answer, for the client to react (owners go to the renewal page).
pub const SUBSCRIPTION_INACTIVE: &str = "subscription_inactive";

/// Marks the requests of a gated router (see the module's documentation).
#[derive(Clone, Copy, Debug)]
pub struct SubscriptionRequired;

/// Gates every route of `router` (added so far) behind an active subscription, and documents
/// the 402 answer on each of its operations that needs a session.
pub fn require_subscription(router: OpenApiRouter<AppState>) -> OpenApiRouter<AppState> {
    let mut router = router.layer(Extension(SubscriptionRequired));
    for item in router.get_openapi_mut().paths.paths.values_mut() {
        for op in crate::openapi::operations_mut(item) {
            if op.security.as_ref().is_some_and(|s| !s.is_empty()) {
                op.responses.responses.insert(
                    "402".into(),
                    RefOr::T(
                        ResponseBuilder::new()
                            .description(
                                "The organization has no active subscription; `code` is \
                                 `subscription_inactive`.",
                            )
                            .content(
                                "application/json",
                                ContentBuilder::new()
                                    .schema(Some(crate::openapi::error_ref()))
                                    .build(),
                            )
                            .build(),
                    ),
                );
            }
        }
    }
    router
}

/// 402 when the request is gated and the signed-in user's organization (`org`, where the
/// user has `role`) has no active subscription.
pub(crate) async fn check(
    parts: &Parts,
    state: &AppState,
    org: &fundplan_data::OrgScope,
    role: Role,
) -> Result<(), ApiError> {
    if parts.extensions.get::<SubscriptionRequired>().is_none() {
        return Ok(());
    }
    let sub = fundplan_data::repo::get_subscription(org).await?;
    if sub.is_some_and(|s| s.value.is_active(state.clock.now())) {
        return Ok(());
    }
    let message = match role {
        Role::Owner => m::SUBSCRIPTION_REQUIRED_OWNER,
        Role::Member => m::SUBSCRIPTION_REQUIRED_MEMBER,
    };
    Err(ApiError(DomainError::PaymentRequired {
        message: message.into(),
        code: SUBSCRIPTION_INACTIVE,
    }))
}

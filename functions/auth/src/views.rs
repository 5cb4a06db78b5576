//! What the API shows of a user.

use fundplan_data::UserRecord;
use fundplan_domain::subscription::{Subscription, status_of};
use fundplan_http::AppState;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct SubscriptionStatus {
    /// `active` or `inactive`
    pub status: String,
}

#[derive(Serialize, ToSchema)]
pub struct UserView {
    pub id: String,
    pub organization_id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// A short-lived link to the profile picture.
    pub avatar_url: Option<String>,
    /// `owner` or `member`
    pub role: String,
    pub subscription: SubscriptionStatus,
    pub subscription_status: String,
    pub position: String,
    pub phone: String,
    pub preferred_language: String,
    pub time_zone: String,
    pub confirmed: bool,
}

pub async fn user_view(
    state: &AppState,
    user: &UserRecord,
    sub: Option<&Subscription>,
) -> UserView {
    // Members use the organization's subscription; the status shown is the organization's.
    let status = status_of(sub, state.clock.now()).to_string();
    UserView {
        id: user.id.clone(),
        organization_id: user.org_id.clone(),
        first_name: user.first_name.clone(),
        last_name: user.last_name.clone(),
        email: user.email.clone(),
        avatar_url: state.image_url(user.avatar_key.as_deref()).await,
        role: user.role.clone(),
        subscription: SubscriptionStatus {
            status: status.clone(),
        },
        subscription_status: status,
        position: user.position.clone(),
        phone: user.phone.clone(),
        preferred_language: user.preferred_language.clone(),
        time_zone: user.time_zone.clone(),
        confirmed: user.confirmed,
    }
}

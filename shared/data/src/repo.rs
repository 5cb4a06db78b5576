//! Reads every function needs, one `get` each.

use crate::records::*;
use fundplan_domain::onboarding::Steps;
use fundplan_domain::subscription::Subscription;
use fundplan_ports::table::{StoreError, Table};
use serde::de::DeserializeOwned;

fn corrupt(e: String) -> StoreError {
    StoreError::Unavailable(e)
}

async fn get_versioned<T: DeserializeOwned>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
) -> Result<Option<Versioned<T>>, StoreError> {
    match table.get(key).await? {
        Some(item) => Versioned::from_item(&item).map(Some).map_err(corrupt),
        None => Ok(None),
    }
}

pub async fn get_user(
    table: &dyn Table,
    org_id: &str,
    user_id: &str,
) -> Result<Option<Versioned<UserRecord>>, StoreError> {
    get_versioned(table, &UserRecord::key(org_id, user_id)).await
}

pub async fn get_organization(
    table: &dyn Table,
    org_id: &str,
) -> Result<Option<Versioned<OrganizationRecord>>, StoreError> {
    get_versioned(table, &OrganizationRecord::key(org_id)).await
}

/// The user who holds `email` (already normalised), if any.
pub async fn find_user_by_email(
    table: &dyn Table,
    email: &str,
) -> Result<Option<Versioned<UserRecord>>, StoreError> {
    let Some(claim) = get_versioned::<EmailRecord>(table, &EmailRecord::key(email)).await? else {
        return Ok(None);
    };
    get_user(table, &claim.value.org_id, &claim.value.user_id).await
}

pub async fn get_subscription(
    table: &dyn Table,
    org_id: &str,
) -> Result<Option<Versioned<Subscription>>, StoreError> {
    get_versioned(table, &subscription_key(org_id)).await
}

/// The onboarding steps and their item's version (0 when never stored).
pub async fn get_steps(table: &dyn Table, org_id: &str) -> Result<(Steps, u64), StoreError> {
    match table.get(&onboarding_key(org_id)).await? {
        Some(item) => Ok((steps_from_item(&item).map_err(corrupt)?, item.version)),
        None => Ok((Steps::default(), 0)),
    }
}

/// A live one-time token of the given purpose (not expired at `now`).
pub async fn get_token(
    table: &dyn Table,
    token: &str,
    purpose: TokenPurpose,
    now: i64,
) -> Result<Option<TokenRecord>, StoreError> {
    if token.is_empty() || token.len() > 200 {
        return Ok(None);
    }
    let record = get_versioned::<TokenRecord>(table, &TokenRecord::key(token)).await?;
    Ok(record
        .map(|v| v.value)
        .filter(|t| t.purpose == purpose && t.expires_at > now))
}

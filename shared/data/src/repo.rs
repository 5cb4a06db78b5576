//! Reads every function needs, one `get` each.

use crate::*;
use fundplan_domain::onboarding::Steps;
use fundplan_domain::subscription::Subscription;
use fundplan_ports::table::{StoreError, Table};

fn corrupt(e: String) -> StoreError {
    StoreError::Unavailable(e)
}

/// The record stored under `key`, with its version; a malformed item is an error.
pub async fn get<R: Record>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
) -> Result<Option<Versioned<R>>, StoreError> {
    match table.get(key).await? {
        Some(item) => R::decode(&item).map(Some).map_err(corrupt),
        None => Ok(None),
    }
}

async fn get_versioned<T: Record>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
) -> Result<Option<Versioned<T>>, StoreError> {
    get(table, key).await
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

/// The onboarding steps (the initial ones when never stored).
pub async fn get_steps(table: &dyn Table, org_id: &str) -> Result<Steps, StoreError> {
    Ok(
        get_versioned::<OnboardingRecord>(table, &OnboardingRecord::key(org_id))
            .await?
            .map(|v| v.value.steps)
            .unwrap_or_default(),
    )
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

/// The organization's navigation state and its version (0 when never stored).
pub async fn get_nav(table: &dyn Table, org_id: &str) -> Result<(NavRecord, u64), StoreError> {
    match get_versioned::<NavRecord>(table, &NavRecord::key(org_id)).await? {
        Some(v) => Ok((v.value, v.version)),
        None => Ok((NavRecord::default(), 0)),
    }
}

/// Attempts of an optimistic update before it gives up under contention.
pub const UPDATE_ATTEMPTS: u32 = 40;

/// Read-modify-write of one item with optimistic concurrency: reads the item (or starts from
/// `T::default()`), applies `change`, and writes it on the condition that nobody wrote in
/// between; on a conflict it waits a little (jittered) and starts over. Nothing is written when
/// `change` leaves the value as it was. Returns the value as stored.
pub async fn update<T, E>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
    to_item: impl Fn(&T, u64) -> fundplan_ports::Item,
    mut change: impl FnMut(&mut T) -> Result<(), E>,
) -> Result<T, E>
where
    T: Record + Default + PartialEq + Clone,
    E: From<StoreError>,
{
    use fundplan_ports::Condition;
    for attempt in 0..UPDATE_ATTEMPTS {
        let (mut value, version) = match get_versioned::<T>(table, key).await? {
            Some(v) => (v.value, v.version),
            None => (T::default(), 0),
        };
        let before = value.clone();
        change(&mut value)?;
        if value == before {
            return Ok(value);
        }
        let condition = if version == 0 {
            Condition::NotExists
        } else {
            Condition::VersionIs(version)
        };
        match table.put(to_item(&value, version + 1), condition).await {
            Ok(()) => return Ok(value),
            Err(StoreError::ConditionFailed) => {
                let jitter = rand::random::<u64>() % (5 + 5 * u64::from(attempt.min(10)));
                tokio::time::sleep(std::time::Duration::from_millis(jitter)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
    Err(StoreError::Unavailable(format!("{}/{} kept changing", key.pk, key.sk)).into())
}

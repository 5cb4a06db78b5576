//! Reads every function needs, one `get` each.

use crate::scope::OrgScope;
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
    org: &OrgScope,
    user_id: &str,
) -> Result<Option<Versioned<UserRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    get_versioned(table, &UserRecord::key(org_id, user_id)).await
}

pub async fn get_organization(
    org: &OrgScope,
) -> Result<Option<Versioned<OrganizationRecord>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
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
    get_versioned(
        table,
        &UserRecord::key(&claim.value.org_id, &claim.value.user_id),
    )
    .await
}

pub async fn get_subscription(
    org: &OrgScope,
) -> Result<Option<Versioned<Subscription>>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    get_versioned(table, &subscription_key(org_id)).await
}

/// The onboarding steps (the initial ones when never stored).
pub async fn get_steps(org: &OrgScope) -> Result<Steps, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
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
pub async fn get_nav(org: &OrgScope) -> Result<(NavRecord, u64), StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    match get_versioned::<NavRecord>(table, &NavRecord::key(org_id)).await? {
        Some(v) => Ok((v.value, v.version)),
        None => Ok((NavRecord::default(), 0)),
    }
}

/// Attempts of an optimistic update before it gives up under contention.
pub const UPDATE_ATTEMPTS: u32 = 40;

/// The retries of one optimistic read-modify-write, the one loop every such write runs:
///
/// ```ignore
/// let mut retry = Retry::new(label);
/// loop {
///     // read, change, and write on the condition that nobody wrote in between
///     if written(table.put(item, over(version)).await)? {
///         return Ok(value);
///     }
///     retry.conflict().await?;
/// }
/// ```
///
/// Each attempt reads what it changes afresh. After a conflict it waits a little (jittered,
/// longer as attempts go on); after [`UPDATE_ATTEMPTS`] conflicts it gives up with
/// "`label` kept changing".
#[derive(Debug)]
pub struct Retry {
    label: String,
    attempt: u32,
    attempts: u32,
}

impl Retry {
    pub fn new(label: impl Into<String>) -> Retry {
        Retry::at_most(label, UPDATE_ATTEMPTS)
    }

    /// Gives up after `attempts` conflicts instead of [`UPDATE_ATTEMPTS`].
    pub fn at_most(label: impl Into<String>, attempts: u32) -> Retry {
        Retry {
            label: label.into(),
            attempt: 0,
            attempts,
        }
    }

    /// The attempt under way (from 0).
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// The write of this attempt lost to another writer: waits before the next attempt, or
    /// fails when the attempts are used up.
    pub async fn conflict(&mut self) -> Result<(), StoreError> {
        let attempt = self.attempt;
        self.attempt += 1;
        if self.attempt >= self.attempts {
            return Err(StoreError::Unavailable(format!(
                "{} kept changing",
                self.label
            )));
        }
        let jitter = rand::random::<u64>() % (5 + 5 * u64::from(attempt.min(10)));
        tokio::time::sleep(std::time::Duration::from_millis(jitter)).await;
        Ok(())
    }
}

/// Whether a conditional write went through: `true` when it did, `false` when its condition
/// failed (another writer got there first: [`Retry::conflict`] and start over), any other
/// failure as the error.
pub fn written(write: Result<(), StoreError>) -> Result<bool, StoreError> {
    match write {
        Ok(()) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// The condition of a write over what was read at `version` (0: nothing was stored).
pub fn over(version: u64) -> fundplan_ports::Condition {
    use fundplan_ports::Condition;
    if version == 0 {
        Condition::NotExists
    } else {
        Condition::VersionIs(version)
    }
}

/// Read-modify-write of one item with optimistic concurrency: reads the item (or starts from
/// `T::default()`), applies `change`, and writes it on the condition that nobody wrote in
/// between; on a conflict it waits a little (jittered) and starts over (see [`Retry`]).
/// Nothing is written when `change` leaves the value as it was. Returns the value as stored.
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
    let mut retry = Retry::new(format!("{}/{}", key.pk, key.sk));
    loop {
        let (mut value, version) = match get_versioned::<T>(table, key).await? {
            Some(v) => (v.value, v.version),
            None => (T::default(), 0),
        };
        let before = value.clone();
        change(&mut value)?;
        if value == before || written(table.put(to_item(&value, version + 1), over(version)).await)?
        {
            return Ok(value);
        }
        retry.conflict().await?;
    }
}

//! Writes of the closing modules' items (see [`crate::closing`]).
//!
//! A list that the user replaces whole (the success stories, the stewardship chart) is written
//! over the version it was read at ([`replace_versioned`]): a stale save gets
//! [`ClosingWriteError::Stale`] and nothing is written, so two people editing one list never
//! lose each other's work silently; a save without a version only creates the item. Removing
//! one entry by id, merging policy selections and counting downloads are read-modify-writes
//! retried on a conflict ([`crate::repo::update`]): they cannot lose anyone's change.

use crate::closing::{
    FLAGS_SK, FlagsRecord, GIFT_CHART_SK, GiftChartRecord, MANUAL_DOWNLOADS, POLICIES_SK,
    PROSPECTS_SK, PoliciesRecord, ProspectsRecord, STEWARDSHIP_SK, STORIES_SK, StewardshipRecord,
    StoriesRecord, closing_key,
};
use crate::record::{Record, Versioned};
use crate::repo::update;
use crate::scope::OrgScope;
use fundplan_ports::{Condition, Item, StoreError, Table};
use std::collections::BTreeMap;

/// Why a closing write was not made.
#[derive(Debug, thiserror::Error)]
pub enum ClosingWriteError {
    /// The item changed since the version the caller read (or exists, when none was given).
    #[error("changed by someone else")]
    Stale,
    /// The entry named by id is not stored.
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Writes `value` as the next version of its item, over `expected` (`None` or 0: only when the
/// item does not exist yet).
pub async fn replace_versioned<T: Record + Clone>(
    table: &dyn Table,
    value: &T,
    to_item: impl Fn(&T, u64) -> Item,
    expected: Option<u64>,
) -> Result<Versioned<T>, ClosingWriteError> {
    let read = expected.unwrap_or(0);
    let condition = if read == 0 {
        Condition::NotExists
    } else {
        Condition::VersionIs(read)
    };
    match table.put(to_item(value, read + 1), condition).await {
        Ok(()) => Ok(Versioned {
            value: value.clone(),
            version: read + 1,
        }),
        Err(StoreError::ConditionFailed) => Err(ClosingWriteError::Stale),
        Err(e) => Err(e.into()),
    }
}

/// Replaces the success stories over version `expected`.
pub async fn save_stories(
    org: &OrgScope,
    stories: &StoriesRecord,
    expected: Option<u64>,
) -> Result<Versioned<StoriesRecord>, ClosingWriteError> {
    let table = org.table();
    let org_id = org.org_id();
    replace_versioned(table, stories, |s, v| s.to_item(org_id, v), expected).await
}

/// Removes the story `id` and numbers the rest 1, 2, … in their order.
pub async fn delete_story(
    org: &OrgScope,
    id: &str,
) -> Result<Versioned<StoriesRecord>, ClosingWriteError> {
    let org_id = org.org_id();
    removing(
        org,
        STORIES_SK,
        |s: &StoriesRecord, v| s.to_item(org_id, v),
        |s| {
            let before = s.stories.len();
            s.stories.retain(|x| x.id != id);
            for (i, x) in s.stories.iter_mut().enumerate() {
                x.order = i as u32 + 1;
            }
            s.stories.len() < before
        },
    )
    .await
}

/// Replaces the stewardship chart over version `expected`.
pub async fn save_stewardship(
    org: &OrgScope,
    chart: &StewardshipRecord,
    expected: Option<u64>,
) -> Result<Versioned<StewardshipRecord>, ClosingWriteError> {
    let table = org.table();
    let org_id = org.org_id();
    replace_versioned(table, chart, |s, v| s.to_item(org_id, v), expected).await
}

/// Removes the benefit row `id` from the stored chart (a chart never saved has no ids).
pub async fn delete_benefit(
    org: &OrgScope,
    id: &str,
) -> Result<Versioned<StewardshipRecord>, ClosingWriteError> {
    let org_id = org.org_id();
    removing(
        org,
        STEWARDSHIP_SK,
        |s: &StewardshipRecord, v| s.to_item(org_id, v),
        |s| {
            let before = s.rows.len();
            s.rows.retain(|r| r.id != id);
            s.rows.len() < before
        },
    )
    .await
}

/// Read-modify-write that removes an entry: `remove` returns whether it found one (else
/// [`ClosingWriteError::NotFound`] and nothing is written).
async fn removing<T>(
    org: &OrgScope,
    sk: &str,
    to_item: impl Fn(&T, u64) -> Item,
    remove: impl Fn(&mut T) -> bool,
) -> Result<Versioned<T>, ClosingWriteError>
where
    T: Record + Default + PartialEq + Clone,
{
    let table = org.table();
    let org_id = org.org_id();
    let key = closing_key(org_id, sk);
    let mut retry = crate::repo::Retry::new(format!("{}/{}", key.pk, key.sk));
    loop {
        let Some(stored) = crate::repo::get::<T>(table, &key).await? else {
            return Err(ClosingWriteError::NotFound);
        };
        let mut value = stored.value;
        if !remove(&mut value) {
            return Err(ClosingWriteError::NotFound);
        }
        let version = stored.version + 1;
        let write = table
            .put(
                to_item(&value, version),
                Condition::VersionIs(stored.version),
            )
            .await;
        if crate::repo::written(write)? {
            return Ok(Versioned { value, version });
        }
        retry.conflict().await?;
    }
}

/// Saves the gift chart: over version `expected` when given (the editor sends the version it
/// read, so two people editing the chart never lose each other's work silently), else over
/// whatever is stored.
pub async fn save_gift_chart(
    org: &OrgScope,
    chart: &GiftChartRecord,
    expected: Option<u64>,
) -> Result<Versioned<GiftChartRecord>, ClosingWriteError> {
    let org_id = org.org_id();
    save_over(
        org.table(),
        &closing_key(org_id, GIFT_CHART_SK),
        chart,
        |c: &GiftChartRecord, v| c.to_item(org_id, v),
        expected,
    )
    .await
}

/// Saves the prospect ratio and names: over version `expected` when given, else over whatever
/// is stored (the ratio screen saves on every change of the ratio).
pub async fn save_prospects(
    org: &OrgScope,
    prospects: &ProspectsRecord,
    expected: Option<u64>,
) -> Result<Versioned<ProspectsRecord>, ClosingWriteError> {
    let org_id = org.org_id();
    save_over(
        org.table(),
        &closing_key(org_id, PROSPECTS_SK),
        prospects,
        |p: &ProspectsRecord, v| p.to_item(org_id, v),
        expected,
    )
    .await
}

/// Writes `value` as the item at `key`: over version `expected` when given
/// ([`replace_versioned`]: a stale one is refused), else over whatever is stored (retried on a
/// conflict, [`changing`]).
async fn save_over<T>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
    value: &T,
    to_item: impl Fn(&T, u64) -> Item,
    expected: Option<u64>,
) -> Result<Versioned<T>, ClosingWriteError>
where
    T: Record + Default + PartialEq + Clone,
{
    if expected.is_some() {
        return replace_versioned(table, value, &to_item, expected).await;
    }
    Ok(changing(table, key, &to_item, |v| *v = value.clone()).await?)
}

/// Read-modify-write of one item (starting from the default when it was never written),
/// retried on a conflict; returns the value and version stored (nothing is written when
/// `change` leaves the value as it was).
pub async fn changing<T>(
    table: &dyn Table,
    key: &fundplan_ports::Key,
    to_item: impl Fn(&T, u64) -> Item,
    change: impl Fn(&mut T),
) -> Result<Versioned<T>, StoreError>
where
    T: Record + Default + PartialEq + Clone,
{
    let mut retry = crate::repo::Retry::new(format!("{}/{}", key.pk, key.sk));
    loop {
        let (mut value, read) = match crate::repo::get::<T>(table, key).await? {
            Some(v) => (v.value, v.version),
            None => (T::default(), 0),
        };
        let before = value.clone();
        change(&mut value);
        if value == before {
            return Ok(Versioned {
                value,
                version: read,
            });
        }
        let write = table
            .put(to_item(&value, read + 1), crate::repo::over(read))
            .await;
        if crate::repo::written(write)? {
            return Ok(Versioned {
                value,
                version: read + 1,
            });
        }
        retry.conflict().await?;
    }
}

/// Stores the names of the given levels (gift cents as text → names in box order): they replace
/// the first boxes of their level; names stored beyond them (boxes a lower ratio no longer shows)
/// are kept, as are the ratio and every other level's names.
pub async fn save_prospect_names(
    org: &OrgScope,
    names: BTreeMap<String, Vec<String>>,
) -> Result<ProspectsRecord, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    update(
        table,
        &closing_key(org_id, PROSPECTS_SK),
        |p: &ProspectsRecord, v| p.to_item(org_id, v),
        |p| -> Result<(), StoreError> {
            for (level, list) in &names {
                let stored = p.names.entry(level.clone()).or_default();
                let tail = stored.split_off(list.len().min(stored.len()));
                *stored = list.iter().cloned().chain(tail).collect();
            }
            Ok(())
        },
    )
    .await
}

/// Sets the given policies' selection, keeping every other identity as stored.
pub async fn select_policies(
    org: &OrgScope,
    changes: &BTreeMap<String, bool>,
) -> Result<Versioned<PoliciesRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    changing(
        table,
        &closing_key(org_id, POLICIES_SK),
        |p: &PoliciesRecord, v| p.to_item(org_id, v),
        |p| {
            for (id, on) in changes {
                p.selected.insert(id.clone(), *on);
            }
        },
    )
    .await
}

/// Counts one download of a policy or document (`None`: the manual); returns its count.
pub async fn count_policy_download(
    org: &OrgScope,
    identity: Option<&str>,
) -> Result<u64, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let name = identity.unwrap_or(MANUAL_DOWNLOADS).to_string();
    let p = update(
        table,
        &closing_key(org_id, POLICIES_SK),
        |p: &PoliciesRecord, v| p.to_item(org_id, v),
        |p| -> Result<(), StoreError> {
            *p.downloads.entry(name.clone()).or_default() += 1;
            Ok(())
        },
    )
    .await?;
    Ok(p.downloads.get(&name).copied().unwrap_or(0))
}

/// Counts one Excel export of the gift pyramid; returns the count.
pub async fn count_pyramid_download(org: &OrgScope) -> Result<u64, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let f = update(
        table,
        &closing_key(org_id, FLAGS_SK),
        |f: &FlagsRecord, v| f.to_item(org_id, v),
        |f| -> Result<(), StoreError> {
            f.pyramid_downloads += 1;
            Ok(())
        },
    )
    .await?;
    Ok(f.pyramid_downloads)
}

/// When the plan was first seen complete, as [`record_completion`] found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The date stored.
    pub at: i64,
    /// Whether this call stored it (the first to see the plan complete).
    pub first: bool,
}

/// Records when the plan was first seen complete (kept once set).
pub async fn record_completion(org: &OrgScope, now: i64) -> Result<Completion, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let mut first = false;
    let f = update(
        table,
        &closing_key(org_id, FLAGS_SK),
        |f: &FlagsRecord, v| f.to_item(org_id, v),
        |f| -> Result<(), StoreError> {
            first = f.certificate_completed_at.is_none();
            f.certificate_completed_at.get_or_insert(now);
            Ok(())
        },
    )
    .await?;
    Ok(Completion {
        at: f.certificate_completed_at.unwrap_or(now),
        first,
    })
}

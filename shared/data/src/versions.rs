//! Versions of the plan (issue 19 §1): the whole plan as it was at a moment ("Approved by the
//! board on 12 March"), kept for good.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | version | `ORG#<org>` | `VERSION#<version>` | `name`, `note`, `kind`, `taken_at`, `by`, `by_name`, `blob_key`, `bytes`, `items` |
//!
//! A version is a snapshot of every item the plan is made of (`model::Part`: answers, programs
//! and projects, expense and revenue tables, goals' inputs, the gift chart, stewardship, the
//! case document's texts and picture choices, policies, statuses), as stored, in one
//! gzip-compressed JSON object at `orgs/<org>/versions/<version>-<unique>.json.gz`, with an
//! index item.
//! The object is written first, the index item then (not exists): a version listed is always
//! readable, and an index write that fails deletes its object. Neither is ever changed.
//! A snapshot is read back into a [`Plan`] with the same code that reads the live plan, so a
//! version opens in every screen and document the plan does.

use crate::casedoc::{CASEDOC_SK, CaseDocRecord};
use crate::model::{Part, Plan};
use crate::record::{Record, Versioned, org_pk, values_of};
use crate::repo::get;
use crate::scope::OrgScope;
pub use crate::version_index::{VersionKind, VersionRecord, pictures_kept};
use fundplan_ports::blobs::{Blob, Blobs, BlobsError};
use fundplan_ports::table::{Condition, Item, Key, Query, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::io::{Read, Write};

/// The snapshot's layout; a version of another layout is migrated when read, or refused.
pub const SNAPSHOT_FORMAT: u32 = 1;
/// A version's name: 1 to 120 characters.
pub const NAME_MAX: usize = 120;
/// A version's note: at most 1,000 characters.
pub const NOTE_MAX: usize = 1_000;
/// The most a snapshot may grow to when read back (a compressed object that would inflate
/// beyond it is refused, not read).
pub const SNAPSHOT_MAX_BYTES: u64 = 64 * 1024 * 1024;

/// One item of the plan, as stored: its sort key and attributes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SnapshotItem {
    pub sk: String,
    pub attrs: Map<String, Value>,
}

/// The plan's items at one moment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanSnapshot {
    pub format: u32,
    pub taken_at: i64,
    pub items: Vec<SnapshotItem>,
}

/// Why a snapshot could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("the version's file is not a readable plan: {0}")]
    Unreadable(String),
    #[error("the version's file has format {0}, which this fundplan does not read")]
    Format(u32),
    #[error("the version's file would be larger than {SNAPSHOT_MAX_BYTES} bytes")]
    TooLarge,
}

impl PlanSnapshot {
    /// The snapshot of the plan items among `items` (the organization's partition), in sort
    /// key order; the team and everything that is not the plan are left out.
    pub fn of(items: &[Item], taken_at: i64) -> PlanSnapshot {
        let mut items: Vec<SnapshotItem> = items
            .iter()
            .filter(|i| matches!(Part::of(&i.key.sk), Some(p) if p != Part::User))
            .map(|i| SnapshotItem {
                sk: i.key.sk.clone(),
                attrs: i.attrs.clone(),
            })
            .collect();
        items.sort_by(|a, b| a.sk.cmp(&b.sk));
        PlanSnapshot {
            format: SNAPSHOT_FORMAT,
            taken_at,
            items,
        }
    }

    /// The plan this snapshot holds (read by [`Plan::from_items`], as the live plan is).
    pub fn plan(&self, org_id: &str) -> Result<Plan, String> {
        let items: Vec<Item> = self
            .items
            .iter()
            .map(|i| Item {
                key: Key::new(org_pk(org_id), i.sk.clone()),
                attrs: i.attrs.clone(),
                version: 1,
                gsi1: None,
                expires_at: None,
            })
            .collect();
        Plan::from_items(&items)
    }

    /// The objects of the case document's pictures this snapshot names (each upload and its
    /// own print copy), in order.
    pub fn pictures(&self) -> Vec<String> {
        let Some(item) = self.items.iter().find(|i| i.sk == CASEDOC_SK) else {
            return Vec::new();
        };
        let Ok(doc) = serde_json::from_value::<CaseDocRecord>(Value::Object(item.attrs.clone()))
        else {
            return Vec::new();
        };
        let mut keys: Vec<String> = doc
            .images
            .iter()
            .flat_map(|i| {
                std::iter::once(i.blob_key.clone()).chain(i.print_object().map(str::to_owned))
            })
            .collect();
        keys.sort();
        keys.dedup();
        keys
    }

    /// The snapshot as gzip-compressed JSON.
    pub fn to_gzip(&self) -> Vec<u8> {
        let json = serde_json::to_vec(self).expect("a snapshot is JSON");
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(&json).expect("writing to memory");
        gz.finish().expect("writing to memory")
    }

    /// Reads a snapshot written by [`PlanSnapshot::to_gzip`]; one that would inflate past
    /// [`SNAPSHOT_MAX_BYTES`], is not gzip JSON, or has another format is refused.
    pub fn from_gzip(bytes: &[u8]) -> Result<PlanSnapshot, SnapshotError> {
        let mut json = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .take(SNAPSHOT_MAX_BYTES + 1)
            .read_to_end(&mut json)
            .map_err(|e| SnapshotError::Unreadable(e.to_string()))?;
        if json.len() as u64 > SNAPSHOT_MAX_BYTES {
            return Err(SnapshotError::TooLarge);
        }
        let snapshot: PlanSnapshot =
            serde_json::from_slice(&json).map_err(|e| SnapshotError::Unreadable(e.to_string()))?;
        if snapshot.format != SNAPSHOT_FORMAT {
            return Err(SnapshotError::Format(snapshot.format));
        }
        Ok(snapshot)
    }
}

/// Why a version could not be saved or read.
#[derive(Debug, thiserror::Error)]
pub enum VersionError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the object store: {0}")]
    Blobs(#[from] BlobsError),
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    #[error("the version's file is missing")]
    Missing,
}

/// What a new version is: who saved it and why.
#[derive(Clone, Debug)]
pub struct NewVersion<'a> {
    pub name: &'a str,
    pub note: &'a str,
    pub kind: VersionKind,
    pub by: Option<&'a str>,
    pub by_name: &'a str,
}

/// Saves a version `version_id` of the organization's plan as it is at `now`: the snapshot's
/// object first, then its index item (not exists). Returns the index record.
pub async fn save_version(
    org: &OrgScope,
    blobs: &dyn Blobs,
    version_id: &str,
    new: &NewVersion<'_>,
    now: i64,
) -> Result<VersionRecord, VersionError> {
    let items = org.table().query_all(Plan::query(org.org_id())).await?;
    let snapshot = PlanSnapshot::of(&items, now);
    let bytes = snapshot.to_gzip();
    let unique = format!("{:016x}", rand::random::<u64>());
    let blob_key = VersionRecord::blob_key_of(org.org_id(), version_id, &unique);
    let record = VersionRecord {
        name: new.name.to_owned(),
        note: new.note.to_owned(),
        kind: new.kind,
        taken_at: now,
        by: new.by.map(str::to_owned),
        by_name: new.by_name.to_owned(),
        blob_key: blob_key.clone(),
        bytes: bytes.len() as u64,
        items: snapshot.items.len(),
        pictures: snapshot.pictures(),
    };
    blobs
        .put(
            &blob_key,
            Blob {
                bytes: bytes.into(),
                content_type: "application/gzip".into(),
            },
        )
        .await?;
    let written = org
        .table()
        .put(
            record.encode(VersionRecord::key(org.org_id(), version_id), 1),
            Condition::NotExists,
        )
        .await;
    if let Err(e) = written {
        if let Err(cleanup) = blobs.delete(&blob_key).await {
            tracing::warn!(%blob_key, error = %cleanup, "a version's object was left without its index item");
        }
        return Err(e.into());
    }
    Ok(record)
}

/// The id of the version saved when the plan reached its certificate: one per plan, so two
/// requests that both saw the plan complete save it once.
pub const CERTIFICATE_VERSION_ID: &str = "certificate";

/// Saves a version the product makes by itself (when the plan reaches its certificate, when a
/// document is shared with a funder). The action that called for it stands whatever happens:
/// a failure is logged, and a version already saved under `version_id` is left as it is.
pub async fn save_automatic(
    org: &OrgScope,
    blobs: &dyn Blobs,
    version_id: &str,
    kind: VersionKind,
    name: &str,
    note: &str,
    now: i64,
) -> Option<VersionRecord> {
    if org.version_read().is_some() {
        return None;
    }
    let new = NewVersion {
        name,
        note,
        kind,
        by: None,
        by_name: "",
    };
    match save_version(org, blobs, version_id, &new, now).await {
        Ok(saved) => Some(saved),
        Err(VersionError::Store(StoreError::ConditionFailed)) => None,
        Err(e) => {
            tracing::warn!(org_id = %org.org_id(), %version_id, error = %e, "an automatic version was not saved");
            None
        }
    }
}

/// Records when the plan was first seen complete (`ops::record_completion`) and, the first
/// time, saves a version of the plan as completed. Returns the date stored.
pub async fn reach_certificate(
    org: &OrgScope,
    blobs: &dyn Blobs,
    now: i64,
) -> Result<i64, StoreError> {
    // A version read is never changed: its certificate shows today's date, and nothing is kept.
    if org.version_read().is_some() {
        return Ok(now);
    }
    let completion = crate::ops::record_completion(org, now).await?;
    if completion.first {
        let note = format!(
            "Saved by fundplan when the plan was completed and its certificate issued, on {}.",
            fundplan_domain::certificate::long_date(completion.at)
        );
        save_automatic(
            org,
            blobs,
            CERTIFICATE_VERSION_ID,
            VersionKind::Certificate,
            "Plan completed",
            &note,
            now,
        )
        .await;
    }
    Ok(completion.at)
}

/// The organization's versions, newest first.
pub async fn versions(org: &OrgScope) -> Result<Vec<(String, VersionRecord)>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(org_pk(org.org_id())).prefix(VersionRecord::SK_PREFIX))
        .await?;
    let records: Vec<VersionRecord> = values_of(&items)?;
    let mut list: Vec<(String, VersionRecord)> = items
        .iter()
        .map(|i| i.key.sk[VersionRecord::SK_PREFIX.len()..].to_owned())
        .zip(records)
        .collect();
    list.sort_by(|a, b| (b.1.taken_at, &b.0).cmp(&(a.1.taken_at, &a.0)));
    Ok(list)
}

/// One version's index record.
pub async fn version(
    org: &OrgScope,
    version_id: &str,
) -> Result<Option<Versioned<VersionRecord>>, StoreError> {
    get::<VersionRecord>(org.table(), &VersionRecord::key(org.org_id(), version_id)).await
}

/// One version and its snapshot; none when the organization has no such version.
pub async fn load_version(
    org: &OrgScope,
    blobs: &dyn Blobs,
    version_id: &str,
) -> Result<Option<(VersionRecord, PlanSnapshot)>, VersionError> {
    let Some(record) = version(org, version_id).await? else {
        return Ok(None);
    };
    let blob = blobs
        .get(&record.value.blob_key)
        .await?
        .ok_or(VersionError::Missing)?;
    let snapshot = PlanSnapshot::from_gzip(&blob.bytes)?;
    Ok(Some((record.value, snapshot)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::load_plan;
    use crate::ops::testing::{blobs, expense, table};
    use crate::plan::budget::ExpenseTableRecord;
    use crate::plan::{EntriesRecord, Entry, EntryKind, Owner};
    use crate::{NavRecord, UserRecord, subscription_key};
    use fundplan_domain::budget::Category;
    use fundplan_ports::{Condition, Table};
    use std::sync::Arc;

    const NOW: i64 = 1_800_000_000;

    async fn seed(t: &dyn Table, overhead_cents: i64) {
        let programs = EntriesRecord {
            entries: vec![Entry {
                id: "01P".into(),
                name: "Adult Basic Literacy".into(),
                ..Entry::default()
            }],
        };
        for item in [
            programs.to_item("o1", EntryKind::Program, 1),
            NavRecord::default().to_item("o1", 1),
            ExpenseTableRecord {
                items: vec![expense("a", Category::FinanceFees, [overhead_cents, 0, 0])],
            }
            .to_item("o1", &Owner::Organization, 1),
            UserRecord {
                id: "u1".into(),
                org_id: "o1".into(),
                first_name: "Dana".into(),
                ..UserRecord::default()
            }
            .to_item(1),
        ] {
            t.put(item, Condition::None).await.unwrap();
        }
    }

    fn manual(name: &str) -> NewVersion<'_> {
        NewVersion {
            name,
            note: "As approved",
            kind: VersionKind::Manual,
            by: Some("u1"),
            by_name: "Dana Whitfield",
        }
    }

    #[tokio::test]
    async fn a_version_keeps_the_plan_as_it_was_and_reads_back_into_the_same_plan() {
        let (_dir, t) = table();
        let (_bdir, b) = blobs();
        let t: Arc<dyn Table> = Arc::new(t);
        seed(t.as_ref(), 120_000).await;
        // Not the plan: the subscription, and the team.
        t.put(
            Item::new(
                subscription_key("o1"),
                serde_json::json!({"plan": "pro"})
                    .as_object()
                    .unwrap()
                    .clone(),
            ),
            Condition::None,
        )
        .await
        .unwrap();
        let org = OrgScope::of_verified(t.clone(), "o1");
        let saved = save_version(&org, &b, "v1", &manual("Approved by the board"), NOW)
            .await
            .unwrap();
        assert_eq!(
            saved.items, 3,
            "programs, navigation and the overhead table; no user, no subscription"
        );
        assert!(saved.bytes > 0);

        // The plan changes afterwards; the version does not.
        seed(t.as_ref(), 999_900).await;
        let (record, snapshot) = load_version(&org, &b, "v1").await.unwrap().unwrap();
        assert_eq!(record, saved);
        assert!(
            snapshot
                .items
                .iter()
                .all(|i| !i.sk.starts_with(UserRecord::SK_PREFIX))
        );
        let then = snapshot.plan("o1").unwrap();
        let now = load_plan(&org).await.unwrap();
        assert_eq!(then.figures().unwrap().overhead.total, [120_000, 0, 0]);
        assert_eq!(now.figures().unwrap().overhead.total, [999_900, 0, 0]);
        assert_eq!(then.programs, now.programs);
        assert!(then.team.is_empty(), "a version holds no people");

        // A version id is used once: a second save under it is refused, and its object kept.
        assert!(matches!(
            save_version(&org, &b, "v1", &manual("Again"), NOW + 1).await,
            Err(VersionError::Store(StoreError::ConditionFailed))
        ));
        assert_eq!(
            load_version(&org, &b, "v1").await.unwrap().unwrap().0.name,
            "Approved by the board"
        );
    }

    #[tokio::test]
    async fn versions_are_listed_newest_first_and_another_organization_has_none_of_them() {
        let (_dir, t) = table();
        let (_bdir, b) = blobs();
        let t: Arc<dyn Table> = Arc::new(t);
        seed(t.as_ref(), 100).await;
        let org = OrgScope::of_verified(t.clone(), "o1");
        save_version(&org, &b, "v1", &manual("First draft"), NOW)
            .await
            .unwrap();
        save_version(&org, &b, "v2", &manual("Approved by the board"), NOW + 60)
            .await
            .unwrap();
        let names: Vec<String> = versions(&org)
            .await
            .unwrap()
            .into_iter()
            .map(|(_, v)| v.name)
            .collect();
        assert_eq!(names, ["Approved by the board", "First draft"]);
        let other = OrgScope::of_verified(t.clone(), "o2");
        assert!(versions(&other).await.unwrap().is_empty());
        assert!(load_version(&other, &b, "v1").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn the_plan_as_completed_is_saved_once_however_often_the_certificate_is_reached() {
        let (_dir, t) = table();
        let (_bdir, b) = blobs();
        let t: Arc<dyn Table> = Arc::new(t);
        seed(t.as_ref(), 100).await;
        let org = OrgScope::of_verified(t.clone(), "o1");
        let (first, second) = tokio::join!(
            reach_certificate(&org, &b, NOW),
            reach_certificate(&org, &b, NOW + 1)
        );
        let (first, second) = (first.unwrap(), second.unwrap());
        assert_eq!(first, second, "one date, whoever stored it");
        assert_eq!(reach_certificate(&org, &b, NOW + 99).await.unwrap(), first);
        let list = versions(&org).await.unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].0, CERTIFICATE_VERSION_ID);
        assert_eq!(list[0].1.kind, VersionKind::Certificate);
        assert_eq!(list[0].1.by, None);
        // An automatic version under an id already used leaves the first as it was.
        assert!(
            save_automatic(
                &org,
                &b,
                CERTIFICATE_VERSION_ID,
                VersionKind::Certificate,
                "Again",
                "",
                NOW + 100
            )
            .await
            .is_none()
        );
        assert_eq!(
            version(&org, CERTIFICATE_VERSION_ID)
                .await
                .unwrap()
                .unwrap()
                .value
                .name,
            "Plan completed"
        );
    }

    #[test]
    fn a_snapshot_round_trips_through_gzip_and_a_bomb_or_another_format_is_refused() {
        let snapshot = PlanSnapshot {
            format: SNAPSHOT_FORMAT,
            taken_at: NOW,
            items: vec![SnapshotItem {
                sk: "NAV".into(),
                attrs: Map::new(),
            }],
        };
        assert_eq!(
            PlanSnapshot::from_gzip(&snapshot.to_gzip()).unwrap(),
            snapshot
        );
        let later = PlanSnapshot {
            format: SNAPSHOT_FORMAT + 1,
            ..snapshot
        };
        assert!(
            matches!(PlanSnapshot::from_gzip(&later.to_gzip()), Err(SnapshotError::Format(f)) if f == SNAPSHOT_FORMAT + 1)
        );
        assert!(matches!(
            PlanSnapshot::from_gzip(b"not gzip"),
            Err(SnapshotError::Unreadable(_))
        ));
        // 65 MiB of zeros compress to about 64 kB: refused once 64 MiB are inflated.
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..65 {
            gz.write_all(&zeros).unwrap();
        }
        let bomb = gz.finish().unwrap();
        assert!(bomb.len() < 200_000);
        assert!(matches!(
            PlanSnapshot::from_gzip(&bomb),
            Err(SnapshotError::TooLarge)
        ));
    }
}

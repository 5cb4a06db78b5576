//! The index items of the plan's versions (`crate::versions`): what the list shows, where each
//! version's snapshot is, and which case-document pictures it keeps. Apart from the snapshots
//! (and the plan model they read into), so the case document's writes can ask which pictures a
//! version still needs without depending on the plan model.

use crate::record::{Record, org_pk, values_of};
use crate::scope::OrgScope;
use fundplan_ports::table::{Key, Query, StoreError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Why a version was saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VersionKind {
    /// Saved by a person, with a name and a note.
    Manual,
    /// Saved when the plan reached its certificate.
    Certificate,
    /// Saved when a document was shared with a funder.
    Shared,
    /// Saved before a restore, so nothing is lost.
    BeforeRestore,
}

/// A version's index item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VersionRecord {
    pub name: String,
    #[serde(default)]
    pub note: String,
    pub kind: VersionKind,
    pub taken_at: i64,
    /// The user who saved it (none for an automatic version).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// Their name then, as the list shows it.
    #[serde(default)]
    pub by_name: String,
    pub blob_key: String,
    /// The compressed object's size.
    pub bytes: u64,
    /// How many items of the plan it holds.
    pub items: usize,
    /// The objects of the case document's pictures it names (uploads and print copies): a
    /// picture removed from the plan keeps them while a version names them, so restoring
    /// the case document brings back pictures that exist.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pictures: Vec<String>,
}

impl Record for VersionRecord {
    const ENTITY: &'static str = "version";
}

impl VersionRecord {
    pub const SK_PREFIX: &'static str = "VERSION#";

    pub fn key(org_id: &str, version_id: &str) -> Key {
        Key::new(org_pk(org_id), format!("{}{version_id}", Self::SK_PREFIX))
    }

    /// Where the snapshot of a version is kept: `unique` is fresh for each save, so a save that
    /// loses the race for its version id deletes only its own object.
    pub fn blob_key_of(org_id: &str, version_id: &str, unique: &str) -> String {
        format!(
            "{}versions/{version_id}-{unique}.json.gz",
            crate::objects::org_prefix(org_id)
        )
    }
}

/// The objects of case-document pictures that a version of the organization's plan names,
/// which must not be deleted when a picture is removed or replaced.
pub async fn pictures_kept(org: &OrgScope) -> Result<BTreeSet<String>, StoreError> {
    let items = org
        .table()
        .query_all(Query::partition(org_pk(org.org_id())).prefix(VersionRecord::SK_PREFIX))
        .await?;
    let records: Vec<VersionRecord> = values_of(&items)?;
    Ok(records.into_iter().flat_map(|r| r.pictures).collect())
}

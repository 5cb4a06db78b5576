//! The one trait every entity implements, and what goes with it: the versioned value read back,
//! attribute encoding and the organization partition.

use fundplan_ports::table::{Item, Key, StoreError};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// The partition of every item of one organization.
pub fn org_pk(org_id: &str) -> String {
    format!("ORG#{org_id}")
}

/// An entity stored as one item of the single table.
///
/// The key codec is each entity's own associated function (`UserRecord::key(org, user)`,
/// `TokenRecord::key(token)`, …): some keys hold what the item does not (a token's plain text
/// is never stored, a throttle's address is only in its key), so the key is an argument of
/// [`Record::encode`] rather than something read off the value. What the value does decide —
/// its GSI1 key and its expiry — comes from the trait, so every write of an entity lays the
/// item out the same way; the golden test in each entity's file pins that layout.
pub trait Record: Serialize + DeserializeOwned + Sized {
    /// The entity's name, used in messages about a malformed item.
    const ENTITY: &'static str;

    /// The item's GSI1 key, for entities found by a second key.
    fn gsi1(&self) -> Option<Key> {
        None
    }

    /// Epoch seconds after which the store may delete the item (DynamoDB TTL `ttl`).
    fn expires_at(&self) -> Option<i64> {
        None
    }

    /// The item stored under `key` with `version`.
    fn encode(&self, key: Key, version: u64) -> Item {
        let mut item = Item::new(key, to_attrs(self)).with_version(version);
        item.gsi1 = self.gsi1();
        item.expires_at = self.expires_at();
        item
    }

    /// The value and version of a stored item; a malformed item is reported, never guessed.
    fn decode(item: &Item) -> Result<Versioned<Self>, String> {
        // Read from the attributes in place: no copy of the item (a budget query decodes
        // hundreds of kilobytes per request).
        Self::deserialize(&item.attrs)
            .map(|value| Versioned {
                value,
                version: item.version,
            })
            .map_err(|e| {
                format!(
                    "malformed {} item {}/{}: {e}",
                    Self::ENTITY,
                    item.key.pk,
                    item.key.sk
                )
            })
    }
}

pub(crate) fn to_attrs<T: Serialize>(value: &T) -> Map<String, Value> {
    match serde_json::to_value(value) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

/// Decodes an item's attributes; a malformed item is reported, never guessed.
pub fn from_item<T: DeserializeOwned>(item: &Item) -> Result<T, String> {
    T::deserialize(&item.attrs)
        .map_err(|e| format!("malformed item {}/{}: {e}", item.key.pk, item.key.sk))
}

/// Decodes every item of a query; the first malformed one is an error of the store.
pub fn values_of<T: DeserializeOwned>(items: &[Item]) -> Result<Vec<T>, StoreError> {
    items
        .iter()
        .map(from_item)
        .collect::<Result<Vec<_>, _>>()
        .map_err(StoreError::Invalid)
}

/// A record stored as one item, with its version for optimistic concurrency. The default is
/// the default value at version 0: an item never written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Versioned<T> {
    pub value: T,
    pub version: u64,
}

impl<T: DeserializeOwned> Versioned<T> {
    pub fn from_item(item: &Item) -> Result<Self, String> {
        Ok(Self {
            value: from_item(item)?,
            version: item.version,
        })
    }
}

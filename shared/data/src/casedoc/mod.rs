//! The case for support document's own item (spec file 3 §2 "Case-for-support document screen";
//! issue 9) and the writes of its editor ([`write`]). What the document says is computed from
//! the whole plan by `crate::case`.
//!
//! | item | SK | attributes |
//! |---|---|---|
//! | case document | `PLAN#CASEDOC` | `overrides`: `{slot key: text}`; `images`: `[{id, order, blob_key, content_type, width, height, print_key?}]` (one per order 1–23, in order) |
//!
//! The plan's one query (`crate::model::load_plan`) reads it with the rest of the plan. An override changes only the document, never the plan's answer it
//! stands for (DECISIONS "Product"). Each stored image is one object,
//! `orgs/<org>/case-images/<id>.<png|jpg>`; every stored version has a fresh id, so a link to
//! an old version never shows a new picture. An upload larger than its place in the PDF needs
//! also gets its print copy, made when it is uploaded (`<id>.print.<png|jpg>`, [`print_key`]),
//! so no render converts it.

pub mod write;

use crate::record::{Record, Versioned, org_pk};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const CASEDOC_SK: &str = "PLAN#CASEDOC";

/// The key of the organization's case document item.
pub fn casedoc_key(org_id: &str) -> Key {
    Key::new(org_pk(org_id), CASEDOC_SK)
}

/// The object key of a stored case image: `orgs/<org>/case-images/<id>.<extension>`.
pub fn case_image_key(org_id: &str, id: &str, extension: &str) -> String {
    format!(
        "{}case-images/{id}.{extension}",
        crate::objects::org_prefix(org_id)
    )
}

/// The object key of a stored case image's print copy (the upload scaled to what the PDF
/// places): `orgs/<org>/case-images/<id>.print.<extension>`.
pub fn print_key(org_id: &str, id: &str, extension: &str) -> String {
    format!(
        "{}case-images/{id}.print.{extension}",
        crate::objects::org_prefix(org_id)
    )
}

/// One image the organization put in the document in place of a default image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredImage {
    /// A ULID, fresh for every stored version.
    pub id: String,
    /// The image's place in the document, 1–23 (`fundplan_domain::case_layout`).
    pub order: u32,
    pub blob_key: String,
    /// `image/png` or `image/jpeg`.
    pub content_type: String,
    /// Pixels, as stored (after any downscale).
    pub width: u32,
    pub height: u32,
    /// The bytes the PDF embeds, made when the image was uploaded: `blob_key` itself when the
    /// upload is no larger than its place needs, else its print copy ([`print_key`]). Absent
    /// for an image stored before print copies were made: the document worker converts it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub print_key: Option<String>,
}

impl StoredImage {
    /// The print copy's own object, when it is not the upload's.
    pub fn print_object(&self) -> Option<&str> {
        self.print_key.as_deref().filter(|k| *k != self.blob_key)
    }
}

/// The document's own item: the editor's text overrides and the stored images.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseDocRecord {
    /// Slot key (`director_letter`, `story:<id>`, …) → the text the document shows instead of
    /// the plan's.
    #[serde(default)]
    pub overrides: BTreeMap<String, String>,
    /// At most one per order, sorted by order.
    #[serde(default)]
    pub images: Vec<StoredImage>,
}

impl Record for CaseDocRecord {
    const ENTITY: &'static str = "case document";
}

impl CaseDocRecord {
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(casedoc_key(org_id), version)
    }
    /// The stored image `id`.
    pub fn image(&self, id: &str) -> Option<&StoredImage> {
        self.images.iter().find(|i| i.id == id)
    }
}

/// A stored case document, or the empty one at version 0.
pub fn or_empty(v: Option<Versioned<CaseDocRecord>>) -> Versioned<CaseDocRecord> {
    v.unwrap_or(Versioned {
        value: CaseDocRecord::default(),
        version: 0,
    })
}

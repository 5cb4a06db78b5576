//! The whole plan out and back in (issue 19 §4): one zip file, `plan.json` (a versioned JSON
//! document of the plan) and the uploaded pictures under `pictures/`, made by [`export_plan`]
//! and read by [`import_plan`] into an organization whose plan is empty (a restore, or a move
//! between a local install and the hosted app).
//!
//! `plan.json` holds `fundplan_plan` (the format, [`FORMAT`]), `exported_at`, the
//! organization's settings (its logo as a picture of the file) and the plan's items as stored,
//! by sort key (every item a restore brings back, `Part::section`, and the navigation's
//! statuses and skipped modules; never the team, assignments, counters or anything of another
//! person). The case document's pictures are named by their path in the file. Exporting,
//! importing and exporting again gives the same `plan.json` but for `exported_at`.
//!
//! A file is refused with nothing written when it is not a zip, names an entry fundplan does
//! not read (a path with `..`, a folder other than `pictures/`), would unpack beyond its limits
//! (read with a cap, whatever the zip declares: a zip bomb stops at the cap), is of another
//! format, holds an item that is not the plan's or cannot be read, or a picture that is not a
//! PNG or JPEG image within its size.

use crate::casedoc::{CASEDOC_SK, CaseDocRecord};
use crate::model::{Part, Plan};
use crate::nav::NavRecord;
use crate::organization::OrganizationRecord;
use crate::record::{Record, org_pk};
use crate::restore::{Restore, converge};
use crate::scope::OrgScope;
use crate::versions::SnapshotItem;
use fundplan_ports::blobs::{Blob, Blobs, BlobsError};
use fundplan_ports::table::{Item, Key, RESERVED_ATTRIBUTES, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{Cursor, Read, Write};

/// The layout of `plan.json` this fundplan writes and reads.
pub const FORMAT: u32 = 1;
/// The most `plan.json` may unpack to.
pub const PLAN_JSON_MAX_BYTES: u64 = 16 * 1024 * 1024;
/// The most one picture may unpack to.
pub const PICTURE_MAX_BYTES: u64 = 3 * 1024 * 1024;
/// The most a whole file may unpack to.
pub const UNPACKED_MAX_BYTES: u64 = 64 * 1024 * 1024;
/// The most entries a file may hold.
pub const ENTRIES_MAX: usize = 200;

const PLAN_JSON: &str = "plan.json";
const PICTURES: &str = "pictures/";

/// The organization's settings as a plan file carries them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub name: String,
    pub address: String,
    pub phone: String,
    pub website: String,
    pub background_color: String,
    pub headings_color: String,
    pub body_color: String,
    pub font_family: String,
    pub director_name: String,
    pub year: String,
    #[serde(default)]
    pub paper_size: String,
    /// The logo's path in the file (`pictures/logo.png`), if it has one.
    #[serde(default)]
    pub logo: Option<String>,
}

/// `plan.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanFile {
    pub fundplan_plan: u32,
    pub exported_at: String,
    pub organization: Settings,
    pub items: Vec<SnapshotItem>,
}

/// Why a file was refused (nothing was written).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{0}")]
    Refused(String),
    #[error("a plan file can only be imported into an organization whose plan is empty")]
    NotEmpty,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the object store: {0}")]
    Blobs(#[from] BlobsError),
}

fn refused(message: impl Into<String>) -> ImportError {
    ImportError::Refused(message.into())
}

/// What an import wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub items: usize,
    pub pictures: usize,
}

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the object store: {0}")]
    Blobs(#[from] BlobsError),
    #[error("a picture of the plan is missing: {0}")]
    MissingPicture(String),
}

/// The last part of an object key (`orgs/o1/case-images/01J.jpg` → `01J.jpg`).
fn file_of(key: &str) -> &str {
    key.rsplit('/').next().unwrap_or(key)
}

/// The navigation item as a file carries it: statuses and skipped modules, nothing of people.
fn portable_nav(attrs: &Map<String, Value>) -> Option<Map<String, Value>> {
    let nav = NavRecord::deserialize(attrs).ok()?;
    let mut out = Map::new();
    out.insert("keys".into(), Value::from(nav.keys));
    out.insert("statuses".into(), serde_json::to_value(&nav.statuses).ok()?);
    out.insert("skipped".into(), serde_json::to_value(&nav.skipped).ok()?);
    Some(out)
}

/// The whole plan as one zip file.
pub async fn export_plan(
    org: &OrgScope,
    blobs: &dyn Blobs,
    exported_at: &str,
) -> Result<Vec<u8>, ExportError> {
    let stored = org.table().query_all(Plan::query(org.org_id())).await?;
    let mut items = Vec::new();
    let mut pictures: BTreeMap<String, String> = BTreeMap::new(); // path in the file → key
    let mut settings = Settings::default();
    for item in &stored {
        let sk = item.key.sk.as_str();
        match Part::of(sk) {
            Some(Part::Org) => {
                let o = OrganizationRecord::decode(item)
                    .map_err(StoreError::Invalid)?
                    .value;
                settings = Settings {
                    name: o.name,
                    address: o.address,
                    phone: o.phone,
                    website: o.website,
                    background_color: o.background_color,
                    headings_color: o.headings_color,
                    body_color: o.body_color,
                    font_family: o.font_family,
                    director_name: o.director_name,
                    year: o.year,
                    paper_size: o.paper_size,
                    logo: o.logo_key.as_deref().map(|k| {
                        let path = format!("{PICTURES}{}", file_of(k));
                        pictures.insert(path.clone(), k.to_owned());
                        path
                    }),
                };
            }
            Some(Part::Nav) => {
                if let Some(attrs) = portable_nav(&item.attrs) {
                    items.push(SnapshotItem {
                        sk: sk.to_owned(),
                        attrs,
                    });
                }
            }
            Some(part) if part.section().is_some() => {
                let mut attrs = item.attrs.clone();
                if sk == CASEDOC_SK {
                    let mut doc = CaseDocRecord::decode(item)
                        .map_err(StoreError::Invalid)?
                        .value;
                    for image in &mut doc.images {
                        for key in
                            std::iter::once(&mut image.blob_key).chain(image.print_key.as_mut())
                        {
                            let path = format!("{PICTURES}{}", file_of(key));
                            pictures.insert(path.clone(), key.clone());
                            *key = path;
                        }
                    }
                    attrs = crate::record::to_attrs(&doc);
                }
                items.push(SnapshotItem {
                    sk: sk.to_owned(),
                    attrs,
                });
            }
            _ => {}
        }
    }
    items.sort_by(|a, b| a.sk.cmp(&b.sk));
    let file = PlanFile {
        fundplan_plan: FORMAT,
        exported_at: exported_at.to_owned(),
        organization: settings,
        items,
    };
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    let json = serde_json::to_vec_pretty(&file).map_err(|e| StoreError::Invalid(e.to_string()))?;
    let io = |e: std::io::Error| StoreError::Unavailable(format!("writing the plan file: {e}"));
    let zerr =
        |e: zip::result::ZipError| StoreError::Unavailable(format!("writing the plan file: {e}"));
    zip.start_file(PLAN_JSON, options).map_err(zerr)?;
    zip.write_all(&json).map_err(io)?;
    for (path, key) in &pictures {
        let blob = blobs
            .get(key)
            .await?
            .ok_or_else(|| ExportError::MissingPicture(key.clone()))?;
        // Pictures are compressed already.
        let stored = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        zip.start_file(path, stored).map_err(zerr)?;
        zip.write_all(&blob.bytes).map_err(io)?;
    }
    Ok(zip.finish().map_err(zerr)?.into_inner())
}

/// Whether `name` is an entry a plan file may hold: `plan.json`, or a picture
/// `pictures/<letters, digits, . _ ->` (no other folder, no `..`).
fn entry_allowed(name: &str) -> bool {
    if name == PLAN_JSON {
        return true;
    }
    name.strip_prefix(PICTURES).is_some_and(|file| {
        (1..=100).contains(&file.len())
            && !file.starts_with('.')
            && !file.contains("..")
            && file
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
    })
}

fn shown(name: &str) -> String {
    let s: String = name.chars().filter(|c| !c.is_control()).take(80).collect();
    s
}

/// The entries of a plan file, each read with its cap.
fn unpack(bytes: &[u8]) -> Result<BTreeMap<String, Vec<u8>>, ImportError> {
    let not_a_plan = || {
        refused(
            "This file is not a fundplan plan file: choose the .zip that “Export the whole plan” made.",
        )
    };
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| not_a_plan())?;
    if zip.len() > ENTRIES_MAX {
        return Err(refused(format!(
            "This file holds more than {ENTRIES_MAX} files; a plan file holds plan.json and its pictures."
        )));
    }
    let too_large = || {
        refused(
            "This file is too large: a plan file unpacks to at most 64 MB, plan.json to at most 16 MB and each picture to at most 3 MB.",
        )
    };
    let mut out = BTreeMap::new();
    let mut total = 0u64;
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).map_err(|_| not_a_plan())?;
        let name = entry.name().to_owned();
        if entry.is_dir() && name == PICTURES {
            continue;
        }
        if entry.is_dir() || !entry_allowed(&name) {
            return Err(refused(format!(
                "This file holds an entry fundplan does not read: “{}”. A plan file holds plan.json and pictures/ only.",
                shown(&name)
            )));
        }
        let cap = if name == PLAN_JSON {
            PLAN_JSON_MAX_BYTES
        } else {
            PICTURE_MAX_BYTES
        };
        let mut data = Vec::new();
        (&mut entry)
            .take(cap + 1)
            .read_to_end(&mut data)
            .map_err(|_| not_a_plan())?;
        if data.len() as u64 > cap {
            return Err(too_large());
        }
        total += data.len() as u64;
        if total > UNPACKED_MAX_BYTES {
            return Err(too_large());
        }
        if out.insert(name.clone(), data).is_some() {
            return Err(refused(format!(
                "This file holds “{}” twice.",
                shown(&name)
            )));
        }
    }
    if !out.contains_key(PLAN_JSON) {
        return Err(not_a_plan());
    }
    Ok(out)
}

/// A picture of the file: PNG or JPEG by its bytes.
fn picture<'a>(
    entries: &'a BTreeMap<String, Vec<u8>>,
    path: &str,
) -> Result<(&'a [u8], fundplan_domain::image::ImageKind), ImportError> {
    let bytes = entries.get(path).ok_or_else(|| {
        refused(format!(
            "plan.json names a picture the file does not hold: “{}”.",
            shown(path)
        ))
    })?;
    let kind = fundplan_domain::image::image_kind(bytes).ok_or_else(|| {
        refused(format!(
            "A picture in the file is not a PNG or JPEG image: “{}”.",
            shown(path)
        ))
    })?;
    Ok((bytes, kind))
}

/// A plan file read and checked, ready to write.
struct Checked {
    file: PlanFile,
    items: Vec<SnapshotItem>,
}

fn check(entries: &BTreeMap<String, Vec<u8>>) -> Result<Checked, ImportError> {
    let json = &entries[PLAN_JSON];
    let value: Value = serde_json::from_slice(json)
        .map_err(|_| refused("The plan in this file cannot be read: plan.json is not JSON."))?;
    match value.get("fundplan_plan").and_then(Value::as_u64) {
        Some(f) if f == u64::from(FORMAT) => {}
        Some(f) if f > u64::from(FORMAT) => {
            return Err(refused(format!(
                "This file was made by a newer fundplan (plan file format {f}); this one reads format {FORMAT}. Export it again from a fundplan of this version, or import it there."
            )));
        }
        _ => {
            return Err(refused(
                "This file is not a fundplan plan file: plan.json names no format fundplan reads.",
            ));
        }
    }
    let file: PlanFile = serde_json::from_value(value).map_err(|e| {
        refused(format!(
            "The plan in this file cannot be read: {}",
            shown(&e.to_string())
        ))
    })?;
    let mut seen = BTreeSet::new();
    for item in &file.items {
        let part = Part::of(&item.sk);
        let portable = matches!(&part, Some(Part::Nav))
            || part.as_ref().is_some_and(|p| p.section().is_some());
        if !portable || !seen.insert(item.sk.clone()) {
            return Err(refused(format!(
                "The plan in this file holds an item fundplan does not import: “{}”.",
                shown(&item.sk)
            )));
        }
        if item
            .attrs
            .keys()
            .any(|k| RESERVED_ATTRIBUTES.contains(&k.as_str()))
        {
            return Err(refused(format!(
                "The plan in this file cannot be read: “{}” has a reserved field.",
                shown(&item.sk)
            )));
        }
    }
    // Every item must read as the plan reads it.
    let as_items: Vec<Item> = file
        .items
        .iter()
        .map(|i| Item::new(Key::new(org_pk("check"), i.sk.clone()), i.attrs.clone()))
        .collect();
    Plan::from_items(&as_items).map_err(|e| {
        refused(format!(
            "The plan in this file cannot be read: {}",
            shown(&e)
        ))
    })?;
    for i in &file.items {
        if i.sk == "NAV" && portable_nav(&i.attrs).is_none() {
            return Err(refused(
                "The plan in this file cannot be read: its navigation.",
            ));
        }
    }
    // Every picture it names is in the file and is an image.
    if let Some(logo) = &file.organization.logo {
        picture(entries, logo)?;
    }
    if let Some(doc) = file.items.iter().find(|i| i.sk == CASEDOC_SK) {
        let doc = CaseDocRecord::deserialize(&doc.attrs)
            .map_err(|_| refused("The plan in this file cannot be read: its case document."))?;
        for image in &doc.images {
            let (_, kind) = picture(entries, &image.blob_key)?;
            if kind.content_type() != image.content_type {
                return Err(refused(format!(
                    "A picture in the file is not the kind of image plan.json says: “{}”.",
                    shown(&image.blob_key)
                )));
            }
            if let Some(p) = &image.print_key {
                picture(entries, p)?;
            }
        }
    }
    let items = file.items.clone();
    Ok(Checked { file, items })
}

/// Reads a plan file into the organization, whose plan must be empty (no item a restore brings
/// back). Nothing is written unless the whole file is good; `new_id` names each picture stored.
pub async fn import_plan(
    org: &OrgScope,
    blobs: &dyn Blobs,
    bytes: &[u8],
    mut new_id: impl FnMut() -> String,
) -> Result<Imported, ImportError> {
    let entries = unpack(bytes)?;
    let Checked { file, mut items } = check(&entries)?;
    let current = org.table().query_all(Plan::query(org.org_id())).await?;
    if current
        .iter()
        .any(|i| Part::of(&i.key.sk).is_some_and(|p| p.section().is_some()))
    {
        return Err(ImportError::NotEmpty);
    }
    // The pictures first, under new keys of this organization.
    let mut written: Vec<String> = Vec::new();
    let mut keys: BTreeMap<String, String> = BTreeMap::new(); // path in the file → new key
    let mut store = |path: &str,
                     keys: &mut BTreeMap<String, String>|
     -> Option<(String, Vec<u8>, &'static str)> {
        if keys.contains_key(path) {
            return None;
        }
        let (bytes, kind) = picture(&entries, path).ok()?;
        let id = new_id();
        let key = if path.contains(".print.") {
            crate::casedoc::print_key(org.org_id(), &id, kind.extension())
        } else {
            crate::casedoc::case_image_key(org.org_id(), &id, kind.extension())
        };
        keys.insert(path.to_owned(), key.clone());
        Some((key, bytes.to_vec(), kind.content_type()))
    };
    let mut puts = Vec::new();
    if let Some(doc) = items.iter().find(|i| i.sk == CASEDOC_SK) {
        let doc = CaseDocRecord::deserialize(&doc.attrs).map_err(|e| refused(e.to_string()))?;
        for image in &doc.images {
            puts.extend(store(&image.blob_key, &mut keys));
            if let Some(p) = &image.print_key {
                puts.extend(store(p, &mut keys));
            }
        }
    }
    let logo_key = match &file.organization.logo {
        None => None,
        Some(path) => {
            let (bytes, kind) = picture(&entries, path)?;
            let key = crate::objects::ImageSlot::Logo {
                org_id: org.org_id(),
            }
            .key(&new_id(), kind.extension());
            puts.push((key.clone(), bytes.to_vec(), kind.content_type()));
            Some(key)
        }
    };
    let mut plan_written_flag = false;
    let plan_written = &mut plan_written_flag;
    let result = async {
        for (key, bytes, content_type) in &puts {
            blobs
                .put(
                    key,
                    Blob {
                        bytes: bytes.clone().into(),
                        content_type: (*content_type).to_owned(),
                    },
                )
                .await?;
            written.push(key.clone());
        }
        // The case document names the new keys.
        for item in items.iter_mut().filter(|i| i.sk == CASEDOC_SK) {
            let mut doc =
                CaseDocRecord::deserialize(&item.attrs).map_err(|e| refused(e.to_string()))?;
            for image in &mut doc.images {
                image.blob_key = keys[&image.blob_key].clone();
                if let Some(p) = image.print_key.as_mut() {
                    *p = keys
                        .get(p.as_str())
                        .cloned()
                        .unwrap_or_else(|| image.blob_key.clone());
                }
            }
            item.attrs = crate::record::to_attrs(&doc);
        }
        // The navigation keeps this organization's assignments and e-mails sent.
        let nav_file = items.iter().position(|i| i.sk == "NAV");
        if let Some(at) = nav_file {
            let from_file = items.remove(at);
            let f = NavRecord::deserialize(&from_file.attrs).unwrap_or_default();
            crate::ops::update_nav(org, |nav: &mut NavRecord| -> Result<(), StoreError> {
                nav.keys = f.keys;
                nav.statuses = f.statuses.clone();
                nav.skipped = f.skipped.clone();
                Ok(())
            })
            .await?;
        }
        *plan_written = true;
        let (count, _) = converge(org, &items, Restore::Plan).await?;
        let s = &file.organization;
        crate::repo::update(
            org.table(),
            &OrganizationRecord::key(org.org_id()),
            |o: &OrganizationRecord, v| o.to_item(v),
            |o| -> Result<(), StoreError> {
                o.name = s.name.clone();
                o.address = s.address.clone();
                o.phone = s.phone.clone();
                o.website = s.website.clone();
                o.background_color = s.background_color.clone();
                o.headings_color = s.headings_color.clone();
                o.body_color = s.body_color.clone();
                o.font_family = s.font_family.clone();
                o.director_name = s.director_name.clone();
                o.year = s.year.clone();
                o.paper_size = s.paper_size.clone();
                o.logo_key = logo_key.clone();
                Ok(())
            },
        )
        .await?;
        Ok::<usize, ImportError>(count + usize::from(nav_file.is_some()))
    }
    .await;
    match result {
        Ok(count) => Ok(Imported {
            items: count,
            pictures: written.len(),
        }),
        Err(e) => {
            // Pictures stored for a plan that was not written are deleted; once the plan's
            // items are being written, they stay with it.
            if !plan_written_flag {
                for key in &written {
                    let _ = blobs.delete(key).await;
                }
            }
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests;

//! Writes of the case document's item: overrides set and reset, images stored, replaced and
//! removed. Each is a read-modify-write of `PLAN#CASEDOC` on the version it read, retried on a
//! conflict, so concurrent editors never lose each other's change.
//!
//! An image's object and the item that names it are written in the order that leaves nothing
//! dangling: a new object is stored before the item names it (and removed again when the item
//! cannot be written); a replaced or removed image's object is deleted only after the item no
//! longer names it. A failed delete leaves an unnamed object (logged), never an item naming a
//! missing one.

use super::{CaseDocRecord, StoredImage, case_image_key, casedoc_key, print_key};
use crate::ops::changing;
use crate::record::Versioned;
use crate::scope::OrgScope;
use bytes::Bytes;
use fundplan_domain::image::ImageKind;
use fundplan_ports::{Blob, Blobs, BlobsError, StoreError};
use std::collections::BTreeSet;

/// Why a write of the case document was not made.
#[derive(Debug, thiserror::Error)]
pub enum CaseWriteError {
    /// The image named by id is not the organization's.
    #[error("not found")]
    NotFound,
    /// The image named by id is at another place of the document than the one sent.
    #[error("the image is at order {0}")]
    WrongOrder(u32),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Blobs(#[from] BlobsError),
}

/// Sets the override of `key` to `text`, and drops the overrides of keys the document no longer
/// has (`keep`: the document's slot keys, e.g. a deleted story's).
pub async fn set_override(
    org: &OrgScope,
    key: &str,
    text: &str,
    keep: &BTreeSet<String>,
) -> Result<Versioned<CaseDocRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    changing(
        table,
        &casedoc_key(org_id),
        |d: &CaseDocRecord, v| d.to_item(org_id, v),
        |d| {
            d.overrides.retain(|k, _| keep.contains(k));
            d.overrides.insert(key.to_string(), text.to_string());
        },
    )
    .await
}

/// Removes the override of `key` (the document shows the plan's text again), and the overrides
/// of keys the document no longer has.
pub async fn reset_override(
    org: &OrgScope,
    key: &str,
    keep: &BTreeSet<String>,
) -> Result<Versioned<CaseDocRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    changing(
        table,
        &casedoc_key(org_id),
        |d: &CaseDocRecord, v| d.to_item(org_id, v),
        |d| {
            d.overrides.retain(|k, _| keep.contains(k) && k != key);
        },
    )
    .await
}

/// An image checked and prepared for storing (`fundplan_domain::case_images`).
#[derive(Clone, Debug)]
pub struct NewImage {
    /// A fresh id; also the object's name.
    pub id: String,
    /// 1–23.
    pub order: u32,
    pub kind: ImageKind,
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// What the PDF embeds: `None` when `bytes` are already no larger than the image's place
    /// needs, else the smaller print copy (the same kind).
    pub print: Option<Vec<u8>>,
}

/// A stored image and the one it took the place of.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    pub image: StoredImage,
    /// The image that was at its order before (its object is deleted).
    pub replaced: Option<StoredImage>,
    pub version: u64,
}

/// Stores `new` at its order: in place of the image `replace` when given (which must be the
/// organization's and at that order), else in place of whatever image is at the order.
pub async fn store_image(
    org: &OrgScope,
    blobs: &dyn Blobs,
    new: NewImage,
    replace: Option<&str>,
) -> Result<Stored, CaseWriteError> {
    let (table, org_id) = (org.table(), org.org_id());
    let blob_key = case_image_key(org_id, &new.id, new.kind.extension());
    let print_key = match new.print {
        Some(_) => print_key(org_id, &new.id, new.kind.extension()),
        None => blob_key.clone(),
    };
    let image = StoredImage {
        blob_key,
        id: new.id,
        order: new.order,
        content_type: new.kind.content_type().to_string(),
        width: new.width,
        height: new.height,
        print_key: Some(print_key),
    };
    // A replacement of an image that is not there is refused before anything is stored.
    if let Some(id) = replace {
        let current = crate::repo::get::<CaseDocRecord>(table, &casedoc_key(org_id)).await?;
        check_replace(current.as_ref().map(|c| &c.value), id, image.order)?;
    }
    if let (Some(key), Some(print)) = (image.print_object(), new.print) {
        blobs
            .put(
                key,
                Blob {
                    bytes: Bytes::from(print),
                    content_type: image.content_type.clone(),
                },
            )
            .await?;
    }
    let put = blobs
        .put(
            &image.blob_key,
            Blob {
                bytes: Bytes::from(new.bytes),
                content_type: image.content_type.clone(),
            },
        )
        .await;
    if let Err(e) = put {
        delete_objects(blobs, &image, &BTreeSet::new()).await;
        return Err(e.into());
    }
    let written = modify(org, |d| {
        let replaced = match replace {
            Some(id) => {
                check_replace(Some(d), id, image.order)?;
                take(d, |i| i.id == id)
            }
            None => take(d, |i| i.order == image.order),
        };
        d.images.push(image.clone());
        d.images.sort_by_key(|i| i.order);
        Ok(replaced)
    })
    .await;
    let (replaced, version) = match written {
        Ok(done) => done,
        Err(e) => {
            delete_objects(blobs, &image, &BTreeSet::new()).await;
            return Err(e);
        }
    };
    if let Some(old) = &replaced {
        delete_unkept(org, blobs, old).await;
    }
    Ok(Stored {
        image,
        replaced,
        version,
    })
}

/// Removes the stored image `id` (the document shows the default image of its order again).
pub async fn remove_image(
    org: &OrgScope,
    blobs: &dyn Blobs,
    id: &str,
) -> Result<StoredImage, CaseWriteError> {
    let (removed, _) = modify(org, |d| {
        take(d, |i| i.id == id).ok_or(CaseWriteError::NotFound)
    })
    .await?;
    delete_unkept(org, blobs, &removed).await;
    Ok(removed)
}

fn check_replace(d: Option<&CaseDocRecord>, id: &str, order: u32) -> Result<(), CaseWriteError> {
    match d.and_then(|d| d.image(id)) {
        None => Err(CaseWriteError::NotFound),
        Some(i) if i.order != order => Err(CaseWriteError::WrongOrder(i.order)),
        Some(_) => Ok(()),
    }
}

fn take(d: &mut CaseDocRecord, which: impl Fn(&StoredImage) -> bool) -> Option<StoredImage> {
    let at = d.images.iter().position(which)?;
    Some(d.images.remove(at))
}

/// Deletes the objects of an image replaced or removed from the document, but those a version
/// of the plan names (`crate::version_index`): restoring that version brings the image back.
/// When the versions cannot be read, nothing is deleted (an object kept is only storage).
async fn delete_unkept(org: &OrgScope, blobs: &dyn Blobs, image: &StoredImage) {
    match crate::version_index::pictures_kept(org).await {
        Ok(kept) => delete_objects(blobs, image, &kept).await,
        Err(e) => {
            tracing::warn!(error = %e, image = %image.id, "the versions could not be read; the image's objects are kept");
        }
    }
}

/// Deletes an image's objects (the upload and its print copy) but those in `kept`, logging
/// what could not be: a replaced or removed image, or one whose write failed.
async fn delete_objects(blobs: &dyn Blobs, image: &StoredImage, kept: &BTreeSet<String>) {
    for key in std::iter::once(image.blob_key.as_str())
        .chain(image.print_object())
        .filter(|k| !kept.contains(*k))
    {
        if let Err(e) = blobs.delete(key).await {
            tracing::warn!(error = %e, %key, "a case image's object was not deleted");
        }
    }
}

/// Read-modify-write of the document's item, retried on a conflict: `change` runs on the item
/// as read (the empty one when never written) and its error stops the write.
async fn modify<T>(
    org: &OrgScope,
    mut change: impl FnMut(&mut CaseDocRecord) -> Result<T, CaseWriteError>,
) -> Result<(T, u64), CaseWriteError> {
    let table = org.table();
    let org_id = org.org_id();
    let key = casedoc_key(org_id);
    let mut retry = crate::repo::Retry::new(format!("{}/{}", key.pk, key.sk));
    loop {
        let read = super::or_empty(crate::repo::get::<CaseDocRecord>(table, &key).await?);
        let mut value = read.value;
        let out = change(&mut value)?;
        let write = table
            .put(
                value.to_item(org_id, read.version + 1),
                crate::repo::over(read.version),
            )
            .await;
        if crate::repo::written(write)? {
            return Ok((out, read.version + 1));
        }
        retry.conflict().await?;
    }
}

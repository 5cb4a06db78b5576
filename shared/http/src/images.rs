//! Replacing a stored image (a logo, a profile picture) together with the record that points to
//! it: the new object is stored first, the record written second, and only then is the old
//! object deleted; when the record cannot be written, the new object is removed again. No
//! record ever points to a missing object, and no object is left behind.

use crate::error::ApiResult;
use crate::state::AppState;
use bytes::Bytes;
use fundplan_data::objects::ImageSlot;
use fundplan_domain::image::ImageKind;
use fundplan_ports::{Blob, StoreError};

/// Stores `upload` (if any) under a fresh key of `slot` (see `fundplan_data::objects`), then
/// calls `save` with the key the record must now hold (the new one, or `current` when nothing
/// was uploaded).
pub async fn replace_image(
    state: &AppState,
    upload: Option<(ImageKind, Bytes)>,
    slot: ImageSlot<'_>,
    current: Option<String>,
    save: impl AsyncFnOnce(Option<String>) -> Result<(), StoreError>,
) -> ApiResult<Option<String>> {
    let Some((kind, bytes)) = upload else {
        save(current.clone()).await?;
        return Ok(current);
    };
    let key = slot.key(&state.ids.new_id(), kind.extension());
    state
        .blobs
        .put(
            &key,
            Blob {
                bytes,
                content_type: kind.content_type().into(),
            },
        )
        .await?;
    if let Err(e) = save(Some(key.clone())).await {
        if let Err(cleanup) = state.blobs.delete(&key).await {
            tracing::warn!(error = %cleanup, %key, "new image not removed after a failed save");
        }
        return Err(e.into());
    }
    if let Some(old) = current
        && let Err(e) = state.blobs.delete(&old).await
    {
        tracing::warn!(error = %e, key = %old, "old image not deleted");
    }
    Ok(Some(key))
}

/// An uploaded logo or profile picture, decoded whole off the request threads
/// (`fundplan_domain::case_images::verify_image`): a corrupt picture would break every document
/// that prints it.
pub async fn verify_upload(field: &'static str, bytes: &Bytes) -> ApiResult<ImageKind> {
    let data = bytes.clone();
    tokio::task::spawn_blocking(move || fundplan_domain::case_images::verify_image(field, &data))
        .await
        .map_err(crate::error::ApiError::internal)?
        .map_err(Into::into)
}

//! The document's images (spec file 3 §2 "Images"; issue 9 §2): an upload takes the place of
//! the default image of its order (1–23), or of the stored image it names by id (a crop or a
//! replacement); a removal brings the default image back. Uploads are checked by their content
//! and bounded before they are decoded (`fundplan_domain::case_images`); each stored version
//! gets a fresh id and object, and a replaced or removed image's object is deleted once the
//! document no longer names it (`fundplan_data::casedoc::write`).

use crate::common::write_error;
use crate::view::{CaseImage, image_view};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use fundplan_data::casedoc::write::{self, NewImage, store_image};
use fundplan_documents::case::print_copy;
use fundplan_documents::model::ImageFormat;
use fundplan_domain::DomainError;
use fundplan_domain::case_images::prepare_image;
use fundplan_domain::case_layout::IMAGE_COUNT;
use fundplan_domain::image::ImageKind;
use fundplan_domain::messages as m;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser, UploadForm};
use serde::Deserialize;
use utoipa::ToSchema;

/// The upload form (multipart).
#[allow(dead_code)]
#[derive(ToSchema)]
pub struct CaseImageUpload {
    /// The image's place in the document, 1–23.
    pub order: u32,
    /// PNG or JPEG (by content), at most 1 MB, at most 10,000 px a side and 40 megapixels;
    /// stored at most 2000 px on its longest side.
    #[schema(value_type = String, format = Binary)]
    pub image: Vec<u8>,
    /// Ignored (the original sent "1").
    pub page_no: Option<String>,
    /// The stored image this one replaces (a crop, or a new picture for its place).
    pub id: Option<String>,
}

fn not_found() -> ApiError {
    ApiError(DomainError::NotFound(m::CASE_IMAGE_NOT_FOUND.into()))
}

/// An image id as the server makes them (a ULID); anything else names no image.
fn plausible_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Stores an image of the document: 201 when its place showed the default image, 200 when it
/// replaced a stored one. 415 neither PNG nor JPEG, 413 over 1 MB, 422 empty, unreadable,
/// above 40 megapixels or 10,000 px a side, or without a valid order; 404 for an `id` that is
/// not the organization's; 409 for an `id` at another order. Nothing is stored when refused.
#[utoipa::path(post, path = "/api/v1/case-statements/upload", tag = "casedoc", security(("bearer" = [])),
    request_body(content = CaseImageUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = CaseImage, description = "stored in place of the default image"),
        (status = 200, body = CaseImage, description = "stored in place of a stored image"),
        (status = 401), (status = 404), (status = 409), (status = 413), (status = 415), (status = 422)))]
pub async fn upload_image(
    State(state): State<AppState>,
    me: CurrentUser,
    form: UploadForm,
) -> ApiResult<(StatusCode, Json<CaseImage>)> {
    let order = form
        .text("order")
        .and_then(|o| o.trim().parse::<u32>().ok())
        .filter(|o| (1..=IMAGE_COUNT).contains(o))
        .ok_or_else(|| DomainError::field("order", m::CASE_IMAGE_ORDER))?;
    let replace = form
        .text("id")
        .map(|id| id.trim().to_string())
        .filter(|id| !id.is_empty());
    if replace.as_deref().is_some_and(|id| !plausible_id(id)) {
        return Err(not_found());
    }
    let bytes = form
        .files
        .get("image")
        .cloned()
        .ok_or_else(|| DomainError::field("image", m::CASE_IMAGE_REQUIRED))?;
    // Decoding and scaling take up to a second of CPU: off the request threads. The print copy
    // (the image at its place's print resolution) is made here once, so no render pays for it.
    let (prepared, print) = tokio::task::spawn_blocking(move || {
        let prepared = prepare_image("image", &bytes)?;
        let format = match prepared.kind {
            ImageKind::Png => ImageFormat::Png,
            ImageKind::Jpeg => ImageFormat::Jpeg,
        };
        let print = print_copy(&prepared.bytes, format, order);
        Ok::<_, DomainError>((prepared, print))
    })
    .await
    .map_err(ApiError::internal)??;
    let new = NewImage {
        id: state.ids.new_id(),
        order,
        kind: prepared.kind,
        bytes: prepared.bytes,
        width: prepared.width,
        height: prepared.height,
        print,
    };
    let stored = store_image(&me.org, state.blobs.as_ref(), new, replace.as_deref())
        .await
        .map_err(write_error)?;
    let status = if stored.replaced.is_some() {
        StatusCode::OK
    } else {
        StatusCode::CREATED
    };
    Ok((status, Json(image_view(&state, &stored.image).await?)))
}

/// The stored image to remove.
#[derive(Deserialize, ToSchema, Debug)]
pub struct RemoveImage {
    pub id: String,
}

/// Removes a stored image (its place shows the default image again): 204, or 404 for an id that
/// is not the organization's.
#[utoipa::path(delete, path = "/api/v1/case-statements/remove-image", tag = "casedoc", security(("bearer" = [])),
    request_body = RemoveImage,
    responses((status = 204, description = "removed"), (status = 401), (status = 404)))]
pub async fn remove_image(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<RemoveImage>,
) -> ApiResult<StatusCode> {
    let id = body.id.trim();
    if !plausible_id(id) {
        return Err(not_found());
    }
    write::remove_image(&me.org, state.blobs.as_ref(), id)
        .await
        .map_err(write_error)?;
    Ok(StatusCode::NO_CONTENT)
}

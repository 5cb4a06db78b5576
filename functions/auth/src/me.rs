use crate::signup::ErrorBody;
use crate::views::{UserView, user_view};
use axum::Json;
use axum::extract::State;
use fundplan_data::repo::get_subscription;
use fundplan_domain::account::NAME_MAX_CHARS;
use fundplan_domain::error::Checker;
use fundplan_domain::messages as m;
use fundplan_domain::phone::{self, PhoneProblem};
use fundplan_http::images::replace_image;
use fundplan_http::{ApiResult, AppState, CurrentUser, UploadForm};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct MeResponse {
    pub data: UserView,
}

#[derive(Serialize, ToSchema)]
pub struct MeUpdated {
    pub status: bool,
    pub message: String,
    pub data: UserView,
}

/// The signed-in user.
#[utoipa::path(get, path = "/api/v1/me", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = MeResponse), (status = 401, body = ErrorBody)))]
pub async fn get_me(State(state): State<AppState>, me: CurrentUser) -> ApiResult<Json<MeResponse>> {
    let sub = get_subscription(&me.org).await?.map(|v| v.value);
    Ok(Json(MeResponse {
        data: user_view(&state, &me.user, sub.as_ref()).await,
    }))
}

#[allow(dead_code)]
#[derive(ToSchema)]
pub struct ProfileForm {
    pub first_name: String,
    pub last_name: String,
    pub position: String,
    /// International (`+…`) or national for `phone_country`.
    pub phone: String,
    /// ISO 3166 alpha-2, default `us`.
    pub phone_country: Option<String>,
    pub preferred_language: Option<String>,
    pub time_zone: Option<String>,
    /// PNG or JPEG, at most 1 MB; required unless a picture is stored.
    #[schema(value_type = Option<String>, format = Binary)]
    pub logo: Option<Vec<u8>>,
}

/// Updates the profile (multipart). The e-mail cannot be changed here.
#[utoipa::path(put, path = "/api/v1/me", tag = "accounts", security(("bearer" = [])),
    request_body(content = ProfileForm, content_type = "multipart/form-data"),
    responses((status = 200, body = MeUpdated), (status = 409, body = ErrorBody), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn put_me(
    State(state): State<AppState>,
    me: CurrentUser,
    form: UploadForm,
) -> ApiResult<Json<MeUpdated>> {
    let mut c = Checker::new();
    let text = |k: &str| {
        form.text(k)
            .map(|s| s.trim().to_string())
            .unwrap_or_default()
    };
    let (first, last) = (text("first_name"), text("last_name"));
    if first.is_empty() && last.is_empty() {
        c.fail("name", m::FULL_NAME_REQUIRED);
    } else if first.is_empty() || last.is_empty() {
        c.fail("name", m::FIRST_AND_LAST_NAME);
    } else if first.chars().count() + last.chars().count() > NAME_MAX_CHARS {
        c.fail("name", "Name is too long.");
    }
    let position = text("position");
    c.check(!position.is_empty(), "position", m::POSITION_REQUIRED);
    c.check(
        position.chars().count() <= 100,
        "position",
        "Position is too long.",
    );
    let phone_country = form.text("phone_country");
    let phone = match phone::normalize(&text("phone"), phone_country.as_deref()) {
        Ok(p) => Some(p),
        Err(PhoneProblem::Missing) => {
            c.fail("phone", m::PHONE_REQUIRED);
            None
        }
        Err(PhoneProblem::Format) => {
            c.fail("phone", m::PHONE_FORMAT);
            None
        }
        Err(PhoneProblem::InvalidForCountry) => {
            c.fail("phone", m::PHONE_INVALID_FOR_COUNTRY);
            None
        }
    };
    let upload = form.file("logo");
    c.check(
        upload.is_some() || me.user.avatar_key.is_some(),
        "logo",
        m::PICTURE_REQUIRED,
    );
    c.finish()?;
    let image = match upload {
        Some(bytes) => Some((
            fundplan_http::images::verify_upload("logo", bytes).await?,
            bytes.clone(),
        )),
        None => None,
    };

    let mut user = me.user.clone();
    user.first_name = first;
    user.last_name = last;
    user.position = position;
    user.phone = phone.unwrap_or_default();
    if let Some(lang) = form.text("preferred_language") {
        user.preferred_language = lang.chars().take(20).collect();
    }
    if let Some(tz) = form.text("time_zone") {
        user.time_zone = tz.chars().take(64).collect();
    }
    let slot = fundplan_data::objects::ImageSlot::Avatar {
        org_id: &me.user.org_id,
        user_id: &me.user.id,
    };
    let current = user.avatar_key.clone();
    let org = me.org.clone();
    user.avatar_key = replace_image(&state, image, slot, current, async |key| {
        let mut saved = user.clone();
        saved.avatar_key = key;
        fundplan_data::ops::save_user(&org, &saved, me.version).await
    })
    .await?;
    let sub = get_subscription(&me.org).await?.map(|v| v.value);
    Ok(Json(MeUpdated {
        status: true,
        message: m::PROFILE_UPDATED.into(),
        data: user_view(&state, &user, sub.as_ref()).await,
    }))
}

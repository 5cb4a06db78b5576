//! The organization profile (spec §3, §5): read by every member, edited by the owner.

use axum::extract::{DefaultBodyLimit, State};
use axum::{Json, Router};
use fundplan_data::OrganizationRecord;
use fundplan_data::repo::get_organization;
use fundplan_data::{Plan, load_plan};
use fundplan_domain::DomainError;
use fundplan_domain::account::Role;
use fundplan_domain::budget::Dollars;
use fundplan_domain::messages as m;
use fundplan_domain::organization::{OrganizationForm, OrganizationInput, check_organization};
use fundplan_http::extract::MULTIPART_LIMIT;
use fundplan_http::images::replace_image;
use fundplan_http::{ApiError, ApiResult, AppState, CurrentUser, UploadForm};
use serde::Serialize;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

/// This function's routes, each written once: `routes!` takes a route's path and method from
/// its handler's `#[utoipa::path]`, so the router and the OpenAPI document cannot disagree. The
/// local server and the OpenAPI document merge these routers (`fundplan_local::functions`).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Api::openapi())
        .routes(routes!(get_org, save_org).layer(DefaultBodyLimit::max(MULTIPART_LIMIT)))
}

/// The axum router of this function, for its Lambda and its tests.
pub fn routes() -> Router<AppState> {
    router().into()
}

#[derive(OpenApi)]
#[openapi(tags((name = "organization", description = "The organization profile")))]
struct Api;

#[derive(Serialize, ToSchema)]
pub struct OrganizationView {
    pub id: String,
    pub name: String,
    pub address: String,
    pub phone: String,
    pub website: String,
    /// Primary colour, `#RRGGBB`.
    pub background_color: String,
    /// Secondary colour, `#RRGGBB`.
    pub headings_color: String,
    pub body_color: String,
    /// `roboto`, `open-sans`, `lato` or `montserrat`
    pub font_family: String,
    pub logo_url: Option<String>,
    pub director_name: String,
    pub year: String,
    /// The paper chosen in settings: `letter`, `a4`, or "" to follow the phone's country.
    pub paper_size: String,
    /// The paper the documents are printed on: `letter` or `a4` (the choice, else the country's).
    pub paper: String,
    /// The plan's three-year fundraising goal in US dollars, rounded up to the next $500,000
    /// (at least $500,000): the figure the total-goal summary, the gift pyramid and every
    /// document show, computed by the same code (`fundplan_data::plan::budget`).
    #[schema(value_type = f64)]
    pub total_fundraising_goal_3y: Dollars,
}

#[derive(Serialize, ToSchema)]
pub struct OrganizationResponse {
    pub data: OrganizationView,
}

#[derive(Serialize, ToSchema)]
pub struct OrganizationSaved {
    pub status: bool,
    pub message: String,
    pub data: OrganizationView,
}

/// The organization's rounded three-year goal, in cents, from its budget.
fn goal_of(budget: &Plan) -> ApiResult<i64> {
    budget
        .figures()
        .map(|f| f.goals.total_fundraising_goal_3y)
        .map_err(ApiError::internal)
}

async fn view(state: &AppState, o: &OrganizationRecord, goal_cents: i64) -> OrganizationView {
    OrganizationView {
        id: o.id.clone(),
        name: o.name.clone(),
        address: o.address.clone(),
        phone: o.phone.clone(),
        website: o.website.clone(),
        background_color: o.background_color.clone(),
        headings_color: o.headings_color.clone(),
        body_color: o.body_color.clone(),
        font_family: o.font_family.clone(),
        logo_url: state.image_url(o.logo_key.as_deref()).await,
        director_name: o.director_name.clone(),
        year: o.year.clone(),
        paper_size: o.paper_size.clone(),
        paper: o.letterhead().paper.key().to_string(),
        total_fundraising_goal_3y: Dollars(goal_cents),
    }
}

fn not_found() -> ApiError {
    ApiError(DomainError::NotFound("Organization not found".into()))
}

/// The signed-in user's organization, with its plan's three-year goal. One query reads both
/// (the organization's item is part of the plan, `load_plan`).
#[utoipa::path(get, path = "/api/v1/organizations", tag = "organization", security(("bearer" = [])),
    responses((status = 200, body = OrganizationResponse), (status = 401)))]
pub async fn get_org(
    State(state): State<AppState>,
    me: CurrentUser,
) -> ApiResult<Json<OrganizationResponse>> {
    let budget = load_plan(&me.org).await?;
    let org = budget.organization.as_ref().ok_or_else(not_found)?;
    Ok(Json(OrganizationResponse {
        data: view(&state, &org.value, goal_of(&budget)?).await,
    }))
}

#[allow(dead_code)]
#[derive(ToSchema)]
pub struct OrganizationFormBody {
    /// Which form is saved: `onboarding` (when absent), `settings`, or `style` (the case
    /// document's colours and font, which every member may save; nothing else is sent with it).
    #[schema(value_type = Option<String>, pattern = "^(onboarding|settings|style)$")]
    pub form: Option<String>,
    pub name: String,
    pub address: String,
    pub phone: String,
    /// ISO 3166 alpha-2 of a national `phone`, default `us`.
    pub phone_country: Option<String>,
    pub website: String,
    pub background_color: Option<String>,
    pub headings_color: Option<String>,
    pub body_color: Option<String>,
    pub font_family: Option<String>,
    /// Settings form only (required there).
    pub director_name: Option<String>,
    /// Settings form only: four digits.
    pub year: Option<String>,
    /// Settings form only: `letter`, `a4`, or empty to print on the paper of the phone's country
    /// (Letter in the United States, Canada, Mexico and a few more; A4 elsewhere).
    #[schema(pattern = "^(letter|a4|)$")]
    pub paper_size: Option<String>,
    /// PNG or JPEG, at most 1 MB; required in onboarding unless one is stored.
    #[schema(value_type = Option<String>, format = Binary)]
    pub logo: Option<Vec<u8>>,
}

/// Saves the organization (multipart). The `form` field names what is saved, never the fields
/// sent: `onboarding` (the default, the spec's payload: details, colours, font and logo) and
/// `settings` (details, the director's name and the year) are the owner's; `style` (any of the
/// four colour and font fields, nothing else) may be saved by every member, who edits the case
/// document.
#[utoipa::path(post, path = "/api/v1/organizations", tag = "organization", security(("bearer" = [])),
    request_body(content = OrganizationFormBody, content_type = "multipart/form-data"),
    responses((status = 200, body = OrganizationSaved), (status = 403, description = "The onboarding or settings form sent by a member: only the owner saves the organization's details"), (status = 409), (status = 413), (status = 415), (status = 422)))]
pub async fn save_org(
    State(state): State<AppState>,
    me: CurrentUser,
    form: UploadForm,
) -> ApiResult<Json<OrganizationSaved>> {
    let kind = match form.text(OrganizationForm::FIELD) {
        None => OrganizationForm::Onboarding,
        Some(name) => OrganizationForm::parse(&name).ok_or_else(|| {
            ApiError(DomainError::field(
                OrganizationForm::FIELD,
                m::ORG_FORM_UNKNOWN,
            ))
        })?,
    };
    if kind.owner_only() && me.role() != Role::Owner {
        return Err(ApiError(DomainError::Forbidden(m::OWNER_ONLY.into())));
    }
    let style_field =
        |k: &str| OrganizationForm::STYLE_FIELDS.contains(&k) || k == OrganizationForm::FIELD;
    if kind == OrganizationForm::Style
        && (form.file("logo").is_some() || !form.fields.keys().all(|k| style_field(k)))
    {
        return Err(DomainError::field(OrganizationForm::FIELD, m::ORG_STYLE_FIELDS_ONLY).into());
    }
    let current = get_organization(&me.org).await?.ok_or_else(not_found)?;
    let input = OrganizationInput {
        name: form.text("name"),
        address: form.text("address"),
        phone: form.text("phone"),
        phone_country: form.text("phone_country"),
        website: form.text("website"),
        background_color: form.text("background_color"),
        headings_color: form.text("headings_color"),
        body_color: form.text("body_color"),
        font_family: form.text("font_family"),
        director_name: form.text("director_name"),
        year: form.text("year"),
        paper_size: form.text("paper_size"),
    };
    let upload = form.file("logo");
    let update = check_organization(
        &input,
        kind,
        upload.is_some() || current.value.logo_key.is_some(),
    )?;
    let image = match upload {
        Some(bytes) => Some((
            fundplan_http::images::verify_upload("logo", bytes).await?,
            bytes.clone(),
        )),
        None => None,
    };
    let mut org = current.value.clone();
    let set = |target: &mut String, v: Option<String>| {
        if let Some(v) = v {
            *target = v;
        }
    };
    set(&mut org.name, update.name);
    set(&mut org.address, update.address);
    set(&mut org.phone, update.phone);
    set(&mut org.website, update.website);
    set(&mut org.background_color, update.background_color);
    set(&mut org.headings_color, update.headings_color);
    set(&mut org.body_color, update.body_color);
    set(&mut org.font_family, update.font_family);
    set(&mut org.director_name, update.director_name);
    set(&mut org.year, update.year);
    set(&mut org.paper_size, update.paper_size);
    let slot = fundplan_data::objects::ImageSlot::Logo {
        org_id: &current.value.id,
    };
    let current_version = current.version;
    let current = org.logo_key.clone();
    let scope = me.org.clone();
    org.logo_key = replace_image(&state, image, slot, current, async |key| {
        let mut saved = org.clone();
        saved.logo_key = key;
        fundplan_data::ops::save_organization(&scope, &saved, current_version).await
    })
    .await?;
    let budget = load_plan(&me.org).await?;
    Ok(Json(OrganizationSaved {
        status: true,
        message: m::ORG_UPDATED.into(),
        data: view(&state, &org, goal_of(&budget)?).await,
    }))
}

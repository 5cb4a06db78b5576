//! The OpenAPI document of the whole API, generated from every function's Rust types. It is
//! committed as `docs/openapi.json` (served by the auth function) and the SPA's API types are
//! generated from it; tests fail when either drifts.

use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};

pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = fundplan_auth::Api::openapi();
    doc.merge(fundplan_organizations::Api::openapi());
    doc.merge(fundplan_billing::Api::openapi());
    doc.merge(fundplan_onboarding::Api::openapi());
    doc.merge(fundplan_team::Api::openapi());
    doc.merge(fundplan_navigation::Api::openapi());
    fundplan_http::openapi::document_errors(&mut doc);
    doc.info = utoipa::openapi::InfoBuilder::new()
        .title("fundplan API")
        .version("1")
        .description(Some("The API of fundplan, the fundraising-planning product for nonprofits. Errors are JSON `{ \"error\": message }`; see docs/api.md."))
        .build();
    let components = doc.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        "bearer",
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .bearer_format("JWT")
                .build(),
        ),
    );
    doc
}

pub fn document_json() -> String {
    document()
        .to_pretty_json()
        .expect("the OpenAPI document serialises")
}

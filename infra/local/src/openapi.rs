//! The OpenAPI document of the whole API, generated from every function's Rust types. It is
//! committed as `docs/openapi.json` (served by the auth function) and the SPA's API types are
//! generated from it; tests fail when either drifts.

use crate::FUNCTIONS;
use std::collections::BTreeMap;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};

pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = crate::api().into_openapi();
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

/// Each function's documented routes (`METHOD /path`), by function name: what template.yaml must
/// route to each function (`fundplan-local routes`, checked by infra/sam/check_table.py).
pub fn routes_by_function() -> BTreeMap<&'static str, Vec<String>> {
    FUNCTIONS
        .iter()
        .map(|(name, router)| {
            let doc = router().into_openapi();
            let mut routes = Vec::new();
            for (path, item) in &doc.paths.paths {
                let item = serde_json::to_value(item).expect("a path item serialises");
                for method in [
                    "get", "put", "post", "delete", "options", "head", "patch", "trace",
                ] {
                    if item.get(method).is_some() {
                        routes.push(format!("{} {path}", method.to_uppercase()));
                    }
                }
            }
            (*name, routes)
        })
        .collect()
}

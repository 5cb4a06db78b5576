//! The organization scope: the only way to the items of one organization.
//!
//! An [`OrgScope`] pairs the table with the id of one organization. The org-scoped data
//! functions take it instead of a table and an id, so code that holds no scope cannot name an
//! organization's items, and code that holds one reaches that organization's partition only.
//! The table inside is private to this crate: the handlers get a scope from the session and
//! never see the [`Table`] port.
//!
//! The operations that belong to no organization (sign-up, login by e-mail, e-mail claims,
//! one-time tokens, throttles, payment events) go through the [`Directory`]; where one of them
//! resolves an organization (login, a verified webhook), it hands back that organization's
//! scope.

use fundplan_ports::Table;
use std::sync::Arc;

/// The items of one organization, as the verified principal may reach them.
#[derive(Clone)]
pub struct OrgScope {
    table: Arc<dyn Table>,
    org_id: Arc<str>,
    /// The version of the plan this scope reads (`crate::as_of`), none for the plan now.
    version: Option<Arc<str>>,
}

impl std::fmt::Debug for OrgScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OrgScope")
            .field("org_id", &self.org_id)
            .field("version", &self.version)
            .finish_non_exhaustive()
    }
}

impl OrgScope {
    /// The scope of `org_id`, which the caller has verified the principal may act in.
    ///
    /// Callable only by (a test in `fundplan-testkit` fails on any other caller):
    /// - the session extractor in `fundplan-http` (the organization of a verified, live
    ///   session) and the [`Directory`] operations that resolve one (login: the user's own
    ///   organization);
    /// - the document worker (the organization of a job record the server itself queued);
    /// - the billing webhook (the organization of a verified Stripe event);
    /// - sign-up (the organization it just created);
    /// - tests.
    ///
    /// Never build one from a request's body, path or query.
    pub fn of_verified(table: Arc<dyn Table>, org_id: &str) -> OrgScope {
        OrgScope {
            table,
            org_id: org_id.into(),
            version: None,
        }
    }

    /// The organization this scope reaches.
    pub fn org_id(&self) -> &str {
        &self.org_id
    }

    /// The table, for this crate's data functions only.
    pub(crate) fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The table, shared, to wrap it (`crate::as_of`).
    pub(crate) fn table_arc(&self) -> Arc<dyn Table> {
        self.table.clone()
    }

    /// The same organization read through another table that answers its plan as the version
    /// `version_id` holds it (`crate::as_of`); never another organization.
    pub(crate) fn through(&self, table: Arc<dyn Table>, version_id: &str) -> OrgScope {
        OrgScope {
            table,
            org_id: self.org_id.clone(),
            version: Some(version_id.into()),
        }
    }

    /// The version of the plan this scope reads, or none for the plan now: what records
    /// something of the plan now (its certificate's date, a version of it) skips a version.
    pub fn version_read(&self) -> Option<&str> {
        self.version.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scope_names_its_organization_and_not_its_table() {
        let dir = tempfile::tempdir().unwrap();
        let table =
            fundplan_ports::embedded::EmbeddedTable::open(&dir.path().join("t.redb")).unwrap();
        let scope = OrgScope::of_verified(Arc::new(table), "o1");
        assert_eq!(scope.org_id(), "o1");
        assert_eq!(
            format!("{scope:?}"),
            r#"OrgScope { org_id: "o1", version: None, .. }"#
        );
    }
}

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

use crate::{
    EmailRecord, OrganizationRecord, ThrottleRecord, TokenPurpose, TokenRecord, UserRecord,
    Versioned,
};
use fundplan_ports::{StoreError, Table};
use std::sync::Arc;

/// The items of one organization, as the verified principal may reach them.
#[derive(Clone)]
pub struct OrgScope {
    table: Arc<dyn Table>,
    org_id: Arc<str>,
}

impl std::fmt::Debug for OrgScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OrgScope")
            .field("org_id", &self.org_id)
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
}

/// The operations that belong to no organization: named operations only, no table access.
#[derive(Clone)]
pub struct Directory {
    table: Arc<dyn Table>,
}

impl Directory {
    pub fn new(table: Arc<dyn Table>) -> Directory {
        Directory { table }
    }

    fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The scope of an organization this directory resolved from a verified fact.
    fn scope(&self, org_id: &str) -> OrgScope {
        OrgScope::of_verified(self.table.clone(), org_id)
    }

    /// The user who holds `email` (already normalised), if any.
    pub async fn find_user_by_email(
        &self,
        email: &str,
    ) -> Result<Option<Versioned<UserRecord>>, StoreError> {
        crate::repo::find_user_by_email(self.table(), email).await
    }

    /// The user who holds `email` and the scope of that user's organization: a login, once its
    /// password is verified, acts in this scope only.
    pub async fn find_account(
        &self,
        email: &str,
    ) -> Result<Option<(Versioned<UserRecord>, OrgScope)>, StoreError> {
        Ok(self.find_user_by_email(email).await?.map(|u| {
            let org = self.scope(&u.value.org_id);
            (u, org)
        }))
    }

    /// Whether an account holds `email` (already normalised).
    pub async fn email_claimed(&self, email: &str) -> Result<bool, StoreError> {
        Ok(self.table().get(&EmailRecord::key(email)).await?.is_some())
    }

    /// A live one-time token of the given purpose (not expired at `now`).
    pub async fn get_token(
        &self,
        token: &str,
        purpose: TokenPurpose,
        now: i64,
    ) -> Result<Option<TokenRecord>, StoreError> {
        crate::repo::get_token(self.table(), token, purpose, now).await
    }

    /// A live one-time token with the scope of the organization it was issued in (the token is
    /// the secret: whoever holds it may act on what it was issued for).
    pub async fn get_token_scoped(
        &self,
        token: &str,
        purpose: TokenPurpose,
        now: i64,
    ) -> Result<Option<(TokenRecord, OrgScope)>, StoreError> {
        Ok(self.get_token(token, purpose, now).await?.map(|t| {
            let org = self.scope(&t.org_id);
            (t, org)
        }))
    }

    /// Stores the one-time token `record` under its plain-text `token` (only if new).
    pub async fn issue_token(&self, record: &TokenRecord, token: &str) -> Result<(), StoreError> {
        self.table()
            .put(record.to_item(token), fundplan_ports::Condition::NotExists)
            .await
    }

    /// The scope of the organization a verified payment event names, when it exists.
    pub async fn organization_of_event(
        &self,
        org_id: &str,
    ) -> Result<Option<OrgScope>, StoreError> {
        let org = self.scope(org_id);
        Ok(crate::repo::get_organization(&org).await?.map(|_| org))
    }

    /// The login throttle of `email` (the default when none is stored).
    pub async fn throttle(&self, email: &str) -> Result<ThrottleRecord, StoreError> {
        Ok(
            crate::repo::get::<ThrottleRecord>(self.table(), &ThrottleRecord::key(email))
                .await?
                .map(|v| v.value)
                .unwrap_or_default(),
        )
    }

    /// Read-modify-write of the login throttle of `email` (optimistic, retried); the item
    /// expires at `expires_at` of the value written.
    pub async fn update_throttle<E: From<StoreError>>(
        &self,
        email: &str,
        expires_at: impl Fn(&ThrottleRecord) -> i64,
        change: impl FnMut(&mut ThrottleRecord) -> Result<(), E>,
    ) -> Result<ThrottleRecord, E> {
        crate::repo::update(
            self.table(),
            &ThrottleRecord::key(email),
            |r: &ThrottleRecord, v| r.to_item(email, v, expires_at(r)),
            change,
        )
        .await
    }

    /// Forgets the login failures of `email`.
    pub async fn clear_throttle(&self, email: &str) -> Result<(), StoreError> {
        self.table()
            .delete(&ThrottleRecord::key(email), fundplan_ports::Condition::None)
            .await
    }

    /// Sign-up: the owner, the organization and the confirmation link (see
    /// [`crate::ops::create_owner`]); returns the new organization's scope.
    pub async fn create_owner(
        &self,
        user: &UserRecord,
        organization: &OrganizationRecord,
        confirm_token: &str,
        confirm_expires_at: i64,
    ) -> Result<OrgScope, crate::ops::CreateOwnerError> {
        crate::ops::create_owner(
            self.table(),
            user,
            organization,
            confirm_token,
            confirm_expires_at,
        )
        .await?;
        Ok(self.scope(&user.org_id))
    }

    /// See [`crate::ops::create_invited_member`].
    pub async fn create_invited_member(
        &self,
        user: &UserRecord,
        invite_token: &str,
    ) -> Result<(), crate::ops::CreateMemberError> {
        crate::ops::create_invited_member(self.table(), user, invite_token).await
    }

    /// See [`crate::ops::consume_token_and_save_user`].
    pub async fn consume_token_and_save_user(
        &self,
        token: &str,
        read_version: u64,
        user: &UserRecord,
    ) -> Result<(), crate::ops::ConsumeTokenError> {
        crate::ops::consume_token_and_save_user(self.table(), token, read_version, user).await
    }

    /// See [`crate::ops::accept_invitation`].
    pub async fn accept_invitation(
        &self,
        token: &str,
        invite: &TokenRecord,
        member: &Versioned<UserRecord>,
    ) -> Result<UserRecord, crate::ops::AcceptInvitationError> {
        crate::ops::accept_invitation(self.table(), token, invite, member).await
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
        assert_eq!(format!("{scope:?}"), r#"OrgScope { org_id: "o1", .. }"#);
    }
}

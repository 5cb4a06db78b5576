//! The operations that belong to no organization (see [`crate::scope`]).

use crate::record::Record;
use crate::scope::OrgScope;
use crate::{
    EmailRecord, GuessRecord, OrganizationRecord, ThrottleRecord, TokenPurpose, TokenRecord,
    UserRecord, Versioned,
};
use fundplan_ports::{StoreError, Table};
use std::sync::Arc;

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

    /// The organizations whose navigation holds a due date (GSI1 `DUES`, written by the
    /// navigation item itself): the due-date reminders' schedule works in each one's scope.
    pub async fn organizations_with_due_dates(&self) -> Result<Vec<OrgScope>, StoreError> {
        let items = self
            .table()
            .query_all(fundplan_ports::Query::gsi1(crate::nav::DUES_INDEX))
            .await?;
        Ok(items
            .iter()
            .filter(|i| i.key.sk == "NAV")
            .filter_map(|i| i.key.pk.strip_prefix("ORG#"))
            .map(|org_id| self.scope(org_id))
            .collect())
    }

    /// The billing of the funder a verified caller names: the operator (its key checked) or
    /// the payment provider (its webhook's signature checked).
    pub fn funder_billing(&self, funder_id: &str) -> crate::invoices::FunderBilling {
        crate::invoices::FunderBilling::new(self.table.clone(), funder_id)
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

    /// The failed licence code redemptions of `subject` in its window (none when not stored).
    pub async fn licence_guesses(&self, subject: &str) -> Result<GuessRecord, StoreError> {
        Ok(
            crate::repo::get::<GuessRecord>(self.table(), &GuessRecord::key(subject))
                .await?
                .map(|v| v.value)
                .unwrap_or_default(),
        )
    }

    /// Counts a failed licence code redemption of `subject` at `now` (optimistic, retried, so
    /// concurrent failures all count); the item expires with its window.
    pub async fn record_licence_guess(&self, subject: &str, now: i64) -> Result<(), StoreError> {
        crate::repo::update(
            self.table(),
            &GuessRecord::key(subject),
            |r: &GuessRecord, v| {
                r.encode(GuessRecord::key(subject), v)
                    .with_expiry(r.guesses().expires_at())
            },
            |r: &mut GuessRecord| {
                let mut g = r.guesses();
                g.fail(now);
                (r.window_start, r.failures) = (g.window_start, g.failures);
                Ok::<_, StoreError>(())
            },
        )
        .await
        .map(|_| ())
    }

    /// Stops the reminders of the organization a reminder's opt-out link is for (the link is
    /// the proof: the person is not logged in). Returns the organization's id and name; none
    /// for a link that is not live.
    pub async fn opt_out_of_reminders(
        &self,
        token: &str,
        now: i64,
    ) -> Result<Option<(String, String)>, StoreError> {
        let Some(org_id) = crate::reminders::opt_out_link(self.table(), token, now).await? else {
            return Ok(None);
        };
        let org = self.scope(&org_id);
        crate::reminders::set_reminders(&org, false, now).await?;
        let name = crate::repo::get_organization(&org)
            .await?
            .map(|o| o.value.name)
            .unwrap_or_default();
        Ok(Some((org_id, name)))
    }

    /// This week's digest of every funder's staff member ([`crate::funder::weekly_digests`]).
    pub async fn weekly_digests(
        &self,
        now: i64,
    ) -> Result<Vec<crate::funder::DigestLetter>, StoreError> {
        crate::funder::weekly_digests(self.table.clone(), now).await
    }

    /// Claims a person's digest of `week` ([`crate::funder::claim_digest`]).
    pub async fn claim_digest(
        &self,
        letter: &crate::funder::DigestLetter,
        week: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        crate::funder::claim_digest(self.table(), letter, week, now).await
    }

    /// Gives back a digest's claim ([`crate::funder::release_digest`]).
    pub async fn release_digest(
        &self,
        letter: &crate::funder::DigestLetter,
        week: &str,
    ) -> Result<(), StoreError> {
        crate::funder::release_digest(self.table(), letter, week).await
    }

    /// Creates a funder and invites its first admin (see [`crate::funder::create_funder`]).
    pub async fn create_funder(
        &self,
        funder_id: &str,
        funder: &crate::cohort::FunderRecord,
        invite: &crate::funder::FunderInviteRecord,
        token: &str,
    ) -> Result<(), StoreError> {
        crate::funder::create_funder(self.table(), funder_id, funder, invite, token).await
    }

    /// A live funder invitation by its link `token`, with its funder.
    pub async fn funder_invitation(
        &self,
        token: &str,
        now: i64,
    ) -> Result<
        Option<(
            crate::funder::FunderInviteRecord,
            crate::cohort::FunderRecord,
        )>,
        StoreError,
    > {
        let Some(t) = self
            .get_token(token, TokenPurpose::FunderInvite, now)
            .await?
        else {
            return Ok(None);
        };
        let invite = crate::repo::get::<crate::funder::FunderInviteRecord>(
            self.table(),
            &crate::funder::FunderInviteRecord::key(&t.org_id, &t.email),
        )
        .await?;
        // The invitation must still name this link (a renewed one names a newer link).
        let Some(invite) = invite.filter(|i| i.value.token_hash == crate::token_hash(token)) else {
            return Ok(None);
        };
        let funder = crate::repo::get::<crate::cohort::FunderRecord>(
            self.table(),
            &crate::cohort::FunderRecord::key(&t.org_id),
        )
        .await?;
        Ok(funder.map(|f| (invite.value, f.value)))
    }

    /// See [`crate::funder::join_funder`].
    pub async fn join_funder(
        &self,
        token: &str,
        invite: &crate::funder::FunderInviteRecord,
        account: &Versioned<UserRecord>,
        now: i64,
    ) -> Result<UserRecord, crate::funder::JoinFunderError> {
        crate::funder::join_funder(self.table(), token, invite, account, now).await
    }

    /// See [`crate::funder::sign_up_funder_staff`].
    pub async fn sign_up_funder_staff(
        &self,
        token: &str,
        invite: &crate::funder::FunderInviteRecord,
        user: &UserRecord,
        now: i64,
    ) -> Result<UserRecord, crate::funder::JoinFunderError> {
        crate::funder::sign_up_funder_staff(self.table(), token, invite, user, now).await
    }

    /// The funders of `ids`, in order (`None` for one that does not exist).
    pub async fn funders(
        &self,
        ids: &[&str],
    ) -> Result<Vec<Option<crate::cohort::FunderRecord>>, StoreError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(
                crate::repo::get::<crate::cohort::FunderRecord>(
                    self.table(),
                    &crate::cohort::FunderRecord::key(id),
                )
                .await?
                .map(|f| f.value),
            );
        }
        Ok(out)
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

//! Accounts: creating an owner or an invited member, using a one-time token on a user, and
//! moving an existing account into the organization that invited it.

use crate::repo::get;
use crate::{
    EmailRecord, InvitationRecord, OnboardingRecord, OrganizationRecord, TokenPurpose, TokenRecord,
    UserRecord, Versioned,
};
use fundplan_domain::account::Role;
use fundplan_ports::{Condition, StoreError, Table, WriteOp};

/// Why an owner was not created.
#[derive(Debug, thiserror::Error)]
pub enum CreateOwnerError {
    /// Another account holds the address (nothing was written).
    #[error("the e-mail address belongs to another account")]
    EmailTaken,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why an invited member was not created.
#[derive(Debug, thiserror::Error)]
pub enum CreateMemberError {
    /// Another account holds the address (nothing was written).
    #[error("the e-mail address belongs to another account")]
    EmailTaken,
    /// The invitation link was used, withdrawn or renewed meanwhile (nothing was written).
    #[error("the invitation is no longer valid")]
    InvitationGone,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Creates an owner with a new organization in one transaction: the claim on the address, the
/// user, the organization, its initial onboarding steps and the confirmation token (whose
/// plain text is `confirm_token`). Of two concurrent sign-ups with one address exactly one
/// succeeds; the other gets [`CreateOwnerError::EmailTaken`] and writes nothing.
pub async fn create_owner(
    table: &dyn Table,
    user: &UserRecord,
    organization: &OrganizationRecord,
    confirm_token: &str,
    confirm_expires_at: i64,
) -> Result<(), CreateOwnerError> {
    let confirm = TokenRecord::for_user(TokenPurpose::Confirm, user, confirm_expires_at);
    let put = |item| WriteOp::Put {
        item,
        condition: Condition::NotExists,
    };
    let ops = vec![
        put(EmailRecord::of(user).to_item()),
        put(user.to_item(1)),
        put(organization.to_item(1)),
        put(OnboardingRecord::default().to_item(&organization.id, 1)),
        put(confirm.to_item(confirm_token)),
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(()),
        Err(StoreError::TransactionCancelled { index: 0 }) => Err(CreateOwnerError::EmailTaken),
        Err(e) => Err(e.into()),
    }
}

/// Creates a member through an invitation link (`invite_token`, plain text) in one
/// transaction: the claim on the address, the user, and the removal of the token and of the
/// invitation of `user.email` in `user.org_id`. The link is used once: of two concurrent
/// sign-ups with it, one gets [`CreateOwnerError::InvitationGone`].
pub async fn create_invited_member(
    table: &dyn Table,
    user: &UserRecord,
    invite_token: &str,
) -> Result<(), CreateMemberError> {
    let ops = vec![
        WriteOp::Put {
            item: EmailRecord::of(user).to_item(),
            condition: Condition::NotExists,
        },
        WriteOp::Put {
            item: user.to_item(1),
            condition: Condition::NotExists,
        },
        WriteOp::Delete {
            key: TokenRecord::key(invite_token),
            condition: Condition::Exists,
        },
        WriteOp::Delete {
            key: InvitationRecord::key(&user.org_id, &user.email),
            condition: Condition::Exists,
        },
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(()),
        Err(StoreError::TransactionCancelled { index: 0 }) => Err(CreateMemberError::EmailTaken),
        Err(StoreError::TransactionCancelled { .. }) => Err(CreateMemberError::InvitationGone),
        Err(e) => Err(e.into()),
    }
}

/// Why a token was not used.
#[derive(Debug, thiserror::Error)]
pub enum ConsumeTokenError {
    /// The token was used meanwhile (a double click) or has gone; nothing was written.
    #[error("the token was already used")]
    TokenUsed,
    /// The user changed since it was read; nothing was written and the token is still live.
    #[error("the user changed meanwhile")]
    UserChanged,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Uses the one-time `token` (plain text) and saves `user` (read at `read_version`) in one
/// transaction: the token is deleted exactly when the user is written.
pub async fn consume_token_and_save_user(
    table: &dyn Table,
    token: &str,
    read_version: u64,
    user: &UserRecord,
) -> Result<(), ConsumeTokenError> {
    let ops = vec![
        WriteOp::Delete {
            key: TokenRecord::key(token),
            condition: Condition::Exists,
        },
        WriteOp::Put {
            item: user.to_item(read_version + 1),
            condition: Condition::VersionIs(read_version),
        },
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(()),
        Err(StoreError::TransactionCancelled { index: 0 }) => Err(ConsumeTokenError::TokenUsed),
        Err(StoreError::TransactionCancelled { .. }) => Err(ConsumeTokenError::UserChanged),
        Err(e) => Err(e.into()),
    }
}

/// Why an invitation was not accepted.
#[derive(Debug, thiserror::Error)]
pub enum AcceptInvitationError {
    /// The link or the invitation was used, withdrawn or renewed meanwhile.
    #[error("the invitation is no longer valid")]
    InvitationGone,
    /// The account changed since it was read (its session is stale).
    #[error("the account changed meanwhile")]
    AccountChanged,
    /// The account already belongs to the inviting organization (nothing was written).
    #[error("the account is already a member of the organization")]
    AlreadyMember,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Moves the account `member` (read at its version) into the organization of the invitation
/// `invite` (reached through the link `token`, plain text) as a member, in one transaction: the
/// link and the invitation are used up, the user leaves its old partition for the new one with
/// a bumped `token_version` (older sessions end), and the claim on its address follows it.
/// Returns the user as now stored.
pub async fn accept_invitation(
    table: &dyn Table,
    token: &str,
    invite: &TokenRecord,
    member: &Versioned<UserRecord>,
) -> Result<UserRecord, AcceptInvitationError> {
    let old = &member.value;
    if old.org_id == invite.org_id {
        return Err(AcceptInvitationError::AlreadyMember);
    }
    let mut moved = old.clone();
    moved.org_id = invite.org_id.clone();
    moved.role = Role::Member.as_str().into();
    moved.token_version += 1;
    let claim_version = get::<EmailRecord>(table, &EmailRecord::key(&moved.email))
        .await?
        .map(|c| c.version)
        .unwrap_or(1);
    let ops = vec![
        WriteOp::Delete {
            key: TokenRecord::key(token),
            condition: Condition::Exists,
        },
        WriteOp::Delete {
            key: InvitationRecord::key(&invite.org_id, &invite.email),
            condition: Condition::Exists,
        },
        WriteOp::Delete {
            key: UserRecord::key(&old.org_id, &old.id),
            condition: Condition::VersionIs(member.version),
        },
        WriteOp::Put {
            item: moved.to_item(1),
            condition: Condition::NotExists,
        },
        WriteOp::Put {
            item: EmailRecord::of(&moved)
                .to_item()
                .with_version(claim_version + 1),
            condition: Condition::VersionIs(claim_version),
        },
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(moved),
        Err(StoreError::TransactionCancelled { index: 0 | 1 }) => {
            Err(AcceptInvitationError::InvitationGone)
        }
        Err(StoreError::TransactionCancelled { .. }) => Err(AcceptInvitationError::AccountChanged),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::repo::{find_user_by_email, get_steps, get_token, get_user};
    use fundplan_domain::onboarding::Steps;
    use fundplan_ports::embedded::EmbeddedTable;

    fn owner(id: &str, org: &str, email: &str) -> (UserRecord, OrganizationRecord) {
        let user = UserRecord {
            id: id.into(),
            org_id: org.into(),
            email: email.into(),
            role: "owner".into(),
            token_version: 1,
            ..Default::default()
        };
        let organization = OrganizationRecord {
            id: org.into(),
            owner_id: id.into(),
            ..Default::default()
        };
        (user, organization)
    }

    async fn invite(table: &EmbeddedTable, org: &str, email: &str, token: &str) -> TokenRecord {
        let invitation = InvitationRecord {
            email: email.into(),
            org_id: org.into(),
            invited_by: "owner".into(),
            token_hash: crate::token_hash(token),
            invited_at: 0,
            expires_at: 1000,
        };
        crate::ops::issue_invitation(&crate::ops::testing::scope(table, org), &invitation, token)
            .await
            .unwrap();
        TokenRecord::for_invitation(&invitation)
    }

    #[tokio::test]
    async fn creating_an_owner_writes_the_claim_user_organization_steps_and_token() {
        let (_dir, t) = table();
        let (user, org) = owner("u1", "o1", "jane@x.org");
        create_owner(&t, &user, &org, "tok", 500).await.unwrap();
        assert_eq!(t.count().await, 5);
        let found = find_user_by_email(&t, "jane@x.org").await.unwrap().unwrap();
        assert_eq!((found.value, found.version), (user.clone(), 1));
        assert_eq!(
            get_steps(&crate::ops::testing::scope(&t, "o1"))
                .await
                .unwrap(),
            Steps::default()
        );
        let token = get_token(&t, "tok", TokenPurpose::Confirm, 499)
            .await
            .unwrap();
        assert_eq!(
            token,
            Some(TokenRecord::for_user(TokenPurpose::Confirm, &user, 500))
        );
    }

    #[tokio::test]
    async fn a_second_owner_with_a_taken_address_gets_email_taken_and_writes_nothing() {
        let (_dir, t) = table();
        let (user, org) = owner("u1", "o1", "jane@x.org");
        create_owner(&t, &user, &org, "tok1", 500).await.unwrap();
        let (user2, org2) = owner("u2", "o2", "jane@x.org");
        let e = create_owner(&t, &user2, &org2, "tok2", 500).await;
        assert!(matches!(e, Err(CreateOwnerError::EmailTaken)), "{e:?}");
        assert_eq!(t.count().await, 5);
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "o2"), "u2")
                .await
                .unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn of_two_concurrent_sign_ups_with_one_address_exactly_one_succeeds() {
        let (_dir, t) = table();
        let (a, oa) = owner("u1", "o1", "jane@x.org");
        let (b, ob) = owner("u2", "o2", "jane@x.org");
        let (ra, rb) = tokio::join!(
            create_owner(&t, &a, &oa, "ta", 500),
            create_owner(&t, &b, &ob, "tb", 500)
        );
        assert_eq!(ra.is_ok() as u8 + rb.is_ok() as u8, 1, "{ra:?} {rb:?}");
        assert_eq!(t.count().await, 5);
    }

    #[tokio::test]
    async fn an_invited_member_is_created_once_and_uses_up_the_link_and_the_invitation() {
        let (_dir, t) = table();
        invite(&t, "o1", "ann@x.org", "link").await;
        let member = UserRecord {
            id: "m1".into(),
            org_id: "o1".into(),
            email: "ann@x.org".into(),
            role: "member".into(),
            ..Default::default()
        };
        create_invited_member(&t, &member, "link").await.unwrap();
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "o1"), "m1")
                .await
                .unwrap()
                .unwrap()
                .value,
            member
        );
        assert_eq!(
            get_token(&t, "link", TokenPurpose::Invite, 0)
                .await
                .unwrap(),
            None
        );
        assert!(
            t.get(&InvitationRecord::key("o1", "ann@x.org"))
                .await
                .unwrap()
                .is_none()
        );
        let again = UserRecord {
            id: "m2".into(),
            email: "other@x.org".into(),
            ..member.clone()
        };
        let before = t.count().await;
        let e = create_invited_member(&t, &again, "link").await;
        assert!(matches!(e, Err(CreateMemberError::InvitationGone)), "{e:?}");
        assert_eq!(t.count().await, before);
    }

    #[tokio::test]
    async fn an_invited_member_whose_address_has_an_account_gets_email_taken_and_keeps_the_link() {
        let (_dir, t) = table();
        let (user, org) = owner("u1", "o9", "ann@x.org");
        create_owner(&t, &user, &org, "tok", 500).await.unwrap();
        invite(&t, "o1", "ann@x.org", "link").await;
        let member = UserRecord {
            id: "m1".into(),
            org_id: "o1".into(),
            email: "ann@x.org".into(),
            ..Default::default()
        };
        let e = create_invited_member(&t, &member, "link").await;
        assert!(matches!(e, Err(CreateMemberError::EmailTaken)), "{e:?}");
        assert!(
            get_token(&t, "link", TokenPurpose::Invite, 0)
                .await
                .unwrap()
                .is_some()
        );
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "o1"), "m1")
                .await
                .unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn a_token_saves_the_user_once_and_a_second_use_writes_nothing() {
        let (_dir, t) = table();
        let (user, org) = owner("u1", "o1", "jane@x.org");
        create_owner(&t, &user, &org, "tok", 500).await.unwrap();
        let read = get_user(&crate::ops::testing::scope(&t, "o1"), "u1")
            .await
            .unwrap()
            .unwrap();
        let mut confirmed = read.value.clone();
        confirmed.confirmed = true;
        consume_token_and_save_user(&t, "tok", read.version, &confirmed)
            .await
            .unwrap();
        let stored = get_user(&crate::ops::testing::scope(&t, "o1"), "u1")
            .await
            .unwrap()
            .unwrap();
        assert_eq!((stored.value.confirmed, stored.version), (true, 2));
        let mut changed = stored.value.clone();
        changed.first_name = "Twice".into();
        let e = consume_token_and_save_user(&t, "tok", stored.version, &changed).await;
        assert!(matches!(e, Err(ConsumeTokenError::TokenUsed)), "{e:?}");
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "o1"), "u1")
                .await
                .unwrap()
                .unwrap(),
            stored
        );
    }

    #[tokio::test]
    async fn a_token_used_on_a_user_changed_meanwhile_writes_nothing_and_stays_live() {
        let (_dir, t) = table();
        let (user, org) = owner("u1", "o1", "jane@x.org");
        create_owner(&t, &user, &org, "tok", 500).await.unwrap();
        let read = get_user(&crate::ops::testing::scope(&t, "o1"), "u1")
            .await
            .unwrap()
            .unwrap();
        t.put(read.value.to_item(2), Condition::VersionIs(1))
            .await
            .unwrap();
        let e = consume_token_and_save_user(&t, "tok", read.version, &read.value).await;
        assert!(matches!(e, Err(ConsumeTokenError::UserChanged)), "{e:?}");
        assert!(
            get_token(&t, "tok", TokenPurpose::Confirm, 0)
                .await
                .unwrap()
                .is_some()
        );
    }

    #[tokio::test]
    async fn accepting_an_invitation_moves_the_account_and_its_claim_and_ends_old_sessions() {
        let (_dir, t) = table();
        let (owner_a, org_a) = owner("u1", "oa", "olive@x.org");
        create_owner(&t, &owner_a, &org_a, "t1", 500).await.unwrap();
        let member = UserRecord {
            id: "m1".into(),
            org_id: "oa".into(),
            email: "ann@x.org".into(),
            role: "member".into(),
            token_version: 3,
            ..Default::default()
        };
        t.transact(vec![
            WriteOp::Put {
                item: EmailRecord::of(&member).to_item(),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: member.to_item(1),
                condition: Condition::NotExists,
            },
        ])
        .await
        .unwrap();
        let invitation = invite(&t, "ob", "ann@x.org", "link").await;
        let read = get_user(&crate::ops::testing::scope(&t, "oa"), "m1")
            .await
            .unwrap()
            .unwrap();
        let moved = accept_invitation(&t, "link", &invitation, &read)
            .await
            .unwrap();
        assert_eq!(
            (
                moved.org_id.as_str(),
                moved.role.as_str(),
                moved.token_version
            ),
            ("ob", "member", 4)
        );
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "oa"), "m1")
                .await
                .unwrap(),
            None
        );
        assert_eq!(
            find_user_by_email(&t, "ann@x.org")
                .await
                .unwrap()
                .unwrap()
                .value,
            moved
        );
        let claim = crate::repo::get::<EmailRecord>(&t, &EmailRecord::key("ann@x.org"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((claim.value.org_id.as_str(), claim.version), ("ob", 2));
        let again = get_user(&crate::ops::testing::scope(&t, "ob"), "m1")
            .await
            .unwrap()
            .unwrap();
        let e = accept_invitation(&t, "link", &invitation, &again).await;
        assert!(
            matches!(e, Err(AcceptInvitationError::AlreadyMember)),
            "{e:?}"
        );
        let other = Versioned {
            value: UserRecord {
                id: "m2".into(),
                org_id: "oc".into(),
                ..moved.clone()
            },
            version: 1,
        };
        let before = t.count().await;
        let e = accept_invitation(&t, "link", &invitation, &other).await;
        assert!(
            matches!(e, Err(AcceptInvitationError::InvitationGone)),
            "{e:?}"
        );
        assert_eq!(t.count().await, before);
    }

    #[tokio::test]
    async fn accepting_with_a_stale_account_writes_nothing_and_keeps_the_link() {
        let (_dir, t) = table();
        let member = UserRecord {
            id: "m1".into(),
            org_id: "oa".into(),
            email: "ann@x.org".into(),
            ..Default::default()
        };
        t.put(member.to_item(2), Condition::NotExists)
            .await
            .unwrap();
        let invitation = invite(&t, "ob", "ann@x.org", "link").await;
        let stale = Versioned {
            value: member,
            version: 1,
        };
        let before = t.count().await;
        let e = accept_invitation(&t, "link", &invitation, &stale).await;
        assert!(
            matches!(e, Err(AcceptInvitationError::AccountChanged)),
            "{e:?}"
        );
        assert_eq!(t.count().await, before);
        assert!(
            get_token(&t, "link", TokenPurpose::Invite, 0)
                .await
                .unwrap()
                .is_some()
        );
    }
}

//! The team: invitations (issued, renewed, withdrawn) and removing a member.

use crate::repo::{get, update};
use crate::scope::OrgScope;
use crate::{EmailRecord, InvitationRecord, NavRecord, TokenPurpose, TokenRecord, UserRecord};
use crate::{Versioned, token_hash};
use fundplan_ports::{Condition, StoreError, WriteOp};

impl TokenRecord {
    /// The link of `invitation`.
    pub fn for_invitation(invitation: &InvitationRecord) -> Self {
        Self {
            purpose: TokenPurpose::Invite,
            user_id: String::new(),
            org_id: invitation.org_id.clone(),
            email: invitation.email.clone(),
            expires_at: invitation.expires_at,
        }
    }
}

/// Stores `invitation` with its new link `token` (plain text; the invitation must carry its
/// hash), in one transaction. Renewing an invitation replaces it and its earlier link stops
/// working. Two concurrent renewals of one invitation: one of them fails with
/// `StoreError::TransactionCancelled` (nothing written) and its link never works.
pub async fn issue_invitation(
    org: &OrgScope,
    invitation: &InvitationRecord,
    token: &str,
) -> Result<(), StoreError> {
    if invitation.org_id != org.org_id() {
        return Err(StoreError::Invalid(
            "an invitation of another organization".into(),
        ));
    }
    let table = org.table();
    if invitation.token_hash != token_hash(token) {
        return Err(StoreError::Invalid(
            "an invitation must carry the hash of its link".into(),
        ));
    }
    let key = InvitationRecord::key(&invitation.org_id, &invitation.email);
    let previous = get::<InvitationRecord>(table, &key).await?;
    let mut ops = vec![WriteOp::Put {
        item: TokenRecord::for_invitation(invitation).to_item(token),
        condition: Condition::NotExists,
    }];
    match &previous {
        Some(p) => {
            ops.push(WriteOp::Put {
                item: invitation.to_item(p.version + 1),
                condition: Condition::VersionIs(p.version),
            });
            // The earlier link stops working.
            ops.push(WriteOp::Delete {
                key: TokenRecord::key_of_hash(&p.value.token_hash),
                condition: Condition::None,
            });
        }
        None => ops.push(WriteOp::Put {
            item: invitation.to_item(1),
            condition: Condition::NotExists,
        }),
    }
    table.transact(ops).await
}

/// Withdraws the pending invitation of `email` and its link, in one transaction. Returns the
/// withdrawn invitation, or `None` when there is none.
pub async fn withdraw_invitation(
    org: &OrgScope,
    email: &str,
) -> Result<Option<InvitationRecord>, StoreError> {
    let table = org.table();
    let org_id = org.org_id();
    let key = InvitationRecord::key(org_id, email);
    let Some(invite) = get::<InvitationRecord>(table, &key).await? else {
        return Ok(None);
    };
    table
        .transact(vec![
            WriteOp::Delete {
                key,
                condition: Condition::Exists,
            },
            WriteOp::Delete {
                key: TokenRecord::key_of_hash(&invite.value.token_hash),
                condition: Condition::None,
            },
        ])
        .await?;
    Ok(Some(invite.value))
}

/// Saves `user` (a user of the organization) over the version `read` it was read at.
pub async fn save_user(org: &OrgScope, user: &UserRecord, read: u64) -> Result<(), StoreError> {
    if user.org_id != org.org_id() {
        return Err(StoreError::Invalid("a user of another organization".into()));
    }
    org.table()
        .put(user.to_item(read + 1), Condition::VersionIs(read))
        .await
}

/// Read-modify-write of the organization's user `user_id` (optimistic, retried; see
/// [`update`]); `change` sees the default user when there is none. Returns the user as stored.
pub async fn update_user<E: From<StoreError>>(
    org: &OrgScope,
    user_id: &str,
    change: impl FnMut(&mut UserRecord) -> Result<(), E>,
) -> Result<UserRecord, E> {
    update(
        org.table(),
        &UserRecord::key(org.org_id(), user_id),
        |u: &UserRecord, version| u.to_item(version),
        change,
    )
    .await
}

/// Saves the organization's record over the version `read` it was read at.
pub async fn save_organization(
    org: &OrgScope,
    organization: &crate::OrganizationRecord,
    read: u64,
) -> Result<(), StoreError> {
    if organization.id != org.org_id() {
        return Err(StoreError::Invalid("another organization's record".into()));
    }
    org.table()
        .put(organization.to_item(read + 1), Condition::VersionIs(read))
        .await
}

/// Read-modify-write of the organization's onboarding steps (optimistic, retried; see
/// [`update`]). Returns the record as stored.
pub async fn update_onboarding<E: From<StoreError>>(
    org: &OrgScope,
    change: impl FnMut(&mut crate::OnboardingRecord) -> Result<(), E>,
) -> Result<crate::OnboardingRecord, E> {
    let org_id = org.org_id();
    update(
        org.table(),
        &crate::onboarding_key(org_id),
        |r: &crate::OnboardingRecord, v| crate::onboarding_item(org_id, &r.steps, v),
        change,
    )
    .await
}

/// The organization's users (items that do not decode are left out).
pub async fn users_of(org: &OrgScope) -> Result<Vec<UserRecord>, StoreError> {
    let items = org
        .table()
        .query_all(fundplan_ports::Query::partition(crate::org_pk(org.org_id())).prefix("USER#"))
        .await?;
    Ok(items
        .iter()
        .filter_map(|i| crate::from_item::<UserRecord>(i).ok())
        .collect())
}

/// The organization's pending invitations (items that do not decode are left out).
pub async fn invitations_of(org: &OrgScope) -> Result<Vec<InvitationRecord>, StoreError> {
    let items = org
        .table()
        .query_all(fundplan_ports::Query::partition(crate::org_pk(org.org_id())).prefix("INVITE#"))
        .await?;
    Ok(items
        .iter()
        .filter_map(|i| crate::from_item::<InvitationRecord>(i).ok())
        .collect())
}

/// Whether the organization has a pending invitation of `email`.
pub async fn has_invitation(org: &OrgScope, email: &str) -> Result<bool, StoreError> {
    Ok(org
        .table()
        .get(&InvitationRecord::key(org.org_id(), email))
        .await?
        .is_some())
}

/// Removes `member` (read at its version) from its organization: the user and the claim on its
/// address go in one transaction (a member changed meanwhile cancels it), then the member is
/// taken off every module and section it was assigned to.
pub async fn remove_member(
    org: &OrgScope,
    member: &Versioned<UserRecord>,
) -> Result<(), StoreError> {
    let user = &member.value;
    if user.org_id != org.org_id() {
        return Err(StoreError::ConditionFailed);
    }
    let table = org.table();
    table
        .transact(vec![
            WriteOp::Delete {
                key: UserRecord::key(&user.org_id, &user.id),
                condition: Condition::VersionIs(member.version),
            },
            WriteOp::Delete {
                key: EmailRecord::key(&user.email),
                condition: Condition::Exists,
            },
        ])
        .await?;
    update_nav(org, |nav| {
        nav.unassign_everywhere(&user.id);
        Ok::<_, StoreError>(())
    })
    .await?;
    Ok(())
}

/// An error of [`update_nav`]'s change, or the need of the plan's pages to upgrade an item
/// stored before the section catalogue.
enum NavChange<E> {
    Failed(E),
    NeedsRoutes,
}

impl<E: From<StoreError>> From<StoreError> for NavChange<E> {
    fn from(e: StoreError) -> Self {
        NavChange::Failed(e.into())
    }
}

/// Applies `change` to the organization's navigation record (optimistic, retried; see
/// [`update`]). `change` always sees the record keyed by section: an item stored before the
/// section catalogue is upgraded in the same write ([`NavRecord::upgrade`]), with the plan's
/// pages read only then (one query of both lists). Returns the record as stored.
pub async fn update_nav<E: From<StoreError>>(
    org: &OrgScope,
    mut change: impl FnMut(&mut NavRecord) -> Result<(), E>,
) -> Result<NavRecord, E> {
    let table = org.table();
    let org_id = org.org_id();
    let mut routes: Option<Vec<fundplan_domain::sections::Route>> = None;
    for _ in 0..2 {
        let written = update(
            table,
            &NavRecord::key(org_id),
            |n: &NavRecord, v| n.to_item(org_id, v),
            |n: &mut NavRecord| {
                if n.keys == crate::nav::KEYED_BY_PATH {
                    match routes.as_deref() {
                        Some(routes) => n.upgrade(routes),
                        None => return Err(NavChange::NeedsRoutes),
                    }
                }
                change(n).map_err(NavChange::Failed)
            },
        )
        .await;
        match written {
            Ok(nav) => return Ok(nav),
            Err(NavChange::Failed(e)) => return Err(e),
            Err(NavChange::NeedsRoutes) => {
                routes = Some(crate::plan::entries::plan_routes(org).await?);
            }
        }
    }
    unreachable!("the second try has the routes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::repo::{get_nav, get_token, get_user};
    use fundplan_ports::Key;
    use fundplan_ports::Table;

    fn invitation(org: &str, email: &str, token: &str) -> InvitationRecord {
        InvitationRecord {
            email: email.into(),
            org_id: org.into(),
            invited_by: "owner".into(),
            token_hash: token_hash(token),
            invited_at: 1,
            expires_at: 1000,
        }
    }

    #[tokio::test]
    async fn renewing_an_invitation_replaces_its_link() {
        let (_dir, t) = table();
        issue_invitation(
            &crate::ops::testing::scope(&t, "o1"),
            &invitation("o1", "ann@x.org", "first"),
            "first",
        )
        .await
        .unwrap();
        issue_invitation(
            &crate::ops::testing::scope(&t, "o1"),
            &invitation("o1", "ann@x.org", "second"),
            "second",
        )
        .await
        .unwrap();
        assert_eq!(
            get_token(&t, "first", TokenPurpose::Invite, 0)
                .await
                .unwrap(),
            None
        );
        let live = get_token(&t, "second", TokenPurpose::Invite, 0)
            .await
            .unwrap();
        assert_eq!(
            live.map(|l| (l.org_id, l.email, l.expires_at)),
            Some(("o1".into(), "ann@x.org".into(), 1000))
        );
        let stored = get::<InvitationRecord>(&t, &InvitationRecord::key("o1", "ann@x.org"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (stored.value.token_hash, stored.version),
            (token_hash("second"), 2)
        );
        assert_eq!(t.count().await, 2);
    }

    #[tokio::test]
    async fn an_invitation_without_the_hash_of_its_link_writes_nothing() {
        let (_dir, t) = table();
        let e = issue_invitation(
            &crate::ops::testing::scope(&t, "o1"),
            &invitation("o1", "ann@x.org", "a"),
            "b",
        )
        .await;
        assert!(matches!(e, Err(StoreError::Invalid(_))), "{e:?}");
        assert_eq!(t.count().await, 0);
    }

    #[tokio::test]
    async fn withdrawing_an_invitation_removes_it_and_its_link_and_only_in_its_organization() {
        let (_dir, t) = table();
        issue_invitation(
            &crate::ops::testing::scope(&t, "o1"),
            &invitation("o1", "ann@x.org", "link"),
            "link",
        )
        .await
        .unwrap();
        assert_eq!(
            withdraw_invitation(&crate::ops::testing::scope(&t, "o2"), "ann@x.org")
                .await
                .unwrap(),
            None
        );
        assert_eq!(t.count().await, 2);
        let gone = withdraw_invitation(&crate::ops::testing::scope(&t, "o1"), "ann@x.org")
            .await
            .unwrap();
        assert_eq!(gone.map(|g| g.email), Some("ann@x.org".into()));
        assert_eq!(t.count().await, 0);
    }

    /// Ann, a member of o1, stored at `version` with her e-mail claim.
    async fn stored_member(t: &impl Table, version: u64) -> UserRecord {
        let member = UserRecord {
            id: "m1".into(),
            org_id: "o1".into(),
            email: "ann@x.org".into(),
            ..Default::default()
        };
        t.put(member.to_item(version), Condition::NotExists)
            .await
            .unwrap();
        t.put(EmailRecord::of(&member).to_item(), Condition::NotExists)
            .await
            .unwrap();
        member
    }

    #[tokio::test]
    async fn a_removed_member_loses_account_claim_and_assignments_and_other_organizations_keep_theirs()
     {
        let (_dir, t) = table();
        stored_member(&t, 1).await;
        for org in ["o1", "o2"] {
            update_nav(&crate::ops::testing::scope(&t, org), |n| {
                n.assignees
                    .insert("/steps/vision".into(), vec!["m1".into(), "u1".into()]);
                Ok::<_, StoreError>(())
            })
            .await
            .unwrap();
        }
        let read = get_user(&crate::ops::testing::scope(&t, "o1"), "m1")
            .await
            .unwrap()
            .unwrap();
        remove_member(&crate::ops::testing::scope(&t, "o1"), &read)
            .await
            .unwrap();
        assert_eq!(
            get_user(&crate::ops::testing::scope(&t, "o1"), "m1")
                .await
                .unwrap(),
            None
        );
        assert!(
            t.get(&EmailRecord::key("ann@x.org"))
                .await
                .unwrap()
                .is_none()
        );
        assert_eq!(
            get_nav(&crate::ops::testing::scope(&t, "o1"))
                .await
                .unwrap()
                .0
                .assignees["/steps/vision"],
            vec!["u1".to_string()]
        );
        assert_eq!(
            get_nav(&crate::ops::testing::scope(&t, "o2"))
                .await
                .unwrap()
                .0
                .assignees["/steps/vision"],
            vec!["m1".to_string(), "u1".to_string()]
        );
    }

    #[tokio::test]
    async fn a_member_changed_since_it_was_read_is_not_removed() {
        let (_dir, t) = table();
        let member = stored_member(&t, 2).await;
        let stale = Versioned {
            value: member,
            version: 1,
        };
        let e = remove_member(&crate::ops::testing::scope(&t, "o1"), &stale).await;
        assert!(
            matches!(e, Err(StoreError::TransactionCancelled { .. })),
            "{e:?}"
        );
        assert!(
            t.get(&Key::new("ORG#o1", "USER#m1"))
                .await
                .unwrap()
                .is_some()
        );
        assert!(
            t.get(&EmailRecord::key("ann@x.org"))
                .await
                .unwrap()
                .is_some()
        );
    }

    #[tokio::test]
    async fn concurrent_assignments_are_all_kept() {
        let (_dir, t) = table();
        let t = std::sync::Arc::new(t);
        let mut tasks = Vec::new();
        for i in 0..8 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                update_nav(&crate::OrgScope::of_verified(t.clone(), "o1"), |n| {
                    n.assignees
                        .entry("/r".into())
                        .or_default()
                        .push(format!("u{i}"));
                    Ok::<_, StoreError>(())
                })
                .await
                .unwrap();
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        let (nav, version) = get_nav(&crate::OrgScope::of_verified(t.clone(), "o1"))
            .await
            .unwrap();
        assert_eq!((nav.assignees["/r"].len(), version), (8, 8));
    }
}

//! Funders' people (issue 18 §1): the staff of a funder, how they are invited and join, and the
//! funder scope their requests act in.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | staff | `FUNDER#<funder>` | `STAFF#<user>` | `user_id`, `org_id`, `email`, `first_name`, `last_name`, `role`, `cohorts`, `added_at` |
//! | staff invitation | `FUNDER#<funder>` | `INVITE#<email>` | `email`, `funder_id`, `role`, `cohorts`, `invited_by`, `token_hash`, `invited_at`, `expires_at` |
//!
//! A person's side of the same fact is `UserRecord::funders`: joining writes both in one
//! transaction, so the session (which reads the user item anyway) knows a person's funders
//! without another read, and the funder's staff list is one query.
//!
//! A person who works only for funders has an account like anyone else (an e-mail claim and a
//! user item) with no nonprofit role, in a partition of their own that holds no organization.

use crate::cohort::{CodeRecord, CohortRecord, FunderRecord, funder_pk, issue_code};
use crate::invoices::{InvoiceReason, InvoiceRecord};
use crate::record::Record;
use crate::repo::get;
use crate::{EmailRecord, TokenPurpose, TokenRecord, UserRecord, Versioned, token_hash};
use fundplan_domain::cohort::code::LicenceCode;
use fundplan_domain::cohort::{ConsentItem, FunderRole};
use fundplan_ports::table::{Condition, Key, Query, StoreError, Table, WriteOp};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// A person on a funder's staff.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaffRecord {
    pub user_id: String,
    /// The partition of the person's user item.
    pub org_id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: FunderRole,
    /// The cohorts a programme officer follows (an admin sees every cohort).
    #[serde(default)]
    pub cohorts: Vec<String>,
    pub added_at: i64,
}

impl Record for StaffRecord {
    const ENTITY: &'static str = "funder staff";
}

impl StaffRecord {
    pub fn key(funder_id: &str, user_id: &str) -> Key {
        Key::new(funder_pk(funder_id), format!("STAFF#{user_id}"))
    }
}

/// A pending invitation to a funder's staff; it names its live link by the link's hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunderInviteRecord {
    pub email: String,
    pub funder_id: String,
    pub role: FunderRole,
    #[serde(default)]
    pub cohorts: Vec<String>,
    /// Who invited: a user id, or `operator` for the first admin.
    pub invited_by: String,
    pub token_hash: String,
    pub invited_at: i64,
    pub expires_at: i64,
}

impl Record for FunderInviteRecord {
    const ENTITY: &'static str = "funder invitation";
}

impl FunderInviteRecord {
    pub fn key(funder_id: &str, email: &str) -> Key {
        Key::new(funder_pk(funder_id), format!("INVITE#{email}"))
    }
}

impl TokenRecord {
    /// The link of a funder's invitation (`org_id` holds the funder).
    pub fn for_funder_invitation(invite: &FunderInviteRecord) -> Self {
        Self {
            purpose: TokenPurpose::FunderInvite,
            user_id: String::new(),
            org_id: invite.funder_id.clone(),
            email: invite.email.clone(),
            expires_at: invite.expires_at,
        }
    }
}

/// What happened to a cohort besides redemptions (those are its seats): kept in the cohort's
/// log, written in the same transaction as the change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CohortEvent {
    Paused,
    Resumed,
    Revoked,
    SeatsAdded,
    Extended,
    CodesIssued,
}

/// One entry of a cohort's log: `FUNDER#<funder>` / `COHORT#<cohort>#LOG#<at>#<id>`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogRecord {
    pub event: CohortEvent,
    pub at: i64,
    /// The staff member who did it.
    pub by: String,
    /// The codes it concerned (canonical), for code events.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub codes: Vec<String>,
    /// Seats added, or the new end (Unix seconds), for those events.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i64>,
}

impl Record for LogRecord {
    const ENTITY: &'static str = "cohort log entry";
}

impl LogRecord {
    pub fn key(funder_id: &str, cohort_id: &str, at: i64, id: &str) -> Key {
        Key::new(
            funder_pk(funder_id),
            format!("COHORT#{cohort_id}#LOG#{at:012}#{id}"),
        )
    }
}

/// A redemption as the funder sees it: when, with which code, by which organization (its id;
/// the name is the organization's, read where it is disclosed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redeemed {
    pub org_id: String,
    pub code: String,
    pub at: i64,
}

pub use fundplan_domain::cohort::dashboard::{ModuleProgress, ModuleState, Progress};

/// What the funder reads of one organization of its cohort: the facts disclosed when it joined,
/// and, only where the organization shares them, its figures. Nothing else of the organization
/// is read into it: no answer, name of a prospect or donor, draft, or team member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrganizationSummary {
    pub org_id: String,
    // Disclosed at redemption: the name, the number of users, and in `progress` the date it
    // joined, its last activity, onboarding and each module's state.
    pub name: String,
    pub users: usize,
    /// Where its plan stands; its goal in it only when shared.
    pub progress: Progress,
    // Shared by the organization's choice (item → since when), and the figures of those items.
    pub consent: BTreeMap<ConsentItem, i64>,
    /// Three-year expenses and revenue (cents), when shared.
    pub budget_totals: Option<(i64, i64)>,
    /// The gift chart's lead gift (cents), number of gifts and of levels, when shared.
    pub gift_chart: Option<(i64, i64, usize)>,
    /// The documents it shares: name, title and when, newest first.
    pub documents: Vec<(String, String, i64)>,
}

/// A reminder claimed for a stalled organization. The owner's address and name are for the
/// e-mail alone: nothing answered to the funder carries them.
#[derive(Debug)]
pub struct Reminder {
    pub org_id: String,
    /// The organization's name (disclosed to the funder when it joined).
    pub organization: String,
    pub idle_days: i64,
    /// The module it is on: number and name.
    pub current_module: Option<(u8, &'static str)>,
    pub owner_email: String,
    pub owner_first_name: String,
    /// The opt-out link's token.
    pub token: String,
    claim: crate::reminders::Claim,
}

/// The cohort's reminders: those claimed, and how many stalled organizations were reminded in
/// the last week or opted out.
#[derive(Debug, Default)]
pub struct Reminders {
    pub due: Vec<Reminder>,
    pub recent: usize,
    pub opted_out: usize,
}

/// Why a change to a cohort was refused.
#[derive(Debug, thiserror::Error)]
pub enum CohortChangeError {
    #[error("no such cohort")]
    NoCohort,
    #[error("{}", fundplan_domain::messages::COHORT_SEATS)]
    TooManySeats,
    #[error("the new end must be after the current one")]
    NotLater,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The funder a verified member of its staff acts for, with their role there.
#[derive(Clone)]
pub struct FunderScope {
    table: Arc<dyn Table>,
    funder_id: Arc<str>,
    user_id: Arc<str>,
    role: FunderRole,
}

impl std::fmt::Debug for FunderScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FunderScope")
            .field("funder_id", &self.funder_id)
            .field("role", &self.role)
            .finish_non_exhaustive()
    }
}

impl FunderScope {
    /// The scope of `user`'s place at `funder_id`, when the person has one (their own user
    /// item says so; the caller has verified the session it came from).
    ///
    /// Callable only by the funder session extractor in `fundplan-http` and by tests (a test
    /// in `fundplan-testkit` fails on any other caller). Never build one from a request's body,
    /// path or query alone: the path names the funder, the verified user item decides.
    pub fn for_staff(table: Arc<dyn Table>, user: &UserRecord, funder_id: &str) -> Option<Self> {
        let membership = user.funders.iter().find(|m| m.funder_id == funder_id)?;
        Some(FunderScope {
            table,
            funder_id: funder_id.into(),
            user_id: user.id.as_str().into(),
            role: membership.role,
        })
    }

    pub fn funder_id(&self) -> &str {
        &self.funder_id
    }

    /// The funder's billing, for its admin only (a programme officer sees no invoices).
    pub fn billing(&self) -> Option<crate::invoices::FunderBilling> {
        (self.role == FunderRole::Admin)
            .then(|| crate::invoices::FunderBilling::new(self.table.clone(), &self.funder_id))
    }

    pub fn role(&self) -> FunderRole {
        self.role
    }

    fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The funder.
    pub async fn funder(&self) -> Result<Option<FunderRecord>, StoreError> {
        Ok(
            get::<FunderRecord>(self.table(), &FunderRecord::key(&self.funder_id))
                .await?
                .map(|v| v.value),
        )
    }

    /// The cohorts this person may see (an admin: all; a programme officer: those assigned),
    /// by id, oldest first.
    pub async fn cohorts(&self) -> Result<Vec<(String, CohortRecord)>, StoreError> {
        let items = self
            .table()
            .query_all(Query::partition(funder_pk(&self.funder_id)).prefix("COHORT#"))
            .await?;
        let assigned = match self.role {
            FunderRole::Admin => None,
            FunderRole::ProgrammeOfficer => Some(self.staff_cohorts().await?),
        };
        let mut out = Vec::new();
        for item in items {
            let Some(id) = item.key.sk.strip_prefix("COHORT#") else {
                continue;
            };
            // Seats share the prefix (`COHORT#<cohort>#SEAT#<org>`).
            if id.contains('#')
                || assigned
                    .as_ref()
                    .is_some_and(|a| !a.iter().any(|c| c == id))
            {
                continue;
            }
            let cohort = Versioned::<CohortRecord>::from_item(&item)
                .map_err(|e| StoreError::Invalid(e.to_string()))?;
            out.push((id.to_owned(), cohort.value));
        }
        out.sort_by_key(|(_, c)| c.created_at);
        Ok(out)
    }

    async fn staff_cohorts(&self) -> Result<Vec<String>, StoreError> {
        Ok(get::<StaffRecord>(
            self.table(),
            &StaffRecord::key(&self.funder_id, &self.user_id),
        )
        .await?
        .map(|s| s.value.cohorts)
        .unwrap_or_default())
    }

    /// One cohort this person may see.
    pub async fn cohort(&self, cohort_id: &str) -> Result<Option<CohortRecord>, StoreError> {
        if self.role == FunderRole::ProgrammeOfficer
            && !self.staff_cohorts().await?.iter().any(|c| c == cohort_id)
        {
            return Ok(None);
        }
        Ok(
            get::<CohortRecord>(self.table(), &CohortRecord::key(&self.funder_id, cohort_id))
                .await?
                .map(|v| v.value),
        )
    }

    /// Stores a new cohort with the invoice for its seats (`invoice_id`, one transaction), then
    /// its cohort code (an admin's; the caller checks the role and the cohort's rules). A code
    /// already taken by another cohort is drawn again with `draw`.
    pub async fn create_cohort(
        &self,
        cohort_id: &str,
        cohort: &CohortRecord,
        invoice_id: &str,
        mut draw: impl FnMut() -> LicenceCode,
        now: i64,
    ) -> Result<LicenceCode, StoreError> {
        let invoice = InvoiceRecord::new(
            cohort_id,
            &cohort.name,
            InvoiceReason::Cohort,
            cohort.seats,
            &self.user_id,
            now,
        );
        crate::cohort::create_cohort(
            self.table(),
            &self.funder_id,
            cohort_id,
            cohort,
            Some(invoice.create_op(&self.funder_id, invoice_id)),
        )
        .await?;
        let record = CodeRecord {
            funder_id: self.funder_id.to_string(),
            cohort_id: cohort_id.to_owned(),
            state: fundplan_domain::cohort::CodeState::Active,
            expires_at: None,
            for_email: None,
            used_by: None,
            created_at: now,
        };
        loop {
            let code = draw();
            match issue_code(self.table(), &code, &record).await {
                Ok(()) => return Ok(code),
                Err(StoreError::ConditionFailed) => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// The codes of a cohort this person may see, by canonical code (GSI1: eventually
    /// consistent on DynamoDB).
    pub async fn cohort_codes(
        &self,
        cohort_id: &str,
    ) -> Result<Vec<(String, CodeRecord)>, StoreError> {
        if self.cohort(cohort_id).await?.is_none() {
            return Ok(Vec::new());
        }
        let items = self
            .table()
            .query_all(Query::gsi1(format!(
                "FUNDER#{}#COHORT#{cohort_id}",
                self.funder_id
            )))
            .await?;
        items
            .iter()
            .map(|i| {
                let code = i
                    .key
                    .pk
                    .strip_prefix("CODE#")
                    .unwrap_or_default()
                    .to_owned();
                Versioned::<CodeRecord>::from_item(i).map(|v| (code, v.value))
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| StoreError::Invalid(e.to_string()))
    }

    /// Stores an invitation to this funder's staff with its new link `token` (plain text; the
    /// invitation carries its hash), in one transaction; inviting an address again replaces its
    /// invitation and its earlier link stops working.
    pub async fn invite(&self, invite: &FunderInviteRecord, token: &str) -> Result<(), StoreError> {
        if invite.funder_id != *self.funder_id || invite.token_hash != token_hash(token) {
            return Err(StoreError::Invalid(
                "an invitation must be this funder's and carry its link's hash".into(),
            ));
        }
        let key = FunderInviteRecord::key(&self.funder_id, &invite.email);
        let previous = get::<FunderInviteRecord>(self.table(), &key).await?;
        let mut ops = vec![WriteOp::Put {
            item: TokenRecord::for_funder_invitation(invite).to_item(token),
            condition: Condition::NotExists,
        }];
        match &previous {
            Some(p) => {
                ops.push(WriteOp::Put {
                    item: invite.encode(key.clone(), p.version + 1),
                    condition: Condition::VersionIs(p.version),
                });
                ops.push(WriteOp::Delete {
                    key: TokenRecord::key_of_hash(&p.value.token_hash),
                    condition: Condition::None,
                });
            }
            None => ops.push(WriteOp::Put {
                item: invite.encode(key, 1),
                condition: Condition::NotExists,
            }),
        }
        self.table().transact(ops).await
    }

    /// The pending invitations to this funder's staff, by address.
    pub async fn invitations(&self) -> Result<Vec<FunderInviteRecord>, StoreError> {
        let items = self
            .table()
            .query_all(Query::partition(funder_pk(&self.funder_id)).prefix("INVITE#"))
            .await?;
        crate::record::values_of(&items)
    }

    fn log_op(&self, cohort_id: &str, entry: &LogRecord, id: &str) -> WriteOp {
        WriteOp::Put {
            item: entry.encode(LogRecord::key(&self.funder_id, cohort_id, entry.at, id), 1),
            condition: Condition::NotExists,
        }
    }

    /// Sets the state of `codes` of the cohort (pause, resume, revoke; an admin's), each code
    /// with its log entry in one transaction; a revoked code stays revoked. Returns the codes
    /// changed. Codes of another cohort, unknown, or already in that state are left alone.
    pub async fn set_code_state(
        &self,
        cohort_id: &str,
        codes: &[LicenceCode],
        state: fundplan_domain::cohort::CodeState,
        by: &str,
        now: i64,
        mut new_id: impl FnMut() -> String,
    ) -> Result<Vec<String>, StoreError> {
        use fundplan_domain::cohort::CodeState;
        let mut changed = Vec::new();
        for code in codes {
            let mut retry = crate::repo::Retry::new(format!("licence code {}", code.as_str()));
            loop {
                let Some(stored) = get::<CodeRecord>(self.table(), &CodeRecord::key(code)).await?
                else {
                    break;
                };
                let c = &stored.value;
                if c.funder_id != *self.funder_id
                    || c.cohort_id != cohort_id
                    || c.state == state
                    || c.state == CodeState::Revoked
                {
                    break;
                }
                let event = match (c.state, state) {
                    (_, CodeState::Revoked) => CohortEvent::Revoked,
                    (_, CodeState::Paused) => CohortEvent::Paused,
                    (_, CodeState::Active) => CohortEvent::Resumed,
                };
                let mut next = c.clone();
                next.state = state;
                let entry = LogRecord {
                    event,
                    at: now,
                    by: by.to_owned(),
                    codes: vec![code.as_str().to_owned()],
                    value: None,
                };
                let ops = vec![
                    WriteOp::Put {
                        item: next.to_item(code, stored.version + 1),
                        condition: Condition::VersionIs(stored.version),
                    },
                    self.log_op(cohort_id, &entry, &new_id()),
                ];
                match self.table().transact(ops).await {
                    Ok(()) => {
                        changed.push(code.as_str().to_owned());
                        break;
                    }
                    Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(changed)
    }

    /// Adds `more` seats to the cohort (an admin's), with its log entry and the invoice for the
    /// seats added (both under `id`), in one transaction; the seats taken are untouched (the
    /// counter's bound grows). Returns the new number of seats.
    pub async fn add_seats(
        &self,
        cohort_id: &str,
        more: u32,
        by: &str,
        now: i64,
        id: &str,
    ) -> Result<u32, CohortChangeError> {
        let key = CohortRecord::key(&self.funder_id, cohort_id);
        let mut retry = crate::repo::Retry::new(format!("cohort {cohort_id}"));
        loop {
            let stored = get::<CohortRecord>(self.table(), &key)
                .await?
                .ok_or(CohortChangeError::NoCohort)?;
            let seats = stored.value.seats.saturating_add(more);
            if seats > fundplan_domain::cohort::MAX_SEATS {
                return Err(CohortChangeError::TooManySeats);
            }
            // Only `seats` changes: a redemption's bump of `used` meanwhile fails the version
            // and the change is read again.
            let mut next = stored.value.clone();
            next.seats = seats;
            let entry = LogRecord {
                event: CohortEvent::SeatsAdded,
                at: now,
                by: by.to_owned(),
                codes: Vec::new(),
                value: Some(i64::from(more)),
            };
            let invoice = InvoiceRecord::new(
                cohort_id,
                &stored.value.name,
                InvoiceReason::SeatsAdded,
                more,
                by,
                now,
            );
            let ops = vec![
                WriteOp::Put {
                    item: next.encode(key.clone(), stored.version + 1),
                    condition: Condition::VersionIs(stored.version),
                },
                self.log_op(cohort_id, &entry, id),
                invoice.create_op(&self.funder_id, id),
            ];
            match self.table().transact(ops).await {
                Ok(()) => return Ok(seats),
                Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Sets after how many idle days the cohort's dashboard calls an organization stalled (an
    /// admin's). Only that field changes: a redemption meanwhile fails the version and the
    /// cohort is read again.
    pub async fn set_stalled_after(
        &self,
        cohort_id: &str,
        days: u32,
    ) -> Result<CohortRecord, CohortChangeError> {
        let key = CohortRecord::key(&self.funder_id, cohort_id);
        let mut retry = crate::repo::Retry::new(format!("cohort {cohort_id}"));
        loop {
            let stored = get::<CohortRecord>(self.table(), &key)
                .await?
                .ok_or(CohortChangeError::NoCohort)?;
            let mut next = stored.value.clone();
            next.stalled_after_days = days;
            let put = self
                .table()
                .put(
                    next.encode(key.clone(), stored.version + 1),
                    Condition::VersionIs(stored.version),
                )
                .await;
            match put {
                Ok(()) => return Ok(next),
                Err(StoreError::ConditionFailed) => retry.conflict().await?,
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Moves the cohort's end to `ends_at` (later only; an admin's), with its log entry, then
    /// the sponsorship and the subscription of every organization holding a seat, so their
    /// access runs to the new end. Each organization's change is its own conditional write;
    /// the request may be repeated (a failure part-way) and finishes the rest.
    pub async fn extend(
        &self,
        cohort_id: &str,
        ends_at: i64,
        by: &str,
        now: i64,
        id: &str,
    ) -> Result<(), CohortChangeError> {
        let key = CohortRecord::key(&self.funder_id, cohort_id);
        let mut retry = crate::repo::Retry::new(format!("cohort {cohort_id}"));
        loop {
            let stored = get::<CohortRecord>(self.table(), &key)
                .await?
                .ok_or(CohortChangeError::NoCohort)?;
            if ends_at < stored.value.ends_at {
                return Err(CohortChangeError::NotLater);
            }
            if ends_at == stored.value.ends_at {
                break;
            }
            let mut next = stored.value.clone();
            next.ends_at = ends_at;
            let entry = LogRecord {
                event: CohortEvent::Extended,
                at: now,
                by: by.to_owned(),
                codes: Vec::new(),
                value: Some(ends_at),
            };
            let ops = vec![
                WriteOp::Put {
                    item: next.encode(key.clone(), stored.version + 1),
                    condition: Condition::VersionIs(stored.version),
                },
                self.log_op(cohort_id, &entry, id),
            ];
            match self.table().transact(ops).await {
                Ok(()) => break,
                Err(StoreError::TransactionCancelled { .. }) => retry.conflict().await?,
                Err(e) => return Err(e.into()),
            }
        }
        let provider_id = crate::cohort::sponsored_subscription_id(&self.funder_id, cohort_id);
        for seat in self.redemptions(cohort_id).await? {
            let org = crate::OrgScope::of_verified(self.table.clone(), &seat.org_id);
            crate::cohort::extend_seat(&org, &provider_id, ends_at).await?;
        }
        Ok(())
    }

    /// Single-use codes for `emails` (lower case, checked by the caller; an admin's): one code
    /// each, for that address, expiring with the cohort. An address that already has a live code
    /// of this cohort keeps it (sending the list again sends the same codes). One log entry
    /// names the codes made. Returns (address, code) in the order given.
    pub async fn issue_single_use_codes(
        &self,
        cohort_id: &str,
        emails: &[String],
        by: &str,
        now: i64,
        mut draw: impl FnMut() -> LicenceCode,
        id: &str,
    ) -> Result<Vec<(String, LicenceCode)>, CohortChangeError> {
        let cohort =
            get::<CohortRecord>(self.table(), &CohortRecord::key(&self.funder_id, cohort_id))
                .await?
                .ok_or(CohortChangeError::NoCohort)?
                .value;
        let existing: std::collections::BTreeMap<String, LicenceCode> = self
            .cohort_codes(cohort_id)
            .await?
            .into_iter()
            .filter(|(_, c)| {
                c.state != fundplan_domain::cohort::CodeState::Revoked && c.used_by.is_none()
            })
            .filter_map(|(code, c)| Some((c.for_email?, LicenceCode::parse(&code)?)))
            .collect();
        let mut out = Vec::with_capacity(emails.len());
        let mut made = Vec::new();
        for email in emails {
            if let Some(code) = existing.get(email) {
                out.push((email.clone(), code.clone()));
                continue;
            }
            let record = CodeRecord {
                funder_id: self.funder_id.to_string(),
                cohort_id: cohort_id.to_owned(),
                state: fundplan_domain::cohort::CodeState::Active,
                expires_at: Some(cohort.ends_at),
                for_email: Some(email.clone()),
                used_by: None,
                created_at: now,
            };
            let code = loop {
                let code = draw();
                match issue_code(self.table(), &code, &record).await {
                    Ok(()) => break code,
                    Err(StoreError::ConditionFailed) => continue,
                    Err(e) => return Err(e.into()),
                }
            };
            made.push(code.as_str().to_owned());
            out.push((email.clone(), code));
        }
        if !made.is_empty() {
            let entry = LogRecord {
                event: CohortEvent::CodesIssued,
                at: now,
                by: by.to_owned(),
                codes: made,
                value: None,
            };
            self.table()
                .put(
                    entry.encode(LogRecord::key(&self.funder_id, cohort_id, now, id), 1),
                    Condition::NotExists,
                )
                .await?;
        }
        Ok(out)
    }

    /// The cohort's redemptions (its seats), oldest first.
    pub async fn redemptions(&self, cohort_id: &str) -> Result<Vec<Redeemed>, StoreError> {
        let items = self
            .table()
            .query_all(
                Query::partition(funder_pk(&self.funder_id))
                    .prefix(format!("COHORT#{cohort_id}#SEAT#")),
            )
            .await?;
        let mut out: Vec<Redeemed> = crate::record::values_of::<crate::cohort::SeatRecord>(&items)?
            .into_iter()
            .map(|seat| Redeemed {
                org_id: seat.org_id,
                code: seat.code,
                at: seat.at,
            })
            .collect();
        out.sort_by_key(|r| r.at);
        Ok(out)
    }

    /// The cohort's log besides redemptions, oldest first.
    pub async fn log(&self, cohort_id: &str) -> Result<Vec<LogRecord>, StoreError> {
        let items = self
            .table()
            .query_all(
                Query::partition(funder_pk(&self.funder_id))
                    .prefix(format!("COHORT#{cohort_id}#LOG#")),
            )
            .await?;
        crate::record::values_of(&items)
    }

    /// The names of the organizations holding seats in the funder's cohorts (disclosed to the
    /// funder at redemption); an organization without a seat here is left out.
    pub async fn organization_names(
        &self,
        cohort_id: &str,
    ) -> Result<std::collections::BTreeMap<String, String>, StoreError> {
        let mut names = std::collections::BTreeMap::new();
        for seat in self.redemptions(cohort_id).await? {
            let org = crate::OrgScope::of_verified(self.table.clone(), &seat.org_id);
            let name = crate::repo::get_organization(&org)
                .await?
                .map(|o| o.value.name)
                .unwrap_or_default();
            names.insert(seat.org_id, name);
        }
        Ok(names)
    }

    /// The organizations of a cohort this person may see, as the funder may read them
    /// ([`OrganizationSummary`]), in the order they joined. The only path from a funder to an
    /// organization's items: the organization must hold a seat of this cohort, and its figures
    /// are computed only for the items it shares.
    pub async fn cohort_organizations(
        &self,
        cohort_id: &str,
    ) -> Result<Vec<OrganizationSummary>, StoreError> {
        if self.cohort(cohort_id).await?.is_none() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for seat in self.redemptions(cohort_id).await? {
            let org = crate::OrgScope::of_verified(self.table.clone(), &seat.org_id);
            out.push(summary_of(&org, seat.at).await?);
        }
        Ok(out)
    }

    /// A link (valid `ttl`) to the copy of a document an organization of the cohort shares,
    /// with its file name; none when the organization holds no seat of this cohort (or the
    /// person may not see the cohort) or does not share that document now.
    pub async fn shared_document_link(
        &self,
        cohort_id: &str,
        org_id: &str,
        doc: &str,
        blobs: &dyn fundplan_ports::blobs::Blobs,
        ttl: std::time::Duration,
    ) -> Result<Option<(String, String)>, crate::shared_docs::ShareError> {
        if self.cohort(cohort_id).await?.is_none()
            || !self
                .redemptions(cohort_id)
                .await?
                .iter()
                .any(|r| r.org_id == org_id)
            || !crate::shared_docs::is_doc_name(doc)
        {
            return Ok(None);
        }
        let org = crate::OrgScope::of_verified(self.table.clone(), org_id);
        let Some(shared) = get::<crate::shared_docs::SharedDocumentRecord>(
            self.table(),
            &crate::shared_docs::SharedDocumentRecord::key(org.org_id(), doc),
        )
        .await?
        else {
            return Ok(None);
        };
        let d = shared.value;
        let url = blobs.download_url(&d.blob_key, ttl, Some(&d.title)).await?;
        Ok(Some((url, d.title)))
    }

    /// Claims this week's reminder of each stalled organization of the cohort (idle for the
    /// cohort's `stalled_after_days`, not finished): at most one a week each, none to one that
    /// opted out; each claim stores the opt-out link `token()` its e-mail will carry. Send each
    /// reminder's e-mail, and give back the claim of one whose e-mail failed
    /// ([`FunderScope::release_reminder`]).
    pub async fn claim_reminders(
        &self,
        cohort_id: &str,
        now: i64,
        mut token: impl FnMut() -> String,
    ) -> Result<Reminders, StoreError> {
        let mut out = Reminders::default();
        let Some(cohort) = self.cohort(cohort_id).await? else {
            return Ok(out);
        };
        for o in self.cohort_organizations(cohort_id).await? {
            if !o.progress.stalled(now, cohort.stalled_after_days) {
                continue;
            }
            let org = crate::OrgScope::of_verified(self.table.clone(), &o.org_id);
            let token = token();
            let claim = match crate::reminders::claim(&org, now, &token).await? {
                Ok(claim) => claim,
                Err(crate::reminders::Skip::Recent) => {
                    out.recent += 1;
                    continue;
                }
                Err(crate::reminders::Skip::OptedOut) => {
                    out.opted_out += 1;
                    continue;
                }
            };
            let owner = match crate::repo::get_organization(&org).await? {
                Some(organization) => {
                    crate::repo::get_user(&org, &organization.value.owner_id).await?
                }
                None => None,
            };
            let Some(owner) = owner else {
                crate::reminders::release(&org, claim).await?;
                continue;
            };
            out.due.push(Reminder {
                org_id: o.org_id.clone(),
                organization: o.name.clone(),
                idle_days: o.progress.idle_days(now),
                current_module: o.progress.current_module().map(|m| (m.number, m.name)),
                owner_email: owner.value.email,
                owner_first_name: owner.value.first_name,
                token,
                claim,
            });
        }
        Ok(out)
    }

    /// Gives back a reminder's claim (its e-mail failed), so that it can be sent again.
    pub async fn release_reminder(&self, r: Reminder) -> Result<(), StoreError> {
        let org = crate::OrgScope::of_verified(self.table.clone(), &r.org_id);
        crate::reminders::release(&org, r.claim).await
    }

    /// The funder's staff, by name.
    pub async fn staff(&self) -> Result<Vec<StaffRecord>, StoreError> {
        let items = self
            .table()
            .query_all(Query::partition(funder_pk(&self.funder_id)).prefix("STAFF#"))
            .await?;
        let mut out: Vec<StaffRecord> = crate::record::values_of(&items)?;
        out.sort_by(|a, b| (&a.last_name, &a.first_name).cmp(&(&b.last_name, &b.first_name)));
        Ok(out)
    }
}

/// A staff member's weekly digest: each cohort they follow that is under way (started, and
/// ended less than a week ago), with its last seven days. The address is for the e-mail alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestLetter {
    pub funder_id: String,
    pub funder_name: String,
    pub user_id: String,
    pub email: String,
    pub first_name: String,
    pub cohorts: Vec<CohortWeek>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CohortWeek {
    pub cohort_id: String,
    pub name: String,
    pub seats: u32,
    pub used: u32,
    pub stalled_after_days: u32,
    pub week: fundplan_domain::cohort::dashboard::Week,
}

/// This week's digest of every funder's staff member who follows a cohort under way: an admin
/// every cohort, a programme officer those assigned to them, each read through the person's
/// own [`FunderScope`]. Each cohort's week is computed once.
pub async fn weekly_digests(
    table: Arc<dyn Table>,
    now: i64,
) -> Result<Vec<DigestLetter>, StoreError> {
    use fundplan_domain::cohort::dashboard::last_week;
    let funders = table.query_all(Query::gsi1(FunderRecord::INDEX)).await?;
    let mut letters = Vec::new();
    for item in funders {
        let Some(funder_id) = item.gsi1.as_ref().map(|k| k.sk.clone()) else {
            continue;
        };
        let funder = Versioned::<FunderRecord>::from_item(&item)
            .map_err(|e| StoreError::Invalid(e.to_string()))?
            .value;
        let staff = table
            .query_all(Query::partition(funder_pk(&funder_id)).prefix("STAFF#"))
            .await?;
        let staff: Vec<StaffRecord> = crate::record::values_of(&staff)?;
        let mut weeks: HashMap<String, CohortWeek> = HashMap::new();
        for member in staff {
            let Some(user) = get::<UserRecord>(
                table.as_ref(),
                &UserRecord::key(&member.org_id, &member.user_id),
            )
            .await?
            else {
                continue;
            };
            // Only a membership the person's own user item holds.
            let Some(scope) = FunderScope::for_staff(table.clone(), &user.value, &funder_id) else {
                continue;
            };
            let mut cohorts = Vec::new();
            for (cohort_id, c) in scope.cohorts().await? {
                if c.starts_at > now || c.ends_at + 7 * 86_400 <= now {
                    continue;
                }
                if !weeks.contains_key(&cohort_id) {
                    let progress: Vec<Progress> = scope
                        .cohort_organizations(&cohort_id)
                        .await?
                        .into_iter()
                        .map(|o| o.progress)
                        .collect();
                    let week = last_week(&progress, now, c.stalled_after_days);
                    weeks.insert(
                        cohort_id.clone(),
                        CohortWeek {
                            cohort_id: cohort_id.clone(),
                            name: c.name.clone(),
                            seats: c.seats,
                            used: c.used,
                            stalled_after_days: c.stalled_after_days,
                            week,
                        },
                    );
                }
                cohorts.extend(weeks.get(&cohort_id).cloned());
            }
            if cohorts.is_empty() {
                continue;
            }
            letters.push(DigestLetter {
                funder_id: funder_id.clone(),
                funder_name: funder.name.clone(),
                user_id: user.value.id.clone(),
                email: user.value.email.clone(),
                first_name: user.value.first_name.clone(),
                cohorts,
            });
        }
    }
    Ok(letters)
}

/// A digest sent: `FUNDER#<funder>` / `DIGEST#<week>#<user>`, kept 60 days.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DigestSentRecord {
    pub at: i64,
    pub expires_at: i64,
}

impl Record for DigestSentRecord {
    const ENTITY: &'static str = "digest sent";
    fn expires_at(&self) -> Option<i64> {
        Some(self.expires_at)
    }
}

impl DigestSentRecord {
    pub fn key(funder_id: &str, week: &str, user_id: &str) -> Key {
        Key::new(funder_pk(funder_id), format!("DIGEST#{week}#{user_id}"))
    }
}

/// Claims the digest of `week` (`2026-W48`) for a person: false when it was claimed already,
/// so that each person gets one digest a week however often the job runs.
pub async fn claim_digest(
    table: &dyn Table,
    letter: &DigestLetter,
    week: &str,
    now: i64,
) -> Result<bool, StoreError> {
    let record = DigestSentRecord {
        at: now,
        expires_at: now + 60 * 86_400,
    };
    let key = DigestSentRecord::key(&letter.funder_id, week, &letter.user_id);
    match table.put(record.encode(key, 1), Condition::NotExists).await {
        Ok(()) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Gives back a digest's claim (its e-mail failed), so that the next run sends it.
pub async fn release_digest(
    table: &dyn Table,
    letter: &DigestLetter,
    week: &str,
) -> Result<(), StoreError> {
    table
        .delete(
            &DigestSentRecord::key(&letter.funder_id, week, &letter.user_id),
            Condition::None,
        )
        .await
}

/// Creates a funder and invites its first admin (the operator's act), in one transaction: the
/// funder (a new id), the invitation and its link `token` (plain text; the invitation carries
/// its hash).
pub async fn create_funder(
    table: &dyn Table,
    funder_id: &str,
    funder: &FunderRecord,
    invite: &FunderInviteRecord,
    token: &str,
) -> Result<(), StoreError> {
    if invite.token_hash != token_hash(token) || invite.funder_id != funder_id {
        return Err(StoreError::Invalid(
            "the first admin's invitation must be this funder's and carry its link's hash".into(),
        ));
    }
    table
        .transact(vec![
            WriteOp::Put {
                item: funder.to_item(funder_id, 1),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: invite.encode(FunderInviteRecord::key(funder_id, &invite.email), 1),
                condition: Condition::NotExists,
            },
            WriteOp::Put {
                item: TokenRecord::for_funder_invitation(invite).to_item(token),
                condition: Condition::NotExists,
            },
        ])
        .await
}

/// Why a funder invitation could not be used.
#[derive(Debug, thiserror::Error)]
pub enum JoinFunderError {
    /// The link was used or withdrawn meanwhile; nothing was written.
    #[error("the invitation has gone")]
    InvitationGone,
    /// The account changed since it was read (retry) or the address was taken by a new account.
    #[error("the account changed meanwhile")]
    AccountChanged,
    #[error("the person is already on this funder's staff")]
    AlreadyStaff,
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn staff_of(user: &UserRecord, invite: &FunderInviteRecord, now: i64) -> StaffRecord {
    StaffRecord {
        user_id: user.id.clone(),
        org_id: user.org_id.clone(),
        email: user.email.clone(),
        first_name: user.first_name.clone(),
        last_name: user.last_name.clone(),
        role: invite.role,
        cohorts: invite.cohorts.clone(),
        added_at: now,
    }
}

fn with_membership(user: &UserRecord, invite: &FunderInviteRecord) -> UserRecord {
    let mut joined = user.clone();
    joined.funders.retain(|m| m.funder_id != invite.funder_id);
    joined.funders.push(crate::FunderMembership {
        funder_id: invite.funder_id.clone(),
        role: invite.role,
    });
    joined
}

/// An existing account (read at its version) accepts the funder invitation of `token`: the
/// link and the invitation are used up, the staff item and the account's membership written,
/// in one transaction. Returns the account as stored.
pub async fn join_funder(
    table: &dyn Table,
    token: &str,
    invite: &FunderInviteRecord,
    account: &Versioned<UserRecord>,
    now: i64,
) -> Result<UserRecord, JoinFunderError> {
    if account
        .value
        .funders
        .iter()
        .any(|m| m.funder_id == invite.funder_id)
    {
        return Err(JoinFunderError::AlreadyStaff);
    }
    let joined = with_membership(&account.value, invite);
    let ops = vec![
        WriteOp::Delete {
            key: TokenRecord::key(token),
            condition: Condition::Exists,
        },
        WriteOp::Delete {
            key: FunderInviteRecord::key(&invite.funder_id, &invite.email),
            condition: Condition::Exists,
        },
        WriteOp::Put {
            item: staff_of(&joined, invite, now)
                .encode(StaffRecord::key(&invite.funder_id, &joined.id), 1),
            condition: Condition::NotExists,
        },
        WriteOp::Put {
            item: joined.to_item(account.version + 1),
            condition: Condition::VersionIs(account.version),
        },
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(joined),
        Err(StoreError::TransactionCancelled { index: 0 | 1 }) => {
            Err(JoinFunderError::InvitationGone)
        }
        Err(StoreError::TransactionCancelled { index: 2 }) => Err(JoinFunderError::AlreadyStaff),
        Err(StoreError::TransactionCancelled { .. }) => Err(JoinFunderError::AccountChanged),
        Err(e) => Err(e.into()),
    }
}

/// A person without an account accepts the funder invitation of `token`: their account (a
/// confirmed address: the link came to it; no nonprofit role), its e-mail claim, the staff
/// item, and the link and invitation used up, in one transaction.
pub async fn sign_up_funder_staff(
    table: &dyn Table,
    token: &str,
    invite: &FunderInviteRecord,
    user: &UserRecord,
    now: i64,
) -> Result<UserRecord, JoinFunderError> {
    let joined = with_membership(user, invite);
    let ops = vec![
        WriteOp::Delete {
            key: TokenRecord::key(token),
            condition: Condition::Exists,
        },
        WriteOp::Delete {
            key: FunderInviteRecord::key(&invite.funder_id, &invite.email),
            condition: Condition::Exists,
        },
        WriteOp::Put {
            item: EmailRecord::of(&joined).to_item(),
            condition: Condition::NotExists,
        },
        WriteOp::Put {
            item: joined.to_item(1),
            condition: Condition::NotExists,
        },
        WriteOp::Put {
            item: staff_of(&joined, invite, now)
                .encode(StaffRecord::key(&invite.funder_id, &joined.id), 1),
            condition: Condition::NotExists,
        },
    ];
    match table.transact(ops).await {
        Ok(()) => Ok(joined),
        Err(StoreError::TransactionCancelled { index: 0 | 1 }) => {
            Err(JoinFunderError::InvitationGone)
        }
        Err(StoreError::TransactionCancelled { .. }) => Err(JoinFunderError::AccountChanged),
        Err(e) => Err(e.into()),
    }
}

/// The funder's reading of one organization holding a seat (see [`OrganizationSummary`]).
async fn summary_of(
    org: &crate::OrgScope,
    joined_at: i64,
) -> Result<OrganizationSummary, StoreError> {
    use fundplan_domain::sections;
    let table = org.table();
    let users_query =
        Query::partition(crate::record::org_pk(org.org_id())).prefix(UserRecord::SK_PREFIX);
    let (organization, (nav, _), routes, consent, users, steps, documents) = tokio::try_join!(
        crate::repo::get_organization(org),
        crate::repo::get_nav(org),
        crate::plan::entries::plan_routes(org),
        crate::consent::consent(org),
        table.query_all(users_query),
        crate::repo::get_steps(org),
        crate::shared_docs::shared_documents(org),
    )?;
    let statuses = sections::full_statuses(&routes, &nav.statuses_by_path(&routes));
    let skipped = nav.skipped_paths();
    let (progress, _) = sections::progress(&routes, &statuses, &skipped);
    let modules = progress
        .iter()
        .map(|p| {
            let done = p.sections.iter().filter(|(_, _, s)| *s == 1).count();
            let last_visit = nav.last_visit(p.module);
            let state = if p.skipped {
                ModuleState::Skipped
            } else if !p.sections.is_empty() && done == p.sections.len() {
                ModuleState::Complete
            // Opened (a visit recorded) or with a section done: started.
            } else if done > 0 || last_visit.is_some() {
                ModuleState::InProgress
            } else {
                ModuleState::NotStarted
            };
            ModuleProgress {
                number: p.module.number,
                name: p.module.name,
                state,
                last_visit,
                completed_at: nav.completed_at(p.module),
            }
        })
        .collect();
    let shared = |item| consent.since(item).is_some();
    // The plan is read only when a figure is shared.
    let (mut goal_cents, mut budget_totals, mut gift_chart) = (None, None, None);
    if ConsentItem::ALL.into_iter().any(shared) {
        let plan = crate::model::load_plan(org).await?;
        if let Ok(figures) = plan.figures() {
            if shared(ConsentItem::Goal) {
                goal_cents = Some(figures.goals.total_fundraising_goal_3y);
            }
            if shared(ConsentItem::BudgetTotals) {
                let expenses: i64 = figures.goals.total_annual_expenses.iter().sum::<i64>()
                    + figures.goals.new_project_expenses_for_3_years;
                let revenue: i64 = figures.goals.total_revenue.iter().sum();
                budget_totals = Some((expenses, revenue));
            }
        }
        if shared(ConsentItem::GiftChart)
            && let Ok(chart) = plan.gift_chart()
        {
            let lead = chart.rows.first().map_or(0, |r| r.amount_cents);
            let gifts = chart.rows.iter().map(|r| r.gifts).sum();
            gift_chart = Some((lead, gifts, chart.rows.len()));
        }
    }
    Ok(OrganizationSummary {
        org_id: org.org_id().to_owned(),
        name: organization.map(|o| o.value.name).unwrap_or_default(),
        users: users.len(),
        progress: Progress {
            joined_at,
            last_activity: nav.last_interaction.values().copied().max(),
            onboarded: steps.is_complete(),
            modules,
            documents_shared: documents.len(),
            goal_cents,
        },
        consent: consent.items,
        budget_totals,
        gift_chart,
        documents: documents
            .into_iter()
            .map(|d| (d.doc, d.title, d.shared_at))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::testing::table;
    use crate::repo::get_user;
    use fundplan_domain::cohort::CohortKind;
    use fundplan_ports::embedded::EmbeddedTable;

    const NOW: i64 = 1_800_000_000;

    fn invite(email: &str, role: FunderRole, cohorts: &[&str], token: &str) -> FunderInviteRecord {
        FunderInviteRecord {
            email: email.into(),
            funder_id: "f1".into(),
            role,
            cohorts: cohorts.iter().map(|c| (*c).to_owned()).collect(),
            invited_by: "operator".into(),
            token_hash: token_hash(token),
            invited_at: NOW,
            expires_at: NOW + 86_400,
        }
    }

    async fn funder_with_admin_invite(t: &EmbeddedTable) -> FunderInviteRecord {
        let inv = invite(
            "ruth@harborfoundation.org",
            FunderRole::Admin,
            &[],
            "tok-admin",
        );
        let funder = FunderRecord {
            name: "Harbor Community Foundation".into(),
            created_at: NOW,
            ..FunderRecord::default()
        };
        create_funder(t, "f1", &funder, &inv, "tok-admin")
            .await
            .unwrap();
        inv
    }

    fn person(id: &str, org: &str, email: &str, role: &str) -> UserRecord {
        UserRecord {
            id: id.into(),
            org_id: org.into(),
            email: email.into(),
            first_name: "Ruth".into(),
            last_name: "Okafor".into(),
            role: role.into(),
            confirmed: true,
            token_version: 1,
            ..Default::default()
        }
    }

    fn scope_of(t: &EmbeddedTable, user: &UserRecord) -> Option<FunderScope> {
        let table: Arc<dyn Table> = Arc::new(t.clone());
        FunderScope::for_staff(table, user, "f1")
    }

    #[tokio::test]
    async fn a_new_person_signs_up_through_the_first_admins_invitation() {
        let (_d, t) = table();
        let inv = funder_with_admin_invite(&t).await;
        let user = person("u1", "p1", "ruth@harborfoundation.org", "");
        let joined = sign_up_funder_staff(&t, "tok-admin", &inv, &user, NOW)
            .await
            .unwrap();
        assert_eq!(joined.funders.len(), 1);
        let scope = scope_of(&t, &joined).expect("on the staff");
        assert_eq!(scope.role(), FunderRole::Admin);
        let staff = scope.staff().await.unwrap();
        assert_eq!(
            (staff.len(), staff[0].email.as_str()),
            (1, "ruth@harborfoundation.org")
        );
        // The link is used up.
        let again = sign_up_funder_staff(
            &t,
            "tok-admin",
            &inv,
            &person("u2", "p2", "x@y.org", ""),
            NOW,
        )
        .await;
        assert!(
            matches!(again, Err(JoinFunderError::InvitationGone)),
            "{again:?}"
        );
        assert!(
            t.get(&FunderInviteRecord::key("f1", "ruth@harborfoundation.org"))
                .await
                .unwrap()
                .is_none()
        );
    }

    #[tokio::test]
    async fn a_nonprofit_owner_joins_a_funder_and_keeps_their_organization() {
        let (_d, t) = table();
        let inv = funder_with_admin_invite(&t).await;
        let owner = person("u1", "o1", "ruth@harborfoundation.org", "owner");
        t.put(owner.to_item(1), Condition::NotExists).await.unwrap();
        let account = Versioned {
            value: owner.clone(),
            version: 1,
        };
        let joined = join_funder(&t, "tok-admin", &inv, &account, NOW)
            .await
            .unwrap();
        let stored = get_user(&crate::ops::testing::scope(&t, "o1"), "u1")
            .await
            .unwrap()
            .unwrap();
        assert_eq!((stored.version, stored.value.clone()), (2, joined));
        assert_eq!(stored.value.role, "owner", "still the nonprofit's owner");
        assert!(scope_of(&t, &stored.value).is_some());
        assert!(scope_of(&t, &owner).is_none(), "not before joining");
    }

    #[tokio::test]
    async fn a_programme_officer_sees_only_the_cohorts_assigned_to_them() {
        let (_d, t) = table();
        let inv = funder_with_admin_invite(&t).await;
        let admin = sign_up_funder_staff(
            &t,
            "tok-admin",
            &inv,
            &person("u1", "p1", "ruth@harborfoundation.org", ""),
            NOW,
        )
        .await
        .unwrap();
        let admin = scope_of(&t, &admin).unwrap();
        let cohort = |name: &str| CohortRecord {
            name: name.into(),
            kind: CohortKind::GroupCoaching,
            seats: 12,
            used: 0,
            starts_at: NOW,
            ends_at: NOW + 100,
            kickoff_at: None,
            created_at: NOW,
            stalled_after_days: fundplan_domain::cohort::dashboard::STALLED_AFTER_DAYS,
        };
        let mut n = 0;
        let mut draw = || {
            n += 1;
            LicenceCode::parse(&format!("7KQM4TXRP9W{}", ["A", "B", "C"][n - 1])).unwrap()
        };
        let spring = admin
            .create_cohort("c1", &cohort("Spring"), "i1", &mut draw, NOW)
            .await
            .unwrap();
        admin
            .create_cohort("c2", &cohort("Autumn"), "i2", &mut draw, NOW)
            .await
            .unwrap();
        assert_eq!(admin.cohorts().await.unwrap().len(), 2);
        let codes = admin.cohort_codes("c1").await.unwrap();
        assert_eq!(codes.len(), 1);
        assert_eq!(codes[0].0, spring.as_str());
        // The officer, invited to follow the spring cohort only.
        let officer_invite = invite(
            "leo@harborfoundation.org",
            FunderRole::ProgrammeOfficer,
            &["c1"],
            "tok-leo",
        );
        t.put(
            officer_invite.encode(FunderInviteRecord::key("f1", "leo@harborfoundation.org"), 1),
            Condition::NotExists,
        )
        .await
        .unwrap();
        t.put(
            TokenRecord::for_funder_invitation(&officer_invite).to_item("tok-leo"),
            Condition::NotExists,
        )
        .await
        .unwrap();
        let leo = sign_up_funder_staff(
            &t,
            "tok-leo",
            &officer_invite,
            &person("u2", "p2", "leo@harborfoundation.org", ""),
            NOW,
        )
        .await
        .unwrap();
        let leo = scope_of(&t, &leo).unwrap();
        let seen: Vec<String> = leo
            .cohorts()
            .await
            .unwrap()
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        assert_eq!(seen, ["c1"]);
        assert!(leo.cohort("c2").await.unwrap().is_none());
        assert!(leo.cohort_codes("c2").await.unwrap().is_empty());
    }
}

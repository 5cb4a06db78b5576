//! The plan's activity (issue 19 §2): who changed which section, and when. Written by the write
//! paths themselves after their change is stored (answers, tables, statuses, assignments, due
//! dates, versions, documents, conversations); read by the team, never by a funder.
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | activity | `ORG#<org>#ACTIVITY` | `ACT#<10-minute slot>#<user>#<kind>#<section or id>` | `at`, `user_id`, `kind`, `section`, `detail`, `ttl` (400 days) |
//!
//! Edits of one kind to one section by one person within the same ten minutes are one entry (an
//! answer saved as it is typed is saved many times); events (a version saved, a document made)
//! are one entry each. Recording never fails the write it follows: a failure is logged.

use crate::record::Record;
use crate::scope::OrgScope;
use fundplan_ports::table::{Condition, Key, Query, StoreError};
use serde::{Deserialize, Serialize};

/// The length of the slot within which repeated edits are one entry.
pub const SLOT_SECONDS: i64 = 600;
/// How long an entry is kept.
const KEPT_DAYS: i64 = 400;
/// The most entries one page of the list holds.
pub const PAGE: u32 = 50;

/// The partition of an organization's activity.
pub fn activity_pk(org_id: &str) -> String {
    format!("ORG#{org_id}#ACTIVITY")
}

/// What was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActivityKind {
    /// Answers of a section saved.
    Answers,
    /// A budget or revenue table, or a list of the closing modules, changed.
    Table,
    /// A section marked completed.
    Completed,
    /// Someone assigned to a module or section (`detail`: their name).
    Assigned,
    /// A due date set (`detail`: the day) or taken off (none).
    DueDate,
    /// A version saved (`detail`: its name).
    VersionSaved,
    /// The plan, a module or a section restored (`detail`: the version's name).
    Restored,
    /// A document made (`detail`: its name).
    Document,
    /// A conversation started or a comment written on a section.
    Commented,
    /// A conversation resolved.
    Resolved,
}

impl ActivityKind {
    /// Whether repeated entries within a slot are one.
    fn coalesces(self) -> bool {
        matches!(
            self,
            ActivityKind::Answers | ActivityKind::Table | ActivityKind::Commented
        )
    }
    fn as_str(self) -> &'static str {
        match self {
            ActivityKind::Answers => "answers",
            ActivityKind::Table => "table",
            ActivityKind::Completed => "completed",
            ActivityKind::Assigned => "assigned",
            ActivityKind::DueDate => "due_date",
            ActivityKind::VersionSaved => "version_saved",
            ActivityKind::Restored => "restored",
            ActivityKind::Document => "document",
            ActivityKind::Commented => "commented",
            ActivityKind::Resolved => "resolved",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivityRecord {
    pub at: i64,
    pub user_id: String,
    pub kind: ActivityKind,
    /// The section key (`vision.mission`) or module id (`programs`) it concerns, if one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    pub expires_at: i64,
}

impl Record for ActivityRecord {
    const ENTITY: &'static str = "activity";
    fn expires_at(&self) -> Option<i64> {
        Some(self.expires_at)
    }
}

/// One thing done, as a write path reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activity {
    pub kind: ActivityKind,
    pub section: Option<String>,
    pub detail: Option<String>,
}

impl Activity {
    pub fn on(kind: ActivityKind, section: impl Into<String>) -> Activity {
        Activity {
            kind,
            section: Some(section.into()),
            detail: None,
        }
    }
    pub fn event(kind: ActivityKind) -> Activity {
        Activity {
            kind,
            section: None,
            detail: None,
        }
    }
    pub fn detail(mut self, detail: impl Into<String>) -> Activity {
        self.detail = Some(detail.into());
        self
    }
}

/// The section whose page holds the expense table of `owner`.
pub fn table_section(owner: &crate::plan::Owner) -> String {
    use crate::plan::Owner;
    match owner {
        Owner::Organization => "overhead.expenses".into(),
        Owner::Program(id) => format!("programs.program:{id}"),
        Owner::Project(id) => format!("projects.project:{id}"),
    }
}

fn key(org_id: &str, user_id: &str, a: &Activity, at: i64, unique: &str) -> Key {
    let slot = at.div_euclid(SLOT_SECONDS);
    let what = if a.kind.coalesces() {
        a.section.as_deref().unwrap_or("-")
    } else {
        unique
    };
    Key::new(
        activity_pk(org_id),
        format!("ACT#{slot:012}#{user_id}#{}#{what}", a.kind.as_str()),
    )
}

/// Records `a`, done by `user_id` at `at` (`unique`: an id of this event, for the kinds that do
/// not coalesce). Nothing is recorded while a version is read.
pub async fn record(
    org: &OrgScope,
    user_id: &str,
    a: Activity,
    at: i64,
    unique: &str,
) -> Result<(), StoreError> {
    if org.version_read().is_some() {
        return Ok(());
    }
    let k = key(org.org_id(), user_id, &a, at, unique);
    let r = ActivityRecord {
        at,
        user_id: user_id.to_owned(),
        kind: a.kind,
        section: a.section,
        detail: a.detail,
        expires_at: at + KEPT_DAYS * 86_400,
    };
    org.table().put(r.encode(k, 1), Condition::None).await
}

/// Records `a`, logging a failure instead of returning it: the write it follows is done.
pub async fn note(org: &OrgScope, user_id: &str, a: Activity, at: i64, unique: &str) {
    if let Err(e) = record(org, user_id, a, at, unique).await {
        tracing::warn!(error = %e, org_id = %org.org_id(), "an activity entry was not recorded");
    }
}

/// A page of the activity, newest first, and the cursor of the next page.
pub async fn list(
    org: &OrgScope,
    cursor: Option<String>,
) -> Result<(Vec<ActivityRecord>, Option<String>), StoreError> {
    let page = org
        .table()
        .query(
            Query::partition(activity_pk(org.org_id()))
                .prefix("ACT#")
                .descending()
                .limit(PAGE)
                .after(cursor),
        )
        .await?;
    let mut items: Vec<ActivityRecord> = crate::record::values_of(&page.items)?;
    // Within a slot the keys sort by person, not time.
    items.sort_by_key(|a| std::cmp::Reverse(a.at));
    Ok((items, page.cursor))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[tokio::test]
    async fn edits_within_ten_minutes_are_one_entry_events_are_each_one_and_the_list_is_newest_first()
     {
        let dir = tempfile::tempdir().unwrap();
        let table: Arc<dyn fundplan_ports::Table> = Arc::new(
            fundplan_ports::embedded::EmbeddedTable::open(&dir.path().join("t.redb")).unwrap(),
        );
        let org = OrgScope::of_verified(table.clone(), "o1");
        let t0 = 1_800_000_000; // a slot's start
        let answers = || Activity::on(ActivityKind::Answers, "vision.mission");
        for i in 0..5 {
            record(&org, "u1", answers(), t0 + i * 60, "x")
                .await
                .unwrap();
        }
        record(&org, "u2", answers(), t0 + 30, "x").await.unwrap();
        for (i, name) in ["Draft", "Approved"].iter().enumerate() {
            let a = Activity::event(ActivityKind::VersionSaved).detail(*name);
            record(&org, "u1", a, t0 + 100, &format!("v{i}"))
                .await
                .unwrap();
        }
        record(&org, "u1", answers(), t0 + SLOT_SECONDS, "x")
            .await
            .unwrap();
        let (items, cursor) = list(&org, None).await.unwrap();
        assert_eq!(cursor, None);
        assert_eq!(items.len(), 5, "{items:?}");
        assert_eq!(items[0].at, t0 + SLOT_SECONDS);
        assert_eq!(
            items[1].at,
            t0 + 240,
            "the coalesced entry keeps the last edit"
        );
        assert!(items.windows(2).all(|w| w[0].at >= w[1].at));
        assert_eq!(
            items
                .iter()
                .filter(|i| i.kind == ActivityKind::VersionSaved)
                .count(),
            2
        );
        let other = OrgScope::of_verified(table, "o2");
        assert!(list(&other, None).await.unwrap().0.is_empty());
    }
}

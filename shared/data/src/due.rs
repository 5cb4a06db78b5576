//! Due dates of assignments and the e-mails they call for (issue 19 §3; the days' rules are
//! `fundplan_domain::due`).
//!
//! | item | PK | SK | attributes |
//! |---|---|---|---|
//! | due dates | the navigation item `ORG#<org>` / `NAV` | | `due`: key → day; GSI1 `DUES` / `<org>` while it holds one |
//! | e-mail sent | `ORG#<org>` | `DUESENT#<what>` | `at`, `ttl` (90 days) |
//!
//! Each e-mail is claimed before it is sent (a write on the condition that its marker does not
//! exist), so that a retried or repeated run sends nobody the same reminder twice; a failed
//! e-mail gives its claim back, so that the next run sends it.

use crate::nav::NavRecord;
use crate::record::{Record, org_pk};
use crate::scope::OrgScope;
use fundplan_domain::due::parse_day;
use fundplan_domain::sections::{self, module_by_path};
use fundplan_ports::table::{Condition, Key, StoreError};
use serde::{Deserialize, Serialize};
use time::Date;

/// How long a sent marker is kept: well past any retry.
const SENT_KEPT_DAYS: i64 = 90;

/// An e-mail about a due date, sent: `ORG#<org>` / `DUESENT#<what>`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DueSentRecord {
    pub at: i64,
    pub expires_at: i64,
}

impl Record for DueSentRecord {
    const ENTITY: &'static str = "due-date e-mail sent";
    fn expires_at(&self) -> Option<i64> {
        Some(self.expires_at)
    }
}

impl DueSentRecord {
    /// `what`: `soon#2027-03-12#vision.mission#<user>`, `overdue#2027-W10#<owner>`, …
    pub fn key(org_id: &str, what: &str) -> Key {
        Key::new(org_pk(org_id), format!("DUESENT#{what}"))
    }
}

/// A module or section with a due date, as the reminders read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueAssignment {
    /// The page's route path, or a module's `/steps/<module>`.
    pub path: String,
    /// The key in the navigation item (`vision.mission`, `programs`).
    pub key: String,
    pub due: Date,
    /// Ids of the assigned members.
    pub assignees: Vec<String>,
    /// Marked completed (a module: every section of it), or in a skipped module.
    pub done: bool,
}

/// The organization's due dates, with whether each is done. One read of the navigation; the
/// plan's pages are read only when it holds a due date.
pub async fn due_assignments(org: &OrgScope) -> Result<Vec<DueAssignment>, StoreError> {
    let (nav, _) = crate::repo::get_nav(org).await?;
    if nav.due.is_empty() {
        return Ok(Vec::new());
    }
    let routes = crate::plan::entries::plan_routes(org).await?;
    Ok(assignments_of(&nav, &routes))
}

fn assignments_of(nav: &NavRecord, routes: &[sections::Route]) -> Vec<DueAssignment> {
    let statuses = sections::full_statuses(routes, &nav.statuses_by_path(routes));
    let skipped = nav.skipped_paths();
    let (progress, _) = sections::progress(routes, &statuses, &skipped);
    let module_done = |number: u8| {
        progress
            .iter()
            .find(|p| p.module.number == number)
            .is_some_and(|p| p.skipped || (!p.sections.is_empty() && p.percent == 100))
    };
    let assignees = nav.assignees_by_path(routes);
    nav.due_by_path(routes)
        .into_iter()
        .filter_map(|(path, day)| {
            let due = parse_day(&day)?;
            let key = nav.assignment_key(routes, &path)?;
            let done = match module_by_path(&path) {
                Some(m) => module_done(m.number),
                None => {
                    let module = routes.iter().find(|r| r.path == path).map(|r| r.module);
                    statuses.get(&path) == Some(&1)
                        || module.is_some_and(|n| {
                            progress.iter().any(|p| p.module.number == n && p.skipped)
                        })
                }
            };
            Some(DueAssignment {
                assignees: assignees.get(&path).cloned().unwrap_or_default(),
                path,
                key,
                due,
                done,
            })
        })
        .collect()
}

/// Claims the e-mail `what`: false when it was sent (or claimed) already.
pub async fn claim_due_mail(org: &OrgScope, what: &str, now: i64) -> Result<bool, StoreError> {
    let record = DueSentRecord {
        at: now,
        expires_at: now + SENT_KEPT_DAYS * 86_400,
    };
    let item = record.encode(DueSentRecord::key(org.org_id(), what), 1);
    match org.table().put(item, Condition::NotExists).await {
        Ok(()) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Gives back the claim of an e-mail that failed, so that the next run sends it.
pub async fn release_due_mail(org: &OrgScope, what: &str) -> Result<(), StoreError> {
    org.table()
        .delete(&DueSentRecord::key(org.org_id(), what), Condition::None)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::sections::routes_of;
    use time::macros::date;

    fn plan() -> Vec<sections::Route> {
        let none: &[(String, String)] = &[];
        routes_of(
            &[("P1".to_string(), "Adult Basic Literacy".to_string())],
            none,
        )
    }

    #[test]
    fn a_due_date_is_done_when_its_section_or_whole_module_is_completed_or_skipped() {
        let routes = plan();
        let mut nav = NavRecord::default();
        for key in [
            "vision.mission",
            "vision",
            "programs.program:P1",
            "projects",
        ] {
            nav.assignees.insert(key.into(), vec!["u2".into()]);
            nav.due.insert(key.into(), "2027-03-12".into());
        }
        nav.statuses.insert("vision.mission".into(), 1);
        nav.skipped.push("projects".into());
        let got = assignments_of(&nav, &routes);
        let done = |key: &str| got.iter().find(|a| a.key == key).unwrap().done;
        assert!(done("vision.mission"));
        assert!(
            !done("vision"),
            "one section of the module is done, not all"
        );
        assert!(!done("programs.program:P1"));
        assert!(done("projects"), "a skipped module");
        let a = got.iter().find(|a| a.key == "programs.program:P1").unwrap();
        assert_eq!(
            (a.due, a.assignees.clone()),
            (date!(2027 - 03 - 12), vec!["u2".to_string()])
        );
        assert!(a.path.starts_with("/steps/"), "{}", a.path);
        assert_eq!(got.len(), 4);
    }

    #[test]
    fn a_sent_marker_has_its_pinned_layout() {
        let r = DueSentRecord {
            at: 10,
            expires_at: 20,
        };
        let item = r.encode(DueSentRecord::key("o1", "today#2027-03-12#vision#u2"), 1);
        assert_eq!(
            item.key,
            Key::new("ORG#o1", "DUESENT#today#2027-03-12#vision#u2")
        );
        assert_eq!((item.expires_at, item.gsi1), (Some(20), None));
    }
}

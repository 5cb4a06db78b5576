//! The organization's progress through the plan: `ORG#<org>` / `NAV`, one item read once per
//! screen and changed by optimistic updates (see [`crate::repo::update`]).

use crate::record::{Record, org_pk};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NavRecord {
    /// Route path → -1 not started, 0 open, 1 completed.
    #[serde(default)]
    pub statuses: BTreeMap<String, i8>,
    /// Module slugs whose "module completed" e-mail was sent.
    #[serde(default)]
    pub completion_emails: BTreeSet<String>,
    /// Module slug → epoch seconds of the last visit.
    #[serde(default)]
    pub last_interaction: BTreeMap<String, i64>,
    /// Skipped modules as `/steps/<module>`.
    #[serde(default)]
    pub skipped: Vec<String>,
    /// Route path (a section, or a module as `/steps/<module>`) → ids of the assigned members.
    #[serde(default)]
    pub assignees: BTreeMap<String, Vec<String>>,
}

impl Record for NavRecord {
    const ENTITY: &'static str = "navigation";
}

impl NavRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "NAV")
    }
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        self.encode(Self::key(org_id), version)
    }
    /// Takes `user_id` off every module and section (a removed member).
    pub fn unassign_everywhere(&mut self, user_id: &str) {
        for ids in self.assignees.values_mut() {
            ids.retain(|x| x != user_id);
        }
        self.assignees.retain(|_, ids| !ids.is_empty());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn a_nav_item_has_its_pinned_layout() {
        let mut n = NavRecord::default();
        n.statuses.insert("/steps/vision/vision".into(), 1);
        n.completion_emails.insert("vision".into());
        n.last_interaction.insert("vision".into(), 7);
        n.skipped.push("/steps/new-projects".into());
        n.assignees
            .insert("/steps/vision".into(), vec!["u1".into(), "u2".into()]);
        let item = n.to_item("o1", 4);
        assert_eq!(item.key, Key::new("ORG#o1", "NAV"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 4)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"statuses":{"/steps/vision/vision":1},"completion_emails":["vision"],
                   "last_interaction":{"vision":7},"skipped":["/steps/new-projects"],
                   "assignees":{"/steps/vision":["u1","u2"]}})
        );
        assert_eq!(NavRecord::decode(&item).unwrap().value, n);
    }

    #[test]
    fn a_nav_item_stored_before_a_field_existed_still_reads() {
        let mut item = NavRecord::default().to_item("o1", 1);
        item.attrs.clear();
        assert_eq!(
            NavRecord::decode(&item).unwrap().value,
            NavRecord::default()
        );
    }

    #[test]
    fn a_removed_member_is_taken_off_every_route_and_empty_routes_go() {
        let mut n = NavRecord::default();
        n.assignees
            .insert("/a".into(), vec!["u1".into(), "u2".into()]);
        n.assignees.insert("/b".into(), vec!["u1".into()]);
        n.unassign_everywhere("u1");
        assert_eq!(
            n.assignees,
            BTreeMap::from([("/a".to_string(), vec!["u2".to_string()])])
        );
    }
}

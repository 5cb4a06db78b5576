//! The organization's progress through the plan: `ORG#<org>` / `NAV`, one item read once per
//! screen and changed by optimistic updates (see [`crate::repo::update`]).
//!
//! Everything in it is keyed by the section catalogue's stable keys
//! (`fundplan_domain::sections`): a page's status and assignees by its section key
//! (`vision.mission`, `programs.program:<program id>`), a module's assignees, its "module
//! completed" e-mail, its last visit and its skip by the module's id (`projects`). The API
//! speaks in paths (spec file 1 §3); the views below translate with the plan's routes.
//!
//! An item written before the catalogue (no `keys` field) holds route paths and module slugs. It
//! is read as it is ([`NavRecord::statuses_by_path`] and the other views accept both forms), and
//! every write converts it first ([`NavRecord::upgrade`]), so nothing stored is lost and a renamed
//! program keeps its progress either way.

use crate::record::{Record, org_pk};
use fundplan_domain::sections::{
    MODULES, Module, Place, Route, Statuses, module, module_by_path, section,
};
use fundplan_ports::table::{Item, Key};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The GSI1 partition listing the organizations whose navigation holds a due date.
pub const DUES_INDEX: &str = "DUES";

/// `keys` of an item keyed by section keys and module ids.
pub const KEYED_BY_ID: u8 = 1;
/// `keys` of an item stored before the section catalogue (route paths and module slugs).
pub const KEYED_BY_PATH: u8 = 0;

fn keyed_by_path() -> u8 {
    KEYED_BY_PATH
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NavRecord {
    /// How the maps below are keyed: [`KEYED_BY_ID`], or [`KEYED_BY_PATH`] for an item written
    /// before the section catalogue (which has no such field).
    #[serde(default = "keyed_by_path")]
    pub keys: u8,
    /// Section key → -1 not started, 0 open, 1 completed.
    #[serde(default)]
    pub statuses: BTreeMap<String, i8>,
    /// Ids of the modules whose "module completed" e-mail was sent.
    #[serde(default)]
    pub completion_emails: BTreeSet<String>,
    /// Module id → epoch seconds when it first reached 100 % (recorded with its e-mail; absent
    /// for modules completed before this was recorded).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub completed_at: BTreeMap<String, i64>,
    /// Module id → epoch seconds of the last visit.
    #[serde(default)]
    pub last_interaction: BTreeMap<String, i64>,
    /// Ids of the skipped modules.
    #[serde(default)]
    pub skipped: Vec<String>,
    /// Section key, or module id → ids of the assigned members.
    #[serde(default)]
    pub assignees: BTreeMap<String, Vec<String>>,
    /// Section key, or module id → the day its assignees should have it done (`2027-03-12`).
    /// Only a key with assignees has one ([`NavRecord::prune_due`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub due: BTreeMap<String, String>,
}

impl Default for NavRecord {
    fn default() -> Self {
        NavRecord {
            keys: KEYED_BY_ID,
            statuses: BTreeMap::new(),
            completion_emails: BTreeSet::new(),
            completed_at: BTreeMap::new(),
            last_interaction: BTreeMap::new(),
            skipped: Vec::new(),
            assignees: BTreeMap::new(),
            due: BTreeMap::new(),
        }
    }
}

impl Record for NavRecord {
    const ENTITY: &'static str = "navigation";
}

/// A path without its trailing slashes.
fn trimmed(path: &str) -> &str {
    let t = path.trim_end_matches('/');
    if t.is_empty() { path } else { t }
}

impl NavRecord {
    pub fn key(org_id: &str) -> Key {
        Key::new(org_pk(org_id), "NAV")
    }
    /// The item; one that holds a due date is also listed under GSI1 `DUES` / `<org>`, where
    /// the reminders' schedule finds the organizations it has work for
    /// (`Directory::organizations_with_due_dates`).
    pub fn to_item(&self, org_id: &str, version: u64) -> Item {
        let mut item = self.encode(Self::key(org_id), version);
        if !self.due.is_empty() {
            item.gsi1 = Some(Key::new(DUES_INDEX, org_id));
        }
        item
    }

    fn by_path(&self) -> bool {
        self.keys == KEYED_BY_PATH
    }

    /// The key of a module in this item: its id, or its slug in an item keyed by path.
    fn module_key(&self, m: &Module) -> &'static str {
        if self.by_path() { m.slug } else { m.id }
    }

    /// Converts an item stored before the section catalogue to section keys and module ids,
    /// given the plan's pages now (`routes`, built with the programs' and projects' ids). What
    /// names no page of the plan (a page of a program deleted before the upgrade) is dropped,
    /// as the next status update would have dropped it. Does nothing to an item keyed by id.
    pub fn upgrade(&mut self, routes: &[Route]) {
        if !self.by_path() {
            return;
        }
        let key_of: HashMap<&str, String> =
            routes.iter().map(|r| (r.path.as_str(), r.key())).collect();
        let section = |path: &str| key_of.get(trimmed(path)).cloned();
        let module_of_slug = |slug: &str| MODULES.iter().find(|m| m.slug == slug).map(|m| m.id);
        self.statuses = std::mem::take(&mut self.statuses)
            .into_iter()
            .filter_map(|(path, s)| section(&path).map(|k| (k, s)))
            .collect();
        self.assignees = std::mem::take(&mut self.assignees)
            .into_iter()
            .filter_map(|(path, ids)| {
                module_by_path(&path)
                    .map(|m| m.id.to_string())
                    .or_else(|| section(&path))
                    .map(|k| (k, ids))
            })
            .collect();
        self.skipped = std::mem::take(&mut self.skipped)
            .iter()
            .filter_map(|p| module_by_path(p).map(|m| m.id.to_string()))
            .collect();
        self.completion_emails = std::mem::take(&mut self.completion_emails)
            .iter()
            .filter_map(|slug| module_of_slug(slug).map(str::to_string))
            .collect();
        self.last_interaction = std::mem::take(&mut self.last_interaction)
            .into_iter()
            .filter_map(|(slug, t)| module_of_slug(&slug).map(|id| (id.to_string(), t)))
            .collect();
        self.completed_at = std::mem::take(&mut self.completed_at)
            .into_iter()
            .filter_map(|(slug, t)| module_of_slug(&slug).map(|id| (id.to_string(), t)))
            .collect();
        self.keys = KEYED_BY_ID;
    }

    /// The key of a page of the plan in this item: its section key, or its path in an item
    /// keyed by path.
    fn page_key(&self, r: &Route) -> String {
        if self.by_path() {
            r.path.clone()
        } else {
            r.key()
        }
    }

    /// The key of a module's assignees and skip in this item: its id, or `/steps/<module>` in
    /// an item keyed by path.
    fn module_path_key(&self, m: &Module) -> String {
        if self.by_path() {
            m.path()
        } else {
            m.id.to_string()
        }
    }

    /// Route path → status, for the pages of `routes` that have one.
    pub fn statuses_by_path(&self, routes: &[Route]) -> Statuses {
        routes
            .iter()
            .filter_map(|r| {
                self.statuses
                    .get(&self.page_key(r))
                    .map(|s| (r.path.clone(), *s))
            })
            .collect()
    }

    /// Stores `statuses` (route path → status) as the statuses of the pages of `routes`, in
    /// the item's own form (by section key once [`NavRecord::upgrade`]d, which
    /// `ops::update_nav` does before any change).
    pub fn set_statuses_by_path(&mut self, routes: &[Route], statuses: &Statuses) {
        self.statuses = routes
            .iter()
            .filter_map(|r| statuses.get(&r.path).map(|s| (self.page_key(r), *s)))
            .collect();
    }

    /// The skipped modules as `/steps/<module>`.
    pub fn skipped_paths(&self) -> Vec<String> {
        self.skipped
            .iter()
            .filter_map(|k| {
                if self.by_path() {
                    Some(trimmed(k).to_string())
                } else {
                    module(k).map(Module::path)
                }
            })
            .collect()
    }

    /// Stores the skipped modules, given as `/steps/<module>` (each a module of the plan), in
    /// the item's own form.
    pub fn set_skipped_paths(&mut self, paths: &[String]) {
        self.skipped = paths
            .iter()
            .filter_map(|p| module_by_path(p))
            .map(|m| self.module_path_key(m))
            .collect();
    }

    /// Route path (a page of `routes`, or a module as `/steps/<module>`) → assigned members.
    pub fn assignees_by_path(&self, routes: &[Route]) -> BTreeMap<String, Vec<String>> {
        let modules = MODULES.iter().map(|m| (self.module_path_key(m), m.path()));
        let pages = routes.iter().map(|r| (self.page_key(r), r.path.clone()));
        modules
            .chain(pages)
            .filter_map(|(key, path)| self.assignees.get(&key).map(|ids| (path, ids.clone())))
            .collect()
    }

    /// Route path (a page of `routes`, or a module as `/steps/<module>`) → its due date.
    pub fn due_by_path(&self, routes: &[Route]) -> BTreeMap<String, String> {
        let modules = MODULES.iter().map(|m| (self.module_path_key(m), m.path()));
        let pages = routes.iter().map(|r| (self.page_key(r), r.path.clone()));
        modules
            .chain(pages)
            .filter_map(|(key, path)| self.due.get(&key).map(|d| (path, d.clone())))
            .collect()
    }

    /// Forgets the due date of every key nobody is assigned to any more.
    pub fn prune_due(&mut self) {
        let assignees = &self.assignees;
        self.due
            .retain(|k, _| assignees.get(k).is_some_and(|ids| !ids.is_empty()));
    }

    /// The key under which this item holds the assignees of `path` (a module as
    /// `/steps/<module>`, or a page of `routes`); `None` when it names neither.
    pub fn assignment_key(&self, routes: &[Route], path: &str) -> Option<String> {
        if let Some(m) = module_by_path(path) {
            return Some(self.module_path_key(m));
        }
        let r = routes.iter().find(|r| r.path == trimmed(path))?;
        Some(self.page_key(r))
    }

    /// Whether the module's "module completed" e-mail was sent.
    pub fn completion_email_sent(&self, m: &Module) -> bool {
        self.completion_emails.contains(self.module_key(m))
    }

    /// Records that the module first reached 100 % at `now`, and that its "module completed"
    /// e-mail is sent.
    pub fn mark_completion_email(&mut self, m: &Module, now: i64) {
        let key = self.module_key(m).to_string();
        self.completed_at.entry(key.clone()).or_insert(now);
        self.completion_emails.insert(key);
    }

    /// When the module first reached 100 %, where that was recorded.
    pub fn completed_at(&self, m: &Module) -> Option<i64> {
        self.completed_at.get(self.module_key(m)).copied()
    }

    /// When someone last opened a page of the module (epoch seconds).
    pub fn last_visit(&self, m: &Module) -> Option<i64> {
        self.last_interaction.get(self.module_key(m)).copied()
    }

    /// Records a visit of the module.
    pub fn visit(&mut self, m: &Module, at: i64) {
        let key = self.module_key(m);
        self.last_interaction.insert(key.to_string(), at);
    }

    /// Forgets the statuses and assignees of the pages of a deleted program or project: the
    /// sections at `place` (`Place::Programs` or `Place::Projects`) of `entry_id`, which are at
    /// `paths` in an item keyed by path.
    pub fn forget_entry(&mut self, place: Place, entry_id: &str, paths: &[String]) {
        if self.by_path() {
            for path in paths {
                self.statuses.remove(path);
                self.assignees.remove(path);
            }
            return;
        }
        let of_entry = |key: &String| {
            key.split_once(':').is_some_and(|(id, entry)| {
                entry == entry_id && section(id).is_some_and(|s| s.place == place)
            })
        };
        self.statuses.retain(|k, _| !of_entry(k));
        self.assignees.retain(|k, _| !of_entry(k));
        self.prune_due();
    }

    /// Takes `user_id` off every module and section (a removed member).
    pub fn unassign_everywhere(&mut self, user_id: &str) {
        for ids in self.assignees.values_mut() {
            ids.retain(|x| x != user_id);
        }
        self.assignees.retain(|_, ids| !ids.is_empty());
        self.prune_due();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fundplan_domain::sections::routes_of;
    use serde_json::{Value, json};

    fn entries(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(id, name)| (id.to_string(), name.to_string()))
            .collect()
    }

    /// Riverbend's plan: two programs and a project, with ids.
    fn plan() -> Vec<Route> {
        routes_of(
            &entries(&[
                ("P1", "Adult Basic Literacy"),
                ("P2", "Family Reading Nights"),
            ]),
            &entries(&[("J1", "Mobile Learning Van")]),
        )
    }

    #[test]
    fn a_module_keeps_the_moment_it_was_first_completed() {
        let mut n = NavRecord::default();
        let m = &MODULES[2];
        assert_eq!(n.completed_at(m), None);
        n.mark_completion_email(m, 100);
        n.mark_completion_email(m, 200);
        assert_eq!(n.completed_at(m), Some(100));
        assert!(n.completion_email_sent(m));
        let item = n.to_item("o1", 1);
        assert_eq!(item.attrs["completed_at"], json!({ m.id: 100 }));
        assert_eq!(NavRecord::decode(&item).unwrap().value, n);
    }

    #[test]
    fn a_nav_item_has_its_pinned_layout() {
        let mut n = NavRecord::default();
        n.statuses.insert("vision.mission".into(), 1);
        n.statuses.insert("programs.program:P1".into(), 0);
        n.completion_emails.insert("vision".into());
        n.last_interaction.insert("vision".into(), 7);
        n.skipped.push("projects".into());
        n.assignees
            .insert("vision".into(), vec!["u1".into(), "u2".into()]);
        let item = n.to_item("o1", 4);
        assert_eq!(item.key, Key::new("ORG#o1", "NAV"));
        assert_eq!(
            (item.gsi1.clone(), item.expires_at, item.version),
            (None, None, 4)
        );
        assert_eq!(
            Value::Object(item.attrs.clone()),
            json!({"keys":1,"statuses":{"programs.program:P1":0,"vision.mission":1},
                   "completion_emails":["vision"],
                   "last_interaction":{"vision":7},"skipped":["projects"],
                   "assignees":{"vision":["u1","u2"]}})
        );
        assert_eq!(NavRecord::decode(&item).unwrap().value, n);
    }

    #[test]
    fn a_nav_item_with_a_due_date_is_listed_for_the_reminders_and_loses_it_with_its_last_assignee()
    {
        let mut n = NavRecord::default();
        n.assignees
            .insert("vision.mission".into(), vec!["u2".into()]);
        n.due.insert("vision.mission".into(), "2027-03-12".into());
        let item = n.to_item("o1", 2);
        assert_eq!(item.gsi1, Some(Key::new(DUES_INDEX, "o1")));
        assert_eq!(item.attrs["due"], json!({"vision.mission": "2027-03-12"}));
        assert_eq!(
            n.due_by_path(&plan()),
            BTreeMap::from([(
                "/steps/aspirational-vision/mission-statement".to_string(),
                "2027-03-12".to_string()
            )])
        );
        n.unassign_everywhere("u2");
        assert!(n.due.is_empty());
        assert_eq!(n.to_item("o1", 3).gsi1, None);
    }

    /// The layout the previous release wrote: route paths and module slugs, no `keys`.
    fn stored_by_the_previous_release() -> Item {
        let mut item = NavRecord::default().to_item("o1", 3);
        let Value::Object(attrs) = json!({
            "statuses": {
                "/steps/getting-started/welcome": 1,
                "/steps/aspirational-vision/mission-statement": 1,
                "/steps/funding-annual/program/family-reading-nights": 1,
                "/steps/core-program-evaluation/program/adult-basic-literacy": 0,
                "/steps/funding-new-projects/project/mobile-learning-van": 1,
                "/case-statement-document": 0,
                "/steps/funding-annual/program/a-program-deleted-long-ago": 1
            },
            "completion_emails": ["getting-started", "aspirational-vision"],
            "last_interaction": {"funding-annual": 1700000000},
            "skipped": ["/steps/funding-new-projects"],
            "assignees": {
                "/steps/funding-annual": ["u2"],
                "/steps/funding-annual/program/family-reading-nights": ["u3"],
                "/steps/aspirational-vision/mission-statement": ["u2", "u3"]
            }
        }) else {
            unreachable!()
        };
        item.attrs = attrs;
        item
    }

    #[test]
    fn an_item_of_the_previous_release_reads_as_it_was_and_upgrades_to_section_keys() {
        let routes = plan();
        let old = NavRecord::decode(&stored_by_the_previous_release())
            .unwrap()
            .value;
        assert_eq!(old.keys, KEYED_BY_PATH);
        let statuses = old.statuses_by_path(&routes);
        let assignees = old.assignees_by_path(&routes);
        let skipped = old.skipped_paths();
        let nine = &MODULES[8];
        let four = &MODULES[3];
        assert!(old.completion_email_sent(&MODULES[0]));
        assert_eq!(old.last_visit(four), Some(1_700_000_000));
        assert_eq!(skipped, ["/steps/funding-new-projects"]);
        assert_eq!(statuses.len(), 6, "the deleted program's page is no page");

        let mut new = old.clone();
        new.upgrade(&routes);
        assert_eq!(new.keys, KEYED_BY_ID);
        assert_eq!(
            new.statuses,
            BTreeMap::from([
                ("start.welcome".to_string(), 1),
                ("vision.mission".to_string(), 1),
                ("programs.program:P2".to_string(), 1),
                ("evaluation.program:P1".to_string(), 0),
                ("projects.project:J1".to_string(), 1),
                ("case.document".to_string(), 0),
            ])
        );
        assert_eq!(
            new.assignees,
            BTreeMap::from([
                ("programs".to_string(), vec!["u2".to_string()]),
                ("programs.program:P2".to_string(), vec!["u3".to_string()]),
                (
                    "vision.mission".to_string(),
                    vec!["u2".to_string(), "u3".to_string()]
                ),
            ])
        );
        assert_eq!(new.skipped, ["projects"]);
        assert_eq!(
            new.completion_emails,
            BTreeSet::from(["start".to_string(), "vision".to_string()])
        );
        assert_eq!(
            new.last_interaction,
            BTreeMap::from([("programs".to_string(), 1_700_000_000)])
        );
        // The same plan, read through either item.
        assert_eq!(new.statuses_by_path(&routes), statuses);
        assert_eq!(new.assignees_by_path(&routes), assignees);
        assert_eq!(new.skipped_paths(), skipped);
        assert!(new.completion_email_sent(&MODULES[0]) && !new.completion_email_sent(nine));
        assert_eq!(new.last_visit(four), Some(1_700_000_000));
        // Upgrading twice changes nothing.
        let again = {
            let mut n = new.clone();
            n.upgrade(&routes);
            n
        };
        assert_eq!(again, new);
    }

    #[test]
    fn a_renamed_program_keeps_its_status_and_assignees_without_any_move() {
        let mut n = NavRecord::default();
        let before = plan();
        let statuses = Statuses::from([(
            "/steps/funding-annual/program/family-reading-nights".to_string(),
            1,
        )]);
        n.set_statuses_by_path(&before, &statuses);
        let key = n
            .assignment_key(
                &before,
                "/steps/funding-annual/program/family-reading-nights",
            )
            .unwrap();
        n.assignees.insert(key, vec!["u3".into()]);
        let after = routes_of(
            &entries(&[
                ("P1", "Adult Basic Literacy"),
                ("P2", "Family Reading Evenings"),
            ]),
            &entries(&[("J1", "Mobile Learning Van")]),
        );
        let path = "/steps/funding-annual/program/family-reading-evenings".to_string();
        assert_eq!(
            n.statuses_by_path(&after),
            Statuses::from([(path.clone(), 1)])
        );
        assert_eq!(
            n.assignees_by_path(&after),
            BTreeMap::from([(path, vec!["u3".to_string()])])
        );
    }

    #[test]
    fn a_deleted_programs_pages_are_forgotten_and_no_projects() {
        let routes = plan();
        let mut n = NavRecord::default();
        let all: Statuses = routes.iter().map(|r| (r.path.clone(), 1)).collect();
        n.set_statuses_by_path(&routes, &all);
        n.forget_entry(Place::Programs, "P1", &[]);
        assert!(!n.statuses.keys().any(|k| k.ends_with(":P1")));
        assert!(n.statuses.contains_key("programs.program:P2"));
        assert!(n.statuses.contains_key("projects.project:J1"));
        n.forget_entry(Place::Programs, "J1", &[]);
        assert!(
            n.statuses.contains_key("projects.project:J1"),
            "J1 is a project"
        );
    }

    #[test]
    fn an_assignment_names_a_module_or_a_page_of_the_plan() {
        let routes = plan();
        let n = NavRecord::default();
        assert_eq!(
            n.assignment_key(&routes, "/steps/funding-annual")
                .as_deref(),
            Some("programs")
        );
        assert_eq!(
            n.assignment_key(&routes, "/steps/funding-annual/")
                .as_deref(),
            Some("programs")
        );
        assert_eq!(
            n.assignment_key(
                &routes,
                "/steps/funding-new-projects/project/mobile-learning-van"
            )
            .as_deref(),
            Some("projects.project:J1")
        );
        assert_eq!(
            n.assignment_key(&routes, "/steps/funding-annual/program/no-such-program"),
            None
        );
        assert_eq!(n.assignment_key(&routes, "/settings"), None);
    }

    #[test]
    fn a_nav_item_stored_before_a_field_existed_still_reads() {
        let mut item = NavRecord::default().to_item("o1", 1);
        item.attrs.clear();
        assert_eq!(
            NavRecord::decode(&item).unwrap().value,
            NavRecord {
                keys: KEYED_BY_PATH,
                ..NavRecord::default()
            }
        );
    }

    #[test]
    fn a_removed_member_is_taken_off_every_route_and_empty_routes_go() {
        let mut n = NavRecord::default();
        n.assignees
            .insert("vision".into(), vec!["u1".into(), "u2".into()]);
        n.assignees
            .insert("vision.mission".into(), vec!["u1".into()]);
        n.unassign_everywhere("u1");
        assert_eq!(
            n.assignees,
            BTreeMap::from([("vision".to_string(), vec!["u2".to_string()])])
        );
    }
}
